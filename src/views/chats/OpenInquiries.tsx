import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ClinicInquiriesActorRef } from '../../machines/inquiries/clinic-inquiries.machine';
import type { ClinicInquiry } from '../../protocol/inquiries';
import { pickLocalized } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { useUserEntry } from '../live/use-live';
import { useLanguage } from '../services/catalog-hooks';
import { listTime } from './chat-format';

/** A clinic operator's open inquiries (SPEC: operators see the open inquiries of their clinic), live. */
export function OpenInquiries() {
  const runtime = useRuntime();
  const inquiries = useActorRef(useFlow('clinicInquiries'), { ...runtime.flowOptions });
  const items = useSelector(inquiries, (s) => s.context.items);
  const face = useSelector(inquiries, (s) => (s.matches('loading') && s.context.items.length === 0 ? 'loading' : s.matches('failed') ? 'failed' : 'ready'));
  return (
    <Card withBorder radius="lg" p="md" data-testid="open-inquiries">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <FormattedMessage id="chats.inquiries.title" />
        </Title>
        {face === 'failed' ? (
          <Group justify="space-between">
            <Text c="red.9">
              <FormattedMessage id="chats.inquiries.failed" />
            </Text>
            <Button variant="light" size="xs" onClick={() => inquiries.send({ type: 'user.retry' })}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Group>
        ) : face === 'loading' ? (
          <Text c="dimmed">
            <FormattedMessage id="common.loading" />
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" data-testid="inquiries-empty">
            <FormattedMessage id="chats.inquiries.empty" />
          </Text>
        ) : (
          items.map((i) => <InquiryRow key={i.id} inquiry={i} actor={inquiries} />)
        )}
      </Stack>
    </Card>
  );
}

function InquiryRow({ inquiry, actor }: { inquiry: ClinicInquiry; actor: ClinicInquiriesActorRef }) {
  const lang = useLanguage();
  const patient = useUserEntry(inquiry.patient_id);
  const acting = useSelector(actor, (s) => s.context.acting === inquiry.id);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" data-testid="inquiry-row">
      <Stack gap={0} miw={0}>
        <Group gap="xs">
          <Text fw={600}>{patient ? `${pickLocalized(patient.firstname, lang)} ${pickLocalized(patient.lastname, lang)}` : '…'}</Text>
          <Badge color={inquiry.status === 'created' ? 'orange' : 'teal'} variant="light">
            <FormattedMessage id={inquiry.status === 'created' ? 'chats.inquiries.new' : 'chats.inquiries.joined'} />
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {listTime(inquiry.created_at, new Date(), lang)}
        </Text>
      </Stack>
      <InquiryActions inquiry={inquiry} actor={actor} acting={acting} busy={busy} />
    </Group>
  );
}

/** Take up a new inquiry, open its chat, close it when done. */
export function InquiryActions({ inquiry, actor, acting, busy, withChatLink = true }: { inquiry: ClinicInquiry; actor: ClinicInquiriesActorRef; acting: boolean; busy: boolean; withChatLink?: boolean }) {
  return (
    <Group gap="xs">
      {inquiry.status === 'created' ? (
        <Button size="xs" loading={acting} disabled={busy && !acting} onClick={() => actor.send({ type: 'user.join', id: inquiry.id })} data-testid="inquiry-join">
          <FormattedMessage id="chats.inquiries.join" />
        </Button>
      ) : (
        <Button size="xs" variant="light" color="gray" loading={acting} disabled={busy && !acting} onClick={() => actor.send({ type: 'user.complete', id: inquiry.id })} data-testid="inquiry-complete">
          <FormattedMessage id="chats.inquiries.complete" />
        </Button>
      )}
      {withChatLink ? (
        <Button size="xs" variant="subtle" component={Link} href={`/chats/${inquiry.chat_space_id}`}>
          <FormattedMessage id="chats.inquiries.openChat" />
        </Button>
      ) : null}
    </Group>
  );
}

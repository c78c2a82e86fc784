import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import type { Clinic } from '../../protocol/catalog';
import { CHAT_TEXT_MAX } from '../../protocol/chats';
import { pickLocalized } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { fieldErrorText } from '../shell/AlertBanner';
import { newClientId } from '../../machines/chats/chat-rules';

/**
 * /clinics/{id}/inquiry: a patient writes to a clinic. The question opens an inquiry (or joins the
 * one still open) and the person continues in the clinic's chat.
 */
export default function InquiryPage() {
  const [, params] = useRoute<{ id: string }>('/clinics/:id/inquiry');
  const clinicId = Number(params?.id);
  const user = useSelector(useRuntime().session, (s) => s.context.user);
  const clinic = useResource<Clinic>(useFlow('clinic'), { id: params?.id ?? '' });
  const lang = useLanguage();
  if (clinic.face === 'failed') return <ErrorCard titleId="clinics.failed.title" error={clinic.error} onRetry={clinic.retry} />;
  const name = clinic.data ? pickLocalized(clinic.data.name, lang) : '…';
  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} href={`/clinics/${params?.id ?? ''}`} fw={500} w="fit-content">
        <FormattedMessage id="clinics.inquiry.back" values={{ name }} />
      </Anchor>
      <Title order={1} fz="h2">
        <FormattedMessage id="clinics.inquiry.title" values={{ name }} />
      </Title>
      {clinic.face === 'notFound' || !Number.isInteger(clinicId) ? (
        <Text c="dimmed">
          <FormattedMessage id="clinics.notFound.text" />
        </Text>
      ) : user && user.type !== 'Patient' ? (
        <Alert color="yellow" role="note" data-testid="inquiry-patients-only">
          <FormattedMessage id="error.inquiry.patients_only" />
        </Alert>
      ) : (
        <InquiryForm clinicId={clinicId} />
      )}
    </Stack>
  );
}

function InquiryForm({ clinicId }: { clinicId: number }) {
  const intl = useIntl();
  const runtime = useRuntime();
  const form = useActorRef(useFlow('inquiryForm'), { input: { clinicId, idSeed: newClientId() }, ...runtime.flowOptions });
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const fieldError = useSelector(form, (s) => s.context.error?.errors?.find((e) => e.path === 'text'));
  const [text, setText] = useState('');
  const tooLong = [...text.trim()].length > CHAT_TEXT_MAX;
  const error = tooLong ? intl.formatMessage({ id: 'chats.room.composer.tooLong' }, { max: CHAT_TEXT_MAX }) : fieldError ? fieldErrorText(intl, fieldError) : undefined;
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form" onSubmit={(e) => {
      e.preventDefault();
      if (!tooLong) form.send({ type: 'user.submit', text });
    }}>
      <Stack gap="md">
        <Text c="dimmed">
          <FormattedMessage id="clinics.inquiry.intro" />
        </Text>
        <Textarea
          label={intl.formatMessage({ id: 'clinics.inquiry.label' })}
          placeholder={intl.formatMessage({ id: 'clinics.inquiry.placeholder' })}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          size="md"
          error={error}
          data-testid="inquiry-text"
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy} disabled={text.trim() === '' || tooLong} data-testid="inquiry-send">
            <FormattedMessage id="clinics.inquiry.send" />
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

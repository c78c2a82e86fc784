import { useState } from 'react';
import { Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Viewer } from '../../machines/schedules/schedule-rules';
import type { PatientSummary } from '../../protocol/case-schemas';
import { pickLocalized } from '../../protocol/common';
import { useLanguage } from '../services/catalog-hooks';
import { Icon } from '../shell/Icon';
import { personName } from '../schedules/schedule-view';
import { OperatorBooking, PreloadBooking } from './OperatorBooking';
import { AgeAndGender } from './patient-facts';

/**
 * The patient's profile summary: photo, name, age and gender, ID number, phone and e-mail; for
 * a doctor with a chat with them, the chat and a video call; for an operator, booking an
 * appointment for them.
 */
export function PatientProfile({ summary, viewer }: { summary: PatientSummary; viewer: Viewer }) {
  const lang = useLanguage();
  const [booking, setBooking] = useState(false);
  const p = summary.patient;
  const chat = summary.chat_space_id ? `/chats/${encodeURIComponent(summary.chat_space_id)}` : null;
  const operator = viewer.type === 'ClinicOperator';
  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="patient-profile">
        <Stack gap="md">
          {/* The name goes under the photo when beside it it would be narrower than 12rem (a phone
              with the text enlarged). */}
          <Group gap="md" align="flex-start">
            <Avatar src={p.photo} size={72} radius="xl" color="clinic" alt="">
              {pickLocalized(p.firstname, lang).slice(0, 1)}
              {pickLocalized(p.lastname, lang).slice(0, 1)}
            </Avatar>
            <Stack gap={4} miw={0} flex="1 1 12rem">
              <Title order={1} fz="h2" data-testid="patient-name">
                {personName(p, lang)}
              </Title>
              <Text c="dimmed">
                <AgeAndGender patient={p} />
              </Text>
            </Stack>
          </Group>
          <Stack gap={6}>
            {p.id_number ? (
              <Text data-testid="patient-id-number">
                <FormattedMessage id="patients.idNumber" values={{ n: p.id_number }} />
              </Text>
            ) : null}
            {summary.phone ? (
              <Group gap={8} wrap="nowrap">
                <Icon name="phone" size={18} />
                <Anchor href={`tel:${summary.phone}`} style={{ overflowWrap: 'anywhere' }} data-testid="patient-phone">
                  {summary.phone}
                </Anchor>
              </Group>
            ) : null}
            {summary.email ? (
              <Group gap={8} wrap="nowrap">
                <Icon name="mail" size={18} />
                <Anchor href={`mailto:${summary.email}`} style={{ overflowWrap: 'anywhere' }} data-testid="patient-email">
                  {summary.email}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
          <Group gap="sm">
            {chat ? (
              <>
                <Button component={Link} href={chat} size="md" leftSection={<Icon name="chats" size={18} />} data-testid="patient-chat">
                  <FormattedMessage id="patients.openChat" />
                </Button>
                <Button component={Link} href={`${chat}/call`} size="md" variant="light" leftSection={<Icon name="camera" size={18} />} data-testid="patient-call">
                  <FormattedMessage id="patients.call" />
                </Button>
              </>
            ) : null}
            {operator ? (
              <Button size="md" variant={booking ? 'default' : 'filled'} onClick={() => setBooking((b) => !b)} data-testid="patient-book">
                <FormattedMessage id={booking ? 'patients.book.close' : 'patients.book.open'} />
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Card>
      {operator ? <PreloadBooking /> : null}
      {operator && booking ? <OperatorBooking patient={p} /> : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useRoute } from 'wouter';
import type { ScheduleActorRef } from '../../machines/schedules/schedule.machine';
import { mayAddFile, viewerMay, type Viewer } from '../../machines/schedules/schedule-rules';
import { scheduleIcs } from '../../protocol/schedule-calendar';
import { pickLocalized } from '../../protocol/common';
import { schedulePath, type Schedule } from '../../protocol/schedules';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { Price } from '../services/Price';
import { PageLoader } from '../shell/PageLoader';
import { CancelAction, FilesSection, InterviewSection, ReassignAction, RescheduleAction } from './ScheduleActions';
import { InterviewMarker, personName, REASON_LABEL, ScheduleTime, StatusBadge, usePreloadedFlows, useViewer } from './schedule-view';

/** /schedules/{id}: one appointment for any of its parties, live, with the actions the table allows them. */
export default function SchedulePage() {
  const [, params] = useRoute<{ id: string }>('/schedules/:id');
  const viewer = useViewer();
  if (!viewer || !params) return <PageLoader />;
  return <ScheduleView key={params.id} id={params.id} viewer={viewer} />;
}

const BACK_LABEL: Record<Viewer['type'], string> = { Patient: 'schedules.back.Patient', Doctor: 'schedules.back.Doctor', ClinicOperator: 'schedules.back.ClinicOperator' };

const backOf = (viewer: Viewer) => (viewer.type === 'Doctor' ? '/my/schedule' : viewer.type === 'ClinicOperator' ? '/schedules' : '/dashboard');

function ScheduleView({ id, viewer }: { id: string; viewer: Viewer }) {
  const runtime = useRuntime();
  usePreloadedFlows('doctorSlots', 'clinicDoctors', 'clinicDoctor');
  const actor = useActorRef(useFlow('schedule'), { input: { id, viewer }, ...runtime.flowOptions });
  const schedule = useSelector(actor, (s) => s.context.schedule);
  const notFound = useSelector(actor, (s) => s.hasTag('not found'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const conflict = useSelector(actor, (s) => s.context.conflict);
  return (
    <Stack gap="lg" maw={820} pb="xl">
      <Anchor component={Link} href={backOf(viewer)} fw={500} w="fit-content" data-testid="schedule-back">
        <FormattedMessage id={BACK_LABEL[viewer.type]} />
      </Anchor>
      {notFound ? (
        <EmptyCard icon="schedules" titleId="schedules.notFound.title" textId="schedules.notFound.text" testId="schedule-not-found" />
      ) : failed && !schedule ? (
        <ErrorCard titleId="schedules.page.failed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} />
      ) : !schedule ? (
        <Stack gap="md" data-testid="schedule-loading">
          <Skeleton height={36} width="50%" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : (
        <>
          {conflict ? (
            <Alert color="yellow" data-testid="schedule-conflict">
              <FormattedMessage id="schedules.conflict" />
            </Alert>
          ) : null}
          <ScheduleDetails schedule={schedule} viewer={viewer} actor={actor} />
        </>
      )}
    </Stack>
  );
}

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    // The value goes under its label when beside it it would be narrower than 10rem (a phone with
    // the text enlarged).
    <Group gap="xs" align="flex-start" data-testid={testId}>
      <Text c="dimmed" size="sm" w={{ base: 120, sm: 150 }} maw="100%" style={{ flexShrink: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text component="div" style={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function ScheduleDetails({ schedule: s, viewer, actor }: { schedule: Schedule; viewer: Viewer; actor: ScheduleActorRef }) {
  const lang = useLanguage();
  const intl = useIntl();
  const busy = useSelector(actor, (snap) => snap.hasTag('busy'));
  const may = (a: Parameters<typeof viewerMay>[2]) => viewerMay(s, viewer, a);
  const service = pickLocalized(s.clinic_service.name, lang);
  const clinic = pickLocalized(s.clinic.name, lang);
  const ics = scheduleIcs(s, {
    summary: intl.formatMessage({ id: 'schedules.ics.summary' }, { service, doctor: personName(s.assignee, lang) }),
    description: [clinic, s.comment ?? ''].filter(Boolean).join('\n'),
    location: s.address ?? clinic,
    url: `${location.origin}${schedulePath(s.id)}`,
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Title order={1} fz="h2" data-testid="schedule-title">
            {service}
          </Title>
          <ScheduleTime schedule={s} withDay size="lg" />
        </Stack>
        <StatusBadge status={s.status} size="lg" />
      </Group>

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Row label={<FormattedMessage id="schedules.field.doctor" />} testId="schedule-doctor">
            {personName(s.assignee, lang)}
          </Row>
          <Row label={<FormattedMessage id="schedules.field.patient" />} testId="schedule-patient">
            {personName(s.patient, lang)}
          </Row>
          <Row label={<FormattedMessage id="schedules.field.clinic" />}>{clinic}</Row>
          <Row label={<FormattedMessage id="schedules.field.duration" />}>
            <FormattedMessage id="schedules.minutes" values={{ n: s.clinic_service.duration_minutes }} />
          </Row>
          <Row label={<FormattedMessage id="schedules.field.price" />} testId="schedule-price">
            <Price tetri={s.price} />
          </Row>
          {s.address ? <Row label={<FormattedMessage id="schedules.field.address" />}>{s.address}</Row> : null}
          {s.comment ? (
            <Row label={<FormattedMessage id="schedules.field.comment" />} testId="schedule-comment">
              <span style={{ whiteSpace: 'pre-line' }}>{s.comment}</span>
            </Row>
          ) : null}
          {s.status === 'cancelled' && s.cancel_reason ? (
            <Row label={<FormattedMessage id="schedules.field.cancelReason" />} testId="schedule-cancel-reason">
              <FormattedMessage id={REASON_LABEL[s.cancel_reason]} />
              {s.cancel_note ? ` — ${s.cancel_note}` : ''}
            </Row>
          ) : null}
        </Stack>
      </Card>

      <Group gap="sm" data-testid="schedule-actions">
        {may('confirm') ? (
          <Button size="md" loading={busy} onClick={() => actor.send({ type: 'user.confirm' })} data-testid="action-confirm">
            <FormattedMessage id="schedules.action.confirm" />
          </Button>
        ) : null}
        {may('activate') ? (
          <Button size="md" color="green" loading={busy} onClick={() => actor.send({ type: 'user.activate' })} data-testid="action-activate">
            <FormattedMessage id="schedules.action.activate" />
          </Button>
        ) : null}
        {may('complete') ? (
          <Button size="md" loading={busy} onClick={() => actor.send({ type: 'user.complete' })} data-testid="action-complete">
            <FormattedMessage id="schedules.action.complete" />
          </Button>
        ) : null}
        {s.chat_space_id && s.status === 'activated' ? (
          <Button size="md" variant="light" component={Link} href={`/chats/${encodeURIComponent(s.chat_space_id)}`} data-testid="open-chat">
            <FormattedMessage id="schedules.action.openChat" />
          </Button>
        ) : null}
        {may('reschedule') ? <RescheduleAction schedule={s} actor={actor} busy={busy} /> : null}
        {may('reassign') ? <ReassignAction schedule={s} actor={actor} busy={busy} /> : null}
        {may('cancel') ? <CancelAction schedule={s} viewer={viewer} actor={actor} busy={busy} /> : null}
        {s.status !== 'cancelled' ? (
          <Button size="md" variant="subtle" component="a" href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`appointment-${s.id}.ics`} data-testid="add-to-calendar">
            <FormattedMessage id="schedules.action.addToCalendar" />
          </Button>
        ) : null}
      </Group>

      <InterviewSection schedule={s} viewer={viewer} actor={actor} busy={busy} marker={<InterviewMarker status={s.interview_status} />} />
      {s.files.length || mayAddFile(s, viewer) ? <FilesSection schedule={s} canAdd={mayAddFile(s, viewer)} actor={actor} busy={busy} /> : null}
    </Stack>
  );
}

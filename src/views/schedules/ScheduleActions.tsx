import { useRef, useState, type ReactNode } from 'react';
import { Anchor, Button, Card, FileButton, Group, Radio, Select, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import type { ResourceMachine } from '../../machines/catalog/resource.machine';
import type { ScheduleActorRef } from '../../machines/schedules/schedule.machine';
import { cancelReasonsFor, viewerMay, type Viewer } from '../../machines/schedules/schedule-rules';
import type { ClinicDoctorDetail, ClinicDoctorLoad } from '../../protocol/schedule-schemas';
import { CANCEL_NOTE_MAX, type CancelReason, type Schedule } from '../../protocol/schedules';
import type { InterviewSummary } from '../../protocol/interviews';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { SlotPicker } from './SlotPicker';
import { personName, REASON_LABEL } from './schedule-view';
import { Dialog } from '../shared/Dialog';

interface ActionProps {
  schedule: Schedule;
  actor: ScheduleActorRef;
  busy: boolean;
}

/** Cancel, with a reason the viewer's side may give and an optional note. */
export function CancelAction({ schedule, viewer, actor, busy }: ActionProps & { viewer: Viewer }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const reasons = cancelReasonsFor(schedule, viewer);
  const [reason, setReason] = useState<CancelReason>(reasons[0]);
  const [note, setNote] = useState('');
  const tooLong = [...note.trim()].length > CANCEL_NOTE_MAX;
  return (
    <>
      <Button size="md" variant="outline" color="red" disabled={busy} onClick={() => setOpen(true)} data-testid="action-cancel">
        <FormattedMessage id="schedules.action.cancel" />
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={intl.formatMessage({ id: 'schedules.cancel.title' })} centered>
        <Stack gap="md">
          {reasons.length > 1 ? (
            <Radio.Group value={reason} onChange={(v) => setReason(v as CancelReason)} label={intl.formatMessage({ id: 'schedules.cancel.reason' })}>
              <Stack gap={6} mt={6}>
                {reasons.map((r) => (
                  <Radio key={r} value={r} label={intl.formatMessage({ id: REASON_LABEL[r] })} data-testid={`reason-${r}`} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text>
              <FormattedMessage id="schedules.cancel.patientText" />
            </Text>
          )}
          <Textarea
            label={intl.formatMessage({ id: 'schedules.cancel.note' })}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            autosize
            minRows={2}
            error={tooLong ? intl.formatMessage({ id: 'schedules.cancel.noteTooLong' }, { max: CANCEL_NOTE_MAX }) : undefined}
            data-testid="cancel-note"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              <FormattedMessage id="schedules.keep" />
            </Button>
            <Button
              color="red"
              disabled={tooLong}
              onClick={() => {
                actor.send({ type: 'user.cancel', reason, note });
                setOpen(false);
              }}
              data-testid="cancel-submit"
            >
              <FormattedMessage id="schedules.cancel.submit" />
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

/** Move to another free slot of the same doctor and service. */
export function RescheduleAction({ schedule, actor, busy }: ActionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  return (
    <>
      <Button size="md" variant="light" disabled={busy} onClick={() => setOpen(true)} data-testid="action-reschedule">
        <FormattedMessage id="schedules.action.reschedule" />
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={intl.formatMessage({ id: 'schedules.reschedule.title' })} size="lg" centered>
        <Stack gap="md">
          {open ? <SlotPicker doctorId={schedule.assignee_id} clinicServiceId={schedule.clinic_service_id} value={start} onPick={setStart} /> : null}
          <Group justify="flex-end">
            <Button
              disabled={!start}
              onClick={() => {
                if (start) actor.send({ type: 'user.reschedule', start_time: start });
                setOpen(false);
              }}
              data-testid="reschedule-submit"
            >
              <FormattedMessage id="schedules.reschedule.submit" />
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}

/** An operator gives the appointment to another doctor of the clinic who provides the service, at the same or another time. */
export function ReassignAction({ schedule, actor, busy }: ActionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="md" variant="light" disabled={busy} onClick={() => setOpen(true)} data-testid="action-reassign">
        <FormattedMessage id="schedules.action.reassign" />
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title={intl.formatMessage({ id: 'schedules.reassign.title' })} size="lg" centered>
        {open ? (
          <ReassignForm
            schedule={schedule}
            onSubmit={(assignee_id, start_time) => {
              actor.send({ type: 'user.reassign', assignee_id, ...(start_time ? { start_time } : {}) });
              setOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function ReassignForm({ schedule, onSubmit }: { schedule: Schedule; onSubmit(assigneeId: string, start: string | null): void }) {
  const intl = useIntl();
  const lang = useLanguage();
  const doctors = useResource<ClinicDoctorLoad[]>(useFlow('clinicDoctors'), { date: '' });
  const [doctorId, setDoctorId] = useState<string | null>(null);
  const options = (doctors.data ?? []).filter((d) => d.clinic_id === schedule.clinic_id && d.doctor.id !== schedule.assignee_id);
  if (doctors.face === 'loading') return <Skeleton height={60} />;
  if (doctors.face === 'failed') return <ErrorCard titleId="schedules.doctors.failed" error={doctors.error} onRetry={doctors.retry} />;
  return (
    <Stack gap="md">
      {options.length === 0 ? (
        <Text c="dimmed" data-testid="reassign-none">
          <FormattedMessage id="schedules.reassign.none" />
        </Text>
      ) : (
        <Select
          label={intl.formatMessage({ id: 'schedules.reassign.doctor' })}
          data={options.map((d) => ({ value: d.doctor.id, label: personName(d.doctor, lang) }))}
          value={doctorId}
          onChange={setDoctorId}
          searchable
          data-testid="reassign-doctor"
        />
      )}
      {doctorId ? <ReassignTime key={doctorId} schedule={schedule} doctorId={doctorId} onSubmit={onSubmit} /> : null}
    </Stack>
  );
}

function ReassignTime({ schedule, doctorId, onSubmit }: { schedule: Schedule; doctorId: string; onSubmit(assigneeId: string, start: string | null): void }) {
  const doctor = useResource<ClinicDoctorDetail>(useFlow('clinicDoctor'), { id: doctorId });
  const [keep, setKeep] = useState(true);
  const [start, setStart] = useState<string | null>(null);
  if (doctor.face === 'loading') return <Skeleton height={60} />;
  if (doctor.face === 'failed' || doctor.face === 'notFound') return <ErrorCard titleId="schedules.doctors.failed" error={doctor.error} onRetry={doctor.retry} />;
  const service = doctor.data?.services.find((s) => s.service_id === schedule.service_id);
  if (!service) {
    return (
      <Text c="red" data-testid="reassign-not-providing">
        <FormattedMessage id="error.schedule.doctor_not_providing" />
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Radio.Group value={keep ? 'keep' : 'other'} onChange={(v) => setKeep(v === 'keep')}>
        <Stack gap={6}>
          <Radio value="keep" label={<FormattedMessage id="schedules.reassign.keepTime" />} />
          <Radio value="other" label={<FormattedMessage id="schedules.reassign.otherTime" />} />
        </Stack>
      </Radio.Group>
      {keep ? null : <SlotPicker doctorId={doctorId} clinicServiceId={service.id} value={start} onPick={setStart} />}
      <Group justify="flex-end">
        <Button disabled={!keep && !start} onClick={() => onSubmit(doctorId, keep ? null : start)} data-testid="reassign-submit">
          <FormattedMessage id="schedules.reassign.submit" />
        </Button>
      </Group>
    </Stack>
  );
}

/** The pre-visit interview: open it, ask for it (clinic side), take one or share an earlier one (the patient). */
export function InterviewSection({ schedule: s, viewer, actor, busy, marker }: ActionProps & { viewer: Viewer; marker: ReactNode }) {
  const canAsk = viewerMay(s, viewer, 'ask_interview') && !s.interview_status;
  const canShare = viewerMay(s, viewer, 'bind_interview');
  const [picking, setPicking] = useState(false);
  // Loaded with the section (not on the click), so opening the picker never suspends the page.
  const interviews = useFlow('aiResults');
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="interview-section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            <FormattedMessage id="schedules.interview.title" />
          </Title>
          {marker}
        </Group>
        {s.interview_id ? (
          <Anchor component={Link} href={`/interview/${encodeURIComponent(s.interview_id)}`} fw={500} data-testid="interview-link">
            <FormattedMessage id="schedules.interview.open" />
          </Anchor>
        ) : (
          <Text c="dimmed" size="sm">
            <FormattedMessage id={s.interview_status === 'requested' ? (canShare ? 'schedules.interview.requestedPatient' : 'schedules.interview.requestedText') : 'schedules.interview.none'} />
          </Text>
        )}
        <Group gap="sm">
          {canAsk ? (
            <Button variant="light" loading={busy} onClick={() => actor.send({ type: 'user.askInterview' })} data-testid="action-ask-interview">
              <FormattedMessage id="schedules.action.askInterview" />
            </Button>
          ) : null}
          {canShare && s.interview_status !== 'finished' ? (
            <>
              <Button component={Link} href={`/symptom-checker?schedule=${encodeURIComponent(s.id)}`} variant="light" data-testid="take-interview">
                <FormattedMessage id="schedules.interview.take" />
              </Button>
              <Button variant="subtle" onClick={() => setPicking((p) => !p)} data-testid="share-interview">
                <FormattedMessage id="schedules.interview.share" />
              </Button>
            </>
          ) : null}
        </Group>
        {picking && canShare ? (
          <InterviewPicker
            machine={interviews}
            current={s.interview_id}
            busy={busy}
            onPick={(id) => {
              actor.send({ type: 'user.bindInterview', interview_id: id });
              setPicking(false);
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

/** The patient's finished interviews (GET /api/interviews), newest first, to share one. */
function InterviewPicker({ machine, current, busy, onPick }: { machine: ResourceMachine; current: string | null; busy: boolean; onPick(id: string): void }) {
  const lang = useLanguage();
  const results = useResource<{ items: InterviewSummary[] }>(machine, {});
  const finished = (results.data?.items ?? []).filter((i) => i.status === 'finished' && i.id !== current);
  if (results.face === 'loading') return <Skeleton height={60} />;
  if (results.face === 'failed') return <ErrorCard titleId="schedules.interview.listFailed" error={results.error} onRetry={results.retry} />;
  if (finished.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="interviews-none">
        <FormattedMessage id="schedules.interview.noneFinished" />
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="interview-picker">
      {finished.map((i) => (
        <Group key={i.id} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={500} truncate lang={i.language}>
              {i.top_condition?.name ?? i.complaints.join(', ')}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(i.finished_at ?? i.created_at, 'D MMMM YYYY, HH:mm', lang)}
            </Text>
          </Stack>
          <Button size="xs" variant="light" disabled={busy} onClick={() => onPick(i.id)} data-testid="pick-interview">
            <FormattedMessage id="schedules.interview.pick" />
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** Pre-visit documents: each opens with the session cookie; the patient adds one at a time. */
export function FilesSection({ schedule: s, canAdd, actor, busy }: ActionProps & { canAdd: boolean }) {
  const resetRef = useRef<() => void>(null);
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="files-section">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <FormattedMessage id="schedules.files.title" />
        </Title>
        {s.files.length === 0 ? (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="schedules.files.none" />
          </Text>
        ) : (
          s.files.map((f) => (
            <Anchor key={f.id} href={`/api/schedules/${encodeURIComponent(s.id)}/files/${encodeURIComponent(f.id)}`} target="_blank" rel="noopener" data-testid="schedule-file">
              {f.name} <Text span size="xs" c="dimmed">({Math.max(1, Math.round(f.size / 1024))} KB)</Text>
            </Anchor>
          ))
        )}
        {canAdd ? (
          <FileButton
            resetRef={resetRef}
            onChange={(file) => {
              if (file) actor.send({ type: 'user.addFile', file });
              resetRef.current?.();
            }}
            accept="image/*,application/pdf"
          >
            {(props) => (
              <Button {...props} variant="light" loading={busy} w="fit-content" data-testid="add-file">
                <FormattedMessage id="schedules.files.add" />
              </Button>
            )}
          </FileButton>
        ) : null}
      </Stack>
    </Card>
  );
}

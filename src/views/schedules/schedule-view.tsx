import { use, useEffect, useRef } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import type { ScheduleListSnapshot } from '../../machines/schedules/schedule-list.machine';
import { clockIn, dayKeyIn, type ScheduleQuery, type Viewer } from '../../machines/schedules/schedule-rules';
import { pickLocalized, type Language } from '../../protocol/common';
import type { CancelReason, Schedule, ScheduleInterviewStatus, SchedulePerson, ScheduleStatus } from '../../protocol/schedules';
import { useFlow, useRuntime, type Flows } from '../actors';
import { useLanguage, type Face } from '../services/catalog-hooks';

/** A person's full name in the language shown. */
export const personName = (p: Pick<SchedulePerson, 'firstname' | 'lastname'>, lang: Language) => `${pickLocalized(p.firstname, lang)} ${pickLocalized(p.lastname, lang)}`.trim();

/** The signed-in person as the appointment rules see them (null before the session has the user). */
export function useViewer(): Viewer | null {
  const id = useSelector(useRuntime().session, (s) => s.context.user?.id ?? null);
  const type = useSelector(useRuntime().session, (s) => s.context.user?.type ?? null);
  return id && type ? { id, type } : null;
}

/** A calendar day (YYYY-MM-DD) as the language writes it, with its weekday. */
export function dayTitle(dayKey: string, lang: Language, withWeekday = true): string {
  return formatDate(dayKey, withWeekday ? 'dddd, D MMMM YYYY' : 'D MMMM YYYY', lang);
}

/** The message of each status (written out, so the catalogue check sees every key used). */
export const STATUS_LABEL: Record<ScheduleStatus, string> = {
  created: 'schedules.status.created',
  pending: 'schedules.status.pending',
  activated: 'schedules.status.activated',
  completed: 'schedules.status.completed',
  cancelled: 'schedules.status.cancelled',
};

/** The message of each cancellation reason. */
export const REASON_LABEL: Record<CancelReason, string> = {
  patient_request: 'schedules.reason.patient_request',
  no_show: 'schedules.reason.no_show',
  doctor_unavailable: 'schedules.reason.doctor_unavailable',
  clinic_request: 'schedules.reason.clinic_request',
  other: 'schedules.reason.other',
};

const INTERVIEW_LABEL: Record<ScheduleInterviewStatus, string> = {
  requested: 'schedules.interview.requested',
  bound: 'schedules.interview.bound',
  finished: 'schedules.interview.finished',
};

const STATUS_COLOR: Record<ScheduleStatus, string> = { created: 'blue', pending: 'teal', activated: 'green', completed: 'gray', cancelled: 'red' };

/** The status of an appointment as a badge. */
export function StatusBadge({ status, size = 'md' }: { status: ScheduleStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'activated' ? 'filled' : 'light'} tt="none" size={size} style={{ flexShrink: 0 }} data-testid="schedule-status">
      <FormattedMessage id={STATUS_LABEL[status]} />
    </Badge>
  );
}

/** The shared-interview marker: asked for, shared, or finished (ready to read). */
export function InterviewMarker({ status }: { status: Schedule['interview_status'] }) {
  if (!status) return null;
  return (
    <Badge color={status === 'finished' ? 'grape' : 'gray'} variant="outline" tt="none" size="sm" data-testid="interview-marker" data-status={status}>
      <FormattedMessage id={INTERVIEW_LABEL[status]} />
    </Badge>
  );
}

/** The appointment's time on the clinic's clock, and the device's own beside it where the zones differ. */
export function ScheduleTime({ schedule, withDay = false, size = 'md' }: { schedule: Pick<Schedule, 'start_time' | 'clinic'>; withDay?: boolean; size?: 'sm' | 'md' | 'lg' }) {
  const lang = useLanguage();
  const local = useRuntime().device.timeZone();
  const zone = schedule.clinic.time_zone;
  const time = clockIn(schedule.start_time, zone);
  const day = dayKeyIn(schedule.start_time, zone);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} size={size} data-testid="schedule-time" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {withDay ? `${dayTitle(day, lang)}, ${time}` : time}
      </Text>
      {local !== zone ? (
        <Text size="xs" c="dimmed" data-testid="schedule-local-time">
          <FormattedMessage
            id="schedules.time.local"
            values={{ time: dayKeyIn(schedule.start_time, local) === day || !withDay ? clockIn(schedule.start_time, local) : `${formatDate(dayKeyIn(schedule.start_time, local), 'D MMM', lang)} ${clockIn(schedule.start_time, local)}` }}
          />
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * Loads flows a screen starts later (a dialog, a search result) together with the screen, so
 * opening them never suspends the page mid-use (React remembers a promise it has read).
 */
export function usePreloadedFlows(...names: Array<keyof Flows>): void {
  const runtime = useRuntime();
  for (const name of names) use(runtime.loadFlow(name));
}

function listFace(s: ScheduleListSnapshot): Face {
  if (s.hasTag('failed')) return 'failed';
  if (s.context.items.length) return 'content';
  if (s.hasTag('loading')) return 'loading';
  return 'empty';
}

/** A live list of appointments for a query (a new query loads again), and the narrow values its screens show. */
export function useScheduleList(query: ScheduleQuery, viewer: Viewer) {
  const runtime = useRuntime();
  const ref = useActorRef(useFlow('scheduleList'), { input: { query, viewer }, ...runtime.flowOptions });
  const key = JSON.stringify(query);
  const first = useRef(key);
  useEffect(() => {
    if (first.current === key) return;
    first.current = key;
    ref.send({ type: 'user.query', query: JSON.parse(key) as ScheduleQuery });
  }, [ref, key]);
  return {
    ref,
    face: useSelector(ref, listFace),
    reloading: useSelector(ref, (s) => s.hasTag('loading')),
    items: useSelector(ref, (s) => s.context.items),
    error: useSelector(ref, (s) => s.context.error),
    acting: useSelector(ref, (s) => s.context.acting),
    retry: () => ref.send({ type: 'user.retry' }),
  };
}

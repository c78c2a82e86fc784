import { useState } from 'react';
import { Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '../../i18n/dates';
import { addDays, CLINIC_TIME_ZONE, dayKeyIn, daysOf, rangeOf, type Viewer } from '../../machines/schedules/schedule-rules';
import type { Schedule } from '../../protocol/schedules';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { ScheduleRow } from './ScheduleRow';
import { dayTitle, useScheduleList } from './schedule-view';

/** Today on the clinic's clock. */
export const clinicToday = () => dayKeyIn(Date.now(), CLINIC_TIME_ZONE);

/**
 * A doctor's appointments as a day or a week (Monday to Sunday on the clinic's clock), with
 * previous, today and next; live. Used by the doctor's /my/schedule and an operator's
 * /clinic-doctors/{id}.
 */
export function ScheduleCalendar({ viewer, assigneeId, show }: { viewer: Viewer; assigneeId: string; show: 'patient' | 'both' }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [view, setView] = useState<'day' | 'week'>('day');
  const [day, setDay] = useState(clinicToday);
  const days = daysOf(view, day);
  const list = useScheduleList({ ...rangeOf(days, CLINIC_TIME_ZONE), assignee_id: assigneeId }, viewer);
  const step = view === 'day' ? 1 : 7;
  const byDay = (key: string) => list.items.filter((s: Schedule) => dayKeyIn(s.start_time, s.clinic.time_zone) === key);
  const title = view === 'day' ? dayTitle(day, lang) : `${formatDate(days[0], 'D MMM', lang)} – ${formatDate(days[6], 'D MMM YYYY', lang)}`;
  return (
    <Stack gap="md" data-testid="schedule-calendar">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'day' | 'week')}
          data={[
            { value: 'day', label: intl.formatMessage({ id: 'schedules.calendar.day' }) },
            { value: 'week', label: intl.formatMessage({ id: 'schedules.calendar.week' }) },
          ]}
          data-testid="calendar-view"
        />
        <Group gap={6}>
          <Button variant="default" onClick={() => setDay(addDays(day, -step))} aria-label={intl.formatMessage({ id: view === 'day' ? 'schedules.calendar.prevDay' : 'schedules.calendar.prevWeek' })} data-testid="calendar-prev">
            ‹
          </Button>
          <Button variant="default" onClick={() => setDay(clinicToday())} data-testid="calendar-today">
            <FormattedMessage id="schedules.calendar.today" />
          </Button>
          <Button variant="default" onClick={() => setDay(addDays(day, step))} aria-label={intl.formatMessage({ id: view === 'day' ? 'schedules.calendar.nextDay' : 'schedules.calendar.nextWeek' })} data-testid="calendar-next">
            ›
          </Button>
        </Group>
      </Group>
      <Title order={2} fz="h4" data-testid="calendar-title">
        {title}
      </Title>
      {list.face === 'loading' ? <Stack gap="sm">{[0, 1, 2].map((i) => <Skeleton key={i} height={72} radius="md" />)}</Stack> : null}
      {list.face === 'failed' ? <ErrorCard titleId="schedules.calendar.failed" error={list.error} onRetry={list.retry} /> : null}
      {list.face === 'empty' ? (
        <EmptyCard icon="schedule" titleId={view === 'day' ? 'schedules.calendar.emptyDay' : 'schedules.calendar.emptyWeek'} textId="schedules.calendar.emptyText" testId="calendar-empty" />
      ) : null}
      {list.face === 'content' && view === 'day' ? (
        <Stack gap="sm" style={{ opacity: list.reloading ? 0.6 : 1 }}>
          {list.items.map((s) => (
            <ScheduleRow key={s.id} schedule={s} show={show} />
          ))}
        </Stack>
      ) : null}
      {list.face === 'content' && view === 'week' ? (
        <SimpleGrid cols={{ base: 1, lg: 7 }} spacing="xs" style={{ opacity: list.reloading ? 0.6 : 1 }}>
          {days.map((key) => (
            <Stack key={key} gap={6} data-testid="calendar-day">
              <Text fw={600} size="sm" c={key === clinicToday() ? 'clinic.8' : undefined}>
                {formatDate(key, 'dd, D MMM', lang)}
              </Text>
              {byDay(key).length ? (
                byDay(key).map((s) => <ScheduleRow key={s.id} schedule={s} show={show} compact />)
              ) : (
                <Text size="xs" c="dimmed">
                  <FormattedMessage id="schedules.calendar.free" />
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

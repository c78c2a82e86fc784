import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import { dayKeyIn, dayStartIn, CLINIC_TIME_ZONE, type Viewer } from '../../machines/schedules/schedule-rules';
import { groupByDate } from '../../protocol/schedules';
import { useLanguage } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { clinicToday } from './ScheduleCalendar';
import { ScheduleRow } from './ScheduleRow';
import { dayTitle, useScheduleList } from './schedule-view';

/**
 * SPEC §4's upcoming appointments, live: not cancelled, completed or activated, not before today;
 * grouped by day (YYYY-MM-DD on the clinic's clock, shown as the language writes dates). An
 * appointment activated or completed leaves the list as its push arrives.
 */
export function UpcomingList({ viewer, assigneeId, show, empty }: { viewer: Viewer; assigneeId?: string; show: 'patient' | 'doctor'; empty: ReactNode }) {
  const lang = useLanguage();
  const list = useScheduleList({ upcoming: true, from: dayStartIn(clinicToday(), CLINIC_TIME_ZONE), ...(assigneeId ? { assignee_id: assigneeId } : {}) }, viewer);
  if (list.face === 'loading') return <Stack gap="sm" data-testid="upcoming-loading">{[0, 1].map((i) => <Skeleton key={i} height={72} radius="md" />)}</Stack>;
  if (list.face === 'failed') return <ErrorCard titleId="schedules.upcoming.failed" error={list.error} onRetry={list.retry} />;
  if (list.face === 'empty') return <>{empty}</>;
  return (
    <Stack gap="md" data-testid="upcoming-list">
      {groupByDate(list.items, (iso) => dayKeyIn(iso, CLINIC_TIME_ZONE)).map((group) => (
        <Stack key={group.date} gap={6} data-testid="upcoming-day" data-date={group.date}>
          <Text fw={600} size="sm" c="dimmed">
            {dayTitle(group.date, lang)}
          </Text>
          {group.items.map((s) => (
            <ScheduleRow key={s.id} schedule={s} show={show} compact />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import { schedulePath, type Schedule } from '../../protocol/schedules';
import { useLanguage } from '../services/catalog-hooks';
import { InterviewMarker, personName, ScheduleTime, StatusBadge } from './schedule-view';

/**
 * One appointment in a list or calendar: its time, who (the patient, the doctor or both), the
 * service, its status and the interview marker; tapping it opens the appointment. `withDay` writes
 * the day before the time (a list that spans days without grouping them, like a patient's page).
 */
export function ScheduleRow({ schedule, show, compact = false, withDay = false, actions }: { schedule: Schedule; show: 'patient' | 'doctor' | 'both'; compact?: boolean; withDay?: boolean; actions?: ReactNode }) {
  const lang = useLanguage();
  const link = (
    <UnstyledButton component={Link} href={schedulePath(schedule.id)} style={{ flex: 1, minWidth: 0 }} data-testid="schedule-link">
      <Stack gap={2}>
        <ScheduleTime schedule={schedule} withDay={withDay} size={compact ? 'sm' : 'md'} />
        {show !== 'doctor' ? (
          <Text fw={600} size={compact ? 'sm' : 'md'} truncate>
            {personName(schedule.patient, lang)}
          </Text>
        ) : null}
        {show !== 'patient' ? (
          <Text size="sm" truncate>
            <FormattedMessage id="schedules.row.doctor" values={{ name: personName(schedule.assignee, lang) }} />
          </Text>
        ) : null}
        <Text size="sm" c="dimmed" truncate>
          {pickLocalized(schedule.clinic_service.name, lang)}
        </Text>
      </Stack>
    </UnstyledButton>
  );
  // A narrow panel gives the names the whole width: the badges go on a line of their own above.
  if (compact) {
    return (
      <Card withBorder radius="md" p="xs" data-testid="schedule-row" data-status={schedule.status}>
        <Stack gap={6}>
          <Group gap={6}>
            <StatusBadge status={schedule.status} size="sm" />
            <InterviewMarker status={schedule.interview_status} />
          </Group>
          {link}
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Stack>
      </Card>
    );
  }
  return (
    <Card withBorder radius="md" p="sm" data-testid="schedule-row" data-status={schedule.status}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        {link}
        <Stack gap={6} align="flex-end">
          <StatusBadge status={schedule.status} size="sm" />
          <InterviewMarker status={schedule.interview_status} />
          {actions}
        </Stack>
      </Group>
    </Card>
  );
}

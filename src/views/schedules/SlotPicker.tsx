import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, clockIn, dayKeyIn } from '../../machines/schedules/schedule-rules';
import type { SlotList } from '../../protocol/schedule-schemas';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';
import { clinicToday } from './ScheduleCalendar';
import { dayTitle } from './schedule-view';

/** Days of free slots a picker shows at once. */
const SPAN_DAYS = 7;

/**
 * Free slots of a doctor for a clinic service (GET /api/doctors/:id/slots), a week from a chosen
 * day, grouped by day on the clinic's clock; picking one calls `onPick` with its start. `refresh`
 * asks again (a slot was taken meanwhile).
 */
export function SlotPicker({ doctorId, clinicServiceId, value, onPick, refresh = 0 }: { doctorId: string; clinicServiceId: number; value: string | null; onPick(start: string): void; refresh?: number }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [from, setFrom] = useState(clinicToday);
  const slots = useResource<SlotList>(useFlow('doctorSlots'), { doctorId, clinicServiceId: String(clinicServiceId), from, to: addDays(from, SPAN_DAYS - 1), refresh: String(refresh) });
  const list = slots.data?.slots ?? [];
  const zone = slots.data?.time_zone ?? 'Asia/Tbilisi';
  const days = [...new Set(list.map((s) => dayKeyIn(s.start, zone)))];
  return (
    <Stack gap="sm" data-testid="slot-picker">
      <Group gap="xs" align="flex-end">
        <TextInput
          type="date"
          label={intl.formatMessage({ id: 'schedules.slots.from' })}
          value={from}
          min={clinicToday()}
          onChange={(e) => e.currentTarget.value && setFrom(e.currentTarget.value)}
          data-testid="slots-from"
        />
        <Button variant="default" onClick={() => setFrom(addDays(from, SPAN_DAYS))}>
          <FormattedMessage id="schedules.slots.later" />
        </Button>
      </Group>
      {slots.face === 'loading' ? <Skeleton height={80} radius="md" /> : null}
      {slots.face === 'failed' || slots.face === 'notFound' ? <ErrorCard titleId="schedules.slots.failed" error={slots.error} onRetry={slots.retry} /> : null}
      {slots.face === 'content' && list.length === 0 ? (
        <Text c="dimmed" data-testid="slots-empty">
          <FormattedMessage id={slots.data?.fully_booked ? 'schedules.slots.fullyBooked' : 'schedules.slots.none'} />
        </Text>
      ) : null}
      {days.map((day) => (
        <Stack key={day} gap={4}>
          <Text size="sm" fw={600}>
            {dayTitle(day, lang)}
          </Text>
          <Group gap={6}>
            {list
              .filter((s) => dayKeyIn(s.start, zone) === day)
              .map((s) => (
                <Button key={s.start} size="xs" variant={value === s.start ? 'filled' : 'light'} onClick={() => onPick(s.start)} aria-pressed={value === s.start} data-testid="slot">
                  {clockIn(s.start, zone)}
                </Button>
              ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

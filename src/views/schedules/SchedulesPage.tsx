import { useState } from 'react';
import { Button, Group, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { addDays, CLINIC_TIME_ZONE, daysOf, rangeOf, type Viewer } from '../../machines/schedules/schedule-rules';
import type { ClinicDoctorLoad } from '../../protocol/schedule-schemas';
import { SCHEDULE_STATUSES, type ScheduleStatus } from '../../protocol/schedules';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { BookForPatient } from './BookForPatient';
import { clinicToday } from './ScheduleCalendar';
import { ScheduleRow } from './ScheduleRow';
import { dayTitle, personName, STATUS_LABEL, usePreloadedFlows, useScheduleList, useViewer } from './schedule-view';

/** /schedules (a clinic operator): the clinic's appointments of a day, by doctor and status, confirmed from the list; booking for a patient. */
export default function SchedulesPage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  return <ClinicDay viewer={viewer} />;
}

function ClinicDay({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const lang = useLanguage();
  const [day, setDay] = useState(clinicToday);
  const [doctor, setDoctor] = useState<string | null>(null);
  const [status, setStatus] = useState<ScheduleStatus | null>(null);
  const [booking, setBooking] = useState(false);
  usePreloadedFlows('scheduleBooking', 'clinicPatients', 'clinicDoctor', 'doctorSlots');
  const doctors = useResource<ClinicDoctorLoad[]>(useFlow('clinicDoctors'), { date: '' });
  const list = useScheduleList({ ...rangeOf(daysOf('day', day), CLINIC_TIME_ZONE), ...(doctor ? { assignee_id: doctor } : {}), ...(status ? { status } : {}) }, viewer);
  const isOperator = viewer.type === 'ClinicOperator';
  return (
    <Stack gap="lg" pb="xl">
      <Group justify="space-between" align="flex-end">
        <PageHeading title={<FormattedMessage id="schedules.clinic.title" />} intro={<FormattedMessage id="schedules.clinic.intro" />} />
        {isOperator ? (
          <Button size="md" onClick={() => setBooking((b) => !b)} variant={booking ? 'default' : 'filled'} data-testid="book-for-patient">
            <FormattedMessage id={booking ? 'schedules.book.close' : 'schedules.book.open'} />
          </Button>
        ) : null}
      </Group>
      {booking ? <BookForPatient doctors={doctors.data ?? []} /> : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Group gap={6} align="flex-end" maw="100%">
          <Button variant="default" onClick={() => setDay(addDays(day, -1))} aria-label={intl.formatMessage({ id: 'schedules.calendar.prevDay' })} data-testid="day-prev">
            ‹
          </Button>
          <TextInput type="date" label={intl.formatMessage({ id: 'schedules.filter.day' })} value={day} onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)} data-testid="day-input" />
          <Button variant="default" onClick={() => setDay(addDays(day, 1))} aria-label={intl.formatMessage({ id: 'schedules.calendar.nextDay' })} data-testid="day-next">
            ›
          </Button>
          <Button variant="subtle" onClick={() => setDay(clinicToday())}>
            <FormattedMessage id="schedules.calendar.today" />
          </Button>
        </Group>
        <Select
          label={intl.formatMessage({ id: 'schedules.filter.doctor' })}
          placeholder={intl.formatMessage({ id: 'schedules.filter.allDoctors' })}
          data={(doctors.data ?? []).map((d) => ({ value: d.doctor.id, label: personName(d.doctor, lang) }))}
          value={doctor}
          onChange={setDoctor}
          clearable
          searchable
          w={{ base: '100%', xs: 240 }}
          data-testid="filter-doctor"
        />
        <Select
          label={intl.formatMessage({ id: 'schedules.filter.status' })}
          placeholder={intl.formatMessage({ id: 'schedules.filter.allStatuses' })}
          data={SCHEDULE_STATUSES.map((s) => ({ value: s, label: intl.formatMessage({ id: STATUS_LABEL[s] }) }))}
          value={status}
          onChange={(v) => setStatus(v as ScheduleStatus | null)}
          clearable
          w={{ base: '100%', xs: 200 }}
          data-testid="filter-status"
        />
      </Group>
      <div data-testid="clinic-day-title" style={{ fontWeight: 600 }}>
        {dayTitle(day, lang)}
      </div>
      {list.face === 'loading' ? <Stack gap="sm">{[0, 1, 2].map((i) => <Skeleton key={i} height={72} radius="md" />)}</Stack> : null}
      {list.face === 'failed' ? <ErrorCard titleId="schedules.calendar.failed" error={list.error} onRetry={list.retry} /> : null}
      {list.face === 'empty' ? <EmptyCard icon="schedules" titleId="schedules.clinic.empty" textId="schedules.clinic.emptyText" testId="schedules-empty" /> : null}
      {list.face === 'content' ? (
        <Stack gap="sm" style={{ opacity: list.reloading ? 0.6 : 1 }}>
          {list.items.map((s) => (
            <ScheduleRow
              key={s.id}
              schedule={s}
              show="both"
              actions={
                s.status === 'created' ? (
                  <Button size="xs" loading={list.acting === s.id} disabled={list.acting !== null && list.acting !== s.id} onClick={() => list.ref.send({ type: 'user.confirm', id: s.id })} data-testid="row-confirm">
                    <FormattedMessage id="schedules.action.confirm" />
                  </Button>
                ) : null
              }
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

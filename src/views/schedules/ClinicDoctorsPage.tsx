import { useState } from 'react';
import { Avatar, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { CLINIC_TIME_ZONE, clockIn } from '../../machines/schedules/schedule-rules';
import { pickLocalized } from '../../protocol/common';
import type { ClinicDoctorLoad } from '../../protocol/schedule-schemas';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { clinicToday } from './ScheduleCalendar';
import { personName } from './schedule-view';

/** /clinic-doctors (a clinic operator): the clinic's doctors with a day's load, each opening their calendar (the booking rules are the administrators', on /cadmin). */
export default function ClinicDoctorsPage() {
  const intl = useIntl();
  const [day, setDay] = useState(clinicToday);
  const doctors = useResource<ClinicDoctorLoad[]>(useFlow('clinicDoctors'), { date: day });
  return (
    <Stack gap="lg" pb="xl">
      <PageHeading title={<FormattedMessage id="schedules.doctors.title" />} intro={<FormattedMessage id="schedules.doctors.intro" />} />
      <TextInput type="date" label={intl.formatMessage({ id: 'schedules.filter.day' })} value={day} onChange={(e) => e.currentTarget.value && setDay(e.currentTarget.value)} w={200} data-testid="doctors-day" />
      {doctors.face === 'loading' ? <SimpleGrid cols={{ base: 1, sm: 2 }}>{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={110} radius="lg" />)}</SimpleGrid> : null}
      {doctors.face === 'failed' ? <ErrorCard titleId="schedules.doctors.failed" error={doctors.error} onRetry={doctors.retry} /> : null}
      {doctors.face === 'empty' || doctors.face === 'notFound' ? <EmptyCard icon="clinicDoctors" titleId="schedules.doctors.empty" textId="schedules.doctors.emptyText" testId="doctors-empty" /> : null}
      {doctors.face === 'content' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(doctors.data ?? []).map((d) => (
            <DoctorLoadCard key={`${d.clinic_id}-${d.doctor.id}`} load={d} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

function DoctorLoadCard({ load }: { load: ClinicDoctorLoad }) {
  const lang = useLanguage();
  const share = load.working_minutes > 0 ? Math.min(100, Math.round((load.booked_minutes / load.working_minutes) * 100)) : 0;
  return (
    <Card withBorder radius="lg" p="md" component={Link} href={`/clinic-doctors/${encodeURIComponent(load.doctor.id)}`} data-testid="clinic-doctor-load">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={load.doctor.photo} radius="xl" size={44} color="clinic" alt="">
            {pickLocalized(load.doctor.firstname, lang).slice(0, 1)}
            {pickLocalized(load.doctor.lastname, lang).slice(0, 1)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate>
              {personName(load.doctor, lang)}
            </Text>
            {load.speciality ? (
              <Text size="sm" c="clinic.8" truncate>
                {pickLocalized(load.speciality, lang)}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Text size="sm" data-testid="doctor-load-text">
          {load.working_minutes > 0 ? (
            <FormattedMessage id="schedules.doctors.load" values={{ appointments: load.appointments, remaining: load.remaining }} />
          ) : (
            <FormattedMessage id="schedules.doctors.notWorking" />
          )}
        </Text>
        {load.working_minutes > 0 ? <Progress value={share} size="sm" aria-label={`${share}%`} /> : null}
        {load.next_start ? (
          <Text size="xs" c="dimmed">
            <FormattedMessage id="schedules.doctors.next" values={{ time: clockIn(load.next_start, CLINIC_TIME_ZONE) }} />
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

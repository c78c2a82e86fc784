import { Anchor, Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { ClinicDoctorDetail } from '../../protocol/schedule-schemas';
import AvailabilityEditor from '../availability/AvailabilityEditor';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { Price } from '../services/Price';
import { PageLoader } from '../shell/PageLoader';
import { ScheduleCalendar } from './ScheduleCalendar';
import { personName, useViewer } from './schedule-view';

/** /clinic-doctors/{id} (a clinic operator): one doctor of the clinic, their services, calendar and availability. */
export default function ClinicDoctorPage() {
  const [, params] = useRoute<{ id: string }>('/clinic-doctors/:id');
  const viewer = useViewer();
  const lang = useLanguage();
  const doctor = useResource<ClinicDoctorDetail>(useFlow('clinicDoctor'), { id: params?.id ?? '' });
  if (!viewer || !params) return <PageLoader />;
  return (
    <Stack gap="lg" pb="xl">
      <Anchor component={Link} href="/clinic-doctors" fw={500} w="fit-content">
        <FormattedMessage id="schedules.doctors.back" />
      </Anchor>
      {doctor.face === 'loading' ? <Skeleton height={96} radius="lg" data-testid="clinic-doctor-loading" /> : null}
      {doctor.face === 'failed' ? <ErrorCard titleId="schedules.doctors.failed" error={doctor.error} onRetry={doctor.retry} /> : null}
      {doctor.face === 'notFound' || doctor.face === 'empty' ? <EmptyCard icon="clinicDoctors" titleId="schedules.doctor.notFound" textId="schedules.doctor.notFoundText" testId="clinic-doctor-not-found" /> : null}
      {doctor.face === 'content' && doctor.data ? (
        <>
          <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Avatar src={doctor.data.doctor.photo} radius="xl" size={64} color="clinic" alt="" />
              <Stack gap={4} miw={0}>
                <Title order={1} fz="h2" data-testid="clinic-doctor-name">
                  {personName(doctor.data.doctor, lang)}
                </Title>
                {doctor.data.speciality ? <Text c="clinic.8">{pickLocalized(doctor.data.speciality, lang)}</Text> : null}
                {doctor.data.services.map((s) => (
                  <Text key={s.id} size="sm" c="dimmed">
                    {pickLocalized(s.name, lang)} · <FormattedMessage id="schedules.minutes" values={{ n: s.duration_minutes }} /> · <Price tetri={s.price} />
                  </Text>
                ))}
              </Stack>
            </Group>
          </Card>
          <ScheduleCalendar viewer={viewer} assigneeId={doctor.data.doctor.id} show="patient" />
          <AvailabilityEditor doctorId={doctor.data.doctor.id} />
        </>
      ) : null}
    </Stack>
  );
}

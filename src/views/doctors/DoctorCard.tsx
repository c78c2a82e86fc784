import { Card, Group, Indicator, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { DoctorSummary } from '../../protocol/catalog';
import { useLanguage } from '../services/catalog-hooks';
import { DoctorAvatar, DoctorFacts } from './DoctorFacts';
import { fullName } from './doctor-text';

/** A doctor in the list: photo, name, speciality, title, experience, languages, clinic. Opens the doctor's page. */
export function DoctorCard({ doctor, online = false }: { doctor: DoctorSummary; online?: boolean }) {
  const lang = useLanguage();
  const intl = useIntl();
  return (
    <Card withBorder radius="lg" p="md" component={Link} href={`/doctor/${doctor.id}`} data-testid="doctor-card" h="100%">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Indicator disabled={!online} color="teal" size={16} offset={10} position="bottom-end" withBorder data-testid={online ? 'online-marker' : undefined}>
          <DoctorAvatar doctor={doctor} size={72} />
        </Indicator>
        <Stack gap={6} miw={0}>
          <Stack gap={2}>
            <Text fw={600} size="lg" lh={1.3}>
              {fullName(doctor, lang)}
              {online ? <VisuallyHidden>{` (${intl.formatMessage({ id: 'doctors.online' })})`}</VisuallyHidden> : null}
            </Text>
            {doctor.speciality ? (
              <Text c="clinic.8" fw={500} size="sm">
                {pickLocalized(doctor.speciality.name, lang)}
              </Text>
            ) : null}
            {doctor.title ? (
              <Text size="sm" c="dimmed">
                {pickLocalized(doctor.title, lang)}
              </Text>
            ) : null}
          </Stack>
          <DoctorFacts doctor={doctor} />
        </Stack>
      </Group>
    </Card>
  );
}

/** The shape of a doctor card while the list loads. */
export function DoctorCardSkeleton() {
  return (
    <Card withBorder radius="lg" p="md" data-testid="doctor-card-skeleton">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Skeleton circle height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={18} width="70%" />
          <Skeleton height={14} width="45%" />
          <Skeleton height={12} width="60%" />
          <Skeleton height={12} width="55%" />
        </Stack>
      </Group>
    </Card>
  );
}

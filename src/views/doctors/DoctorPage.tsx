import { Avatar, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { DoctorDetail } from '../../protocol/catalog';
import { useSelector } from '@xstate/react';
import { useFlow, useRuntime } from '../actors';
import { Icon } from '../shell/Icon';
import { useLanguage } from '../services/catalog-hooks';
import { DetailSection, ResourcePage } from '../services/ResourcePage';
import { OfferList } from '../services/OfferList';
import BookingPanel, { type BookableOffer } from '../booking/BookingPanel';
import { ReachDoctor } from '../booking/ReachDoctor';
import { DoctorAvatar, DoctorFacts } from './DoctorFacts';
import { fullName } from './doctor-text';

/** /doctor/{id} (public): who the doctor is, where they work, what they provide for how much. */
export default function DoctorPage() {
  const machine = useFlow('doctor');
  return (
    <ResourcePage<DoctorDetail>
      pattern="/doctor/:id"
      machine={machine}
      listHref="/doctors"
      text={{
        backId: 'doctor.backToList',
        failedTitleId: 'doctor.failed.title',
        notFoundTitleId: 'doctor.notFound.title',
        notFoundTextId: 'doctor.notFound.text',
        notFoundActionId: 'doctor.notFound.action',
      }}
      icon="doctors"
      Skeleton={DoctorSkeleton}
    >
      {(doctor) => <DoctorProfile doctor={doctor} />}
    </ResourcePage>
  );
}

function DoctorProfile({ doctor }: { doctor: DoctorDetail }) {
  const lang = useLanguage();
  const offers: BookableOffer[] = doctor.services.map((s) => ({
    clinicServiceId: s.id,
    doctorId: doctor.id,
    clinicId: s.clinic.id,
    template: s.template,
    price: s.price,
    durationMinutes: s.duration_minutes,
    service: s.name,
    clinic: s.clinic.name,
  }));
  const role = useSelector(useRuntime().session, (s) => (s.hasTag('signed in') ? (s.context.user?.type ?? null) : null));
  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group align="flex-start" gap="lg" wrap="nowrap">
            <DoctorAvatar doctor={doctor} size={112} />
            <Stack gap={6} miw={0}>
              <Title order={1} fz="h2" data-testid="doctor-name">
                {fullName(doctor, lang)}
              </Title>
              {doctor.speciality ? (
                <Text c="clinic.8" fw={600}>
                  {pickLocalized(doctor.speciality.name, lang)}
                </Text>
              ) : null}
              {doctor.title ? <Text c="dimmed">{pickLocalized(doctor.title, lang)}</Text> : null}
            </Stack>
          </Group>
          <Stack gap={8}>
            <DoctorFacts doctor={doctor} withClinics={false} />
          </Stack>
          {role === null || role === 'Patient' ? <ReachDoctor clinics={doctor.clinics} bookable={offers.length > 0} /> : null}
        </Stack>
      </Card>

      <BookingPanel key={doctor.id} offers={offers} />

      {doctor.bio && pickLocalized(doctor.bio, lang) ? (
        <DetailSection titleId="doctor.about">
          <Text style={{ whiteSpace: 'pre-line' }} data-testid="doctor-bio">
            {pickLocalized(doctor.bio, lang)}
          </Text>
        </DetailSection>
      ) : null}

      {doctor.clinics.length ? (
        <DetailSection titleId="doctor.clinics">
          {doctor.clinics.map((c) => (
            <Group key={c.id} gap="sm" wrap="nowrap" data-testid="doctor-clinic">
              <Avatar src={c.logo} radius="md" size={44} color="clinic" alt="">
                <Icon name="clinic" />
              </Avatar>
              <Text fw={500}>{pickLocalized(c.name, lang)}</Text>
            </Group>
          ))}
        </DetailSection>
      ) : null}

      <DetailSection titleId="doctor.services">
        {doctor.services.length ? (
          <OfferList
            offers={doctor.services.map((s) => ({
              key: s.id,
              href: `/service/${s.service_id}`,
              title: pickLocalized(s.name, lang),
              clinic: pickLocalized(s.clinic.name, lang),
              minutes: s.duration_minutes,
              price: s.price,
            }))}
          />
        ) : (
          <Text c="dimmed" data-testid="doctor-no-services">
            <FormattedMessage id="doctor.services.empty" />
          </Text>
        )}
      </DetailSection>
    </>
  );
}

function DoctorSkeleton() {
  return (
    <Card withBorder radius="lg" p="xl" aria-busy="true" data-testid="doctor-skeleton">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Skeleton circle height={112} />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={16} width="35%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={14} width="45%" />
        </Stack>
      </Group>
    </Card>
  );
}

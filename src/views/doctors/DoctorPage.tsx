import { Anchor, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { DoctorDetail } from '../../protocol/catalog';
import { useFlow } from '../actors';
import { Icon } from '../shell/Icon';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { OfferList } from '../services/OfferList';
import { BookingCall } from './BookingCall';
import { DoctorAvatar, DoctorFacts } from './DoctorFacts';
import { fullName } from './doctor-text';

/** /doctor/{id} (public): who the doctor is, where they work, what they provide for how much. */
export default function DoctorPage() {
  // The app's screen switch matches routes itself (no <Route> context), so the page reads its own params.
  const [, params] = useRoute<{ id: string }>('/doctor/:id');
  const id = params?.id ?? '';
  const doctor = useResource<DoctorDetail>(useFlow('doctor'), { id });
  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <Anchor component={Link} href="/doctors" fw={500} w="fit-content">
        <Group gap={6} wrap="nowrap">
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id="doctor.backToList" />
        </Group>
      </Anchor>
      {doctor.face === 'loading' ? <DoctorSkeleton /> : null}
      {doctor.face === 'failed' ? <ErrorCard titleId="doctor.failed.title" error={doctor.error} onRetry={doctor.retry} /> : null}
      {doctor.face === 'notFound' || doctor.face === 'empty' ? (
        <EmptyCard
          icon="doctors"
          titleId="doctor.notFound.title"
          textId="doctor.notFound.text"
          testId="not-found-face"
          action={
            <Button component={Link} href="/doctors">
              <FormattedMessage id="doctor.notFound.action" />
            </Button>
          }
        />
      ) : null}
      {doctor.face === 'content' && doctor.data ? <DoctorProfile doctor={doctor.data} /> : null}
    </Stack>
  );
}

function DoctorProfile({ doctor }: { doctor: DoctorDetail }) {
  const lang = useLanguage();
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
          <BookingCall doctorId={doctor.id} />
        </Stack>
      </Card>

      {doctor.bio && pickLocalized(doctor.bio, lang) ? (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              <FormattedMessage id="doctor.about" />
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="doctor-bio">
              {pickLocalized(doctor.bio, lang)}
            </Text>
          </Stack>
        </Card>
      ) : null}

      {doctor.clinics.length ? (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              <FormattedMessage id="doctor.clinics" />
            </Title>
            {doctor.clinics.map((c) => (
              <Group key={c.id} gap="sm" wrap="nowrap" data-testid="doctor-clinic">
                <Avatar src={c.logo} radius="md" size={44} color="clinic" alt="">
                  <Icon name="clinic" />
                </Avatar>
                <Text fw={500}>{pickLocalized(c.name, lang)}</Text>
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <FormattedMessage id="doctor.services" />
          </Title>
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
        </Stack>
      </Card>
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

import { Avatar, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { ServiceDetail } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { Icon } from '../shell/Icon';
import { useSelector } from '@xstate/react';
import BookingPanel, { type BookableOffer } from '../booking/BookingPanel';
import { SignInCall } from '../doctors/BookingCall';
import { DoctorAvatar } from '../doctors/DoctorFacts';
import { fullName } from '../doctors/doctor-text';
import { useLanguage } from './catalog-hooks';
import { DetailSection, ResourcePage } from './ResourcePage';
import { OfferList } from './OfferList';
import { PriceRange } from './Price';

/** /service/{id} (public): what the service is, which clinics offer it for how much, and who provides it. */
export default function ServicePage() {
  const machine = useFlow('service');
  return (
    <ResourcePage<ServiceDetail>
      pattern="/service/:id"
      machine={machine}
      listHref="/services"
      text={{
        backId: 'service.backToList',
        failedTitleId: 'service.failed.title',
        notFoundTitleId: 'service.notFound.title',
        notFoundTextId: 'service.notFound.text',
        notFoundActionId: 'service.notFound.action',
      }}
      icon="services"
      Skeleton={ServiceSkeleton}
    >
      {(service) => <ServiceDetails service={service} />}
    </ResourcePage>
  );
}

function ServiceDetails({ service }: { service: ServiceDetail }) {
  const lang = useLanguage();
  const signedIn = useSelector(useRuntime().session, (s) => s.hasTag('signed in'));
  // Book with one of the doctors providing it, at the clinic services they provide it at.
  const offers: BookableOffer[] = service.doctors.flatMap((d) =>
    service.clinic_services
      .filter((o) => d.clinic_service_ids.includes(o.id))
      .map((o) => ({
        clinicServiceId: o.id,
        doctorId: d.id,
        clinicId: o.clinic.id,
        template: service.template,
        price: o.price,
        durationMinutes: o.duration_minutes,
        service: service.name,
        clinic: o.clinic.name,
        doctor: fullName(d, lang),
      })),
  );
  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" radius="sm" style={{ textTransform: 'none' }}>
              {pickLocalized(service.category.name, lang)}
            </Badge>
            {service.template_name ? (
              <Badge variant="outline" radius="sm" style={{ textTransform: 'none' }}>
                {pickLocalized(service.template_name, lang)}
              </Badge>
            ) : null}
          </Group>
          <Title order={1} fz="h2" data-testid="service-name">
            {pickLocalized(service.name, lang)}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{pickLocalized(service.description, lang)}</Text>
          <Text fw={600} fz="lg" c="clinic.8" data-testid="service-price">
            <PriceRange prices={service.clinic_services.map((o) => o.price)} />
          </Text>
          {!signedIn && service.clinic_services.length ? <SignInCall backTo={`/service/${service.id}`} textId="service.cta.signInText" /> : null}
        </Stack>
      </Card>

      <BookingPanel key={service.id} offers={offers} />

      <DetailSection titleId="service.offers">
        {service.clinic_services.length ? (
          <OfferList
            offers={service.clinic_services.map((o) => ({
              key: o.id,
              title: pickLocalized(o.clinic.name, lang),
              leading: (
                <Avatar src={o.clinic.logo} radius="md" size={44} color="clinic" alt="">
                  <Icon name="clinic" />
                </Avatar>
              ),
              minutes: o.duration_minutes,
              price: o.price,
            }))}
          />
        ) : (
          <Text c="dimmed" data-testid="service-no-offers">
            <FormattedMessage id="service.offers.empty" />
          </Text>
        )}
      </DetailSection>

      {service.doctors.length ? (
        <DetailSection titleId="service.doctors">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {service.doctors.map((d) => (
              <Card key={d.id} withBorder radius="md" p="sm" component={Link} href={`/doctor/${d.id}`} data-testid="service-doctor">
                <Group gap="sm" wrap="nowrap">
                  <DoctorAvatar doctor={d} size={48} />
                  <Stack gap={0} miw={0}>
                    <Text fw={500}>{fullName(d, lang)}</Text>
                    {d.speciality ? (
                      <Text size="sm" c="dimmed">
                        {pickLocalized(d.speciality.name, lang)}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </DetailSection>
      ) : null}
    </>
  );
}

function ServiceSkeleton() {
  return (
    <Card withBorder radius="lg" p="xl" aria-busy="true" data-testid="service-skeleton">
      <Stack gap="sm">
        <Skeleton height={20} width={120} />
        <Skeleton height={28} width="60%" />
        <Skeleton height={14} />
        <Skeleton height={14} width="85%" />
        <Skeleton height={18} width={100} />
      </Stack>
    </Card>
  );
}

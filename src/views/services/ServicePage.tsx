import { Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { ServiceDetail } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { Icon } from '../shell/Icon';
import { SignInCall } from '../doctors/BookingCall';
import { DoctorAvatar } from '../doctors/DoctorFacts';
import { fullName } from '../doctors/doctor-text';
import { useLanguage, useResource } from './catalog-hooks';
import { EmptyCard, ErrorCard } from './CatalogStates';
import { OfferList } from './OfferList';
import { PriceRange } from './Price';

/** /service/{id} (public): what the service is, which clinics offer it for how much, and who provides it. */
export default function ServicePage() {
  // The app's screen switch matches routes itself (no <Route> context), so the page reads its own params.
  const [, params] = useRoute<{ id: string }>('/service/:id');
  const id = params?.id ?? '';
  const service = useResource<ServiceDetail>(useFlow('service'), { id });
  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <Anchor component={Link} href="/services" fw={500} w="fit-content">
        <Group gap={6} wrap="nowrap">
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id="service.backToList" />
        </Group>
      </Anchor>
      {service.face === 'loading' ? <ServiceSkeleton /> : null}
      {service.face === 'failed' ? <ErrorCard titleId="service.failed.title" error={service.error} onRetry={service.retry} /> : null}
      {service.face === 'notFound' || service.face === 'empty' ? (
        <EmptyCard
          icon="services"
          titleId="service.notFound.title"
          textId="service.notFound.text"
          testId="not-found-face"
          action={
            <Button component={Link} href="/services">
              <FormattedMessage id="service.notFound.action" />
            </Button>
          }
        />
      ) : null}
      {service.face === 'content' && service.data ? <ServiceDetails service={service.data} /> : null}
    </Stack>
  );
}

function ServiceDetails({ service }: { service: ServiceDetail }) {
  const lang = useLanguage();
  const signedIn = useSelector(useRuntime().session, (s) => s.hasTag('signed in'));
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

      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            <FormattedMessage id="service.offers" />
          </Title>
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
        </Stack>
      </Card>

      {service.doctors.length ? (
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              <FormattedMessage id="service.doctors" />
            </Title>
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
          </Stack>
        </Card>
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

import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Clinic } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { OfferList } from '../services/OfferList';
import { DetailSection, ResourcePage } from '../services/ResourcePage';
import { Icon } from '../shell/Icon';

/** /clinics/{id} (public): the clinic, what it offers for how much, its doctors, and a way to ask it something. */
export default function ClinicPage() {
  const machine = useFlow('clinic');
  return (
    <ResourcePage<Clinic>
      pattern="/clinics/:id"
      machine={machine}
      listHref="/clinics"
      text={{
        backId: 'clinics.backToList',
        failedTitleId: 'clinics.failed.title',
        notFoundTitleId: 'clinics.notFound.title',
        notFoundTextId: 'clinics.notFound.text',
        notFoundActionId: 'clinics.notFound.action',
      }}
      icon="clinicDoctors"
      Skeleton={ClinicSkeleton}
    >
      {(clinic) => <ClinicProfile clinic={clinic} />}
    </ResourcePage>
  );
}

function ClinicProfile({ clinic }: { clinic: Clinic }) {
  const lang = useLanguage();
  const specialities = useSelector(useRuntime().statics, (s) => s.context.lists?.specialities ?? []);
  const user = useSelector(useRuntime().session, (s) => s.context.user);
  const canAsk = !user || user.type === 'Patient';
  return (
    <>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {/* The details go under the logo when beside it they would be narrower than 12rem (a
              phone with the text enlarged). */}
          <Group gap="lg" align="flex-start">
            <Avatar src={clinic.logo} size={88} radius="lg" color="clinic" alt="">
              <Icon name="clinicDoctors" size={36} />
            </Avatar>
            <Stack gap={4} miw={0} flex="1 1 12rem">
              <Title order={1} fz="h2" data-testid="clinic-name">
                {pickLocalized(clinic.name, lang)}
              </Title>
              <Text c="dimmed">{pickLocalized(clinic.address, lang)}</Text>
              {clinic.phones.length ? (
                <Group gap="sm">
                  {clinic.phones.map((p) => (
                    <Anchor key={p} href={`tel:${p.replace(/\s/g, '')}`} fw={500}>
                      {p}
                    </Anchor>
                  ))}
                </Group>
              ) : null}
              <Group gap="sm">
                {clinic.website ? (
                  <Anchor href={clinic.website} target="_blank" rel="noopener noreferrer">
                    <FormattedMessage id="clinics.website" />
                  </Anchor>
                ) : null}
                {/* An address is one long word: it may break anywhere rather than stick out. */}
                {clinic.email ? (
                  <Anchor href={`mailto:${clinic.email}`} miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {clinic.email}
                  </Anchor>
                ) : null}
              </Group>
            </Stack>
          </Group>
          {canAsk ? (
            <Group>
              <Button component={Link} href={`/clinics/${clinic.id}/inquiry`} size="md" data-testid="ask-clinic">
                <FormattedMessage id="clinics.ask" />
              </Button>
              <Text size="sm" c="dimmed" maw={420}>
                <FormattedMessage id="clinics.askHint" />
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Card>

      {pickLocalized(clinic.description, lang) ? (
        <DetailSection titleId="clinics.about">
          <Text style={{ whiteSpace: 'pre-line' }}>{pickLocalized(clinic.description, lang)}</Text>
        </DetailSection>
      ) : null}

      <DetailSection titleId="clinics.services">
        {clinic.services.length ? (
          <OfferList
            offers={clinic.services.map((s) => ({ key: s.id, href: `/service/${s.service_id}`, title: pickLocalized(s.name, lang), minutes: s.duration_minutes, price: s.price }))}
          />
        ) : (
          <Text c="dimmed">
            <FormattedMessage id="clinics.noServices" />
          </Text>
        )}
      </DetailSection>

      <DetailSection titleId="clinics.doctors">
        {clinic.doctors.length ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {clinic.doctors.map((d) => {
              const speciality = specialities.find((s) => s.id === d.speciality_id);
              return (
                <UnstyledButton key={d.id} component={Link} href={`/doctor/${d.id}`} data-testid="clinic-doctor">
                  <Group gap="sm" wrap="nowrap">
                  <Avatar src={d.photo} radius="xl" size={48} color="clinic" alt="">
                    {pickLocalized(d.firstname, lang).slice(0, 1)}
                    {pickLocalized(d.lastname, lang).slice(0, 1)}
                  </Avatar>
                  <Stack gap={0} miw={0}>
                    <Text fw={600} truncate>
                      {pickLocalized(d.firstname, lang)} {pickLocalized(d.lastname, lang)}
                    </Text>
                    {speciality ? (
                      <Text size="sm" c="clinic.8">
                        {pickLocalized(speciality.name, lang)}
                      </Text>
                    ) : null}
                  </Stack>
                  </Group>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">
            <FormattedMessage id="clinics.noDoctors" />
          </Text>
        )}
      </DetailSection>
    </>
  );
}

function ClinicSkeleton() {
  return (
    <Card withBorder radius="lg" p="xl" data-testid="clinic-loading">
      <Group gap="lg" wrap="nowrap">
        <Skeleton height={88} width={88} radius="lg" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={24} width="60%" />
          <Skeleton height={14} width="45%" />
          <Skeleton height={14} width="30%" />
        </Stack>
      </Group>
    </Card>
  );
}

import { Avatar, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { ClinicSummary } from '../../protocol/catalog';
import { pickLocalized } from '../../protocol/common';
import { useFlow } from '../actors';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { Icon } from '../shell/Icon';
import { PageHeading } from '../shell/PageHeading';

/** /clinics (public): every clinic with its logo and address, each opening its page. */
export default function ClinicsPage() {
  const lang = useLanguage();
  const clinics = useResource<ClinicSummary[]>(useFlow('clinics'), {});
  return (
    <Stack gap="lg" maw={960}>
      <PageHeading title={<FormattedMessage id="clinics.title" />} intro={<FormattedMessage id="clinics.intro" />} />
      {clinics.face === 'failed' ? <ErrorCard titleId="clinics.listFailed" error={clinics.error} onRetry={clinics.retry} /> : null}
      {clinics.face === 'empty' || clinics.face === 'notFound' ? <EmptyCard icon="clinicDoctors" titleId="clinics.empty.title" textId="clinics.empty.text" testId="clinics-empty" /> : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {clinics.face === 'loading'
          ? [0, 1].map((i) => <Skeleton key={i} height={96} radius="lg" />)
          : (clinics.data ?? []).map((c) => (
              <Card key={c.id} withBorder radius="lg" p="md" component={Link} href={`/clinics/${c.id}`} data-testid="clinic-card">
                <Group wrap="nowrap" gap="md">
                  <Avatar src={c.logo} size={64} radius="lg" color="clinic" alt="">
                    <Icon name="clinicDoctors" size={28} />
                  </Avatar>
                  <Stack gap={2} miw={0}>
                    <Text fw={600} size="lg">
                      {pickLocalized(c.name, lang)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {pickLocalized(c.address, lang)}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
      </SimpleGrid>
    </Stack>
  );
}

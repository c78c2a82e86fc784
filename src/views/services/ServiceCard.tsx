import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import type { ServiceSummary } from '../../protocol/catalog';
import { useLanguage } from './catalog-hooks';
import { PriceRange } from './Price';

/** A service in the list: name, kind, short description, price range and how many clinics offer it. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const lang = useLanguage();
  const clinics = new Set(service.clinic_services.map((o) => o.clinic.id)).size;
  return (
    <Card withBorder radius="lg" p="md" component={Link} href={`/service/${service.id}`} data-testid="service-card" h="100%">
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={6}>
          <Text fw={600} size="lg" lh={1.3}>
            {pickLocalized(service.name, lang)}
          </Text>
          {service.template_name ? (
            <Badge variant="light" radius="sm" w="fit-content" style={{ textTransform: 'none' }}>
              {pickLocalized(service.template_name, lang)}
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed" lineClamp={3}>
            {pickLocalized(service.description, lang)}
          </Text>
        </Stack>
        <Group justify="space-between" align="flex-end" gap="xs" mt="xs">
          <Text fw={600} c="clinic.8" data-testid="service-price">
            <PriceRange prices={service.clinic_services.map((o) => o.price)} />
          </Text>
          {clinics > 0 ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id="services.clinics" values={{ count: clinics }} />
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

export function ServiceCardSkeleton() {
  return (
    <Card withBorder radius="lg" p="md" data-testid="service-card-skeleton">
      <Stack gap={8}>
        <Skeleton height={18} width="65%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={16} width="25%" mt="xs" />
      </Stack>
    </Card>
  );
}

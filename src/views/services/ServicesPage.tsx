import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { pickLocalized, type Language } from '../../protocol/common';
import type { ServiceSummary } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from './catalog-hooks';
import { CatalogListPage } from './CatalogListPage';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';

const COLS = { base: 1, sm: 2 };

/** Services in the order they came, under their category's heading. */
function byCategory(services: ServiceSummary[], lang: Language) {
  const groups = new Map<number, { name: string; services: ServiceSummary[] }>();
  for (const s of services) {
    const group = groups.get(s.category.id) ?? { name: pickLocalized(s.category.name, lang), services: [] };
    group.services.push(s);
    groups.set(s.category.id, group);
  }
  return [...groups.entries()].map(([id, g]) => ({ id, ...g }));
}

/**
 * /services (public): every service with its price range, under its category when all are
 * shown; searchable and filtered by category (`?category=` opens it filtered).
 */
export default function ServicesPage() {
  const machine = useFlow('servicesList');
  const categories = useSelector(useRuntime().statics, (s) => s.context.lists?.serviceCategories ?? []);
  const lang = useLanguage();
  return (
    <CatalogListPage<ServiceSummary>
      machine={machine}
      filterParam="category"
      filterOptions={categories}
      pageSize={50}
      text={{
        introId: 'services.intro',
        searchLabelId: 'services.search.label',
        searchPlaceholderId: 'services.search.placeholder',
        filterLabelId: 'services.category.label',
        filterAllId: 'services.category.all',
        failedTitleId: 'services.failed.title',
        emptyTitleId: 'services.empty.title',
        emptyTextId: 'services.empty.text',
        emptyNoneId: 'services.empty.none',
        emptyClearId: 'services.empty.clear',
        countId: 'services.count',
        showMoreId: 'services.showMore',
        moreFailedId: 'services.moreFailed',
      }}
      emptyIcon="services"
      cols={COLS}
      Skeleton={ServiceCardSkeleton}
      contentGap="lg"
      renderItems={(list, busyProps) => {
        const groups = list.filterId === null ? byCategory(list.items, lang) : [{ id: list.filterId, name: null, services: list.items }];
        return (
          <Stack gap="xl" {...busyProps}>
            {groups.map((g) => (
              <Stack key={g.id} gap="sm" component="section" data-testid="service-group">
                {g.name ? (
                  <Title order={2} fz="h4">
                    {g.name}
                  </Title>
                ) : null}
                <SimpleGrid cols={COLS} spacing="md">
                  {g.services.map((s) => <ServiceCard key={s.id} service={s} />)}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        );
      }}
    />
  );
}

import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import { pickLocalized, type Language } from '../../protocol/common';
import type { ServiceSummary } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { usePageTitle } from '../shell/page-title';
import { useCatalogList, useLanguage } from './catalog-hooks';
import { EmptyCard, ErrorCard } from './CatalogStates';
import { ListFooter, ListToolbar, Refreshing } from './CatalogListParts';
import { ServiceCard, ServiceCardSkeleton } from './ServiceCard';

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

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
  const { statics } = useRuntime();
  const params = new URLSearchParams(useSearch());
  const list = useCatalogList<ServiceSummary>(useFlow('servicesList'), { query: params.get('q') ?? '', filterId: positiveId(params.get('category')), pageSize: 50 });
  const categories = useSelector(statics, (s) => s.context.lists?.serviceCategories ?? []);
  const lang = useLanguage();
  const title = usePageTitle();
  const narrowed = list.query.trim() !== '' || list.filterId !== null;
  const showAll = () => {
    list.ref.send({ type: 'user.changeQuery', query: '' });
    list.ref.send({ type: 'user.chooseFilter', filterId: null });
    list.ref.send({ type: 'user.submitQuery' });
  };
  const groups = list.filterId === null ? byCategory(list.items, lang) : [{ id: list.filterId, name: null, services: list.items }];

  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <Stack gap={4}>
        <Title order={1} fz="h2">{title}</Title>
        <Text c="dimmed">
          <FormattedMessage id="services.intro" />
        </Text>
      </Stack>
      <ListToolbar
        actor={list.ref}
        query={list.query}
        filterId={list.filterId}
        options={categories}
        ids={{ search: 'services.search.label', searchPlaceholder: 'services.search.placeholder', filter: 'services.category.label', all: 'services.category.all' }}
      />
      {list.face === 'failed' ? <ErrorCard titleId="services.failed.title" error={list.error} onRetry={() => list.ref.send({ type: 'user.retry' })} /> : null}
      {list.face === 'empty' ? (
        <EmptyCard
          icon="services"
          titleId="services.empty.title"
          textId={narrowed ? 'services.empty.text' : 'services.empty.none'}
          testId="empty-face"
          action={narrowed ? <Button onClick={showAll}><FormattedMessage id="services.empty.clear" /></Button> : null}
        />
      ) : null}
      {list.face === 'loading' && list.items.length === 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <ServiceCardSkeleton key={i} />)}
        </SimpleGrid>
      ) : null}
      {list.items.length > 0 && (list.face === 'content' || list.face === 'loading') ? (
        <Stack gap="lg">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="result-count">
              <FormattedMessage id="services.count" values={{ count: list.total }} />
            </Text>
            <Refreshing busy={list.busy} />
          </Group>
          <Stack gap="xl" aria-busy={list.busy} style={{ opacity: list.busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {groups.map((g) => (
              <Stack key={g.id} gap="sm" component="section" data-testid="service-group">
                {g.name ? (
                  <Title order={2} fz="h4">
                    {g.name}
                  </Title>
                ) : null}
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {g.services.map((s) => <ServiceCard key={s.id} service={s} />)}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
          <ListFooter
            actor={list.ref}
            shown={list.items.length}
            total={list.total}
            canShowMore={list.canShowMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            ids={{ showMore: 'services.showMore', moreFailed: 'services.moreFailed' }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { DoctorSummary } from '../../protocol/catalog';
import { useFlow, useRuntime } from '../actors';
import { usePageTitle } from '../shell/page-title';
import { useCatalogList } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { ListFooter, ListToolbar, Refreshing } from '../services/CatalogListParts';
import { DoctorCard, DoctorCardSkeleton } from './DoctorCard';

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/**
 * /doctors (public): search by name, filter by speciality, doctor cards a page at a time.
 * `?q=` and `?speciality=` open the list already searched or filtered.
 */
export default function DoctorsPage() {
  const { statics } = useRuntime();
  const params = new URLSearchParams(useSearch());
  const list = useCatalogList<DoctorSummary>(useFlow('doctorsList'), { query: params.get('q') ?? '', filterId: positiveId(params.get('speciality')) });
  const specialities = useSelector(statics, (s) => s.context.lists?.specialities ?? []);
  const title = usePageTitle();
  const narrowed = list.query.trim() !== '' || list.filterId !== null;
  const showAll = () => {
    list.ref.send({ type: 'user.changeQuery', query: '' });
    list.ref.send({ type: 'user.chooseFilter', filterId: null });
    list.ref.send({ type: 'user.submitQuery' });
  };

  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <Stack gap={4}>
        <Title order={1} fz="h2">{title}</Title>
        <Text c="dimmed">
          <FormattedMessage id="doctors.intro" />
        </Text>
      </Stack>
      <ListToolbar
        actor={list.ref}
        query={list.query}
        filterId={list.filterId}
        options={specialities}
        ids={{ search: 'doctors.search.label', searchPlaceholder: 'doctors.search.placeholder', filter: 'doctors.speciality.label', all: 'doctors.speciality.all' }}
      />
      {list.face === 'failed' ? <ErrorCard titleId="doctors.failed.title" error={list.error} onRetry={() => list.ref.send({ type: 'user.retry' })} /> : null}
      {list.face === 'empty' ? (
        <EmptyCard
          icon="doctors"
          titleId="doctors.empty.title"
          textId={narrowed ? 'doctors.empty.text' : 'doctors.empty.none'}
          testId="empty-face"
          action={narrowed ? <Button onClick={showAll}><FormattedMessage id="doctors.empty.clear" /></Button> : null}
        />
      ) : null}
      {list.face === 'loading' && list.items.length === 0 ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <DoctorCardSkeleton key={i} />)}
        </SimpleGrid>
      ) : null}
      {list.items.length > 0 && (list.face === 'content' || list.face === 'loading') ? (
        <Stack gap="md">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="result-count">
              <FormattedMessage id="doctors.count" values={{ count: list.total }} />
            </Text>
            <Refreshing busy={list.busy} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy={list.busy} style={{ opacity: list.busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {list.items.map((d) => <DoctorCard key={d.id} doctor={d} />)}
          </SimpleGrid>
          <ListFooter
            actor={list.ref}
            shown={list.items.length}
            total={list.total}
            canShowMore={list.canShowMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            ids={{ showMore: 'doctors.showMore', moreFailed: 'doctors.moreFailed' }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, type MantineSpacing, type SimpleGridProps } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useSearch } from 'wouter';
import type { CatalogListMachine } from '../../machines/catalog/catalog-list.machine';
import type { Localized } from '../../protocol/common';
import type { IconName } from '../shell/Icon';
import { usePageTitle } from '../shell/page-title';
import { useCatalogList } from './catalog-hooks';
import { EmptyCard, ErrorCard } from './CatalogStates';
import { ListFooter, ListToolbar, Refreshing } from './CatalogListParts';
import { PageHeading } from '../shell/PageHeading';

/** A catalogue list screen's actor and the narrow values its view shows. */
export type CatalogList<T> = ReturnType<typeof useCatalogList<T>>;

/** The message ids of one catalogue list screen. */
export interface CatalogListText {
  introId: string;
  searchLabelId: string;
  searchPlaceholderId: string;
  filterLabelId: string;
  filterAllId: string;
  failedTitleId: string;
  emptyTitleId: string;
  /** The empty face when a search or filter found nothing. */
  emptyTextId: string;
  /** The empty face when there is nothing at all. */
  emptyNoneId: string;
  emptyClearId: string;
  countId: string;
  showMoreId: string;
  moreFailedId: string;
}

/** Where the shown results say they are being replaced (dimmed, `aria-busy`). */
export interface BusyProps {
  'aria-busy': boolean;
  style: CSSProperties;
}

const positiveId = (text: string | null) => (text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);

/**
 * A public catalogue list (doctors, services): heading, search and one filter, then the
 * loading, error, empty and content faces with "show more" below. `?q=` and `?<filterParam>=`
 * open it already searched or filtered; the page draws only its results (`renderItems`).
 */
export function CatalogListPage<T>(props: {
  machine: CatalogListMachine;
  filterParam: string;
  filterOptions: { id: number; name: Localized }[];
  pageSize?: number;
  text: CatalogListText;
  emptyIcon: IconName;
  /** Columns of the result grid, also of the skeleton grid while the first page loads. */
  cols: SimpleGridProps['cols'];
  /** A placeholder card, shown six times while the first page loads. */
  Skeleton: ComponentType;
  /** Space between the count, the results and the footer. */
  contentGap: MantineSpacing;
  renderItems(list: CatalogList<T>, busyProps: BusyProps): ReactNode;
}) {
  const { machine, filterParam, filterOptions, pageSize, text, emptyIcon, cols, Skeleton, contentGap, renderItems } = props;
  const params = new URLSearchParams(useSearch());
  const list = useCatalogList<T>(machine, { query: params.get('q') ?? '', filterId: positiveId(params.get(filterParam)), pageSize });
  const title = usePageTitle();
  const narrowed = list.query.trim() !== '' || list.filterId !== null;
  const showAll = () => {
    list.ref.send({ type: 'user.changeQuery', query: '' });
    list.ref.send({ type: 'user.chooseFilter', filterId: null });
    list.ref.send({ type: 'user.submitQuery' });
  };
  const busyProps: BusyProps = { 'aria-busy': list.busy, style: { opacity: list.busy ? 0.6 : 1, transition: 'opacity 150ms' } };

  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <PageHeading title={title} intro={<FormattedMessage id={text.introId} />} />
      <ListToolbar
        actor={list.ref}
        query={list.query}
        filterId={list.filterId}
        options={filterOptions}
        ids={{ search: text.searchLabelId, searchPlaceholder: text.searchPlaceholderId, filter: text.filterLabelId, all: text.filterAllId }}
      />
      {list.face === 'failed' ? <ErrorCard titleId={text.failedTitleId} error={list.error} onRetry={() => list.ref.send({ type: 'user.retry' })} /> : null}
      {list.face === 'empty' ? (
        <EmptyCard
          icon={emptyIcon}
          titleId={text.emptyTitleId}
          textId={narrowed ? text.emptyTextId : text.emptyNoneId}
          testId="empty-face"
          action={narrowed ? <Button onClick={showAll}><FormattedMessage id={text.emptyClearId} /></Button> : null}
        />
      ) : null}
      {list.face === 'loading' && list.items.length === 0 ? (
        <SimpleGrid cols={cols} spacing="md" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => <Skeleton key={i} />)}
        </SimpleGrid>
      ) : null}
      {list.items.length > 0 && (list.face === 'content' || list.face === 'loading') ? (
        <Stack gap={contentGap}>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="result-count">
              <FormattedMessage id={text.countId} values={{ count: list.total }} />
            </Text>
            <Refreshing busy={list.busy} />
          </Group>
          {renderItems(list, busyProps)}
          <ListFooter
            actor={list.ref}
            shown={list.items.length}
            total={list.total}
            canShowMore={list.canShowMore}
            loadingMore={list.loadingMore}
            moreFailed={list.moreFailed}
            ids={{ showMore: text.showMoreId, moreFailed: text.moreFailedId }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

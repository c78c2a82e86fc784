import { useState, type ReactNode } from 'react';
import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useFlow } from '../actors';
import { useResource } from '../services/catalog-hooks';
import { ErrorCard } from '../services/CatalogStates';

/** The list flows read a page at a time (`GET /api/cases`, `GET /api/patients`: `{items, total}`). */
type PagedFlow = 'casesList' | 'patientsList';

interface PagedListProps<T> {
  flow: PagedFlow;
  /** The query without the page: a new query starts again from the first page. */
  params: Record<string, string>;
  pageSize: number;
  renderItem(item: T): ReactNode;
  /** The empty face (nothing matches the query). */
  empty: ReactNode;
  failedTitleId: string;
  /** The "show more" button's message ("Show more cases"). */
  moreId: string;
  testId: string;
}

/**
 * A list read a page at a time with "show more": each page is its own resource actor (it loads,
 * fails and retries on its own, and follows the live pushes its flow watches), so the pages
 * already shown stay while the next one loads. A new query starts again from the first page.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  return <Pages key={JSON.stringify(props.params)} {...props} />;
}

function Pages<T>(props: PagedListProps<T>) {
  const [pages, setPages] = useState(1);
  return (
    <Stack gap="sm" data-testid={props.testId}>
      {Array.from({ length: pages }, (_, i) => (
        <ListPage key={i + 1} {...props} page={i + 1} last={i + 1 === pages} onMore={() => setPages(i + 2)} />
      ))}
    </Stack>
  );
}

function ListPage<T>({ flow, params, pageSize, renderItem, empty, failedTitleId, moreId, page, last, onMore }: PagedListProps<T> & { page: number; last: boolean; onMore(): void }) {
  const list = useResource<{ items: T[]; total: number }>(useFlow(flow), { ...params, page: String(page), limit: String(pageSize) });
  if (list.face === 'loading') return <ListSkeleton rows={page === 1 ? 3 : 2} />;
  if (list.face === 'failed') return <ErrorCard titleId={failedTitleId} error={list.error} onRetry={list.retry} />;
  // A later page may come back empty when entries went away meanwhile: nothing more to show.
  if (list.face !== 'content' || !list.data) return page === 1 ? empty : null;
  const more = last && page * pageSize < list.data.total;
  return (
    <>
      {list.data.items.map(renderItem)}
      {more ? (
        <Center>
          <Button variant="light" size="md" onClick={onMore} data-testid="show-more">
            <FormattedMessage id={moreId} />
          </Button>
        </Center>
      ) : null}
    </>
  );
}

/** The loading face of a list: rows the size of the real ones. */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" data-testid="list-loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={84} radius="md" />
      ))}
    </Stack>
  );
}

import { Alert, Button, Center, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CatalogListActorRef } from '../../machines/catalog/catalog-list.machine';
import { SEARCH_MAX } from '../../protocol/catalog';
import { pickLocalized, type Localized } from '../../protocol/common';
import { Icon } from '../shell/Icon';
import { useLanguage } from './catalog-hooks';

/** The search box and the one filter of a catalogue list; both only send events. */
export function ListToolbar(props: {
  actor: CatalogListActorRef;
  query: string;
  filterId: number | null;
  options: { id: number; name: Localized }[];
  ids: { search: string; searchPlaceholder: string; filter: string; all: string };
}) {
  const { actor, query, filterId, options, ids } = props;
  const intl = useIntl();
  const lang = useLanguage();
  const data = [
    { value: '', label: intl.formatMessage({ id: ids.all }) },
    ...options
      .map((o) => ({ value: String(o.id), label: pickLocalized(o.name, lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        type="search"
        label={<FormattedMessage id={ids.search} />}
        placeholder={intl.formatMessage({ id: ids.searchPlaceholder })}
        leftSection={<Icon name="search" size={18} />}
        value={query}
        maxLength={SEARCH_MAX}
        onChange={(e) => actor.send({ type: 'user.changeQuery', query: e.currentTarget.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') actor.send({ type: 'user.submitQuery' });
        }}
      />
      <Select
        label={<FormattedMessage id={ids.filter} />}
        data={data}
        value={filterId === null ? '' : String(filterId)}
        allowDeselect={false}
        searchable
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => actor.send({ type: 'user.chooseFilter', filterId: value ? Number(value) : null })}
      />
    </SimpleGrid>
  );
}

/** Under a list: "show more" while entries are left, a retry when the next page failed. */
export function ListFooter(props: {
  actor: CatalogListActorRef;
  shown: number;
  total: number;
  canShowMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  ids: { showMore: string; moreFailed: string };
}) {
  const { actor, shown, total, canShowMore, loadingMore, moreFailed, ids } = props;
  return (
    <>
      {moreFailed ? (
        <Alert color="red" variant="light" title={<FormattedMessage id={ids.moreFailed} />}>
          <Button variant="light" color="red" mt="xs" onClick={() => actor.send({ type: 'user.retry' })}>
            <FormattedMessage id="common.retry" />
          </Button>
        </Alert>
      ) : null}
      {canShowMore || loadingMore ? (
        <Center>
          <Button variant="default" loading={loadingMore} onClick={() => actor.send({ type: 'user.showMore' })} miw="min(15rem, 100%)">
            <FormattedMessage id={ids.showMore} />
          </Button>
        </Center>
      ) : null}
      {shown > 0 && shown < total ? (
        <Text size="sm" c="dimmed" ta="center">
          <FormattedMessage id="catalog.shownOf" values={{ shown, total }} />
        </Text>
      ) : null}
    </>
  );
}

/** A small spinner beside the count while a new search runs and the old results stay shown. */
export function Refreshing({ busy }: { busy: boolean }) {
  const intl = useIntl();
  return busy ? <Loader size="xs" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })} /> : null;
}

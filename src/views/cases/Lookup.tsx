import type { ReactNode } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LookupMachine } from '../../machines/cases/lookup.machine';
import { useRuntime } from '../actors';

/**
 * A search box over a lookup actor (src/machines/cases/lookup.machine.ts): the box, a spinner while
 * it waits or asks, and the results as `renderItem` draws them; nothing found and failures in
 * words. `params` are the search's fixed terms; new ones start a new search (the view keys it).
 */
export function Lookup<T>({
  machine,
  params,
  labelId,
  placeholderId,
  renderItem,
  testId,
}: {
  machine: LookupMachine;
  params?: Record<string, string>;
  labelId: string;
  placeholderId: string;
  /** Draws one result; `clear` empties the box (after the person picked it). */
  renderItem(item: T, clear: () => void): ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  const runtime = useRuntime();
  const ref = useActorRef(machine, { input: { params }, ...runtime.flowOptions });
  const query = useSelector(ref, (s) => s.context.query);
  const results = useSelector(ref, (s) => s.context.results as T[]);
  const searching = useSelector(ref, (s) => s.hasTag('searching'));
  const none = useSelector(ref, (s) => s.hasTag('none'));
  const failed = useSelector(ref, (s) => s.hasTag('failed'));
  return (
    <Stack gap="xs" data-testid={testId}>
      <TextInput
        label={intl.formatMessage({ id: labelId })}
        placeholder={intl.formatMessage({ id: placeholderId })}
        value={query}
        onChange={(e) => ref.send({ type: 'user.changeQuery', query: e.currentTarget.value })}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            ref.send({ type: 'user.submitQuery' });
          }
        }}
        rightSection={searching ? <Loader size="xs" /> : null}
        data-testid={`${testId}-input`}
      />
      {failed ? (
        <Alert color="red" variant="light" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              <FormattedMessage id="cases.lookup.failed" />
            </Text>
            <Button size="compact-sm" variant="light" onClick={() => ref.send({ type: 'user.retry' })}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Group>
        </Alert>
      ) : none ? (
        <Text size="sm" c="dimmed" data-testid={`${testId}-none`}>
          <FormattedMessage id="cases.lookup.none" />
        </Text>
      ) : results.length ? (
        <Stack gap={4} style={{ opacity: searching ? 0.6 : 1 }} data-testid={`${testId}-results`}>
          {results.map((item) => renderItem(item, () => ref.send({ type: 'user.changeQuery', query: '' })))}
        </Stack>
      ) : null}
    </Stack>
  );
}

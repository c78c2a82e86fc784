import type { ComponentType, ReactNode } from 'react';
import { Anchor, Button, Card, Group, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useRoute } from 'wouter';
import type { ResourceMachine } from '../../machines/catalog/resource.machine';
import { Icon, type IconName } from '../shell/Icon';
import { useResource } from './catalog-hooks';
import { EmptyCard, ErrorCard } from './CatalogStates';

/** The message ids of one catalogue detail page. */
export interface ResourcePageText {
  backId: string;
  failedTitleId: string;
  notFoundTitleId: string;
  notFoundTextId: string;
  notFoundActionId: string;
}

/**
 * A public catalogue detail page (one doctor, one service): a link back to the list, then the
 * loading, error, not-found and content faces of the resource `/…/:id` names; the page draws
 * only its content (`children`).
 */
export function ResourcePage<T>(props: {
  /** The route pattern with an `:id` (the app's screen switch has no <Route> context, so the page reads its own params). */
  pattern: string;
  machine: ResourceMachine;
  listHref: string;
  text: ResourcePageText;
  icon: IconName;
  Skeleton: ComponentType;
  children(data: T): ReactNode;
}) {
  const { pattern, machine, listHref, text, icon, Skeleton, children } = props;
  const [, params] = useRoute<{ id: string }>(pattern);
  const resource = useResource<T>(machine, { id: params?.id ?? '' });
  return (
    <Stack maw={960} mx="auto" gap="lg" pb="xl">
      <Anchor component={Link} href={listHref} fw={500} w="fit-content">
        <Group gap={6} wrap="nowrap">
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id={text.backId} />
        </Group>
      </Anchor>
      {resource.face === 'loading' ? <Skeleton /> : null}
      {resource.face === 'failed' ? <ErrorCard titleId={text.failedTitleId} error={resource.error} onRetry={resource.retry} /> : null}
      {resource.face === 'notFound' || resource.face === 'empty' ? (
        <EmptyCard
          icon={icon}
          titleId={text.notFoundTitleId}
          textId={text.notFoundTextId}
          testId="not-found-face"
          action={
            <Button component={Link} href={listHref}>
              <FormattedMessage id={text.notFoundActionId} />
            </Button>
          }
        />
      ) : null}
      {resource.face === 'content' && resource.data ? children(resource.data) : null}
    </Stack>
  );
}

/** One titled card of a detail page's content (about, clinics, services, offers, doctors). */
export function DetailSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <FormattedMessage id={titleId} />
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

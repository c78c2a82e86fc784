import type { ReactNode } from 'react';
import { Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { AppError } from '../../protocol/errors';
import { errorMessageId } from '../../i18n/messages';
import type { Face } from '../services/catalog-hooks';
import { Icon, type IconName } from '../shell/Icon';

/**
 * One card of the patient's overview: a title, the link to its page under it, and the card's own four faces
 * (a failure shows here, with its retry, and leaves the other cards alone).
 */
export function OverviewCard({
  titleId,
  icon,
  href,
  linkId,
  testId,
  face,
  error,
  onRetry,
  empty,
  children,
}: {
  titleId: string;
  icon: IconName;
  href: string;
  linkId: string;
  testId: string;
  face: Face;
  error: AppError | null;
  onRetry(): void;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%" data-testid={testId} data-face={face}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            <Icon name={icon} size={22} />
          </ThemeIcon>
          <Title order={2} fz="h4">
            <FormattedMessage id={titleId} />
          </Title>
        </Group>
        {face === 'loading' ? (
          <Stack gap="xs" data-testid={`${testId}-loading`}>
            <Skeleton height={20} radius="sm" />
            <Skeleton height={20} radius="sm" width="70%" />
          </Stack>
        ) : null}
        {face === 'failed' ? (
          <Stack gap="xs" align="flex-start" data-testid={`${testId}-error`}>
            <Text c="red.9" size="sm" role="alert">
              <FormattedMessage id="patientArea.cardFailed" /> <FormattedMessage id={errorMessageId(error?.code ?? 'internal')} />
            </Text>
            <Button variant="light" size="sm" onClick={onRetry}>
              <FormattedMessage id="common.retry" />
            </Button>
          </Stack>
        ) : null}
        {face === 'empty' || face === 'notFound' ? <div data-testid={`${testId}-empty`}>{empty}</div> : null}
        {face === 'content' ? children : null}
        <Anchor component={Link} href={href} fw={500} w="fit-content" mt="auto" data-testid={`${testId}-link`}>
          <FormattedMessage id={linkId} />
        </Anchor>
      </Stack>
    </Card>
  );
}

/** A card's empty face: what there is not, and the action that starts it. */
export function CardEmpty({ textId, actionId, href, testId }: { textId: string; actionId: string; href: string; testId: string }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text c="dimmed">
        <FormattedMessage id={textId} />
      </Text>
      <Button component={Link} href={href} variant="light" data-testid={testId}>
        <FormattedMessage id={actionId} />
      </Button>
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { AppError } from '../../protocol/errors';
import { errorMessageId } from '../../i18n/messages';
import { Icon, type IconName } from '../shell/Icon';

/** The error face: what happened (the error's message) and a retry. */
export function ErrorCard({ titleId, error, onRetry }: { titleId: string; error: AppError | null; onRetry(): void }) {
  return (
    <Card withBorder radius="lg" p="xl" data-testid="error-face">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="light" color="red" size={44} radius="xl">
          <Icon name="alert" size={24} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          <FormattedMessage id={titleId} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={errorMessageId(error?.code ?? 'internal')} />
        </Text>
        <Button onClick={onRetry} variant="light">
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Card>
  );
}

/** The empty (or not-found) face: what there is not, and what to do next. */
export function EmptyCard({ icon, titleId, textId, action, testId }: { icon: IconName; titleId: string; textId: string; action?: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="lg" p="xl" data-testid={testId}>
      <Stack gap="sm" align="center" ta="center" py="md">
        <ThemeIcon variant="light" size={56} radius="xl">
          <Icon name={icon} size={28} />
        </ThemeIcon>
        <Title order={2} fz="h4">
          <FormattedMessage id={titleId} />
        </Title>
        <Text c="dimmed" maw={420}>
          <FormattedMessage id={textId} />
        </Text>
        {action ? <Group justify="center">{action}</Group> : null}
      </Stack>
    </Card>
  );
}

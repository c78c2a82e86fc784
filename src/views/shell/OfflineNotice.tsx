import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/** The stored session could not be checked (no connection, server restarting); it retries by itself. */
export function OfflineNotice({ onRetry }: { onRetry(): void }) {
  return (
    <Stack maw={560} mx="auto" py="xl">
      <Alert color="yellow" variant="light" role="status" data-testid="offline-notice">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" color="yellow" />
          <Stack gap="sm">
            <Text>
              <FormattedMessage id="shell.offline" />
            </Text>
            <Button variant="light" color="yellow" onClick={onRetry} w="fit-content">
              <FormattedMessage id="common.retry" />
            </Button>
          </Stack>
        </Group>
      </Alert>
    </Stack>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useSearch } from 'wouter';

/**
 * /app-pay: where a payment provider returns the person (blank layout, often inside the mobile
 * app's web view). `?status=success|failed` says how it went.
 */
export default function BlankPage() {
  const status = new URLSearchParams(useSearch()).get('status');
  const outcome = status === 'success' ? 'success' : status === 'failed' ? 'failed' : 'unknown';
  return (
    <Center mih="80vh">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Title order={1} fz="h2" data-testid="app-pay-title">
          <FormattedMessage id={`appPay.${outcome}.title`} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={`appPay.${outcome}.text`} />
        </Text>
        <Button component={Link} href="/dashboard">
          <FormattedMessage id="appPay.toDashboard" />
        </Button>
      </Stack>
    </Center>
  );
}

import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

/** SPEC §2: any other path shows '404 not found' in the blank layout. */
export default function NotFoundPage() {
  return (
    <Center mih="80vh">
      <Stack align="center" gap="md" maw={420} ta="center">
        <Title order={1} fz={56} c="clinic.7">404</Title>
        <Title order={2} fz="xl" data-testid="not-found">
          <FormattedMessage id="notFound.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="notFound.text" />
        </Text>
        <Button component={Link} href="/">
          <FormattedMessage id="notFound.home" />
        </Button>
      </Stack>
    </Center>
  );
}

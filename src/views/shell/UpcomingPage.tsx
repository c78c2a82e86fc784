import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { usePageTitle } from './page-title';

/**
 * A section whose screens are still being built (chats, calls, cases, schedules, the symptom
 * checker…): the route, its layout and its guard are real; the page says so plainly and offers
 * the way back, rather than pretending to have content.
 */
export default function UpcomingPage() {
  const title = usePageTitle();
  return (
    <Stack maw={640} mx="auto" py="xl">
      <Card withBorder radius="lg" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">{title}</Title>
          <Text>
            <FormattedMessage id="upcoming.text" />
          </Text>
          <Group>
            <Button component={Link} href="/dashboard">
              <FormattedMessage id="upcoming.toDashboard" />
            </Button>
            <Button component={Link} href="/doctors" variant="light">
              <FormattedMessage id="nav.doctors" />
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { UpcomingList } from '../schedules/UpcomingList';
import { Icon } from '../shell/Icon';

/**
 * The patient's dashboard section (SPEC §4): their upcoming appointments grouped by day, each
 * opening its page, live; with none, a way to book. (The chats have their own card beside it and
 * an entry in the menu.)
 */
export function UpcomingAppointments({ viewer }: { viewer: { id: string; type: 'Patient' } }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="upcoming-appointments">
      <Stack gap="md">
        <Title order={2} fz="h4">
          <FormattedMessage id="schedules.upcoming.title" />
        </Title>
        <UpcomingList
          viewer={viewer}
          show="doctor"
          empty={
            <Stack gap="sm" align="flex-start" data-testid="upcoming-empty">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size={40} radius="xl">
                  <Icon name="schedule" size={22} />
                </ThemeIcon>
                <Text c="dimmed">
                  <FormattedMessage id="schedules.dashboard.empty" />
                </Text>
              </Group>
              <Button component={Link} href="/doctors" data-testid="dashboard-book">
                <FormattedMessage id="schedules.dashboard.book" />
              </Button>
            </Stack>
          }
        />
      </Stack>
    </Card>
  );
}

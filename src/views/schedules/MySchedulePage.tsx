import { Grid, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PageHeading } from '../shell/PageHeading';
import { OnlyFor } from '../shell/OnlyFor';
import { PageLoader } from '../shell/PageLoader';
import { ScheduleCalendar } from './ScheduleCalendar';
import { UpcomingList } from './UpcomingList';
import { useViewer } from './schedule-view';

/** /my/schedule (a doctor): their day or week of appointments, and the upcoming panel beside it. */
export default function MySchedulePage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  if (viewer.type !== 'Doctor') {
    return <OnlyFor messageId="schedules.my.doctorsOnly" testId="doctors-only" />;
  }
  return (
    <Stack gap="lg" pb="xl">
      <PageHeading title={<FormattedMessage id="schedules.my.title" />} intro={<FormattedMessage id="schedules.my.intro" />} />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ScheduleCalendar viewer={viewer} assigneeId={viewer.id} show="patient" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm" data-testid="upcoming-panel">
            <Title order={2} fz="h4">
              <FormattedMessage id="schedules.upcoming.title" />
            </Title>
            <UpcomingList
              viewer={viewer}
              assigneeId={viewer.id}
              show="patient"
              empty={
                <Text c="dimmed" data-testid="upcoming-empty">
                  <FormattedMessage id="schedules.upcoming.emptyDoctor" />
                </Text>
              }
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

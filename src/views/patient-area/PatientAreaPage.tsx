import { Card, Group, SimpleGrid, Stack, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { NotForStaff } from '../checkups/CheckupsPage';
import { UpcomingList } from '../schedules/UpcomingList';
import { useViewer } from '../schedules/schedule-view';
import { Icon } from '../shell/Icon';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { AiResultsCard, LatestCheckupCard, LatestReadingsCard, OpenCasesCard } from './overview-cards';
import { CardEmpty } from './OverviewCard';

/**
 * /p (a patient): their overview, each card linking to its page and loading on its own (one
 * that fails says so with a retry, the others stay): upcoming appointments, the latest checkup
 * with its out-of-range values, the latest readings, open cases and AI results. One column on a
 * phone, two on a wide screen.
 */
export default function PatientAreaPage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  if (viewer.type !== 'Patient') return <NotForStaff />;
  return (
    <Stack gap="lg" maw={1100} pb="xl">
      <PageHeading title={<FormattedMessage id="patientArea.title" />} intro={<FormattedMessage id="patientArea.intro" />} testId="patient-area-title" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="overview-cards">
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="overview-appointments">
          <Stack gap="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon name="schedules" size={22} />
              </ThemeIcon>
              <Title order={2} fz="h4">
                <FormattedMessage id="patientArea.appointments.title" />
              </Title>
            </Group>
            <UpcomingList
              viewer={{ id: viewer.id, type: 'Patient' }}
              show="doctor"
              empty={<CardEmpty textId="patientArea.appointments.empty" actionId="patientArea.appointments.book" href="/doctors" testId="overview-appointments-start" />}
            />
          </Stack>
        </Card>
        <LatestCheckupCard />
        <LatestReadingsCard />
        <OpenCasesCard />
        <AiResultsCard />
      </SimpleGrid>
    </Stack>
  );
}

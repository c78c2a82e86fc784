import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { CheckupSummary } from '../../protocol/checkups';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { OnlyFor } from '../shell/OnlyFor';
import { useViewer } from '../schedules/schedule-view';
import { DevicePlace, measuredAt, OutOfRangeCount } from './checkup-parts';

/**
 * /p/checkups (a patient): their checkups from measurement kiosks, newest first, live (a checkup
 * that arrives while the page is open appears): device, place, time and how many values are out
 * of range, each opening the checkup. Staff are sent to their patients' pages.
 */
export default function CheckupsPage() {
  const viewer = useViewer();
  if (!viewer) return <PageLoader />;
  if (viewer.type !== 'Patient') return <NotForStaff />;
  return <CheckupsList />;
}

/** A doctor's or operator's view of a patient-only page: whose page it is, and where theirs is. */
export function NotForStaff() {
  return (
    <Stack gap="md" maw={760}>
      <OnlyFor messageId="checkups.patientsOnly" testId="patients-only" />
      <Anchor component={Link} href="/patients" fw={500} data-testid="to-patients">
        <FormattedMessage id="checkups.toPatients" />
      </Anchor>
    </Stack>
  );
}

function CheckupsList() {
  const list = useResource<CheckupSummary[]>(useFlow('checkupList'), {});
  return (
    <Stack gap="lg" maw={760} pb="xl">
      <PageHeading title={<FormattedMessage id="checkups.list.title" />} intro={<FormattedMessage id="checkups.list.intro" />} />
      {list.face === 'loading' ? (
        <Stack gap="sm" data-testid="checkups-loading">
          {[0, 1, 2].map((i) => <Skeleton key={i} height={96} radius="lg" />)}
        </Stack>
      ) : null}
      {list.face === 'failed' ? <ErrorCard titleId="checkups.list.failed" error={list.error} onRetry={list.retry} /> : null}
      {list.face === 'empty' || list.face === 'notFound' ? (
        <EmptyCard
          icon="checkups"
          titleId="checkups.list.empty"
          textId="checkups.list.emptyText"
          testId="checkups-empty"
          action={
            <Button component={Link} href="/clinics" data-testid="checkups-clinics">
              <FormattedMessage id="checkups.list.findKiosk" />
            </Button>
          }
        />
      ) : null}
      {list.face === 'content' ? (
        <Stack gap="sm" data-testid="checkups-list">
          {(list.data ?? []).map((c) => (
            <CheckupCard key={c.id} checkup={c} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One checkup in a list: when, where, which kiosk, and how many values need attention. */
export function CheckupCard({ checkup }: { checkup: CheckupSummary }) {
  const lang = useLanguage();
  return (
    <Card component={Link} href={`/p/checkup/${encodeURIComponent(checkup.id)}`} withBorder radius="md" p="md" data-testid="checkup-row" data-checkup={checkup.id}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{measuredAt(checkup.measured_at, lang)}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          <DevicePlace checkup={checkup} lang={lang} />
        </Text>
        <OutOfRangeCount outOfRange={checkup.out_of_range} critical={checkup.critical} />
      </Stack>
    </Card>
  );
}

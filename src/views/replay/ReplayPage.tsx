import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'wouter';
import { formatDate } from '../../i18n/dates';
import { pickLocalized } from '../../protocol/common';
import type { Report } from '../../protocol/reports';
import { useFlow } from '../actors';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { useSupportClinics } from '../reports/use-support';
import { ReplayViewer } from './ReplayViewer';

/**
 * /support/reports/{id} (issue 14): one problem report as its clinic's support staff open it:
 * who sent it, when, from which build, what they wrote, and, when they agreed to send it, their
 * session replayed step by step. Opening it is recorded in the server's audit trail. Anyone else
 * (and a report that expired) gets the not-found face and learns nothing.
 */
export default function ReplayPage() {
  const { id } = useParams<{ id: string }>();
  const clinics = useSupportClinics();
  const support = clinics === null ? null : clinics.length > 0;
  if (support === null) return <PageLoader />;
  if (!support) return <NotFound />;
  return <ReportReplay id={id} />;
}

function NotFound() {
  return <EmptyCard icon="reports" titleId="replay.notFound.title" textId="replay.notFound.text" testId="report-not-found" />;
}

function ReportReplay({ id }: { id: string }) {
  const report = useResource<Report>(useFlow('report'), { id });
  return (
    <Stack gap="lg" pb="xl">
      <Anchor component={Link} href="/support/reports" size="sm">
        ← <FormattedMessage id="replay.backToList" />
      </Anchor>
      {report.face === 'loading' ? <Skeleton height={140} radius="lg" /> : null}
      {report.face === 'notFound' ? <NotFound /> : null}
      {report.face === 'failed' ? <ErrorCard titleId="replay.report.failed" error={report.error} onRetry={report.retry} /> : null}
      {report.face === 'content' && report.data ? <ReportContent report={report.data} /> : null}
    </Stack>
  );
}

function ReportContent({ report }: { report: Report }) {
  const lang = useLanguage();
  const who = `${pickLocalized(report.reporter.firstname, lang)} ${pickLocalized(report.reporter.lastname, lang)}`.trim();
  return (
    <Stack gap="lg">
      <PageHeading title={<FormattedMessage id="replay.report.title" values={{ name: who }} />} intro={<FormattedMessage id="replay.report.intro" />} testId="replay-report-title" />
      <Card withBorder radius="lg" p="md" data-testid="replay-report">
        <Stack gap="xs">
          <Group gap="lg" wrap="wrap">
            <Text size="sm" c="dimmed">
              <FormattedMessage id="replay.report.sent" values={{ time: formatDate(report.created_at, 'D MMMM YYYY, HH:mm', lang) }} />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="reports.row.build" values={{ build: report.build }} />
            </Text>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="replay.report.kept" values={{ time: formatDate(report.expires_at, 'D MMMM YYYY', lang) }} />
            </Text>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="replay-report-text">
            {report.text}
          </Text>
        </Stack>
      </Card>
      {report.log ? (
        <ReplayViewer log={report.log} />
      ) : (
        <Card withBorder radius="lg" p="lg" data-testid="replay-no-log">
          <Text>
            <FormattedMessage id="replay.report.noLog" />
          </Text>
        </Card>
      )}
    </Stack>
  );
}

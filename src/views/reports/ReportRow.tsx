import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import { pickLocalized } from '../../protocol/common';
import type { ReportListItem } from '../../protocol/reports';
import type { UserType } from '../../protocol/user';
import { useLanguage } from '../services/catalog-hooks';

/** The message of each role a reporter may have (written out, so the catalogue check sees each key). */
const ROLE_LABEL: Record<UserType, string> = {
  Patient: 'reports.role.Patient',
  Doctor: 'reports.role.Doctor',
  ClinicOperator: 'reports.role.ClinicOperator',
};

/** The replay page of a report (built with the replay feature). */
export const reportPath = (id: string) => `/support/reports/${encodeURIComponent(id)}`;

/** One report in the support list: when, who (and as what), the start of the text, the log, the build. */
export function ReportRow({ report }: { report: ReportListItem }) {
  const lang = useLanguage();
  const who = `${pickLocalized(report.reporter.firstname, lang)} ${pickLocalized(report.reporter.lastname, lang)}`.trim();
  return (
    <Card component={Link} href={reportPath(report.id)} withBorder radius="md" p="sm" data-testid="report-row" data-report={report.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} data-testid="report-reporter">
            {who} · <FormattedMessage id={ROLE_LABEL[report.reporter.type]} />
          </Text>
          <Text size="sm" c="dimmed" data-testid="report-time">
            {formatDate(report.created_at, 'D MMMM YYYY, HH:mm', lang)}
          </Text>
        </Group>
        <Text lineClamp={2} data-testid="report-preview">
          {report.text_preview}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Badge variant="light" color={report.has_log ? 'clinic' : 'gray'} tt="none" data-testid="report-log">
            {report.has_log ? <FormattedMessage id="reports.row.withLog" values={{ steps: report.steps }} /> : <FormattedMessage id="reports.row.noLog" />}
          </Badge>
          <Text size="sm" c="dimmed" data-testid="report-build">
            <FormattedMessage id="reports.row.build" values={{ build: report.build }} />
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Anchor, Card, FileButton, Button, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { isSessionLog } from '../../machines/replay/replay-viewer.machine';
import type { SessionLog } from '../../protocol/session-log';
import { logInFile } from '../../protocol/session-log-format';
import { EmptyCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { PageLoader } from '../shell/PageLoader';
import { useSupportClinics } from '../reports/use-support';
import { ReplayViewer } from './ReplayViewer';

/**
 * /support/replay (issue 14): a session log from a file (one `exportEventLog()` printed, one a
 * browser test left, or a report saved from the API), replayed like a report's.
 */
export default function ReplayFilePage() {
  const clinics = useSupportClinics();
  const support = clinics === null ? null : clinics.length > 0;
  const [log, setLog] = useState<{ log: SessionLog; name: string } | null>(null);
  const [problem, setProblem] = useState(false);
  if (support === null) return <PageLoader />;
  if (!support) return <EmptyCard icon="reports" titleId="replay.notFound.title" textId="replay.notFound.text" testId="report-not-found" />;

  const open = async (file: File | null) => {
    if (!file) return;
    setProblem(false);
    try {
      const data: unknown = JSON.parse(await file.text());
      const candidate = logInFile(data);
      if (!isSessionLog(candidate)) throw new Error('not a log');
      setLog({ log: candidate, name: file.name });
    } catch {
      setProblem(true);
    }
  };

  return (
    <Stack gap="lg" pb="xl">
      <Anchor component={Link} href="/support/reports" size="sm">
        ← <FormattedMessage id="replay.backToList" />
      </Anchor>
      <PageHeading title={<FormattedMessage id="replay.file.title" />} intro={<FormattedMessage id="replay.file.intro" />} />
      <Card withBorder radius="lg" p="md">
        <Stack gap="xs" align="flex-start">
          <FileButton onChange={(f) => void open(f)} accept="application/json,.json">
            {(props) => (
              <Button {...props} variant="light" data-testid="replay-file-button">
                <FormattedMessage id="replay.file.choose" />
              </Button>
            )}
          </FileButton>
          {log ? (
            <Text size="sm" c="dimmed" data-testid="replay-file-name">
              <FormattedMessage id="replay.file.opened" values={{ name: log.name, count: log.log.steps.length }} />
            </Text>
          ) : null}
          {problem ? (
            <Alert color="red" variant="light" data-testid="replay-file-problem">
              <FormattedMessage id="replay.notice.notALog" />
            </Alert>
          ) : null}
        </Stack>
      </Card>
      {log ? <ReplayViewer key={log.name + log.log.steps.length} log={log.log} /> : null}
    </Stack>
  );
}

import { Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { formatDate } from '../../i18n/dates';
import { useLanguage, useResource } from '../services/catalog-hooks';
import { DATE_TIME_FORMAT } from './triage';
import type { InterviewSummary } from '../../protocol/interviews';
import { useFlow } from '../actors';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { PageHeading } from '../shell/PageHeading';
import { TRIAGE_LOOK } from './triage';

/** /p/interviews: the patient's AI results, newest first, each opening its result. */
export default function AiResultsPage() {
  const lang = useLanguage();
  const results = useResource<{ items: InterviewSummary[]; total: number }>(useFlow('aiResults'), {});
  const startButton = (
    <Button component={Link} href="/symptom-checker" size="md" data-testid="ai-results-start">
      <FormattedMessage id="interview.results.start" />
    </Button>
  );
  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-end">
        <PageHeading title={<FormattedMessage id="interview.results.title" />} intro={<FormattedMessage id="interview.results.intro" />} />
        {results.face === 'content' ? startButton : null}
      </Group>
      {results.face === 'loading' ? [0, 1, 2].map((i) => <Skeleton key={i} height={92} radius="lg" />) : null}
      {results.face === 'failed' ? <ErrorCard titleId="interview.results.failed" error={results.error} onRetry={results.retry} /> : null}
      {results.face === 'empty' || results.face === 'notFound' ? <EmptyCard icon="interviews" titleId="interview.results.empty.title" textId="interview.results.empty.text" testId="ai-results-empty" action={startButton} /> : null}
      {(results.data?.items ?? []).map((r) => (
        <Card key={r.id} withBorder radius="lg" p="md" component={Link} href={`/interview/${encodeURIComponent(r.id)}`} data-testid="ai-result">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} lang={r.language}>
                {r.top_condition ? r.top_condition.name : <FormattedMessage id="interview.results.noCondition" />}
              </Text>
              {r.triage ? (
                <Badge color={TRIAGE_LOOK[r.triage].color} variant="light" tt="none" style={{ flexShrink: 0 }}>
                  <FormattedMessage id={`interview.triage.${r.triage}.short`} />
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" lang={r.language} lineClamp={2}>
              {r.complaints.join(', ')}
            </Text>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {formatDate(r.created_at, DATE_TIME_FORMAT, lang)}
              </Text>
              {r.status === 'in_progress' ? (
                <Badge size="sm" variant="outline" color="gray" tt="none">
                  <FormattedMessage id="interview.results.unfinished" />
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

import { Anchor, Button, Group, SegmentedControl, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearch as useQueryString } from 'wouter';
import { pickLocalized } from '../../protocol/common';
import { LOG_SPANS, type LogSpan, type LogTypeKey } from '../../protocol/patient-log';
import type { LogOwner, MonitoringActorRef } from '../../machines/monitoring/monitoring.machine';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { OnlyFor } from '../shell/OnlyFor';
import { PageLoader } from '../shell/PageLoader';
import { AddReadingForm } from './AddReadingForm';
import { AdviceCard } from './AdviceCard';
import { ReadingsTable } from './ReadingsTable';
import { TrendSection } from './TrendSection';

const SPAN_MESSAGE: Record<LogSpan, string> = { week: 'monitoring.span.week', month: 'monitoring.span.month', year: 'monitoring.span.year' };

/**
 * /p/monitoring: a patient's health log (issue 17): a trend chart per type over a week, a month or
 * a year with its reference band, a table of readings, and a form to add one. A doctor opens a
 * patient's log with `?patient=<id>`; `?type=` preselects a type. Operators: not for their role.
 */
export default function MonitoringPage() {
  const runtime = useRuntime();
  const user = useSelector(runtime.session, (s) => s.context.user);
  const query = new URLSearchParams(useQueryString());
  const patientId = query.get('patient');
  if (!user) return <PageLoader />;
  if (user.type === 'ClinicOperator') return <OnlyFor messageId="monitoring.notForRole" testId="monitoring-not-for-role" />;
  if (user.type === 'Doctor' && !patientId) {
    return (
      <Stack gap="sm" data-testid="monitoring-doctor-note">
        <Title order={2}><FormattedMessage id="monitoring.title" /></Title>
        <Text><FormattedMessage id="monitoring.doctorNote" /></Text>
        <Anchor component={Link} href="/patients" w="fit-content"><FormattedMessage id="monitoring.doctorNote.link" /></Anchor>
      </Stack>
    );
  }
  const self: LogOwner = { id: user.id, firstname: user.firstname, lastname: user.lastname, birthdate: user.birthdate, gender: user.gender === 'male' || user.gender === 'female' ? user.gender : null };
  const key = `${patientId ?? 'self'}`;
  return <MonitoringView key={key} patientId={user.type === 'Doctor' ? patientId : null} self={self} type={query.get('type')} />;
}

function MonitoringView({ patientId, self, type }: { patientId: string | null; self: LogOwner; type: string | null }) {
  const runtime = useRuntime();
  const actor = useActorRef(useFlow('monitoring'), { input: { patientId, self, type }, ...runtime.flowOptions });
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const error = useSelector(actor, (s) => s.context.error);
  const owner = useSelector(actor, (s) => s.context.owner);
  const empty = useSelector(actor, (s) => s.matches('ready') && s.context.items.length === 0);
  const lang = useLanguage();
  return (
    <Stack gap="lg" maw={900} pb="xl" data-testid="monitoring-page">
      <Stack gap={4}>
        <Title order={2}><FormattedMessage id="monitoring.title" /></Title>
        {patientId && owner ? (
          <Text fw={600} data-testid="monitoring-patient">
            <FormattedMessage id="monitoring.patientOf" values={{ name: `${pickLocalized(owner.firstname, lang)} ${pickLocalized(owner.lastname, lang)}` }} />
          </Text>
        ) : null}
      </Stack>
      {loading ? (
        <Stack gap="md" data-testid="monitoring-loading">
          <Skeleton height={44} radius="md" />
          <Skeleton height={240} radius="lg" />
        </Stack>
      ) : null}
      {failed ? <ErrorCard titleId="monitoring.failed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} /> : null}
      <AdviceCard actor={actor} />
      {empty ? (
        <EmptyCard
          icon="monitoring"
          titleId="monitoring.empty.title"
          textId="monitoring.empty.text"
          testId="monitoring-empty"
          action={<AddButton actor={actor} />}
        />
      ) : null}
      {!loading && !failed && !empty ? <LogContent actor={actor} /> : null}
      <AddReadingForm actor={actor} />
    </Stack>
  );
}

function AddButton({ actor }: { actor: MonitoringActorRef }) {
  const can = useSelector(actor, (s) => s.can({ type: 'user.openAdd', now: '' }));
  return (
    <Button size="md" disabled={!can} onClick={() => actor.send({ type: 'user.openAdd', now: new Date().toISOString() })} data-testid="monitoring-add">
      <FormattedMessage id="monitoring.add" />
    </Button>
  );
}

function LogContent({ actor }: { actor: MonitoringActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const types = useSelector(useRuntime().statics, (s) => s.context.lists?.patientLogTypes ?? []);
  const type = useSelector(actor, (s) => s.context.type);
  const span = useSelector(actor, (s) => s.context.span);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Select
          label={intl.formatMessage({ id: 'monitoring.type' })}
          size="md"
          allowDeselect={false}
          data={types.map((t) => ({ value: t.key, label: pickLocalized(t.name, lang) }))}
          value={type}
          onChange={(v) => v && actor.send({ type: 'user.chooseType', logType: v as LogTypeKey })}
          data-testid="monitoring-type"
          style={{ flex: '1 1 220px' }}
        />
        <AddButton actor={actor} />
      </Group>
      <SegmentedControl
        fullWidth
        aria-label={intl.formatMessage({ id: 'monitoring.span' })}
        value={span}
        onChange={(v) => actor.send({ type: 'user.chooseSpan', span: v as LogSpan })}
        data={LOG_SPANS.map((s) => ({ value: s, label: intl.formatMessage({ id: SPAN_MESSAGE[s] }) }))}
        data-testid="monitoring-span"
      />
      <TrendSection actor={actor} />
      <ReadingsTable actor={actor} />
    </Stack>
  );
}

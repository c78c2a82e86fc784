import { Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { MonitoringActorRef } from '../../machines/monitoring/monitoring.machine';
import { useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { chartLines, inSpan, numberOf, SPAN_DAYS, TREND_MESSAGE, trendOf, valueText } from './monitoring-view';
import { MARK_LOOK } from '../checkups/checkup-labels';
import { TrendChart } from './TrendChart';

const FIELD_MESSAGE: Record<string, string> = { systolic: 'monitoring.field.systolic', diastolic: 'monitoring.field.diastolic', pulse: 'monitoring.field.pulse', value: 'monitoring.field.value' };

/**
 * The chosen type's chart over the chosen span, with its text alternative: a visible line with the
 * latest value, its mark and the trend in words, and (for screen readers) how many readings, from
 * when to when, and the normal range. The legend tells own and kiosk readings apart by shape and word.
 */
export function TrendSection({ actor }: { actor: MonitoringActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const all = useSelector(actor, (s) => s.context.items);
  const type = useSelector(actor, (s) => s.context.type);
  const span = useSelector(actor, (s) => s.context.span);
  const owner = useSelector(actor, (s) => s.context.owner);
  const logType = useSelector(useRuntime().statics, (s) => s.context.lists?.patientLogTypes.find((t) => t.key === type) ?? null);
  const unit = logType ? pickLocalized(logType.unit, lang) : '';
  const loadedAt = useSelector(actor, (s) => s.context.loadedAt);
  const now = loadedAt ? Date.parse(loadedAt) : 0;
  const items = useMemo(() => inSpan(all, type, span, now), [all, type, span, now]);
  const lines = useMemo(() => chartLines(type, owner, items, now), [type, owner, items, now]);
  const labels = useMemo(
    () => lines.flatMap((l) => {
      const name = intl.formatMessage({ id: FIELD_MESSAGE[l.field] });
      return [name, `${name}: ${intl.formatMessage({ id: 'monitoring.legend.device' })}`];
    }),
    [lines, intl],
  );
  const fmt = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  const latest = items.at(-1) ?? null;
  const trend = trendOf(items.map((i) => numberOf(i, lines[0]?.field ?? 'value')).filter((n): n is number => n !== null));
  const range = lines[0]?.range ?? null;
  const hasDevice = items.some((i) => i.checkup_id !== null);

  if (items.length === 0) {
    return (
      <Card withBorder radius="lg" p="lg" data-testid="monitoring-type-empty">
        <Text><FormattedMessage id="monitoring.typeEmpty" /></Text>
      </Card>
    );
  }
  const summary = latest
    ? intl.formatMessage(
      { id: 'monitoring.latest' },
      { value: valueText(latest, fmt), unit, mark: latest.mark ? `${intl.formatMessage({ id: MARK_LOOK[latest.mark].label })} ${MARK_LOOK[latest.mark].symbol}` : '—' },
    )
    : '';
  return (
    <Card withBorder radius="lg" p="md" data-testid="monitoring-chart">
      <Stack gap="sm">
        <Text fw={600} data-testid="monitoring-summary">
          {summary} · {intl.formatMessage({ id: TREND_MESSAGE[trend] })}
        </Text>
        <VisuallyHidden data-testid="monitoring-chart-text">
          {intl.formatMessage(
            { id: 'monitoring.chart.description' },
            {
              count: items.length,
              from: intl.formatDate(items[0].measured_at, { dateStyle: 'medium' }),
              to: intl.formatDate(items.at(-1)!.measured_at, { dateStyle: 'medium' }),
            },
          )}{' '}
          {range && (range.low !== null || range.high !== null)
            ? intl.formatMessage({ id: 'monitoring.chart.range' }, { low: range.low === null ? '—' : fmt(range.low), high: range.high === null ? '—' : fmt(range.high), unit })
            : ''}
        </VisuallyHidden>
        <TrendChart items={items} lines={lines} labels={labels} from={now - SPAN_DAYS[span] * 86400_000} to={now} lang={lang} />
        <Group gap="md" data-testid="monitoring-legend">
          <Text size="sm">● <FormattedMessage id="monitoring.legend.own" /></Text>
          {hasDevice ? <Text size="sm">◆ <FormattedMessage id="monitoring.legend.device" /></Text> : null}
          {range ? <Text size="sm">▬ <FormattedMessage id="monitoring.legend.band" /></Text> : null}
        </Group>
      </Stack>
    </Card>
  );
}

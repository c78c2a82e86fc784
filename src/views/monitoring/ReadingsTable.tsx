import { Box, Button, Card, Table, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pickLocalized } from '../../protocol/common';
import type { MonitoringActorRef } from '../../machines/monitoring/monitoring.machine';
import { formatDate } from '../../i18n/dates';
import { errorMessageId } from '../../i18n/messages';
import { useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { inSpan, numberOf, valueText } from './monitoring-view';
import { MarkBadge } from '../checkups/checkup-parts';

/** The chosen type's readings in the span, newest first: time, value, unit, mark (word and symbol), who wrote it; delete on one's own. */
export function ReadingsTable({ actor }: { actor: MonitoringActorRef }) {
  const intl = useIntl();
  const lang = useLanguage();
  const all = useSelector(actor, (s) => s.context.items);
  const type = useSelector(actor, (s) => s.context.type);
  const span = useSelector(actor, (s) => s.context.span);
  const viewerId = useSelector(actor, (s) => s.context.self.id);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const deleteError = useSelector(actor, (s) => s.context.deleteError);
  const logType = useSelector(useRuntime().statics, (s) => s.context.lists?.patientLogTypes.find((t) => t.key === type) ?? null);
  const unit = logType ? pickLocalized(logType.unit, lang) : '';
  const loadedAt = useSelector(actor, (s) => s.context.loadedAt);
  const items = inSpan(all, type, span, loadedAt ? Date.parse(loadedAt) : 0).reverse();
  if (items.length === 0) return null;
  const fmt = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 1 });
  return (
    <Card withBorder radius="lg" p={0}>
      {deleteError ? <Text c="red" p="sm" role="alert"><FormattedMessage id={errorMessageId(deleteError.code)} /></Text> : null}
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="sm" data-testid="monitoring-table">
          <Table.Caption><FormattedMessage id="monitoring.table.caption" /></Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th><FormattedMessage id="monitoring.table.time" /></Table.Th>
              <Table.Th><FormattedMessage id="monitoring.table.value" /></Table.Th>
              <Table.Th visibleFrom="sm"><FormattedMessage id="monitoring.table.mark" /></Table.Th>
              <Table.Th visibleFrom="sm"><FormattedMessage id="monitoring.table.by" /></Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((i) => {
              const pulse = i.type === 'blood_pressure' ? numberOf(i, 'pulse') : null;
              const by =
                i.checkup_id !== null ? (
                  <Text size="sm">◆ <FormattedMessage id="monitoring.legend.device" /></Text>
                ) : i.created_by ? (
                  <Text size="sm">{pickLocalized(i.created_by.firstname, lang)} {pickLocalized(i.created_by.lastname, lang)}</Text>
                ) : null;
              return (
                <Table.Tr key={i.id} data-testid="monitoring-row">
                  <Table.Td>{formatDate(i.measured_at, 'D MMM, HH:mm', lang)}</Table.Td>
                  <Table.Td>
                    <Text fw={600} span>{valueText(i, fmt)}</Text> <Text span size="sm">{unit}</Text>
                    {pulse !== null ? <Text size="sm"><FormattedMessage id="monitoring.table.pulse" values={{ pulse: fmt(pulse) }} /></Text> : null}
                    {/* On a phone the mark and the "who" columns fold under the value. */}
                    {i.mark ? <Box hiddenFrom="sm" mt={4}><MarkBadge mark={i.mark} /></Box> : null}
                    <Text component="div" c="dimmed" hiddenFrom="sm">{by}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{i.mark ? <MarkBadge mark={i.mark} /> : '—'}</Table.Td>
                  <Table.Td visibleFrom="sm">{by}</Table.Td>
                  <Table.Td>
                    {i.checkup_id === null && i.created_by?.id === viewerId ? (
                      <Button variant="subtle" color="red" size="compact-sm" disabled={busy} onClick={() => actor.send({ type: 'user.delete', id: i.id })}>
                        <FormattedMessage id="monitoring.table.delete" />
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

import { Button, Group, ScrollArea, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { newClientId } from '../../machines/chats/chat-rules';
import type { CasePanelActorRef } from '../../machines/cases/case-panel.machine';
import type { CaseViewer } from '../../machines/cases/case-rules';
import { useFlow, useRuntime } from '../actors';
import { useLanguage } from '../services/catalog-hooks';
import { EmptyCard, ErrorCard } from '../services/CatalogStates';
import { CaseView } from './CaseView';
import { caseDate, useCaseFlows } from './case-view';

/**
 * SPEC §2 "Case panel": beside a patient–doctor chat, the doctor's cases with the patient as tabs
 * titled with their dates ('DD MMMM YYYY'), newest first; a "New case" button; the selected tab is
 * the case itself (edit view while active, read view otherwise). A case created meanwhile for this
 * patient and doctor opens its tab live. The chat page lays it out (a column, or a sheet on phones).
 */
export default function CasePanel({ patientId, viewer }: { patientId: string; viewer: CaseViewer }) {
  const runtime = useRuntime();
  useCaseFlows();
  const actor = useActorRef(useFlow('casePanel'), { input: { patientId, doctorId: viewer.id }, ...runtime.flowOptions });
  const face = useSelector(actor, (s) => (s.hasTag('failed') ? 'failed' : s.hasTag('loading') ? 'loading' : s.context.cases.length ? 'content' : 'empty'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Stack gap="sm" data-testid="case-panel">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} fz="h4">
          <FormattedMessage id="cases.title" />
        </Title>
        {face === 'content' ? <NewCaseButton actor={actor} /> : null}
      </Group>
      {face === 'loading' ? (
        <Stack gap="sm" data-testid="case-panel-loading">
          <Skeleton height={36} />
          <Skeleton height={160} radius="lg" />
        </Stack>
      ) : face === 'failed' ? (
        <ErrorCard titleId="cases.panel.failed" error={error} onRetry={() => actor.send({ type: 'user.retry' })} />
      ) : face === 'empty' ? (
        <EmptyCard icon="cases" titleId="cases.panel.empty.title" textId="cases.panel.empty.text" testId="case-panel-empty" action={<NewCaseButton actor={actor} />} />
      ) : (
        <CaseTabs actor={actor} viewer={viewer} />
      )}
    </Stack>
  );
}

function NewCaseButton({ actor }: { actor: CasePanelActorRef }) {
  const opening = useSelector(actor, (s) => s.hasTag('opening'));
  const may = useSelector(actor, (s) => s.can({ type: 'user.openCase', clientId: 'any' }) || s.hasTag('opening'));
  return (
    <Button size="sm" variant="light" loading={opening} disabled={!may} onClick={() => actor.send({ type: 'user.openCase', clientId: newClientId() })} data-testid="new-case">
      <FormattedMessage id="cases.panel.new" />
    </Button>
  );
}

/**
 * One tab per case, titled with its date; the status shows as a dot for closed ones. The selected
 * case is the tab panel the tabs control (only it is mounted).
 */
function CaseTabs({ actor, viewer }: { actor: CasePanelActorRef; viewer: CaseViewer }) {
  const lang = useLanguage();
  const zone = useRuntime().device.timeZone();
  const cases = useSelector(actor, (s) => s.context.cases);
  const selected = useSelector(actor, (s) => s.context.selected);
  return (
    <Tabs value={selected} onChange={(id) => id && actor.send({ type: 'user.select', id })} variant="pills" radius="xl" keepMounted={false}>
      <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
        <Tabs.List style={{ flexWrap: 'nowrap' }} data-testid="case-tabs">
          {cases.map((c) => (
            <Tabs.Tab key={c.id} value={c.id} data-testid="case-tab" data-status={c.status} style={{ whiteSpace: 'nowrap', minHeight: 40 }}>
              {caseDate(c.start_time, lang, zone)}
              {c.status !== 'active' ? (
                <Text span size="xs" c="dimmed">
                  {' · '}
                  <FormattedMessage id={c.status === 'completed' ? 'cases.status.completed' : 'cases.status.cancelled'} />
                </Text>
              ) : null}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {selected ? (
        <Tabs.Panel value={selected} pt="sm">
          <CaseView key={selected} id={selected} viewer={viewer} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

import { use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { CASE_TAB_FORMAT, formatDate } from '../../i18n/dates';
import type { CaseActorRef } from '../../machines/cases/case.machine';
import type { CaseCommand, CaseViewer } from '../../machines/cases/case-rules';
import { wallClock } from '../../protocol/zoned-time';
import { pickLocalized, type Language, type Localized } from '../../protocol/common';
import type { CaseStatus, DiagnosisType, DrugRoute, ServiceRequestStatus } from '../../protocol/cases';
import { useRuntime, type Flows } from '../actors';

/** The signed-in person as the case rules see them (null before the session has the user). */
export function useCaseViewer(): CaseViewer | null {
  const id = useSelector(useRuntime().session, (s) => s.context.user?.id ?? null);
  const type = useSelector(useRuntime().session, (s) => s.context.user?.type ?? null);
  return id && type ? { id, type } : null;
}

/** A person's full name in the language shown. */
export const personName = (p: { firstname: Localized; lastname: Localized }, lang: Language) => `${pickLocalized(p.firstname, lang)} ${pickLocalized(p.lastname, lang)}`.trim();

/** SPEC §2, §9: a case's tab title, its date as 'DD MMMM YYYY' in the person's language, on the device's calendar. */
export function caseDate(startTime: string, lang: Language, timeZone: string): string {
  return formatDate(wallClock(startTime, timeZone).date, CASE_TAB_FORMAT, lang);
}

/** The case's date as its tab title, in the person's language and time zone. */
export function useCaseDate(startTime: string, lang: Language): string {
  return caseDate(startTime, lang, useRuntime().device.timeZone());
}

/** A moment (a history entry, a file) as the person's language writes it, on their own clock. */
export function moment(iso: string, lang: Language, timeZone: string): string {
  const { date, time } = wallClock(iso, timeZone);
  return `${formatDate(date, 'D MMM YYYY', lang)}, ${time}`;
}

/** Where a case's file opens (the server checks who may read it). */
export const caseFileHref = (caseId: string, fileId: string) => `/api/cases/${encodeURIComponent(caseId)}/files/${encodeURIComponent(fileId)}`;

export const STATUS_LABEL: Record<CaseStatus, string> = {
  active: 'cases.status.active',
  completed: 'cases.status.completed',
  cancelled: 'cases.status.cancelled',
};
const STATUS_COLOR: Record<CaseStatus, string> = { active: 'green', completed: 'gray', cancelled: 'red' };

export const DIAGNOSIS_TYPE_LABEL: Record<DiagnosisType, string> = {
  preliminary: 'cases.diagnosis.preliminary',
  final: 'cases.diagnosis.final',
};

export const REFERRAL_STATUS_LABEL: Record<ServiceRequestStatus, string> = {
  active: 'cases.referral.status.active',
  fulfilled: 'cases.referral.status.fulfilled',
  failed: 'cases.referral.status.failed',
  cancelled: 'cases.referral.status.cancelled',
};
export const REFERRAL_STATUS_COLOR: Record<ServiceRequestStatus, string> = { active: 'blue', fulfilled: 'green', failed: 'orange', cancelled: 'gray' };

/** How a drug is given, as a patient and a doctor read it. */
export const ROUTE_LABEL: Record<DrugRoute, string> = {
  oral: 'cases.route.oral',
  sublingual: 'cases.route.sublingual',
  topical: 'cases.route.topical',
  inhaled: 'cases.route.inhaled',
  intranasal: 'cases.route.intranasal',
  eye: 'cases.route.eye',
  ear: 'cases.route.ear',
  rectal: 'cases.route.rectal',
  vaginal: 'cases.route.vaginal',
  intramuscular: 'cases.route.intramuscular',
  intravenous: 'cases.route.intravenous',
  subcutaneous: 'cases.route.subcutaneous',
  transdermal: 'cases.route.transdermal',
};

/** The status of a case as a badge. */
export function CaseStatusBadge({ status, size = 'md' }: { status: CaseStatus; size?: 'xs' | 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'active' ? 'light' : 'outline'} tt="none" size={size} style={{ flexShrink: 0 }} data-testid="case-status" data-status={status}>
      <FormattedMessage id={STATUS_LABEL[status]} />
    </Badge>
  );
}

/** One part of a case: a titled card, with an optional count and action beside the title. */
export function CaseSection({ titleId, count, action, testId, children }: { titleId: string; count?: number; action?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} fz="h5">
            <FormattedMessage id={titleId} />
            {count ? (
              <Text span c="dimmed" fz="sm" fw={400}>
                {` · ${count}`}
              </Text>
            ) : null}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** The dimmed line of an empty part. */
export function NoneYet({ id }: { id: string }) {
  return (
    <Text c="dimmed" size="sm">
      <FormattedMessage id={id} />
    </Text>
  );
}

export type CommandState = 'idle' | 'waiting' | 'saved' | 'failed';

/**
 * A form's commands (the adapter between a form and the case actor): `give` sends a command with
 * a ticket of this form; `state` follows that ticket (waiting while queued or in flight, then
 * saved or failed). `onSaved` runs once per saved ticket, so a form clears what was typed only once
 * it was saved: a failure keeps it for another try.
 */
export function useCommand(actor: CaseActorRef, onSaved?: () => void) {
  const prefix = useId();
  const counter = useRef(0);
  const [ticket, setTicket] = useState<string | null>(null);
  const state = useSelector(actor, (s): CommandState => {
    if (!ticket) return 'idle';
    const c = s.context;
    if (c.pending?.ticket === ticket || c.queue.some((q) => q.ticket === ticket)) return 'waiting';
    const outcome = c.outcomes.find((o) => o.ticket === ticket);
    return outcome ? (outcome.saved ? 'saved' : 'failed') : 'idle';
  });
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (state === 'saved' && ticket && handled.current !== ticket) {
      handled.current = ticket;
      saved.current?.();
    }
  }, [state, ticket]);
  const give = useCallback(
    (command: CaseCommand) => {
      const next = `${prefix}-${++counter.current}`;
      setTicket(next);
      actor.send({ type: 'user.command', command, ticket: next });
    },
    [actor, prefix],
  );
  return { give, state, waiting: state === 'waiting' };
}

/** Whether the machine would take `command` now (its own rule and room in its queue), so a button it would refuse is never offered. */
export function useMay(actor: CaseActorRef, command: CaseCommand): boolean {
  return useSelector(actor, (s) => s.can({ type: 'user.command', command }));
}

/** Every flow a case screen starts, further down or later (a tab, a search, the history). */
const CASE_FLOWS: Array<keyof Flows> = ['case', 'symptomLookup', 'icd10Lookup', 'doctorLookup', 'patientCases', 'caseHistory'];

/**
 * Loads the case screens' flows together with the screen, so opening a tab or a search never
 * suspends the page mid-use (React remembers a promise it has read).
 */
export function useCaseFlows(): void {
  const runtime = useRuntime();
  for (const name of CASE_FLOWS) use(runtime.loadFlow(name));
}

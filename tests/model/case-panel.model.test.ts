import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { casePanelMachine, type CasePanelContext, type CasePanelInput } from '../../src/machines/cases/case-panel.machine';
import { caseListItem } from '../../src/protocol/cases';
import type { CaseListItem } from '../../src/protocol/case-schemas';
import { newestCasesFirst, type Case } from '../../src/protocol/cases';
import { AppError } from '../../src/protocol/errors';
import { aCase, COLLEAGUE, DOCTOR, push } from '../machines/case-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  alerts: string[];
  listening: boolean;
  calls: Record<string, number>;
}

const machine = (run: Run<World>) =>
  casePanelMachine.provide({
    actors: {
      'load cases': fromPromise(({ input }) => run.invocations.start('load cases', input)),
      'open case': fromPromise(({ input }) => run.invocations.start('open case', input)),
      'live pushes': fromCallback(() => {
        run.world.listening = true;
        return () => {
          run.world.listening = false;
        };
      }),
    },
    actions: { 'report failure': (_, params) => run.world.alerts.push(params.error.code) },
  });

const LOADED = 'xstate.done.actor.loadCases';
const RELOADED = 'xstate.done.actor.reloadCases';
const OPENED = 'xstate.done.actor.openCase';
const failed = (done: string) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error: new AppError('network', 0) });

const caseOn = (id: string, day: number, over: Partial<Case> = {}) => aCase({ id, start_time: `2026-11-${day}T06:00:00.000Z`, created_at: `2026-11-${day}T06:00:00.000Z`, ...over });
const OLD = caseListItem(caseOn('c-1', 10));
const OPENED_CASE = caseOn('c-3', 24);
const PUSHED_CASE = caseOn('c-4', 26);
const created = (c: Case) => push('PatientCaseCreated', { case_id: c.id, version: 1, case: c });

const ctx = (s: AnyMachineSnapshot) => s.context as CasePanelContext;
const ids = (cases: CaseListItem[]) => cases.map((c) => c.id);

function events(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const cases: EventCase[] = [{ type: 'socket.connected' }];
  const hasTab = (id: string) => c.cases.some((t) => t.id === id);
  if (s.matches('loading')) cases.push({ type: LOADED, output: [OLD] }, failed(LOADED));
  if (s.matches('failed')) cases.push({ type: 'user.retry' });
  if (s.matches({ ready: 'reloading' })) cases.push({ type: RELOADED, output: [OLD] }, failed(RELOADED));
  if (s.matches({ ready: 'opening' })) cases.push({ type: OPENED, output: OPENED_CASE }, failed(OPENED));
  if (s.matches({ ready: 'idle' })) cases.push({ type: 'user.openCase', clientId: `attempt-${c.cases.length}` });
  if (s.matches('ready')) {
    for (const t of c.cases) if (t.id !== c.selected) cases.push({ type: 'user.select', id: t.id });
    cases.push({ type: 'user.select', id: 'c-9' });
  }
  if (!hasTab('c-4')) cases.push(created(PUSHED_CASE));
  cases.push(created(caseOn('c-5', 27, { patient_id: 'p-2' })), created(caseOn('c-6', 27, { assignee_id: COLLEAGUE.id })));
  if (hasTab('c-1') && c.cases.find((t) => t.id === 'c-1')!.status === 'active') {
    cases.push(push('PatientCaseCompleted', { case_id: 'c-1', version: 2 }), push('PatientCaseCancelled', { case_id: 'c-1', version: 2, reason: null }));
  }
  cases.push(push('PatientCaseCompleted', { case_id: 'c-9', version: 2 }));
  return cases;
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  expect(run.world.listening).toBe(true);
  expect(ids(c.cases)).toEqual(ids(newestCasesFirst(c.cases)));
  expect(new Set(ids(c.cases)).size).toBe(c.cases.length);
  if (s.matches('ready')) expect(c.selected === null ? c.cases.length === 0 : ids(c.cases).includes(c.selected)).toBe(true);
  expect(s.hasTag('opening')).toBe(s.matches({ ready: 'opening' }));
  if (s.matches({ ready: 'opening' })) expect(run.invocations.inputs('open case').at(-1)).toEqual({ patientId: 'p-1', clientId: c.clientId });
  if (s.matches({ ready: 'idle' })) expect(c.stale).toBe(false);
  if (s.matches('failed')) expect(c.error?.code).toBe('network');
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = (src: string) => {
    const n = run.invocations.count(src) - (run.world.calls[src] ?? 0);
    run.world.calls[src] = run.invocations.count(src);
    return n;
  };
  const loads = started('load cases');
  const opens = started('open case');
  const alerts = run.world.alerts.splice(0);
  const b = ctx(before);
  const a = ctx(after);
  // Only a failed opening raises the general alert; a failed load shows its own error face.
  expect(alerts).toEqual(event.type === failed(OPENED).type ? ['network'] : []);
  if (event.type === failed(LOADED).type) {
    expect(after.matches('failed')).toBe(true);
    expect(a.error?.code).toBe('network');
  }

  if (event.type === 'user.openCase') {
    expect(opens).toBe(before.matches({ ready: 'idle' }) ? 1 : 0);
    // The id of an attempt that failed is used again; a fresh one otherwise.
    if (opens) expect(a.clientId).toBe(b.clientId ?? event.clientId);
  }
  if (event.type === OPENED) {
    expect(a.selected).toBe(OPENED_CASE.id);
    expect(a.clientId).toBeNull();
  }
  if (event.type === failed(OPENED).type) expect(a.clientId).toBe(b.clientId);
  if (event.type === 'server.PatientCaseCreated') {
    const c = (event as unknown as ReturnType<typeof created>).payload.case;
    const mine = c.patient_id === 'p-1' && c.assignee_id === DOCTOR.id;
    if (mine) {
      expect(ids(a.cases)).toContain(c.id);
      expect(a.selected).toBe(c.id);
    } else expect(a.cases).toEqual(b.cases);
  }
  if (event.type === 'server.PatientCaseCompleted' || event.type === 'server.PatientCaseCancelled') {
    const id = (event as unknown as { payload: { case_id: string } }).payload.case_id;
    const status = event.type === 'server.PatientCaseCompleted' ? 'completed' : 'cancelled';
    expect(a.cases.map((t) => (t.id === id ? status : t.status))).toEqual(a.cases.map((t) => t.status));
    expect(ids(a.cases)).toEqual(ids(b.cases));
  }
  if (event.type === 'user.select') {
    const known = before.matches('ready') && b.cases.some((t) => t.id === event.id);
    expect(a.selected).toBe(known ? event.id : b.selected);
  }
  if (event.type === 'socket.connected') expect(loads).toBe(before.matches('loading') || before.matches('failed') || before.matches({ ready: 'idle' }) ? 1 : 0);
  if (event.type === 'user.retry') expect(loads).toBe(before.matches('failed') ? 1 : 0);
  if (event.type === LOADED || event.type === RELOADED) {
    // The answer is the list, plus tabs pushed while it loaded (then loaded once more).
    expect(ids(a.cases)).toEqual(ids(newestCasesFirst(b.stale ? [...(event.output as CaseListItem[]), ...b.cases.filter((t) => t.id !== OLD.id)] : (event.output as CaseListItem[]))));
    expect(loads).toBe(b.stale ? 1 : 0);
  }
}

const TRANSITIONS = [
  '(root): server.PatientCaseCancelled [is a tab] → (stays)',
  '(root): server.PatientCaseCompleted [is a tab] → (stays)',
  '(root): server.PatientCaseCreated [is for this panel] → (stays)',
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'loading: done (load cases) → ready',
  'loading: error (load cases) → failed',
  'loading: server.PatientCaseCreated [is for this panel] → (stays)',
  'loading: socket.connected → loading (re-entered)',
  'ready.idle: always [is stale] → ready.reloading',
  'ready.idle: user.openCase → ready.opening',
  'ready.opening: done (open case) → ready.idle',
  'ready.opening: error (open case) → ready.idle',
  'ready.reloading: done (load cases) → ready.idle',
  'ready.reloading: error (load cases) → ready.idle',
  'ready.reloading: server.PatientCaseCreated [is for this panel] → (stays)',
  'ready: socket.connected → (stays)',
  'ready: user.select [is a tab] → (stays)',
];

describeModelWalk<World, CasePanelInput>('the case panel machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { patientId: 'p-1', doctorId: DOCTOR.id }, events }],
  world: () => ({ alerts: [], listening: false, calls: { 'load cases': 1 } }),
  invariant,
  effects,
  stopWhen: (s) => ctx(s).cases.length >= 3 || ctx(s).cases.some((t) => t.status !== 'active' && t.id === 'c-1' && ctx(s).cases.length > 1),
  stopped: (_, run) => expect(run.world.listening).toBe(false),
  timeout: 120_000,
});

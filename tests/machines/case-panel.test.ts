import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { casePanelMachine } from '../../src/machines/cases/case-panel.machine';
import { caseListItem } from '../../src/protocol/cases';
import type { CaseListItem } from '../../src/protocol/case-schemas';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';
import { aCase, COLLEAGUE, DOCTOR, push } from './case-fakes';

function start() {
  const calls = new Invocations();
  const alerts: string[] = [];
  let pushes: ((e: unknown) => void) | null = null;
  let listening = false;
  const actor = createActor(
    casePanelMachine.provide({
      actors: {
        'load cases': fromPromise(({ input }) => calls.start('load cases', input)),
        'open case': fromPromise(({ input }) => calls.start('open case', input)),
        'live pushes': fromCallback(({ sendBack }) => {
          pushes = sendBack as (e: unknown) => void;
          listening = true;
          return () => {
            listening = false;
          };
        }),
      },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
    { input: { patientId: 'p-1', doctorId: DOCTOR.id } },
  ).start();
  const snap = () => actor.getSnapshot();
  return { actor: actor as typeof actor & AnyActorRef, calls, alerts, push: (e: unknown) => pushes!(e), listening: () => listening, snap };
}

/** A tab: case `id` of Nino's with Dr Giorgi, started on day `day` of November 2026. */
const tab = (id: string, day: number, over: Partial<CaseListItem> = {}) =>
  caseListItem(aCase({ id, start_time: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`, created_at: `2026-11-${String(day).padStart(2, '0')}T06:00:00.000Z`, ...over } as never));

const created = (id: string, day: number, over = {}) =>
  push('PatientCaseCreated', { case_id: id, version: 1, case: aCase({ id, start_time: `2026-11-${day}T06:00:00.000Z`, created_at: `2026-11-${day}T06:00:00.000Z`, ...over }) });

async function loaded(tabs: CaseListItem[] = [tab('c-1', 10), tab('c-2', 20)]) {
  const t = start();
  t.calls.resolve('load cases', tabs);
  await settle();
  return t;
}

describe('the case panel', () => {
  it('loads the patient\'s cases as tabs, newest first, the newest selected', async () => {
    const t = start();
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.listening()).toBe(true);
    expect(t.calls.inputs('load cases')).toEqual([{ patientId: 'p-1' }]);
    t.calls.resolve('load cases', [tab('c-1', 10), tab('c-2', 20)]);
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-2', 'c-1']);
    expect(t.snap().context.selected).toBe('c-2');
    t.actor.stop();
    expect(t.listening()).toBe(false);
  });

  it('selects nothing when the patient has no case', async () => {
    const t = await loaded([]);
    expect(t.snap().context.selected).toBeNull();
  });

  it('shows the error face without the general alert, and loads again on retry or reconnect', async () => {
    const t = start();
    t.calls.reject('load cases', new AppError('network', 0));
    await settle();
    // The error face says what failed; the general alert is not raised as well.
    expect(t.snap().hasTag('failed')).toBe(true);
    expect(t.snap().context.error?.code).toBe('network');
    expect(t.alerts).toEqual([]);
    t.actor.send({ type: 'user.retry' });
    t.calls.reject('load cases', new AppError('network', 0));
    await settle();
    t.push({ type: 'socket.connected' });
    t.calls.resolve('load cases', []);
    await settle();
    expect(t.snap().hasTag('ready')).toBe(true);
    expect(t.snap().context.error).toBeNull();
  });

  it('starts the load again when the connection comes back during it', async () => {
    const t = start();
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load cases')).toBe(2);
  });

  it('selects a tab the doctor picks, and only a tab', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.select', id: 'c-1' });
    expect(t.snap().context.selected).toBe('c-1');
    t.actor.send({ type: 'user.select', id: 'c-9' });
    expect(t.snap().context.selected).toBe('c-1');
  });

  it('opens a new case with one client id per attempt, kept for a repeat after a failure', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.openCase', clientId: 'attempt-1' });
    expect(t.snap().hasTag('opening')).toBe(true);
    expect(t.calls.inputs('open case')).toEqual([{ patientId: 'p-1', clientId: 'attempt-1' }]);
    t.calls.reject('open case', new AppError('network', 0));
    await settle();
    expect(t.alerts).toEqual(['network']);
    expect(t.snap().value).toEqual({ ready: 'idle' });
    t.actor.send({ type: 'user.openCase', clientId: 'attempt-2' });
    expect(t.calls.inputs('open case')[1]).toEqual({ patientId: 'p-1', clientId: 'attempt-1' });
    t.calls.resolve('open case', aCase({ id: 'c-3', start_time: '2026-11-25T06:00:00.000Z' }));
    await settle();
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-3', 'c-2', 'c-1']);
    expect(t.snap().context.selected).toBe('c-3');
    expect(t.snap().context.clientId).toBeNull();
    t.actor.send({ type: 'user.openCase', clientId: 'attempt-3' });
    expect(t.calls.inputs('open case')[2]).toEqual({ patientId: 'p-1', clientId: 'attempt-3' });
  });

  it('opens the tab of a case created live for its patient and doctor, and selects it', async () => {
    const t = await loaded();
    t.push(created('c-4', 26));
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-4', 'c-2', 'c-1']);
    expect(t.snap().context.selected).toBe('c-4');
    // The same case again (its answer after the push) stays one tab.
    t.push(created('c-4', 26));
    expect(t.snap().context.cases).toHaveLength(3);
  });

  it('ignores a case created for another patient or by another doctor', async () => {
    const t = await loaded();
    t.push(created('c-5', 26, { patient_id: 'p-2' }));
    t.push(created('c-6', 26, { assignee_id: COLLEAGUE.id }));
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-2', 'c-1']);
    expect(t.snap().context.selected).toBe('c-2');
  });

  it('updates a tab\'s status when its case is completed or cancelled', async () => {
    const t = await loaded();
    t.push(push('PatientCaseCompleted', { case_id: 'c-1', version: 9 }));
    t.push(push('PatientCaseCancelled', { case_id: 'c-2', version: 4, reason: null }));
    t.push(push('PatientCaseCancelled', { case_id: 'c-9', version: 4, reason: null }));
    expect(t.snap().context.cases.map((c) => [c.id, c.status])).toEqual([['c-2', 'cancelled'], ['c-1', 'completed']]);
  });

  it('keeps a case pushed during the load beside the answer, selected, and loads once more', async () => {
    const t = start();
    t.push(created('c-4', 26));
    t.calls.resolve('load cases', [tab('c-1', 10)]);
    await settle();
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-4', 'c-1']);
    expect(t.snap().context.selected).toBe('c-4');
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    t.calls.resolve('load cases', [tab('c-1', 10), tab('c-4', 26)]);
    await settle();
    expect(t.snap().value).toEqual({ ready: 'idle' });
    expect(t.snap().context.selected).toBe('c-4');
  });

  it('loads the tabs again quietly after a reconnect, keeping them when that fails', async () => {
    const t = await loaded();
    t.push({ type: 'socket.connected' });
    expect(t.snap().value).toEqual({ ready: 'reloading' });
    expect(t.snap().hasTag('refreshing')).toBe(true);
    t.calls.reject('load cases', new AppError('network', 0));
    await settle();
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-2', 'c-1']);
    expect(t.alerts).toEqual([]);
    t.push({ type: 'socket.connected' });
    t.push(created('c-4', 26));
    // A case arrived during this load: the answer may be older than it, so nothing goes yet.
    t.calls.resolve('load cases', [tab('c-1', 10)]);
    await settle();
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-4', 'c-2', 'c-1']);
    // The next answer is the list; the selected tab it no longer has gives way to the newest.
    t.calls.resolve('load cases', [tab('c-1', 10)]);
    await settle();
    expect(t.snap().context.cases.map((c) => c.id)).toEqual(['c-1']);
    expect(t.snap().context.selected).toBe('c-1');
  });

  it('loads again after an opening the connection came back during', async () => {
    const t = await loaded();
    t.actor.send({ type: 'user.openCase', clientId: 'attempt-1' });
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load cases')).toBe(1);
    t.calls.resolve('open case', aCase({ id: 'c-3', start_time: '2026-11-25T06:00:00.000Z' }));
    await settle();
    expect(t.snap().value).toEqual({ ready: 'reloading' });
  });
});

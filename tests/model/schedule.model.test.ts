import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { scheduleMachine, SCHEDULE_PUSH_EVENTS, type ScheduleContext, type ScheduleRequest } from '../../src/machines/schedules/schedule.machine';
import type { Viewer } from '../../src/machines/schedules/schedule-rules';
import { AppError } from '../../src/protocol/errors';
import type { Schedule, ScheduleStatus } from '../../src/protocol/schedules';
import { DOCTOR, OPERATOR, OTHER_DOCTOR, PATIENT, schedule } from '../machines/schedule-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  alerts: AppError[];
  listening: boolean;
  calls: Record<string, number>;
}

const SERVICES = ['load schedule', 'send request'] as const;

const machine = (run: Run<World>) =>
  scheduleMachine.provide({
    actors: {
      'load schedule': fromPromise(({ input }) => run.invocations.start('load schedule', input)),
      'send request': fromPromise(({ input }) => run.invocations.start('send request', input)),
      'live pushes': fromCallback(() => {
        run.world.listening = true;
        return () => {
          run.world.listening = false;
        };
      }),
    },
    actions: { 'report failure': (_, params) => run.world.alerts.push(params.error) },
  });

const LOADED = 'xstate.done.actor.loadSchedule';
const SENT = 'xstate.done.actor.sendRequest';
const failed = (done: string, error: AppError) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error });
const OFFLINE = new AppError('network', 0);
const GONE = new AppError('schedule.not_found', 404);
const CONFLICT = new AppError('event.conflict', 409);
const REFUSED = new AppError('schedule.cancel_too_late', 422);
/** Walks stop at this version: every transition is reachable well before it. */
const LAST_VERSION = 3;
const LATER = '2026-11-26T07:00:00.000Z';
const FILE = new Blob(['%PDF'], { type: 'application/pdf' });

const ctx = (s: AnyMachineSnapshot) => s.context as ScheduleContext;

/** Who may do what from where, written out by hand (the table of src/protocol/schedules.ts, with the reasons of each side). */
const MAY: Record<string, Partial<Record<ScheduleRequest['action'], readonly ScheduleStatus[]>>> = {
  [PATIENT.id]: { cancel: ['created', 'pending'], reschedule: ['created', 'pending'], bind_interview: ['created', 'pending', 'activated'], add_file: ['created', 'pending', 'activated'] },
  [DOCTOR.id]: { confirm: ['created'], activate: ['created', 'pending'], complete: ['activated'], cancel: ['created', 'pending'], reschedule: ['created', 'pending'], ask_interview: ['created', 'pending'] },
  [OPERATOR.id]: { confirm: ['created'], cancel: ['created', 'pending'], reschedule: ['created', 'pending'], reassign: ['created', 'pending'], ask_interview: ['created', 'pending'] },
};

/** The person's events, each with the request it asks for (cancel with a reason only the clinic side may give, too). */
const USER: Array<{ event: EventCase; request: ScheduleRequest; clinicOnly?: boolean }> = [
  { event: { type: 'user.confirm' }, request: { action: 'confirm' } },
  { event: { type: 'user.activate' }, request: { action: 'activate' } },
  { event: { type: 'user.complete' }, request: { action: 'complete' } },
  { event: { type: 'user.askInterview' }, request: { action: 'ask_interview' } },
  { event: { type: 'user.cancel', reason: 'patient_request' }, request: { action: 'cancel', reason: 'patient_request' } },
  { event: { type: 'user.cancel', reason: 'no_show', note: 'არ მოვიდა' }, request: { action: 'cancel', reason: 'no_show', note: 'არ მოვიდა' }, clinicOnly: true },
  { event: { type: 'user.reschedule', start_time: LATER }, request: { action: 'reschedule', start_time: LATER } },
  { event: { type: 'user.reassign', assignee_id: OTHER_DOCTOR.id }, request: { action: 'reassign', assignee_id: OTHER_DOCTOR.id } },
  { event: { type: 'user.bindInterview', interview_id: 'iv-1' }, request: { action: 'bind_interview', interview_id: 'iv-1' } },
  { event: { type: 'user.addFile', file: FILE }, request: { action: 'add_file', file: FILE } },
];

/** Whether the viewer may ask for `request` of `s` (what changes nothing is refused too). */
function allowed(viewer: Viewer, s: Schedule, request: ScheduleRequest, clinicOnly = false): boolean {
  if (!(MAY[viewer.id][request.action] ?? []).includes(s.status)) return false;
  if (clinicOnly && viewer.id === PATIENT.id) return false;
  if (request.action === 'reschedule') return s.start_time !== request.start_time;
  if (request.action === 'reassign') return s.assignee_id !== request.assignee_id;
  if (request.action === 'bind_interview') return s.interview_id !== request.interview_id;
  return true;
}

const NEXT: Partial<Record<ScheduleRequest['action'], ScheduleStatus>> = { confirm: 'pending', activate: 'activated', complete: 'completed', cancel: 'cancelled' };

/** The server's answer to a request: the schedule one version on, changed as asked. */
function answerTo(s: Schedule, r: ScheduleRequest): Schedule {
  const next = { ...s, version: s.version + 1, status: NEXT[r.action] ?? s.status };
  if (r.action === 'reschedule') return { ...next, start_time: r.start_time };
  if (r.action === 'reassign') return { ...next, assignee_id: r.assignee_id };
  if (r.action === 'bind_interview') return { ...next, interview_id: r.interview_id, interview_status: 'bound' };
  if (r.action === 'ask_interview') return { ...next, interview_status: 'requested' };
  return next;
}

/** What each push says happened (its status), from the schedule as the model knows it. */
const PUSH_STATUS: Record<string, ScheduleStatus | null> = {
  'server.ScheduleCreated': 'created',
  'server.ScheduleGotPending': 'pending',
  'server.ScheduleActivated': 'activated',
  'server.ScheduleCompleted': 'completed',
  'server.ScheduleCancelled': 'cancelled',
};

/** The same cases for every viewer: what each may do is the machine's to decide (and the effects' to check). */
function events() {
  return (s: AnyMachineSnapshot): EventCase[] => {
    const c = ctx(s);
    const known = c.schedule;
    const cases: EventCase[] = [{ type: 'user.retry' }, { type: 'socket.connected' }];
    if (s.matches('loading')) {
      // The first answer; after a conflict someone else's change (one version on); an older answer than a push already shown.
      const answer = known ? { ...known, version: known.version + (c.conflict ? 1 : 0) } : schedule();
      cases.push({ type: LOADED, output: answer }, failed(LOADED, OFFLINE), failed(LOADED, GONE));
      if (known && known.version > 1) cases.push({ type: LOADED, output: { ...known, version: known.version - 1, comment: 'older' } });
    }
    if (s.matches('ready')) for (const u of USER) cases.push(u.event);
    if (s.matches('acting') && known && c.request) cases.push({ type: SENT, output: answerTo(known, c.request) }, failed(SENT, CONFLICT), failed(SENT, REFUSED));
    if (known && !s.matches('acting')) {
      // Every push type once, one version on; a stale one; one about another appointment.
      for (const type of SCHEDULE_PUSH_EVENTS) cases.push({ type, payload: { ...known, version: known.version + 1, status: PUSH_STATUS[type] ?? known.status } });
      if (known.version > 1) cases.push({ type: 'server.ScheduleCancelled', payload: { ...known, version: known.version - 1, status: 'cancelled' } });
      cases.push({ type: 'server.ScheduleCancelled', payload: schedule({ id: 's-2', version: 9, status: 'cancelled' }) });
    }
    return cases;
  };
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  expect(run.world.listening, 'pushes are listened to from the start').toBe(true);
  const acting = s.matches('acting');
  expect(s.hasTag('busy')).toBe(acting);
  expect(c.request !== null).toBe(acting);
  if (c.stale) expect(acting).toBe(true);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  if (c.schedule) expect(c.schedule.id).toBe('s-1');
  // Ready shows the status of the schedule shown.
  if (s.matches('ready')) expect(s.hasTag(c.schedule!.status)).toBe(true);
  if (s.matches('failed') || s.matches('notFound')) expect(c.error).not.toBeNull();
  if (acting) expect(run.invocations.inputs('send request').at(-1)).toEqual({ id: 's-1', version: c.schedule!.version, request: c.request });
}

function effects(viewer: Viewer) {
  return (event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) => {
    const started = Object.fromEntries(SERVICES.map((src) => [src, run.invocations.count(src) - (run.world.calls[src] ?? 0)]));
    for (const src of SERVICES) run.world.calls[src] = run.invocations.count(src);
    const alerts = run.world.alerts.splice(0);
    const b = ctx(before);
    const a = ctx(after);

    // A load starts on a retry, on a reconnect unless an action runs, after a conflict, and after
    // an action the connection came back during.
    const reloads =
      event.type === 'user.retry' ||
      (event.type === 'socket.connected' && !before.matches('acting')) ||
      (event.type === failed(SENT, CONFLICT).type && (event.error as AppError).code === 'event.conflict') ||
      ((event.type === SENT || event.type === failed(SENT, CONFLICT).type) && b.stale);
    const retryable = before.matches('failed') || before.matches('notFound');
    expect(started['load schedule']).toBe(reloads && (event.type !== 'user.retry' || retryable) ? 1 : 0);

    if (event.type === 'socket.connected' && before.matches('acting')) expect(a).toEqual({ ...b, stale: true });

    const user = USER.find((u) => u.event === event || JSON.stringify(u.event) === JSON.stringify(event));
    if (user && before.matches('ready')) {
      const may = allowed(viewer, b.schedule!, user.request, user.clinicOnly);
      expect(started['send request']).toBe(may ? 1 : 0);
      if (may) expect(a).toEqual({ ...b, request: user.request, conflict: false });
      else expect(a).toEqual(b);
    }

    if (event.type === LOADED) {
      const answer = event.output as Schedule;
      expect(a.schedule).toEqual(!b.schedule || answer.version >= b.schedule.version ? answer : b.schedule);
      expect(a.conflict).toBe(b.conflict);
    }
    if (event.type === SENT) {
      expect(a.schedule).toEqual(event.output);
      expect(a.request).toBeNull();
    }
    if (event.type === failed(SENT, CONFLICT).type) {
      const conflict = (event.error as AppError).code === 'event.conflict';
      expect(alerts.map((e) => e.code)).toEqual(conflict ? [] : [(event.error as AppError).code]);
      expect(a.conflict).toBe(conflict);
      expect(a.schedule).toEqual(b.schedule);
    } else expect(alerts).toEqual([]);

    if (event.type.startsWith('server.Schedule')) {
      const pushed = event.payload as Schedule;
      const news = pushed.id === 's-1' && (!b.schedule || pushed.version > b.schedule.version);
      expect(a.schedule).toEqual(news ? pushed : b.schedule);
    }
  };
}

const TRANSITIONS = [
  ...SCHEDULE_PUSH_EVENTS.map((type) => `(root): ${type} [is news] → (stays)`),
  'acting: done (send request) [else] → ready',
  'acting: done (send request) [is stale] → loading',
  'acting: error (send request) [else] → ready',
  'acting: error (send request) [is conflict] → loading',
  'acting: error (send request) [is stale] → loading',
  'acting: socket.connected → (stays)',
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'loading: done (load schedule) → ready',
  'loading: error (load schedule) [else] → failed',
  'loading: error (load schedule) [is not found] → notFound',
  'loading: socket.connected → loading (re-entered)',
  'notFound: socket.connected → loading',
  'notFound: user.retry → loading',
  ...(['activated', 'cancelled', 'completed', 'created', 'pending'] as const).flatMap((st) => [`ready.${st}: always [status is not] → ready.routing`, `ready.routing: always [status is] → ready.${st}`]),
  'ready: socket.connected → loading',
  'ready: user.activate [may request] → acting',
  'ready: user.addFile [may request] → acting',
  'ready: user.askInterview [may request] → acting',
  'ready: user.bindInterview [may request] → acting',
  'ready: user.cancel [may request] → acting',
  'ready: user.complete [may request] → acting',
  'ready: user.confirm [may request] → acting',
  'ready: user.reassign [may request] → acting',
  'ready: user.reschedule [may request] → acting',
];

describeModelWalk<World, { id: string; viewer: Viewer }>('the appointment machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [DOCTOR, OPERATOR, PATIENT].map((viewer) => ({ input: { id: 's-1', viewer }, events: events() })),
  world: () => ({ alerts: [], listening: false, calls: { 'load schedule': 1 } }),
  invariant,
  effects: (event, before, after, run) => effects(ctx(before).viewer)(event, before, after, run),
  stopWhen: (s) => (ctx(s).schedule?.version ?? 0) >= LAST_VERSION,
  stopped: (_, run) => expect(run.world.listening).toBe(false),
  timeout: 600_000,
});

import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { CASE_PUSH_EVENTS, caseMachine, OUTCOMES_KEPT, type CaseContext, type CaseInput } from '../../src/machines/cases/case.machine';
import { mayGive, type CaseCommand } from '../../src/machines/cases/case-rules';
import { applyCaseEvent, type Case } from '../../src/protocol/cases';
import { AppError } from '../../src/protocol/errors';
import { aCase, asEvent, DOCTOR, everyPush, PATIENT, push } from '../machines/case-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  alerts: string[];
  listening: boolean;
  calls: Record<string, number>;
}

const machine = (run: Run<World>) =>
  caseMachine.provide({
    actors: {
      'load case': fromPromise(({ input }) => run.invocations.start('load case', input)),
      'send command': fromPromise(({ input }) => run.invocations.start('send command', input)),
      'live pushes': fromCallback(() => {
        run.world.listening = true;
        return () => {
          run.world.listening = false;
        };
      }),
    },
    actions: { 'report failure': (_, params) => run.world.alerts.push(params.error.code) },
  });

const LOADED = 'xstate.done.actor.loadCase';
const RELOADED = 'xstate.done.actor.reloadCase';
const SENT = 'xstate.done.actor.sendCommand';
const failed = (done: string, error: AppError) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error });
const OFFLINE = new AppError('network', 0);
const GONE = new AppError('case.not_found', 404);
const REFUSED = new AppError('case.unknown_symptom', 422);
const conflict = (current?: Case) => new AppError('event.conflict', 409, current ? { current } : {});
/** Walks stop at this version, or after a push of the sweep (each push type once, from the first case shown). */
const LAST_VERSION = 2;
const SWEEP = '2026-11-21T09:59:00.000Z';
const MAX_UPLOAD = 1024;
// Files as plain objects with a size: what the machine reads of a file, and distinct when the walk serializes events.
const SMALL = { name: 'small.pdf', size: 4 } as unknown as Blob;
const LARGE = { name: 'large.pdf', size: MAX_UPLOAD + 1 } as unknown as Blob;

const ctx = (s: AnyMachineSnapshot) => s.context as CaseContext;
const comment = (c: Case | null): CaseCommand => ({ type: 'update_comment', comment: `note ${c?.version ?? 0}` });

/** The first case shown, untouched: where the walk tries everything once. */
const isFresh = (s: AnyMachineSnapshot) => {
  const c = ctx(s);
  return s.matches({ ready: 'idle' }) && c.case?.version === 1 && c.outcomes.length === 0 && !c.conflict;
};

/** What the person tries: a comment (a different one at each version) everywhere; a file within the limit and one above it on the first case shown. */
function commands(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  if (c.queue.length > 0) return [];
  const cases: EventCase[] = [{ type: 'user.command', command: comment(c.case), ticket: `t${c.case?.version ?? 0}` }];
  if (isFresh(s)) cases.push({ type: 'user.command', command: { type: 'upload_file', file: SMALL } }, { type: 'user.command', command: { type: 'upload_file', file: LARGE } });
  return cases;
}

/** The server's answer to a command: the case one version on. */
const answerTo = (known: Case, command: CaseCommand): Case => ({ ...known, version: known.version + 1, ...(command.type === 'update_comment' ? { comment: command.comment } : {}) });

function events(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const known = c.case;
  const cases: EventCase[] = [{ type: 'socket.connected' }];
  if (s.matches('failed') || s.matches('notFound') || isFresh(s)) cases.push({ type: 'user.retry' });
  if (c.conflict || isFresh(s)) cases.push({ type: 'user.dismissConflict' });
  if (s.matches('loading')) {
    cases.push({ type: LOADED, output: known ?? aCase() }, failed(LOADED, OFFLINE), failed(LOADED, GONE));
    // A push while loading: the case is not there to apply it to (a gap).
    cases.push(push('PatientCaseCreated', { version: 1, case: aCase() }));
  }
  if (s.matches('ready')) cases.push(...commands(s));
  if (s.matches({ ready: 'sending' }) && known && c.pending) {
    cases.push({ type: SENT, output: answerTo(known, c.pending.command) }, failed(SENT, conflict({ ...known, version: known.version + 1, comment: 'theirs' })), failed(SENT, conflict()), failed(SENT, REFUSED));
  }
  if (s.matches({ ready: 'reloading' }) && known) cases.push({ type: RELOADED, output: { ...known, version: known.version + 1, comment: 'reloaded' } }, { type: RELOADED, output: known }, failed(RELOADED, OFFLINE));
  if (known) {
    if (isFresh(s)) {
      // The sweep: every push type as the next version (marked to stop there), and as a gap.
      for (const p of everyPush(1, SWEEP)) cases.push(p.type === 'server.PatientCaseCreated' ? push('PatientCaseCreated', { version: 2, at: SWEEP, case: aCase({ version: 2, updated_at: SWEEP }) }) : p);
      for (const p of everyPush(2, SWEEP)) if (p.type !== 'server.PatientCaseCreated') cases.push(p);
    } else if (!s.matches({ ready: 'idle' })) {
      // During a command or a reload: the next version, a gap, an old one, another case's.
      cases.push(push('PatientCaseCommentUpdated', { version: known.version + 1, comment: 'pushed' }));
      cases.push(push('PatientCaseCommentUpdated', { version: known.version + 2, comment: 'after a gap' }));
      cases.push(push('PatientCaseCommentUpdated', { version: known.version, comment: 'old' }));
      cases.push(push('PatientCaseCommentUpdated', { version: known.version + 1, comment: 'another case', case_id: 'c-2' }));
    }
  }
  return cases;
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  expect(run.world.listening, 'pushes are listened to from the start').toBe(true);
  const sending = s.matches({ ready: 'sending' });
  expect(s.hasTag('busy')).toBe(sending);
  expect(c.pending !== null).toBe(sending);
  if (!s.matches('ready')) expect(c.queue).toEqual([]);
  if (s.matches('ready')) expect(c.case?.id).toBe('c-1');
  if (s.matches('failed') || s.matches('notFound')) expect(c.error).not.toBeNull();
  if (s.matches({ ready: 'idle' })) {
    // Idle means nothing is owed: no reload and no waiting command.
    expect(c.stale).toBe(false);
    expect(c.queue).toEqual([]);
  }
  expect(c.outcomes.length).toBeLessThanOrEqual(OUTCOMES_KEPT);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = (src: string) => {
    const n = run.invocations.count(src) - (run.world.calls[src] ?? 0);
    run.world.calls[src] = run.invocations.count(src);
    return n;
  };
  const loads = started('load case');
  const sends = started('send command');
  const alerts = run.world.alerts.splice(0);
  const b = ctx(before);
  const a = ctx(after);

  if (event.type === 'user.command') {
    const command = event.command as CaseCommand;
    const tooLarge = command.type === 'upload_file' && command.file.size > MAX_UPLOAD;
    expect(alerts).toEqual(before.matches('ready') && tooLarge ? ['upload.too_large'] : []);
    const taken = before.matches('ready') && !tooLarge && mayGive(b.case!, b.viewer.id, command);
    const sentNow = taken && before.matches({ ready: 'idle' });
    expect(sends).toBe(sentNow ? 1 : 0);
    if (sentNow) expect(run.invocations.inputs('send command').at(-1)).toEqual({ id: 'c-1', version: b.case!.version, command });
    if (taken && !sentNow) expect(a.queue.at(-1)?.command).toEqual(command);
    if (taken) expect(a.conflict).toBe(false);
    if (!taken) expect(a).toEqual(b);
    return;
  }
  if (event.type === SENT || event.type === failed(SENT, REFUSED).type) {
    // After a command: a reload first when the case may be behind, else the next waiting command.
    const conflictWithout = event.type !== SENT && (event.error as AppError).code === 'event.conflict' && !(event.error as AppError).current;
    if (event.type === SENT || !conflictWithout) expect(loads).toBe(b.stale ? 1 : 0);
    expect(sends).toBe(!b.stale && !conflictWithout && b.queue.length > 0 && (event.type === SENT || (event.error as AppError).code !== 'event.conflict') ? 1 : 0);
  }
  if (event.type === SENT) {
    const answer = event.output as Case;
    expect(a.case).toEqual(answer.version > b.case!.version ? answer : b.case);
    if (b.pending?.ticket) expect(a.outcomes.at(-1)).toEqual({ ticket: b.pending.ticket, saved: true });
  }
  if (event.type === failed(SENT, REFUSED).type) {
    const error = event.error as AppError;
    const isConflict = error.code === 'event.conflict';
    expect(alerts).toEqual(isConflict ? [] : [error.code]);
    expect(a.conflict).toBe(isConflict || b.conflict);
    if (isConflict) {
      expect(a.queue).toEqual([]);
      expect(a.case).toEqual(error.current ?? b.case);
      // Without the fresh case in the answer, it is loaded (as it is when it was behind already).
      expect(loads).toBe(error.current && !b.stale ? 0 : 1);
    } else expect(a.case).toEqual(b.case);
    if (b.pending?.ticket) expect(a.outcomes).toContainEqual({ ticket: b.pending.ticket, saved: false });
  } else if (event.type !== 'user.command') expect(alerts).toEqual([]);

  if (event.type.startsWith('server.')) {
    const p = event as unknown as ReturnType<typeof push>;
    const applied = b.case ? applyCaseEvent(b.case, asEvent(p)) : b.case;
    const about = p.payload.case_id === 'c-1';
    const gap = about && (!b.case || p.payload.version > b.case.version + 1);
    expect(a.case).toEqual(about ? applied : b.case);
    // A gap noticed while idle loads at once; during a load or a command, once that is done.
    expect(loads).toBe(gap && applied === b.case && before.matches({ ready: 'idle' }) ? 1 : 0);
  }
  if (event.type === 'socket.connected') {
    const reloadsNow = before.matches('loading') || before.matches('failed') || before.matches('notFound') || before.matches({ ready: 'idle' });
    expect(loads).toBe(reloadsNow ? 1 : 0);
  }
  if (event.type === 'user.retry') expect(loads).toBe(before.matches('failed') || before.matches('notFound') ? 1 : 0);
  if (event.type === 'user.dismissConflict') expect(a.conflict).toBe(before.matches('ready') ? false : b.conflict);
  if (event.type === LOADED || event.type === RELOADED) expect(a.case?.version).toBe(Math.max(b.case?.version ?? 0, (event.output as Case).version));
}

const PUSH_TRANSITIONS = CASE_PUSH_EVENTS.flatMap((type) => [`(root): ${type} [applies] → (stays)`, `(root): ${type} [is gap] → (stays)`]);

const TRANSITIONS = [
  ...PUSH_TRANSITIONS,
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'loading: done (load case) → ready',
  'loading: error (load case) [else] → failed',
  'loading: error (load case) [is not found] → notFound',
  'loading: socket.connected → loading (re-entered)',
  'notFound: socket.connected → loading',
  'notFound: user.retry → loading',
  'ready.idle: always [has queued] → ready.sending',
  'ready.idle: always [is stale] → ready.reloading',
  'ready.reloading: done (load case) → ready.idle',
  'ready.reloading: error (load case) → ready.idle',
  'ready.sending: done (send command) → ready.idle',
  'ready.sending: error (send command) [else] → ready.idle',
  'ready.sending: error (send command) [is conflict] → ready.idle',
  'ready: socket.connected → (stays)',
  'ready: user.command [is too large] → (stays)',
  'ready: user.command [may command] → (stays)',
  'ready: user.dismissConflict → (stays)',
];

describeModelWalk<World, CaseInput>('the case machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    { input: { id: 'c-1', viewer: DOCTOR, maxUploadBytes: MAX_UPLOAD }, events },
    // The patient reads: their commands are refused (the effects check it).
    { input: { id: 'c-1', viewer: PATIENT, maxUploadBytes: MAX_UPLOAD }, events: (s) => (s.matches('loading') ? [{ type: LOADED, output: aCase() }] : commands(s)) },
  ],
  world: () => ({ alerts: [], listening: false, calls: { 'load case': 1 } }),
  invariant,
  effects,
  stopWhen: (s) => (ctx(s).case?.version ?? 0) >= LAST_VERSION || ctx(s).case?.updated_at === SWEEP,
  stopped: (_, run) => expect(run.world.listening).toBe(false),
  timeout: 120_000,
});

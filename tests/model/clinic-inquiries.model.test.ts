import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { clinicInquiriesMachine, type ClinicInquiriesContext } from '../../src/machines/inquiries/clinic-inquiries.machine';
import { AppError } from '../../src/protocol/errors';
import type { ClinicInquiry } from '../../src/protocol/inquiries';
import { at, OPERATOR, PATIENT } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** Failures raised as the general alert. */
  alerts: AppError[];
  /** Whether the 'live pushes' callback is running (its cleanup ran when false). */
  listening: boolean;
  /** Calls of each service before the step, to see which a step started. */
  calls: Record<string, number>;
}

const SERVICES = ['load inquiries', 'join inquiry', 'complete inquiry'] as const;

const machine = (run: Run<World>) =>
  clinicInquiriesMachine.provide({
    actors: {
      'load inquiries': fromPromise(() => run.invocations.start('load inquiries', null)),
      'join inquiry': fromPromise(({ input }) => run.invocations.start('join inquiry', input)),
      'complete inquiry': fromPromise(({ input }) => run.invocations.start('complete inquiry', input)),
      'live pushes': fromCallback(() => {
        run.world.listening = true;
        return () => {
          run.world.listening = false;
        };
      }),
    },
    actions: { 'report failure': (_, params) => run.world.alerts.push(params.error) },
  });

const LOADED = 'xstate.done.actor.loadInquiries';
const JOINED = 'xstate.done.actor.joinInquiry';
const COMPLETED = 'xstate.done.actor.completeInquiry';
const failed = (done: string, error: AppError) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error });
const OFFLINE = new AppError('network', 0);

/** Inquiry `id` of clinic 7, opened at 10:<minute>, in `status`. */
function inquiry(id: string, minute: number, status: ClinicInquiry['status']): ClinicInquiry {
  const joined = status !== 'created';
  return {
    id,
    clinic_id: 7,
    patient_id: PATIENT.id,
    chat_space_id: `c-${id}`,
    status,
    created_at: at(minute),
    joined_by: joined ? OPERATOR.id : null,
    joined_at: joined ? at(minute + 10) : null,
    completed_at: status === 'completed' ? at(minute + 20) : null,
  };
}

/** When each inquiry of the walks was opened: `a` new, `b` already joined, `x` done, `c` pushed later. */
const OPENED_AT: Record<string, number> = { x: 0, a: 1, b: 2, c: 3 };
const as = (id: string, status: ClinicInquiry['status']) => inquiry(id, OPENED_AT[id], status);
/** The open inquiries as the server answers (newest first), with a completed one the list leaves out. */
const ANSWER = [as('b', 'joined'), as('a', 'created'), as('x', 'completed')];

const ctx = (s: AnyMachineSnapshot) => s.context as ClinicInquiriesContext;
const acting = (s: AnyMachineSnapshot) => ctx(s).acting;

/** The answers of a running join or complete: the inquiry it acted on, one step on. */
function actionAnswers(s: AnyMachineSnapshot): EventCase[] {
  const id = acting(s);
  if (id === null) return [];
  if (s.matches('joining')) return [{ type: JOINED, output: as(id, 'joined') }, failed(JOINED, new AppError('inquiry.already_joined', 409))];
  return [{ type: COMPLETED, output: as(id, 'completed') }, failed(COMPLETED, new AppError('inquiry.completed', 409))];
}

/**
 * Loading, failing and reconnecting (also while the list loads or an action runs); joining and completing from the list shown and from the list
 * while it reloads (which reloads again after); refusals; actions the list does not allow (joining
 * a joined one, completing one not listed). No pushes: the other walk is about them.
 */
function actions(s: AnyMachineSnapshot): EventCase[] {
  return [
    { type: LOADED, output: ANSWER },
    failed(LOADED, OFFLINE),
    { type: 'user.retry' },
    { type: 'socket.connected' },
    { type: 'user.join', id: 'a' },
    { type: 'user.join', id: 'b' },
    { type: 'user.complete', id: 'a' },
    { type: 'user.complete', id: 'b' },
    { type: 'user.complete', id: 'x' },
    ...actionAnswers(s),
  ];
}

/**
 * Pushes (a new inquiry, one joined, one completed) while the list loads (held
 * for its answer), after it failed, while it is shown and while `a` is being joined (also `a`
 * completed meanwhile, which its answer must not bring back); reconnects. Completing is left to
 * the other walk. While the list loads at most two pushes are held, the second one later news
 * (`c` joined, `b` completed): the model would otherwise grow without end.
 */
function pushes(s: AnyMachineSnapshot): EventCase[] {
  const { pushed } = ctx(s);
  const cases: EventCase[] = [
    { type: 'server.ClinicInquiryCreated', payload: as('c', 'created') },
    { type: 'server.ClinicInquiryJoined', payload: as('a', 'joined') },
    { type: 'server.ClinicInquiryJoined', payload: as('c', 'joined') },
    { type: 'server.ClinicInquiryCompleted', payload: as('b', 'completed') },
    ...(s.matches('joining') ? [{ type: 'server.ClinicInquiryCompleted', payload: as('a', 'completed') }] : []),
  ];
  // A second held push is later news: `c` joined, or `b` completed.
  const later = (c: EventCase) => (c.payload as ClinicInquiry).status !== 'created' && (c.payload as ClinicInquiry).id !== 'a';
  const holdable = cases.filter((c) => (pushed.length === 0 || (pushed.length === 1 && later(c))) && !pushed.some((p) => JSON.stringify(p) === JSON.stringify(c.payload)));
  return [
    { type: LOADED, output: ANSWER },
    failed(LOADED, OFFLINE),
    { type: 'socket.connected' },
    ...(s.matches('loading') ? holdable : cases),
    ...(s.matches('ready') ? [{ type: 'user.join', id: 'a' }] : []),
    ...actionAnswers(s),
  ];
}

const STEP = { created: 0, joined: 1, completed: 2 } as const;
const byId = (items: ClinicInquiry[]) => [...items].sort((x, y) => (x.id < y.id ? -1 : 1));

/**
 * The list a load's answer gives: each inquiry as far on as the answer or a push held meanwhile
 * says (a later word on the same step wins), without the completed ones and those closed.
 */
function afterLoad(answer: ClinicInquiry[], held: ClinicInquiry[], closed: string[]): ClinicInquiry[] {
  const latest = new Map<string, ClinicInquiry>();
  for (const i of [...answer, ...held]) {
    const known = latest.get(i.id);
    if (!known || STEP[i.status] >= STEP[known.status]) latest.set(i.id, i);
  }
  return byId([...latest.values()].filter((i) => i.status !== 'completed' && !closed.includes(i.id)));
}

/**
 * The list after one word about an inquiry (a push or an action's answer): in its place, or gone
 * (and closed) once completed; nothing changes when it says less than the list knows or the
 * inquiry was closed. The others stay as they were.
 */
function expectUpserted(b: ClinicInquiriesContext, a: ClinicInquiriesContext, inquiry: ClinicInquiry) {
  const known = b.items.find((i) => i.id === inquiry.id);
  const found = a.items.find((i) => i.id === inquiry.id);
  if (inquiry.status === 'completed') {
    expect(found).toBeUndefined();
    expect(a.closed).toContain(inquiry.id);
  } else if (b.closed.includes(inquiry.id)) expect(found).toBeUndefined();
  else if (known && STEP[known.status] > STEP[inquiry.status]) expect(found).toEqual(known);
  else expect(found).toEqual(inquiry);
  const others = (items: ClinicInquiry[]) => items.filter((i) => i.id !== inquiry.id);
  expect(others(a.items)).toEqual(others(b.items));
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  expect(run.world.listening, 'pushes are listened to from the start').toBe(true);
  // Only open inquiries, each once, newest first.
  for (const i of c.items) expect(i.status).not.toBe('completed');
  expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
  const times = c.items.map((i) => Date.parse(i.created_at));
  expect(times).toEqual([...times].sort((x, y) => y - x));
  // One action at a time: an inquiry is acted on exactly while joining or completing, and it is the one asked about.
  const busy = s.matches('joining') || s.matches('completing');
  expect(c.acting !== null).toBe(busy);
  expect(s.hasTag('busy')).toBe(busy);
  if (s.matches('joining')) expect(run.invocations.inputs('join inquiry').at(-1)).toEqual({ id: c.acting });
  if (s.matches('completing')) expect(run.invocations.inputs('complete inquiry').at(-1)).toEqual({ id: c.acting });
  // A reload is owed only while an action runs (it interrupted a reload, or the connection came back).
  if (c.stale) expect(busy).toBe(true);
  // Pushes held for a load's answer are gone once it came (a load left unanswered, failed or
  // interrupted by an action, may leave them: the next load drops them as it starts).
  if (s.matches('ready')) expect(c.pushed).toEqual([]);
  // An inquiry seen completed never comes back.
  for (const i of c.items) expect(c.closed).not.toContain(i.id);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  if (s.matches('failed')) expect(c.error).not.toBeNull();
  // The list is never shown with the error of an earlier load.
  if (s.matches('ready')) expect(c.error).toBeNull();
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = Object.fromEntries(SERVICES.map((src) => [src, run.invocations.count(src) - (run.world.calls[src] ?? 0)]));
  for (const src of SERVICES) run.world.calls[src] = run.invocations.count(src);
  const alerts = run.world.alerts.splice(0);
  const b = ctx(before);
  const a = ctx(after);
  const held = (id: string) => b.items.find((i) => i.id === id);

  // A load (re)starts exactly when the list is asked for again: a retry, a reconnect while not
  // acting (a load under way starts over), a refused action, or the answer of an action that
  // interrupted a reload or ran while the connection came back.
  const reloads =
    event.type === 'user.retry' ||
    (event.type === 'socket.connected' && !(before.matches('joining') || before.matches('completing'))) ||
    ((event.type === JOINED || event.type === COMPLETED) && b.stale) ||
    event.type.startsWith('xstate.error.actor.joinInquiry') ||
    event.type.startsWith('xstate.error.actor.completeInquiry');
  expect(started['load inquiries']).toBe(reloads ? 1 : 0);
  if (reloads) expect(after.matches('loading')).toBe(true);
  // Every load starts afresh: no reload owed, no pushes held.
  if (after.matches('loading') && started['load inquiries'] === 1) expect(a).toMatchObject({ stale: false, pushed: [] });
  // Completed stays completed.
  for (const id of b.closed) expect(a.closed).toContain(id);

  // A reconnect during an action owes a reload after it; during a load it restarts the load with the list kept.
  if (event.type === 'socket.connected' && (before.matches('joining') || before.matches('completing'))) {
    expect(after.value).toEqual(before.value);
    expect(a).toEqual({ ...b, stale: true });
  }
  if (event.type === 'socket.connected' && before.matches('loading')) expect(a).toEqual({ ...b, pushed: [] });

  // The answer, with the pushes that came in while it was on its way over it.
  if (event.type === LOADED) {
    expect(byId(a.items)).toEqual(afterLoad(event.output as ClinicInquiry[], b.pushed, b.closed));
    expect(a).toMatchObject({ error: null, pushed: [], closed: b.closed });
  }
  if (event.type === failed(LOADED, OFFLINE).type) expect(a).toMatchObject({ items: b.items, error: { code: 'network' } });

  // Joining needs a new inquiry, completing an open one; from the list shown or while it reloads
  // (then a reload is owed). Anything else changes nothing.
  if (event.type === 'user.join' || event.type === 'user.complete') {
    const id = event.id as string;
    const allowed = event.type === 'user.join' ? held(id)?.status === 'created' : !!held(id);
    const src = event.type === 'user.join' ? 'join inquiry' : 'complete inquiry';
    expect(started[src]).toBe(allowed ? 1 : 0);
    if (allowed) {
      expect(after.matches(event.type === 'user.join' ? 'joining' : 'completing')).toBe(true);
      expect(a).toMatchObject({ acting: id, stale: before.matches('loading'), items: b.items });
    } else {
      expect(after.value).toEqual(before.value);
      expect(a).toEqual(b);
    }
  }
  // The answer updates the list at once; a refusal raises the alert and reloads.
  if (event.type === JOINED || event.type === COMPLETED) {
    const answer = event.output as ClinicInquiry;
    expect(a.acting).toBeNull();
    expectUpserted(b, a, answer);
    expect(after.matches(b.stale ? 'loading' : 'ready')).toBe(true);
  }
  const refused = event.type === failed(JOINED, OFFLINE).type || event.type === failed(COMPLETED, OFFLINE).type;
  expect(alerts.map((e) => e.code)).toEqual(refused ? [(event.error as AppError).code] : []);
  if (refused) expect(a.acting).toBeNull();

  // A push puts the inquiry in its place at once (or takes it out once completed), and while the
  // list loads it is also held for the answer.
  if (event.type.startsWith('server.ClinicInquiry')) {
    const pushed = event.payload as ClinicInquiry;
    expect(after.value).toEqual(before.value);
    expectUpserted(b, a, pushed);
    expect(a.pushed).toEqual(before.matches('loading') ? [...b.pushed, pushed] : b.pushed);
  }
}

/** Leaving the page stops the list, and with it the pushes. */
function stopped(_: AnyMachineSnapshot, run: Run<World>) {
  expect(run.world.listening).toBe(false);
}

const TRANSITIONS = [
  '(root): server.ClinicInquiryCompleted → (stays)',
  '(root): server.ClinicInquiryCreated → (stays)',
  '(root): server.ClinicInquiryJoined → (stays)',
  'completing: done (complete inquiry) → ready',
  'completing: error (complete inquiry) → loading',
  'completing: socket.connected → (stays)',
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'joining: done (join inquiry) → ready',
  'joining: error (join inquiry) → loading',
  'joining: socket.connected → (stays)',
  'loading: done (load inquiries) → ready',
  'loading: error (load inquiries) → failed',
  'loading: server.ClinicInquiryCompleted → (stays)',
  'loading: server.ClinicInquiryCreated → (stays)',
  'loading: server.ClinicInquiryJoined → (stays)',
  'loading: socket.connected → loading (re-entered)',
  'loading: user.complete [is open] → completing',
  'loading: user.join [is created] → joining',
  'ready: always [is stale] → loading',
  'ready: socket.connected → loading',
  'ready: user.complete [is open] → completing',
  'ready: user.join [is created] → joining',
];

describeModelWalk<World>('the clinic inquiries machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    { input: undefined, events: actions },
    { input: undefined, events: pushes },
  ],
  // The list loads as it starts.
  world: () => ({ alerts: [], listening: false, calls: { 'load inquiries': 1 } }),
  invariant,
  effects,
  stopped,
  timeout: 120_000,
});

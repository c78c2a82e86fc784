import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { scheduleListMachine, type ScheduleListContext } from '../../src/machines/schedules/schedule-list.machine';
import { SCHEDULE_PUSH_EVENTS } from '../../src/machines/schedules/schedule.machine';
import type { ScheduleQuery } from '../../src/machines/schedules/schedule-rules';
import { AppError } from '../../src/protocol/errors';
import type { Schedule, ScheduleStatus } from '../../src/protocol/schedules';
import { OPERATOR, schedule } from '../machines/schedule-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  alerts: AppError[];
  listening: boolean;
  calls: Record<string, number>;
}

const SERVICES = ['load schedules', 'confirm schedule'] as const;

const machine = (run: Run<World>) =>
  scheduleListMachine.provide({
    actors: {
      'load schedules': fromPromise(({ input }) => run.invocations.start('load schedules', input)),
      'confirm schedule': fromPromise(({ input }) => run.invocations.start('confirm schedule', input)),
      'live pushes': fromCallback(() => {
        run.world.listening = true;
        return () => {
          run.world.listening = false;
        };
      }),
    },
    actions: { 'report failure': (_, params) => run.world.alerts.push(params.error) },
  });

const LOADED = 'xstate.done.actor.loadSchedules';
const CONFIRMED = 'xstate.done.actor.confirmSchedule';
const failed = (done: string, error: AppError) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error });
const OFFLINE = new AppError('network', 0);
const CONFLICT = new AppError('event.conflict', 409);

/** 2026-11-25 and 2026-11-26 in Tbilisi. */
const DAY: ScheduleQuery = { from: '2026-11-24T20:00:00.000Z', to: '2026-11-25T20:00:00.000Z' };
const NEXT_DAY: ScheduleQuery = { from: '2026-11-25T20:00:00.000Z', to: '2026-11-26T20:00:00.000Z' };
const LAST_VERSION = 2;

/** `a` at 10:00 and `b` at 12:00 on DAY; `n` at 09:00 on NEXT_DAY; `c` a new booking at 15:00 on DAY. */
const START: Record<string, string> = { a: '2026-11-25T06:00:00.000Z', b: '2026-11-25T08:00:00.000Z', n: '2026-11-26T05:00:00.000Z', c: '2026-11-25T11:00:00.000Z' };
const as = (id: string, status: ScheduleStatus, version = 1): Schedule => schedule({ id, status, version, start_time: START[id], end_time: START[id] });
const ANSWER = [as('b', 'pending'), as('a', 'created'), as('n', 'created')];

const ctx = (s: AnyMachineSnapshot) => s.context as ScheduleListContext;
const inDay = (s: Schedule, q: ScheduleQuery) => s.start_time >= q.from! && s.start_time < q.to!;

const PUSH_STATUS: Record<string, ScheduleStatus | null> = {
  'server.ScheduleCreated': 'created',
  'server.ScheduleGotPending': 'pending',
  'server.ScheduleActivated': 'activated',
  'server.ScheduleCompleted': 'completed',
  'server.ScheduleCancelled': 'cancelled',
};

function events(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const seenA = c.seen.a ?? 0;
  const current = c.items.find((i) => i.id === 'a') ?? as('a', 'created', Math.max(seenA, 1));
  const cases: EventCase[] = [
    { type: LOADED, output: ANSWER },
    failed(LOADED, OFFLINE),
    { type: 'user.retry' },
    { type: 'socket.connected' },
    { type: 'user.query', query: c.query === DAY ? NEXT_DAY : DAY },
    { type: 'user.confirm', id: 'a' },
    { type: 'user.confirm', id: 'b' },
  ];
  if (s.matches('confirming')) cases.push({ type: CONFIRMED, output: as('a', 'pending', seenA + 1) }, failed(CONFIRMED, CONFLICT));
  // Pushes (while loading at most one is held, so the model stays finite): each type about `a`
  // one version on, one already seen, and a new booking `c`. Versions stop at LAST_VERSION.
  if (!s.matches('loading') || c.pushed.length === 0) {
    for (const type of SCHEDULE_PUSH_EVENTS) cases.push({ type, payload: { ...current, version: seenA + 1, status: PUSH_STATUS[type] ?? current.status } });
    // A push of a version already seen (a late or repeated one) changes nothing.
    if (seenA >= 1) cases.push({ type: 'server.ScheduleCreated', payload: as('a', 'created', seenA) });
    cases.push({ type: 'server.ScheduleCreated', payload: as('c', 'created') });
  }
  return cases;
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  expect(run.world.listening).toBe(true);
  const confirming = s.matches('confirming');
  expect(c.acting !== null).toBe(confirming);
  expect(s.hasTag('busy')).toBe(confirming);
  if (c.stale) expect(confirming).toBe(true);
  expect(s.hasTag('loading')).toBe(s.matches('loading'));
  if (s.matches('ready')) expect(c.pushed).toEqual([]);
  // Only what the query shows, each once, by start time, never older than a version seen.
  for (const i of c.items) {
    expect(inDay(i, c.query)).toBe(true);
    expect(i.version).toBe(c.seen[i.id]);
  }
  expect(new Set(c.items.map((i) => i.id)).size).toBe(c.items.length);
  const starts = c.items.map((i) => i.start_time);
  expect(starts).toEqual([...starts].sort());
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = Object.fromEntries(SERVICES.map((src) => [src, run.invocations.count(src) - (run.world.calls[src] ?? 0)]));
  for (const src of SERVICES) run.world.calls[src] = run.invocations.count(src);
  const alerts = run.world.alerts.splice(0);
  const b = ctx(before);
  const a = ctx(after);

  const reloads =
    event.type === 'user.query' ||
    (event.type === 'user.retry' && before.matches('failed')) ||
    (event.type === 'socket.connected' && !before.matches('confirming')) ||
    event.type === failed(CONFIRMED, CONFLICT).type ||
    (event.type === CONFIRMED && b.stale);
  expect(started['load schedules']).toBe(reloads ? 1 : 0);
  if (event.type === 'user.query') {
    expect(run.invocations.inputs('load schedules').at(-1)).toEqual(event.query);
    expect(a).toMatchObject({ query: event.query, items: [], pushed: [], acting: null });
  }
  if (event.type === 'socket.connected' && before.matches('confirming')) expect(a).toEqual({ ...b, stale: true });

  if (event.type === 'user.confirm') {
    const may = before.matches('ready') && b.items.some((i) => i.id === event.id && i.status === 'created');
    expect(started['confirm schedule']).toBe(may ? 1 : 0);
    // Sent with the version shown.
    if (may) expect(run.invocations.inputs('confirm schedule').at(-1)).toEqual({ id: event.id, version: b.items.find((i) => i.id === event.id)!.version });
    else expect(a).toEqual(b);
  }
  expect(alerts.map((e) => e.code)).toEqual(event.type === failed(CONFIRMED, CONFLICT).type ? ['event.conflict'] : []);

  if (event.type === LOADED) {
    // Each appointment the answer or a held push names, as the latest of the answer, the pushes and
    // the list shown says, unless a newer version was seen; those of the day.
    const expected = new Map<string, Schedule>();
    const named = new Set([...(event.output as Schedule[]), ...b.pushed].map((i) => i.id));
    for (const i of [...b.items.filter((x) => named.has(x.id)), ...(event.output as Schedule[]), ...b.pushed]) {
      const known = expected.get(i.id);
      if (!known || i.version >= known.version) expected.set(i.id, i);
    }
    for (const [id, i] of expected) if ((b.seen[id] ?? 0) > i.version) expected.delete(id);
    const shown = [...expected.values()].filter((i) => inDay(i, b.query)).map((i) => `${i.id}:${i.version}:${i.status}`);
    expect(a.items.map((i) => `${i.id}:${i.version}:${i.status}`).sort(), JSON.stringify({ seen: b.seen, pushed: b.pushed.map((p) => `${p.id}:${p.version}:${p.status}`), items: b.items.map((i) => `${i.id}:${i.version}`) })).toEqual(shown.sort());
  }

  if (event.type.startsWith('server.Schedule')) {
    const pushed = event.payload as Schedule;
    const news = pushed.version > (b.seen[pushed.id] ?? 0);
    const found = a.items.find((i) => i.id === pushed.id);
    if (news) {
      expect(found).toEqual(inDay(pushed, b.query) ? pushed : undefined);
      expect(a.seen[pushed.id]).toBe(pushed.version);
    } else expect(a.items).toEqual(b.items);
    expect(a.pushed).toEqual(before.matches('loading') ? [...b.pushed, pushed] : b.pushed);
  }
  if (event.type === CONFIRMED) {
    const answer = event.output as Schedule;
    if (answer.version >= (b.seen[answer.id] ?? 0)) expect(a.items.find((i) => i.id === answer.id)).toEqual(inDay(answer, b.query) ? answer : undefined);
    expect(a.acting).toBeNull();
  }
}

const TRANSITIONS = [
  ...SCHEDULE_PUSH_EVENTS.flatMap((type) => [`(root): ${type} → (stays)`, `loading: ${type} → (stays)`]),
  '(root): user.query → loading (re-entered)',
  'confirming: done (confirm schedule) → ready',
  'confirming: error (confirm schedule) → loading',
  'confirming: socket.connected → (stays)',
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'loading: done (load schedules) → ready',
  'loading: error (load schedules) → failed',
  'loading: socket.connected → loading (re-entered)',
  'ready: always [is stale] → loading',
  'ready: socket.connected → loading',
  'ready: user.confirm [may confirm] → confirming',
];

describeModelWalk<World, { query: ScheduleQuery; viewer: typeof OPERATOR }>('the appointment list machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { query: DAY, viewer: OPERATOR }, events }],
  world: () => ({ alerts: [], listening: false, calls: { 'load schedules': 1 } }),
  invariant,
  effects,
  stopWhen: (s) => Object.values(ctx(s).seen).some((v) => v >= LAST_VERSION),
  stopped: (_, run) => expect(run.world.listening).toBe(false),
  timeout: 600_000,
});

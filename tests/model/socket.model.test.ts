import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { socketMachine, type SocketContext } from '../../src/machines/socket/socket.machine';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** Frames the machine ignored (the 'log ignored frame' action). */
  ignored: unknown[];
}

/**
 * The socket with a fake transport the walk can fail (`xstate.error.actor.connection` rejects its
 * latest attempt); what the transport reports (`socket.opened`, `socket.closed`, …) the walk sends
 * as events. Response timeouts are pushed out of the walk's reach: the walk tries
 * `socket.responseTimedOut` as an event, and tests/machines/socket.test.ts checks the 15 s on the clock.
 */
const machine = (run: Run<World>) =>
  socketMachine.provide({
    actors: { 'connect socket': fromPromise(({ input }) => run.invocations.start('connect socket', input)) as never },
    actions: { 'log ignored frame': (_, params) => run.world.ignored.push(params) },
    delays: { 'response timeout': 1e9 },
  });

const answer = (request_id: string, response_type: 'Ok' | 'Error') =>
  JSON.stringify(response_type === 'Ok' ? { request_id, response_type, data: { ok: 1 } } : { request_id, response_type, code: 'forbidden' });

const EVENTS: EventCase[] = [
  { type: 'session.tokenChanged', token: 'T1' },
  { type: 'session.tokenChanged', token: 'T2' },
  { type: 'session.tokenChanged', token: null },
  { type: 'socket.opened' },
  { type: 'socket.closed', code: 1006 },
  { type: 'socket.closed', code: 4401 },
  { type: 'socket.error' },
  { type: 'socket.message', data: answer('1', 'Ok') },
  { type: 'socket.message', data: answer('1', 'Error') },
  { type: 'socket.message', data: answer('2', 'Ok') },
  { type: 'socket.message', data: JSON.stringify({ type: 'UserStatusChange', payload: { user_id: 'u-2', status: 'online' } }) },
  { type: 'socket.message', data: JSON.stringify({ type: 'UserStatusChange', payload: { user_id: 'u-2', status: 'away' } }) },
  { type: 'socket.message', data: '{broken' },
  { type: 'socket.request', requestType: 'x', payload: null },
  { type: 'socket.responseTimedOut', request_id: '1' },
  { type: 'socket.responseTimedOut', request_id: '2' },
  { type: 'xstate.error.actor.connection', error: new Error('no WebSocket') },
];

const isOpen = (s: AnyMachineSnapshot) => s.matches({ connection: 'open' });

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as SocketContext;
  // Requests are sent only on an open connection, and none counts as sent once it is gone.
  expect(c.pending.every((r) => r.sent === isOpen(s))).toBe(true);
  expect(c.pending.filter((r) => !r.sent).length).toBeLessThanOrEqual(c.bufferLimit);
  expect(new Set(c.pending.map((r) => r.request_id)).size).toBe(c.pending.length);
  if (s.matches('connection')) {
    expect(c.token).not.toBeNull();
    expect(run.invocations.inputs('connect socket').at(-1)).toEqual({ token: c.token });
  }
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const last = run.heard.at(-1);
  const heard = run.heard.splice(0);
  if (event.type === 'socket.opened' && before.matches({ connection: 'connecting' })) expect(last).toEqual({ type: 'socket.connected' });
  else expect(heard.some((e) => e.type === 'socket.connected')).toBe(false);
  const refused = event.type === 'socket.closed' && event.code === 4401 && before.matches('connection');
  expect(heard.some((e) => e.type === 'session.unauthorized')).toBe(refused);
  if (refused) expect(after.context.token).toBeNull();
  const pushed = event.type === 'socket.message' && isOpen(before) && String(event.data).includes('UserStatusChange');
  const valid = pushed && String(event.data).includes('online');
  expect(heard.filter((e) => e.type.startsWith('server.'))).toEqual(valid ? [{ type: 'server.UserStatusChange', payload: { user_id: 'u-2', status: 'online' } }] : []);
  // A push of a known type whose payload does not match its schema reaches the parent only as push.rejected.
  const rejected = heard.filter((e) => e.type === 'push.rejected');
  expect(rejected).toEqual(pushed && !valid ? [{ type: 'push.rejected', pushType: 'UserStatusChange', problems: [expect.stringMatching(/^\/status/)] }] : []);
  if (pushed && !valid) expect(run.world.ignored.at(-1)).toMatchObject({ reason: 'push payload does not match its schema' });
  // Closing, failing or signing out leaves the connection state; nothing else does.
  if (before.matches('connection') && !after.matches('connection')) {
    expect(['socket.closed', 'socket.error', 'session.tokenChanged', 'xstate.error.actor.connection']).toContain(event.type);
  }
}

/**
 * Every transition of the socket machine. A new transition makes the first test fail until it is
 * added here and the walk's events can reach it.
 */
const TRANSITIONS = [
  '(root): session.tokenChanged [is signed out] → loggedOut',
  '(root): session.tokenChanged [else] → (stays)',
  '(root): socket.request [has buffer room] → (stays)',
  '(root): socket.request [else] → (stays)',
  '(root): socket.responseTimedOut [is pending request] → (stays)',
  'starting: after (start delay) → checking',
  'checking: always [has token] → connection',
  'checking: always [else] → loggedOut',
  'loggedOut: after (recheck delay) → checking',
  'connection: error (connect socket) → reconnecting',
  'connection: socket.closed [is refused token] → loggedOut',
  'connection: socket.closed [else] → reconnecting',
  'connection: socket.error → reconnecting',
  'connection: session.tokenChanged [is another token] → connection (re-entered)',
  'connection.connecting: socket.opened → connection.open',
  'connection.open: socket.request → (stays)',
  'connection.open: socket.message [answers a request in flight] → (stays)',
  'connection.open: socket.message [is push] → (stays)',
  'connection.open: socket.message [is rejected push] → (stays)',
  'connection.open: socket.message [else] → (stays)',
  'reconnecting: after (reconnect delay) → checking',
];

describeModelWalk<World, { bufferLimit: number }>('the socket machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  // A buffer of one shows the bound; two requests per path show matching by request_id.
  starts: [{ input: { bufferLimit: 1 }, events: EVENTS }],
  world: () => ({ ignored: [] }),
  invariant,
  effects,
  stopWhen: (s) => (s.context as SocketContext).nextRequestId > 3,
  timeout: 120_000,
});


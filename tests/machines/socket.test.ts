import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock, type EventObject } from 'xstate';
import { DEFAULT_BUFFER_LIMIT, type SocketActorRef } from '../../src/machines/socket/socket.machine';
import { readServerFrame } from '../../src/machines/socket/socket.types';
import { liveSocketUrl, openLiveSocket } from '../../src/services/live-socket';
import { requester, socketWithFakes, socketWorld, type SocketWorld } from './socket-fakes';

/** The socket under a recording parent (the root in the app), on a simulated clock. */
function startSocket(opts: { bufferLimit?: number; token?: string; world?: SocketWorld } = {}) {
  const world = opts.world ?? socketWorld();
  const clock = new SimulatedClock();
  const heard: EventObject[] = [];
  const parent = setup({ actors: { socket: socketWithFakes(world) } }).createMachine({
    invoke: { id: 'socket', systemId: 'socket', src: 'socket', input: { bufferLimit: opts.bufferLimit, token: opts.token } },
    on: { '*': { actions: ({ event }) => heard.push(event) } },
  });
  const root = createActor(parent, { clock }).start();
  const socket = root.system.get('socket') as SocketActorRef;
  const connection = () => world.connections[world.connections.length - 1];
  return { root, socket, clock, world, heard, connection, value: () => socket.getSnapshot().value };
}

/** Started, signed in with `token`, the first connection attempt made (1 s start delay). */
function signedIn(token = 'T1', opts: Parameters<typeof startSocket>[0] = {}) {
  const s = startSocket(opts);
  s.socket.send({ type: 'session.tokenChanged', token });
  s.clock.increment(1000);
  return s;
}

function opened(token = 'T1', opts: Parameters<typeof startSocket>[0] = {}) {
  const s = signedIn(token, opts);
  s.connection().report({ type: 'socket.opened' });
  return s;
}

const reply = (request_id: string, data: unknown) => JSON.stringify({ request_id, response_type: 'Ok', data });
const push = (type: string, payload: unknown) => JSON.stringify({ type, payload });

describe('the socket machine', () => {
  it('waits 1 s after start before it looks for a session', () => {
    const { clock, value } = startSocket();
    clock.increment(999);
    expect(value()).toBe('starting');
    clock.increment(1);
    expect(value()).toBe('loggedOut');
  });

  it('connects with the token the session announced once the start delay has passed', () => {
    const { socket, clock, world, value } = startSocket();
    socket.send({ type: 'session.tokenChanged', token: 'T1' });
    clock.increment(999);
    expect(world.connections).toHaveLength(0);
    clock.increment(1);
    expect(value()).toEqual({ connection: 'connecting' });
    expect(world.connections.map((c) => c.token)).toEqual(['T1']);
  });

  it('connects 1 s after start with the token it was started with (spawned after a sign-in)', () => {
    const { clock, world } = startSocket({ token: 'T0' });
    clock.increment(999);
    expect(world.connections).toHaveLength(0);
    clock.increment(1);
    expect(world.connections.map((c) => c.token)).toEqual(['T0']);
  });

  it('while logged out checks again every 1 s, and connects at the first check after a sign-in', () => {
    const { socket, clock, world, value } = startSocket();
    clock.increment(1000);
    expect(socket.getSnapshot().hasTag('logged out')).toBe(true);
    clock.increment(1000);
    expect(value()).toBe('loggedOut');
    socket.send({ type: 'session.tokenChanged', token: 'T1' });
    clock.increment(999);
    expect(world.connections).toHaveLength(0);
    clock.increment(1);
    expect(value()).toEqual({ connection: 'connecting' });
    expect(world.connections[0].token).toBe('T1');
  });

  it('on open tells the parent socket.connected, so owners resynchronise before applying pushes', () => {
    const { connection, heard, value } = signedIn();
    expect(heard.map((e) => e.type)).not.toContain('socket.connected');
    connection().report({ type: 'socket.opened' });
    expect(value()).toEqual({ connection: 'open' });
    expect(heard.filter((e) => e.type === 'socket.connected')).toHaveLength(1);
  });

  it.each([
    ['a close', { type: 'socket.closed', code: 1006 }],
    ['an error', { type: 'socket.error' }],
  ] as const)('after %s waits 5 s, then connects again with the same token', (_, event) => {
    const { connection, clock, world, value } = opened();
    const first = connection();
    first.report(event);
    expect(value()).toBe('reconnecting');
    expect(first.closed).toBe(true);
    clock.increment(4999);
    expect(world.connections).toHaveLength(1);
    clock.increment(1);
    expect(world.connections).toHaveLength(2);
    expect(connection().token).toBe('T1');
    expect(value()).toEqual({ connection: 'connecting' });
  });

  it('reconnects 5 s after a connection attempt that fails before opening', () => {
    const { connection, clock, world } = signedIn();
    connection().report({ type: 'socket.closed', code: 1006 });
    clock.increment(5000);
    expect(world.connections).toHaveLength(2);
  });

  it('is lost from a dropped connection until a new one opens, through the pause and the next attempt, and not once signed out', () => {
    const { socket, connection, clock } = opened();
    const lost = () => socket.getSnapshot().context.lost;
    expect(lost()).toBe(false);
    connection().report({ type: 'socket.closed', code: 1006 });
    expect(lost()).toBe(true);
    clock.increment(5000);
    // The next attempt is under way: still lost (a screen saying so does not flicker).
    expect(socket.getSnapshot().value).toEqual({ connection: 'connecting' });
    expect(lost()).toBe(true);
    connection().report({ type: 'socket.opened' });
    expect(lost()).toBe(false);
    connection().report({ type: 'socket.error' });
    expect(lost()).toBe(true);
    socket.send({ type: 'session.tokenChanged', token: null });
    expect(lost()).toBe(false);
  });

  it('is lost when the first connection cannot be made either', () => {
    const { socket, connection } = signedIn();
    expect(socket.getSnapshot().context.lost).toBe(false);
    connection().report({ type: 'socket.closed', code: 1006 });
    expect(socket.getSnapshot().context.lost).toBe(true);
  });

  it('keeps the error when the transport cannot even start, and tries again 5 s later', () => {
    const world = socketWorld();
    world.failToOpen = new Error('no WebSocket');
    const { socket, clock, value } = signedIn('T1', { world });
    expect(value()).toBe('reconnecting');
    expect(socket.getSnapshot().context.error).toBe(world.failToOpen);
    world.failToOpen = undefined;
    clock.increment(4999);
    expect(world.connections).toHaveLength(0);
    clock.increment(1);
    expect(world.connections).toHaveLength(1);
  });

  it('does not reconnect after a close once the person has signed out meanwhile', () => {
    const { socket, connection, clock, world, value } = opened();
    connection().report({ type: 'socket.closed', code: 1001 });
    socket.send({ type: 'session.tokenChanged', token: null });
    expect(value()).toBe('loggedOut');
    clock.increment(10_000);
    expect(world.connections).toHaveLength(1);
    expect(value()).toBe('loggedOut');
  });

  it('closes the socket on sign-out and stays logged out', () => {
    const { socket, connection, clock, world, value } = opened();
    socket.send({ type: 'session.tokenChanged', token: null });
    expect(value()).toBe('loggedOut');
    expect(connection().closed).toBe(true);
    expect(socket.getSnapshot().context.token).toBeNull();
    clock.increment(10_000);
    expect(world.connections).toHaveLength(1);
  });

  it('treats a refused token (close 4401) as logged out and reports session.unauthorized', () => {
    const { connection, clock, world, heard, socket, value } = signedIn();
    connection().report({ type: 'socket.closed', code: 4401 });
    expect(value()).toBe('loggedOut');
    expect(socket.getSnapshot().context.token).toBeNull();
    expect(heard.filter((e) => e.type === 'session.unauthorized')).toHaveLength(1);
    clock.increment(10_000);
    expect(world.connections).toHaveLength(1);
  });

  it('reconnects at once with a new token when another person signs in', () => {
    const { socket, connection, world } = opened('T1');
    const first = connection();
    socket.send({ type: 'session.tokenChanged', token: 'T2' });
    expect(first.closed).toBe(true);
    expect(world.connections.map((c) => c.token)).toEqual(['T1', 'T2']);
  });

  it('ignores the same token announced again (a profile update) and keeps the connection', () => {
    const { socket, connection, world, value } = opened('T1');
    socket.send({ type: 'session.tokenChanged', token: 'T1' });
    expect(value()).toEqual({ connection: 'open' });
    expect(connection().closed).toBe(false);
    expect(world.connections).toHaveLength(1);
  });

  describe('requests', () => {
    it('sends a request at once when open, with a fresh request_id, and answers the requester with the matching response', () => {
      const { socket, connection } = opened();
      const a = requester();
      const b = requester();
      socket.send({ type: 'socket.request', requestType: 'call.start', payload: { chat: 1 }, key: 'k1', replyTo: a.ref });
      socket.send({ type: 'socket.request', requestType: 'call.end', payload: { chat: 1 }, replyTo: b.ref });
      expect(connection().sent).toEqual([
        { type: 'call.start', request_id: '1', payload: { chat: 1 } },
        { type: 'call.end', request_id: '2', payload: { chat: 1 } },
      ]);
      connection().report({ type: 'socket.message', data: reply('2', { ended: true }) });
      expect(b.answers).toEqual([{ type: 'socket.replied', requestType: 'call.end', data: { ended: true } }]);
      expect(a.answers).toEqual([]);
      connection().report({ type: 'socket.message', data: JSON.stringify({ request_id: '1', response_type: 'Error', code: 'forbidden' }) });
      expect(a.answers).toEqual([{ type: 'socket.failed', requestType: 'call.start', key: 'k1', code: 'forbidden' }]);
      expect(socket.getSnapshot().context.pending).toEqual([]);
    });

    it('buffers requests while not connected and sends them in order on open', () => {
      const { socket, connection, clock } = startSocket();
      socket.send({ type: 'socket.request', requestType: 'a', payload: 1 });
      socket.send({ type: 'session.tokenChanged', token: 'T1' });
      clock.increment(1000);
      socket.send({ type: 'socket.request', requestType: 'b', payload: 2 });
      expect(connection().sent).toEqual([]);
      connection().report({ type: 'socket.opened' });
      expect(connection().sent).toEqual([
        { type: 'a', request_id: '1', payload: 1 },
        { type: 'b', request_id: '2', payload: 2 },
      ]);
      expect(socket.getSnapshot().context.pending.every((r) => r.sent)).toBe(true);
    });

    it(`holds at most ${DEFAULT_BUFFER_LIMIT} requests while disconnected; the next fails at once with socket.buffer_full`, () => {
      const { socket, connection, clock } = startSocket();
      const r = requester();
      for (let i = 0; i < DEFAULT_BUFFER_LIMIT; i++) socket.send({ type: 'socket.request', requestType: 'x', payload: i, replyTo: r.ref });
      expect(r.answers).toEqual([]);
      socket.send({ type: 'socket.request', requestType: 'x', payload: 'one too many', key: 'late', replyTo: r.ref });
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', key: 'late', code: 'socket.buffer_full' }]);
      expect(socket.getSnapshot().context.pending).toHaveLength(DEFAULT_BUFFER_LIMIT);
      socket.send({ type: 'session.tokenChanged', token: 'T1' });
      clock.increment(1000);
      connection().report({ type: 'socket.opened' });
      expect(connection().sent.map((f) => f.payload)).toEqual([...Array(DEFAULT_BUFFER_LIMIT).keys()]);
      // Once sent, they no longer count against the buffer.
      socket.send({ type: 'socket.request', requestType: 'x', payload: 'fits again', replyTo: r.ref });
      expect(connection().sent).toHaveLength(DEFAULT_BUFFER_LIMIT + 1);
      expect(r.answers).toHaveLength(1);
    });

    it('fails a request with timeout 15 s after it was made, and ignores a late answer', () => {
      const { socket, connection, clock, world } = opened();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      clock.increment(14_999);
      expect(r.answers).toEqual([]);
      clock.increment(1);
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', code: 'timeout' }]);
      connection().report({ type: 'socket.message', data: reply('1', 'late') });
      expect(r.answers).toHaveLength(1);
      expect(world.ignored.map((i) => i.reason)).toEqual(['no request waits for this request_id']);
    });

    it('times out a request still waiting in the buffer too', () => {
      const { socket, clock } = startSocket();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      clock.increment(14_999);
      expect(r.answers).toEqual([]);
      clock.increment(1);
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', code: 'timeout' }]);
      expect(socket.getSnapshot().context.pending).toEqual([]);
    });

    it('gives exactly one answer: a response before the timeout wins, the timer then does nothing', () => {
      const { socket, connection, clock } = opened();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      clock.increment(5000);
      connection().report({ type: 'socket.message', data: reply('1', 42) });
      clock.increment(20_000);
      expect(r.answers).toEqual([{ type: 'socket.replied', requestType: 'x', data: 42 }]);
    });

    it('ignores and logs responses with an unknown or missing request_id, and frames that are not JSON', () => {
      const { socket, connection, world } = opened();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      connection().report({ type: 'socket.message', data: reply('99', 'not yours') });
      connection().report({ type: 'socket.message', data: JSON.stringify({ response_type: 'Ok', data: 1 }) });
      connection().report({ type: 'socket.message', data: '{not json' });
      connection().report({ type: 'socket.message', data: JSON.stringify({ request_id: '1', response_type: 'Maybe' }) });
      expect(r.answers).toEqual([]);
      expect(world.ignored.map((i) => i.reason)).toEqual([
        'no request waits for this request_id',
        'response without request_id',
        'not JSON',
        'unknown response_type',
      ]);
      expect(socket.getSnapshot().context.pending).toHaveLength(1);
    });

    it('fails requests in flight with network when the connection drops; buffered ones wait for the next connection', () => {
      const { socket, connection, clock } = opened();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'sent', payload: null, replyTo: r.ref });
      connection().report({ type: 'socket.closed', code: 1006 });
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'sent', code: 'network' }]);
      socket.send({ type: 'socket.request', requestType: 'buffered', payload: null, replyTo: r.ref });
      clock.increment(5000);
      connection().report({ type: 'socket.opened' });
      expect(connection().sent).toEqual([{ type: 'buffered', request_id: '2', payload: null }]);
    });

    it('fails every waiting request with unauthorized on sign-out and on a refused token', () => {
      const out = startSocket();
      const r = requester();
      out.socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      out.socket.send({ type: 'session.tokenChanged', token: null });
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', code: 'unauthorized' }]);

      const refused = signedIn();
      const q = requester();
      refused.socket.send({ type: 'socket.request', requestType: 'y', payload: null, replyTo: q.ref });
      refused.connection().report({ type: 'socket.closed', code: 4401 });
      expect(q.answers).toEqual([{ type: 'socket.failed', requestType: 'y', code: 'unauthorized' }]);
      expect(refused.socket.getSnapshot().context.pending).toEqual([]);
    });

    it.each([
      ['signs out', { type: 'session.tokenChanged', token: null }],
      ['has the token refused', { type: 'socket.closed', code: 4401 }],
    ] as const)('fails requests in flight with unauthorized when the person %s while connected', (_, event) => {
      const { socket, connection } = opened();
      const r = requester();
      socket.send({ type: 'socket.request', requestType: 'x', payload: null, replyTo: r.ref });
      if (event.type === 'socket.closed') connection().report(event);
      else socket.send(event);
      expect(r.answers).toEqual([{ type: 'socket.failed', requestType: 'x', code: 'unauthorized' }]);
      expect(socket.getSnapshot().context.pending).toEqual([]);
    });

    it('accepts a request without replyTo as fire-and-forget', () => {
      const { socket, connection } = opened();
      socket.send({ type: 'socket.request', requestType: 'typing', payload: { chat: 1 } });
      connection().report({ type: 'socket.message', data: reply('1', null) });
      expect(socket.getSnapshot().context.pending).toEqual([]);
    });
  });

  describe('pushes', () => {
    it('forwards a push to the parent as server.<type> with its payload', () => {
      const { connection, heard } = opened();
      connection().report({ type: 'socket.message', data: push('UserStatusChange', { user_id: 'u-2', status: 'online' }) });
      expect(heard.filter((e) => e.type.startsWith('server.'))).toEqual([{ type: 'server.UserStatusChange', payload: { user_id: 'u-2', status: 'online' } }]);
    });

    it('checks every push against the event catalogue: a payload that does not match reaches the parent only as push.rejected', () => {
      const { connection, heard, world } = opened();
      connection().report({ type: 'socket.message', data: push('CallUpdated', { id: 'c-1', status: 'ringing' }) });
      expect(heard.filter((e) => e.type.startsWith('server.'))).toEqual([]);
      expect(heard.filter((e) => e.type === 'push.rejected')).toEqual([
        { type: 'push.rejected', pushType: 'CallUpdated', problems: expect.arrayContaining([expect.stringMatching(/^\/caller_id: /)]) },
      ]);
      expect(world.ignored).toEqual([expect.objectContaining({ reason: 'push payload does not match its schema' })]);
    });

    it('ignores and logs a push of a type the catalogue does not have', () => {
      const { connection, heard, world } = opened();
      connection().report({ type: 'socket.message', data: push('SomethingElse', {}) });
      expect(heard.filter((e) => e.type.startsWith('server.') || e.type === 'push.rejected')).toEqual([]);
      expect(world.ignored).toEqual([expect.objectContaining({ reason: 'unknown push type SomethingElse' })]);
    });

    it('ignores and logs frames that are neither a push nor a response', () => {
      const { connection, heard, world, value } = opened();
      for (const data of [JSON.stringify({ payload: 1 }), JSON.stringify([1]), JSON.stringify('text'), JSON.stringify({ type: '' }), new ArrayBuffer(2)]) {
        connection().report({ type: 'socket.message', data });
      }
      expect(heard.filter((e) => e.type.startsWith('server.'))).toEqual([]);
      expect(world.ignored).toHaveLength(5);
      expect(value()).toEqual({ connection: 'open' });
    });
  });
});

describe('reading server frames', () => {
  it('accepts numeric request ids as their string', () => {
    expect(readServerFrame(JSON.stringify({ request_id: 7, response_type: 'Ok' }))).toEqual({ kind: 'response', response: { request_id: '7', response_type: 'Ok', data: undefined } });
  });

  it('needs a code on an Error response', () => {
    expect(readServerFrame(JSON.stringify({ request_id: '1', response_type: 'Error' })).kind).toBe('malformed');
  });
});

describe('the live socket transport', () => {
  it('builds the /ws address from the page origin: http → ws, https → wss, token encoded', () => {
    expect(liveSocketUrl('http://127.0.0.1:8080', 'abc')).toBe('ws://127.0.0.1:8080/ws?token=abc');
    expect(liveSocketUrl('https://clinic.ge', 'a+b/c=&d')).toBe('wss://clinic.ge/ws?token=a%2Bb%2Fc%3D%26d');
    expect(liveSocketUrl('https://clinic.ge/some/page?x=1', 'T')).toBe('wss://clinic.ge/ws?token=T');
  });

  it('opens one WebSocket per attempt and never reconnects on its own', async () => {
    const instances: FakeWebSocket[] = [];
    class FakeWebSocket extends EventTarget {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      readyState = 0;
      binaryType = 'blob';
      sent: unknown[] = [];
      constructor(readonly url: string) {
        super();
        instances.push(this);
      }
      send(data: unknown) {
        this.sent.push(data);
      }
      close() {
        this.readyState = 3;
      }
      drop(code: number) {
        this.readyState = 3;
        this.dispatchEvent(Object.assign(new Event('close'), { code, reason: '', wasClean: false }));
      }
    }
    const events: string[] = [];
    const connection = openLiveSocket(
      'ws://x/ws?token=T',
      { opened: () => events.push('opened'), closed: (code) => events.push(`closed ${code}`), failed: () => events.push('failed'), message: (d) => events.push(`message ${String(d)}`) },
      FakeWebSocket,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(instances.map((i) => i.url)).toEqual(['ws://x/ws?token=T']);
    instances[0].readyState = 1;
    instances[0].dispatchEvent(new Event('open'));
    connection.send('{"type":"x"}');
    expect(instances[0].sent).toEqual(['{"type":"x"}']);
    instances[0].dispatchEvent(Object.assign(new Event('message'), { data: 'hi' }));
    instances[0].drop(4401);
    await new Promise((r) => setTimeout(r, 50));
    expect(instances).toHaveLength(1);
    expect(events).toEqual(['opened', 'message hi', 'closed 4401']);
    connection.close();
  });
});


import { assign, fromCallback, raise, sendParent, sendTo, setup, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';
import {
  readServerFrame,
  REFUSED_TOKEN_CLOSE_CODE,
  type ClientMessage,
  type ServerResponse,
  type SocketAnswer,
  type SocketConnectionEvent,
  type PushRejected,
  type SocketParentEvent,
  type SocketRequest,
  type ServerFrame,
  type SocketSendCommand,
} from './socket.types';
import type { PushEvent } from '../../protocol/events';

/**
 * The live channel's client socket (SPEC §7, §9):
 * 1. Waits 1 s after start ('start delay'), then checks for a session token.
 * 2. Without one it stays logged out and checks again every 1 s ('recheck delay'). The token
 *    comes with the input and, on every session change, from the root as `session.tokenChanged`.
 * 3. With one it connects to `/ws?token=…` through the 'connect socket' actor (partysocket, one
 *    attempt per connection: this machine owns all timing).
 * 4. On open it sends the requests buffered meanwhile, and tells the parent `socket.connected`, so
 *    the actors owning data resynchronise over HTTP before they apply pushes.
 * 5. A close or error waits 5 s ('reconnect delay') and connects again if still signed in; until
 *    a connection opens again the channel is `lost` (a chat says its messages wait for it).
 *    Signing out closes the socket; a refused token (close code 4401) is treated as signed out and
 *    reported to the parent as `session.unauthorized`.
 * 6. Requests (`socket.request`) get a request_id and are sent at once when open, else buffered
 *    (at most `bufferLimit`, 50; beyond it a request fails at once with `socket.buffer_full`).
 *    Each gets exactly one answer: the server's response matched by request_id, or a failure:
 *    `timeout` after 15 s ('response timeout'), `network` when the connection drops first,
 *    `unauthorized` on sign-out. Responses with an unknown or missing id are ignored and logged.
 * 7. Every push is checked against the event catalogue here, once: a valid one goes to the parent
 *    as `server.<Type>` with its typed payload; one of a known type whose payload does not match
 *    goes as `push.rejected` (and is logged); malformed frames and unknown push types are ignored
 *    and logged.
 */
export interface PendingRequest {
  request_id: string;
  requestType: string;
  payload: unknown;
  key?: string;
  replyTo?: AnyActorRef;
  /** Sent on the current connection (else waiting in the buffer). */
  sent: boolean;
}

export interface SocketContext {
  token: string | null;
  nextRequestId: number;
  pending: PendingRequest[];
  bufferLimit: number;
  /** Why the last connection attempt could not even start. */
  error: AppError | null;
  /**
   * The connection dropped or could not be made, and no new one has opened yet (stays true through
   * the 5 s pause and the next attempt, so a screen saying so does not flicker). Not while logged out.
   */
  lost: boolean;
}

export type SocketEvent =
  | SocketConnectionEvent
  | SocketRequest
  | { type: 'session.tokenChanged'; token: string | null }
  | { type: 'socket.responseTimedOut'; request_id: string };

export const DEFAULT_BUFFER_LIMIT = 50;

const frameOf = (r: PendingRequest): ClientMessage => ({ type: r.requestType, request_id: r.request_id, payload: r.payload });
const answerTo = (response: ServerResponse, context: SocketContext) => context.pending.find((r) => r.sent && r.request_id === response.request_id);

/** Whether the event that ends a connection also ends the session (sign-out, refused token). */
const endsSession = (event: SocketEvent) =>
  (event.type === 'session.tokenChanged' && event.token === null) || (event.type === 'socket.closed' && event.code === REFUSED_TOKEN_CLOSE_CODE);

type Outcome = { ok: true; data: unknown } | { ok: false; code: string };

/** The request a response frame answers (none if it answers nothing in flight), with its outcome. */
function answered(data: unknown, context: SocketContext): { requests: PendingRequest[]; outcome: Outcome } {
  const frame = readServerFrame(data);
  const request = frame.kind === 'response' ? answerTo(frame.response, context) : undefined;
  if (frame.kind !== 'response' || !request) return { requests: [], outcome: { ok: false, code: 'internal' } };
  const outcome: Outcome = frame.response.response_type === 'Ok' ? { ok: true, data: frame.response.data } : { ok: false, code: frame.response.code };
  return { requests: [request], outcome };
}

function answerFor(r: Pick<PendingRequest, 'requestType' | 'key'>, outcome: Outcome): SocketAnswer {
  const base = { requestType: r.requestType, ...(r.key !== undefined ? { key: r.key } : {}) };
  return outcome.ok ? { type: 'socket.replied', ...base, data: outcome.data } : { type: 'socket.failed', ...base, code: outcome.code };
}

export const socketMachine = setup({
  types: {
    input: {} as { token?: string | null; bufferLimit?: number } | undefined,
    context: {} as SocketContext,
    events: {} as SocketEvent,
  },
  actors: {
    'connect socket': fromCallback<SocketSendCommand, { token: string }>(notProvided('connect socket')),
  },
  actions: {
    'log ignored frame': notProvided('log ignored frame') as (_: unknown, params: { reason: string; data: unknown }) => void,
    'assign token': assign((_, params: { token: string | null }) => ({ token: params.token })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: params.error as AppError })),
    'assign lost': assign((_, params: { lost: boolean }) => ({ lost: params.lost })),
    'accept request': assign(({ context }, params: { request: SocketRequest; sent: boolean }) => {
      const { requestType, payload, key, replyTo } = params.request;
      const request: PendingRequest = { request_id: String(context.nextRequestId), requestType, payload, sent: params.sent };
      if (key !== undefined) request.key = key;
      if (replyTo !== undefined) request.replyTo = replyTo;
      return { nextRequestId: context.nextRequestId + 1, pending: [...context.pending, request] };
    }),
    /** The timer is not cancelled when the answer comes first: its event then finds no pending request and is ignored. */
    'schedule response timeout': raise(
      ({ context }) => ({ type: 'socket.responseTimedOut' as const, request_id: context.pending[context.pending.length - 1].request_id }),
      { delay: 'response timeout' },
    ),
    'send latest request': sendTo('connection', ({ context }): SocketSendCommand => ({ type: 'socket.send', frames: [frameOf(context.pending[context.pending.length - 1])] })),
    'flush buffer': sendTo('connection', ({ context }): SocketSendCommand => ({ type: 'socket.send', frames: context.pending.filter((r) => !r.sent).map(frameOf) })),
    'mark buffer sent': assign(({ context }) => ({ pending: context.pending.map((r) => (r.sent ? r : { ...r, sent: true })) })),
    /** Gives each request its one answer (to its `replyTo`; a request without one is fire-and-forget). */
    // Sent as this machine's own (as `sendTo` does, not `replyTo.send`), so the event log knows
    // where each answer came from and a replay gives it again.
    'answer requests': ({ self, system }, params: { requests: Array<Pick<PendingRequest, 'requestType' | 'key' | 'replyTo'>>; outcome: Outcome }) => {
      const relay = system as unknown as { _relay(source: unknown, target: unknown, event: unknown): void };
      for (const r of params.requests) if (r.replyTo) relay._relay(self, r.replyTo, answerFor(r, params.outcome));
    },
    'forget requests': assign(({ context }, params: { ids: string[] }) => ({ pending: context.pending.filter((r) => !params.ids.includes(r.request_id)) })),
    'announce connected': sendParent({ type: 'socket.connected' } satisfies SocketParentEvent),
    'report unauthorized': sendParent({ type: 'session.unauthorized' } satisfies SocketParentEvent),
    'forward push': sendParent((_, params: { push: PushEvent }) => ({ type: `server.${params.push.type}`, payload: params.push.payload }) as SocketParentEvent),
    'report rejected push': sendParent((_, params: PushRejected) => params),
  },
  guards: {
    'has token': ({ context }) => context.token !== null,
    'is signed out': (_, params: { token: string | null }) => params.token === null,
    'is another token': ({ context }, params: { token: string | null }) => params.token !== null && params.token !== context.token,
    'is refused token': (_, params: { code: number }) => params.code === REFUSED_TOKEN_CLOSE_CODE,
    'has buffer room': ({ context }) => context.pending.filter((r) => !r.sent).length < context.bufferLimit,
    'is pending request': ({ context }, params: { request_id: string }) => context.pending.some((r) => r.request_id === params.request_id),
    'answers a request in flight': ({ context }, params: { data: unknown }) => {
      const frame = readServerFrame(params.data);
      return frame.kind === 'response' && answerTo(frame.response, context) !== undefined;
    },
    'is push': (_, params: { data: unknown }) => readServerFrame(params.data).kind === 'push',
    'is rejected push': (_, params: { data: unknown }) => readServerFrame(params.data).kind === 'rejected push',
  },
  delays: {
    /** SPEC §9: the socket starts 1 s after load, so the first screen renders before it connects. */
    'start delay': 1000,
    /** SPEC §9: while signed out the token is checked again every second (a sign-in connects within 1 s). */
    'recheck delay': 1000,
    /** SPEC §9: after a close or error the next attempt waits 5 s (no storm against a restarting server). */
    'reconnect delay': 5000,
    /** A request the server has not answered in 15 s fails with `timeout`, so no requester waits forever. */
    'response timeout': 15_000,
  },
}).createMachine({
  id: 'socket',
  context: ({ input }) => ({ token: input?.token ?? null, nextRequestId: 1, pending: [], bufferLimit: input?.bufferLimit ?? DEFAULT_BUFFER_LIMIT, error: null, lost: false }),
  initial: 'starting',
  on: {
    'session.tokenChanged': [
      {
        guard: { type: 'is signed out', params: ({ event }) => event },
        target: '.loggedOut',
        actions: [
          { type: 'answer requests', params: ({ context }) => ({ requests: context.pending, outcome: { ok: false, code: 'unauthorized' } }) },
          { type: 'forget requests', params: ({ context }) => ({ ids: context.pending.map((r) => r.request_id) }) },
          { type: 'assign token', params: { token: null } },
        ],
      },
      { actions: { type: 'assign token', params: ({ event }) => event } },
    ],
    'socket.request': [
      { guard: 'has buffer room', actions: [{ type: 'accept request', params: ({ event }) => ({ request: event, sent: false }) }, 'schedule response timeout'] },
      { actions: { type: 'answer requests', params: ({ event }) => ({ requests: [event], outcome: { ok: false, code: 'socket.buffer_full' } }) } },
    ],
    'socket.responseTimedOut': {
      guard: { type: 'is pending request', params: ({ event }) => event },
      actions: [
        { type: 'answer requests', params: ({ context, event }) => ({ requests: context.pending.filter((r) => r.request_id === event.request_id), outcome: { ok: false, code: 'timeout' } }) },
        { type: 'forget requests', params: ({ event }) => ({ ids: [event.request_id] }) },
      ],
    },
  },
  states: {
    starting: {
      after: { 'start delay': 'checking' },
    },
    checking: {
      always: [{ guard: 'has token', target: 'connection' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      tags: ['logged out'],
      entry: { type: 'assign lost', params: { lost: false } },
      after: { 'recheck delay': 'checking' },
    },
    connection: {
      invoke: {
        id: 'connection',
        src: 'connect socket',
        input: ({ context }) => ({ token: context.token! }),
        onError: { target: 'reconnecting', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
      initial: 'connecting',
      on: {
        'socket.closed': [
          {
            guard: { type: 'is refused token', params: ({ event }) => event },
            target: 'loggedOut',
            actions: [
              { type: 'answer requests', params: ({ context }) => ({ requests: context.pending, outcome: { ok: false, code: 'unauthorized' } }) },
              { type: 'forget requests', params: ({ context }) => ({ ids: context.pending.map((r) => r.request_id) }) },
              { type: 'assign token', params: { token: null } },
              'report unauthorized',
            ],
          },
          { target: 'reconnecting' },
        ],
        'socket.error': 'reconnecting',
        'session.tokenChanged': {
          guard: { type: 'is another token', params: ({ event }) => event },
          target: 'connection',
          reenter: true,
          actions: { type: 'assign token', params: ({ event }) => event },
        },
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: {
            'socket.opened': { target: 'open', actions: [{ type: 'assign lost', params: { lost: false } }, 'flush buffer', 'mark buffer sent', 'announce connected'] },
          },
        },
        open: {
          tags: ['connected'],
          // Requests sent on this connection get no answer once it is gone: `unauthorized` when the
          // session ended (sign-out, refused token), else `network`.
          exit: [
            {
              type: 'answer requests',
              params: ({ context, event }) => ({ requests: context.pending.filter((r) => r.sent), outcome: { ok: false, code: endsSession(event) ? 'unauthorized' : 'network' } }),
            },
            { type: 'forget requests', params: ({ context }) => ({ ids: context.pending.filter((r) => r.sent).map((r) => r.request_id) }) },
          ],
          on: {
            'socket.request': { actions: [{ type: 'accept request', params: ({ event }) => ({ request: event, sent: true }) }, 'schedule response timeout', 'send latest request'] },
            'socket.message': [
              {
                guard: { type: 'answers a request in flight', params: ({ event }) => event },
                actions: [
                  { type: 'answer requests', params: ({ context, event }) => answered(event.data, context) },
                  { type: 'forget requests', params: ({ context, event }) => ({ ids: answered(event.data, context).requests.map((r) => r.request_id) }) },
                ],
              },
              {
                guard: { type: 'is push', params: ({ event }) => event },
                actions: {
                  type: 'forward push',
                  params: ({ event }) => ({ push: (readServerFrame(event.data) as Extract<ServerFrame, { kind: 'push' }>).push }),
                },
              },
              {
                guard: { type: 'is rejected push', params: ({ event }) => event },
                actions: [
                  {
                    type: 'report rejected push',
                    params: ({ event }) => {
                      const frame = readServerFrame(event.data) as Extract<ServerFrame, { kind: 'rejected push' }>;
                      return { type: 'push.rejected' as const, pushType: frame.pushType, problems: frame.problems };
                    },
                  },
                  { type: 'log ignored frame', params: ({ event }) => ({ reason: 'push payload does not match its schema', data: event.data }) },
                ],
              },
              {
                actions: {
                  type: 'log ignored frame',
                  params: ({ event }) => {
                    const frame = readServerFrame(event.data);
                    return { reason: frame.kind === 'malformed' ? frame.reason : 'no request waits for this request_id', data: event.data };
                  },
                },
              },
            ],
          },
        },
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      entry: { type: 'assign lost', params: { lost: true } },
      after: { 'reconnect delay': 'checking' },
    },
  },
});

export type SocketMachine = typeof socketMachine;
export type SocketActorRef = ActorRefFrom<typeof socketMachine>;

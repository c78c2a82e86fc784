import type { AnyActorRef } from 'xstate';
import { checkPush, type PushEvent, type PushType, type ServerPushEvent } from '../../protocol/events';

/**
 * The live channel's frames as the client sees them (SPEC §7, src/protocol/live.ts): client
 * messages `{type, request_id, payload}`, responses `{request_id, response_type, code?, data?}`,
 * pushes `{type, payload}` of the event catalogue (src/protocol/events.ts).
 */
export interface ClientMessage {
  type: string;
  request_id: string;
  payload: unknown;
}

export type ServerResponse =
  | { request_id: string; response_type: 'Ok'; data?: unknown }
  | { request_id: string; response_type: 'Error'; code: string; data?: unknown };

/** A frame from the server, as the socket machine reads it. */
export type ServerFrame =
  | { kind: 'response'; response: ServerResponse }
  /** A push of the event catalogue whose payload matches its schema. */
  | { kind: 'push'; push: PushEvent }
  /** A push of a known type whose payload does not match its schema (`problems` say where). */
  | { kind: 'rejected push'; pushType: PushType; problems: string[] }
  | { kind: 'malformed'; reason: string };

/** The close code with which the server refuses a missing, invalid or revoked token. */
export const REFUSED_TOKEN_CLOSE_CODE = 4401;

/** The last frame read, so the guards and actions handling one message parse and check it once. */
let lastRead: { data: unknown; frame: ServerFrame } | null = null;

/**
 * Reads a text frame, checking a push against the event catalogue (src/protocol/events.ts): this
 * is where every push is checked, once, before any machine sees it. Anything that is not one of
 * the two server shapes is `malformed`; a push of a type the catalogue lacks too.
 */
export function readServerFrame(data: unknown): ServerFrame {
  if (lastRead !== null && lastRead.data === data) return lastRead.frame;
  const frame = parseServerFrame(data);
  lastRead = { data, frame };
  return frame;
}

function parseServerFrame(data: unknown): ServerFrame {
  if (typeof data !== 'string') return { kind: 'malformed', reason: 'not text' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'malformed', reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { kind: 'malformed', reason: 'not an object' };
  const frame = value as Record<string, unknown>;
  if ('response_type' in frame) {
    const id = frame.request_id;
    if (typeof id !== 'string' && typeof id !== 'number') return { kind: 'malformed', reason: 'response without request_id' };
    if (frame.response_type === 'Ok') return { kind: 'response', response: { request_id: String(id), response_type: 'Ok', data: frame.data } };
    if (frame.response_type === 'Error' && typeof frame.code === 'string') {
      return { kind: 'response', response: { request_id: String(id), response_type: 'Error', code: frame.code, data: frame.data } };
    }
    return { kind: 'malformed', reason: 'unknown response_type' };
  }
  if (typeof frame.type !== 'string' || frame.type.length === 0) return { kind: 'malformed', reason: 'neither a response nor a push' };
  const check = checkPush(frame.type, frame.payload);
  if (check.ok) return { kind: 'push', push: check.event };
  if (check.reason === 'unknown_type') return { kind: 'malformed', reason: `unknown push type ${frame.type.slice(0, 50)}` };
  return { kind: 'rejected push', pushType: check.type as PushType, problems: check.problems };
}

/** What a requester sends the socket (directly, or through the root actor). */
export interface SocketRequest {
  type: 'socket.request';
  /** The client message type, e.g. `call.start`. */
  requestType: string;
  payload: unknown;
  /** Echoed in the answer, so a requester can tell several of its requests apart. */
  key?: string;
  /** Where the answer goes; without it the socket emits the answer (`actor.on('socket.replied', …)`). */
  replyTo?: AnyActorRef;
}

/** The answer a requester gets: exactly one per request. */
export type SocketAnswer =
  | { type: 'socket.replied'; requestType: string; key?: string; data: unknown }
  /**
   * `code`: the server's error code; `timeout` (no answer in time), `socket.buffer_full` (too many
   * requests waiting for a connection), `network` (the connection dropped before the answer) or
   * `unauthorized` (signed out before it could be sent or answered).
   */
  | { type: 'socket.failed'; requestType: string; key?: string; code: string };

/**
 * A push the socket could not pass on: its type is known, its payload does not match the type's
 * schema. Owners of that type may tell the person (SPEC §8: a call update lacking data raises
 * 'Call update failed').
 */
export type PushRejected = {
  type: 'push.rejected';
  pushType: PushType;
  problems: string[];
};

/** What the socket tells its parent (the root actor): pushes arrive checked and typed. */
export type SocketParentEvent = { type: 'socket.connected' } | { type: 'session.unauthorized' } | ServerPushEvent | PushRejected;

/** What the connection actor is told: frames to send, in order. */
export interface SocketSendCommand {
  type: 'socket.send';
  frames: ClientMessage[];
}

/** What the connection actor reports. */
export type SocketConnectionEvent =
  | { type: 'socket.opened' }
  | { type: 'socket.closed'; code: number }
  | { type: 'socket.error' }
  | { type: 'socket.message'; data: unknown };

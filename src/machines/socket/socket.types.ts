import type { AnyActorRef } from 'xstate';

/**
 * The live channel's frames as the client sees them (SPEC §7). The server side
 * (src/protocol/live.ts) was being written at the same time; these are the shapes it announced:
 * client messages `{type, request_id, payload}`, responses `{request_id, response_type, code?, data?}`,
 * pushes `{type, payload}`.
 */
export interface ClientMessage {
  type: string;
  request_id: string;
  payload: unknown;
}

export type ServerResponse =
  | { request_id: string; response_type: 'Ok'; data?: unknown }
  | { request_id: string; response_type: 'Error'; code: string; data?: unknown };

export interface ServerPush {
  type: string;
  payload: unknown;
}

/** A frame from the server, as the socket machine reads it. */
export type ServerFrame =
  | { kind: 'response'; response: ServerResponse }
  | { kind: 'push'; push: ServerPush }
  | { kind: 'malformed'; reason: string };

/** The close code with which the server refuses a missing, invalid or revoked token. */
export const REFUSED_TOKEN_CLOSE_CODE = 4401;

/** Reads a text frame; anything that is not one of the two server shapes is `malformed`. */
export function readServerFrame(data: unknown): ServerFrame {
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
  if (typeof frame.type === 'string' && frame.type.length > 0) return { kind: 'push', push: { type: frame.type, payload: frame.payload } };
  return { kind: 'malformed', reason: 'neither a response nor a push' };
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

/** What the socket tells its parent (the root actor). */
export type SocketParentEvent =
  | { type: 'socket.connected' }
  | { type: 'session.unauthorized' }
  | { type: `server.${string}`; payload: unknown };

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

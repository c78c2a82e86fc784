import { Type, type Static } from '@sinclair/typebox';

/**
 * The live channel (SPEC §7): a WebSocket at `/ws?token=…`. The client sends requests
 * `{type, request_id, payload}` and gets one response `{request_id, response_type, …}` each; the
 * server pushes `{type, payload}`: a push of the event catalogue (./events.ts), whose `payload`
 * matches that push's schema.
 */

/** Path of the live channel on the configured public address. */
export const LIVE_PATH = '/ws';

/** Largest client message the hub reads (bytes); larger ones are answered `live.too_large`. */
export const LIVE_MAX_MESSAGE_BYTES = 64 * 1024;

/** Close codes the hub uses (4000–4999 are the application's range). */
export const LIVE_CLOSE = {
  /** Missing, invalid, expired or revoked token; also sent when the session is logged out. */
  unauthorized: 4401,
  /** The page's Origin is not the configured public URL. */
  forbiddenOrigin: 4403,
  /** The server is shutting down; reconnect (another node will answer). */
  goingAway: 1001,
} as const;

/** Requests a client may send: `Ping` (the hub) and the call requests (server/features/calls). */
export const LIVE_REQUEST_TYPES = ['Ping', 'Call', 'FinishCall', 'DeclineCall', 'AnswerCall'] as const;
export type LiveRequestType = (typeof LIVE_REQUEST_TYPES)[number];

/** A message from the client. */
export interface LiveRequest<P = unknown> {
  type: string;
  request_id: string | number;
  payload?: P;
}

/** The one answer to a request. `request_id` is null when the message could not be read. */
export type LiveResponse<D = unknown> =
  | { request_id: string | number | null; response_type: 'Ok'; data?: D }
  | { request_id: string | number | null; response_type: 'Error'; code: string; message?: string };

export type PresenceStatus = 'online' | 'offline';

/** Payload of `UserStatusChange`: a person came online or went offline. */
export const UserStatusChangePayloadSchema = Type.Object({
  user_id: Type.String(),
  status: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
});
export type UserStatusChangePayload = Static<typeof UserStatusChangePayloadSchema>;

/** `GET /api/presence?ids=a,b` answers `{ data: [{ user_id, status }] }`, one entry per asked id. */
export type PresenceAnswer = UserStatusChangePayload[];

/** Most ids one presence query may ask about. */
export const PRESENCE_MAX_IDS = 200;

/** Query of `GET /api/presence`: user ids separated by commas. */
export const PresenceQuerySchema = Type.Object({ ids: Type.String({ maxLength: PRESENCE_MAX_IDS * 40 }) });

/** One entry of a presence answer: the same shape as a `UserStatusChange` payload. */
export const PresenceEntrySchema = UserStatusChangePayloadSchema;

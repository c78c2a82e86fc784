import { AppError, toAppError } from '../../src/protocol/errors';
import { LIVE_MAX_MESSAGE_BYTES, type LiveResponse } from '../../src/protocol/live';
import type { LiveConnection } from './connections';
import { unstorableTextPath } from '../plugins/safe-text';

/** What a message handler knows about its caller. */
export interface LiveContext {
  userId: string;
  userType: LiveConnection['userType'];
  sessionId: string;
  connectionId: string;
}

/** Handles one client request type; what it returns is the `Ok` answer's `data`. */
export type LiveHandler = (ctx: LiveContext, payload: unknown) => Promise<unknown> | unknown;

/**
 * The request/response side of the live channel: features register handlers by message type
 * (`hub.handle('Call', …)`), and every client message gets exactly one answer. Nothing a client
 * sends can close the socket or escape as an exception.
 */
export class LiveHub {
  private readonly handlers = new Map<string, LiveHandler>();

  constructor(private readonly log?: { error(obj: unknown, msg?: string): void }) {
    this.handle('Ping', () => undefined);
  }

  handle(type: string, handler: LiveHandler): void {
    if (this.handlers.has(type)) throw new Error(`live handler for ${type} is already registered`);
    this.handlers.set(type, handler);
  }

  /** Reads one raw client message and produces its answer. */
  async answer(ctx: LiveContext, raw: Buffer | string): Promise<LiveResponse> {
    const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.byteLength;
    if (size > LIVE_MAX_MESSAGE_BYTES) return error(null, 'live.too_large', `Messages are at most ${LIVE_MAX_MESSAGE_BYTES} bytes`);
    let msg: unknown;
    try {
      msg = JSON.parse(typeof raw === 'string' ? raw : raw.toString('utf8'));
    } catch {
      return error(null, 'live.malformed', 'The message is not JSON');
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return error(null, 'live.malformed', 'The message is not an object');
    const { type, request_id: requestId, payload } = msg as Record<string, unknown>;
    const id = (typeof requestId === 'string' && requestId !== '' && requestId.length <= 100) || (typeof requestId === 'number' && Number.isFinite(requestId)) ? requestId : null;
    if (id === null) return error(null, 'live.malformed', 'request_id is missing');
    if (typeof type !== 'string' || type === '') return error(id, 'live.malformed', 'type is missing');
    const handler = this.handlers.get(type);
    if (!handler) return error(id, 'live.unknown_type', `Unknown message type ${type.slice(0, 50)}`);
    const unstorable = unstorableTextPath(payload);
    if (unstorable !== null) return error(id, 'field.unstorable_text', `The field ${unstorable || 'payload'} holds characters that cannot be stored`);
    try {
      const data = await handler(ctx, payload);
      return data === undefined ? { request_id: id, response_type: 'Ok' } : { request_id: id, response_type: 'Ok', data };
    } catch (err) {
      const e = toAppError(err);
      if (e.status >= 500) this.log?.error({ err }, `live handler ${type} failed`);
      return error(id, e.code, e.status >= 500 ? 'Internal error' : e.message);
    }
  }
}

function error(requestId: string | number | null, code: AppError['code'], message: string): LiveResponse {
  return { request_id: requestId, response_type: 'Error', code, message };
}

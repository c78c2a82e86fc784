import { CALL_TRANSITIONS, isCallStatus, type CallInfo, type CallRoom, type CallStatus } from '../../protocol/calls';

/**
 * Pure rules of the client's call machine: reading call payloads from the server, and whether a
 * status the server announces can follow the one the client knows (CALL_TRANSITIONS, the table
 * the server enforces).
 */

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** A call from a push or an answer, or null when it lacks data (SPEC §8 'Call update failed'). */
export function readCall(value: unknown): CallInfo | null {
  if (!value || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  if (!isText(c.id) || !isText(c.caller_id) || !isText(c.chat_space_id) || !isCallStatus(c.status)) return null;
  if (c.expires_at !== null && c.expires_at !== undefined && typeof c.expires_at !== 'string') return null;
  return {
    id: c.id,
    caller_id: c.caller_id,
    callee_id: isText(c.callee_id) ? c.callee_id : null,
    chat_space_id: c.chat_space_id,
    status: c.status,
    expires_at: typeof c.expires_at === 'string' ? c.expires_at : null,
    type: 'video',
    created_at: typeof c.created_at === 'string' ? c.created_at : '',
  };
}

/** The room of an answer, or null when it is missing or malformed. */
export function readRoom(value: unknown): CallRoom | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  if (!isText(r.domain) || !isText(r.name)) return null;
  return { domain: r.domain, name: r.name, jwt: isText(r.jwt) ? r.jwt : null };
}

/** `{call, room}` of a Call or AnswerCall answer (room null when absent). */
export function readJoin(data: unknown): { call: CallInfo; room: CallRoom | null } | null {
  if (!data || typeof data !== 'object') return null;
  const call = readCall((data as Record<string, unknown>).call);
  return call ? { call, room: readRoom((data as Record<string, unknown>).room) } : null;
}

/** The entries of `GET /api/calls/current`, skipping any that lack data. */
export function readCurrent(data: unknown): Array<{ call: CallInfo; room: CallRoom | null }> {
  if (!Array.isArray(data)) return [];
  return data.map(readJoin).filter((x): x is { call: CallInfo; room: CallRoom | null } => x !== null);
}

/** True when the server may move a call from `from` to `to` in one or more steps of the table. */
export function canFollow(from: CallStatus, to: CallStatus): boolean {
  const seen = new Set<CallStatus>();
  const queue: CallStatus[] = [from];
  while (queue.length > 0) {
    for (const next of Object.values(CALL_TRANSITIONS[queue.shift()!])) {
      if (next === to) return true;
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

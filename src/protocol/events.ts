import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CallInfoSchema } from './call-schemas';
import { ChatSpaceSeenPayloadSchema, MessageSchema } from './chats';
import { ClinicInquirySchema } from './inquiries';
import { UserStatusChangePayloadSchema } from './live';
import { NotificationSchema } from './notifications';
import { CASE_PUSH_SCHEMAS } from './case-schemas';
import { ScheduleSchema } from './schedule-schemas';

/**
 * The one catalogue of domain events (ARCHITECTURE "Server event store"): a TypeBox schema for the
 * payload of every event the server stores, by type. Together they form one discriminated union,
 * `DomainEvent`, on `type`. The server's event store appends only its members and the live hub
 * pushes only its push members; the client checks each push once where it arrives (the socket)
 * and its machines receive `server.<Type>` events with the payload's static type.
 *
 * A feature adding events adds their schemas here (pushes to PUSH_EVENT_SCHEMAS, events other
 * nodes must hear but no client sees to INTERNAL_EVENT_SCHEMAS), as appointments add
 * `ScheduleCreated`, …, `ScheduleStartTimeUpdated` (SPEC §7's "start_time updated").
 */

/** Pushes (SPEC §7 and the project's own): stored, then sent to the users of the event's audience. */
export const PUSH_EVENT_SCHEMAS = {
  /** A new message in a chat space; to every party of the chat. */
  MessageCreated: MessageSchema,
  /**
   * A party's read marker moved forward (extends SPEC §7: the seen markers on both sides of a chat
   * need to hear when the other side reads it).
   */
  ChatSpaceSeen: ChatSpaceSeenPayloadSchema,
  /** A patient opened an inquiry at a clinic; to the patient and every operator of the clinic. */
  ClinicInquiryCreated: ClinicInquirySchema,
  /** An operator joined the inquiry. */
  ClinicInquiryJoined: ClinicInquirySchema,
  /** An operator completed the inquiry; its chat turns read-only. */
  ClinicInquiryCompleted: ClinicInquirySchema,
  /** A notification for one person. */
  NotificationCreated: NotificationSchema,
  /** A person came online or went offline (their first socket opened, their last closed). */
  UserStatusChange: UserStatusChangePayloadSchema,
  /** A call after a change of status; to every party of its chat. */
  CallUpdated: CallInfoSchema,
  /** A call ringing for the person (SPEC §7: id, caller_id, chat_space_id, status, expires_at). */
  CallIncame: CallInfoSchema,
  /**
   * Appointments (src/protocol/schedules.ts): each carries the schedule as it now is; to its
   * patient, its assignee (and, on a reassignment, the previous one) and its clinic's operators.
   */
  ScheduleCreated: ScheduleSchema,
  ScheduleGotPending: ScheduleSchema,
  ScheduleActivated: ScheduleSchema,
  ScheduleCompleted: ScheduleSchema,
  ScheduleCancelled: ScheduleSchema,
  /** SPEC §7's "start_time updated": the appointment was moved. */
  ScheduleStartTimeUpdated: ScheduleSchema,
  /** The project's own: an operator gave the appointment to another doctor. */
  ScheduleReassigned: ScheduleSchema,
  ScheduleInterviewActivated: ScheduleSchema,
  ScheduleInterviewBound: ScheduleSchema,
  ScheduleInterviewFinished: ScheduleSchema,
  /** The project's own: the patient attached a pre-visit document. */
  ScheduleFilesUpdated: ScheduleSchema,
  /**
   * Medical cases (src/protocol/cases.ts): each carries the case id, its version after the change,
   * when and by whom, and the part that changed (PatientCaseCreated: the whole case); folded by
   * `applyCaseEvent`. To the patient, the assignee and the doctors it is shared with; never to
   * operators (they see no clinical content).
   */
  ...CASE_PUSH_SCHEMAS,
} as const;

/** Events that travel between server nodes but are never pushed to a client (empty audience). */
export const INTERNAL_EVENT_SCHEMAS = {
  /** A session was revoked (logout, password change): every node closes that session's sockets. */
  SessionRevoked: Type.Object({ session_id: Type.String() }),
} as const;

export const EVENT_SCHEMAS = { ...PUSH_EVENT_SCHEMAS, ...INTERNAL_EVENT_SCHEMAS } as const;

export type EventType = keyof typeof EVENT_SCHEMAS;
export type PushType = keyof typeof PUSH_EVENT_SCHEMAS;

/** The payload of an event of type `T`. */
export type EventPayload<T extends EventType> = Static<(typeof EVENT_SCHEMAS)[T]>;

/** Every domain event as `{ type, payload }`: one discriminated union on `type`. */
export type DomainEvent = { [T in EventType]: { type: T; payload: EventPayload<T> } }[EventType];
/** The members of DomainEvent that are pushed to clients. */
export type PushEvent = Extract<DomainEvent, { type: PushType }>;

/** A push as a client machine receives it: `server.<Type>` with its typed payload. */
export type ServerPushEvent = { [T in PushType]: { type: `server.${T}`; payload: EventPayload<T> } }[PushType];
/** The machine event of one push type, e.g. `ServerPush<'CallUpdated'>`. */
export type ServerPush<T extends PushType> = Extract<ServerPushEvent, { type: `server.${T}` }>;

const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);

export const isEventType = (type: string): type is EventType => has(EVENT_SCHEMAS, type);
export const isPushType = (type: string): type is PushType => has(PUSH_EVENT_SCHEMAS, type);

/** What checking an event against the catalogue found. */
export type EventCheck<E> =
  | { ok: true; event: E }
  /** `unknown_type`: not in the catalogue; `invalid_payload`: its payload does not match its schema (`problems` say where). */
  | { ok: false; reason: 'unknown_type' | 'invalid_payload'; type: string; problems: string[] };

/** At most this many schema problems are reported for one event (enough to find the mistake). */
const MAX_PROBLEMS = 5;

function problemsOf(schema: TSchema, payload: unknown): string[] {
  const problems: string[] = [];
  for (const e of Value.Errors(schema, payload)) {
    problems.push(`${e.path || '/'}: ${e.message}`);
    if (problems.length >= MAX_PROBLEMS) break;
  }
  return problems;
}

/** Checks `{type, payload}` against the whole catalogue (the server, before it stores an event). */
export function checkEvent(type: string, payload: unknown): EventCheck<DomainEvent> {
  if (!isEventType(type)) return { ok: false, reason: 'unknown_type', type, problems: [] };
  const schema = EVENT_SCHEMAS[type];
  if (!Value.Check(schema, payload)) return { ok: false, reason: 'invalid_payload', type, problems: problemsOf(schema, payload) };
  return { ok: true, event: { type, payload } as DomainEvent };
}

/** Checks a push a client received (only push types are accepted). */
export function checkPush(type: string, payload: unknown): EventCheck<PushEvent> {
  if (!isPushType(type)) return { ok: false, reason: 'unknown_type', type, problems: [] };
  return checkEvent(type, payload) as EventCheck<PushEvent>;
}

import type { ChatSpace, ClinicInquiryRef, ClinicInquiryStatus, Message } from '../../protocol/chats';
import type { User } from '../../protocol/user';

/**
 * Pure rules of chats on the client: ordering and merging of messages, who the other party is,
 * what counts as unread, how news moves a space on. Machines and views share them; nothing here
 * does I/O.
 */

/** Who is on the other side of a chat, as the signed-in person sees it. */
export type Counterpart = { kind: 'user'; id: string; role: 'Doctor' | 'Patient' } | { kind: 'clinic'; id: number };

/** The party a person talks to in a chat space (a clinic operator speaks for their clinic). */
export function counterpartOf(space: Pick<ChatSpace, 'type' | 'chat_space'>, me: Pick<User, 'id' | 'type'>): Counterpart | null {
  const { doctor_id, patient_id, clinic_id } = space.chat_space;
  switch (space.type) {
    case 'PatientDoctor':
      if (me.type === 'Patient') return doctor_id ? { kind: 'user', id: doctor_id, role: 'Doctor' } : null;
      return patient_id ? { kind: 'user', id: patient_id, role: 'Patient' } : null;
    case 'DoctorClinic':
      if (me.type === 'Doctor') return clinic_id !== null ? { kind: 'clinic', id: clinic_id } : null;
      return doctor_id ? { kind: 'user', id: doctor_id, role: 'Doctor' } : null;
    case 'PatientClinic':
      if (me.type === 'Patient') return clinic_id !== null ? { kind: 'clinic', id: clinic_id } : null;
      return patient_id ? { kind: 'user', id: patient_id, role: 'Patient' } : null;
  }
}

/** Insertion order of the server, as far as the client can tell: time, then id. */
export function compareMessages(a: Pick<Message, 'created_at' | 'id'>, b: Pick<Message, 'created_at' | 'id'>): number {
  return Date.parse(a.created_at) - Date.parse(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** `known` and `incoming` together, each message once (the newer copy wins), oldest first. */
export function mergeMessages(known: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return known as Message[];
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(compareMessages);
}

/** The later of two ISO times (null counts as never). */
export function laterTime(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** A chat has unread messages when its last message is someone else's and newer than the person's last visit. */
export function isUnread(space: Pick<ChatSpace, 'last_message' | 'last_seen'>, myId: string): boolean {
  const last = space.last_message;
  if (!last || last.sender_id === myId) return false;
  return space.last_seen === null || Date.parse(last.created_at) > Date.parse(space.last_seen);
}

/** The time a chat is sorted by in the list: its last message, else nothing (goes last). */
const activity = (s: ChatSpace) => (s.last_message ? Date.parse(s.last_message.created_at) : 0);

/** Chat lists: newest last message first (SPEC §4), ties by id for a stable order. */
export function sortSpaces(spaces: readonly ChatSpace[]): ChatSpace[] {
  return [...spaces].sort((a, b) => activity(b) - activity(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** `space` with `message` as its last message when it is newer than the one it has. */
export function withLastMessage(space: ChatSpace, message: Message): ChatSpace {
  if (space.last_message && compareMessages(space.last_message, message) >= 0) return space;
  return { ...space, last_message: message };
}

/** Whether the other side has seen `message` (seen markers on the sender's side). */
export function seenByParty(message: Pick<Message, 'created_at'>, partyLastSeen: string | null | undefined): boolean {
  return !!partyLastSeen && Date.parse(partyLastSeen) >= Date.parse(message.created_at);
}

/** A client id for an outgoing message: the server stores it once, so a retried send never duplicates. */
export function newClientId(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

/** How far an inquiry has come; news about the same inquiry never takes it back a step. */
const INQUIRY_STEP: Record<ClinicInquiryStatus, number> = { created: 0, joined: 1, completed: 2 };

/** Whether an inquiry at `status` is further along than one at `than`. */
export const isFurtherStep = (status: ClinicInquiryStatus, than: ClinicInquiryStatus) => INQUIRY_STEP[status] > INQUIRY_STEP[than];

/** Whether someone else's newest message among `messages` is newer than the person's read marker `lastSeen`. */
export function hasUnseen(messages: readonly Message[], myId: string, lastSeen: string | null): boolean {
  const newest = messages.findLast((m) => m.sender_id !== myId);
  return !!newest && (lastSeen === null || Date.parse(newest.created_at) > Date.parse(lastSeen));
}

/** The space with a read marker moved to `lastSeen` (the person's own when `mine`, else the other side's); markers never move back. */
export function withSeen(space: ChatSpace, mine: boolean, lastSeen: string): ChatSpace {
  return mine ? { ...space, last_seen: laterTime(space.last_seen, lastSeen) } : { ...space, party_last_seen: laterTime(space.party_last_seen ?? null, lastSeen) };
}

/** The space with its inquiry moved to `inquiry` (a completed inquiry makes a clinic chat read-only). */
export function withInquiry(space: ChatSpace, inquiry: ClinicInquiryRef): ChatSpace {
  const completed = inquiry.status === 'completed';
  const next: ChatSpace = { ...space, chat_space: { ...space.chat_space, last_clinic_inquiry: inquiry }, active: !completed };
  if (completed) next.inactive_reason = 'inquiry_completed';
  else delete next.inactive_reason;
  return next;
}

/**
 * The space an answer brought, with what the room knew that may be newer than the answer: the
 * last message among `messages`, the later read markers, a further step of the same inquiry.
 */
export function freshestSpace(known: ChatSpace | null, answered: ChatSpace, messages: Message[]): ChatSpace {
  let space = messages.length > 0 ? withLastMessage(answered, messages[messages.length - 1]!) : answered;
  if (!known) return space;
  space = { ...space, last_seen: laterTime(answered.last_seen, known.last_seen), party_last_seen: laterTime(answered.party_last_seen ?? null, known.party_last_seen ?? null) };
  const before = known.chat_space.last_clinic_inquiry;
  const after = answered.chat_space.last_clinic_inquiry;
  if (before && after && before.id === after.id && isFurtherStep(before.status, after.status)) space = withInquiry(space, before);
  return space;
}

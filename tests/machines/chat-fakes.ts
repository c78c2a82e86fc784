import { fromCallback, fromPromise } from 'xstate';
import { chatRoomMachine } from '../../src/machines/chats/chat-room.machine';
import type { ChatRoomEvent, InboxNotice } from '../../src/machines/chats/chat-room.types';
import { inboxMachine } from '../../src/machines/chats/inbox.machine';
import { directoryMachine } from '../../src/machines/live/directory.machine';
import { presenceMachine } from '../../src/machines/live/presence.machine';
import { notificationsMachine } from '../../src/machines/notifications/notifications.machine';
import type { ChatSpace, Message } from '../../src/protocol/chats';
import type { ClinicInquiry } from '../../src/protocol/inquiries';
import type { Notification } from '../../src/protocol/notifications';
import type { User, UserSummary } from '../../src/protocol/user';
import { testUser } from '../support/users';
import type { Invocations } from './shell-fakes';

/**
 * Fakes shared by the tests of the live machines (chat room, inbox, presence, directory,
 * notifications) and their model-based walks: people, chat spaces, messages, notifications, and
 * each machine provided with calls the test settles by hand (`Invocations`) and effects it records.
 */

/** 10:<minute> on 1 March 2026, UTC: message and marker times read as minutes. */
export const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

export const PATIENT = testUser({ id: 'p-1', type: 'Patient' });
export const DOCTOR = testUser({ id: 'd-1', type: 'Doctor', firstname: { ka: 'გიორგი', en: 'Giorgi' } });
export const OPERATOR = testUser({ id: 'o-1', type: 'ClinicOperator', clinics: [{ id: 7, role: 'operator' }] });

/** A message in chat `c-1` from the doctor at 10:01; `overrides` replace whole fields. */
export function message(overrides: Partial<Message> = {}): Message {
  return { id: 'm-1', chat_space_id: 'c-1', sender_id: DOCTOR.id, text: 'გამარჯობა', created_at: at(1), ...overrides };
}

/** A clinic inquiry as its pushes carry it: `fields` name it; the rest is a fresh inquiry of clinic 7 by the patient. */
export function clinicInquiry(fields: Pick<ClinicInquiry, 'id' | 'chat_space_id' | 'status'>): ClinicInquiry {
  return { clinic_id: 7, patient_id: PATIENT.id, created_at: at(0), joined_by: null, joined_at: null, completed_at: null, ...fields };
}

/** Chat `c-1` between the patient and the doctor, active, nothing said yet; `overrides` replace whole fields. */
export function space(overrides: Partial<ChatSpace> = {}): ChatSpace {
  return {
    id: 'c-1',
    type: 'PatientDoctor',
    chat_space: { doctor_id: DOCTOR.id, patient_id: PATIENT.id, clinic_id: null, active_until: null, last_clinic_inquiry: null },
    last_message: null,
    last_seen: null,
    party_last_seen: null,
    active: true,
    ...overrides,
  };
}

/** A notification about a message in chat `c-1`, created at minute `minute`. */
export function notification(id: string, minute: number): Notification {
  return {
    id,
    action: 'message.created',
    created_at: at(minute),
    entity: { title: { ka: 'ახალი შეტყობინება', en: 'New message' }, actor_id: DOCTOR.id },
    entity_id: 'c-1',
    entity_type: 'chat_space',
  };
}

/** A directory entry for person `id` (a doctor without a speciality). */
export function person(id: string): UserSummary {
  return { id, type: 'Doctor', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null, speciality_id: null };
}

/** A file of `size` bytes, as the file picker hands it over. */
export function file(name: string, size: number): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

export interface RoomWorld {
  /** What the room told the inbox, oldest first. */
  told: InboxNotice[];
  /** Every 'persist outbox' call, oldest first. */
  saved: Array<{ chatId: string; texts: { clientId: string; text: string }[] }>;
  /** Delivers a push or `socket.connected` through the 'live pushes' callback, as the app does. */
  push(event: ChatRoomEvent): void;
  /** Whether the 'live pushes' callback is running (its cleanup ran when false). */
  listening: boolean;
}

export function roomWorld(): RoomWorld {
  return {
    told: [],
    saved: [],
    listening: false,
    push: () => {
      throw new Error('the room is not listening to pushes');
    },
  };
}

/** The chat room with its calls in `calls` and its effects in `world`. */
export function chatRoomWithFakes(calls: Invocations, world: RoomWorld) {
  return chatRoomMachine.provide({
    actors: {
      'load chat': fromPromise(({ input }) => calls.start('load chat', input)),
      'load older': fromPromise(({ input }) => calls.start('load older', input)),
      'send message': fromPromise(({ input }) => calls.start('send message', input)),
      'mark seen': fromPromise(({ input }) => calls.start('mark seen', input)),
      'announce open': fromCallback(({ input }) => {
        world.told.push({ type: 'inbox.opened', id: input.chatId });
        return () => world.told.push({ type: 'inbox.closed', id: input.chatId });
      }),
      'live pushes': fromCallback(({ sendBack }) => {
        world.listening = true;
        world.push = (event) => sendBack(event);
        return () => {
          world.listening = false;
        };
      }),
    },
    actions: {
      'tell inbox': (_, notice) => world.told.push(notice),
      'persist outbox': (_, params) => world.saved.push(params),
    },
  });
}

/** How many times each sound cue played. */
export interface Cues {
  message: number;
  notification: number;
}

/** The inbox with its calls in `calls`; `cue` hears the message cue. */
export function inboxWithFakes(calls: Invocations, cue: () => void) {
  return inboxMachine.provide({
    actors: {
      'load chats': fromPromise(() => calls.start('load chats', null)),
      'fetch chats': fromPromise(({ input }) => calls.start('fetch chats', input)),
    },
    actions: { 'play message cue': () => cue() },
  });
}

/** The notifications with their calls in `calls`; `cue` hears the notification cue. */
export function notificationsWithFakes(calls: Invocations, cue: () => void) {
  return notificationsMachine.provide({
    actors: {
      'load summary': fromPromise(() => calls.start('load summary', null)),
      'load page': fromPromise(({ input }) => calls.start('load page', input)),
      'mark seen': fromPromise(() => calls.start('mark seen', null)),
    },
    actions: { 'play notification cue': () => cue() },
  });
}

export function presenceWithFakes(calls: Invocations) {
  return presenceMachine.provide({ actors: { 'look up presence': fromPromise(({ input }) => calls.start('look up presence', input)) } });
}

export function directoryWithFakes(calls: Invocations) {
  return directoryMachine.provide({ actors: { 'fetch entries': fromPromise(({ input }) => calls.start('fetch entries', input)) } });
}

/** `session.userChanged` as the root sends it. */
export const userChanged = (user: User | null) => ({ type: 'session.userChanged' as const, user });

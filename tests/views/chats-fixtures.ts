import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ClinicRef } from '../../src/protocol/catalog';
import type { ChatSpace, Message } from '../../src/protocol/chats';
import type { PresenceStatus } from '../../src/protocol/live';
import type { Notification, NotificationSummary } from '../../src/protocol/notifications';
import type { User, UserSummary } from '../../src/protocol/user';
import type { LiveSocketHandlers, OpenLiveSocket } from '../../src/services/live-socket';
import type { FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { HEALTHY_FAMILY, signedInUser } from './doctors-fixtures';

/**
 * A small fake clinic for the view tests of chats and notifications: the people and chats of
 * Ketevan (a patient), a stateful chat server over the fake fetch, and a fake live channel that
 * pushes what a test tells it to.
 */

const L = (ka: string, en: string) => ({ ka, en });

/** Ketevan Kapanadze, the signed-in patient. */
export const PATIENT: User = signedInUser();

/** Giorgi Maisuradze, a therapist (speciality 1 of the start-up list). */
export const DOCTOR: UserSummary = {
  id: '00000000-0000-4000-8000-000000000201',
  type: 'Doctor',
  firstname: L('გიორგი', 'Giorgi'),
  lastname: L('მაისურაძე', 'Maisuradze'),
  photo: '/api/files/avatars/giorgi.png?v=3',
  speciality_id: 1,
};

/** Ana Lomidze, a doctor whose speciality the lists do not say. */
export const OTHER_DOCTOR: UserSummary = {
  id: '00000000-0000-4000-8000-000000000202',
  type: 'Doctor',
  firstname: L('ანა', 'Ana'),
  lastname: L('ლომიძე', 'Lomidze'),
  photo: null,
  speciality_id: null,
};

/** The clinic Ketevan asked a question. */
export const CLINIC: ClinicRef = HEALTHY_FAMILY;

/** An operator of the clinic, who writes for it. */
export const OPERATOR_ID = '00000000-0000-4000-8000-000000000301';

export const DOCTOR_CHAT = '10000000-0000-4000-8000-000000000001';
export const CLINIC_CHAT = '10000000-0000-4000-8000-000000000002';
export const OTHER_DOCTOR_CHAT = '10000000-0000-4000-8000-000000000003';

const PEOPLE: UserSummary[] = [
  DOCTOR,
  OTHER_DOCTOR,
  { id: PATIENT.id, type: 'Patient', firstname: PATIENT.firstname, lastname: PATIENT.lastname, photo: PATIENT.photo, speciality_id: null },
];

/** The routes that sign Ketevan in (render with a `token`); `over` changes her. */
export const asPatient = (over: Partial<User> = {}) => signedInAs({ ...PATIENT, ...over });

export function doctorChat(over: Partial<ChatSpace> = {}): ChatSpace {
  return {
    id: DOCTOR_CHAT,
    type: 'PatientDoctor',
    chat_space: { doctor_id: DOCTOR.id, patient_id: PATIENT.id, clinic_id: null, active_until: '2099-01-01T00:00:00.000Z', last_clinic_inquiry: null },
    last_message: null,
    last_seen: null,
    party_last_seen: null,
    active: true,
    ...over,
  };
}

export function otherDoctorChat(over: Partial<ChatSpace> = {}): ChatSpace {
  return doctorChat({ id: OTHER_DOCTOR_CHAT, chat_space: { ...doctorChat().chat_space, doctor_id: OTHER_DOCTOR.id }, ...over });
}

export function clinicChat(over: Partial<ChatSpace> = {}): ChatSpace {
  return {
    id: CLINIC_CHAT,
    type: 'PatientClinic',
    chat_space: { doctor_id: null, patient_id: PATIENT.id, clinic_id: CLINIC.id, active_until: null, last_clinic_inquiry: { id: '20000000-0000-4000-8000-000000000001', status: 'joined' } },
    last_message: null,
    last_seen: null,
    party_last_seen: null,
    active: true,
    ...over,
  };
}

let nextMessage = 1;

/** A text message of `sender` in `chat` at `at` (ISO); ids grow with every call, like the server's. */
export function message(chat: string, sender: string, text: string, at: string, over: Partial<Message> = {}): Message {
  return { id: `30000000-0000-4000-8000-${String(nextMessage++).padStart(12, '0')}`, chat_space_id: chat, sender_id: sender, text, created_at: at, ...over };
}

/** What the chat server answers for a refused send. */
export interface Refusal {
  status: number;
  code: string;
}

export interface ChatServerOptions {
  /** Spaces GET /api/chat-spaces lists. */
  spaces: ChatSpace[];
  messages?: Message[];
  /** Spaces that exist (readable by id) but are not listed until `list()` adds them. */
  unlisted?: ChatSpace[];
  /** Chat ids the server does not know (answered 404 chat.not_found). */
  missing?: string[];
  /** Messages per history page (the real server's default is 30). */
  pageSize?: number;
  online?: Record<string, PresenceStatus>;
}

/**
 * The chat calls of SPEC §7 answered from memory, as the server would: the list, one space,
 * history pages (newest first, `before` a message id), seen markers, text messages (a repeated
 * `client_id` answers the stored message), users, the clinic and presence.
 */
export function chatServer(opts: ChatServerOptions) {
  const spaces = new Map<string, ChatSpace>([...opts.spaces, ...(opts.unlisted ?? [])].map((s) => [s.id, structuredClone(s)]));
  const listed = new Set(opts.spaces.map((s) => s.id));
  const messages: Message[] = [...(opts.messages ?? [])];
  const online: Record<string, PresenceStatus> = { ...opts.online };
  const pageSize = opts.pageSize ?? 30;
  const state = { offline: false, refusal: null as Refusal | null };
  const notFound = { status: 404, body: { code: 'chat.not_found', message: 'Chat space not found' } };
  const newestFirst = (a: Message, b: Message) => Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : -1);

  /** Stores a message (someone's send) and makes it its space's last message. */
  function deliver(m: Message): Message {
    messages.push(m);
    const space = spaces.get(m.chat_space_id);
    if (space) {
      space.last_message = m;
      if (m.sender_id === PATIENT.id) space.last_seen = m.created_at;
      else space.party_last_seen = m.created_at;
    }
    return m;
  }

  const historyPage: (id: string) => FakeRoute = (id) => (req) => {
    const before = new URL(req.url).searchParams.get('before');
    let items = messages.filter((m) => m.chat_space_id === id).sort(newestFirst);
    if (before) items = items.slice(items.findIndex((m) => m.id === before) + 1);
    return { body: { data: { items: items.slice(0, pageSize), has_more: items.length > pageSize } } };
  };

  const sendText: (id: string) => FakeRoute = (id) => (_req, body) => {
    // fetch's own failure: no answer at all.
    if (state.offline) throw new TypeError('Failed to fetch');
    if (state.refusal) return { status: state.refusal.status, body: { code: state.refusal.code, message: 'refused' } };
    const { text, client_id } = body as { text: string; client_id: string };
    const stored = messages.find((m) => m.chat_space_id === id && m.sender_id === PATIENT.id && m.client_id === client_id);
    return { body: { data: stored ?? deliver(message(id, PATIENT.id, text, new Date().toISOString(), { client_id })) } };
  };

  const routes: Record<string, FakeRoute> = {
    'GET /api/chat-spaces': () => ({ body: { data: [...listed].map((id) => spaces.get(id)) } }),
    'POST /api/users': (_req, body) => ({ body: { data: PEOPLE.filter((u) => (body as { ids: string[] }).ids.includes(u.id)) } }),
    [`GET /api/clinics/${CLINIC.id}`]: () => ({ body: { data: CLINIC } }),
    'GET /api/presence': (req) => {
      const ids = (new URL(req.url).searchParams.get('ids') ?? '').split(',');
      return { body: { data: ids.map((id) => ({ user_id: id, status: online[id] ?? 'offline' })) } };
    },
  };
  for (const id of [...spaces.keys(), ...(opts.missing ?? [])]) {
    const base = `/api/chat-spaces/${id}`;
    routes[`GET ${base}`] = () => (spaces.has(id) ? { body: { data: spaces.get(id) } } : notFound);
    routes[`GET ${base}/messages`] = (req, body) => (spaces.has(id) ? historyPage(id)(req, body) : notFound);
    routes[`POST ${base}/seen`] = () => {
      const space = spaces.get(id);
      if (!space) return notFound;
      space.last_seen = new Date().toISOString();
      return { body: { data: space.last_seen } };
    };
    routes[`POST ${base}/messages/text`] = sendText(id);
  }

  return {
    routes,
    state,
    online,
    deliver,
    /** The space now appears in the list (it was created, e.g. by a first message). */
    list: (id: string) => listed.add(id),
  };
}

/** One connection of the fake live channel. */
export interface FakeSocket {
  url: string;
  handlers: LiveSocketHandlers;
  sent: unknown[];
  opened: boolean;
  closed: boolean;
}

/**
 * The live channel's transport as a test drives it: the socket machine connects 1 s after
 * sign-in; `connect()` waits for that attempt and opens it, `push()` delivers a server push on
 * it, `drop()` closes it as a lost connection would.
 */
export function fakeLive() {
  const sockets: FakeSocket[] = [];
  const open: OpenLiveSocket = (url, handlers) => {
    const socket: FakeSocket = { url, handlers, sent: [], opened: false, closed: false };
    sockets.push(socket);
    return {
      send: (text) => socket.sent.push(JSON.parse(text)),
      close: () => {
        socket.closed = true;
      },
    };
  };
  const current = () => {
    const socket = sockets.at(-1);
    if (!socket || !socket.opened || socket.closed) throw new Error('the live channel is not connected');
    return socket;
  };
  return {
    open,
    sockets,
    async connect() {
      await waitFor(() => expect(sockets.filter((s) => !s.opened && !s.closed)).toHaveLength(1), { timeout: 8000 });
      const socket = sockets.at(-1)!;
      socket.opened = true;
      act(() => socket.handlers.opened());
    },
    push(type: string, payload: unknown) {
      const socket = current();
      act(() => socket.handlers.message(JSON.stringify({ type, payload })));
    },
    drop() {
      const socket = current();
      act(() => socket.handlers.closed(1006));
    },
  };
}

export function notification(n: number, over: Partial<Notification> = {}): Notification {
  return {
    id: `40000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    action: 'message.created',
    created_at: new Date(Date.UTC(2024, 2, 15, 12, 0) - n * 60_000).toISOString(),
    entity: { title: L('გიორგი მაისურაძე', 'Giorgi Maisuradze'), text: L(`შეტყობინება ${n}`, `Message ${n}`), actor_id: DOCTOR.id },
    entity_id: DOCTOR_CHAT,
    entity_type: 'chat_space',
    ...over,
  };
}

/**
 * The notification calls answered from memory: pages of 20 newest first, the summary, and
 * "seen", which moves the summary's `last_seen` to now.
 */
export function notificationServer(items: Notification[], summary: NotificationSummary = { last_notification: items[0]?.created_at ?? null, last_seen: null }) {
  const state = { summary: { ...summary } };
  const routes: Record<string, FakeRoute> = {
    'GET /api/notifications': (req) => {
      const page = Number(new URL(req.url).searchParams.get('page') ?? 1);
      return { body: { data: { items: items.slice((page - 1) * 20, page * 20), total: items.length } } };
    },
    'GET /api/notifications/summary': () => ({ body: { data: state.summary } }),
    'POST /api/notifications/seen': () => {
      state.summary.last_seen = new Date().toISOString();
      return { body: { data: { last_seen: state.summary.last_seen } } };
    },
  };
  return { routes, state };
}

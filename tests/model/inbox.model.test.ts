import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { compareMessages, sortSpaces } from '../../src/machines/chats/chat-rules';
import type { InboxContext } from '../../src/machines/chats/inbox.machine';
import type { ChatSpace, Message } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { at, DOCTOR, inboxWithFakes, message, PATIENT, space } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  cues: number;
  loads: number;
}

const machine = (run: Run<World>) => inboxWithFakes(run.invocations, () => run.world.cues++);

const LOADED = 'xstate.done.actor.0.inbox.signedIn.list.loading';
const LOAD_FAILED = 'xstate.error.actor.0.inbox.signedIn.list.loading';
const FETCHED = 'xstate.done.actor.0.inbox.signedIn.unknown.fetching';
const FETCH_FAILED = 'xstate.error.actor.0.inbox.signedIn.unknown.fetching';
const RETRY_TIMER = 'xstate.after.retry delay.inbox.signedIn.list.failed';
const OFFLINE = new AppError('network', 0);

const said = (chatId: string, minute: number, sender = DOCTOR.id): Message =>
  message({ id: `m-${chatId}-${minute}`, chat_space_id: chatId, sender_id: sender, created_at: at(minute) });
const chat = (id: string, minute: number, overrides: Partial<ChatSpace> = {}) => space({ id, last_message: said(id, minute), last_seen: at(minute), ...overrides });

/** The list as the server answers it: chat a (last message 10:01) and chat b (10:02), both read. */
const LIST = [chat('a', 1), chat('b', 2)];
/** Chats only pushes name: n (a new message) and q (a clinic chat a first inquiry created). */
const FETCHABLE: Record<string, ChatSpace> = { n: chat('n', 5, { last_seen: null }), q: space({ id: 'q', type: 'PatientClinic' }) };

const pushed = (chatId: string, minute: number, sender = DOCTOR.id) => ({ type: 'server.MessageCreated', payload: said(chatId, minute, sender) });
const seen = (user_id: string, minute: number) => ({ type: 'server.ChatSpaceSeen', payload: { chat_space_id: 'a', user_id, last_seen: at(minute) } });
const inquiry = (type: string, chat_space_id: string, status: string) => ({ type, payload: { id: 'i-1', chat_space_id, status } });
const userChanged = (user: User | null) => ({ type: 'session.userChanged', user });

/** Sign-in and the answers of the list and of fetches (every asked chat, or none readable). */
function basics(s: AnyMachineSnapshot): EventCase[] {
  const { asking } = s.context as InboxContext;
  return [
    userChanged(PATIENT),
    { type: LOADED, output: LIST },
    { type: FETCHED, output: asking.flatMap((id) => (FETCHABLE[id] ? [FETCHABLE[id]] : [])) },
    { type: FETCHED, output: [] },
    { type: FETCH_FAILED, error: OFFLINE },
  ];
}

/**
 * Four walks, each from sign-in: the list's life (failures, retries, reconnects, other people,
 * pushes during a reload), messages (the cue, the open chat, unknown chats), read markers with the
 * room's view, and inquiries. Apart, each walk stays small; together they take every transition.
 */
const lifecycle = (s: AnyMachineSnapshot): EventCase[] => [
  ...basics(s),
  userChanged({ ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } }),
  userChanged(DOCTOR),
  userChanged(null),
  { type: 'socket.connected' },
  { type: 'inbox.retry' },
  { type: RETRY_TIMER },
  { type: LOAD_FAILED, error: OFFLINE },
  // Pushes that arrive while a reload is on its way, which its answer predates.
  ...(s.matches({ signedIn: { list: 'ready' } }) ? [] : [pushed('a', 3), seen(PATIENT.id, 3)]),
];

const messages = (s: AnyMachineSnapshot): EventCase[] => [
  ...basics(s),
  pushed('a', 3),
  pushed('a', 4, PATIENT.id),
  pushed('n', 6),
  { type: 'inbox.opened', id: 'a' },
  { type: 'inbox.closed', id: 'a' },
  { type: 'inbox.closed', id: 'b' },
];

const markers = (s: AnyMachineSnapshot): EventCase[] => [
  ...basics(s),
  seen(PATIENT.id, 3),
  seen(DOCTOR.id, 4),
  { type: 'inbox.updated', space: chat('a', 7, { party_last_seen: at(7) }) },
  { type: 'inbox.updated', space: chat('v', 8) },
];

const inquiries = (s: AnyMachineSnapshot): EventCase[] => [
  ...basics(s),
  inquiry('server.ClinicInquiryCreated', 'q', 'created'),
  inquiry('server.ClinicInquiryCreated', 'a', 'created'),
  inquiry('server.ClinicInquiryJoined', 'a', 'joined'),
  inquiry('server.ClinicInquiryCompleted', 'a', 'completed'),
];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as InboxContext;
  if (s.matches('signedOut')) {
    expect(c).toMatchObject({ spaces: [], loaded: false, openChatId: null, unknown: [] });
    return;
  }
  // The list is always newest first, each chat once.
  expect(c.spaces).toEqual(sortSpaces(c.spaces));
  expect(new Set(c.spaces.map((x) => x.id)).size).toBe(c.spaces.length);
  expect(new Set(c.unknown).size).toBe(c.unknown.length);
  if (s.matches({ signedIn: { list: 'ready' } })) expect(c).toMatchObject({ loaded: true, error: null });
  if (s.matches({ signedIn: { list: 'failed' } })) expect(c.error).not.toBeNull();
  if (s.matches({ signedIn: { unknown: 'fetching' } })) expect(run.invocations.inputs('fetch chats').at(-1)).toEqual({ ids: c.asking });
  if (s.matches({ signedIn: { unknown: 'idle' } })) expect(c.unknown).toEqual([]);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const cues = run.world.cues;
  run.world.cues = 0;
  const loads = run.invocations.count('load chats') - run.world.loads;
  run.world.loads += loads;
  const b = before.context as InboxContext;
  const a = after.context as InboxContext;
  const signedIn = before.matches('signedIn');
  const find = (id: string) => a.spaces.find((x) => x.id === id);

  if (event.type === 'server.MessageCreated') {
    const m = event.payload as Message;
    // The cue: someone else's message in a chat that is not open (SPEC §2).
    expect(cues).toBe(signedIn && m.sender_id !== b.me?.id && m.chat_space_id !== b.openChatId ? 1 : 0);
    const held = find(m.chat_space_id);
    if (signedIn && held) expect(compareMessages(held.last_message!, m)).toBeGreaterThanOrEqual(0);
    if (signedIn && !held) expect([...a.unknown, ...a.asking]).toContain(m.chat_space_id);
  } else {
    expect(cues).toBe(0);
  }
  if (event.type === 'server.ChatSpaceSeen' && signedIn) {
    const p = event.payload as { user_id: string; last_seen: string };
    const marker = p.user_id === b.me?.id ? find('a')?.last_seen : find('a')?.party_last_seen;
    if (find('a')) expect(Date.parse(marker!)).toBeGreaterThanOrEqual(Date.parse(p.last_seen));
  }
  // A reload keeps what pushes brought meanwhile.
  if (event.type === LOADED) {
    for (const fresh of a.spaces) {
      const old = b.spaces.find((x) => x.id === fresh.id);
      if (old?.last_message) expect(compareMessages(fresh.last_message!, old.last_message)).toBeGreaterThanOrEqual(0);
      if (old?.last_seen) expect(Date.parse(fresh.last_seen!)).toBeGreaterThanOrEqual(Date.parse(old.last_seen));
    }
  }
  if (event.type === 'session.userChanged') {
    const user = event.user as User | null;
    const another = user !== null && user.id !== b.me?.id;
    expect(loads, 'a new person loads the list').toBe(another ? 1 : 0);
    if (user && !another) expect(a).toEqual(b);
    if (another) expect(a).toMatchObject({ me: { id: user.id }, spaces: [], openChatId: null });
  }
  if (event.type === 'socket.connected' && signedIn) expect(loads, 'every reconnect reloads').toBe(1);
}

const TRANSITIONS = [
  '(root): session.userChanged [is another user] → signedIn (re-entered)',
  '(root): session.userChanged [is signed out] → signedOut',
  'signedIn.list.failed: after (retry delay) → signedIn.list.loading',
  'signedIn.list.failed: inbox.retry → signedIn.list.loading',
  'signedIn.list.failed: socket.connected → signedIn.list.loading',
  'signedIn.list.loading: done (load chats) → signedIn.list.ready',
  'signedIn.list.loading: error (load chats) → signedIn.list.failed',
  'signedIn.list.loading: socket.connected → signedIn.list.loading (re-entered)',
  'signedIn.list.ready: socket.connected → signedIn.list.loading',
  'signedIn.unknown.fetching: done (fetch chats) → signedIn.unknown.idle',
  'signedIn.unknown.fetching: error (fetch chats) → signedIn.unknown.idle',
  'signedIn.unknown.idle: always [has unknown chats] → signedIn.unknown.fetching',
  'signedIn: inbox.closed [is open chat] → (stays)',
  'signedIn: inbox.opened → (stays)',
  'signedIn: inbox.updated → (stays)',
  'signedIn: server.ChatSpaceSeen → (stays)',
  'signedIn: server.ClinicInquiryCompleted → (stays)',
  'signedIn: server.ClinicInquiryCreated [else] → (stays)',
  'signedIn: server.ClinicInquiryCreated [is inquiry of unknown chat] → (stays)',
  'signedIn: server.ClinicInquiryJoined → (stays)',
  'signedIn: server.MessageCreated [else] → (stays)',
  'signedIn: server.MessageCreated [is cue worthy] → (stays)',
];

describeModelWalk<World>('the inbox machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    { input: undefined, events: lifecycle },
    { input: undefined, events: messages },
    { input: undefined, events: markers },
    { input: undefined, events: inquiries },
  ],
  world: () => ({ cues: 0, loads: 0 }),
  invariant,
  effects,
  timeout: 300_000,
});

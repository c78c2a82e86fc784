import { expect } from 'vitest';
import { assign, type AnyMachineSnapshot } from 'xstate';
import { chatRoomMachine } from '../../src/machines/chats/chat-room.machine';
import type { ChatRoomContext, ChatRoomInput, ChatSnapshotData, Outgoing } from '../../src/machines/chats/chat-room.types';
import { isClientId, type ChatSpace, type ClinicInquiryRef, type Message } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import { at, chatRoomWithFakes, DOCTOR, file, message, PATIENT, roomWorld, space, type RoomWorld } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World extends RoomWorld {
  /** The texts the room started with (what a previous visit saved). */
  pending: { clientId: string; text: string }[];
}

type Assignment = (args: { context: ChatRoomContext }, params: unknown) => Partial<ChatRoomContext>;
const assignmentOf = (name: 'queue draft' | 'refuse draft') =>
  (chatRoomMachine.implementations.actions[name] as unknown as { assignment: Assignment }).assignment;

/** `c<n>`, one above every `c<n>` the outbox and the sent messages hold. */
function nextClientId(c: ChatRoomContext): string {
  const used = [...c.outbox.map((o) => o.clientId), ...c.messages.map((m) => m.client_id ?? '')];
  return `c${Math.max(0, ...used.map((id) => Number(/^c(\d+)$/.exec(id)?.[1] ?? 0))) + 1}`;
}

/**
 * The machine's own 'queue draft' and 'refuse draft', with the random client id (checked valid)
 * replaced by the next `c<n>`: the model and the real actor each run the action, and must agree.
 */
const withStableId = (name: 'queue draft' | 'refuse draft') =>
  assign((args: { context: ChatRoomContext }, params: unknown) => {
    const { outbox } = assignmentOf(name)(args, params) as { outbox: Outgoing[] };
    const added = outbox[outbox.length - 1];
    expect(isClientId(added.clientId), `${name} makes a valid client id`).toBe(true);
    return { outbox: [...outbox.slice(0, -1), { ...added, clientId: nextClientId(args.context) }] };
  });

const machine = (run: Run<World>) =>
  chatRoomWithFakes(run.invocations, run.world).provide({
    actions: { 'queue draft': withStableId('queue draft') as never, 'refuse draft': withStableId('refuse draft') as never },
  });

const ME = { id: PATIENT.id, type: PATIENT.type };
const MAX_UPLOAD = 1000;
const OFFLINE = new AppError('network', 0);
/** Files that serialize by name and size: the graph tells states and events apart by their JSON. */
const named = (f: File) => Object.assign(f, { toJSON: () => ({ name: f.name, size: f.size }) });
const SMALL = named(file('scan.pdf', MAX_UPLOAD));
const LARGE = named(file('huge.pdf', MAX_UPLOAD + 1));

const id = (state: string) => `0.chatRoom${state ? `.${state}` : ''}`;
const LOADED = `xstate.done.actor.${id('loading')}`;
const RESYNCED = `xstate.done.actor.${id('ready.sync.resyncing')}`;
const SENT = `xstate.done.actor.${id('ready.outbox.sending')}`;
const MARKED = `xstate.done.actor.${id('ready.seen.marking')}`;
const OLDER = `xstate.done.actor.${id('ready.history.loadingOlder')}`;
const failed = (done: string, error: unknown) => ({ type: done.replace('xstate.done.', 'xstate.error.'), error });

/** The doctor's greeting at 10:01, seen by the patient: opening marks nothing. */
const GREETING = message({ id: 'm-1', created_at: at(1) });
const answer = (overrides: Partial<ChatSpace> = {}, items: Message[] = [GREETING], hasMore = false): ChatSnapshotData => ({
  space: space({ last_message: items[0] ?? null, last_seen: at(1), ...overrides }),
  page: { items, has_more: hasMore },
});
const pushed = (m: Message) => ({ type: 'server.MessageCreated', payload: m });
const elsewhere = pushed(message({ id: 'x-1', chat_space_id: 'c-9', created_at: at(9) }));

const ctx = (s: AnyMachineSnapshot) => s.context as ChatRoomContext;
const inReady = (s: AnyMachineSnapshot, region: string, state: string) => s.matches({ ready: { [region]: state } });
/** While a resync runs, the walks that are not about it only let it finish. */
const resyncOnly = (s: AnyMachineSnapshot, data: ChatSnapshotData): EventCase[] | null =>
  inReady(s, 'sync', 'resyncing') ? [{ type: RESYNCED, output: data }] : null;

/** Opening: the load and its failures, retries, pushes while loading, the page hidden or not. Stops once ready. */
function opening(s: AnyMachineSnapshot): EventCase[] {
  if (!s.matches('loading') && !s.matches('failed')) return [];
  const c = ctx(s);
  return [
    { type: LOADED, output: answer() },
    failed(LOADED, new AppError('chat.not_found', 404)),
    failed(LOADED, new AppError('internal', 500)),
    { type: 'user.retry' },
    { type: 'socket.connected' },
    ...(c.buffered.length === 0 ? [pushed(message({ id: 'm-2', created_at: at(2), sender_id: ME.id })), elsewhere] : []),
    { type: 'page.visibility', visible: !c.visible },
  ];
}

/** History and resync: older pages, reconnects, failed resyncs and their 5 s retry, pushes meanwhile. */
function history(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const mine = message({ id: 'm-4', created_at: at(4), sender_id: ME.id });
  const fresh = answer({ last_message: message({ id: 'm-3', created_at: at(3), sender_id: ME.id }) }, [message({ id: 'm-3', created_at: at(3), sender_id: ME.id }), GREETING], false);
  return [
    { type: LOADED, output: answer({}, [GREETING], true) },
    { type: 'user.loadOlder' },
    { type: OLDER, output: { items: [message({ id: 'm-0', created_at: at(0) })], has_more: false } },
    failed(OLDER, OFFLINE),
    { type: 'socket.connected' },
    { type: RESYNCED, output: fresh },
    failed(RESYNCED, OFFLINE),
    { type: 'xstate.after.resync retry delay.chatRoom.ready.sync.stale' },
    ...(c.buffered.length === 0 && !c.messages.some((m) => m.id === 'm-4') ? [pushed(mine)] : []),
    ...(inReady(s, 'sync', 'live') ? [elsewhere] : []),
  ];
}

const clinicChat = (last_clinic_inquiry: ClinicInquiryRef | null) => ({ doctor_id: null, patient_id: ME.id, clinic_id: 7, active_until: null, last_clinic_inquiry });

/**
 * Pushes about the space: read markers and the clinic inquiry, for this chat and another; and
 * resyncs whose answer may be older than what the pushes brought (markers at 10:03 and 10:04, the
 * inquiry only just created), while pushes come in during the resync too.
 */
function pushes(s: AnyMachineSnapshot): EventCase[] {
  const inquiry = (type: string, status: string, chat_space_id = 'c-1') => ({ type: `server.ClinicInquiry${type}`, payload: { id: 'i-1', chat_space_id, status } });
  const seen = (user_id: string, minute: number, chat_space_id = 'c-1') => ({ type: 'server.ChatSpaceSeen', payload: { chat_space_id, user_id, last_seen: at(minute) } });
  return [
    { type: LOADED, output: answer({ type: 'PatientClinic', chat_space: clinicChat(null) }) },
    seen(ME.id, 5),
    seen(DOCTOR.id, 6),
    seen(DOCTOR.id, 9, 'c-9'),
    inquiry('Created', 'created'),
    inquiry('Joined', 'joined'),
    inquiry('Completed', 'completed'),
    ...(s.matches('ready') && ctx(s).space?.chat_space.last_clinic_inquiry === null ? [inquiry('Created', 'created', 'c-9')] : []),
    ...(inReady(s, 'sync', 'live') ? [{ type: 'socket.connected' }] : []),
    { type: RESYNCED, output: answer({ type: 'PatientClinic', chat_space: clinicChat({ id: 'i-1', status: 'created' }), last_seen: at(3), party_last_seen: at(4) }) },
  ];
}

/**
 * The outbox, starting with one text a previous visit saved: texts, files (one too large), sends
 * that succeed, fail for the connection or are refused, retries, discards, reconnects (only where
 * the outbox waits for one: the history walk covers the rest). At most two items wait at once and
 * three are ever written, which bounds the walk.
 */
function outbox(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const only = resyncOnly(s, answer());
  if (only) return only;
  const sending = c.outbox.find((o) => o.status === 'sending');
  const room = c.outbox.length < 2 && Number(nextClientId(c).slice(1)) <= 3;
  const hasFile = c.outbox.some((o) => o.draft.kind === 'file');
  return [
    { type: LOADED, output: answer() },
    ...(room ? [{ type: 'user.sendText', text: '  hi  ' }] : []),
    ...(room && !hasFile ? [{ type: 'user.sendFile', file: SMALL }, { type: 'user.sendFile', file: LARGE }] : []),
    ...(c.outbox.length === 0 ? [{ type: 'user.sendText', text: ' \n ' }] : []),
    ...(sending
      ? [
          { type: SENT, output: message({ id: `s-${sending.clientId}`, sender_id: ME.id, client_id: sending.clientId, created_at: at(10 + Number(sending.clientId.slice(1))) }) },
          failed(SENT, OFFLINE),
          failed(SENT, new AppError('chat.inactive', 403)),
        ]
      : []),
    { type: 'user.retrySend' },
    ...c.outbox.map((o) => ({ type: 'user.discard', clientId: o.clientId })),
    ...(inReady(s, 'outbox', 'waiting') ? [{ type: 'socket.connected' }] : []),
  ];
}

/**
 * Marking seen: an unread message at opening, the page hidden and shown, new messages (also after
 * a failed marking, which marks again), failures.
 */
function seen(s: AnyMachineSnapshot): EventCase[] {
  const c = ctx(s);
  const unread = message({ id: 'm-2', created_at: at(2) });
  const only = resyncOnly(s, answer({ last_message: unread }, [unread, GREETING]));
  if (only) return only;
  return [
    { type: LOADED, output: answer({ last_message: unread }, [unread, GREETING]) },
    { type: MARKED, output: at(2) },
    failed(MARKED, OFFLINE),
    { type: 'page.visibility', visible: !c.visible },
    ...(!s.matches('ready') || c.messages.some((m) => m.id === 'm-3') ? [] : [pushed(message({ id: 'm-3', created_at: at(3) }))]),
    { type: 'socket.connected' },
  ];
}

const needsSeen = (c: ChatRoomContext) => {
  const newest = [...c.messages].reverse().find((m) => m.sender_id !== c.me.id);
  const seenAt = c.space?.last_seen ?? null;
  return c.visible && !!newest && (seenAt === null || Date.parse(newest.created_at) > Date.parse(seenAt));
};

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = ctx(s);
  const ids = c.messages.map((m) => m.id);
  expect(new Set(ids).size, 'each message once').toBe(ids.length);
  expect(c.messages.map((m) => m.created_at)).toEqual([...c.messages.map((m) => m.created_at)].sort());
  // Text still to send is saved: the last save (or what the room started with) is the outbox's text.
  const texts = c.outbox.flatMap((o) => (o.draft.kind === 'text' ? [{ clientId: o.clientId, text: o.draft.text }] : []));
  expect(run.world.saved.at(-1)?.texts ?? run.world.pending).toEqual(texts);
  expect(new Set(c.outbox.map((o) => o.clientId)).size).toBe(c.outbox.length);
  // One send at a time, exactly while the outbox is sending, with the id the item has.
  const sending = c.outbox.filter((o) => o.status === 'sending');
  expect(sending.length).toBe(inReady(s, 'outbox', 'sending') ? 1 : 0);
  if (sending.length) expect(run.invocations.inputs('send message').at(-1)).toEqual({ chatId: 'c-1', clientId: sending[0].clientId, draft: sending[0].draft });
  for (const sent of run.invocations.inputs('send message') as Array<{ draft: { kind: string; file?: File } }>) {
    if (sent.draft.kind === 'file') expect(sent.draft.file!.size, 'a too-large file is never sent').toBeLessThanOrEqual(MAX_UPLOAD);
  }
  // A refusal always has its reason; a queued item waits only for the connection.
  for (const o of c.outbox) if (o.status === 'failed') expect(o.error).not.toBeNull();
  if (inReady(s, 'outbox', 'idle')) expect(c.outbox.some((o) => o.status === 'queued')).toBe(false);
  if (s.matches('ready')) {
    expect(c.space).not.toBeNull();
    // The space's last message is the newest one held (pushed, buffered, sent or loaded).
    if (c.messages.length > 0) expect(c.space!.last_message).toEqual(c.messages.at(-1));
    // A completed inquiry, and only that, makes the chat read-only (every answer here is active).
    const completed = c.space!.chat_space.last_clinic_inquiry?.status === 'completed';
    expect(c.space!.active).toBe(!completed);
    expect(c.space!.inactive_reason).toBe(completed ? 'inquiry_completed' : undefined);
    // Pushes wait only while a resync has not come in.
    if (inReady(s, 'sync', 'live')) expect(c.buffered).toEqual([]);
    if (inReady(s, 'seen', 'idle')) expect(needsSeen(c)).toBe(false);
    if (inReady(s, 'history', 'loadingOlder')) expect(run.invocations.inputs('load older').at(-1)).toEqual({ chatId: 'c-1', before: c.messages[0].id });
    // The inbox always has the room's view of the space.
    const lastView = run.world.told.findLast((n) => n.type === 'inbox.updated');
    expect(lastView).toEqual({ type: 'inbox.updated', space: c.space });
  } else {
    expect(c.space).toBeNull();
  }
  if (s.matches('missing')) expect(run.world.told).toEqual([]);
}

const INQUIRY_STEP = { created: 0, joined: 1, completed: 2 } as const;
const latest = (...times: Array<string | null | undefined>) =>
  times.reduce<string | null>((a, b) => (!b ? a : a === null || Date.parse(b) > Date.parse(a) ? b : a), null);

/** A (re)load's answer never moves a read marker back, nor the same inquiry to an earlier step. */
function checkAnswerKeepsNewer(answered: ChatSpace, known: ChatSpace | null, got: ChatSpace) {
  expect(got.last_seen).toBe(latest(answered.last_seen, known?.last_seen));
  expect(got.party_last_seen ?? null).toBe(latest(answered.party_last_seen, known?.party_last_seen));
  const was = known?.chat_space.last_clinic_inquiry ?? null;
  const now = answered.chat_space.last_clinic_inquiry;
  const kept = was && now && was.id === now.id && INQUIRY_STEP[was.status] > INQUIRY_STEP[now.status];
  expect(got.chat_space.last_clinic_inquiry).toEqual(kept ? was : now);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  // The inbox hears that the chat is open once, when it is ready (after its view of the space).
  const notices = run.world.told.filter((n) => n.type !== 'inbox.updated');
  expect(notices).toEqual(after.matches('ready') ? [{ type: 'inbox.opened', id: 'c-1' }] : []);
  if (!before.matches('ready') && after.matches('ready')) expect(run.world.told.at(-1)).toEqual({ type: 'inbox.opened', id: 'c-1' });
  // A message pushed while loading or resyncing is applied once it is in.
  if (event.type === LOADED || event.type === RESYNCED) {
    for (const m of ctx(before).buffered) expect(ctx(after).messages).toContainEqual(m);
    checkAnswerKeepsNewer((event.output as ChatSnapshotData).space, ctx(before).space, ctx(after).space!);
  }
  // A send that failed for the connection keeps its message queued, with the same client id.
  if (event.type === `xstate.error.actor.${id('ready.outbox.sending')}`) {
    const item = ctx(before).outbox.find((o) => o.status === 'sending')!;
    const held = ctx(after).outbox.find((o) => o.clientId === item.clientId);
    expect(held).toMatchObject({ draft: item.draft, status: (event.error as AppError).status === 0 ? 'queued' : 'failed' });
  }
  if (event.type === 'user.sendFile' && (event.file as File).size > MAX_UPLOAD) {
    expect(ctx(after).outbox.at(-1)).toMatchObject({ status: 'failed', error: { code: 'upload.too_large' } });
  }
  // An item keeps its client id and draft for as long as it is in the outbox (a resend is stored once).
  for (const o of ctx(after).outbox) {
    const was = ctx(before).outbox.find((p) => p.clientId === o.clientId);
    if (was) expect(o.draft).toBe(was.draft);
  }
  // A failed marking is tried again with the next message of this chat (or the next connect).
  if (inReady(before, 'seen', 'unavailable') && (event.type === 'socket.connected' || (event.type === 'server.MessageCreated' && (event.payload as Message).chat_space_id === 'c-1'))) {
    expect(inReady(after, 'seen', 'unavailable')).toBe(false);
  }
  // A retry resends what was refused, except a file too large to ever be accepted.
  if (event.type === 'user.retrySend' && (inReady(before, 'outbox', 'idle') || inReady(before, 'outbox', 'waiting'))) {
    for (const o of ctx(before).outbox.filter((p) => p.status === 'failed')) {
      const now = ctx(after).outbox.find((p) => p.clientId === o.clientId)!;
      if (o.error?.code === 'upload.too_large') expect(now).toEqual(o);
      else expect(now).toMatchObject({ status: expect.stringMatching(/^(queued|sending)$/), error: null });
    }
  }
  if (event.type === 'user.discard') {
    const target = ctx(before).outbox.find((o) => o.clientId === event.clientId)!;
    expect(ctx(after).outbox.some((o) => o.clientId === event.clientId)).toBe(target.status === 'sending');
  }
}

/** Leaving the page stops the room: it stops listening, and the inbox hears it is closed iff it was opened. */
function stopped(last: AnyMachineSnapshot, run: Run<World>) {
  expect(run.world.listening).toBe(false);
  const notices = run.world.told.filter((n) => n.type !== 'inbox.updated');
  expect(notices).toEqual(last.matches('ready') ? [{ type: 'inbox.opened', id: 'c-1' }, { type: 'inbox.closed', id: 'c-1' }] : []);
}

const TRANSITIONS = [
  '(root): page.visibility → (stays)',
  'failed: socket.connected → loading',
  'failed: user.retry → loading',
  'loading: done (load chat) → ready',
  'loading: error (load chat) [else] → failed',
  'loading: error (load chat) [is not found] → missing',
  'loading: server.MessageCreated [is this chat] → (stays)',
  'ready.history.idle: user.loadOlder [has more] → ready.history.loadingOlder',
  'ready.history.loadingOlder: done (load older) → ready.history.idle',
  'ready.history.loadingOlder: error (load older) → ready.history.idle',
  'ready.outbox.idle: always [has queued] → ready.outbox.sending',
  'ready.outbox.idle: user.retrySend → (stays)',
  'ready.outbox.sending: done (send message) → ready.outbox.idle',
  'ready.outbox.sending: error (send message) [else] → ready.outbox.idle',
  'ready.outbox.sending: error (send message) [is retryable] → ready.outbox.waiting',
  'ready.outbox.waiting: socket.connected → ready.outbox.idle',
  'ready.outbox.waiting: user.retrySend → ready.outbox.idle',
  'ready.seen.idle: always [needs seen] → ready.seen.marking',
  'ready.seen.marking: done (mark seen) → ready.seen.idle',
  'ready.seen.marking: error (mark seen) → ready.seen.unavailable',
  'ready.seen.unavailable: server.MessageCreated [is this chat] → ready.seen.idle',
  'ready.seen.unavailable: socket.connected → ready.seen.idle',
  'ready.sync.live: server.MessageCreated [is this chat] → (stays)',
  'ready.sync.live: socket.connected → ready.sync.resyncing',
  'ready.sync.resyncing: done (load chat) → ready.sync.live',
  'ready.sync.resyncing: error (load chat) → ready.sync.stale',
  'ready.sync.resyncing: server.MessageCreated [is this chat] → (stays)',
  'ready.sync.resyncing: socket.connected → ready.sync.resyncing (re-entered)',
  'ready.sync.stale: after (resync retry delay) → ready.sync.resyncing',
  'ready.sync.stale: server.MessageCreated [is this chat] → (stays)',
  'ready.sync.stale: socket.connected → ready.sync.resyncing',
  'ready: server.ChatSpaceSeen [is this chat] → (stays)',
  'ready: server.ClinicInquiryCompleted [is this chat] → (stays)',
  'ready: server.ClinicInquiryCreated [is this chat] → (stays)',
  'ready: server.ClinicInquiryJoined [is this chat] → (stays)',
  'ready: user.discard → (stays)',
  'ready: user.sendFile [else] → (stays)',
  'ready: user.sendFile [is too large] → (stays)',
  'ready: user.sendText [has text] → (stays)',
];

const input = (pendingTexts?: ChatRoomInput['pendingTexts']): ChatRoomInput => ({ chatId: 'c-1', me: ME, maxUploadBytes: MAX_UPLOAD, idSeed: 'visit', ...(pendingTexts ? { pendingTexts } : {}) });

describeModelWalk<World, ChatRoomInput>('the chat room machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    { input: input(), events: opening },
    { input: input(), events: history },
    { input: input(), events: pushes },
    { input: input([{ clientId: 'c1', text: 'from last visit' }]), events: outbox },
    { input: input(), events: seen },
  ],
  world: (i) => ({ ...roomWorld(), pending: i.pendingTexts ?? [] }),
  invariant,
  effects,
  stopped,
  timeout: 300_000,
});

import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ChatSpace } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import { at, clinicInquiry, DOCTOR, inboxWithFakes, message, PATIENT, space, userChanged, type Cues } from './chat-fakes';
import { Invocations, settle } from './shell-fakes';

/** Chat `id` whose last message (from the doctor) is at `minute`, seen up to `seen`. */
const chat = (id: string, minute: number, seen: number | null = minute): ChatSpace =>
  space({ id, last_message: message({ id: `m-${id}-${minute}`, chat_space_id: id, created_at: at(minute) }), last_seen: seen === null ? null : at(seen) });

function start() {
  const calls = new Invocations();
  const cues: Cues = { message: 0, notification: 0 };
  const clock = new SimulatedClock();
  const actor = createActor(inboxWithFakes(calls, () => cues.message++), { clock }).start();
  const snap = () => actor.getSnapshot();
  const ids = () => snap().context.spaces.map((s) => s.id);
  return { calls, cues, clock, actor, snap, ids };
}

/** Signed in as the patient with `spaces` loaded. */
async function loaded(spaces: ChatSpace[] = [chat('a', 1), chat('b', 2)]) {
  const inbox = start();
  inbox.actor.send(userChanged(PATIENT));
  inbox.calls.resolve('load chats', spaces);
  await settle();
  expect(inbox.snap().matches({ signedIn: { list: 'ready' } })).toBe(true);
  return inbox;
}

const pushMessage = (minute: number, chatId = 'a', sender = DOCTOR.id) => ({
  type: 'server.MessageCreated' as const,
  payload: message({ id: `m-${chatId}-${minute}`, chat_space_id: chatId, sender_id: sender, created_at: at(minute) }),
});

describe('the inbox: loading the list', () => {
  it('does nothing without a signed-in person', () => {
    const { actor, calls, cues, snap } = start();
    actor.send(pushMessage(5));
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load chats')).toBe(0);
    expect(cues.message).toBe(0);
    expect(snap().value).toBe('signedOut');
  });

  it('loads the list at sign-in and keeps it newest last message first', async () => {
    const { snap, ids } = await loaded([chat('a', 1), chat('b', 3), chat('c', 2)]);
    expect(ids()).toEqual(['b', 'c', 'a']);
    expect(snap().context).toMatchObject({ loaded: true, error: null, me: { id: PATIENT.id, type: 'Patient' } });
  });

  it('after a failure tries again exactly 10 s later', async () => {
    const { actor, calls, clock, snap } = start();
    actor.send(userChanged(PATIENT));
    expect(snap().hasTag('loading')).toBe(true);
    calls.reject('load chats', new AppError('internal', 500));
    await settle();
    expect(snap().matches({ signedIn: { list: 'failed' } })).toBe(true);
    expect(snap().context.error?.code).toBe('internal');
    clock.increment(9999);
    expect(calls.count('load chats')).toBe(1);
    clock.increment(1);
    expect(calls.count('load chats')).toBe(2);
    calls.resolve('load chats', [chat('a', 1)]);
    await settle();
    expect(snap().context).toMatchObject({ loaded: true, error: null });
  });

  it('after a failure tries again at once on inbox.retry or a reconnect, and the timer is then gone', async () => {
    const { actor, calls, clock } = start();
    actor.send(userChanged(PATIENT));
    calls.reject('load chats', new AppError('network', 0));
    await settle();
    actor.send({ type: 'inbox.retry' });
    expect(calls.count('load chats')).toBe(2);
    calls.reject('load chats', new AppError('network', 0));
    await settle();
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load chats')).toBe(3);
    calls.resolve('load chats', []);
    await settle();
    clock.increment(10_000);
    expect(calls.count('load chats')).toBe(3);
  });

  it('loads the list again on every reconnect, and starts over on a reconnect during a load', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load chats')).toBe(2);
    actor.send({ type: 'socket.connected' });
    expect(calls.count('load chats')).toBe(3);
  });

  it('keeps what pushes brought during a reload: the newer last message and the later read markers win', async () => {
    const { actor, calls, snap } = await loaded([chat('a', 1), chat('b', 2)]);
    actor.send({ type: 'socket.connected' });
    actor.send(pushMessage(5, 'a'));
    actor.send({ type: 'server.ChatSpaceSeen', payload: { chat_space_id: 'b', user_id: PATIENT.id, last_seen: at(6) } });
    actor.send({ type: 'server.ChatSpaceSeen', payload: { chat_space_id: 'b', user_id: DOCTOR.id, last_seen: at(7) } });
    // The answer was computed before those pushes; chat b got a newer message meanwhile that the push missed.
    calls.resolve('load chats', [chat('a', 1), { ...chat('b', 4, 2), party_last_seen: at(3) }]);
    await settle();
    const [a, b] = [snap().context.spaces.find((s) => s.id === 'a')!, snap().context.spaces.find((s) => s.id === 'b')!];
    expect(a.last_message?.id).toBe('m-a-5');
    expect(b).toMatchObject({ last_message: { id: 'm-b-4' }, last_seen: at(6), party_last_seen: at(7) });
    expect(snap().context.spaces.map((s) => s.id)).toEqual(['a', 'b']);
  });

  // BUG (inbox.machine.ts, `mergeLoaded`): spaces the list does not hold are dropped, also one a
  // push brought (fetched as unknown, or told by the room) while a reload was on its way, whose
  // answer predates it. Doc rule 2: "what arrived meanwhile is kept". Fix: keep the current spaces
  // that `loaded` lacks: `sortSpaces([...merged, ...current.filter((s) => !loadedIds.has(s.id))])`.
  it('keeps a chat that arrived while the list was reloading', async () => {
    const { actor, calls, ids } = await loaded([chat('a', 1)]);
    actor.send({ type: 'socket.connected' });
    actor.send(pushMessage(5, 'new'));
    calls.resolve('fetch chats', [chat('new', 5, null)]);
    await settle();
    expect(ids()).toEqual(['new', 'a']);
    calls.resolve('load chats', [chat('a', 1)]);
    await settle();
    expect(ids()).toEqual(['new', 'a']);
  });
});

describe('the inbox: messages', () => {
  it('moves a chat to the top with its new last message', async () => {
    const { actor, snap, ids } = await loaded([chat('a', 1), chat('b', 2)]);
    actor.send(pushMessage(3, 'a'));
    expect(ids()).toEqual(['a', 'b']);
    expect(snap().context.spaces[0].last_message?.id).toBe('m-a-3');
    // An older message (a late push) does not replace a newer one.
    actor.send(pushMessage(2, 'a'));
    expect(snap().context.spaces[0].last_message?.id).toBe('m-a-3');
  });

  it('moves the person’s own read marker with their own message', async () => {
    const { actor, snap } = await loaded([chat('a', 1, null)]);
    actor.send(pushMessage(4, 'a', PATIENT.id));
    expect(snap().context.spaces[0]).toMatchObject({ last_seen: at(4), last_message: { id: 'm-a-4' } });
  });

  it('plays the message cue only for someone else’s message in a chat that is not open', async () => {
    const { actor, cues } = await loaded();
    actor.send(pushMessage(3, 'a'));
    expect(cues.message).toBe(1);
    actor.send(pushMessage(4, 'a', PATIENT.id));
    expect(cues.message).toBe(1);
    actor.send({ type: 'inbox.opened', id: 'a' });
    actor.send(pushMessage(5, 'a'));
    expect(cues.message).toBe(1);
    actor.send(pushMessage(5, 'b'));
    expect(cues.message).toBe(2);
    // Closing another chat leaves a open; closing a makes its messages ring again.
    actor.send({ type: 'inbox.closed', id: 'b' });
    actor.send(pushMessage(6, 'a'));
    expect(cues.message).toBe(2);
    actor.send({ type: 'inbox.closed', id: 'a' });
    actor.send(pushMessage(7, 'a'));
    expect(cues.message).toBe(3);
  });

  it('plays the cue and keeps the message while the list is still loading or failed', async () => {
    const { actor, calls, cues, snap } = start();
    actor.send(userChanged(PATIENT));
    actor.send(pushMessage(3, 'a'));
    expect(cues.message).toBe(1);
    calls.reject('load chats', new AppError('network', 0));
    await settle();
    actor.send(pushMessage(4, 'b'));
    expect(cues.message).toBe(2);
    expect(snap().context.unknown.length + snap().context.asking.length).toBeGreaterThan(0);
  });

  it('fetches a chat it does not know, once, and adds it in its place', async () => {
    const { actor, calls, snap, ids } = await loaded([chat('a', 1), chat('b', 2)]);
    actor.send(pushMessage(5, 'new'));
    expect(snap().matches({ signedIn: { unknown: 'fetching' } })).toBe(true);
    expect(calls.inputs('fetch chats')).toEqual([{ ids: ['new'] }]);
    actor.send(pushMessage(6, 'new'));
    expect(calls.count('fetch chats')).toBe(1);
    calls.resolve('fetch chats', [chat('new', 6, null)]);
    await settle();
    expect(ids()).toEqual(['new', 'b', 'a']);
    expect(snap().context.unknown).toEqual([]);
    expect(snap().matches({ signedIn: { unknown: 'idle' } })).toBe(true);
  });

  it('asks for chats named during a fetch in the next batch, all at once', async () => {
    const { actor, calls, ids } = await loaded([chat('a', 1)]);
    actor.send(pushMessage(5, 'x'));
    actor.send(pushMessage(6, 'y'));
    actor.send(pushMessage(7, 'z'));
    calls.resolve('fetch chats', [chat('x', 5)]);
    await settle();
    expect(calls.inputs('fetch chats')).toEqual([{ ids: ['x'] }, { ids: ['y', 'z'] }]);
    // A chat that cannot be read is left out of the answer, and not asked for again.
    calls.resolve('fetch chats', [chat('z', 7)]);
    await settle();
    expect(ids()).toEqual(['z', 'x', 'a']);
    expect(calls.count('fetch chats')).toBe(2);
  });

  it('gives up on a failed fetch until the next full load brings the chat', async () => {
    const { actor, calls, snap, ids } = await loaded([chat('a', 1)]);
    actor.send(pushMessage(5, 'new'));
    calls.reject('fetch chats', new AppError('network', 0));
    await settle();
    expect(snap().context).toMatchObject({ unknown: [] });
    expect(calls.count('fetch chats')).toBe(1);
    actor.send({ type: 'socket.connected' });
    calls.resolve('load chats', [chat('a', 1), chat('new', 5)]);
    await settle();
    expect(ids()).toEqual(['new', 'a']);
  });

  // BUG (inbox.machine.ts, 'take message' while the chat is being fetched): a message for a chat in
  // `unknown`/`asking` is dropped, and the fetched copy may predate it, so the list shows an older
  // last message (and may show the chat read). Fix: keep such messages (e.g. `pendingMessages`)
  // and fold them into the fetched spaces in 'add fetched' with `withLastMessage`.
  it('keeps a message that arrived while its chat was being fetched', async () => {
    const { actor, calls, snap } = await loaded([chat('a', 1)]);
    actor.send(pushMessage(5, 'new'));
    actor.send(pushMessage(6, 'new'));
    calls.resolve('fetch chats', [chat('new', 5, null)]);
    await settle();
    expect(snap().context.spaces.find((s) => s.id === 'new')?.last_message?.id).toBe('m-new-6');
  });
});

describe('the inbox: read markers, inquiries and the open room', () => {
  it('moves the person’s and the other side’s read markers forward, never back', async () => {
    const { actor, snap } = await loaded([chat('a', 1, null)]);
    const seen = (user_id: string, minute: number, chat_space_id = 'a') => actor.send({ type: 'server.ChatSpaceSeen', payload: { chat_space_id, user_id, last_seen: at(minute) } });
    seen(PATIENT.id, 3);
    seen(DOCTOR.id, 4);
    seen(PATIENT.id, 2);
    seen(DOCTOR.id, 1);
    seen(PATIENT.id, 9, 'elsewhere');
    expect(snap().context.spaces).toEqual([{ ...chat('a', 1, 3), party_last_seen: at(4) }]);
  });

  it('follows inquiry pushes of the chats it holds', async () => {
    const { actor, snap } = await loaded([chat('a', 1)]);
    const inquiry = (type: 'server.ClinicInquiryCreated' | 'server.ClinicInquiryJoined' | 'server.ClinicInquiryCompleted', status: 'created' | 'joined' | 'completed') =>
      actor.send({ type, payload: clinicInquiry({ id: 'i-1', chat_space_id: 'a', status }) });
    inquiry('server.ClinicInquiryCreated', 'created');
    expect(snap().context.spaces[0].chat_space.last_clinic_inquiry).toEqual({ id: 'i-1', status: 'created' });
    inquiry('server.ClinicInquiryJoined', 'joined');
    expect(snap().context.spaces[0].chat_space.last_clinic_inquiry).toEqual({ id: 'i-1', status: 'joined' });
    inquiry('server.ClinicInquiryCompleted', 'completed');
    expect(snap().context.spaces[0]).toMatchObject({ active: false, inactive_reason: 'inquiry_completed' });
  });

  it('fetches the chat a first inquiry created; later statuses of unknown chats are ignored', async () => {
    const { actor, calls, ids } = await loaded([chat('a', 1)]);
    actor.send({ type: 'server.ClinicInquiryJoined', payload: clinicInquiry({ id: 'i-7', chat_space_id: 'other', status: 'joined' }) });
    expect(calls.count('fetch chats')).toBe(0);
    actor.send({ type: 'server.ClinicInquiryCreated', payload: clinicInquiry({ id: 'i-7', chat_space_id: 'clinic-chat', status: 'created' }) });
    expect(calls.inputs('fetch chats')).toEqual([{ ids: ['clinic-chat'] }]);
    calls.resolve('fetch chats', [space({ id: 'clinic-chat', type: 'PatientClinic' })]);
    await settle();
    expect(ids()).toEqual(['a', 'clinic-chat']);
  });

  it('takes the open room’s view of a space, and adds it when the list lacks it', async () => {
    const { actor, snap, ids } = await loaded([chat('a', 1, null), chat('b', 2)]);
    const view = { ...chat('a', 5, 5), party_last_seen: at(5) };
    actor.send({ type: 'inbox.updated', space: view });
    expect(snap().context.spaces[0]).toEqual(view);
    actor.send({ type: 'inbox.updated', space: chat('c', 3) });
    expect(ids()).toEqual(['a', 'c', 'b']);
  });
});

describe('the inbox: the session', () => {
  it('keeps everything when the same person’s profile changes', async () => {
    const { actor, calls, snap } = await loaded();
    actor.send({ type: 'inbox.opened', id: 'a' });
    const before = snap().context;
    actor.send(userChanged({ ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } }));
    expect(snap().context).toEqual(before);
    expect(calls.count('load chats')).toBe(1);
    expect(snap().matches({ signedIn: { list: 'ready' } })).toBe(true);
  });

  it('forgets everything and loads afresh for another person', async () => {
    const { actor, calls, snap } = await loaded();
    actor.send({ type: 'inbox.opened', id: 'a' });
    actor.send(userChanged(DOCTOR));
    expect(snap().context).toMatchObject({ me: { id: DOCTOR.id, type: 'Doctor' }, spaces: [], loaded: false, openChatId: null });
    expect(snap().hasTag('loading')).toBe(true);
    expect(calls.count('load chats')).toBe(2);
  });

  it('forgets everything when the person signs out, and ignores the answer still on its way', async () => {
    const { actor, calls, snap } = await loaded();
    actor.send({ type: 'socket.connected' });
    actor.send(userChanged(null));
    expect(snap().value).toBe('signedOut');
    expect(snap().context).toEqual({ me: null, spaces: [], loaded: false, error: null, openChatId: null, unknown: [], asking: [], held: [] });
    calls.resolve('load chats', [chat('a', 1)]);
    await settle();
    expect(snap().context.spaces).toEqual([]);
  });
});

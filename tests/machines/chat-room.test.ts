import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { withInquiry } from '../../src/machines/chats/chat-rules';
import type { ChatRoomInput, ChatSnapshotData } from '../../src/machines/chats/chat-room.types';
import { isRetryable } from '../../src/machines/chats/outbox-rules';
import { isClientId, type ChatSpace, type Message } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import { at, chatRoomWithFakes, clinicInquiry, DOCTOR, file, message, PATIENT, roomWorld, space } from './chat-fakes';
import { deferred, Invocations, settle, type Deferred } from './shell-fakes';

const ME = { id: PATIENT.id, type: PATIENT.type };
const MAX_UPLOAD = 1000;
const OFFLINE = new AppError('network', 0);

/** The doctor's greeting at 10:01, already seen by the patient (so nothing is marked seen on opening). */
const GREETING = message({ id: 'm-1', created_at: at(1) });
const seenSnapshot = (overrides: Partial<ChatSpace> = {}, items: Message[] = [GREETING], hasMore = false): ChatSnapshotData => ({
  space: space({ last_message: items[0] ?? null, last_seen: at(1), ...overrides }),
  // The server answers the newest page newest first.
  page: { items, has_more: hasMore },
});

/** The room for chat c-1 as the patient, on a simulated clock, started. */
function open(input: Partial<ChatRoomInput> = {}) {
  const calls = new Invocations();
  const world = roomWorld();
  const clock = new SimulatedClock();
  const actor = createActor(chatRoomWithFakes(calls, world), { clock, input: { chatId: 'c-1', me: ME, maxUploadBytes: MAX_UPLOAD, idSeed: 'visit', ...input } }).start();
  const snap = () => actor.getSnapshot();
  const outbox = () => snap().context.outbox.map((o) => ({ clientId: o.clientId, status: o.status, error: o.error?.code ?? null }));
  const sends = () => calls.inputs('send message') as Array<{ chatId: string; clientId: string; draft: { kind: string; text?: string; file?: File } }>;
  return { calls, world, clock, actor, snap, outbox, sends };
}

/** Opened and loaded with `data`. */
async function ready(data: ChatSnapshotData = seenSnapshot(), input: Partial<ChatRoomInput> = {}) {
  const room = open(input);
  room.calls.resolve('load chat', data);
  await settle();
  expect(room.snap().matches('ready')).toBe(true);
  return room;
}

/** A message the patient sent, as the server answers the send. */
const sent = (clientId: string, minute: number, text = 'hi'): Message =>
  message({ id: `s-${clientId}`, sender_id: ME.id, text, client_id: clientId, created_at: at(minute) });

describe('the chat room: opening', () => {
  it('listens to pushes from the start and loads the space and its newest page', () => {
    const { snap, calls, world } = open();
    expect(snap().hasTag('loading')).toBe(true);
    expect(calls.inputs('load chat')).toEqual([{ chatId: 'c-1' }]);
    expect(world.listening).toBe(true);
  });

  it('shows the history oldest first and tells the inbox the chat is open with its view of the space', async () => {
    const m1 = message({ id: 'm-1', created_at: at(1) });
    const m2 = message({ id: 'm-2', sender_id: ME.id, created_at: at(2) });
    const data = seenSnapshot({ last_message: m2 }, [m2, m1], true);
    const { snap, world } = await ready(data);
    expect(snap().context.messages).toEqual([m1, m2]);
    expect(snap().context.space).toEqual(data.space);
    expect(snap().context.hasMore).toBe(true);
    expect(world.told).toEqual([{ type: 'inbox.updated', space: data.space }, { type: 'inbox.opened', id: 'c-1' }]);
  });

  it('ends as "no such chat" on a 404, without an alert and without telling the inbox', async () => {
    const { snap, calls, world } = open();
    calls.reject('load chat', new AppError('chat.not_found', 404));
    await settle();
    expect(snap().value).toBe('missing');
    expect(snap().status).toBe('done');
    expect(world.told).toEqual([]);
  });

  it('shows the error face (with its retry) for any other failure', async () => {
    const { snap, calls, world } = open();
    calls.reject('load chat', new AppError('internal', 500));
    await settle();
    expect(snap().value).toBe('failed');
    expect(snap().context.error?.code).toBe('internal');
    expect(world.told).toEqual([]);
  });

  it('loads again after a failure on user.retry and on socket.connected', async () => {
    const { actor, snap, calls } = open();
    calls.reject('load chat', OFFLINE);
    await settle();
    actor.send({ type: 'user.retry' });
    expect(snap().hasTag('loading')).toBe(true);
    expect(calls.count('load chat')).toBe(2);
    calls.reject('load chat', OFFLINE);
    await settle();
    actor.send({ type: 'socket.connected' });
    expect(snap().hasTag('loading')).toBe(true);
    expect(calls.count('load chat')).toBe(3);
    calls.resolve('load chat', seenSnapshot());
    await settle();
    expect(snap().matches('ready')).toBe(true);
    expect(snap().context.error).toBeNull();
  });

  it('applies a message pushed while loading once the load is in, once even if the page has it too', async () => {
    const { snap, calls, world } = open();
    const late = message({ id: 'm-2', created_at: at(2) });
    world.push({ type: 'server.MessageCreated', payload: late });
    world.push({ type: 'server.MessageCreated', payload: GREETING });
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'x-1', chat_space_id: 'c-9' }) });
    expect(snap().context.buffered.map((m) => m.id)).toEqual(['m-2', 'm-1']);
    calls.resolve('load chat', seenSnapshot());
    await settle();
    expect(snap().context.messages.map((m) => m.id)).toEqual(['m-1', 'm-2']);
    expect(snap().context.buffered).toEqual([]);
  });

  it('keeps messages pushed while loading through a failed load', async () => {
    const { actor, snap, calls, world } = open();
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-2', created_at: at(2) }) });
    calls.reject('load chat', OFFLINE);
    await settle();
    actor.send({ type: 'user.retry' });
    calls.resolve('load chat', seenSnapshot());
    await settle();
    expect(snap().context.messages.map((m) => m.id)).toEqual(['m-1', 'm-2']);
  });

  // BUG (chat-room.machine.ts, 'assign snapshot'): messages buffered during the load join the history
  // but not `space.last_message`, so the room (and, through 'inbox.updated', the inbox) keeps the
  // older last message the server answered with. 'apply message' does both; buffered pushes must too.
  it('makes a message pushed while loading the space’s last message, and tells the inbox so', async () => {
    const { snap, calls, world } = open();
    const late = message({ id: 'm-2', created_at: at(2) });
    world.push({ type: 'server.MessageCreated', payload: late });
    calls.resolve('load chat', seenSnapshot());
    await settle();
    expect(snap().context.space?.last_message).toEqual(late);
    expect(world.told.findLast((n) => n.type === 'inbox.updated')).toMatchObject({ space: { last_message: late } });
  });
});

describe('the chat room: older history', () => {
  it('loads the page before the oldest message it shows, and stops when there is no more', async () => {
    const m5 = message({ id: 'm-5', created_at: at(5) });
    const { actor, snap, calls } = await ready(seenSnapshot({ last_seen: at(5) }, [m5], true));
    actor.send({ type: 'user.loadOlder' });
    expect(snap().hasTag('loadingOlder')).toBe(true);
    expect(calls.inputs('load older')).toEqual([{ chatId: 'c-1', before: 'm-5' }]);
    const m3 = message({ id: 'm-3', created_at: at(3) });
    const m4 = message({ id: 'm-4', created_at: at(4) });
    calls.resolve('load older', { items: [m4, m3], has_more: false });
    await settle();
    expect(snap().context.messages).toEqual([m3, m4, m5]);
    expect(snap().context.hasMore).toBe(false);
    actor.send({ type: 'user.loadOlder' });
    expect(snap().hasTag('loadingOlder')).toBe(false);
    expect(calls.count('load older')).toBe(1);
  });

  it('does not ask for older history without a message to count back from', async () => {
    const { actor, calls } = await ready(seenSnapshot({ last_message: null }, [], true));
    actor.send({ type: 'user.loadOlder' });
    expect(calls.count('load older')).toBe(0);
  });

  it('keeps what is shown when a page fails, and tries again when asked', async () => {
    const { actor, snap, calls } = await ready(seenSnapshot({}, [GREETING], true));
    actor.send({ type: 'user.loadOlder' });
    calls.reject('load older', OFFLINE);
    await settle();
    expect(snap().hasTag('loadingOlder')).toBe(false);
    expect(snap().context.olderError?.code).toBe('network');
    expect(snap().context.messages).toEqual([GREETING]);
    expect(snap().context.hasMore).toBe(true);
    actor.send({ type: 'user.loadOlder' });
    expect(calls.inputs('load older')).toEqual([
      { chatId: 'c-1', before: 'm-1' },
      { chatId: 'c-1', before: 'm-1' },
    ]);
    calls.resolve('load older', { items: [], has_more: false });
    await settle();
    expect(snap().context.olderError).toBeNull();
  });

  it('lets the first load decide whether older history exists; a resync does not', async () => {
    const { actor, snap, calls } = await ready(seenSnapshot({}, [GREETING], true));
    actor.send({ type: 'socket.connected' });
    calls.resolve('load chat', seenSnapshot({}, [GREETING], false));
    await settle();
    expect(snap().context.hasMore).toBe(true);
  });
});

describe('the chat room: sending', () => {
  it('sends trimmed text with a valid client id, saves it until it is sent, then shows it as a message', async () => {
    const { actor, snap, calls, world, sends } = await ready();
    world.told.length = 0;
    actor.send({ type: 'user.sendText', text: '  როგორ ხართ?  ' });
    const [item] = snap().context.outbox;
    expect(isClientId(item.clientId)).toBe(true);
    expect(item).toMatchObject({ status: 'sending', draft: { kind: 'text', text: 'როგორ ხართ?' } });
    expect(sends()).toEqual([{ chatId: 'c-1', clientId: item.clientId, draft: { kind: 'text', text: 'როგორ ხართ?' } }]);
    expect(world.saved).toEqual([{ chatId: 'c-1', texts: [{ clientId: item.clientId, text: 'როგორ ხართ?' }] }]);

    const answer = sent(item.clientId, 3, 'როგორ ხართ?');
    calls.resolve('send message', answer);
    await settle();
    expect(snap().context.outbox).toEqual([]);
    expect(snap().context.messages).toEqual([GREETING, answer]);
    // Sending moves the sender's own marker and the last message; the inbox hears both.
    expect(snap().context.space).toMatchObject({ last_message: answer, last_seen: at(3) });
    expect(world.saved.at(-1)).toEqual({ chatId: 'c-1', texts: [] });
    expect(world.told).toEqual([{ type: 'inbox.updated', space: snap().context.space }]);
  });

  it('ignores text that is only blanks', async () => {
    const { actor, snap, calls, world } = await ready();
    actor.send({ type: 'user.sendText', text: ' \n\t ' });
    expect(snap().context.outbox).toEqual([]);
    expect(calls.count('send message')).toBe(0);
    expect(world.saved).toEqual([]);
  });

  it('sends one message at a time, in the order they were written, each with its own client id', async () => {
    const { actor, calls, sends } = await ready();
    actor.send({ type: 'user.sendText', text: 'one' });
    actor.send({ type: 'user.sendText', text: 'two' });
    actor.send({ type: 'user.sendFile', file: file('scan.pdf', 10) });
    expect(sends().map((s) => s.draft.text)).toEqual(['one']);
    calls.resolve('send message', sent(sends()[0].clientId, 3, 'one'));
    await settle();
    expect(sends().map((s) => s.draft.text)).toEqual(['one', 'two']);
    calls.resolve('send message', sent(sends()[1].clientId, 4, 'two'));
    await settle();
    expect(sends()[2].draft).toMatchObject({ kind: 'file' });
    expect(new Set(sends().map((s) => s.clientId)).size).toBe(3);
  });

  it('sends the texts a previous visit could not send first, with the client ids they had', async () => {
    const pendingTexts = [
      { clientId: 'saved-1', text: 'from before' },
      { clientId: 'saved-2', text: 'and this' },
    ];
    const { actor, snap, calls, sends } = open({ pendingTexts });
    expect(snap().context.outbox.map((o) => o.clientId)).toEqual(['saved-1', 'saved-2']);
    // Nothing goes out before the chat is loaded.
    expect(calls.count('send message')).toBe(0);
    calls.resolve('load chat', seenSnapshot());
    await settle();
    actor.send({ type: 'user.sendText', text: 'new' });
    expect(sends()).toEqual([{ chatId: 'c-1', clientId: 'saved-1', draft: { kind: 'text', text: 'from before' } }]);
    calls.resolve('send message', sent('saved-1', 3));
    await settle();
    expect(sends().at(-1)).toMatchObject({ clientId: 'saved-2' });
    calls.resolve('send message', sent('saved-2', 4));
    await settle();
    expect(sends().at(-1)).toMatchObject({ draft: { text: 'new' } });
  });

  it('keeps a message that could not reach the server queued, and resends it with the same client id on reconnect', async () => {
    const { actor, snap, calls, world, outbox, sends } = await ready();
    actor.send({ type: 'user.sendText', text: 'hello' });
    const id = snap().context.outbox[0].clientId;
    calls.reject('send message', OFFLINE);
    await settle();
    expect(outbox()).toEqual([{ clientId: id, status: 'queued', error: 'network' }]);
    expect(snap().matches({ ready: { outbox: 'waiting' } })).toBe(true);
    // Still saved, and nothing is resent by itself, however long it waits.
    expect(world.saved.at(-1)).toEqual({ chatId: 'c-1', texts: [{ clientId: id, text: 'hello' }] });
    actor.send({ type: 'user.sendText', text: 'meanwhile' });
    expect(calls.count('send message')).toBe(1);
    world.push({ type: 'socket.connected' });
    expect(sends().map((s) => [s.clientId, s.draft.text])).toEqual([
      [id, 'hello'],
      [id, 'hello'],
    ]);
    expect(outbox()[0]).toEqual({ clientId: id, status: 'sending', error: null });
    calls.resolve('send message', sent(id, 3, 'hello'));
    await settle();
    expect(sends().at(-1)?.draft.text).toBe('meanwhile');
  });

  it('treats a server fault like a lost connection, and resends at once when the person retries', async () => {
    const { actor, snap, calls, sends } = await ready();
    actor.send({ type: 'user.sendText', text: 'hello' });
    calls.reject('send message', new AppError('internal', 503));
    await settle();
    expect(snap().matches({ ready: { outbox: 'waiting' } })).toBe(true);
    actor.send({ type: 'user.retrySend' });
    expect(sends()).toHaveLength(2);
    expect(sends()[1].clientId).toBe(sends()[0].clientId);
  });

  it('marks a refused message failed with the reason and goes on with the next one', async () => {
    const { actor, snap, calls, outbox, sends } = await ready();
    actor.send({ type: 'user.sendText', text: 'first' });
    actor.send({ type: 'user.sendText', text: 'second' });
    const [first, second] = snap().context.outbox.map((o) => o.clientId);
    calls.reject('send message', new AppError('chat.inactive', 403));
    await settle();
    expect(outbox()).toEqual([
      { clientId: first, status: 'failed', error: 'chat.inactive' },
      { clientId: second, status: 'sending', error: null },
    ]);
    expect(sends().map((s) => s.clientId)).toEqual([first, second]);
    calls.resolve('send message', sent(second, 3, 'second'));
    await settle();
    expect(outbox()).toEqual([{ clientId: first, status: 'failed', error: 'chat.inactive' }]);
    expect(snap().matches({ ready: { outbox: 'idle' } })).toBe(true);
  });

  it('keeps a refused message until the person retries it, then resends it with the same client id', async () => {
    const { actor, snap, calls, outbox, sends, world } = await ready();
    actor.send({ type: 'user.sendText', text: 'first' });
    const first = snap().context.outbox[0].clientId;
    calls.reject('send message', new AppError('chat.inactive', 403));
    await settle();
    // A reconnect is not the person's decision: the refused one stays refused.
    world.push({ type: 'socket.connected' });
    expect(calls.count('send message')).toBe(1);
    expect(outbox()).toEqual([{ clientId: first, status: 'failed', error: 'chat.inactive' }]);
    actor.send({ type: 'user.retrySend' });
    expect(sends().map((s) => s.clientId)).toEqual([first, first]);
    expect(outbox()).toEqual([{ clientId: first, status: 'sending', error: null }]);
    calls.resolve('send message', sent(first, 3, 'first'));
    await settle();
    expect(snap().context.outbox).toEqual([]);
    expect(snap().context.messages.map((m) => m.id)).toEqual(['m-1', `s-${first}`]);
  });

  it('retries a refused message together with one waiting for the connection, in their order', async () => {
    const { actor, snap, calls, sends, outbox } = await ready();
    actor.send({ type: 'user.sendText', text: 'refused' });
    actor.send({ type: 'user.sendText', text: 'offline' });
    const [refused, offline] = snap().context.outbox.map((o) => o.clientId);
    calls.reject('send message', new AppError('chat.inactive', 403));
    await settle();
    calls.reject('send message', OFFLINE);
    await settle();
    expect(outbox()).toEqual([
      { clientId: refused, status: 'failed', error: 'chat.inactive' },
      { clientId: offline, status: 'queued', error: 'network' },
    ]);
    actor.send({ type: 'user.retrySend' });
    expect(sends().map((s) => s.clientId)).toEqual([refused, offline, refused]);
    calls.resolve('send message', sent(refused, 3, 'refused'));
    await settle();
    expect(sends().map((s) => s.clientId)).toEqual([refused, offline, refused, offline]);
  });

  it('discards only what is not on its way, saving what is left', async () => {
    const { actor, snap, calls, outbox, world } = await ready();
    actor.send({ type: 'user.sendText', text: 'first' });
    actor.send({ type: 'user.sendText', text: 'second' });
    const [first, second] = snap().context.outbox.map((o) => o.clientId);
    actor.send({ type: 'user.discard', clientId: first });
    expect(outbox().map((o) => o.clientId)).toEqual([first, second]);
    actor.send({ type: 'user.discard', clientId: second });
    expect(outbox().map((o) => o.clientId)).toEqual([first]);
    expect(world.saved.at(-1)).toEqual({ chatId: 'c-1', texts: [{ clientId: first, text: 'first' }] });
    actor.send({ type: 'user.discard', clientId: 'nobody' });
    expect(outbox().map((o) => o.clientId)).toEqual([first]);
    calls.resolve('send message', sent(first, 3, 'first'));
    await settle();
    expect(snap().context.outbox).toEqual([]);
  });

  it('discards a refused message', async () => {
    const { actor, snap, calls, world } = await ready();
    actor.send({ type: 'user.sendText', text: 'refused' });
    calls.reject('send message', new AppError('chat.inactive', 403));
    await settle();
    actor.send({ type: 'user.discard', clientId: snap().context.outbox[0].clientId });
    expect(snap().context.outbox).toEqual([]);
    expect(world.saved.at(-1)).toEqual({ chatId: 'c-1', texts: [] });
    actor.send({ type: 'user.retrySend' });
    expect(calls.count('send message')).toBe(1);
  });

  it('discards a message waiting for the connection', async () => {
    const { actor, snap, calls, world } = await ready();
    actor.send({ type: 'user.sendText', text: 'lost' });
    calls.reject('send message', OFFLINE);
    await settle();
    actor.send({ type: 'user.discard', clientId: snap().context.outbox[0].clientId });
    expect(snap().context.outbox).toEqual([]);
    expect(world.saved.at(-1)?.texts).toEqual([]);
    world.push({ type: 'socket.connected' });
    expect(calls.count('send message')).toBe(1);
  });

  it('refuses a file larger than the upload limit at once, without sending it', async () => {
    const { actor, outbox, calls, world } = await ready();
    actor.send({ type: 'user.sendFile', file: file('huge.pdf', MAX_UPLOAD + 1) });
    expect(outbox()).toEqual([{ clientId: expect.any(String), status: 'failed', error: 'upload.too_large' }]);
    expect(calls.count('send message')).toBe(0);
    // Files are not saved for a later visit.
    expect(world.saved).toEqual([]);
  });

  it('sends a file of exactly the upload limit', async () => {
    const { actor, sends } = await ready();
    const exact = file('exact.pdf', MAX_UPLOAD);
    actor.send({ type: 'user.sendFile', file: exact });
    expect(sends()).toEqual([{ chatId: 'c-1', clientId: expect.any(String), draft: { kind: 'file', file: exact } }]);
  });

  it('keeps a too-large file refused (and never uploads it) when the connection comes back', async () => {
    const { actor, calls, outbox, sends, world } = await ready();
    actor.send({ type: 'user.sendText', text: 'hello' });
    calls.reject('send message', OFFLINE);
    await settle();
    actor.send({ type: 'user.sendFile', file: file('huge.pdf', MAX_UPLOAD + 1) });
    world.push({ type: 'socket.connected' });
    calls.resolve('send message', sent(sends()[1].clientId, 3, 'hello'));
    await settle();
    expect(sends().map((s) => s.draft.kind)).toEqual(['text', 'text']);
    expect(outbox()).toEqual([{ clientId: expect.any(String), status: 'failed', error: 'upload.too_large' }]);
  });

  // BUG (chat-room.machine.ts, 'requeue failed'): user.retrySend requeues every failed item, also a
  // file refused at once as larger than the upload limit, which is then uploaded (and refused
  // again by the server) although the room refuses such files "without uploading it first".
  // user.retrySend is one button for all failed items, so retrying a refused text uploads it too.
  // Fix: leave items whose error is 'upload.too_large' failed in 'requeue failed'.
  it('never uploads a too-large file, even when the person retries the failed messages', async () => {
    const { actor, calls, outbox, sends } = await ready();
    actor.send({ type: 'user.sendText', text: 'refused' });
    calls.reject('send message', new AppError('chat.inactive', 403));
    await settle();
    actor.send({ type: 'user.sendFile', file: file('huge.pdf', MAX_UPLOAD + 1) });
    actor.send({ type: 'user.retrySend' });
    calls.resolve('send message', sent(sends()[1].clientId, 3, 'refused'));
    await settle();
    expect(sends().map((s) => s.draft.kind)).toEqual(['text', 'text']);
    expect(outbox()).toEqual([{ clientId: expect.any(String), status: 'failed', error: 'upload.too_large' }]);
  });
});

describe('the chat room: resync on reconnect', () => {
  it('loads the space and newest page again on every reconnect, holding pushes until it is in', async () => {
    const { snap, calls, world } = await ready();
    world.told.length = 0;
    world.push({ type: 'socket.connected' });
    expect(calls.count('load chat')).toBe(2);
    const pushed = message({ id: 'm-3', created_at: at(3), sender_id: ME.id });
    world.push({ type: 'server.MessageCreated', payload: pushed });
    expect(snap().context.messages).toEqual([GREETING]);
    expect(snap().context.buffered).toEqual([pushed]);
    const missed = message({ id: 'm-2', created_at: at(2), sender_id: ME.id });
    const fresh = seenSnapshot({ last_message: missed, last_seen: at(2) }, [missed, GREETING]);
    calls.resolve('load chat', fresh);
    await settle();
    expect(snap().matches({ ready: { sync: 'live' } })).toBe(true);
    expect(snap().context.messages.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(snap().context.buffered).toEqual([]);
    expect(world.told[0]).toEqual({ type: 'inbox.updated', space: snap().context.space });
  });

  it('applies pushes at once while live', async () => {
    const { snap, world } = await ready();
    const m2 = message({ id: 'm-2', created_at: at(2), sender_id: ME.id });
    world.push({ type: 'server.MessageCreated', payload: m2 });
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'x-1', chat_space_id: 'c-9', created_at: at(9) }) });
    expect(snap().context.messages).toEqual([GREETING, m2]);
    expect(snap().context.space?.last_message).toEqual(m2);
    expect(world.told.at(-1)).toEqual({ type: 'inbox.updated', space: snap().context.space });
  });

  it('retries a failed resync exactly 5 s later, still holding pushes', async () => {
    const { snap, calls, clock, world } = await ready();
    world.push({ type: 'socket.connected' });
    calls.reject('load chat', OFFLINE);
    await settle();
    expect(snap().matches({ ready: { sync: 'stale' } })).toBe(true);
    const pushed = message({ id: 'm-3', created_at: at(3), sender_id: ME.id });
    world.push({ type: 'server.MessageCreated', payload: pushed });
    expect(snap().context.buffered).toEqual([pushed]);
    clock.increment(4999);
    expect(calls.count('load chat')).toBe(2);
    clock.increment(1);
    expect(calls.count('load chat')).toBe(3);
    expect(snap().matches({ ready: { sync: 'resyncing' } })).toBe(true);
    calls.resolve('load chat', seenSnapshot());
    await settle();
    expect(snap().context.messages.map((m) => m.id)).toEqual(['m-1', 'm-3']);
  });

  it('retries at once when the connection comes back while stale, and not again 5 s later', async () => {
    const { snap, calls, clock, world } = await ready();
    world.push({ type: 'socket.connected' });
    calls.reject('load chat', OFFLINE);
    await settle();
    world.push({ type: 'socket.connected' });
    expect(calls.count('load chat')).toBe(3);
    calls.resolve('load chat', seenSnapshot());
    await settle();
    clock.increment(5000);
    expect(calls.count('load chat')).toBe(3);
    expect(snap().matches({ ready: { sync: 'live' } })).toBe(true);
  });

  it('starts over when the connection comes back during a resync, ignoring the older answer', async () => {
    const loads: Deferred<ChatSnapshotData>[] = [];
    const world = roomWorld();
    const machine = chatRoomWithFakes(new Invocations(), world).provide({
      actors: {
        'load chat': fromPromise<ChatSnapshotData, { chatId: string }>(() => {
          loads.push(deferred());
          return loads.at(-1)!.promise;
        }),
      },
    });
    const actor = createActor(machine, { input: { chatId: 'c-1', me: ME, maxUploadBytes: MAX_UPLOAD, idSeed: 'visit' } }).start();
    loads[0].resolve(seenSnapshot());
    await settle();
    world.push({ type: 'socket.connected' });
    world.push({ type: 'socket.connected' });
    expect(loads).toHaveLength(3);
    loads[1].resolve(seenSnapshot({}, [message({ id: 'old-answer', created_at: at(2) })]));
    await settle();
    expect(actor.getSnapshot().matches({ ready: { sync: 'resyncing' } })).toBe(true);
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m-1']);
    loads[2].resolve(seenSnapshot({}, [message({ id: 'new-answer', created_at: at(3), sender_id: ME.id })]));
    await settle();
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual(['m-1', 'new-answer']);
  });

  // BUG (chat-room.machine.ts, 'assign snapshot'): a resync replaces the whole space with the
  // server's answer, which may be older than a ChatSpaceSeen push applied meanwhile, so the read
  // marker moves back (the "seen" ticks disappear). The inbox's `mergeLoaded` keeps the later markers;
  // the room should too: last_seen/party_last_seen = laterTime(current, answered).
  it('keeps a read marker a push moved during the resync, even if the answer is older', async () => {
    const { snap, calls, world } = await ready();
    world.push({ type: 'socket.connected' });
    world.push({ type: 'server.ChatSpaceSeen', payload: { chat_space_id: 'c-1', user_id: DOCTOR.id, last_seen: at(8) } });
    expect(snap().context.space?.party_last_seen).toBe(at(8));
    calls.resolve('load chat', seenSnapshot({ party_last_seen: at(1) }));
    await settle();
    expect(snap().context.space?.party_last_seen).toBe(at(8));
  });
});

describe('the chat room: marking seen', () => {
  const unseen = () => seenSnapshot({ last_message: message({ id: 'm-2', created_at: at(2) }), last_seen: at(1) }, [message({ id: 'm-2', created_at: at(2) }), GREETING]);

  it('marks the chat seen when the newest message is someone else’s and newer than the marker', async () => {
    const { snap, calls, world } = await ready(unseen());
    expect(calls.inputs('mark seen')).toEqual([{ chatId: 'c-1' }]);
    calls.resolve('mark seen', at(2));
    await settle();
    expect(snap().context.space?.last_seen).toBe(at(2));
    expect(snap().matches({ ready: { seen: 'idle' } })).toBe(true);
    expect(world.told.at(-1)).toEqual({ type: 'inbox.updated', space: snap().context.space });
    expect(calls.count('mark seen')).toBe(1);
  });

  it('does not mark the chat seen when it was seen up to the newest message, or the newest is the person’s own', async () => {
    const mine = message({ id: 'm-3', sender_id: ME.id, created_at: at(3) });
    const a = await ready(seenSnapshot({ last_seen: at(1) }, [GREETING]));
    const b = await ready(seenSnapshot({ last_message: mine, last_seen: at(1) }, [mine, GREETING]));
    expect(a.calls.count('mark seen') + b.calls.count('mark seen')).toBe(0);
  });

  it('marks a chat never seen before', async () => {
    const { calls } = await ready(seenSnapshot({ last_seen: null }));
    expect(calls.count('mark seen')).toBe(1);
  });

  it('waits while the page is hidden, and marks it when the page comes back', async () => {
    const room = open();
    room.actor.send({ type: 'page.visibility', visible: false });
    room.calls.resolve('load chat', unseen());
    await settle();
    expect(room.calls.count('mark seen')).toBe(0);
    room.world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-3', created_at: at(3) }) });
    expect(room.calls.count('mark seen')).toBe(0);
    room.actor.send({ type: 'page.visibility', visible: true });
    expect(room.calls.count('mark seen')).toBe(1);
  });

  it('marks again when someone writes after the last marking', async () => {
    const { calls, world } = await ready(unseen());
    calls.resolve('mark seen', at(2));
    await settle();
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-3', created_at: at(3) }) });
    expect(calls.count('mark seen')).toBe(2);
    calls.resolve('mark seen', at(3));
    await settle();
    // The person's own message needs no marking.
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-4', sender_id: ME.id, created_at: at(4) }) });
    expect(calls.count('mark seen')).toBe(2);
  });

  it('marks again after a message that arrived while marking, when the marker did not reach it', async () => {
    const { calls, world } = await ready(unseen());
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-3', created_at: at(3) }) });
    calls.resolve('mark seen', at(2));
    await settle();
    expect(calls.count('mark seen')).toBe(2);
  });

  it('gives up quietly when marking fails, and marks again on the next connect', async () => {
    const { snap, calls, world } = await ready(unseen());
    calls.reject('mark seen', OFFLINE);
    await settle();
    expect(snap().matches({ ready: { seen: 'unavailable' } })).toBe(true);
    world.push({ type: 'socket.connected' });
    expect(calls.count('mark seen')).toBe(2);
  });

  // BUG (chat-room.machine.ts, seen.unavailable): the onError comment says "the marker is set
  // again with the next message", but `unavailable` leaves only on socket.connected, so a chat
  // stays unseen while the person reads new messages. Fix: also leave `unavailable` for `idle` on a
  // `server.MessageCreated` of this chat (guard 'is this chat'); the `needs seen` guard decides.
  it('marks again with the next message after a failed marking', async () => {
    const { calls, world } = await ready(unseen());
    calls.reject('mark seen', new AppError('internal', 500));
    await settle();
    world.push({ type: 'server.MessageCreated', payload: message({ id: 'm-3', created_at: at(3) }) });
    expect(calls.count('mark seen')).toBe(2);
  });
});

describe('the chat room: pushes about the space', () => {
  it('moves the person’s own marker and the other side’s marker forward, never back', async () => {
    const { snap, world } = await ready();
    const seen = (user_id: string, minute: number, chat_space_id = 'c-1') =>
      world.push({ type: 'server.ChatSpaceSeen', payload: { chat_space_id, user_id, last_seen: at(minute) } });
    seen(DOCTOR.id, 5);
    seen(ME.id, 6);
    expect(snap().context.space).toMatchObject({ party_last_seen: at(5), last_seen: at(6) });
    seen(DOCTOR.id, 4);
    seen(ME.id, 2);
    seen(DOCTOR.id, 9, 'c-9');
    expect(snap().context.space).toMatchObject({ party_last_seen: at(5), last_seen: at(6) });
    expect(world.told.at(-1)).toEqual({ type: 'inbox.updated', space: snap().context.space });
  });

  it('follows the clinic inquiry: a completed inquiry makes the chat read-only, a new one active again', async () => {
    const clinicChat = seenSnapshot({
      type: 'PatientClinic',
      chat_space: { doctor_id: null, patient_id: ME.id, clinic_id: 7, active_until: null, last_clinic_inquiry: null },
    });
    const { snap, world } = await ready(clinicChat);
    const inquiry = (type: 'server.ClinicInquiryCreated' | 'server.ClinicInquiryJoined' | 'server.ClinicInquiryCompleted', status: 'created' | 'joined' | 'completed', id = 'i-1', chat_space_id = 'c-1') =>
      world.push({ type, payload: clinicInquiry({ id, chat_space_id, status }) });

    inquiry('server.ClinicInquiryCreated', 'created');
    expect(snap().context.space).toMatchObject({ active: true, chat_space: { last_clinic_inquiry: { id: 'i-1', status: 'created' } } });
    inquiry('server.ClinicInquiryJoined', 'joined');
    expect(snap().context.space?.chat_space.last_clinic_inquiry).toEqual({ id: 'i-1', status: 'joined' });
    inquiry('server.ClinicInquiryCompleted', 'completed');
    expect(snap().context.space).toMatchObject({ active: false, inactive_reason: 'inquiry_completed' });
    expect(world.told.at(-1)).toEqual({ type: 'inbox.updated', space: snap().context.space });
    inquiry('server.ClinicInquiryCreated', 'created', 'i-9', 'c-9');
    expect(snap().context.space?.chat_space.last_clinic_inquiry?.id).toBe('i-1');
    inquiry('server.ClinicInquiryCreated', 'created', 'i-2');
    expect(snap().context.space).toMatchObject({ active: true, chat_space: { last_clinic_inquiry: { id: 'i-2', status: 'created' } } });
    expect(snap().context.space).not.toHaveProperty('inactive_reason');
  });

  it('stops listening when the room is closed', async () => {
    const { actor, world } = await ready();
    actor.stop();
    expect(world.listening).toBe(false);
  });

  // BUG (chat-room.machine.ts, `ready.exit`): XState v5 does not run exit actions when an actor is
  // stopped, and the room never leaves `ready` otherwise, so 'inbox.closed' is never told: after the
  // person leaves the chat page the inbox still treats it as open and plays no cue for its messages.
  // Fix: replace ready's entry/exit with an invoked callback actor whose cleanup tells the inbox.
  it('tells the inbox the chat is closed when the room is stopped (the page is left)', async () => {
    const { actor, world } = await ready();
    actor.stop();
    expect(world.told.at(-1)).toEqual({ type: 'inbox.closed', id: 'c-1' });
  });
});

describe('the chat room rules', () => {
  it('retries network trouble and server faults, shows refusals', () => {
    expect(isRetryable(new AppError('network', 0))).toBe(true);
    expect(isRetryable(new AppError('internal', 500))).toBe(true);
    expect(isRetryable(new AppError('internal', 503))).toBe(true);
    expect(isRetryable(new AppError('chat.inactive', 403))).toBe(false);
    expect(isRetryable(new AppError('upload.too_large', 413))).toBe(false);
    expect(isRetryable(new AppError('rate_limited', 429))).toBe(false);
  });

  it('moves a space to an inquiry: completed is read-only, any other status active', () => {
    const inactive = space({ active: false, inactive_reason: 'inquiry_completed' });
    expect(withInquiry(space(), { id: 'i-1', status: 'completed' })).toMatchObject({ active: false, inactive_reason: 'inquiry_completed' });
    const reopened = withInquiry(inactive, { id: 'i-2', status: 'created' });
    expect(reopened).toMatchObject({ active: true, chat_space: { last_clinic_inquiry: { id: 'i-2', status: 'created' } } });
    expect(reopened).not.toHaveProperty('inactive_reason');
    expect(inactive).toMatchObject({ active: false, inactive_reason: 'inquiry_completed' });
  });
});

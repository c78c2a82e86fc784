import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { headerHeight, type CallSnapshot } from '../../src/machines/calls/call.machine';
import type { CallContext } from '../../src/machines/calls/call.types';
import { isCallOver, type CallInfo, type CallStatus } from '../../src/protocol/calls';
import { AppError } from '../../src/protocol/errors';
import { DOCTOR, PATIENT } from '../machines/chat-fakes';
import { call, callWithFakes, ringer, ROOM, type Ringer } from '../machines/call-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

/**
 * The call machine walked as a model, as the doctor: their own calls to the patient (call-a) and
 * the patient's call to them (call-b), with every answer, push, resynchronisation (`calls.synced`,
 * as its child reports it: call-sync.model.test.ts walks the child), room loading and timer each
 * state takes. Requests are answered with the key the machine waits for, or another one.
 */

const TRANSITIONS = [
  '(root): session.userChanged [another person] → signedIn',
  '(root): session.userChanged [signed out] → signedOut',
  'signedIn.call.answered: calls.synced [else] → signedIn.call.confirming',
  'signedIn.call.answered: calls.synced [my call is live] → signedIn.call.following',
  'signedIn.call.answered: room.unreachable → signedIn.call.givingUp',
  'signedIn.call.answered: user.backToChat [room is unreachable] → signedIn.call.givingUp',
  'signedIn.call.answered: user.hangUp → signedIn.call.finished',
  'signedIn.call.answered: user.leftConference → signedIn.call.finished',
  'signedIn.call.answered: user.toggleMinimise → (stays)',
  'signedIn.call.answering: server.CallUpdated [ends my call] → signedIn.call.idle.ended',
  'signedIn.call.answering: server.CallUpdated [moves my call] → (stays)',
  'signedIn.call.answering: socket.failed → signedIn.call.idle',
  'signedIn.call.answering: socket.replied [else] → signedIn.call.idle',
  'signedIn.call.answering: socket.replied [is my call answer] → signedIn.call.following',
  'signedIn.call.answering: user.hangUp → signedIn.call.finished',
  'signedIn.call.confirming: done (load call) [else] → signedIn.call.idle.ended',
  'signedIn.call.confirming: done (load call) [looked-up call is over] → signedIn.call.idle.ended',
  'signedIn.call.confirming: error (load call) → signedIn.call.idle.ended',
  'signedIn.call.declined: socket.failed [already over] → signedIn.call.idle',
  'signedIn.call.declined: socket.failed [else] → signedIn.call.idle',
  'signedIn.call.declined: socket.replied [else] → signedIn.call.idle',
  'signedIn.call.declined: socket.replied [is my call answer] → signedIn.call.idle.ended',
  'signedIn.call.finished: server.CallUpdated [ends my call] → signedIn.call.idle.ended',
  'signedIn.call.finished: server.CallUpdated [moves my call] → (stays)',
  'signedIn.call.finished: socket.failed [already over] → signedIn.call.idle.ended',
  'signedIn.call.finished: socket.failed [is my reply] → signedIn.call.idle.ended',
  'signedIn.call.finished: socket.replied [is my reply] → signedIn.call.idle.ended',
  'signedIn.call.givingUp: server.CallUpdated [ends my call] → signedIn.call.idle.ended',
  'signedIn.call.givingUp: server.CallUpdated [moves my call] → (stays)',
  'signedIn.call.givingUp: socket.failed [already over] → signedIn.call.idle.ended',
  'signedIn.call.givingUp: socket.failed [is my reply] → signedIn.call.idle.ended',
  'signedIn.call.givingUp: socket.replied [is my reply] → signedIn.call.idle.ended',
  'signedIn.call.following: always [else] → signedIn.call.idle.ended',
  'signedIn.call.following: always [is ongoing] → signedIn.call.answered',
  'signedIn.call.following: always [is pending] → signedIn.call.outgoing.pending',
  'signedIn.call.following: always [rings for me now] → signedIn.call.incoming',
  'signedIn.call.following: always [rings for the caller] → signedIn.call.outgoing.ringing',
  'signedIn.call.idle.ended: after (outcome shown) → signedIn.call.idle.quiet',
  'signedIn.call.idle.ended: user.dismissOutcome → signedIn.call.idle.quiet',
  'signedIn.call.idle: calls.synced [can rejoin] → signedIn.call.following',
  'signedIn.call.idle: calls.synced [rings for me after all] → signedIn.call.incoming',
  'signedIn.call.idle: server.CallIncame [rings for me] → signedIn.call.incoming',
  'signedIn.call.idle: user.call → signedIn.call.outgoing',
  'signedIn.call.incoming: calls.synced [else] → signedIn.call.confirming',
  'signedIn.call.incoming: calls.synced [my call is live] → signedIn.call.following',
  'signedIn.call.incoming: user.answer → signedIn.call.answering',
  'signedIn.call.incoming: user.decline → signedIn.call.declined',
  'signedIn.call.incoming: user.hangUp → signedIn.call.declined',
  'signedIn.call.outgoing.cancelling: socket.failed → signedIn.call.idle',
  'signedIn.call.outgoing.cancelling: socket.replied [else] → signedIn.call.idle',
  'signedIn.call.outgoing.cancelling: socket.replied [is my call answer] → signedIn.call.finished',
  'signedIn.call.outgoing.cancelling: user.hangUp → (stays)',
  'signedIn.call.outgoing.pending: calls.synced [else] → signedIn.call.confirming',
  'signedIn.call.outgoing.pending: calls.synced [my call is live] → signedIn.call.following',
  'signedIn.call.outgoing.requesting: server.CallUpdated [early update] → (stays)',
  'signedIn.call.outgoing.requesting: socket.failed → signedIn.call.idle',
  'signedIn.call.outgoing.requesting: socket.replied [else] → signedIn.call.idle',
  'signedIn.call.outgoing.requesting: socket.replied [is my call answer] → signedIn.call.following',
  'signedIn.call.outgoing.requesting: user.hangUp → signedIn.call.outgoing.cancelling',
  'signedIn.call.outgoing.ringing: calls.synced [else] → signedIn.call.confirming',
  'signedIn.call.outgoing.ringing: calls.synced [my call is live] → signedIn.call.following',
  'signedIn.call.outgoing.ringing: room.unreachable → signedIn.call.givingUp',
  'signedIn.call.outgoing.ringing: user.backToChat [room is unreachable] → signedIn.call.givingUp',
  'signedIn.call.outgoing.ringing: user.leftConference → signedIn.call.finished',
  'signedIn.call.outgoing.ringing: user.toggleMinimise → (stays)',
  'signedIn.call.outgoing: user.hangUp → signedIn.call.finished',
  'signedIn.call: server.CallUpdated [answered elsewhere] → signedIn.call.idle',
  'signedIn.call: server.CallUpdated [moves my call] → signedIn.call.following',
  'signedIn.screen.card: always [card is gone] → signedIn.screen.plain',
  'signedIn.screen.plain: always [card shows] → signedIn.screen.card',
  'signedIn.screen.plain: always [room shows] → signedIn.screen.room',
  'signedIn.screen.room.loading: after (conference load timeout) → signedIn.screen.room.slow',
  'signedIn.screen.room.loading: room.loaded → signedIn.screen.room.loaded',
  'signedIn.screen.room.slow: after (video service give up) → (stays)',
  'signedIn.screen.room.slow: room.loaded → signedIn.screen.room.loaded',
  'signedIn.screen.room: always [room is gone] → signedIn.screen.plain',
  'signedIn: calls.synced [left one unfinished] → (stays)',
  'signedIn: push.rejected [is a rejected call update] → (stays)',
  'signedIn: socket.connected → (stays)',
];

const A = (status: CallStatus) => call({ id: 'call-a', caller_id: DOCTOR.id, callee_id: PATIENT.id, status });
const B = (status: CallStatus) => call({ id: 'call-b', caller_id: PATIENT.id, callee_id: DOCTOR.id, status });
const OFFLINE = new AppError('network', 0);
const SLOW = 'xstate.after.conference load timeout.call.signedIn.screen.room.loading';
const GIVE_UP = 'xstate.after.video service give up.call.signedIn.screen.room.slow';

const reply = (c: CallContext, data: unknown, key = c.requestKey) => ({ type: 'socket.replied', requestType: 'x', key, data });
const fail = (c: CallContext, code: string) => ({ type: 'socket.failed', requestType: 'x', key: c.requestKey, code });
const update = (call: CallInfo | Record<string, unknown>) => ({ type: 'server.CallUpdated', payload: call });
const synced = (calls: unknown[]) => ({ type: 'calls.synced', calls });
const followed = (c: CallContext, status: CallStatus) => (c.call?.id === 'call-b' ? B(status) : A(status));

/** The event cases each state takes (see the file's comment). */
function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as CallContext;
  if (s.matches('signedOut')) return [{ type: 'session.userChanged', user: DOCTOR }];
  const out: EventCase[] = [];
  const inCall = (st: string | object) => s.matches({ signedIn: { call: st } } as never);
  const idle = inCall('idle');
  if (idle && s.matches({ signedIn: { call: { idle: 'quiet' } } })) {
    out.push({ type: 'session.userChanged', user: null }, { type: 'session.userChanged', user: PATIENT }, { type: 'push.rejected', pushType: 'CallUpdated', problems: ['/id: Expected required property'] }, { type: 'socket.connected' });
  }
  // What the server has after a reconnect (the calls the resynchronising child reports).
  if (idle) {
    out.push(synced([]), synced([{ call: A('ongoing'), room: ROOM }]), synced([{ call: B('ringing'), room: null }]));
  } else if (c.call && (inCall('answered') || inCall('incoming') || inCall({ outgoing: 'pending' }) || inCall({ outgoing: 'ringing' }))) {
    out.push(synced([{ call: c.call.status === 'ringing' && c.side === 'caller' ? followed(c, 'ongoing') : c.call, room: c.room }]), synced([]));
  }
  // The room's conference loads, or takes too long (the first two calls: later ones repeat them).
  if (s.hasTag('room') && c.requests <= 2) out.push({ type: 'room.loaded' }, { type: SLOW });
  // Unreachable: the person goes back to the chat (only once the room is found slow), or the machine gives up.
  if (s.hasTag('room') && c.requests <= 2) out.push({ type: 'user.backToChat' });
  if (s.hasTag('room slow') && c.requests <= 2) out.push({ type: GIVE_UP });
  if (idle) {
    if (c.requests < 3) out.push({ type: 'user.call', chatSpaceId: 'space-1' });
    out.push({ type: 'server.CallIncame', payload: B('ringing') }, { type: 'user.dismissOutcome' }, { type: 'xstate.after.outcome shown.call.signedIn.call.idle.ended' });
  }
  if (s.matches({ signedIn: { call: { outgoing: 'requesting' } } })) {
    out.push(reply(c, { call: A('pending'), room: ROOM }), reply(c, { call: A('pending_busy'), room: ROOM }), reply(c, { call: A('pending'), room: ROOM }, 'call-99'));
    out.push(fail(c, 'network'), update(A('ringing')), { type: 'user.hangUp' });
  }
  if (s.matches({ signedIn: { call: { outgoing: 'cancelling' } } })) {
    out.push(reply(c, { call: A('pending'), room: ROOM }), reply(c, null), fail(c, 'timeout'), { type: 'user.hangUp' });
  }
  if (s.matches({ signedIn: { call: { outgoing: 'pending' } } })) out.push(update(A('ringing')), update(A('pending_unreachable')), update(A('pending')), { type: 'user.hangUp' });
  if (s.matches({ signedIn: { call: { outgoing: 'ringing' } } })) {
    out.push(update(A('ongoing')), update(A('ringing_missed')), { type: 'user.leftConference' }, { type: 'user.hangUp' }, { type: 'user.toggleMinimise' });
  }
  if (inCall('incoming')) out.push({ type: 'user.answer' }, { type: 'user.decline' }, { type: 'user.hangUp' }, update(B('ongoing')), update(B('ringing_finished')));
  if (inCall('answering')) {
    out.push(reply(c, { call: B('ongoing'), room: ROOM }), reply(c, { call: B('ongoing'), room: ROOM }, 'call-99'), fail(c, 'call.moved_on'));
    out.push(update(B('ongoing')), update(B('ringing_finished')), { type: 'user.hangUp' });
  }
  if (inCall('declined')) out.push(reply(c, { call: B('ringing_declined') }), reply(c, {}, 'call-99'), fail(c, 'call.moved_on'), fail(c, 'network'));
  if (inCall('answered')) {
    out.push(update(followed(c, 'ongoing_finished')), update(followed(c, 'ongoing_disconnected')), { type: 'user.hangUp' }, { type: 'user.leftConference' }, { type: 'user.toggleMinimise' });
  }
  if (inCall('finished')) {
    out.push(reply(c, { call: A('ongoing_finished') }), reply(c, {}, 'call-99'), fail(c, 'call.moved_on'), fail(c, 'network'), update(followed(c, 'ongoing_finished')), update(followed(c, 'ringing')));
  }
  if (inCall('givingUp')) {
    out.push(reply(c, { call: followed(c, 'ongoing_failed') }), reply(c, {}, 'call-99'), fail(c, 'call.moved_on'), fail(c, 'network'), update(followed(c, 'ongoing_finished')), update(followed(c, 'ongoing')));
  }
  if (inCall('confirming')) {
    out.push({ type: 'xstate.done.actor.load call', output: A('ongoing_disconnected') }, { type: 'xstate.done.actor.load call', output: A('ongoing') }, { type: 'xstate.error.actor.load call', error: OFFLINE });
  }
  return out;
}

/** The ringing tone, and how many times it had started as of the last step. */
type World = Ringer & { ringsBefore: number };

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as CallContext;
  const snap = s as unknown as CallSnapshot;
  // The room is open exactly in the room states, and only with a room to join.
  if (s.hasTag('room')) expect(c.room).not.toBeNull();
  if (s.hasTag('room')) expect(['ringing', 'ongoing']).toContain(c.call!.status);
  // A followed call is live; idle follows none.
  if (c.call && !s.matches({ signedIn: { call: 'idle' } })) expect(isCallOver(c.call.status) && !s.matches({ signedIn: { call: 'declined' } }) && !s.matches({ signedIn: { call: 'finished' } })).toBe(false);
  if (s.matches({ signedIn: { call: 'idle' } })) expect(c.call).toBeNull();
  // An outcome shows exactly in idle.ended; the header heights of SPEC §9.
  expect(s.hasTag('outcome')).toBe(s.matches({ signedIn: { call: { idle: 'ended' } } }));
  expect(headerHeight(snap)).toBe(s.hasTag('room') && c.minimised ? 82 : c.hadCall ? 60 : 58);
  // The tone sounds exactly while the card shows; the conference is watched exactly while the room shows.
  expect(run.world.ringing).toBe(s.hasTag('ringing'));
  expect(s.matches({ signedIn: { screen: 'card' } })).toBe(s.hasTag('ringing'));
  expect(s.matches({ signedIn: { screen: 'room' } })).toBe(s.hasTag('room'));
  if (s.hasTag('room slow')) expect(s.hasTag('room connecting')).toBe(true);
  // The last request sent carries the key of the count so far; a waited-for key is that one.
  const keys = run.heard.filter((e) => e.type === 'socket.request').map((e) => (e as { key?: string }).key).filter((k) => k !== 'call-unfinished');
  if (c.requests > 0) expect(keys.at(-1)).toBe(`call-${c.requests}`);
  if (c.requestKey !== null) expect(c.requestKey).toBe(`call-${c.requests}`);
}

describeModelWalk<World>('the call machine, walked as a model', {
  machine: (run) => callWithFakes(run.invocations, run.world),
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events }],
  world: () => ({ ...ringer(), ringsBefore: 0 }),
  invariant,
  effects(event, before, after, run) {
    // A refusal raises 'Could not call', except "already over" and a hang-up that did not get
    // through (it is finished on reconnect); a hang-up's answer never alerts.
    const b = before.context as CallContext;
    const alerts = run.heard.filter((e) => e.type === 'alert.show');
    const hangingUp = before.matches({ signedIn: { call: 'finished' } }) || before.matches({ signedIn: { call: 'givingUp' } });
    if (event.type === 'socket.failed' && event.code !== 'call.moved_on' && b.requestKey && !hangingUp) expect(alerts.at(-1)).toMatchObject({ messageId: 'alert.call.couldNotCall' });
    if (hangingUp) expect(run.heard.at(-1)?.type).not.toBe('alert.show');
    if (event.type === 'push.rejected') expect(alerts.at(-1)).toMatchObject({ messageId: 'alert.call.updateFailed' });
    // Giving up an unreachable room closes it and tells the server the call failed; only a push
    // that ended the call otherwise says anything but 'failed'.
    if (!before.matches({ signedIn: { call: 'givingUp' } }) && after.matches({ signedIn: { call: 'givingUp' } })) {
      expect(before.hasTag('room slow')).toBe(true);
      expect(after.hasTag('room')).toBe(false);
      expect(run.heard.filter((e) => e.type === 'socket.request').at(-1)).toMatchObject({ requestType: 'FinishCall', payload: { call_id: b.call!.id, cause: 'fail' } });
    }
    if (before.matches({ signedIn: { call: 'givingUp' } }) && after.hasTag('outcome') && event.type !== 'server.CallUpdated') expect((after.context as CallContext).outcome).toBe('failed');
    // A room that has not loaded in time says so; once loaded, it never does.
    if (event.type === SLOW) expect(after.hasTag('room slow')).toBe(true);
    if (event.type === 'room.loaded') expect(after.hasTag('room connecting')).toBe(false);
    // The room's watch carries on while the room stays (ringing → answered, a resynchronisation).
    if (before.hasTag('room') && after.hasTag('room') && event.type !== SLOW && event.type !== 'room.loaded') {
      expect(event.type).not.toBe(GIVE_UP);
      expect(after.hasTag('room connecting')).toBe(before.hasTag('room connecting'));
      expect(after.hasTag('room slow')).toBe(before.hasTag('room slow'));
    }
    // A card that stays through a resynchronisation keeps ringing (the tone does not start over).
    if (before.hasTag('ringing') && after.hasTag('ringing')) expect(run.world.rings).toBe(run.world.ringsBefore);
    run.world.ringsBefore = run.world.rings;
  },
  stopWhen: (s) => (s.context as CallContext).requests >= 4,
  timeout: 600_000,
});

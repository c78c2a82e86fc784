import { describe, expect, it } from 'vitest';
import { headerHeight, type CallSnapshot } from '../../src/machines/calls/call.machine';
import { DOCTOR, PATIENT, userChanged } from './chat-fakes';
import { Invocations, settle, startUnderParent } from './shell-fakes';
import { alerts, call, callWithFakes, failed, incame, lastRequest, replied, requests, ringer, ROOM, SPACE, updated } from './call-fakes';

function start(user = DOCTOR) {
  const calls = new Invocations();
  const tone = ringer();
  const run = startUnderParent(callWithFakes(calls, tone));
  run.actor.send(userChanged(user));
  const snap = () => run.actor.getSnapshot() as CallSnapshot;
  const state = () => snap().value;
  return { ...run, calls, tone, snap, state, send: (e: unknown) => run.actor.send(e as never) };
}

/** How the video room's conference is doing, as the view reads it. */
const conference = (s: CallSnapshot) => (s.hasTag('room slow') ? 'slow' : s.hasTag('room connecting') ? 'connecting' : s.hasTag('room') ? 'loaded' : 'closed');

const callState = (s: CallSnapshot) => (s.value as { signedIn: { call: unknown } }).signedIn.call;

describe('the call machine: a doctor calls', () => {
  it('requests a call, shows loading while pending, opens the room on ringing, and is answered', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    const request = lastRequest(t.heard);
    expect(request).toMatchObject({ requestType: 'Call', payload: { chat_space_id: SPACE, type: 'video' }, key: 'call-1' });
    expect(t.snap().hasTag('loading')).toBe(true);

    t.send(replied(request, { call: call({ status: 'pending' }), room: ROOM }));
    expect(callState(t.snap())).toEqual({ outgoing: 'pending' });
    expect(t.snap().hasTag('loading')).toBe(true);
    expect(t.snap().hasTag('room')).toBe(false);

    t.send(updated(call({ status: 'ringing', expires_at: '2026-03-01T10:00:45.000Z' })));
    expect(callState(t.snap())).toEqual({ outgoing: 'ringing' });
    expect(t.snap().hasTag('room')).toBe(true);
    expect(t.snap().hasTag('loading')).toBe(false);
    expect(t.snap().context.room).toEqual(ROOM);

    t.send(updated(call({ status: 'ongoing' })));
    expect(callState(t.snap())).toBe('answered');
    expect(t.snap().context.call!.status).toBe('ongoing');
  });

  it('hangs up: the room closes at once, FinishCall goes out, and the outcome shows', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ongoing' }), room: ROOM }));
    expect(callState(t.snap())).toBe('answered');
    t.send({ type: 'user.hangUp' });
    expect(t.snap().hasTag('room')).toBe(false);
    const finish = lastRequest(t.heard);
    expect(finish).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-a' }, key: 'call-2' });
    t.send(replied(finish, { call: call({ status: 'ongoing_finished' }) }));
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
    expect(t.snap().context).toMatchObject({ outcome: 'finished', outcomeChat: SPACE, call: null, room: null, hadCall: true });
    expect(headerHeight(t.snap())).toBe(60);
    t.clock.increment(8000);
    expect(callState(t.snap())).toEqual({ idle: 'quiet' });
  });

  it('leaving the conference finishes the call', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing' }), room: ROOM }));
    t.send({ type: 'user.leftConference' });
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'FinishCall' });
  });

  it.each([
    ['pending_busy', 'busy'],
    ['pending_unreachable', 'unreachable'],
    ['ringing_missed', 'no_answer'],
    ['ringing_declined', 'declined'],
    ['ongoing_disconnected', 'connection_lost'],
    ['ongoing_failed', 'failed'],
  ] as const)('ends on %s and says %s', (status, outcome) => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'pending' }), room: ROOM }));
    if (status.startsWith('ringing') || status.startsWith('ongoing')) t.send(updated(call({ status: 'ringing' })));
    if (status.startsWith('ongoing')) t.send(updated(call({ status: 'ongoing' })));
    t.send(updated(call({ status })));
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
    expect(t.snap().context.outcome).toBe(outcome);
    expect(t.snap().hasTag('room')).toBe(false);
  });

  it('raises Could not call on a refusal and on an answer with another request id', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(failed(lastRequest(t.heard), 'call.chat_inactive'));
    expect(alerts(t.heard)).toEqual(['alert.call.couldNotCall']);
    expect(callState(t.snap())).toEqual({ idle: 'quiet' });

    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send({ ...replied(lastRequest(t.heard), { call: call({ status: 'pending' }), room: ROOM }), key: 'call-999' });
    expect(alerts(t.heard)).toEqual(['alert.call.couldNotCall', 'alert.call.couldNotCall']);
    expect(t.snap().context.call).toBeNull();
  });

  it('raises Call update failed on an update the socket rejected for lacking data, and ignores updates the table does not let follow', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing' }), room: ROOM }));
    t.send({ type: 'push.rejected', pushType: 'CallUpdated', problems: ['/id: Expected required property'] });
    // Another owner's rejected push is not the call's business.
    t.send({ type: 'push.rejected', pushType: 'NotificationCreated', problems: ['/id: Expected required property'] });
    t.send({ type: 'push.rejected', pushType: 'CallUpdated', problems: ['/: Expected object'] });
    expect(alerts(t.heard)).toEqual(['alert.call.updateFailed', 'alert.call.updateFailed']);
    expect(callState(t.snap())).toEqual({ outgoing: 'ringing' });
    t.send(updated(call({ status: 'pending' })));
    expect(callState(t.snap())).toEqual({ outgoing: 'ringing' });
    t.send(updated(call({ id: 'other', status: 'ongoing_finished' })));
    expect(callState(t.snap())).toEqual({ outgoing: 'ringing' });
  });

  it('keeps a push that overtook the answer to its request', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(updated(call({ status: 'ringing' })));
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'pending' }), room: ROOM }));
    expect(callState(t.snap())).toEqual({ outgoing: 'ringing' });
  });

  it('hanging up before the answer finishes the call as soon as it is known', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    const request = lastRequest(t.heard);
    t.send({ type: 'user.hangUp' });
    t.send(replied(request, { call: call({ status: 'pending' }), room: ROOM }));
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-a' } });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'pending_finished' }) }));
    expect(t.snap().context.outcome).toBe('finished');
  });

  it('keeps the room closed after hanging up, even if the call rings meanwhile', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'pending' }), room: ROOM }));
    t.send({ type: 'user.hangUp' });
    const finish = lastRequest(t.heard);
    t.send(updated(call({ status: 'ringing' })));
    expect(t.snap().hasTag('room')).toBe(false);
    expect(callState(t.snap())).toBe('finished');
    t.send(replied(finish, { call: call({ status: 'ringing_finished' }) }));
    expect(t.snap().context.outcome).toBe('finished');
    expect(requests(t.heard).filter((r) => r.requestType === 'FinishCall')).toHaveLength(1);
  });

  it('minimises the video and sets the header heights of SPEC §9', () => {
    const t = start();
    expect(headerHeight(t.snap())).toBe(58);
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ongoing' }), room: ROOM }));
    t.send({ type: 'user.toggleMinimise' });
    expect(headerHeight(t.snap())).toBe(82);
    t.send({ type: 'user.toggleMinimise' });
    expect(headerHeight(t.snap())).toBe(58);
    t.send({ type: 'user.toggleMinimise' });
    t.send(updated(call({ status: 'ongoing_finished' })));
    expect(t.snap().context.minimised).toBe(false);
    expect(headerHeight(t.snap())).toBe(60);
  });
});

describe('the call machine: a patient is called', () => {
  it('shows the card while it rings, answers, and joins the room from the answer', () => {
    const t = start(PATIENT);
    t.send(incame(call({ status: 'ringing' })));
    expect(t.snap().hasTag('ringing')).toBe(true);
    t.send({ type: 'user.answer' });
    const answer = lastRequest(t.heard);
    expect(answer).toMatchObject({ requestType: 'AnswerCall', payload: { call_id: 'call-a' } });
    // The ongoing push comes before the answer: the room waits for the answer.
    t.send(updated(call({ status: 'ongoing' })));
    expect(callState(t.snap())).toBe('answering');
    t.send(replied(answer, { call: call({ status: 'ongoing' }), room: ROOM }));
    expect(callState(t.snap())).toBe('answered');
    expect(t.snap().context.room).toEqual(ROOM);
  });

  it('hanging up a ringing call declines it; hanging up while joining finishes it', () => {
    const t = start(PATIENT);
    t.send(incame(call({ status: 'ringing' })));
    t.send({ type: 'user.hangUp' });
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'DeclineCall' });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing_declined' }) }));

    t.send(incame(call({ id: 'call-b', status: 'ringing' })));
    t.send({ type: 'user.answer' });
    const answer = lastRequest(t.heard);
    t.send({ type: 'user.hangUp' });
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-b' } });
    // The answer to AnswerCall arrives after: it does not open the room.
    t.send(replied(answer, { call: call({ id: 'call-b', status: 'ongoing' }), room: ROOM }));
    expect(t.snap().hasTag('room')).toBe(false);
    t.send(replied(lastRequest(t.heard), { call: call({ id: 'call-b', status: 'ongoing_finished' }) }));
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
  });

  it('declines', () => {
    const t = start(PATIENT);
    t.send(incame(call({ status: 'ringing' })));
    t.send({ type: 'user.decline' });
    expect(t.snap().hasTag('ringing')).toBe(false);
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing_declined' }) }));
    expect(t.snap().context.outcome).toBe('declined');
  });

  it('drops the card when the call was answered on another device, or the caller gave up', () => {
    const t = start(PATIENT);
    t.send(incame(call({ status: 'ringing' })));
    t.send(updated(call({ status: 'ongoing' })));
    expect(callState(t.snap())).toEqual({ idle: 'quiet' });
    t.send(incame(call({ id: 'call-b', status: 'ringing' })));
    t.send(updated(call({ id: 'call-b', status: 'ringing_finished' })));
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
    expect(requests(t.heard)).toEqual([]);
  });
});

describe('the call machine: resynchronising', () => {
  it('rejoins a call the person is in after a reload, and shows a call ringing for them', async () => {
    const t = start();
    t.send({ type: 'socket.connected' });
    t.calls.resolve('load current calls', [{ call: call({ status: 'ongoing' }), room: ROOM }]);
    await settle();
    expect(callState(t.snap())).toBe('answered');

    const p = start(PATIENT);
    p.send({ type: 'socket.connected' });
    p.calls.resolve('load current calls', [{ call: call({ status: 'ringing' }), room: null }]);
    await settle();
    expect(p.snap().hasTag('ringing')).toBe(true);
  });

  it('learns how a followed call ended while the connection was down', async () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ongoing' }), room: ROOM }));
    t.send({ type: 'socket.connected' });
    t.calls.resolve('load current calls', []);
    await settle();
    expect(t.calls.inputs('load call')).toEqual([{ id: 'call-a' }]);
    t.calls.resolve('load call', call({ status: 'ongoing_disconnected' }));
    await settle();
    expect(t.snap().context.outcome).toBe('connection_lost');
  });

  it('finishes on reconnect a call whose FinishCall could not be sent', async () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ongoing' }), room: ROOM }));
    t.send({ type: 'user.hangUp' });
    t.send(failed(lastRequest(t.heard), 'network'));
    expect(t.snap().context.unfinished).toBe('call-a');
    t.send({ type: 'socket.connected' });
    t.calls.resolve('load current calls', [{ call: call({ status: 'ongoing' }), room: ROOM }]);
    await settle();
    // Under a key of its own: a request the machine waits for keeps its key.
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-a' }, key: 'call-unfinished' });
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
    expect(t.snap().context.unfinished).toBeNull();
  });

  it('forgets everything on sign-out', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(userChanged(null));
    expect(t.state()).toBe('signedOut');
    expect(t.snap().context.me).toBeNull();
  });
});

describe('the call machine: the video room and the ringing card', () => {
  /** The doctor's call, answered: the room is open. */
  function inRoom() {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ongoing' }), room: ROOM }));
    expect(callState(t.snap())).toBe('answered');
    return t;
  }

  it('says the room does not load exactly 20 s after it opened, and never once it has loaded', () => {
    const t = inRoom();
    expect(conference(t.snap())).toBe('connecting');
    t.clock.increment(20_000 - 1);
    expect(conference(t.snap())).toBe('connecting');
    t.clock.increment(1);
    expect(conference(t.snap())).toBe('slow');
    t.send({ type: 'room.loaded' });
    expect(conference(t.snap())).toBe('loaded');
  });

  it('does not say so when the conference loads in time', () => {
    const t = inRoom();
    t.clock.increment(20_000 - 1);
    t.send({ type: 'room.loaded' });
    t.clock.increment(1);
    expect(conference(t.snap())).toBe('loaded');
    t.clock.increment(60_000);
    expect(conference(t.snap())).toBe('loaded');
  });

  it('times the room from when it opened while the call goes from ringing to answered', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing' }), room: ROOM }));
    t.clock.increment(10_000);
    t.send(updated(call({ status: 'ongoing' })));
    expect(callState(t.snap())).toBe('answered');
    t.clock.increment(10_000 - 1);
    expect(conference(t.snap())).toBe('connecting');
    t.clock.increment(1);
    expect(conference(t.snap())).toBe('slow');
  });

  it('forgets the room when it closes, and watches the next one afresh', () => {
    const t = inRoom();
    t.send({ type: 'room.loaded' });
    t.send(updated(call({ status: 'ongoing_finished' })));
    expect(conference(t.snap())).toBe('closed');
    t.clock.increment(20_000);
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ id: 'call-b', status: 'ongoing' }), room: ROOM }));
    expect(conference(t.snap())).toBe('connecting');
  });

  it('gives the call up as failed a minute after the room opened when its video service is still unreachable', () => {
    const t = inRoom();
    t.clock.increment(20_000);
    expect(conference(t.snap())).toBe('slow');
    t.clock.increment(40_000 - 1);
    expect(callState(t.snap())).toBe('answered');
    expect(requests(t.heard)).toHaveLength(1);
    t.clock.increment(1);
    // The room closes at once; FinishCall says the call failed.
    expect(callState(t.snap())).toBe('givingUp');
    expect(conference(t.snap())).toBe('closed');
    const finish = lastRequest(t.heard);
    expect(finish).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-a', cause: 'fail' }, key: 'call-2' });
    t.send(replied(finish, { call: call({ status: 'ongoing_failed' }) }));
    expect(callState(t.snap())).toEqual({ idle: 'ended' });
    expect(t.snap().context).toMatchObject({ outcome: 'failed', outcomeChat: SPACE, call: null, room: null, unfinished: null });
    expect(alerts(t.heard)).toEqual([]);
  });

  it('does not give up a room whose conference loaded late', () => {
    const t = inRoom();
    t.clock.increment(20_000);
    t.send({ type: 'room.loaded' });
    t.clock.increment(60_000);
    expect(callState(t.snap())).toBe('answered');
    expect(requests(t.heard)).toHaveLength(1);
  });

  it('goes back to the chat only once the video service is found unreachable, ending the call as failed', () => {
    const t = inRoom();
    t.send({ type: 'user.backToChat' });
    expect(callState(t.snap())).toBe('answered');
    t.clock.increment(20_000);
    t.send({ type: 'user.backToChat' });
    expect(callState(t.snap())).toBe('givingUp');
    expect(lastRequest(t.heard)).toMatchObject({ requestType: 'FinishCall', payload: { call_id: 'call-a', cause: 'fail' } });
    // The give-up timer went with the room: nothing more is sent.
    t.clock.increment(60_000);
    expect(requests(t.heard)).toHaveLength(2);
  });

  it('gives up while the other side still rings (the caller alone in the room)', () => {
    const t = start();
    t.send({ type: 'user.call', chatSpaceId: SPACE });
    t.send(replied(lastRequest(t.heard), { call: call({ status: 'ringing' }), room: ROOM }));
    t.clock.increment(20_000);
    t.clock.increment(40_000);
    expect(callState(t.snap())).toBe('givingUp');
    // The other side's hang-up overtook it: the call ended as they made it end.
    t.send(updated(call({ status: 'ringing_finished' })));
    expect(t.snap().context.outcome).toBe('finished');
  });

  it('ends a given-up call as failed when its FinishCall cannot be sent (kept to finish on reconnect) or the call is already over', async () => {
    const t = inRoom();
    t.clock.increment(20_000);
    t.clock.increment(40_000);
    t.send(failed(lastRequest(t.heard), 'network'));
    expect(t.snap().context).toMatchObject({ outcome: 'failed', unfinished: 'call-a' });
    expect(alerts(t.heard)).toEqual([]);

    const u = inRoom();
    u.clock.increment(20_000);
    u.clock.increment(40_000);
    u.send(failed(lastRequest(u.heard), 'call.moved_on'));
    expect(u.snap().context).toMatchObject({ outcome: 'failed', unfinished: null });
  });

  it('rings exactly while the card shows, without starting over when the connection comes back', async () => {
    const t = start(PATIENT);
    expect(t.tone.ringing).toBe(false);
    t.send(incame(call({ status: 'ringing' })));
    expect(t.tone).toEqual({ rings: 1, ringing: true });
    t.send({ type: 'socket.connected' });
    t.calls.resolve('load current calls', [{ call: call({ status: 'ringing' }), room: null }]);
    await settle();
    expect(t.snap().hasTag('ringing')).toBe(true);
    expect(t.tone).toEqual({ rings: 1, ringing: true });
    t.send({ type: 'user.answer' });
    expect(t.tone).toEqual({ rings: 1, ringing: false });
  });
});

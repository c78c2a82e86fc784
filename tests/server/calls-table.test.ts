import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CALL_CAUSES, CALL_STATUSES, CALL_TRANSITIONS, isCallOver, nextCallStatus, type CallCause, type CallStatus } from '../../src/protocol/calls';
import { startTestServer, type TestServer } from '../support/server';
import { signIn, until, type TestSocket } from './live-support';
import { createSpace, HOUR } from './chats-support';
import { consultation, expectCallsRebuiltFromStreams, hears, ok, SECOND, socketPool, startCall, statusOf } from './calls-support';

/**
 * Walks CALL_TRANSITIONS through the real server: every status a call can reach is reached by the
 * moves people and timers make, and from each one every cause is tried. What the table allows
 * lands where the table says; what it refuses is refused (requests answer `call.moved_on`) or does
 * nothing (timers), and the call stays as it was.
 */

let s: TestServer;
const pool = socketPool(() => s);
beforeAll(async () => {
  // A loss falls due before a pending call's wait ends, so every status is reachable.
  s = await startTestServer({ listen: true, env: { CALL_GONE_SECONDS: '5' } });
});
afterEach(() => pool.closeAll());
afterAll(async () => {
  await s.close();
});

const RING = 45 * SECOND;
const PENDING = 8 * SECOND;
const GONE = 5 * SECOND;

/** One call under test: its people, their sockets (null while offline) and the call id. */
interface Scene {
  doctor: { id: string; token: string };
  patient: { id: string; token: string };
  spaceId: string;
  doctorWs: TestSocket | null;
  patientWs: TestSocket | null;
  callId: string;
}

const goneTimers = async (userId: string) => (await s.db.selectFrom('call_timers').select('id').where('user_id', '=', userId).execute()).length;
const noSockets = async (userId: string) => (await s.db.selectFrom('live_connections').select('id').where('user_id', '=', userId).execute()).length === 0;

async function fire(ms: number) {
  s.clock.advance(ms);
  await s.app.calls.fireDue();
  await s.app.calls.idle();
}

/** Connects the patient without the server ringing their pending calls yet. */
async function connectQuietly(scene: Scene): Promise<TestSocket> {
  if (scene.patientWs) return scene.patientWs;
  const hooks = [...s.app.live.onConnected];
  s.app.live.onConnected.clear();
  try {
    scene.patientWs = await pool.open(scene.patient.token);
  } finally {
    for (const h of hooks) s.app.live.onConnected.add(h);
  }
  return scene.patientWs;
}

/** Lets the server look for the patient again, as it does when one of their sockets opens. */
async function lookAgain(scene: Scene) {
  s.app.calls.userConnected(scene.patient.id);
  await s.app.calls.idle();
}

/** Applies `cause` to the scene's call the way it happens in life. Answers the request's reply, if any. */
async function apply(scene: Scene, cause: CallCause): Promise<Record<string, unknown> | null> {
  switch (cause) {
    case 'ring':
      await connectQuietly(scene);
      await lookAgain(scene);
      return null;
    case 'busy': {
      // The patient is in a call of their own when the server looks for them.
      const ws = await connectQuietly(scene);
      const otherDoctor = await signIn(s, 'Doctor');
      const other = await createSpace(s, { type: 'PatientDoctor', doctorId: otherDoctor.id, patientId: scene.patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
      await ws.request('Call', { chat_space_id: other, type: 'video' }); // refused (call.in_call) when they are in this one
      await s.app.calls.idle();
      await lookAgain(scene);
      return null;
    }
    case 'answer':
    case 'decline':
      return (await connectQuietly(scene)).request(cause === 'answer' ? 'AnswerCall' : 'DeclineCall', { call_id: scene.callId });
    case 'finish':
      return (scene.doctorWs ?? (scene.doctorWs = await pool.open(scene.doctor.token))).request('FinishCall', { call_id: scene.callId });
    case 'fail':
      // The doctor's app could not reach the video service (the server's own failures: calls-timers.test.ts).
      return (scene.doctorWs ?? (scene.doctorWs = await pool.open(scene.doctor.token))).request('FinishCall', { call_id: scene.callId, cause: 'fail' });
    case 'unreachable':
      await fire(PENDING);
      return null;
    case 'miss':
      await fire(RING);
      return null;
    case 'disconnect': {
      // The doctor (the caller, and a side of an ongoing call) loses every socket past the grace.
      const live = !isCallOver(await statusOf(s, scene.callId));
      scene.doctorWs?.close();
      scene.doctorWs = null;
      await until(() => noSockets(scene.doctor.id));
      if (live) await until(async () => (await goneTimers(scene.doctor.id)) === 1);
      await fire(GONE);
      return null;
    }
  }
}

/** A fresh call brought to `target` along the table's own moves. */
async function reach(target: CallStatus): Promise<Scene> {
  const c = await consultation(s);
  const scene: Scene = { ...c, doctorWs: await pool.open(c.doctor.token), patientWs: null, callId: '' };
  // Calls the patient is not connected for stay pending until the walk lets the server look.
  scene.callId = (await startCall(scene.doctorWs!, c.spaceId)).id;
  await s.app.calls.idle();
  for (const cause of pathTo(target)) await apply(scene, cause);
  expect(await statusOf(s, scene.callId)).toBe(target);
  return scene;
}

/** The causes leading from pending to `target` (breadth-first over the table). */
function pathTo(target: CallStatus): CallCause[] {
  const paths = new Map<CallStatus, CallCause[]>([['pending', []]]);
  const queue: CallStatus[] = ['pending'];
  while (queue.length > 0) {
    const from = queue.shift()!;
    for (const [cause, to] of Object.entries(CALL_TRANSITIONS[from]) as Array<[CallCause, CallStatus]>) {
      if (cause === 'fail' || paths.has(to)) continue;
      paths.set(to, [...paths.get(from)!, cause]);
      queue.push(to);
    }
  }
  const path = paths.get(target);
  if (!path) throw new Error(`${target} is not reachable`);
  return path;
}

const reachable = CALL_STATUSES.filter((st) => !st.endsWith('_failed'));
const cases = reachable.flatMap((from) => CALL_CAUSES.map((cause) => [from, cause] as const));

/** True when the table allows `from` to become `to` in one move (or it stays). */
const oneMoveOrNone = (from: CallStatus, to: CallStatus) => to === from || Object.values(CALL_TRANSITIONS[from]).includes(to);

describe('the call-status table, walked through the server', () => {
  it.each(cases)('from %s, %s', async (from, cause) => {
    const scene = await reach(from);
    const reply = await apply(scene, cause);
    const after = await statusOf(s, scene.callId);
    const expected = nextCallStatus(from, cause);
    if (expected) {
      if (reply) expect(ok(reply).call.status).toBe(expected);
      expect(after).toBe(expected);
      if (scene.doctorWs) await hears(scene.doctorWs, scene.callId, expected);
    } else if (reply) {
      // A request the table refuses is refused, and the call stays as it was.
      expect(reply).toMatchObject({ response_type: 'Error', code: 'call.moved_on' });
      expect(after).toBe(from);
    } else {
      // Time passing or the server looking again may still move a live call by another cause
      // (a pending call's wait ends: unreachable), but never by a move the table lacks.
      expect(oneMoveOrNone(from, after)).toBe(true);
      if (isCallOver(from)) expect(after).toBe(from);
    }
  }, 20_000);

  it('leaves every call it made rebuildable from its stream: each row equals its events folded', async () => {
    expect(await expectCallsRebuiltFromStreams(s)).toBeGreaterThanOrEqual(cases.length);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { CallInfo } from '../../src/protocol/calls';
import { readStream, streamVersion, withEvents } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { consultation, expectCallsRebuiltFromStreams, hears, ok, SECOND, socketPool, startCall, statusOf } from './calls-support';
import { until } from './live-support';
import { bearer } from './notifications-support';
import { startFakeOnesignal, type FakeOnesignal } from './onesignal-fake';

/**
 * Calls are the first event-sourced stream: a call's row is the projection of `call:<id>`, kept
 * in the same transaction as each append, which is made at the version the row was read at.
 */

let s: TestServer;
let fake: FakeOnesignal | null = null;
const pool = socketPool(() => s);
afterEach(async () => {
  pool.closeAll();
  await s.close();
  await fake?.close();
  fake = null;
});

const fire = async (ms: number) => {
  s.clock.advance(ms);
  await s.app.calls.fireDue();
  await s.app.calls.idle();
};

describe('a call rebuilt from its stream', () => {
  it('equals its row after an answered and finished call, a declined one and one nobody could be reached for', async () => {
    s = await startTestServer({ listen: true });
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);

    const first = await startCall(doctorWs, spaceId);
    await hears(patientWs, first.id, 'ringing');
    ok(await patientWs.request('AnswerCall', { call_id: first.id }));
    s.clock.advance(90 * SECOND);
    ok(await patientWs.request('FinishCall', { call_id: first.id }));

    const second = await startCall(doctorWs, spaceId);
    await hears(patientWs, second.id, 'ringing');
    ok(await patientWs.request('DeclineCall', { call_id: second.id }));

    patientWs.close();
    await until(async () => (await s.db.selectFrom('live_connections').select('id').where('user_id', '=', patient.id).execute()).length === 0);
    const third = await startCall(doctorWs, spaceId);
    await s.app.calls.idle();
    await fire(8 * SECOND);
    expect(await statusOf(s, third.id)).toBe('pending_unreachable');

    expect(await expectCallsRebuiltFromStreams(s)).toBe(3);
    // pending, ringing, CallIncame, ongoing, ongoing_finished: five events, version 5.
    const stream = await readStream(s.db, `call:${first.id}`);
    expect(stream.map((e) => [e.type, e.version])).toEqual([
      ['CallUpdated', 1],
      ['CallUpdated', 2],
      ['CallIncame', 3],
      ['CallUpdated', 4],
      ['CallUpdated', 5],
    ]);
    expect(stream.map((e) => (e.payload as CallInfo).status)).toEqual(['pending', 'ringing', 'ringing', 'ongoing', 'ongoing_finished']);
  });

  it('equals its row when the callee was sent a device push and the wait grew (a CallUpdated for the caller)', async () => {
    fake = await startFakeOnesignal();
    s = await startTestServer({ listen: true, env: { ONESIGNAL_APP_ID: 'a1b2c3d4-0000-4000-8000-000000000001', ONESIGNAL_REST_API_KEY: 'k', ONESIGNAL_API_URL: fake.url } });
    const { doctor, patient, spaceId } = await consultation(s);
    const subscribed = await s.app.inject({ method: 'POST', url: '/api/notifications/onesignal', headers: bearer(patient.token), payload: { onesignal_user_id: 'device-1' } });
    expect(subscribed.statusCode).toBe(200);
    const doctorWs = await pool.open(doctor.token);
    const call = await startCall(doctorWs, spaceId);
    await s.app.calls.idle();

    // The caller hears the call still pending, now expiring after the push wait (30 s), not 8 s.
    const extended = (await doctorWs.next((m) => m.type === 'CallUpdated' && (m.payload as CallInfo).expires_at !== call.expires_at)).payload as CallInfo;
    expect(extended.status).toBe('pending');
    expect(Date.parse(extended.expires_at!)).toBe(s.clock.now().getTime() + 30 * SECOND);
    await fire(8 * SECOND);
    expect(await statusOf(s, call.id)).toBe('pending');
    expect(await expectCallsRebuiltFromStreams(s)).toBe(1);
  });
});

describe('a change decided on a stale call', () => {
  it('is refused with event.conflict and writes nothing', async () => {
    s = await startTestServer({ listen: true });
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    const call = await startCall(doctorWs, spaceId);
    await hears(patientWs, call.id, 'ringing');

    // Another writer appended to the call's stream without projecting it (what a second node
    // with a stale copy of the row would do): the row's version is now behind its stream.
    const stream = `call:${call.id}`;
    const behind = await streamVersion(s.db, stream);
    await withEvents({ db: s.db, bus: s.bus, clock: s.clock }, (_trx, emit) =>
      emit({ stream, type: 'CallUpdated', payload: { ...call, status: 'ringing' }, actorId: null, audience: [] }, { expectedVersion: behind }),
    );

    const refused = await patientWs.request('AnswerCall', { call_id: call.id });
    expect(refused).toMatchObject({ response_type: 'Error', code: 'event.conflict' });
    expect(await statusOf(s, call.id)).toBe('ringing');
    expect((await readStream(s.db, stream)).map((e) => e.version)).toEqual([1, 2, 3, 4]);
  });
});

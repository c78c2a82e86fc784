import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import type { CallInfo } from '../../src/protocol/calls';
import { readStream } from '../../server/events/event-store';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from './live-support';
import { auth, createSpace, HOUR } from './chats-support';
import { consultation, doctorAndClinic, hears, ok, SECOND, socketPool, startCall, statusOf } from './calls-support';

let s: TestServer;
const pool = socketPool(() => s);
beforeEach(async () => {
  s = await startTestServer({ listen: true });
});
afterEach(async () => {
  pool.closeAll();
  await s.close();
});

const RING = 45 * SECOND;

describe('a doctor calls a patient', () => {
  it('rings the patient, is answered, and is finished by either side; each change reaches both and is in the call stream', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);

    const answer = ok(await doctorWs.request('Call', { chat_space_id: spaceId, type: 'video' }));
    expect(answer.call).toMatchObject({ caller_id: doctor.id, callee_id: patient.id, chat_space_id: spaceId, status: 'pending', type: 'video' });
    expect(answer.room).toEqual({ domain: 'meet.jit.si', name: spaceId, jwt: null });
    const id = answer.call.id;

    const incame = (await patientWs.next((m) => m.type === 'CallIncame')).payload as CallInfo;
    expect(incame).toMatchObject({ id, caller_id: doctor.id, chat_space_id: spaceId, status: 'ringing' });
    expect(Date.parse(incame.expires_at!)).toBe(s.clock.now().getTime() + RING);
    await hears(doctorWs, id, 'ringing');
    await hears(patientWs, id, 'ringing');
    expect(doctorWs.received.some((m) => m.type === 'CallIncame')).toBe(false);

    const answered = ok(await patientWs.request('AnswerCall', { call_id: id }));
    expect(answered.call).toMatchObject({ id, status: 'ongoing', callee_id: patient.id, expires_at: null });
    expect(answered.room).toEqual({ domain: 'meet.jit.si', name: spaceId, jwt: null });
    await hears(doctorWs, id, 'ongoing');

    const finished = ok(await patientWs.request('FinishCall', { call_id: id }));
    expect(finished.call.status).toBe('ongoing_finished');
    await hears(doctorWs, id, 'ongoing_finished');
    await hears(patientWs, id, 'ongoing_finished');

    const stream = await readStream(s.db, `call:${id}`);
    expect(stream.map((e) => [e.type, (e.payload as CallInfo).status])).toEqual([
      ['CallUpdated', 'pending'],
      ['CallUpdated', 'ringing'],
      ['CallIncame', 'ringing'],
      ['CallUpdated', 'ongoing'],
      ['CallUpdated', 'ongoing_finished'],
    ]);
    expect(stream.every((e) => e.stream === `call:${id}`)).toBe(true);
  });

  it('answers the Call request before any push about the call', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    await pool.open(patient.token);
    const call = await startCall(doctorWs, spaceId);
    await hears(doctorWs, call.id, 'ringing');
    const order = doctorWs.received.filter((m) => m.request_id !== undefined || m.type === 'CallUpdated').map((m) => (m.type === 'CallUpdated' ? (m.payload as CallInfo).status : 'answer'));
    expect(order.indexOf('answer')).toBeLessThan(order.indexOf('ringing'));
  });

  it('lets the caller finish while it rings, and the patient decline', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    const first = await startCall(doctorWs, spaceId);
    await hears(patientWs, first.id, 'ringing');
    expect(ok(await doctorWs.request('FinishCall', { call_id: first.id })).call.status).toBe('ringing_finished');
    await hears(patientWs, first.id, 'ringing_finished');

    const second = await startCall(doctorWs, spaceId);
    await hears(patientWs, second.id, 'ringing');
    expect(ok(await patientWs.request('DeclineCall', { call_id: second.id })).call.status).toBe('ringing_declined');
    await hears(doctorWs, second.id, 'ringing_declined');
  });

  it('ends the call failed for both when a side reports its video service could not be reached', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    const call = await startCall(doctorWs, spaceId);
    await hears(patientWs, call.id, 'ringing');
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    await hears(doctorWs, call.id, 'ongoing');

    const failed = ok(await patientWs.request('FinishCall', { call_id: call.id, cause: 'fail' }));
    expect(failed.call.status).toBe('ongoing_failed');
    await hears(doctorWs, call.id, 'ongoing_failed');
    await hears(patientWs, call.id, 'ongoing_failed');
    expect(await statusOf(s, call.id)).toBe('ongoing_failed');

    // While it rings, the caller's report fails it too.
    const second = await startCall(doctorWs, spaceId);
    await hears(patientWs, second.id, 'ringing');
    expect(ok(await doctorWs.request('FinishCall', { call_id: second.id, cause: 'fail' })).call.status).toBe('ringing_failed');
    await hears(patientWs, second.id, 'ringing_failed');
  });

  it('lets a patient call their doctor on an active chat', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    const call = await startCall(patientWs, spaceId);
    expect(call.callee_id).toBe(doctor.id);
    expect(((await doctorWs.next((m) => m.type === 'CallIncame')).payload as CallInfo).id).toBe(call.id);
  });
});

describe('who may call', () => {
  const refusal = (answer: Record<string, unknown>) => ({ type: answer.response_type, code: answer.code });

  it('refuses malformed requests with field errors', async () => {
    const { doctor } = await consultation(s);
    const ws = await pool.open(doctor.token);
    expect(refusal(await ws.request('Call', {}))).toEqual({ type: 'Error', code: 'validation' });
    expect(refusal(await ws.request('Call', { chat_space_id: 'x', type: 'video' }))).toEqual({ type: 'Error', code: 'validation' });
    expect(refusal(await ws.request('Call', { chat_space_id: '11111111-1111-4111-8111-111111111111', type: 'audio' }))).toEqual({ type: 'Error', code: 'validation' });
    expect(refusal(await ws.request('AnswerCall', {}))).toEqual({ type: 'Error', code: 'validation' });
    expect(refusal(await ws.request('AnswerCall', { call_id: 'nope' }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(refusal(await ws.request('FinishCall', { call_id: '11111111-1111-4111-8111-111111111111' }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(refusal(await ws.request('FinishCall', { call_id: '11111111-1111-4111-8111-111111111111', cause: 'decline' }))).toEqual({ type: 'Error', code: 'validation' });
  });

  it('refuses strangers, clinic chats with patients, closed chats and a caller already in a call', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const stranger = await signIn(s, 'Doctor');
    const strangerWs = await pool.open(stranger.token);
    expect(refusal(await strangerWs.request('Call', { chat_space_id: spaceId, type: 'video' }))).toEqual({ type: 'Error', code: 'chat.not_found' });

    const { op1, clinicId } = await doctorAndClinic(s);
    const clinicChat = await createSpace(s, { type: 'PatientClinic', patientId: patient.id, clinicId, inquiry: 'joined' });
    const opWs = await pool.open(op1.token);
    const patientWs = await pool.open(patient.token);
    expect(refusal(await opWs.request('Call', { chat_space_id: clinicChat, type: 'video' }))).toEqual({ type: 'Error', code: 'call.not_allowed' });
    expect(refusal(await patientWs.request('Call', { chat_space_id: clinicChat, type: 'video' }))).toEqual({ type: 'Error', code: 'call.not_allowed' });

    const expired = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() - 1) });
    const doctorWs = await pool.open(doctor.token);
    expect(refusal(await doctorWs.request('Call', { chat_space_id: expired, type: 'video' }))).toEqual({ type: 'Error', code: 'call.chat_inactive' });

    await startCall(doctorWs, spaceId);
    expect(refusal(await doctorWs.request('Call', { chat_space_id: spaceId, type: 'video' }))).toEqual({ type: 'Error', code: 'call.in_call' });
    expect(await s.db.selectFrom('calls').select('id').execute()).toHaveLength(1);
  });

  it('lets only the person rung answer or decline, and only the two sides finish', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const other = await signIn(s, 'Patient');
    const [doctorWs, patientWs, otherWs] = [await pool.open(doctor.token), await pool.open(patient.token), await pool.open(other.token)];
    const call = await startCall(doctorWs, spaceId);
    await hears(patientWs, call.id, 'ringing');
    expect(refusal(await doctorWs.request('AnswerCall', { call_id: call.id }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(refusal(await otherWs.request('AnswerCall', { call_id: call.id }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(refusal(await otherWs.request('FinishCall', { call_id: call.id }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(refusal(await otherWs.request('DeclineCall', { call_id: call.id }))).toEqual({ type: 'Error', code: 'call.not_found' });
    expect(await statusOf(s, call.id)).toBe('ringing');
    expect(otherWs.received.some((m) => m.type === 'CallUpdated' || m.type === 'CallIncame')).toBe(false);
  });
});

describe('busy and unreachable', () => {
  it('is busy when the callee is already in a call', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctor2 = await signIn(s, 'Doctor');
    const otherChat = await createSpace(s, { type: 'PatientDoctor', doctorId: doctor2.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    const [doctorWs, patientWs, doctor2Ws] = [await pool.open(doctor.token), await pool.open(patient.token), await pool.open(doctor2.token)];
    const first = await startCall(doctorWs, spaceId);
    await hears(patientWs, first.id, 'ringing');

    const second = await startCall(doctor2Ws, otherChat);
    await hears(doctor2Ws, second.id, 'pending_busy');
    expect(patientWs.received.filter((m) => m.type === 'CallIncame')).toHaveLength(1);
    // The busy call never rang and left nothing to fire.
    expect(await s.db.selectFrom('call_timers').select('call_id').where('call_id', '=', second.id).execute()).toEqual([]);
  });

  it('waits for an offline callee and rings as soon as they connect', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const call = await startCall(doctorWs, spaceId);
    await s.app.calls.idle();
    expect(await statusOf(s, call.id)).toBe('pending');

    s.clock.advance(8 * SECOND - 1);
    await s.app.calls.fireDue();
    expect(await statusOf(s, call.id)).toBe('pending');

    const patientWs = await pool.open(patient.token);
    await hears(patientWs, call.id, 'ringing');
    expect(((await patientWs.next((m) => m.type === 'CallIncame')).payload as CallInfo).id).toBe(call.id);
    await hears(doctorWs, call.id, 'ringing');
  });
});

describe('the call list for resynchronising', () => {
  it('answers the live calls a person takes part in or is rung for, with a room once they may join', async () => {
    const { doctor, patient, spaceId } = await consultation(s);
    const doctorWs = await pool.open(doctor.token);
    const patientWs = await pool.open(patient.token);
    const call = await startCall(doctorWs, spaceId);
    await hears(patientWs, call.id, 'ringing');
    const current = async (token: string) => (await s.app.inject({ method: 'GET', url: '/api/calls/current', headers: auth(token) })).json().data;
    expect(await current(patient.token)).toEqual([{ call: expect.objectContaining({ id: call.id, status: 'ringing' }), room: null }]);
    expect(await current(doctor.token)).toEqual([{ call: expect.objectContaining({ id: call.id }), room: { domain: 'meet.jit.si', name: spaceId, jwt: null } }]);
    ok(await patientWs.request('AnswerCall', { call_id: call.id }));
    expect((await current(patient.token))[0].room).toEqual({ domain: 'meet.jit.si', name: spaceId, jwt: null });
    ok(await doctorWs.request('FinishCall', { call_id: call.id }));
    expect(await current(patient.token)).toEqual([]);
    expect((await s.app.inject({ method: 'GET', url: '/api/calls/current' })).statusCode).toBe(401);

    // An ended call is read one by one, by those it concerned only.
    const one = async (token: string, id: string) => s.app.inject({ method: 'GET', url: `/api/calls/${id}`, headers: auth(token) });
    expect((await one(patient.token, call.id)).json().data).toMatchObject({ id: call.id, status: 'ongoing_finished' });
    const stranger = await signIn(s, 'Patient');
    expect((await one(stranger.token, call.id)).json()).toMatchObject({ code: 'call.not_found' });
    expect((await one(patient.token, 'not-an-id')).statusCode).toBe(404);
  });
});


describe('a doctor calls a clinic', () => {
  it('rings every free operator; the first to answer takes it, and the others hear it was answered', async () => {
    const { doctor, op1, op2, spaceId } = await doctorAndClinic(s);
    const [doctorWs, op1Ws, op2Ws] = [await pool.open(doctor.token), await pool.open(op1.token), await pool.open(op2.token)];
    const call = await startCall(doctorWs, spaceId);
    expect(call.callee_id).toBeNull();
    await op1Ws.next((m) => m.type === 'CallIncame');
    await op2Ws.next((m) => m.type === 'CallIncame');

    const answered = ok(await op2Ws.request('AnswerCall', { call_id: call.id }));
    expect(answered.call).toMatchObject({ status: 'ongoing', callee_id: op2.id });
    expect((await hears(op1Ws, call.id, 'ongoing')).callee_id).toBe(op2.id);
    expect(await op1Ws.request('AnswerCall', { call_id: call.id })).toMatchObject({ response_type: 'Error', code: 'call.moved_on' });
    // Only the two in the call may end it.
    expect(await op1Ws.request('FinishCall', { call_id: call.id })).toMatchObject({ response_type: 'Error', code: 'call.not_found' });
    expect(ok(await op2Ws.request('FinishCall', { call_id: call.id })).call.status).toBe('ongoing_finished');
  });

  it('an operator calls the doctor', async () => {
    const { doctor, op1, spaceId } = await doctorAndClinic(s);
    const [doctorWs, opWs] = [await pool.open(doctor.token), await pool.open(op1.token)];
    const call = await startCall(opWs, spaceId);
    expect(call.callee_id).toBe(doctor.id);
    await doctorWs.next((m) => m.type === 'CallIncame');
  });
});

describe('signed rooms', () => {
  it('gives each participant a room token for that room when JITSI_APP_ID and JITSI_APP_SECRET are set', async () => {
    await s.close();
    s = await startTestServer({ listen: true, env: { JITSI_DOMAIN: 'video.clinic.test', JITSI_APP_ID: 'clinic', JITSI_APP_SECRET: 'secret-of-the-clinic' } });
    const { doctor, patient, spaceId } = await consultation(s);
    const [doctorWs, patientWs] = [await pool.open(doctor.token), await pool.open(patient.token)];
    const started = ok(await doctorWs.request('Call', { chat_space_id: spaceId, type: 'video' }));
    await patientWs.next((m) => m.type === 'CallIncame');
    const answered = ok(await patientWs.request('AnswerCall', { call_id: started.call.id }));

    for (const [room, userId] of [[started.room!, doctor.id], [answered.room!, patient.id]] as const) {
      expect(room.domain).toBe('video.clinic.test');
      expect(room.name).toBe(spaceId);
      const [header, payload, signature] = room.jwt!.split('.');
      expect(createHmac('sha256', 'secret-of-the-clinic').update(`${header}.${payload}`).digest('base64url')).toBe(signature);
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const now = Math.floor(s.clock.now().getTime() / 1000);
      expect(claims).toMatchObject({ aud: 'jitsi', iss: 'clinic', sub: 'video.clinic.test', room: spaceId, context: { user: { id: userId } } });
      expect(claims.exp - now).toBeLessThanOrEqual(2 * 60 * 60);
      expect(claims.nbf).toBeLessThanOrEqual(now);
    }
  });
});

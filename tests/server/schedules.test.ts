import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { readStream } from '../../server/events/event-store';
import { onScheduleChanged, loadSchedule } from '../../server/features/schedules';
import { ScheduleSchema, SlotListSchema } from '../../src/protocol/schedule-schemas';
import type { Schedule } from '../../src/protocol/schedules';
import { startTestServer, type TestServer } from '../support/server';
import { auth, HOUR } from './chats-support';
import { connect, type TestSocket } from './live-support';
import { act, book, booked, count, expectSchedulesRebuiltFromStreams, get, interviewOf, notes, scheduleWorld, tbilisi, type ScheduleWorld } from './schedules-support';

let s: TestServer;
let w: ScheduleWorld;
const sockets: TestSocket[] = [];
beforeEach(async () => {
  s = await startTestServer({ listen: true });
  w = await scheduleWorld(s);
});
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.close();
  await s.close();
});

const MON_9 = tbilisi('2026-11-23', '09:00');
const MON_930 = tbilisi('2026-11-23', '09:30');
const sorted = (ids: string[]) => [...ids].sort();
const consultAt = (start: string, extra: Record<string, unknown> = {}) => ({ clinic_service_id: w.consult, assignee_id: w.doctor.id, start_time: start, ...extra });

describe('booking', () => {
  it('books a slot for the patient: the row, its event to patient, doctor and operators, and notes for the clinic side', async () => {
    const res = await book(s, w.patient.token, consultAt(MON_9, { comment: '  Headaches since Monday ' }));
    expect(res.statusCode, res.body).toBe(201);
    const sc: Schedule = res.json().data;
    expect([...Value.Errors(ScheduleSchema, sc)]).toEqual([]);
    expect(sc).toMatchObject({
      patient_id: w.patient.id, assignee_id: w.doctor.id, clinic_id: w.clinic, clinic_service_id: w.consult, status: 'created', price: 5000,
      start_time: '2026-11-23T05:00:00.000Z', end_time: '2026-11-23T05:30:00.000Z', comment: 'Headaches since Monday', version: 1, communication_days: 3, created_by: w.patient.id,
    });
    const events = await readStream(s.db, `schedule:${sc.id}`);
    expect(events.map((e) => [e.type, e.version, sorted(e.audience)])).toEqual([['ScheduleCreated', 1, sorted([w.patient.id, w.doctor.id, w.op1.id, w.op2.id])]]);
    expect(events[0].payload).toEqual(sc);
    for (const p of [w.doctor, w.op1, w.op2]) {
      expect(await notes(s, p.token)).toEqual([
        expect.objectContaining({ action: 'schedule.booked', entity_type: 'schedule', entity_id: sc.id, entity: expect.objectContaining({ start_time: sc.start_time, actor_id: w.patient.id }) }),
      ]);
    }
    for (const p of [w.patient, w.otherOp, w.doctor2]) expect(await notes(s, p.token)).toEqual([]);
    expect((await get(s, w.patient.token, `/api/schedules/${sc.id}`)).json().data).toEqual(sc);
  });

  it('lets an operator book for a patient (who is told), and refuses doctors, other clinics and other patients', async () => {
    const res = await book(s, w.op1.token, consultAt(MON_9, { patient_id: w.patient.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.patient_id).toBe(w.patient.id);
    expect((await notes(s, w.patient.token)).map((n) => n.action)).toEqual(['schedule.booked']);
    expect(await notes(s, w.doctor.token)).toEqual([]);

    const before = await count(s, 'events');
    const refusals = [
      [w.doctor.token, consultAt(MON_930), 403, 'schedule.patients_only'],
      [w.otherOp.token, consultAt(MON_930, { patient_id: w.patient.id }), 403, 'schedule.not_allowed'],
      [w.op1.token, consultAt(MON_930, { patient_id: w.doctor.id }), 404, 'schedule.patient_not_found'],
      [w.patient.token, consultAt(MON_930, { patient_id: w.patient2.id }), 403, 'schedule.patients_only'],
    ] as const;
    for (const [token, body, status, code] of refusals) {
      const r = await book(s, token, body);
      expect([r.statusCode, r.json().code]).toEqual([status, code]);
    }
    expect(await count(s, 'events')).toBe(before);
  });

  it('answers a repeat with the same client_id with the same appointment', async () => {
    const first = await book(s, w.patient.token, consultAt(MON_9, { client_id: 'c-1' }));
    const again = await book(s, w.patient.token, consultAt(MON_9, { client_id: 'c-1' }));
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await count(s, 'schedules')).toBe(1);
  });

  it('refuses bad slots with coded errors and changes nothing', async () => {
    await booked(s, w.patient2, consultAt(MON_9));
    const before = { events: await count(s, 'events'), schedules: await count(s, 'schedules') };
    const cases: [Record<string, unknown>, number, string][] = [
      [consultAt('2026-11-20T05:00:00.000Z'), 422, 'schedule.slot_in_past'],
      [consultAt('2026-11-21T10:30:00.000Z'), 422, 'schedule.slot_too_soon'],
      [consultAt(tbilisi('2027-01-04', '09:00')), 422, 'schedule.slot_beyond_horizon'],
      [consultAt(tbilisi('2026-11-23', '13:00')), 422, 'schedule.slot_unavailable'],
      [consultAt(tbilisi('2026-11-23', '09:10')), 422, 'schedule.slot_unavailable'],
      [consultAt(tbilisi('2026-11-29', '10:00')), 422, 'schedule.slot_unavailable'],
      [consultAt(MON_9), 409, 'schedule.slot_taken'],
      [{ clinic_service_id: 999999, assignee_id: w.doctor.id, start_time: MON_930 }, 404, 'schedule.unknown_service'],
      [consultAt(MON_930, { assignee_id: w.strangerDoctor.id }), 422, 'schedule.doctor_not_providing'],
      [{ clinic_service_id: w.home, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-24', '09:00') }, 422, 'schedule.address_required'],
      [consultAt(MON_930, { interview_id: 'nope' }), 422, 'schedule.interview_unavailable'],
    ];
    for (const [body, status, code] of cases) {
      const r = await book(s, w.patient.token, body);
      expect([r.statusCode, r.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const other = await interviewOf(s, w.patient2.id, 'finished');
    const r = await book(s, w.patient.token, consultAt(MON_930, { interview_id: other }));
    expect(r.json().code).toBe('schedule.interview_unavailable');
    expect({ events: await count(s, 'events'), schedules: await count(s, 'schedules') }).toEqual(before);
  });

  it('books a home visit with its address', async () => {
    const sc = await booked(s, w.patient, { clinic_service_id: w.home, assignee_id: w.doctor.id, start_time: tbilisi('2026-11-24', '09:00'), city_id: 1, address: ' Rustaveli Ave 1 ' });
    expect(sc).toMatchObject({ city_id: 1, address: 'Rustaveli Ave 1', price: 9000, end_time: tbilisi('2026-11-24', '10:00') });
  });
});

describe('the lifecycle', () => {
  it('pushes each change to exactly the patient, the doctor and the operators', async () => {
    const open = async (token: string) => {
      const ws = connect(s.url!, { token });
      sockets.push(ws);
      await ws.request('Ping');
      return ws;
    };
    const [pw, dw, o1, o2, xo, xd] = await Promise.all([w.patient, w.doctor, w.op1, w.op2, w.otherOp, w.doctor2].map((p) => open(p.token)));
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const confirmed = (await act(s, w.op1.token, sc.id, 'confirm', { version: 1 })).json().data as Schedule;
    expect(confirmed).toMatchObject({ status: 'pending', version: 2 });
    for (const ws of [pw, dw, o1, o2]) {
      await ws.next((m) => m.type === 'ScheduleGotPending' && (m.payload as Schedule).id === sc.id);
      expect(ws.received.filter((m) => String(m.type).startsWith('Schedule')).map((m) => m.type)).toEqual(['ScheduleCreated', 'ScheduleGotPending']);
    }
    await new Promise((r) => setTimeout(r, 100));
    for (const ws of [xo, xd]) expect(ws.received.filter((m) => String(m.type).startsWith('Schedule'))).toEqual([]);
    expect((await notes(s, w.patient.token)).map((n) => n.action)).toEqual(['schedule.confirmed']);
  });

  it('refuses a stale version with event.conflict', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    await act(s, w.op1.token, sc.id, 'interview/ask');
    const r = await act(s, w.op1.token, sc.id, 'confirm', { version: 1 });
    expect([r.statusCode, r.json().code]).toEqual([409, 'event.conflict']);
    expect((await get(s, w.op1.token, `/api/schedules/${sc.id}`)).json().data).toMatchObject({ status: 'created', version: 2 });
    // A change without a body (no version) is taken as it is.
    const bare = await s.app.inject({ method: 'POST', url: `/api/schedules/${sc.id}/confirm`, headers: auth(w.op1.token) });
    expect([bare.statusCode, bare.json().data?.status]).toEqual([200, 'pending']);
  });

  it('lets the patient cancel only up to the clinic notice, with their own reason; the clinic any time', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const wrong = await act(s, w.patient.token, sc.id, 'cancel', { reason: 'no_show' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([422, 'schedule.reason_not_allowed']);
    s.clock.set(new Date(Date.parse(MON_9) - 2 * HOUR + 60_000));
    const late = await act(s, w.patient.token, sc.id, 'cancel', { reason: 'patient_request' });
    expect([late.statusCode, late.json().code]).toEqual([409, 'schedule.cancel_too_late']);
    const lateMove = await act(s, w.patient.token, sc.id, 'reschedule', { start_time: tbilisi('2026-11-24', '09:00') });
    expect([lateMove.statusCode, lateMove.json().code]).toEqual([409, 'schedule.cancel_too_late']);
    const byClinic = await act(s, w.op1.token, sc.id, 'cancel', { reason: 'no_show', note: 'Did not come' });
    expect(byClinic.json().data).toMatchObject({ status: 'cancelled', cancel_reason: 'no_show', cancel_note: 'Did not come', cancelled_by: w.op1.id });
    expect((await notes(s, w.patient.token)).map((n) => n.action)).toEqual(['schedule.cancelled']);
    // The slot is free at once.
    s.clock.set(new Date('2026-11-21T10:00:00Z'));
    await booked(s, w.patient2, consultAt(MON_9));
  });

  it('reschedules to a free slot only, and reassigns to a doctor who provides the service', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    await booked(s, w.patient2, consultAt(MON_930));
    const taken = await act(s, w.patient.token, sc.id, 'reschedule', { start_time: MON_930 });
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'schedule.slot_taken']);
    const odd = await act(s, w.patient.token, sc.id, 'reschedule', { start_time: tbilisi('2026-11-23', '20:00') });
    expect(odd.json().code).toBe('schedule.slot_unavailable');
    const moved = await act(s, w.patient.token, sc.id, 'reschedule', { start_time: tbilisi('2026-11-23', '10:00') });
    expect(moved.json().data).toMatchObject({ start_time: tbilisi('2026-11-23', '10:00'), end_time: tbilisi('2026-11-23', '10:30'), version: 2 });
    expect((await notes(s, w.doctor.token)).map((n) => n.action)).toEqual(['schedule.rescheduled', 'schedule.booked', 'schedule.booked']);

    const notProviding = await act(s, w.op1.token, sc.id, 'reassign', { assignee_id: w.strangerDoctor.id });
    expect(notProviding.json().code).toBe('schedule.doctor_not_providing');
    const res = await act(s, w.op1.token, sc.id, 'reassign', { assignee_id: w.doctor2.id });
    expect(res.json().data).toMatchObject({ assignee_id: w.doctor2.id, version: 3 });
    const events = await readStream(s.db, `schedule:${sc.id}`);
    expect(sorted(events[2].audience)).toEqual(sorted([w.patient.id, w.doctor.id, w.doctor2.id, w.op1.id, w.op2.id]));
    for (const p of [w.patient, w.doctor, w.doctor2]) expect((await notes(s, p.token)).map((n) => n.action)[0]).toBe('schedule.reassigned');
    expect(await expectSchedulesRebuiltFromStreams(s)).toBe(2);
  });

  it('opens the patient-doctor chat on activation until max(active_until, now + communication days)', async () => {
    const sc = await booked(s, w.patient, { clinic_service_id: w.video, assignee_id: w.doctor.id, start_time: MON_9 });
    const res = await act(s, w.doctor.token, sc.id, 'activate');
    const activated: Schedule = res.json().data;
    expect(activated.chat_space_id).toEqual(expect.any(String));
    const space = await s.db.selectFrom('chat_spaces').selectAll().where('id', '=', activated.chat_space_id!).executeTakeFirstOrThrow();
    expect(space).toMatchObject({ type: 'PatientDoctor', patient_id: w.patient.id, doctor_id: w.doctor.id });
    expect(new Date(space.active_until!).getTime()).toBe(s.clock.now().getTime() + 5 * 24 * HOUR);
    // A later consultation reuses the chat; a longer active_until already there stays.
    await s.db.updateTable('chat_spaces').set({ active_until: new Date(s.clock.now().getTime() + 30 * 24 * HOUR) }).where('id', '=', space.id).execute();
    const sc2 = await booked(s, w.patient, consultAt(MON_930));
    const again = (await act(s, w.doctor.token, sc2.id, 'activate')).json().data as Schedule;
    expect(again.chat_space_id).toBe(space.id);
    const after = await s.db.selectFrom('chat_spaces').select('active_until').where('id', '=', space.id).executeTakeFirstOrThrow();
    expect(new Date(after.active_until!).getTime()).toBe(s.clock.now().getTime() + 30 * 24 * HOUR);
    expect(await count(s, 'chat_spaces')).toBe(1);
    expect((await get(s, w.patient.token, `/api/chat-spaces/${space.id}`)).json().data.active).toBe(true);
  });
});

describe('the change hook', () => {
  it('runs inside the transaction of every change, after the row is written, with the previous state', async () => {
    const seen: [number, number | null, number | undefined][] = [];
    onScheduleChanged(async (trx, schedule, previous) => {
      seen.push([schedule.version, previous?.version ?? null, (await loadSchedule(trx, schedule.id))?.version]);
    });
    const sc = await booked(s, w.patient, consultAt(MON_9));
    await act(s, w.op1.token, sc.id, 'confirm');
    await act(s, w.op1.token, sc.id, 'cancel', { reason: 'clinic_request' });
    expect(seen).toEqual([[1, null, 1], [2, 1, 2], [3, 2, 3]]);
  });
});

describe('interviews', () => {
  it('binds an interview at booking (finished: bound then finished) and tells the doctor', async () => {
    const interview = await interviewOf(s, w.patient.id, 'finished');
    const sc = await booked(s, w.patient, consultAt(MON_9, { interview_id: interview }));
    expect(sc).toMatchObject({ interview_id: interview, interview_status: 'finished', version: 3 });
    expect((await readStream(s.db, `schedule:${sc.id}`)).map((e) => e.type)).toEqual(['ScheduleCreated', 'ScheduleInterviewBound', 'ScheduleInterviewFinished']);
    expect((await notes(s, w.doctor.token)).map((n) => n.action)).toEqual(['schedule.interview_finished', 'schedule.booked']);
  });

  it('is asked by the doctor, shared by the patient, and finished from the interviews feature', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const asked = (await act(s, w.doctor.token, sc.id, 'interview/ask')).json().data;
    expect(asked).toMatchObject({ interview_status: 'requested', interview_activated_by: w.doctor.id });
    expect((await notes(s, w.patient.token)).map((n) => n.action)).toEqual(['schedule.interview_asked']);
    const post = (url: string, payload: object) => s.app.inject({ method: 'POST', url, headers: auth(w.patient.token), payload });
    const running = (await post('/api/interviews', { type: 'symptom_checker', language: 'en', age: 35, gender: 'male' })).json().data.id as string;
    expect((await post(`/api/interviews/${running}/evidence`, { evidence: [{ id: 's_227', choice: 'present' }] })).statusCode).toBe(200);
    const bound = (await act(s, w.patient.token, sc.id, 'interview', { interview_id: running })).json().data;
    expect(bound).toMatchObject({ interview_id: running, interview_status: 'bound' });
    const fin = await s.app.inject({ method: 'POST', url: `/api/interviews/${running}/finish`, headers: auth(w.patient.token) });
    expect(fin.statusCode, fin.body).toBe(200);
    expect((await get(s, w.doctor.token, `/api/schedules/${sc.id}`)).json().data).toMatchObject({ interview_status: 'finished', version: 4 });
    expect((await notes(s, w.doctor.token)).map((n) => n.action)[0]).toBe('schedule.interview_finished');
  });
});

describe('access', () => {
  it('answers 404 to strangers on every route with an id, and scopes lists', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    await booked(s, w.patient2, { clinic_service_id: w.consult, assignee_id: w.doctor2.id, start_time: MON_9 });
    for (const p of [w.stranger, w.otherOp, w.strangerDoctor, w.doctor2, w.patient2]) {
      const urls = ['', '/calendar.ics', '/files/00000000-0000-4000-8000-000000000000'];
      for (const u of urls) expect((await get(s, p.token, `/api/schedules/${sc.id}${u}`)).statusCode).toBe(404);
      for (const path of ['confirm', 'activate', 'complete', 'interview/ask']) expect((await act(s, p.token, sc.id, path)).statusCode).toBe(404);
      expect((await act(s, p.token, sc.id, 'cancel', { reason: 'other' })).statusCode).toBe(404);
      expect((await act(s, p.token, sc.id, 'reschedule', { start_time: MON_930 })).statusCode).toBe(404);
      expect((await act(s, p.token, sc.id, 'reassign', { assignee_id: w.doctor2.id })).statusCode).toBe(404);
      expect((await act(s, p.token, sc.id, 'interview', { interview_id: 'x' })).statusCode).toBe(404);
      const up = await s.app.inject({ method: 'POST', url: `/api/schedules/${sc.id}/files`, headers: { ...auth(p.token), 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 x\r\n--b--\r\n' });
      expect(up.statusCode).toBe(404);
    }
    expect((await get(s, w.patient.token, '/api/schedules/not-a-uuid')).statusCode).toBe(404);
    expect((await get(s, w.patient.token, '/api/schedules/00000000-0000-4000-8000-000000000000')).json().code).toBe('schedule.not_found');
    const ids = async (token: string) => ((await get(s, token, '/api/schedules')).json().data.items as Schedule[]).map((x) => x.patient_id);
    expect(await ids(w.patient.token)).toEqual([w.patient.id]);
    expect(await ids(w.doctor2.token)).toEqual([w.patient2.id]);
    expect(sorted(await ids(w.op1.token))).toEqual(sorted([w.patient.id, w.patient2.id]));
    expect(await ids(w.otherOp.token)).toEqual([]);
    expect((await get(s, w.patient.token, '/api/schedules?upcoming=true')).json().data.total).toBe(1);
    expect((await get(s, w.patient.token, '/api/schedules?from=2026-11-01T00:00:00Z&to=2027-11-01T00:00:00Z')).statusCode).toBe(422);
  });
});

describe('free slots', () => {
  it('lists free slots without the booked ones, publicly; 404 for an unknown doctor', async () => {
    await booked(s, w.patient, consultAt(MON_9));
    const res = await s.app.inject({ method: 'GET', url: `/api/doctors/${w.doctor.id}/slots?clinic_service_id=${w.consult}&from=2026-11-23&to=2026-11-23` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect([...Value.Errors(SlotListSchema, list)]).toEqual([]);
    expect(list.slots).toHaveLength(13);
    expect(list.slots[0]).toEqual({ start: MON_930, end: tbilisi('2026-11-23', '10:00') });
    expect(list).toMatchObject({ time_zone: 'Asia/Tbilisi', duration_minutes: 30, price: 5000, fully_booked: false });
    for (const id of [w.patient.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const r = await s.app.inject({ method: 'GET', url: `/api/doctors/${id}/slots?clinic_service_id=${w.consult}&from=2026-11-23&to=2026-11-23` });
      expect(r.statusCode).toBe(404);
    }
    const far = await s.app.inject({ method: 'GET', url: `/api/doctors/${w.doctor.id}/slots?clinic_service_id=${w.consult}&from=2026-11-23&to=2027-03-23` });
    expect(far.statusCode).toBe(422);
  });

  it('says fully booked when nothing is free in the horizon', async () => {
    await s.db.deleteFrom('availability_rules').where('doctor_id', '=', w.doctor.id).execute();
    const r = await s.app.inject({ method: 'GET', url: `/api/doctors/${w.doctor.id}/slots?clinic_service_id=${w.consult}&from=2026-11-23&to=2026-11-29` });
    expect(r.json().data).toMatchObject({ slots: [], fully_booked: true });
  });
});

describe('the waiting list', () => {
  it('tells the first waiting patient when a slot frees', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const add = (p: { token: string }) => s.app.inject({ method: 'POST', url: '/api/waiting-list', headers: auth(p.token), payload: { assignee_id: w.doctor.id, clinic_service_id: w.consult } });
    const first = (await add(w.patient2)).json().data;
    s.clock.advance(1000);
    await add(w.stranger);
    expect((await add(w.doctor)).statusCode).toBe(403);
    expect((await get(s, w.patient2.token, '/api/waiting-list')).json().data).toEqual([first]);
    await act(s, w.patient.token, sc.id, 'cancel', { reason: 'patient_request' });
    const told = await notes(s, w.patient2.token);
    expect(told).toEqual([expect.objectContaining({ action: 'schedule.slot_freed', entity_type: 'schedule', entity: expect.objectContaining({ doctor_id: w.doctor.id, clinic_service_id: w.consult, start_time: MON_9 }) })]);
    expect(await notes(s, w.stranger.token)).toEqual([]);
    expect((await get(s, w.patient2.token, '/api/waiting-list')).json().data[0].notified_at).toBe(s.clock.now().toISOString());
    const del = await s.app.inject({ method: 'DELETE', url: `/api/waiting-list/${first.id}`, headers: auth(w.stranger.token) });
    expect(del.statusCode).toBe(404);
    const mine = await s.app.inject({ method: 'DELETE', url: `/api/waiting-list/${first.id}`, headers: auth(w.patient2.token) });
    expect(mine.statusCode).toBe(200);
    expect((await get(s, w.patient2.token, '/api/waiting-list')).json().data).toEqual([]);
    // Booking takes a patient off the queue for that doctor and service.
    await booked(s, w.stranger, consultAt(MON_9));
    expect((await get(s, w.stranger.token, '/api/waiting-list')).json().data).toEqual([]);
  });
});

describe('documents and the calendar', () => {
  const upload = (token: string, id: string, bytes: string, name = 'scan.pdf') =>
    s.app.inject({
      method: 'POST',
      url: `/api/schedules/${id}/files`,
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=b' },
      payload: `--b\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n${bytes}\r\n--b--\r\n`,
    });

  it('takes a document from the patient, pushes it and serves it to the parties only', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const res = await upload(w.patient.token, sc.id, '%PDF-1.4 test document');
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data.files[0];
    expect(file).toMatchObject({ name: 'scan.pdf', content_type: 'application/pdf' });
    expect((await readStream(s.db, `schedule:${sc.id}`)).map((e) => e.type)).toEqual(['ScheduleCreated', 'ScheduleFilesUpdated']);
    const got = await get(s, w.doctor.token, `/api/schedules/${sc.id}/files/${file.id}`);
    expect([got.statusCode, got.body, got.headers['content-type']]).toEqual([200, '%PDF-1.4 test document', 'application/pdf']);
    expect((await get(s, w.otherOp.token, `/api/schedules/${sc.id}/files/${file.id}`)).statusCode).toBe(404);
    expect((await upload(w.patient.token, sc.id, 'just text', 'a.txt')).json().code).toBe('upload.type_not_allowed');
    expect((await upload(w.op1.token, sc.id, '%PDF-1.4 x')).statusCode).toBe(403);
    expect(await count(s, 'schedule_files')).toBe(1);
    expect(await expectSchedulesRebuiltFromStreams(s)).toBe(1);
  });

  it('answers an RFC 5545 event in the person\'s language', async () => {
    const sc = await booked(s, w.patient, consultAt(MON_9));
    const res = await get(s, w.patient.token, `/api/schedules/${sc.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = res.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:schedule-${sc.id}@clinic`);
    expect(lines).toContain('DTSTART:20261123T050000Z');
    expect(lines).toContain('DTEND:20261123T053000Z');
    expect(lines).toContain('DTSTAMP:20261121T100000Z');
    expect(lines).toContain(`URL:${s.config.publicUrl}/schedules/${sc.id}`);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toContain(sc.clinic_service.name.ka);
    expect(lines.find((l) => l.startsWith('LOCATION:'))).toBeDefined();
    expect(res.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

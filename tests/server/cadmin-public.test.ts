import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { addMember } from './chats-support';
import { insertSchedule, provide } from './availability-support';
import { cadminWorld, call, type CadminWorld } from './cadmin-support';

let s: TestServer;
let w: CadminWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await cadminWorld(s);
});
afterEach(async () => s.close());

const get = (path: string, token: string | null = null) => call(s, token, 'GET', path);
const ids = (list: { id: string | number }[]) => list.map((x) => x.id);
const deactivate = (clinicId: number, doctorId: string) => call(s, w.admin.token, 'POST', `/api/cadmin/clinics/${clinicId}/doctors/${doctorId}/deactivate`);
const tomorrow = () => new Date(s.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
const book = (clinicServiceId: number, assigneeId: string) =>
  call(s, w.patient.token, 'POST', '/api/schedules', { clinic_service_id: clinicServiceId, assignee_id: assigneeId, start_time: new Date(s.clock.now().getTime() + 2 * 86_400_000).toISOString() });

describe('a deactivated doctor', () => {
  it('vanishes from the public doctors, services and clinic pages at once when they work nowhere else', async () => {
    expect(ids((await get('/api/doctors')).json().data.items)).toContain(w.doctor.id);
    expect((await deactivate(w.clinicA, w.doctor.id)).statusCode).toBe(200);
    expect(ids((await get('/api/doctors')).json().data.items)).not.toContain(w.doctor.id);
    expect((await get(`/api/doctors/${w.doctor.id}`)).statusCode).toBe(404);
    expect(ids((await get('/api/services/1')).json().data.doctors)).not.toContain(w.doctor.id);
    expect(ids((await get(`/api/clinics/${w.clinicA}`)).json().data.doctors)).toEqual([]);
    // A doctor of no clinic at all is listed as before.
    expect(ids((await get('/api/doctors')).json().data.items)).toContain(w.loneDoctor.id);
    await call(s, w.admin.token, 'POST', `/api/cadmin/clinics/${w.clinicA}/doctors/${w.doctor.id}/reactivate`);
    expect((await get(`/api/doctors/${w.doctor.id}`)).statusCode).toBe(200);
  });

  it('still shows at their other clinics, without the one that deactivated them', async () => {
    await addMember(s.db, w.clinicA, w.doctorB.id, 'doctor');
    await provide(s.db, w.doctorB.id, w.a3);
    const before = (await get(`/api/doctors/${w.doctorB.id}`)).json().data;
    expect(ids(before.clinics)).toEqual([w.clinicA, w.clinicB]);
    await deactivate(w.clinicA, w.doctorB.id);
    const after = (await get(`/api/doctors/${w.doctorB.id}`)).json().data;
    expect(ids(after.clinics)).toEqual([w.clinicB]);
    expect(ids(after.services)).toEqual([w.b1]);
    const listed = (await get('/api/doctors')).json().data.items.find((d: { id: string }) => d.id === w.doctorB.id);
    expect(ids(listed.clinics)).toEqual([w.clinicB]);
    expect((await get('/api/services/3')).json().data.doctors).toEqual([]);
  });

  it('takes no new appointments or slots, while the patient still reads their past appointment', async () => {
    const now = s.clock.now();
    const past = await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() - 86_400_000), status: 'completed', now });
    await deactivate(w.clinicA, w.doctor.id);
    const booked = await book(w.a1, w.doctor.id);
    expect(booked.statusCode).toBe(422);
    expect(booked.json().code).toBe('schedule.doctor_not_providing');
    const slots = await get(`/api/doctors/${w.doctor.id}/slots?clinic_service_id=${w.a1}&from=${tomorrow()}&to=${tomorrow()}`, w.patient.token);
    expect(slots.json().code).toBe('schedule.doctor_not_providing');
    const read = await get(`/api/schedules/${past}`, w.patient.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: past, assignee_id: w.doctor.id, status: 'completed' });
    expect((await get(`/api/schedules/${past}`, w.doctor.token)).statusCode).toBe(200);
  });
});

describe('a hidden service', () => {
  it('is no longer offered on the services, service, clinic and doctor pages, nor for booking; its appointments stay readable', async () => {
    const now = s.clock.now();
    const past = await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(now.getTime() - 86_400_000), status: 'completed', now });
    const offers = async () => (await get('/api/services?limit=50')).json().data.items.find((x: { id: number }) => x.id === 1).clinic_services.map((c: { id: number }) => c.id);
    expect(await offers()).toContain(w.a1);
    expect((await call(s, w.admin.token, 'POST', `/api/cadmin/clinics/${w.clinicA}/services/${w.a1}/hide`)).statusCode).toBe(200);
    expect(await offers()).not.toContain(w.a1);
    const service = (await get('/api/services/1')).json().data;
    expect(service.clinic_services.map((c: { id: number }) => c.id)).toEqual([w.b1]);
    expect(service.doctors.map((d: { id: string }) => d.id)).toEqual([w.doctorB.id]);
    expect(ids((await get(`/api/clinics/${w.clinicA}`)).json().data.services)).toEqual([w.a2, w.a3]);
    expect(ids((await get(`/api/doctors/${w.doctor.id}`)).json().data.services)).toEqual([w.a2]);
    const booked = await book(w.a1, w.doctor.id);
    expect(booked.statusCode).toBe(404);
    expect(booked.json().code).toBe('schedule.unknown_service');
    expect((await get(`/api/doctors/${w.doctor.id}/slots?clinic_service_id=${w.a1}&from=${tomorrow()}&to=${tomorrow()}`, w.patient.token)).json().code).toBe('schedule.unknown_service');
    expect((await get(`/api/schedules/${past}`, w.patient.token)).json().data).toMatchObject({ id: past, clinic_service_id: w.a1 });
  });
});

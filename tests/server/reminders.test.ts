import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { planReminders } from '../../server/features/reminders';
import { startTestServer, type TestServer } from '../support/server';
import { readOutbox } from './auth-support';
import { auth } from './chats-support';
import { signIn } from './live-support';
import { addMember } from './chats-support';
import { deskWorld, insertSchedule, provide, updateSchedule } from './availability-support';

let s: TestServer;
afterEach(async () => s.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 15:30 in Tbilisi on Monday 23 November 2026; the test clock starts on the 21st at 10:00Z. */
const START = new Date('2026-11-23T11:30:00Z');

const plan = (id: string) => s.db.transaction().execute((trx) => planReminders(trx, id));
const reminderRows = (id: string) =>
  s.db.selectFrom('schedule_reminders').select(['recipient_id', 'kind', 'start_time', 'due_at', 'sent_at']).where('schedule_id', '=', id).orderBy('due_at').execute();
const notifications = async (token: string) =>
  (await s.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) })).json().data.items as { action: string; entity_id: string; entity_type: string; entity: Record<string, unknown> }[];
async function contactOf(id: string) {
  return s.db.selectFrom('users').select(['phone', 'email']).where('id', '=', id).executeTakeFirstOrThrow();
}
/** Moves the clock to `at` and sends what is due. */
async function at(when: Date) {
  s.clock.set(when);
  return s.app.reminders.sendDue();
}

async function booked(env: Record<string, string> = {}) {
  s = await startTestServer({ env });
  const w = await deskWorld(s);
  const id = await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: START, now: s.clock.now() });
  await plan(id);
  return { ...w, id };
}

describe('planning', () => {
  it('plans the patient’s 24 h and 1 h reminders and the doctor’s 15 min one, for the start time', async () => {
    const w = await booked();
    const rows = await reminderRows(w.id);
    expect(rows.map((r) => [r.kind, r.recipient_id, new Date(r.due_at).toISOString(), new Date(r.start_time).toISOString(), r.sent_at])).toEqual([
      ['patient_24h', w.patient.id, '2026-11-22T11:30:00.000Z', START.toISOString(), null],
      ['patient_1h', w.patient.id, '2026-11-23T10:30:00.000Z', START.toISOString(), null],
      ['doctor_15m', w.doctor.id, '2026-11-23T11:15:00.000Z', START.toISOString(), null],
    ]);
    // Planning again changes nothing.
    await plan(w.id);
    expect(await reminderRows(w.id)).toEqual(rows);
  });

  it('skips reminders already due when the appointment is booked', async () => {
    s = await startTestServer();
    const w = await deskWorld(s);
    const id = await insertSchedule(s.db, { patientId: w.patient.id, assigneeId: w.doctor.id, clinicId: w.clinicA, clinicServiceId: w.a1, start: new Date(s.clock.now().getTime() + 30 * MINUTE), now: s.clock.now() });
    await plan(id);
    expect((await reminderRows(id)).map((r) => r.kind)).toEqual(['doctor_15m']);
  });

  it('drops the reminders of a cancelled, completed or started appointment', async () => {
    const w = await booked();
    await updateSchedule(s.db, w.id, { status: 'cancelled', now: s.clock.now() });
    await plan(w.id);
    expect(await reminderRows(w.id)).toEqual([]);
    await updateSchedule(s.db, w.id, { status: 'pending', now: s.clock.now() });
    await plan(w.id);
    expect(await reminderRows(w.id)).toHaveLength(3);
    await updateSchedule(s.db, w.id, { status: 'activated', now: s.clock.now() });
    await plan(w.id);
    expect(await reminderRows(w.id)).toEqual([]);
  });

  it('moves the reminders with the appointment, and the doctor’s to a new doctor', async () => {
    const w = await booked();
    const later = new Date(START.getTime() + 2 * 24 * HOUR);
    const other = await signIn(s, 'Doctor');
    await addMember(s.db, w.clinicA, other.id, 'doctor');
    await provide(s.db, other.id, w.a1);
    await updateSchedule(s.db, w.id, { start: later, assigneeId: other.id, now: s.clock.now() });
    await plan(w.id);
    const rows = await reminderRows(w.id);
    expect(rows.map((r) => [r.kind, r.recipient_id, new Date(r.start_time).toISOString()])).toEqual([
      ['patient_24h', w.patient.id, later.toISOString()],
      ['patient_1h', w.patient.id, later.toISOString()],
      ['doctor_15m', other.id, later.toISOString()],
    ]);
  });
});

describe('sending', () => {
  it('sends each reminder once at its time: SMS, e-mail and a notification in the person’s language, naming the clinic, the doctor, the time and the link', async () => {
    const w = await booked();
    const patient = await contactOf(w.patient.id);
    const doctor = await contactOf(w.doctor.id);

    expect(await at(new Date('2026-11-22T11:29:59.999Z'))).toBe(0);
    expect(readOutbox(s)).toEqual([]);
    expect(await at(new Date('2026-11-22T11:30:00Z'))).toBe(1);
    const first = readOutbox(s);
    expect(first.map((m) => [m.channel, m.to])).toEqual([['sms', patient.phone], ['email', patient.email]]);
    expect(first[0].text).toBe(
      `შეგახსენებთ, რომ ხვალ ვიზიტი გაქვთ. ექიმი: ნინო ბერიძე. კლინიკა: კლინიკა. დრო: 23 ნოემბერი, 15:30. დეტალები: /schedules/${w.id}`,
    );
    expect(first[1].text).toBe(first[0].text);
    const [n] = await notifications(w.patient.token);
    expect(n).toMatchObject({ action: 'schedule.reminder', entity_type: 'schedule', entity_id: w.id, entity: { start_time: START.toISOString(), kind: 'patient_24h', title: { ka: 'ნინო ბერიძე', en: 'Nino Beridze' } } });
    expect((n.entity.text as { en: string }).en).toContain('Time: 23 November, 15:30.');

    // Once: polling again sends nothing more.
    expect(await s.app.reminders.sendDue()).toBe(0);
    expect(readOutbox(s)).toHaveLength(2);

    expect(await at(new Date('2026-11-23T10:30:00Z'))).toBe(1);
    expect(readOutbox(s).at(-1)!.text).toContain('ვიზიტამდე ერთი საათი დარჩა');
    expect(await at(new Date('2026-11-23T11:15:00Z'))).toBe(1);
    const last = readOutbox(s).slice(-2);
    expect(last.map((m) => m.to)).toEqual([doctor.phone, doctor.email]);
    expect(last[0].text).toContain('ვიზიტი 15 წუთში იწყება. პაციენტი: ნინო ბერიძე.');
    expect((await notifications(w.doctor.token)).map((x) => x.action)).toEqual(['schedule.reminder']);
    expect((await notifications(w.patient.token)).map((x) => x.action)).toEqual(['schedule.reminder', 'schedule.reminder']);
    expect(readOutbox(s)).toHaveLength(6);
    expect((await reminderRows(w.id)).every((r) => r.sent_at !== null)).toBe(true);
  });

  it('writes in English to a person whose language is English, with the public address in the link', async () => {
    const w = await booked({ PUBLIC_URL: 'https://clinic.example.ge' });
    await s.db.updateTable('users').set({ language: 'en' }).where('id', '=', w.patient.id).execute();
    await at(new Date('2026-11-22T11:30:00Z'));
    expect(readOutbox(s)[0].text).toBe(
      `A reminder: you have an appointment tomorrow. Doctor: Nino Beridze. Clinic: Clinic. Time: 23 November, 15:30. Details: https://clinic.example.ge/schedules/${w.id}`,
    );
  });

  it('sends nothing for a cancelled appointment, even when its rows were not replanned', async () => {
    const w = await booked();
    await updateSchedule(s.db, w.id, { status: 'cancelled', now: s.clock.now() });
    expect(await at(new Date('2026-11-23T12:00:00Z'))).toBe(0);
    expect(readOutbox(s)).toEqual([]);
    expect(await notifications(w.patient.token)).toEqual([]);
    expect(await reminderRows(w.id)).toEqual([]);
  });

  it('a moved appointment gets its reminders for the new time only', async () => {
    const w = await booked();
    const later = new Date(START.getTime() + 24 * HOUR);
    // The 24 h reminder for the old time went out; then it is moved a day later.
    await at(new Date('2026-11-22T11:30:00Z'));
    expect(readOutbox(s)).toHaveLength(2);
    await updateSchedule(s.db, w.id, { start: later, now: s.clock.now() });
    await plan(w.id);
    // The old times pass silently.
    expect(await at(new Date('2026-11-23T11:20:00Z'))).toBe(0);
    expect(readOutbox(s)).toHaveLength(2);
    // The new ones come, naming the new day.
    expect(await at(new Date('2026-11-23T11:30:00Z'))).toBe(1);
    expect(readOutbox(s).at(-1)!.text).toContain('24 ნოემბერი, 15:30');
    expect(await at(new Date('2026-11-24T11:30:00Z'))).toBe(2);
    expect(readOutbox(s)).toHaveLength(8);
  });

  it('a move not yet replanned drops the old row unsent', async () => {
    const w = await booked();
    await updateSchedule(s.db, w.id, { start: new Date(START.getTime() + 3 * HOUR), now: s.clock.now() });
    expect(await at(new Date('2026-11-22T11:30:00Z'))).toBe(0);
    expect(readOutbox(s)).toEqual([]);
  });

  it('two server processes racing send each reminder once; a process started later sends what is left', async () => {
    const w = await booked();
    const second = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: 'second-node' });
    await second.ready();
    try {
      s.clock.set(new Date('2026-11-23T11:20:00Z'));
      const counts = await Promise.all([s.app.reminders.sendDue(), second.reminders.sendDue(), s.app.reminders.sendDue(), second.reminders.sendDue()]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
      expect(readOutbox(s)).toHaveLength(6);
      expect(await notifications(w.patient.token)).toHaveLength(2);
      expect(await notifications(w.doctor.token)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('after a restart the rows are still there and are sent by the new process', async () => {
    const w = await booked();
    await s.app.close();
    const restarted = await buildApp({ config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: 'restarted' });
    await restarted.ready();
    s.app = restarted;
    expect(await at(new Date('2026-11-22T12:00:00Z'))).toBe(1);
    expect(readOutbox(s)[0].to).toBe((await contactOf(w.patient.id)).phone);
  });

  it('a channel that fails is logged, the others go out, and the reminder is not sent again', async () => {
    const w = await booked();
    const emails: { to: string; subject: string; text: string }[] = [];
    const failing = await buildApp({
      config: s.config, db: s.db, clock: s.clock, bus: s.bus, nodeId: 'failing-sms',
      messenger: {
        sms: { sendSms: () => Promise.reject(new Error('gateway down')) },
        email: { sendEmail: async (m) => void emails.push(m) },
      },
    });
    await failing.ready();
    try {
      s.clock.set(new Date('2026-11-22T11:30:00Z'));
      expect(await failing.reminders.sendDue()).toBe(1);
      expect(await failing.reminders.sendDue()).toBe(0);
      expect(emails.map((m) => [m.to, m.subject])).toEqual([[(await contactOf(w.patient.id)).email, 'შეხსენება ვიზიტის შესახებ']]);
      expect(await notifications(w.patient.token)).toHaveLength(1);
    } finally {
      await failing.close();
    }
  });
});

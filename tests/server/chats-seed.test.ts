import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../server/features/auth/sessions.service';
import { DEMO_ACCOUNTS } from '../../server/db/seed/seed';
import { startTestServer, TestClock, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => {
  // The seed dates its chats by the real time; the clock follows so the doctor chat is open.
  s = await startTestServer({ seed: true, clock: new TestClock(new Date()) });
});
afterAll(async () => {
  await s.close();
});

async function tokenOf(identifier: string) {
  const user = await s.db.selectFrom('users').select('id').where('id_number', '=', identifier).executeTakeFirstOrThrow();
  return { id: user.id, token: await openSession(s.db, s.clock.now(), user.id, { ip: '127.0.0.1', userAgent: 'test' }) };
}

type Space = { id: string; type: string; active: boolean; chat_space: Record<string, unknown>; last_message: { text: string } | null };

describe('demo chats', () => {
  it('gives the demo patient, doctor and operator active chats with a history between each pair', async () => {
    const [patient, doctor, operator] = await Promise.all(DEMO_ACCOUNTS.map((a) => tokenOf(a.identifier)));
    const list = async (token: string) =>
      (await s.app.inject({ method: 'GET', url: '/api/chat-spaces', headers: { authorization: `Bearer ${token}` } })).json().data as Space[];

    const forPatient = await list(patient.token);
    expect(forPatient.map((c) => c.type).sort()).toEqual(['PatientClinic', 'PatientDoctor']);
    expect(forPatient.find((c) => c.type === 'PatientDoctor')!.chat_space).toMatchObject({ doctor_id: doctor.id, patient_id: patient.id });
    expect(forPatient.find((c) => c.type === 'PatientClinic')!.chat_space).toMatchObject({ clinic_id: 1, last_clinic_inquiry: { status: 'joined' } });
    expect((await list(doctor.token)).map((c) => c.type).sort()).toEqual(['DoctorClinic', 'PatientDoctor']);
    expect((await list(operator.token)).map((c) => c.type).sort()).toEqual(['DoctorClinic', 'PatientClinic']);

    for (const c of [...forPatient, ...(await list(operator.token))]) {
      expect(c.active).toBe(true);
      expect(c.last_message?.text).toMatch(/\S/);
      const history = await s.app.inject({ method: 'GET', url: `/api/chat-spaces/${c.id}/messages`, headers: { authorization: `Bearer ${operator.token}` } });
      if (c.type !== 'PatientDoctor') expect(history.json().data.items.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("backs the clinic chat's last inquiry with a real inquiry the operator has joined", async () => {
    const [patient, , operator] = await Promise.all(DEMO_ACCOUNTS.map((a) => tokenOf(a.identifier)));
    const get = async (token: string, url: string) => (await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json().data;
    const chat = ((await get(patient.token, '/api/chat-spaces')) as Space[]).find((c) => c.type === 'PatientClinic')!;
    const inquiries = await get(operator.token, '/api/clinic-inquiries');
    expect(inquiries).toEqual([
      expect.objectContaining({ id: (chat.chat_space.last_clinic_inquiry as { id: string }).id, clinic_id: 1, patient_id: patient.id, chat_space_id: chat.id, status: 'joined', joined_by: operator.id }),
    ]);
    expect(await get(patient.token, '/api/clinic-inquiries')).toEqual(inquiries);
  });
});

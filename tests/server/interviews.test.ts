import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';
import { hashToken, newToken } from '../../server/features/auth/token';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

let n = 0;
/** The key cookie of the browser that took each guest interview, by id. */
const keys = new Map<string, string>();
/** A symptom-checker interview, taken as a guest (with a key, as its browser holds it) unless `patientId` is given. */
async function interview(patientId: string | null = null) {
  n += 1;
  const id = `iv-${n}-${Date.now().toString(36)}`;
  const key = newToken();
  await s.db.insertInto('interviews').values({ id, patient_id: patientId, type: 'symptom', language: 'ka', status: 'finished', guest_key_hash: patientId ? null : hashToken(key) }).execute();
  if (!patientId) keys.set(id, `interview_key=${key}`);
  return id;
}
const ownerOf = async (id: string) => (await s.db.selectFrom('interviews').select('patient_id').where('id', '=', id).executeTakeFirstOrThrow()).patient_id;
/** Binds from the browser that took the interview (its key cookie), unless `cookie` says otherwise (null: none). */
const bind = (id: string, token?: string, cookie?: string | null) => {
  const sent = cookie === undefined ? keys.get(id) : cookie;
  return s.app.inject({ method: 'POST', url: `/api/interviews/${encodeURIComponent(id)}/bind-patient`, headers: { ...(token ? bearer(token) : {}), ...(sent ? { cookie: sent } : {}) } });
};

async function patient() {
  const u = await createUser(s.db);
  return { id: u.id, token: await signIn(s.db, u.id, s.clock) };
}

describe('POST /api/interviews/{id}/bind-patient', () => {
  it('gives a guest interview to the signed-in patient', async () => {
    const me = await patient();
    const id = await interview();
    const res = await bind(id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id, patient_id: me.id } });
    expect(await ownerOf(id)).toBe(me.id);
  });

  it('answers the same again when the interview is already the caller\'s', async () => {
    const me = await patient();
    const id = await interview(me.id);
    const res = await bind(id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id, patient_id: me.id } });
  });

  it('answers another patient\'s interview as one that does not exist, and leaves it theirs', async () => {
    const owner = await patient();
    const me = await patient();
    const id = await interview(owner.id);
    const res = await bind(id, me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await bind('no-such-interview', me.token)).json());
    expect(await ownerOf(id)).toBe(owner.id);
  });

  it('answers 409 to the browser that took a guest interview when another patient has it now, and leaves it theirs', async () => {
    const [owner, me] = [await patient(), await patient()];
    const id = await interview();
    expect((await bind(id, owner.token)).statusCode).toBe(200);
    const res = await bind(id, me.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('interview.already_bound');
    expect(await ownerOf(id)).toBe(owner.id);
  });

  it('binds nothing for a patient without the guest interview\'s key: no key, or another interview\'s, is an unknown id', async () => {
    const me = await patient();
    const id = await interview();
    const other = await interview();
    for (const cookie of [null, keys.get(other)!, 'interview_key=forged']) {
      const res = await bind(id, me.token, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await bind('no-such-interview', me.token, cookie)).json());
    }
    expect(await ownerOf(id)).toBeNull();
  });

  it('answers 404 for an interview that does not exist', async () => {
    const me = await patient();
    const res = await bind('no-such-interview', me.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('interview.not_found');
  });

  it('answers 401 without a session and 403 for a doctor, binding nothing', async () => {
    const id = await interview();
    expect((await bind(id)).statusCode).toBe(401);
    const doctor = await createUser(s.db, { type: 'Doctor' });
    const res = await bind(id, await signIn(s.db, doctor.id, s.clock));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    expect(await ownerOf(id)).toBeNull();
  });

  it('binds a guest interview to one patient when two try at once', async () => {
    const [a, b] = [await patient(), await patient()];
    const id = await interview();
    const answers = await Promise.all([bind(id, a.token), bind(id, b.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().data.patient_id;
    expect(await ownerOf(id)).toBe(winner);
  });
});

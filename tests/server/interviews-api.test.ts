import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '../../src/protocol/interviews';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';
import { createSpace } from './chats-support';

/**
 * The interview API (issue 5) on the real knowledge base: guests and signed-in people start an
 * interview, give complaints, answer the engine's questions, go back, finish; bad input changes
 * nothing; only the right people read a bound interview.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

type Res = { statusCode: number; json(): { data: Interview; code?: string; errors?: { path: string; code: string }[] } };
const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<Res> =>
  s.app.inject({ method, url, payload: body as object, headers: token ? bearer(token) : {} }) as unknown as Promise<Res>;
const guest = (body: object = {}) => call('POST', '/guest/interviews', { type: 'symptom_checker', language: 'en', age: 35, gender: 'male', ...body });
const evidence = (id: string, items: [string, string][], token?: string) => call('POST', `/api/interviews/${id}/evidence`, { evidence: items.map(([i, choice]) => ({ id: i, choice })) }, token);
const answer = (id: string, items: [string, string][], token?: string) => call('POST', `/api/interviews/${id}/answer`, { answers: items.map(([i, choice]) => ({ id: i, choice })) }, token);
const stored = async (id: string) => s.db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function patient() {
  const u = await createUser(s.db);
  return { id: u.id, token: await signIn(s.db, u.id, s.clock) };
}

/** Answers every open question "no" (group_single: none applies) until the engine stops or `max` answers. */
async function answerNo(id: string, max = 40): Promise<Interview> {
  let iv = (await call('GET', `/api/interviews/${id}`)).json().data;
  for (let k = 0; k < max && iv.current_question && !iv.should_stop; k++) {
    const res = await answer(id, iv.current_question.items.map((item) => [item.id, 'absent']));
    expect(res.statusCode).toBe(200);
    iv = res.json().data;
  }
  return iv;
}

describe('starting an interview', () => {
  it('gives a guest an unguessable id and stores age in months and sex', async () => {
    const res = await guest({ age: 7, age_unit: 'month', gender: 'female', language: 'ka' });
    expect(res.statusCode).toBe(200);
    const iv = res.json().data;
    expect(iv.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(iv).toMatchObject({ status: 'in_progress', patient_id: null, patient_age_in_months: 7, patient_gender: 'female', language: 'ka', type: 'symptom_checker', current_question: null, conditions: [], triage: null });
    expect((await guest()).json().data.id).not.toBe(iv.id);
  });

  it('converts years to months; age and sex are optional', async () => {
    expect((await guest({ age: 35 })).json().data.patient_age_in_months).toBe(420);
    const res = await call('POST', '/guest/interviews', { type: 'symptom_checker', language: 'en' });
    expect(res.json().data).toMatchObject({ patient_age_in_months: null, patient_gender: null });
  });

  it('refuses an age out of range, a fractional age, an unknown type or sex, storing nothing', async () => {
    const before = Number((await s.db.selectFrom('interviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    for (const bad of [{ age: 131 }, { age: -1 }, { age: 2.5 }, { age: 1561, age_unit: 'month' }, { type: 'kiosk' }, { gender: 'other' }, { language: 'de' }]) {
      const res = await guest(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    const after = Number((await s.db.selectFrom('interviews').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  it('makes a signed-in patient\'s interview theirs; POST /api/interviews needs a session', async () => {
    const me = await patient();
    const res = await call('POST', '/api/interviews', { type: 'symptom_checker', language: 'en', age: 40 }, me.token);
    expect(res.json().data).toMatchObject({ patient_id: me.id, created_by: me.id });
    expect((await call('POST', '/api/interviews', { type: 'symptom_checker', language: 'en' })).statusCode).toBe(401);
    const other = await patient();
    expect((await call('POST', '/api/interviews', { type: 'symptom_checker', language: 'en', patient_id: other.id }, me.token)).statusCode).toBe(403);
  });
});

describe('the catalogue and symptom search', () => {
  it('lists every body area with its symptoms by sex group, in the language asked', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/symptoms/catalogue?lang=en' });
    const areas = res.json().data.body_areas as { id: string; name: string; symptoms: Record<string, { id: string; name: string }[]> }[];
    expect(areas).toHaveLength(29);
    const chest = areas.find((a) => a.id === 'chest')!;
    expect(chest.name).toBe('Chest');
    expect(chest.symptoms.both.map((x) => x.id)).toContain('s_200');
    const organs = areas.find((a) => a.id === 'sexual_organs')!;
    expect(organs.symptoms.female.length).toBeGreaterThan(0);
    expect(organs.symptoms.male.length).toBeGreaterThan(0);
    const ka = (await s.app.inject({ method: 'GET', url: '/api/symptoms/catalogue?lang=ka' })).json().data.body_areas;
    expect(ka[0].name).toMatch(/[\u10D0-\u10FF]/);
  });

  it('finds symptoms in either language, forgiving case and small typos, and filters by sex', async () => {
    const search = async (q: string, extra = '') => (await s.app.inject({ method: 'GET', url: `/api/symptoms/search?q=${encodeURIComponent(q)}&lang=en${extra}` })).json().data as { id: string; name: string }[];
    expect((await search('Headache'))[0]).toMatchObject({ id: 's_1', name: 'Headache' });
    expect((await search('hedache'))[0].id).toBe('s_1');
    expect((await search('თავის ტკივილი'))[0].id).toBe('s_1');
    expect((await search('caugh'))[0].id).toBe('s_227');
    expect((await search('discharge', '&sex=male')).map((h) => h.id)).not.toContain('s_351');
    expect((await search('discharge', '&sex=female')).map((h) => h.id)).toContain('s_351');
    expect((await search('zzzzqqq'))).toEqual([]);
    expect((await s.app.inject({ method: 'GET', url: '/api/symptoms/search?q=' })).statusCode).toBe(422);
  });
});

describe('an interview, step by step', () => {
  it('takes complaints, asks a question, reads answers and finishes with a result', async () => {
    const id = (await guest()).json().data.id;
    const first = await evidence(id, [['s_227', 'present'], ['s_152', 'present']]);
    expect(first.statusCode).toBe(200);
    const iv = first.json().data;
    expect(iv.evidences).toEqual([
      { id: 's_227', name: 'Cough', choice: 'present', is_initial: true, source: 'initial' },
      { id: 's_152', name: 'Fever', choice: 'present', is_initial: true, source: 'initial' },
    ]);
    expect(iv.conditions.length).toBeGreaterThan(0);
    expect(iv.conditions.reduce((a, c) => a + c.probability, 0)).toBeLessThanOrEqual(1.0001);
    expect(iv.current_question).not.toBeNull();
    expect(iv.current_question!.text).toMatch(/\?$/);
    expect(iv.current_question!.items[0].choices.map((c) => c.label)).toEqual(['Yes', 'No', "Don't know"]);
    expect(iv.triage?.level).toBeDefined();

    const after = await answerNo(id, 3);
    expect(after.question_count).toBe(3);
    expect(after.evidences.filter((e) => e.source === 'question')).not.toHaveLength(0);

    const done = await call('POST', `/api/interviews/${id}/finish`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'finished', current_question: null, should_stop: true });
    expect(done.json().data.finished_at).not.toBeNull();
    expect(done.json().data.recommended_specialist?.speciality.name).toBeTruthy();
    // A finished interview changes no more.
    expect((await evidence(id, [['s_1', 'present']])).json().code).toBe('interview.finished');
    expect((await call('POST', `/api/interviews/${id}/back`)).statusCode).toBe(409);
  });

  it('words everything in the interview\'s language', async () => {
    const id = (await guest({ language: 'ka' })).json().data.id;
    const iv = (await evidence(id, [['s_1', 'present']])).json().data;
    expect(iv.evidences[0].name).toBe('თავის ტკივილი');
    expect(iv.current_question!.text).toMatch(/[\u10D0-\u10FF]/);
    expect(iv.current_question!.items[0].choices.map((c) => c.label)).toEqual(['დიახ', 'არა', 'არ ვიცი']);
    expect(iv.conditions[0].name).toMatch(/[\u10D0-\u10FF]/);
  });

  it('shows an ambulance red flag at once, with the answers that led to it, and asks at most three more questions', async () => {
    const id = (await guest({ age: 58 })).json().data.id;
    let iv = (await evidence(id, [['s_200', 'present'], ['s_425', 'present']])).json().data;
    expect(iv.triage).toMatchObject({ level: 'emergency_ambulance' });
    expect(iv.triage!.red_flags.map((f) => f.id)).toContain('rf_1');
    expect(iv.triage!.reasons.map((f) => f.id)).toEqual(expect.arrayContaining(['s_200', 's_425']));
    expect(iv.question_limit).toBe(3);
    for (let k = 0; k < 3 && !iv.should_stop; k++) {
      expect(iv.current_question).not.toBeNull();
      iv = (await answer(id, iv.current_question!.items.map((i) => [i.id, 'absent']))).json().data;
      expect(iv.triage!.level).toBe('emergency_ambulance');
    }
    expect(iv.should_stop).toBe(true);
    expect(iv.question_count).toBeLessThanOrEqual(3);
  });

  it('goes back: the last answer is taken back and its question is open again', async () => {
    const id = (await guest()).json().data.id;
    const q1 = (await evidence(id, [['s_102', 'present']])).json().data.current_question!;
    const a1 = await answer(id, q1.items.map((i) => [i.id, 'present']));
    expect(a1.json().data.question_count).toBe(1);
    const back = await call('POST', `/api/interviews/${id}/back`);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.question_count).toBe(0);
    expect(back.json().data.current_question).toEqual(q1);
    expect(back.json().data.evidences.map((e) => e.id)).toEqual(['s_102']);
    expect((await call('POST', `/api/interviews/${id}/back`)).json().code).toBe('interview.nothing_to_undo');
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const id = (await guest({ gender: 'male' })).json().data.id;
    expect((await answer(id, [['s_1', 'present']])).json().code).toBe('interview.not_asked');
    const unknown = await evidence(id, [['s_99999', 'present']]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'interview.unknown_finding', errors: [{ path: 'evidence.0.id', code: 'interview.unknown_finding' }] });
    expect((await evidence(id, [['p_1', 'present']])).json().code).toBe('interview.unknown_finding');
    expect((await evidence(id, [['s_351', 'present']])).json().code).toBe('interview.wrong_sex');
    expect((await evidence(id, [['s_1', 'absent']])).json().code).toBe('interview.no_complaints');
    expect((await evidence(id, [['s_1', 'maybe']])).statusCode).toBe(422);
    expect((await evidence(id, [['s_1', 'present'], ['s_1', 'absent']])).statusCode).toBe(422);
    expect((await call('POST', `/api/interviews/${id}/finish`)).json().code).toBe('interview.no_complaints');
    const row = await stored(id);
    expect(row.evidences).toEqual([]);
    expect(row.status).toBe('in_progress');

    const q = (await evidence(id, [['s_227', 'present']])).json().data.current_question!;
    const stray = await answer(id, [['s_1', 'present']]);
    expect(stray.json().code).toBe('interview.not_asked');
    if (q.items.length > 1) expect((await answer(id, [[q.items[0].id, 'absent']])).json().code).toBe('interview.incomplete_answer');
    expect((await stored(id)).steps).toEqual([]);
    expect((await call('GET', '/api/interviews/no-such-interview')).statusCode).toBe(404);
  });

  it('never asks more than the question limit', async () => {
    const id = (await guest()).json().data.id;
    await evidence(id, [['s_163', 'present']]);
    const iv = await answerNo(id, 60);
    expect(iv.should_stop).toBe(true);
    expect(iv.question_count).toBeLessThanOrEqual(30);
  });
});

describe('who may read an interview', () => {
  it('a guest interview by its id until it is bound; then its patient and the doctors treating them', async () => {
    const id = (await guest()).json().data.id;
    await evidence(id, [['s_1', 'present']]);
    expect((await call('GET', `/api/interviews/${id}`)).statusCode).toBe(200);
    const me = await patient();
    expect((await call('POST', `/api/interviews/${id}/bind-patient`, undefined, me.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/interviews/${id}`)).statusCode).toBe(404);
    expect((await answer(id, [['s_2', 'present']])).statusCode).toBe(404);
    expect((await call('GET', `/api/interviews/${id}`, undefined, me.token)).statusCode).toBe(200);
    const stranger = await patient();
    expect((await call('GET', `/api/interviews/${id}`, undefined, stranger.token)).statusCode).toBe(404);
    const doctor = await createUser(s.db, { type: 'Doctor' });
    const doctorToken = await signIn(s.db, doctor.id, s.clock);
    expect((await call('GET', `/api/interviews/${id}`, undefined, doctorToken)).statusCode).toBe(404);
    await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: me.id });
    expect((await call('GET', `/api/interviews/${id}`, undefined, doctorToken)).statusCode).toBe(200);
    // Reading is not answering: the doctor cannot change the patient's interview.
    expect((await call('POST', `/api/interviews/${id}/finish`, undefined, doctorToken)).statusCode).toBe(404);
  });

  it('lists a patient\'s AI results, newest first, with triage and the leading condition', async () => {
    const me = await patient();
    const ids: string[] = [];
    for (const complaint of ['s_227', 's_1']) {
      const id = (await call('POST', '/api/interviews', { type: 'symptom_checker', language: 'en', age: 30 }, me.token)).json().data.id;
      await evidence(id, [[complaint, 'present']], me.token);
      ids.push(id);
      s.clock.advance(1000);
    }
    const res = await s.app.inject({ method: 'GET', url: '/api/interviews', headers: bearer(me.token) });
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(2);
    expect(items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse());
    expect(items[0]).toMatchObject({ complaints: ['Headache'], status: 'in_progress' });
    expect(items[0].top_condition.name).toBeTruthy();
    expect(items[0].triage).toBeTruthy();
    const doctor = await createUser(s.db, { type: 'Doctor' });
    expect((await s.app.inject({ method: 'GET', url: '/api/interviews', headers: bearer(await signIn(s.db, doctor.id, s.clock)) })).statusCode).toBe(403);
  });
});

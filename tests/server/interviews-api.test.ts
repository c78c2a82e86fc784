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

type Res = { statusCode: number; headers: Record<string, string | string[] | undefined>; body: string; json(): { data: Interview; code?: string; errors?: { path: string; code: string }[] } };

/** The key cookie (`interview_key=…`) each guest interview's browser was given, by interview id: what that browser sends. */
const keys = new Map<string, string>();

/**
 * A call; to `/api/interviews/{id}…` it comes from the browser that started that guest interview
 * (its key cookie), unless `cookie` says which cookie header to send (null: none).
 */
const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string, cookie?: string | null): Promise<Res> => {
  const sent = cookie === undefined ? keys.get(/^\/api\/interviews\/([^/]+)/.exec(url)?.[1] ?? '') : cookie;
  return s.app.inject({ method, url, payload: body as object, headers: { ...(token ? bearer(token) : {}), ...(sent ? { cookie: sent } : {}) } }) as unknown as Promise<Res>;
};
/** Starts a guest interview, keeping the key cookie the answer sets as its browser would. */
const guest = async (body: object = {}) => {
  const res = await call('POST', '/guest/interviews', { type: 'symptom_checker', language: 'en', age: 35, gender: 'male', ...body });
  const set = res.headers['set-cookie'];
  if (res.statusCode === 200 && typeof set === 'string') keys.set(res.json().data.id, set.split(';')[0]);
  return res;
};
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
  it('a guest interview by the browser that started it until it is bound; then its patient and the doctors treating them', async () => {
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

describe('a guest interview is the browser\'s that started it (issue 20)', () => {
  /** A finished guest interview with a result, as its browser took it. */
  async function finishedGuest() {
    const id = (await guest()).json().data.id;
    await evidence(id, [['s_227', 'present']]);
    await answerNo(id, 2);
    expect((await call('POST', `/api/interviews/${id}/finish`)).statusCode).toBe(200);
    return id;
  }
  /** An answer as a caller sees it: status, body and headers, but the two that differ for every answer. */
  const shape = (res: Res) => {
    const { date: _date, 'x-request-id': _rid, ...headers } = res.headers;
    return { status: res.statusCode, body: res.body, headers };
  };
  const unknownId = 'no-such-interview-xyzabc12';
  const calls = (id: string): [string, 'GET' | 'POST', string, unknown][] => [
    ['read', 'GET', `/api/interviews/${id}`, undefined],
    ['complaints', 'POST', `/api/interviews/${id}/evidence`, { evidence: [{ id: 's_1', choice: 'present' }] }],
    ['answer', 'POST', `/api/interviews/${id}/answer`, { answers: [{ id: 's_1', choice: 'present' }] }],
    ['back', 'POST', `/api/interviews/${id}/back`, undefined],
    ['finish', 'POST', `/api/interviews/${id}/finish`, undefined],
  ];

  it('gives the browser that starts one its key in an HttpOnly, SameSite=Lax cookie scoped to the interview, keeping only its hash', async () => {
    const res = await guest();
    const id = res.json().data.id;
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^interview_key=[A-Za-z0-9_-]{43}; Max-Age=604800; Path=/api/interviews/${id}; HttpOnly; SameSite=Lax$`));
    const key = set.split(';')[0].split('=')[1];
    const row = await stored(id);
    expect(row.guest_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key);
    // A signed-in person's interview has no key.
    const me = await patient();
    const mine = await call('POST', '/api/interviews', { type: 'symptom_checker', language: 'en' }, me.token);
    expect(mine.headers['set-cookie']).toBeUndefined();
    expect((await stored(mine.json().data.id)).guest_key_hash).toBeNull();
  });

  it('opens a finished result to its browser only: anyone else, signed in or not, with no key or another browser\'s, gets what an unknown id gets', async () => {
    const id = await finishedGuest();
    const taker = await call('GET', `/api/interviews/${id}`);
    expect(taker.statusCode).toBe(200);
    expect(taker.json().data).toMatchObject({ id, status: 'finished' });
    expect(taker.json().data.conditions.length).toBeGreaterThan(0);

    const otherBrowser = keys.get((await guest()).json().data.id)!;
    const unrelated = await patient();
    const doctor = await createUser(s.db, { type: 'Doctor' });
    const doctorToken = await signIn(s.db, doctor.id, s.clock);
    const strangers: [string, string | undefined, string | null][] = [
      ['no cookie', undefined, null],
      ['another browser\'s key', undefined, otherBrowser],
      ['a made-up key', undefined, 'interview_key=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['a signed-in unrelated patient', unrelated.token, null],
      ['a signed-in patient with another browser\'s key', unrelated.token, otherBrowser],
      ['a doctor', doctorToken, null],
    ];
    const before = await stored(id);
    for (const [who, token, cookie] of strangers) {
      for (const [what, method, url, body] of calls(id)) {
        const res = await call(method, url, body, token, cookie);
        const unknown = await call(method, url.replace(id, unknownId), body, token, cookie);
        expect(res.statusCode, `${who}: ${what}`).toBe(404);
        expect(shape(res), `${who}: ${what}`).toEqual(shape(unknown));
      }
    }
    expect(await stored(id)).toEqual(before);
  });

  it('lets nobody but its browser answer one still being taken, or read it', async () => {
    const id = (await guest()).json().data.id;
    const q = (await evidence(id, [['s_227', 'present']])).json().data.current_question!;
    const before = await stored(id);
    const unrelated = await patient();
    for (const [token, cookie] of [[undefined, null], [unrelated.token, null], [undefined, 'interview_key=not-the-key']] as const) {
      for (const [what, method, url, body] of calls(id)) {
        const res = await call(method, url, body, token, cookie);
        expect(res.statusCode, what).toBe(404);
        expect(shape(res), what).toEqual(shape(await call(method, url.replace(id, unknownId), body, token, cookie)));
      }
      const answered = await call('POST', `/api/interviews/${id}/answer`, { answers: q.items.map((i) => ({ id: i.id, choice: 'absent' })) }, token, cookie);
      expect(answered.statusCode).toBe(404);
    }
    expect(await stored(id)).toEqual(before);
    // Its browser goes on as before.
    expect((await answer(id, q.items.map((i) => [i.id, 'absent']))).statusCode).toBe(200);
  });

  it('binds only for its browser; a stranger\'s bind, with no key or another\'s, is an unknown id\'s and binds nothing', async () => {
    const id = await finishedGuest();
    const thief = await patient();
    const otherBrowser = keys.get((await guest()).json().data.id)!;
    for (const cookie of [null, otherBrowser, 'interview_key=']) {
      const res = await call('POST', `/api/interviews/${id}/bind-patient`, undefined, thief.token, cookie);
      expect(res.statusCode).toBe(404);
      expect(shape(res)).toEqual(shape(await call('POST', `/api/interviews/${unknownId}/bind-patient`, undefined, thief.token, cookie)));
    }
    expect((await stored(id)).patient_id).toBeNull();

    const me = await patient();
    const bound = await call('POST', `/api/interviews/${id}/bind-patient`, undefined, me.token);
    expect(bound.statusCode).toBe(200);
    expect(bound.json().data).toEqual({ id, patient_id: me.id });
    // The browser's key goes with the bind: the result is the account's now.
    expect(String(bound.headers['set-cookie'])).toMatch(new RegExp(`^interview_key=; Max-Age=0; Path=/api/interviews/${id}; HttpOnly; SameSite=Lax$`));
    expect((await call('GET', `/api/interviews/${id}`, undefined, me.token, null)).statusCode).toBe(200);
    expect((await call('GET', `/api/interviews/${id}`)).statusCode).toBe(404);
    // Once it is someone's, another patient learns nothing, and its browser learns it went to another account.
    const res = await call('POST', `/api/interviews/${id}/bind-patient`, undefined, thief.token, null);
    expect(shape(res)).toEqual(shape(await call('POST', `/api/interviews/${unknownId}/bind-patient`, undefined, thief.token, null)));
    expect((await call('POST', `/api/interviews/${id}/bind-patient`, undefined, thief.token)).json().code).toBe('interview.already_bound');
    expect((await stored(id)).patient_id).toBe(me.id);
  });

  it('keeps a keyless guest interview from before the keys closed to everyone; one already bound stays its patient\'s', async () => {
    const me = await patient();
    const [loose, mine] = [`legacy-${Date.now().toString(36)}-a`, `legacy-${Date.now().toString(36)}-b`];
    for (const [id, patientId] of [[loose, null], [mine, me.id]] as const) {
      await s.db.insertInto('interviews').values({ id, patient_id: patientId, type: 'symptom_checker', language: 'en', status: 'finished', evidences: JSON.stringify([{ id: 's_1', choice: 'present', initial: true }]), finished_at: s.clock.now() }).execute();
    }
    for (const [token, cookie] of [[undefined, null], [me.token, null], [me.token, 'interview_key=']] as const) {
      expect((await call('GET', `/api/interviews/${loose}`, undefined, token, cookie)).statusCode).toBe(404);
    }
    expect((await call('POST', `/api/interviews/${loose}/bind-patient`, undefined, me.token, null)).statusCode).toBe(404);
    expect((await stored(loose)).patient_id).toBeNull();
    expect((await call('GET', `/api/interviews/${mine}`, undefined, me.token, null)).statusCode).toBe(200);
  });
});

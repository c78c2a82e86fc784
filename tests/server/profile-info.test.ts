import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

/** A signed-in person and their bearer header. */
async function person(opts: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(s.db, opts);
  const token = await signIn(s.db, user.id, s.clock);
  return { ...user, headers: bearer(token) };
}

const row = (id: string) => s.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const goodPersonal = {
  firstname: { ka: 'გიორგი', en: 'Giorgi' },
  lastname: { ka: 'მაისურაძე', en: 'Maisuradze' },
  birthdate: '1990-03-08',
  gender: 'male',
  email: null as string | null,
};

describe('PUT /api/profile/personal-info', () => {
  it('saves names in both languages, birthdate, gender and e-mail and answers the fresh user', async () => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, email: 'giorgi@example.ge' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: p.id,
      firstname: { ka: 'გიორგი', en: 'Giorgi' },
      lastname: { ka: 'მაისურაძე', en: 'Maisuradze' },
      birthdate: '1990-03-08',
      gender: 'male',
      email: 'giorgi@example.ge',
    });
    const stored = await row(p.id);
    expect(stored.firstname).toEqual({ ka: 'გიორგი', en: 'Giorgi' });
    expect(stored.gender).toBe('male');
    expect(stored.updated_at.toISOString()).toBe(s.clock.now().toISOString());
  });

  it('trims names and fills an empty language from the other one', async () => {
    const p = await person();
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/profile/personal-info',
      headers: p.headers,
      payload: { ...goodPersonal, firstname: { ka: '  ლევან  ', en: '' }, lastname: { ka: '', en: ' Smith ' }, email: 'levan@example.ge' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.firstname).toEqual({ ka: 'ლევან', en: 'ლევან' });
    expect(res.json().data.lastname).toEqual({ ka: 'Smith', en: 'Smith' });
  });

  it('clears the birthdate and the e-mail when they are null', async () => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, birthdate: null, email: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ birthdate: null, email: null });
  });

  it('lists every bad field in one 422 and changes nothing', async () => {
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/profile/personal-info',
      headers: p.headers,
      payload: {
        firstname: { ka: ' ', en: '' },
        lastname: { ka: 'ა'.repeat(101), en: 'Ok' },
        birthdate: '1990-02-30',
        gender: 'other',
        email: 'not-an-address',
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'firstname', code: 'field.required' },
        { path: 'lastname.ka', code: 'field.too_long', params: { limit: 100 } },
        { path: 'birthdate', code: 'field.birthdate_format' },
        { path: 'gender', code: 'field.gender' },
        { path: 'email', code: 'field.email_format' },
      ]),
    );
    expect(body.errors).toHaveLength(5);
    expect(await row(p.id)).toEqual(before);
  });

  it('changes nothing when only one field is bad', async () => {
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, gender: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'gender', code: 'field.gender' }]);
    expect(await row(p.id)).toEqual(before);
  });

  it.each([
    ['a birthdate in the future', '2026-12-01', 'field.birthdate_future'],
    ['a birthdate more than 120 years ago', '1906-11-20', 'field.birthdate_format'],
    ['a birthdate that is no calendar day', '2001-13-01', 'field.birthdate_format'],
    ['a birthdate in another format', '17.05.1980', 'field.birthdate_format'],
  ])('refuses %s', async (_name, birthdate, code) => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, birthdate, email: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'birthdate', code })]);
  });

  it('accepts a birthdate of today and one exactly 120 years ago', async () => {
    const p = await person();
    s.clock.set(new Date('2026-11-21T06:00:00Z'));
    for (const birthdate of ['2026-11-21', '1906-11-21']) {
      const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, birthdate, email: null } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.birthdate).toBe(birthdate);
    }
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, birthdate: '1906-11-20' } });
    expect(res.statusCode).toBe(422);
    s.clock.set(new Date('2026-11-21T10:00:00Z'));
  });

  it('refuses an e-mail another account already has, whatever its letter case', async () => {
    const other = await person({ email: 'taken@example.ge' });
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, email: 'Taken@Example.ge' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'email', code: 'field.email_taken' }]);
    expect(await row(p.id)).toEqual(before);
    expect((await row(other.id)).email).toBe('taken@example.ge');
  });

  it('keeps the person’s own e-mail when it is sent again', async () => {
    const p = await person({ email: 'mine@example.ge' });
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, email: 'mine@example.ge' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('mine@example.ge');
  });

  it('refuses an e-mail longer than 254 characters', async () => {
    const p = await person();
    const email = `${'a'.repeat(60)}@${['b', 'c', 'd', 'e'].map((l) => l.repeat(60)).join('.')}.ge`;
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, email } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'email', code: 'field.too_long', params: { limit: 254 } }]);
  });

  it('refuses to remove the e-mail when it is the last way to sign in', async () => {
    const p = await person({ password: null, phone: null, email: 'only@example.ge' });
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: { ...goodPersonal, email: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'email', code: 'field.required' }]);
    expect((await row(p.id)).email).toBe('only@example.ge');
  });

  it('answers 422 with field entries when a field is missing from the body', async () => {
    const p = await person();
    const { gender: _gender, ...rest } = goodPersonal;
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: rest });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'gender', code: 'field.required' })]);
  });

  it('answers 401 without a session and changes nothing', async () => {
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', payload: goodPersonal });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect(await row(p.id)).toEqual(before);
  });

  it('answers 401 for a revoked session', async () => {
    const p = await person();
    await s.db.updateTable('sessions').set({ revoked_at: new Date() as never }).where('user_id', '=', p.id).execute();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/personal-info', headers: p.headers, payload: goodPersonal });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/contact-info', () => {
  it('saves a normalised phone, an upper-cased country and the e-mail', async () => {
    const p = await person();
    const res = await s.app.inject({
      method: 'PUT',
      url: '/api/profile/contact-info',
      headers: p.headers,
      payload: { phone: '+995 (599) 12-34-56', country: 'ge', email: ' contact@example.ge ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '+995599123456', country: 'GE', email: 'contact@example.ge' });
    expect(await row(p.id)).toMatchObject({ phone: '+995599123456', country: 'GE', email: 'contact@example.ge' });
  });

  it('accepts an international number written with 00', async () => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone: '0049 30 1234567', country: 'DE', email: null } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe('+49301234567');
  });

  it('lists a bad phone, country and e-mail together and changes nothing', async () => {
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone: '+99559912', country: 'XX', email: 'a@b' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'phone', code: 'field.phone_format' },
      { path: 'country', code: 'field.format' },
      { path: 'email', code: 'field.email_format' },
    ]);
    expect(await row(p.id)).toEqual(before);
  });

  it.each(['599123456', '+995 599 123 4567', 'phone', '+0123456789'])('refuses the phone number %s', async (phone) => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone, country: 'GE', email: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'phone', code: 'field.phone_format' }]);
  });

  it('refuses a phone or an e-mail another account already has', async () => {
    await person({ phone: '+995599000111', email: 'busy@example.ge' });
    const p = await person();
    const before = await row(p.id);
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone: '+995 599 000 111', country: 'GE', email: 'BUSY@example.ge' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'phone', code: 'field.phone_taken' },
        { path: 'email', code: 'field.email_taken' },
      ]),
    );
    expect(await row(p.id)).toEqual(before);
  });

  it('refuses to remove both phone and e-mail from a person without a password', async () => {
    const p = await person({ password: null, phone: '+995599000222', email: null });
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone: '', country: 'GE', email: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'phone', code: 'field.required' }]);
    expect((await row(p.id)).phone).toBe('+995599000222');
  });

  it('lets a person with a password remove phone, country and e-mail', async () => {
    const p = await person();
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', headers: p.headers, payload: { phone: null, country: null, email: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, country: null, email: null });
  });

  it('answers 401 without a session', async () => {
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/contact-info', payload: { phone: null, country: null, email: null } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/language', () => {
  it('saves the language so the next sign-in follows it', async () => {
    const p = await person({ language: 'ka' });
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/language', headers: p.headers, payload: { language: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('en');
    expect((await row(p.id)).language).toBe('en');
  });

  it('refuses a language the product does not speak and keeps the old one', async () => {
    const p = await person({ language: 'ka' });
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/language', headers: p.headers, payload: { language: 'fr' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'language', code: 'field.language' }]);
    expect((await row(p.id)).language).toBe('ka');
  });

  it('answers 401 without a session', async () => {
    const res = await s.app.inject({ method: 'PUT', url: '/api/profile/language', payload: { language: 'en' } });
    expect(res.statusCode).toBe(401);
  });
});

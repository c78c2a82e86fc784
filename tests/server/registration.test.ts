import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import type { RegistrationBody } from '../../src/protocol/auth';
import { lastCodeTo, post, readOutbox, whoAmI } from './auth-support';

// The test clock reads 2026-11-21T10:00Z; it is already 2026-11-22 on the Line Islands (UTC+14).
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s.close());

let n = 0;
/** A valid registration draft with a fresh ID number and phone. */
function draft(overrides: Partial<RegistrationBody> = {}): RegistrationBody {
  n += 1;
  return {
    id_number: `6100100${String(n).padStart(4, '0')}`,
    firstname: 'ნინო',
    lastname: 'ბერიძე',
    gender: 'female',
    birthdate: '1990-04-12',
    country_code: '+995',
    phone_number: `577 ${String(n).padStart(2, '0')} 12 34`,
    password: 'Tbilisi-Rain-2026',
    password_confirm: 'Tbilisi-Rain-2026',
    agreed: true,
    ...overrides,
  };
}
const phoneOf = (d: RegistrationBody) => `${d.country_code}${d.phone_number.replace(/\s/g, '')}`;
let senders = 0;
/** Each code request comes from its own address: the limits per network are auth-limits.test.ts's. */
const requestCode = (d: RegistrationBody) => post(s, '/api/auth/register/request', d, { ip: `10.61.${Math.floor(++senders / 250)}.${senders % 250}` });
const register = (d: RegistrationBody, code: string, ip?: string) => post(s, '/api/auth/register', { ...d, code }, { ip });
const usersWith = async (idNumber: string) => (await s.db.selectFrom('users').select('id').where('id_number', '=', idNumber).execute()).length;

describe('POST /api/auth/register/request', () => {
  it('texts a registration code to the phone and answers like a code request', async () => {
    const d = draft();
    const res = await requestCode(d);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sent_to: `+995 5** ** ${d.phone_number.slice(-5)}`, expires_in: 300, resend_in: 60 } });
    const sms = readOutbox(s).filter((m) => m.to === phoneOf(d));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', text: `თქვენი რეგისტრაციის დამადასტურებელი კოდია ${sms[0].code}. კოდი მოქმედებს 5 წუთი.` });
    expect(await usersWith(d.id_number)).toBe(0);
  });

  it('writes the text in English when the person registers in English', async () => {
    const d = draft({ language: 'en' });
    await requestCode(d);
    const code = lastCodeTo(s, phoneOf(d));
    expect(readOutbox(s).at(-1)!.text).toBe(`Your registration confirmation code is ${code}. It is valid for 5 minutes.`);
  });

  it.each<[string, Partial<RegistrationBody>, { path: string; code: string }]>([
    ['a blank ID number', { id_number: '  ' }, { path: 'id_number', code: 'field.required' }],
    ['a malformed ID number', { id_number: '0100-1000' }, { path: 'id_number', code: 'field.identifier_format' }],
    ['an overlong ID number', { id_number: '1'.repeat(21) }, { path: 'id_number', code: 'field.too_long' }],
    ['a blank first name', { firstname: ' ' }, { path: 'firstname', code: 'field.required' }],
    ['a first name with digits', { firstname: 'Nino2' }, { path: 'firstname', code: 'field.format' }],
    ['an overlong last name', { lastname: 'ბ'.repeat(101) }, { path: 'lastname', code: 'field.too_long' }],
    ['a missing gender', { gender: '' }, { path: 'gender', code: 'field.gender' }],
    ['an unknown gender', { gender: 'other' }, { path: 'gender', code: 'field.gender' }],
    ['a blank birthdate', { birthdate: '' }, { path: 'birthdate', code: 'field.required' }],
    ['a birthdate in another format', { birthdate: '12.04.1990' }, { path: 'birthdate', code: 'field.birthdate_format' }],
    ['a birthdate that does not exist', { birthdate: '1990-02-30' }, { path: 'birthdate', code: 'field.birthdate_format' }],
    ['a birthdate in the future', { birthdate: '2026-11-23' }, { path: 'birthdate', code: 'field.birthdate_future' }],
    ['a birthdate more than 120 years ago', { birthdate: '1906-11-20' }, { path: 'birthdate', code: 'field.birthdate_format' }],
    ['a blank country code', { country_code: '' }, { path: 'country_code', code: 'field.required' }],
    ['a malformed country code', { country_code: '+99a' }, { path: 'country_code', code: 'field.format' }],
    ['a blank phone', { phone_number: '' }, { path: 'phone_number', code: 'field.required' }],
    ['a phone with letters', { phone_number: '5771234ab' }, { path: 'phone_number', code: 'field.phone_format' }],
    ['a Georgian mobile with 8 digits', { phone_number: '57712345' }, { path: 'phone_number', code: 'field.phone_format' }],
    ['a Georgian number not starting with 5', { phone_number: '322123456' }, { path: 'phone_number', code: 'field.phone_format' }],
    ['a password of 6 characters', { password: 'ab3$ef', password_confirm: 'ab3$ef' }, { path: 'password', code: 'field.password_short' }],
    // Four characters, eight UTF-16 units: short, as the device says too.
    ['a password of 4 emoji', { password: '🔒🩺💊🏥', password_confirm: '🔒🩺💊🏥' }, { path: 'password', code: 'field.password_short' }],
    ['a common password', { password: 'password1', password_confirm: 'password1' }, { path: 'password', code: 'field.password_common' }],
    ['a common password in capitals', { password: 'QWERTY123', password_confirm: 'QWERTY123' }, { path: 'password', code: 'field.password_common' }],
    ['a confirmation that differs', { password_confirm: 'Tbilisi-Rain-2027' }, { path: 'password_confirm', code: 'field.password_mismatch' }],
    ['no agreement', { agreed: false }, { path: 'agreed', code: 'field.agreement_required' }],
  ])('refuses %s with one field error and sends nothing', async (_name, overrides, error) => {
    const before = readOutbox(s).length;
    const res = await requestCode(draft(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation');
    expect(res.json().errors).toEqual([expect.objectContaining(error)]);
    expect(readOutbox(s).length).toBe(before);
  });

  it('accepts the oldest and newest birthdates allowed', async () => {
    expect((await requestCode(draft({ birthdate: '1906-11-21' }))).statusCode).toBe(200);
    expect((await requestCode(draft({ birthdate: '2026-11-22' }))).statusCode).toBe(200);
  });

  it('lists every problem of an empty draft at once', async () => {
    const empty = { id_number: '', firstname: '', lastname: '', gender: '', birthdate: '', country_code: '', phone_number: '', password: '', password_confirm: 'x', agreed: false };
    const res = await requestCode(empty);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'id_number', 'firstname', 'lastname', 'gender', 'birthdate', 'country_code', 'phone_number', 'password', 'password_confirm', 'agreed',
    ]);
  });

  it('refuses a body that misses a field', async () => {
    const { agreed: _agreed, ...rest } = draft();
    const res = await requestCode(rest as RegistrationBody);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'agreed', code: 'field.required' }]);
  });

  it('sends at most 5 codes an hour to one phone, whatever ID numbers ask', async () => {
    const phone_number = '591 44 55 66';
    for (let i = 0; i < 5; i++) expect((await requestCode(draft({ phone_number }))).statusCode).toBe(200);
    const sixth = await requestCode(draft({ phone_number }));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('auth.code_hourly_limit');
    expect(readOutbox(s).filter((m) => m.to === '+995591445566')).toHaveLength(5);
  });

  it('refuses an ID number or phone that is already registered', async () => {
    const existing = await createUser(s.db, { phone: '+995599887766' });
    const res = await requestCode(draft({ id_number: existing.idNumber, phone_number: '599887766' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { path: 'id_number', code: 'field.identifier_taken' },
      { path: 'phone_number', code: 'field.phone_taken' },
    ]);
  });
});

describe('POST /api/auth/register', () => {
  it('creates exactly one patient with the code from the SMS and signs them in', async () => {
    const d = draft({ firstname: '  Nino  ', lastname: 'Beridze-Kapanadze', language: 'en' });
    await requestCode(d);
    const usersBefore = (await s.db.selectFrom('users').select('id').execute()).length;
    const res = await register(d, lastCodeTo(s, phoneOf(d)));
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data;
    expect(user).toMatchObject({
      type: 'Patient',
      id_number: d.id_number,
      firstname: { ka: 'Nino', en: 'Nino' },
      lastname: { ka: 'Beridze-Kapanadze', en: 'Beridze-Kapanadze' },
      gender: 'female',
      birthdate: '1990-04-12',
      phone: phoneOf(d),
      language: 'en',
      password_set: true,
      email: null,
    });
    expect((await s.db.selectFrom('users').select('id').execute()).length).toBe(usersBefore + 1);
    expect((await whoAmI(s, token)).json().data.id).toBe(user.id);
    const login = await post(s, '/api/auth/login-with-password', { identifier: d.id_number, password: d.password });
    expect(login.statusCode).toBe(200);
  });

  it('keeps a passport number in capitals, so either case signs in', async () => {
    const d = draft({ id_number: 'ab1234567' });
    await requestCode(d);
    const res = await register(d, lastCodeTo(s, phoneOf(d)));
    expect(res.json().data.user.id_number).toBe('AB1234567');
    expect((await post(s, '/api/auth/login', { identifier: 'ab1234567' })).statusCode).toBe(200);
    expect((await post(s, '/api/auth/login', { identifier: 'AB1234567' })).statusCode).toBe(200);
  });

  it('defaults the language to Georgian', async () => {
    const d = draft();
    await requestCode(d);
    const res = await register(d, lastCodeTo(s, phoneOf(d)));
    expect(res.json().data.user.language).toBe('ka');
  });

  it('creates nothing with a wrong code, without a requested code, or with an expired one', async () => {
    const wrongCode = draft();
    await requestCode(wrongCode);
    const code = lastCodeTo(s, phoneOf(wrongCode));
    const bad = await register(wrongCode, code === '000000' ? '111111' : '000000');
    expect(bad.json()).toMatchObject({ code: 'auth.code_invalid' });

    const never = draft();
    expect((await register(never, '123456')).json().code).toBe('auth.code_missing');

    const late = draft();
    await requestCode(late);
    s.clock.advance(5 * 60 * 1000);
    expect((await register(late, lastCodeTo(s, phoneOf(late)))).json().code).toBe('auth.code_expired');

    for (const d of [wrongCode, never, late]) expect(await usersWith(d.id_number)).toBe(0);
    const sessions = await s.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id')
      .where('users.id_number', 'in', [wrongCode.id_number, never.id_number, late.id_number]).execute();
    expect(sessions).toEqual([]);
  });

  it('refuses a code that was sent to another phone than the one registered', async () => {
    const d = draft();
    await requestCode(d);
    const code = lastCodeTo(s, phoneOf(d));
    const res = await register({ ...d, phone_number: '599000111' }, code);
    expect(res.json().code).toBe('auth.code_invalid');
    expect(await usersWith(d.id_number)).toBe(0);
  });

  it('re-validates the draft: a field changed after the code was sent is refused and nothing is created', async () => {
    const d = draft();
    await requestCode(d);
    const res = await register({ ...d, password_confirm: 'something-else-1' }, lastCodeTo(s, phoneOf(d)));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'password_confirm', code: 'field.password_mismatch' }]);
    expect(await usersWith(d.id_number)).toBe(0);
  });

  it('registers an ID number only once', async () => {
    const d = draft();
    await requestCode(d);
    const code = lastCodeTo(s, phoneOf(d));
    expect((await register(d, code)).statusCode).toBe(201);
    const again = await register(d, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual([
      { path: 'id_number', code: 'field.identifier_taken' },
      { path: 'phone_number', code: 'field.phone_taken' },
    ]);
    expect(await usersWith(d.id_number)).toBe(1);
  });

  it('creates one account when the same code is submitted twice at once', async () => {
    const d = draft();
    await requestCode(d);
    const code = lastCodeTo(s, phoneOf(d));
    const answers = await Promise.all([register(d, code), register(d, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await usersWith(d.id_number)).toBe(1);
  });

  it('refuses a malformed code as bad input', async () => {
    const d = draft();
    await requestCode(d);
    const res = await register(d, '12ab');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ path: 'code', code: 'field.format', params: { length: 6 } }]);
  });
});

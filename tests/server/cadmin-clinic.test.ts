import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { auth } from './chats-support';
import { auditLines, cadminWorld, call, GIF, multipart, PNG, validProfile } from './cadmin-clinic-support';

let s: TestServer;
beforeEach(async () => {
  s = await startTestServer();
});
afterEach(async () => s.close());

const clinicRow = (id: number) =>
  s.db.selectFrom('clinics').select(['name', 'logo', 'city_id', 'address', 'phones', 'website', 'email', 'facebook', 'description']).where('id', '=', id).executeTakeFirstOrThrow();

async function uploadLogo(token: string | null, clinicId: number | string, parts: { field?: string; bytes: Buffer }[]) {
  const body = await multipart(parts);
  return s.app.inject({ method: 'POST', url: `/api/cadmin/clinics/${clinicId}/logo`, headers: { ...body.headers, ...(token ? auth(token) : {}) }, payload: body.payload });
}

const logoFiles = () => {
  const dir = join(s.dataDir, 'uploads', 'clinics');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('who may administer a clinic', () => {
  it('every /api/cadmin route answers 401 anonymous, 403 to anyone but the clinic’s administrators and for unknown clinics, and writes nothing', async () => {
    const w = await cadminWorld(s);
    const before = await clinicRow(w.clinicA);
    const u = w.operator.id;
    const routes: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', 'profile'],
      ['PUT', 'profile', validProfile()],
      ['GET', 'staff'],
      ['GET', 'operators/lookup?id_number=01001000099'],
      ['POST', 'operators', { id_number: '01001000099', firstname: { ka: 'ა', en: 'A' }, lastname: { ka: 'ბ', en: 'B' }, phone: '555000111' }],
      ['PUT', `operators/${u}/admin`],
      ['DELETE', `operators/${u}/admin`],
      ['PUT', `operators/${u}/support`],
      ['DELETE', `operators/${u}/support`],
      ['DELETE', `operators/${u}`],
    ];
    for (const [method, path, body] of routes) {
      const url = `/api/cadmin/clinics/${w.clinicA}/${path}`;
      expect((await call(s, null, method, url, body)).statusCode, `${method} ${path} anonymous`).toBe(401);
      for (const who of [w.patient, w.doctor, w.operator, w.adminB, w.loneOperator]) {
        const res = await call(s, who.token, method, url, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'cadmin.not_allowed' });
      }
      // An unknown clinic, or no clinic id at all, answers the same as someone else's clinic.
      for (const clinic of ['999999', 'abc', '0', '99999999999']) {
        const res = await call(s, w.admin.token, method, `/api/cadmin/clinics/${clinic}/${path}`, body);
        expect(res.statusCode, `${method} ${path} at ${clinic}`).toBe(403);
        expect(res.json().code).toBe('cadmin.not_allowed');
      }
    }
    for (const who of [w.operator, w.adminB]) expect((await uploadLogo(who.token, w.clinicA, [{ bytes: PNG }])).statusCode).toBe(403);
    expect((await uploadLogo(null, w.clinicA, [{ bytes: PNG }])).statusCode).toBe(401);
    expect(await clinicRow(w.clinicA)).toEqual(before);
    expect(await auditLines(s)).toEqual([]);
    expect(logoFiles()).toEqual([]);
    expect(await s.db.selectFrom('clinic_members').select('user_id').where('clinic_id', '=', w.clinicA).execute()).toHaveLength(3);
  });
});

describe('the clinic profile', () => {
  it('the administrator reads and changes it; the public clinic page and list show it at once; one audit line with old and new', async () => {
    const w = await cadminWorld(s);
    const read = await call(s, w.admin.token, 'GET', `/api/cadmin/clinics/${w.clinicA}/profile`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: w.clinicA, name: { ka: 'კლინიკა', en: 'Clinic' }, logo: null, phones: [] });

    const res = await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile({ name: { ka: '  ახალი   კლინიკა ', en: 'New Clinic' } }));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: { ka: 'ახალი კლინიკა', en: 'New Clinic' },
      city_id: 1,
      phones: ['+995 32 200 11 22', '+995 555 12 34 56'],
      website: 'https://new.clinic.ge',
      email: 'info@new.clinic.ge',
      facebook: 'https://www.facebook.com/new.clinic',
    });
    const pub = (await call(s, null, 'GET', `/api/clinics/${w.clinicA}`)).json().data;
    expect(pub).toMatchObject({ name: { en: 'New Clinic' }, phones: ['+995 32 200 11 22', '+995 555 12 34 56'], city: { id: 1 }, website: 'https://new.clinic.ge' });
    const list = (await call(s, null, 'GET', '/api/clinics')).json().data;
    expect(list.find((c: { id: number }) => c.id === w.clinicA).name.en).toBe('New Clinic');

    const lines = await auditLines(s);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.admin.id, action: 'clinic.profile_change', record_type: 'clinic', record_id: String(w.clinicA), clinic_id: w.clinicA });
    const detail = lines[0].detail as Record<string, { old: unknown; new: unknown }>;
    expect(detail.name).toEqual({ old: { ka: 'კლინიკა', en: 'Clinic' }, new: { ka: 'ახალი კლინიკა', en: 'New Clinic' } });
    expect(detail.phones).toEqual({ old: [], new: ['+995 32 200 11 22', '+995 555 12 34 56'] });
    expect(detail.city_id).toEqual({ old: null, new: 1 });

    // Saving the same values again changes nothing and writes no line.
    expect((await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile())).statusCode).toBe(200);
    expect(await auditLines(s)).toHaveLength(1);

    // Only the changed field is in the next line; blanks clear the optional fields.
    await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile({ website: '  ', facebook: null }));
    const last = (await auditLines(s)).at(-1)!;
    expect(Object.keys(last.detail as object).sort()).toEqual(['facebook', 'website']);
    expect((await clinicRow(w.clinicA)).website).toBeNull();
  });

  it('bad fields are refused with one 422 listing each, and nothing is written', async () => {
    const w = await cadminWorld(s);
    const before = await clinicRow(w.clinicA);
    const res = await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile({
      name: { ka: '', en: 'x'.repeat(151) },
      city_id: 9999,
      phones: ['+995 32 200 11 22', '12345', '+995322001122', '+44 20 7946 0000'],
      website: 'not a site',
      email: 'info@',
      facebook: 'https://example.com/clinic',
    }));
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors.map((e: { path: string; code: string }) => `${e.path}:${e.code}`).sort();
    expect(errors).toEqual([
      'city_id:cadmin.unknown_city',
      'email:field.email_format',
      'facebook:cadmin.facebook_format',
      'name.en:field.too_long',
      'name.ka:field.required',
      'phones.1:field.phone_format',
      'phones.2:cadmin.phone_repeated',
      'phones.3:field.phone_format',
      'website:cadmin.url_format',
    ]);
    const tooMany = await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile({ phones: ['555000001', '555000002', '555000003', '555000004', '555000005', '555000006'] }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual([{ path: 'phones', code: 'cadmin.too_many_phones', params: { limit: 5 } }]);
    const malformed = await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, { name: 'Clinic' });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(await clinicRow(w.clinicA)).toEqual(before);
    expect(await auditLines(s)).toEqual([]);
  });

  it('a logo upload is stored with its clinic change and audited; the public logo URL serves it; the old file goes', async () => {
    const w = await cadminWorld(s);
    const first = await uploadLogo(w.admin.token, w.clinicA, [{ bytes: PNG }]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.logo).toMatch(new RegExp(`^/api/files/clinics/${w.clinicA}/logo\\?v=`));
    const stored = (await clinicRow(w.clinicA)).logo!;
    expect(stored).toMatch(new RegExp(`^clinics/${w.clinicA}-[0-9a-f]{16}\\.png$`));
    expect(logoFiles()).toEqual([stored.slice('clinics/'.length)]);
    const served = await call(s, null, 'GET', `/api/files/clinics/${w.clinicA}/logo`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await call(s, null, 'GET', `/api/clinics/${w.clinicA}`)).json().data.logo).toBe(`/api/files/clinics/${w.clinicA}/logo`);

    const second = await uploadLogo(w.admin.token, w.clinicA, [{ bytes: GIF }]);
    expect(second.statusCode).toBe(200);
    const now = (await clinicRow(w.clinicA)).logo!;
    expect(now).toMatch(/\.gif$/);
    expect(logoFiles()).toEqual([now.slice('clinics/'.length)]);
    const lines = await auditLines(s);
    expect(lines.map((l) => l.action)).toEqual(['clinic.logo_change', 'clinic.logo_change']);
    expect(lines[1].detail).toEqual({ logo: { old: stored, new: now } });
  });

  it('a bad upload is refused with a coded 4xx and changes nothing', async () => {
    const w = await cadminWorld(s);
    const before = await clinicRow(w.clinicA);
    const svg = await uploadLogo(w.admin.token, w.clinicA, [{ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') }]);
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('upload.not_image');
    const wrongField = await uploadLogo(w.admin.token, w.clinicA, [{ field: 'logo', bytes: PNG }]);
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().code).toBe('upload.missing');
    const big = await uploadLogo(w.admin.token, w.clinicA, [{ bytes: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) }]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('upload.too_large');
    const notMultipart = await call(s, w.admin.token, 'POST', `/api/cadmin/clinics/${w.clinicA}/logo`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(422);
    expect(await clinicRow(w.clinicA)).toEqual(before);
    expect(logoFiles()).toEqual([]);
    expect(await auditLines(s)).toEqual([]);
  });
});

describe('the booking rules', () => {
  const body = { min_notice_minutes: 30, booking_horizon_days: 14, cancellation_notice_minutes: 240 };

  it('only the clinic’s administrators change them, with an audit line of old and new', async () => {
    const w = await cadminWorld(s);
    for (const who of [w.operator, w.doctor, w.patient, w.adminB, w.loneOperator]) {
      const res = await call(s, who.token, 'PUT', `/api/clinics/${w.clinicA}/settings`, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('cadmin.not_allowed');
    }
    expect((await call(s, w.admin.token, 'PUT', '/api/clinics/999999/settings', body)).statusCode).toBe(403);
    expect(await auditLines(s)).toEqual([]);
    const res = await call(s, w.admin.token, 'PUT', `/api/clinics/${w.clinicA}/settings`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(body);
    const lines = await auditLines(s);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ actor_id: w.admin.id, action: 'clinic.settings_change', record_type: 'clinic', record_id: String(w.clinicA), clinic_id: w.clinicA });
    expect(lines[0].detail).toEqual({
      min_notice_minutes: { old: 60, new: 30 },
      booking_horizon_days: { old: 30, new: 14 },
      cancellation_notice_minutes: { old: 120, new: 240 },
    });
    // The same values again: no change, no line.
    await call(s, w.admin.token, 'PUT', `/api/clinics/${w.clinicA}/settings`, body);
    expect(await auditLines(s)).toHaveLength(1);
  });
});

describe('the audit trail filters', () => {
  it('narrows to one administered clinic and to a kind of action; another clinic is 403', async () => {
    const w = await cadminWorld(s);
    await call(s, w.admin.token, 'PUT', `/api/cadmin/clinics/${w.clinicA}/profile`, validProfile());
    await call(s, w.admin.token, 'PUT', `/api/clinics/${w.clinicA}/settings`, { min_notice_minutes: 0, booking_horizon_days: 10, cancellation_notice_minutes: 0 });
    const page = (q: string, token = w.admin.token) => call(s, token, 'GET', `/api/audit?${q}`);
    expect((await page(`clinic_id=${w.clinicA}`)).json().data.total).toBe(2);
    const profileOnly = (await page(`clinic_id=${w.clinicA}&action=clinic.profile`)).json().data;
    expect(profileOnly.items.map((i: { action: string }) => i.action)).toEqual(['clinic.profile_change']);
    expect(profileOnly.items[0].actor).toMatchObject({ id: w.admin.id });
    // `_` and `%` are no wildcards.
    expect((await page('action=clinic_profile')).json().data.total).toBe(0);
    expect((await page(`clinic_id=${w.clinicB}`)).statusCode).toBe(403);
    expect((await page(`clinic_id=${w.clinicA}`, w.adminB.token)).statusCode).toBe(403);
    expect((await page(`clinic_id=${w.clinicA}`, w.operator.token)).statusCode).toBe(403);
    expect((await page('action=Bad%25')).statusCode).toBe(422);
  });
});

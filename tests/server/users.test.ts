import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';
import { photoUrl } from '../../server/features/users/users.repository';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startTestServer();
  const me = await createUser(s.db);
  token = await signIn(s.db, me.id, s.clock);
});
afterAll(async () => s.close());

const lookup = (ids: unknown, headers: Record<string, string> = bearer(token)) =>
  s.app.inject({ method: 'POST', url: '/api/users', payload: { ids } as Record<string, unknown>, headers });

describe('POST /api/users', () => {
  it('answers names in both languages and photos for the ids that exist, in the order asked', async () => {
    const doctor = await createUser(s.db, { type: 'Doctor' });
    const patient = await createUser(s.db);
    await s.db.updateTable('users').set({ photo_path: 'avatars/x.webp', photo_version: 3, lastname: JSON.stringify({ ka: 'კაპანაძე', en: 'Kapanadze' }) }).where('id', '=', doctor.id).execute();
    const res = await lookup([doctor.id, randomUUID(), patient.id, doctor.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].photo).toContain('v=3');
    expect(res.json()).toEqual({
      data: [
        {
          id: doctor.id,
          type: 'Doctor',
          firstname: { ka: 'ნინო', en: 'Nino' },
          lastname: { ka: 'კაპანაძე', en: 'Kapanadze' },
          photo: photoUrl({ id: doctor.id, photo_path: 'avatars/x.webp', photo_version: 3 }),
          speciality_id: null,
        },
        { id: patient.id, type: 'Patient', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null, speciality_id: null },
      ],
    });
  });

  it('tells nothing more than names, photos, the kind of user and a speciality', async () => {
    const other = await createUser(s.db);
    const [entry] = (await lookup([other.id])).json().data;
    expect(Object.keys(entry).sort()).toEqual(['firstname', 'id', 'lastname', 'photo', 'speciality_id', 'type']);
  });

  it('answers an empty list for no ids', async () => {
    expect((await lookup([])).json()).toEqual({ data: [] });
  });

  it('answers 401 without a session', async () => {
    const other = await createUser(s.db);
    const res = await lookup([other.id], {});
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('refuses more than 100 ids, ids that are not UUIDs and a missing list', async () => {
    const tooMany = await lookup(Array.from({ length: 101 }, () => randomUUID()));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual([{ path: 'ids', code: 'field.too_long', params: { limit: 100 } }]);
    const notUuid = await lookup(['42', "1'; DROP TABLE users; --"]);
    expect(notUuid.statusCode).toBe(422);
    expect(notUuid.json().errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([['ids.0', 'field.format'], ['ids.1', 'field.format']]);
    const missing = await s.app.inject({ method: 'POST', url: '/api/users', payload: {}, headers: bearer(token) });
    expect(missing.json().errors).toEqual([{ path: 'ids', code: 'field.required' }]);
  });
});

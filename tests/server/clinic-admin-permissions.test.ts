import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATUMI_CLINIC_ID, DEMO_CLINIC_ID, clinicServiceId } from '../../server/db/seed/clinics';
import { BATUMI_SUPPORT, DEMO_DESK, DEMO_OPERATOR, DEMO_PATIENT, DOCTORS } from '../../server/db/seed/people';
import { SERVICE } from '../../server/db/seed/static-lists';
import { startTestServer, type TestServer } from '../support/server';
import { signIn } from '../support/session';

/**
 * The administration rule (src/protocol/clinic-admin.ts) over every route of it, read from the
 * running app: whatever `/api/cadmin/...` route is added later is in this table without a line
 * being written. For each, an anonymous caller gets 401, and a patient, a doctor of the clinic,
 * the clinic's front-desk operator (not an administrator) and another clinic's administrator
 * get 403 `cadmin.not_allowed`, before their body is even read: the answer names no record and
 * no field. The demo clinic's administrator is let through (whatever the empty body then earns).
 * The desk's patient registration, for every operator, is checked the same way.
 */
let s: TestServer;
let routes: { method: string; path: string }[];
const tokens: Record<string, string> = {};
const demoDoctor = DOCTORS.find((d) => d.clinics.some((c) => c.id === DEMO_CLINIC_ID))!;

beforeAll(async () => {
  s = await startTestServer({ seed: true });
  // An administrator of the other clinic: someone with the right role, at the wrong clinic.
  await s.db.updateTable('clinic_members').set({ role: 'admin' }).where('user_id', '=', BATUMI_SUPPORT.id).where('clinic_id', '=', BATUMI_CLINIC_ID).execute();
  for (const [name, id] of Object.entries({ admin: DEMO_OPERATOR.id, desk: DEMO_DESK.id, doctor: demoDoctor.id, patient: DEMO_PATIENT.id, otherAdmin: BATUMI_SUPPORT.id })) {
    tokens[name] = await signIn(s.db, id, s.clock);
  }
  routes = listRoutes(s.app.printRoutes({ commonPrefix: false }));
}, 120_000);
afterAll(async () => s.close());

/**
 * Every (method, path) of the route tree Fastify prints: each line is a segment under the line
 * one level less indented, e.g. `├── /api/cadmin/clinics/:clinicId/doctors (GET, HEAD, POST)`
 * then `│   ├── /:doctorId/services (PUT)`.
 */
function listRoutes(tree: string): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = Math.round((at - 1) / 4);
    const m = /^(\S+)(?: \(([A-Z, ]+)\))?/.exec(line.slice(at + 3));
    if (!m) continue;
    const path = (parents[depth - 1] ?? '') + m[1];
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of m[2]?.split(', ') ?? []) if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, path });
  }
  return found;
}

/**
 * A path about the demo clinic, its other parameters ids of nobody there (a person who does not
 * exist, the other clinic's service), so the administrator's pass changes nothing for the next
 * route while everyone else is still refused on the clinic alone.
 */
const NOBODY = '00000000-0000-4000-8000-0000000fffff';
const concrete = (path: string) =>
  path
    .replace(':clinicId', String(DEMO_CLINIC_ID))
    .replace(':userId', NOBODY)
    .replace(':doctorId', NOBODY)
    .replace(':id', String(clinicServiceId(BATUMI_CLINIC_ID, SERVICE.familyDoctor)));

const call = (method: string, url: string, token?: string) => {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  return method === 'GET' || method === 'DELETE'
    ? s.app.inject({ method: method as 'GET', url, headers: auth })
    : s.app.inject({ method: method as 'POST', url, headers: { ...auth, 'content-type': 'application/json' }, payload: '{}' });
};

describe('clinic administration: who may call which route (issue 16)', () => {
  it('finds the administration routes in the running app', () => {
    const admin = routes.filter((r) => r.path.startsWith('/api/cadmin/'));
    expect(admin.length).toBeGreaterThanOrEqual(20);
    expect(admin.every((r) => r.path.startsWith('/api/cadmin/clinics/:clinicId'))).toBe(true);
  });

  it('answers 401 to anyone signed out and 403 to everyone but the clinic\'s administrators, before reading the body', async () => {
    const admin = routes.filter((r) => r.path.startsWith('/api/cadmin/'));
    for (const r of admin) {
      const url = concrete(r.path);
      const anon = await call(r.method, url);
      expect(anon.statusCode, `${r.method} ${url} anonymous`).toBe(401);
      for (const who of ['patient', 'doctor', 'desk', 'otherAdmin']) {
        const res = await call(r.method, url, tokens[who]);
        expect([res.statusCode, res.json().code], `${r.method} ${url} as ${who}`).toEqual([403, 'cadmin.not_allowed']);
        expect(Object.keys(res.json()).sort(), `${r.method} ${url} as ${who}`).toEqual(expect.not.arrayContaining(['errors', 'data', 'current']));
      }
      const allowed = await call(r.method, url, tokens.admin);
      expect([401, 403, 500], `${r.method} ${url} as the administrator: ${allowed.body.slice(0, 200)}`).not.toContain(allowed.statusCode);
    }
  }, 120_000);

  it('answers an unknown clinic and a malformed clinic id as it answers someone else\'s clinic', async () => {
    for (const clinic of ['999999', 'abc', '0', '1e3', '99999999999']) {
      const res = await call('GET', `/api/cadmin/clinics/${clinic}/profile`, tokens.admin);
      expect([res.statusCode, res.json().code], clinic).toEqual([403, 'cadmin.not_allowed']);
    }
  });

  it('lets every operator of the clinic register patients at its desk, and nobody else', async () => {
    const lookup = `/api/desk/patients/lookup?clinic_id=${DEMO_CLINIC_ID}&id_number=01001000001`;
    expect((await call('GET', lookup)).statusCode).toBe(401);
    for (const who of ['admin', 'desk']) expect((await call('GET', lookup, tokens[who])).statusCode, who).toBe(200);
    for (const who of ['patient', 'doctor', 'otherAdmin']) {
      const res = await call('GET', lookup, tokens[who]);
      expect([res.statusCode, res.json().code], who).toEqual([403, 'desk.not_allowed']);
    }
  });

  it('keeps booking rules to the clinic\'s administrators', async () => {
    const url = `/api/clinics/${DEMO_CLINIC_ID}/settings`;
    for (const who of ['patient', 'doctor', 'desk', 'otherAdmin']) {
      const res = await s.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${tokens[who]}` }, payload: { min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120, services: [] } });
      expect(res.statusCode, who).toBe(403);
    }
  });
});

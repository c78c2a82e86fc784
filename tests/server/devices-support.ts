import type { DeviceType } from '../../src/protocol/checkups';
import { freshSample, type SampleName } from '../../server/features/devices/sample-record';
import type { TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { cadminWorld, call } from './cadmin-support';
import { auth } from './chats-support';

/** The ID number the demo fixtures (t8x-demo, gs2-demo) carry. */
export const FIXTURE_ID_NUMBER = '01001000001';

/**
 * The clinic-administration world (two clinics, their administrators, a plain operator, doctors,
 * a patient) plus: the patient the demo fixtures are about, and a T8X and a GS2 key of clinic A.
 */
export async function devicesWorld(s: TestServer) {
  const w = await cadminWorld(s);
  const measured = await createUser(s.db, { type: 'Patient', idNumber: FIXTURE_ID_NUMBER });
  const t8x = await issue(s, w.admin.token, w.clinicA, 'T8X', 'კიოსკი — მიმღები');
  s.clock.advance(1000);
  const gs2 = await issue(s, w.admin.token, w.clinicA, 'GS2', 'GS2 — first floor');
  s.clock.advance(1000);
  return { ...w, measured, t8x, gs2 };
}
export type DevicesWorld = Awaited<ReturnType<typeof devicesWorld>>;

/** Issues a key through the API; answers its id and the key itself. */
export async function issue(s: TestServer, token: string, clinicId: number, deviceType: DeviceType, label: string): Promise<{ id: string; key: string }> {
  const res = await call(s, token, 'POST', `/api/cadmin/clinics/${clinicId}/device-keys`, { label, device_type: deviceType });
  if (res.statusCode !== 201) throw new Error(`issue: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { device_key: { id: string }; key: string };
  return { id: data.device_key.id, key: data.key };
}

let recordCounter = 0;

/** A fixture with a RecordNo of its own (unless given) and MeasureTime an hour before the server's clock. */
export function sample(s: TestServer, name: SampleName, over: { recordNo?: string; idNumber?: string } = {}): Record<string, unknown> {
  recordCounter += 1;
  return freshSample(name, { recordNo: over.recordNo ?? `7700${Date.now()}${recordCounter}`, measuredAt: new Date(s.clock.now().getTime() - 3600_000), idNumber: over.idNumber });
}

/** Sends a body (an object as JSON, a string as it is) with `Authorization: Device <key>` (null: no header). */
export function send(s: TestServer, key: string | null, body: unknown, headers: Record<string, string> = {}) {
  return s.app.inject({
    method: 'POST',
    url: '/api/devices/records',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { authorization: `Device ${key}` }), ...headers },
    payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
}

/** Rows of the ingestion tables. */
export async function stored(s: TestServer) {
  const [records, checkups, log] = await Promise.all([
    s.db.selectFrom('device_records').selectAll().orderBy('received_at').execute(),
    s.db.selectFrom('checkups').selectAll().execute(),
    s.db.selectFrom('patient_log').select('id').execute(),
  ]);
  return { records, checkups, log: log.length };
}

/** GET as someone. */
export const get = (s: TestServer, token: string, url: string) => s.app.inject({ method: 'GET', url, headers: auth(token) });

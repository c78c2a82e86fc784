import { describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { serverHooks } from '../support/server-hooks';
import { call } from './cadmin-support';
import { devicesWorld, sample, send, stored, type DevicesWorld } from './devices-support';

/**
 * `POST /api/devices/records` (issue 17, src/protocol/device-records.ts): a kiosk's record is
 * stored once, matched to the patient by ID number (their checkup) or held; every refusal is
 * coded and leaves nothing behind.
 */
let s: TestServer;
let w: DevicesWorld;
const start = async () => {
  s = await startTestServer();
  w = await devicesWorld(s);
};
const stop = () => s.close();
const { freshServer, sharedServer } = serverHooks(start, stop);

describe('a kiosk record in', () => {
  freshServer();
  it('makes a T8X record the patient\'s checkup: 201 with the receipt, the record kept whole', async () => {
    const record = sample(s, 't8x-demo');
    const res = await send(s, w.t8x.key, record);
    expect(res.statusCode).toBe(201);
    const receipt = res.json().data;
    expect(receipt).toMatchObject({ status: 'matched', duplicate: false });
    const { records, checkups } = await stored(s);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: receipt.record_id, status: 'matched', patient_id: w.measured.id, device_type: 'T8X', clinic_id: w.clinicA, device_key_id: w.t8x.id, id_number: '01001000001' });
    expect(typeof records[0].raw === 'string' ? JSON.parse(records[0].raw) : records[0].raw).toEqual(record);
    expect(checkups).toHaveLength(1);
    expect(checkups[0]).toMatchObject({ id: receipt.checkup_id, patient_id: w.measured.id, device_record_id: receipt.record_id, device_type: 'T8X', record_no: record.RecordNo });
    // MeasureTime is the clinic's wall clock (Asia/Tbilisi, UTC+4): an hour before the server's clock.
    expect(new Date(records[0].measured_at).toISOString()).toBe(new Date(s.clock.now().getTime() - 3600_000).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    expect(checkups[0].out_of_range).toBeGreaterThan(0);
  });

  it('makes a GS2 record the patient\'s checkup, with its urinalysis', async () => {
    const res = await send(s, w.gs2.key, sample(s, 'gs2-demo'));
    expect(res.statusCode).toBe(201);
    const checkup = await s.db.selectFrom('checkups').selectAll().where('id', '=', res.json().data.checkup_id).executeTakeFirstOrThrow();
    const sections = (typeof checkup.sections === 'string' ? JSON.parse(checkup.sections) : checkup.sections) as { key: string }[];
    expect(checkup.device_type).toBe('GS2');
    expect(sections.map((x) => x.key)).toContain('urinalysis');
  });

  it('answers a resend with the stored receipt and changes nothing', async () => {
    const record = sample(s, 't8x-demo');
    const first = (await send(s, w.t8x.key, record)).json().data;
    const before = await stored(s);
    s.clock.advance(5 * 60_000);
    const again = await send(s, w.t8x.key, record);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ ...first, duplicate: true });
    // The same RecordNo from the same machine with other values is still the same record.
    const changed = { ...record, BloodPressure: { HighPressure: '200', LowPressure: '120', Pulse: '90', Result: '3' } };
    expect((await send(s, w.t8x.key, changed)).json().data).toEqual({ ...first, duplicate: true });
    const after = await stored(s);
    expect(after).toEqual(before);
  });

  it('stores one record and one checkup when two kiosks race with the same RecordNo', async () => {
    const record = sample(s, 't8x-demo');
    const answers = await Promise.all([send(s, w.t8x.key, record), send(s, w.t8x.key, record)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((x) => x.json().data);
    expect(a.record_id).toBe(b.record_id);
    expect(a.checkup_id).toBe(b.checkup_id);
    const { records, checkups } = await stored(s);
    expect([records.length, checkups.length]).toEqual([1, 1]);
  });

  it('holds a record whose ID number is no patient\'s: 202, no checkup', async () => {
    const res = await send(s, w.t8x.key, sample(s, 't8x-unknown-patient'));
    expect(res.statusCode).toBe(202);
    expect(res.json().data).toMatchObject({ status: 'held', checkup_id: null, duplicate: false });
    const { records, checkups, log } = await stored(s);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'held', patient_id: null, id_number: '61009034512' });
    expect([checkups.length, log]).toEqual([0, 0]);
  });

  it('holds a record of a doctor\'s ID number: only patients\' accounts are matched', async () => {
    const doctorIdNumber = (await s.db.selectFrom('users').select('id_number').where('id', '=', w.doctor.id).executeTakeFirstOrThrow()).id_number;
    const res = await send(s, w.t8x.key, sample(s, 't8x-demo', { idNumber: doctorIdNumber }));
    expect([res.statusCode, res.json().data.status]).toEqual([202, 'held']);
  });
});

const nothingStored = async () => {
  const { records, checkups, log } = await stored(s);
  expect([records.length, checkups.length, log]).toEqual([0, 0, 0]);
};

describe('a kiosk refused for its key, nothing stored', () => {
  freshServer();

  it('answers 401 without a key or with an unknown one, 403 with a revoked one', async () => {
    const record = sample(s, 't8x-demo');
    expect([(await send(s, null, record)).statusCode, (await send(s, null, record)).json().code]).toEqual([401, 'device.key_missing']);
    const bearer = await send(s, null, record, { authorization: `Bearer ${w.admin.token}` });
    expect([bearer.statusCode, bearer.json().code]).toEqual([401, 'device.key_missing']);
    for (const key of ['dk_not_a_key_of_anyone', `${w.t8x.key}x`, 'ä'.repeat(10), 'x'.repeat(500)]) {
      const res = await send(s, key, record);
      expect([res.statusCode, res.json().code], key).toEqual([401, 'device.key_invalid']);
    }
    await call(s, w.admin.token, 'POST', `/api/cadmin/clinics/${w.clinicA}/device-keys/${w.t8x.id}/revoke`);
    const revoked = await send(s, w.t8x.key, record);
    expect([revoked.statusCode, revoked.json().code]).toEqual([403, 'device.key_revoked']);
    await nothingStored();
  });
});

describe('a kiosk record refused, nothing stored', () => {
  sharedServer();
  it('answers 409 for a record of the other device type than its key', async () => {
    for (const [key, name] of [[w.t8x.key, 'gs2-demo'], [w.gs2.key, 't8x-demo']] as const) {
      const res = await send(s, key, sample(s, name));
      expect([res.statusCode, res.json().code], name).toEqual([409, 'device.type_mismatch']);
    }
    await nothingStored();
  });

  const record = () => sample(s, 't8x-demo');
  const without = (field: string) => Object.fromEntries(Object.entries(record()).filter(([k]) => k !== field));
  const nested = (depth: number): unknown => (depth === 0 ? 'x' : { a: nested(depth - 1) });
  const malformed: [string, () => unknown, string[]][] = [
    ['not JSON', () => '{"MachineId": "HST1", ', ['record']],
    ['an array', () => [record()], ['record']],
    ['a number', () => '42', ['record']],
    ['empty', () => '', ['record']],
    ['nested beyond reason', () => ({ ...record(), Extra: nested(200) }), ['record']],
    ['a deep array bomb', () => '['.repeat(100_000) + ']'.repeat(100_000), ['record']],
    ['without MachineId', () => without('MachineId'), ['MachineId']],
    ['without RecordNo', () => without('RecordNo'), ['RecordNo']],
    ['a MeasureTime that is no time', () => ({ ...record(), MeasureTime: '2026-02-30 25:00:00' }), ['MeasureTime']],
    ['a MeasureTime in another format', () => ({ ...record(), MeasureTime: '04.11.2026 09:35' }), ['MeasureTime']],
    ['an ID number that is not 11 digits', () => ({ ...record(), userId: '0100100000', Member: { IdCode: '' } }), ['userId']],
    ['no ID number', () => ({ ...without('userId'), Member: {} }), ['userId']],
  ];
  it.each(malformed)('answers 422 device.record_invalid for a body %s, with the fields at fault', async (_name, body, paths) => {
    const res = await send(s, w.t8x.key, body());
    expect([res.statusCode, res.json().code]).toEqual([422, 'device.record_invalid']);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual(paths);
    await nothingStored();
  });

  it('answers 413 for a body over 512 KB and never a 500 for a body of another content type', async () => {
    const huge = await send(s, w.t8x.key, { ...record(), Padding: 'x'.repeat(600 * 1024) });
    expect([huge.statusCode, huge.json().code]).toEqual([413, 'payload_too_large']);
    const asText = await send(s, w.t8x.key, JSON.stringify(record()), { 'content-type': 'text/plain' });
    expect(asText.statusCode).toBe(201);
    const binary = await send(s, w.t8x.key, Buffer.from([0xff, 0xfe, 0x00, 0x01]), { 'content-type': 'application/octet-stream' });
    expect([binary.statusCode, binary.json().code]).toEqual([422, 'device.record_invalid']);
  });
});

describe('what a stored checkup sets off (its readings in the health log, alerts on critical values)', () => {
  freshServer();
  const notificationsOf = (userId: string) => s.db.selectFrom('notifications').select(['action', 'entity_type', 'entity_id', 'entity']).where('user_id', '=', userId).execute();
  const entityOf = (n: { entity: unknown }) => (typeof n.entity === 'string' ? JSON.parse(n.entity) : n.entity) as Record<string, unknown>;
  // The entity as text with its ids and times blanked: a random uuid or a time's milliseconds may
  // contain the digits of a reading.
  const entityText = (n: { entity: unknown }) =>
    JSON.stringify(entityOf(n))
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, '<time>');

  it('writes the checkup\'s readings into the patient\'s log as device readings', async () => {
    const res = await send(s, w.t8x.key, sample(s, 't8x-demo'));
    const log = await s.db.selectFrom('patient_log').select(['patient_id', 'checkup_id', 'created_by']).execute();
    expect(log.length).toBeGreaterThan(0);
    expect(log.every((r) => r.patient_id === w.measured.id && r.checkup_id === res.json().data.checkup_id && r.created_by === null)).toBe(true);
  });

  it('alerts the patient\'s doctor (an active chat) of a critical value, linking to the checkup', async () => {
    await s.db.insertInto('chat_spaces').values({ type: 'PatientDoctor', doctor_id: w.doctor.id, patient_id: w.measured.id, clinic_id: null, active_until: new Date(s.clock.now().getTime() + 86_400_000), last_clinic_inquiry: null, created_at: s.clock.now() }).execute();
    const res = await send(s, w.gs2.key, sample(s, 'gs2-demo'));
    expect(res.statusCode).toBe(201);
    const alerts = (await notificationsOf(w.doctor.id)).filter((n) => n.action === 'checkup.critical');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ entity_type: 'checkup', entity_id: res.json().data.checkup_id });
    expect(entityOf(alerts[0])).toMatchObject({ patient_id: w.measured.id });
    expect(entityText(alerts[0])).toContain('89');
    // The clinic's operators are not told when the patient has a doctor.
    expect((await notificationsOf(w.operator.id)).filter((n) => n.action === 'checkup.critical')).toHaveLength(0);
  });

  it('tells the kiosk clinic\'s operators, without the values, when the patient has no doctor', async () => {
    await send(s, w.gs2.key, sample(s, 'gs2-demo'));
    const alerts = (await notificationsOf(w.operator.id)).filter((n) => n.action === 'checkup.critical');
    expect(alerts).toHaveLength(1);
    expect(entityOf(alerts[0])).toMatchObject({ patient_id: w.measured.id, for_operator: true });
    expect(entityText(alerts[0])).not.toContain('89');
  });

  it('alerts no one for a checkup without a critical value', async () => {
    await send(s, w.t8x.key, sample(s, 't8x-demo'));
    const all = await s.db.selectFrom('notifications').select('action').where('action', '=', 'checkup.critical').execute();
    expect(all).toHaveLength(0);
  });
});

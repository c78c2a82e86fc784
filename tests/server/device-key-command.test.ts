import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDeviceKeyArgs, runDeviceKey } from '../../server/commands/device-key';
import { parseSendSampleArgs, runSendSample } from '../../server/commands/send-sample';
import { DEMO_DEVICE_KEYS } from '../../server/db/seed/checkups';
import { startTestServer, type TestServer } from '../support/server';
import { createClinic } from './chats-support';
import { createUser } from '../support/fixtures';
import { FIXTURE_ID_NUMBER } from './devices-support';

/** The two commands of issue 17: `npm run device-key` and `npm run send-sample`. */

describe('npm run device-key: arguments', () => {
  it('reads issue, revoke and list', () => {
    expect(parseDeviceKeyArgs(['issue', '--clinic', '1', '--type', 't8x', '--label', ' Lobby kiosk '])).toEqual({ command: 'issue', clinicId: 1, deviceType: 'T8X', label: 'Lobby kiosk' });
    expect(parseDeviceKeyArgs(['revoke', '--id', '00000000-0000-4000-9700-00000000000A'])).toEqual({ command: 'revoke', id: '00000000-0000-4000-9700-00000000000a' });
    expect(parseDeviceKeyArgs(['list', '--clinic', '12'])).toEqual({ command: 'list', clinicId: 12 });
  });

  it.each([
    [[], 'say one of issue, revoke or list'],
    [['issue', 'list', '--clinic', '1'], 'say one of issue, revoke or list'],
    [['delete', '--id', 'x'], 'unknown command "delete"'],
    [['issue', '--clinic', '1', '--type', 'T9', '--label', 'x'], '--type must be T8X or GS2'],
    [['issue', '--clinic', '1', '--type', 'GS2'], '--label must be 1 to 80 characters'],
    [['issue', '--clinic', '1', '--type', 'GS2', '--label', 'x'.repeat(81)], '--label must be 1 to 80 characters'],
    [['issue', '--clinic', 'one', '--type', 'GS2', '--label', 'x'], '--clinic must be a clinic id'],
    [['list'], '--clinic must be a clinic id'],
    [['list', '--clinic', '1', '--id', 'x'], 'list takes no --id'],
    [['revoke', '--id', '42'], '--id must be a device key id'],
    [['revoke', '--id', 'x', '--force'], "Unknown option '--force'"],
  ])('refuses %j with a line saying why and the usage', (argv, why) => {
    const parsed = parseDeviceKeyArgs(argv);
    expect('error' in parsed && parsed.error).toContain(why);
    expect('error' in parsed && parsed.error).toContain('usage: npm run device-key');
  });
});

describe('npm run device-key on a database', () => {
  let s: TestServer;
  let clinic: number;
  beforeEach(async () => {
    s = await startTestServer();
    clinic = await createClinic(s.db);
  });
  afterEach(async () => s.close());
  const run = (...argv: string[]) => runDeviceKey(s.db, argv, s.clock.now());

  it('issues a key, prints it once, lists it without it, revokes it, each audited without an actor', async () => {
    const issued = await run('issue', '--clinic', String(clinic), '--type', 'GS2', '--label', 'Lobby kiosk');
    expect(issued.code).toBe(0);
    const key = issued.line.split('\n')[1];
    expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    const row = await s.db.selectFrom('device_keys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clinic_id: clinic, label: 'Lobby kiosk', device_type: 'GS2', key_hash: createHash('sha256').update(key).digest('hex'), created_by: null });
    expect(issued.line).toContain(row.id);

    const listed = await run('list', '--clinic', String(clinic));
    expect(listed.code).toBe(0);
    expect(listed.line).toContain(row.id);
    expect(listed.line).toContain(`${key.slice(0, 10)}…`);
    expect(listed.line).not.toContain(key);
    expect(listed.line).toContain('active');

    expect(await run('revoke', '--id', row.id)).toMatchObject({ code: 0, line: expect.stringMatching(/^Revoked: /) });
    expect((await run('list', '--clinic', String(clinic))).line).toContain('REVOKED');
    const lines = await s.db.selectFrom('audit_log').select(['action', 'actor_id', 'clinic_id']).where('record_type', '=', 'device_key').orderBy('id').execute();
    expect(lines).toEqual([
      { action: 'device_key.issue', actor_id: null, clinic_id: clinic },
      { action: 'device_key.revoke', actor_id: null, clinic_id: clinic },
    ]);
  });

  it('exits 1 for an unknown clinic or key and 2 for wrong arguments, changing nothing', async () => {
    expect(await run('issue', '--clinic', '999999', '--type', 'T8X', '--label', 'x')).toEqual({ code: 1, line: 'No clinic 999999.' });
    expect(await run('list', '--clinic', '999999')).toEqual({ code: 1, line: 'No clinic 999999.' });
    expect((await run('list', '--clinic', String(clinic))).line).toBe(`Clinic ${clinic} has no device keys.`);
    expect((await run('revoke', '--id', '00000000-0000-4000-8000-000000000000')).code).toBe(1);
    expect((await run('issue', '--clinic', String(clinic))).code).toBe(2);
    expect(await s.db.selectFrom('device_keys').select('id').execute()).toEqual([]);
  });
});

describe('npm run send-sample: arguments', () => {
  it('defaults to a T8X record with the demo key to the local server', () => {
    expect(parseSendSampleArgs([])).toEqual({ deviceType: 'T8X', key: DEMO_DEVICE_KEYS.T8X, url: 'http://127.0.0.1:8080', idNumber: null, recordNo: null });
    expect(parseSendSampleArgs(['--type', 'gs2', '--url', 'https://clinic.example.ge/', '--id-number', '01001000001', '--record-no', 'R-1'])).toEqual({
      deviceType: 'GS2', key: DEMO_DEVICE_KEYS.GS2, url: 'https://clinic.example.ge', idNumber: '01001000001', recordNo: 'R-1',
    });
    expect(parseSendSampleArgs(['--key', 'dk_other'])).toMatchObject({ key: 'dk_other' });
  });

  it.each([
    [['--type', 'X1'], '--type must be T8X or GS2'],
    [['--url', 'localhost:8080'], '--url must be'],
    [['--id-number', '123'], '--id-number must be'],
    [['--record-no', 'a b'], '--record-no must be'],
    [['--key', ' '], '--key must not be empty'],
    [['extra'], 'Unexpected argument'],
  ])('refuses %j', (argv, why) => {
    const parsed = parseSendSampleArgs(argv);
    expect('error' in parsed && parsed.error).toContain(why);
  });
});

describe('npm run send-sample against a listening server', () => {
  let s: TestServer;
  let url: string;
  let key: string;
  beforeEach(async () => {
    s = await startTestServer({ listen: true });
    url = s.url!;
    const clinic = await createClinic(s.db);
    const issued = await runDeviceKey(s.db, ['issue', '--clinic', String(clinic), '--type', 'T8X', '--label', 'Test kiosk'], s.clock.now());
    key = issued.line.split('\n')[1];
    await createUser(s.db, { type: 'Patient', idNumber: FIXTURE_ID_NUMBER });
  });
  afterEach(async () => s.close());

  it('sends a fresh record that becomes a checkup, then the same RecordNo as a duplicate', async () => {
    const now = new Date(s.clock.now().getTime() - 60_000);
    const first = await runSendSample(['--key', key, '--url', url, '--record-no', 'CLI-1'], now);
    expect(first.code).toBe(0);
    expect(first.line).toContain('HTTP 201');
    expect(first.line).toContain('"status": "matched"');
    const record = await s.db.selectFrom('device_records').selectAll().executeTakeFirstOrThrow();
    expect([record.record_no, record.id_number, new Date(record.measured_at).getTime()]).toEqual(['CLI-1', FIXTURE_ID_NUMBER, Math.floor(now.getTime() / 1000) * 1000]);
    const again = await runSendSample(['--key', key, '--url', url, '--record-no', 'CLI-1'], now);
    expect(again.line).toContain('HTTP 200');
    expect(again.line).toContain('"duplicate": true');
    // Without --record-no each send is a new record; another ID number is held.
    const held = await runSendSample(['--key', key, '--url', url, '--id-number', '61009034599'], now);
    expect(held.line).toContain('HTTP 202');
    expect(await s.db.selectFrom('device_records').select('id').execute()).toHaveLength(2);
  });

  it('prints the refusal and exits 1 for a key the server does not know, or no server', async () => {
    const refused = await runSendSample(['--key', 'dk_unknown', '--url', url]);
    expect(refused.code).toBe(1);
    expect(refused.line).toContain('HTTP 401');
    expect(refused.line).toContain('device.key_invalid');
    const wrongType = await runSendSample(['--type', 'GS2', '--key', key, '--url', url]);
    expect(wrongType.line).toContain('HTTP 409');
    const nobody = await runSendSample(['--url', 'http://127.0.0.1:1']);
    expect(nobody.code).toBe(1);
    expect(nobody.line).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:1\/api\/devices\/records/);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_KEY_IDS, DEMO_DEVICE_KEYS, DEMO_DEVICE_RECORD_IDS, DEMO_REVOKED_DEVICE_KEY } from '../../server/db/seed/checkups';
import { DEMO_CLINIC_ID } from '../../server/db/seed/clinics';
import { DEMO_OPERATOR, DEMO_PATIENT } from '../../server/db/seed/people';
import { signIn } from '../support/session';
import { startTestServer, type TestServer } from '../support/server';
import { get, sample, send } from './devices-support';

/** The demo clinic's kiosks and what they sent (issue 17), on a freshly seeded database. */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ seed: true });
}, 60_000);
afterAll(async () => s.close());

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

describe('the demo kiosks', () => {
  it('have known demo keys, stored hashed, one of them revoked, issued and revoked in the clinic\'s trail', async () => {
    const keys = await s.db.selectFrom('device_keys').selectAll().orderBy('id').execute();
    expect(keys.map((k) => [k.id, k.device_type, k.key_hash, k.revoked_at === null])).toEqual([
      [DEMO_DEVICE_KEY_IDS.T8X, 'T8X', hash(DEMO_DEVICE_KEYS.T8X), true],
      [DEMO_DEVICE_KEY_IDS.GS2, 'GS2', hash(DEMO_DEVICE_KEYS.GS2), true],
      [DEMO_DEVICE_KEY_IDS.revoked, 'T8X', hash(DEMO_REVOKED_DEVICE_KEY), false],
    ]);
    expect(keys.every((k) => k.clinic_id === DEMO_CLINIC_ID)).toBe(true);
    expect(keys[0].label).toBe('კიოსკი — მიმღები');
    const lines = await s.db.selectFrom('audit_log').select('action').where('record_type', '=', 'device_key').orderBy('at').execute();
    expect(lines.map((l) => l.action)).toEqual(['device_key.issue', 'device_key.issue', 'device_key.revoke', 'device_key.issue']);
  });

  it('gave the demo patient a T8X checkup weeks ago and a GS2 checkup days ago, each with values out of range', async () => {
    const checkups = await s.db.selectFrom('checkups').selectAll().where('patient_id', '=', DEMO_PATIENT.id).orderBy('measured_at').execute();
    expect(checkups.map((c) => [c.device_type, c.device_record_id])).toEqual([['T8X', DEMO_DEVICE_RECORD_IDS.t8x], ['GS2', DEMO_DEVICE_RECORD_IDS.gs2]]);
    const daysAgo = (d: Date) => (Date.now() - new Date(d).getTime()) / 86_400_000;
    expect(daysAgo(checkups[0].measured_at)).toBeGreaterThan(14);
    expect(daysAgo(checkups[1].measured_at)).toBeLessThan(7);
    for (const c of checkups) expect(c.out_of_range, c.device_type).toBeGreaterThan(0);
  });

  it('hold one record of someone with no account for the clinic\'s operators', async () => {
    const token = await signIn(s.db, DEMO_OPERATOR.id, s.clock);
    const held = (await get(s, token, `/api/clinics/${DEMO_CLINIC_ID}/device-records?status=held`)).json().data;
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ id: DEMO_DEVICE_RECORD_IDS.held, status: 'held', identity: { id_number: '61009034512' } });
  });

  it('answer a record sent with a demo key, and refuse the revoked one', async () => {
    const res = await send(s, DEMO_DEVICE_KEYS.GS2, sample(s, 'gs2-demo'));
    expect([res.statusCode, res.json().data.status]).toEqual([201, 'matched']);
    expect((await send(s, DEMO_REVOKED_DEVICE_KEY, sample(s, 't8x-demo'))).statusCode).toBe(403);
  });
});

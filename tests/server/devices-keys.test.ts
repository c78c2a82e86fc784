import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { call } from './cadmin-support';
import { devicesWorld, sample, send, type DevicesWorld } from './devices-support';

let s: TestServer;
let w: DevicesWorld;
beforeEach(async () => {
  s = await startTestServer();
  w = await devicesWorld(s);
});
afterEach(async () => s.close());

const keysUrl = (clinicId: number) => `/api/cadmin/clinics/${clinicId}/device-keys`;
const auditOf = (action: string) => s.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

describe('device keys of a clinic (issue 17)', () => {
  it('issues a key once, and stores only its SHA-256 and its first ten characters', async () => {
    const res = await call(s, w.admin.token, 'POST', keysUrl(w.clinicA), { label: '  Lobby kiosk  ', device_type: 'GS2' });
    expect(res.statusCode).toBe(201);
    const { device_key: k, key } = res.json().data;
    expect(key).toMatch(/^dk_[A-Za-z0-9_-]{43}$/);
    expect(k).toMatchObject({ clinic_id: w.clinicA, label: 'Lobby kiosk', device_type: 'GS2', key_prefix: key.slice(0, 10), revoked_at: null, last_used_at: null, records: 0 });
    const row = await s.db.selectFrom('device_keys').selectAll().where('id', '=', k.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key);
    // The list never shows the key again.
    const list = await call(s, w.admin.token, 'GET', keysUrl(w.clinicA));
    expect(list.body).not.toContain(key);
    expect(list.json().data.map((d: { id: string }) => d.id)).toEqual([k.id, w.gs2.id, w.t8x.id]);
  });

  it('audits issuing and revoking in the clinic trail, named by the key\'s label', async () => {
    await call(s, w.admin.token, 'POST', `${keysUrl(w.clinicA)}/${w.t8x.id}/revoke`);
    const [issued] = (await auditOf('device_key.issue')).filter((l) => l.record_id === w.t8x.id);
    expect(issued).toMatchObject({ actor_id: w.admin.id, clinic_id: w.clinicA, record_type: 'device_key' });
    expect(await auditOf('device_key.revoke')).toHaveLength(1);
    const trail = await call(s, w.admin.token, 'GET', `/api/audit?clinic_id=${w.clinicA}&record_type=device_key`);
    expect(trail.statusCode).toBe(200);
    const labels = trail.json().data.items.map((e: { record_label: { ka: string } | null }) => e.record_label?.ka);
    expect(labels).toContain('კიოსკი — მიმღები');
  });

  it('checks the label and the device type', async () => {
    for (const [body, errors] of [
      [{ label: '   ', device_type: 'T8X' }, [{ path: 'label', code: 'field.required' }]],
      [{ label: 'x'.repeat(81), device_type: 'T8X' }, [{ path: 'label', code: 'field.too_long', params: { limit: 80 } }]],
      [{ label: 'Kiosk', device_type: 'T9' }, [{ path: 'device_type', code: 'device_key.device_type' }]],
    ] as const) {
      const res = await call(s, w.admin.token, 'POST', keysUrl(w.clinicA), body);
      expect([res.statusCode, res.json().errors], JSON.stringify(body)).toEqual([422, errors]);
    }
    expect(await s.db.selectFrom('device_keys').select('id').execute()).toHaveLength(2);
  });

  it('lists keys with how many records each sent and when it was last used', async () => {
    s.clock.advance(60_000);
    expect((await send(s, w.t8x.key, sample(s, 't8x-demo'))).statusCode).toBe(201);
    const list = (await call(s, w.admin.token, 'GET', keysUrl(w.clinicA))).json().data;
    const t8x = list.find((k: { id: string }) => k.id === w.t8x.id);
    expect(t8x).toMatchObject({ records: 1, last_used_at: s.clock.now().toISOString() });
    expect(list.find((k: { id: string }) => k.id === w.gs2.id)).toMatchObject({ records: 0, last_used_at: null });
  });

  it('revokes a key once (again changes nothing), after which the kiosk is refused', async () => {
    const url = `${keysUrl(w.clinicA)}/${w.t8x.id}/revoke`;
    const first = await call(s, w.admin.token, 'POST', url);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.revoked_at).toBe(s.clock.now().toISOString());
    s.clock.advance(60_000);
    const again = await call(s, w.admin.token, 'POST', url);
    expect(again.json().data.revoked_at).toBe(first.json().data.revoked_at);
    expect(await auditOf('device_key.revoke')).toHaveLength(1);
    expect((await send(s, w.t8x.key, sample(s, 't8x-demo'))).json().code).toBe('device.key_revoked');
  });

  it('answers 404 for another clinic\'s key or no key, changing nothing', async () => {
    const theirs = await call(s, w.adminB.token, 'POST', keysUrl(w.clinicB), { label: 'B kiosk', device_type: 'T8X' });
    const theirId = theirs.json().data.device_key.id;
    for (const id of [theirId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call(s, w.admin.token, 'POST', `${keysUrl(w.clinicA)}/${id}/revoke`);
      expect([res.statusCode, res.json().code], id).toEqual([404, 'device_key.not_found']);
    }
    const row = await s.db.selectFrom('device_keys').select('revoked_at').where('id', '=', theirId).executeTakeFirstOrThrow();
    expect(row.revoked_at).toBeNull();
  });

  it('keeps keys to the clinic\'s administrators: a plain operator, a doctor and another clinic\'s administrator get 403', async () => {
    for (const who of [w.operator, w.doctor, w.adminB, w.patient]) {
      for (const [method, url] of [['GET', keysUrl(w.clinicA)], ['POST', keysUrl(w.clinicA)], ['POST', `${keysUrl(w.clinicA)}/${w.t8x.id}/revoke`]] as const) {
        const res = await call(s, who.token, method, url, method === 'POST' ? { label: 'x', device_type: 'T8X' } : undefined);
        expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, 'cadmin.not_allowed']);
      }
    }
    expect(await s.db.selectFrom('device_keys').select('id').execute()).toHaveLength(2);
    expect((await s.db.selectFrom('device_keys').select('revoked_at').where('id', '=', w.t8x.id).executeTakeFirstOrThrow()).revoked_at).toBeNull();
  });
});

import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

describe('clinic logos', () => {
  let s: TestServer;
  const logo = (id: number | string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url: `/api/files/clinics/${id}/logo`, headers });
  const addClinic = async (path: string | null) => {
    const row = await s.db.insertInto('clinics')
      .values({ partner: false, logo: path, name: '{"ka":"კლინიკა","en":"Clinic"}', address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' })
      .returning('id').executeTakeFirstOrThrow();
    return row.id;
  };
  beforeAll(async () => {
    s = await startTestServer({ seed: true });
  });
  afterAll(async () => s.close());

  it('serves the seeded logo as SVG that may not run script or be sniffed', async () => {
    const res = await logo(1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('Healthy Family Clinic');
  });

  it('answers 304 when the browser already has this version', async () => {
    const first = await logo(2);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await logo(2, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await logo(2, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('serves a PNG logo with its own content type', async () => {
    mkdirSync(join(s.dataDir, 'uploads', 'clinics'), { recursive: true });
    writeFileSync(join(s.dataDir, 'uploads', 'clinics', 'png-logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const id = await addClinic('clinics/png-logo.png');
    const res = await logo(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers 404 for an unknown clinic, a clinic without a logo, a missing file or a file of another type', async () => {
    const withoutLogo = await addClinic(null);
    const missingFile = await addClinic('clinics/gone.svg');
    writeFileSync(join(s.dataDir, 'uploads', 'clinics', 'notes.txt'), 'not an image');
    const notAnImage = await addClinic('clinics/notes.txt');
    for (const id of [999, 'abc', withoutLogo, missingFile, notAnImage]) {
      const res = await logo(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('refuses a stored path or a link that leads outside the uploads folder', async () => {
    const secret = join(s.dataDir, 'secret.svg');
    writeFileSync(secret, '<svg>secret</svg>');
    const escaping = await addClinic('../secret.svg');
    const absolute = await addClinic(secret);
    const folder = await addClinic('clinics');
    symlinkSync(secret, join(s.dataDir, 'uploads', 'clinics', 'link.svg'));
    const linked = await addClinic('clinics/link.svg');
    for (const id of [escaping, absolute, folder, linked]) {
      const res = await logo(id);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.body).not.toContain('secret');
    }
    rmSync(join(s.dataDir, 'uploads', 'clinics', 'link.svg'));
  });
});

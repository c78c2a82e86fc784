import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';
import { bearer, signIn } from '../support/session';

/** Real 1×1 images, plus files that only pretend to be images. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.from([0xff, 0xd9])]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const TEXT = Buffer.from('Just some notes, not a picture.\n');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

interface Part {
  field?: string;
  name?: string;
  type?: string;
  bytes?: Buffer;
  value?: string;
}

/** A multipart/form-data body as a browser would send it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const p of parts) {
    if (p.value !== undefined) form.append(p.field ?? 'note', p.value);
    else form.append(p.field ?? 'file', new Blob([new Uint8Array(p.bytes!)], { type: p.type ?? 'application/octet-stream' }), p.name ?? 'photo.png');
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}

async function upload(s: TestServer, token: string | null, parts: Part[]) {
  const body = await multipart(parts);
  return s.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...body.headers, ...(token ? bearer(token) : {}) }, payload: body.payload });
}

const photoRow = (s: TestServer, id: string) =>
  s.db.selectFrom('users').select(['photo_path', 'photo_version']).where('id', '=', id).executeTakeFirstOrThrow();

const avatarFiles = (s: TestServer) => {
  const dir = join(s.dataDir, 'uploads', 'avatars');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

async function signedIn(s: TestServer) {
  const user = await createUser(s.db);
  return { id: user.id, token: await signIn(s.db, user.id, s.clock) };
}

describe('avatar upload and serving', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('stores an uploaded PNG, answers the user with a versioned URL and serves the same bytes', async () => {
    const p = await signedIn(s);
    const res = await upload(s, p.token, [{ bytes: PNG, type: 'image/png', name: 'me.png' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo).toBe(`/api/files/avatars/${p.id}?v=1`);
    expect(await photoRow(s, p.id)).toEqual({ photo_path: `avatars/${p.id}-1.png`, photo_version: 1 });

    const file = await s.app.inject({ method: 'GET', url: res.json().data.photo });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'content-disposition': 'inline',
    });
  });

  it('moves the version on with each upload, serves the newest image and deletes the previous file', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    const second = await upload(s, p.token, [{ bytes: JPEG, name: 'holiday.jpg', type: 'image/jpeg' }]);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.photo).toBe(`/api/files/avatars/${p.id}?v=2`);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=2` });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.equals(JPEG)).toBe(true);
    const mine = avatarFiles(s).filter((f) => f.startsWith(p.id));
    expect(mine).toEqual([`${p.id}-2.jpg`]);
  });

  it.each([
    ['GIF', GIF, 'image/gif', 'gif'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('accepts a %s image and serves it with its content type', async (_name, bytes, contentType, ext) => {
    const p = await signedIn(s);
    const res = await upload(s, p.token, [{ bytes, name: 'picture', type: 'application/octet-stream' }]);
    expect(res.statusCode).toBe(200);
    expect((await photoRow(s, p.id)).photo_path).toBe(`avatars/${p.id}-1.${ext}`);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.headers['content-type']).toBe(contentType);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it.each([
    ['a text file renamed .png and labelled image/png', { bytes: TEXT, name: 'photo.png', type: 'image/png' }],
    ['a plain text file', { bytes: TEXT, name: 'notes.txt', type: 'text/plain' }],
    ['an SVG image', { bytes: SVG, name: 'face.svg', type: 'image/svg+xml' }],
    ['a PDF labelled as JPEG', { bytes: PDF, name: 'scan.jpg', type: 'image/jpeg' }],
  ])('refuses %s by its content and keeps the old avatar', async (_name, part) => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    const filesBefore = avatarFiles(s);
    const res = await upload(s, p.token, [part]);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('upload.not_image');
    expect(await photoRow(s, p.id)).toEqual({ photo_path: `avatars/${p.id}-1.png`, photo_version: 1 });
    expect(avatarFiles(s)).toEqual(filesBefore);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses two files', async () => {
    const p = await signedIn(s);
    const res = await upload(s, p.token, [{ bytes: PNG }, { bytes: GIF, name: 'second.gif' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('upload.too_many');
    expect(await photoRow(s, p.id)).toEqual({ photo_path: null, photo_version: 0 });
    expect(avatarFiles(s).filter((f) => f.startsWith(p.id))).toEqual([]);
  });

  it.each([
    ['a form without a file', [{ field: 'note', value: 'hello' }]],
    ['an empty file', [{ bytes: Buffer.alloc(0), name: '' }]],
    ['a file in another field', [{ field: 'avatar', bytes: PNG }]],
  ])('answers upload.missing for %s', async (_name, parts) => {
    const p = await signedIn(s);
    const res = await upload(s, p.token, parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('upload.missing');
    expect(await photoRow(s, p.id)).toEqual({ photo_path: null, photo_version: 0 });
  });

  it('answers upload.missing for a request that is not multipart', async () => {
    const p = await signedIn(s);
    const res = await s.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: bearer(p.token), payload: { file: 'x' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('upload.missing');
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = avatarFiles(s);
    const res = await upload(s, null, [{ bytes: PNG }]);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect(avatarFiles(s)).toEqual(before);
  });

  it('keeps the old avatar and leaves no stray file when the new file cannot be written', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    // A directory where version 2 would go makes the write fail.
    mkdirSync(join(s.dataDir, 'uploads', 'avatars', `${p.id}-2.gif`));
    const res = await upload(s, p.token, [{ bytes: GIF }]);
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
    expect(await photoRow(s, p.id)).toEqual({ photo_path: `avatars/${p.id}-1.png`, photo_version: 1 });
    expect(avatarFiles(s).filter((f) => f.startsWith(p.id))).toEqual([`${p.id}-1.png`, `${p.id}-2.gif`]);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('removes the new file and keeps the old avatar when recording it fails', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    await sql`CREATE FUNCTION refuse_photo() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'photo refused'; END $$ LANGUAGE plpgsql`.execute(s.db);
    await sql`CREATE TRIGGER refuse_photo BEFORE UPDATE OF photo_path ON users FOR EACH ROW EXECUTE FUNCTION refuse_photo()`.execute(s.db);
    try {
      const res = await upload(s, p.token, [{ bytes: GIF }]);
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_photo ON users`.execute(s.db);
      await sql`DROP FUNCTION refuse_photo()`.execute(s.db);
    }
    expect(await photoRow(s, p.id)).toEqual({ photo_path: `avatars/${p.id}-1.png`, photo_version: 1 });
    expect(avatarFiles(s).filter((f) => f.startsWith(p.id))).toEqual([`${p.id}-1.png`]);
  });

  it('serialises concurrent uploads: two versions, one file left and it is the one served', async () => {
    const p = await signedIn(s);
    const [a, b] = await Promise.all([upload(s, p.token, [{ bytes: PNG }]), upload(s, p.token, [{ bytes: GIF }])]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const row = await photoRow(s, p.id);
    expect(row.photo_version).toBe(2);
    expect(avatarFiles(s).filter((f) => f.startsWith(p.id))).toEqual([row.photo_path!.slice('avatars/'.length)]);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=2` });
    expect(file.rawPayload.equals(row.photo_path!.endsWith('.png') ? PNG : GIF)).toBe(true);
  });

  it('removes the avatar: no photo, a new version, the file deleted and the URL answering 404', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    const res = await s.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: bearer(p.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.photo).toBeNull();
    expect(await photoRow(s, p.id)).toEqual({ photo_path: null, photo_version: 2 });
    expect(avatarFiles(s).filter((f) => f.startsWith(p.id))).toEqual([]);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.statusCode).toBe(404);
    expect(file.json().code).toBe('not_found');
    const again = await s.app.inject({ method: 'DELETE', url: '/api/profile/avatar', headers: bearer(p.token) });
    expect(again.statusCode).toBe(200);
    expect(await photoRow(s, p.id)).toEqual({ photo_path: null, photo_version: 2 });
  });

  it('answers 401 to removing an avatar without a session', async () => {
    const res = await s.app.inject({ method: 'DELETE', url: '/api/profile/avatar' });
    expect(res.statusCode).toBe(401);
  });

  it('serves a seeded SVG avatar as image/svg+xml under a locked-down policy', async () => {
    const p = await signedIn(s);
    mkdirSync(join(s.dataDir, 'uploads', 'avatars'), { recursive: true });
    writeFileSync(join(s.dataDir, 'uploads', 'avatars', `${p.id}.svg`), SVG);
    await s.db.updateTable('users').set({ photo_path: `avatars/${p.id}.svg`, photo_version: 1 }).where('id', '=', p.id).execute();
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(file.rawPayload.equals(SVG)).toBe(true);
  });

  it('lets a stale or missing version be revalidated instead of cached for good', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    await upload(s, p.token, [{ bytes: GIF }]);
    const stale = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.rawPayload.equals(GIF)).toBe(true);
    const bare = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}` });
    expect(bare.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a malformed id', () => 'not-a-uuid'],
    ['an unknown user', () => '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 for %s', async (_name, id) => {
    const res = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${id()}?v=1` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('answers 404 for a user without a photo and for a photo whose file is gone', async () => {
    const p = await signedIn(s);
    expect((await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}` })).statusCode).toBe(404);
    await s.db.updateTable('users').set({ photo_path: `avatars/${p.id}-9.png`, photo_version: 9 }).where('id', '=', p.id).execute();
    const res = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=9` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it.each(['../secret.png', 'avatars/../../secret.png', '/etc/hostname'])('refuses to serve the stored path %s that leaves the uploads folder', async (path) => {
    const p = await signedIn(s);
    writeFileSync(join(s.dataDir, 'secret.png'), PNG);
    await s.db.updateTable('users').set({ photo_path: path, photo_version: 1 }).where('id', '=', p.id).execute();
    const res = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });
});

describe('avatar size limit', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { MAX_UPLOAD_MB: '1' } });
  });
  afterAll(async () => s.close());

  it('refuses a file over MAX_UPLOAD_MB with 413 and keeps the old avatar', async () => {
    const p = await signedIn(s);
    await upload(s, p.token, [{ bytes: PNG }]);
    const big = Buffer.concat([PNG, Buffer.alloc(1.5 * 1024 * 1024, 7)]);
    const res = await upload(s, p.token, [{ bytes: big, name: 'huge.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('upload.too_large');
    expect(await photoRow(s, p.id)).toEqual({ photo_path: `avatars/${p.id}-1.png`, photo_version: 1 });
    expect(avatarFiles(s)).toEqual([`${p.id}-1.png`]);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('accepts an image just under the limit', async () => {
    const p = await signedIn(s);
    const almost = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length - 1, 7)]);
    const res = await upload(s, p.token, [{ bytes: almost }]);
    expect(res.statusCode).toBe(200);
    const file = await s.app.inject({ method: 'GET', url: `/api/files/avatars/${p.id}?v=1` });
    expect(file.rawPayload.equals(almost)).toBe(true);
  });
});

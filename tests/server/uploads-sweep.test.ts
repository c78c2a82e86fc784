import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sweepUploads } from '../../server/uploads/sweep';
import { OWNED_FOLDERS } from '../../server/uploads/uploads.repository';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';

const HOUR = 60 * 60 * 1000;

let s: TestServer | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** Every file under the uploads folder, as upload paths. */
function uploadsOf(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Writes an upload file `ageMs` old. */
function put(dataDir: string, path: string, ageMs: number) {
  const full = join(dataDir, 'uploads', path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, `bytes of ${path}`);
  const at = new Date(Date.now() - ageMs);
  utimesSync(full, at, at);
}

describe('the start-up sweep of uploads', () => {
  it('removes partial writes and files no row names once an hour old, and nothing else', async () => {
    s = await startTestServer({ seed: true });
    const { db, dataDir } = s;
    // A data folder without uploads yet (a first start) is nothing to sweep.
    expect(await sweepUploads(db, join(dataDir, 'no-uploads-yet'))).toEqual({ partial: [], orphans: [] });
    // The demo data's pictures and case file, all named by rows, made old.
    const seeded = uploadsOf(dataDir);
    expect(seeded.some((p) => p.startsWith('avatars/')) && seeded.some((p) => p.startsWith('clinics/')) && seeded.some((p) => p.startsWith('cases/'))).toBe(true);
    for (const p of seeded) put(dataDir, p, 2 * HOUR);

    // Files rows name, one of each kind.
    const user = await createUser(db);
    await db.updateTable('users').set({ photo_path: `avatars/${user.id}-1.png` }).where('id', '=', user.id).execute();
    const space = await db.selectFrom('chat_spaces').select(['id', 'patient_id']).where('patient_id', 'is not', null).executeTakeFirstOrThrow();
    const message = await db
      .insertInto('messages')
      .values({ chat_space_id: space.id, sender_id: space.patient_id!, kind: 'file', text: null, file: JSON.stringify({ name: 'x.pdf' }), created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const schedule = await db.selectFrom('schedules').select(['id', 'patient_id']).executeTakeFirstOrThrow();
    const scheduleKey = `schedules/${schedule.id}/${randomUUID()}.pdf`;
    await db
      .insertInto('schedule_files')
      .values({ schedule_id: schedule.id, name: 'x.pdf', size: 1, content_type: 'application/pdf', storage_key: scheduleKey, created_by: schedule.patient_id, created_at: new Date() })
      .execute();
    const kase = await db.selectFrom('patient_cases').select(['id', 'assignee_id']).executeTakeFirstOrThrow();
    // A case file deleted in the app whose bytes outlived the deletion: no longer named.
    const deletedKey = `cases/${kase.id}/${randomUUID()}.pdf`;
    await db
      .insertInto('patient_case_files')
      .values({ id: randomUUID(), case_id: kase.id, name: 'x.pdf', size: 1, content_type: 'application/pdf', storage_key: deletedKey, created_by: kase.assignee_id, created_at: new Date(), deleted_at: new Date() })
      .execute();
    const named = [`avatars/${user.id}-1.png`, `chat-files/${space.id}/${message.id}`, scheduleKey];
    for (const p of named) put(dataDir, p, 2 * HOUR);

    const orphans = [`avatars/${randomUUID()}-3.webp`, `clinics/1-0a1b2c3d4e5f6a7b.png`, `chat-files/${space.id}/${randomUUID()}`, `cases/${kase.id}/${randomUUID()}.pdf`, deletedKey, `schedules/${schedule.id}/${randomUUID()}.docx`];
    const partial = [`avatars/${user.id}-2.png.0a1b2c3d4e5f.tmp`, `chat-files/${space.id}/${randomUUID()}.ffeeddccbbaa.tmp`];
    for (const p of [...orphans, ...partial]) put(dataDir, p, 2 * HOUR);
    // Too young to judge (another node may be storing them now), or in no folder rows own.
    const young = [`avatars/${randomUUID()}-1.png`, `avatars/${randomUUID()}-1.png.00aa11bb22cc.tmp`];
    for (const p of young) put(dataDir, p, 10 * 60 * 1000);
    const elsewhere = ['exports/2026-11.csv', 'notes.txt'];
    for (const p of elsewhere) put(dataDir, p, 2 * HOUR);

    const result = await sweepUploads(db, dataDir);
    expect(result.orphans.sort()).toEqual([...orphans].sort());
    expect(result.partial.sort()).toEqual([...partial].sort());
    expect(uploadsOf(dataDir)).toEqual([...seeded, ...named, ...young, ...elsewhere].sort());
    expect(readFileSync(join(dataDir, 'uploads', named[0]), 'utf8')).toBe(`bytes of ${named[0]}`);
    // Nothing is left for a second sweep.
    expect(await sweepUploads(db, dataDir)).toEqual({ partial: [], orphans: [] });
  }, 60_000);

  it('knows the folder of every writer of uploads: a new writer names its folder and rows in uploads.repository.ts', () => {
    const root = join(__dirname, '..', '..', 'server');
    const writers = readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.startsWith(`uploads${sep}`))
      .filter((f) => /\bwriteUpload\(/.test(readFileSync(join(root, f), 'utf8')))
      .map((f) => f.split(sep).join('/'))
      .sort();
    // Each writer and the folder it writes into (all in OWNED_FOLDERS).
    const known: Record<string, (typeof OWNED_FOLDERS)[number]> = {
      'features/cases/cases.service.ts': 'cases',
      'features/chats/chats.service.ts': 'chat-files',
      'features/clinic-admin/clinic-admin.service.ts': 'clinics',
      'features/doctor-admin/doctor-admin.service.ts': 'avatars',
      'features/profile/profile.service.ts': 'avatars',
      'features/schedules/schedules.service.ts': 'schedules',
    };
    expect(writers).toEqual(Object.keys(known).sort());
    expect([...new Set(Object.values(known))].sort()).toEqual([...OWNED_FOLDERS].sort());
  });
});

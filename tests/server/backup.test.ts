import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, filesUnder } from '../../scripts/backup';
import { restore } from '../../scripts/restore';
import { freePort } from '../../scripts/server-process.mjs';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/connection';
import { MIGRATIONS, migrate } from '../../server/db/migrate';
import { seedIfEmpty, seedReferenceLists } from '../../server/db/seed/seed';
import { uploadsRoot, writeUpload } from '../../server/uploads/storage';
import { dropTestDatabase } from '../support/postgres';
import { ADMIN_URL, postgresFor } from './pg-nodes-support';

/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts): a clinic's
 * database and uploads folder, backed up together and restored into a fresh place, come back
 * whole: every row of every table, every sequence, every uploaded file byte for byte.
 */

const root = join(import.meta.dirname, '../..');
const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const LATEST = Object.keys(MIGRATIONS).at(-1)!;
const PDF = Buffer.from('%PDF-1.4\n% a lab result\n%%EOF\n');
const EXTRA_UPLOAD = 'chats/00000000-0000-4000-9000-000000000001/00000000-0000-4000-9000-000000000002.pdf';

/** Runs `npm run <script> -- …args` as npm does (the script's node command, from the repository root). */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [command, ...scriptArgs] = scripts[script].split(' ');
  expect(command).toBe('node');
  const clean = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'BACKUP_DIR', 'PORT', 'TEST_DATABASE_URL']) delete clean[name];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...scriptArgs, ...args], { cwd: root, env: { ...clean, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A digest of every table's rows and every sequence's position: equal digests, equal data. */
async function digest(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, string>> {
  const tables = await query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
  const out: Record<string, string> = {};
  for (const { name } of tables as { name: string }[]) {
    const [row] = (await query(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d FROM public."${name}" t`)) as { d: string }[];
    out[name] = row.d;
  }
  for (const { name, value } of (await query(`SELECT sequencename AS name, coalesce(last_value, 0)::text AS value FROM pg_sequences WHERE schemaname = 'public'`)) as { name: string; value: string }[]) {
    out[`sequence ${name}`] = value;
  }
  return out;
}

const viaKysely = (db: Db) => (text: string) => sql.raw<Record<string, unknown>>(text).execute(db).then((r) => r.rows);

/** Every uploaded file (the interrupted uploads' `.tmp` files left out) and a hash of its bytes. */
function uploadedFiles(dataDir: string): Record<string, string> {
  const dir = uploadsRoot(dataDir);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => join(e.parentPath, e.name))
      .map((full) => [full.slice(dir.length + 1), createHash('sha256').update(readFileSync(full)).digest('hex')])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** A clinic's data: migrated, the reference lists and demo data, one more upload, and an interrupted upload's leftover. */
async function fillClinic(db: Db, dataDir: string): Promise<Record<string, string>> {
  await migrate(db);
  await seedReferenceLists(db);
  await seedIfEmpty(db, { dataDir });
  await writeUpload(dataDir, EXTRA_UPLOAD, PDF);
  await writeFile(join(uploadsRoot(dataDir), 'chats', 'interrupted.pdf.0a1b2c.tmp'), 'half a file');
  return digest(viaKysely(db));
}

describe('backup and restore of the embedded database (npm run backup / npm run restore)', () => {
  let work: string;
  let port: string;
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'clinic-backup-'));
    port = String(await freePort());
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('puts every row and uploaded file back into a fresh DATA_DIR, refuses to restore over them, and with --force moves them aside', async () => {
    const source = join(work, 'source');
    const handle = await openDatabase({ databaseUrl: null, dataDir: source });
    const before = await fillClinic(handle.db, source);
    await handle.close();
    expect(Number(before.users.split(':')[0])).toBeGreaterThan(5);
    const files = uploadedFiles(source);
    expect(Object.keys(files).length).toBeGreaterThan(5);
    expect(files[EXTRA_UPLOAD]).toBe(createHash('sha256').update(PDF).digest('hex'));

    const made = await npmRun('backup', ['--out', join(work, 'backups')], { DATA_DIR: source, PORT: port });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const archive = /^Backed up to (\S+\.tar\.gz) /m.exec(made.stdout)?.[1];
    expect(archive && existsSync(archive)).toBe(true);
    expect(made.stdout).toContain(`embedded PGlite, at migration ${LATEST} (${Object.keys(MIGRATIONS).length} applied)`);
    expect(made.stdout).toContain(`uploads   ${Object.keys(files).length} files`);
    expect(readdirSync(source).filter((f) => f.startsWith('.backup-'))).toEqual([]);

    const target = join(work, 'target');
    const put = await npmRun('restore', [archive!], { DATA_DIR: target, PORT: port });
    expect(put.stderr).toBe('');
    expect(put.code).toBe(0);
    expect(put.stdout).toContain(`${Object.keys(files).length} files into ${uploadsRoot(target)}`);
    expect(uploadedFiles(target)).toEqual(files);
    const restored = await openDatabase({ databaseUrl: null, dataDir: target });
    try {
      expect(await digest(viaKysely(restored.db))).toEqual(before);
    } finally {
      await restored.close();
    }

    const again = await npmRun('restore', [archive!], { DATA_DIR: target, PORT: port });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^Not restoring over existing data: .*pglite holds a database, and .*uploads holds \d+ files\. Run again with --force/);
    expect(readdirSync(target).sort()).toEqual(['pglite', 'uploads']);

    const forced = await npmRun('restore', [archive!, '--force'], { DATA_DIR: target, PORT: port });
    expect(forced.code).toBe(0);
    expect(forced.stdout).toMatch(/Moved aside: .*pglite\.before-restore-/);
    expect(readdirSync(target).sort()).toEqual(['pglite', expect.stringMatching(/^pglite\.before-restore-/), 'uploads', expect.stringMatching(/^uploads\.before-restore-/)]);
    expect(uploadedFiles(target)).toEqual(files);
  }, 300_000);

  describe('refusals', () => {
    let listener: Server;
    let busyPort: string;
    beforeAll(async () => {
      listener = createServer();
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      busyPort = String((listener.address() as { port: number }).port);
    });
    afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

    it('neither backs up nor restores the embedded database while something listens on the server port', async () => {
      const dataDir = join(work, 'busy');
      await writeFile(join(work, 'any.tar.gz'), 'x');
      for (const [script, args] of [['backup', []], ['restore', [join(work, 'any.tar.gz')]]] as const) {
        const run = await npmRun(script, [...args], { DATA_DIR: dataDir, PORT: busyPort });
        expect(run.code).toBe(1);
        expect(run.stderr).toContain(`Something is listening on port ${busyPort}: if it is this clinic's server (npm start), stop it first.`);
      }
      expect(existsSync(dataDir)).toBe(false);
    });

    it('says what is wrong with the arguments or the file, and touches nothing', async () => {
      const dataDir = join(work, 'untouched');
      const none = await npmRun('restore', [], { DATA_DIR: dataDir, PORT: port });
      expect(none.code).toBe(2);
      expect(none.stderr).toContain('usage: npm run restore -- <backup .tar.gz> [--force]');
      const missing = await npmRun('restore', [join(work, 'no-such.tar.gz')], { DATA_DIR: dataDir, PORT: port });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('There is no backup file');
      const notOurs = join(work, 'not-ours.tar.gz');
      await writeFile(notOurs, 'plain text');
      const garbage = await npmRun('restore', [notOurs], { DATA_DIR: dataDir, PORT: port });
      expect(garbage.code).toBe(1);
      expect(garbage.stderr).toContain('is not an archive made by npm run backup');
      const empty = await npmRun('backup', ['--out', join(work, 'nothing')], { DATA_DIR: dataDir, PORT: port });
      expect(empty.code).toBe(1);
      expect(empty.stderr).toContain('There is no embedded database in');
      expect(readdirSync(dataDir)).toEqual([]);
      expect(existsSync(join(work, 'nothing'))).toBe(false);
    });
  });
});

describe('backup and restore on PostgreSQL', () => {
  let available = false;
  let work: string;
  const databases: string[] = [];
  const newDatabase = async () => {
    const name = `t_backup_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databases.push(name);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const query = (url: string) => async (text: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<Record<string, unknown>>(text)).rows;
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'clinic-backup-pg-'));
    available = await postgresFor('backup on PostgreSQL');
    if (available && spawnSync('pg_dump', ['--version']).status !== 0) {
      console.warn('backup on PostgreSQL: pg_dump is not installed; skipping');
      available = false;
    }
  });
  afterAll(async () => {
    for (const name of databases) await dropTestDatabase(ADMIN_URL, name);
    rmSync(work, { recursive: true, force: true });
  });

  it('restores the database and uploads into an empty database, refuses while a server beats or over data, and with --force replaces them', async (ctx) => {
    if (!available) return ctx.skip();
    const sourceUrl = await newDatabase();
    const sourceDir = join(work, 'source');
    const handle = await openDatabase({ databaseUrl: sourceUrl, dataDir: sourceDir });
    const before = await fillClinic(handle.db, sourceDir);
    await handle.close();
    const files = uploadedFiles(sourceDir);

    const made = await backup(loadConfig({ DATABASE_URL: sourceUrl, DATA_DIR: sourceDir }), { outDir: join(work, 'backups') });
    expect(made.manifest).toMatchObject({ database: { kind: 'postgres', file: 'database.pgdump', migration: LATEST }, uploads: { files: Object.keys(files).length } });

    const targetUrl = await newDatabase();
    const targetDir = join(work, 'target');
    const config = loadConfig({ DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(await restore(config, made.file)).toMatchObject({ movedAside: [], droppedSchema: false });
    expect(await digest(query(targetUrl))).toEqual(before);
    expect(uploadedFiles(targetDir)).toEqual(files);

    await expect(restore(config, made.file)).rejects.toThrow(/^Not restoring over existing data: the database at .* has \d+ tables, and .* holds \d+ files\./);

    await query(targetUrl)(`INSERT INTO live_nodes (node_id, seen_at) VALUES ('clinic-server-1', now() - interval '5 seconds')`);
    await expect(restore(config, made.file, { force: true })).rejects.toThrow(/^A server is using the database at .* \(clinic-server-1 within the last 60 s\): stop it first/);

    // A server that died two minutes ago, and a table the backup does not have: both go.
    await query(targetUrl)(`UPDATE live_nodes SET seen_at = now() - interval '2 minutes'; CREATE TABLE leftover (x int)`);
    await writeUpload(targetDir, 'avatars/not-in-the-backup.png', Buffer.from('png'));
    const forced = await restore(config, made.file, { force: true });
    expect(forced.droppedSchema).toBe(true);
    expect(forced.movedAside).toEqual([expect.stringMatching(/\/uploads\.before-restore-/)]);
    expect(await digest(query(targetUrl))).toEqual(before);
    expect(uploadedFiles(targetDir)).toEqual(files);
    expect(await filesUnder(join(forced.movedAside[0], 'avatars'))).toContain('not-in-the-backup.png');
  }, 300_000);

  it('refuses an archive of the other kind of database, touching nothing', async (ctx) => {
    if (!available) return ctx.skip();
    const dataDir = join(work, 'pglite-archive');
    const archive = join(work, 'pglite-kind.tar.gz');
    await mkdir(join(dataDir, 'stage', 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'stage', 'pglite-datadir.tar.gz'), 'x');
    const manifest = { format: 'telemed-clinic-backup', version: 1, createdAt: new Date().toISOString(), database: { kind: 'pglite', file: 'pglite-datadir.tar.gz', migration: LATEST, migrations: Object.keys(MIGRATIONS).length }, uploads: { files: 0, bytes: 0 } };
    await writeFile(join(dataDir, 'stage', 'manifest.json'), JSON.stringify(manifest));
    expect(spawnSync('tar', ['-czf', archive, '-C', join(dataDir, 'stage'), '.']).status).toBe(0);
    const targetUrl = await newDatabase();
    const targetDir = join(work, 'kind-target');
    await expect(restore(loadConfig({ DATABASE_URL: targetUrl, DATA_DIR: targetDir }), archive)).rejects.toThrow('This backup is of an embedded (PGlite) database: restore it with DATABASE_URL unset.');
    expect(await query(targetUrl)(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`)).toEqual([]);
    expect(readdirSync(targetDir)).toEqual([]);
  });
});

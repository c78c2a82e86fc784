import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { loadConfig, type Config } from '../server/config';
import { embeddedDatabaseBusy } from '../server/commands/command-runner';
import { uploadsRoot } from '../server/uploads/storage';

/**
 * `npm run backup [-- --out DIR]`: the database and the uploads folder together in one archive,
 * `clinic-backup-<UTC time>.tar.gz` in DIR (default BACKUP_DIR, else DATA_DIR/backups). It holds
 * `manifest.json` (BackupManifest), the database (a `pg_dump` custom-format dump with
 * DATABASE_URL, else the embedded PGlite's data directory, taken with the server stopped) and
 * `uploads/`. The database is dumped first, then the uploads are taken: every file a dumped row
 * names is in the archive, unless it was deleted in between (uploads are written under new names,
 * never rewritten). `npm run
 * restore` (scripts/restore.ts) puts both back. Exits 0 done, 1 refused or failed, 2 wrong arguments.
 */

export const BACKUP_FORMAT = 'telemed-clinic-backup';
export const BACKUP_VERSION = 1;

export type DatabaseKind = 'postgres' | 'pglite';

/** What an archive holds, as `manifest.json` in it. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** When the backup was taken (ISO 8601, UTC). */
  createdAt: string;
  database: {
    kind: DatabaseKind;
    /** The dump's file name in the archive. */
    file: string;
    /** The last migration applied to the database (server/db/migrate.ts), and how many were. */
    migration: string;
    migrations: number;
  };
  /** The files under `uploads/` in the archive. */
  uploads: { files: number; bytes: number };
}

/** The dump's file name in the archive, by database. */
export const DUMP_FILE: Record<DatabaseKind, string> = { postgres: 'database.pgdump', pglite: 'pglite-datadir.tar.gz' };

/** A refusal with the line that says why: printed as is, exit code 1. */
export class Refusal extends Error {}

/** The database a configuration points at: PostgreSQL, or the embedded PGlite in DATA_DIR. */
export function databaseKindOf(config: Config): DatabaseKind {
  if (config.databaseUrl === 'memory://') throw new Refusal('DATABASE_URL=memory:// is an in-memory database: there is nothing on disk to back up or restore.');
  return config.databaseUrl ? 'postgres' : 'pglite';
}

/** Where the embedded database lives (server/db/connection.ts). */
export const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Opens the embedded database at `dir` (from a dumped data directory when `loadDataDir` is given)
 * with the extensions server/db/connection.ts loads, so its indexes work as the server's do.
 */
export async function openPGlite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  const pglite = new PGlite(dir, { extensions: { btree_gist }, loadDataDir });
  await pglite.waitReady;
  return pglite;
}

/** The PostgreSQL server and database of a URL, without its password: what output may name. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** The migrations applied, in order, from Kysely's table (none when it is missing). */
export async function appliedMigrations(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const exists = await query(`SELECT to_regclass('public.kysely_migration') IS NOT NULL AS present`);
  if (!(exists.rows[0] as { present: boolean }).present) return [];
  const { rows } = await query('SELECT name FROM public.kysely_migration ORDER BY name');
  return rows.map((r) => (r as { name: string }).name);
}

/** Runs a command to its end; rejects with its error output, or with `missing` when it is not installed. */
export function runTool(command: string, args: string[], missing: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? new Refusal(missing) : err));
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * pg_dump's and pg_restore's `--dbname` and environment for a URL: the password goes in PGPASSWORD
 * rather than on the command line, where every user of the machine could read it.
 */
export function pgToolTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export const PG_TOOLS_MISSING = (tool: string) =>
  `${tool} is not installed: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client-17; the server's image has them).`;

/**
 * Every regular file under `dir`, as paths relative to it ('/'-separated), sorted. Leaves out the
 * temporary `.tmp` files an upload is written to before it is renamed into place.
 */
export async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(join(dir, entry.name), rel)));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(rel);
  }
  return out.sort();
}

/**
 * Takes the uploads into `dest` as they are now: hard links where both are on one file system
 * (instant, and an upload is never rewritten in place), else copies. A file deleted meanwhile is
 * left out. Answers the count and size of what was taken.
 */
async function takeUploads(src: string, dest: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const rel of await filesUnder(src)) {
    const from = join(src, rel);
    const to = join(dest, rel);
    await mkdir(dirname(to), { recursive: true });
    try {
      try {
        await link(from, to);
      } catch (err) {
        if (!['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
        await copyFile(from, to);
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    files += 1;
    bytes += (await lstat(to)).size;
  }
  return { files, bytes };
}

/** Dumps the database into `file`; answers the migrations applied to it. */
async function dumpDatabase(config: Config, kind: DatabaseKind, file: string): Promise<string[]> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: config.databaseUrl! });
    await client.connect();
    let applied: string[];
    try {
      applied = await appliedMigrations((text) => client.query(text));
    } finally {
      await client.end();
    }
    if (applied.length === 0) throw new Refusal(`The database at ${describeUrl(config.databaseUrl!)} has no clinic tables (has the server ever started on it?): nothing to back up.`);
    const target = pgToolTarget(config.databaseUrl!);
    await runTool('pg_dump', ['--format=custom', '--file', file, '--dbname', target.dbname], PG_TOOLS_MISSING('pg_dump'), target.env);
    return applied;
  }
  const pglite = await openPGlite(pgliteDir(config.dataDir));
  try {
    const applied = await appliedMigrations((text) => pglite.query(text));
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return applied;
  } finally {
    await pglite.close();
  }
}

/** `clinic-backup-2026-11-21T10-00-00Z.tar.gz`, with `-2`, `-3`… when one of that second exists. */
async function archivePath(outDir: string, now: Date): Promise<string> {
  const base = `clinic-backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
  for (let n = 1; ; n++) {
    const path = join(outDir, `${base}${n === 1 ? '' : `-${n}`}.tar.gz`);
    if (!existsSync(path)) return path;
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/** Backs up the database and uploads `config` points at into one archive in `outDir`. */
export async function backup(config: Config, opts: { outDir: string; now?: Date }): Promise<BackupResult> {
  const kind = databaseKindOf(config);
  if (kind === 'pglite') {
    const busy = await embeddedDatabaseBusy(config);
    if (busy) throw new Refusal(busy);
    const dir = pgliteDir(config.dataDir);
    if (!existsSync(join(dir, 'PG_VERSION'))) {
      throw new Refusal(`There is no embedded database in ${dir}: nothing to back up. Set DATA_DIR (or DATABASE_URL) as the server has it.`);
    }
  }
  const now = opts.now ?? new Date();
  // Beside the uploads, so they are taken as hard links rather than copies.
  const work = join(config.dataDir, `.backup-${randomBytes(6).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    const applied = await dumpDatabase(config, kind, join(work, DUMP_FILE[kind]));
    const uploads = await takeUploads(uploadsRoot(config.dataDir), join(work, 'uploads'));
    await mkdir(join(work, 'uploads'), { recursive: true });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: { kind, file: DUMP_FILE[kind], migration: applied.at(-1)!, migrations: applied.length },
      uploads,
    };
    await writeFile(join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(opts.outDir, { recursive: true });
    const file = await archivePath(opts.outDir, now);
    const partial = `${file}.partial`;
    try {
      await runTool('tar', ['-czf', partial, '-C', work, 'manifest.json', DUMP_FILE[kind], 'uploads'], 'tar is not installed.');
      await rename(partial, file);
    } finally {
      await rm(partial, { force: true });
    }
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** 1234567 → "1.2 MB". */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let n = bytes / 1024;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return `${n.toFixed(1)} ${units[i]}`;
}

/** One line about the database in an archive, for what the commands print. */
export function describeDatabase(manifest: BackupManifest, databaseUrl: string | null): string {
  const where = manifest.database.kind === 'postgres' ? `PostgreSQL${databaseUrl ? ` (${describeUrl(databaseUrl)})` : ''}` : 'embedded PGlite';
  return `${where}, at migration ${manifest.database.migration} (${manifest.database.migrations} applied)`;
}

export const BACKUP_USAGE = 'usage: npm run backup [-- --out <directory>]   (default: BACKUP_DIR, else DATA_DIR/backups)';

/** Reads a manifest from an extracted archive; throws a Refusal when it is not one of ours. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new Refusal('The archive has no readable manifest.json: it is not a backup made by npm run backup.');
  }
  const db = manifest?.database;
  if (manifest?.format !== BACKUP_FORMAT || !db || !['postgres', 'pglite'].includes(db.kind) || db.file !== DUMP_FILE[db.kind] || typeof db.migration !== 'string') {
    throw new Refusal('manifest.json is not that of a backup made by npm run backup.');
  }
  if (manifest.version !== BACKUP_VERSION) throw new Refusal(`This backup has format version ${manifest.version}; this version of the server reads version ${BACKUP_VERSION}.`);
  return manifest;
}

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } }, strict: true, allowPositionals: false });
    out = values.out;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${BACKUP_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const outDir = resolve(out ?? process.env.BACKUP_DIR ?? join(config.dataDir, 'backups'));
  const { file, bytes, manifest } = await backup(config, { outDir });
  console.log(
    [
      `Backed up to ${file} (${size(bytes)}):`,
      `  database  ${describeDatabase(manifest, config.databaseUrl)}`,
      `  uploads   ${manifest.uploads.files} files, ${size(manifest.uploads.bytes)}`,
      'Keep a copy away from this machine. To restore it: npm run restore -- <file>',
    ].join('\n'),
  );
  return 0;
}

/** Runs `main` when this file is the script node started; prints a refusal or failure and exits 1. */
export function runScript(moduleUrl: string, run: () => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  run().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Refusal ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

runScript(import.meta.url, main);

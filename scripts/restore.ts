import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig, type Config } from '../server/config';
import { embeddedDatabaseBusy } from '../server/commands/command-runner';
import { MIGRATIONS } from '../server/db/migrate';
import { uploadsRoot } from '../server/uploads/storage';
import {
  PG_TOOLS_MISSING,
  Refusal,
  appliedMigrations,
  databaseKindOf,
  describeDatabase,
  describeUrl,
  filesUnder,
  openPGlite,
  pgToolTarget,
  pgliteDir,
  readManifest,
  runScript,
  runTool,
  type BackupManifest,
} from './backup';

/**
 * `npm run restore -- <archive> [--force]`: puts back the database and the uploads folder of an
 * archive `npm run backup` made, into the database and DATA_DIR the server is configured with.
 * The archive is unpacked and checked before anything is touched. It refuses while a server uses
 * the database, for an archive of the other kind of database or of a newer server version, and
 * when the database or the uploads folder is not empty, unless --force: the PostgreSQL database's
 * schema `public` is then dropped, and the embedded database and the uploads folder are moved
 * aside (renamed `….before-restore-<time>`). Exits 0 done, 1 refused or failed, 2 wrong arguments.
 */

export const RESTORE_USAGE = 'usage: npm run restore -- <backup .tar.gz> [--force]';

/** How recently a server process must have beaten (server/features/presence, NODE_STALE_MS) to count as running. */
const RUNNING_WITHIN_S = 60;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Previous contents renamed out of the way (with --force). */
  movedAside: string[];
  /** True when the PostgreSQL database's previous schema was dropped (with --force). */
  droppedSchema: boolean;
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server processes that said they were alive within the last minute (table live_nodes). */
async function runningNodes(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ present: boolean }>(`SELECT to_regclass('public.live_nodes') IS NOT NULL AS present`);
  if (!rows[0].present) return [];
  const live = await c.query<{ node_id: string }>(`SELECT node_id FROM public.live_nodes WHERE seen_at > now() - make_interval(secs => $1) ORDER BY node_id`, [RUNNING_WITHIN_S]);
  return live.rows.map((r) => r.node_id);
}

const tablesIn = async (c: pg.Client): Promise<number> =>
  Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`)).rows[0].n);

/** Whether a directory exists and holds anything at all. */
async function occupied(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}

/** Restores the archive `file` into the database and DATA_DIR of `config`. */
export async function restore(config: Config, file: string, opts: { force?: boolean; now?: Date } = {}): Promise<RestoreResult> {
  const kind = databaseKindOf(config);
  if (!existsSync(file) || !(await stat(file)).isFile()) throw new Refusal(`There is no backup file ${file}.`);
  if (kind === 'pglite') {
    const busy = await embeddedDatabaseBusy(config);
    if (busy) throw new Refusal(busy);
  } else {
    const nodes = await withClient(config.databaseUrl!, runningNodes);
    if (nodes.length > 0) {
      throw new Refusal(
        `A server is using the database at ${describeUrl(config.databaseUrl!)} (${nodes.join(', ')} within the last ${RUNNING_WITHIN_S} s): stop it first (docker compose stop server), then restore.`,
      );
    }
  }

  await mkdir(config.dataDir, { recursive: true });
  // Unpacked beside the uploads folder, so the uploads are renamed into place, not copied.
  const work = join(config.dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  try {
    try {
      await runTool('tar', ['-xzf', file, '-C', work], 'tar is not installed.');
    } catch (err) {
      if (err instanceof Refusal) throw err;
      throw new Refusal(`${file} is not an archive made by npm run backup: ${err instanceof Error ? err.message : String(err)}`);
    }
    const manifest = await readManifest(work);
    const dump = join(work, manifest.database.file);
    const uploadFiles = await filesUnder(join(work, 'uploads'));
    if (!existsSync(dump) || uploadFiles.length !== manifest.uploads.files) {
      throw new Refusal(`The archive is incomplete: its manifest lists the database and ${manifest.uploads.files} uploaded files, it holds ${existsSync(dump) ? 'the database' : 'no database'} and ${uploadFiles.length}.`);
    }
    if (manifest.database.kind !== kind) {
      throw new Refusal(
        manifest.database.kind === 'pglite'
          ? 'This backup is of an embedded (PGlite) database: restore it with DATABASE_URL unset.'
          : 'This backup is of a PostgreSQL database: set DATABASE_URL to the PostgreSQL database to restore it into.',
      );
    }
    if (!(manifest.database.migration in MIGRATIONS)) {
      const latest = Object.keys(MIGRATIONS).at(-1);
      throw new Refusal(`This backup was made by a newer version of the server (its database is at migration ${manifest.database.migration}; this version knows up to ${latest}): restore it with that version or a later one.`);
    }

    const stamp = (opts.now ?? new Date()).toISOString().slice(0, 19).replace(/:/g, '-');
    const uploads = uploadsRoot(config.dataDir);
    const uploadsHeld = (await filesUnder(uploads)).length;
    const dbDir = pgliteDir(config.dataDir);
    const tables = kind === 'postgres' ? await withClient(config.databaseUrl!, tablesIn) : 0;
    const dbHeld = kind === 'postgres' ? tables > 0 : await occupied(dbDir);
    if ((dbHeld || uploadsHeld > 0) && !opts.force) {
      const what = [
        dbHeld ? (kind === 'postgres' ? `the database at ${describeUrl(config.databaseUrl!)} has ${tables} tables` : `${dbDir} holds a database`) : null,
        uploadsHeld > 0 ? `${uploads} holds ${uploadsHeld} files` : null,
      ].filter(Boolean);
      throw new Refusal(
        `Not restoring over existing data: ${what.join(', and ')}. Run again with --force to replace them ` +
          `(${kind === 'postgres' ? "the database's schema public is dropped" : 'the embedded database is moved aside'}, the uploads folder is moved aside).`,
      );
    }

    const movedAside: string[] = [];
    const moveAside = async (path: string) => {
      const to = `${path}.before-restore-${stamp}`;
      await rename(path, to);
      movedAside.push(to);
    };
    let droppedSchema = false;
    let restored: string[];
    if (kind === 'pglite') {
      if (dbHeld) await moveAside(dbDir);
      else await rm(dbDir, { recursive: true, force: true });
      try {
        const pglite = await openPGlite(dbDir, new Blob([await readFile(dump)]));
        try {
          restored = await appliedMigrations((text) => pglite.query(text));
        } finally {
          await pglite.close();
        }
      } catch (err) {
        // Put the previous database back rather than leave half a new one.
        await rm(dbDir, { recursive: true, force: true });
        if (dbHeld) await rename(movedAside.pop()!, dbDir);
        throw err;
      }
    } else {
      if (dbHeld) {
        await withClient(config.databaseUrl!, (c) => c.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'));
        droppedSchema = true;
      }
      const target = pgToolTarget(config.databaseUrl!);
      await runTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--dbname', target.dbname, dump], PG_TOOLS_MISSING('pg_restore'), target.env);
      restored = await withClient(config.databaseUrl!, (c) => appliedMigrations((text) => c.query(text)));
    }
    if (restored.at(-1) !== manifest.database.migration) {
      throw new Error(`the restored database is at migration ${restored.at(-1) ?? 'none'}, the backup's manifest says ${manifest.database.migration}`);
    }

    if (uploadsHeld > 0) await moveAside(uploads);
    else await rm(uploads, { recursive: true, force: true });
    await mkdir(join(work, 'uploads'), { recursive: true });
    await rename(join(work, 'uploads'), uploads);
    return { manifest, movedAside, droppedSchema };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean' } }, strict: true, allowPositionals: true });
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${RESTORE_USAGE}`);
    return 2;
  }
  if (parsed.positionals.length !== 1) {
    console.error(`Name one backup file.\n${RESTORE_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const file = resolve(parsed.positionals[0]);
  const { manifest, movedAside, droppedSchema } = await restore(config, file, { force: parsed.values.force });
  console.log(
    [
      `Restored ${file} (backed up ${manifest.createdAt}):`,
      `  database  ${describeDatabase(manifest, config.databaseUrl)}${droppedSchema ? '; its previous tables were dropped' : ''}`,
      `  uploads   ${manifest.uploads.files} files into ${uploadsRoot(config.dataDir)}`,
      ...movedAside.map((p) => `Moved aside: ${p} (delete it once the restored clinic is checked).`),
      'Start the server: it applies the migrations of its version, if the backup is older, at start.',
    ].join('\n'),
  );
  return 0;
}

runScript(import.meta.url, main);

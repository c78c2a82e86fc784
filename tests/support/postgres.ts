import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';

const migrationsDir = join(import.meta.dirname, '../../server/db/migrations');

/** Names the migrated template by the migrations' text, so a changed migration gets a new one. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return `tpl_${hash.digest('hex').slice(0, 16)}`;
}

async function withAdmin<T>(adminUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database on the PostgreSQL server of `adminUrl` to copy test databases from (copying
 * costs a tenth of migrating). Made once per set of migrations, under an advisory lock so parallel
 * test workers wait for one another, migrated under a scratch name and renamed when complete.
 */
let template: Promise<string> | null = null;
function migratedTemplate(adminUrl: string): Promise<string> {
  template ??= withAdmin(adminUrl, async (c) => {
    const name = templateName();
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    try {
      const exists = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return name;
      const scratch = `${name}_${process.pid}`;
      await c.query(`DROP DATABASE IF EXISTS ${scratch}`);
      await c.query(`CREATE DATABASE ${scratch}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, scratch), dataDir: '' });
      await migrate(handle.db);
      await handle.close();
      await c.query(`ALTER DATABASE ${scratch} RENAME TO ${name}`);
      return name;
    } finally {
      await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return template;
}

/** A new, migrated, throw-away database; returns its URL and how to drop it. */
export async function createTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = await migratedTemplate(adminUrl);
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${source}`));
  return { url: databaseUrl(adminUrl, name), drop: () => dropTestDatabase(adminUrl, name) };
}

/**
 * Drops a throw-away test database. pg's pool resolves end() before its clients' connections have
 * closed; terminating them (WITH FORCE) at that moment makes them emit an error nobody listens to
 * (57P01). So it waits for them first (55006: still in use), forcing only after three seconds.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    for (let attempt = 0; attempt < 30; attempt++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 29) {
          await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}

import pg from 'pg';

/**
 * Drops a throw-away test database. pg's pool resolves end() before its clients' connections have
 * closed; terminating them (WITH FORCE) at that moment makes them emit an error nobody listens to
 * (57P01). So it waits for them first (55006: still in use), forcing only after three seconds.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
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
  } finally {
    await c.end();
  }
}

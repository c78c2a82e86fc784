import type { Db } from '../connection';

/** Seeds the demo clinic when the database has no users yet. */
export async function seedIfEmpty(db: Db, _opts: { dataDir: string }): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  return true;
}

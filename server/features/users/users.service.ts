import type { UserSummary, UserType } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { usersRepository } from './users.repository';

/** The people directory signed-in users see: names and photos only. */
export function usersService(deps: Pick<AppDeps, 'db'>) {
  const users = usersRepository(deps.db);
  return {
    /** Summaries of the users among `ids` that exist, in the order asked, each once. */
    async summaries(ids: string[]): Promise<UserSummary[]> {
      const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
      const byId = new Map((await users.summaries(wanted)).map((u) => [u.id, u]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

/** The kind of user `userId` is, or null when there is no such user; read through `db` (which may be a transaction). */
export function userTypeOf(db: Db, userId: string): Promise<UserType | null> {
  return usersRepository(db).typeOf(userId);
}

import type { UserSummary } from '../../../src/protocol/user';
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

import type { Localized } from '../../../src/protocol/common';
import type { User, UserSummary, UserType } from '../../../src/protocol/user';
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

/** The full protocol User, or undefined when the id is unknown. */
export function loadUser(db: Db, userId: string): Promise<User | undefined> {
  return usersRepository(db).loadUser(userId);
}

/** What signing in needs to know of an account. */
export interface SignInAccount {
  id: string;
  passwordHash: string | null;
  phone: string | null;
  email: string | null;
  language: User['language'];
}

/** The account with this personal ID number (the sign-in identifier), or undefined. */
export async function accountByIdNumber(db: Db, idNumber: string): Promise<SignInAccount | undefined> {
  const row = await usersRepository(db).findByIdNumber(idNumber);
  if (!row) return undefined;
  return { id: row.id, passwordHash: row.password_hash, phone: row.phone, email: row.email, language: row.language };
}

/** The kind of user `userId` is, or null when there is no such user; read through `db` (which may be a transaction). */
export function userTypeOf(db: Db, userId: string): Promise<UserType | null> {
  return usersRepository(db).typeOf(userId);
}

/** A person's name in both languages (for notification titles and call rooms); throws for an unknown id. */
export function userName(db: Db, userId: string): Promise<Localized> {
  return usersRepository(db).userName(userId);
}

import { AppError } from '../../../src/protocol/errors';
import type { SupportGrant } from '../../../src/protocol/reports';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { Clock } from '../../deps';
import { mayHoldSupport, mayManageSupportOf } from './reports.rules';
import { supportRepository } from './support.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const clinicNotFound = () => new AppError('clinic.not_found', 404, { message: 'No such clinic' });
const notAllowed = () => new AppError('support_not_allowed', 403, { message: "Only the clinic's administrators manage its support staff" });
const notStaff = () => new AppError('support_not_staff', 422, { message: 'Only a staff member of the clinic can be its support' });

/** A change of the support role: whom, where, who did it (null: the command), from where, when. */
export interface SupportChange {
  clinicId: number;
  userId: string;
  actorId: string | null;
  ip: string | null;
  now: Date;
}

/**
 * Grants the support role of a clinic to one of its staff (422 `support_not_staff` for anyone
 * else, an unknown id included); a grant already held stays as it was. A new grant is written
 * with its audit line (`clinic.support_grant`) in one transaction. Answers whether it was new.
 * Checks nothing of who asks: the API checks the administrator first, the command runs as the
 * operator of the server.
 */
export async function grantSupport(db: Db, c: SupportChange): Promise<boolean> {
  if (!UUID.test(c.userId)) throw notStaff();
  const userId = c.userId.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const repo = supportRepository(trx);
    const target = await repo.person(userId);
    if (!target || !mayHoldSupport(target, c.clinicId)) throw notStaff();
    const added = await repo.grant({ clinicId: c.clinicId, userId, grantedBy: c.actorId, grantedAt: c.now });
    if (added) await audit(trx, { actorId: c.actorId, action: 'clinic.support_grant', recordType: 'clinic', recordId: String(c.clinicId), clinicId: c.clinicId, ip: c.ip, detail: { user_id: userId } }, c.now);
    return added;
  });
}

/**
 * Revokes the support role of a clinic from a person; revoking a role not held changes nothing.
 * A removed grant is written with its audit line (`clinic.support_revoke`) in one transaction.
 * Answers whether there was a grant to remove.
 */
export async function revokeSupport(db: Db, c: SupportChange): Promise<boolean> {
  if (!UUID.test(c.userId)) return false;
  const userId = c.userId.toLowerCase();
  return db.transaction().execute(async (trx) => {
    const removed = await supportRepository(trx).revoke(c.clinicId, userId);
    if (removed) await audit(trx, { actorId: c.actorId, action: 'clinic.support_revoke', recordType: 'clinic', recordId: String(c.clinicId), clinicId: c.clinicId, ip: c.ip, detail: { user_id: userId } }, c.now);
    return removed;
  });
}

/**
 * The support role through the API: a clinic's administrators (clinic role `admin`) list, grant
 * and revoke it; anyone else gets 403 `support_not_allowed`, an unknown clinic 404
 * `clinic.not_found`.
 */
export function supportService(deps: { db: Db; clock: Clock }) {
  const repo = supportRepository(deps.db);

  async function administered(user: User, clinicId: number): Promise<void> {
    if (!(await repo.clinicName(clinicId))) throw clinicNotFound();
    if (!mayManageSupportOf(user, clinicId)) throw notAllowed();
  }

  return {
    /** The clinic's support staff, oldest grant first. */
    async list(user: User, clinicId: number): Promise<SupportGrant[]> {
      await administered(user, clinicId);
      return (await repo.grants(clinicId)).map((g) => ({
        user_id: g.userId,
        firstname: g.firstname,
        lastname: g.lastname,
        type: g.type,
        granted_at: g.grantedAt.toISOString(),
        granted_by: g.grantedBy,
      }));
    },

    async grant(user: User, clinicId: number, userId: string, ip: string | null): Promise<void> {
      await administered(user, clinicId);
      await grantSupport(deps.db, { clinicId, userId, actorId: user.id, ip, now: deps.clock.now() });
    },

    async revoke(user: User, clinicId: number, userId: string, ip: string | null): Promise<void> {
      await administered(user, clinicId);
      await revokeSupport(deps.db, { clinicId, userId, actorId: user.id, ip, now: deps.clock.now() });
    },
  };
}

/**
 * `npm run support:grant`: grants (or with `revoke`, revokes) the support role of a clinic to the
 * person with an ID number, as the operator of the server (audited with no actor). Answers the
 * line to print; throws an Error with a line to print for an unknown clinic or person, or a
 * person who is not staff of the clinic (only on granting).
 */
export async function setSupportByIdNumber(db: Db, c: { clinicId: number; idNumber: string; revoke: boolean; now: Date }): Promise<string> {
  const repo = supportRepository(db);
  const idNumber = c.idNumber.trim().toUpperCase();
  const clinicName = await repo.clinicName(c.clinicId);
  if (!clinicName) throw new Error(`No clinic with id ${c.clinicId}.`);
  const person = await repo.byIdNumber(idNumber);
  if (!person) throw new Error(`No person with ID number ${idNumber}.`);
  const who = `${person.firstname.en} ${person.lastname.en} (${idNumber})`.trim();
  const where = `clinic ${c.clinicId} (${clinicName.en})`;
  const change = { clinicId: c.clinicId, userId: person.id, actorId: null, ip: null, now: c.now };
  if (c.revoke) {
    return (await revokeSupport(db, change)) ? `Revoked: ${who} is no longer support of ${where}.` : `Nothing to revoke: ${who} was not support of ${where}.`;
  }
  try {
    return (await grantSupport(db, change)) ? `Granted: ${who} is now support of ${where}.` : `Already granted: ${who} is support of ${where}.`;
  } catch (err) {
    if (err instanceof AppError && err.code === 'support_not_staff') {
      throw new Error(`${who} is not a staff member of ${where}: only its doctors and operators can be its support.`, { cause: err });
    }
    throw err;
  }
}

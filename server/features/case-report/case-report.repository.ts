import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** A clinic as the report's header shows it. */
export interface ReportClinic {
  id: number;
  name: Localized;
  address: Localized;
  phones: string[];
  timeZone: string;
  hasLogo: boolean;
}

/** What the report reads beside the case itself: its clinic's header and the patient's ID number. */
export function caseReportRepository(db: Db) {
  return {
    async clinic(id: number): Promise<ReportClinic | null> {
      const r = await db.selectFrom('clinics').select(['id', 'name', 'address', 'phones', 'time_zone', 'logo']).where('id', '=', id).executeTakeFirst();
      return r ? { id: r.id, name: loc(r.name), address: loc(r.address), phones: parseJson<string[]>(r.phones) ?? [], timeZone: r.time_zone, hasLogo: r.logo !== null } : null;
    },

    async idNumber(userId: string): Promise<string | null> {
      const r = await db.selectFrom('users').select('id_number').where('id', '=', userId).executeTakeFirst();
      return r?.id_number ?? null;
    },
  };
}

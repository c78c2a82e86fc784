import type { AuditEntry } from '../../src/protocol/case-schemas';
import type { Localized } from '../../src/protocol/common';
import type { Db } from '../db/connection';
import { parseJson } from '../db/json';
import { photoUrl } from '../features/users';
import type { AuditLine } from './audit-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** What a page of the trail is narrowed to: always some clinics, and optionally a record or a person. */
export interface AuditFilter {
  clinicIds: readonly number[];
  /** Lines whose action starts with this. */
  actionPrefix?: string;
  recordType?: string;
  recordId?: string;
  /** The actor or the patient of a line. */
  personId?: string;
}

/** The audit trail's SQL: appending a line (through `audit`, server/audit/audit-log.ts) and reading pages of them. */
export function auditRepository(db: Db) {
  return {
    async append(line: AuditLine, at: Date): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          at,
          actor_id: line.actorId,
          action: line.action,
          record_type: line.recordType,
          record_id: line.recordId,
          patient_id: line.patientId ?? null,
          clinic_id: line.clinicId ?? null,
          ip: line.ip ?? null,
          detail: JSON.stringify(line.detail ?? {}),
        })
        .execute();
    },

    /** The lines matching `f`, newest first, a page of them and how many match; each actor as a person. */
    async page(f: AuditFilter, page: { limit: number; offset: number }): Promise<{ items: AuditEntry[]; total: number }> {
      // A person id that is no id matches nobody (and must not reach a uuid comparison).
      if (f.clinicIds.length === 0 || (f.personId !== undefined && !UUID.test(f.personId))) return { items: [], total: 0 };
      let q = db.selectFrom('audit_log as l').where('l.clinic_id', 'in', [...f.clinicIds]);
      if (f.actionPrefix) q = q.where('l.action', 'like', `${f.actionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (f.recordType !== undefined) q = q.where('l.record_type', '=', f.recordType);
      if (f.recordId !== undefined) q = q.where('l.record_id', '=', f.recordId);
      if (f.personId !== undefined) {
        const person = f.personId.toLowerCase();
        q = q.where((eb) => eb.or([eb('l.actor_id', '=', person), eb('l.patient_id', '=', person)]));
      }
      const [rows, count] = await Promise.all([
        q
          .leftJoin('users as u', 'u.id', 'l.actor_id')
          .select(['l.id', 'l.at', 'l.actor_id', 'l.action', 'l.record_type', 'l.record_id', 'l.patient_id', 'l.clinic_id', 'l.ip', 'l.detail', 'u.firstname', 'u.lastname', 'u.photo_path', 'u.photo_version'])
          .orderBy('l.at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items = rows.map(
        (r): AuditEntry => ({
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          actor_id: r.actor_id,
          actor:
            r.actor_id !== null && r.photo_version !== null
              ? { id: r.actor_id, firstname: loc(r.firstname), lastname: loc(r.lastname), photo: photoUrl({ id: r.actor_id, photo_path: r.photo_path, photo_version: r.photo_version }) }
              : null,
          action: r.action,
          record_type: r.record_type,
          record_id: r.record_id,
          patient_id: r.patient_id,
          clinic_id: r.clinic_id,
          ip: r.ip,
          detail: parseJson<unknown>(r.detail) ?? {},
        }),
      );
      return { items, total: Number(count.n) };
    },
  };
}

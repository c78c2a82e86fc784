import type { AuditEntry } from '../../src/protocol/case-schemas';
import type { Localized } from '../../src/protocol/common';
import type { Db } from '../db/connection';
import { parseJson } from '../db/json';
import { photoUrl } from '../features/users';
import type { AuditLine } from './audit-log';
import { isUuid } from '../../src/protocol/common';

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

const fullName = (r: { firstname: unknown; lastname: unknown }): Localized => {
  const first = loc(r.firstname);
  const last = loc(r.lastname);
  return { ka: `${first.ka} ${last.ka}`.trim(), en: `${first.en} ${last.en}`.trim() };
};

/**
 * The names of the records a page of lines is about, by `type:id`: people (`user`, `patient`),
 * cases (by their patient: the line carries them), clinic services (the service's name),
 * clinics and kiosks' device keys (their label); one query per kind, whatever the page's length.
 */
async function recordLabels(
  db: Db,
  rows: readonly { record_type: string; record_id: string; patient_id: string | null }[],
): Promise<Map<string, Localized>> {
  const labels = new Map<string, Localized>();
  const ids = (types: string[], valid: (id: string) => boolean) => [...new Set(rows.filter((r) => types.includes(r.record_type) && valid(r.record_id)).map((r) => r.record_id.toLowerCase()))];
  const isInt = (id: string) => /^[1-9]\d{0,8}$/.test(id);
  const people = ids(['user', 'patient'], isUuid);
  const casePatients = [...new Set(rows.filter((r) => r.record_type === 'case' && r.patient_id !== null).map((r) => r.patient_id!))];
  const services = ids(['clinic_service'], isInt).map(Number);
  const clinics = ids(['clinic'], isInt).map(Number);
  const deviceKeys = ids(['device_key'], isUuid);
  const [persons, serviceRows, clinicRows, keyRows] = await Promise.all([
    people.length + casePatients.length > 0
      ? db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('id', 'in', [...new Set([...people, ...casePatients])]).execute()
      : [],
    services.length > 0
      ? db.selectFrom('clinic_services as cs').innerJoin('services as s', 's.id', 'cs.service_id').select(['cs.id', 's.name']).where('cs.id', 'in', services).execute()
      : [],
    clinics.length > 0 ? db.selectFrom('clinics').select(['id', 'name']).where('id', 'in', clinics).execute() : [],
    deviceKeys.length > 0 ? db.selectFrom('device_keys').select(['id', 'label']).where('id', 'in', deviceKeys).execute() : [],
  ]);
  const nameOf = new Map(persons.map((p) => [p.id, fullName(p)]));
  for (const id of people) {
    const name = nameOf.get(id);
    if (name) for (const type of ['user', 'patient']) labels.set(`${type}:${id}`, name);
  }
  for (const r of rows) if (r.record_type === 'case' && r.patient_id && nameOf.has(r.patient_id)) labels.set(`case:${r.record_id}`, nameOf.get(r.patient_id)!);
  for (const s of serviceRows) labels.set(`clinic_service:${s.id}`, loc(s.name));
  for (const c of clinicRows) labels.set(`clinic:${c.id}`, loc(c.name));
  // A kiosk's key is named by the label its administrator gave it, the same in both languages.
  for (const k of keyRows) labels.set(`device_key:${k.id}`, { ka: k.label, en: k.label });
  return labels;
}

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
      if (f.clinicIds.length === 0 || (f.personId !== undefined && !isUuid(f.personId))) return { items: [], total: 0 };
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
      const labels = await recordLabels(db, rows);
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
          record_label: labels.get(`${r.record_type}:${r.record_id}`) ?? null,
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

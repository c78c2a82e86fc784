import { clinicalView, relationsTo, type ClinicalRecord, type ClinicalRelation, type ClinicalView } from '../../src/protocol/clinical-access';
import type { Db } from '../db/connection';
import { accessRepository } from './access.repository';

export type { ClinicalRecord } from '../../src/protocol/clinical-access';

/**
 * The server half of the clinical-data rule (src/protocol/clinical-access.ts has the rule and why):
 * how a person relates to a clinical record. Every feature holding clinical data (cases today;
 * checkups, monitoring and problem reports later) describes its record as a ClinicalRecord and
 * asks `clinicalRelations`, so the rule is decided in one place.
 */

/** How `userId` relates to `record` (empty: no access at all; answer 404). */
export async function clinicalRelations(db: Db, userId: string, record: ClinicalRecord): Promise<ClinicalRelation[]> {
  const close = relationsTo(record, userId);
  if (close.length > 0 || record.clinicId === null) return close;
  return relationsTo(record, userId, (await accessRepository(db).operatorClinics(userId)).includes(record.clinicId));
}

/** The view `userId` has of `record`, or null (no access). */
export async function clinicalViewOf(db: Db, userId: string, record: ClinicalRecord): Promise<{ view: ClinicalView; relations: ClinicalRelation[] } | null> {
  const relations = await clinicalRelations(db, userId, record);
  const view = clinicalView(relations);
  return view ? { view, relations } : null;
}

/** True when `userId` is an administrator (clinic role `admin`) of `clinicId`. */
export async function isClinicAdmin(db: Db, userId: string, clinicId: number): Promise<boolean> {
  return (await accessRepository(db).adminClinics(userId)).includes(clinicId);
}

/** The clinics `userId` administers. */
export function adminClinicIds(db: Db, userId: string): Promise<number[]> {
  return accessRepository(db).adminClinics(userId);
}

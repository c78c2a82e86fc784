/**
 * The one rule for clinical data (cases today; checkups, monitoring and problem reports later):
 * how a person relates to a clinical record, and what each relation may see of it. The server
 * works out the relations (server/access/clinical-access.ts) and every feature asks that; the
 * client uses the same names to decide which view to show.
 *
 * - patient: the record is theirs. Reads it in full; shares it with doctors.
 * - assignee: the doctor responsible for it. Reads and changes it.
 * - shared: a doctor it was shared with (by the patient or the assignee). Reads it in full.
 * - operator: an operator of the record's clinic. Sees only that it exists, its status, dates and
 *   doctor: never its clinical content.
 *
 * Anyone else has no relation and is answered 404: they learn nothing, not even that it exists.
 */
export const CLINICAL_RELATIONS = ['patient', 'assignee', 'shared', 'operator'] as const;
export type ClinicalRelation = (typeof CLINICAL_RELATIONS)[number];

/** What a relation may see: the whole record, or only its summary (existence, status, dates, doctor). */
export type ClinicalView = 'full' | 'summary';

export const CLINICAL_VIEW: Readonly<Record<ClinicalRelation, ClinicalView>> = {
  patient: 'full',
  assignee: 'full',
  shared: 'full',
  operator: 'summary',
};

/** The widest view a person with these relations has, or null (no access at all: answer 404). */
export function clinicalView(relations: readonly ClinicalRelation[]): ClinicalView | null {
  if (relations.length === 0) return null;
  return relations.some((r) => CLINICAL_VIEW[r] === 'full') ? 'full' : 'summary';
}

/** True when the person is on the doctor side of the record (they read it as a clinician). */
export const isClinicianOf = (relations: readonly ClinicalRelation[]) => relations.includes('assignee') || relations.includes('shared');

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

/** A clinical record as the rule sees it: whose it is, who is responsible, its clinic, who it is shared with. */
export interface ClinicalRecord {
  patientId: string;
  /** The doctor responsible for it, when there is one. */
  assigneeId: string | null;
  /** The clinic it belongs to, when there is one (its operators see the summary). */
  clinicId: number | null;
  /** Doctors it is shared with. */
  sharedWith: readonly string[];
}

/**
 * How `userId` relates to `record` (empty: no access at all). `operatesClinic` says whether they
 * are an operator of the record's clinic, which only counts when nothing closer relates them.
 */
export function relationsTo(record: ClinicalRecord, userId: string, operatesClinic = false): ClinicalRelation[] {
  const relations: ClinicalRelation[] = [];
  if (record.patientId === userId) relations.push('patient');
  if (record.assigneeId === userId) relations.push('assignee');
  if (record.sharedWith.includes(userId) && record.assigneeId !== userId) relations.push('shared');
  if (relations.length === 0 && operatesClinic && record.clinicId !== null) relations.push('operator');
  return relations;
}

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

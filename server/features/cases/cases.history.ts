import { applyCaseEvent, type Case, type CaseEvent, type CasePerson } from '../../../src/protocol/cases';
import type { CaseHistoryEntry } from '../../../src/protocol/case-schemas';
import type { Db } from '../../db/connection';
import { readStream } from '../../events/event-store';
import { caseStream } from './cases.projection';
import { casesRepository } from './cases.repository';

/** The parts of a case a change can touch, as the history names them. */
export type CasePart = 'status' | 'evidence' | 'labtest' | 'file' | 'diagnosis' | 'service_request' | 'reference' | 'treatment' | 'comment' | 'conclusion' | 'sharing';

/** The part an event changes and that part's id (null for the case-wide ones: status, comment, conclusion). */
export function partOf(e: CaseEvent): { part: CasePart; partId: string | null } {
  switch (e.type) {
    case 'PatientCaseCreated':
    case 'PatientCaseCompleted':
    case 'PatientCaseCancelled':
      return { part: 'status', partId: null };
    case 'PatientCaseEvidenceAdded':
    case 'PatientCaseEvidenceEdited':
      return { part: 'evidence', partId: e.payload.evidence.id };
    case 'PatientCaseEvidenceRemoved':
      return { part: 'evidence', partId: e.payload.evidence_id };
    case 'PatientCaseLabtestAdded':
    case 'PatientCaseLabtestEdited':
      return { part: 'labtest', partId: e.payload.labtest.id };
    case 'PatientCaseLabtestRemoved':
      return { part: 'labtest', partId: e.payload.labtest_id };
    case 'PatientCaseFileUploaded':
      return { part: 'file', partId: e.payload.file.id };
    case 'PatientCaseFileDeleted':
      return { part: 'file', partId: e.payload.file_id };
    case 'PatientCaseDiagnosisAdded':
    case 'PatientCaseDiagnosisEdited':
      return { part: 'diagnosis', partId: e.payload.diagnosis.id };
    case 'PatientCaseDiagnosisRemoved':
      return { part: 'diagnosis', partId: e.payload.diagnosis_id };
    case 'PatientCaseReferenceAdded':
      return { part: 'reference', partId: e.payload.reference.id };
    case 'PatientCaseReferenceRemoved':
      return { part: 'reference', partId: e.payload.reference_id };
    case 'PatientCaseCommentUpdated':
      return { part: 'comment', partId: null };
    case 'PatientCaseConclusionUpdated':
      return { part: 'conclusion', partId: null };
    case 'PatientCaseShared':
      return { part: 'sharing', partId: e.payload.doctor.id };
    case 'PatientCaseUnshared':
      return { part: 'sharing', partId: e.payload.doctor_id };
    case 'TreatmentItemCreated':
      return { part: 'treatment', partId: e.payload.treatment.id };
    case 'TreatmentItemCancelled':
      return { part: 'treatment', partId: e.payload.treatment_id };
    case 'ServiceRequestCreated':
      return { part: 'service_request', partId: e.payload.service_request.id };
    case 'ServiceRequestCancelled':
    case 'ServiceRequestFulfilled':
    case 'ServiceRequestFailed':
    case 'ServiceRequestReactivated':
      return { part: 'service_request', partId: e.payload.service_request_id };
  }
}

/** A part's value in a state of the case (null when it is not there). */
function valueOf(c: Case | null, part: CasePart, id: string | null): unknown {
  if (!c) return null;
  const pick = <T extends { id: string }>(list: readonly T[]) => list.find((x) => x.id === id) ?? null;
  switch (part) {
    case 'status':
      return { status: c.status, cancel_reason: c.cancel_reason };
    case 'evidence':
      return pick(c.evidences);
    case 'labtest':
      return pick(c.labtests);
    case 'file':
      return pick(c.files);
    case 'diagnosis':
      return pick(c.diagnoses);
    case 'service_request':
      return pick(c.service_requests);
    case 'reference':
      return pick(c.references);
    case 'treatment':
      return pick(c.treatments);
    case 'comment':
      return c.comment;
    case 'conclusion':
      return c.conclusion;
    case 'sharing':
      return pick(c.shared_with);
  }
}

/** Events read per page while folding a case's stream. */
const PAGE = 1000;

/**
 * A case's history from its stream `case:<id>` (the doctor's "who changed what, when"): for every
 * event, oldest first, who and when, the part and its id, and that part's value before and after
 * (null where it did not exist). Folded with the same reducer as the case itself.
 */
export async function caseHistory(db: Db, caseId: string): Promise<CaseHistoryEntry[]> {
  const out: Omit<CaseHistoryEntry, 'by'>[] = [];
  const actors: (string | null)[] = [];
  let state: Case | null = null;
  let afterId = 0;
  for (;;) {
    const page = await readStream(db, caseStream(caseId), { afterId, limit: PAGE });
    for (const stored of page) {
      afterId = stored.id;
      const e = { type: stored.type, payload: stored.payload } as CaseEvent;
      const next = applyCaseEvent(state, e);
      if (next === state) continue;
      const { part, partId } = partOf(e);
      out.push({ version: e.payload.version, type: e.type, at: e.payload.at, part, part_id: partId, before: e.type === 'PatientCaseCreated' ? null : valueOf(state, part, partId), after: valueOf(next, part, partId) });
      actors.push(e.payload.by);
      state = next;
    }
    if (page.length < PAGE) break;
  }
  const repo = casesRepository(db);
  const people = new Map<string, CasePerson | null>();
  for (const id of new Set(actors)) {
    if (id === null) continue;
    const p = await repo.person(id);
    people.set(id, p && { id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });
  }
  return out.map((entry, i) => ({ ...entry, by: actors[i] === null ? null : (people.get(actors[i]!) ?? null) }));
}

import type { Static } from '@sinclair/typebox';
// Type-only: the schemas' module loads TypeBox, which the start-up bundle must not (see call-schemas.ts).
import type {
  CASE_PUSH_SCHEMAS,
  CaseListItem,
  CaseDiagnosisSchema,
  CaseEvidenceSchema,
  CaseFileSchema,
  CaseLabtestSchema,
  CasePatientSchema,
  CasePersonSchema,
  CaseReferenceSchema,
  CaseSchema,
  ServiceRequestSchema,
  TreatmentSchema,
} from './case-schemas';
import { relationsTo, type ClinicalRecord, type ClinicalRelation, type ClinicalView } from './clinical-access';

/**
 * Medical cases (SPEC §3 Case, §4, §7): one patient's case handled by a doctor (the assignee) in a
 * clinic, optionally for an appointment and a clinic service. Every change is one command that
 * appends its event to the stream `case:<id>`; the events are small (the part that changed), and
 * `applyCaseEvent` below folds them into the case. The server's projection and the client's case
 * machine use that one reducer, so both sides always agree on what an event means.
 *
 * Who may read a case is the clinical-access rule (./clinical-access.ts); who may do what to it is
 * CASE_COMMAND_RULES below, which the server's decider enforces and the client mirrors.
 */

export const CASE_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** SPEC §4 service request statuses; `reactivated` is the move from failed or cancelled back to active. */
export const SERVICE_REQUEST_STATUSES = ['active', 'fulfilled', 'failed', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

export const DIAGNOSIS_TYPES = ['preliminary', 'final'] as const;
export type DiagnosisType = (typeof DIAGNOSIS_TYPES)[number];

export const EVIDENCE_CHOICES = ['present', 'absent'] as const;
export type EvidenceChoice = (typeof EVIDENCE_CHOICES)[number];
export const EVIDENCE_SOURCES = ['interview', 'template', 'doctor'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];

export const TREATMENT_TYPES = ['Drug', 'Recommendation'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
export const TREATMENT_STATUSES = ['active', 'cancelled'] as const;

/** How a drug is given. */
export const DRUG_ROUTES = [
  'oral', 'sublingual', 'topical', 'inhaled', 'intranasal', 'eye', 'ear', 'rectal', 'vaginal',
  'intramuscular', 'intravenous', 'subcutaneous', 'transdermal',
] as const;
export type DrugRoute = (typeof DRUG_ROUTES)[number];

/** Longest comment, conclusion, lab result or note. */
export const CASE_TEXT_MAX = 4000;
export const TREATMENT_TEXT_MAX = 2000;
export const CASE_CANCEL_NOTE_MAX = 500;
/** Most parts of one kind a case holds (evidences, lab tests, files, …). */
export const CASE_PARTS_MAX = 200;
/** Most files one case holds. */
export const CASE_FILES_MAX = 30;

/** The commands: every change of a case is exactly one of these. */
export const CASE_COMMANDS = [
  'add_evidence', 'edit_evidence', 'remove_evidence',
  'add_labtest', 'edit_labtest', 'remove_labtest',
  'upload_file', 'delete_file',
  'add_diagnosis', 'edit_diagnosis', 'remove_diagnosis',
  'request_service', 'cancel_service_request', 'fulfil_service_request', 'fail_service_request', 'reactivate_service_request',
  'add_reference', 'remove_reference',
  'add_treatment', 'cancel_treatment',
  'update_comment', 'update_conclusion',
  'complete', 'cancel',
  'share', 'unshare',
] as const;
export type CaseCommandType = (typeof CASE_COMMANDS)[number];

export interface CaseCommandRule {
  /** The case statuses the command is allowed in. */
  from: readonly CaseStatus[];
  /** Who may give it. */
  by: readonly ClinicalRelation[];
}

const CONTENT: CaseCommandRule = { from: ['active'], by: ['assignee'] };
/** A referral's outcome often arrives after the visit: it may be recorded on a completed case too. */
const REFERRAL_OUTCOME: CaseCommandRule = { from: ['active', 'completed'], by: ['assignee'] };

/**
 * The command table: who may do what while the case is in which status, written in one place.
 * The content of a case is the assignee's to change while it is active; completing needs a
 * conclusion; the patient and the assignee share it with other doctors (and withdraw it) at any
 * time. Nobody changes a cancelled case.
 */
export const CASE_COMMAND_RULES: Readonly<Record<CaseCommandType, CaseCommandRule>> = {
  add_evidence: CONTENT,
  edit_evidence: CONTENT,
  remove_evidence: CONTENT,
  add_labtest: CONTENT,
  edit_labtest: CONTENT,
  remove_labtest: CONTENT,
  upload_file: CONTENT,
  delete_file: CONTENT,
  add_diagnosis: CONTENT,
  edit_diagnosis: CONTENT,
  remove_diagnosis: CONTENT,
  request_service: CONTENT,
  cancel_service_request: CONTENT,
  fulfil_service_request: REFERRAL_OUTCOME,
  fail_service_request: REFERRAL_OUTCOME,
  reactivate_service_request: REFERRAL_OUTCOME,
  add_reference: CONTENT,
  remove_reference: CONTENT,
  add_treatment: CONTENT,
  cancel_treatment: CONTENT,
  update_comment: CONTENT,
  update_conclusion: CONTENT,
  complete: CONTENT,
  cancel: CONTENT,
  share: { from: ['active', 'completed'], by: ['patient', 'assignee'] },
  unshare: { from: ['active', 'completed', 'cancelled'], by: ['patient', 'assignee'] },
};

/** True when someone related to the case as `relations` may give `command` while it is `status`. */
export function mayCommand(command: CaseCommandType, status: CaseStatus, relations: readonly ClinicalRelation[]): boolean {
  const rule = CASE_COMMAND_RULES[command];
  return rule.from.includes(status) && relations.some((r) => rule.by.includes(r));
}

/** A referral's moves: from which statuses each outcome may be recorded, and where it leads. */
export const SERVICE_REQUEST_MOVES = {
  cancel_service_request: { from: ['active'], to: 'cancelled' },
  fulfil_service_request: { from: ['active'], to: 'fulfilled' },
  fail_service_request: { from: ['active'], to: 'failed' },
  reactivate_service_request: { from: ['failed', 'cancelled'], to: 'active' },
} as const satisfies Record<string, { from: readonly ServiceRequestStatus[]; to: ServiceRequestStatus }>;

/** The pushes (SPEC §7 names, plus the project's own diagnoses, references and sharing). */
export const CASE_PUSH_TYPES = [
  'PatientCaseCreated',
  'PatientCaseEvidenceAdded', 'PatientCaseEvidenceEdited', 'PatientCaseEvidenceRemoved',
  'PatientCaseLabtestAdded', 'PatientCaseLabtestEdited', 'PatientCaseLabtestRemoved',
  'PatientCaseFileUploaded', 'PatientCaseFileDeleted',
  'PatientCaseDiagnosisAdded', 'PatientCaseDiagnosisEdited', 'PatientCaseDiagnosisRemoved',
  'PatientCaseReferenceAdded', 'PatientCaseReferenceRemoved',
  'PatientCaseCommentUpdated', 'PatientCaseConclusionUpdated',
  'PatientCaseCompleted', 'PatientCaseCancelled',
  'PatientCaseShared', 'PatientCaseUnshared',
  'TreatmentItemCreated', 'TreatmentItemCancelled',
  'ServiceRequestCreated', 'ServiceRequestCancelled', 'ServiceRequestFulfilled', 'ServiceRequestFailed', 'ServiceRequestReactivated',
] as const satisfies readonly (keyof typeof CASE_PUSH_SCHEMAS)[];
export type CasePushType = (typeof CASE_PUSH_TYPES)[number];

export type CasePerson = Static<typeof CasePersonSchema>;
export type CasePatient = Static<typeof CasePatientSchema>;
export type CaseEvidence = Static<typeof CaseEvidenceSchema>;
export type CaseLabtest = Static<typeof CaseLabtestSchema>;
export type CaseFile = Static<typeof CaseFileSchema>;
export type CaseDiagnosis = Static<typeof CaseDiagnosisSchema>;
export type ServiceRequest = Static<typeof ServiceRequestSchema>;
export type CaseReference = Static<typeof CaseReferenceSchema>;
export type Treatment = Static<typeof TreatmentSchema>;
/** A medical case (SPEC §3 Case). */
export type Case = Static<typeof CaseSchema>;

/** The payload of a case push of type `T`. */
export type CasePayload<T extends CasePushType> = Static<(typeof CASE_PUSH_SCHEMAS)[T]>;
/** A case event as the reducer takes it (a stored event or a push). */
export type CaseEvent = { [T in CasePushType]: { type: T; payload: CasePayload<T> } }[CasePushType];

const upsert = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
  list.some((x) => x.id === item.id) ? list.map((x) => (x.id === item.id ? item : x)) : [...list, item];
const without = <T extends { id: string }>(list: readonly T[], id: string): T[] => list.filter((x) => x.id !== id);
const byCreation = (a: { created_at: string }, b: { created_at: string }) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/**
 * The case after `event` (pure: everything comes from the event). PatientCaseCreated starts it;
 * every other event applies to the case it names at the version before its own, and anything
 * else (another case, an event already applied, a gap) leaves the state as it is: the caller sees
 * `version` did not move and loads the case again.
 */
export function applyCaseEvent(state: Case | null, event: CaseEvent): Case | null {
  if (event.type === 'PatientCaseCreated') return state && state.version >= event.payload.version ? state : event.payload.case;
  if (!state || state.id !== event.payload.case_id || event.payload.version !== state.version + 1) return state;
  const next: Case = { ...state, version: event.payload.version, updated_at: event.payload.at };
  const p = event.payload;
  switch (event.type) {
    case 'PatientCaseEvidenceAdded':
    case 'PatientCaseEvidenceEdited':
      return { ...next, evidences: upsert(state.evidences, (p as CasePayload<'PatientCaseEvidenceAdded'>).evidence) };
    case 'PatientCaseEvidenceRemoved':
      return { ...next, evidences: without(state.evidences, event.payload.evidence_id) };
    case 'PatientCaseLabtestAdded':
    case 'PatientCaseLabtestEdited':
      return { ...next, labtests: upsert(state.labtests, (p as CasePayload<'PatientCaseLabtestAdded'>).labtest) };
    case 'PatientCaseLabtestRemoved':
      return { ...next, labtests: without(state.labtests, event.payload.labtest_id) };
    case 'PatientCaseFileUploaded':
      return { ...next, files: upsert(state.files, event.payload.file) };
    case 'PatientCaseFileDeleted':
      return {
        ...next,
        files: without(state.files, event.payload.file_id),
        // A result kept in the deleted file is gone with it.
        labtests: state.labtests.map((l) => (l.file_id === event.payload.file_id ? { ...l, file_id: null } : l)),
      };
    case 'PatientCaseDiagnosisAdded':
    case 'PatientCaseDiagnosisEdited':
      return { ...next, diagnoses: upsert(state.diagnoses, (p as CasePayload<'PatientCaseDiagnosisAdded'>).diagnosis) };
    case 'PatientCaseDiagnosisRemoved':
      return { ...next, diagnoses: without(state.diagnoses, event.payload.diagnosis_id) };
    case 'PatientCaseReferenceAdded':
      return { ...next, references: upsert(state.references, event.payload.reference) };
    case 'PatientCaseReferenceRemoved':
      return { ...next, references: without(state.references, event.payload.reference_id) };
    case 'PatientCaseCommentUpdated':
      return { ...next, comment: event.payload.comment };
    case 'PatientCaseConclusionUpdated':
      return { ...next, conclusion: event.payload.conclusion };
    case 'PatientCaseCompleted':
      return { ...next, status: 'completed', closed_at: event.payload.at };
    case 'PatientCaseCancelled':
      return { ...next, status: 'cancelled', closed_at: event.payload.at, cancel_reason: event.payload.reason };
    case 'PatientCaseShared':
      return { ...next, shared_with: upsert(state.shared_with, event.payload.doctor) };
    case 'PatientCaseUnshared':
      return { ...next, shared_with: without(state.shared_with, event.payload.doctor_id) };
    case 'TreatmentItemCreated':
      return { ...next, treatments: upsert(state.treatments, event.payload.treatment).sort(byCreation) };
    case 'TreatmentItemCancelled':
      return {
        ...next,
        treatments: state.treatments.map((t) => (t.id === event.payload.treatment_id ? { ...t, status: 'cancelled' as const, cancelled_at: event.payload.at } : t)),
      };
    case 'ServiceRequestCreated':
      return { ...next, service_requests: upsert(state.service_requests, event.payload.service_request) };
    case 'ServiceRequestCancelled':
    case 'ServiceRequestFulfilled':
    case 'ServiceRequestFailed':
    case 'ServiceRequestReactivated': {
      const status = SERVICE_REQUEST_STATUS_OF[event.type];
      const { service_request_id: id, note } = event.payload;
      return {
        ...next,
        service_requests: state.service_requests.map((r) => (r.id === id ? { ...r, status, note: note ?? r.note, updated_at: event.payload.at } : r)),
      };
    }
  }
}

/** The status a referral push leaves the referral in. */
export const SERVICE_REQUEST_STATUS_OF = {
  ServiceRequestCancelled: 'cancelled',
  ServiceRequestFulfilled: 'fulfilled',
  ServiceRequestFailed: 'failed',
  ServiceRequestReactivated: 'active',
} as const satisfies Record<string, ServiceRequestStatus>;

/** The diagnosis a case is known by: the latest final one, else the latest preliminary, else null. */
export function mainDiagnosis(c: Pick<Case, 'diagnoses'>): CaseDiagnosis | null {
  const sorted = [...c.diagnoses].sort(byCreation).reverse();
  return sorted.find((d) => d.type === 'final') ?? sorted[0] ?? null;
}

/** A case as the clinical-access rule sees it. */
export const caseRecord = (c: Pick<Case, 'patient_id' | 'assignee_id' | 'clinic_id' | 'shared_with'>): ClinicalRecord => ({
  patientId: c.patient_id,
  assigneeId: c.assignee_id,
  clinicId: c.clinic_id,
  sharedWith: c.shared_with.map((d) => d.id),
});

/** How `userId` relates to a case (`operatesClinic`: they are an operator of its clinic). */
export const caseRelations = (c: Pick<Case, 'patient_id' | 'assignee_id' | 'clinic_id' | 'shared_with'>, userId: string, operatesClinic = false): ClinicalRelation[] =>
  relationsTo(caseRecord(c), userId, operatesClinic);

const personOf = (p: CasePerson): CasePerson => ({ id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });

/** A case as a list shows it; the summary view (an operator's) leaves out the clinical part, the diagnosis. */
export function caseListItem(c: Case, view: ClinicalView = 'full'): CaseListItem {
  const d = view === 'full' ? mainDiagnosis(c) : null;
  return {
    id: c.id,
    patient_id: c.patient_id,
    patient: personOf(c.patient),
    assignee_id: c.assignee_id,
    assignee: personOf(c.assignee),
    clinic_id: c.clinic_id,
    clinic: c.clinic,
    status: c.status,
    start_time: c.start_time,
    created_at: c.created_at,
    updated_at: c.updated_at,
    closed_at: c.closed_at,
    service_name: c.service_name,
    diagnosis: d ? { code: d.code, name: d.name, type: d.type } : null,
    summary_only: view !== 'full',
  };
}

/** Newest first (SPEC §4 ordering): by start time, then creation. */
export function newestCasesFirst<T extends { start_time: string; created_at: string }>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => (a.start_time === b.start_time ? byCreation(b, a) : a.start_time < b.start_time ? 1 : -1));
}

/** The app paths of a case. */
export const casePath = (id: string) => `/p/case/${encodeURIComponent(id)}`;
export const caseReportPath = (id: string) => `/cases/${encodeURIComponent(id)}/report`;
export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;

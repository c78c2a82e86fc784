import type { Static } from '@sinclair/typebox';
import type { Localized } from '../../../src/protocol/common';
import type { DrugSchema, Icd10Entry } from '../../../src/protocol/case-schemas';
import {
  CASE_COMMAND_RULES,
  CASE_FILES_MAX,
  CASE_PARTS_MAX,
  DRUG_ROUTES,
  SERVICE_REQUEST_MOVES,
  mainDiagnosis,
  type Case,
  type CaseCommandType,
  type CaseDiagnosis,
  type CaseEvent,
  type CaseFile,
  type CasePayload,
  type CasePerson,
  type CasePushType,
  type DiagnosisType,
  type EvidenceChoice,
  type TreatmentType,
} from '../../../src/protocol/cases';
import type { ClinicalRelation } from '../../../src/protocol/clinical-access';
import { AppError } from '../../../src/protocol/errors';

export type Drug = Static<typeof DrugSchema>;

/** What a reference needs to know of the case it points to (resolved by the service, for cases the doctor may read). */
export type ReferencedCase = Pick<Case, 'id' | 'patient_id' | 'start_time' | 'diagnoses' | 'service_name'>;

/** A doctor a case is to be shared with, as the service found them (null when there is no such user). */
export type ShareTarget = CasePerson & { type: string };

type Note = string | null | undefined;
type RequestMove = keyof typeof SERVICE_REQUEST_MOVES;

/**
 * Every change of a case (CASE_COMMANDS, plus `open`), with what the rules need of the world
 * already resolved by the service: names of symptoms, lab tests, ICD-10 entries and services (null
 * when the id is unknown), the referenced case, the doctor to share with, and new part ids.
 */
export type CaseCommand =
  | { type: 'open'; case: Case }
  | { type: 'add_evidence'; evidenceId: string; symptom: Localized | null; choice: EvidenceChoice; isFeatured?: boolean }
  | { type: 'edit_evidence'; evidenceId: string; choice?: EvidenceChoice; isFeatured?: boolean }
  | { type: 'remove_evidence'; evidenceId: string }
  | { type: 'add_labtest'; newId: string; labtest: { id: number; name: Localized } | null; result?: Note; fileId?: Note; date?: Note }
  | { type: 'edit_labtest'; id: string; result?: Note; fileId?: Note; date?: Note }
  | { type: 'remove_labtest'; id: string }
  | { type: 'upload_file'; file: CaseFile }
  | { type: 'delete_file'; id: string }
  | { type: 'add_diagnosis'; newId: string; diagnosisType: DiagnosisType; code?: string | null; icd?: Icd10Entry | null; text?: Note; note?: Note }
  | { type: 'edit_diagnosis'; id: string; diagnosisType?: DiagnosisType; code?: string | null; icd?: Icd10Entry | null; text?: Note; note?: Note }
  | { type: 'remove_diagnosis'; id: string }
  | { type: 'request_service'; newId: string; service: { id: number; name: Localized } | null; note?: Note }
  | { type: RequestMove; id: string; note?: Note }
  | { type: 'add_reference'; newId: string; referenced: ReferencedCase | null }
  | { type: 'remove_reference'; id: string }
  | { type: 'add_treatment'; newId: string; treatmentType: TreatmentType; drug?: Drug | null; text?: Note }
  | { type: 'cancel_treatment'; id: string }
  | { type: 'update_comment'; comment: string }
  | { type: 'update_conclusion'; conclusion: string }
  | { type: 'complete' }
  | { type: 'cancel'; reason?: Note }
  | { type: 'share'; doctor: ShareTarget | null }
  | { type: 'unshare'; doctorId: string };

/** Who is asking (their relations to the case, from the clinical-access rule) and when. */
export interface CaseDecideContext {
  relations: readonly ClinicalRelation[];
  actorId: string | null;
  now: Date;
}

const refuse = (code: 'case.unknown_part' | 'case.unknown_symptom' | 'case.unknown_labtest' | 'case.unknown_code' | 'case.unknown_service' | 'case.diagnosis_empty' | 'case.treatment_incomplete' | 'case.conclusion_required' | 'case.reference_invalid' | 'case.doctor_not_found', message: string) =>
  new AppError(code, 422, { message });
const conflict = (code: 'case.duplicate_part' | 'case.too_many_parts' | 'case.request_not_allowed' | 'case.closed', message: string) => new AppError(code, 409, { message });

/** Checks the command table: 403 when the person may never give it, 409 when the case's status forbids it. */
function allow(command: CaseCommandType, state: Case, relations: readonly ClinicalRelation[]): void {
  const rule = CASE_COMMAND_RULES[command];
  if (!relations.some((r) => rule.by.includes(r))) throw new AppError('case.not_allowed', 403, { message: 'You may not change this case this way' });
  if (!rule.from.includes(state.status)) throw conflict('case.closed', `A case that is ${state.status} cannot be changed this way`);
}

/** Text with its ends trimmed; blank is null. */
const clean = (text: Note): string | null => {
  const t = text?.trim() ?? '';
  return t === '' ? null : t;
};
/** An optional field of an edit: undefined keeps the old value, anything else is cleaned. */
const keepOr = <T>(value: Note, old: T): string | null | T => (value === undefined ? old : clean(value));

function find<T extends { id: string }>(list: readonly T[], id: string, what: string): T {
  const hit = list.find((x) => x.id === id);
  if (!hit) throw refuse('case.unknown_part', `This case has no such ${what}`);
  return hit;
}

function room(list: readonly unknown[], max = CASE_PARTS_MAX): void {
  if (list.length >= max) throw conflict('case.too_many_parts', `A case holds at most ${max} of these`);
}

/** A lab test's result file must be a file of the case. */
function caseFile(state: Case, fileId: string | null): string | null {
  if (fileId !== null && !state.files.some((f) => f.id === fileId)) throw refuse('case.unknown_part', 'The result file is not a file of this case');
  return fileId;
}

/** The code and name a diagnosis gets: an ICD-10 entry for a code, else the free text in both languages. */
function naming(code: string | null | undefined, icd: Icd10Entry | null | undefined, text: Note): { code: string | null; name: Localized } {
  if (code) {
    if (!icd || icd.code !== code) throw refuse('case.unknown_code', `${code} is not in the ICD-10 list`);
    return { code: icd.code, name: icd.name };
  }
  const t = clean(text);
  if (!t) throw refuse('case.diagnosis_empty', 'A diagnosis needs an ICD-10 code or a text');
  return { code: null, name: { ka: t, en: t } };
}

function drugOf(drug: Drug | null | undefined): Drug {
  const d = drug ? { name: clean(drug.name), dose: clean(drug.dose), route: drug.route, frequency: clean(drug.frequency), duration: clean(drug.duration) } : null;
  if (!d || !d.name || !d.dose || !d.frequency || !d.duration || !(DRUG_ROUTES as readonly string[]).includes(d.route)) {
    throw refuse('case.treatment_incomplete', 'A drug needs its name, dose, route, frequency and duration');
  }
  return { name: d.name, dose: d.dose, route: d.route, frequency: d.frequency, duration: d.duration };
}

/**
 * The rules of a case (CONVENTIONS 12a): `decide(command, state, ctx)` answers the events a command
 * records (at most one; none when it changes nothing), each payload `{case_id, version, at, by, …}`
 * with the part that changed, or throws the coded refusal. Pure: what it needs of the world comes
 * resolved in the command, who and when in `ctx`. `applyCaseEvent` (src/protocol/cases.ts) folds
 * the events it answers.
 */
export function decide(command: CaseCommand, state: Case | null, ctx: CaseDecideContext): CaseEvent[] {
  const at = ctx.now.toISOString();
  const emit = <T extends CasePushType>(type: T, part: Omit<CasePayload<T>, 'case_id' | 'version' | 'at' | 'by'>): CaseEvent[] =>
    [{ type, payload: { case_id: state!.id, version: state!.version + 1, at, by: ctx.actorId, ...part } } as CaseEvent];

  if (command.type === 'open') {
    if (state) throw conflict('case.duplicate_part', 'This case already exists');
    const c: Case = { ...command.case, version: 1, status: 'active', created_at: at, updated_at: at, closed_at: null, cancel_reason: null };
    return [{ type: 'PatientCaseCreated', payload: { case_id: c.id, version: 1, at, by: ctx.actorId, case: c } }];
  }
  if (!state) throw new AppError('case.not_found', 404, { message: 'No such case' });
  allow(command.type, state, ctx.relations);

  switch (command.type) {
    case 'add_evidence': {
      if (!command.symptom) throw refuse('case.unknown_symptom', `${command.evidenceId} is not in the symptom catalogue`);
      if (state.evidences.some((e) => e.id === command.evidenceId)) throw conflict('case.duplicate_part', 'This symptom is already in the case');
      room(state.evidences);
      return emit('PatientCaseEvidenceAdded', {
        evidence: { id: command.evidenceId, name: command.symptom, choice: command.choice, is_initial: false, is_featured: command.isFeatured ?? false, source: 'doctor' },
      });
    }
    case 'edit_evidence': {
      const old = find(state.evidences, command.evidenceId, 'symptom');
      // A template's symptom is a question until the doctor answers it: answering makes it theirs.
      const source = command.choice !== undefined && old.source === 'template' ? 'doctor' : old.source;
      const next = { ...old, choice: command.choice ?? old.choice, is_featured: command.isFeatured ?? old.is_featured, source };
      if (next.choice === old.choice && next.is_featured === old.is_featured && next.source === old.source) return [];
      return emit('PatientCaseEvidenceEdited', { evidence: next });
    }
    case 'remove_evidence':
      find(state.evidences, command.evidenceId, 'symptom');
      return emit('PatientCaseEvidenceRemoved', { evidence_id: command.evidenceId });

    case 'add_labtest': {
      if (!command.labtest) throw refuse('case.unknown_labtest', 'No such lab test in the list');
      room(state.labtests);
      return emit('PatientCaseLabtestAdded', {
        labtest: {
          id: command.newId,
          labtest_id: command.labtest.id,
          name: command.labtest.name,
          result: clean(command.result),
          file_id: caseFile(state, clean(command.fileId)),
          date: clean(command.date),
          created_at: at,
        },
      });
    }
    case 'edit_labtest': {
      const old = find(state.labtests, command.id, 'lab test');
      const next = { ...old, result: keepOr(command.result, old.result), file_id: caseFile(state, keepOr(command.fileId, old.file_id)), date: keepOr(command.date, old.date) };
      if (next.result === old.result && next.file_id === old.file_id && next.date === old.date) return [];
      return emit('PatientCaseLabtestEdited', { labtest: next });
    }
    case 'remove_labtest':
      find(state.labtests, command.id, 'lab test');
      return emit('PatientCaseLabtestRemoved', { labtest_id: command.id });

    case 'upload_file':
      room(state.files, CASE_FILES_MAX);
      return emit('PatientCaseFileUploaded', { file: command.file });
    case 'delete_file':
      find(state.files, command.id, 'file');
      return emit('PatientCaseFileDeleted', { file_id: command.id });

    case 'add_diagnosis': {
      room(state.diagnoses);
      const named = naming(command.code, command.icd, command.text);
      return emit('PatientCaseDiagnosisAdded', { diagnosis: { id: command.newId, type: command.diagnosisType, ...named, note: clean(command.note), created_at: at } });
    }
    case 'edit_diagnosis': {
      const old = find(state.diagnoses, command.id, 'diagnosis');
      // A new code names it anew; a text without a code makes it free text; neither keeps its name.
      const renamed = command.code ? naming(command.code, command.icd, null) : command.code === null || command.text !== undefined ? naming(null, null, command.text ?? (old.code === null ? old.name.en : null)) : null;
      const next: CaseDiagnosis = { ...old, type: command.diagnosisType ?? old.type, ...(renamed ?? {}), note: keepOr(command.note, old.note) };
      if (next.type === old.type && next.code === old.code && next.name.ka === old.name.ka && next.name.en === old.name.en && next.note === old.note) return [];
      return emit('PatientCaseDiagnosisEdited', { diagnosis: next });
    }
    case 'remove_diagnosis':
      find(state.diagnoses, command.id, 'diagnosis');
      return emit('PatientCaseDiagnosisRemoved', { diagnosis_id: command.id });

    case 'request_service': {
      if (!command.service) throw refuse('case.unknown_service', 'No such service');
      room(state.service_requests);
      return emit('ServiceRequestCreated', {
        service_request: { id: command.newId, service_id: command.service.id, name: command.service.name, status: 'active', note: clean(command.note), created_at: at, updated_at: at },
      });
    }
    case 'cancel_service_request':
    case 'fulfil_service_request':
    case 'fail_service_request':
    case 'reactivate_service_request': {
      const request = find(state.service_requests, command.id, 'referral');
      const move = SERVICE_REQUEST_MOVES[command.type];
      if (!(move.from as readonly string[]).includes(request.status)) throw conflict('case.request_not_allowed', `A referral that is ${request.status} cannot be moved this way`);
      const type = ({ cancel_service_request: 'ServiceRequestCancelled', fulfil_service_request: 'ServiceRequestFulfilled', fail_service_request: 'ServiceRequestFailed', reactivate_service_request: 'ServiceRequestReactivated' } as const)[command.type];
      return emit(type, { service_request_id: request.id, note: clean(command.note) });
    }

    case 'add_reference': {
      const ref = command.referenced;
      if (!ref || ref.id === state.id || ref.patient_id !== state.patient_id) throw refuse('case.reference_invalid', 'A reference must be another case of the same patient');
      if (state.references.some((r) => r.referenced_patient_case_id === ref.id)) throw conflict('case.duplicate_part', 'This case is already referenced');
      room(state.references);
      // The title is what the case was known by when referenced: its main diagnosis, else its service (the date is always shown).
      const title = mainDiagnosis(ref)?.name ?? ref.service_name ?? { ka: '', en: '' };
      return emit('PatientCaseReferenceAdded', { reference: { id: command.newId, referenced_patient_case_id: ref.id, start_time: ref.start_time, title, created_at: at } });
    }
    case 'remove_reference':
      find(state.references, command.id, 'reference');
      return emit('PatientCaseReferenceRemoved', { reference_id: command.id });

    case 'add_treatment': {
      room(state.treatments);
      if (command.treatmentType === 'Drug') {
        const drug = drugOf(command.drug);
        return emit('TreatmentItemCreated', { treatment: { id: command.newId, type: 'Drug', drug, text: clean(command.text), status: 'active', created_at: at, cancelled_at: null } });
      }
      const text = clean(command.text);
      if (!text) throw refuse('case.treatment_incomplete', 'A recommendation needs its text');
      return emit('TreatmentItemCreated', { treatment: { id: command.newId, type: 'Recommendation', drug: null, text, status: 'active', created_at: at, cancelled_at: null } });
    }
    case 'cancel_treatment': {
      const t = find(state.treatments, command.id, 'treatment');
      if (t.status === 'cancelled') return [];
      return emit('TreatmentItemCancelled', { treatment_id: t.id });
    }

    case 'update_comment':
      // Kept as typed (the client sends it while the doctor types; trimming would fight the cursor).
      if (command.comment === state.comment) return [];
      return emit('PatientCaseCommentUpdated', { comment: command.comment });
    case 'update_conclusion':
      if (command.conclusion === state.conclusion) return [];
      return emit('PatientCaseConclusionUpdated', { conclusion: command.conclusion });

    case 'complete':
      if (state.conclusion.trim() === '') throw refuse('case.conclusion_required', 'Write the conclusion before completing the case');
      return emit('PatientCaseCompleted', {});
    case 'cancel':
      return emit('PatientCaseCancelled', { reason: clean(command.reason) });

    case 'share': {
      const d = command.doctor;
      if (!d || d.type !== 'Doctor') throw refuse('case.doctor_not_found', 'No such doctor');
      if (d.id === state.assignee_id || state.shared_with.some((x) => x.id === d.id)) throw conflict('case.duplicate_part', 'This doctor already reads the case');
      room(state.shared_with);
      return emit('PatientCaseShared', { doctor: { id: d.id, firstname: d.firstname, lastname: d.lastname, photo: d.photo } });
    }
    case 'unshare':
      find(state.shared_with, command.doctorId, 'doctor it is shared with');
      return emit('PatientCaseUnshared', { doctor_id: command.doctorId });
  }
}

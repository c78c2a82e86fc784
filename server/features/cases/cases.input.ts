import { randomUUID } from 'node:crypto';
import type { Case } from '../../../src/protocol/cases';
import type { CaseCommandBody } from '../../../src/protocol/case-schemas';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import type { Db } from '../../db/connection';
import type { CaseCommand, ReferencedCase } from './cases.decider';
import { readCase } from './cases.access';
import { casesRepository } from './cases.repository';
import { symptomName } from './cases.state';
import { findIcd10 } from './icd10-lookup';

/**
 * Refuses text holding a NUL character anywhere in `value` (422 `field.format` at its path).
 * PostgreSQL cannot store it in text or jsonb; refused here, it is a coded answer instead of a
 * failed write.
 */
export function rejectNul(value: unknown, path = ''): void {
  const bad: FieldError[] = [];
  const walk = (v: unknown, at: string) => {
    if (typeof v === 'string') {
      if (v.includes('\0')) bad.push({ path: at, code: 'field.format' });
    } else if (Array.isArray(v)) v.forEach((x, i) => walk(x, at ? `${at}.${i}` : String(i)));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, at ? `${at}.${k}` : k);
  };
  walk(value, path);
  if (bad.length > 0) throw fieldErrors(bad);
}

/** The referenced case, when the doctor may read it; otherwise null (the decider's `case.reference_invalid`), learning nothing of it. */
async function referenced(db: Db, userId: string, id: string): Promise<ReferencedCase | null> {
  try {
    return (await readCase(db, userId, id)).case;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

const icdOf = (code: string | null | undefined) => (code ? (findIcd10(code) ?? null) : null);

/**
 * A command body as the decider takes it: the world it needs looked up (symptom, lab test, ICD-10
 * entry, service, referenced case, doctor), new part ids drawn. Unknown ids resolve to null; the
 * decider answers them with their coded refusal.
 */
export async function resolveCommand(db: Db, userId: string, current: Case, body: CaseCommandBody): Promise<CaseCommand> {
  const repo = casesRepository(db);
  switch (body.type) {
    case 'add_evidence':
      return { type: body.type, evidenceId: body.evidence_id, symptom: symptomName(body.evidence_id), choice: body.choice, isFeatured: body.is_featured };
    case 'edit_evidence':
      return { type: body.type, evidenceId: body.evidence_id, choice: body.choice, isFeatured: body.is_featured };
    case 'remove_evidence':
      return { type: body.type, evidenceId: body.evidence_id };
    case 'add_labtest':
      return { type: body.type, newId: randomUUID(), labtest: (await repo.labtests([body.labtest_id])).get(body.labtest_id) ?? null, result: body.result, fileId: body.file_id, date: body.date };
    case 'edit_labtest':
      return { type: body.type, id: body.id, result: body.result, fileId: body.file_id, date: body.date };
    case 'remove_labtest':
    case 'delete_file':
    case 'remove_diagnosis':
    case 'remove_reference':
    case 'cancel_treatment':
      return { type: body.type, id: body.id };
    case 'add_diagnosis':
      return { type: body.type, newId: randomUUID(), diagnosisType: body.diagnosis_type, code: body.code, icd: icdOf(body.code), text: body.text, note: body.note };
    case 'edit_diagnosis':
      return { type: body.type, id: body.id, diagnosisType: body.diagnosis_type, code: body.code, icd: icdOf(body.code), text: body.text, note: body.note };
    case 'request_service':
      return { type: body.type, newId: randomUUID(), service: await repo.service(body.service_id), note: body.note };
    case 'cancel_service_request':
    case 'fulfil_service_request':
    case 'fail_service_request':
    case 'reactivate_service_request':
      return { type: body.type, id: body.id, note: body.note };
    case 'add_reference':
      return { type: body.type, newId: randomUUID(), referenced: body.case_id === current.id ? current : await referenced(db, userId, body.case_id) };
    case 'add_treatment':
      return { type: body.type, newId: randomUUID(), treatmentType: body.treatment_type, drug: body.drug ?? null, text: body.text };
    case 'update_comment':
      return { type: body.type, comment: body.comment };
    case 'update_conclusion':
      return { type: body.type, conclusion: body.conclusion };
    case 'complete':
      return { type: body.type };
    case 'cancel':
      return { type: body.type, reason: body.reason };
    case 'share':
      return { type: body.type, doctor: await repo.person(body.doctor_id) };
    case 'unshare':
      return { type: body.type, doctorId: body.doctor_id };
  }
}

import { describe, expect, it } from 'vitest';
import {
  CASE_COMMANDS,
  CASE_COMMAND_RULES,
  CASE_FILES_MAX,
  CASE_PARTS_MAX,
  CASE_STATUSES,
  SERVICE_REQUEST_MOVES,
  SERVICE_REQUEST_STATUSES,
  applyCaseEvent,
  mayCommand,
  type Case,
  type CaseCommandType,
  type CaseStatus,
  type ServiceRequestStatus,
} from '../../src/protocol/cases';
import { CLINICAL_RELATIONS, type ClinicalRelation } from '../../src/protocol/clinical-access';
import { AppError } from '../../src/protocol/errors';
import { decideCase as decide, type CaseCommand, type CaseDecideContext } from '../../server/features/cases';
import { findIcd10 } from '../../server/catalog/icd10';

/**
 * The case decider, given a state, when a command, then these events (or this refusal): every
 * command from every status by every relation against the command table, then each rule of the
 * parts.
 */
const NOW = new Date('2026-11-21T10:00:00Z');
const PATIENT = '00000000-0000-4000-8000-0000000000a1';
const DOCTOR = '00000000-0000-4000-8000-0000000000d1';
const COLLEAGUE = '00000000-0000-4000-8000-0000000000d2';
const NEW_DOCTOR = '00000000-0000-4000-8000-0000000000d3';
const L = (en: string) => ({ ka: `${en} (ka)`, en });
const person = (id: string) => ({ id, firstname: L('First'), lastname: L('Last'), photo: null });

/** A case holding one of every part (two referrals: one active, one failed), in `status`. */
function caseIn(status: CaseStatus, change: Partial<Case> = {}): Case {
  const at = '2026-11-20T09:00:00.000Z';
  return {
    id: 'c1',
    version: 7,
    patient_id: PATIENT,
    patient: { ...person(PATIENT), gender: 'female', birthdate: '1980-01-01' },
    assignee_id: DOCTOR,
    assignee: person(DOCTOR),
    clinic_id: 1,
    clinic: { id: 1, name: L('Clinic') },
    schedule_id: null,
    clinic_service_id: null,
    service_id: null,
    service_name: null,
    template: null,
    status,
    start_time: at,
    comment: 'comment',
    conclusion: 'conclusion',
    evidences: [
      { id: 's_1', name: L('Headache'), choice: 'present', is_initial: true, is_featured: true, source: 'interview' },
      { id: 's_200', name: L('Chest pain'), choice: 'absent', is_initial: false, is_featured: true, source: 'template' },
    ],
    labtests: [{ id: 'l1', labtest_id: 1, name: L('Complete blood count'), result: null, file_id: null, date: null, created_at: at }],
    files: [{ id: 'f1', name: 'a.pdf', size: 10, content_type: 'application/pdf', created_at: at, created_by: DOCTOR }],
    diagnoses: [{ id: 'd1', type: 'preliminary', code: 'J06.9', name: findIcd10('J06.9')!.name, note: null, created_at: at }],
    service_requests: [
      { id: 'r1', service_id: 26, name: L('Chest X-ray'), status: 'active', note: null, created_at: at, updated_at: at },
      { id: 'r2', service_id: 9, name: L('ENT'), status: 'failed', note: null, created_at: at, updated_at: at },
    ],
    references: [{ id: 'x1', referenced_patient_case_id: 'c0', start_time: at, title: L('Bronchitis'), created_at: at }],
    treatments: [{ id: 't1', type: 'Recommendation', drug: null, text: 'Rest', status: 'active', created_at: at, cancelled_at: null }],
    shared_with: [person(COLLEAGUE)],
    cancel_reason: null,
    created_at: at,
    created_by: DOCTOR,
    updated_at: at,
    closed_at: status === 'active' ? null : at,
    ...change,
  };
}

const other = { id: 'c0', patient_id: PATIENT, start_time: '2026-10-01T09:00:00.000Z', diagnoses: [], service_name: L('Family doctor') };

/** A command of each type that the rich case accepts where the table allows it. */
const VALID: Record<CaseCommandType, CaseCommand> = {
  add_evidence: { type: 'add_evidence', evidenceId: 's_211', symptom: L('Palpitations'), choice: 'present' },
  edit_evidence: { type: 'edit_evidence', evidenceId: 's_1', choice: 'absent' },
  remove_evidence: { type: 'remove_evidence', evidenceId: 's_1' },
  add_labtest: { type: 'add_labtest', newId: 'l2', labtest: { id: 41, name: L('CRP') }, result: '5 mg/L', fileId: 'f1', date: '2026-11-21' },
  edit_labtest: { type: 'edit_labtest', id: 'l1', result: '9.6' },
  remove_labtest: { type: 'remove_labtest', id: 'l1' },
  upload_file: { type: 'upload_file', file: { id: 'f2', name: 'b.png', size: 5, content_type: 'image/png', created_at: NOW.toISOString(), created_by: DOCTOR } },
  delete_file: { type: 'delete_file', id: 'f1' },
  add_diagnosis: { type: 'add_diagnosis', newId: 'd2', diagnosisType: 'final', code: 'J20.9', icd: findIcd10('J20.9') },
  edit_diagnosis: { type: 'edit_diagnosis', id: 'd1', diagnosisType: 'final' },
  remove_diagnosis: { type: 'remove_diagnosis', id: 'd1' },
  request_service: { type: 'request_service', newId: 'r3', service: { id: 17, name: L('Complete blood count') } },
  cancel_service_request: { type: 'cancel_service_request', id: 'r1' },
  fulfil_service_request: { type: 'fulfil_service_request', id: 'r1', note: 'Clear' },
  fail_service_request: { type: 'fail_service_request', id: 'r1' },
  reactivate_service_request: { type: 'reactivate_service_request', id: 'r2' },
  add_reference: { type: 'add_reference', newId: 'x2', referenced: { ...other, id: 'c9' } },
  remove_reference: { type: 'remove_reference', id: 'x1' },
  add_treatment: { type: 'add_treatment', newId: 't2', treatmentType: 'Drug', drug: { name: 'Paracetamol', dose: '500 mg', route: 'oral', frequency: '3 times a day', duration: '5 days' } },
  cancel_treatment: { type: 'cancel_treatment', id: 't1' },
  update_comment: { type: 'update_comment', comment: 'new comment' },
  update_conclusion: { type: 'update_conclusion', conclusion: 'new conclusion' },
  complete: { type: 'complete' },
  cancel: { type: 'cancel', reason: 'Opened by mistake' },
  share: { type: 'share', doctor: { ...person(NEW_DOCTOR), type: 'Doctor' } },
  unshare: { type: 'unshare', doctorId: COLLEAGUE },
};

const ctx = (relations: readonly ClinicalRelation[], actorId: string | null = DOCTOR): CaseDecideContext => ({ relations, actorId, now: NOW });

/** The coded refusal `fn` throws. */
function refusal(fn: () => unknown): { code: string; status: number } {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, status: err.status };
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('the command table', () => {
  for (const command of CASE_COMMANDS) {
    for (const status of CASE_STATUSES) {
      for (const relation of [...CLINICAL_RELATIONS, null]) {
        const relations = relation ? [relation] : [];
        const allowed = mayCommand(command, status, relations);
        it(`${command} on a ${status} case by ${relation ?? 'nobody'}: ${allowed ? 'one event' : 'refused'}`, () => {
          const state = caseIn(status);
          if (allowed) {
            const events = decide(VALID[command], state, ctx(relations));
            expect(events).toHaveLength(1);
            expect(events[0].payload).toMatchObject({ case_id: 'c1', version: 8, at: NOW.toISOString(), by: DOCTOR });
            const next = applyCaseEvent(state, events[0]);
            expect(next!.version).toBe(8);
            expect(next!.updated_at).toBe(NOW.toISOString());
          } else {
            const never = !relations.some((r) => CASE_COMMAND_RULES[command].by.includes(r));
            expect(refusal(() => decide(VALID[command], state, ctx(relations)))).toEqual(never ? { code: 'case.not_allowed', status: 403 } : { code: 'case.closed', status: 409 });
          }
        });
      }
    }
  }

  it('opens a case once, at version 1, active', () => {
    const events = decide({ type: 'open', case: caseIn('active', { version: 99, evidences: [] }) }, null, ctx([]));
    expect(events).toEqual([{ type: 'PatientCaseCreated', payload: expect.objectContaining({ case_id: 'c1', version: 1, by: DOCTOR }) }]);
    const opened = applyCaseEvent(null, events[0])!;
    expect(opened).toMatchObject({ version: 1, status: 'active', created_at: NOW.toISOString(), closed_at: null });
    expect(refusal(() => decide({ type: 'open', case: opened }, opened, ctx([])))).toEqual({ code: 'case.duplicate_part', status: 409 });
    expect(refusal(() => decide(VALID.complete, null, ctx(['assignee'])))).toEqual({ code: 'case.not_found', status: 404 });
  });
});

describe('the parts of a case', () => {
  const active = () => caseIn('active');
  const by = ctx(['assignee']);
  const apply = (c: Case, command: CaseCommand) => {
    const events = decide(command, c, by);
    return events.reduce<Case>((s, e) => applyCaseEvent(s, e)!, c);
  };

  it('refuses a part that is not there with case.unknown_part', () => {
    const unknown: CaseCommand[] = [
      { type: 'edit_evidence', evidenceId: 's_9', choice: 'absent' },
      { type: 'remove_evidence', evidenceId: 's_9' },
      { type: 'edit_labtest', id: 'nope', result: '1' },
      { type: 'remove_labtest', id: 'nope' },
      { type: 'delete_file', id: 'nope' },
      { type: 'edit_diagnosis', id: 'nope', diagnosisType: 'final' },
      { type: 'remove_diagnosis', id: 'nope' },
      { type: 'cancel_service_request', id: 'nope' },
      { type: 'remove_reference', id: 'nope' },
      { type: 'cancel_treatment', id: 'nope' },
      { type: 'unshare', doctorId: NEW_DOCTOR },
      // A lab test's result file must be a file of this case.
      { type: 'add_labtest', newId: 'l9', labtest: { id: 1, name: L('CBC') }, fileId: 'not-a-file' },
      { type: 'edit_labtest', id: 'l1', fileId: 'not-a-file' },
    ];
    for (const command of unknown) expect(refusal(() => decide(command, active(), by)), command.type).toEqual({ code: 'case.unknown_part', status: 422 });
  });

  it('refuses what the lists do not know', () => {
    expect(refusal(() => decide({ type: 'add_evidence', evidenceId: 's_999999', symptom: null, choice: 'present' }, active(), by)).code).toBe('case.unknown_symptom');
    expect(refusal(() => decide({ type: 'add_labtest', newId: 'l9', labtest: null }, active(), by)).code).toBe('case.unknown_labtest');
    expect(refusal(() => decide({ type: 'add_diagnosis', newId: 'd9', diagnosisType: 'final', code: 'Z99.9', icd: null }, active(), by)).code).toBe('case.unknown_code');
    expect(refusal(() => decide({ type: 'edit_diagnosis', id: 'd1', code: 'Z99.9', icd: null }, active(), by)).code).toBe('case.unknown_code');
    expect(refusal(() => decide({ type: 'request_service', newId: 'r9', service: null }, active(), by)).code).toBe('case.unknown_service');
    expect(refusal(() => decide({ type: 'share', doctor: null }, active(), by)).code).toBe('case.doctor_not_found');
    expect(refusal(() => decide({ type: 'share', doctor: { ...person(PATIENT), type: 'Patient' } }, active(), by)).code).toBe('case.doctor_not_found');
  });

  it('refuses the same symptom, reference or reader twice', () => {
    expect(refusal(() => decide({ type: 'add_evidence', evidenceId: 's_1', symptom: L('Headache'), choice: 'absent' }, active(), by))).toEqual({ code: 'case.duplicate_part', status: 409 });
    expect(refusal(() => decide({ type: 'add_reference', newId: 'x9', referenced: other }, active(), by)).code).toBe('case.duplicate_part');
    expect(refusal(() => decide({ type: 'share', doctor: { ...person(COLLEAGUE), type: 'Doctor' } }, active(), by)).code).toBe('case.duplicate_part');
    expect(refusal(() => decide({ type: 'share', doctor: { ...person(DOCTOR), type: 'Doctor' } }, active(), by)).code).toBe('case.duplicate_part');
  });

  it('holds at most CASE_PARTS_MAX parts of a kind and CASE_FILES_MAX files', () => {
    const many = Array.from({ length: CASE_PARTS_MAX }, (_, i) => ({ id: `t${i}`, type: 'Recommendation' as const, drug: null, text: 'x', status: 'active' as const, created_at: NOW.toISOString(), cancelled_at: null }));
    expect(refusal(() => decide(VALID.add_treatment, caseIn('active', { treatments: many }), by))).toEqual({ code: 'case.too_many_parts', status: 409 });
    const files = Array.from({ length: CASE_FILES_MAX }, (_, i) => ({ ...caseIn('active').files[0], id: `f${i}` }));
    expect(refusal(() => decide(VALID.upload_file, caseIn('active', { files }), by)).code).toBe('case.too_many_parts');
    expect(decide(VALID.upload_file, caseIn('active', { files: files.slice(1) }), by)).toHaveLength(1);
  });

  it('names a diagnosis by its ICD-10 entry, or by free text, never by nothing', () => {
    const coded = apply(active(), { type: 'add_diagnosis', newId: 'd2', diagnosisType: 'final', code: 'I10', icd: findIcd10('I10'), text: 'ignored' });
    expect(coded.diagnoses[1]).toMatchObject({ id: 'd2', code: 'I10', name: { en: 'Essential (primary) hypertension' } });
    const free = apply(active(), { type: 'add_diagnosis', newId: 'd3', diagnosisType: 'preliminary', text: '  Viral exanthem  ', note: ' ' });
    expect(free.diagnoses[1]).toMatchObject({ code: null, name: { ka: 'Viral exanthem', en: 'Viral exanthem' }, note: null });
    for (const text of [undefined, null, '   ']) {
      expect(refusal(() => decide({ type: 'add_diagnosis', newId: 'd4', diagnosisType: 'final', text }, active(), by))).toEqual({ code: 'case.diagnosis_empty', status: 422 });
    }
    // Editing: a text without a code makes it free text; clearing the code of a coded one needs a text.
    expect(apply(active(), { type: 'edit_diagnosis', id: 'd1', text: 'Tonsillitis' }).diagnoses[0]).toMatchObject({ code: null, name: { en: 'Tonsillitis' } });
    expect(refusal(() => decide({ type: 'edit_diagnosis', id: 'd1', code: null }, active(), by)).code).toBe('case.diagnosis_empty');
    expect(apply(active(), { type: 'edit_diagnosis', id: 'd1', code: 'J20.9', icd: findIcd10('J20.9') }).diagnoses[0]).toMatchObject({ code: 'J20.9', type: 'preliminary' });
  });

  it('takes a drug only whole and a recommendation only with its text', () => {
    const drug = { name: 'Paracetamol', dose: '500 mg', route: 'oral' as const, frequency: '3 times a day', duration: '5 days' };
    for (const key of ['name', 'dose', 'frequency', 'duration'] as const) {
      expect(refusal(() => decide({ type: 'add_treatment', newId: 't9', treatmentType: 'Drug', drug: { ...drug, [key]: '  ' } }, active(), by))).toEqual({ code: 'case.treatment_incomplete', status: 422 });
    }
    expect(refusal(() => decide({ type: 'add_treatment', newId: 't9', treatmentType: 'Drug', drug: { ...drug, route: 'by mail' as 'oral' } }, active(), by)).code).toBe('case.treatment_incomplete');
    expect(refusal(() => decide({ type: 'add_treatment', newId: 't9', treatmentType: 'Drug' }, active(), by)).code).toBe('case.treatment_incomplete');
    expect(refusal(() => decide({ type: 'add_treatment', newId: 't9', treatmentType: 'Recommendation', text: ' ' }, active(), by)).code).toBe('case.treatment_incomplete');
    const treated = apply(active(), { type: 'add_treatment', newId: 't2', treatmentType: 'Drug', drug: { ...drug, name: ' Paracetamol ' } });
    expect(treated.treatments.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(treated.treatments[1].drug!.name).toBe('Paracetamol');
    // Cancelling keeps the item, marked; cancelling it again changes nothing.
    const cancelled = apply(treated, { type: 'cancel_treatment', id: 't1' });
    expect(cancelled.treatments[0]).toMatchObject({ status: 'cancelled', cancelled_at: NOW.toISOString() });
    expect(decide({ type: 'cancel_treatment', id: 't1' }, cancelled, by)).toEqual([]);
  });

  it('completes only with a conclusion', () => {
    for (const conclusion of ['', '  \n ']) {
      expect(refusal(() => decide(VALID.complete, caseIn('active', { conclusion }), by))).toEqual({ code: 'case.conclusion_required', status: 422 });
    }
    expect(apply(active(), VALID.complete)).toMatchObject({ status: 'completed', closed_at: NOW.toISOString() });
    expect(apply(active(), { type: 'cancel', reason: '  ' })).toMatchObject({ status: 'cancelled', cancel_reason: null });
  });

  it('refers only to another case of the same patient, titled by its main diagnosis', () => {
    for (const referenced of [null, { ...other, id: 'c1' }, { ...other, id: 'c8', patient_id: 'someone else' }]) {
      expect(refusal(() => decide({ type: 'add_reference', newId: 'x9', referenced }, active(), by))).toEqual({ code: 'case.reference_invalid', status: 422 });
    }
    const titled = apply(active(), { type: 'add_reference', newId: 'x2', referenced: { ...other, id: 'c7', diagnoses: caseIn('active').diagnoses } });
    expect(titled.references[1]).toMatchObject({ referenced_patient_case_id: 'c7', title: findIcd10('J06.9')!.name });
    const untitled = apply(active(), { type: 'add_reference', newId: 'x3', referenced: { ...other, id: 'c6' } });
    expect(untitled.references[1].title).toEqual(L('Family doctor'));
  });

  it('moves a referral only as SERVICE_REQUEST_MOVES says', () => {
    for (const [move, rule] of Object.entries(SERVICE_REQUEST_MOVES) as [keyof typeof SERVICE_REQUEST_MOVES, (typeof SERVICE_REQUEST_MOVES)[keyof typeof SERVICE_REQUEST_MOVES]][]) {
      for (const from of SERVICE_REQUEST_STATUSES) {
        const state = caseIn('active', { service_requests: [{ ...caseIn('active').service_requests[0], status: from as ServiceRequestStatus }] });
        const command: CaseCommand = { type: move, id: 'r1', note: 'why' };
        if ((rule.from as readonly string[]).includes(from)) {
          expect(apply(state, command).service_requests[0]).toMatchObject({ status: rule.to, note: 'why', updated_at: NOW.toISOString() });
        } else {
          expect(refusal(() => decide(command, state, by)), `${move} from ${from}`).toEqual({ code: 'case.request_not_allowed', status: 409 });
        }
      }
    }
  });

  it('records nothing for a change that changes nothing', () => {
    expect(decide({ type: 'update_comment', comment: 'comment' }, active(), by)).toEqual([]);
    expect(decide({ type: 'update_conclusion', conclusion: 'conclusion' }, active(), by)).toEqual([]);
    expect(decide({ type: 'edit_evidence', evidenceId: 's_1' }, active(), by)).toEqual([]);
    expect(decide({ type: 'edit_labtest', id: 'l1', result: '  ' }, active(), by)).toEqual([]);
    expect(decide({ type: 'edit_diagnosis', id: 'd1', diagnosisType: 'preliminary' }, active(), by)).toEqual([]);
  });

  it("makes a template's symptom the doctor's once answered, and keeps comments as typed", () => {
    const answered = apply(active(), { type: 'edit_evidence', evidenceId: 's_200', choice: 'absent' });
    expect(answered.evidences[1]).toMatchObject({ source: 'doctor', choice: 'absent' });
    const featured = apply(active(), { type: 'edit_evidence', evidenceId: 's_200', isFeatured: false });
    expect(featured.evidences[1]).toMatchObject({ source: 'template', is_featured: false });
    expect(apply(active(), { type: 'update_comment', comment: 'typing ' }).comment).toBe('typing ');
  });

  it('clears a lab result kept in a deleted file', () => {
    const withResult = apply(active(), { type: 'edit_labtest', id: 'l1', fileId: 'f1', result: '9.6', date: '2026-11-21' });
    expect(withResult.labtests[0]).toMatchObject({ file_id: 'f1', result: '9.6', date: '2026-11-21' });
    expect(apply(withResult, { type: 'delete_file', id: 'f1' }).labtests[0]).toMatchObject({ file_id: null, result: '9.6' });
  });
});

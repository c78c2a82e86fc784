import type { Case, CaseEvent, CasePushType, CasePayload } from '../../src/protocol/cases';
import type { CaseViewer } from '../../src/machines/cases/case-rules';

/** The people of the case tests: the patient, the assignee, a colleague it may be shared with, a stranger. */
export const PATIENT: CaseViewer = { id: 'p-1', type: 'Patient' };
export const DOCTOR: CaseViewer = { id: 'd-1', type: 'Doctor' };
export const COLLEAGUE: CaseViewer = { id: 'd-2', type: 'Doctor' };
export const STRANGER: CaseViewer = { id: 'd-9', type: 'Doctor' };

const person = (id: string, ka: string, en: string, kaLast: string, enLast: string) => ({ id, firstname: { ka, en }, lastname: { ka: kaLast, en: enLast }, photo: null });
export const GIORGI = person(DOCTOR.id, 'გიორგი', 'Giorgi', 'კაპანაძე', 'Kapanadze');
export const ANA = person(COLLEAGUE.id, 'ანა', 'Ana', 'ლომიძე', 'Lomidze');

/** Case `c-1`: Nino's active case with Dr Giorgi Kapanadze at Vivamedi, opened on 2026-11-21, version 1 and empty. */
export function aCase(over: Partial<Case> = {}): Case {
  return {
    id: 'c-1',
    version: 1,
    patient_id: PATIENT.id,
    patient: { ...person(PATIENT.id, 'ნინო', 'Nino', 'ბერიძე', 'Beridze'), gender: 'female', birthdate: '1958-03-07' },
    assignee_id: DOCTOR.id,
    assignee: GIORGI,
    clinic_id: 7,
    clinic: { id: 7, name: { ka: 'ვივამედი', en: 'Vivamedi' } },
    schedule_id: null,
    clinic_service_id: null,
    service_id: null,
    service_name: null,
    template: null,
    status: 'active',
    start_time: '2026-11-21T06:00:00.000Z',
    comment: '',
    conclusion: '',
    evidences: [],
    labtests: [],
    files: [],
    diagnoses: [],
    service_requests: [],
    references: [],
    treatments: [],
    shared_with: [],
    cancel_reason: null,
    created_at: '2026-11-21T06:00:00.000Z',
    created_by: DOCTOR.id,
    updated_at: '2026-11-21T06:00:00.000Z',
    closed_at: null,
    ...over,
  };
}

export const at = (minute: number) => `2026-11-21T07:${String(minute).padStart(2, '0')}:00.000Z`;

/** A push as the case machine receives it (`server.<Type>`), about `c-1` unless the payload says otherwise. */
export function push<T extends CasePushType>(type: T, payload: Omit<CasePayload<T>, 'case_id' | 'at' | 'by'> & Partial<Pick<CasePayload<T>, 'case_id' | 'at' | 'by'>>) {
  return { type: `server.${type}` as const, payload: { case_id: 'c-1', at: at(1), by: DOCTOR.id, ...payload } as CasePayload<T> };
}

export const asEvent = (e: ReturnType<typeof push>): CaseEvent => ({ type: e.type.slice(7), payload: e.payload }) as CaseEvent;

export const evidence = (id: string, over: Partial<Case['evidences'][number]> = {}): Case['evidences'][number] => ({
  id,
  name: { ka: 'თავის ტკივილი', en: 'Headache' },
  choice: 'present',
  is_initial: false,
  is_featured: false,
  source: 'doctor',
  ...over,
});

const name = (ka: string, en: string) => ({ ka, en });

/** `c-1` with one part of every kind, at `version`: what every push can name. */
export function fullCase(over: Partial<Case> = {}): Case {
  return aCase({
    version: 5,
    evidences: [evidence('s_21')],
    labtests: [{ id: 'l-1', labtest_id: 1, name: name('სისხლის საერთო ანალიზი', 'Complete blood count'), result: null, file_id: 'f-1', date: null, created_at: at(2) }],
    files: [{ id: 'f-1', name: 'blood.pdf', size: 2048, content_type: 'application/pdf', created_at: at(2), created_by: DOCTOR.id }],
    diagnoses: [{ id: 'dx-1', type: 'preliminary', code: 'J06.9', name: name('ზედა სასუნთქი გზების მწვავე ინფექცია', 'Acute upper respiratory infection'), note: null, created_at: at(3) }],
    service_requests: [{ id: 'sr-1', service_id: 1, name: name('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'), status: 'active', note: null, created_at: at(3), updated_at: at(3) }],
    references: [{ id: 'r-1', referenced_patient_case_id: 'c-0', start_time: '2025-02-01T06:00:00.000Z', title: name('გრიპი', 'Influenza'), created_at: at(3) }],
    treatments: [{ id: 't-1', type: 'Recommendation', drug: null, text: 'Rest and fluids', status: 'active', created_at: at(4), cancelled_at: null }],
    shared_with: [ANA],
    comment: 'Started on Monday',
    ...over,
  });
}

/** One push of every case push type for a case at `version` (so it is the next one), each naming parts `fullCase` has. */
export function everyPush(version: number, when = at(9)) {
  const v = version + 1;
  const base = { version: v, at: when };
  return [
    push('PatientCaseCreated', { ...base, version: 1, case: aCase({ id: 'c-1', version: 1 }) }),
    push('PatientCaseEvidenceAdded', { ...base, evidence: evidence('s_30') }),
    push('PatientCaseEvidenceEdited', { ...base, evidence: evidence('s_21', { is_featured: true }) }),
    push('PatientCaseEvidenceRemoved', { ...base, evidence_id: 's_21' }),
    push('PatientCaseLabtestAdded', { ...base, labtest: { id: 'l-2', labtest_id: 1, name: name('ა', 'A'), result: '5.1', file_id: null, date: '2026-11-20', created_at: when } }),
    push('PatientCaseLabtestEdited', { ...base, labtest: { id: 'l-1', labtest_id: 1, name: name('ა', 'A'), result: '4.2', file_id: null, date: null, created_at: at(2) } }),
    push('PatientCaseLabtestRemoved', { ...base, labtest_id: 'l-1' }),
    push('PatientCaseFileUploaded', { ...base, file: { id: 'f-2', name: 'x-ray.png', size: 4096, content_type: 'image/png', created_at: when, created_by: DOCTOR.id } }),
    push('PatientCaseFileDeleted', { ...base, file_id: 'f-1' }),
    push('PatientCaseDiagnosisAdded', { ...base, diagnosis: { id: 'dx-2', type: 'final', code: 'J20.9', name: name('მწვავე ბრონქიტი', 'Acute bronchitis'), note: null, created_at: when } }),
    push('PatientCaseDiagnosisEdited', { ...base, diagnosis: { id: 'dx-1', type: 'final', code: 'J06.9', name: name('ა', 'A'), note: null, created_at: at(3) } }),
    push('PatientCaseDiagnosisRemoved', { ...base, diagnosis_id: 'dx-1' }),
    push('PatientCaseReferenceAdded', { ...base, reference: { id: 'r-2', referenced_patient_case_id: 'c-8', start_time: '2024-01-01T06:00:00.000Z', title: name('ა', 'A'), created_at: when } }),
    push('PatientCaseReferenceRemoved', { ...base, reference_id: 'r-1' }),
    push('PatientCaseCommentUpdated', { ...base, comment: 'Worse at night' }),
    push('PatientCaseConclusionUpdated', { ...base, conclusion: 'Viral infection; rest' }),
    push('PatientCaseCompleted', { ...base }),
    push('PatientCaseCancelled', { ...base, reason: 'Opened by mistake' }),
    push('PatientCaseShared', { ...base, doctor: { id: 'd-3', firstname: name('ლევანი', 'Levan'), lastname: name('გელაშვილი', 'Gelashvili'), photo: null } }),
    push('PatientCaseUnshared', { ...base, doctor_id: ANA.id }),
    push('TreatmentItemCreated', { ...base, treatment: { id: 't-2', type: 'Drug', drug: { name: 'Paracetamol', dose: '500 mg', route: 'oral', frequency: '3 times a day', duration: '5 days' }, text: null, status: 'active', created_at: when, cancelled_at: null } }),
    push('TreatmentItemCancelled', { ...base, treatment_id: 't-1' }),
    push('ServiceRequestCreated', { ...base, service_request: { id: 'sr-2', service_id: 1, name: name('ა', 'A'), status: 'active', note: null, created_at: when, updated_at: when } }),
    push('ServiceRequestCancelled', { ...base, service_request_id: 'sr-1', note: null }),
    push('ServiceRequestFulfilled', { ...base, service_request_id: 'sr-1', note: 'Seen on Friday' }),
    push('ServiceRequestFailed', { ...base, service_request_id: 'sr-1', note: null }),
    push('ServiceRequestReactivated', { ...base, service_request_id: 'sr-1', note: null }),
  ];
}

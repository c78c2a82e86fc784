import type { CaseListItem, PatientListItem, PatientSummary } from '../../src/protocol/case-schemas';
import { caseListItem, type Case, type CasePerson } from '../../src/protocol/cases';
import type { Clinic } from '../../src/protocol/catalog';
import type { FakeRoute } from '../support/render-app';
import { DOCTOR_USER, OPERATOR_USER, PATIENT_USER } from './schedules-fixtures';

/**
 * The people and cases of the case list, patient and report screens: Nino Beridze (the patient
 * `p-1`) with Dr Giorgi Kapanadze (`d-1`) at Vivamedi (clinic 7), as full protocol objects.
 */
export { DOCTOR_USER, OPERATOR_USER, PATIENT_USER };

const person = (id: string, ka: string, en: string, kaLast: string, enLast: string): CasePerson => ({ id, firstname: { ka, en }, lastname: { ka: kaLast, en: enLast }, photo: null });
export const NINO = person(PATIENT_USER.id, 'ნინო', 'Nino', 'ბერიძე', 'Beridze');
export const GIORGI = person(DOCTOR_USER.id, 'გიორგი', 'Giorgi', 'კაპანაძე', 'Kapanadze');
export const TAMAR = person('d-2', 'თამარ', 'Tamar', 'ლომიძე', 'Lomidze');
const L = (ka: string, en: string) => ({ ka, en });

/**
 * Case `c-1`: Nino's active case with Dr Giorgi, opened on 21 November 2026 for a video
 * consultation, with every kind of content: two evidences (a featured initial one and one ruled
 * out), a lab test with a result and one with its result in a file, a preliminary and a final
 * diagnosis, a drug and a recommendation (the first cancelled), a referral, a reference to an
 * earlier case, a file, a comment and a conclusion.
 */
export function fullCase(over: Partial<Case> = {}): Case {
  return {
    id: 'c-1',
    version: 14,
    patient_id: NINO.id,
    patient: { ...NINO, gender: 'female', birthdate: '1958-03-07' },
    assignee_id: GIORGI.id,
    assignee: GIORGI,
    clinic_id: 7,
    clinic: { id: 7, name: L('ვივამედი', 'Vivamedi') },
    schedule_id: 's-1',
    clinic_service_id: 11,
    service_id: 3,
    service_name: L('ვიდეოკონსულტაცია', 'Video consultation'),
    template: 'video_consultation',
    status: 'active',
    start_time: '2026-11-21T08:00:00.000Z',
    comment: 'Symptoms began after a cold.',
    conclusion: 'Acute bronchitis; follow up in a week.',
    evidences: [
      { id: 's_21', name: L('ხველა', 'Cough'), choice: 'present', is_initial: true, is_featured: true, source: 'interview' },
      { id: 's_98', name: L('ცხელება', 'Fever'), choice: 'absent', is_initial: false, is_featured: false, source: 'doctor' },
    ],
    labtests: [
      { id: 'l-1', labtest_id: 4, name: L('სისხლის საერთო ანალიზი', 'Complete blood count'), result: 'WBC 11.2', file_id: null, date: '2026-11-21', created_at: '2026-11-21T08:10:00.000Z' },
      { id: 'l-2', labtest_id: 9, name: L('C-რეაქტიული ცილა', 'C-reactive protein'), result: null, file_id: 'f-1', date: '2026-11-22', created_at: '2026-11-21T08:12:00.000Z' },
    ],
    files: [{ id: 'f-1', name: 'crp-result.pdf', size: 20480, content_type: 'application/pdf', created_at: '2026-11-22T09:00:00.000Z', created_by: GIORGI.id }],
    diagnoses: [
      { id: 'dg-1', type: 'preliminary', code: 'J06.9', name: L('ზედა სასუნთქი გზების მწვავე ინფექცია', 'Acute upper respiratory infection'), note: null, created_at: '2026-11-21T08:05:00.000Z' },
      { id: 'dg-2', type: 'final', code: 'J20.9', name: L('მწვავე ბრონქიტი', 'Acute bronchitis'), note: 'Confirmed by the blood count', created_at: '2026-11-22T09:05:00.000Z' },
    ],
    service_requests: [
      { id: 'sr-1', service_id: 21, name: L('გულმკერდის რენტგენოგრაფია', 'Chest X-ray'), status: 'active', note: 'Rule out pneumonia', created_at: '2026-11-21T08:20:00.000Z', updated_at: '2026-11-21T08:20:00.000Z' },
    ],
    references: [
      { id: 'rf-1', referenced_patient_case_id: 'c-0', start_time: '2026-03-02T08:00:00.000Z', title: L('მწვავე ფარინგიტი', 'Acute pharyngitis'), created_at: '2026-11-21T08:25:00.000Z' },
    ],
    treatments: [
      { id: 't-1', type: 'Drug', drug: { name: 'Amoxicillin', dose: '500 mg', route: 'oral', frequency: '3 times a day', duration: '7 days' }, text: null, status: 'cancelled', created_at: '2026-11-21T08:30:00.000Z', cancelled_at: '2026-11-22T09:10:00.000Z' },
      { id: 't-2', type: 'Recommendation', drug: null, text: 'Drink plenty of warm fluids', status: 'active', created_at: '2026-11-21T08:31:00.000Z', cancelled_at: null },
    ],
    shared_with: [],
    cancel_reason: null,
    created_at: '2026-11-21T08:00:00.000Z',
    created_by: GIORGI.id,
    updated_at: '2026-11-22T09:10:00.000Z',
    closed_at: null,
    ...over,
  };
}

/** A case as a list shows it (the clinical part only when `summary_only` is false). */
export function listItem(c: Case, over: Partial<CaseListItem> = {}): CaseListItem {
  return { ...caseListItem(c), ...over };
}

/** What an operator's list shows of a case: no diagnosis. */
export const summaryOf = (c: Case) => listItem(c, { diagnosis: null, summary_only: true });

/** The three cases of the demo: active (c-1), completed (c-2, only a preliminary diagnosis) and cancelled (c-3, Dr Tamar's, shared). */
export const ACTIVE = fullCase();
export const COMPLETED = fullCase({
  id: 'c-2',
  status: 'completed',
  start_time: '2026-06-10T08:00:00.000Z',
  created_at: '2026-06-10T08:00:00.000Z',
  closed_at: '2026-06-12T08:00:00.000Z',
  diagnoses: [{ id: 'dg-9', type: 'preliminary', code: 'K29.7', name: L('გასტრიტი', 'Gastritis'), note: null, created_at: '2026-06-10T08:05:00.000Z' }],
});
export const CANCELLED = fullCase({
  id: 'c-3',
  status: 'cancelled',
  assignee_id: TAMAR.id,
  assignee: TAMAR,
  start_time: '2026-01-05T08:00:00.000Z',
  created_at: '2026-01-05T08:00:00.000Z',
  closed_at: '2026-01-05T09:00:00.000Z',
  diagnoses: [],
  service_name: null,
});

export const patientItem = (over: Partial<PatientListItem> = {}): PatientListItem => ({
  id: NINO.id,
  firstname: NINO.firstname,
  lastname: NINO.lastname,
  photo: null,
  id_number: '01001000001',
  gender: 'female',
  birthdate: '1958-03-07',
  last_contact: '2026-11-22T09:10:00.000Z',
  ...over,
});

/** Nino's page as a doctor sees it (with the chat between them) or an operator (summaries only, no chat, no AI results). */
export function patientSummary(viewer: 'doctor' | 'operator', over: Partial<PatientSummary> = {}): PatientSummary {
  const cases = [ACTIVE, COMPLETED, CANCELLED];
  return {
    patient: patientItem(),
    phone: '+995555123401',
    email: 'nino@example.ge',
    chat_space_id: viewer === 'doctor' ? 'chat-9' : null,
    cases: viewer === 'doctor' ? cases.map((c) => listItem(c)) : cases.map(summaryOf),
    schedules: [],
    interviews:
      viewer === 'doctor'
        ? [{ id: 'iv-1', finished_at: '2026-11-20T18:00:00.000Z', triage: 'consultation', condition: L('მწვავე ბრონქიტი', 'Acute bronchitis') }]
        : [],
    summary_only: viewer === 'operator',
    ...over,
  };
}

/** Vivamedi as GET /api/clinics/7 answers it, with a logo. */
export function clinic(over: Partial<Clinic> = {}): Clinic {
  return {
    id: 7,
    partner: true,
    name: L('ვივამედი', 'Vivamedi'),
    logo: '/api/files/clinics/7/logo',
    city_id: null,
    city: null,
    address: L('თბილისი, ჭავჭავაძის გამზ. 10', '10 Chavchavadze Ave, Tbilisi'),
    phones: ['+995322000000'],
    website: null,
    email: null,
    facebook: null,
    description: L('', ''),
    services: [],
    doctors: [],
    ...over,
  };
}

/**
 * GET /api/cases answering pages from `items` (`status` and `q` narrow them as the server would:
 * q by the patient's name in either language), recording nothing itself (renderApp records calls).
 */
export function casesServer(items: CaseListItem[]): FakeRoute {
  return (req) => {
    const url = new URL(req.url);
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q')?.toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const matches = items.filter(
      (c) => (!status || c.status === status) && (!q || [c.patient.firstname.en, c.patient.lastname.en, c.patient.firstname.ka].some((n) => n.toLowerCase().includes(q))),
    );
    return { body: { data: { items: matches.slice((page - 1) * limit, page * limit), total: matches.length } } };
  };
}

/** The query of every recorded call to `path` (e.g. '/api/cases'), as URLSearchParams. */
export const queriesTo = (calls: Array<{ path: string }>, path: string) =>
  calls.filter((c) => c.path === path || c.path.startsWith(`${path}?`)).map((c) => new URL(c.path, 'http://x').searchParams);

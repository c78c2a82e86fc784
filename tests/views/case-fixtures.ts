import type { CaseCommandBody, CaseListItem, Icd10Entry } from '../../src/protocol/case-schemas';
import { applyCaseEvent, type Case, type CaseEvent } from '../../src/protocol/cases';
import type { User } from '../../src/protocol/user';
import { caseListItem } from '../../src/protocol/cases';
import type { FakeRoute } from '../support/render-app';
import { testUser } from '../support/users';
import { aCase, ANA, GIORGI } from '../machines/case-fakes';
import { DOCTOR as CHAT_DOCTOR, PATIENT as CHAT_PATIENT } from './chats-fixtures';

/**
 * A small fake of the cases API for the view tests: cases kept in memory, the commands the tests
 * give folded with the shared reducer (as the server's projection folds its events), the ICD-10
 * list, the symptom search, the doctors directory and a case's history; a test may refuse the
 * next command (a conflict with the fresh case, or any coded refusal).
 */

const L = (ka: string, en: string) => ({ ka, en });

/** The people of the view tests: Nino's doctor Giorgi (d-1) and Nino (p-1), as signed-in users. */
export const DOCTOR_USER: User = testUser({ id: GIORGI.id, type: 'Doctor', firstname: GIORGI.firstname, lastname: GIORGI.lastname, language: 'en' });
export const PATIENT_USER: User = testUser({ id: 'p-1', language: 'en' });

export const ICD10: Icd10Entry[] = [
  { code: 'J20.9', name: L('მწვავე ბრონქიტი, დაუზუსტებელი', 'Acute bronchitis, unspecified') },
  { code: 'J06.9', name: L('ზედა სასუნთქი გზების მწვავე ინფექცია', 'Acute upper respiratory infection, unspecified') },
];
export const SYMPTOMS = [
  { id: 's_21', name: 'Headache', areas: ['head'], nameKa: 'თავის ტკივილი' },
  { id: 's_102', name: 'Cough', areas: ['chest'], nameKa: 'ხველა' },
];

let clock = Date.parse('2026-11-21T08:00:00.000Z');
const now = () => new Date((clock += 60_000)).toISOString();

/** What a command becomes as an event of the case (the few the view tests give). */
function eventOf(c: Case, body: CaseCommandBody, by: string): CaseEvent {
  const base = { case_id: c.id, version: c.version + 1, at: now(), by };
  switch (body.type) {
    case 'add_evidence': {
      const s = SYMPTOMS.find((x) => x.id === body.evidence_id)!;
      return { type: 'PatientCaseEvidenceAdded', payload: { ...base, evidence: { id: s.id, name: L(s.nameKa, s.name), choice: body.choice, is_initial: false, is_featured: !!body.is_featured, source: 'doctor' } } };
    }
    case 'add_diagnosis': {
      const entry = ICD10.find((e) => e.code === body.code);
      const name = entry ? entry.name : L(body.text!, body.text!);
      return { type: 'PatientCaseDiagnosisAdded', payload: { ...base, diagnosis: { id: `dx-${base.version}`, type: body.diagnosis_type, code: body.code ?? null, name, note: null, created_at: base.at } } };
    }
    case 'add_treatment':
      return {
        type: 'TreatmentItemCreated',
        payload: { ...base, treatment: { id: `t-${base.version}`, type: body.treatment_type, drug: body.drug ?? null, text: body.text ?? null, status: 'active', created_at: base.at, cancelled_at: null } },
      };
    case 'update_conclusion':
      return { type: 'PatientCaseConclusionUpdated', payload: { ...base, conclusion: body.conclusion } };
    case 'update_comment':
      return { type: 'PatientCaseCommentUpdated', payload: { ...base, comment: body.comment } };
    case 'complete':
      return { type: 'PatientCaseCompleted', payload: base };
    case 'share':
      return { type: 'PatientCaseShared', payload: { ...base, doctor: ANA } };
    case 'unshare':
      return { type: 'PatientCaseUnshared', payload: { ...base, doctor_id: body.doctor_id } };
    default:
      throw new Error(`the fake does not know ${body.type}`);
  }
}

export interface CaseServer {
  routes: Record<string, FakeRoute>;
  cases: Map<string, Case>;
  /** The next command is refused: a conflict (someone else's change, answered with the fresh case) or another code. */
  refuseNext(refusal: { status: number; code: string; current?: Case }): void;
  /** Someone else changes the case on the server (the next load shows it). */
  change(id: string, over: Partial<Case>): Case;
  /** Cases the list does not show yet (created later, e.g. by an appointment). */
  hidden: Set<string>;
}

/**
 * The cases API over `cases`, acting as `actorId`. `hidden`: cases not listed yet; `opened`: the
 * case POST /api/cases answers (one per client id, as the server keeps it), listed from then on.
 */
export function caseServer(cases: Case[], actorId: string, opts: { hidden?: string[]; opened?: Case } = {}): CaseServer {
  const store = new Map(cases.map((c) => [c.id, structuredClone(c)]));
  const hidden = new Set(opts.hidden ?? []);
  const openedBy = new Map<string, Case>();
  let refusal: { status: number; code: string; current?: Case } | null = null;
  const notFound = { status: 404, body: { code: 'case.not_found', message: 'not found' } };
  const routes: Record<string, FakeRoute> = {
    'GET /api/cases': (req) => {
      const patient = new URL(req.url).searchParams.get('patient_id');
      const items: CaseListItem[] = [...store.values()].filter((c) => !hidden.has(c.id) && (!patient || c.patient_id === patient)).map((c) => caseListItem(c));
      return { body: { data: { items, total: items.length } } };
    },
    'POST /api/cases': (_req, body) => {
      const { client_id } = body as { client_id: string };
      if (!opts.opened) return { status: 422, body: { code: 'case.patient_not_found', message: 'x' } };
      if (!openedBy.has(client_id)) {
        openedBy.set(client_id, opts.opened);
        hidden.delete(opts.opened.id);
      }
      return { status: 201, body: { data: openedBy.get(client_id) } };
    },
    'GET /api/icd10': (req) => {
      const q = (new URL(req.url).searchParams.get('q') ?? '').toLowerCase();
      return { body: { data: ICD10.filter((e) => e.code.toLowerCase().startsWith(q) || e.name.en.toLowerCase().includes(q) || e.name.ka.includes(q)) } };
    },
    'GET /api/symptoms/search': (req) => {
      const q = (new URL(req.url).searchParams.get('q') ?? '').toLowerCase();
      return { body: { data: SYMPTOMS.filter((s) => s.name.toLowerCase().includes(q)).map(({ id, name, areas }) => ({ id, name, areas })) } };
    },
    'GET /api/doctors': () => ({
      body: { data: { items: [{ ...ANA, speciality: { id: 1, name: L('თერაპევტი', 'Therapist') }, title: null, experience_from: null, languages: ['ka'], gender: 'female', clinics: [] }], total: 1 } },
    }),
  };
  for (const id of store.keys()) {
    routes[`GET /api/cases/${id}`] = () => (store.has(id) ? { body: { data: store.get(id) } } : notFound);
    routes[`GET /api/cases/${id}/history`] = () => ({
      body: { data: [{ version: 1, type: 'PatientCaseCreated', at: store.get(id)!.created_at, by: GIORGI, part: 'status', part_id: null, before: null, after: 'active' }] },
    });
    routes[`POST /api/cases/${id}/commands`] = (_req, body) => {
      if (refusal) {
        const r = refusal;
        refusal = null;
        return { status: r.status, body: { code: r.code, message: 'refused', ...(r.current ? { current: r.current } : {}) } };
      }
      const c = store.get(id)!;
      const command = body as CaseCommandBody;
      if (command.version !== c.version) return { status: 409, body: { code: 'event.conflict', message: 'stale', current: c } };
      const next = applyCaseEvent(c, eventOf(c, command, actorId))!;
      store.set(id, next);
      return { body: { data: next } };
    };
  }
  return {
    routes,
    cases: store,
    hidden,
    refuseNext: (r) => {
      refusal = r;
    },
    change: (id, over) => {
      const next = { ...store.get(id)!, ...over, version: store.get(id)!.version + 1 };
      store.set(id, next);
      return next;
    },
  };
}

/** Nino's active case `c-1` with Dr Giorgi, opened on 21 November 2026, empty. */
export const activeCase = (over: Partial<Case> = {}) => aCase(over);

/** The chat fixtures' doctor and patient as the people of a case (the panel tests use the chat's people). */
export function chatCase(over: Partial<Case> = {}): Case {
  return aCase({
    patient_id: CHAT_PATIENT.id,
    patient: { id: CHAT_PATIENT.id, firstname: CHAT_PATIENT.firstname, lastname: CHAT_PATIENT.lastname, photo: null, gender: 'female', birthdate: '1990-06-02' },
    assignee_id: CHAT_DOCTOR.id,
    assignee: { id: CHAT_DOCTOR.id, firstname: CHAT_DOCTOR.firstname, lastname: CHAT_DOCTOR.lastname, photo: null },
    created_by: CHAT_DOCTOR.id,
    ...over,
  });
}

/** The chat fixtures' doctor Giorgi Maisuradze, signed in. */
export const CHAT_DOCTOR_USER: User = testUser({ id: CHAT_DOCTOR.id, type: 'Doctor', firstname: CHAT_DOCTOR.firstname, lastname: CHAT_DOCTOR.lastname, language: 'en', speciality_id: 1 });

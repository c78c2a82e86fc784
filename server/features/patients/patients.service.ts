import type { CaseListItem, PatientList, PatientListItem, PatientListQuery, PatientSummary } from '../../../src/protocol/case-schemas';
import { mainDiagnosis, newestCasesFirst, type Case } from '../../../src/protocol/cases';
import { clinicalView, type ClinicalView } from '../../../src/protocol/clinical-access';
import type { Localized } from '../../../src/protocol/common';
import { AppError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { clinicalViewOf } from '../../access/clinical-access';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { KNOWLEDGE_BASE } from '../../symptoms/knowledge-base';
import { operatorClinicIds } from '../chats';
import { schedulesService } from '../schedules';
import { isPersonId, patientsRepository, type PatientCaseRecord, type PatientRecord, type PatientScope, type PatientSearch } from './patients.repository';

export const patientNotFound = () => new AppError('patient.not_found', 404, { message: 'No such patient' });

/** A full ID number (the clinics' way of naming a patient): 11 digits, as the clinic desk reads it. */
const ID_NUMBER = /^\d{11}$/;
/** At most this many words of a name search count (first, last, and a little slack). */
const SEARCH_WORDS_MAX = 4;

const conditionNames = new Map<string, Localized>(KNOWLEDGE_BASE.conditions.map((c) => [c.id, c.name]));

/** The search a `q` asks for: a full ID number, every word a name prefix, or everyone. */
export function patientSearchOf(q: string | undefined): PatientSearch {
  const text = (q ?? '').trim();
  if (ID_NUMBER.test(text)) return { kind: 'id_number', idNumber: text };
  const words = text.split(/\s+/).filter((w) => w !== '').slice(0, SEARCH_WORDS_MAX);
  return words.length === 0 ? { kind: 'all' } : { kind: 'words', words };
}

/**
 * A patient as a list shows them. The ID number is shown to doctors and operators alike: it is
 * how Georgian clinics identify a patient (on referrals, prescriptions and at the desk), and both
 * only ever see patients they have a relation to (or, an operator, one whose full number they typed).
 */
const listItem = (p: PatientRecord): PatientListItem => ({
  id: p.id,
  firstname: p.firstname,
  lastname: p.lastname,
  photo: p.photo,
  id_number: p.idNumber,
  gender: p.gender,
  birthdate: p.birthdate,
  last_contact: p.lastContact,
});

/** A case as a list item; a summary view drops the clinical part (the diagnosis). */
export function caseListItem(c: Case, view: ClinicalView): CaseListItem {
  const d = view === 'full' ? mainDiagnosis(c) : null;
  return {
    id: c.id,
    patient_id: c.patient_id,
    patient: { id: c.patient.id, firstname: c.patient.firstname, lastname: c.patient.lastname, photo: c.patient.photo },
    assignee_id: c.assignee_id,
    assignee: c.assignee,
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

/**
 * Patients of a doctor or of a clinic (SPEC §2 `/patients`, `/patients/{id}`). A doctor's
 * patients are those they have a chat, an appointment or a case with; an operator's are their
 * clinics' patients, and any patient can be found by a full ID number. Patients and anyone with no
 * relation to a patient get 404 `patient.not_found`; every opened patient page is audited.
 */
export function patientsService(deps: AppDeps) {
  const repo = patientsRepository(deps.db);
  const schedules = schedulesService(deps);

  /** The viewer's scope, or null for someone who has no patients (a patient, an operator of no clinic). */
  async function scopeOf(user: User): Promise<PatientScope | null> {
    if (user.type === 'Doctor') return { kind: 'doctor', doctorId: user.id };
    if (user.type === 'ClinicOperator') {
      const clinicIds = await operatorClinicIds(deps.db, user.id);
      return clinicIds.length > 0 ? { kind: 'clinics', clinicIds } : null;
    }
    return null;
  }

  /** The cases of the page as list items, each through the clinical-access rule (full for assignee and shared, summary for the clinic). */
  async function caseItems(user: User, records: PatientCaseRecord[]): Promise<CaseListItem[]> {
    const items: CaseListItem[] = [];
    for (const r of records) {
      const access = await clinicalViewOf(deps.db, user.id, { patientId: r.case.patient_id, assigneeId: r.case.assignee_id, clinicId: r.case.clinic_id, sharedWith: r.sharedWith });
      const view = access ? clinicalView(access.relations) : null;
      if (view) items.push(caseListItem(r.case, view));
    }
    return newestCasesFirst(items);
  }

  async function interviewsOf(patientId: string): Promise<PatientSummary['interviews']> {
    return (await repo.finishedInterviews(patientId)).map((i) => ({
      id: i.id,
      finished_at: i.finishedAt,
      triage: i.triage,
      condition: i.topConditionId ? (conditionNames.get(i.topConditionId) ?? null) : null,
    }));
  }

  return {
    /** `GET /api/patients`: the viewer's patients, newest contact first; 403 for anyone with no patients. */
    async list(user: User, q: PatientListQuery): Promise<PatientList> {
      const scope = await scopeOf(user);
      if (!scope) throw new AppError('forbidden', 403, { message: 'Only doctors and clinic operators have patients' });
      const limit = q.limit ?? 30;
      const offset = ((q.page ?? 1) - 1) * limit;
      const { items, total } = await repo.list(scope, patientSearchOf(q.q), { limit, offset }, { anyByIdNumber: scope.kind === 'clinics' });
      return { items: items.map(listItem), total };
    },

    /**
     * `GET /api/patients/:id`: the patient's page. A doctor: profile, the cases they may read,
     * their appointments with the patient, their PatientDoctor chat and, when they treat the
     * patient, the finished interviews. An operator: identity, contacts, appointments at their
     * clinics, the clinics' cases as summaries (nothing clinical) and the patient's chat with
     * their clinic (`chat_space_id`: where the page's chat link leads). Audited as `patient.read`.
     */
    async get(user: User, patientId: string, ip: string | null): Promise<PatientSummary> {
      const scope = await scopeOf(user);
      if (!scope || !isPersonId(patientId)) throw patientNotFound();
      const id = patientId.toLowerCase();
      const patient = await repo.ofScope(scope, id);
      if (!patient) throw patientNotFound();
      const [records, appointments, clinicId] = await Promise.all([
        repo.cases(scope, id),
        schedules.list(user, { patient_id: id }),
        repo.readingClinic(scope, id),
      ]);
      const doctor = scope.kind === 'doctor';
      const summary: PatientSummary = {
        patient: listItem(patient),
        phone: patient.phone,
        email: patient.email,
        chat_space_id: doctor ? await repo.doctorChat(user.id, id) : await repo.clinicChat(scope.clinicIds, id),
        cases: await caseItems(user, records),
        // The list is oldest first (a calendar); the page reads newest first.
        schedules: [...appointments.items].reverse(),
        interviews: doctor && (await repo.treats(user.id, id)) ? await interviewsOf(id) : [],
        summary_only: !doctor,
      };
      await audit(deps.db, { action: 'patient.read', recordType: 'patient', recordId: id, patientId: id, clinicId, ip, actorId: user.id }, deps.clock.now());
      return summary;
    },
  };
}

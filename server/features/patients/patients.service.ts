import type { PatientList, PatientListItem, PatientListQuery, PatientSummary } from '../../../src/protocol/case-schemas';
import type { Localized } from '../../../src/protocol/common';
import { AppError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { KNOWLEDGE_BASE } from '../../symptoms/knowledge-base';
import { operatorClinicIds } from '../chats';
import { listCases } from '../cases';
import { schedulesService } from '../schedules';
import { isPersonId, patientsRepository, type PatientRecord, type PatientScope, type PatientSearch } from './patients.repository';

export const patientNotFound = () => new AppError('patient.not_found', 404, { message: 'No such patient' });

/** A full ID number (the clinics' way of naming a patient): 11 digits, as the clinic desk reads it. */
const ID_NUMBER = /^\d{11}$/;
/** At most this many words of a name search count (first, last, and a little slack). */
const SEARCH_WORDS_MAX = 4;
/** Most cases a patient's page lists (the appointments' list stops at 500 too). */
const PAGE_CASES_MAX = 500;

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
        // The cases this viewer may know of, through the one list and its clinical-access rule.
        listCases(deps.db, user, { patient_id: id, limit: PAGE_CASES_MAX }),
        schedules.list(user, { patient_id: id }),
        repo.readingClinic(scope, id),
      ]);
      const doctor = scope.kind === 'doctor';
      const summary: PatientSummary = {
        patient: listItem(patient),
        phone: patient.phone,
        email: patient.email,
        chat_space_id: doctor ? await repo.doctorChat(user.id, id) : await repo.clinicChat(scope.clinicIds, id),
        cases: records.items,
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

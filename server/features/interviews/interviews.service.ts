import { randomBytes } from 'node:crypto';
import { AppError } from '../../../src/protocol/errors';
import type { InterviewBinding } from '../../../src/protocol/auth';
import { MAX_AGE_YEARS, type EvidenceItem, type Interview, type InterviewSummary, type NewInterview, type Specialist } from '../../../src/protocol/interviews';
import type { Language } from '../../../src/protocol/common';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { doctorsOfSpeciality } from '../catalog';
import { diagnose, type Model } from '../../symptoms/engine';
import { fitsSex } from '../../symptoms/engine/model';
import { symptomModel } from '../../symptoms';
import type { FindingId } from '../../symptoms/types';
import { runInterviewFinished } from './interview-hooks';
import { storedResult } from './interview-result';
import { presentInterview, presentSummary, specialityOf } from './interview.presenter';
import { interviewsRepository, type InterviewRecord, type StoredEvidence } from './interviews.repository';

/** Doctors of the recommended speciality shown with a result. */
const RECOMMENDED_DOCTORS = 3;

const notFound = () => new AppError('interview.not_found', 404, { message: 'No such interview' });
const finished = () => new AppError('interview.finished', 409, { message: 'The interview is finished' });

/** Who asks: the signed-in user, if any, and the hash of the guest key their browser sent (guest-key.ts), if any. */
export interface Caller {
  user: User | null;
  guestKeyHash: string | null;
}

/** A guest interview not yet bound to a patient: nobody's but the browser's that started it. */
const isUnboundGuest = (i: InterviewRecord) => i.patientId === null && i.createdBy === null;

/** The caller's browser started the guest interview: it sent the interview's key (guest interviews from before issue 20 have none). */
const tookIt = (i: InterviewRecord, guestKeyHash: string | null) => i.guestKeyHash !== null && guestKeyHash === i.guestKeyHash;

/**
 * Symptom-checker interviews (issue 5): created by guests or signed-in people, fed with initial
 * complaints and answers, each change re-running the engine and storing its result, so what the
 * person saw can be read back (and replayed from `steps`).
 */
export function interviewsService(deps: Pick<AppDeps, 'db' | 'clock'>, model: Model = symptomModel()) {
  const interviews = interviewsRepository(deps.db);

  /**
   * Who may read: an unbound guest interview, only the browser that started it (its id alone is
   * no proof, issue 20); else its patient, its creator, and doctors treating the patient (once
   * bound, the key opens nothing more: the browser may be shared, the result is the account's).
   */
  async function mayRead(i: InterviewRecord, { user, guestKeyHash }: Caller): Promise<boolean> {
    if (isUnboundGuest(i)) return tookIt(i, guestKeyHash);
    if (!user) return false;
    if (user.id === i.patientId || user.id === i.createdBy) return true;
    return user.type === 'Doctor' && i.patientId !== null && (await interviews.treats(user.id, i.patientId));
  }

  /** Who may answer: an unbound guest interview, the browser that started it; else its patient or its creator. */
  const mayWrite = (i: InterviewRecord, { user, guestKeyHash }: Caller) =>
    isUnboundGuest(i) ? tookIt(i, guestKeyHash) : user !== null && (user.id === i.patientId || user.id === i.createdBy);

  async function specialist(i: InterviewRecord): Promise<Specialist | null> {
    if (!i.result) return null;
    const speciality = specialityOf(i.result.speciality, i.language);
    const doctors = await doctorsOfSpeciality(deps.db, speciality.id, RECOMMENDED_DOCTORS);
    return {
      speciality,
      doctors: doctors.map((d) => ({ id: d.id, name: `${d.firstname[i.language] || d.firstname.en} ${d.lastname[i.language] || d.lastname.en}`.trim(), photo: d.photo })),
    };
  }

  const present = async (i: InterviewRecord): Promise<Interview> => presentInterview(model, i, await specialist(i));

  /** Re-runs the engine over the interview's evidence and stores what it says. */
  function rerun(i: InterviewRecord): void {
    if (!i.evidences.some((e) => e.choice === 'present')) {
      i.result = null;
      i.currentQuestion = null;
      return;
    }
    // Each answer knows the question that brought it, so the engine can tell when a red flag rose.
    const stepOf = new Map<string, number>();
    i.steps.forEach((step, k) => step.answers.forEach((a) => stepOf.set(a.id, k + 1)));
    const evidence = i.evidences.map((e) => ({ id: e.id, choice: e.choice, step: e.initial ? 0 : (stepOf.get(e.id) ?? 0) }));
    const d = diagnose(model, { ageMonths: i.ageMonths, sex: i.gender, evidence }, i.steps.length);
    i.result = storedResult(d);
    i.currentQuestion = d.question;
  }

  /** Checks evidence ids against the knowledge base and the person's sex; throws a field error for the first bad one. */
  function checkFindings(items: readonly EvidenceItem[], sex: 'male' | 'female' | null, field: string): void {
    const seen = new Set<string>();
    items.forEach((e, k) => {
      const f = model.index.get(e.id);
      if (f === undefined || !model.askable[f]) {
        throw new AppError('interview.unknown_finding', 422, { message: `Unknown symptom or risk factor ${e.id}`, errors: [{ path: `${field}.${k}.id`, code: 'interview.unknown_finding', params: { id: e.id } }] });
      }
      if (!fitsSex(model.sex[f], sex)) {
        throw new AppError('interview.wrong_sex', 422, { message: `${e.id} does not apply to a ${sex}`, errors: [{ path: `${field}.${k}.id`, code: 'interview.wrong_sex', params: { id: e.id } }] });
      }
      if (seen.has(e.id)) throw new AppError('validation', 422, { message: `${e.id} given twice`, errors: [{ path: `${field}.${k}.id`, code: 'validation' }] });
      seen.add(e.id);
    });
  }

  /** Loads the interview locked for a change by this caller, runs `change`, re-runs the engine and saves, in one transaction. */
  async function change(id: string, caller: Caller, fn: (i: InterviewRecord) => void): Promise<Interview> {
    const saved = await deps.db.transaction().execute(async (trx) => {
      const repo = interviewsRepository(trx);
      const i = await repo.find(id, { lock: true });
      if (!i || !mayWrite(i, caller)) throw notFound();
      if (i.status === 'finished') throw finished();
      fn(i);
      await repo.save(i, deps.clock.now());
      return i;
    });
    return present(saved);
  }

  return {
    /** A new interview; a guest's (no `user`) keeps `guestKeyHash`, the hash of the key its browser is given. */
    async create(body: NewInterview, user: User | null, guestKeyHash?: string): Promise<Interview> {
      const unit = body.age_unit ?? 'year';
      if (body.age !== undefined && unit === 'year' && body.age > MAX_AGE_YEARS) {
        throw new AppError('validation', 422, { message: `Age must be at most ${MAX_AGE_YEARS} years`, errors: [{ path: 'age', code: 'field.age_range', params: { min: 0, max: MAX_AGE_YEARS } }] });
      }
      let patientId: string | null = null;
      if (user?.type === 'Patient') {
        if (body.patient_id !== undefined && body.patient_id !== user.id) throw new AppError('forbidden', 403, { message: 'Patients start interviews for themselves' });
        patientId = user.id;
      } else if (user && body.patient_id !== undefined) {
        if (user.type !== 'Doctor' || !(await interviews.treats(user.id, body.patient_id))) throw new AppError('forbidden', 403, { message: 'Only a doctor treating the patient may start an interview for them' });
        patientId = body.patient_id;
      }
      const created = await interviews.create({
        id: randomBytes(18).toString('base64url'),
        patientId,
        type: body.type,
        language: body.language,
        ageMonths: body.age === undefined ? null : unit === 'month' ? body.age : body.age * 12,
        gender: body.gender ?? null,
        createdBy: user?.id ?? null,
        now: deps.clock.now(),
        guestKeyHash: user ? undefined : guestKeyHash,
      });
      return present(created);
    },

    /**
     * An interview the patient starts from a kiosk checkup (issue 17): it carries the checkup and
     * its device type and starts with the checkup's abnormal findings as the initial complaints,
     * those the knowledge base asks about and that fit the patient's sex (others are left out, not
     * refused: the checkup decided them, not the person). With no such finding it starts empty.
     */
    async startFromCheckup(input: { patientId: string; language: Language; ageMonths: number | null; gender: 'male' | 'female' | null; checkup: { id: string; device: string }; findings: readonly string[] }): Promise<{ id: string }> {
      return deps.db.transaction().execute(async (trx) => {
        const repo = interviewsRepository(trx);
        const i = await repo.create({
          id: randomBytes(18).toString('base64url'),
          patientId: input.patientId,
          type: 'symptom_checker',
          language: input.language,
          ageMonths: input.ageMonths,
          gender: input.gender,
          createdBy: input.patientId,
          checkup: input.checkup,
          now: deps.clock.now(),
        });
        const usable = [...new Set(input.findings)].filter((id) => {
          const f = model.index.get(id);
          return f !== undefined && model.askable[f] && fitsSex(model.sex[f], input.gender);
        });
        if (usable.length > 0) {
          i.evidences = usable.map((id) => ({ id: id as FindingId, choice: 'present', initial: true }));
          rerun(i);
          await repo.save(i, deps.clock.now());
        }
        return { id: i.id };
      });
    },

    async get(id: string, caller: Caller): Promise<Interview> {
      const i = await interviews.find(id);
      if (!i || !(await mayRead(i, caller))) throw notFound();
      return present(i);
    },

    /** Initial complaints (or corrections of them): added, or replacing an earlier choice for the same finding. */
    addEvidence(id: string, items: EvidenceItem[], caller: Caller): Promise<Interview> {
      return change(id, caller, (i) => {
        checkFindings(items, i.gender, 'evidence');
        const byId = new Map(i.evidences.map((e) => [e.id, e]));
        for (const e of items) {
          const had = byId.get(e.id as FindingId);
          if (had) had.choice = e.choice;
          else i.evidences.push({ id: e.id as FindingId, choice: e.choice, initial: true });
        }
        if (!i.evidences.some((e) => e.initial && e.choice === 'present')) {
          throw new AppError('interview.no_complaints', 422, { message: 'Give at least one symptom you have' });
        }
        rerun(i);
      });
    },

    /** Answers to the question now open: every item of it (group_single: the one that applies, or every item absent). */
    answer(id: string, items: EvidenceItem[], caller: Caller): Promise<Interview> {
      return change(id, caller, (i) => {
        const q = i.currentQuestion;
        if (!q) throw new AppError('interview.not_asked', 409, { message: 'No question is open' });
        const asked = new Set<string>(q.items);
        const stray = items.findIndex((e) => !asked.has(e.id));
        if (stray >= 0) {
          throw new AppError('interview.not_asked', 409, { message: `${items[stray].id} was not asked`, errors: [{ path: `answers.${stray}.id`, code: 'interview.not_asked', params: { id: items[stray].id } }] });
        }
        checkFindings(items, i.gender, 'answers');
        let answers = items.map((e) => ({ id: e.id as FindingId, choice: e.choice }));
        const chosen = answers.filter((a) => a.choice === 'present');
        if (q.type === 'group_single' && chosen.length === 1) {
          answers = q.items.map((id) => ({ id, choice: id === chosen[0].id ? 'present' : 'absent' }));
        } else if (q.type === 'group_single' && chosen.length > 1) {
          throw new AppError('interview.incomplete_answer', 422, { message: 'Choose one answer, or none' });
        } else if (answers.length !== q.items.length) {
          throw new AppError('interview.incomplete_answer', 422, { message: 'Answer every item of the question' });
        }
        for (const a of answers) {
          const had = i.evidences.find((e) => e.id === a.id);
          if (had) had.choice = a.choice;
          else i.evidences.push({ ...a, initial: false } satisfies StoredEvidence);
        }
        i.steps.push({ question: q, answers, at: deps.clock.now().toISOString() });
        rerun(i);
      });
    },

    /** Takes back the last answer: its question is open again. */
    back(id: string, caller: Caller): Promise<Interview> {
      return change(id, caller, (i) => {
        const step = i.steps.pop();
        if (!step) throw new AppError('interview.nothing_to_undo', 409, { message: 'No answer to take back' });
        const answered = new Set<string>(step.answers.map((a) => a.id));
        i.evidences = i.evidences.filter((e) => e.initial || !answered.has(e.id));
        rerun(i);
        i.currentQuestion = step.question;
      });
    },

    async finish(id: string, caller: Caller): Promise<Interview> {
      const done = await change(id, caller, (i) => {
        if (!i.result) throw new AppError('interview.no_complaints', 422, { message: 'Give at least one symptom before finishing' });
        i.status = 'finished';
        i.finishedAt = deps.clock.now();
        i.currentQuestion = null;
      });
      // Appointments the interview is shared with record that it is finished (after the commit).
      await runInterviewFinished(deps.db, id);
      return done;
    },

    /** A patient's AI results, newest first. */
    async list(user: User, page: number, limit: number): Promise<{ items: InterviewSummary[]; total: number }> {
      if (user.type !== 'Patient') throw new AppError('forbidden', 403, { message: 'AI results are a patient\'s list' });
      const { items, total } = await interviews.listForPatient(user.id, limit, (page - 1) * limit);
      return { items: items.map((i) => presentSummary(model, i)), total };
    },

    /**
     * Binds a guest interview to the signed-in patient whose browser started it (it sent the
     * interview's key). Idempotent for the same patient. The browser that started it learns when
     * it went to another patient meanwhile (409); anyone else gets 404 for every interview not
     * theirs, as for one that does not exist.
     */
    async bindPatient(id: string, user: User, guestKeyHash: string | null): Promise<InterviewBinding> {
      if (user.type !== 'Patient') throw new AppError('forbidden', 403, { message: 'Only patients can take over an interview' });
      if (guestKeyHash !== null && (await interviews.bindGuest(id, user.id, guestKeyHash))) return { id, patient_id: user.id };
      const i = await interviews.find(id);
      if (!i) throw notFound();
      if (i.patientId === user.id) return { id, patient_id: user.id };
      if (i.patientId !== null && i.createdBy === null && tookIt(i, guestKeyHash)) {
        throw new AppError('interview.already_bound', 409, { message: 'The interview belongs to another patient' });
      }
      throw notFound();
    },

  };
}

/** Starts a symptom-checker interview from a kiosk checkup (see `startFromCheckup`). */
export function startCheckupInterview(deps: Pick<AppDeps, 'db' | 'clock'>, input: Parameters<ReturnType<typeof interviewsService>['startFromCheckup']>[0]): Promise<{ id: string }> {
  return interviewsService(deps).startFromCheckup(input);
}

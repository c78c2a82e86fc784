import { randomUUID } from 'node:crypto';
import type { Case } from '../../../src/protocol/cases';
import type { Schedule } from '../../../src/protocol/schedules';
import type { Db } from '../../db/connection';
import type { Emit } from '../../events/event-store';
import { finishedInterviewFindings } from '../interviews';
import { decide } from './cases.decider';
import { recordCase } from './cases.record';
import { casesRepository } from './cases.repository';
import { openedCase } from './cases.state';

/** A case to open, in ids; `buildOpening` looks up the rest. */
export interface OpenRequest {
  id: string;
  patientId: string;
  assigneeId: string;
  clinicId: number;
  scheduleId: string | null;
  clinicServiceId: number | null;
  /** The interview whose findings the case starts with (only a finished one counts). */
  interviewId: string | null;
  startTime: Date;
  createdAt: Date;
  createdBy: string;
}

/**
 * The case as it opens (version 1): the patient, doctor, clinic and clinic service looked up, the
 * service template's lab tests and symptoms, and a finished interview's findings. Throws when a
 * person, the clinic or the clinic service does not exist (callers have checked them).
 */
export async function buildOpening(db: Db, r: OpenRequest): Promise<Case> {
  const repo = casesRepository(db);
  const [patient, assignee, clinic] = [await repo.patient(r.patientId), await repo.person(r.assigneeId), await repo.clinic(r.clinicId)];
  if (!patient || !assignee || !clinic) throw new Error(`cannot open case ${r.id}: unknown patient, doctor or clinic`);
  const clinicService = r.clinicServiceId === null ? null : await repo.clinicService(r.clinicServiceId);
  if (r.clinicServiceId !== null && !clinicService) throw new Error(`cannot open case ${r.id}: unknown clinic service ${r.clinicServiceId}`);
  const wanted = clinicService?.caseTemplate?.labtests ?? [];
  const known = await repo.labtests(wanted);
  const interview = r.interviewId ? await finishedInterviewFindings(db, r.interviewId) : null;
  return openedCase({
    id: r.id,
    patient,
    assignee,
    clinic,
    scheduleId: r.scheduleId,
    clinicService,
    startTime: r.startTime.toISOString(),
    createdAt: r.createdAt,
    createdBy: r.createdBy,
    templateLabtests: wanted.flatMap((id) => (known.has(id) ? [known.get(id)!] : [])),
    interview,
    newId: randomUUID,
  });
}

/**
 * The hook appointments call when one is activated (registered in app.ts with
 * `onScheduleActivated`): the appointment's case, opened now in the activation's transaction if it
 * has none (the doctor, patient, clinic and service of the appointment, its template and its
 * interview's findings). Answers the case id the appointment records.
 */
export async function openCaseForSchedule(trx: Db, emit: Emit, s: Schedule, ctx: { actorId: string; now: Date }): Promise<string> {
  const existing = await casesRepository(trx).bySchedule(s.id);
  if (existing) return existing.id;
  const opened = await buildOpening(trx, {
    id: randomUUID(),
    patientId: s.patient_id,
    assigneeId: s.assignee_id,
    clinicId: s.clinic_id,
    scheduleId: s.id,
    clinicServiceId: s.clinic_service_id,
    interviewId: s.interview_id,
    startTime: new Date(s.start_time),
    createdAt: ctx.now,
    createdBy: ctx.actorId,
  });
  const events = decide({ type: 'open', case: opened }, null, { relations: [], actorId: ctx.actorId, now: ctx.now });
  await recordCase(trx, emit, null, events, { actorId: ctx.actorId, now: ctx.now, command: 'open' });
  return opened.id;
}

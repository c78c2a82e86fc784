import { randomUUID } from 'node:crypto';
import { CASE_COMMAND_RULES, type Case, type CaseCommandType, type CaseFile } from '../../../src/protocol/cases';
import type { CaseCommandBody, CaseHistoryEntry, CaseList, CaseListQuery, OpenCaseBody } from '../../../src/protocol/case-schemas';
import type { ClinicalRelation } from '../../../src/protocol/clinical-access';
import { AppError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { withEvents, type Emit } from '../../events/event-store';
import { removeUpload, resolveUpload, uploadSize, writeUpload } from '../../uploads/storage';
import { fileDisplayName, sniffChatFile } from '../chats';
import { loadSchedule } from '../schedules';
import { readCase } from './cases.access';
import { decide } from './cases.decider';
import { caseHistory } from './cases.history';
import { rejectNul, resolveCommand } from './cases.input';
import { listCases } from './cases.list';
import { buildOpening } from './cases.open';
import { recordCase } from './cases.record';
import { casesRepository } from './cases.repository';

/** A command made on an outdated version: refused with the case as it now is, so the person sees what changed. */
export const staleCase = (current: Case) =>
  new AppError('event.conflict', 409, { message: `The case was changed meanwhile (it is at version ${current.version})`, current });

/** 403 before anything else when the person may never give this command (the status is the decider's). */
function mayEverGive(command: CaseCommandType, relations: readonly ClinicalRelation[]): void {
  if (!relations.some((r) => CASE_COMMAND_RULES[command].by.includes(r))) throw new AppError('case.not_allowed', 403, { message: 'You may not change this case this way' });
}

/** True for PostgreSQL's unique violation of `index` (a concurrent open won). */
const isClash = (err: unknown, index: string) => {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes(index);
};

/**
 * Medical cases: opening one, every command through the decider, files, and the reads (one case,
 * the list, the history). Every change locks the row, checks the version the person saw, decides,
 * appends on `case:<id>` at that version and writes the row, the audit line and the notifications
 * in one transaction; every read of clinical content is audited.
 */
export function casesService(deps: AppDeps) {
  const now = () => deps.clock.now();
  const readLine = (user: User, c: Case, action: string, ip: string | null, detail: Record<string, unknown> = {}) =>
    audit(deps.db, { actorId: user.id, action, recordType: 'case', recordId: c.id, patientId: c.patient_id, clinicId: c.clinic_id, ip, detail }, now());

  /** A change of the case under lock: the version the person saw, then `work` (which records). */
  async function change(user: User, id: string, command: CaseCommandType, version: number, work: (trx: Db, emit: Emit, current: Case, relations: ClinicalRelation[]) => Promise<Case>): Promise<Case> {
    return withEvents(deps, async (trx, emit) => {
      const { case: current, relations } = await readCase(trx, user.id, id, { lock: true });
      mayEverGive(command, relations);
      if (version !== current.version) throw staleCase(current);
      return work(trx, emit, current, relations);
    });
  }

  return {
    /** Opens a case (a doctor, for a patient of theirs); answers it and whether it is new (a repeated `client_id` is not). */
    async open(user: User, body: OpenCaseBody, ip: string | null = null): Promise<{ case: Case; created: boolean }> {
      rejectNul(body);
      if (user.type !== 'Doctor') throw new AppError('case.not_allowed', 403, { message: 'Only doctors open cases' });
      const repo = casesRepository(deps.db);
      if (body.client_id) {
        const earlier = await repo.byClientId(user.id, body.client_id);
        if (earlier) return { case: earlier, created: false };
      }
      const attempt = () =>
        withEvents(deps, async (trx, emit) => {
          const trepo = casesRepository(trx);
          const patient = await trepo.patient(body.patient_id);
          if (!patient || !(await trepo.isPatientOf(user.id, patient.id))) throw new AppError('case.patient_not_found', 404, { message: 'No such patient of yours' });
          const schedule = body.schedule_id ? await loadSchedule(trx, body.schedule_id) : null;
          if (body.schedule_id && (!schedule || schedule.assignee_id !== user.id || schedule.patient_id !== patient.id)) {
            throw new AppError('schedule.not_found', 404, { message: 'No such appointment of yours with this patient' });
          }
          if (schedule) {
            const existing = await trepo.bySchedule(schedule.id);
            if (existing) return { case: existing, created: false };
          }
          let clinicId = schedule?.clinic_id;
          let clinicServiceId = schedule?.clinic_service_id ?? null;
          if (!schedule) {
            const clinics = await trepo.doctorClinics(user.id);
            clinicId = body.clinic_id ?? clinics[0]?.id;
            if (clinicId === undefined || !clinics.some((c) => c.id === clinicId)) throw new AppError('case.no_clinic', 422, { message: 'Open the case in a clinic you work in' });
            clinicServiceId = body.clinic_service_id ?? null;
            if (clinicServiceId !== null && (await trepo.clinicService(clinicServiceId))?.clinicId !== clinicId) {
              throw new AppError('case.unknown_service', 422, { message: 'The clinic has no such service' });
            }
          }
          const at = now();
          const opened = await buildOpening(trx, {
            id: randomUUID(),
            patientId: patient.id,
            assigneeId: user.id,
            clinicId: clinicId!,
            scheduleId: schedule?.id ?? null,
            clinicServiceId,
            interviewId: schedule?.interview_id ?? null,
            startTime: schedule ? new Date(schedule.start_time) : at,
            createdAt: at,
            createdBy: user.id,
          });
          const events = decide({ type: 'open', case: opened }, null, { relations: [], actorId: user.id, now: at });
          return { case: await recordCase(trx, emit, null, events, { actorId: user.id, now: at, command: 'open', clientId: body.client_id ?? null, ip }), created: true };
        });
      try {
        return await attempt();
      } catch (err) {
        // A repeat racing the first, or the appointment's activation opening its case meanwhile: answer that case.
        let earlier: Case | null = null;
        if (isClash(err, 'patient_cases_client_key') && body.client_id) earlier = await repo.byClientId(user.id, body.client_id);
        else if (isClash(err, 'patient_cases_schedule_key') && body.schedule_id) earlier = await repo.bySchedule(body.schedule_id);
        if (earlier) return { case: earlier, created: false };
        throw err;
      }
    },

    /** One case, for who may read its content (audited as `case.read`). */
    async get(user: User, id: string, ip: string | null = null): Promise<Case> {
      const { case: c } = await readCase(deps.db, user.id, id);
      await readLine(user, c, 'case.read', ip);
      return c;
    },

    list: (user: User, q: CaseListQuery): Promise<CaseList> => listCases(deps.db, user, q),

    /** One command (CaseCommandBody) on the version the person saw; answers the case as it now is. */
    async command(user: User, id: string, body: CaseCommandBody, ip: string | null = null): Promise<Case> {
      rejectNul(body);
      let removeAfter: string | null = null;
      const result = await change(user, id, body.type, body.version, async (trx, emit, current, relations) => {
        const command = await resolveCommand(trx, user.id, current, body);
        const at = now();
        const events = decide(command, current, { relations, actorId: user.id, now: at });
        if (body.type === 'delete_file' && events.length > 0) removeAfter = await casesRepository(trx).markFileDeleted(current.id, body.id, at);
        return recordCase(trx, emit, current, events, { actorId: user.id, now: at, command: body.type, ip });
      });
      // The bytes go once the deletion has committed (a rollback keeps them with their row).
      if (removeAfter) await removeUpload(deps.config.dataDir, removeAfter);
      return result;
    },

    /** Uploads one file to the case (the assignee, while active), checked like a chat's files. */
    async uploadFile(user: User, id: string, version: number, readUpload: () => Promise<{ bytes: Buffer; filename: string }>, ip: string | null = null): Promise<Case> {
      const { case: seen, relations } = await readCase(deps.db, user.id, id);
      mayEverGive('upload_file', relations);
      if (version !== seen.version) throw staleCase(seen);
      const probe: CaseFile = { id: '', name: '', size: 0, content_type: '', created_at: '', created_by: user.id };
      // Refused (status, count) before the upload is read, when the decider would.
      decide({ type: 'upload_file', file: probe }, seen, { relations, actorId: user.id, now: now() });
      const { bytes, filename } = await readUpload();
      const type = sniffChatFile(bytes, filename);
      if (!type) throw new AppError('upload.type_not_allowed', 422, { message: 'Send an image, a PDF or an office document', errors: [{ path: 'file', code: 'upload.type_not_allowed' }] });
      const fileId = randomUUID();
      const storageKey = `cases/${seen.id}/${fileId}.${type.ext}`;
      const name = fileDisplayName(filename, type);
      await writeUpload(deps.config.dataDir, storageKey, bytes);
      try {
        return await change(user, id, 'upload_file', version, async (trx, emit, current, rel) => {
          const at = now();
          await casesRepository(trx).insertFile({ id: fileId, caseId: current.id, name, size: bytes.length, contentType: type.contentType, storageKey, createdBy: user.id, createdAt: at });
          const file: CaseFile = { id: fileId, name, size: bytes.length, content_type: type.contentType, created_at: at.toISOString(), created_by: user.id };
          const events = decide({ type: 'upload_file', file }, current, { relations: rel, actorId: user.id, now: at });
          return recordCase(trx, emit, current, events, { actorId: user.id, now: at, command: 'upload_file', ip });
        });
      } catch (err) {
        await removeUpload(deps.config.dataDir, storageKey);
        throw err;
      }
    },

    /** A file of the case, for who may read the case (audited as `case.file_read`); 404 otherwise. */
    async file(user: User, id: string, fileId: string, ip: string | null = null): Promise<{ name: string; size: number; contentType: string; fullPath: string }> {
      const { case: c } = await readCase(deps.db, user.id, id);
      const f = await casesRepository(deps.db).file(c.id, fileId.toLowerCase());
      const fullPath = f ? resolveUpload(deps.config.dataDir, f.storageKey) : null;
      if (!f || !fullPath || (await uploadSize(fullPath)) === null) throw new AppError('not_found', 404, { message: 'No such file' });
      await readLine(user, c, 'case.file_read', ip, { file_id: fileId.toLowerCase() });
      return { name: f.name, size: f.size, contentType: f.contentType, fullPath };
    },

    /** The case's history from its stream, for the doctors (the assignee and those it is shared with). */
    async history(user: User, id: string, ip: string | null = null): Promise<CaseHistoryEntry[]> {
      const { case: c, relations } = await readCase(deps.db, user.id, id);
      if (!relations.includes('assignee') && !relations.includes('shared')) throw new AppError('case.not_allowed', 403, { message: "A case's history is for its doctors" });
      await readLine(user, c, 'case.read', ip, { view: 'history' });
      return caseHistory(deps.db, c.id);
    },
  };
}

export type CasesService = ReturnType<typeof casesService>;

import type { Localized } from '../../../src/protocol/common';
import { applyCaseEvent, type Case, type CaseEvent, type CasePerson } from '../../../src/protocol/cases';
import type { NotificationAction, NotificationEntity } from '../../../src/protocol/notifications';
import { audit } from '../../audit/audit-log';
import type { Db } from '../../db/connection';
import type { Emit, NewEvent } from '../../events/event-store';
import { notify } from '../notifications';
import { partOf } from './cases.history';
import { caseStream } from './cases.projection';
import { casesRepository } from './cases.repository';

/**
 * Who hears a case's pushes: the patient, the assignee and the doctors it is shared with (before
 * and after the change, so a doctor it is withdrawn from hears that too). Never the clinic's
 * operators: a push carries clinical content.
 */
export function caseAudience(previous: Case | null, next: Case): string[] {
  return [...new Set([next.patient_id, next.assignee_id, ...next.shared_with.map((d) => d.id), ...(previous?.shared_with ?? []).map((d) => d.id)])];
}

/** The case after `events` (each must apply: a gap is a programming error). */
export function foldCase(previous: Case | null, events: readonly CaseEvent[]): Case {
  let state = previous;
  for (const e of events) {
    const next = applyCaseEvent(state, e);
    if (!next || next === state || next.version !== e.payload.version) throw new Error(`${e.type} v${e.payload.version} does not apply to case ${previous?.id ?? 'new'}`);
    state = next;
  }
  return state!;
}

/** The events as the store takes them, on the case's stream. */
export function caseEvents(events: readonly CaseEvent[], actorId: string | null, audience: readonly string[], id: string): NewEvent[] {
  return events.map((e) => ({ stream: caseStream(id), type: e.type, payload: e.payload, actorId, audience }) as NewEvent);
}

export interface RecordOptions {
  actorId: string | null;
  now: Date;
  /** The command given (the audit line's detail). */
  command: string;
  clientId?: string | null;
  ip?: string | null;
}

/**
 * Records decided events in the caller's transaction: appends them on `case:<id>` at the row's
 * version (a concurrent writer makes it `event.conflict`), writes the row (the projection), adds
 * the audit line `case.change` and tells the people concerned. No events: nothing is written.
 */
export async function recordCase(trx: Db, emit: Emit, previous: Case | null, events: readonly CaseEvent[], o: RecordOptions): Promise<Case> {
  if (events.length === 0) return previous!;
  const next = foldCase(previous, events);
  await emit(caseEvents(events, o.actorId, caseAudience(previous, next), next.id), { expectedVersion: previous?.version ?? 0 });
  const repo = casesRepository(trx);
  if (previous) await repo.update(next);
  else await repo.insert(next, { clientId: o.clientId ?? null });
  for (const e of events) {
    await audit(
      trx,
      { actorId: o.actorId, action: 'case.change', recordType: 'case', recordId: next.id, patientId: next.patient_id, clinicId: next.clinic_id, ip: o.ip ?? null, detail: { command: o.command, type: e.type, part_id: partOf(e).partId, version: e.payload.version } },
      o.now,
    );
  }
  await tell(trx, emit, previous, next, events, o);
  return next;
}

const fullName = (p: Pick<CasePerson, 'firstname' | 'lastname'>): Localized => ({
  ka: `${p.firstname.ka} ${p.lastname.ka}`.trim(),
  en: `${p.firstname.en} ${p.lastname.en}`.trim(),
});
/** A notification's title: who (the doctor for the patient, the patient for a doctor) and, when there is one, the service. */
const titleOf = (who: Localized, c: Case): Localized =>
  c.service_name ? { ka: `${who.ka} · ${c.service_name.ka}`, en: `${who.en} · ${c.service_name.en}` } : who;

/** The patient's notification of each kind of event (conclusions: see `tell`). */
const PATIENT_NOTE: Partial<Record<CaseEvent['type'], NotificationAction>> = {
  PatientCaseCreated: 'case.created',
  PatientCaseCompleted: 'case.completed',
  PatientCaseCancelled: 'case.cancelled',
  TreatmentItemCreated: 'case.treatment',
  ServiceRequestCreated: 'case.referral',
};

/**
 * The notifications of a change. The patient hears of a new case, its completion or cancellation,
 * a new treatment and a referral. A conclusion is told once, when it first becomes non-empty: the
 * doctor's screen saves it while they type, and a notification per keystroke would be noise;
 * later edits are not told, and completing the case (told) is what makes the conclusion final. A
 * doctor the case is shared with hears that (with the patient's id: their link is the patient's
 * page). Nobody is told of their own act.
 */
async function tell(trx: Db, emit: Emit, previous: Case | null, next: Case, events: readonly CaseEvent[], o: RecordOptions): Promise<void> {
  const base = { actor_id: o.actorId, patient_id: next.patient_id, start_time: next.start_time };
  const send = async (userId: string, action: NotificationAction, title: Localized) => {
    if (userId === o.actorId) return;
    await notify(trx, emit, { userId, action, entityType: 'case', entityId: next.id, entity: { title, ...base } as NotificationEntity }, o.now);
  };
  let conclusion = previous?.conclusion ?? '';
  for (const e of events) {
    let action = PATIENT_NOTE[e.type];
    if (e.type === 'PatientCaseConclusionUpdated') {
      if (conclusion.trim() === '' && e.payload.conclusion.trim() !== '') action = 'case.conclusion';
      conclusion = e.payload.conclusion;
    }
    if (action) await send(next.patient_id, action, titleOf(fullName(next.assignee), next));
    if (e.type === 'PatientCaseShared') await send(e.payload.doctor.id, 'case.shared', titleOf(fullName(next.patient), next));
  }
}

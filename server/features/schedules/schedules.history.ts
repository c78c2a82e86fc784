import type { Schedule, SchedulePushType } from '../../../src/protocol/schedules';
import type { Db } from '../../db/connection';
import { appendEvents } from '../../events/event-store';
import { bookableService } from '../availability';
import { scheduleStream } from './schedules.projection';
import { schedulesRepository } from './schedules.repository';

const MINUTE = 60_000;

/** One step of a written history: the push it records, what it changes, when and by whom. */
export interface HistoryStep {
  type: SchedulePushType;
  change: Partial<Schedule>;
  at: Date;
  actorId: string | null;
}

export interface HistoryStart {
  id: string;
  patientId: string;
  assigneeId: string;
  clinicServiceId: number;
  start: Date;
  createdBy: string;
  createdAt: Date;
  comment?: string | null;
  cityId?: number | null;
  address?: string | null;
}

/**
 * Writes a whole appointment history the event-sourced way, for demo data: ScheduleCreated then
 * each step, appended on `schedule:<id>` at successive versions (each at its own moment), then the
 * row as the last payload (the projection), so the row rebuilds from its stream.
 */
export async function writeScheduleHistory(trx: Db, start: HistoryStart, steps: readonly HistoryStep[]): Promise<Schedule> {
  const repo = schedulesRepository(trx);
  const service = await bookableService(trx, start.clinicServiceId);
  const patient = await repo.person(start.patientId);
  const assignee = await repo.person(start.assigneeId);
  if (!service || !patient || !assignee) throw new Error(`cannot write the history of ${start.id}: unknown service or person`);
  const person = (p: NonNullable<typeof patient>) => ({ id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });
  let state: Schedule = {
    id: start.id,
    patient_id: patient.id,
    patient: person(patient),
    clinic_id: service.clinicId,
    clinic: { id: service.clinicId, name: service.clinic.name, time_zone: service.clinic.timeZone },
    clinic_service_id: service.id,
    clinic_service: { id: service.id, service_id: service.serviceId, name: service.name, template: service.template, duration_minutes: service.durationMinutes },
    service_id: service.serviceId,
    assignee_id: assignee.id,
    assignee: person(assignee),
    start_time: start.start.toISOString(),
    end_time: new Date(start.start.getTime() + service.durationMinutes * MINUTE).toISOString(),
    status: 'created',
    price: service.price,
    comment: start.comment ?? null,
    city_id: start.cityId ?? null,
    address: start.address ?? null,
    communication_days: service.communicationDays,
    interview_id: null,
    interview_status: null,
    interview_activated_by: null,
    patient_case_id: null,
    cancel_reason: null,
    cancel_note: null,
    cancelled_by: null,
    files: [],
    chat_space_id: null,
    created_at: start.createdAt.toISOString(),
    created_by: start.createdBy,
    version: 1,
  };
  const audience = [...new Set([patient.id, assignee.id, ...(await repo.operators(service.clinicId))])];
  const stream = scheduleStream(start.id);
  await appendEvents(trx, [{ stream, type: 'ScheduleCreated', payload: state, actorId: start.createdBy, audience }], start.createdAt, { expectedVersion: 0 });
  for (const step of steps) {
    state = { ...state, ...step.change, version: state.version + 1 };
    await appendEvents(trx, [{ stream, type: step.type, payload: state, actorId: step.actorId, audience }], step.at, { expectedVersion: state.version - 1 });
  }
  const s = Date.parse(state.start_time);
  const e = Date.parse(state.end_time);
  await repo.insert(state, {
    busyStart: new Date(s - service.bufferBeforeMinutes * MINUTE),
    busyEnd: new Date(e + service.bufferAfterMinutes * MINUTE),
    updatedAt: steps.length > 0 ? steps[steps.length - 1].at : start.createdAt,
  });
  return state;
}

import type { Schedule, SchedulePushType } from '../../../src/protocol/schedules';
import type { Db } from '../../db/connection';
import { appendEvents } from '../../events/event-store';
import { bookableService } from '../availability';
import { clinicOperators } from '../chats';
import { scheduleStream } from './schedules.projection';
import { bookedSchedule, busyRangeOf } from './schedules.state';
import { schedulesRepository } from './schedules.repository';

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
  let state = bookedSchedule({
    id: start.id,
    patient,
    assignee,
    service,
    start: start.start.getTime(),
    comment: start.comment ?? null,
    cityId: start.cityId ?? null,
    address: start.address ?? null,
    createdAt: start.createdAt,
    createdBy: start.createdBy,
  });
  const audience = [...new Set([patient.id, assignee.id, ...(await clinicOperators(trx, service.clinicId))])];
  const stream = scheduleStream(start.id);
  await appendEvents(trx, [{ stream, type: 'ScheduleCreated', payload: state, actorId: start.createdBy, audience }], start.createdAt, { expectedVersion: 0 });
  for (const step of steps) {
    state = { ...state, ...step.change, version: state.version + 1 };
    await appendEvents(trx, [{ stream, type: step.type, payload: state, actorId: step.actorId, audience }], step.at, { expectedVersion: state.version - 1 });
  }
  await repo.insert(state, {
    ...busyRangeOf(state, service),
    updatedAt: steps.length > 0 ? steps[steps.length - 1].at : start.createdAt,
  });
  return state;
}

import type { Schedule, SchedulePerson } from '../../../src/protocol/schedules';
import type { BookableService } from '../availability';

const MINUTE = 60_000;

/** What a new booking is made of; everything else of the appointment follows from its clinic service. */
export interface Booking {
  id: string;
  patient: SchedulePerson;
  assignee: SchedulePerson;
  service: BookableService;
  /** Epoch ms. */
  start: number;
  comment: string | null;
  cityId: number | null;
  address: string | null;
  createdAt: Date;
  createdBy: string;
}

const personOf = (p: SchedulePerson): SchedulePerson => ({ id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });

/**
 * An appointment as it is booked (the payload of ScheduleCreated, version 1): status `created`,
 * the price, length and chat days of its clinic service, nothing asked, shared or cancelled yet.
 * Booking (schedules.service.ts) and the demo histories (schedules.history.ts) both start here.
 */
export function bookedSchedule(b: Booking): Schedule {
  const { service } = b;
  return {
    id: b.id,
    patient_id: b.patient.id,
    patient: personOf(b.patient),
    clinic_id: service.clinicId,
    clinic: { id: service.clinicId, name: service.clinic.name, time_zone: service.clinic.timeZone },
    clinic_service_id: service.id,
    clinic_service: { id: service.id, service_id: service.serviceId, name: service.name, template: service.template, duration_minutes: service.durationMinutes },
    service_id: service.serviceId,
    assignee_id: b.assignee.id,
    assignee: personOf(b.assignee),
    start_time: new Date(b.start).toISOString(),
    end_time: new Date(b.start + service.durationMinutes * MINUTE).toISOString(),
    status: 'created',
    price: service.price,
    comment: b.comment,
    city_id: b.cityId,
    address: b.address,
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
    created_at: b.createdAt.toISOString(),
    created_by: b.createdBy,
    version: 1,
  };
}

/**
 * The part of the doctor's calendar an appointment holds (the `busy` range the no-overlap
 * constraint compares): its own start to end as booked, widened by its service's buffers.
 */
export function busyRangeOf(s: Pick<Schedule, 'start_time' | 'end_time'>, service: Pick<BookableService, 'bufferBeforeMinutes' | 'bufferAfterMinutes'> | null): { busyStart: Date; busyEnd: Date } {
  return {
    busyStart: new Date(Date.parse(s.start_time) - (service?.bufferBeforeMinutes ?? 0) * MINUTE),
    busyEnd: new Date(Date.parse(s.end_time) + (service?.bufferAfterMinutes ?? 0) * MINUTE),
  };
}

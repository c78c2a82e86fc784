import type { BookingOffer } from '../../src/machines/booking/booking.types';
import type { Schedule } from '../../src/protocol/schedules';
import type { SlotList, WaitingEntry } from '../../src/protocol/schedule-schemas';

/** Fakes of the booking machine's tests and model walk: two offers of one doctor, slots, an appointment. */
export const TODAY = '2026-11-25';
export const OFFER: BookingOffer = { clinicServiceId: 3, doctorId: 'd-1', clinicId: 1, template: 'consultation', price: 8000, durationMinutes: 40 };
export const HOME: BookingOffer = { clinicServiceId: 9, doctorId: 'd-1', clinicId: 1, template: 'home_visit', price: 12000, durationMinutes: 60 };
/** 10:00 and 11:00 Tbilisi time on 26 November. */
export const SLOT_A = '2026-11-26T06:00:00.000Z';
export const SLOT_B = '2026-11-26T07:00:00.000Z';

export const slots = (over: Partial<SlotList> = {}): SlotList => ({
  doctor_id: 'd-1',
  clinic_service_id: 3,
  time_zone: 'Asia/Tbilisi',
  duration_minutes: 40,
  price: 8000,
  slots: [
    { start: SLOT_A, end: '2026-11-26T06:40:00.000Z' },
    { start: SLOT_B, end: '2026-11-26T07:40:00.000Z' },
  ],
  fully_booked: false,
  ...over,
});

export const FULL = slots({ slots: [], fully_booked: true });

export const schedule = (over: Partial<Schedule> = {}): Schedule =>
  ({ id: 's-1', clinic_service_id: 3, assignee_id: 'd-1', start_time: SLOT_A, status: 'created', price: 8000, files: [], version: 1, ...over }) as Schedule;

export const ENTRY: WaitingEntry = { id: 'w-1', patient_id: 'p-1', assignee_id: 'd-1', clinic_service_id: 3, created_at: '2026-11-25T08:00:00.000Z', notified_at: null };

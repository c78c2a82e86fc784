import type { Schedule } from '../../src/protocol/schedules';
import type { Viewer } from '../../src/machines/schedules/schedule-rules';

/** The people of the appointment tests: a patient, the doctor, another doctor of the clinic, an operator, a stranger. */
export const PATIENT: Viewer = { id: 'p-1', type: 'Patient' };
export const DOCTOR: Viewer = { id: 'd-1', type: 'Doctor' };
export const OTHER_DOCTOR: Viewer = { id: 'd-2', type: 'Doctor' };
export const OPERATOR: Viewer = { id: 'o-1', type: 'ClinicOperator' };

const person = (id: string, ka: string, en: string, kaLast: string, enLast: string) => ({ id, firstname: { ka, en }, lastname: { ka: kaLast, en: enLast }, photo: null });

/** Appointment `s-1`: Nino with Dr Giorgi Kapanadze for a 30-minute video consultation (40 GEL), on 2026-11-25 at 10:00 Tbilisi time, booked. */
export function schedule(over: Partial<Schedule> = {}): Schedule {
  return {
    id: 's-1',
    patient_id: PATIENT.id,
    patient: person(PATIENT.id, 'ნინო', 'Nino', 'ბერიძე', 'Beridze'),
    clinic_id: 7,
    clinic: { id: 7, name: { ka: 'ვივამედი', en: 'Vivamedi' }, time_zone: 'Asia/Tbilisi' },
    clinic_service_id: 11,
    clinic_service: { id: 11, service_id: 3, name: { ka: 'ვიდეოკონსულტაცია', en: 'Video consultation' }, template: 'video_consultation', duration_minutes: 30 },
    service_id: 3,
    assignee_id: DOCTOR.id,
    assignee: person(DOCTOR.id, 'გიორგი', 'Giorgi', 'კაპანაძე', 'Kapanadze'),
    start_time: '2026-11-25T06:00:00.000Z',
    end_time: '2026-11-25T06:30:00.000Z',
    status: 'created',
    price: 4000,
    comment: null,
    city_id: null,
    address: null,
    communication_days: 3,
    interview_id: null,
    interview_status: null,
    interview_activated_by: null,
    patient_case_id: null,
    cancel_reason: null,
    cancel_note: null,
    cancelled_by: null,
    files: [],
    chat_space_id: null,
    created_at: '2026-11-20T08:00:00.000Z',
    created_by: PATIENT.id,
    version: 1,
    ...over,
  };
}

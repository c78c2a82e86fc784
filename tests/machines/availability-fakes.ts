import type { Availability, ClinicSettings } from '../../src/protocol/schedule-schemas';

/** Fakes of the availability tests and model walks: a doctor at one clinic, Mondays 09–13 with a break. */
export const CLINIC = { id: 1, name: { ka: 'კლინიკა', en: 'Clinic' }, time_zone: 'Asia/Tbilisi', services: [{ id: 3, name: { ka: 'კონსულტაცია', en: 'Consultation' }, duration_minutes: 30 }] };

export const AVAILABILITY: Availability = {
  doctor_id: 'd-1',
  rules: [
    { clinic_id: 1, weekday: 1, start: '09:00', end: '13:00', kind: 'work', clinic_service_ids: [] },
    { clinic_id: 1, weekday: 1, start: '11:00', end: '11:30', kind: 'break', clinic_service_ids: [] },
  ],
  exceptions: [],
  clinics: [CLINIC],
};

export const SETTINGS: ClinicSettings = {
  clinic_id: 1,
  time_zone: 'Asia/Tbilisi',
  min_notice_minutes: 120,
  booking_horizon_days: 60,
  cancellation_notice_minutes: 1440,
  services: [{ id: 3, name: { ka: 'კონსულტაცია', en: 'Consultation' }, duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 10, communication_days: 3 }],
};

export const SETTINGS_BODY = {
  min_notice_minutes: 60,
  booking_horizon_days: 30,
  cancellation_notice_minutes: 720,
  services: [{ id: 3, buffer_before_minutes: 5, buffer_after_minutes: 5, communication_days: 7 }],
};

/**
 * Message areas kept out of the start-up catalogue: each is its own chunk, loaded with the
 * routes that name it in src/app/routes.tsx. Everything else (shell, login, the errors sign-in and
 * any screen can show, fields, catalogue pages) is in the start-up catalogue, so a first visit
 * loads only what Login shows.
 */
export const SPLIT_AREAS = ['accountLanguage', 'agreement', 'appPay', 'availability', 'booking', 'cadmin', 'calls', 'cases', 'chats', 'checkups', 'clinics', 'covid', 'dashboard', 'deviceTest', 'doctor', 'doctors', 'errors', 'interview', 'languageName', 'monitoring', 'notForRole', 'notifications', 'pagination', 'patientArea', 'patientRegister', 'patients', 'profile', 'register', 'replay', 'reports', 'schedules', 'service', 'services'] as const;
export type MessageArea = (typeof SPLIT_AREAS)[number];

/**
 * The error messages of the features behind sign-in or on their own pages (`error.<domain>.…` and
 * `error.<domain>_…`): the `errors` area, loaded with every page but Login (src/app/routes.tsx), with
 * the call layer and the report dialog, and by the alert when it shows one (issue 19: about 3.5 KiB
 * of the first visit). Sign-in's, the fields' and the general ones stay in the start-up catalogue.
 */
const PAGE_ERROR_DOMAINS = ['audit', 'availability', 'cadmin', 'call', 'case', 'chat', 'checkup', 'clinic', 'desk', 'device', 'device_key', 'device_record', 'doctor_admin', 'event', 'inquiry', 'interview', 'patient', 'patient_log', 'report', 'schedule', 'service_admin', 'support', 'upload', 'waitlist'];
const PAGE_ERROR = new RegExp(`^error\\.(${PAGE_ERROR_DOMAINS.join('|')})[._]`);

/** The area of a message id: its first dotted segment, but `errors` for a feature's error. */
export function areaOf(id: string): string {
  return PAGE_ERROR.test(id) ? 'errors' : id.split('.', 1)[0];
}

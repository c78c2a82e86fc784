/**
 * Message areas kept out of the start-up catalogue: each is its own chunk, loaded with the
 * routes that name it in src/app/routes.tsx. Everything else (shell, login, errors, fields,
 * catalogue pages) is in the start-up catalogue, so a first visit loads only what Login shows.
 */
export const SPLIT_AREAS = ['agreement', 'appPay', 'availability', 'booking', 'cadmin', 'calls', 'cases', 'chats', 'checkups', 'clinics', 'covid', 'dashboard', 'deviceTest', 'doctor', 'doctors', 'interview', 'languageName', 'monitoring', 'notifications', 'patientArea', 'patientRegister', 'patients', 'profile', 'register', 'replay', 'reports', 'schedules', 'service', 'services', 'upcoming'] as const;
export type MessageArea = (typeof SPLIT_AREAS)[number];

/** The area of a message id: its first dotted segment. */
export function areaOf(id: string): string {
  return id.split('.', 1)[0];
}

import type { Db } from '../connection';
import { BATUMI_CLINIC_ID, DEMO_CLINIC_ID, clinicServiceId } from './clinics';
import { DOCTORS } from './people';
import { SERVICE as S } from './static-lists';

/**
 * Demo working hours and booking rules (issue 12): the demo doctor works at the demo clinic
 * Monday–Friday 09:00–17:00 with a 13:00–14:00 break and Saturday 10:00–14:00, with a day off
 * ten days or so after the seed date; every other doctor has plausible weekly hours at their
 * clinics; the clinics have their notice, horizon and cancellation rules, and buffers where a
 * service needs a pause after it (travel after a home visit, notes after a long consultation).
 */

const h = (hh: number, mm = 0) => hh * 60 + mm;
const MON_FRI = [1, 2, 3, 4, 5];

interface Hours {
  clinicId: number;
  days: number[];
  start: number;
  end: number;
  /** A pause in those hours, if any. */
  pause?: [number, number];
}

/** Weekly hours by doctor id (uuid(n) of people.ts). Doctors not listed get the pattern of their index. */
const DEMO_DOCTOR = '00000000-0000-4000-8000-000000000002';
const ENDOCRINOLOGIST_OF_TWO_CLINICS = '00000000-0000-4000-8000-000000000104';

const SPECIAL: Record<string, Hours[]> = {
  [DEMO_DOCTOR]: [
    { clinicId: DEMO_CLINIC_ID, days: MON_FRI, start: h(9), end: h(17), pause: [h(13), h(14)] },
    { clinicId: DEMO_CLINIC_ID, days: [6], start: h(10), end: h(14) },
  ],
  // Tbilisi on Monday, Wednesday and Friday; Batumi on Tuesday and Thursday.
  [ENDOCRINOLOGIST_OF_TWO_CLINICS]: [
    { clinicId: DEMO_CLINIC_ID, days: [1, 3, 5], start: h(10), end: h(16), pause: [h(13), h(13, 30)] },
    { clinicId: BATUMI_CLINIC_ID, days: [2, 4], start: h(10), end: h(16), pause: [h(13), h(13, 30)] },
  ],
};

/** Patterns the other doctors take in turn at their (single) clinic. */
const PATTERNS: Omit<Hours, 'clinicId'>[] = [
  { days: MON_FRI, start: h(9), end: h(15) },
  { days: MON_FRI, start: h(12), end: h(19), pause: [h(15), h(15, 30)] },
  { days: [1, 3, 5, 6], start: h(10), end: h(16), pause: [h(13), h(13, 30)] },
  { days: [2, 4, 6], start: h(9), end: h(14) },
];

/** Clinic booking rules. */
const CLINIC_RULES: Record<number, { min_notice_minutes: number; booking_horizon_days: number; cancellation_notice_minutes: number }> = {
  [DEMO_CLINIC_ID]: { min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120 },
  [BATUMI_CLINIC_ID]: { min_notice_minutes: 120, booking_horizon_days: 21, cancellation_notice_minutes: 180 },
};

/** Buffers after services that need a pause, and longer chats after online psychiatry. */
const SERVICE_RULES: { serviceId: number; after: number; communicationDays?: number }[] = [
  { serviceId: S.homeVisit, after: 5 },
  { serviceId: S.homeBloodSampling, after: 5 },
  { serviceId: S.nurseVisit, after: 5 },
  { serviceId: S.psychiatrist, after: 10 },
  { serviceId: S.videoPsychiatrist, after: 5, communicationDays: 7 },
  { serviceId: S.echocardiography, after: 5 },
];

/** The calendar day (YYYY-MM-DD) in Tbilisi `days` after `now`, moved off a Sunday. */
function dayAfter(now: Date, days: number): string {
  const at = new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
  const key = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tbilisi', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return new Date(`${key}T00:00:00Z`).getUTCDay() === 0 ? dayAfter(now, days + 1) : key;
}

/** The weekly hours of every seeded doctor. */
export function seedHours(): { doctorId: string; hours: Hours[] }[] {
  let turn = 0;
  return DOCTORS.map((d) => {
    const special = SPECIAL[d.id];
    if (special) return { doctorId: d.id, hours: special };
    const pattern = PATTERNS[turn++ % PATTERNS.length];
    return { doctorId: d.id, hours: d.clinics.map((c) => ({ ...pattern, clinicId: c.id })) };
  });
}

/** The demo doctor's day off: ten days after the seed date (not a Sunday). */
export const demoDayOff = (now: Date) => dayAfter(now, 10);

export async function seedAvailability(trx: Db, now: Date): Promise<void> {
  const rules = seedHours().flatMap(({ doctorId, hours }) =>
    hours.flatMap((w) =>
      w.days.flatMap((weekday) => [
        { doctor_id: doctorId, clinic_id: w.clinicId, weekday, start_minute: w.start, end_minute: w.end, kind: 'work' as const, clinic_service_ids: '{}' },
        ...(w.pause ? [{ doctor_id: doctorId, clinic_id: w.clinicId, weekday, start_minute: w.pause[0], end_minute: w.pause[1], kind: 'break' as const, clinic_service_ids: '{}' }] : []),
      ]),
    ),
  );
  await trx.insertInto('availability_rules').values(rules).execute();
  await trx
    .insertInto('availability_exceptions')
    .values({ doctor_id: DEMO_DOCTOR, clinic_id: DEMO_CLINIC_ID, date: demoDayOff(now), kind: 'off', start_minute: null, end_minute: null, note: 'სამედიცინო კონფერენცია' })
    .execute();

  for (const [clinicId, settings] of Object.entries(CLINIC_RULES)) {
    await trx.updateTable('clinics').set(settings).where('id', '=', Number(clinicId)).execute();
  }
  for (const clinicId of [DEMO_CLINIC_ID, BATUMI_CLINIC_ID]) {
    for (const r of SERVICE_RULES) {
      await trx
        .updateTable('clinic_services')
        .set({ buffer_after_minutes: r.after, ...(r.communicationDays ? { communication_days: r.communicationDays } : {}) })
        .where('id', '=', clinicServiceId(clinicId, r.serviceId))
        .where('clinic_id', '=', clinicId)
        .execute();
    }
  }
}

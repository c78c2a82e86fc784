import type { Db } from '../connection';
import { addDays, weekdayOf, zonedDate, zonedInstant } from '../../features/availability';
import { writeScheduleHistory, type HistoryStart, type HistoryStep } from '../../features/schedules';
import { DEMO_CHAT_IDS } from './chats';
import { DEMO_INTERVIEW_ID, demoCaseId } from './demo-ids';
import { DEMO_CLINIC_ID, clinicServiceId } from './clinics';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PATIENT, DOCTORS, MORE_PATIENTS } from './people';
import { SERVICE as S } from './static-lists';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ZONE = 'Asia/Tbilisi';

/** Fixed ids, so links to the demo appointments stay the same from one fresh database to the next. */
export const demoScheduleId = (n: number) => `00000000-0000-4000-9200-${String(n).padStart(12, '0')}`;

/**
 * The demo doctor's week of appointments around the seed time, in every status, with the demo
 * patient and the two more seeded patients, at the demo clinic, for services the doctor provides;
 * two are still `created` for the demo operator to confirm. Each is written as its event stream
 * (`schedule:<id>`, versions from 1) and its row, so the rows rebuild from the streams. Times are
 * the clinic's wall clock on working days counted from the seed day (the consultation under way is today's); event times never pass `now`.
 */
export async function seedSchedules(trx: Db, now: Date): Promise<void> {
  const doctor = DOCTORS.find((d) => d.idNumber === DEMO_ACCOUNTS[1].identifier)!.id;
  const operator = DEMO_OPERATOR.id;
  const patient = DEMO_PATIENT.id;
  const [levan, natia] = MORE_PATIENTS.map((p) => p.id);
  const today = zonedDate(now.getTime(), ZONE);
  const at = (dayOffset: number, hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    const day = zonedDate(zonedInstant(today, 12 * 60, ZONE) + dayOffset * DAY, ZONE);
    return new Date(zonedInstant(day, h * 60 + m, ZONE));
  };
  /** The day offset of the k-th working day (Monday–Friday, the demo doctor's full days) after today, or before it when k < 0. */
  const workday = (k: number) => {
    let offset = 0;
    for (let left = Math.abs(k); left > 0; ) {
      offset += Math.sign(k);
      const weekday = weekdayOf(addDays(today, offset));
      if (weekday !== 0 && weekday !== 6) left--;
    }
    return offset;
  };
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const cs = (service: number) => clinicServiceId(DEMO_CLINIC_ID, service);
  const family = cs(S.familyDoctor);
  const therapist = cs(S.therapist);
  const video = cs(S.videoFamilyDoctor);
  const home = cs(S.homeVisit);

  type Plan = { n: number; start: Date; patientId: string; service: number; by: string; steps: (s: Date, created: Date) => HistoryStep[]; extra?: Partial<HistoryStart> };
  const step = (type: HistoryStep['type'], change: HistoryStep['change'], when: Date, actorId: string): HistoryStep => ({ type, change, at: when, actorId });
  const confirmed = (created: Date) => step('ScheduleGotPending', { status: 'pending' }, new Date(created.getTime() + HOUR), operator);

  const plans: Plan[] = [
    {
      n: 1, start: at(workday(-3), '10:00'), patientId: patient, service: family, by: patient,
      // Its activation opened the demo patient's completed case (server/db/seed/cases.ts).
      steps: (s, c) => [confirmed(c), step('ScheduleActivated', { status: 'activated', patient_case_id: demoCaseId(2) }, s, doctor), step('ScheduleCompleted', { status: 'completed' }, new Date(s.getTime() + 30 * MINUTE), doctor)],
      extra: { comment: 'ხველა და სიცხე სამი დღეა.' },
    },
    {
      n: 2, start: at(workday(-2), '11:00'), patientId: levan, service: therapist, by: operator,
      steps: (s, c) => [confirmed(c), step('ScheduleActivated', { status: 'activated' }, s, doctor), step('ScheduleCompleted', { status: 'completed' }, new Date(s.getTime() + 30 * MINUTE), doctor)],
    },
    {
      n: 3, start: at(workday(-2), '15:00'), patientId: patient, service: family, by: patient,
      steps: (s, c) => [confirmed(c), step('ScheduleCancelled', { status: 'cancelled', cancel_reason: 'no_show', cancel_note: null, cancelled_by: doctor }, new Date(s.getTime() + 20 * MINUTE), doctor)],
    },
    {
      n: 4, start: at(workday(-1), '12:00'), patientId: natia, service: family, by: natia,
      steps: (s) => [step('ScheduleCancelled', { status: 'cancelled', cancel_reason: 'patient_request', cancel_note: null, cancelled_by: natia }, new Date(s.getTime() - DAY), natia)],
    },
    {
      n: 5, start: at(0, '09:00'), patientId: patient, service: video, by: patient,
      // The patient shared this morning's symptom-checker interview; the activation opened the active demo case with its findings.
      steps: (_s, c) => [
        confirmed(c),
        step('ScheduleInterviewBound', { interview_id: DEMO_INTERVIEW_ID, interview_status: 'bound' }, ago(3 * HOUR), patient),
        step('ScheduleInterviewFinished', { interview_status: 'finished' }, ago(3 * HOUR), patient),
        step('ScheduleActivated', { status: 'activated', chat_space_id: DEMO_CHAT_IDS.patientDoctor, patient_case_id: demoCaseId(1) }, ago(10 * MINUTE), doctor),
      ],
    },
    {
      n: 6, start: at(workday(1), '10:00'), patientId: patient, service: family, by: patient,
      steps: (_s, c) => [confirmed(c), step('ScheduleInterviewActivated', { interview_status: 'requested', interview_activated_by: doctor }, ago(2 * HOUR), doctor)],
      extra: { comment: 'საკონტროლო ვიზიტი ანალიზების პასუხებით.' },
    },
    { n: 7, start: at(workday(1), '15:00'), patientId: levan, service: therapist, by: levan, steps: () => [] },
    { n: 8, start: at(workday(2), '11:30'), patientId: levan, service: video, by: levan, steps: (_s, c) => [confirmed(c)] },
    { n: 9, start: at(workday(3), '14:00'), patientId: natia, service: home, by: operator, steps: (_s, c) => [confirmed(c)], extra: { cityId: 1, address: 'ვაჟა-ფშაველას გამზ. 12, ბინა 7' } },
    { n: 10, start: at(workday(4), '10:30'), patientId: natia, service: family, by: natia, steps: () => [] },
  ];

  for (const p of plans) {
    // Booked a few days before a past appointment, or a day before the seed time for a coming one.
    const created = new Date(Math.min(p.start.getTime() - 3 * DAY, now.getTime() - 26 * HOUR));
    await writeScheduleHistory(
      trx,
      { id: demoScheduleId(p.n), patientId: p.patientId, assigneeId: doctor, clinicServiceId: p.service, start: p.start, createdBy: p.by, createdAt: created, ...p.extra },
      p.steps(p.start, created),
    );
  }
}

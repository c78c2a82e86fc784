import { readFileSync } from 'node:fs';
import type { SessionLog } from '../../../src/protocol/session-log';
import type { Db } from '../connection';
import { DEMO_CLINIC_ID } from './clinics';
import { DEMO_PATIENT } from './people';

/** The demo report's id (README, support's list on a fresh start). */
export const DEMO_REPORT_ID = '00000000-0000-4000-9400-000000000001';

/**
 * One problem report for the demo clinic's support to open on a fresh start: the demo patient
 * wrote to her doctor on her phone and reported that she sees no answer, with the session log
 * her browser recorded (a real recording, demo-report-log.json; it was written by an earlier
 * build, which the replay page says, and replays as long as the machines it went through do
 * what they did then).
 */
export async function seedReports(db: Db, now: Date): Promise<void> {
  const log = JSON.parse(readFileSync(new URL('./demo-report-log.json', import.meta.url), 'utf8')) as SessionLog;
  const created = new Date(now.getTime() - 2 * 60 * 60 * 1000);
  await db.insertInto('problem_reports').values({
    id: DEMO_REPORT_ID,
    clinic_id: DEMO_CLINIC_ID,
    reporter_id: DEMO_PATIENT.id,
    text: 'ექიმს მივწერე, მაგრამ პასუხი არ ჩანს. დილით წნევა 150/95 მქონდა და მინდა ვიცოდე, რა ვქნა.',
    build: log.build,
    log: JSON.stringify(log),
    consent: true,
    language: 'ka',
    created_at: created,
    expires_at: new Date(created.getTime() + 90 * 24 * 60 * 60 * 1000),
  }).execute();
}

import type { Schedule } from '../../../src/protocol/schedules';
import type { Db } from '../../db/connection';
import { planReminders } from './reminders.planning';

/** The schedules feature's hook registrar (`onScheduleChanged` of server/features/schedules). */
export type ScheduleChangeRegistrar = (hook: (trx: Db, schedule: Schedule, previous: Schedule | null) => Promise<void>) => void;

const registered = new WeakSet<ScheduleChangeRegistrar>();

/**
 * Plans reminders on every appointment change, inside its transaction: app.ts calls
 * `registerReminderPlanning(onScheduleChanged)` with the schedules feature's registrar. The
 * dependency on schedules lives here only. Registering with one registrar twice (several apps in
 * one process, as tests build) adds the hook once.
 */
export function registerReminderPlanning(onScheduleChanged: ScheduleChangeRegistrar): void {
  if (registered.has(onScheduleChanged)) return;
  registered.add(onScheduleChanged);
  onScheduleChanged((trx, schedule) => planReminders(trx, schedule.id));
}

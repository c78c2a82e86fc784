import type { Db } from '../../db/connection';
import { remindersRepository, type PlannedSchedule, type ReminderKind } from './reminders.repository';

const MINUTE = 60_000;

/** When each reminder is due before the start, and who gets it. */
export const REMINDER_LEADS: Readonly<Record<ReminderKind, { minutes: number; to: 'patient' | 'assignee' }>> = {
  patient_24h: { minutes: 24 * 60, to: 'patient' },
  patient_1h: { minutes: 60, to: 'patient' },
  doctor_15m: { minutes: 15, to: 'assignee' },
};

/** Reminders only make sense before the visit: while it is booked or confirmed. */
const remindable = (s: PlannedSchedule) => s.status === 'created' || s.status === 'pending';

/** The reminders an appointment should have now: recipient, kind and due time, for its start time. */
export function wantedReminders(s: PlannedSchedule): { recipientId: string; kind: ReminderKind; dueAt: Date }[] {
  if (!remindable(s)) return [];
  return (Object.entries(REMINDER_LEADS) as [ReminderKind, (typeof REMINDER_LEADS)[ReminderKind]][]).map(([kind, lead]) => ({
    recipientId: lead.to === 'patient' ? s.patientId : s.assigneeId,
    kind,
    dueAt: new Date(s.startTime.getTime() - lead.minutes * MINUTE),
  }));
}

/**
 * Brings an appointment's reminder rows in line with it, in the caller's transaction (the
 * schedules feature calls it after every change, with the row written). Booked or confirmed: a
 * row per recipient and kind for its start time, except kinds already due when it changed (its
 * `updated_at`); a row of an earlier start time is moved and sent again. Unsent rows that no
 * longer match (cancelled, completed, activated, moved, another doctor) are deleted; sent ones
 * stay as the record of what went out.
 */
export async function planReminders(trx: Db, scheduleId: string): Promise<void> {
  const repo = remindersRepository(trx);
  const schedule = await repo.schedule(scheduleId);
  if (!schedule) return;
  const wanted = wantedReminders(schedule);
  const existing = await repo.ofSchedule(scheduleId);
  const matches = (r: { recipientId: string; kind: ReminderKind }) => wanted.some((w) => w.recipientId === r.recipientId && w.kind === r.kind);
  await repo.deleteUnsent(existing.filter((r) => r.sentAt === null && (!matches(r) || r.startTime.getTime() !== schedule.startTime.getTime())).map((r) => r.id));
  for (const w of wanted) {
    const kept = existing.find((r) => r.recipientId === w.recipientId && r.kind === w.kind && r.startTime.getTime() === schedule.startTime.getTime());
    if (kept) continue;
    if (w.dueAt.getTime() <= schedule.updatedAt.getTime()) continue;
    await repo.upsert({ scheduleId, recipientId: w.recipientId, kind: w.kind, startTime: schedule.startTime, dueAt: w.dueAt });
  }
}

import type { Localized } from '../../../src/protocol/common';
import { schedulePath } from '../../../src/protocol/schedules';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { notify } from '../notifications';
import { REMINDER_LEADS } from './reminders.planning';
import { remindersRepository, type Recipient, type ReminderRecord, type ReminderSubject } from './reminders.repository';
import { dayTime, reminderSubject, reminderSummary, reminderText, type ReminderFacts } from './reminders.texts';

interface SendLog {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** A lock another transaction holds (NOWAIT) or a serialisation failure: try that row on a later poll. */
function isContention(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '55P03' || code === '40001' || code === '40P01';
}

/** Whether the row still belongs to the appointment as it is now: same start time, same person, before the visit. */
function stillWanted(row: ReminderRecord, s: ReminderSubject | null): s is ReminderSubject {
  if (!s || (s.status !== 'created' && s.status !== 'pending')) return false;
  if (s.startTime.getTime() !== row.startTime.getTime()) return false;
  const to = REMINDER_LEADS[row.kind].to;
  return row.recipientId === (to === 'patient' ? s.patientId : s.assigneeId);
}

/**
 * The reminder sender: `sendDue` sends every reminder due now, one transaction each. A row is
 * claimed with `FOR UPDATE SKIP LOCKED`, so with several processes polling each is sent once, and
 * it is marked sent in the transaction that sends it, so a restart resumes where it stopped. A
 * row whose appointment was cancelled, completed, started, moved or given to another doctor is
 * deleted unsent. Each is a notification (`schedule.reminder`) and, where the person has them,
 * an SMS and an e-mail, in their language.
 */
export function reminderSender(deps: AppDeps, log: SendLog) {
  const base = deps.config.publicUrlSet ? deps.config.publicUrl : '';

  /** What the reminder says, in both languages where it has them. */
  function factsOf(subject: ReminderSubject, row: ReminderRecord): ReminderFacts {
    const when: Localized = { ka: dayTime(subject.startTime, subject.timeZone, 'ka'), en: dayTime(subject.startTime, subject.timeZone, 'en') };
    const counterpart = row.kind === 'doctor_15m' ? subject.patientName : subject.doctorName;
    return { kind: row.kind, counterpart, clinic: subject.clinicName, when, link: `${base}${schedulePath(subject.id)}` };
  }

  /** SMS and e-mail, whichever the person has; a channel that fails is logged, never retried (the rest went out). */
  async function sendMessages(facts: ReminderFacts, row: ReminderRecord, to: Recipient) {
    const messenger = deps.messenger;
    if (!messenger) return;
    const text = reminderText(facts, to.language);
    if (to.phone) {
      await messenger.sms.sendSms({ to: to.phone, text, code: '' }).catch((err: unknown) => log.warn({ err, reminderId: row.id }, 'reminders: SMS not sent'));
    }
    if (to.email) {
      await messenger.email
        .sendEmail({ to: to.email, subject: reminderSubject(to.language), text, code: '' })
        .catch((err: unknown) => log.warn({ err, reminderId: row.id }, 'reminders: e-mail not sent'));
    }
  }

  return {
    /** Sends every reminder due now (at most `limit`); answers how many went out. */
    async sendDue(limit = 100): Promise<number> {
      let sent = 0;
      const skipped: number[] = [];
      for (let attempt = 0; attempt < limit; attempt++) {
        let claimed: number | null = null;
        try {
          const outcome = await withEvents(deps, async (trx, emit) => {
            const repo = remindersRepository(trx);
            const now = deps.clock.now();
            const row = await repo.claimDue(now, skipped);
            if (!row) return 'none' as const;
            claimed = row.id;
            // Requests lock the appointment first and then delete its reminders; this locks the
            // reminder first, so it does not wait for an appointment being changed right now
            // (NOWAIT): that reminder is left for the next poll.
            try {
              await repo.schedule(row.scheduleId, { lockShareNoWait: true });
            } catch (err) {
              if (isContention(err)) skipped.push(row.id);
              throw err;
            }
            const subject = await repo.subject(row.scheduleId);
            const recipient = await repo.recipient(row.recipientId);
            if (!stillWanted(row, subject) || !recipient) {
              await repo.delete(row.id);
              return 'dropped' as const;
            }
            const facts = factsOf(subject, row);
            // The notification's snapshot: the appointment's start (as every schedule.* one) and which reminder it is.
            const about = { start_time: subject.startTime.toISOString(), kind: row.kind };
            await notify(
              trx,
              emit,
              {
                userId: row.recipientId,
                action: 'schedule.reminder',
                entity: {
                  title: facts.counterpart,
                  text: { ka: reminderSummary(facts, 'ka'), en: reminderSummary(facts, 'en') },
                  actor_id: null,
                  ...about,
                },
                entityId: subject.id,
                entityType: 'schedule',
              },
              now,
            );
            await repo.markSent(row.id, now);
            // Last, once everything else of this transaction is written: only a failed commit
            // could send these twice.
            await sendMessages(facts, row, recipient);
            return 'sent' as const;
          });
          if (outcome === 'none') break;
          if (outcome === 'sent') sent++;
        } catch (err) {
          if (isContention(err)) continue;
          log.error({ err, reminderId: claimed }, 'reminders: a reminder could not be sent');
          // Left unsent for the next poll; the rest of this poll goes on without it.
          if (claimed === null) break;
          skipped.push(claimed);
        }
      }
      return sent;
    },
  };
}

import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { notifyOffline } from './chats.delivery';
import { overdueOwedNotifications, takeOwedNotifications } from './send-text.repository';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'clock'>;

/** How long a debt is the sender's node's to pay before any node's periodic pass pays it. */
export const OWED_GRACE_MS = 30_000;
/** How often each node looks for debts left behind. */
export const OWED_PASS_EVERY_MS = 60_000;
const PASS_LIMIT = 500;

/**
 * Writes the `message.created` notifications a text message owes its offline recipients
 * (migration 022), dated when it was sent, and clears the debt, in one transaction: whoever clears
 * it writes them, so they are written once however many nodes try. False when nothing was owed
 * (any more).
 */
export function payOwedNotifications(deps: Deps, messageId: string): Promise<boolean> {
  return withEvents(deps, async (trx, emit) => {
    const owed = await takeOwedNotifications(trx, messageId);
    if (!owed) return false;
    await notifyOffline(trx, emit, owed.sentAt, { spaceId: owed.spaceId, senderId: owed.senderId, excerpt: owed.text, offline: owed.recipients });
    return true;
  });
}

/**
 * Pays the debts older than OWED_GRACE_MS, oldest first (at most PASS_LIMIT a pass): those of a
 * process that stopped between its message and their notifications, or whose notifications could
 * not be written then. A debt that cannot be paid now is told to `failed` and stays for the next
 * pass; the others are paid all the same. The number paid.
 */
export async function payOverdueNotifications(deps: Deps, failed: (err: unknown, messageId: string) => void): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - OWED_GRACE_MS);
  let paid = 0;
  for (const messageId of await overdueOwedNotifications(deps.db, before, PASS_LIMIT)) {
    try {
      if (await payOwedNotifications(deps, messageId)) paid++;
    } catch (err) {
      failed(err, messageId);
    }
  }
  return paid;
}

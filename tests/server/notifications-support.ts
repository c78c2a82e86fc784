import type { TestServer } from '../support/server';
import { withEvents } from '../../server/events/event-store';
import { notify, type NotifyInput } from '../../server/features/notifications/notifications.service';

/** Creates a notification for `userId` the way a feature does: inside a `withEvents` transaction. */
export function notifyUser(s: TestServer, userId: string, overrides: Partial<NotifyInput> = {}) {
  return withEvents({ db: s.db, bus: s.bus, clock: s.clock }, (trx, emit) =>
    notify(
      trx,
      emit,
      {
        userId,
        action: 'message.created',
        entity: { title: { ka: 'ნინო ბერიძე', en: 'Nino Beridze' }, text: { ka: 'გამარჯობა', en: 'Hello' } },
        entityId: 'chat-1',
        entityType: 'chat_space',
        ...overrides,
      },
      s.clock.now(),
    ),
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

import { AppError, fieldErrors } from '../../../src/protocol/errors';
import type { Localized } from '../../../src/protocol/common';
import {
  NOTIFICATIONS_PAGE_DEFAULT,
  notificationPath,
  type Notification,
  type NotificationAction,
  type NotificationEntity,
  type NotificationEntityType,
  type NotificationSummary,
  type NotificationsPage,
  type NotificationsQuery,
} from '../../../src/protocol/notifications';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import type { Emit } from '../../events/event-store';
import { notificationsRepository } from './notifications.repository';
import { onesignalSettings, sendOnesignalPush, type DevicePush } from './onesignal.sender';

/** The push name of SPEC §7 a new notification travels as. */
export const NOTIFICATION_CREATED = 'NotificationCreated';

/** The stream of a person's own events. */
const userStream = (userId: string) => `user:${userId}`;

/** What a feature says when something happened that a person should hear about. */
export interface NotifyInput {
  userId: string;
  action: NotificationAction;
  entity: NotificationEntity;
  entityId: string;
  entityType: NotificationEntityType;
}

/**
 * Creates a notification inside the caller's transaction (`withEvents`): the row and its
 * `NotificationCreated` event (audience: the person) commit or roll back with the caller's own
 * writes. After the commit the live hub pushes it, and the device push follows (see
 * `startDevicePushes`); a failing device push never reaches the caller.
 */
export async function notify(trx: Db, emit: Emit, input: NotifyInput, now: Date): Promise<Notification> {
  const notification = await notificationsRepository(trx).insert({ ...input, createdAt: now });
  await emit({
    stream: userStream(input.userId),
    type: NOTIFICATION_CREATED,
    payload: notification,
    actorId: typeof input.entity.actor_id === 'string' ? input.entity.actor_id : null,
    audience: [input.userId],
  });
  return notification;
}

/** Device-push text when a notification's snapshot has none of its own. */
const ACTION_TEXT: Record<NotificationAction, Localized> = {
  'message.created': { en: 'New message', ka: 'ახალი შეტყობინება' },
  'call.missed': { en: 'Missed call', ka: 'გამოტოვებული ზარი' },
  'inquiry.created': { en: 'New clinic inquiry', ka: 'ახალი მიმართვა კლინიკაში' },
  'inquiry.joined': { en: 'A clinic operator joined your inquiry', ka: 'კლინიკის ოპერატორი შემოუერთდა თქვენს მიმართვას' },
  'inquiry.completed': { en: 'Your clinic inquiry was completed', ka: 'თქვენი მიმართვა კლინიკაში დასრულდა' },
  'schedule.booked': { en: 'New appointment booked', ka: 'დაიჯავშნა ახალი ვიზიტი' },
  'schedule.confirmed': { en: 'Your appointment is confirmed', ka: 'თქვენი ვიზიტი დადასტურებულია' },
  'schedule.cancelled': { en: 'An appointment was cancelled', ka: 'ვიზიტი გაუქმდა' },
  'schedule.rescheduled': { en: 'An appointment was moved to another time', ka: 'ვიზიტი სხვა დროზე გადაიტანეს' },
  'schedule.reassigned': { en: 'An appointment was given to another doctor', ka: 'ვიზიტი სხვა ექიმს გადაეცა' },
  'schedule.interview_asked': { en: 'Your doctor asks you to fill in a symptom questionnaire before the visit', ka: 'ექიმი გთხოვთ, ვიზიტამდე შეავსოთ სიმპტომების კითხვარი' },
  'schedule.interview_finished': { en: 'The patient finished the symptom questionnaire', ka: 'პაციენტმა შეავსო სიმპტომების კითხვარი' },
  'schedule.slot_freed': { en: 'A time with your doctor became free', ka: 'ექიმთან დრო გათავისუფლდა' },
  'schedule.reminder': { en: 'Appointment reminder', ka: 'შეხსენება ვიზიტის შესახებ' },
  'case.created': { en: 'Your doctor opened a new medical case', ka: 'ექიმმა გაგიხსნათ ახალი სამედიცინო შემთხვევა' },
  'case.completed': { en: 'Your doctor completed your medical case', ka: 'ექიმმა დაასრულა თქვენი სამედიცინო შემთხვევა' },
  'case.cancelled': { en: 'A medical case was cancelled', ka: 'სამედიცინო შემთხვევა გაუქმდა' },
  'case.treatment': { en: 'Your doctor prescribed a new treatment', ka: 'ექიმმა დაგინიშნათ ახალი მკურნალობა' },
  'case.referral': { en: 'Your doctor referred you for a service', ka: 'ექიმმა გამოგიწერათ მიმართვა' },
  'case.conclusion': { en: 'Your doctor wrote a conclusion', ka: 'ექიმმა დაწერა დასკვნა' },
  'case.shared': { en: 'A medical case was shared with you', ka: 'თქვენ გაგიზიარეს სამედიცინო შემთხვევა' },
  'checkup.received': { en: 'Your checkup results are ready', ka: 'თქვენი შემოწმების შედეგები მზადაა' },
  'checkup.critical': { en: 'A patient\'s checkup has a critical value', ka: 'პაციენტის შემოწმებაში კრიტიკული მაჩვენებელია' },
  'reading.critical': { en: 'A patient recorded a critical value', ka: 'პაციენტმა კრიტიკული მაჩვენებელი აღრიცხა' },
};

interface PushLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Sends a device push through OneSignal for every `NotificationCreated` the bus delivers, when
 * OneSignal is configured and the person has subscriptions. Every node hears every event; the
 * database claim lets exactly one of them send. Failures are logged, never thrown. Returns the
 * function that stops it (and `idle`, which resolves when pushes under way have finished).
 */
export function startDevicePushes(deps: AppDeps, log: PushLog): { stop: () => void; idle: () => Promise<void> } {
  const settings = onesignalSettings(deps.config);
  if (!settings) return { stop: () => {}, idle: async () => {} };
  const repo = notificationsRepository(deps.db);
  const pending = new Set<Promise<void>>();

  const deliver = async (userId: string, n: Notification) => {
    if (!(await repo.claimPush(n.id, deps.clock.now()))) return;
    const subscriptionIds = await repo.subscriptionIds(userId, deps.clock.now());
    if (subscriptionIds.length === 0) return;
    await sendOnesignalPush(settings, {
      subscriptionIds,
      headings: n.entity.title,
      contents: n.entity.text ?? ACTION_TEXT[n.action],
      url: `${deps.config.publicUrl}${notificationPath(n)}`,
    });
  };

  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.type !== NOTIFICATION_CREATED || event.audience.length !== 1) return;
    const n = event.payload as Notification;
    const work = deliver(event.audience[0], n)
      .catch((err) => log.warn({ err, notificationId: n.id }, 'OneSignal push failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  });
  return {
    stop: unsubscribe,
    idle: async () => {
      await Promise.all([...pending]);
    },
  };
}

/** True when device pushes are configured (OneSignal's app id and REST API key). */
export function devicePushOn(config: Config): boolean {
  return onesignalSettings(config) !== null;
}

/**
 * True when `userId` has at least one device subscribed to pushes in a session open at `now`;
 * read through `db` (which may be a transaction).
 */
export async function hasDevices(db: Db, userId: string, now: Date): Promise<boolean> {
  return (await notificationsRepository(db).subscriptionIds(userId, now)).length > 0;
}

/**
 * Sends one device push, now, to every subscribed device of `userIds`: a push that is not a
 * notification (nothing is stored; an incoming call's). Does nothing when push is off; throws
 * when OneSignal does not accept it (the caller logs it).
 */
export async function pushToDevices(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, userIds: readonly string[], push: Omit<DevicePush, 'subscriptionIds'>): Promise<void> {
  const settings = onesignalSettings(deps.config);
  if (!settings) return;
  const now = deps.clock.now();
  const subscriptionIds = (await Promise.all(userIds.map((id) => notificationsRepository(deps.db).subscriptionIds(id, now)))).flat();
  await sendOnesignalPush(settings, { subscriptionIds, ...push });
}

/** OneSignal ids are UUIDs (or older player ids): letters, digits and a few separators. */
const ONESIGNAL_ID = /^[A-Za-z0-9_.:-]+$/;

/** What signed-in people do with their own notifications. */
export function notificationsService(deps: AppDeps) {
  const repo = notificationsRepository(deps.db);
  return {
    async list(userId: string, query: NotificationsQuery): Promise<NotificationsPage> {
      const limit = query.limit ?? NOTIFICATIONS_PAGE_DEFAULT;
      const page = query.page ?? 1;
      return repo.page(userId, limit, (page - 1) * limit);
    },

    summary: (userId: string): Promise<NotificationSummary> => repo.summary(userId),

    async markSeen(userId: string): Promise<{ last_seen: string }> {
      return { last_seen: await repo.markSeen(userId, deps.clock.now()) };
    },

    /**
     * Registers this device's OneSignal id for the person's session: again is fine (and binds
     * it to this session); an id another person's open session holds is refused with
     * `push.subscription_taken`, naming nobody. Signing out releases it (see the repository).
     */
    async subscribe(auth: { userId: string; sessionId: string }, onesignalUserId: string): Promise<{ ok: true }> {
      const id = onesignalUserId.trim();
      if (id === '') throw fieldErrors([{ path: 'onesignal_user_id', code: 'field.required' }]);
      if (!ONESIGNAL_ID.test(id)) throw fieldErrors([{ path: 'onesignal_user_id', code: 'field.format' }]);
      const saved = await repo.saveSubscription({ userId: auth.userId, sessionId: auth.sessionId, onesignalUserId: id, at: deps.clock.now() });
      if (saved === 'taken') throw new AppError('push.subscription_taken', 409, { message: 'This device receives notifications for another account' });
      return { ok: true };
    },
  };
}

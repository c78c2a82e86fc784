import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { OWED_GRACE_MS } from '../../server/features/chats/owed-notifications';
import { liveServerEachTest } from './live-support';
import { auth, doctorChat, messageCount, sendText } from './chats-support';

// A text message owes its offline recipients a notification from the statement that writes it
// (issue 19, migration 022): written at once, or, when that fails or the process stops first, by
// the periodic pass, once.
const live = liveServerEachTest();

type Notice = { action: string; entity: { title: string; text: { ka: string; en: string }; chat_space_id: string } };
const notifications = async (token: string) => (await live.s.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) })).json().data.items as Notice[];
const owed = () => live.s.db.selectFrom('owed_message_notifications').selectAll().execute();

/** Makes every notification insert fail until the returned function is called. */
async function notificationsFail(): Promise<() => Promise<void>> {
  const { s } = live;
  await sql`CREATE FUNCTION refuse_notification() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notifications are down'; END $$`.execute(s.db);
  await sql`CREATE TRIGGER refuse_notification BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION refuse_notification()`.execute(s.db);
  return async () => {
    await sql`DROP TRIGGER refuse_notification ON notifications`.execute(s.db);
    await sql`DROP FUNCTION refuse_notification()`.execute(s.db);
  };
}

describe('notifications a text message owes', () => {
  it('are written with the send for an offline recipient, and nothing stays owed; an online one is owed nothing', async () => {
    const { s } = live;
    const { patient, doctor, id } = await doctorChat(s);
    expect((await sendText(s, patient.token, id, 'გამარჯობა, ექიმო')).statusCode).toBe(200);
    const [notice] = await notifications(doctor.token);
    expect(notice).toMatchObject({ action: 'message.created', entity: { text: { ka: 'გამარჯობა, ექიმო', en: 'გამარჯობა, ექიმო' }, chat_space_id: id } });
    expect(await owed()).toEqual([]);

    await live.connect(doctor.token).request('Ping');
    expect((await sendText(s, patient.token, id, 'მეორე')).statusCode).toBe(200);
    expect(await owed()).toEqual([]);
    expect(await notifications(doctor.token)).toHaveLength(1);
  });

  it('stay owed when they cannot be written after the message, which is sent all the same, and the periodic pass writes them once', async () => {
    const { s } = live;
    const { patient, doctor, id } = await doctorChat(s);
    const restore = await notificationsFail();
    const res = await sendText(s, patient.token, id, 'ტკივილი გამიძლიერდა');
    expect(res.statusCode).toBe(200);
    expect(await messageCount(s.db)).toBe(1);
    expect((await owed()).map((o) => [o.message_id, o.recipients])).toEqual([[res.json().data.id, [doctor.id]]]);
    await restore();
    expect(await notifications(doctor.token)).toEqual([]);

    // The sender's node has OWED_GRACE_MS to pay; the pass leaves it until then.
    s.clock.advance(OWED_GRACE_MS - 1);
    expect(await s.app.owedNotifications.payOverdue()).toBe(0);
    s.clock.advance(2);
    // Two nodes' passes at once (truly at once on PostgreSQL): one of them writes it.
    const paid = await Promise.all([s.app.owedNotifications.payOverdue(), s.app.owedNotifications.payOverdue()]);
    expect(paid.sort()).toEqual([0, 1]);
    expect(await notifications(doctor.token)).toMatchObject([{ action: 'message.created', entity: { text: { ka: 'ტკივილი გამიძლიერდა' }, chat_space_id: id } }]);
    expect(await owed()).toEqual([]);
    // Dated when the message was sent, not when the pass wrote it.
    const dated = await s.db.selectFrom('notifications').select('created_at').execute();
    expect(dated.map((n) => new Date(n.created_at).toISOString())).toEqual([res.json().data.created_at]);
    // Paid once: another pass (another node's) writes nothing more.
    expect(await s.app.owedNotifications.payOverdue()).toBe(0);
    expect(await notifications(doctor.token)).toHaveLength(1);
    // The patient, who sent it, is owed nothing.
    expect(await notifications(patient.token)).toEqual([]);
  });
});

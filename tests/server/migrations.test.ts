import { afterEach, describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { MIGRATIONS } from '../../server/db/migrate';
import { createUser } from '../support/fixtures';
import { createClinic } from './chats-support';

let database: DatabaseHandle | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('migration 006: clinic inquiries', () => {
  it('gives every inquiry an existing clinic chat names its row, with the status the chat shows', async () => {
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('005-chat-delivery')).error).toBeUndefined();

    const clinic = await createClinic(db);
    const [p1, p2, p3] = [await createUser(db), await createUser(db), await createUser(db)];
    const joined = '00000000-0000-4000-9100-0000000000aa';
    const created = new Date('2026-01-02T03:04:05Z');
    const space = (ref: unknown, patientId: string) =>
      db.insertInto('chat_spaces')
        .values({ type: 'PatientClinic', patient_id: patientId, clinic_id: clinic, last_clinic_inquiry: ref === null ? null : JSON.stringify(ref), created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
    const withInquiry = await space({ id: joined, status: 'joined' }, p1.id);
    await space(null, p2.id);
    await space({ id: 'not-a-uuid', status: 'created' }, p3.id);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('clinic_inquiries').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({ id: joined, clinic_id: clinic, patient_id: p1.id, chat_space_id: withInquiry.id, status: 'joined', joined_at: created, completed_at: null }),
    ]);
  });
});

describe('migration 010: stream versions', () => {
  it('numbers the events of calls made before it, in id order, and gives each call its stream version; other streams stay unnumbered', async () => {
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('009-interviews')).error).toBeUndefined();

    const [doctor, patient] = [await createUser(db), await createUser(db)];
    const space = await db.insertInto('chat_spaces').values({ type: 'PatientDoctor', doctor_id: doctor.id, patient_id: patient.id, created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    const call = await db
      .insertInto('calls')
      .values({ chat_space_id: space.id, caller_id: doctor.id, callee_id: patient.id, type: 'video', status: 'ongoing', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const quiet = await db
      .insertInto('calls')
      .values({ chat_space_id: space.id, caller_id: doctor.id, callee_id: patient.id, type: 'video', status: 'pending', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = (stream: string, type: string) => ({ stream, type, payload: '{}', audience: '{}', created_at: new Date() });
    await db.insertInto('events').values([event(`call:${call.id}`, 'CallUpdated'), event(`chat:${space.id}`, 'MessageCreated'), event(`call:${call.id}`, 'CallIncame'), event(`call:${call.id}`, 'CallUpdated')]).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const events = await db.selectFrom('events').select(['stream', 'version']).orderBy('id').execute();
    expect(events).toEqual([
      { stream: `call:${call.id}`, version: 1 },
      { stream: `chat:${space.id}`, version: null },
      { stream: `call:${call.id}`, version: 2 },
      { stream: `call:${call.id}`, version: 3 },
    ]);
    const calls = await db.selectFrom('calls').select(['id', 'version']).execute();
    expect(Object.fromEntries(calls.map((c) => [c.id, c.version]))).toEqual({ [call.id]: 3, [quiet.id]: 0 });
  });
});

describe('migration 016: subscriptions belong to sessions', () => {
  it('binds each earlier subscription to its person\'s newest open session and drops those of people signed out everywhere', async () => {
    database = await openDatabase({ databaseUrl: 'memory://', dataDir: '' });
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('015-checkups')).error).toBeUndefined();

    const [signedIn, signedOut] = [await createUser(db), await createUser(db)];
    const day = 24 * 60 * 60 * 1000;
    const session = async (userId: string, createdAgoDays: number, opts: { revoked?: boolean; expired?: boolean } = {}) => {
      const created = new Date(Date.now() - createdAgoDays * day);
      const row = await db
        .insertInto('sessions')
        .values({
          user_id: userId,
          token_hash: `hash-${userId}-${createdAgoDays}`,
          created_at: created,
          expires_at: new Date(Date.now() + (opts.expired ? -day : day)),
          revoked_at: opts.revoked ? created : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    await session(signedIn.id, 5);
    const newest = await session(signedIn.id, 2);
    await session(signedIn.id, 1, { revoked: true });
    await session(signedOut.id, 3, { revoked: true });
    await session(signedOut.id, 2, { expired: true });
    // As migration 003 made them: no session.
    const insert = (id: string, userId: string) => sql`INSERT INTO onesignal_subscriptions (onesignal_user_id, user_id, created_at) VALUES (${id}, ${userId}, now())`.execute(db);
    await insert('3f2c1e2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b', signedIn.id);
    await insert('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', signedOut.id);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('onesignal_subscriptions').select(['onesignal_user_id', 'user_id', 'session_id']).execute();
    expect(rows).toEqual([{ onesignal_user_id: '3f2c1e2a-5b6d-4e7f-8a9b-0c1d2e3f4a5b', user_id: signedIn.id, session_id: newest }]);
  });
});

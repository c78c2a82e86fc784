import { afterEach, describe, expect, it } from 'vitest';
import { Migrator } from 'kysely';
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

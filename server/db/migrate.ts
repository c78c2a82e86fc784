import { Migrator, type Migration } from 'kysely';
import type { Db } from './connection';
import * as m001 from './migrations/001-foundation';
import * as m002 from './migrations/002-events';
import * as m003 from './migrations/003-notifications';
import * as m004 from './migrations/004-chats';
import * as m005 from './migrations/005-chat-delivery';
import * as m006 from './migrations/006-clinic-inquiries';
import * as m007 from './migrations/007-calls';
import * as m008 from './migrations/008-live-nodes';
import * as m009 from './migrations/009-interviews';
import * as m010 from './migrations/010-stream-versions';
import * as m011 from './migrations/011-appointments';
import * as m012 from './migrations/012-cases';
import * as m013 from './migrations/013-reports';
import * as m014 from './migrations/014-clinic-admin';
import * as m015 from './migrations/015-checkups';
import * as m016 from './migrations/016-push-subscription-sessions';
import * as m017 from './migrations/017-code-senders';
import * as m018 from './migrations/018-send-text-function';
import * as m019 from './migrations/019-events-to-everyone';
import * as m020 from './migrations/020-presence-function';
import * as m021 from './migrations/021-interview-guest-keys';
import * as m022 from './migrations/022-owed-message-notifications';

/** Every migration, in order. Add new files here; never edit one that has shipped. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-foundation': m001,
  '002-events': m002,
  '003-notifications': m003,
  '004-chats': m004,
  '005-chat-delivery': m005,
  '006-clinic-inquiries': m006,
  '007-calls': m007,
  '008-live-nodes': m008,
  '009-interviews': m009,
  '010-stream-versions': m010,
  '011-appointments': m011,
  '012-cases': m012,
  '013-reports': m013,
  '014-clinic-admin': m014,
  '015-checkups': m015,
  '016-push-subscription-sessions': m016,
  '017-code-senders': m017,
  '018-send-text-function': m018,
  '019-events-to-everyone': m019,
  '020-presence-function': m020,
  '021-interview-guest-keys': m021,
  '022-owed-message-notifications': m022,
};

/** Applies pending migrations; throws with the failing migration's error. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

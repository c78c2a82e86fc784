import { RuleTester } from 'eslint';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import importDirection from '../../build/eslint/import-direction.mjs';
import sqlInRepositories from '../../build/eslint/sql-in-repositories.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A linted file at this repository path. */
const at = (file: string) => path.join(ROOT, file);

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An import that breaks an arrow of the layers table, reported with what to do instead. */
const forbidden = (code: string, file: string, specifier: string, instead: string) => ({
  code,
  filename: at(file),
  errors: [{ message: new RegExp(`^'${escapeRegExp(specifier)}' is not importable from [^:]+: .*${escapeRegExp(instead)}`) }],
});

/** An import that reaches into another server feature's files. */
const internals = (code: string, file: string, specifier: string, feature: string) => ({
  code,
  filename: at(file),
  errors: [{ messageId: 'featureInternals', data: { specifier, feature, publicModule: `server/features/${feature}/index.ts` } }],
});

describe('the import-direction rule', () => {
  tester.run('import-direction', importDirection, {
    valid: [
      // The client imports the protocol; so does the server.
      { code: "import { CALL_STATUSES } from '../protocol/calls';", filename: at('src/app/runtime.ts') },
      { code: "import type { CallStatus } from '../../../src/protocol/calls';", filename: at('server/features/calls/calls.service.ts') },
      // Tests may import anything, repositories included.
      { code: "import { insertChat } from '../../server/features/chats/chats.repository';", filename: at('tests/server/chats.test.ts') },
      { code: "import { storage } from '../../src/services/storage';", filename: at('tests/unit/storage.test.ts') },
      // src/views/services/ is the services catalogue's view folder, not src/services/.
      { code: "import { ErrorCard } from '../services/CatalogStates';", filename: at('src/views/notifications/NotificationsPage.tsx') },
      { code: "import { useLanguage } from './catalog-hooks';", filename: at('src/views/services/ServicesPage.tsx') },
      // src/app wires machines to services.
      { code: "import { http } from '../services/http';", filename: at('src/app/runtime.ts') },
      // Machines import xstate, the protocol and each other.
      { code: "import { setup } from 'xstate';\nimport type { User } from '../../protocol/user';\nimport { notProvided } from '../not-provided';", filename: at('src/machines/session/session.machine.ts') },
      // The protocol imports itself and TypeBox.
      { code: "import { Type } from '@sinclair/typebox';\nimport { Nullable } from './common';", filename: at('src/protocol/calls.ts') },
      // A feature uses its own files, and another feature through its public module.
      { code: "import { findCall } from './calls.repository';", filename: at('server/features/calls/calls.service.ts') },
      { code: "import { canRead } from '../chats/index.ts';\nimport { notify } from '../notifications';\nimport type { Chat } from '../chats/index';", filename: at('server/features/calls/calls.service.ts') },
      { code: "import { chatsRoutes } from './features/chats/index.ts';\nexport { usersRoutes } from './features/users/index.ts';", filename: at('server/app.ts') },
      // The live hub and the event bus use the database and each other.
      { code: "import { db } from '../db/connection';\nimport { Hub } from './hub';\nimport type { LiveEvent } from '../../src/protocol/live';", filename: at('server/live/presence.ts') },
      { code: "import { publish } from './bus';", filename: at('server/events/event-store.ts') },
      // A dynamic import whose specifier is computed cannot be checked.
      { code: "const m = await import(name);", filename: at('src/views/shell/Lazy.tsx') },
      // Files outside the repository are none of this rule's business.
      { code: "import x from '../server/app';", filename: '/elsewhere/src/x.ts' },
    ],
    invalid: [
      // src → server
      forbidden("import { loadConfig } from '../../server/config';", 'src/app/config.ts', '../../server/config', 'put what both sides need in src/protocol'),
      forbidden("import type { Deps } from '../../../server/deps';", 'src/views/shell/AppShell.tsx', '../../../server/deps', 'put what both sides need in src/protocol'),
      forbidden("type Config = import('../server/config').Config;", 'src/main.tsx', '../server/config', 'put what both sides need in src/protocol'),
      // server → src other than src/protocol
      forbidden("import { formatDate } from '../../src/i18n/dates';", 'server/db/seed.ts', '../../src/i18n/dates', 'move what both sides need into src/protocol'),
      forbidden("export { http } from '../src/services/http';", 'server/app.ts', '../src/services/http', 'move what both sides need into src/protocol'),
      // src or server → tests
      forbidden("import { fixtures } from '../../tests/support/fixtures';", 'src/app/runtime.ts', '../../tests/support/fixtures', 'move what both need into src/ or server/'),
      forbidden("import { users } from '../tests/support/users';", 'server/main.ts', '../tests/support/users', 'move what both need into src/ or server/'),
      // protocol → the rest of src
      forbidden("import type { AlertRef } from '../machines/alert/alert.machine';", 'src/protocol/errors.ts', '../machines/alert/alert.machine', 'move the code it needs into src/protocol'),
      // views → src/services
      forbidden("import { storage } from '../../services/storage';", 'src/views/shell/RouteGuard.tsx', '../../services/storage', 'provided with machine.provide() in src/app'),
      forbidden("import { api } from '../services/api';", 'src/views/actors.tsx', '../services/api', 'provided with machine.provide() in src/app'),
      forbidden("const drafts = () => import('../../services/chat-drafts');", 'src/views/chats/ChatPage.tsx', '../../services/chat-drafts', 'provided with machine.provide() in src/app'),
      // machines → React, router, HTTP, socket, services, views, src/app
      forbidden("import { useState } from 'react';", 'src/machines/chats/chat.machine.ts', 'react', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import { createRoot } from 'react-dom/client';", 'src/machines/chats/chat.machine.ts', 'react-dom/client', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import { useSelector } from '@xstate/react';", 'src/machines/chats/chat.machine.ts', '@xstate/react', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import { navigate } from 'wouter/use-browser-location';", 'src/machines/chats/chat.machine.ts', 'wouter/use-browser-location', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import ky from 'ky';", 'src/machines/chats/chat.machine.ts', 'ky', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import PartySocket from 'partysocket';", 'src/machines/socket/socket.machine.ts', 'partysocket', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import { http } from '../../services/http';", 'src/machines/chats/chat.machine.ts', '../../services/http', 'declare the side effect as a named actor or action in setup()'),
      forbidden("import type { ChatPageProps } from '../../views/chats/ChatPage';", 'src/machines/chats/chat.machine.ts', '../../views/chats/ChatPage', 'declare the side effect as a named actor or action in setup()'),
      forbidden("export * from '../../app/runtime';", 'src/machines/chats/chat.machine.ts', '../../app/runtime', 'declare the side effect as a named actor or action in setup()'),
      // the live hub and the event bus → features, even their public modules
      forbidden("import { findChat } from '../features/chats/chats.repository';", 'server/live/presence.ts', '../features/chats/chats.repository', 'let the feature register a handler or hook with them'),
      forbidden("import { verifyToken } from '../features/auth/index.ts';", 'server/events/bus.ts', '../features/auth/index.ts', 'let the feature register a handler or hook with them'),
      // one feature → another's internals; app.ts, seed and plugins too
      internals("import { findChat } from '../chats/chats.repository';", 'server/features/calls/calls.service.ts', '../chats/chats.repository', 'chats'),
      internals("import type { Access } from '../chats/chats.access.ts';", 'server/features/inquiries/inquiries.service.ts', '../chats/chats.access.ts', 'chats'),
      internals("export { notify } from '../notifications/notifications.service';", 'server/features/chats/chats.delivery.ts', '../notifications/notifications.service', 'notifications'),
      internals("const { hash } = await import('../auth/password');", 'server/features/profile/profile.service.ts', '../auth/password', 'auth'),
      internals("import { chatsRoutes } from './features/chats/chats.routes';", 'server/app.ts', './features/chats/chats.routes', 'chats'),
      internals("import { hashPassword } from '../../features/auth/password';", 'server/db/seed/seed.ts', '../../features/auth/password', 'auth'),
      internals("import { findSession } from '../features/auth/sessions.repository';", 'server/plugins/session.plugin.ts', '../features/auth/sessions.repository', 'auth'),
    ],
  });
});

describe('the sql-in-repositories rule', () => {
  tester.run('sql-in-repositories', sqlInRepositories, {
    valid: [
      { code: "import { sql } from 'kysely';\nconst rows = await db.selectFrom('chats').selectAll().execute();", filename: at('server/features/chats/chats.repository.ts') },
      { code: "import { sql } from 'kysely';\nawait db.insertInto('events').values(row).execute();", filename: at('server/events/event-store.ts') },
      { code: "import { sql } from 'kysely';\nawait db.schema.createTable('users').execute();", filename: at('server/db/migrations/001-foundation.ts') },
      { code: "await db.updateTable('users').set(row).execute();", filename: at('server/db/seed/people.ts') },
      // Services may name Kysely's types and pass a transaction on to a repository.
      { code: "import type { Kysely, Transaction } from 'kysely';\nawait db.transaction().execute((trx) => insertChat(trx, chat));", filename: at('server/features/chats/chats.service.ts') },
      // Tests set data up however they need to.
      { code: "import { sql } from 'kysely';\nawait db.deleteFrom('chats').execute();", filename: at('tests/server/chats.test.ts') },
      // The client has no database.
      { code: 'list.selectFrom(options);', filename: at('src/views/shell/Picker.tsx') },
    ],
    invalid: [
      { code: "import { sql } from 'kysely';", filename: at('server/features/chats/chats.service.ts'), errors: [{ messageId: 'sqlImport' }] },
      { code: "import { sql as raw, type Kysely } from 'kysely';", filename: at('server/live/hub.ts'), errors: [{ messageId: 'sqlImport' }] },
      { code: "export { sql } from 'kysely';", filename: at('server/plugins/session.plugin.ts'), errors: [{ messageId: 'sqlImport' }] },
      ...['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom'].map((builder) => ({
        code: `await trx.${builder}('chats').execute();`,
        filename: at('server/features/chats/chats.service.ts'),
        errors: [{ messageId: 'queryBuilder', data: { builder } }],
      })),
      { code: "await app.db.selectFrom('users').selectAll().execute();", filename: at('server/app.ts'), errors: [{ messageId: 'queryBuilder', data: { builder: 'selectFrom' } }] },
    ],
  });
});

// ESLint rule `architecture/sql-in-repositories`: SQL is written in repositories (and in the
// database and event-store layers) only; everywhere else under server/ a query is a call to a
// repository function. Where SQL is allowed is listed in ./layers.mjs.
import { SQL } from './layers.mjs';
import { matchesAny, repoPathOf } from './repo-paths.mjs';

const BUILDERS = new Set(SQL.builders);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'SQL only in *.repository.ts, server/db and server/events (build/eslint/layers.mjs)' },
    schema: [],
    messages: {
      sqlImport: "Raw SQL belongs in a repository: move this query into a function of the feature's *.repository.ts and call that instead of importing `sql` here.",
      queryBuilder: "Queries belong in a repository: move this `.{{builder}}(…)` into a function of the feature's *.repository.ts and call that.",
    },
  },
  create(context) {
    const file = repoPathOf(context.filename);
    if (file === null || !matchesAny(file, SQL.checkedIn) || matchesAny(file, SQL.allowedIn)) return {};

    function checkSpecifiers(node) {
      if (node.source?.value !== 'kysely') return;
      for (const specifier of node.specifiers ?? []) {
        // `import { sql as q }` names it in `imported`; `export { sql } from` names it in `local`.
        const imported = specifier.type === 'ImportSpecifier' ? specifier.imported : specifier.type === 'ExportSpecifier' ? specifier.local : null;
        const name = imported && (imported.type === 'Identifier' ? imported.name : imported.value);
        if (name === 'sql') context.report({ node: specifier, messageId: 'sqlImport' });
      }
    }

    return {
      ImportDeclaration: checkSpecifiers,
      ExportNamedDeclaration: checkSpecifiers,
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression') return;
        const name = callee.computed ? (callee.property.type === 'Literal' ? callee.property.value : null) : callee.property.name;
        if (BUILDERS.has(name)) context.report({ node: callee.property, messageId: 'queryBuilder', data: { builder: name } });
      },
    };
  },
};

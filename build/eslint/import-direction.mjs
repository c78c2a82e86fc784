// ESLint rule `architecture/import-direction`: every import (static, `import type`,
// `export … from`, dynamic `import()` and `typeof import()` types) must follow the architecture's
// arrows, listed in ./layers.mjs. Relative specifiers are resolved against the importing file.
import { ARROWS, FEATURES } from './layers.mjs';
import { matchesAny, repoPathOf, resolveSpecifier } from './repo-paths.mjs';

const isPackagePattern = (pattern) => pattern.startsWith('@') || !pattern.includes('/');
const matchesPackage = (specifier, pattern) => specifier === pattern || specifier.startsWith(`${pattern}/`);

/** Whether an import (a repository path, or a package name when `target` is null) matches a pattern list. */
function matchesImport(specifier, target, patterns = []) {
  return patterns.some((pattern) =>
    isPackagePattern(pattern) ? target === null && matchesPackage(specifier, pattern) : target !== null && matchesAny(target, [pattern]),
  );
}

/** The feature a repository path belongs to and the path inside it, or null outside the features. */
function featureOf(file) {
  const prefix = `${FEATURES.root}/`;
  if (!file.startsWith(prefix)) return null;
  const [name, ...rest] = file.slice(prefix.length).split('/');
  return { name, inside: rest.join('/') };
}

/** Whether the path inside a feature names its public module (with or without extension, or the folder). */
function isPublicModule(inside) {
  const base = FEATURES.publicModule.replace(/\.ts$/, '');
  return inside === '' || inside === base || inside === FEATURES.publicModule || inside === `${base}.js`;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "Imports follow the architecture's arrows (build/eslint/layers.mjs)" },
    schema: [],
    messages: {
      forbidden: "'{{specifier}}' is not importable from {{from}}: {{instead}}.",
      featureInternals:
        "'{{specifier}}' reaches into the {{feature}} feature's internals: import it through {{publicModule}} (the feature's public module), exporting it there if it is missing.",
    },
  },
  create(context) {
    const importer = repoPathOf(context.filename);
    if (importer === null) return {};
    const arrows = ARROWS.filter((arrow) => matchesAny(importer, arrow.from));
    const checksFeatures = matchesAny(importer, FEATURES.checkedIn);
    const ownFeature = featureOf(importer)?.name;

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(importer, specifier);
      const arrow = arrows.find((a) => matchesImport(specifier, target, a.forbid) && !matchesImport(specifier, target, a.allow));
      if (arrow) {
        const from = arrow.from.map((glob) => glob.replace(/\/\*\*$/, '/')).join(' or ');
        context.report({ node, messageId: 'forbidden', data: { specifier, from, instead: arrow.instead } });
        return;
      }
      const feature = target === null ? null : featureOf(target);
      if (checksFeatures && feature && feature.name !== ownFeature && !isPublicModule(feature.inside)) {
        const publicModule = `${FEATURES.root}/${feature.name}/${FEATURES.publicModule}`;
        context.report({ node, messageId: 'featureInternals', data: { specifier, feature: feature.name, publicModule } });
      }
    }

    const literal = (node) => {
      if (node?.type === 'Literal') return node.value;
      if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
      return undefined;
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => check(node.source, literal(node.source)),
      // typescript-eslint 8 names the specifier `source` (its older `argument` is deprecated).
      TSImportType: (node) => {
        const source = node.source ?? node.argument;
        check(source, literal(source?.literal ?? source));
      },
      TSExternalModuleReference: (node) => check(node.expression, literal(node.expression)),
    };
  },
};

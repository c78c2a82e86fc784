// `npm run lint` (also a step of `npm test`): ESLint's and typescript-eslint's recommended rules,
// React's hooks rules, and the architecture's import arrows (build/eslint/layers.mjs).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importDirection from './build/eslint/import-direction.mjs';
import sqlInRepositories from './build/eslint/sql-in-repositories.mjs';

const architecture = { meta: { name: 'architecture' }, rules: { 'import-direction': importDirection, 'sql-in-repositories': sqlInRepositories } };

export default defineConfig([
  globalIgnores(['dist/', '.data/', 'coverage/', 'test-results/', 'playwright-report/', 'shots/', 'public/']),
  {
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { architecture },
    rules: {
      'architecture/import-direction': 'error',
      'architecture/sql-in-repositories': 'error',
      // Agrees with tsc's noUnusedLocals/noUnusedParameters (which check the .ts files too): a
      // `_`-prefixed parameter, or a property left out of a rest sibling, is unused on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { args: 'all', argsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**', 'tests/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
]);

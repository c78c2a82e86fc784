import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { buildId } from './build/build-id.ts';

/**
 * Two projects: `client` (machines, model-based, views, unit; jsdom) and `server`
 * (Fastify app on a fresh in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 */
export default defineConfig({
  plugins: [react(), precompiledMessages(import.meta.dirname)],
  define: { BUILD_ID: JSON.stringify(buildId(import.meta.dirname)) },
  resolve: {
    // Messages arrive precompiled, so react-intl never parses ICU text in the browser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  test: {
    // Most server tests wait on sockets, timers and the embedded database rather than the CPU:
    // three workers on two cores finish the suite in about half the time of one.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          // A guard against a hung test, not a measure of speed: the busiest view tests take 2–3 s
          // alone and passed 5 s on a loaded two-core machine (two timed out in one CI run).
          testTimeout: 15000,
          include: ['tests/machines/**/*.test.ts', 'tests/model/**/*.test.ts', 'tests/views/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/client-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';
import { FAKE_MICROPHONE_WAV } from './tests/e2e/fake-media';

/**
 * Browser tests against the real server (started by tests/e2e/global-setup.ts on a free port
 * with a fresh data folder and the demo data) in Debian's Chromium — never a downloaded browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // scripts/e2e.mjs runs the accessibility scans in a process of their own, beside the rest.
  testIgnore: process.env.E2E_SKIP_SCANS ? ['**/accessibility.spec.ts'] : [],
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${FAKE_MICROPHONE_WAV}`],
    },
  },
});

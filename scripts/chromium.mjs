// Finds Debian's Chromium for browser tests, installing it with apt when missing and possible.
// No test ever downloads a browser of its own.
import { ensureDebianPackage } from './debian-package.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  return ensureDebianPackage({ path: CHROMIUM, pkg: 'chromium', what: "Debian's Chromium (browser tests)", alternative: 'point CHROMIUM_PATH at a Chromium binary' });
}

/** Flags for headless Chromium on a machine without internet (no background calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

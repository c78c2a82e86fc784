#!/usr/bin/env node
// Writes the login shell into index.html (between the login-shell markers): the Login page as the
// built app renders it for an anonymous Georgian visitor, at a phone's width and at a desktop's
// (the layout differs by width in code, not only in CSS), with Mantine's theme variables. A first
// visit paints it from the HTML before any script has run; src/app/login-shell.ts swaps it for
// the live page. Run it again after changing the Login page or the shell:
//
//   node scripts/prerender-login.mjs          (rewrites index.html)
//   node scripts/prerender-login.mjs --check  (fails when index.html's shell is out of date)
/* global document -- the page.evaluate callbacks run in the browser */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { ensureBuild } from './ensure-build.mjs';
import { startServer } from './server-process.mjs';

const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const START = '<!-- login-shell:start -->';
const END = '<!-- login-shell:end -->';
// The menu becomes a column from this width (src/app/theme.ts MENU_BREAKPOINT_PX).
const VARIANTS = [
  { name: 'narrow', width: 390, height: 844, media: '(max-width: 999.98px)' },
  { name: 'wide', width: 1280, height: 900, media: '(min-width: 1000px)' },
];

/**
 * Ids get a per-variant prefix (both variants and the live page are in the document at once), and
 * Mantine's random ones a number in order of appearance, so the same page writes the same shell.
 */
function prefixIds(html, prefix) {
  const numbers = new Map();
  const stable = (token) =>
    token.replace(/^mantine-([a-z0-9]+)(?=-|$)/, (whole) => {
      if (!numbers.has(whole)) numbers.set(whole, `mantine-${numbers.size + 1}`);
      return numbers.get(whole);
    });
  return html
    .replace(/\s(id|for|aria-describedby|aria-labelledby|aria-controls)="([^"]*)"/g, (_, attr, value) => ` ${attr}="${value.split(' ').map((v) => (v ? `${prefix}-${stable(v)}` : v)).join(' ')}"`)
    .replace(/\sautofocus(="[^"]*")?/gi, '');
}

async function capture() {
  ensureBuild();
  const server = await startServer({ env: { SEED: 'none' } });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const parts = [];
    const themeStyles = new Set();
    for (const v of VARIANTS) {
      const page = await browser.newPage({ viewport: { width: v.width, height: v.height }, locale: 'ka-GE' });
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      await page.waitForSelector('#root input[name="identifier"]');
      await page.evaluate(() => document.fonts.ready);
      const { html, styles } = await page.evaluate(() => {
        // The theme's CSS variables and Mantine's shared classes are the same at every width:
        // taken out of the markup to be written once.
        const selector = 'style[data-mantine-styles="true"], style[data-mantine-styles="classes"]';
        const clone = document.getElementById('root').cloneNode(true);
        for (const s of clone.querySelectorAll(selector)) s.remove();
        return { html: clone.innerHTML, styles: [...document.querySelectorAll(selector)].map((s) => s.outerHTML) };
      });
      await page.close();
      for (const s of styles) themeStyles.add(s);
      parts.push(`<div class="login-shell-${v.name}" data-media="${v.media}">${prefixIds(html, `ls-${v.name}`)}</div>`);
    }
    const media = VARIANTS.map((v) => `@media ${v.media}{#login-shell>div:not(.login-shell-${v.name}){display:none}}`).join('');
    return [
      START,
      // Fixed over the page, so the live page renders in place underneath and nothing moves when
      // the shell goes. Invisible until public/login-shell.js shows it (to an anonymous Georgian
      // visitor on / or /login, once the fonts are in) or removes it (anyone else).
      `<style>#login-shell{position:fixed;inset:0;z-index:1000;overflow:auto;background:var(--mantine-color-body,#fff);visibility:hidden}#login-shell[data-shown]{visibility:visible}${media}</style>`,
      `<div id="login-shell">${[...themeStyles].join('')}${parts.join('')}</div>`,
      END,
    ].join('\n    ');
  } finally {
    await browser.close();
    await server.stop();
  }
}

const indexPath = join(root, 'index.html');
const index = readFileSync(indexPath, 'utf8');
const start = index.indexOf(START);
const end = index.indexOf(END);
if (start < 0 || end < 0) throw new Error(`index.html has no ${START} … ${END} markers`);
const shell = await capture();
const next = index.slice(0, start) + shell + index.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (next !== index) {
    console.error('index.html: the login shell is out of date; run node scripts/prerender-login.mjs');
    process.exitCode = 1;
  } else console.log('index.html: the login shell is up to date');
} else if (next !== index) {
  writeFileSync(indexPath, next);
  console.log(`index.html: login shell written (${(shell.length / 1024).toFixed(1)} KiB)`);
} else console.log('index.html: the login shell is up to date');

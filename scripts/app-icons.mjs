#!/usr/bin/env node
// Draws the app's home-screen icons (public/icons/*.png) from public/favicon.svg with headless
// Chromium: `node scripts/app-icons.mjs`. Run it again when the favicon changes, and commit the PNGs.
//   icon-192.png, icon-512.png     the favicon as it is (rounded corners, transparent outside)
//   icon-maskable-512.png          full-bleed square for Android's masks (the cross stays inside
//                                  the 80 % safe circle)
//   apple-touch-icon.png (180)     full-bleed square: iOS rounds it itself and blackens transparency
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const root = new URL('../', import.meta.url);
const favicon = readFileSync(new URL('public/favicon.svg', root), 'utf8');
const fullBleed = favicon.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
if (fullBleed === favicon) throw new Error('public/favicon.svg: expected a <rect rx="…"> background to square off');

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  mkdirSync(new URL('public/icons/', root), { recursive: true });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    writeFileSync(new URL(`public/icons/${icon.file}`, root), png);
    console.log(`public/icons/${icon.file} ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}

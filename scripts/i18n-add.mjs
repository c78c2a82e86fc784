#!/usr/bin/env node
// Adds or updates messages in both catalogues at once:
//   node scripts/i18n-add.mjs new-messages.json
// where new-messages.json is { "area.key": { "en": "…", "ka": "…", "description": "for translators" } }.
// Keys are kept sorted; an existing key is overwritten.
import { readFileSync, writeFileSync, renameSync } from 'node:fs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const lang of ['ka', 'en']) {
  const file = new URL(`../src/i18n/messages/${lang}.json`, import.meta.url);
  const catalogue = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, m] of Object.entries(input)) {
    if (typeof m[lang] !== 'string' || !m[lang] || !m.description) throw new Error(`${key}: needs en, ka and description`);
    catalogue[key] = { defaultMessage: m[lang], description: m.description };
  }
  const sorted = Object.fromEntries(Object.keys(catalogue).sort().map((k) => [k, catalogue[k]]));
  const tmp = `${file.pathname}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(sorted, null, 2) + '\n');
  renameSync(tmp, file.pathname);
}
console.log(`added ${Object.keys(input).length} messages to ka.json and en.json`);

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAreaMessages, loadMessages, type Messages } from '../../src/i18n/messages';
import { SPLIT_AREAS } from '../../src/i18n/message-areas';
import { ERROR_CODES } from '../../src/protocol/error-codes';

/**
 * The message catalogues (issue 2 "Languages": a test fails when a key is missing in either
 * catalogue or unused): same keys in ka and en, every message described for translators, a
 * message for every error code, every id the code uses exists, every key is used, Georgian text
 * is Georgian, and both languages fill in the same placeholders.
 */

type Catalogue = Record<string, { defaultMessage: string; description: string }>;

const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const readCatalogue = (lang: 'ka' | 'en') => JSON.parse(readFileSync(join(SRC, 'i18n/messages', `${lang}.json`), 'utf8')) as Catalogue;

function sourceFiles(dir: string): Array<{ file: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    if (!/\.(ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [{ file: relative(ROOT, path), text: stripComments(readFileSync(path, 'utf8')) }];
  });
}

/** Block comments and whole-line comments; a key named only in a comment is not used. */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** What a message id looks like: dotted, starting with a letter (`nav.login`, `error.field.required`). */
const ID_SHAPE = /^[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+$/;

/**
 * The message ids a source file names where ids go: `id="…"`, `id={'…'}` (also both sides of a
 * `? :`), `id: '…'`, `messageId: '…'`, `label: '…'`, `title: '…'` and `…Id`/`…Label`/`…Title`
 * properties (defineMessages entries are `id: '…'`), and every id-shaped string of the route table.
 */
function messageIdsNamedIn(file: string, text: string): string[] {
  const found: string[] = [];
  const property = /\b(?:id|messageId|label|title|[a-z][A-Za-z]*(?:Id|Label|Title))\s*[:=]\s*(['"`])([^'"`\n$]+)\1/g;
  for (const m of text.matchAll(property)) found.push(m[2]);
  for (const m of text.matchAll(/\bid=\{([^}\n]*)\}/g)) for (const s of m[1].matchAll(/(['"])([^'"\n]+)\1/g)) found.push(s[2]);
  if (file.endsWith('src/app/routes.tsx')) for (const m of text.matchAll(/(['"])([^'"\n]+)\1/g)) found.push(m[2]);
  return found.filter((id) => ID_SHAPE.test(id));
}

/** Every id-shaped string literal in a source file. */
function literalsIn(text: string): string[] {
  return [...text.matchAll(/(['"`])([^'"`\n$]+)\1/g)].map((m) => m[2]).filter((s) => ID_SHAPE.test(s));
}

/**
 * Keys the code builds at run time, so they never appear whole. Each names the source text that
 * builds them; an entry whose source is gone fails the test, so the list cannot go stale.
 */
const DYNAMIC_KEYS: Array<{ source: RegExp; uses(key: string): boolean }> = [
  // errorMessageId(code) in src/i18n/messages.ts: exactly the codes of the catalogue.
  { source: /`error\.\$\{code\}`/, uses: (key) => key.startsWith('error.') && (ERROR_CODES as readonly string[]).includes(key.slice('error.'.length)) },
  // fieldLabel(intl, path) in AlertBanner: the label of a field path a server error names.
  { source: /`field\.\$\{path\}`/, uses: (key) => /^field\.[a-z_]+$/.test(key) },
  // The /app-pay outcome page: `appPay.${outcome}.title` and `.text`.
  { source: /`appPay\.\$\{outcome\}\.(title|text)`/, uses: (key) => /^appPay\.(success|failed|unknown)\.(title|text)$/.test(key) },
  // The symptom checker's result: `interview.triage.${level}.title|text|short` for the five triage levels.
  { source: /`interview\.triage\.\$\{(level|r\.triage)\}\.(title|text|short)`/, uses: (key) => /^interview\.triage\.(emergency_ambulance|emergency|consultation_24|consultation|self_care)\.(title|text|short)$/.test(key) },
];

/** Georgian values that rightly have no Georgian letter (units and urine-strip pluses are written the same in Georgian). */
const NOT_GEORGIAN_ALLOWED = new Set(['COVID-19', '%', '°C', '+', '++', '+++']);
const GEORGIAN_LETTER = /[\u10D0-\u10FF\u1C90-\u1CBF]/;

function keyDifferences(ka: Catalogue, en: Catalogue): { onlyKa: string[]; onlyEn: string[] } {
  return {
    onlyKa: Object.keys(ka).filter((k) => !(k in en)),
    onlyEn: Object.keys(en).filter((k) => !(k in ka)),
  };
}

function missingIds(sources: Array<{ file: string; text: string }>, catalogue: Catalogue): string[] {
  return sources.flatMap(({ file, text }) => messageIdsNamedIn(file, text).filter((id) => !(id in catalogue)).map((id) => `${id} (${file})`));
}

function unusedKeys(sources: Array<{ file: string; text: string }>, catalogue: Catalogue): string[] {
  const literals = new Set(sources.flatMap(({ text }) => literalsIn(text)));
  return Object.keys(catalogue).filter((key) => !literals.has(key) && !DYNAMIC_KEYS.some((d) => d.uses(key)));
}

/** The argument names an ICU message fills in (`{name}`, `{count, plural, …}`, `<b>…</b>`), recursively. */
function placeholders(elements: unknown): string[] {
  const out = new Set<string>();
  const walk = (els: Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }>; children?: unknown[] }>) => {
    for (const el of els) {
      if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') out.add(el.value);
      if (el.type === 8 && typeof el.value === 'string') out.add(`<${el.value}>`);
      for (const option of Object.values(el.options ?? {})) walk(option.value as never);
      if (el.children) walk(el.children as never);
    }
  };
  walk(elements as never);
  return [...out].sort();
}

const ka = readCatalogue('ka');
const en = readCatalogue('en');
const sources = sourceFiles(SRC);

describe('the message catalogues', () => {
  it('have exactly the same keys in Georgian and English', () => {
    expect(keyDifferences(ka, en)).toEqual({ onlyKa: [], onlyEn: [] });
  });

  it('give every message a text and a description for translators', () => {
    for (const [lang, catalogue] of [['ka', ka], ['en', en]] as const) {
      for (const [key, m] of Object.entries(catalogue)) {
        expect(typeof m.defaultMessage === 'string' && m.defaultMessage.trim().length > 0, `${lang} ${key} text`).toBe(true);
        expect(typeof m.description === 'string' && m.description.trim().length > 0, `${lang} ${key} description`).toBe(true);
      }
    }
  });

  it('have a message for every error code in both languages', () => {
    const missing = ERROR_CODES.flatMap((code) => [['ka', ka], ['en', en]].filter(([, c]) => !(`error.${code}` in (c as Catalogue))).map(([lang]) => `${lang}: error.${code}`));
    expect(missing).toEqual([]);
  });

  it('have every message id the code names', () => {
    expect(missingIds(sources, en)).toEqual([]);
  });

  it('have no key the code does not use', () => {
    expect(unusedKeys(sources, en)).toEqual([]);
  });

  it('only list run-time built keys whose building code still exists', () => {
    const all = sources.map((s) => s.text).join('\n');
    for (const d of DYNAMIC_KEYS) expect(all, String(d.source)).toMatch(d.source);
  });

  it('write Georgian with Georgian letters', () => {
    const notGeorgian = Object.entries(ka)
      .filter(([, m]) => !GEORGIAN_LETTER.test(m.defaultMessage) && !NOT_GEORGIAN_ALLOWED.has(m.defaultMessage))
      .map(([key, m]) => `${key}: ${m.defaultMessage}`);
    expect(notGeorgian).toEqual([]);
  });

  it('fill in the same placeholders in both languages (and every message parses)', async () => {
    // Everything the browser can load: the start-up catalogue and every split area.
    const compiled = async (lang: 'ka' | 'en'): Promise<Messages> => ({ ...(await loadMessages(lang)), ...(await loadAreaMessages(lang, SPLIT_AREAS)) });
    const [compiledEn, compiledKa] = await Promise.all([compiled('en'), compiled('ka')]);
    const differing = Object.keys(compiledEn)
      .filter((key) => key in compiledKa && placeholders(compiledEn[key]).join() !== placeholders(compiledKa[key]).join())
      .map((key) => `${key}: en {${placeholders(compiledEn[key])}} ka {${placeholders(compiledKa[key])}}`);
    expect(differing).toEqual([]);
    expect(Object.keys(compiledKa).sort()).toEqual(Object.keys(ka).sort());
  });
});

describe('the catalogue checks themselves', () => {
  const copy = (c: Catalogue): Catalogue => JSON.parse(JSON.stringify(c));
  const stray = { defaultMessage: 'Stray', description: 'Not used anywhere' };

  it('catch a key nobody uses, also under a prefix the code builds keys with', () => {
    const withStray = { ...copy(en), 'zz.strayKey': stray, 'error.no_such_code': stray, 'appPay.maybe.title': stray };
    const before = new Set(unusedKeys(sources, en));
    expect(unusedKeys(sources, withStray).filter((k) => !before.has(k))).toEqual(['zz.strayKey', 'error.no_such_code', 'appPay.maybe.title']);
  });

  it('catch a key missing from one catalogue', () => {
    const kaCopy = copy(ka);
    delete kaCopy['nav.login'];
    expect(keyDifferences(kaCopy, { ...copy(en), 'zz.strayKey': stray })).toEqual({ onlyKa: [], onlyEn: ['nav.login', 'zz.strayKey'] });
  });

  it('catch an id the code names that no catalogue has', () => {
    const enCopy = copy(en);
    delete enCopy['common.close'];
    expect(missingIds(sources, enCopy).some((m) => m.startsWith('common.close ('))).toBe(true);
  });

  it('find ids in every place the code names them', () => {
    const text = [
      `<FormattedMessage id="a.one" />`,
      `<FormattedMessage id={done ? 'a.two' : "a.three"} />`,
      `intl.formatMessage({ id: 'a.four' })`,
      `{ messageId: 'a.five', label: 'a.six', title: 'a.seven', titleId: 'a.eight' }`,
      `<div id="side-menu" /> { id: 'session', label: 'ქარ' }`,
    ].join('\n');
    expect(messageIdsNamedIn('src/views/x.tsx', text).sort()).toEqual(['a.eight', 'a.five', 'a.four', 'a.one', 'a.seven', 'a.six', 'a.three', 'a.two']);
    expect(messageIdsNamedIn('src/app/routes.tsx', `r('/x', X, 'public', 'nav.x'), import('../views/x')`)).toEqual(['nav.x']);
  });
});

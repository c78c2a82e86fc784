import type { Language } from '../protocol/common';

/**
 * Chromium ships no Georgian date or number data: `new Intl.DateTimeFormat('ka')` falls back to
 * English. The formatjs polyfills with `ka` data are loaded on demand (never on the first visit
 * to Login), only when the browser lacks the language, and only once.
 */
const loading = new Map<Language, Promise<void>>();

function supported(lang: Language): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0 && Intl.NumberFormat.supportedLocalesOf([lang]).length > 0;
}

async function load(lang: Language): Promise<void> {
  // The polyfill knows only UTC: the clinic's wall clock keeps being read with the runtime's own.
  (await import('../protocol/zoned-time')).keepNativeDateTimeFormat(Intl.DateTimeFormat);
  await import('@formatjs/intl-datetimeformat/polyfill-force.js');
  await import('@formatjs/intl-numberformat/polyfill-force.js');
  if (lang === 'ka') {
    await Promise.all([import('@formatjs/intl-datetimeformat/locale-data/ka.js'), import('@formatjs/intl-numberformat/locale-data/ka.js')]);
  }
  await Promise.all([import('@formatjs/intl-datetimeformat/locale-data/en.js'), import('@formatjs/intl-numberformat/locale-data/en.js')]);
}

/**
 * Resolves when Intl can format dates and numbers in `lang`. The same language always gets the
 * same promise, so React's `use()` can wait on it directly.
 */
export function ensureIntl(lang: Language): Promise<void> {
  let p = loading.get(lang);
  if (!p) {
    p = supported(lang) ? Promise.resolve() : load(lang);
    loading.set(lang, p);
  }
  return p;
}

/**
 * Formats with Intl in the person's local time without time-zone data: the polyfill knows only
 * UTC, so the local wall-clock time is shifted into UTC and formatted there.
 */
export function formatLocalDate(value: Date, lang: Language, options: Intl.DateTimeFormatOptions): string {
  const shifted = new Date(value.getTime() - value.getTimezoneOffset() * 60_000);
  return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(shifted);
}

/** Formats money held in tetri (1/100 GEL) as lari in the person's language. */
export function formatPrice(tetri: number, lang: Language): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: 'GEL', minimumFractionDigits: tetri % 100 === 0 ? 0 : 2 }).format(tetri / 100);
}

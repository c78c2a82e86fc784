import type { Language } from '../../protocol/common';
import { formatDate, GROUP_DAY_FORMAT } from '../../i18n/dates';

/**
 * How chats write times, days, sizes and links. Days group by their YYYY-MM-DD key (SPEC §9) in
 * the person's time zone.
 */
export const dayKey = (iso: string) => formatDate(iso, GROUP_DAY_FORMAT, 'en');

/** The heading of a day in the history: today, yesterday, else the date (with the year when not this year). */
export function dayLabel(key: string, now: Date, lang: Language, words: { today: string; yesterday: string }): string {
  const today = formatDate(now, GROUP_DAY_FORMAT, 'en');
  const yesterday = formatDate(new Date(now.getTime() - 86_400_000), GROUP_DAY_FORMAT, 'en');
  if (key === today) return words.today;
  if (key === yesterday) return words.yesterday;
  return formatDate(key, key.slice(0, 4) === today.slice(0, 4) ? 'D MMMM' : 'D MMMM YYYY', lang);
}

/** A message's time in a list: the hour today, the day this year, else the full date. */
export function listTime(iso: string, now: Date, lang: Language): string {
  if (dayKey(iso) === formatDate(now, GROUP_DAY_FORMAT, 'en')) return formatDate(iso, 'HH:mm', lang);
  if (iso.slice(0, 4) === String(now.getFullYear())) return formatDate(iso, 'D MMM', lang);
  return formatDate(iso, 'DD.MM.YYYY', lang);
}

/** A file size as people read it: 820 B, 14 KB, 2.4 MB. */
export function fileSize(bytes: number, lang: Language): string {
  const number = (n: number, digits: number) => n.toLocaleString(lang === 'ka' ? 'ka-GE' : 'en-GB', { maximumFractionDigits: digits });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} KB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]]+$/;

/** Message text split into plain text and web links (http, https, www.), for rendering as text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const link = raw.replace(TRAILING, '');
    const start = match.index;
    if (start > at) parts.push({ kind: 'text', text: text.slice(at, start) });
    parts.push({ kind: 'link', text: link, href: link.toLowerCase().startsWith('www.') ? `https://${link}` : link });
    at = start + link.length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

import type { Icd10Entry } from '../../../src/protocol/case-schemas';
import { SEARCH_ALIASES } from './aliases';
import { CONDITION_ICD10 } from './conditions';
import { ICD10_ENTRIES } from './entries';

/**
 * The curated ICD-10 list (entries.ts): look a code up, or search it by code or by words in
 * Georgian or English. The index is built once, when the module loads; a search is one pass over
 * ~600 prepared entries, well under a millisecond.
 */
export type { Icd10Entry };
export { CONDITION_ICD10 };

/** A code as it is compared: upper case, without its dot (`j06.9` and `J069` are both `J069`). */
const codeKey = (code: string) => code.toUpperCase().replace('.', '');

/** A query read as a code or the beginning of one: `J`+digit, `J06`, `J06.`, `j06.9`, `J069`. */
const CODE_QUERY = /^[A-Z](\d|\d{2}\.?[0-9A-Z]{0,4})$/;

/**
 * Text as it is compared: accents dropped (Ménière), lower case (Georgian has no case but its
 * Mtavruli capitals fold to Mkhedruli), British spellings folded to American so that either finds
 * the WHO title ("anemia" finds anaemia, "esophag" oesophagitis).
 */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ae|oe/g, 'e');
}

/** The words of a text, folded: letters and digits of any script, split at everything else. */
const wordsOf = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** One name or alias, prepared: its words, and the words joined by single spaces. */
interface Searchable {
  words: string[];
  joined: string;
}

interface IndexedEntry {
  entry: Icd10Entry;
  key: string;
  texts: Searchable[];
  /** Every text joined: an entry none of whose texts contains each query word is passed over at once. */
  all: string;
}

const searchable = (text: string): Searchable => {
  const words = wordsOf(text);
  return { words, joined: words.join(' ') };
};

const INDEX: readonly IndexedEntry[] = ICD10_ENTRIES.map((entry) => {
  const texts = [entry.name.en, entry.name.ka, ...(SEARCH_ALIASES[entry.code] ?? [])].map(searchable);
  return { entry, key: codeKey(entry.code), texts, all: texts.map((t) => t.joined).join('\n') };
});

const BY_KEY = new Map(INDEX.map((item) => [item.key, item.entry]));

/** The entry of one code: case-insensitive, with or without its dot (`j06.9`, `J069`). */
export function findIcd10(code: string): Icd10Entry | undefined {
  const compact = code.trim().toUpperCase();
  return CODE_QUERY.test(compact) ? BY_KEY.get(codeKey(compact)) : undefined;
}

/** How well an entry answers a query, best first: the rank, then the shorter matching text. */
interface Hit {
  rank: number;
  length: number;
  order: number;
}

const RANK = { exactCode: 0, codePrefix: 1, nameStart: 2, wordPrefixes: 3, substrings: 4, none: 5 };

/** Whether every query word begins one of the text's words. */
function everyStartsAWord(text: Searchable, words: string[]): boolean {
  for (const w of words) {
    let found = false;
    for (const t of text.words) {
      if (t.startsWith(w)) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** Whether every query word is somewhere in the text. */
function containsEvery(text: string, words: string[]): boolean {
  for (const w of words) if (!text.includes(w)) return false;
  return true;
}

/** The best rank one of the entry's texts gives the query's words, with that text's length; null for none. */
function rankWords(item: IndexedEntry, words: string[], joined: string, order: number): Hit | null {
  if (!containsEvery(item.all, words)) return null;
  let best: Hit | null = null;
  for (const text of item.texts) {
    const rank = text.joined.startsWith(joined) ? RANK.nameStart
      : everyStartsAWord(text, words) ? RANK.wordPrefixes
        : containsEvery(text.joined, words) ? RANK.substrings
          : RANK.none;
    if (rank === RANK.none) continue;
    const length = text.joined.length;
    if (!best || rank < best.rank || (rank === best.rank && length < best.length)) best = { rank, length, order };
  }
  return best;
}

/**
 * The entries that answer `q`, best first, at most `limit`. A code or its beginning (`J06`,
 * `j06.9`) matches by code; words in either language match as word beginnings in any order
 * ("hypert", „დიაბ 2“, "pain back"), aliases included. Ranked: the exact code, then codes that
 * start with it, names that start with the query, names whose words start with every query
 * word, then names that contain every query word; within a rank, the shorter name first (the
 * general before the specific), then the list's order.
 */
export function searchIcd10(q: string, limit: number): Icd10Entry[] {
  const words = wordsOf(q);
  const joined = words.join(' ');
  const compact = q.replace(/\s+/g, '').toUpperCase();
  const code = CODE_QUERY.test(compact) ? codeKey(compact) : null;
  const max = Math.max(0, Math.floor(limit));
  if (max === 0 || (!code && words.length === 0)) return [];

  const hits: Hit[] = [];
  for (let order = 0; order < INDEX.length; order++) {
    const item = INDEX[order];
    if (code && item.key.startsWith(code)) {
      // Codes that start alike keep the list's order: J06, J06.0, J06.9.
      hits.push({ rank: item.key === code ? RANK.exactCode : RANK.codePrefix, length: 0, order });
      continue;
    }
    const hit = words.length > 0 ? rankWords(item, words, joined, order) : null;
    if (hit) hits.push(hit);
  }
  hits.sort((a, b) => a.rank - b.rank || a.length - b.length || a.order - b.order);
  return hits.slice(0, max).map((h) => INDEX[h.order].entry);
}

import type { Language } from '../../src/protocol/common';
import type { Catalogue, SymptomHit } from '../../src/protocol/interviews';
import type { KnowledgeBase } from './knowledge-base';
import { fitsSex } from './engine/model';
import type { Symptom } from './types';

/** The symptom catalogue in one language: every body area with its symptoms by sex group. */
export function catalogue(kb: KnowledgeBase, lang: Language): Catalogue {
  return {
    body_areas: kb.bodyAreas.map((area) => {
      const of = (sex: Symptom['sex']) =>
        kb.symptoms.filter((s) => s.sex === sex && s.areas.includes(area.id)).map((s) => ({ id: s.id, name: s.name[lang] }));
      return { id: area.id, name: area.name[lang], symptoms: { both: of('both'), female: of('female'), male: of('male') } };
    }),
  };
}

/** Lower case, without punctuation, single spaces: how texts are compared in search. */
export const normalise = (text: string) =>
  text.toLocaleLowerCase('en').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Edit distance with transpositions (optimal string alignment), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
    if (rowMin > max) return max + 1;
  }
  return prev[b.length];
}

/** Typos forgiven in a word of this length: none in short words, one from 4 letters, two from 8. */
const allowedTypos = (length: number) => (length >= 8 ? 2 : length >= 4 ? 1 : 0);

/**
 * How well one query word matches a text's words (0 none … 1 exact): a whole word, a word's
 * beginning (Georgian words take endings: "ტკივილი", "ტკივილით"), or a word within a few typos.
 */
function wordScore(q: string, words: readonly string[]): number {
  let best = 0;
  for (const w of words) {
    if (w === q) return 1;
    if (w.startsWith(q) && q.length >= 2) best = Math.max(best, 0.8);
    else if (q.length >= 4 && w.startsWith(q.slice(0, Math.max(4, q.length - 2))) && Math.abs(w.length - q.length) <= 4) best = Math.max(best, 0.6);
    else {
      const max = allowedTypos(q.length);
      if (max > 0) {
        const d = Math.min(editDistance(q, w, max), w.length > q.length ? editDistance(q, w.slice(0, q.length), max) : max + 1);
        if (d <= max) best = Math.max(best, 0.7 - 0.15 * d);
      }
    }
  }
  return best;
}

interface Indexed {
  symptom: Symptom;
  texts: { words: string[]; primary: boolean }[];
}

const indexes = new WeakMap<KnowledgeBase, Indexed[]>();
function indexOf(kb: KnowledgeBase): Indexed[] {
  let index = indexes.get(kb);
  if (!index) {
    index = kb.symptoms.map((symptom) => ({
      symptom,
      texts: [
        ...[symptom.name.ka, symptom.name.en].map((t) => ({ words: normalise(t).split(' '), primary: true })),
        ...[...(symptom.aliases?.ka ?? []), ...(symptom.aliases?.en ?? [])].map((t) => ({ words: normalise(t).split(' '), primary: false })),
      ],
    }));
    indexes.set(kb, index);
  }
  return index;
}

/**
 * Symptoms matching a query in either language, forgiving case and small typos, best first; names
 * in `lang`. A one-sex symptom is left out for the other sex; infant symptoms and adult ones are
 * not filtered by age (a parent may describe either), but age breaks ties toward the person.
 */
export function searchSymptoms(kb: KnowledgeBase, query: string, opts: { lang: Language; sex?: 'male' | 'female'; limit: number }): SymptomHit[] {
  const words = normalise(query).split(' ').filter(Boolean).slice(0, 8);
  if (words.length === 0) return [];
  const hits: { s: Symptom; score: number }[] = [];
  for (const { symptom, texts } of indexOf(kb)) {
    if (!fitsSex(symptom.sex, opts.sex ?? null)) continue;
    let best = 0;
    for (const t of texts) {
      // Every query word must match somewhere in the text; the text's score is their average.
      let sum = 0;
      let all = true;
      for (const q of words) {
        const s = wordScore(q, t.words);
        if (s === 0) {
          all = false;
          break;
        }
        sum += s;
      }
      if (!all) continue;
      // Shorter texts matching as well are closer to what was meant ("Fever" before "Rash with a fever").
      const score = (sum / words.length) * (t.primary ? 1 : 0.95) - 0.01 * Math.max(0, t.words.length - words.length);
      best = Math.max(best, score);
    }
    if (best > 0) hits.push({ s: symptom, score: best });
  }
  hits.sort((a, b) => b.score - a.score || a.s.name[opts.lang].length - b.s.name[opts.lang].length);
  return hits.slice(0, opts.limit).map(({ s }) => ({ id: s.id, name: s.name[opts.lang], areas: [...s.areas] }));
}

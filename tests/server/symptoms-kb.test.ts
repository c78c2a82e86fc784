import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../server/symptoms/knowledge-base';
import { BODY_AREA_IDS } from '../../server/symptoms/types';

/**
 * Integrity of the symptom checker's knowledge base (issue 5): every id well-formed and unique,
 * every name and question in both languages, every symptom in a body area, every body area
 * populated. Conditions, likelihoods and red flags get their checks with them.
 */
const { bodyAreas, symptoms, riskFactors } = KNOWLEDGE_BASE;
const GEORGIAN = /[\u10D0-\u10FF]/;
const LATIN = /[A-Za-z]/;
const bothLanguages = (x: { ka: string; en: string }) => x.ka.trim() !== '' && x.en.trim() !== '' && GEORGIAN.test(x.ka) && LATIN.test(x.en) && !GEORGIAN.test(x.en);

describe('the symptom catalogue', () => {
  it('has every body area of SPEC §3, once, named in both languages', () => {
    expect(bodyAreas.map((a) => a.id).sort()).toEqual([...BODY_AREA_IDS].sort());
    for (const area of bodyAreas) expect(bothLanguages(area.name), area.id).toBe(true);
  });

  it('has at least 250 symptoms with unique, well-formed ids', () => {
    expect(symptoms.length).toBeGreaterThanOrEqual(250);
    for (const s of symptoms) expect(s.id, JSON.stringify(s.name)).toMatch(/^s_[1-9][0-9]*$/);
    const dupes = symptoms.map((s) => s.id).filter((id, i, all) => all.indexOf(id) !== i);
    expect(dupes).toEqual([]);
  });

  it('names each symptom and asks about it in both languages', () => {
    const bad = symptoms.filter((s) => !bothLanguages(s.name) || !bothLanguages(s.question) || !s.question.en.trim().endsWith('?') || !s.question.ka.trim().endsWith('?'));
    expect(bad.map((s) => s.id)).toEqual([]);
  });

  it('puts every symptom in at least one known body area, and every area has symptoms', () => {
    const known = new Set<string>(BODY_AREA_IDS);
    expect(symptoms.filter((s) => s.areas.length === 0 || s.areas.some((a) => !known.has(a))).map((s) => s.id)).toEqual([]);
    const counts = Object.fromEntries(BODY_AREA_IDS.map((a) => [a, symptoms.filter((s) => s.areas.includes(a)).length]));
    expect(Object.entries(counts).filter(([, n]) => n < 3)).toEqual([]);
  });

  it('never lists the same name twice in one area and language', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const s of symptoms) {
      for (const area of s.areas) {
        for (const lang of ['ka', 'en'] as const) {
          const key = `${area}:${lang}:${s.name[lang].trim().toLowerCase()}`;
          if (seen.has(key)) clashes.push(`${seen.get(key)} / ${s.id} (${key})`);
          else seen.set(key, s.id);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('keeps one-sex symptoms and aliases well-formed', () => {
    for (const s of symptoms) {
      expect(['both', 'female', 'male']).toContain(s.sex);
      for (const alias of [...(s.aliases?.ka ?? []), ...(s.aliases?.en ?? [])]) expect(alias.trim(), s.id).not.toBe('');
      for (const alias of s.aliases?.ka ?? []) expect(GEORGIAN.test(alias), `${s.id}: ${alias}`).toBe(true);
    }
  });
});

describe('the risk factors', () => {
  it('have unique p_ ids and names in both languages; asked ones have a question, derived ones none', () => {
    for (const p of riskFactors) {
      expect(p.id).toMatch(/^p_[1-9][0-9]*$/);
      expect(bothLanguages(p.name), p.id).toBe(true);
      if (p.derived) expect(p.question, p.id).toBeUndefined();
      else expect(p.question && bothLanguages(p.question), p.id).toBe(true);
    }
    expect(new Set(riskFactors.map((p) => p.id)).size).toBe(riskFactors.length);
  });

  it('cover every age from birth without gaps or overlaps, and both sexes', () => {
    const bands = riskFactors.flatMap((p) => (p.derived && 'ageMonths' in p.derived ? [p.derived.ageMonths] : [])).sort((a, b) => a[0] - b[0]);
    expect(bands[0][0]).toBe(0);
    for (let i = 1; i < bands.length; i++) expect(bands[i][0]).toBe(bands[i - 1][1]);
    expect(bands.at(-1)![1]).toBeNull();
    const sexes = riskFactors.flatMap((p) => (p.derived && 'sex' in p.derived ? [p.derived.sex] : [])).sort();
    expect(sexes).toEqual(['female', 'male']);
  });
});

import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../../server/symptoms/knowledge-base';
import { LABTESTS, SPECIALITY } from '../../server/db/seed/static-lists';
import { DEVELOPMENT_SET } from '../../server/symptoms/evaluation/development-set';
import { EVALUATION_SET } from '../../server/symptoms/evaluation/evaluation-set';
import { TRAINING_SET } from '../../server/symptoms/evaluation/training-set';
import type { Vignette } from '../../server/symptoms/evaluation/types';
import { BODY_AREA_IDS, type Condition } from '../../server/symptoms/types';
import { TRIAGE_LEVELS } from '../../src/protocol/interviews';

/**
 * Integrity of the symptom checker's knowledge base (issue 5): every id well-formed and unique,
 * every name and question in both languages, every symptom in a body area, every body area
 * populated. Conditions, likelihoods and red flags get their checks with them.
 */
const { bodyAreas, symptoms, riskFactors, conditions, redFlags, groups, refinements } = KNOWLEDGE_BASE;
const symptomIds = new Set<string>(symptoms.map((s) => s.id));
const askedFactorIds = new Set<string>(riskFactors.filter((p) => !p.derived).map((p) => p.id));
const findingIds = new Set<string>([...symptomIds, ...riskFactors.map((p) => p.id)]);
const conditionIds = new Set<string>(conditions.map((c) => c.id));
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

/** Problems of one condition, as readable lines (empty when it is sound). */
function conditionProblems(c: Condition): string[] {
  const out: string[] = [];
  const labNames = new Set(LABTESTS.map((l) => l.name.en));
  if (!/^c_[1-9][0-9]*$/.test(c.id)) out.push('bad id');
  if (!bothLanguages(c.name)) out.push('name not in both languages');
  if (!bothLanguages(c.description) || c.description.en.length < 40) out.push('description missing or too short');
  const ages = c.prevalence.ages;
  if (ages.length !== 7 || ages.some((a) => !(a >= 0 && a <= 10)) || ages.every((a) => a === 0)) out.push('prevalence.ages must be 7 weights 0…10, not all 0');
  const sex = c.prevalence.sex;
  if (sex && (!(sex.female >= 0) || !(sex.male >= 0) || sex.female + sex.male === 0)) out.push('bad prevalence.sex');
  if (!['very_common', 'common', 'moderate', 'rare', 'very_rare'].includes(c.prevalence.frequency)) out.push('bad frequency');
  if (!(TRIAGE_LEVELS as readonly string[]).includes(c.triage)) out.push('bad triage');
  if (!(c.speciality in SPECIALITY)) out.push(`unknown speciality ${c.speciality}`);
  for (const lab of [...(c.labs.obligatory ?? []), ...(c.labs.recommended ?? [])]) if (!labNames.has(lab)) out.push(`unknown lab test "${lab}"`);
  const entries = Object.entries(c.symptoms);
  if (entries.length < 5) out.push('fewer than five symptoms');
  for (const [id, p] of entries) {
    if (!symptomIds.has(id)) out.push(`unknown symptom ${id}`);
    if (!(typeof p === 'number' && p >= 0.01 && p <= 0.99)) out.push(`${id}: likelihood ${p} not in 0.01…0.99`);
  }
  for (const [id, rr] of Object.entries(c.riskFactors ?? {})) {
    if (!askedFactorIds.has(id)) out.push(`${id} is not an asked risk factor (age and sex go in prevalence)`);
    if (!(typeof rr === 'number' && rr > 0 && rr <= 50)) out.push(`${id}: relative risk ${rr} not in (0, 50]`);
  }
  return out;
}

describe('the conditions', () => {
  it('number at least 150, with unique ids', () => {
    expect(conditions.length).toBeGreaterThanOrEqual(150);
    expect(conditions.map((c) => c.id).filter((id, i, all) => all.indexOf(id) !== i)).toEqual([]);
  });

  it('are each complete: names and descriptions in both languages, prevalence, triage, speciality, lab tests, at least five known symptoms', () => {
    const problems = conditions.flatMap((c) => conditionProblems(c).map((p) => `${c.id} ${c.name.en}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('use every symptom of the catalogue at least once (a general one through its refinements: "rash" through "itchy rash")', () => {
    const used = new Set<string>(conditions.flatMap((c) => Object.keys(c.symptoms)));
    for (const id of [...used]) for (let p = refinements[id as never]; p; p = refinements[p]) used.add(p);
    expect(symptoms.filter((s) => !used.has(s.id)).map((s) => `${s.id} ${s.name.en}`)).toEqual([]);
  });

  it('cover every triage level and both sexes, adults, children and infants', () => {
    for (const level of TRIAGE_LEVELS) expect(conditions.some((c) => c.triage === level), level).toBe(true);
    for (const band of [0, 1, 2, 4, 6]) expect(conditions.filter((c) => c.prevalence.ages[band] > 0).length, `age band ${band}`).toBeGreaterThan(20);
  });
});

describe('red flags, groups and refinements', () => {
  it('red flags have unique ids, names in both languages, an urgent level and known findings', () => {
    expect(redFlags.length).toBeGreaterThanOrEqual(15);
    expect(new Set(redFlags.map((r) => r.id)).size).toBe(redFlags.length);
    for (const r of redFlags) {
      expect(bothLanguages(r.name), r.id).toBe(true);
      expect(['emergency_ambulance', 'emergency', 'consultation_24']).toContain(r.triage);
      expect(r.all.length, r.id).toBeGreaterThan(0);
      expect(r.all.filter((id) => !findingIds.has(id)), r.id).toEqual([]);
    }
  });

  it('groups ask in both languages about known symptoms, each symptom in one group at most', () => {
    const seen = new Set<string>();
    for (const g of groups) {
      expect(bothLanguages(g.question) && g.question.en.endsWith('?'), g.id).toBe(true);
      expect(g.items.length, g.id).toBeGreaterThanOrEqual(2);
      for (const id of [...g.items, ...(g.parent ? [g.parent] : [])]) expect(symptomIds.has(id), `${g.id}: ${id}`).toBe(true);
      for (const id of g.items) {
        expect(seen.has(id), `${id} in two groups`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('refinements point from a known symptom to a known parent, without cycles', () => {
    for (const [child, parent] of Object.entries(refinements)) {
      expect(symptomIds.has(child) && symptomIds.has(parent!), `${child} → ${parent}`).toBe(true);
      const path = new Set<string>([child]);
      for (let at: string | undefined = parent; at; at = refinements[at as keyof typeof refinements]) {
        expect(path.has(at), `cycle through ${child}`).toBe(false);
        path.add(at);
      }
    }
  });
});

/** Every vignette refers to known findings, sex-appropriate, none both present and absent, its complaints among its findings. */
function expectWellFormed(v: Vignette) {
  const listed = [...v.present, ...(v.absent ?? []), ...(v.unknown ?? [])];
  expect(listed.filter((id) => !findingIds.has(id) || (id.startsWith('p_') && !askedFactorIds.has(id))), v.id).toEqual([]);
  const wrongSex = listed.filter((id) => ([...symptoms, ...riskFactors].find((f) => f.id === id)!.sex ?? 'both') !== 'both' && [...symptoms, ...riskFactors].find((f) => f.id === id)!.sex !== v.sex);
  expect(wrongSex, `${v.id}: findings of the other sex`).toEqual([]);
  expect(v.present.filter((id) => v.absent?.includes(id)), `${v.id}: both present and absent`).toEqual([]);
  expect(v.initial.every((id) => v.present.includes(id) && symptomIds.has(id)), `${v.id}: initial findings must be present symptoms`).toBe(true);
  expect(v.initial.length, v.id).toBeGreaterThan(0);
  if (v.expected.condition !== null) expect(conditionIds.has(v.expected.condition), `${v.id}: ${v.expected.condition}`).toBe(true);
}

describe('the training vignettes', () => {
  it('number at least 80, are well formed, and cover every triage level, children and infants', () => {
    expect(TRAINING_SET.length).toBeGreaterThanOrEqual(80);
    expect(new Set(TRAINING_SET.map((v) => v.id)).size).toBe(TRAINING_SET.length);
    for (const v of TRAINING_SET) expectWellFormed(v);
    for (const level of TRIAGE_LEVELS) expect(TRAINING_SET.some((v) => v.expected.triage === level), level).toBe(true);
    expect(TRAINING_SET.filter((v) => v.ageUnit === 'month' || v.age < 12).length).toBeGreaterThanOrEqual(12);
  });
});

describe('the independent evaluation set', () => {
  it('has at least 150 well-formed vignettes with a source, across ages, both sexes and every triage level, a third of them atypical', () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    const all = [...EVALUATION_SET, ...DEVELOPMENT_SET, ...TRAINING_SET];
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    for (const v of DEVELOPMENT_SET) expectWellFormed(v);
    for (const v of EVALUATION_SET) {
      expectWellFormed(v);
      expect(v.source?.trim(), v.id).toBeTruthy();
    }
    for (const level of TRIAGE_LEVELS) expect(EVALUATION_SET.filter((v) => v.expected.triage === level).length, level).toBeGreaterThanOrEqual(15);
    for (const sex of ['female', 'male'] as const) expect(EVALUATION_SET.filter((v) => v.sex === sex).length, sex).toBeGreaterThanOrEqual(60);
    const years = (v: Vignette) => (v.ageUnit === 'month' ? v.age / 12 : v.age);
    for (const [from, to] of [[0, 2], [2, 12], [12, 18], [18, 40], [40, 65], [65, 200]]) {
      expect(EVALUATION_SET.filter((v) => years(v) >= from && years(v) < to).length, `ages ${from}–${to}`).toBeGreaterThanOrEqual(8);
    }
    expect(EVALUATION_SET.filter((v) => v.atypical).length).toBeGreaterThanOrEqual(EVALUATION_SET.length / 3);
  });
});

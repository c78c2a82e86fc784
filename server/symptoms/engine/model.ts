import type { KnowledgeBase } from '../knowledge-base';
import type { Condition, FindingId, Frequency, RiskFactor, SexGroup, Symptom, SymptomGroup } from '../types';

/**
 * The knowledge base compiled into flat numeric tables once, so that inference and question choice
 * per answer are a few thousand multiplications (issue 5: ≤ 5 ms at p99 per answer).
 */

/** P(symptom | condition) for a symptom the condition does not list. */
export const LEAK = 0.02;
/** For an unlisted symptom whose parent the condition lists: the share of the parent's cases that have it. */
export const UNLISTED_CHILD_SHARE = 0.1;
/** Share of people who have a risk factor, unless the factor says otherwise. */
export const RISK_FACTOR_BASE = 0.1;

const FREQUENCY_WEIGHT: Record<Frequency, number> = { very_common: 100, common: 30, moderate: 10, rare: 3, very_rare: 1 };

export interface Model {
  kb: KnowledgeBase;
  conditions: readonly Condition[];
  /** Every finding (symptoms, then risk factors), by index. */
  findings: readonly FindingId[];
  index: ReadonlyMap<string, number>;
  symptomOf: readonly (Symptom | undefined)[];
  riskFactorOf: readonly (RiskFactor | undefined)[];
  sex: readonly SexGroup[];
  /** P(finding present | condition), row per condition: `lik[c * findings.length + f]`. */
  lik: Float64Array;
  /** Index of the finding's parent (refinement), -1 for none. */
  parent: Int32Array;
  /** Index into kb.groups of the finding's exclusive group, -1 for none. */
  group: Int32Array;
  groups: readonly SymptomGroup[];
  groupItems: readonly number[][];
  /** Findings each condition lists explicitly (the ones worth asking about for it). */
  listed: readonly number[][];
  /** Whether a condition explains a symptom: it lists it, or a refinement of it (row per condition, like lik). */
  explains: Uint8Array;
  /** Whether the interview may ask about a finding (asked risk factors and every symptom). */
  askable: Uint8Array;
}

export function compileModel(kb: KnowledgeBase): Model {
  const symptoms = kb.symptoms;
  const factors = kb.riskFactors;
  const findings: FindingId[] = [...symptoms.map((s) => s.id), ...factors.map((p) => p.id)];
  const index = new Map<string, number>(findings.map((id, i) => [id, i]));
  const nF = findings.length;
  const symptomOf = findings.map((_, i) => (i < symptoms.length ? symptoms[i] : undefined));
  const riskFactorOf = findings.map((_, i) => (i >= symptoms.length ? factors[i - symptoms.length] : undefined));
  const sex = findings.map((_, i) => symptomOf[i]?.sex ?? riskFactorOf[i]!.sex);

  const parent = new Int32Array(nF).fill(-1);
  for (const [child, par] of Object.entries(kb.refinements)) parent[index.get(child)!] = index.get(par!)!;
  const group = new Int32Array(nF).fill(-1);
  const groupItems = kb.groups.map((g, gi) => g.items.map((id) => {
    const i = index.get(id)!;
    group[i] = gi;
    return i;
  }));
  const askable = new Uint8Array(nF);
  for (let i = 0; i < nF; i++) askable[i] = symptomOf[i] || !riskFactorOf[i]!.derived ? 1 : 0;

  // Parents before children, so an unlisted child can take its share of its parent's likelihood.
  const depth = (i: number): number => (parent[i] < 0 ? 0 : 1 + depth(parent[i]));
  const order = [...Array(symptoms.length).keys()].sort((a, b) => depth(a) - depth(b));

  const lik = new Float64Array(kb.conditions.length * nF);
  const listed: number[][] = [];
  kb.conditions.forEach((c, ci) => {
    const row = ci * nF;
    const mine: number[] = [];
    for (const [id, p] of Object.entries(c.symptoms)) {
      lik[row + index.get(id)!] = p!;
      mine.push(index.get(id)!);
    }
    for (const f of order) {
      if (lik[row + f] > 0) continue;
      lik[row + f] = parent[f] >= 0 ? Math.max(0.002, lik[row + parent[f]] * UNLISTED_CHILD_SHARE) : LEAK;
    }
    // A child can never be more likely than its parent.
    for (const f of [...order].reverse()) if (parent[f] >= 0 && lik[row + parent[f]] < lik[row + f]) lik[row + parent[f]] = lik[row + f];
    for (let j = 0; j < factors.length; j++) {
      const f = symptoms.length + j;
      const rr = c.riskFactors?.[factors[j].id];
      lik[row + f] = Math.min(0.95, RISK_FACTOR_BASE * (rr ?? 1));
      if (rr !== undefined) mine.push(f);
    }
    // A listed refinement makes its general parent worth asking too ("rash?" before "a rash in a band?").
    for (const f of [...mine]) for (let a = parent[f]; a >= 0; a = parent[a]) if (!mine.includes(a)) mine.push(a);
    listed.push(mine);
  });
  const explains = new Uint8Array(kb.conditions.length * nF);
  listed.forEach((mine, ci) => {
    for (const f of mine) for (let a = f; a >= 0 && a < symptoms.length; a = parent[a]) explains[ci * nF + a] = 1;
  });

  return { kb, conditions: kb.conditions, findings, index, symptomOf, riskFactorOf, sex, lik, parent, group, groups: kb.groups, groupItems, listed, explains, askable };
}

/** Index of the age band (0 … 6, the derived risk factors p_1 … p_7) of an age in months. */
export function ageBand(kb: KnowledgeBase, ageMonths: number): number {
  const bands = kb.riskFactors.flatMap((p) => (p.derived && 'ageMonths' in p.derived ? [p.derived.ageMonths] : []));
  const i = bands.findIndex(([from, to]) => ageMonths >= from && (to === null || ageMonths < to));
  return i < 0 ? bands.length - 1 : i;
}

/** Prior weight of each condition for a person: frequency × age band × sex (unknowns averaged). */
export function priors(model: Model, ageMonths: number | null, sex: 'female' | 'male' | null): Float64Array {
  const out = new Float64Array(model.conditions.length);
  const band = ageMonths === null ? null : ageBand(model.kb, ageMonths);
  model.conditions.forEach((c, i) => {
    const ages = c.prevalence.ages;
    const age = band === null ? ages.reduce((a, b) => a + b, 0) / ages.length : ages[band];
    const s = c.prevalence.sex ?? { female: 1, male: 1 };
    const sexWeight = sex === null ? (s.female + s.male) / 2 : s[sex];
    out[i] = FREQUENCY_WEIGHT[c.prevalence.frequency] * age * sexWeight;
  });
  return out;
}

/** Whether a finding can apply to a person of this sex (unknown sex: every finding). */
export const fitsSex = (group: SexGroup, sex: 'female' | 'male' | null) => group === 'both' || sex === null || group === sex;

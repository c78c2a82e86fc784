import type { EvidenceChoice } from '../../../src/protocol/interviews';
import type { FindingId } from '../types';
import { priors, type Model } from './model';

/** What the person has said about one finding. */
export interface EvidenceInput {
  id: FindingId;
  choice: EvidenceChoice;
  /** The question that brought it (1 for the first answer), 0 or absent for the complaints given at the start. */
  step?: number;
}

/** The person and their answers, as the engine reads them. */
export interface Case {
  ageMonths: number | null;
  sex: 'female' | 'male' | null;
  evidence: readonly EvidenceInput[];
}

/**
 * Evidence resolved over the refinements: a present child makes its parent present, and the
 * children of an absent parent are absent without asking. Choices by finding index:
 * 1 present, -1 absent, 0 unknown; missing means not asked.
 */
export type Resolved = Map<number, 1 | -1 | 0>;

export function resolve(model: Model, evidence: readonly EvidenceInput[]): Resolved {
  const out: Resolved = new Map();
  for (const e of evidence) {
    const i = model.index.get(e.id);
    if (i === undefined) continue;
    out.set(i, e.choice === 'present' ? 1 : e.choice === 'absent' ? -1 : 0);
  }
  for (const [i, v] of [...out]) {
    if (v !== 1) continue;
    for (let p = model.parent[i]; p >= 0; p = model.parent[p]) out.set(p, 1);
  }
  return out;
}

/** Whether a finding is settled without asking: an ancestor of it is absent. */
export function impliedAbsent(model: Model, resolved: Resolved, f: number): boolean {
  for (let p = model.parent[f]; p >= 0; p = model.parent[p]) if (resolved.get(p) === -1) return true;
  return false;
}

/**
 * P(finding present | condition, what is known of its parent): with the parent present, the share
 * of the parent's cases that have it; otherwise its own likelihood.
 */
export function conditional(model: Model, resolved: Resolved, c: number, f: number): number {
  const nF = model.findings.length;
  const p = model.lik[c * nF + f];
  const par = model.parent[f];
  if (par >= 0 && resolved.get(par) === 1) return Math.min(0.99, Math.max(0.01, p / model.lik[c * nF + par]));
  return p;
}

/** The factor one answered finding contributes to a condition's likelihood (1 when it says nothing). */
export function factor(model: Model, resolved: Resolved, c: number, f: number, v: 1 | -1 | 0): number {
  if (v === 0) return 1;
  if (v === -1 && impliedAbsent(model, resolved, f)) return 1;
  const q = conditional(model, resolved, c, f);
  return v === 1 ? q : 1 - q;
}

export interface Posterior {
  /** Normalised probability of each condition (same order as model.conditions). */
  p: Float64Array;
  prior: Float64Array;
  resolved: Resolved;
}

/**
 * The weight of a "no" against a "yes". Symptoms come in correlated bunches (a cold's runny nose,
 * sneezing and blocked nose go together), which a naive product over answers counts as independent:
 * a string of "no" would then sink every likely condition and float up the ones that list few
 * symptoms (a cough with nothing else shown as lymphoma). Tempering the "no"s (a power below 1 on
 * their factors) keeps them informative without that runaway.
 */
export const ABSENT_WEIGHT = 0.5;

/** Bayesian inference over the conditions (exclusive and exhaustive, naive over findings). */
export function infer(model: Model, person: Case): Posterior {
  const resolved = resolve(model, person.evidence);
  const everyPrior = priors(model, person.ageMonths, person.sex);
  const prior = explainingPriors(model, everyPrior, resolved);
  const nC = model.conditions.length;
  const logp = new Float64Array(nC);
  let max = -Infinity;
  for (let c = 0; c < nC; c++) {
    if (prior[c] <= 0) {
      logp[c] = -Infinity;
      continue;
    }
    let l = Math.log(prior[c]);
    for (const [f, v] of resolved) if (v !== 0) l += (v === -1 ? ABSENT_WEIGHT : 1) * Math.log(factor(model, resolved, c, f, v));
    logp[c] = l;
    if (l > max) max = l;
  }
  const p = new Float64Array(nC);
  let sum = 0;
  for (let c = 0; c < nC; c++) {
    p[c] = logp[c] === -Infinity ? 0 : Math.exp(logp[c] - max);
    sum += p[c];
  }
  for (let c = 0; c < nC; c++) p[c] = sum > 0 ? p[c] / sum : 0;
  // The yardstick of explanations: every condition, as common as it is for this person.
  const priorSum = everyPrior.reduce((a, b) => a + b, 0);
  const normalisedPrior = everyPrior.map((x) => (priorSum > 0 ? x / priorSum : 0));
  return { p, prior: normalisedPrior, resolved };
}

/**
 * The priors of the conditions that could explain what the person has: each lists at least one of
 * their present symptoms. A condition that explains none of them (a hip fracture for a cough) is
 * no candidate however common it is, and many "no" answers must not float it up (issue 15). When
 * no condition lists any present symptom, every condition stays.
 */
function explainingPriors(model: Model, prior: Float64Array, resolved: Resolved): Float64Array {
  const present: number[] = [];
  for (const [f, v] of resolved) if (v === 1 && model.symptomOf[f]) present.push(f);
  if (present.length === 0) return prior;
  const out = new Float64Array(prior.length);
  let any = false;
  for (let c = 0; c < prior.length; c++) {
    if (prior[c] > 0 && present.some((f) => model.explains[c * model.findings.length + f])) {
      out[c] = prior[c];
      any = true;
    }
  }
  return any ? out : prior;
}

/** Conditions by probability, most likely first. */
export function ranked(post: Posterior): number[] {
  return [...post.p.keys()].filter((c) => post.p[c] > 0).sort((a, b) => post.p[b] - post.p[a]);
}

export interface Explanation {
  /** Answers that made the condition more likely, strongest first. */
  raising: FindingId[];
  /** Answers that made it less likely, strongest first. */
  lowering: FindingId[];
}

/**
 * How likely each answer is on average over the conditions, weighted by how common they are for
 * this person: the yardstick `explain` compares each condition with (computed once per step).
 */
export function averageFactors(model: Model, post: Posterior): Map<number, number> {
  const out = new Map<number, number>();
  for (const [f, v] of post.resolved) {
    if (v === 0) continue;
    let avg = 0;
    for (let o = 0; o < post.prior.length; o++) if (post.prior[o] > 0) avg += post.prior[o] * factor(model, post.resolved, o, f, v);
    out.set(f, avg);
  }
  return out;
}

/**
 * Which answers raised or lowered a condition: an answer raises it when it is more likely under
 * this condition than on average over the others (weighted by how common they are for this person).
 */
export function explain(model: Model, post: Posterior, c: number, averages = averageFactors(model, post)): Explanation {
  const scored: { id: FindingId; s: number }[] = [];
  for (const [f, avg] of averages) {
    const v = post.resolved.get(f)!;
    const mine = factor(model, post.resolved, c, f, v);
    if (mine === 1 && v === -1) continue;
    const s = Math.log(mine / avg);
    if (Math.abs(s) >= Math.log(1.5)) scored.push({ id: model.findings[f], s });
  }
  scored.sort((a, b) => Math.abs(b.s) - Math.abs(a.s));
  return { raising: scored.filter((x) => x.s > 0).map((x) => x.id), lowering: scored.filter((x) => x.s < 0).map((x) => x.id) };
}

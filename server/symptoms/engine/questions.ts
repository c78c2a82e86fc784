import { TRIAGE_LEVELS, type QuestionType } from '../../../src/protocol/interviews';
import type { FindingId, RedFlag } from '../types';
import { conditional, impliedAbsent, ranked, type Case, type Posterior } from './inference';
import { fitsSex, type Model } from './model';
import { inAges, unsureFindingOf } from './triage';

/** A question in ids; the interview service words it in the interview's language. */
export interface Question {
  type: QuestionType;
  items: FindingId[];
  /** group_single: the exclusive group asked; group_multiple: the parent symptom its items refine. */
  groupId?: string;
  about?: FindingId;
}

/** The conditions the next question should tell apart: the most probable ones, up to 99.5 % of the mass (at most MAX_FOCUS). */
const MASS = 0.995;
const MAX_FOCUS = 30;
/**
 * A symptom of a body area none of the complaints is in (toothache for a cough) counts for this
 * share of its information: it needs a strong reason to be asked. Symptoms of three areas or more
 * (fever, tiredness) belong to the whole body and count fully.
 */
export const OFF_AREA_WEIGHT = 0.5;
const WHOLE_BODY_AREAS = 3;
/** More items than this in one group_multiple question tire people. */
const MAX_GROUP_ITEMS = 5;
/** A sibling joins a group_multiple question when it is worth at least this share of the best question. */
const GROUP_SHARE = 0.35;
/**
 * A red-flag finding is asked before anything else once it is this likely for the person (over
 * the leading conditions that name it): rare emergencies weigh little in information gain, but a
 * missed one costs most, so the checker screens for them as a triage nurse would, the more
 * eagerly the more urgent the flag.
 */
export const SCREEN_FROM: Record<RedFlag['triage'], number> = { emergency_ambulance: 0.01, emergency: 0.02, consultation_24: 0.05 };

function focus(post: Posterior): { cs: number[]; w: number[] } {
  const cs: number[] = [];
  const w: number[] = [];
  let mass = 0;
  for (const c of ranked(post)) {
    if (mass >= MASS || cs.length >= MAX_FOCUS) break;
    cs.push(c);
    w.push(post.p[c]);
    mass += post.p[c];
  }
  return { cs, w: w.map((x) => x / mass) };
}

const entropy = (w: readonly number[]) => {
  let h = 0;
  for (const x of w) if (x > 0) h -= x * Math.log(x);
  return h;
};

/**
 * What a question is worth: what it teaches about which condition it is, plus TRIAGE_WEIGHT times
 * what it teaches about how urgent it is. A question that could reveal a rare emergency (a cold
 * sweat with indigestion, the pill and a long flight with breathlessness) is worth asking even
 * when it hardly reorders the likely conditions.
 */
export const TRIAGE_WEIGHT = 1;

interface Focus {
  cs: number[];
  w: number[];
  /** Entropy over the conditions. */
  h: number;
  /** Each focus condition's triage level (index into TRIAGE_LEVELS), and the entropy over levels. */
  level: number[];
  hLevel: number;
}

function value(f: Focus, outcomes: readonly Float64Array[]): number {
  return gain(f.w, outcomes, f.h) + TRIAGE_WEIGHT * levelGain(f, outcomes);
}

/** Expected reduction of uncertainty (nats) over the triage levels of the focus conditions. */
function levelGain(f: Focus, outcomes: readonly Float64Array[]): number {
  let expected = 0;
  const mass = new Float64Array(TRIAGE_LEVELS.length);
  for (const q of outcomes) {
    mass.fill(0);
    let pk = 0;
    for (let i = 0; i < f.w.length; i++) {
      const x = f.w[i] * q[i];
      mass[f.level[i]] += x;
      pk += x;
    }
    if (pk <= 0) continue;
    let hk = 0;
    for (const m of mass) if (m > 0) hk -= (m / pk) * Math.log(m / pk);
    expected += pk * hk;
  }
  return f.hLevel - expected;
}

/** Expected reduction of uncertainty (nats) over the focus conditions when each outcome has probability `q[k][c]`. */
function gain(w: readonly number[], outcomes: readonly Float64Array[], h: number): number {
  let expected = 0;
  for (const q of outcomes) {
    let pk = 0;
    for (let i = 0; i < w.length; i++) pk += w[i] * q[i];
    if (pk <= 0) continue;
    let hk = 0;
    for (let i = 0; i < w.length; i++) {
      const x = (w[i] * q[i]) / pk;
      if (x > 0) hk -= x * Math.log(x);
    }
    expected += pk * hk;
  }
  return h - expected;
}

/** Findings it makes sense to ask now: not answered or settled, right for the person's sex, parent (if any) present. */
export function askableNow(model: Model, person: Case, post: Posterior, f: number): boolean {
  if (!model.askable[f] || post.resolved.has(f)) return false;
  if (!fitsSex(model.sex[f], person.sex)) return false;
  const par = model.parent[f];
  if (par >= 0 && post.resolved.get(par) !== 1) return false;
  if (impliedAbsent(model, post.resolved, f)) return false;
  const g = model.group[f];
  if (g >= 0 && model.groupItems[g].some((i) => post.resolved.get(i) === 1)) return false;
  return true;
}

/**
 * Whether a red-flag finding can be asked now. Unlike other questions, a specific one may be asked
 * before its general parent ("too breathless to finish a sentence?" before "short of breath?"):
 * its "yes" says the parent too, and an ordinary cough should not trip a general question.
 */
export function screenable(model: Model, person: Case, post: Posterior, f: number): boolean {
  if (!model.askable[f] || post.resolved.has(f)) return false;
  if (!fitsSex(model.sex[f], person.sex) || impliedAbsent(model, post.resolved, f)) return false;
  const g = model.group[f];
  return g < 0 || !model.groupItems[g].some((i) => post.resolved.get(i) === 1);
}

/**
 * The one follow-up to ask for a red flag the person was unsure of (every other finding present,
 * this one "don't know"): the flag's plainer form of it, or else the general finding it refines
 * ("not sure it came on suddenly": "do you have testicle pain at all?").
 */
function unsureFollowUp(model: Model, person: Case, post: Posterior): number | null {
  for (const flag of model.kb.redFlags) {
    const unsure = inAges(flag.ageMonths, person.ageMonths) ? unsureFindingOf(model, post, flag) : -1;
    if (unsure < 0) continue;
    const f = flag.unsure !== undefined ? model.index.get(flag.unsure)! : model.parent[unsure];
    if (f >= 0 && screenable(model, person, post, f)) return f;
  }
  return null;
}

/**
 * The red-flag finding to screen for now: of the flags whose other findings are all present and
 * whose last finding is not yet answered, the one most likely present.
 */
function redFlagScreen(model: Model, person: Case, post: Posterior, cs: readonly number[], w: readonly number[]): number | null {
  let best: number | null = null;
  let bestP = 0;
  for (const flag of model.kb.redFlags) {
    if (!inAges(flag.ageMonths, person.ageMonths)) continue;
    const open = flag.all.map((id) => model.index.get(id)!).filter((f) => post.resolved.get(f) !== 1);
    if (open.length !== 1 || !screenable(model, person, post, open[0])) continue;
    // Only conditions that name the finding count: a refinement's share of its parent (a sudden
    // headache for anyone with a headache) would screen every cough for a brain haemorrhage.
    const f = open[0];
    const nF = model.findings.length;
    let p = 0;
    cs.forEach((c, i) => {
      if (!model.symptomOf[f] || model.explains[c * nF + f]) p += w[i] * conditional(model, post.resolved, c, f);
    });
    if (p >= SCREEN_FROM[flag.triage] && p >= bestP) {
      best = open[0];
      bestP = p;
    }
  }
  return best;
}

export interface Choice {
  question: Question | null;
  /** Expected information of the best question (nats); small means little left to learn. */
  gain: number;
}

/** The question that reduces uncertainty over the leading conditions most. */
export function nextQuestion(model: Model, person: Case, post: Posterior): Choice {
  const followUp = unsureFollowUp(model, person, post);
  if (followUp !== null) return { question: { type: 'single', items: [model.findings[followUp]] }, gain: Infinity };
  const { cs, w } = focus(post);
  if (cs.length < 2) return { question: null, gain: 0 };
  const screen = redFlagScreen(model, person, post, cs, w);
  if (screen !== null && model.group[screen] < 0) return { question: { type: 'single', items: [model.findings[screen]] }, gain: Infinity };
  const level = cs.map((c) => TRIAGE_LEVELS.indexOf(model.conditions[c].triage));
  const levelMass = new Array<number>(TRIAGE_LEVELS.length).fill(0);
  level.forEach((l, i) => (levelMass[l] += w[i]));
  const fx: Focus = { cs, w, h: entropy(w), level, hLevel: entropy(levelMass) };
  const weight = areaWeights(model, person);
  const candidates = new Set<number>();
  for (const c of cs) for (const f of model.listed[c]) if (askableNow(model, person, post, f)) candidates.add(f);

  const single = new Map<number, number>();
  let best: { f: number; g: number; group: number } | null = null;
  const seenGroups = new Set<number>();
  for (const f of candidates) {
    const gi = model.group[f];
    if (gi >= 0) {
      if (seenGroups.has(gi)) continue;
      seenGroups.add(gi);
      const items = model.groupItems[gi].filter((i) => askableNow(model, person, post, i));
      if (items.length < 2) continue;
      const g = value(fx, groupOutcomes(model, post, cs, items));
      if (!best || g > best.g) best = { f, g, group: gi };
      continue;
    }
    const yes = new Float64Array(cs.length);
    const no = new Float64Array(cs.length);
    cs.forEach((c, i) => {
      yes[i] = conditional(model, post.resolved, c, f);
      no[i] = 1 - yes[i];
    });
    const g = value(fx, [yes, no]) * weight(f);
    single.set(f, g);
    if (!best || g > best.g) best = { f, g, group: -1 };
  }
  if (!best) return { question: null, gain: 0 };

  if (best.group >= 0) {
    const g = model.groups[best.group];
    const items = model.groupItems[best.group].filter((i) => askableNow(model, person, post, i)).map((i) => model.findings[i]);
    return { question: { type: 'group_single', items, groupId: g.id, about: g.parent }, gain: best.g };
  }
  // Features of a symptom the person has are asked together: "tell us more about your chest pain".
  const par = model.parent[best.f];
  if (par >= 0) {
    const siblings = [...single]
      .filter(([f, g]) => f !== best.f && model.parent[f] === par && g >= GROUP_SHARE * best.g)
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_GROUP_ITEMS - 1)
      .map(([f]) => f);
    if (siblings.length > 0) {
      return { question: { type: 'group_multiple', items: [best.f, ...siblings].map((f) => model.findings[f]), about: model.findings[par] }, gain: best.g };
    }
  }
  return { question: { type: 'single', items: [model.findings[best.f]] }, gain: best.g };
}

/** The weight of each finding's information by body area: full for the complaints' areas and the whole body, OFF_AREA_WEIGHT elsewhere. */
function areaWeights(model: Model, person: Case): (f: number) => number {
  // The complaints' own areas: whole-body complaints (fever) say little about where to look,
  // unless they are all there is.
  const complaints = person.evidence
    .filter((e) => (e.step ?? 0) === 0 && e.choice === 'present')
    .flatMap((e) => model.symptomOf[model.index.get(e.id) ?? -1] ?? []);
  const local = complaints.filter((c) => c.areas.length < WHOLE_BODY_AREAS);
  const areas = new Set<string>((local.length > 0 ? local : complaints).flatMap((c) => c.areas));
  return (f) => {
    const s = model.symptomOf[f];
    if (!s || areas.size === 0 || s.areas.length >= WHOLE_BODY_AREAS || s.areas.some((a) => areas.has(a))) return 1;
    return OFF_AREA_WEIGHT;
  };
}

/** Outcomes of a group_single question: each item present (the rest absent), or none of them. */
function groupOutcomes(model: Model, post: Posterior, cs: readonly number[], items: readonly number[]): Float64Array[] {
  const outcomes = items.map(() => new Float64Array(cs.length));
  const none = new Float64Array(cs.length);
  cs.forEach((c, i) => {
    let sum = 0;
    items.forEach((f, k) => {
      outcomes[k][i] = conditional(model, post.resolved, c, f);
      sum += outcomes[k][i];
    });
    const scale = sum > 0.99 ? 0.99 / sum : 1;
    for (const o of outcomes) o[i] *= scale;
    none[i] = 1 - sum * scale;
  });
  return [...outcomes, none];
}

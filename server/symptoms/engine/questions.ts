import type { QuestionType } from '../../../src/protocol/interviews';
import type { FindingId } from '../types';
import { conditional, impliedAbsent, ranked, type Case, type Posterior } from './inference';
import { fitsSex, type Model } from './model';

/** A question in ids; the interview service words it in the interview's language. */
export interface Question {
  type: QuestionType;
  items: FindingId[];
  /** group_single: the exclusive group asked; group_multiple: the parent symptom its items refine. */
  groupId?: string;
  about?: FindingId;
}

/** The conditions the next question should tell apart: the most probable ones, up to 99.9 % of the mass. */
const MASS = 0.999;
const MAX_FOCUS = 40;
/** More items than this in one group_multiple question tire people. */
const MAX_GROUP_ITEMS = 5;
/** A sibling joins a group_multiple question when it is worth at least this share of the best question. */
const GROUP_SHARE = 0.35;
/**
 * A red-flag finding is asked before anything else once it is this likely for the person (over
 * the leading conditions): rare emergencies weigh little in information gain, but a missed one
 * costs most, so the checker screens for them as a triage nurse would.
 */
export const SCREEN_FROM = 0.03;

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

/** Whether a person of this age can raise a red flag limited to some ages. */
const inAges = (ages: [number, number | null] | undefined, ageMonths: number | null) =>
  !ages || (ageMonths !== null && ageMonths >= ages[0] && (ages[1] === null || ageMonths < ages[1]));

/**
 * The red-flag finding to screen for now: of the flags whose other findings are all present and
 * whose last finding is not yet answered, the one most likely present.
 */
function redFlagScreen(model: Model, person: Case, post: Posterior, cs: readonly number[], w: readonly number[]): number | null {
  let best: number | null = null;
  let bestP = SCREEN_FROM;
  for (const flag of model.kb.redFlags) {
    if (!inAges(flag.ageMonths, person.ageMonths)) continue;
    const open = flag.all.map((id) => model.index.get(id)!).filter((f) => post.resolved.get(f) !== 1);
    if (open.length !== 1 || !askableNow(model, person, post, open[0])) continue;
    let p = 0;
    cs.forEach((c, i) => (p += w[i] * conditional(model, post.resolved, c, open[0])));
    if (p >= bestP) {
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
  const { cs, w } = focus(post);
  if (cs.length < 2) return { question: null, gain: 0 };
  const screen = redFlagScreen(model, person, post, cs, w);
  if (screen !== null && model.group[screen] < 0) return { question: { type: 'single', items: [model.findings[screen]] }, gain: Infinity };
  const h = entropy(w);
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
      const g = gain(w, groupOutcomes(model, post, cs, items), h);
      if (!best || g > best.g) best = { f, g, group: gi };
      continue;
    }
    const yes = new Float64Array(cs.length);
    const no = new Float64Array(cs.length);
    cs.forEach((c, i) => {
      yes[i] = conditional(model, post.resolved, c, f);
      no[i] = 1 - yes[i];
    });
    const g = gain(w, [yes, no], h);
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

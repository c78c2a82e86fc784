import { MAX_QUESTIONS, moreUrgent, TRIAGE_LEVELS, type ConditionStrength, type TriageLevel } from '../../../src/protocol/interviews';
import type { ConditionId, FindingId, RedFlag, SpecialityKey } from '../types';
import { averageFactors, explain, infer, ranked, type Case, type EvidenceInput, type Explanation, type Posterior } from './inference';
import type { Model } from './model';
import { nextQuestion, type Question } from './questions';
import { recommend } from './recommend';
import { triage, unsureFindingOf } from './triage';

export { compileModel, type Model } from './model';
export type { Case, EvidenceInput } from './inference';
export type { Question } from './questions';
export { MAX_QUESTIONS };

/**
 * When to stop asking (issue 15: a typical interview under 15 questions, never more than 25).
 * Stop once the leading condition is CONFIDENT after MIN_QUESTIONS, or FAIRLY_CONFIDENT after
 * ENOUGH_QUESTIONS (later answers rarely change the advice), when the best question is expected to
 * teach less than MIN_GAIN nats (LOW_GAIN after ENOUGH_QUESTIONS), when the person has said "don't know" UNKNOWN_RUN times running,
 * or when the answers have settled (SETTLE_RUN answers in a row changed neither the lead nor the advice).
 */
export const CONFIDENT = 0.9;
export const MIN_QUESTIONS = 5;
export const FAIRLY_CONFIDENT = 0.75;
export const ENOUGH_QUESTIONS = 15;
export const MIN_GAIN = 0.01;
/** After ENOUGH_QUESTIONS, a question expected to teach less than this is not worth a tired person's time. */
export const LOW_GAIN = 0.03;
export const UNKNOWN_RUN = 10;
/** Stop once SETTLE_AFTER questions are asked and the last SETTLE_RUN answers changed neither the leading condition nor the advice. */
export const SETTLE_AFTER = 8;
export const SETTLE_RUN = 5;
/** After an ambulance red flag the advice shows at once; the person may answer this many more questions to sharpen the list. */
export const AFTER_AMBULANCE_FLAG = 3;
/** After the last question, a lead below this is unclear: the triage is then at least "see a doctor". */
export const UNCLEAR_BELOW = 0.5;
/**
 * Conditions shown: at most SHOWN_CONDITIONS, each at least SHOWN_FROM probable and with at least
 * one of the person's answers speaking for it. Below 3 % a condition is noise to a patient, and
 * one with nothing for it frightens without cause; when none qualifies the result says so.
 */
export const SHOWN_CONDITIONS = 5;
export const SHOWN_FROM = 0.03;

/** A shown condition in words: strong from this probability, moderate from the next, else less likely. */
export const STRONG_FROM = 0.5;
export const MODERATE_FROM = 0.2;
export const strengthOf = (p: number): ConditionStrength => (p >= STRONG_FROM ? 'strong' : p >= MODERATE_FROM ? 'moderate' : 'less_likely');
/** Interviews are this long when the answers are clear; the progress estimate aims at it. */
export const TYPICAL_QUESTIONS = 10;
/** At most this many answers are named as the reasons for a triage. */
const MAX_REASONS = 6;

export interface Diagnosis {
  conditions: { id: ConditionId; probability: number; explanation: Explanation }[];
  question: Question | null;
  shouldStop: boolean;
  /** The most questions this interview asks. */
  questionLimit: number;
  /** How far along the interview is, 0 … 1. */
  progress: number;
  triage: { level: TriageLevel; redFlags: RedFlag[]; reasons: FindingId[]; unsure: FindingId[] };
  labs: { obligatory: string[]; recommended: string[] };
  speciality: SpecialityKey;
}

/**
 * One step of the interview, a pure function of the knowledge base and the case so far: the
 * conditions with their probabilities and explanations, the next question (none when there is
 * nothing worth asking), whether to stop, triage with red flags, lab tests and specialist.
 */
export function diagnose(model: Model, person: Case, questionsAsked: number): Diagnosis {
  const post = infer(model, person);
  const order = ranked(post);
  const t = triage(model, person, post);
  const choice = nextQuestion(model, person, post);
  const lead = order[0] === undefined ? 0 : post.p[order[0]];
  const questionLimit = limitOf(model, person.evidence, t.redFlags);
  const shouldStop =
    choice.question === null ||
    questionsAsked >= questionLimit ||
    choice.gain < MIN_GAIN ||
    (lead >= CONFIDENT && questionsAsked >= MIN_QUESTIONS) ||
    (questionsAsked >= ENOUGH_QUESTIONS && (lead >= FAIRLY_CONFIDENT || choice.gain < LOW_GAIN)) ||
    unknownRun(person.evidence) >= UNKNOWN_RUN ||
    settled(model, person, questionsAsked, order[0], t.level);
  const rec = recommend(model, post);
  const averages = averageFactors(model, post);
  const supported = order
    .filter((c) => post.p[c] >= SHOWN_FROM)
    .map((c) => ({ c, explanation: explain(model, post, c, averages) }))
    .filter(({ explanation }) => explanation.raising.some((id) => post.resolved.get(model.index.get(id)!) === 1))
    .slice(0, SHOWN_CONDITIONS);
  // An interview that ran out of questions without a clear lead is no reason to stay at home.
  const level = questionsAsked >= questionLimit && lead < UNCLEAR_BELOW ? moreUrgent(t.level, 'consultation') : t.level;
  return {
    conditions: supported.map(({ c, explanation }) => ({ id: model.conditions[c].id, probability: post.p[c], explanation })),
    question: choice.question,
    shouldStop,
    questionLimit,
    progress: shouldStop ? 1 : Math.max(questionsAsked / questionLimit, Math.min(0.95, 0.5 * lead + (0.5 * questionsAsked) / TYPICAL_QUESTIONS)),
    triage: {
      level,
      redFlags: t.redFlags,
      reasons: triageReasons(model, post, level, t.redFlags, averages),
      unsure: t.unsureFlags.map((f) => model.findings[unsureFindingOf(model, post, f)]),
    },
    labs: { obligatory: rec.obligatory, recommended: rec.recommended },
    speciality: rec.speciality,
  };
}

/** The most questions: MAX_QUESTIONS, or a few after the answer that raised an ambulance red flag. */
function limitOf(model: Model, evidence: readonly EvidenceInput[], flags: readonly RedFlag[]): number {
  let limit = MAX_QUESTIONS;
  for (const flag of flags) {
    if (flag.triage !== 'emergency_ambulance') continue;
    // The flag rose with the last of its findings to be answered (a refinement answers its parent too).
    const raisedAt = Math.max(
      ...flag.all.map((id) => {
        const f = model.index.get(id)!;
        const steps = evidence.filter((e) => e.choice === 'present' && isOrRefines(model, model.index.get(e.id) ?? -1, f)).map((e) => e.step ?? 0);
        return steps.length === 0 ? 0 : Math.min(...steps);
      }),
    );
    limit = Math.min(limit, raisedAt + AFTER_AMBULANCE_FLAG);
  }
  return limit;
}

const isOrRefines = (model: Model, f: number, target: number) => {
  for (let a = f; a >= 0; a = model.parent[a]) if (a === target) return true;
  return false;
};

/**
 * Whether the last SETTLE_RUN answers that said something (yes or no; "don't know" teaches nothing
 * and proves nothing) changed neither the leading condition nor the triage: each is re-inferred
 * without that answer and what followed.
 */
function settled(model: Model, person: Case, questionsAsked: number, lead: number | undefined, level: TriageLevel): boolean {
  if (questionsAsked < SETTLE_AFTER) return false;
  const told = [...new Set(person.evidence.filter((e) => (e.step ?? 0) > 0 && e.choice !== 'unknown').map((e) => e.step!))].sort((a, b) => b - a);
  if (told.length < SETTLE_RUN) return false;
  for (const step of told.slice(0, SETTLE_RUN)) {
    const before = { ...person, evidence: person.evidence.filter((e) => (e.step ?? 0) < step) };
    const post = infer(model, before);
    if (ranked(post)[0] !== lead || triage(model, before, post).level !== level) return false;
  }
  return true;
}

/** How many of the last answers in a row were "don't know" (complaints given at the start excluded). */
export function unknownRun(evidence: readonly EvidenceInput[]): number {
  let run = 0;
  let lastStep = -1;
  for (let i = evidence.length - 1; i >= 0; i--) {
    const e = evidence[i];
    if ((e.step ?? 0) === 0) break;
    if (e.choice !== 'unknown') break;
    if (e.step !== lastStep) run++;
    lastStep = e.step!;
  }
  return run;
}

/**
 * The answers that led to a triage level, in the words the person saw: the findings of its red
 * flags, or else the answers that raised the conditions that set the level (those at least as urgent).
 */
function triageReasons(model: Model, post: Posterior, level: TriageLevel, flags: readonly RedFlag[], averages: Map<number, number>): FindingId[] {
  const out = new Set<FindingId>();
  for (const f of flags) for (const id of f.all) if (post.resolved.get(model.index.get(id)!) === 1) out.add(id);
  if (out.size === 0) {
    const urgent = (c: number) => TRIAGE_LEVELS.indexOf(model.conditions[c].triage) <= TRIAGE_LEVELS.indexOf(level);
    for (const c of ranked(post).filter(urgent).slice(0, 3)) {
      for (const id of explain(model, post, c, averages).raising) if (post.resolved.get(model.index.get(id)!) === 1) out.add(id);
    }
  }
  return [...out].slice(0, MAX_REASONS);
}

import { moreUrgent, TRIAGE_LEVELS, type ConditionStrength, type TriageLevel } from '../../../src/protocol/interviews';
import type { ConditionId, FindingId, RedFlag, SpecialityKey } from '../types';
import { averageFactors, explain, infer, ranked, type Case, type Explanation } from './inference';
import type { Model } from './model';
import { nextQuestion, type Question } from './questions';
import { recommend } from './recommend';
import { triage } from './triage';

export { compileModel, type Model } from './model';
export type { Case, EvidenceInput } from './inference';
export type { Question } from './questions';

/** At most this many questions in one interview. */
export const MAX_QUESTIONS = 30;
/** Stop when the leading condition is this probable (and a few questions have been asked). */
export const CONFIDENT = 0.9;
export const MIN_QUESTIONS = 5;
/** After the last question, a lead below this is unclear: the triage is then at least "see a doctor". */
export const UNCLEAR_BELOW = 0.5;
/** Stop when the best question is expected to teach less than this (nats). */
export const MIN_GAIN = 0.01;
/** Conditions shown: at most this many, each at least this probable. */
export const SHOWN_CONDITIONS = 8;
export const SHOWN_FROM = 0.01;

/** A shown condition in words: strong from this probability, moderate from the next, else less likely. */
export const STRONG_FROM = 0.5;
export const MODERATE_FROM = 0.2;
export const strengthOf = (p: number): ConditionStrength => (p >= STRONG_FROM ? 'strong' : p >= MODERATE_FROM ? 'moderate' : 'less_likely');
/** Interviews are this long when the answers are clear; the progress estimate aims at it. */
export const TYPICAL_QUESTIONS = 12;
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
  triage: { level: TriageLevel; redFlags: RedFlag[]; reasons: FindingId[] };
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
  const shouldStop =
    choice.question === null ||
    questionsAsked >= MAX_QUESTIONS ||
    choice.gain < MIN_GAIN ||
    (lead >= CONFIDENT && questionsAsked >= MIN_QUESTIONS) ||
    t.redFlags.some((f) => f.triage === 'emergency_ambulance');
  const rec = recommend(model, post);
  const shown = order.filter((c) => post.p[c] >= SHOWN_FROM).slice(0, SHOWN_CONDITIONS);
  const averages = averageFactors(model, post);
  // An interview that ran out of questions without a clear lead is no reason to stay at home.
  const level = questionsAsked >= MAX_QUESTIONS && lead < UNCLEAR_BELOW ? moreUrgent(t.level, 'consultation') : t.level;
  return {
    conditions: shown.map((c) => ({ id: model.conditions[c].id, probability: post.p[c], explanation: explain(model, post, c, averages) })),
    question: choice.question,
    shouldStop,
    questionLimit: MAX_QUESTIONS,
    progress: shouldStop ? 1 : Math.max(questionsAsked / MAX_QUESTIONS, Math.min(0.95, 0.5 * lead + (0.5 * questionsAsked) / TYPICAL_QUESTIONS)),
    triage: { level, redFlags: t.redFlags, reasons: triageReasons(model, post, level, t.redFlags, averages) },
    labs: { obligatory: rec.obligatory, recommended: rec.recommended },
    speciality: rec.speciality,
  };
}


/**
 * The answers that led to a triage level, in the words the person saw: the findings of its red
 * flags, or else the answers that raised the conditions that set the level (those at least as urgent).
 */
function triageReasons(model: Model, post: ReturnType<typeof infer>, level: TriageLevel, flags: readonly RedFlag[], averages: Map<number, number>): FindingId[] {
  const out = new Set<FindingId>();
  for (const f of flags) for (const id of f.all) out.add(id);
  if (out.size === 0) {
    const urgent = (c: number) => TRIAGE_LEVELS.indexOf(model.conditions[c].triage) <= TRIAGE_LEVELS.indexOf(level);
    for (const c of ranked(post).filter(urgent).slice(0, 3)) {
      for (const id of explain(model, post, c, averages).raising) if (post.resolved.get(model.index.get(id)!) === 1) out.add(id);
    }
  }
  return [...out].slice(0, MAX_REASONS);
}

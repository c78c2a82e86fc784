import { moreUrgent, type TriageLevel } from '../../../src/protocol/interviews';
import type { ConditionId, RedFlag, SpecialityKey } from '../types';
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

export interface Diagnosis {
  conditions: { id: ConditionId; probability: number; explanation: Explanation }[];
  question: Question | null;
  shouldStop: boolean;
  triage: { level: TriageLevel; redFlags: RedFlag[] };
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
  return {
    conditions: shown.map((c) => ({ id: model.conditions[c].id, probability: post.p[c], explanation: explain(model, post, c, averages) })),
    question: choice.question,
    shouldStop,
    // An interview that ran out of questions without a clear lead is no reason to stay at home.
    triage: { level: questionsAsked >= MAX_QUESTIONS && lead < UNCLEAR_BELOW ? moreUrgent(t.level, 'consultation') : t.level, redFlags: t.redFlags },
    labs: { obligatory: rec.obligatory, recommended: rec.recommended },
    speciality: rec.speciality,
  };
}


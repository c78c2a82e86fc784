import { TRIAGE_LEVELS, type TriageLevel } from '../../../src/protocol/interviews';
import { diagnose, type Model } from '../engine';
import type { EvidenceInput } from '../engine/inference';
import type { ConditionId } from '../types';
import { answer, type PatientKind } from './patient';
import type { Vignette } from './types';

/** One vignette run through the engine by a simulated patient. */
export interface VignetteResult {
  vignette: Vignette;
  /** The conditions the result shows, most likely first. */
  ranking: ConditionId[];
  triage: TriageLevel;
  questions: number;
  /** Milliseconds spent in the engine for each step (inference and question choice). */
  stepMs: number[];
}

/** Runs the interview as the API does: initial complaints, then every question until the engine stops. */
export function simulate(model: Model, v: Vignette, kind: PatientKind = 'consistent'): VignetteResult {
  const ageMonths = v.ageUnit === 'month' ? v.age : v.age * 12;
  const evidence: EvidenceInput[] = v.initial.map((id) => ({ id, choice: 'present' }));
  const stepMs: number[] = [];
  let questions = 0;
  for (;;) {
    const started = performance.now();
    const d = diagnose(model, { ageMonths, sex: v.sex, evidence }, questions);
    stepMs.push(performance.now() - started);
    if (d.shouldStop || !d.question) return { vignette: v, ranking: d.conditions.map((c) => c.id), triage: d.triage.level, questions, stepMs };
    const q = d.question;
    const answers = q.items.map((id) => ({ id, choice: answer(model, v, id, kind) }));
    // One item of an exclusive group chosen: the rest are not (as the API records it).
    const chosen = q.type === 'group_single' ? answers.find((a) => a.choice === 'present') : undefined;
    questions++;
    for (const a of answers) evidence.push({ id: a.id, choice: chosen ? (a === chosen ? 'present' : 'absent') : a.choice, step: questions });
  }
}

export const EMERGENCY: readonly TriageLevel[] = ['emergency_ambulance', 'emergency'];
/** 4 for an ambulance … 0 for self-care. */
const urgency = (t: TriageLevel) => TRIAGE_LEVELS.length - 1 - TRIAGE_LEVELS.indexOf(t);

export interface Evaluation {
  results: VignetteResult[];
  n: number;
  /** Vignettes whose expected diagnosis the knowledge base has (the others always miss). */
  inKnowledgeBase: number;
  top1: number;
  top3: number;
  triageExact: number;
  /** More urgent than a doctor's triage. */
  overTriage: number;
  /** Less urgent than a doctor's triage. */
  underTriage: number;
  /** Share of the vignettes a doctor would send to emergency care that the engine sent there. */
  emergenciesToEmergency: number;
  emergencyCount: number;
  /** Vignettes a doctor would send to emergency care that the engine sent to self-care: must be none. */
  emergenciesToSelfCare: VignetteResult[];
  meanQuestions: number;
  p90Questions: number;
  maxQuestions: number;
}

export function evaluate(model: Model, vignettes: readonly Vignette[], kind: PatientKind = 'consistent'): Evaluation {
  const results = vignettes.map((v) => simulate(model, v, kind));
  const share = (pred: (r: VignetteResult) => boolean, of = results) => (of.length === 0 ? 0 : of.filter(pred).length / of.length);
  const emergencies = results.filter((r) => EMERGENCY.includes(r.vignette.expected.triage));
  const counts = results.map((r) => r.questions).sort((a, b) => a - b);
  return {
    results,
    n: results.length,
    inKnowledgeBase: results.filter((r) => r.vignette.expected.condition !== null).length,
    top1: share((r) => r.vignette.expected.condition !== null && r.ranking[0] === r.vignette.expected.condition),
    top3: share((r) => r.vignette.expected.condition !== null && r.ranking.slice(0, 3).includes(r.vignette.expected.condition)),
    triageExact: share((r) => r.triage === r.vignette.expected.triage),
    overTriage: share((r) => urgency(r.triage) > urgency(r.vignette.expected.triage)),
    underTriage: share((r) => urgency(r.triage) < urgency(r.vignette.expected.triage)),
    emergenciesToEmergency: share((r) => EMERGENCY.includes(r.triage), emergencies),
    emergencyCount: emergencies.length,
    emergenciesToSelfCare: emergencies.filter((r) => r.triage === 'self_care'),
    meanQuestions: counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length),
    p90Questions: counts.length === 0 ? 0 : counts[Math.min(counts.length - 1, Math.ceil(0.9 * counts.length) - 1)],
    maxQuestions: counts.length === 0 ? 0 : counts[counts.length - 1],
  };
}

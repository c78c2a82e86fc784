import { TRIAGE_LEVELS, type EvidenceChoice, type TriageLevel } from '../../../src/protocol/interviews';
import { diagnose, type Model } from '../engine';
import type { EvidenceInput } from '../engine/inference';
import type { ConditionId, FindingId } from '../types';
import type { Vignette } from './types';

/** One vignette run through the engine by a simulated patient. */
export interface VignetteResult {
  vignette: Vignette;
  ranking: ConditionId[];
  triage: TriageLevel;
  questions: number;
  /** Milliseconds spent in the engine for each step (inference and question choice). */
  stepMs: number[];
}

/**
 * A less tidy patient: this share of the findings they have (beyond their first complaints) they
 * are unsure of and answer "don't know". Chosen by a hash of vignette and finding, so runs repeat.
 */
export interface Unsure {
  share: number;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/** Whether the simulated patient has a finding: listed, or implied by a listed refinement of it. */
function answerOf(model: Model, v: Vignette, id: FindingId, unsure?: Unsure): EvidenceChoice {
  if (v.unknown?.includes(id)) return 'unknown';
  if (unsure && !v.initial.includes(id as never) && v.present.includes(id) && hash(`${v.id}:${id}`) < unsure.share) return 'unknown';
  const target = model.index.get(id);
  for (const have of v.present) {
    for (let f = model.index.get(have) ?? -1; f >= 0; f = model.parent[f]) if (f === target) return 'present';
  }
  return 'absent';
}

/** Runs the interview as the API does: initial complaints, then every question until the engine stops. */
export function simulate(model: Model, v: Vignette, unsure?: Unsure): VignetteResult {
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
    if (q.type === 'group_single') {
      const chosen = q.items.find((id) => answerOf(model, v, id, unsure) === 'present');
      for (const id of q.items) evidence.push({ id, choice: id === chosen ? 'present' : 'absent' });
    } else {
      for (const id of q.items) evidence.push({ id, choice: answerOf(model, v, id, unsure) });
    }
    questions++;
  }
}

const EMERGENCY: readonly TriageLevel[] = ['emergency_ambulance', 'emergency'];
const urgency = (t: TriageLevel) => TRIAGE_LEVELS.length - TRIAGE_LEVELS.indexOf(t);

export interface Evaluation {
  results: VignetteResult[];
  n: number;
  top1: number;
  top3: number;
  triageExact: number;
  /** Triage at least as urgent as a doctor's. */
  triageSafe: number;
  /** Share of the vignettes a doctor would send to emergency care that the engine sent there. */
  emergenciesToEmergency: number;
  emergencyCount: number;
  /** Vignettes a doctor would send to emergency care that the engine sent to self-care: must be none. */
  emergenciesToSelfCare: VignetteResult[];
  meanQuestions: number;
}

export function evaluate(model: Model, vignettes: readonly Vignette[], unsure?: Unsure): Evaluation {
  const results = vignettes.map((v) => simulate(model, v, unsure));
  const share = (pred: (r: VignetteResult) => boolean, of = results) => (of.length === 0 ? 0 : of.filter(pred).length / of.length);
  const emergencies = results.filter((r) => EMERGENCY.includes(r.vignette.expected.triage));
  return {
    results,
    n: results.length,
    top1: share((r) => r.ranking[0] === r.vignette.expected.condition),
    top3: share((r) => r.ranking.slice(0, 3).includes(r.vignette.expected.condition)),
    triageExact: share((r) => r.triage === r.vignette.expected.triage),
    triageSafe: share((r) => urgency(r.triage) >= urgency(r.vignette.expected.triage)),
    emergenciesToEmergency: share((r) => EMERGENCY.includes(r.triage), emergencies),
    emergencyCount: emergencies.length,
    emergenciesToSelfCare: emergencies.filter((r) => r.triage === 'self_care'),
    meanQuestions: results.reduce((a, r) => a + r.questions, 0) / Math.max(1, results.length),
  };
}

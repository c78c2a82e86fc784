import type { Diagnosis } from '../../symptoms/engine';
import type { StoredResult } from './interviews.repository';

/** The engine's diagnosis as an interview stores it: ids and rounded figures, worded when read. */
export function storedResult(d: Diagnosis): StoredResult {
  return {
    conditions: d.conditions.map((c) => ({ id: c.id, probability: Math.round(c.probability * 10000) / 10000, raising: c.explanation.raising.slice(0, 5), lowering: c.explanation.lowering.slice(0, 5) })),
    triage: { level: d.triage.level, redFlags: d.triage.redFlags.map((f) => f.id), reasons: d.triage.reasons, unsure: d.triage.unsure },
    labs: d.labs,
    speciality: d.speciality,
    shouldStop: d.shouldStop,
    questionLimit: d.questionLimit,
    progress: Math.round(d.progress * 1000) / 1000,
  };
}

import type { Vignette } from '../types';
import { ANSWERS, type CaseAnswers } from './answers';
import { CASES, type EvaluationCase } from './cases';

/** Written cases and their mapping as vignettes the simulated patient answers from. */
export function vignettesOf(cases: readonly EvaluationCase[], answers: Readonly<Record<string, CaseAnswers>>): Vignette[] {
  return cases.map((c) => {
    const a = answers[c.id];
    if (!a) throw new Error(`Case ${c.id} has no answers`);
    return {
      id: c.id,
      summary: `${c.age} ${c.ageUnit === 'month' ? 'month' : 'year'}-old ${c.sex}: ${c.complaint}`,
      age: c.age,
      ageUnit: c.ageUnit,
      sex: c.sex,
      initial: a.initial,
      present: a.present,
      absent: a.absent,
      expected: { condition: a.condition, triage: c.expected.triage },
      source: c.source,
      atypical: c.atypical,
    };
  });
}

/** The independent evaluation set as vignettes. */
export const EVALUATION_SET: Vignette[] = vignettesOf(CASES, ANSWERS);

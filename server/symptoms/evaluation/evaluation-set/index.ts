import type { Vignette } from '../types';
import { ANSWERS } from './answers';
import { CASES } from './cases';

/** The independent evaluation set as vignettes the simulated patient answers from. */
export const EVALUATION_SET: Vignette[] = CASES.map((c) => {
  const a = ANSWERS[c.id];
  if (!a) throw new Error(`Evaluation case ${c.id} has no answers`);
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

import type { TriageLevel } from '../../../src/protocol/interviews';
import type { ConditionId, FindingId, SymptomId } from '../types';

/**
 * A clinical vignette: a made-up patient the evaluation runs through the engine. The simulated
 * patient starts with `initial`, then answers each question from its findings: present when
 * listed in `present`, don't know when listed in `unknown`, absent otherwise.
 */
export interface Vignette {
  id: string;
  /** One line a doctor reads: "58-year-old man, crushing chest pain for 30 minutes, sweating". */
  summary: string;
  age: number;
  ageUnit?: 'year' | 'month';
  sex: 'female' | 'male';
  /** What the person types or picks first (one to three complaints). */
  initial: SymptomId[];
  /** Every finding the person has (symptoms and risk factors), initial ones included. */
  present: FindingId[];
  /** Findings the person cannot tell (e.g. a parent about a baby's headache). */
  unknown?: FindingId[];
  expected: {
    /** The diagnosis a doctor would make from this story. */
    condition: ConditionId;
    /** The triage a doctor would give. */
    triage: TriageLevel;
  };
}

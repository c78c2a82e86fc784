import type { TriageLevel } from '../../../src/protocol/interviews';
import type { ConditionId, FindingId, SymptomId } from '../types';

/**
 * A clinical vignette: a made-up patient the evaluation runs through the engine as a simulated
 * patient (./patient.ts). The patient starts with `initial`, then answers each question from the
 * case: present when the case says so, absent when it denies it, "don't know" otherwise.
 */
export interface Vignette {
  id: string;
  /** The case as a doctor reads it: "58-year-old man, crushing chest pain for 30 minutes, sweating". */
  summary: string;
  age: number;
  ageUnit?: 'year' | 'month';
  sex: 'female' | 'male';
  /** What the person types or picks first (one to three complaints). */
  initial: SymptomId[];
  /** Every finding the case says the person has (symptoms and risk factors), initial ones included. */
  present: FindingId[];
  /** Findings the case denies ("no fever"). */
  absent?: FindingId[];
  /** Findings the person cannot tell (e.g. a parent about a baby's headache); everything unlisted is unknown too. */
  unknown?: FindingId[];
  expected: {
    /** The diagnosis a doctor would make, or null when the knowledge base has no such condition (always a miss). */
    condition: ConditionId | null;
    /** The triage a doctor would give. */
    triage: TriageLevel;
  };
  /** Where the case comes from, as its writer recalls it (evaluation set). */
  source?: string;
  /** An atypical or vague presentation (evaluation set). */
  atypical?: boolean;
}

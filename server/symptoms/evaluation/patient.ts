import type { EvidenceChoice } from '../../../src/protocol/interviews';
import type { Model } from '../engine';
import type { FindingId } from '../types';
import type { Vignette } from './types';

/**
 * The simulated patient of the evaluation, answering as real patients do (issue 15): only what
 * the case says, "don't know" for everything else (not "no").
 *
 * - `consistent`: answers exactly from the case.
 * - `noisy`: like a tired or worried person, now and then unsure of something they have, unsure of
 *   something the case denies, or wrong either way (the shares below). Which answers go astray is
 *   fixed by a hash of case and finding, so runs repeat and the engine cannot be tuned to the dice.
 */
export type PatientKind = 'consistent' | 'noisy';
export const PATIENT_KINDS: readonly PatientKind[] = ['consistent', 'noisy'];

/** The noisy patient: how each true answer goes astray (shares of the questions it applies to). */
export const NOISE = {
  /** Has it, but says "don't know" / "no". */
  present: { unknown: 0.15, absent: 0.05 },
  /** The case denies it, but says "don't know" / "yes". */
  absent: { unknown: 0.1, present: 0.05 },
  /** The case does not say; says "no" / "yes" instead of "don't know". */
  unknown: { absent: 0.05, present: 0.03 },
} as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

/** What the case says of a finding: present (listed, or implied by a listed refinement), absent (denied, or its parent denied, or another item of its exclusive group present), or unknown. */
export function truth(model: Model, v: Vignette, id: FindingId): EvidenceChoice {
  const target = model.index.get(id);
  if (target === undefined) return 'unknown';
  for (const have of v.present) {
    for (let f = model.index.get(have) ?? -1; f >= 0; f = model.parent[f]) if (f === target) return 'present';
  }
  if (v.unknown?.includes(id)) return 'unknown';
  for (let f = target; f >= 0; f = model.parent[f]) if (v.absent?.includes(model.findings[f])) return 'absent';
  const g = model.group[target];
  if (g >= 0 && model.groupItems[g].some((i) => i !== target && v.present.includes(model.findings[i]))) return 'absent';
  return 'unknown';
}

/** The patient's answer to a finding the engine asks about. */
export function answer(model: Model, v: Vignette, id: FindingId, kind: PatientKind): EvidenceChoice {
  const t = truth(model, v, id);
  if (kind === 'consistent') return t;
  const h = hash(`${v.id}:${id}`);
  const n = NOISE[t];
  const [first, second] = Object.entries(n) as [EvidenceChoice, number][];
  if (h < first[1]) return first[0];
  if (h < first[1] + second[1]) return second[0];
  return t;
}

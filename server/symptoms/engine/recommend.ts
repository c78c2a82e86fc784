import type { SpecialityKey } from '../types';
import { ranked, type Posterior } from './inference';
import type { Model } from './model';

/** A condition counts for lab tests and the specialist from this probability on. */
export const OBLIGATORY_FROM = 0.2;
export const RECOMMENDED_FROM = 0.08;
const MAX_CONDITIONS = 4;

export interface Recommendation {
  /** Lab tests (English names of the lab-test list) a doctor would order in any case for the leading conditions. */
  obligatory: string[];
  /** Further tests that would help tell the leading conditions apart. */
  recommended: string[];
  /** The specialist for the most probable condition; a family doctor when nothing leads. */
  speciality: SpecialityKey;
}

export function recommend(model: Model, post: Posterior): Recommendation {
  const top = ranked(post).slice(0, MAX_CONDITIONS);
  const obligatory = new Set<string>();
  const recommended = new Set<string>();
  for (const c of top) {
    const { labs } = model.conditions[c];
    if (post.p[c] >= OBLIGATORY_FROM) for (const l of labs.obligatory ?? []) obligatory.add(l);
    if (post.p[c] >= RECOMMENDED_FROM) for (const l of [...(labs.recommended ?? []), ...(post.p[c] < OBLIGATORY_FROM ? labs.obligatory ?? [] : [])]) recommended.add(l);
  }
  for (const l of obligatory) recommended.delete(l);
  const lead = top[0];
  const speciality = lead !== undefined && post.p[lead] >= OBLIGATORY_FROM ? model.conditions[lead].speciality : 'familyDoctor';
  return { obligatory: [...obligatory], recommended: [...recommended], speciality };
}

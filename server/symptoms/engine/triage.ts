import { TRIAGE_LEVELS, moreUrgent, type TriageLevel } from '../../../src/protocol/interviews';
import type { RedFlag } from '../types';
import type { Case, Posterior } from './inference';
import type { Model } from './model';

/**
 * How much of the probability must sit on conditions at least this urgent for the triage to be
 * this urgent. Lower for the dangerous levels: a 1-in-4 chance of a heart attack is an ambulance.
 */
export const TRIAGE_THRESHOLDS: Record<Exclude<TriageLevel, 'self_care'>, number> = {
  emergency_ambulance: 0.2,
  emergency: 0.15,
  consultation_24: 0.3,
  consultation: 0.45,
};

/** The red flags a case raises: every finding present (answered or implied), and the age within range. */
export function redFlags(model: Model, person: Case, post: Posterior): RedFlag[] {
  return model.kb.redFlags.filter((flag) => {
    if (flag.ageMonths) {
      if (person.ageMonths === null) return false;
      const [from, to] = flag.ageMonths;
      if (person.ageMonths < from || (to !== null && person.ageMonths >= to)) return false;
    }
    return flag.all.every((id) => post.resolved.get(model.index.get(id)!) === 1);
  });
}

export interface Triage {
  level: TriageLevel;
  /** The level the conditions alone give, before red flags. */
  fromConditions: TriageLevel;
  redFlags: RedFlag[];
}

export function triage(model: Model, person: Case, post: Posterior): Triage {
  const mass = new Map<TriageLevel, number>(TRIAGE_LEVELS.map((l) => [l, 0]));
  model.conditions.forEach((c, i) => mass.set(c.triage, mass.get(c.triage)! + post.p[i]));
  let fromConditions: TriageLevel = 'self_care';
  let cumulative = 0;
  for (const level of TRIAGE_LEVELS) {
    if (level === 'self_care') break;
    cumulative += mass.get(level)!;
    if (cumulative >= TRIAGE_THRESHOLDS[level]) {
      fromConditions = level;
      break;
    }
  }
  const flags = redFlags(model, person, post);
  const level = flags.reduce<TriageLevel>((l, f) => moreUrgent(l, f.triage), fromConditions);
  return { level, fromConditions, redFlags: flags };
}

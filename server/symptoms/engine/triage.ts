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

/** Whether a person of this age can raise a red flag limited to some ages. */
export const inAges = (ages: [number, number | null] | undefined, ageMonths: number | null) =>
  !ages || (ageMonths !== null && ageMonths >= ages[0] && (ages[1] === null || ageMonths < ages[1]));

/** A flag's findings by index, with what the person said of each (1 present, -1 absent, 0 unknown, undefined not asked). */
const states = (model: Model, post: Posterior, flag: RedFlag) => flag.all.map((id) => post.resolved.get(model.index.get(id)!));

/**
 * The red flags a case raises: every finding present (answered or implied), the age within range.
 * A finding the person was unsure of counts when its plainer follow-up (`unsure`) is present.
 */
export function redFlags(model: Model, person: Case, post: Posterior): RedFlag[] {
  return model.kb.redFlags.filter((flag) => {
    if (!inAges(flag.ageMonths, person.ageMonths)) return false;
    const followUp = flag.unsure === undefined ? undefined : post.resolved.get(model.index.get(flag.unsure)!);
    return states(model, post, flag).every((v) => v === 1 || (v === 0 && followUp === 1));
  });
}

/** The one finding of a flag the person was unsure of ("don't know") while every other is present, by index; -1 when there is no such one. */
export function unsureFindingOf(model: Model, post: Posterior, flag: RedFlag): number {
  let unsure = -1;
  for (const id of flag.all) {
    const f = model.index.get(id)!;
    const v = post.resolved.get(f);
    if (v === 1) continue;
    if (v !== 0 || unsure >= 0) return -1;
    unsure = f;
  }
  return unsure;
}

/**
 * Red flags the person could not rule out: every finding present but one they were unsure of
 * ("don't know"), whose follow-up is not asked yet, unsure too, or missing. They do not call an
 * ambulance (issue 15): the result names them as what to watch for, with the flag's advice.
 */
export function unsureFlags(model: Model, person: Case, post: Posterior): RedFlag[] {
  return model.kb.redFlags.filter((flag) => {
    if (!inAges(flag.ageMonths, person.ageMonths) || unsureFindingOf(model, post, flag) < 0) return false;
    const followUp = flag.unsure === undefined ? undefined : post.resolved.get(model.index.get(flag.unsure)!);
    return followUp === undefined || followUp === 0;
  });
}

/**
 * Who is never told to manage at home, whatever the answers (a clinic's standing rules, issue 15):
 * the least urgent advice each may get. A wrong "no" from a worried person must not send them home.
 */
export function safetyFloor(model: Model, person: Case, post: Posterior): TriageLevel {
  const has = (id: string) => post.resolved.get(model.index.get(id)!) === 1;
  const months = person.ageMonths;
  const fever = has('s_152');
  // Any illness in a baby under 3 months needs a doctor the same day (and a fever is a red flag).
  if (months !== null && months < 3) return 'consultation_24';
  // A weakened immune system turns a fever into a same-day matter.
  if (fever && has('p_35')) return 'consultation_24';
  // Pregnancy, a fever at 75 or over, a child under 2 with a fever: a doctor should see them.
  if (has('p_10') || (fever && months !== null && (months >= 900 || months < 24))) return 'consultation';
  return 'self_care';
}

export interface Triage {
  level: TriageLevel;
  /** The level the conditions alone give, before red flags. */
  fromConditions: TriageLevel;
  redFlags: RedFlag[];
  unsureFlags: RedFlag[];
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
  const unsure = unsureFlags(model, person, post);
  const level = flags.reduce<TriageLevel>((l, f) => moreUrgent(l, f.triage), moreUrgent(fromConditions, safetyFloor(model, person, post)));
  return { level, fromConditions, redFlags: flags, unsureFlags: unsure };
}

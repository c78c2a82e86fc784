import type { Localized } from '../../src/protocol/common';
import type { TriageLevel } from '../../src/protocol/interviews';
import type { SPECIALITY } from '../db/seed/static-lists';

/**
 * The symptom checker's knowledge base (issue 5): body areas, symptoms and risk factors here;
 * conditions, their likelihoods and red flags with them. Ids follow the conventions of the
 * established symptom-checker APIs (`s_N` symptoms, `p_N` risk factors, `c_N` conditions), so a
 * clinic could swap engines without touching the client. Data files are reviewed like code.
 */

/** The body areas of SPEC §3's symptom catalogue. */
export const BODY_AREA_IDS = [
  'head', 'eyes', 'ears', 'nose', 'oral_cavity', 'neck_throat', 'nape', 'behaviour_thoughts',
  'chest', 'breasts', 'back', 'lower_back', 'upper_abdomen', 'mid_abdomen', 'lower_abdomen', 'buttocks', 'anus', 'sexual_organs',
  'skin', 'upper_limb', 'upper_arm', 'elbow', 'forearm', 'hand', 'lower_limb', 'thigh', 'knee', 'lower_leg', 'foot',
] as const;
export type BodyAreaId = (typeof BODY_AREA_IDS)[number];

/** Who a symptom or risk factor can apply to. */
export type SexGroup = 'both' | 'female' | 'male';

export interface BodyArea {
  id: BodyAreaId;
  name: Localized;
}

export type SymptomId = `s_${number}`;
export type RiskFactorId = `p_${number}`;

export interface Symptom {
  id: SymptomId;
  /** What a person picks from a list: short, as a patient says it ("Headache"). */
  name: Localized;
  /** The yes/no question the interview asks about it, addressed to the person ("Do you have a headache?"). */
  question: Localized;
  /** The areas whose list shows it (general symptoms such as fever appear under several). */
  areas: BodyAreaId[];
  sex: SexGroup;
  /** Other words people search with, in each language (lay terms, spellings). */
  aliases?: { ka?: string[]; en?: string[] };
}

export interface RiskFactor {
  id: RiskFactorId;
  name: Localized;
  /** The yes/no question the interview asks; absent for factors the interview derives (age band, sex). */
  question?: Localized;
  sex: SexGroup;
  /**
   * Set when the factor follows from the person's age or sex instead of a question: an age band
   * in months `[from, to)` (to null: no upper end), or a sex.
   */
  derived?: { ageMonths: [number, number | null] } | { sex: 'female' | 'male' };
}

export type ConditionId = `c_${number}`;
export type FindingId = SymptomId | RiskFactorId;

/**
 * How often a condition is the reason a person with symptoms turns to a doctor, as a word;
 * the engine turns it into a prior (very_common 100 : common 30 : moderate 10 : rare 3 : very_rare 1).
 */
export type Frequency = 'very_common' | 'common' | 'moderate' | 'rare' | 'very_rare';

/** A speciality by its key in the specialities list (server/db/seed/static-lists.ts). */
export type SpecialityKey = keyof typeof SPECIALITY;

export interface Condition {
  id: ConditionId;
  name: Localized;
  /** One or two plain sentences a patient understands: what it is, what usually helps. */
  description: Localized;
  prevalence: {
    frequency: Frequency;
    /**
     * Relative weight in each age band of the derived risk factors p_1 … p_7 (under 3 months,
     * 3 months–2 years, 2–12, 12–18, 18–40, 40–65, over 65): 1 typical, 0 never, above 1 more often.
     */
    ages: [number, number, number, number, number, number, number];
    /** Relative weight by sex; omitted means equal. Use 0 for the other sex of a one-sex condition. */
    sex?: { female: number; male: number };
  };
  triage: TriageLevel;
  speciality: SpecialityKey;
  /** Lab tests by their English name in the lab-test list: obligatory ones a doctor would order in any case. */
  labs: { obligatory?: string[]; recommended?: string[] };
  /** P(symptom present | condition), 0.01 … 0.99, for every symptom that matters to it (at least five). */
  symptoms: Partial<Record<SymptomId, number>>;
  /** Relative risk when a risk factor is present (2 = twice as likely; below 1 protects). */
  riskFactors?: Partial<Record<RiskFactorId, number>>;
}

/**
 * A finding or combination that makes a case urgent whatever the most probable condition is.
 * It fires when every finding of `all` is present (and the person is within `ageMonths`, `[from, to)`).
 */
export interface RedFlag {
  id: `rf_${number}`;
  /** Why it is urgent, shown with the result ("Chest pain with sweating"). */
  name: Localized;
  triage: 'emergency_ambulance' | 'emergency' | 'consultation_24';
  all: FindingId[];
  ageMonths?: [number, number | null];
  /**
   * When the person is unsure of one of the flag's findings ("don't know"), the one follow-up the
   * interview asks instead of assuming the worst: a plainer, observable form of it (its presence
   * raises the flag). Without one the follow-up is the finding's general parent. A flag still
   * unsure calls no ambulance; the result names it as a warning sign to act on.
   */
  unsure?: FindingId;
}

/**
 * Symptoms that exclude each other (how high the fever is), asked as one group_single question:
 * the person picks one, or none applies. `parent`, when set, must be present before it is asked.
 */
export interface SymptomGroup {
  id: `g_${number}`;
  question: Localized;
  items: SymptomId[];
  parent?: SymptomId;
}

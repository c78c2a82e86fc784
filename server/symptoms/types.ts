import type { Localized } from '../../src/protocol/common';

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

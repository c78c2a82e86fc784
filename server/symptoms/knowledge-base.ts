import { BODY_AREAS } from './data/body-areas';
import { ABDOMEN_CONDITIONS } from './data/conditions-abdomen';
import { BRAIN_MIND_CONDITIONS } from './data/conditions-brain-mind';
import { EYE_ENT_CONDITIONS } from './data/conditions-eye-ent';
import { HEART_LUNG_CONDITIONS } from './data/conditions-heart-lungs';
import { INFECTION_CONDITIONS } from './data/conditions-infections';
import { METABOLIC_BLOOD_CONDITIONS } from './data/conditions-metabolic-blood';
import { MUSCULOSKELETAL_CONDITIONS } from './data/conditions-musculoskeletal';
import { POISONING_ENVIRONMENT_CONDITIONS } from './data/conditions-poisoning-environment';
import { SKIN_CONDITIONS } from './data/conditions-skin';
import { UROGENITAL_CONDITIONS } from './data/conditions-urogenital';
import { RED_FLAGS } from './data/red-flags';
import { REFINEMENTS, SYMPTOM_GROUPS } from './data/symptom-groups';
import { RISK_FACTORS } from './data/risk-factors';
import { HEAD_SYMPTOMS } from './data/symptoms-head';
import { LIMB_SYMPTOMS } from './data/symptoms-limbs';
import { TRUNK_SYMPTOMS } from './data/symptoms-trunk';
import type { BodyArea, Condition, RedFlag, RiskFactor, Symptom, SymptomGroup, SymptomId } from './types';

/** The symptom checker's knowledge base, assembled from its data files (server/symptoms/data). */
export interface KnowledgeBase {
  bodyAreas: readonly BodyArea[];
  symptoms: readonly Symptom[];
  riskFactors: readonly RiskFactor[];
  conditions: readonly Condition[];
  redFlags: readonly RedFlag[];
  /** Mutually exclusive symptoms asked as one group_single question. */
  groups: readonly SymptomGroup[];
  /** A symptom that only makes sense once another is present (child → parent): "pressing chest pain" → "chest pain". */
  refinements: Readonly<Partial<Record<SymptomId, SymptomId>>>;
}

export const KNOWLEDGE_BASE: KnowledgeBase = {
  bodyAreas: BODY_AREAS,
  symptoms: [...HEAD_SYMPTOMS, ...TRUNK_SYMPTOMS, ...LIMB_SYMPTOMS],
  riskFactors: RISK_FACTORS,
  conditions: [
    ...INFECTION_CONDITIONS,
    ...EYE_ENT_CONDITIONS,
    ...SKIN_CONDITIONS,
    ...HEART_LUNG_CONDITIONS,
    ...METABOLIC_BLOOD_CONDITIONS,
    ...BRAIN_MIND_CONDITIONS,
    ...POISONING_ENVIRONMENT_CONDITIONS,
    ...ABDOMEN_CONDITIONS,
    ...UROGENITAL_CONDITIONS,
    ...MUSCULOSKELETAL_CONDITIONS,
  ],
  redFlags: RED_FLAGS,
  groups: SYMPTOM_GROUPS,
  refinements: REFINEMENTS,
};

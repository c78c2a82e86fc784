import { BODY_AREAS } from './data/body-areas';
import { RISK_FACTORS } from './data/risk-factors';
import { HEAD_SYMPTOMS } from './data/symptoms-head';
import { LIMB_SYMPTOMS } from './data/symptoms-limbs';
import { TRUNK_SYMPTOMS } from './data/symptoms-trunk';
import type { BodyArea, RiskFactor, Symptom } from './types';

/**
 * The symptom checker's knowledge base, assembled from its data files (server/symptoms/data).
 * So far: body areas, the symptom catalogue and risk factors; conditions and red flags follow.
 */
export interface KnowledgeBase {
  bodyAreas: readonly BodyArea[];
  symptoms: readonly Symptom[];
  riskFactors: readonly RiskFactor[];
}

export const KNOWLEDGE_BASE: KnowledgeBase = {
  bodyAreas: BODY_AREAS,
  symptoms: [...HEAD_SYMPTOMS, ...TRUNK_SYMPTOMS, ...LIMB_SYMPTOMS],
  riskFactors: RISK_FACTORS,
};

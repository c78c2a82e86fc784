import type { Icd10Entry } from '../../../src/protocol/case-schemas';
import { INFECTIONS } from './a-b-infections';
import { NEOPLASMS_BLOOD } from './c-d-neoplasms-blood';
import { ENDOCRINE } from './e-endocrine';
import { MENTAL } from './f-mental';
import { NERVOUS } from './g-nervous';
import { EYE_EAR } from './h-eye-ear';
import { CIRCULATORY } from './i-circulatory';
import { RESPIRATORY } from './j-respiratory';
import { DIGESTIVE } from './k-digestive';
import { SKIN } from './l-skin';
import { MUSCULOSKELETAL } from './m-musculoskeletal';
import { GENITOURINARY } from './n-genitourinary';
import { PREGNANCY_PERINATAL } from './o-q-pregnancy-perinatal';
import { SYMPTOMS } from './r-symptoms';
import { INJURY_POISONING } from './s-t-injury-poisoning';
import { SPECIAL_FACTORS } from './u-z-special-factors';

/**
 * The curated ICD-10 list shipped with the project (issue 13): every condition of the symptom
 * checker's knowledge base (their codes in conditions.ts) and the codes a primary-care doctor
 * writes every week, with the WHO 2019 English title and the name Georgian doctors use.
 *
 * It is data reviewed like code. A code is added, renamed or removed by a commit to the chapter
 * file it belongs to (one file per ICD chapter or two, each sorted by code), and that change is
 * reviewed as any other. Rules for an entry: the code is a real WHO ICD-10 (2019 edition) code
 * with its real meaning, never an ICD-10-CM extension or an invented one; the English name is the
 * WHO title (a 4-character subcategory written out in full); the Georgian name is the term a
 * Georgian clinic writes, with a common synonym in brackets where doctors use two. The 3-character
 * category is listed too where doctors write it alone (I10, J45, Z34). tests/server/icd10.test.ts
 * guards the list: codes well formed, unique and in order, both names present, every knowledge-base
 * condition mapped to a code in it; search-only words (abbreviations, older names) go in aliases.ts.
 */
export const ICD10_ENTRIES: readonly Icd10Entry[] = [
  ...INFECTIONS,
  ...NEOPLASMS_BLOOD,
  ...ENDOCRINE,
  ...MENTAL,
  ...NERVOUS,
  ...EYE_EAR,
  ...CIRCULATORY,
  ...RESPIRATORY,
  ...DIGESTIVE,
  ...SKIN,
  ...MUSCULOSKELETAL,
  ...GENITOURINARY,
  ...PREGNANCY_PERINATAL,
  ...SYMPTOMS,
  ...INJURY_POISONING,
  ...SPECIAL_FACTORS,
];

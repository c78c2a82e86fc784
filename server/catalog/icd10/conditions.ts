import type { ConditionId } from '../../symptoms/types';

/**
 * The ICD-10 code of every condition of the symptom checker's knowledge base
 * (server/symptoms/data/conditions-*.ts), so a doctor who opens a case from an interview starts
 * from a coded diagnosis. Each is the most specific code of the WHO 2019 edition that is still
 * true of the condition as the knowledge base describes it; where the condition is broader or
 * narrower than any code, the comment says which code a Georgian primary-care doctor would write
 * and why. Every code is in the list (entries.ts); tests/server/icd10.test.ts checks both.
 */
export const CONDITION_ICD10: Record<ConditionId, string> = {
  // ── Infections (conditions-infections.ts) ──
  c_1: 'J00',
  c_2: 'J11.1', // rarely tested in primary care: "virus not identified"; J10.1 once a test shows a seasonal strain
  c_3: 'U07.1',
  c_4: 'J01.9',
  c_5: 'J02.0', // the knowledge base's "tonsillopharyngitis": J03.0 when the tonsils carry it
  c_6: 'J02.9', // the virus is not identified in practice, so the unspecified pharyngitis rather than J02.8
  c_7: 'J36',
  c_8: 'J04.0',
  c_9: 'J05.0',
  c_10: 'J05.1',
  c_11: 'J20.9',
  c_12: 'J18.9', // community-acquired, organism unknown
  c_13: 'J21.9',
  c_14: 'A37.9', // diagnosed clinically; A37.0 once Bordetella pertussis is confirmed
  c_15: 'B27.0', // the knowledge base describes the Epstein–Barr infection
  c_16: 'G00.9',
  c_17: 'A41.9',
  c_18: 'B01.9',
  c_19: 'B05.9',
  c_20: 'A38',
  c_21: 'B08.4',
  c_22: 'B08.2',
  c_23: 'R56.0',
  c_24: 'R50.9', // a symptom to work up, not a diagnosis: the fever itself until its cause is found
  c_25: 'A16.2', // pulmonary TB suspected in primary care, before confirmation; A15.0 once the sputum confirms it
  c_26: 'B26.9',
  c_27: 'A69.2',
  c_28: 'A23.9',
  c_29: 'M30.3',
  // ── Eyes, ears, nose, mouth (conditions-eye-ent.ts) ──
  c_50: 'B30.9',
  c_51: 'H10.0',
  c_52: 'H10.1', // WHO files acute allergic conjunctivitis under "acute atopic conjunctivitis"
  c_53: 'H40.2',
  c_54: 'S05.0', // the abrasion; a foreign body still in the cornea is T15.0
  c_55: 'H00.0',
  c_56: 'H33.0', // rhegmatogenous detachment, the common kind
  c_57: 'H25.9', // the knowledge base's cataract is the age-related one
  c_58: 'H66.0', // a bulging red eardrum is suppurative; H65.0 for an effusion without pus
  c_59: 'H60.3', // "swimmer's ear" is an inclusion term of H60.3
  c_60: 'H61.2',
  c_61: 'H91.2',
  c_62: 'H81.1',
  c_63: 'H81.2',
  c_64: 'R04.0',
  c_65: 'J30.1', // hay fever (pollinosis), as the Georgian name says; perennial allergic rhinitis is J30.3
  c_66: 'K12.0',
  c_67: 'K04.7',
  c_68: 'K00.7',
  c_69: 'B37.0',
  c_70: 'H93.1',
  c_71: 'T16', // the ear, the commoner of the two; a foreign body in the nose is T17.1
  // ── Skin (conditions-skin.ts) ──
  c_80: 'L20.9',
  c_81: 'L25.9',
  c_82: 'L50.9',
  c_83: 'L40.0',
  c_84: 'L70.0',
  c_85: 'L03.9', // by site when known: L03.1 for a limb
  c_86: 'L02.9',
  c_87: 'B02.9',
  c_88: 'B00.1', // herpes labialis is an inclusion term of herpesviral vesicular dermatitis
  c_89: 'L01.0',
  c_90: 'B86',
  c_91: 'B35.9', // skin or nail: B35.1 for the nails, B35.3 for the feet once the site is known
  c_92: 'C43.9',
  c_93: 'B07',
  c_94: 'L22',
  c_95: 'L55.9',
  c_96: 'B85.0',
  c_97: 'L71.9',
  c_98: 'L27.0', // a generalised drug eruption (toxicoderma)
  // ── Heart, vessels, lungs (conditions-heart-lungs.ts) ──
  c_100: 'I21.9', // the knowledge base's "heart attack"; unstable angina is I20.0, ACS before troponin I24.9
  c_101: 'I20.8', // stable effort angina is filed by WHO under "other forms of angina pectoris"
  c_102: 'I71.0',
  c_103: 'I26.9',
  c_104: 'I80.2', // "deep vein thrombosis NOS" is an inclusion term of I80.2
  c_105: 'I50.0', // worsening with congestion: breathlessness, orthopnoea, swollen legs
  c_106: 'I48.9', // the kind (paroxysmal I48.0, persistent I48.1, permanent I48.2) is known only after follow-up
  c_107: 'I47.1',
  c_108: 'I10', // WHO ICD-10 has no code for a hypertensive crisis (I16 is ICD-10-CM only): it is coded by the underlying hypertension
  c_109: 'I10',
  c_110: 'I30.9',
  c_111: 'R55', // vasovagal syncope has no code of its own in WHO ICD-10
  c_112: 'J45.9', // an attack is coded as the asthma; J46 when it is severe (status asthmaticus)
  c_113: 'J45.9', // allergic J45.0 or non-allergic J45.1 once the type is known
  c_114: 'J44.1',
  c_115: 'J93.1', // primary spontaneous, without tension (J93.0)
  c_116: 'T78.2', // the trigger decides when known: food T78.0
  c_117: 'I74.3', // the knowledge base's limb ischaemia is mostly of the legs
  c_118: 'I83.9',
  c_119: 'I70.2', // peripheral arterial disease is atherosclerotic; I73.9 only when the cause is unknown
  c_120: 'M94.0', // costochondritis is an inclusion term of Tietze's syndrome
  c_121: 'C34.9',
  // ── Metabolism and blood (conditions-metabolic-blood.ts) ──
  c_150: 'E03.9',
  c_151: 'E05.9', // Graves' disease is E05.0
  c_152: 'E11.9',
  c_153: 'E10.1', // ketoacidosis is mostly type 1; E11.1 in type 2
  c_154: 'E16.2',
  c_155: 'D50.9',
  c_156: 'E53.8', // the deficiency itself, with or without anaemia; D51.9 once the anaemia is shown
  c_157: 'C85.9', // "lymphoma" unqualified indexes to non-Hodgkin lymphoma, unspecified
  c_158: 'E86',
  c_159: 'E10.9', // new-onset type 1 without ketoacidosis (that is c_153)
  // ── Brain and mind (conditions-brain-mind.ts) ──
  c_200: 'I64', // before imaging tells infarction (I63.9) from haemorrhage (I61.9)
  c_201: 'G45.9',
  c_202: 'I60.9',
  c_203: 'G43.9',
  c_204: 'G44.2',
  c_205: 'G44.0',
  c_206: 'G40.9', // a seizure of known epilepsy; a first unexplained seizure is R56.8
  c_207: 'S06.0',
  c_208: 'G51.0',
  c_209: 'G62.9',
  c_210: 'G20',
  c_211: 'F03',
  c_212: 'G50.0',
  c_213: 'F32.9', // the severity (F32.0–F32.2) once assessed
  c_214: 'F41.1',
  c_215: 'F41.0', // repeated attacks are panic disorder; a single attack has no code of its own
  c_216: 'R45.8', // suicidal ideation is an inclusion term of R45.8; the disorder behind it is coded beside it
  c_217: 'F51.0', // primary-care insomnia is mostly non-organic; G47.0 when a medical cause drives it
  c_218: 'F10.3',
  c_219: 'F23.9',
  c_220: 'F53.0',
  c_221: 'G04.9',
  c_222: 'D43.2', // a brain tumour of unknown nature before histology; C71.9 once malignant
  c_223: 'M31.6', // temporal arteritis without polymyalgia (that would be M31.5)
  c_224: 'G47.3',
  c_225: 'F90.0',
  // ── Poisoning and environment (conditions-poisoning-environment.ts) ──
  c_250: 'T58',
  c_251: 'T50.9', // the substance decides when known: paracetamol T39.1
  c_252: 'T51.0', // the Georgian name is "alcohol poisoning"; F10.0 for drunkenness without poisoning
  c_253: 'T62.0',
  c_254: 'T65.9', // detergents, solvents, paraffin or fertiliser: coded by the substance once it is known
  c_255: 'T63.0',
  c_256: 'T14.1', // the bite wound (by site when known), with Z20.3 for the rabies exposure
  c_257: 'T63.4', // a bee or wasp sting is the venom of an arthropod
  c_258: 'T14.0', // a tick bite is a superficial injury; the infections it may bring are coded when they appear
  c_259: 'T67.0',
  c_260: 'T67.5',
  c_261: 'T68',
  c_262: 'T35.7', // by site and depth (T33–T34) once examined
  c_263: 'T30.0', // by site and degree (T20–T25) once examined
  // ── Abdomen (conditions-abdomen.ts) ──
  c_300: 'A08.4',
  c_301: 'A05.9',
  c_302: 'A09.0', // the gastroenteritis, with E86 beside it for the dehydration
  c_303: 'K35.8',
  c_304: 'K81.0', // K80.0 when gallstones are shown with it
  c_305: 'K80.2',
  c_306: 'K85.9',
  c_307: 'K21.9', // K21.0 once endoscopy shows oesophagitis
  c_308: 'K27.9', // the site (gastric K25.9, duodenal K26.9) after endoscopy
  c_309: 'K92.2', // haematemesis K92.0 or melaena K92.1 by what is seen
  c_310: 'K29.7', // the knowledge base joins gastritis and functional dyspepsia; K30 for dyspepsia without gastritis
  c_311: 'K58.8', // the 2019 edition splits IBS by bowel habit (K58.1–K58.3); K58.8 until the habit is classed
  c_312: 'K59.0',
  c_313: 'K64.9',
  c_314: 'K60.2',
  c_315: 'K57.3', // uncomplicated diverticulitis of the colon
  c_316: 'K56.6',
  c_317: 'K51.9', // the knowledge base joins the two diseases; Crohn's disease is K50.9
  c_318: 'C18.9', // a cancer of the rectum is C20
  c_319: 'K90.0',
  c_320: 'B17.9', // by virus once known: hepatitis A B15.9, B B16.9
  c_321: 'K74.6',
  c_322: 'K40.9',
  c_323: 'K40.3', // the inguinal hernia, the commonest to strangulate; K40.4 with gangrene
  c_324: 'K56.1',
  c_325: 'Q40.0',
  c_326: 'E73.9',
  c_327: 'R10.4', // infantile colic is an inclusion term of R10.4
  c_328: 'B80',
  c_329: 'I71.4',
  // ── Urinary and genital organs, pregnancy, breast (conditions-urogenital.ts) ──
  c_350: 'N30.0',
  c_351: 'N10', // acute pyelonephritis is an inclusion term of N10
  c_352: 'N20.0', // N20.1 for a stone in the ureter; N23 for renal colic before imaging
  c_353: 'R33',
  c_354: 'N40',
  c_355: 'N41.9', // the knowledge base covers the acute (N41.0) and chronic (N41.1) kinds
  c_356: 'N44',
  c_357: 'N45.9',
  c_358: 'N48.4', // most erectile dysfunction seen in primary care is vascular; F52.2 when psychogenic
  c_359: 'N34.2', // urethritis before the swab; A56.0 (chlamydia) or A54.0 (gonorrhoea) once confirmed
  c_360: 'N18.9', // by stage (N18.3–N18.5) once the eGFR is known
  c_361: 'C61',
  c_362: 'B37.3',
  c_363: 'N76.0', // WHO ICD-10 has no code for bacterial vaginosis: its index sends it to acute vaginitis
  c_364: 'N94.6', // primary dysmenorrhoea N94.4 when no cause is found
  c_365: 'N94.3',
  c_366: 'N80.9',
  c_367: 'E28.2',
  c_368: 'N83.5', // the torsion; a ruptured cyst is coded by the cyst (N83.2)
  c_369: 'N73.9',
  c_370: 'O00.9',
  c_371: 'O03.9', // a threatened miscarriage, still ongoing, is O20.0
  c_372: 'Z32.1', // the visit that confirms it; later visits are Z34 (supervision of normal pregnancy)
  c_373: 'O21.1', // the severe form, with dehydration or ketosis; O21.0 is mild
  c_374: 'O14.9',
  c_375: 'O60.0',
  c_376: 'N95.1',
  c_377: 'D25.9',
  c_378: 'O91.2', // the knowledge base's mastitis is the breastfeeding one; N61 outside lactation
  c_379: 'C50.9',
  c_380: 'N60.1',
  c_381: 'A60.0',
  c_382: 'N47',
  c_383: 'N48.1',
  c_384: 'C62.9',
  c_385: 'N72',
  // ── Muscles, bones and joints (conditions-musculoskeletal.ts) ──
  c_400: 'M54.5',
  c_401: 'M54.3', // M54.4 with low back pain; M51.1 when a disc is shown to cause it
  c_402: 'M54.2',
  c_403: 'M17.9', // M17.0 when both knees are primary arthrosis
  c_404: 'M06.9',
  c_405: 'M10.9',
  c_406: 'S93.4',
  c_407: 'T14.2', // before the X-ray names the bone (e.g. S52.5 wrist, S82.6 ankle)
  c_408: 'S72.0',
  c_409: 'M75.1',
  c_410: 'M77.1',
  c_411: 'G56.0',
  c_412: 'M72.2', // plantar fasciitis is an inclusion term of M72.2
  c_413: 'S86.0',
  c_414: 'M00.9',
  c_415: 'M79.7',
  c_416: 'M80.0', // mostly postmenopausal women; M80.8 in a man or for other osteoporosis
  c_417: 'G83.4',
  c_418: 'T14.3', // a fresh strain is an injury; by site when known (e.g. S33.5 lower back)
  c_419: 'L60.0',
  c_420: 'M75.0',
  c_421: 'S76.3',
  c_422: 'M45',
  c_423: 'M35.3',
  c_424: 'S83.6', // before imaging; a torn meniscus S83.2, a cruciate ligament S83.5
  c_425: 'S53.0', // subluxation of the radial head is filed with its dislocation
};

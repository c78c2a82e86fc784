import type { SymptomGroup, SymptomId } from '../types';
import { L } from './localized';

/**
 * Mutually exclusive symptoms asked as one group_single question. Only true exclusion: degrees of
 * the same thing, or one direction of a change against the other — a person can have at most one item.
 */
export const SYMPTOM_GROUPS: SymptomGroup[] = [
  {
    id: 'g_1',
    question: L('რამდენი იყო თქვენი ყველაზე მაღალი გაზომილი ტემპერატურა?', 'What was your highest measured temperature?'),
    items: ['s_153', 's_154', 's_155'],
    parent: 's_152',
  },
  {
    id: 'g_2',
    question: L('ხველა მშრალია თუ ნახველი ამოგდით?', 'Is your cough dry, or do you cough up phlegm?'),
    items: ['s_228', 's_229'],
    parent: 's_227',
  },
  {
    id: 'g_3',
    question: L('როგორია ბავშვის ყიფლიბანდი — ამობურცული თუ ჩავარდნილი?', "How does the baby's soft spot (fontanelle) look — bulging or sunken?"),
    items: ['s_25', 's_26'],
  },
  {
    id: 'g_4',
    question: L('ბოლო თვეებში წონა უმიზეზოდ შეგეცვალათ?', 'Has your weight changed in recent months without you trying?'),
    items: ['s_165', 's_166'],
  },
  {
    id: 'g_5',
    question: L('სხვებთან შედარებით სიცივეს ან სიცხეს უფრო ცუდად იტანთ?', 'Do you cope with the cold or with the heat worse than other people?'),
    items: ['s_161', 's_162'],
  },
  {
    id: 'g_6',
    question: L('შეგეცვალათ შარდის რაოდენობა?', 'Has the amount of urine you pass changed?'),
    items: ['s_322', 's_323'],
  },
  {
    id: 'g_7',
    question: L('შეგეცვალათ განავლის ფერი?', 'Have your stools changed colour?'),
    items: ['s_282', 's_329'],
  },
  {
    id: 'g_8',
    question: L('ერთი ფეხი გაქვთ შეშუპებული თუ ორივე?', 'Is one leg swollen, or are both?'),
    items: ['s_514', 's_515'],
  },
];

/**
 * Symptoms asked only once their parent is present (child → parent): the child cannot exist without
 * the parent. Deliberately not mapped, because the child can occur without the parent: s_207 tearing
 * pain (may be in the back only), s_259 sciatic leg pain (may come without back pain), s_117 neck
 * stiffness of meningitis (a child may not report neck pain), s_103 painful swallowing, s_275 vomiting
 * without nausea, s_295 a hernia that will not go back (may never have been noticed before), s_494 a
 * pulled elbow (parents do not call it an injury), and the limb-area pains (shoulder, hip, knee,
 * wrist), which are not always joint pain.
 */
export const REFINEMENTS: Partial<Record<SymptomId, SymptomId>> = {
  // s_1 Headache
  s_2: 's_1', s_3: 's_1', s_4: 's_1', s_5: 's_1', s_6: 's_1', s_7: 's_1', s_8: 's_1', s_9: 's_1', s_10: 's_1',
  // s_13 Head injury
  s_14: 's_13', s_15: 's_13',
  // s_28 Seizure (fit)
  s_29: 's_28',
  // s_31 Dizziness
  s_32: 's_31', s_33: 's_31', s_34: 's_31',
  // s_42 Eye pain
  s_43: 's_42',
  // s_60 Earache
  s_62: 's_60',
  // s_65 Hearing loss
  s_66: 's_65',
  // s_72 Runny nose
  s_76: 's_72',
  // s_83 Toothache
  s_85: 's_83',
  // s_102 Sore throat
  s_108: 's_102',
  // s_104 Difficulty swallowing
  s_98: 's_104',
  // s_105 Hoarse voice
  s_106: 's_105',
  // s_116 Neck pain
  s_118: 's_116', s_119: 's_116',
  // s_138 Trouble sleeping
  s_139: 's_138',
  // s_152 Fever
  s_153: 's_152', s_154: 's_152', s_155: 's_152', s_156: 's_152', s_157: 's_152', s_454: 's_152',
  // s_200 Chest pain
  s_201: 's_200', s_202: 's_200', s_203: 's_200', s_204: 's_200', s_205: 's_200', s_206: 's_200', s_208: 's_200', s_209: 's_200',
  // s_159 Chills and shivering
  s_535: 's_159',
  // s_211 Palpitations
  s_212: 's_211', s_213: 's_211', s_537: 's_211',
  // s_215 Shortness of breath
  s_216: 's_215', s_217: 's_215', s_218: 's_215', s_219: 's_215', s_220: 's_215', s_221: 's_215',
  // s_221 Too breathless to speak
  s_538: 's_221',
  // s_227 Cough
  s_228: 's_227', s_229: 's_227', s_231: 's_227', s_233: 's_227', s_234: 's_227', s_235: 's_227', s_236: 's_227',
  // s_229 Cough with phlegm
  s_230: 's_229', s_232: 's_229',
  // s_239 Breast pain
  s_240: 's_239', s_245: 's_239',
  // s_241 Nipple discharge
  s_242: 's_241',
  // s_251 Upper or middle back pain
  s_252: 's_251',
  // s_257 Lower back pain
  s_258: 's_257', s_263: 's_257',
  // s_275 Vomiting
  s_276: 's_275', s_277: 's_275', s_278: 's_275', s_279: 's_275',
  // s_539 Abdominal pain: where it hurts and how
  s_264: 's_539', s_265: 's_539', s_266: 's_539', s_268: 's_539', s_284: 's_539', s_286: 's_539', s_287: 's_539', s_288: 's_539', s_289: 's_539',
  s_305: 's_539', s_307: 's_539', s_308: 's_539', s_309: 's_539',
  // s_307 Pain in the lower right abdomen
  s_285: 's_307',
  // s_297 Diarrhoea
  s_298: 's_297', s_299: 's_297', s_300: 's_297',
  // s_320 Leaking urine
  s_321: 's_320',
  // s_351 Unusual vaginal discharge
  s_352: 's_351', s_353: 's_351', s_354: 's_351',
  // s_365 Testicle pain
  s_366: 's_365',
  // s_540 Skin rash: its kinds
  s_400: 's_540', s_401: 's_540', s_402: 's_540', s_428: 's_540', s_429: 's_540', s_430: 's_540', s_431: 's_540', s_432: 's_540', s_433: 's_540',
  s_434: 's_540', s_435: 's_540', s_436: 's_540', s_437: 's_540', s_438: 's_540', s_439: 's_540', s_455: 's_540', s_457: 's_540',
  // s_400 Itchy rash
  s_403: 's_400', s_427: 's_400',
  // s_406 Cut, graze or wound
  s_407: 's_406', s_408: 's_406', s_410: 's_406', s_474: 's_406',
  // s_448 Hair loss
  s_449: 's_448',
  // s_458 Joint pain
  s_459: 's_458', s_463: 's_458', s_464: 's_458',
  // s_459 Pain in several joints at once
  s_499: 's_459',
  // s_461 Swollen joint
  s_460: 's_461', s_507: 's_461',
  // s_460 Red, hot, swollen joint
  s_525: 's_460',
  // s_468 Arm or hand injury
  s_471: 's_468', s_473: 's_468', s_495: 's_468',
  // s_469 Leg or foot injury
  s_472: 's_469', s_509: 's_469', s_524: 's_469',
  // s_477 Tingling or pins and needles in the arm or hand
  s_480: 's_477',
  // s_489 Shoulder pain
  s_490: 's_489', s_491: 's_489',
  // s_504 Hip pain
  s_475: 's_504',
  // s_506 Knee pain
  s_510: 's_506', s_512: 's_506',
};

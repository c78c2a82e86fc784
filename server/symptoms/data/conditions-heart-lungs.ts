import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the heart, lungs and circulation (c_100 … c_121).
 * The chest-pain conditions are written to tell each other apart: a heart attack by pressing pain at
 * rest spreading to the arm or jaw with a cold sweat; an aortic dissection by a tearing pain that
 * starts within seconds and goes through to the back; a pulmonary embolism by sudden breathlessness,
 * pain on breathing in and clot risk factors; chest-wall pain by tenderness on pressing or moving.
 * (Reflux and panic, in other files, carry heartburn and panic attacks, which these rarely have.)
 */
export const HEART_LUNG_CONDITIONS: Condition[] = [
  // ── Cardiac and vascular emergencies with chest pain ─────────────────────
  {
    id: 'c_100',
    name: L('მწვავე კორონარული სინდრომი (მიოკარდიუმის ინფარქტი)', 'Acute coronary syndrome (heart attack)'),
    description: L(
      'გულის კუნთის სისხლით მომარაგების უეცარი შეწყვეტა, როცა გულის არტერია თრომბით იხურება. ტიპურია მკერდის ძვლის უკან მჭერი, მაწვები ტკივილი, რომელიც მოსვენებისას არ გადის, ხშირად ხელში, კისერში ან ყბაში გადადის და ცივ ოფლს ახლავს. დაუყოვნებლივ დარეკეთ 112-ზე — რაც უფრო ადრე დაიწყება მკურნალობა, მით მეტი გულის კუნთი გადარჩება.',
      'A sudden blockage of blood flow to the heart muscle, usually by a clot in a heart artery. Typically a pressing, heavy pain behind the breastbone that does not ease with rest, often spreading to the arm, neck or jaw, with a cold sweat. Call 112 at once — the sooner treatment starts, the more heart muscle is saved.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.01, 0.2, 2, 3], sex: { female: 0.7, male: 1.3 } },
    triage: 'emergency_ambulance',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Troponin I', 'Complete blood count', 'Potassium (K)', 'Creatinine'],
      recommended: ['Coagulation panel', 'Lipid panel', 'Glycated haemoglobin (HbA1c)', 'Glucose (fasting)', 'Magnesium (Mg)'],
    },
    symptoms: {
      s_200: 0.9, s_201: 0.7, s_202: 0.5, s_204: 0.7, s_203: 0.3, s_209: 0.25, s_223: 0.45,
      s_205: 0.06, s_206: 0.03, s_207: 0.04, s_208: 0.07, s_210: 0.12, s_264: 0.12,
      s_20: 0.12, s_489: 0.15, s_251: 0.12, s_252: 0.12,
      s_215: 0.5, s_216: 0.25, s_217: 0.3, s_220: 0.2, s_218: 0.08, s_224: 0.2, s_232: 0.04, s_99: 0.04,
      s_423: 0.45, s_425: 0.45, s_421: 0.35, s_274: 0.35, s_275: 0.15, s_31: 0.2, s_35: 0.07,
      s_211: 0.15, s_212: 0.08, s_214: 0.05, s_163: 0.25, s_164: 0.5,
      s_213: 0.02,
      s_229: 0.06,
      s_227: 0.1,
    },
    riskFactors: { p_16: 2.5, p_27: 2.5, p_28: 2, p_29: 3.5, p_32: 2, p_44: 2, p_19: 1.5, p_18: 2, p_31: 2, p_36: 2 },
  },
  {
    id: 'c_101',
    name: L('სტაბილური სტენოკარდია', 'Stable angina'),
    description: L(
      'გულის არტერიების შევიწროების გამო გულის კუნთს დატვირთვისას ჟანგბადი არ ჰყოფნის. მკერდის ძვლის უკან მჭერი ტკივილი ჩნდება სიარულისას, კიბეზე ასვლისას ან ემოციური დაძაბვისას და მოსვენებიდან რამდენიმე წუთში გადის. მიმართეთ კარდიოლოგს; თუ ტკივილი მოსვენებისას გაჩნდა ან 15 წუთზე მეტხანს გრძელდება, დარეკეთ 112-ზე.',
      'Narrowed heart arteries leave the heart muscle short of oxygen during effort. A pressing pain behind the breastbone comes on when walking, climbing stairs or under stress and settles within a few minutes of rest. See a cardiologist; if the pain comes on at rest or lasts more than 15 minutes, call 112.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0, 0.2, 2, 3], sex: { female: 0.8, male: 1.2 } },
    triage: 'consultation',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Lipid panel', 'Glucose (fasting)', 'Complete blood count'],
      recommended: ['Glycated haemoglobin (HbA1c)', 'Creatinine', 'Thyroid-stimulating hormone (TSH)', 'Troponin I'],
    },
    symptoms: {
      s_200: 0.9, s_203: 0.9, s_201: 0.65, s_202: 0.35, s_223: 0.45, s_204: 0.05, s_209: 0.1,
      s_205: 0.05, s_208: 0.05, s_210: 0.1, s_20: 0.1, s_489: 0.1,
      s_215: 0.5, s_216: 0.45, s_423: 0.15, s_425: 0.07, s_274: 0.08, s_31: 0.07, s_211: 0.12, s_163: 0.25,
      s_206: 0.02, s_213: 0.02, s_217: 0.05, s_220: 0.05,
    },
    riskFactors: { p_16: 2.5, p_27: 2.5, p_28: 2, p_29: 3, p_32: 2, p_44: 2, p_19: 1.5, p_36: 1.5 },
  },
  {
    id: 'c_102',
    name: L('აორტის განშრევება', 'Aortic dissection'),
    description: L(
      'აორტის — სხეულის უმსხვილესი არტერიის — კედლის შიდა შრის უეცარი გახლეჩა. იწყება წამებში, ძალიან ძლიერი, მგლეჯავი ტკივილით გულმკერდში ან ზურგში, ბეჭებს შორის, რომელიც შეიძლება ქვემოთ, წელისა და მუცლისკენ გადაინაცვლებდეს. სიცოცხლისთვის საშიში მდგომარეობაა: დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A sudden tear in the inner wall of the aorta, the body\'s main artery. It starts within seconds as a very severe, tearing pain in the chest or in the back between the shoulder blades, which may move down towards the lower back and abdomen. It is life-threatening: call 112 at once.',
    ),
    prevalence: { frequency: 'very_rare', ages: [0, 0, 0, 0.05, 0.3, 2, 3], sex: { female: 0.7, male: 1.5 } },
    triage: 'emergency_ambulance',
    speciality: 'surgeon',
    labs: {
      obligatory: ['D-dimer', 'Troponin I', 'Complete blood count', 'Creatinine'],
      recommended: ['Coagulation panel', 'Potassium (K)'],
    },
    symptoms: {
      s_200: 0.85, s_207: 0.8, s_209: 0.85, s_204: 0.6, s_201: 0.15, s_202: 0.2, s_203: 0.05, s_205: 0.05, s_208: 0.03,
      s_251: 0.5, s_252: 0.5, s_257: 0.15, s_289: 0.2, s_293: 0.05, s_116: 0.1,
      s_423: 0.45, s_425: 0.45, s_421: 0.35, s_274: 0.2, s_215: 0.25, s_31: 0.2, s_35: 0.15,
      s_24: 0.35, s_481: 0.08, s_27: 0.05, s_37: 0.08, s_485: 0.08,
      s_206: 0.02,
    },
    riskFactors: { p_28: 4, p_18: 2, p_16: 1.5 },
  },
  {
    id: 'c_103',
    name: L('ფილტვის არტერიის თრომბოემბოლია', 'Pulmonary embolism'),
    description: L(
      'ფილტვის არტერიის დახშობა თრომბით, რომელიც ხშირად ფეხის ვენიდან მოწყდა. ვლინდება უეცარი ქოშინით, ჩასუნთქვისას მჩხვლეტავი ტკივილით, აჩქარებული გულისცემით, ზოგჯერ სისხლის ამოხველებით ან გულის წასვლით; საფრთხე მეტია ოპერაციის, ხანგრძლივი უმოძრაობის, მშობიარობის ან ადრე გადატანილი თრომბის შემდეგ. დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A blood clot, usually from a leg vein, blocking an artery in the lungs. It causes sudden breathlessness, sharp pain on breathing in and a racing heart, sometimes coughing up blood or fainting; the risk is higher after surgery, long immobility, childbirth or an earlier clot. Call 112 at once.',
    ),
    prevalence: { frequency: 'rare', ages: [0.01, 0.01, 0.02, 0.3, 1, 1.5, 2.5] },
    triage: 'emergency_ambulance',
    speciality: 'pulmonologist',
    labs: {
      obligatory: ['D-dimer', 'Troponin I', 'Complete blood count'],
      recommended: ['NT-proBNP', 'Creatinine', 'Coagulation panel', 'Prothrombin time (PT) and INR'],
    },
    symptoms: {
      s_215: 0.85, s_220: 0.7, s_217: 0.5, s_216: 0.5, s_221: 0.15, s_538: 0.135, s_224: 0.55, s_99: 0.08,
      s_200: 0.55, s_205: 0.45, s_209: 0.35, s_204: 0.3, s_201: 0.1, s_202: 0.05, s_208: 0.03, s_210: 0.03, s_223: 0.2,
      s_227: 0.25, s_228: 0.15, s_231: 0.1, s_222: 0.05,
      s_211: 0.4, s_31: 0.25, s_35: 0.12, s_423: 0.25, s_425: 0.2, s_421: 0.15, s_128: 0.15,
      s_514: 0.2, s_513: 0.2, s_152: 0.15, s_153: 0.12, s_163: 0.2, s_164: 0.4,
      s_206: 0.03, s_212: 0.08, s_213: 0.03, s_218: 0.1, s_219: 0.05, s_155: 0.01, s_233: 0.03, s_537: 0.35, s_536: 0.1,
    },
    riskFactors: { p_24: 3.5, p_25: 3, p_26: 3.5, p_38: 2.5, p_11: 3, p_10: 2.5, p_13: 2.5, p_15: 2, p_22: 2, p_19: 1.5, p_16: 1.3 },
  },

  // ── Veins: blood clot in the leg ─────────────────────────────────────────
  {
    id: 'c_104',
    name: L('ღრმა ვენების თრომბოზი', 'Deep vein thrombosis'),
    description: L(
      'თრომბი ფეხის (იშვიათად ხელის) ღრმა ვენაში. ერთი ფეხი შეშუპებულია, წვივი მტკივა, კანი შეიძლება თბილი და მოწითალო იყოს; საფრთხე მეტია ოპერაციის, ხანგრძლივი მგზავრობის ან წოლითი რეჟიმის შემდეგ. ახლავე მიმართეთ გადაუდებელი დახმარების განყოფილებას; თუ ქოშინი ან გულმკერდის ტკივილი დაემატა, დარეკეთ 112-ზე — თრომბი შეიძლება ფილტვში გადავიდეს.',
      'A blood clot in a deep vein of the leg (rarely the arm). One leg becomes swollen with a painful calf, and the skin may be warm and reddish; the risk is higher after surgery, a long journey or bed rest. Go to an emergency department now; if you become breathless or get chest pain, call 112 — the clot may have travelled to the lungs.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 0.2, 0.8, 1.5, 2.5] },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {
      obligatory: ['D-dimer', 'Complete blood count'],
      recommended: ['Coagulation panel', 'Prothrombin time (PT) and INR', 'Creatinine'],
    },
    symptoms: {
      s_514: 0.85, s_513: 0.7, s_404: 0.2, s_516: 0.15, s_517: 0.2, s_518: 0.15, s_487: 0.2, s_470: 0.1,
      s_486: 0.06, s_511: 0.08, s_515: 0.04, s_152: 0.08, s_153: 0.08, s_215: 0.05, s_200: 0.03,
    },
    riskFactors: { p_24: 3.5, p_25: 3, p_26: 3.5, p_38: 2.5, p_11: 3, p_10: 2.5, p_13: 2.5, p_15: 2, p_22: 2.5, p_19: 1.5, p_16: 1.3 },
  },

  // ── Heart failure and rhythm ─────────────────────────────────────────────
  {
    id: 'c_105',
    name: L('გულის უკმარისობის გაუარესება', 'Heart failure (worsening)'),
    description: L(
      'გული სისხლს საკმარისად ვეღარ ტუმბავს და ორგანიზმში სითხე გროვდება. ქოშინი მატულობს დატვირთვისას და წოლისას, ღამით შეიძლება ჰაერის უკმარისობით გაგეღვიძოთ, კოჭები და წვივები შეშუპებულია, წონა რამდენიმე დღეში მატულობს. 24 საათის განმავლობაში მიმართეთ ექიმს; მოსვენებისას ძლიერი ქოშინის ან ვარდისფერი ქაფიანი ნახველის დროს დარეკეთ 112-ზე.',
      'The heart no longer pumps well enough and fluid builds up in the body. Breathlessness gets worse on effort and when lying flat, you may wake at night gasping, the ankles and legs swell and weight goes up over a few days. See a doctor within 24 hours; call 112 if you are very breathless at rest or cough up pink, frothy phlegm.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.02, 0.02, 0.01, 0.02, 0.15, 1, 4] },
    triage: 'consultation_24',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['NT-proBNP', 'Creatinine', 'Potassium (K)', 'Sodium (Na)', 'Complete blood count'],
      recommended: ['Urea', 'Thyroid-stimulating hormone (TSH)', 'Troponin I', 'Albumin', 'Alanine aminotransferase (ALT)', 'Ferritin'],
    },
    symptoms: {
      s_215: 0.9, s_216: 0.85, s_217: 0.35, s_218: 0.6, s_219: 0.4, s_220: 0.15, s_224: 0.3, s_99: 0.05,
      s_227: 0.4, s_228: 0.2, s_234: 0.3, s_232: 0.08, s_222: 0.2, s_223: 0.2,
      s_515: 0.7, s_514: 0.05, s_166: 0.5, s_292: 0.2, s_503: 0.05,
      s_163: 0.75, s_280: 0.25, s_274: 0.15, s_314: 0.3, s_322: 0.15,
      s_211: 0.3, s_212: 0.15, s_31: 0.2, s_35: 0.05, s_200: 0.15, s_201: 0.08, s_421: 0.15, s_37: 0.05,
      s_213: 0.05, s_229: 0.2, s_230: 0.05, s_203: 0.08, s_204: 0.04,
    },
    riskFactors: { p_29: 5, p_28: 2.5, p_30: 3, p_27: 2, p_36: 2, p_19: 1.5, p_17: 1.5, p_34: 1.5 },
  },
  {
    id: 'c_106',
    name: L('წინაგულების ფიბრილაცია (მოციმციმე არითმია)', 'Atrial fibrillation'),
    description: L(
      'გულის რიტმის ხშირი დარღვევა, როცა გული არარეგულარულად და ხშირად აჩქარებულად ცემს. ვლინდება გულის ფრიალით, ქოშინით, თავბრუსხვევით და დაღლილობით; მკურნალობის გარეშე ზრდის ინსულტის რისკს. 24 საათის განმავლობაში მიმართეთ ექიმს; გულმკერდის ტკივილის, გულის წასვლის ან ძლიერი ქოშინის დროს დარეკეთ 112-ზე.',
      'A common heart rhythm problem in which the heart beats irregularly and often fast. It causes palpitations, breathlessness, dizziness and tiredness, and without treatment raises the risk of stroke. See a doctor within 24 hours; call 112 if you have chest pain, faint or are very breathless.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 0.02, 0.2, 1.5, 4], sex: { female: 0.9, male: 1.1 } },
    triage: 'consultation_24',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Thyroid-stimulating hormone (TSH)', 'Potassium (K)', 'Complete blood count', 'Creatinine'],
      recommended: ['Magnesium (Mg)', 'Free thyroxine (FT4)', 'NT-proBNP', 'Troponin I', 'Glycated haemoglobin (HbA1c)'],
    },
    symptoms: {
      s_211: 0.75, s_212: 0.75, s_213: 0.25, s_214: 0.05,
      s_215: 0.5, s_216: 0.45, s_217: 0.1, s_163: 0.5, s_31: 0.3, s_34: 0.1, s_35: 0.07,
      s_200: 0.15, s_223: 0.15, s_128: 0.2, s_423: 0.1, s_515: 0.1,
      s_201: 0.08, s_204: 0.04, s_205: 0.02, s_208: 0.02, s_209: 0.03, s_220: 0.15, s_218: 0.05, s_219: 0.05, s_537: 0.45,
    },
    riskFactors: { p_30: 5, p_28: 2.5, p_29: 3, p_17: 2, p_39: 2, p_19: 1.5, p_27: 1.3, p_34: 1.3 },
  },
  {
    id: 'c_107',
    name: L('სუპრავენტრიკულური (პაროქსიზმული) ტაქიკარდია', 'Supraventricular tachycardia'),
    description: L(
      'ძალიან ხშირი, მაგრამ რეგულარული გულისცემის შეტევები (ხშირად წუთში 150-ზე მეტი), რომლებიც უეცრად იწყება და ასევე უეცრად წყდება. შეტევას შეიძლება ახლდეს თავბრუსხვევა, ქოშინი ან მკერდის შებოჭილობა. თუ შეტევა ახლა გრძელდება, მიმართეთ გადაუდებელი დახმარების განყოფილებას; შეტევებს შორის გული კარდიოლოგმა უნდა გამოიკვლიოს.',
      'Bouts of a very fast but regular heartbeat (often over 150 a minute) that start and stop suddenly. A bout may bring dizziness, breathlessness or a tight chest. If a bout is going on now, go to an emergency department; between bouts, a cardiologist should check your heart.',
    ),
    prevalence: { frequency: 'rare', ages: [0.3, 0.5, 0.7, 1, 1.2, 1, 0.7], sex: { female: 1.3, male: 0.8 } },
    triage: 'emergency',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Potassium (K)', 'Thyroid-stimulating hormone (TSH)'],
      recommended: ['Magnesium (Mg)', 'Complete blood count', 'Troponin I', 'Free thyroxine (FT4)'],
    },
    symptoms: {
      s_211: 0.95, s_213: 0.85, s_212: 0.1, s_31: 0.4, s_35: 0.1, s_215: 0.35, s_224: 0.2, s_223: 0.3, s_200: 0.25,
      s_128: 0.25, s_129: 0.1, s_423: 0.2, s_421: 0.2, s_274: 0.1, s_163: 0.2, s_323: 0.1, s_101: 0.1,
      s_201: 0.12, s_209: 0.1, s_204: 0.05, s_205: 0.02, s_208: 0.02, s_220: 0.2, s_537: 0.7,
    },
    riskFactors: { p_18: 1.5, p_39: 1.5 },
  },

  // ── Blood pressure and fainting ──────────────────────────────────────────
  {
    id: 'c_108',
    name: L('ჰიპერტონული კრიზი', 'Hypertensive crisis'),
    description: L(
      'არტერიული წნევის მკვეთრი მატება 180/110 მმ ვწყ. სვ.-ზე მეტად. შეიძლება ახლდეს ძლიერი თავის ტკივილი, გულისრევა, მხედველობის დაბინდვა, თავბრუსხვევა ან გულმკერდის ტკივილი. ახლავე მიმართეთ გადაუდებელი დახმარების განყოფილებას; სისუსტის, მეტყველების დარღვევის ან გულმკერდის ტკივილის დროს დარეკეთ 112-ზე.',
      'A sharp rise in blood pressure to 180/110 or above. It may come with a severe headache, nausea, blurred vision, dizziness or chest pain. Go to an emergency department now; call 112 if you have weakness, trouble speaking or chest pain.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 0.05, 0.4, 1.5, 2.5] },
    triage: 'emergency',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Creatinine', 'Potassium (K)', 'Urinalysis'],
      recommended: ['Troponin I', 'Sodium (Na)', 'Complete blood count', 'Glucose (fasting)', 'Thyroid-stimulating hormone (TSH)'],
    },
    symptoms: {
      s_24: 0.95, s_1: 0.6, s_10: 0.3, s_31: 0.35, s_274: 0.3, s_275: 0.12, s_47: 0.2, s_67: 0.1, s_77: 0.12,
      s_200: 0.15, s_223: 0.1, s_215: 0.2, s_218: 0.05, s_211: 0.3, s_128: 0.3, s_132: 0.15, s_160: 0.1, s_423: 0.15, s_37: 0.05,
      s_201: 0.08, s_205: 0.02, s_208: 0.02, s_212: 0.05, s_213: 0.03,
    },
    riskFactors: { p_28: 7, p_36: 2, p_19: 1.5, p_18: 2 },
  },
  {
    id: 'c_109',
    name: L('არტერიული ჰიპერტენზია (მაღალი წნევა)', 'High blood pressure (essential hypertension)'),
    description: L(
      'ხანგრძლივად მომატებული არტერიული წნევა (140/90-ზე მეტი). ხშირად არანაირ ჩივილს არ იწვევს, ზოგჯერ კი თავის ტკივილით, კეფის სიმძიმით ან ყურებში შუილით ვლინდება; მკურნალობის გარეშე ზრდის ინფარქტისა და ინსულტის რისკს. მიმართეთ ოჯახის ექიმს წნევის შესამოწმებლად და მკურნალობის შესარჩევად.',
      'Blood pressure that stays high (above 140/90). It often causes no symptoms at all, though some people notice headaches, a heavy feeling at the back of the head or ringing in the ears; untreated, it raises the risk of heart attack and stroke. See your family doctor to check your blood pressure and agree on treatment.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.1, 0.6, 2, 3] },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: {
      obligatory: ['Creatinine', 'Potassium (K)', 'Sodium (Na)', 'Lipid panel', 'Glucose (fasting)', 'Urinalysis'],
      recommended: ['Glycated haemoglobin (HbA1c)', 'Urine microalbumin', 'Thyroid-stimulating hormone (TSH)', 'Uric acid'],
    },
    symptoms: {
      s_24: 0.2, s_1: 0.3, s_10: 0.25, s_31: 0.2, s_67: 0.1, s_77: 0.05, s_47: 0.05, s_163: 0.2, s_211: 0.1, s_216: 0.1, s_81: 0.15,
      s_215: 0.12,
    },
    riskFactors: { p_28: 8, p_19: 2.5, p_27: 1.5, p_36: 1.5, p_17: 1.5, p_44: 1.3 },
  },
  {
    id: 'c_110',
    name: L('პერიკარდიტი', 'Pericarditis'),
    description: L(
      'გულის გარსის (პერიკარდიუმის) ანთება, ხშირად ვირუსული ინფექციის შემდეგ. გულმკერდის მჩხვლეტავი ტკივილი ძლიერდება ღრმად ჩასუნთქვისას და ზურგზე წოლისას, მსუბუქდება წამოჯდომისა და წინ გადახრისას; ხშირად ახლავს სიცხე. 24 საათის განმავლობაში მიმართეთ ექიმს.',
      'Inflammation of the sac around the heart, often after a viral infection. The sharp chest pain is worse on breathing in and lying on your back, and eases when you sit up and lean forward; a fever is common. See a doctor within 24 hours.',
    ),
    prevalence: { frequency: 'rare', ages: [0.05, 0.1, 0.3, 0.8, 1.5, 1, 0.7], sex: { female: 0.7, male: 1.3 } },
    triage: 'consultation_24',
    speciality: 'cardiologist',
    labs: {
      obligatory: ['Troponin I', 'C-reactive protein (CRP)', 'Complete blood count'],
      recommended: ['Erythrocyte sedimentation rate (ESR)', 'Creatinine', 'Thyroid-stimulating hormone (TSH)'],
    },
    symptoms: {
      s_200: 0.95, s_205: 0.7, s_206: 0.7, s_204: 0.5, s_209: 0.3, s_202: 0.25, s_201: 0.15, s_489: 0.15,
      s_208: 0.05, s_203: 0.05, s_207: 0.02,
      s_152: 0.4, s_153: 0.26, s_154: 0.12, s_215: 0.35, s_224: 0.2, s_211: 0.2, s_227: 0.15,
      s_163: 0.4, s_164: 0.5, s_465: 0.2, s_102: 0.15,
      s_155: 0.02, s_213: 0.03,
    },
    riskFactors: { p_54: 1.5 },
  },
  {
    id: 'c_111',
    name: L('ვაზოვაგალური სინკოპე (გულის წასვლა)', 'Fainting (vasovagal syncope)'),
    description: L(
      'ხანმოკლე გონების დაკარგვა, როცა წნევა და პულსი წამიერად ეცემა — ხშირად დიდხანს დგომისას, სიცხეში, ტკივილის, შიშის ან სისხლის დანახვისას. მანამდე ჩნდება თავბრუსხვევა, გულისრევა, ოფლიანობა და თვალებში დაბნელება; გონება რამდენიმე წამში ბრუნდება. მიმართეთ ექიმს; თუ გული დატვირთვისას ან გულის ფრიალის შემდეგ წაგივიდათ, გული სასწრაფოდ უნდა გამოიკვლიოთ.',
      'A brief blackout when blood pressure and pulse drop for a moment — often after standing for a long time, in the heat, or with pain, fear or the sight of blood. It is preceded by dizziness, nausea, sweating and dimming vision, and you come round within seconds. See a doctor; if you fainted during exertion or after palpitations, have your heart checked urgently.',
    ),
    prevalence: { frequency: 'common', ages: [0.05, 0.2, 0.8, 2, 1.5, 0.8, 0.8], sex: { female: 1.2, male: 0.8 } },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: {
      obligatory: ['Complete blood count', 'Glucose (fasting)'],
      recommended: ['Potassium (K)', 'Sodium (Na)', 'Ferritin'],
    },
    symptoms: {
      s_35: 0.9, s_31: 0.7, s_34: 0.35, s_274: 0.45, s_275: 0.05, s_423: 0.5, s_425: 0.35, s_421: 0.6, s_47: 0.35,
      s_67: 0.2, s_211: 0.2, s_224: 0.1, s_163: 0.3, s_28: 0.08, s_13: 0.05,
      s_212: 0.03, s_213: 0.01,
    },
    riskFactors: { p_62: 1.5 },
  },

  // ── Airways and lungs ────────────────────────────────────────────────────
  {
    id: 'c_112',
    name: L('ბრონქული ასთმის შეტევა', 'Asthma attack'),
    description: L(
      'ბრონქების უეცარი შევიწროება ასთმის დროს. სუნთქვა მსტვინავი და გაძნელებულია, მკერდი შებოჭილია, გაწუხებთ ხველა, სწრაფი მოქმედების ინჰალატორი კი ჩვეულებისამებრ აღარ შველის. გამოიყენეთ ინჰალატორი და ახლავე მიმართეთ გადაუდებელ დახმარებას; თუ წინადადების დასრულება ვერ შეგიძლიათ ან ტუჩები გაგილურჯდათ, დარეკეთ 112-ზე.',
      'A sudden narrowing of the airways in asthma. Breathing is wheezy and hard, the chest feels tight, you cough, and the reliever inhaler helps less than usual. Use your reliever inhaler and go to an emergency department now; call 112 if you cannot finish a sentence or your lips turn blue.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.5, 1.5, 1.5, 1, 0.8, 0.6] },
    triage: 'emergency',
    speciality: 'pulmonologist',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)'] },
    symptoms: {
      s_215: 0.95, s_222: 0.85, s_223: 0.75, s_217: 0.65, s_220: 0.5, s_221: 0.3, s_538: 0.27, s_224: 0.6, s_225: 0.25, s_99: 0.05,
      s_227: 0.7, s_228: 0.45, s_229: 0.2, s_234: 0.4, s_200: 0.15,
      s_211: 0.35, s_128: 0.3, s_163: 0.3, s_80: 0.35, s_72: 0.3, s_152: 0.15, s_153: 0.1,
      s_201: 0.05, s_205: 0.05, s_208: 0.02, s_155: 0.02, s_219: 0.2, s_213: 0.02,
    },
    riskFactors: { p_33: 8, p_49: 2, p_16: 1.5, p_54: 1.5 },
  },
  {
    id: 'c_113',
    name: L('არაკონტროლირებადი ბრონქული ასთმა', 'Asthma, poorly controlled'),
    description: L(
      'ასთმა, რომელიც მკურნალობის მიუხედავად ხშირად იჩენს თავს: ღამის ხველა, მსტვინავი სუნთქვა, ქოშინი დატვირთვისას და სწრაფი მოქმედების ინჰალატორის ხშირი საჭიროება. მიმართეთ პულმონოლოგს ან ალერგოლოგს — ხშირად საკმარისია მკურნალობის გადახედვა და ინჰალატორის სწორი მოხმარების სწავლა.',
      'Asthma that keeps flaring despite treatment: a night-time cough, wheezing, breathlessness on effort and frequent need for the reliever inhaler. See a lung specialist or allergist — reviewing the treatment and learning the right inhaler technique is often enough.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.4, 1.5, 1.5, 1, 0.8, 0.6] },
    triage: 'consultation',
    speciality: 'pulmonologist',
    labs: { recommended: ['Complete blood count'] },
    symptoms: {
      s_222: 0.75, s_223: 0.6, s_215: 0.7, s_216: 0.7, s_217: 0.08,
      s_227: 0.8, s_228: 0.55, s_229: 0.25, s_234: 0.7, s_233: 0.45,
      s_80: 0.5, s_74: 0.3, s_72: 0.3, s_73: 0.3, s_75: 0.2, s_434: 0.15, s_138: 0.25, s_163: 0.3,
      s_219: 0.3, s_220: 0.1,
    },
    riskFactors: { p_33: 8, p_49: 3, p_16: 1.5 },
  },
  {
    id: 'c_114',
    name: L('ფილტვის ქრონიკული ობსტრუქციული დაავადების (ფქოდ) გამწვავება', 'COPD flare-up'),
    description: L(
      'ფილტვის ქრონიკული ობსტრუქციული დაავადების გამწვავება, ხშირად ინფექციის ფონზე: ქოშინი ჩვეულებრივზე ძლიერია, ხველა ხშირდება, ნახველი მატულობს და ყვითელ ან მწვანე ფერს იღებს. 24 საათის განმავლობაში მიმართეთ ექიმს; მოსვენებისას ძლიერი ქოშინის, დაბნეულობის ან ტუჩების გალურჯების დროს დარეკეთ 112-ზე.',
      'A flare-up of chronic obstructive pulmonary disease (COPD), often set off by an infection: more breathless than usual, coughing more, with more phlegm that turns yellow or green. See a doctor within 24 hours; call 112 if you are very breathless at rest, confused or your lips turn blue.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0, 0.1, 1.5, 3] },
    triage: 'consultation_24',
    speciality: 'pulmonologist',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)'],
      recommended: ['Procalcitonin', 'Potassium (K)', 'NT-proBNP', 'SARS-CoV-2 PCR test'],
    },
    symptoms: {
      s_215: 0.95, s_216: 0.85, s_217: 0.4, s_218: 0.2, s_220: 0.15, s_221: 0.1, s_538: 0.09, s_224: 0.4, s_99: 0.08,
      s_227: 0.9, s_229: 0.8, s_230: 0.6, s_233: 0.6, s_231: 0.05, s_222: 0.6, s_223: 0.45,
      s_152: 0.27, s_153: 0.15, s_154: 0.1, s_163: 0.6, s_164: 0.5, s_515: 0.15, s_37: 0.05,
      s_155: 0.02, s_219: 0.15,
    },
    riskFactors: { p_34: 9, p_16: 4 },
  },
  {
    id: 'c_115',
    name: L('სპონტანური პნევმოთორაქსი', 'Spontaneous pneumothorax'),
    description: L(
      'ჰაერის მოხვედრა ფილტვსა და გულმკერდის კედელს შორის, რის გამოც ფილტვი ნაწილობრივ ან მთლიანად იკუმშება. ტიპურია უეცარი, ცალმხრივი მჩხვლეტავი ტკივილი გულმკერდში და ქოშინი, ყველაზე ხშირად მაღალ, გამხდარ ახალგაზრდა მამაკაცებსა და მწეველებში. ახლავე მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'Air leaking into the space between the lung and the chest wall, so that the lung partly or fully collapses. It typically causes sudden, one-sided sharp chest pain and breathlessness, most often in tall, thin young men and in smokers. Go to an emergency department now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.05, 0.05, 0.1, 1.5, 2, 1, 0.8], sex: { female: 0.5, male: 1.5 } },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_200: 0.9, s_209: 0.8, s_205: 0.7, s_204: 0.4, s_201: 0.1, s_202: 0.1, s_208: 0.05, s_489: 0.15,
      s_215: 0.8, s_220: 0.8, s_217: 0.35, s_221: 0.08, s_538: 0.072, s_224: 0.4, s_99: 0.04,
      s_227: 0.2, s_228: 0.15, s_211: 0.3, s_423: 0.1, s_425: 0.1,
      s_203: 0.03, s_206: 0.03, s_212: 0.05, s_213: 0.03,
    },
    riskFactors: { p_16: 3, p_34: 2, p_33: 1.3 },
  },
  {
    id: 'c_116',
    name: L('ანაფილაქსია (ანაფილაქსიური შოკი)', 'Anaphylaxis'),
    description: L(
      'მძიმე, სიცოცხლისთვის საშიში ალერგიული რეაქცია, რომელიც წუთებში ვითარდება წამლის, საკვების ან მწერის ნაკბენის შემდეგ: ჭინჭრის ციება, ტუჩების, ენის ან ყელის შეშუპება, სუნთქვის გაძნელება, თავბრუსხვევა და წნევის დაცემა. დაუყოვნებლივ დარეკეთ 112-ზე; თუ ადრენალინის ავტოინჟექტორი გაქვთ, გამოიყენეთ.',
      'A severe, life-threatening allergic reaction that develops within minutes of a medicine, food or insect sting: hives, swelling of the lips, tongue or throat, difficulty breathing, dizziness and a drop in blood pressure. Call 112 at once, and use an adrenaline auto-injector if you have one.',
    ),
    prevalence: { frequency: 'rare', ages: [0.2, 0.7, 1, 1.2, 1, 0.8, 0.6] },
    triage: 'emergency_ambulance',
    speciality: 'allergist',
    labs: {},
    symptoms: {
      s_403: 0.8, s_400: 0.85, s_160: 0.4, s_426: 0.1, s_91: 0.5, s_19: 0.4, s_52: 0.3, s_114: 0.4, s_115: 0.15, s_105: 0.2, s_104: 0.25,
      s_215: 0.7, s_220: 0.5, s_221: 0.15, s_538: 0.135, s_222: 0.45, s_223: 0.45, s_224: 0.35, s_99: 0.1,
      s_31: 0.5, s_34: 0.2, s_35: 0.3, s_421: 0.2, s_422: 0.1, s_423: 0.2, s_425: 0.2, s_211: 0.5, s_128: 0.3, s_37: 0.05,
      s_274: 0.3, s_275: 0.25, s_286: 0.3, s_297: 0.1, s_74: 0.15, s_72: 0.15, s_39: 0.2,
      s_413: 0.25, s_439: 0.15,
      s_427: 0.01, s_106: 0.01, s_213: 0.03, s_536: 0.4, s_537: 0.4,
    },
    riskFactors: { p_50: 6, p_49: 4, p_47: 2.5, p_33: 1.5 },
  },

  // ── Arteries and veins of the limbs ──────────────────────────────────────
  {
    id: 'c_117',
    name: L('კიდურის მწვავე იშემია', 'Acute limb ischaemia'),
    description: L(
      'კიდურის არტერიის უეცარი დახშობა თრომბით ან ემბოლით, ხშირად მოციმციმე არითმიის დროს. ხელი ან ფეხი უეცრად ცივდება, ფერმკრთალდება, ძლიერ მტკივა, ბუჟდება და სუსტდება. დაუყოვნებლივ დარეკეთ 112-ზე — კიდურის გადასარჩენად მხოლოდ რამდენიმე საათია.',
      'A sudden blockage of an artery to an arm or leg by a clot, often in people with atrial fibrillation. The limb suddenly turns cold, pale, very painful, numb and weak. Call 112 at once — there are only a few hours to save the limb.',
    ),
    prevalence: { frequency: 'very_rare', ages: [0, 0, 0, 0.02, 0.2, 1.5, 3] },
    triage: 'emergency_ambulance',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Coagulation panel', 'Complete blood count', 'Creatinine', 'Potassium (K)'],
      recommended: ['Prothrombin time (PT) and INR', 'Troponin I', 'Glucose (fasting)'],
    },
    symptoms: {
      s_485: 0.9, s_513: 0.4, s_520: 0.35, s_466: 0.1, s_478: 0.6, s_477: 0.1, s_481: 0.35, s_470: 0.35, s_487: 0.2,
      s_422: 0.35, s_421: 0.4, s_528: 0.2, s_211: 0.3, s_212: 0.3,
    },
    riskFactors: { p_30: 5, p_16: 2.5, p_27: 2, p_29: 2.5, p_32: 1.5, p_28: 1.5 },
  },
  {
    id: 'c_118',
    name: L('ფეხის ვენების ვარიკოზული გაგანიერება', 'Varicose veins'),
    description: L(
      'ფეხის ზედაპირული ვენების გაგანიერება და დაკლაკნა. საღამოობით ფეხები მძიმდება, სტკივა და კოჭებთან შუპდება, ღამით შეიძლება კრუნჩხვები აწუხებდეს. ეხმარება სიარული, ფეხების აწევა და კომპრესიული წინდები; მკურნალობის შესარჩევად მიმართეთ ქირურგს (ფლებოლოგს).',
      'Widened, twisted veins under the skin of the legs. By the evening the legs feel heavy and achy and the ankles swell, and night cramps are common. Walking, raising the legs and compression stockings help; see a vein surgeon to discuss treatment.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.2, 0.8, 1.5, 2], sex: { female: 1.4, male: 0.7 } },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_517: 0.95, s_518: 0.7, s_515: 0.35, s_514: 0.2, s_513: 0.25, s_466: 0.35, s_521: 0.15,
      s_400: 0.1, s_434: 0.1, s_519: 0.08, s_516: 0.08,
    },
    riskFactors: { p_10: 2, p_19: 2 },
  },
  {
    id: 'c_119',
    name: L('პერიფერიული არტერიების დაავადება', 'Peripheral arterial disease'),
    description: L(
      'ფეხის არტერიების შევიწროება ათეროსკლეროზის გამო. სიარულისას წვივში (ზოგჯერ ბარძაყში ან დუნდულოში) ჩნდება ტკივილი, რომელიც გაჩერებიდან რამდენიმე წუთში გადის; მძიმე შემთხვევაში ტერფი ცივია და ჭრილობები ცუდად შეხორცდება. ეხმარება მოწევის შეწყვეტა და ყოველდღიური სიარული; მიმართეთ სისხლძარღვთა ქირურგს.',
      'Narrowing of the leg arteries by fatty deposits. Walking brings on pain in the calf (sometimes the thigh or buttock) that eases a few minutes after stopping; in severe cases the foot is cold and wounds heal poorly. Stopping smoking and walking every day help; see a vascular surgeon.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0, 0.1, 1.5, 3], sex: { female: 0.8, male: 1.2 } },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Lipid panel', 'Glucose (fasting)', 'Glycated haemoglobin (HbA1c)'],
      recommended: ['Creatinine', 'Complete blood count'],
    },
    symptoms: {
      s_520: 0.85, s_513: 0.85, s_466: 0.3, s_487: 0.3, s_338: 0.15, s_504: 0.1,
      s_478: 0.25, s_479: 0.1, s_519: 0.1, s_529: 0.15, s_528: 0.05, s_485: 0.05, s_370: 0.2,
    },
    riskFactors: { p_16: 4, p_27: 3, p_29: 2, p_28: 1.5, p_32: 1.5, p_36: 1.5 },
  },

  // ── Chest wall ───────────────────────────────────────────────────────────
  {
    id: 'c_120',
    name: L('კოსტოქონდრიტი (გულმკერდის კედლის ტკივილი)', 'Costochondritis (chest wall pain)'),
    description: L(
      'ნეკნებისა და მკერდის ძვლის შემაერთებელი ხრტილების ანთება ან გადაღლა — გულმკერდის ტკივილის ხშირი და უსაფრთხო მიზეზი. ტკივილი ძლიერდება მტკივნეულ ადგილზე დაჭერისას, მოძრაობისას ან ღრმად ჩასუნთქვისას და ჩვეულებრივ რამდენიმე კვირაში გადის; ეხმარება მოსვენება და ტკივილგამაყუჩებელი. თუ ტკივილი მჭერია, ხელში ან ყბაში გადადის ან ქოშინს ახლავს, მიმართეთ ექიმს.',
      'Inflammation or strain of the cartilage joining the ribs to the breastbone — a common and harmless cause of chest pain. The pain is worse when you press on the sore spot, move or breathe in deeply, and usually settles within a few weeks with rest and painkillers. If the pain is pressing, spreads to the arm or jaw, or comes with breathlessness, see a doctor.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.05, 0.6, 1.5, 1.5, 1, 0.6] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_200: 0.95, s_208: 0.85, s_205: 0.5, s_204: 0.3, s_203: 0.15, s_209: 0.15, s_223: 0.15,
      s_201: 0.1, s_202: 0.05, s_206: 0.05, s_210: 0.05, s_215: 0.1, s_227: 0.15, s_251: 0.1, s_128: 0.15,
    },
    riskFactors: { p_22: 1.5 },
  },

  // ── Lung cancer ──────────────────────────────────────────────────────────
  {
    id: 'c_121',
    name: L('ფილტვის კიბო', 'Lung cancer'),
    description: L(
      'ავთვისებიანი სიმსივნე ფილტვში, ძირითადად მწეველებსა და ყოფილ მწეველებში. ეჭვი უნდა გაჩნდეს, თუ ხველა 3 კვირაზე მეტხანს გრძელდება ან ხასიათი შეეცვალა, ნახველში სისხლია, ხმა ჩაგეხლიჩათ, წონაში იკლებთ ან ქოშინი მატულობს. მიმართეთ ექიმს გულმკერდის რენტგენოგრაფიისთვის — ადრე აღმოჩენილი კიბო უკეთ იკურნება.',
      'A cancer growing in the lung, mostly in current or former smokers. Suspect it when a cough lasts more than 3 weeks or changes, with blood in the phlegm, a hoarse voice, weight loss or growing breathlessness. See a doctor for a chest X-ray — cancer found early is more treatable.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0.01, 0.1, 1.5, 3], sex: { female: 0.7, male: 1.3 } },
    triage: 'consultation',
    speciality: 'pulmonologist',
    labs: {
      obligatory: ['Complete blood count'],
      recommended: ['Calcium (Ca)', 'Sodium (Na)', 'Alanine aminotransferase (ALT)', 'Alkaline phosphatase (ALP)', 'Creatinine'],
    },
    symptoms: {
      s_227: 0.75, s_233: 0.6, s_228: 0.35, s_229: 0.3, s_231: 0.25, s_222: 0.1,
      s_215: 0.5, s_216: 0.45, s_200: 0.3, s_205: 0.1, s_489: 0.08,
      s_105: 0.15, s_106: 0.12, s_104: 0.05, s_237: 0.05, s_19: 0.04, s_109: 0.1, s_110: 0.06, s_168: 0.05,
      s_165: 0.45, s_280: 0.4, s_163: 0.65, s_164: 0.4, s_421: 0.2, s_424: 0.12, s_152: 0.1, s_153: 0.08,
      s_452: 0.15, s_534: 0.15, s_1: 0.1,
      s_201: 0.08, s_204: 0.1, s_208: 0.05, s_209: 0.03, s_220: 0.05, s_218: 0.08, s_155: 0.01,
    },
    riskFactors: { p_16: 7, p_34: 2 },
  },
];

import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the glands, metabolism and blood (c_150 … c_159): thyroid, diabetes and blood sugar,
 * anaemia, lymphoma and dehydration. Their symptoms are mostly general ones (tiredness, thirst,
 * weight change, heat or cold intolerance, pallor), so the likelihoods below lean on the features
 * that tell them apart: cold and weight gain against heat and weight loss, thirst with much urine,
 * pallor with breathlessness on effort, numb feet with poor balance, lumps with night sweats.
 */
export const METABOLIC_BLOOD_CONDITIONS: Condition[] = [
  // ── Thyroid ──────────────────────────────────────────────────────────────
  {
    id: 'c_150',
    name: L('ჰიპოთირეოზი', 'Hypothyroidism'),
    description: L(
      'ფარისებრი ჯირკვალი ჰორმონს საკმარისად ვერ გამოიმუშავებს და ორგანიზმში ყველაფერი ნელდება. ტიპურია დაღლილობა, სიცივის ცუდად ატანა, წონის მატება, კანის სიმშრალე, თმის ცვენა, ყაბზობა და დაქვეითებული გუნება. სისხლის ანალიზით (TSH) ადვილად დგინდება და ჰორმონის ტაბლეტებით კარგად იმართება; მიმართეთ ენდოკრინოლოგს.',
      'The thyroid gland makes too little hormone and the body slows down. Typical are tiredness, feeling the cold, weight gain, dry skin, hair loss, constipation and low mood. A blood test (TSH) shows it easily and daily hormone tablets treat it well; see an endocrinologist.',
    ),
    prevalence: { frequency: 'common', ages: [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2], sex: { female: 1.6, male: 0.4 } },
    triage: 'consultation',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Thyroid-stimulating hormone (TSH)', 'Free thyroxine (FT4)'],
      recommended: ['Thyroid peroxidase antibodies (anti-TPO)', 'Lipid panel', 'Complete blood count', 'Sodium (Na)'],
    },
    symptoms: {
      s_163: 0.8, s_161: 0.55, s_166: 0.5, s_447: 0.5, s_448: 0.35, s_453: 0.2, s_303: 0.4,
      s_122: 0.35, s_143: 0.25, s_144: 0.3, s_140: 0.35, s_465: 0.3, s_466: 0.2, s_458: 0.15,
      s_111: 0.2, s_52: 0.25, s_19: 0.2, s_105: 0.15, s_214: 0.15, s_515: 0.15, s_476: 0.08, s_480: 0.08,
      s_215: 0.15, s_216: 0.15, s_280: 0.1, s_344: 0.2, s_345: 0.15,
      s_162: 0.03, s_165: 0.05,
      s_477: 0.12, s_449: 0.03, s_220: 0.02,
    },
    riskFactors: { p_39: 6, p_11: 2 },
  },
  {
    id: 'c_151',
    name: L('ჰიპერთირეოზი (თირეოტოქსიკოზი)', 'Hyperthyroidism'),
    description: L(
      'ფარისებრი ჯირკვალი ზედმეტ ჰორმონს გამოიმუშავებს და ორგანიზმი „აჩქარებულ რეჟიმში“ მუშაობს: გული ხშირად ცემს, კარგი მადის მიუხედავად წონაში იკლებთ, სიცხეს ცუდად იტანთ, ოფლიანობთ, ხელები გიკანკალებთ, ღიზიანდებით და ცუდად გძინავთ. ზოგჯერ თვალები გამოიბერება ან კისრის წინა მხარეს ფარისებრი ჯირკვალი გადიდდება (ჩიყვი). მიმართეთ ენდოკრინოლოგს.',
      'The thyroid gland makes too much hormone and the body runs too fast: a racing heart, weight loss despite a good appetite, feeling the heat, sweating, shaky hands, irritability and poor sleep. The eyes may bulge or the gland may swell at the front of the neck (goitre). See an endocrinologist.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.01, 0.02, 0.1, 0.5, 1.5, 1.2, 0.8], sex: { female: 1.7, male: 0.3 } },
    triage: 'consultation',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Thyroid-stimulating hormone (TSH)', 'Free thyroxine (FT4)', 'Free triiodothyronine (FT3)'],
      recommended: ['Thyroid peroxidase antibodies (anti-TPO)', 'Complete blood count', 'Alanine aminotransferase (ALT)', 'Calcium (Ca)'],
    },
    symptoms: {
      s_165: 0.6, s_211: 0.7, s_212: 0.12, s_162: 0.6, s_423: 0.55, s_160: 0.15, s_488: 0.55,
      s_132: 0.45, s_131: 0.45, s_128: 0.45, s_129: 0.1, s_138: 0.45, s_144: 0.25, s_163: 0.55, s_467: 0.3,
      s_297: 0.25, s_167: 0.1, s_111: 0.5, s_57: 0.25, s_45: 0.2, s_38: 0.1, s_48: 0.05,
      s_215: 0.3, s_216: 0.3, s_448: 0.2, s_345: 0.2, s_248: 0.05,
      s_280: 0.07, s_161: 0.03, s_166: 0.05,
      s_213: 0.05, s_220: 0.02, s_299: 0.01, s_300: 0.12, s_449: 0.03,
    },
    riskFactors: { p_39: 5, p_11: 2 },
  },

  // ── Diabetes and blood sugar ─────────────────────────────────────────────
  {
    id: 'c_152',
    name: L('მე-2 ტიპის შაქრიანი დიაბეტი', 'Type 2 diabetes'),
    description: L(
      'სისხლში შაქრის ხანგრძლივად მომატებული დონე, რომელიც ძირითადად ჭარბწონიან და ხანშიშესულ ადამიანებში ვითარდება. ხშირად წლობით ჩუმად მიმდინარეობს; შესაძლოა იყოს წყურვილი, ხშირი შარდვა, დაღლილობა, ჭრილობების ნელი შეხორცება, ფეხების დაბუჟება ან წვა. მიმართეთ ოჯახის ექიმს ან ენდოკრინოლოგს — დიეტა, მოძრაობა და წამლები გართულებებს აგაცილებთ.',
      'Blood sugar that stays too high, mostly in people who are overweight or older. It often goes unnoticed for years; there may be thirst, passing urine often, tiredness, slow-healing wounds, or numb or burning feet. See your family doctor or an endocrinologist — diet, activity and medicines prevent complications.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.2, 0.5, 2, 3] },
    triage: 'consultation',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)'],
      recommended: ['Lipid panel', 'Creatinine', 'Urine microalbumin', 'Urinalysis', 'Alanine aminotransferase (ALT)'],
    },
    symptoms: {
      s_167: 0.45, s_323: 0.45, s_312: 0.4, s_314: 0.35, s_92: 0.35, s_163: 0.5, s_165: 0.2, s_166: 0.2, s_47: 0.2,
      s_476: 0.2, s_479: 0.2, s_478: 0.2, s_409: 0.15, s_529: 0.08, s_408: 0.05, s_502: 0.05, s_426: 0.1,
      s_355: 0.15, s_353: 0.08, s_373: 0.08, s_311: 0.1, s_316: 0.08, s_370: 0.2,
      s_351: 0.15, s_406: 0.06,
    },
    riskFactors: { p_27: 5, p_19: 4, p_28: 2, p_32: 2 },
  },
  {
    id: 'c_153',
    name: L('დიაბეტური კეტოაციდოზი', 'Diabetic ketoacidosis'),
    description: L(
      'შაქრიანი დიაბეტის სიცოცხლისთვის საშიში გართულება, როცა ინსულინი არ ჰყოფნის და სისხლში შაქარი და კეტონები (აცეტონი) გროვდება. ძლიერ წყურვილსა და ხშირ შარდვას ემატება გულისრევა, ღებინება, მუცლის ტკივილი, ღრმა და აჩქარებული სუნთქვა, პირიდან აცეტონის სუნი და ძილიანობა. დაუყოვნებლივ დარეკეთ 112-ზე; ხშირად ეს პირველი ნიშანია, რომ ადამიანს (განსაკუთრებით ბავშვს) დიაბეტი აქვს.',
      'A life-threatening complication of diabetes in which there is too little insulin and sugar and ketones build up in the blood. Severe thirst and passing lots of urine come with nausea, vomiting, stomach pain, deep fast breathing, a fruity (acetone) smell on the breath and drowsiness. Call 112 at once; it is often the first sign of diabetes, especially in a child.',
    ),
    prevalence: { frequency: 'rare', ages: [0.05, 0.3, 1, 2, 1.5, 0.6, 0.4] },
    triage: 'emergency_ambulance',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Potassium (K)', 'Sodium (Na)', 'Creatinine', 'Urinalysis'],
      recommended: ['Complete blood count', 'Urea', 'Glycated haemoglobin (HbA1c)', 'C-reactive protein (CRP)', 'Magnesium (Mg)'],
    },
    symptoms: {
      s_167: 0.85, s_323: 0.75, s_312: 0.5, s_92: 0.7, s_326: 0.15, s_322: 0.05,
      s_274: 0.7, s_275: 0.65, s_279: 0.35, s_264: 0.3, s_286: 0.25, s_280: 0.4, s_93: 0.3,
      s_224: 0.55, s_215: 0.3, s_36: 0.35, s_37: 0.25, s_31: 0.3, s_34: 0.2, s_47: 0.2, s_59: 0.3, s_422: 0.05,
      s_163: 0.8, s_164: 0.8, s_165: 0.55, s_211: 0.3, s_465: 0.15, s_152: 0.1, s_153: 0.08,
      s_155: 0.01,
    },
    riskFactors: { p_27: 6, p_17: 1.5 },
  },
  {
    id: 'c_154',
    name: L('ჰიპოგლიკემია (სისხლში შაქრის დაქვეითება)', 'Hypoglycaemia'),
    description: L(
      'სისხლში შაქრის დონის დაცემა, ძირითადად ინსულინით ან შაქრის დამწევი ტაბლეტებით მკურნალობისას — საკვების გამოტოვების, დიდი ფიზიკური დატვირთვის ან ალკოჰოლის შემდეგ. ვლინდება ოფლიანობით, კანკალით, გულის ფრიალით, შიმშილით, დაბნეულობით და უჩვეულო ქცევით, მძიმე შემთხვევაში გონების დაკარგვით ან კრუნჩხვით. თუ ადამიანი გონზეა, მაშინვე მიეცით ტკბილი სასმელი ან შაქარი და მიმართეთ ექიმს; თუ ყლაპვა არ შეუძლია, ძნელად ფხიზლდება ან კრუნჩხვა აქვს, დარეკეთ 112-ზე.',
      'A drop in blood sugar, mostly in people treated with insulin or sugar-lowering tablets, after a missed meal, hard exercise or alcohol. It causes sweating, shaking, a pounding heart, hunger, confusion and odd behaviour, and in severe cases fainting or a fit. If the person is awake, give a sugary drink or sugar straight away and get medical help; if they cannot swallow, are hard to wake or have a fit, call 112.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.2, 0.2, 0.4, 0.8, 1, 1, 1.5] },
    triage: 'emergency',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Glucose (fasting)'],
      recommended: ['Glycated haemoglobin (HbA1c)', 'Creatinine', 'Insulin', 'Cortisol'],
    },
    symptoms: {
      s_423: 0.7, s_425: 0.55, s_488: 0.6, s_211: 0.55, s_421: 0.45, s_31: 0.5, s_1: 0.35, s_47: 0.3, s_48: 0.1,
      s_37: 0.4, s_36: 0.3, s_144: 0.4, s_145: 0.25, s_131: 0.35, s_132: 0.3, s_128: 0.3, s_27: 0.15, s_18: 0.1,
      s_35: 0.15, s_28: 0.08, s_163: 0.4, s_467: 0.2, s_274: 0.2,
      s_212: 0.05, s_213: 0.05,
    },
    riskFactors: { p_27: 9, p_17: 2, p_36: 1.5 },
  },

  // ── Blood ────────────────────────────────────────────────────────────────
  {
    id: 'c_155',
    name: L('რკინადეფიციტური ანემია', 'Iron deficiency anaemia'),
    description: L(
      'ჰემოგლობინის დაქვეითება რკინის ნაკლებობის გამო — ხშირად უხვი მენსტრუაციის, ორსულობის, არასაკმარისი კვების ან ფარული სისხლდენის (მაგალითად, კუჭ-ნაწლავიდან) გამო. ტიპურია დაღლილობა, ფერმკრთალი კანი, ქოშინი და გულის ფრიალი დატვირთვისას, თავბრუსხვევა, თმის ცვენა და ფრჩხილების მტვრევადობა. მიმართეთ ექიმს სისხლის საერთო ანალიზისა და ფერიტინის შესამოწმებლად — მნიშვნელოვანია მიზეზის დადგენაც.',
      'Too little haemoglobin because of a lack of iron — often from heavy periods, pregnancy, a poor diet or hidden bleeding, for example from the gut. Typical are tiredness, pale skin, breathlessness and palpitations on effort, dizziness, hair loss and brittle nails. See a doctor for a blood count and ferritin test — finding the cause matters too.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 1.5, 0.8, 1.5, 1.5, 0.8, 1], sex: { female: 1.5, male: 0.5 } },
    triage: 'consultation',
    speciality: 'therapist',
    labs: {
      obligatory: ['Complete blood count', 'Ferritin', 'Iron (Fe)'],
      recommended: ['Faecal occult blood', 'Vitamin B12', 'Folic acid', 'Helicobacter pylori stool antigen'],
    },
    symptoms: {
      s_163: 0.8, s_421: 0.6, s_215: 0.5, s_216: 0.45, s_211: 0.35, s_31: 0.35, s_34: 0.2, s_35: 0.05, s_1: 0.3, s_67: 0.05,
      s_448: 0.3, s_453: 0.2, s_96: 0.12, s_161: 0.25, s_521: 0.15, s_144: 0.25, s_131: 0.15, s_280: 0.1, s_200: 0.05,
      s_149: 0.1, s_150: 0.1, s_344: 0.4, s_329: 0.05, s_327: 0.05, s_328: 0.05,
      s_212: 0.05, s_213: 0.02, s_217: 0.05, s_218: 0.03, s_220: 0.03, s_449: 0.03,
    },
    riskFactors: { p_10: 2, p_12: 1.5, p_46: 2, p_45: 1.5, p_52: 2 },
  },
  {
    id: 'c_156',
    name: L('ვიტამინ B12-ის დეფიციტი', 'Vitamin B12 deficiency'),
    description: L(
      'ვიტამინ B12-ის ნაკლებობა, რომელიც იწვევს ანემიას და ნერვების დაზიანებას; ხშირია ხანდაზმულებში, ვეგანებში, კუჭის დაავადებების დროს და მეტფორმინის ხანგრძლივი მიღებისას. ვლინდება დაღლილობით, ფერმკრთალობით, ხელ-ფეხის დაბუჟებითა და ჩხვლეტით, წონასწორობის დარღვევით, მეხსიერების გაუარესებით და ენის ტკივილით. მიმართეთ ექიმს — ინექციებით ან ტაბლეტებით კარგად იკურნება.',
      'A lack of vitamin B12 that causes anaemia and nerve damage; it is common in older people, vegans, people with stomach conditions and those taking metformin for years. It causes tiredness, paleness, numbness and pins and needles in the hands and feet, poor balance, memory problems and a sore tongue. See a doctor — injections or tablets treat it well.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.02, 0.1, 0.1, 0.2, 0.6, 1.2, 2.5] },
    triage: 'consultation',
    speciality: 'therapist',
    labs: {
      obligatory: ['Complete blood count', 'Vitamin B12'],
      recommended: ['Folic acid', 'Ferritin', 'Thyroid-stimulating hormone (TSH)'],
    },
    symptoms: {
      s_163: 0.75, s_421: 0.4, s_420: 0.1, s_215: 0.35, s_216: 0.35, s_211: 0.2, s_31: 0.25,
      s_476: 0.4, s_478: 0.35, s_477: 0.25, s_30: 0.25, s_467: 0.15, s_143: 0.25, s_144: 0.3, s_122: 0.25, s_131: 0.15, s_145: 0.05,
      s_87: 0.15, s_94: 0.1, s_280: 0.2, s_165: 0.15, s_297: 0.12, s_47: 0.05,
      s_212: 0.03, s_213: 0.02, s_220: 0.02, s_299: 0.01,
    },
    riskFactors: { p_27: 1.5, p_17: 1.5 },
  },
  {
    id: 'c_157',
    name: L('ლიმფომა', 'Lymphoma'),
    description: L(
      'ლიმფური სისტემის ავთვისებიანი სიმსივნე. ხშირად ვლინდება კისერზე, იღლიაში ან საზარდულში უმტკივნეულო, თანდათან მზარდი ლიმფური კვანძებით; შეიძლება ახლდეს ღამის ოფლიანობა, ცხელება, წონაში კლება და კანის ქავილი. თუ გადიდებული კვანძი 3 კვირაზე მეტხანს არ პატარავდება ან იზრდება, მიმართეთ ექიმს.',
      'A cancer of the lymphatic system. It usually shows as painless, slowly growing lumps (lymph nodes) in the neck, armpit or groin, sometimes with night sweats, fevers, weight loss and itchy skin. See a doctor if a lump does not go down within 3 weeks or keeps growing.',
    ),
    prevalence: { frequency: 'rare', ages: [0.01, 0.05, 0.3, 0.8, 1, 1.2, 1.5] },
    triage: 'consultation',
    speciality: 'oncologist',
    labs: {
      obligatory: ['Complete blood count', 'Erythrocyte sedimentation rate (ESR)'],
      recommended: [
        'C-reactive protein (CRP)', 'Alanine aminotransferase (ALT)', 'Creatinine', 'Uric acid', 'Albumin',
        'HIV 1/2 antibodies and p24 antigen', 'Hepatitis B surface antigen (HBsAg)', 'Hepatitis C antibodies (anti-HCV)',
      ],
    },
    symptoms: {
      s_109: 0.55, s_110: 0.45, s_121: 0.15, s_168: 0.35, s_249: 0.3, s_378: 0.25, s_442: 0.1,
      s_424: 0.35, s_165: 0.35, s_152: 0.35, s_153: 0.15, s_154: 0.15, s_156: 0.1, s_157: 0.15,
      s_163: 0.55, s_164: 0.4, s_280: 0.25, s_421: 0.2, s_426: 0.15, s_419: 0.07,
      s_215: 0.12, s_227: 0.15, s_266: 0.08, s_292: 0.05, s_19: 0.03, s_534: 0.05,
      s_155: 0.05, s_454: 0.03,
    },
    riskFactors: { p_35: 3 },
  },

  // ── Fluid balance ────────────────────────────────────────────────────────
  {
    id: 'c_158',
    name: L('დეჰიდრატაცია (ორგანიზმის გაუწყლოება) მოზრდილებში', 'Dehydration (adult, heat or illness)'),
    description: L(
      'ორგანიზმის გაუწყლოება, როცა სიცხის, ოფლის, ღებინების ან დიარეის გამო დაკარგული სითხე მიღებულს აღემატება; განსაკუთრებით საშიშია ხანდაზმულებისთვის. ვლინდება წყურვილით, პირის სიმშრალით, მცირე რაოდენობის მუქი შარდით, ფეხზე წამოდგომისას თავბრუსხვევით, სისუსტით და თავის ტკივილით. სვით ხშირად, მცირე ულუფებით (საუკეთესოა ორალური რეჰიდრატაციის ხსნარი) და 24 საათის განმავლობაში მიმართეთ ექიმს; დაბნეულობის ან ძლიერი ძილიანობის დროს დარეკეთ 112-ზე.',
      'The body losing more fluid than it takes in — through heat, sweating, vomiting or diarrhoea; older people are most at risk. It causes thirst, a dry mouth, small amounts of dark urine, dizziness on standing, weakness and headache. Drink little and often (oral rehydration solution is best) and see a doctor within 24 hours; call 112 if the person becomes confused or very drowsy.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.4, 1, 1, 2.5] },
    triage: 'consultation_24',
    speciality: 'therapist',
    labs: {
      obligatory: ['Sodium (Na)', 'Potassium (K)', 'Creatinine', 'Urea'],
      recommended: ['Glucose (fasting)', 'Complete blood count', 'Urinalysis'],
    },
    symptoms: {
      s_167: 0.75, s_92: 0.75, s_322: 0.6, s_281: 0.6, s_31: 0.55, s_34: 0.5, s_35: 0.15, s_163: 0.65, s_467: 0.2,
      s_1: 0.45, s_211: 0.35, s_224: 0.1, s_59: 0.25, s_421: 0.15, s_466: 0.3, s_37: 0.1, s_36: 0.08,
      s_274: 0.25, s_275: 0.3, s_279: 0.15, s_297: 0.35, s_298: 0.2, s_152: 0.18, s_153: 0.08, s_154: 0.07,
      s_323: 0.03,
      s_212: 0.03, s_213: 0.02, s_155: 0.02, s_299: 0.05, s_536: 0.2, s_537: 0.2,
    },
    riskFactors: { p_62: 3, p_17: 1.5 },
  },

  // ── Diabetes in the young ────────────────────────────────────────────────
  {
    id: 'c_159',
    name: L('1-ლი ტიპის შაქრიანი დიაბეტი (ახლად გამოვლენილი)', 'Type 1 diabetes (new onset, child or young adult)'),
    description: L(
      'ორგანიზმი ინსულინს აღარ გამოიმუშავებს; ყველაზე ხშირად იწყება ბავშვებსა და ახალგაზრდებში. რამდენიმე კვირის განმავლობაში ჩნდება ძლიერი წყურვილი, ხშირი და უხვი შარდვა (ბავშვმა შეიძლება ღამით ისევ დაიწყოს ჩაფსმა), წონაში კლება და დაღლილობა. 24 საათის განმავლობაში მიმართეთ ექიმს სისხლში შაქრის შესამოწმებლად; ღებინების, მუცლის ტკივილის, აჩქარებული სუნთქვის ან ძილიანობის დროს დარეკეთ 112-ზე.',
      'The body stops making insulin, most often starting in children and young adults. Over a few weeks there is great thirst, passing lots of urine (a child may start wetting the bed again), weight loss and tiredness. See a doctor within 24 hours for a blood sugar test; call 112 if there is vomiting, stomach pain, fast breathing or drowsiness.',
    ),
    prevalence: { frequency: 'rare', ages: [0.05, 0.4, 1.5, 1.5, 0.7, 0.2, 0.1] },
    triage: 'consultation_24',
    speciality: 'endocrinologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Urinalysis'],
      recommended: ['Potassium (K)', 'Sodium (Na)', 'Creatinine', 'Thyroid-stimulating hormone (TSH)', 'Insulin'],
    },
    symptoms: {
      s_167: 0.85, s_323: 0.85, s_312: 0.7, s_314: 0.5, s_326: 0.3, s_92: 0.5, s_165: 0.7, s_163: 0.75, s_150: 0.15, s_149: 0.1,
      s_47: 0.2, s_131: 0.2, s_144: 0.2, s_274: 0.15, s_275: 0.1, s_280: 0.15, s_93: 0.08, s_224: 0.05, s_36: 0.05,
      s_355: 0.1, s_342: 0.05,
    },
    riskFactors: { p_39: 1.5 },
  },
];

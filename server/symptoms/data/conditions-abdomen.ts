import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the abdomen, digestion, liver, anus and buttocks (c_300 … c_328), infants' tummy
 * troubles included. The likelihoods are set so that the acute causes of abdominal pain are told
 * apart by what distinguishes them: appendicitis by pain moving to the lower right with loss of
 * appetite and little diarrhoea; cholecystitis by lasting pain under the right ribs with fever;
 * biliary colic by the same pain without fever, easing within hours; pancreatitis by upper pain
 * boring through to the back with repeated vomiting; bowel obstruction by cramping pain, vomiting,
 * swelling and no wind or stool; gastroenteritis by diarrhoea and vomiting without one painful
 * spot; IBS by long-standing cramps eased by opening the bowels, without blood, fever or weight loss.
 */
export const ABDOMEN_CONDITIONS: Condition[] = [
  // ── Gastroenteritis and food poisoning ────────────────────────────────────
  {
    id: 'c_300',
    name: L('ვირუსული გასტროენტერიტი', 'Viral gastroenteritis'),
    description: L(
      'კუჭისა და ნაწლავის ვირუსული ინფექცია (ხშირად ნორო- ან როტავირუსი), რომელიც იწვევს ღებინებას, ფაღარათს და მუცლის სპაზმურ ტკივილს. ჩვეულებრივ 2–3 დღეში თავისით გადის — მთავარია, ხშირად და მცირე ულუფებით დალიოთ სითხე. მიმართეთ ექიმს, თუ სითხე ვერ ჩერდება, განავალში სისხლი გამოჩნდა ან გაუწყლოების ნიშნები გაქვთ.',
      'A viral infection of the stomach and bowel (often norovirus or rotavirus) that causes vomiting, diarrhoea and stomach cramps. It usually settles by itself within 2–3 days; the main thing is to keep drinking small amounts often. See a doctor if you cannot keep fluids down, there is blood in the stool or you show signs of dehydration.',
    ),
    prevalence: { frequency: 'very_common', ages: [0.4, 2.5, 2, 1, 1, 0.8, 0.7] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: { recommended: ['Sodium (Na)', 'Potassium (K)'] },
    symptoms: {
      s_297: 0.8, s_298: 0.45, s_302: 0.08,
      s_275: 0.7, s_274: 0.75, s_279: 0.12,
      s_286: 0.6, s_284: 0.3, s_290: 0.3, s_307: 0.04,
      s_152: 0.45, s_153: 0.22, s_154: 0.22,
      s_159: 0.2, s_280: 0.7, s_163: 0.5, s_164: 0.6, s_1: 0.3, s_465: 0.25,
      s_167: 0.15, s_92: 0.25, s_31: 0.12, s_34: 0.08, s_322: 0.1,
    },
    riskFactors: { p_54: 3, p_53: 2, p_58: 2, p_20: 1.5 },
  },
  {
    id: 'c_301',
    name: L('საკვებით მოწამვლა (საკვებისმიერი ტოქსიკოინფექცია)', 'Food poisoning'),
    description: L(
      'ბაქტერიებით ან მათი ტოქსინებით დაბინძურებული საკვებით გამოწვეული დაავადება. გულისრევა, ღებინება, ფაღარათი და მუცლის ტკივილი საკვების მიღებიდან რამდენიმე საათში ან 1–2 დღეში იწყება, ხშირად ერთსა და იმავე კერძის მიმრთმევ რამდენიმე ადამიანს. სვით ბევრი სითხე და მიმართეთ ექიმს, განსაკუთრებით მაღალი სიცხის, სისხლიანი ფაღარათის ან ძლიერი სისუსტის დროს.',
      'Illness caused by food contaminated with bacteria or their toxins. Nausea, vomiting, diarrhoea and stomach cramps start a few hours to a day or two after the meal, often in several people who ate the same food. Drink plenty of fluids and see a doctor, especially with a high fever, bloody diarrhoea or marked weakness.',
    ),
    prevalence: { frequency: 'common', ages: [0.2, 0.7, 1, 1, 1, 1, 1] },
    triage: 'consultation',
    speciality: 'therapist',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'Sodium (Na)', 'Potassium (K)', 'Creatinine'] },
    symptoms: {
      s_297: 0.85, s_298: 0.5, s_299: 0.12, s_302: 0.15, s_336: 0.1,
      s_275: 0.7, s_274: 0.8, s_279: 0.15,
      s_286: 0.75, s_284: 0.3, s_290: 0.3, s_307: 0.06,
      s_152: 0.45, s_153: 0.15, s_154: 0.28, s_155: 0.03, s_159: 0.25,
      s_280: 0.65, s_163: 0.45, s_164: 0.6, s_1: 0.3, s_465: 0.2,
      s_167: 0.15, s_92: 0.25, s_31: 0.12, s_34: 0.08,
    },
    riskFactors: { p_58: 10, p_57: 3, p_59: 2, p_20: 2, p_21: 3, p_54: 1.5, p_35: 1.5 },
  },
  {
    id: 'c_302',
    name: L('გასტროენტერიტი დეჰიდრატაციით (ბავშვი)', 'Gastroenteritis with dehydration in a child'),
    description: L(
      'ბავშვის გასტროენტერიტი, როცა ღებინებითა და ფაღარათით დაკარგული სითხე აღარ ივსება. გაუწყლოების ნიშნებია პირის სიმშრალე, იშვიათი შარდვა (მშრალი საფენები), ჩაცვენილი თვალები ან ყიფლიბანდი და მოდუნება. ბავშვი 24 საათის განმავლობაში აჩვენეთ ექიმს, ხოლო თუ ძალიან მოდუნებულია ან ძნელად იღვიძებს — დაუყოვნებლივ.',
      'A stomach bug in a child who is losing more fluid through vomiting and diarrhoea than they can take in. Signs of dehydration are a dry mouth, passing little urine (dry nappies), sunken eyes or soft spot, and listlessness. A doctor should see the child within 24 hours, and at once if the child is floppy or hard to wake.',
    ),
    prevalence: { frequency: 'common', ages: [1.5, 3, 1.5, 0.2, 0, 0, 0] },
    triage: 'consultation_24',
    speciality: 'paediatrician',
    labs: {
      obligatory: ['Sodium (Na)', 'Potassium (K)', 'Creatinine', 'Urea'],
      recommended: ['Complete blood count', 'Glucose (fasting)', 'Urinalysis'],
    },
    symptoms: {
      s_297: 0.9, s_298: 0.75, s_299: 0.05, s_302: 0.1,
      s_275: 0.85, s_274: 0.5, s_279: 0.5, s_278: 0.1,
      s_286: 0.35, s_290: 0.2,
      s_152: 0.55, s_153: 0.2, s_154: 0.3, s_155: 0.05,
      s_92: 0.75, s_322: 0.65, s_59: 0.55, s_26: 0.35, s_167: 0.35,
      s_149: 0.55, s_36: 0.2, s_148: 0.08, s_147: 0.15, s_101: 0.45, s_280: 0.8,
      s_421: 0.35, s_422: 0.05, s_224: 0.15, s_163: 0.6, s_164: 0.7, s_342: 0.2, s_537: 0.2,
    },
    riskFactors: { p_54: 2, p_53: 2, p_51: 1.5, p_52: 1.3 },
  },

  // ── Acute abdominal pain: appendix, gallbladder, pancreas ─────────────────
  {
    id: 'c_303',
    name: L('მწვავე აპენდიციტი', 'Acute appendicitis'),
    description: L(
      'ბრმა ნაწლავის დანამატის ანთება. ტკივილი ჩვეულებრივ ჭიპის ირგვლივ იწყება და რამდენიმე საათში მუცლის ქვედა მარჯვენა ნაწილში გადაინაცვლებს; თან ახლავს მადის დაკარგვა, გულისრევა და მცირე სიცხე. საჭიროებს სასწრაფო ქირურგიულ შეფასებას.',
      'Inflammation of the appendix. The pain usually starts around the belly button and within hours moves to the lower right of the abdomen, with loss of appetite, nausea and a mild fever. It needs urgent assessment by a surgeon.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.05, 0.3, 1, 2, 1.5, 0.7, 0.4] },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: { obligatory: ['Complete blood count', 'C-reactive protein (CRP)'], recommended: ['Urinalysis'] },
    symptoms: {
      s_307: 0.85, s_284: 0.6, s_285: 0.55, s_264: 0.2, s_287: 0.7, s_288: 0.2,
      s_289: 0.15, s_286: 0.2, s_309: 0.1,
      s_280: 0.8, s_274: 0.75, s_275: 0.5,
      s_152: 0.5, s_153: 0.3, s_154: 0.2, s_159: 0.1,
      s_297: 0.15, s_303: 0.15, s_291: 0.04,
      s_164: 0.6, s_163: 0.3, s_149: 0.3, s_487: 0.1,
      s_312: 0.1, s_311: 0.08,
    },
    riskFactors: {},
  },
  {
    id: 'c_304',
    name: L('მწვავე ქოლეცისტიტი', 'Acute cholecystitis'),
    description: L(
      'ნაღვლის ბუშტის ანთება, ჩვეულებრივ ნაღვლის კენჭის გამო. მარჯვენა ნეკნქვეშა არეში მუდმივი, რამდენიმე საათზე მეტხანს გაგრძელებული ტკივილი ხშირად მარჯვენა ბეჭქვეშ გადაეცემა, თან ახლავს სიცხე, გულისრევა და ღებინება. საჭიროებს სასწრაფო ქირურგიულ შეფასებას.',
      'Inflammation of the gallbladder, usually caused by a gallstone. Constant pain under the right ribs lasting more than a few hours, often spreading to the right shoulder blade, comes with fever, nausea and vomiting. It needs urgent assessment by a surgeon.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.02, 0.2, 0.8, 1.5, 1.8], sex: { female: 1.4, male: 1 } },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Alkaline phosphatase (ALP)', 'Alpha-amylase'],
      recommended: ['Direct bilirubin', 'Gamma-glutamyl transferase (GGT)', 'Creatinine'],
    },
    symptoms: {
      s_265: 0.9, s_264: 0.4, s_253: 0.45, s_267: 0.45, s_287: 0.5, s_251: 0.2,
      s_289: 0.2, s_288: 0.1, s_290: 0.2, s_272: 0.15,
      s_274: 0.8, s_275: 0.6,
      s_152: 0.6, s_153: 0.2, s_154: 0.38, s_155: 0.03, s_159: 0.25,
      s_280: 0.7, s_164: 0.65, s_163: 0.3,
      s_420: 0.12, s_281: 0.1, s_423: 0.1,
    },
    riskFactors: { p_19: 2, p_27: 1.5, p_10: 1.5, p_13: 1.3, p_15: 1.5, p_32: 1.3 },
  },
  {
    id: 'c_305',
    name: L('ნაღვლის ჭვალი (ნაღვლკენჭოვანი დაავადება)', 'Biliary colic (gallstones)'),
    description: L(
      'ნაღვლის კენჭი დროებით ხურავს ნაღვლის ბუშტის სადინარს. მარჯვენა ნეკნქვეშა ან კუჭის არეში ძლიერი ტკივილი ხშირად ცხიმიანი საკვების შემდეგ იწყება და რამდენიმე საათში გადის; სიცხე არ ახასიათებს. მიმართეთ ექიმს 24 საათის განმავლობაში ექოსკოპიისთვის, ხოლო თუ ტკივილი არ გადის ან სიცხე მოგეცათ — სასწრაფოდ.',
      'A gallstone briefly blocks the outlet of the gallbladder. Strong pain under the right ribs or in the upper middle of the abdomen often starts after a fatty meal and eases within a few hours, without a fever. See a doctor within 24 hours for an ultrasound scan, and urgently if the pain does not settle or you develop a fever.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.3, 1, 1.5, 1.3], sex: { female: 1.6, male: 0.8 } },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Alkaline phosphatase (ALP)'],
      recommended: ['Complete blood count', 'Gamma-glutamyl transferase (GGT)', 'Alpha-amylase', 'Lipid panel'],
    },
    symptoms: {
      s_265: 0.8, s_264: 0.5, s_267: 0.6, s_253: 0.4, s_251: 0.2,
      s_289: 0.35, s_286: 0.3, s_287: 0.1,
      s_274: 0.7, s_275: 0.4,
      s_290: 0.35, s_272: 0.3, s_273: 0.3, s_210: 0.2,
      s_423: 0.15, s_425: 0.08, s_280: 0.3,
      s_152: 0.05, s_420: 0.05, s_281: 0.05,
    },
    riskFactors: { p_19: 2, p_10: 1.5, p_13: 1.3, p_15: 1.5, p_27: 1.3 },
  },
  {
    id: 'c_306',
    name: L('მწვავე პანკრეატიტი', 'Acute pancreatitis'),
    description: L(
      'კუჭქვეშა ჯირკვლის (პანკრეასის) მწვავე ანთება, ყველაზე ხშირად ნაღვლის კენჭის ან ალკოჰოლის გამო. ძლიერი, მუდმივი ტკივილი მუცლის ზედა ნაწილში, რომელიც ზურგში გადადის ან სარტყელივით ერტყმის, თან ახლავს განმეორებითი ღებინება, რომელიც შვებას არ მოაქვს. საჭიროებს სასწრაფო მკურნალობას საავადმყოფოში.',
      'Sudden inflammation of the pancreas, most often caused by gallstones or alcohol. Severe, constant pain in the upper abdomen that bores through to the back or wraps round like a belt comes with repeated vomiting that brings no relief. It needs urgent treatment in hospital.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.02, 0.1, 0.3, 0.8, 1.2, 1.2] },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Alpha-amylase', 'Complete blood count', 'C-reactive protein (CRP)', 'Creatinine', 'Urea', 'Glucose (fasting)', 'Calcium (Ca)'],
      recommended: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Alkaline phosphatase (ALP)', 'Triglycerides', 'Sodium (Na)', 'Potassium (K)'],
    },
    symptoms: {
      s_264: 0.85, s_268: 0.6, s_251: 0.3, s_265: 0.25, s_266: 0.25,
      s_289: 0.5, s_287: 0.3, s_288: 0.2, s_290: 0.3, s_291: 0.08, s_283: 0.05,
      s_274: 0.85, s_275: 0.75, s_279: 0.3,
      s_152: 0.4, s_153: 0.2, s_154: 0.2,
      s_280: 0.8, s_164: 0.8,
      s_224: 0.2, s_211: 0.2, s_423: 0.25, s_425: 0.15, s_31: 0.2, s_34: 0.15, s_420: 0.1,
    },
    riskFactors: { p_17: 5, p_19: 1.5, p_32: 1.5, p_47: 1.5, p_27: 1.3 },
  },

  // ── Gullet and stomach ────────────────────────────────────────────────────
  {
    id: 'c_307',
    name: L('გასტროეზოფაგური რეფლუქსური დაავადება (გერდ)', 'Gastro-oesophageal reflux disease'),
    description: L(
      'კუჭის მჟავე შიგთავსი ბრუნდება საყლაპავში, რაც იწვევს გულძმარვას და მჟავე ან მწარე სითხის პირში ამოსვლას, განსაკუთრებით ჭამის შემდეგ, დახრისას და წოლისას. შველის წონის კლება, გვიანი ვახშმის თავიდან არიდება და მჟავიანობის დამწევი წამლები; მიმართეთ ექიმს, თუ სიმპტომები ხშირია ან ყლაპვა გაგიძნელდათ.',
      'Stomach acid flows back up into the gullet, causing heartburn and sour or bitter fluid in the mouth, especially after meals, when bending and when lying down. Losing weight, avoiding late meals and acid-reducing medicines help; see a doctor if it happens often or swallowing becomes difficult.',
    ),
    prevalence: { frequency: 'common', ages: [0.2, 0.3, 0.2, 0.5, 1, 1.3, 1.2] },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: { recommended: ['Complete blood count', 'Helicobacter pylori stool antigen'] },
    symptoms: {
      s_210: 0.85, s_271: 0.6, s_272: 0.4, s_200: 0.25, s_264: 0.35,
      s_270: 0.2, s_273: 0.2, s_290: 0.2, s_274: 0.2, s_275: 0.05,
      s_228: 0.2, s_234: 0.1, s_105: 0.1, s_113: 0.15, s_102: 0.1, s_93: 0.1, s_222: 0.05,
      s_104: 0.08, s_237: 0.05, s_283: 0.05, s_138: 0.1,
    },
    riskFactors: { p_19: 2, p_10: 2.5, p_16: 1.5, p_17: 1.5, p_46: 1.3 },
  },
  {
    id: 'c_308',
    name: L('პეპტიკური წყლული (კუჭის ან თორმეტგოჯა ნაწლავის წყლული)', 'Peptic ulcer'),
    description: L(
      'კუჭის ან თორმეტგოჯა ნაწლავის ლორწოვან გარსზე წყლული, ხშირად ჰელიკობაქტერ პილორის ინფექციის ან ანთების საწინააღმდეგო ტკივილგამაყუჩებლების გამო. ახასიათებს წვისმაგვარი ტკივილი კუჭის არეში, რომელიც ხშირად უზმოზე ან ღამით ძლიერდება. მიმართეთ ექიმს; შავი განავლის ან სისხლიანი ღებინების დროს — დაუყოვნებლივ.',
      'A sore in the lining of the stomach or duodenum, often caused by Helicobacter pylori infection or anti-inflammatory painkillers. It causes a burning or gnawing pain in the upper middle abdomen, often worse on an empty stomach or at night. See a doctor; with black stools or vomiting blood, go at once.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.02, 0.1, 0.4, 1, 1.4, 1.5], sex: { female: 0.85, male: 1.15 } },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Helicobacter pylori stool antigen', 'Complete blood count'],
      recommended: ['Ferritin', 'Faecal occult blood'],
    },
    symptoms: {
      s_264: 0.85, s_269: 0.45, s_270: 0.3, s_265: 0.1, s_266: 0.1, s_251: 0.1,
      s_274: 0.5, s_275: 0.25, s_210: 0.35, s_272: 0.3, s_273: 0.35, s_290: 0.3,
      s_280: 0.3, s_165: 0.15, s_138: 0.2, s_163: 0.2, s_421: 0.1,
      s_329: 0.1, s_276: 0.04, s_289: 0.04,
    },
    riskFactors: { p_46: 4, p_16: 2, p_17: 1.5, p_45: 1.5 },
  },
  {
    id: 'c_309',
    name: L('სისხლდენა კუჭ-ნაწლავის ზედა ნაწილიდან', 'Upper gastrointestinal bleeding'),
    description: L(
      'სისხლდენა საყლაპავიდან, კუჭიდან ან თორმეტგოჯა ნაწლავიდან — მაგალითად, წყლულიდან ან საყლაპავის ვენებიდან. ვლინდება სისხლიანი ან „ყავის ნალექისმაგვარი“ ღებინებით, შავი, ფისისმაგვარი განავლით, სისუსტით, ფერმკრთალობითა და თავბრუსხვევით. დაუყოვნებლივ გამოიძახეთ სასწრაფო დახმარება (112).',
      'Bleeding from the gullet, stomach or duodenum, for example from an ulcer or swollen veins in the gullet. It shows as vomiting blood or material like coffee grounds, black tarry stools, weakness, pallor and dizziness. Call an ambulance (112) now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.02, 0.05, 0.1, 0.2, 0.6, 1.3, 2.5], sex: { female: 0.8, male: 1.2 } },
    triage: 'emergency_ambulance',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Complete blood count', 'Coagulation panel', 'Prothrombin time (PT) and INR', 'Urea', 'Creatinine'],
      recommended: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Albumin', 'Sodium (Na)', 'Potassium (K)'],
    },
    symptoms: {
      s_276: 0.6, s_329: 0.65, s_328: 0.1, s_275: 0.65, s_274: 0.5, s_264: 0.45, s_210: 0.15,
      s_31: 0.45, s_34: 0.4, s_35: 0.2, s_421: 0.55, s_425: 0.3, s_211: 0.35, s_215: 0.2, s_422: 0.05,
      s_163: 0.5, s_164: 0.6, s_37: 0.05, s_292: 0.08, s_420: 0.08, s_536: 0.3, s_537: 0.3,
    },
    riskFactors: { p_46: 4, p_45: 3, p_17: 3, p_37: 4 },
  },
  {
    id: 'c_310',
    name: L('გასტრიტი და ფუნქციური დისპეფსია', 'Gastritis and functional dyspepsia'),
    description: L(
      'კუჭის ლორწოვანი გარსის ანთება ან კუჭის ფუნქციის დარღვევა, რაც იწვევს ტკივილს ან წვას კუჭის არეში, სიმძიმეს და სწრაფ დანაყრებას ჭამის შემდეგ, ბოყინს და გულისრევას. შველის რეგულარული კვება და ალკოჰოლისა და ანთების საწინააღმდეგო ტკივილგამაყუჩებლების შეზღუდვა; ექიმი შეიძლება ჰელიკობაქტერ პილორიზე გამოკვლევას გირჩევთ.',
      'Inflammation of the stomach lining or an upset in how the stomach works, causing pain or burning in the upper middle abdomen, fullness soon after eating, belching and nausea. Regular meals and cutting down on alcohol and anti-inflammatory painkillers help; a doctor may test for Helicobacter pylori.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.05, 0.4, 0.9, 1, 1.1, 1] },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: { obligatory: ['Helicobacter pylori stool antigen'], recommended: ['Complete blood count'] },
    symptoms: {
      s_264: 0.75, s_273: 0.55, s_270: 0.4, s_269: 0.15, s_266: 0.1,
      s_274: 0.5, s_275: 0.15, s_272: 0.45, s_290: 0.5, s_210: 0.35, s_271: 0.2,
      s_280: 0.35, s_93: 0.1, s_163: 0.2, s_128: 0.2,
    },
    riskFactors: { p_46: 3, p_17: 2, p_16: 1.5, p_42: 1.5 },
  },

  // ── Bowel habits and the back passage ─────────────────────────────────────
  {
    id: 'c_311',
    name: L('გაღიზიანებული ნაწლავის სინდრომი', 'Irritable bowel syndrome'),
    description: L(
      'ნაწლავის ხანგრძლივი ფუნქციური დარღვევა: მუცლის სპაზმური ტკივილი და შებერილობა კუჭის მოქმედების შემდეგ მსუბუქდება, ფაღარათი და შეკრულობა კი ხშირად ერთმანეთს ენაცვლება. სახიფათო არ არის, მაგრამ დიდხანს გრძელდება; შველის კვების რეჟიმის შეცვლა და სტრესის შემცირება. მიმართეთ ექიმს, რათა სხვა მიზეზები გამოირიცხოს.',
      'A long-term disorder of how the bowel works: cramping pain and bloating ease after opening the bowels, and diarrhoea and constipation often alternate. It is not dangerous but tends to last; changes to diet and less stress help. See a doctor to rule out other causes.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.3, 0.9, 1.4, 1, 0.5], sex: { female: 1.35, male: 0.65 } },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)'],
      recommended: ['Erythrocyte sedimentation rate (ESR)', 'Thyroid-stimulating hormone (TSH)', 'Faecal occult blood'],
    },
    symptoms: {
      s_286: 0.75, s_305: 0.7, s_290: 0.75, s_304: 0.4, s_306: 0.35,
      s_297: 0.5, s_300: 0.3, s_303: 0.5, s_302: 0.35, s_336: 0.3,
      s_284: 0.3, s_308: 0.35, s_307: 0.2, s_309: 0.15,
      s_274: 0.2, s_273: 0.2, s_272: 0.2, s_210: 0.15,
      s_163: 0.35, s_128: 0.35, s_122: 0.2, s_138: 0.2, s_1: 0.2, s_257: 0.15,
    },
    riskFactors: { p_42: 2 },
  },
  {
    id: 'c_312',
    name: L('შეკრულობა (ყაბზობა)', 'Constipation'),
    description: L(
      'იშვიათი, მაგარი ან გაძნელებული კუჭის მოქმედება. შველის მეტი სითხე, ბოჭკოვანი საკვები (ხილი, ბოსტნეული, ქატო) და ფიზიკური აქტივობა. მიმართეთ ექიმს, თუ შეკრულობა ახლახან დაიწყო და 40 წელს გადაცილებული ხართ, განავალში სისხლია ან წონაში იკლებთ.',
      'Bowel movements that are infrequent, hard or difficult to pass. More fluids, fibre (fruit, vegetables, bran) and physical activity help. See a doctor if it is new and you are over 40, if there is blood in the stool or if you are losing weight.',
    ),
    prevalence: { frequency: 'very_common', ages: [0.3, 1.2, 1.5, 0.8, 0.8, 1, 1.8], sex: { female: 1.2, male: 0.8 } },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Calcium (Ca)', 'Glucose (fasting)'] },
    symptoms: {
      s_303: 0.95, s_290: 0.5, s_286: 0.4, s_305: 0.4, s_336: 0.3,
      s_308: 0.25, s_284: 0.2, s_309: 0.1, s_273: 0.15,
      s_330: 0.2, s_327: 0.1, s_331: 0.08, s_335: 0.06,
      s_280: 0.2, s_274: 0.1, s_275: 0.04,
    },
    riskFactors: { p_10: 2, p_25: 2, p_47: 1.5, p_39: 1.3 },
  },
  {
    id: 'c_313',
    name: L('ჰემოროი (ბუასილი)', 'Haemorrhoids'),
    description: L(
      'სწორი ნაწლავის ბოლო ნაწილისა და უკანა ტანის ვენების გაფართოება. ახასიათებს ალისფერი სისხლი კუჭის მოქმედების შემდეგ, ქავილი და კვანძი უკანა ტანთან. შველის შეკრულობის თავიდან არიდება და აფთიაქის ადგილობრივი საშუალებები; სისხლდენის გამო მიმართეთ ექიმს, რათა სხვა მიზეზები გამოირიცხოს.',
      'Swollen veins at the lower end of the back passage. They cause bright red blood after opening the bowels, itching and a lump at the anus. Avoiding constipation and creams from the pharmacy help; see a doctor about any bleeding to rule out other causes.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.05, 0.1, 0.4, 1, 1.5, 1.4] },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: { recommended: ['Complete blood count', 'Faecal occult blood'] },
    symptoms: {
      s_327: 0.75, s_331: 0.55, s_333: 0.4, s_330: 0.25, s_332: 0.12,
      s_303: 0.45, s_302: 0.15, s_336: 0.2, s_335: 0.1,
    },
    riskFactors: { p_10: 3, p_11: 2.5, p_19: 1.5, p_25: 1.3 },
  },
  {
    id: 'c_314',
    name: L('ანალური ნაპრალი', 'Anal fissure'),
    description: L(
      'უკანა ტანის კანის პატარა ნახეთქი, რომელიც ჩვეულებრივ მაგარი განავლის გამო ჩნდება, მათ შორის ჩვილებსა და პატარა ბავშვებში. კუჭის მოქმედებისას და მის შემდეგ იწვევს მჭრელ ტკივილს და ცოტაოდენ ალისფერ სისხლს. შველის განავლის დარბილება, თბილი აბაზანა და ექიმის დანიშნული მალამო.',
      'A small tear in the skin of the anus, usually caused by passing a hard stool, also in babies and young children. It causes a sharp pain during and after opening the bowels, with a little bright red blood. Softening the stool, warm baths and an ointment prescribed by a doctor help.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 1.5, 1, 0.8, 1.2, 1, 0.6] },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_330: 0.9, s_327: 0.75, s_303: 0.6, s_333: 0.2, s_331: 0.15, s_146: 0.1,
    },
    riskFactors: { p_11: 2, p_10: 1.5 },
  },

  // ── Bowel disease: inflammation, blockage, tumours, coeliac ───────────────
  {
    id: 'c_315',
    name: L('დივერტიკულიტი', 'Diverticulitis'),
    description: L(
      'მსხვილი ნაწლავის კედლის პატარა ჯიბეების (დივერტიკულების) ანთება, უფრო ხშირად 50 წლის შემდეგ. ახასიათებს მუდმივი ტკივილი მუცლის ქვედა მარცხენა ნაწილში, სიცხე და კუჭის მოქმედების ცვლილება. მიმართეთ ექიმს 24 საათის განმავლობაში.',
      'Inflammation of small pouches in the wall of the large bowel, more common after the age of 50. It causes constant pain in the lower left abdomen, fever and a change in bowel habits. See a doctor within 24 hours.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.02, 0.3, 1.3, 2.2] },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: { obligatory: ['Complete blood count', 'C-reactive protein (CRP)'], recommended: ['Creatinine', 'Urinalysis'] },
    symptoms: {
      s_308: 0.8, s_309: 0.2, s_307: 0.08, s_287: 0.45, s_286: 0.35, s_288: 0.08, s_290: 0.35,
      s_152: 0.55, s_153: 0.25, s_154: 0.3, s_159: 0.15,
      s_274: 0.45, s_275: 0.2, s_280: 0.5, s_164: 0.6,
      s_303: 0.4, s_297: 0.3, s_302: 0.1, s_328: 0.08, s_327: 0.05,
      s_312: 0.1, s_311: 0.1,
    },
    riskFactors: { p_19: 1.8, p_16: 1.5, p_46: 1.5, p_35: 1.3 },
  },
  {
    id: 'c_316',
    name: L('ნაწლავის გაუვალობა', 'Bowel obstruction'),
    description: L(
      'ნაწლავის შიგთავსი წინ ვეღარ მოძრაობს — ყველაზე ხშირად წინა ოპერაციების შემდეგ წარმოქმნილი შეხორცებების, თიაქრის ან სიმსივნის გამო. ახასიათებს ტალღისებური, შეტევითი მუცლის ტკივილი, ღებინება, მუცლის შებერვა და აირებისა და განავლის შეკავება. საჭიროებს სასწრაფო ქირურგიულ შეფასებას.',
      'The contents of the bowel cannot move on, most often because of scar tissue from earlier surgery, a hernia or a tumour. It causes cramping pain that comes in waves, vomiting, a swollen abdomen, and no stool or wind passing. It needs urgent assessment by a surgeon.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 0.2, 0.2, 0.2, 0.5, 1.2, 2] },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Complete blood count', 'Sodium (Na)', 'Potassium (K)', 'Creatinine', 'Urea'],
      recommended: ['C-reactive protein (CRP)', 'Alpha-amylase'],
    },
    symptoms: {
      s_286: 0.85, s_284: 0.4, s_289: 0.3, s_288: 0.15, s_287: 0.2,
      s_290: 0.75, s_291: 0.7, s_303: 0.6, s_297: 0.1, s_292: 0.1,
      s_274: 0.8, s_275: 0.85, s_277: 0.5, s_279: 0.4, s_283: 0.05,
      s_280: 0.7, s_164: 0.8, s_152: 0.15, s_153: 0.1,
      s_92: 0.35, s_167: 0.2, s_322: 0.2, s_211: 0.2,
      s_294: 0.15, s_295: 0.08,
    },
    riskFactors: { p_24: 4, p_38: 3 },
  },
  {
    id: 'c_317',
    name: L('ნაწლავის ანთებითი დაავადება (კრონის დაავადება, წყლულოვანი კოლიტი)', 'Inflammatory bowel disease'),
    description: L(
      'ნაწლავის ქრონიკული ანთება — კრონის დაავადება ან არასპეციფიკური წყლულოვანი კოლიტი, რომელიც ხშირად ახალგაზრდა ასაკში იწყება. ახასიათებს კვირობით გაგრძელებული ფაღარათი, ხშირად სისხლითა და ლორწოთი, მუცლის ტკივილი, დაღლილობა და წონის კლება. მიმართეთ გასტროენტეროლოგს — მკურნალობით დაავადება კარგად კონტროლდება.',
      'Long-term inflammation of the bowel, Crohn’s disease or ulcerative colitis, which often starts in young people. It causes diarrhoea lasting weeks, often with blood and mucus, abdominal pain, tiredness and weight loss. See a gastroenterologist; treatment keeps it well under control.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.05, 0.3, 1.2, 1.5, 0.8, 0.5] },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)', 'Erythrocyte sedimentation rate (ESR)'],
      recommended: ['Albumin', 'Ferritin', 'Iron (Fe)', 'Vitamin B12', 'Folic acid', 'Alanine aminotransferase (ALT)', 'Faecal occult blood'],
    },
    symptoms: {
      s_297: 0.8, s_300: 0.7, s_299: 0.5, s_328: 0.3, s_327: 0.25, s_302: 0.5, s_336: 0.45, s_335: 0.1, s_306: 0.5,
      s_286: 0.65, s_305: 0.3, s_307: 0.3, s_308: 0.3, s_290: 0.3, s_274: 0.25,
      s_165: 0.45, s_163: 0.6, s_280: 0.4, s_421: 0.25, s_150: 0.15,
      s_152: 0.35, s_153: 0.2, s_154: 0.15, s_156: 0.1, s_157: 0.15, s_424: 0.1,
      s_458: 0.2, s_87: 0.15, s_38: 0.05, s_332: 0.08,
    },
    riskFactors: {},
  },
  {
    id: 'c_318',
    name: L('მსხვილი ნაწლავის კიბო (კოლორექტული კიბო)', 'Colorectal cancer'),
    description: L(
      'მსხვილი ან სწორი ნაწლავის ავთვისებიანი სიმსივნე, უფრო ხშირად 50 წლის შემდეგ. საგანგაშო ნიშნებია კუჭის მოქმედების ხანგრძლივი ცვლილება, სისხლი განავალში, წონის აუხსნელი კლება და ანემია. მიმართეთ ექიმს უახლოეს დღეებში კოლონოსკოპიისთვის — ადრე აღმოჩენილი სიმსივნე ხშირად სრულად იკურნება.',
      'Cancer of the large bowel or rectum, more common after the age of 50. Warning signs are a lasting change in bowel habits, blood in the stool, unexplained weight loss and anaemia. See a doctor in the coming days for a colonoscopy; found early, it is often curable.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0.02, 0.15, 1.2, 2.5] },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Complete blood count', 'Faecal occult blood'],
      recommended: ['Ferritin', 'Iron (Fe)', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Alkaline phosphatase (ALP)'],
    },
    symptoms: {
      s_306: 0.6, s_328: 0.35, s_327: 0.3, s_329: 0.05, s_297: 0.35, s_300: 0.2, s_303: 0.35, s_304: 0.2,
      s_302: 0.2, s_336: 0.2, s_335: 0.05,
      s_286: 0.35, s_290: 0.3, s_308: 0.2, s_307: 0.15, s_291: 0.08, s_275: 0.08, s_292: 0.05,
      s_165: 0.35, s_163: 0.5, s_421: 0.35, s_280: 0.3, s_215: 0.15, s_216: 0.15, s_424: 0.05,
    },
    riskFactors: { p_38: 2, p_16: 1.5, p_17: 1.5, p_19: 1.4, p_27: 1.3 },
  },
  {
    id: 'c_319',
    name: L('ცელიაკია', 'Coeliac disease'),
    description: L(
      'გლუტენის (ხორბლის, ქერისა და ჭვავის ცილის) აუტანლობა, რომელიც წვრილი ნაწლავის ლორწოვან გარსს აზიანებს. იწვევს შებერილობას, ფაღარათს, დაღლილობასა და ანემიას, ბავშვებში კი — ზრდისა და წონის მატების შეფერხებას. დიაგნოზს ექიმი სისხლის ანალიზითა და ბიოფსიით ადასტურებს, ამიტომ მანამდე გლუტენს ნუ მოიხსნით.',
      'An immune reaction to gluten (a protein in wheat, barley and rye) that damages the lining of the small bowel. It causes bloating, diarrhoea, tiredness and anaemia, and in children poor growth and weight gain. A doctor confirms it with a blood test and a biopsy, so keep eating gluten until then.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 1, 1.2, 1, 1, 0.8, 0.5], sex: { female: 1.3, male: 0.7 } },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Complete blood count', 'Ferritin'],
      recommended: ['Iron (Fe)', 'Folic acid', 'Vitamin B12', 'Vitamin D (25-OH)', 'Calcium (Ca)', 'Alanine aminotransferase (ALT)', 'Albumin'],
    },
    symptoms: {
      s_290: 0.6, s_297: 0.5, s_300: 0.45, s_301: 0.3, s_306: 0.3, s_303: 0.2, s_286: 0.4, s_273: 0.15,
      s_274: 0.2, s_275: 0.1, s_280: 0.25,
      s_165: 0.35, s_150: 0.3, s_292: 0.08, s_163: 0.6, s_421: 0.3, s_453: 0.05,
      s_87: 0.2, s_131: 0.2, s_122: 0.15, s_400: 0.1, s_401: 0.08, s_476: 0.05,
    },
    riskFactors: { p_27: 3, p_39: 2.5 },
  },

  // ── Liver ─────────────────────────────────────────────────────────────────
  {
    id: 'c_320',
    name: L('მწვავე ვირუსული ჰეპატიტი', 'Acute viral hepatitis'),
    description: L(
      'ღვიძლის ვირუსული ანთება (A, B, C ან E ჰეპატიტი). დაღლილობას, გულისრევასა და მადის დაკარგვას მოსდევს კანისა და თვალის თეთრი გარსის სიყვითლე, მუქი შარდი და ღია ფერის განავალი. მიმართეთ ექიმს 24 საათის განმავლობაში; სანამ მიზეზი დადგინდება, ერიდეთ ალკოჰოლს და დაიბანეთ ხელები ხშირად.',
      'Inflammation of the liver caused by a virus (hepatitis A, B, C or E). Tiredness, nausea and loss of appetite are followed by yellow skin and eyes, dark urine and pale stools. See a doctor within 24 hours; until the cause is known, avoid alcohol and wash your hands often.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.1, 0.5, 1.5, 1.2, 1, 0.6, 0.4] },
    triage: 'consultation_24',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Direct bilirubin', 'Hepatitis B surface antigen (HBsAg)', 'Hepatitis C antibodies (anti-HCV)'],
      recommended: ['Prothrombin time (PT) and INR', 'Alkaline phosphatase (ALP)', 'Gamma-glutamyl transferase (GGT)', 'Complete blood count', 'Albumin', 'HIV 1/2 antibodies and p24 antigen'],
    },
    symptoms: {
      s_420: 0.7, s_281: 0.7, s_282: 0.4, s_426: 0.2,
      s_265: 0.5, s_264: 0.15, s_274: 0.7, s_275: 0.4, s_297: 0.15, s_94: 0.15,
      s_280: 0.8, s_163: 0.8, s_164: 0.75,
      s_152: 0.5, s_153: 0.3, s_154: 0.2, s_159: 0.15,
      s_465: 0.35, s_458: 0.2, s_1: 0.3,
    },
    riskFactors: { p_54: 3, p_20: 2, p_21: 3, p_18: 3, p_55: 2, p_51: 2 },
  },
  {
    id: 'c_321',
    name: L('ღვიძლის ციროზი', 'Liver cirrhosis'),
    description: L(
      'ღვიძლის ხანგრძლივი დაზიანებით გამოწვეული შეუქცევადი ნაწიბუროვანი ცვლილება, ყველაზე ხშირად ალკოჰოლის, ვირუსული ჰეპატიტის ან ღვიძლის ცხიმოვანი დაავადების გამო. ახასიათებს დაღლილობა, მუცლის გადიდება, სიყვითლე, ფეხების შეშუპება და ადვილად სისხლჩაქცევები. მიმართეთ გასტროენტეროლოგს (ჰეპატოლოგს); სისხლიანი ღებინების ან დაბნეულობის დროს — დაუყოვნებლივ.',
      'Lasting scarring of the liver after years of damage, most often from alcohol, viral hepatitis or fatty liver disease. It causes tiredness, a swelling abdomen, yellow skin, swollen ankles and easy bruising. See a gastroenterologist; with vomiting blood or confusion, get help at once.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.02, 0.05, 0.4, 1.5, 1.5], sex: { female: 0.7, male: 1.3 } },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {
      obligatory: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Total bilirubin', 'Albumin', 'Prothrombin time (PT) and INR', 'Complete blood count'],
      recommended: ['Gamma-glutamyl transferase (GGT)', 'Alkaline phosphatase (ALP)', 'Hepatitis B surface antigen (HBsAg)', 'Hepatitis C antibodies (anti-HCV)', 'Creatinine', 'Sodium (Na)', 'Potassium (K)', 'Glucose (fasting)'],
    },
    symptoms: {
      s_292: 0.5, s_290: 0.4, s_265: 0.3, s_515: 0.45, s_166: 0.25, s_165: 0.35, s_215: 0.15,
      s_420: 0.45, s_281: 0.3, s_426: 0.3, s_419: 0.35, s_77: 0.15, s_86: 0.15,
      s_163: 0.75, s_280: 0.5, s_274: 0.3, s_421: 0.2, s_466: 0.3, s_152: 0.05,
      s_143: 0.15, s_138: 0.2, s_37: 0.08, s_36: 0.08,
      s_329: 0.08, s_276: 0.05,
      s_248: 0.15, s_370: 0.15, s_345: 0.1, s_448: 0.05,
    },
    riskFactors: { p_37: 10, p_17: 8, p_18: 2, p_19: 2, p_27: 1.8 },
  },

  // ── Hernias ───────────────────────────────────────────────────────────────
  {
    id: 'c_322',
    name: L('საზარდულის თიაქარი', 'Inguinal hernia'),
    description: L(
      'მუცლის ღრუს შიგთავსი მუცლის კედლის სუსტ ადგილზე საზარდულში გამოდის (მსგავსი თიაქარი ჭიპის არეშიც გვხვდება). ჩანს რბილი გამობერილობის სახით, რომელიც დგომისას, ხველისას და დაძაბვისას დიდდება, წოლისას კი ქრება. მიმართეთ ქირურგს გეგმიური ოპერაციის გადასაწყვეტად; თუ თიაქარი გამტკივნეულდა და აღარ ჩადის, მიმართეთ სასწრაფოდ.',
      'Part of the abdominal contents pushing through a weak spot in the wall of the groin (a similar hernia can occur at the navel). It shows as a soft bulge that grows when standing, coughing or straining and goes back when lying down. See a surgeon about a planned operation; if it becomes painful and will not go back in, seek urgent care.',
    ),
    prevalence: { frequency: 'moderate', ages: [1, 0.6, 0.4, 0.3, 0.7, 1.3, 1.8], sex: { female: 0.25, male: 1.75 } },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_294: 0.9, s_310: 0.55, s_287: 0.25, s_367: 0.2, s_365: 0.1, s_303: 0.1, s_295: 0.03,
    },
    riskFactors: { p_52: 3, p_34: 1.5 },
  },
  {
    id: 'c_323',
    name: L('ჩაჭედილი თიაქარი', 'Strangulated hernia'),
    description: L(
      'თიაქრის ჩაჭედვა — თიაქრის პარკში მოხვედრილი ნაწლავი ან სხვა ორგანო ჩაიჭედა და მისი სისხლმომარაგება ირღვევა. თიაქარი უეცრად გამტკივნეულდება, დაიჭიმება და აღარ ჩადის; შეიძლება დაიწყოს ღებინება და შეწყდეს აირების გასვლა. ეს სასწრაფო ქირურგიული მდგომარეობაა — დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'A hernia that has become trapped so that the bowel or other tissue inside loses its blood supply. The bulge suddenly becomes painful and tense and will not go back in; vomiting may start and wind may stop passing. It needs emergency surgery: go to an emergency department now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.5, 0.5, 0.3, 0.2, 0.5, 1.2, 2], sex: { female: 0.6, male: 1.4 } },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: { obligatory: ['Complete blood count'], recommended: ['C-reactive protein (CRP)', 'Sodium (Na)', 'Potassium (K)', 'Creatinine'] },
    symptoms: {
      s_294: 0.92, s_295: 0.88, s_310: 0.7, s_289: 0.4, s_286: 0.4, s_288: 0.1, s_367: 0.2, s_365: 0.15,
      s_274: 0.65, s_275: 0.6, s_277: 0.2, s_291: 0.35, s_290: 0.35,
      s_152: 0.2, s_153: 0.12, s_154: 0.08, s_280: 0.5, s_164: 0.6, s_146: 0.2,
    },
    riskFactors: { p_52: 2 },
  },

  // ── Infants and children; food intolerance; worms ─────────────────────────
  {
    id: 'c_324',
    name: L('ნაწლავის ინვაგინაცია (ჩვილები და მცირეწლოვანი ბავშვები)', 'Intussusception (infants and toddlers)'),
    description: L(
      'ნაწლავის ერთი ნაწილი ტელესკოპივით შედის მეორეში და ნაწლავს ხურავს; ყველაზე ხშირია 6 თვიდან 2 წლამდე. ბავშვს აქვს ძლიერი ტირილის უეცარი შეტევები, ფეხებს მუცლისკენ იზიდავს, ღებინებს, შეტევებს შორის კი ფერმკრთალი და მოდუნებულია; მოგვიანებით განავალი „ჟოლოს ჟელეს“ ემსგავსება. დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'One part of the bowel slides into the next, like a telescope, and blocks it; it is most common between 6 months and 2 years. The child has sudden bouts of intense crying, drawing up the legs, vomits, and is pale and listless between bouts; later the stool may look like redcurrant jelly. Go to an emergency department now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.3, 5, 0.8, 0.02, 0.01, 0.01, 0.01] },
    triage: 'emergency',
    speciality: 'paediatrician',
    labs: { obligatory: ['Complete blood count'], recommended: ['Sodium (Na)', 'Potassium (K)', 'C-reactive protein (CRP)'] },
    symptoms: {
      s_296: 0.85, s_146: 0.7, s_286: 0.7, s_149: 0.5, s_421: 0.5, s_36: 0.2, s_148: 0.1,
      s_275: 0.75, s_277: 0.3, s_101: 0.5, s_280: 0.5,
      s_337: 0.4, s_328: 0.3, s_299: 0.2, s_302: 0.2, s_297: 0.2, s_291: 0.2, s_290: 0.2,
      s_152: 0.2, s_153: 0.1, s_154: 0.1,
    },
    riskFactors: {},
  },
  {
    id: 'c_325',
    name: L('პილოროსტენოზი (ჩვილები)', 'Pyloric stenosis (young infants)'),
    description: L(
      'კუჭიდან გამოსასვლელი კუნთის გასქელება, რომელიც რძეს ნაწლავში აღარ ატარებს; ვლინდება სიცოცხლის 2–8 კვირაზე, უფრო ხშირად ბიჭებში. ჩვილი ყოველი კვების შემდეგ შადრევნისებურად ღებინებს (მწვანე ნაღვლის გარეშე), მშიერია და წონაში იკლებს. ბავშვი 24 საათის განმავლობაში აჩვენეთ პედიატრს; მკურნალობა მცირე ოპერაციაა.',
      'Thickening of the muscle at the outlet of the stomach that stops milk passing into the bowel; it starts at 2–8 weeks of age, more often in boys. The baby vomits forcefully after every feed (not green), stays hungry and loses weight. A paediatrician should see the baby within 24 hours; a small operation cures it.',
    ),
    prevalence: { frequency: 'rare', ages: [6, 0.3, 0, 0, 0, 0, 0], sex: { female: 0.4, male: 1.6 } },
    triage: 'consultation_24',
    speciality: 'paediatrician',
    labs: { obligatory: ['Sodium (Na)', 'Potassium (K)'], recommended: ['Creatinine', 'Urea', 'Glucose (fasting)', 'Total bilirubin'] },
    symptoms: {
      s_275: 0.95, s_278: 0.9, s_279: 0.6, s_277: 0.03,
      s_150: 0.55, s_165: 0.4, s_146: 0.35, s_101: 0.2, s_303: 0.35,
      s_322: 0.4, s_92: 0.3, s_59: 0.2, s_26: 0.2, s_149: 0.25, s_36: 0.08,
    },
    riskFactors: { p_52: 1.5 },
  },
  {
    id: 'c_326',
    name: L('ლაქტოზის აუტანლობა', 'Lactose intolerance'),
    description: L(
      'რძის შაქრის (ლაქტოზის) მოუნელებლობა, რადგან ნაწლავში მისი დამშლელი ფერმენტი არ არის საკმარისი. რძის ნაწარმის მიღებიდან 30 წუთიდან 2 საათამდე ჩნდება შებერილობა, გაზები, მუცლის ტკივილი და ფაღარათი. შველის რძის ნაწარმის შეზღუდვა ან ულაქტოზო პროდუქტები; დიაგნოზის დასადასტურებლად მიმართეთ ექიმს.',
      'The bowel cannot fully digest milk sugar (lactose) because it lacks enough of the enzyme that breaks it down. Bloating, wind, cramps and diarrhoea come 30 minutes to 2 hours after milk products. Cutting down on dairy or choosing lactose-free products helps; see a doctor to confirm it.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.1, 0.4, 0.8, 1, 1, 1, 0.9] },
    triage: 'consultation',
    speciality: 'gastroenterologist',
    labs: {},
    symptoms: {
      s_290: 0.85, s_286: 0.6, s_284: 0.3, s_305: 0.3, s_272: 0.2,
      s_297: 0.6, s_298: 0.15, s_300: 0.2, s_274: 0.25, s_275: 0.08,
      s_146: 0.15, s_342: 0.1,
    },
    riskFactors: {},
  },
  {
    id: 'c_327',
    name: L('ჩვილის კოლიკები', 'Infant colic'),
    description: L(
      'ჯანმრთელი ჩვილის ხანგრძლივი, უმიზეზო ტირილი, ჩვეულებრივ საღამოობით, სიცოცხლის პირველ 3–4 თვეში. ბავშვი კარგად იკვებება და წონაში იმატებს, კოლიკები კი თავისით გადის. პედიატრს აჩვენეთ, რათა სხვა მიზეზები გამოირიცხოს; თუ ბავშვს სიცხე აქვს, ღებინებს ან ცუდად იკვებება, მიმართეთ სასწრაფოდ.',
      'Long bouts of crying without a clear reason in a healthy baby, usually in the evening, during the first 3–4 months. The baby feeds well and gains weight, and it passes by itself. Have a paediatrician check the baby to rule out other causes; if the baby has a fever, vomits or feeds poorly, seek care urgently.',
    ),
    prevalence: { frequency: 'common', ages: [6, 0.4, 0, 0, 0, 0, 0] },
    triage: 'consultation',
    speciality: 'paediatrician',
    labs: {},
    symptoms: {
      s_146: 0.9, s_296: 0.3, s_290: 0.5, s_286: 0.3, s_275: 0.15, s_303: 0.1,
    },
    riskFactors: {},
  },
  {
    id: 'c_328',
    name: L('ენტერობიოზი (ოქსიურები)', 'Pinworms'),
    description: L(
      'ნაწლავის ინფექცია პატარა, თეთრი, ძაფისმაგვარი ჭიებით, ხშირია ბაღისა და სკოლის ასაკის ბავშვებში. მთავარი ნიშანია უკანა ტანის ქავილი, განსაკუთრებით ღამით. მკურნალობა მარტივია: ექიმი ჭიების საწინააღმდეგო წამალს მთელ ოჯახს დაუნიშნავს, ხოლო ხელების ხშირი დაბანა გავრცელებას აფერხებს.',
      'An infection with tiny white thread-like worms in the bowel, common in children at nursery and school. The main sign is an itchy bottom, especially at night. Treatment is simple: a doctor prescribes a worming medicine for the whole household, and frequent handwashing stops it spreading.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.3, 4, 1, 0.5, 0.3, 0.2] },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_333: 0.9, s_334: 0.4, s_138: 0.4, s_131: 0.3, s_355: 0.1,
      s_286: 0.1, s_284: 0.1, s_280: 0.08, s_274: 0.05, s_326: 0.05,
    },
    riskFactors: { p_53: 3, p_54: 3 },
  },

  // ── Blood vessels of the abdomen ──────────────────────────────────────────
  {
    id: 'c_329',
    name: L('მუცლის აორტის ანევრიზმა', 'Abdominal aortic aneurysm'),
    description: L(
      'მუცლის აორტის — სხეულის მთავარი არტერიის — კედლის ბუშტისებრი გაფართოება, ყველაზე ხშირად 65 წელს გადაცილებულ მწეველ მამაკაცებში. ხშირად არაფრით ვლინდება, ზოგჯერ კი ჭიპის ირგვლივ მფეთქავი წარმონაქმნი იგრძნობა. უეცარი, ძლიერი ტკივილი მუცელში ან წელში თავბრუსხვევით, ფერმკრთალობით, ცივი ოფლით ან გულის წასვლით შეიძლება ანევრიზმის გასკდომაზე მიუთითებდეს — ეს სიცოცხლისთვის საშიშია, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A ballooning of the wall of the main artery in the abdomen (the aorta), most often in men over 65 who smoke. It often causes no symptoms, but sometimes a lump that throbs with the heartbeat can be felt around the navel. Sudden severe pain in the abdomen or lower back with dizziness, pale skin, a cold sweat or fainting can mean it has burst: this is life-threatening, call 112 at once.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0, 0.02, 1, 4], sex: { female: 0.3, male: 1.7 } },
    triage: 'emergency_ambulance',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Complete blood count', 'Coagulation panel', 'Creatinine'],
      recommended: ['Urea', 'Potassium (K)', 'Prothrombin time (PT) and INR', 'Troponin I'],
    },
    symptoms: {
      s_293: 0.45, s_289: 0.45, s_284: 0.25, s_292: 0.1, s_288: 0.08, s_268: 0.15,
      s_257: 0.4, s_261: 0.3, s_262: 0.12, s_310: 0.12, s_251: 0.1, s_207: 0.08,
      s_35: 0.25, s_31: 0.3, s_34: 0.15, s_421: 0.35, s_425: 0.3, s_423: 0.2, s_422: 0.1, s_211: 0.2, s_215: 0.1,
      s_274: 0.25, s_275: 0.15, s_132: 0.15, s_37: 0.08, s_164: 0.35, s_485: 0.05,
    },
    riskFactors: { p_16: 4, p_28: 2, p_29: 2, p_32: 1.5, p_34: 1.5, p_44: 1.5 },
  },
];

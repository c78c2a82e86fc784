import type { Condition } from '../types';
import { L } from './localized';

/**
 * Urinary tract, kidneys, male and female genital organs, pregnancy and breasts (c_350 … c_381).
 * One-sex conditions set prevalence.sex to 0 for the other sex and are the only ones that list
 * one-sex symptoms; conditions of both sexes list only symptoms that apply to both.
 */
export const UROGENITAL_CONDITIONS: Condition[] = [
  // ── Urinary tract infections, stones and retention ──
  {
    id: 'c_350',
    name: L('ცისტიტი (შარდის ბუშტის ანთება)', 'Cystitis (bladder infection)'),
    description: L(
      'შარდის ბუშტის ბაქტერიული ანთება, რომელიც ქალებში ძალიან ხშირია. ვლინდება ხშირი, მტკივნეული შარდვით და ტკივილით ბოქვენის ზემოთ. ექიმი, როგორც წესი, შარდის ანალიზის შემდეგ ანტიბიოტიკის მოკლე კურსს დაგინიშნავთ.',
      'A bacterial infection of the bladder, very common in women. It makes you pass urine often and painfully, with pain above the pubic bone. A doctor usually checks a urine sample and prescribes a short course of antibiotics.',
    ),
    prevalence: { frequency: 'very_common', ages: [0.2, 0.3, 0.5, 0.8, 1, 1, 1.3], sex: { female: 1, male: 0.1 } },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: { obligatory: ['Urinalysis'], recommended: ['Urine culture'] },
    symptoms: {
      s_311: 0.85, s_312: 0.85, s_313: 0.7, s_318: 0.5, s_309: 0.45, s_316: 0.45, s_314: 0.35,
      s_315: 0.2, s_322: 0.12, s_320: 0.15, s_326: 0.04, s_257: 0.12, s_261: 0.05,
      s_152: 0.08, s_153: 0.06, s_154: 0.03, s_159: 0.04, s_164: 0.2, s_163: 0.15, s_274: 0.06, s_356: 0.05,
    },
    riskFactors: { p_27: 1.5, p_10: 1.5, p_14: 1.5, p_35: 1.5, p_55: 1.3 },
  },
  {
    id: 'c_351',
    name: L('პიელონეფრიტი (თირკმლის ინფექცია)', 'Pyelonephritis (kidney infection)'),
    description: L(
      'თირკმლის ბაქტერიული ინფექცია, რომელიც ხშირად შარდის ბუშტიდან ავრცელდება. ახასიათებს მაღალი სიცხე, შემცივნება და ტკივილი წელის ერთ მხარეს. ექიმს 24 საათის განმავლობაში უნდა მიმართოთ — საჭიროა ანტიბიოტიკით მკურნალობა.',
      'A bacterial infection of a kidney, often spreading up from the bladder. It causes a high temperature, shivering and pain in one side of the back, below the ribs. See a doctor within 24 hours; it needs antibiotics.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.8, 1, 0.4, 0.6, 1, 0.8, 1.2], sex: { female: 1, male: 0.3 } },
    triage: 'consultation_24',
    speciality: 'urologist',
    labs: {
      obligatory: ['Urinalysis', 'Urine culture', 'Complete blood count', 'C-reactive protein (CRP)', 'Creatinine'],
      recommended: ['Procalcitonin', 'Urea', 'Glucose (fasting)'],
    },
    symptoms: {
      s_261: 0.85, s_257: 0.5, s_152: 0.85, s_153: 0.12, s_154: 0.6, s_155: 0.12, s_159: 0.6,
      s_311: 0.55, s_312: 0.55, s_313: 0.4, s_316: 0.5, s_315: 0.2, s_309: 0.3, s_326: 0.05,
      s_164: 0.7, s_163: 0.5, s_465: 0.25, s_1: 0.2, s_423: 0.2, s_274: 0.5, s_275: 0.35, s_280: 0.4,
      s_131: 0.1, s_101: 0.08, s_37: 0.03, s_535: 0.35,
    },
    riskFactors: { p_10: 2, p_27: 1.8, p_35: 1.8, p_36: 1.3 },
  },
  {
    id: 'c_352',
    name: L('თირკმლის კენჭი (თირკმლის ჭვალი)', 'Kidney stone (renal colic)'),
    description: L(
      'შარდსადენში გაჭედილი კენჭი იწვევს ძალიან ძლიერ, ტალღისებურ ტკივილს წელის ერთ მხარეს, რომელიც საზარდულისკენ ჩადის; ხშირია გულისრევა და შარდში სისხლი. ტკივილის გაყუჩებისა და გამოკვლევისთვის მიმართეთ გადაუდებელი დახმარების განყოფილებას, განსაკუთრებით თუ სიცხეც გაქვთ.',
      'A stone stuck in the tube that drains the kidney causes very severe pain in waves in one side of the back, moving down towards the groin, often with nausea and blood in the urine. Go to an emergency department for pain relief and tests, especially if you also have a fever.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.01, 0.05, 0.3, 1, 1.2, 0.8], sex: { female: 0.6, male: 1 } },
    triage: 'emergency',
    speciality: 'urologist',
    labs: {
      obligatory: ['Urinalysis', 'Creatinine', 'Complete blood count'],
      recommended: ['C-reactive protein (CRP)', 'Calcium (Ca)', 'Uric acid', 'Urea', 'Urine culture'],
    },
    symptoms: {
      s_262: 0.8, s_261: 0.7, s_257: 0.7, s_289: 0.5, s_286: 0.35, s_310: 0.45, s_307: 0.2, s_308: 0.2,
      s_265: 0.08, s_266: 0.08, s_132: 0.5, s_315: 0.35, s_325: 0.15, s_312: 0.3, s_313: 0.3, s_311: 0.2,
      s_322: 0.05, s_274: 0.6, s_275: 0.4, s_423: 0.3, s_425: 0.15,
      s_152: 0.08, s_153: 0.04, s_154: 0.04, s_159: 0.08,
    },
    riskFactors: { p_19: 1.5, p_27: 1.3, p_62: 1.5 },
  },
  {
    id: 'c_353',
    name: L('შარდის მწვავე შეკავება', 'Acute urinary retention'),
    description: L(
      'შარდის ბუშტი სავსეა, მაგრამ შარდვა შეუძლებელია. მდგომარეობა მტკივნეულია და ყველაზე ხშირად პროსტატის გადიდების მქონე ხანდაზმულ მამაკაცებს ემართებათ. ბუშტი კათეტერით უნდა დაიცალოს — დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'The bladder is full but you cannot pass urine. It is painful and most often affects older men with an enlarged prostate. The bladder has to be emptied with a catheter, so go to an emergency department now.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.05, 0.05, 0.2, 1, 4], sex: { female: 0.1, male: 1 } },
    triage: 'emergency',
    speciality: 'urologist',
    labs: { obligatory: ['Urinalysis', 'Creatinine'], recommended: ['Urine culture', 'Urea', 'Potassium (K)', 'Prostate-specific antigen (PSA)'] },
    symptoms: {
      s_319: 0.95, s_309: 0.8, s_318: 0.6, s_317: 0.7, s_322: 0.4, s_312: 0.3, s_314: 0.4, s_320: 0.15,
      s_292: 0.25, s_132: 0.3, s_303: 0.2, s_274: 0.1, s_311: 0.1, s_152: 0.05, s_37: 0.05,
    },
    riskFactors: { p_24: 3, p_47: 2, p_17: 1.5 },
  },

  // ── Prostate and male genital organs ──
  {
    id: 'c_354',
    name: L('პროსტატის კეთილთვისებიანი ჰიპერპლაზია (ადენომა)', 'Benign prostatic hyperplasia'),
    description: L(
      'ასაკთან ერთად პროსტატის კეთილთვისებიანი გადიდება. შარდის ნაკადი სუსტდება, შარდვა ხშირდება, მათ შორის ღამითაც. კიბო არ არის; მდგომარეობას ამსუბუქებს მედიკამენტები, ზოგჯერ — ოპერაცია. მიმართეთ უროლოგს.',
      'A non-cancerous enlargement of the prostate that comes with age. The urine stream becomes weak and you need to pass urine more often, also at night. It is not cancer; medicines, and sometimes an operation, ease it.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0, 0.05, 1, 3], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: { obligatory: ['Urinalysis', 'Prostate-specific antigen (PSA)'], recommended: ['Creatinine', 'Urine culture', 'Glucose (fasting)'] },
    symptoms: {
      s_317: 0.8, s_314: 0.75, s_312: 0.65, s_318: 0.6, s_313: 0.5, s_320: 0.2, s_319: 0.05, s_315: 0.05,
      s_311: 0.05, s_374: 0.02, s_138: 0.15, s_370: 0.3,
    },
    riskFactors: { p_19: 1.3, p_27: 1.3 },
  },
  {
    id: 'c_355',
    name: L('პროსტატიტი', 'Prostatitis'),
    description: L(
      'პროსტატის (წინამდებარე ჯირკვლის) ანთება. იწვევს ტკივილს შორისის არეში, მტკივნეულ და ხშირ შარდვას, მწვავე ფორმისას — სიცხესა და შემცივნებას. საჭიროა უროლოგის გასინჯვა; ხშირად ინიშნება ანტიბიოტიკი.',
      'Inflammation of the prostate gland. It causes pain between the scrotum and the anus, painful and frequent urination and, when it comes on suddenly, a fever and chills. A urologist should see you soon; antibiotics are often needed.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.1, 1, 1, 0.8], sex: { female: 0, male: 1 } },
    triage: 'consultation_24',
    speciality: 'urologist',
    labs: { obligatory: ['Urinalysis', 'Urine culture', 'Complete blood count'], recommended: ['C-reactive protein (CRP)', 'Creatinine'] },
    symptoms: {
      s_375: 0.6, s_311: 0.6, s_312: 0.55, s_313: 0.45, s_317: 0.45, s_318: 0.35, s_314: 0.3, s_309: 0.4,
      s_316: 0.25, s_315: 0.08, s_319: 0.1, s_257: 0.3, s_310: 0.2, s_338: 0.05, s_365: 0.15, s_356: 0.25,
      s_374: 0.08, s_369: 0.08, s_370: 0.15,
      s_152: 0.45, s_153: 0.12, s_154: 0.3, s_155: 0.03, s_159: 0.35, s_164: 0.45, s_465: 0.25, s_274: 0.1,
    },
    riskFactors: { p_27: 1.3, p_55: 1.5 },
  },
  {
    id: 'c_356',
    name: L('სათესლე ჯირკვლის შემოგრეხა', 'Testicular torsion'),
    description: L(
      'სათესლე ჯირკვალი თავისი ძგიდის გარშემო შემოტრიალდება და სისხლის მიწოდება უწყდება. ვლინდება უეცარი, ძალიან ძლიერი ტკივილით სათესლე პარკში, ხშირად ღებინებით; ყველაზე ხშირია მოზარდებში. ჯირკვლის გადასარჩენად ოპერაცია რამდენიმე საათში უნდა ჩატარდეს — დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'A testicle twists on its cord and loses its blood supply. It causes sudden, very severe pain in the scrotum, often with vomiting, and is most common in teenage boys. Only an operation within hours can save the testicle: go to an emergency department now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.5, 0.2, 0.5, 3, 0.7, 0.1, 0.02], sex: { female: 0, male: 1 } },
    triage: 'emergency',
    speciality: 'urologist',
    labs: { recommended: ['Urinalysis'] },
    symptoms: {
      s_365: 0.95, s_366: 0.9, s_367: 0.6, s_310: 0.35, s_307: 0.12, s_308: 0.12, s_289: 0.15,
      s_274: 0.55, s_275: 0.4, s_146: 0.08, s_311: 0.04, s_152: 0.1, s_153: 0.08, s_154: 0.02,
    },
    riskFactors: { p_22: 2 },
  },
  {
    id: 'c_357',
    name: L('ეპიდიდიმიტი', 'Epididymitis'),
    description: L(
      'სათესლე ჯირკვლის დანამატის ანთება, რომელსაც ახალგაზრდებში ხშირად სქესობრივი გზით გადამდები ინფექცია, ხანდაზმულებში კი შარდის ინფექცია იწვევს. ტკივილი და შეშუპება ერთი-ორი დღის განმავლობაში მატულობს, შეიძლება სიცხეც ახლდეს. მიმართეთ ექიმს 24 საათში — საჭიროა ანტიბიოტიკი.',
      'Inflammation of the coiled tube at the back of the testicle, caused by a sexually transmitted infection in younger men and by a urine infection in older men. Pain and swelling build up over a day or two, sometimes with a fever. See a doctor within 24 hours; antibiotics are needed.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.05, 0.1, 0.3, 0.7, 1, 1, 1], sex: { female: 0, male: 1 } },
    triage: 'consultation_24',
    speciality: 'urologist',
    labs: {
      obligatory: ['Urinalysis', 'Urine culture'],
      recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)'],
    },
    symptoms: {
      s_365: 0.95, s_366: 0.15, s_367: 0.7, s_368: 0.08, s_310: 0.35, s_309: 0.1, s_378: 0.05,
      s_311: 0.35, s_312: 0.3, s_313: 0.2, s_316: 0.15, s_317: 0.1, s_369: 0.2,
      s_152: 0.35, s_153: 0.15, s_154: 0.18, s_159: 0.15, s_164: 0.3, s_274: 0.1,
    },
    riskFactors: { p_55: 3, p_24: 1.5 },
  },
  {
    id: 'c_358',
    name: L('ერექციული დისფუნქცია', 'Erectile dysfunction'),
    description: L(
      'ერექციის მიღწევის ან შენარჩუნების ხანგრძლივი სირთულე. ხშირად უკავშირდება გულისა და სისხლძარღვების დაავადებებს, დიაბეტს, მოწევას, სტრესს ან მედიკამენტებს. ეფექტური მკურნალობა არსებობს; უროლოგი ამავდროულად შეაფასებს გულ-სისხლძარღვთა რისკს და სისხლში შაქრის დონეს.',
      'Ongoing difficulty getting or keeping an erection. It is often linked to heart and blood vessel disease, diabetes, smoking, stress or medicines. Effective treatment exists, and the doctor will also check your heart risk and blood sugar.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.05, 0.5, 1.5, 2], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Total testosterone'],
      recommended: ['Glycated haemoglobin (HbA1c)', 'Lipid panel', 'Thyroid-stimulating hormone (TSH)', 'Prolactin'],
    },
    symptoms: {
      s_370: 0.95, s_371: 0.01, s_122: 0.2, s_128: 0.2, s_163: 0.15, s_138: 0.1, s_314: 0.25, s_317: 0.2,
      s_215: 0.08, s_216: 0.08, s_520: 0.05, s_476: 0.05,
    },
    riskFactors: { p_27: 3, p_16: 2, p_28: 2, p_29: 2, p_32: 1.5, p_19: 1.8, p_17: 1.5, p_42: 2, p_47: 1.5 },
  },
  {
    id: 'c_359',
    name: L('ურეთრიტი (ქლამიდია, გონორეა)', 'Urethritis (chlamydia, gonorrhoea)'),
    description: L(
      'შარდსადენის ანთება, რომელსაც ყველაზე ხშირად სქესობრივი გზით გადამდები ინფექციები — ქლამიდია და გონორეა — იწვევს. მამაკაცებში ვლინდება გამონადენით სასქესო ასოდან და წვით შარდვისას. ანტიბიოტიკით იკურნება; გამოკვლევა და მკურნალობა სქესობრივ პარტნიორსაც სჭირდება.',
      'Inflammation of the urethra, most often from the sexually transmitted infections chlamydia or gonorrhoea. In men it causes discharge from the penis and burning when passing urine. Antibiotics cure it; sexual partners need testing and treatment too.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.8, 1.5, 0.5, 0.1], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: { obligatory: ['Urinalysis'], recommended: ['HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)', 'Urine culture'] },
    symptoms: {
      s_369: 0.75, s_311: 0.8, s_312: 0.3, s_313: 0.25, s_316: 0.1, s_315: 0.05, s_373: 0.1, s_365: 0.1,
      s_375: 0.05, s_378: 0.1, s_356: 0.15, s_374: 0.03, s_152: 0.05,
    },
    riskFactors: { p_55: 8 },
  },

  // ── Kidneys ──
  {
    id: 'c_360',
    name: L('თირკმლის ქრონიკული დაავადება', 'Chronic kidney disease'),
    description: L(
      'თირკმლის ფუნქციის თანდათანობითი, ხანგრძლივი დაქვეითება, ყველაზე ხშირად დიაბეტის ან მაღალი არტერიული წნევის გამო. შეიძლება წლების განმავლობაში უსიმპტომოდ მიმდინარეობდეს, მოგვიანებით კი იწვევს დაღლილობას, შეშუპებას და ქავილს. სისხლისა და შარდის ანალიზები დაავადებას ადრეულ ეტაპზე ავლენს, მკურნალობა კი მის პროგრესირებას ანელებს.',
      'A gradual, long-term loss of kidney function, most often from diabetes or high blood pressure. It may cause no symptoms for years, then tiredness, swelling and itching. Blood and urine tests find it early, and treatment slows it down.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.02, 0.05, 0.05, 0.1, 0.5, 1, 2.5] },
    triage: 'consultation',
    speciality: 'nephrologist',
    labs: {
      obligatory: ['Creatinine', 'Urea', 'Urinalysis', 'Potassium (K)'],
      recommended: ['Urine microalbumin', 'Complete blood count', 'Sodium (Na)', 'Calcium (Ca)', 'Albumin', 'Glycated haemoglobin (HbA1c)', 'Lipid panel', 'Vitamin D (25-OH)'],
    },
    symptoms: {
      s_163: 0.6, s_515: 0.4, s_52: 0.15, s_314: 0.4, s_324: 0.3, s_323: 0.1, s_322: 0.1, s_315: 0.1,
      s_426: 0.25, s_421: 0.3, s_274: 0.25, s_275: 0.1, s_280: 0.3, s_94: 0.1, s_93: 0.05, s_165: 0.1,
      s_215: 0.2, s_216: 0.2, s_24: 0.15, s_1: 0.15, s_466: 0.25, s_521: 0.15, s_138: 0.2, s_144: 0.15, s_261: 0.05,
    },
    riskFactors: { p_36: 8, p_27: 4, p_28: 3, p_29: 2, p_19: 1.5, p_46: 1.5, p_16: 1.3 },
  },

  // ── Prostate cancer ──
  {
    id: 'c_361',
    name: L('პროსტატის კიბო', 'Prostate cancer'),
    description: L(
      'პროსტატის ავთვისებიანი სიმსივნე, ხშირი ხანდაზმულ მამაკაცებში. ადრეულ სტადიაზე ხშირად უსიმპტომოა ან შარდვის ისეთივე დარღვევებს იწვევს, როგორსაც პროსტატის ადენომა. პირველი ნაბიჯია PSA-ს ანალიზი და უროლოგის გასინჯვა.',
      'A cancer of the prostate, common in older men. Early on it often causes no symptoms, or the same urinary problems as a non-cancerous enlarged prostate. A PSA blood test and a urologist\'s examination are the first steps.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0, 0.02, 1, 3], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: {
      obligatory: ['Prostate-specific antigen (PSA)', 'Urinalysis', 'Creatinine'],
      recommended: ['Complete blood count', 'Alkaline phosphatase (ALP)', 'Calcium (Ca)'],
    },
    symptoms: {
      s_317: 0.4, s_314: 0.4, s_312: 0.35, s_318: 0.3, s_313: 0.25, s_315: 0.1, s_319: 0.05, s_374: 0.05,
      s_370: 0.2, s_248: 0.03, s_257: 0.15, s_255: 0.1, s_534: 0.1, s_482: 0.02,
      s_165: 0.15, s_163: 0.25, s_421: 0.05,
    },
    riskFactors: { p_38: 2 },
  },

  // ── Vagina, periods and ovaries ──
  {
    id: 'c_362',
    name: L('საშოს კანდიდოზი (სოკო)', 'Vaginal thrush (candidiasis)'),
    description: L(
      'საშოს სოკოვანი ინფექცია. ახასიათებს ქავილი, წვა და თეთრი, სქელი, ხაჭოსმაგვარი გამონადენი; ხშირად ვითარდება ანტიბიოტიკების მიღების შემდეგ. სოკოს საწინააღმდეგო სანთლები, კრემი ან ტაბლეტი ეფექტურად კურნავს; თუ ხშირად მეორდება, მიმართეთ გინეკოლოგს.',
      'A yeast infection of the vagina. It causes itching, soreness and a thick white discharge, and often follows a course of antibiotics. Antifungal pessaries, cream or a tablet clear it; see a gynaecologist if it keeps coming back.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.05, 0.8, 1.3, 1, 0.4], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: { recommended: ['Glucose (fasting)'] },
    symptoms: {
      s_355: 0.9, s_351: 0.7, s_353: 0.6, s_352: 0.03, s_354: 0.05, s_356: 0.35, s_311: 0.35, s_312: 0.05,
      s_358: 0.05, s_400: 0.1, s_437: 0.1,
    },
    riskFactors: { p_48: 4, p_27: 2.5, p_10: 2, p_35: 2, p_13: 1.3 },
  },
  {
    id: 'c_363',
    name: L('ბაქტერიული ვაგინოზი', 'Bacterial vaginosis'),
    description: L(
      'საშოს ნორმალური ბაქტერიული ფლორის დარღვევა. მთავარი ნიშანია თხელი, მონაცრისფრო გამონადენი თევზის სუნით, რომელიც სქესობრივი კავშირის შემდეგ ძლიერდება. სქესობრივი გზით გადამდებ ინფექციად არ ითვლება და ანტიბიოტიკით ადვილად იკურნება.',
      'An imbalance of the normal bacteria in the vagina. The main sign is a thin, greyish discharge with a fishy smell, stronger after sex. It is not a sexually transmitted infection and is easily treated with antibiotics.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.8, 1.3, 0.8, 0.2], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: {},
    symptoms: {
      s_351: 0.9, s_352: 0.75, s_354: 0.1, s_353: 0.03, s_355: 0.2, s_311: 0.08, s_356: 0.08, s_357: 0.05,
    },
    riskFactors: { p_55: 2, p_16: 1.5, p_48: 1.5, p_13: 0.8 },
  },
  {
    id: 'c_364',
    name: L('მტკივნეული მენსტრუაცია (დისმენორეა)', 'Period pain (dysmenorrhoea)'),
    description: L(
      'კრუნჩხვისებური ტკივილი მუცლის ქვედა ნაწილში, ხშირად წელშიც, მენსტრუაციის დროს. ჩვეულებრივ, ეხმარება ანთების საწინააღმდეგო ტკივილგამაყუჩებელი (მაგალითად, იბუპროფენი) და სითბო. თუ ტკივილი ძალიან ძლიერია ან წლების განმავლობაში მატულობს, მიმართეთ გინეკოლოგს.',
      'Cramping pain low in the abdomen, often also in the lower back, during periods. Anti-inflammatory painkillers such as ibuprofen and warmth usually help. See a gynaecologist if the pain is very severe or has been getting worse over the years.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.05, 3, 1.5, 0.3, 0], sex: { female: 1, male: 0 } },
    triage: 'self_care',
    speciality: 'gynaecologist',
    labs: {},
    symptoms: {
      s_343: 0.95, s_309: 0.7, s_357: 0.6, s_286: 0.6, s_257: 0.45, s_344: 0.2, s_347: 0.05, s_356: 0.05,
      s_240: 0.3, s_239: 0.3, s_274: 0.35, s_275: 0.15, s_297: 0.25, s_1: 0.3, s_31: 0.15, s_35: 0.03,
      s_163: 0.35, s_131: 0.2,
    },
    riskFactors: { p_13: 0.5, p_14: 0.05, p_10: 0.1 },
  },
  {
    id: 'c_365',
    name: L('წინამენსტრუაციული სინდრომი', 'Premenstrual syndrome'),
    description: L(
      'ფიზიკური და ემოციური სიმპტომები — გაღიზიანებადობა, ხასიათის ცვალებადობა, შებერილობა, მკერდის მტკივნეულობა — რომლებიც მენსტრუაციამდე ერთი-ორი კვირით ადრე იწყება და მენსტრუაციის დაწყებისას გადის. ეხმარება ფიზიკური აქტივობა, რეგულარული ძილი, ნაკლები მარილი და კოფეინი; თუ სიმპტომები ცხოვრებას გიშლით, მიმართეთ ექიმს.',
      'Physical and emotional symptoms, such as irritability, mood swings, bloating and sore breasts, that start one to two weeks before a period and go once it begins. Exercise, regular sleep and less salt and caffeine help; see a doctor if it disrupts your life.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 1, 1.5, 0.8, 0], sex: { female: 1, male: 0 } },
    triage: 'self_care',
    speciality: 'gynaecologist',
    labs: {},
    symptoms: {
      s_240: 0.8, s_239: 0.8, s_131: 0.7, s_122: 0.5, s_128: 0.45, s_132: 0.2, s_290: 0.6, s_163: 0.55,
      s_140: 0.2, s_1: 0.4, s_138: 0.3, s_144: 0.3, s_166: 0.25, s_503: 0.15, s_515: 0.1, s_465: 0.2,
      s_458: 0.15, s_440: 0.25, s_343: 0.4, s_309: 0.2, s_274: 0.1, s_303: 0.15, s_297: 0.1,
    },
    riskFactors: { p_13: 0.6, p_14: 0.05, p_10: 0.1, p_42: 1.5 },
  },
  {
    id: 'c_366',
    name: L('ენდომეტრიოზი', 'Endometriosis'),
    description: L(
      'საშვილოსნოს შიგნითა გარსის (ენდომეტრიუმის) მსგავსი ქსოვილი მის გარეთ, მცირე მენჯში იზრდება. იწვევს ძალიან მტკივნეულ მენსტრუაციას, მენჯის ხანგრძლივ ტკივილს და ტკივილს სქესობრივი კავშირისას; შეიძლება დაორსულებაც გაართულოს. დიაგნოზისა და ტკივილის სამკურნალოდ მიმართეთ გინეკოლოგს.',
      'Tissue like the lining of the womb grows outside it, in the pelvis. It causes very painful periods, long-lasting pelvic pain and pain during sex, and can make it harder to get pregnant. A gynaecologist can confirm it and treat the pain.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.7, 1.5, 0.6, 0.02], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: { recommended: ['CA-125', 'Complete blood count'] },
    symptoms: {
      s_343: 0.85, s_357: 0.8, s_356: 0.55, s_309: 0.5, s_286: 0.4, s_307: 0.2, s_308: 0.2, s_257: 0.4,
      s_344: 0.3, s_347: 0.2, s_330: 0.2, s_290: 0.4, s_303: 0.2, s_297: 0.15, s_311: 0.1, s_315: 0.03,
      s_338: 0.05, s_163: 0.45, s_274: 0.2,
    },
    riskFactors: { p_13: 0.6, p_14: 0.1, p_10: 0.3 },
  },
  {
    id: 'c_367',
    name: L('საკვერცხეების პოლიკისტოზის სინდრომი', 'Polycystic ovary syndrome'),
    description: L(
      'ჰორმონული დარღვევა, რომელიც იწვევს არარეგულარულ ან იშვიათ მენსტრუაციას, სახესა და სხეულზე ჭარბ თმიანობას, აკნეს და წონის მატებას. ეხმარება წონის ნორმალიზება და ჰორმონული მკურნალობა; გამოკვლევისთვის მიმართეთ გინეკოლოგ-ენდოკრინოლოგს.',
      'A hormone imbalance that causes irregular or infrequent periods, extra hair on the face or body, acne and weight gain. Reaching a healthy weight and hormone treatment help; see a gynaecologist for tests.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 1, 1.5, 0.3, 0.01], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: {
      obligatory: ['Total testosterone', 'Glucose (fasting)'],
      recommended: ['Thyroid-stimulating hormone (TSH)', 'Prolactin', 'Lipid panel', 'Glycated haemoglobin (HbA1c)', 'Insulin'],
    },
    symptoms: {
      s_345: 0.85, s_346: 0.5, s_344: 0.15, s_450: 0.65, s_440: 0.5, s_448: 0.25, s_166: 0.5, s_357: 0.1,
      s_122: 0.2, s_163: 0.25, s_140: 0.1, s_81: 0.1,
    },
    riskFactors: { p_19: 2.5, p_27: 2, p_13: 0.7, p_14: 0.05 },
  },
  {
    id: 'c_368',
    name: L('საკვერცხის შემოგრეხა ან კისტის გასკდომა', 'Ovarian torsion or ruptured ovarian cyst'),
    description: L(
      'საკვერცხე შემოტრიალდება და მისი სისხლის მიწოდება წყდება, ან საკვერცხის კისტა სკდება. ორივე შემთხვევაში მუცლის ქვედა ნაწილის ერთ მხარეს უეცრად იწყება ძლიერი ტკივილი, ხშირად გულისრევითა და ღებინებით. შეიძლება სასწრაფო ოპერაცია დასჭირდეს — დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'An ovary twists and loses its blood supply, or a cyst on an ovary bursts. Either causes sudden, severe pain on one side low in the abdomen, often with nausea and vomiting. It may need an urgent operation: go to an emergency department now.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.05, 0.05, 0.3, 1, 1, 0.5, 0.1], sex: { female: 1, male: 0 } },
    triage: 'emergency',
    speciality: 'gynaecologist',
    labs: { obligatory: ['Complete blood count'], recommended: ['C-reactive protein (CRP)', 'Urinalysis'] },
    symptoms: {
      s_357: 0.9, s_289: 0.7, s_307: 0.5, s_308: 0.45, s_309: 0.25, s_310: 0.2, s_287: 0.35, s_288: 0.08,
      s_257: 0.2, s_489: 0.05, s_356: 0.15, s_346: 0.1, s_274: 0.65, s_275: 0.45,
      s_31: 0.15, s_35: 0.08, s_421: 0.15, s_425: 0.1, s_152: 0.1, s_153: 0.07, s_154: 0.03,
    },
    riskFactors: { p_10: 1.5, p_13: 0.5 },
  },
  {
    id: 'c_369',
    name: L('მცირე მენჯის ორგანოების ანთებითი დაავადება', 'Pelvic inflammatory disease'),
    description: L(
      'საშვილოსნოს, ფალოპის მილებისა და საკვერცხეების ინფექცია, რომელსაც ხშირად სქესობრივი გზით გადამდები ინფექციები (ქლამიდია, გონორეა) იწვევს. ვლინდება მუცლის ქვედა ნაწილის ტკივილით, უჩვეულო გამონადენით, ტკივილით სქესობრივი კავშირისას, ზოგჯერ სიცხით. დროული ანტიბიოტიკოთერაპია უშვილობის რისკს ამცირებს — მიმართეთ გინეკოლოგს 24 საათში.',
      'An infection of the womb, fallopian tubes and ovaries, often from chlamydia or gonorrhoea. It causes pain low in the abdomen, unusual discharge, pain during sex and sometimes a fever. Prompt antibiotics lower the risk of infertility, so see a gynaecologist within 24 hours.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 1, 1.5, 0.4, 0.05], sex: { female: 1, male: 0 } },
    triage: 'consultation_24',
    speciality: 'gynaecologist',
    labs: {
      obligatory: ['Urinalysis', 'Complete blood count', 'C-reactive protein (CRP)'],
      recommended: ['HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)', 'Erythrocyte sedimentation rate (ESR)', 'Urine culture'],
    },
    symptoms: {
      s_357: 0.9, s_309: 0.5, s_307: 0.3, s_308: 0.3, s_287: 0.25, s_265: 0.05, s_257: 0.25,
      s_351: 0.55, s_354: 0.3, s_352: 0.1, s_355: 0.1, s_356: 0.45, s_347: 0.3, s_348: 0.15, s_343: 0.35, s_344: 0.1,
      s_311: 0.25, s_312: 0.15, s_152: 0.45, s_153: 0.2, s_154: 0.25, s_155: 0.03, s_159: 0.2,
      s_164: 0.45, s_163: 0.3, s_274: 0.25, s_275: 0.1,
    },
    riskFactors: { p_55: 5, p_14: 0.1 },
  },

  // ── Pregnancy ──
  {
    id: 'c_370',
    name: L('საშვილოსნოსგარე (ექტოპიური) ორსულობა', 'Ectopic pregnancy'),
    description: L(
      'ორსულობა, რომელიც საშვილოსნოს გარეთ, ყველაზე ხშირად ფალოპის მილში ვითარდება. ვლინდება მენსტრუაციის დაგვიანებით, მუცლის ქვედა ნაწილის ცალმხრივი ტკივილით და სისხლიანი გამონადენით; მილის გასკდომა სიცოცხლისთვის საშიშ შინაგან სისხლდენას იწვევს. ძლიერი ტკივილის, თავბრუსხვევის ან გულის წასვლისას დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A pregnancy growing outside the womb, usually in a fallopian tube. It causes a missed period, pain on one side low in the abdomen and vaginal bleeding; if the tube bursts, the internal bleeding is life-threatening. Call 112 at once if you have severe pain, dizziness or fainting.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.3, 1, 0.3, 0], sex: { female: 1, male: 0 } },
    triage: 'emergency_ambulance',
    speciality: 'gynaecologist',
    labs: { obligatory: ['Complete blood count'], recommended: ['Coagulation panel'] },
    symptoms: {
      s_346: 0.75, s_357: 0.8, s_361: 0.55, s_360: 0.5, s_347: 0.2, s_350: 0.05, s_307: 0.35, s_308: 0.35,
      s_309: 0.3, s_289: 0.3, s_287: 0.2, s_288: 0.1, s_489: 0.1, s_336: 0.1, s_297: 0.05,
      s_274: 0.35, s_275: 0.15, s_31: 0.3, s_34: 0.25, s_35: 0.15, s_421: 0.2, s_425: 0.1, s_536: 0.2, s_537: 0.2,
    },
    riskFactors: { p_10: 8, p_13: 0.4, p_16: 1.5, p_55: 1.5, p_14: 0.02 },
  },
  {
    id: 'c_371',
    name: L('თვითნებითი აბორტი (მუცლის მოშლა)', 'Miscarriage'),
    description: L(
      'ორსულობის შეწყვეტა მის ადრეულ ვადაზე. ვლინდება საშოდან სისხლიანი გამონადენით ან სისხლდენით და კრუნჩხვისებური ტკივილით მუცლის ქვედა ნაწილში. ორსულობისას სისხლდენის დროს მიმართეთ გადაუდებელი დახმარების განყოფილებას: საჭიროა ულტრაბგერითი კვლევა, მათ შორის საშვილოსნოსგარე ორსულობის გამოსარიცხად.',
      'The loss of a pregnancy in its early months. It causes bleeding from the vagina and cramping pain low in the abdomen. With bleeding in pregnancy, go to an emergency department: an ultrasound scan is needed, also to rule out an ectopic pregnancy.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.4, 1, 0.5, 0], sex: { female: 1, male: 0 } },
    triage: 'emergency',
    speciality: 'gynaecologist',
    labs: { obligatory: ['Complete blood count'], recommended: ['Coagulation panel'] },
    symptoms: {
      s_360: 0.9, s_361: 0.7, s_346: 0.85, s_350: 0.25, s_347: 0.1, s_309: 0.5, s_357: 0.5, s_286: 0.5,
      s_257: 0.3, s_362: 0.05, s_274: 0.2, s_31: 0.1, s_35: 0.04, s_421: 0.1, s_152: 0.04,
    },
    riskFactors: { p_10: 9, p_13: 0.2, p_16: 1.3, p_17: 1.5, p_14: 0.02 },
  },
  {
    id: 'c_372',
    name: L('ადრეული ორსულობა', 'Early pregnancy'),
    description: L(
      'ორსულობის პირველი კვირების ჩვეული ნიშნები: მენსტრუაციის დაგვიანება, გულისრევა, მკერდის მტკივნეულობა, დაღლილობა და ხშირი შარდვა. გაიკეთეთ ორსულობის ტესტი; დადებითი პასუხის შემთხვევაში მიმართეთ მეან-გინეკოლოგს ორსულობის აღრიცხვაზე ასაყვანად.',
      'The usual signs of the first weeks of pregnancy: a missed period, nausea, sore breasts, tiredness and passing urine more often. Do a pregnancy test, and if it is positive book a first antenatal visit with an obstetrician.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.4, 1, 0.2, 0], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: {
      obligatory: ['Complete blood count', 'Urinalysis'],
      recommended: ['Glucose (fasting)', 'HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)', 'Hepatitis B surface antigen (HBsAg)', 'Thyroid-stimulating hormone (TSH)'],
    },
    symptoms: {
      s_346: 0.95, s_274: 0.7, s_275: 0.35, s_280: 0.2, s_94: 0.2, s_210: 0.15, s_239: 0.6, s_163: 0.7,
      s_140: 0.2, s_312: 0.4, s_290: 0.3, s_303: 0.25, s_309: 0.2, s_286: 0.1, s_357: 0.1, s_361: 0.1,
      s_347: 0.08, s_360: 0.05, s_351: 0.2, s_1: 0.15, s_31: 0.15, s_131: 0.2,
    },
    riskFactors: { p_10: 8, p_13: 0.2, p_14: 0.02 },
  },
  {
    id: 'c_373',
    name: L('ორსულთა უძლეველი ღებინება', 'Severe vomiting in pregnancy (hyperemesis gravidarum)'),
    description: L(
      'ორსულობის დროს ძალიან ძლიერი და ხანგრძლივი გულისრევა და ღებინება: საკვებისა და სითხის შეკავება ვერ ხერხდება, ვითარდება გაუწყლოება და წონის კლება. ექიმს 24 საათში უნდა მიმართოთ — ხშირად საჭიროა ინტრავენური სითხეები და ღებინების საწინააღმდეგო მედიკამენტები.',
      'Severe, long-lasting nausea and vomiting in pregnancy, so that you cannot keep food or fluids down, become dehydrated and lose weight. See a doctor within 24 hours; a drip and anti-sickness medicines often help.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.5, 1, 0.3, 0], sex: { female: 1, male: 0 } },
    triage: 'consultation_24',
    speciality: 'gynaecologist',
    labs: {
      obligatory: ['Urinalysis', 'Potassium (K)', 'Sodium (Na)', 'Creatinine'],
      recommended: ['Complete blood count', 'Urea', 'Thyroid-stimulating hormone (TSH)', 'Free thyroxine (FT4)', 'Alanine aminotransferase (ALT)', 'Magnesium (Mg)'],
    },
    symptoms: {
      s_275: 0.95, s_274: 0.95, s_279: 0.6, s_280: 0.8, s_165: 0.6, s_346: 0.85, s_163: 0.7, s_164: 0.6,
      s_31: 0.4, s_34: 0.35, s_35: 0.05, s_92: 0.5, s_167: 0.3, s_59: 0.15, s_322: 0.35, s_281: 0.4,
      s_264: 0.15, s_210: 0.25, s_361: 0.1, s_122: 0.2, s_152: 0.03,
    },
    riskFactors: { p_10: 9.5, p_14: 0.02 },
  },
  {
    id: 'c_374',
    name: L('პრეეკლამფსია', 'Pre-eclampsia'),
    description: L(
      'ორსულობის მეორე ნახევარში ან მშობიარობიდან მალევე არტერიული წნევის მომატება და შარდში ცილის გამოჩენა. შეიძლება ახლდეს ძლიერი თავის ტკივილი, მხედველობის დარღვევა, სახისა და ხელების უეცარი შეშუპება და ტკივილი ნეკნების ქვეშ. საშიშია დედისა და ნაყოფისთვის — დაუყოვნებლივ მიმართეთ სამშობიარო სახლს ან გადაუდებელი დახმარების განყოფილებას.',
      'High blood pressure with protein in the urine in the second half of pregnancy or soon after the birth. It can cause a severe headache, blurred vision, sudden swelling of the face and hands, and pain under the ribs. It is dangerous for mother and baby: go to a maternity unit or emergency department now.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.5, 1, 0.4, 0], sex: { female: 1, male: 0 } },
    triage: 'emergency',
    speciality: 'gynaecologist',
    labs: {
      obligatory: ['Urinalysis', 'Complete blood count', 'Creatinine', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)'],
      recommended: ['Uric acid', 'Coagulation panel', 'Urea', 'Total bilirubin', 'Albumin'],
    },
    symptoms: {
      s_1: 0.5, s_47: 0.3, s_46: 0.1, s_24: 0.4, s_19: 0.4, s_52: 0.25, s_503: 0.5, s_515: 0.6, s_166: 0.3,
      s_264: 0.25, s_265: 0.2, s_361: 0.25, s_274: 0.25, s_275: 0.2, s_322: 0.15, s_324: 0.1, s_215: 0.1,
      s_363: 0.1, s_346: 0.5, s_164: 0.3, s_31: 0.1, s_37: 0.03, s_28: 0.03,
    },
    riskFactors: { p_10: 9, p_11: 3, p_28: 3, p_27: 2, p_36: 2, p_19: 2, p_14: 0.02 },
  },
  {
    id: 'c_375',
    name: L('ნაადრევი მშობიარობა', 'Preterm labour'),
    description: L(
      'მშობიარობის დაწყება ორსულობის 37-ე კვირამდე: რეგულარული შეტკივებები, წელის ან მენჯის არეში დაწოლის შეგრძნება, სანაყოფე წყლის დაღვრა ან სისხლიანი გამონადენი. დაუყოვნებლივ დარეკეთ 112-ზე ან მიმართეთ სამშობიარო სახლს — დროული მკურნალობა ბავშვის მდგომარეობას აუმჯობესებს.',
      'Labour starting before 37 weeks of pregnancy: regular tightenings of the belly, pressure in the lower back or pelvis, waters breaking or bleeding. Call 112 or go to a maternity unit now; prompt treatment helps the baby.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.7, 1, 0.5, 0], sex: { female: 1, male: 0 } },
    triage: 'emergency_ambulance',
    speciality: 'gynaecologist',
    labs: { obligatory: ['Complete blood count', 'Urinalysis', 'Urine culture'], recommended: ['C-reactive protein (CRP)'] },
    symptoms: {
      s_364: 0.85, s_361: 0.9, s_286: 0.5, s_257: 0.45, s_309: 0.4, s_357: 0.3, s_375: 0.2, s_362: 0.3,
      s_360: 0.25, s_351: 0.3, s_363: 0.08, s_297: 0.1, s_312: 0.15, s_346: 0.5, s_152: 0.08, s_153: 0.03, s_154: 0.05,
    },
    riskFactors: { p_10: 9.5, p_16: 1.5, p_17: 1.5, p_18: 2, p_14: 0.02 },
  },

  // ── Menopause and the womb ──
  {
    id: 'c_376',
    name: L('მენოპაუზა (კლიმაქსი)', 'Menopause'),
    description: L(
      'მენსტრუაციის თანდათანობითი შეწყვეტა, ჩვეულებრივ 45–55 წლის ასაკში. ახასიათებს სიცხის ტალღები, ღამის ოფლიანობა, ძილის დარღვევა, ხასიათის ცვალებადობა და საშოს სიმშრალე. სიმპტომების შესამსუბუქებლად და ძვლების დასაცავად მიმართეთ გინეკოლოგს; მენოპაუზის შემდეგ ნებისმიერი სისხლიანი გამონადენი აუცილებლად უნდა გამოიკვლიოთ.',
      'Periods gradually stopping, usually between the ages of 45 and 55. It brings hot flushes, night sweats, poor sleep, mood changes and vaginal dryness. A gynaecologist can help with the symptoms and bone health; any bleeding after the menopause must be checked.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0, 0.1, 3, 0.6], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Lipid panel', 'Vitamin D (25-OH)', 'Glucose (fasting)'] },
    symptoms: {
      s_160: 0.75, s_424: 0.6, s_423: 0.3, s_345: 0.6, s_346: 0.5, s_344: 0.2, s_349: 0.04, s_138: 0.5, s_139: 0.2,
      s_131: 0.4, s_122: 0.35, s_128: 0.3, s_144: 0.3, s_143: 0.2, s_163: 0.5, s_1: 0.2, s_211: 0.25,
      s_356: 0.3, s_355: 0.15, s_359: 0.05, s_312: 0.2, s_313: 0.2, s_320: 0.25, s_321: 0.2,
      s_458: 0.35, s_465: 0.2, s_166: 0.35, s_448: 0.15, s_447: 0.15, s_56: 0.1, s_239: 0.1,
    },
    riskFactors: { p_14: 4 },
  },
  {
    id: 'c_377',
    name: L('საშვილოსნოს მიომა', 'Uterine fibroids'),
    description: L(
      'საშვილოსნოს კეთილთვისებიანი კუნთოვანი კვანძები, ხშირი 30–50 წლის ქალებში. შეიძლება გამოიწვიოს უხვი და ხანგრძლივი მენსტრუაცია, ანემია, მენჯში სიმძიმე და ხშირი შარდვა. დიაგნოზი ულტრაბგერითი კვლევით დგინდება; მკურნალობა სიმპტომებზეა დამოკიდებული — მიმართეთ გინეკოლოგს.',
      'Non-cancerous growths of muscle in the womb, common in women aged 30 to 50. They can cause heavy, long periods, anaemia, heaviness in the pelvis and passing urine often. An ultrasound scan finds them; treatment depends on the symptoms.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.05, 1, 1.5, 0.1], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: { obligatory: ['Complete blood count'], recommended: ['Ferritin', 'Iron (Fe)'] },
    symptoms: {
      s_344: 0.6, s_350: 0.05, s_347: 0.2, s_343: 0.4, s_357: 0.3, s_309: 0.3, s_292: 0.15, s_290: 0.15,
      s_312: 0.2, s_318: 0.1, s_303: 0.15, s_257: 0.2, s_356: 0.15, s_359: 0.03,
      s_163: 0.35, s_421: 0.2, s_215: 0.1, s_216: 0.1, s_31: 0.1,
    },
    riskFactors: { p_19: 1.5, p_14: 0.3 },
  },

  // ── Breasts ──
  {
    id: 'c_378',
    name: L('მასტიტი', 'Mastitis'),
    description: L(
      'სარძევე ჯირკვლის ანთება, უმეტესად ძუძუთი კვების პერიოდში. მკერდის ნაწილი წითელი, ცხელი და მტკივნეულია, ხშირად სიცხე და გრიპის მსგავსი სისუსტეა. განაგრძეთ ძუძუთი კვება ან რძის გამოწველა და მიმართეთ ექიმს 24 საათში — შეიძლება ანტიბიოტიკი დაგჭირდეთ.',
      'Inflammation of the breast, usually while breastfeeding. Part of the breast is red, hot and painful, often with a fever and flu-like aches. Keep feeding or expressing milk and see a doctor within 24 hours; antibiotics may be needed.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.3, 1, 0.2, 0], sex: { female: 1, male: 0 } },
    triage: 'consultation_24',
    speciality: 'gynaecologist',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)'] },
    symptoms: {
      s_245: 0.9, s_239: 0.9, s_238: 0.35, s_247: 0.2, s_246: 0.4, s_241: 0.08, s_249: 0.15,
      s_152: 0.65, s_153: 0.15, s_154: 0.45, s_155: 0.05, s_159: 0.4, s_164: 0.6, s_465: 0.4, s_163: 0.4, s_1: 0.2,
    },
    riskFactors: { p_12: 9, p_11: 4 },
  },
  {
    id: 'c_379',
    name: L('ძუძუს კიბო', 'Breast cancer'),
    description: L(
      'სარძევე ჯირკვლის ავთვისებიანი სიმსივნე — ქალებში ყველაზე ხშირი კიბო. ხშირად ვლინდება უმტკივნეულო კვანძით ან ძუძუს თავისა და კანის ცვლილებით. ადრეულ სტადიაზე აღმოჩენილი კარგად იკურნება — ნებისმიერი ახალი კვანძის შემთხვევაში მიმართეთ ექიმს გასასინჯად და მამოგრაფიის ან ულტრაბგერითი კვლევისთვის.',
      'Cancer of the breast, the most common cancer in women. It often shows as a painless lump or a change in the nipple or the skin. Found early it is very treatable: see a doctor about any new lump for an examination and a mammogram or ultrasound scan.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.01, 0.3, 1.5, 2], sex: { female: 1, male: 0.01 } },
    triage: 'consultation',
    speciality: 'oncologist',
    labs: {},
    symptoms: {
      s_238: 0.8, s_247: 0.2, s_243: 0.15, s_244: 0.1, s_241: 0.12, s_242: 0.08, s_250: 0.04, s_249: 0.15,
      s_239: 0.15, s_245: 0.04, s_165: 0.08, s_163: 0.1, s_534: 0.04,
    },
    riskFactors: { p_15: 1.5, p_17: 1.3, p_19: 1.3, p_38: 2 },
  },
  {
    id: 'c_380',
    name: L('ფიბროკისტოზური მასტოპათია', 'Fibrocystic breast changes'),
    description: L(
      'სარძევე ჯირკვლის ქსოვილის კეთილთვისებიანი ცვლილებები: მკერდი მტკივნეული და კვანძოვანია, განსაკუთრებით მენსტრუაციის წინ. საშიში არ არის, მაგრამ ნებისმიერი ახალი კვანძი ექიმმა უნდა გასინჯოს.',
      'Harmless changes in the breast tissue: tender, lumpy breasts, worse before periods. It is not dangerous, but a doctor should always check any new lump.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.5, 1.5, 0.8, 0.05], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: {},
    symptoms: { s_240: 0.75, s_239: 0.8, s_238: 0.5, s_241: 0.15, s_242: 0.02, s_247: 0.05, s_249: 0.03 },
    riskFactors: { p_14: 0.2, p_15: 1.5 },
  },

  // ── Sexually transmitted infections ──
  {
    id: 'c_381',
    name: L('გენიტალური ჰერპესი', 'Genital herpes'),
    description: L(
      'ჰერპესვირუსით გამოწვეული, სქესობრივი გზით გადამდები ინფექცია. სასქესო ორგანოებზე ან უკანა ტანის ირგვლივ ჩნდება მტკივნეული ბუშტუკები და წყლულები; პირველ ეპიზოდს შეიძლება ახლდეს სიცხე და საზარდულის ლიმფური კვანძების გადიდება. ვირუსი ორგანიზმში რჩება და შეიძლება განმეორდეს; ვირუსსაწინააღმდეგო მედიკამენტები შეხორცებას აჩქარებს.',
      'A sexually transmitted infection with the herpes virus. Painful blisters and sores appear on the genitals or around the anus; the first episode can come with a fever and swollen glands in the groin. The virus stays in the body and can come back; antiviral tablets speed up healing.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.02, 0.02, 0.02, 0.5, 1, 0.6, 0.2], sex: { female: 1.2, male: 1 } },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: { recommended: ['HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)'] },
    symptoms: {
      s_376: 0.9, s_401: 0.3, s_400: 0.2, s_378: 0.5, s_311: 0.4, s_356: 0.3, s_375: 0.2, s_319: 0.03,
      s_152: 0.3, s_153: 0.15, s_154: 0.15, s_164: 0.35, s_465: 0.25, s_1: 0.3,
    },
    riskFactors: { p_55: 4, p_35: 2 },
  },

  // ── Penis and testicles ──
  {
    id: 'c_382',
    name: L('პარაფიმოზი', 'Paraphimosis'),
    description: L(
      'უკან გადაწეული ჩუჩა ასოს თავს უკან გაიჭედა და ადგილს ვეღარ უბრუნდება — ხშირად შარდის კათეტერის ჩადგმის, ასოს დაბანის ან სქესობრივი კავშირის შემდეგ. ასოს თავი სწრაფად შუპდება და მტკივა, შეშუპება კი მის სისხლმომარაგებას აფერხებს. ძალით ნუ შეეცდებით ჩუჩის დაბრუნებას; დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას — ექიმი შეშუპებას შეამცირებს და ჩუჩას ადგილზე დააბრუნებს.',
      'A foreskin that has been pulled back gets stuck behind the head of the penis and cannot be brought forward again, often after a urinary catheter, washing or sex. The head of the penis quickly swells and hurts, and the swelling can cut off its blood supply. Do not force the foreskin back; go to an emergency department now, where a doctor can reduce the swelling and bring the foreskin forward.',
    ),
    prevalence: { frequency: 'rare', ages: [0.2, 1, 1.5, 1.5, 1, 0.8, 1.5], sex: { female: 0, male: 1 } },
    triage: 'emergency',
    speciality: 'urologist',
    labs: {},
    symptoms: {
      s_372: 0.95, s_373: 0.7, s_311: 0.2, s_317: 0.15, s_319: 0.15, s_310: 0.1, s_146: 0.2, s_132: 0.1,
    },
    riskFactors: { p_24: 2 },
  },
  {
    id: 'c_383',
    name: L('ბალანიტი (ბალანოპოსტიტი)', 'Balanitis'),
    description: L(
      'სასქესო ასოს თავის, ხშირად ჩუჩასთან ერთად, ანთება. ასოს თავი წითელია, შეშუპებული და მტკივნეული; შეიძლება აწუხებდეს ქავილი, ჩუჩის ქვეშ უსიამოვნო სუნის მქონე გამონადენი და წვა შარდვისას. ყველაზე ხშირი მიზეზებია სოკოვანი ინფექცია, არასაკმარისი ან, პირიქით, ზედმეტად ხშირი დაბანა და გამაღიზიანებელი საპონი; უფრო ხშირია შაქრიანი დიაბეტის დროს. მიმართეთ ექიმს — ჩვეულებრივ, მკურნალობენ მალამოთი და ჰიგიენის რჩევებით.',
      'Inflammation of the head of the penis, often together with the foreskin. The head of the penis is red, swollen and sore, and there may be itching, a smelly discharge under the foreskin and burning when passing urine. Common causes are a yeast infection, too little or too much washing and irritating soaps; it is more common with diabetes. See a doctor: it is usually treated with a cream and advice on washing.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 1.5, 1.5, 0.5, 0.8, 1, 1.5], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: { recommended: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Urinalysis'] },
    symptoms: {
      s_373: 0.95, s_400: 0.3, s_437: 0.15, s_369: 0.3, s_311: 0.35, s_356: 0.25, s_317: 0.1, s_372: 0.03,
      s_376: 0.08, s_342: 0.15, s_378: 0.1, s_152: 0.05,
    },
    riskFactors: { p_27: 3, p_48: 2, p_35: 1.5, p_55: 1.5 },
  },
  {
    id: 'c_384',
    name: L('სათესლე ჯირკვლის კიბო', 'Testicular cancer'),
    description: L(
      'სათესლე ჯირკვლის ავთვისებიანი სიმსივნე — ყველაზე ხშირი კიბო 15–40 წლის მამაკაცებში. ჩვეულებრივ ვლინდება როგორც მკვრივი, უმტკივნეულო კვანძი ან სათესლე ჯირკვლის გადიდება, ზოგჯერ სათესლე პარკში სიმძიმის შეგრძნებით. ადრე აღმოჩენისას თითქმის ყოველთვის იკურნება, ამიტომ ნებისმიერი ახალი კვანძის შემთხვევაში უახლოეს დღეებში მიმართეთ უროლოგს — გამოკვლევა ულტრაბგერითი კვლევით იწყება.',
      'A cancer of the testicle, the most common cancer in men aged 15 to 40. It usually shows as a firm, painless lump or swelling of a testicle, sometimes with a heavy feeling in the scrotum. Found early, it can almost always be cured, so see a urologist in the coming days about any new lump; an ultrasound scan is the first test.',
    ),
    prevalence: { frequency: 'rare', ages: [0.02, 0.05, 0.05, 1, 3, 0.6, 0.2], sex: { female: 0, male: 1 } },
    triage: 'consultation',
    speciality: 'urologist',
    labs: {},
    symptoms: {
      s_368: 0.85, s_367: 0.4, s_365: 0.25, s_366: 0.03, s_310: 0.2, s_248: 0.07,
      s_257: 0.1, s_165: 0.08, s_163: 0.1, s_227: 0.04,
    },
    riskFactors: {},
  },

  // ── Sexually transmitted infections: the cervix ──
  {
    id: 'c_385',
    name: L('ცერვიციტი (საშვილოსნოს ყელის ანთება)', 'Cervicitis'),
    description: L(
      'საშვილოსნოს ყელის ანთება, ყველაზე ხშირად სქესობრივი გზით გადამდები ინფექციის — ქლამიდიის ან გონორეის — შედეგი. ხშირად არაფრით ვლინდება; შეიძლება იყოს უჩვეულო გამონადენი, სისხლიანი გამონადენი სქესობრივი კავშირის შემდეგ ან მენსტრუაციებს შორის, ტკივილი სქესობრივი კავშირისას და წვა შარდვისას. მიმართეთ გინეკოლოგს — ანტიბიოტიკით იკურნება; მკურნალობა პარტნიორსაც სჭირდება, მკურნალობის გარეშე კი ინფექცია შეიძლება საშვილოსნოსა და ფალოპის მილებზე გავრცელდეს.',
      'Inflammation of the neck of the womb (the cervix), most often caused by a sexually transmitted infection such as chlamydia or gonorrhoea. It often causes no symptoms; there may be an unusual discharge, bleeding after sex or between periods, pain during sex and burning when passing urine. See a gynaecologist: antibiotics cure it, your partner needs treatment too, and untreated it can spread to the womb and fallopian tubes.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 1, 1.5, 0.5, 0.1], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'gynaecologist',
    labs: { recommended: ['HIV 1/2 antibodies and p24 antigen', 'Syphilis (RPR)', 'Hepatitis B surface antigen (HBsAg)', 'Urinalysis'] },
    symptoms: {
      s_351: 0.6, s_354: 0.3, s_352: 0.1, s_353: 0.03, s_355: 0.15,
      s_348: 0.35, s_347: 0.35, s_356: 0.3, s_311: 0.3, s_312: 0.1, s_357: 0.15, s_309: 0.1, s_378: 0.05,
    },
    riskFactors: { p_55: 6 },
  },
];

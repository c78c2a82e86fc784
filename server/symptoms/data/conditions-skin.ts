import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the skin, hair and nails (c_80 … c_97). Rashes of childhood infections (chickenpox,
 * measles, scarlet fever) are in conditions-infections.ts; bites, stings and burns in
 * conditions-poisoning-environment.ts.
 */
export const SKIN_CONDITIONS: Condition[] = [
  // ── Itchy rashes: eczema, dermatitis, hives, psoriasis ──
  {
    id: 'c_80',
    name: L('ატოპიური დერმატიტი (ეგზემა)', 'Atopic dermatitis (eczema)'),
    description: L(
      'კანის ხანგრძლივი ანთება, რომელიც დროდადრო მწვავდება: კანი მშრალია, ქავის, წითლდება და სკდება; ბავშვებში ხშირად ლოყებზე, იდაყვისა და მუხლის მოსახრელებში. ხშირია ოჯახებში, სადაც ალერგია ან ასთმაა. ეხმარება ყოველდღიური დამატენიანებელი კრემები (ემოლიენტები) და ექიმის მიერ დანიშნული ანთების საწინააღმდეგო მალამოები. მიმართეთ დერმატოლოგს, თუ კანი დაჩირქდა ან ქავილი ძილს გიშლით.',
      'A long-lasting skin condition that flares up from time to time: the skin is dry, itchy, red and cracked, in children often on the cheeks and in the creases of the elbows and knees. It runs in families with allergies and asthma. Daily moisturisers (emollients) and anti-inflammatory creams prescribed by a doctor help. See a dermatologist if the skin becomes infected or itching keeps you awake.',
    ),
    prevalence: { frequency: 'common', ages: [0.8, 5, 2.5, 1.2, 0.7, 0.5, 0.4] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: {
      s_400: 0.95, s_434: 0.9, s_447: 0.85, s_138: 0.4, s_80: 0.3, s_131: 0.2, s_22: 0.15, s_426: 0.15, s_438: 0.15,
      s_96: 0.15, s_74: 0.15, s_401: 0.1, s_432: 0.1, s_437: 0.1, s_445: 0.1, s_52: 0.1, s_222: 0.1, s_446: 0.08,
      s_457: 0.05, s_63: 0.05, s_435: 0.05,
    },
    riskFactors: { p_49: 3, p_33: 3 },
  },
  {
    id: 'c_81',
    name: L('კონტაქტური დერმატიტი', 'Contact dermatitis'),
    description: L(
      'კანის ანთება იმ ადგილას, სადაც მას გამაღიზიანებელი ან ალერგენი შეეხო: სარეცხი საშუალება, კოსმეტიკა, თმის საღებავი, ნიკელის სამკაული, რეზინის ხელთათმანი ან მცენარე. კანი წითლდება, ქავის, შეიძლება დაბუშტუკდეს. იპოვეთ მიზეზი და მოერიდეთ მას, კანი დაიტენიანეთ; ძლიერი ქავილისას შეიძლება სუსტი ჰორმონული კრემი დაგჭირდეთ. თუ გამონაყარი სახეზეა, ფართოდ ვრცელდება ან ერთ კვირაში არ გაივლის, მიმართეთ დერმატოლოგს.',
      'Inflamed skin where something irritating or allergy-causing touched it: detergents, cosmetics, hair dye, nickel jewellery, rubber gloves or plants. The skin turns red and itchy and may blister. Find and avoid the cause and moisturise; a mild steroid cream may be needed for bad itching. See a dermatologist if it is on the face, spreading widely or not better within a week.',
    ),
    prevalence: { frequency: 'common', ages: [0.2, 0.6, 1, 1, 1.2, 1, 0.8] },
    triage: 'self_care',
    speciality: 'dermatologist',
    labs: {},
    symptoms: {
      s_438: 0.85, s_400: 0.85, s_401: 0.3, s_434: 0.3, s_447: 0.2, s_52: 0.1, s_80: 0.1, s_446: 0.08, s_432: 0.08,
      s_22: 0.05, s_403: 0.05, s_96: 0.05, s_63: 0.03, s_91: 0.03,
    },
    riskFactors: { p_49: 2, p_61: 1.5, p_47: 1.5 },
  },
  {
    id: 'c_82',
    name: L('ჭინჭრის ციება (ურტიკარია)', 'Urticaria (hives)'),
    description: L(
      'კანზე უეცრად ამოდის ამობურცული, ქავილიანი წითელი ან ვარდისფერი ლაქები, რომლებიც რამდენიმე საათში ქრება და სხვა ადგილას ჩნდება. მიზეზი შეიძლება იყოს საკვები, წამალი, ინფექცია ან მწერის ნაკბენი, თუმცა ხშირად უცნობი რჩება. ეხმარება ანტიჰისტამინური ტაბლეტები. თუ ტუჩები, ენა ან ყელი შეგიშუპდათ, ან სუნთქვა გაგიძნელდათ, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Raised, itchy red or pink welts (hives) come up suddenly, fade within hours and appear elsewhere. Food, medicines, infections or insect stings can set it off, but often no cause is found. Antihistamine tablets help. Call 112 at once if your lips, tongue or throat swell or you find it hard to breathe.',
    ),
    prevalence: { frequency: 'common', ages: [0.2, 1, 1.3, 1, 1.2, 1, 0.6], sex: { female: 1.5, male: 1 } },
    triage: 'consultation',
    speciality: 'allergist',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'Thyroid-stimulating hormone (TSH)'] },
    symptoms: {
      s_403: 0.97, s_400: 0.97, s_91: 0.2, s_52: 0.2, s_80: 0.2, s_439: 0.15, s_426: 0.15, s_138: 0.15, s_19: 0.1,
      s_438: 0.1, s_413: 0.05, s_436: 0.05, s_152: 0.1, s_153: 0.05, s_154: 0.05, s_454: 0.08, s_274: 0.05,
    },
    riskFactors: { p_49: 2, p_47: 2, p_50: 1.5, p_46: 1.5, p_39: 1.3 },
  },
  {
    id: 'c_83',
    name: L('ფსორიაზი', 'Psoriasis'),
    description: L(
      'კანის ხანგრძლივი, არაგადამდები დაავადება: მკვეთრად შემოსაზღვრული, ამობურცული წითელი ლაქები ვერცხლისფერი ქერცლით, ხშირად იდაყვებზე, მუხლებზე, თავის კანსა და წელზე. შეიძლება დააზიანოს ფრჩხილები და სახსრები. დროდადრო მწვავდება, მაგალითად სტრესის ან ინფექციის შემდეგ. მალამოებითა და სხვა მკურნალობით კარგად კონტროლდება — მიმართეთ დერმატოლოგს.',
      'A long-lasting skin condition that is not contagious: sharply outlined, raised red patches with silvery scales, often on the elbows, knees, scalp and lower back. It can affect the nails and joints, and flares after stress or infections. Creams and other treatments control it well: see a dermatologist.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.05, 0.3, 0.8, 1.2, 1.3, 1] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'Lipid panel'] },
    symptoms: {
      s_435: 0.9, s_400: 0.5, s_22: 0.35, s_447: 0.3, s_434: 0.3, s_451: 0.3, s_458: 0.15, s_122: 0.15, s_453: 0.1,
      s_437: 0.1, s_462: 0.1, s_459: 0.08, s_432: 0.08, s_461: 0.08, s_499: 0.05, s_436: 0.05, s_448: 0.03,
    },
    riskFactors: { p_16: 1.5, p_19: 1.5, p_17: 1.5 },
  },
  // ── Spots: acne ──
  {
    id: 'c_84',
    name: L('აკნე (მუწუკები)', 'Acne'),
    description: L(
      'ცხიმოვანი ჯირკვლებისა და თმის ფოლიკულების ანთება: შავი წერტილები, მუწუკები და ჩირქოვანი ელემენტები სახეზე, მკერდსა და ზურგზე; ყველაზე ხშირია მოზარდობის ასაკში. ნუ გაჭყლეტთ მუწუკებს, სახე რბილი საშუალებით დაიბანეთ. თუ აფთიაქის საშუალებები არ გშველით, ნაწიბურები გრჩებათ ან აკნე ხასიათს გიფუჭებთ, მიმართეთ დერმატოლოგს — ეფექტური მკურნალობა არსებობს.',
      'Blocked and inflamed oil glands and hair follicles: blackheads, spots and pus spots on the face, chest and back, most common in the teenage years. Do not squeeze spots; wash with a gentle cleanser. See a dermatologist if pharmacy treatments do not help, it leaves scars or it is getting you down: effective treatments exist.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.05, 0.2, 8, 1.5, 0.3, 0.05] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: { s_440: 0.97, s_441: 0.1, s_400: 0.1, s_122: 0.1, s_450: 0.05, s_345: 0.05 },
    riskFactors: {},
  },
  // ── Skin infections ──
  {
    id: 'c_85',
    name: L('ცელულიტი (კანის ბაქტერიული ანთება)', 'Cellulitis'),
    description: L(
      'კანისა და კანქვეშა ქსოვილის ბაქტერიული ინფექცია (მისი ერთ-ერთი ფორმაა წითელი ქარი). კანი წითელი, შეშუპებული, ცხელი და მტკივნეულია, სიწითლე ვრცელდება; ხშირად ფეხზე, ჭრილობის, ნაკბენის ან ფეხის თითებს შორის ბზარის შემდეგ. შეიძლება სიცხე და შემცივნება დაემატოს. 24 საათის განმავლობაში მიმართეთ ექიმს — საჭიროა ანტიბიოტიკი. თუ თავს ძალიან ცუდად გრძნობთ, მაღალი სიცხე გაქვთ ან სიწითლე თვალის ირგვლივაა, მიმართეთ გადაუდებელ დახმარებას.',
      'A bacterial infection of the skin and the tissue under it (erysipelas is one form). The skin is red, swollen, hot and painful and the redness spreads, often on a leg after a cut, a bite or cracked skin between the toes; fever and chills may follow. See a doctor within 24 hours for antibiotics. Get emergency help if you feel very unwell, have a high fever or the redness is around an eye.',
    ),
    prevalence: { frequency: 'common', ages: [0.3, 0.5, 0.7, 0.7, 1, 1.5, 2] },
    triage: 'consultation_24',
    speciality: 'familyDoctor',
    labs: { obligatory: ['Complete blood count', 'C-reactive protein (CRP)'], recommended: ['Glucose (fasting)', 'Creatinine'] },
    symptoms: {
      s_404: 0.95, s_514: 0.45, s_454: 0.35, s_406: 0.4, s_408: 0.3, s_513: 0.2, s_405: 0.15, s_441: 0.15, s_530: 0.15,
      s_378: 0.15, s_401: 0.1, s_519: 0.1, s_53: 0.08, s_411: 0.08, s_410: 0.05, s_413: 0.04, s_19: 0.05, s_409: 0.05, s_341: 0.04,
      s_152: 0.5, s_153: 0.15, s_154: 0.3, s_155: 0.05, s_159: 0.3, s_164: 0.45, s_163: 0.3, s_274: 0.1, s_535: 0.1,
    },
    riskFactors: { p_27: 2, p_19: 2, p_35: 2, p_22: 1.5, p_24: 1.5 },
  },
  {
    id: 'c_86',
    name: L('კანის აბსცესი (ფურუნკული)', 'Skin abscess (boil)'),
    description: L(
      'ჩირქის დაგროვება კანში ან კანქვეშ — ფურუნკული, ან რამდენიმე ერთმანეთთან შერწყმული ფურუნკული (კარბუნკული). ჩნდება წითელი, ცხელი, მტკივნეული კოპი, რომელიც თანდათან ჩირქით ივსება. ნუ გაჭყლეტთ და ნუ გახვრეტთ თავად. 24 საათის განმავლობაში მიმართეთ ქირურგს: დიდ აბსცესს ხსნიან და ასუფთავებენ, განსაკუთრებით თუ სიცხე გაქვთ, სიწითლე ვრცელდება ან ფურუნკული სახეზეა.',
      'A collection of pus in or under the skin: a boil, or a carbuncle when several join up. A red, hot, painful lump forms and slowly fills with pus. Do not squeeze it or prick it yourself. See a surgeon within 24 hours: a larger abscess needs to be opened and drained, especially with fever, spreading redness or a boil on the face.',
    ),
    prevalence: { frequency: 'common', ages: [0.3, 0.5, 0.8, 1.3, 1.3, 1, 0.8] },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'Glucose (fasting)'] },
    symptoms: {
      s_441: 0.95, s_404: 0.35, s_406: 0.25, s_408: 0.2, s_502: 0.15, s_340: 0.1, s_249: 0.1, s_332: 0.08, s_378: 0.08,
      s_405: 0.05, s_109: 0.05, s_454: 0.05,
      s_152: 0.25, s_153: 0.15, s_154: 0.1, s_159: 0.1, s_164: 0.2,
    },
    riskFactors: { p_27: 2, p_35: 2, p_18: 2, p_19: 1.5 },
  },
  {
    id: 'c_87',
    name: L('სარტყლისებრი ლიქენი (ჰერპეს ზოსტერი)', 'Shingles (herpes zoster)'),
    description: L(
      'ჩუტყვავილას ვირუსის ხელახალი გააქტიურება, რომელიც წლების განმავლობაში ნერვში „სძინავს“. ჯერ ჩნდება წვის, ჩხვლეტის ან ტკივილის შეგრძნება, შემდეგ კი სხეულის ერთ მხარეს, ზოლად — მტკივნეული ბუშტუკოვანი გამონაყარი. ვირუსის საწინააღმდეგო მკურნალობა ყველაზე ეფექტურია პირველი 3 დღის განმავლობაში, ამიტომ ექიმს 24 საათის განმავლობაში მიმართეთ, ხოლო თუ გამონაყარი სახეზე ან თვალთან ახლოსაა — დაუყოვნებლივ.',
      'The chickenpox virus waking up again after lying quiet in a nerve for years. Burning, tingling or pain comes first, then a painful rash of blisters in a band on one side of the body. Antiviral tablets work best within the first three days, so see a doctor within 24 hours, and at once if the rash is on the face or near an eye.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.02, 0.15, 0.3, 0.5, 1.5, 3] },
    triage: 'consultation_24',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_431: 0.88, s_401: 0.9, s_400: 0.3, s_200: 0.2, s_251: 0.2, s_138: 0.2, s_454: 0.15, s_109: 0.1, s_257: 0.05,
      s_42: 0.05, s_38: 0.05, s_53: 0.05, s_477: 0.05, s_60: 0.03, s_17: 0.03, s_428: 0.03,
      s_1: 0.25, s_164: 0.4, s_163: 0.4, s_152: 0.2, s_153: 0.15, s_154: 0.05,
    },
    riskFactors: { p_35: 4, p_38: 2 },
  },
  {
    id: 'c_88',
    name: L('ტუჩის ჰერპესი', 'Cold sores (herpes labialis)'),
    description: L(
      'მარტივი ჰერპესის ვირუსით გამოწვეული პატარა, მტკივნეული ბუშტუკები ტუჩზე ან მის ირგვლივ, რომლებსაც წინ უსწრებს ჩხვლეტა ან წვა. ხშირად მეორდება გაციების, სიცხის, მზის ან სტრესის ფონზე და 7–10 დღეში თავისით შუშდება. ადრე წასმული ვირუსის საწინააღმდეგო კრემი ეხმარება. ვირუსი შეხებით გადადის — ნუ აკოცებთ ჩვილებს. მიმართეთ ექიმს, თუ ბუშტუკები აქვს ჩვილს ან დასუსტებული იმუნიტეტის მქონე ადამიანს, ან თვალთან ახლოსაა.',
      'Small, painful blisters on or around the lips caused by the herpes simplex virus, often preceded by tingling or burning. They tend to come back with colds, fever, sun or stress and heal in 7–10 days. An antiviral cream from the pharmacy helps if used early. The virus spreads by contact, so do not kiss babies. See a doctor if a baby or someone with a weak immune system has them, or they are near the eye.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.8, 1.2, 1.3, 1.2, 0.8, 0.6] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_90: 0.95, s_401: 0.2, s_96: 0.15, s_109: 0.15, s_87: 0.1, s_91: 0.1, s_457: 0.1, s_86: 0.05, s_101: 0.05,
      s_152: 0.1, s_153: 0.1, s_164: 0.1,
    },
    riskFactors: { p_62: 2, p_35: 2, p_54: 1.5 },
  },
  {
    id: 'c_89',
    name: L('იმპეტიგო', 'Impetigo'),
    description: L(
      'კანის ზედაპირული, ძალიან გადამდები ბაქტერიული ინფექცია, ძირითადად ბავშვებში. ცხვირისა და პირის ირგვლივ ან ხელებზე ჩნდება წითელი ლაქები ან ბუშტუკები, რომლებიც სკდება და თაფლისფერი ქერქით იფარება. მიმართეთ ექიმს — მკურნალობენ ანტიბიოტიკიანი მალამოთი, ზოგჯერ ტაბლეტებით. ბავშვი ბაღში ან სკოლაში ნუ გაუშვებთ, სანამ წყლულები არ შეხორცდება ან მკურნალობის დაწყებიდან 48 საათი არ გავა.',
      'A very contagious surface skin infection caused by bacteria, mostly in children. Red sores or blisters appear around the nose and mouth or on the hands, burst and form golden, honey-coloured crusts. See a doctor: an antibiotic cream, sometimes tablets, clears it. Keep the child off nursery or school until the sores have healed or for 48 hours after starting treatment.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 2, 3, 0.8, 0.3, 0.3, 0.3] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: {
      s_457: 0.9, s_400: 0.4, s_401: 0.3, s_109: 0.2, s_406: 0.15, s_90: 0.1, s_441: 0.05, s_454: 0.05,
      s_152: 0.05, s_153: 0.05,
    },
    riskFactors: { p_54: 3, p_53: 2 },
  },
  {
    id: 'c_90',
    name: L('ქეცი', 'Scabies'),
    description: L(
      'მიკროსკოპული ტკიპით (ქეცის ტკიპით) გამოწვეული გადამდები დაავადება. დამახასიათებელია ძლიერი ქავილი, რომელიც ღამით ძლიერდება, და წვრილი გამონაყარი თითებს შორის, მაჯებზე, წელზე და სასქესო ორგანოებზე. ადვილად გადადის ოჯახის წევრებზე. მიმართეთ დერმატოლოგს: მკურნალობენ სპეციალური კრემით, რომელიც ოჯახის ყველა წევრმა ერთდროულად უნდა წაისვას; თეთრეული და ტანსაცმელი ცხელ წყალში გარეცხეთ.',
      'An infestation with tiny mites that burrow into the skin. It causes intense itching that is worse at night and a fine rash between the fingers, on the wrists, waist and genitals. It spreads easily within a household. See a dermatologist: a special cream treats it, and everyone in the home should use it at the same time; wash bedding and clothes on a hot wash.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.5, 1.5, 1.5, 1.2, 1, 0.8, 1.2] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: { s_400: 0.95, s_427: 0.85, s_138: 0.5, s_426: 0.25, s_432: 0.15, s_401: 0.1, s_434: 0.1, s_131: 0.1, s_457: 0.05 },
    riskFactors: { p_54: 5, p_53: 1.5 },
  },
  {
    id: 'c_91',
    name: L('კანის ან ფრჩხილის სოკოვანი ინფექცია (დერმატომიკოზი)', 'Fungal skin or nail infection (tinea)'),
    description: L(
      'კანის, თავის კანის ან ფრჩხილების სოკოვანი ინფექცია: რგოლისებრი, ქავილიანი ლაქა ქერცლიანი კიდით, ქავილი და ბზარები ფეხის თითებს შორის, სიწითლე კანის ნაკეცებში, ან გასქელებული, გაყვითლებული ფრჩხილები. კანის სოკო, როგორც წესი, რამდენიმე კვირაში იკურნება აფთიაქის სოკოს საწინააღმდეგო კრემით; კანი მშრალად შეინახეთ. თუ 2 კვირაში არ გაუმჯობესდა, დაზიანებულია თავის კანი ან ფრჩხილები, ან დიაბეტი გაქვთ, მიმართეთ დერმატოლოგს.',
      'A fungal infection of the skin, scalp or nails: an itchy ring-shaped patch with a scaly edge, itchy cracked skin between the toes, a red rash in skin folds, or thick yellow nails. Skin infections usually clear in a few weeks with an antifungal cream from the pharmacy; keep the skin dry. See a dermatologist if it is not better in two weeks, affects the scalp or nails, or you have diabetes.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.3, 1, 1.3, 1.2, 1.3, 1.3] },
    triage: 'self_care',
    speciality: 'dermatologist',
    labs: { recommended: ['Glucose (fasting)'] },
    symptoms: {
      s_400: 0.65, s_436: 0.5, s_530: 0.45, s_451: 0.35, s_437: 0.3, s_445: 0.12, s_434: 0.1, s_449: 0.05, s_453: 0.08,
      s_22: 0.05, s_448: 0.05, s_401: 0.05, s_502: 0.03,
    },
    riskFactors: { p_27: 2, p_35: 2, p_19: 1.5, p_48: 1.5, p_56: 1.5 },
  },
  // ── Moles and growths ──
  {
    id: 'c_92',
    name: L('მელანომა', 'Melanoma'),
    description: L(
      'კანის ავთვისებიანი სიმსივნე, რომელიც პიგმენტური უჯრედებიდან ვითარდება — ხშირად ახალი ან შეცვლილი ხალის სახით. საეჭვოა ხალი, რომელიც იზრდება, ასიმეტრიულია, აქვს უსწორმასწორო კიდე ან რამდენიმე ფერი, ქავის ან სისხლდება. ადრეულ ეტაპზე აღმოჩენილი მელანომა კარგად იკურნება — ასეთი ხალი რაც შეიძლება მალე აჩვენეთ დერმატოლოგს.',
      'A skin cancer that grows from pigment cells, often as a new mole or a mole that changes. Watch for a mole that grows, is uneven in shape or colour, has a ragged edge, itches or bleeds. Found early, melanoma is very treatable: show such a mole to a dermatologist soon.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.02, 0.2, 0.8, 1.5, 2] },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: { s_443: 0.95, s_409: 0.15, s_400: 0.1, s_442: 0.1, s_249: 0.05, s_165: 0.05, s_163: 0.05, s_378: 0.03 },
    riskFactors: { p_62: 2, p_38: 2, p_35: 1.5 },
  },
  {
    id: 'c_93',
    name: L('მეჭეჭები', 'Warts'),
    description: L(
      'ადამიანის პაპილომავირუსით გამოწვეული უვნებელი, უხეში წანაზარდები კანზე, ხშირად ხელებზე და ფეხისგულებზე, სადაც სიარულისას შეიძლება მტკიოდეს. უმეტესობა თვეების ან წლების განმავლობაში თავისით ქრება; შეიძლება დაგეხმაროთ აფთიაქის სალიცილის მჟავიანი საშუალებები ან გაყინვა. მიმართეთ ექიმს, თუ მეჭეჭი სახეზე ან სასქესო ორგანოებზეა, სისხლდება ან სწრაფად იცვლება.',
      'Harmless rough growths on the skin caused by the human papillomavirus, often on the hands and the soles of the feet, where they can hurt when walking. Most go away on their own within months or years; salicylic acid treatments from the pharmacy or freezing can help. See a doctor if a wart is on the face or genitals, bleeds or changes quickly.',
    ),
    prevalence: { frequency: 'common', ages: [0.01, 0.3, 2.5, 2, 1, 0.6, 0.5] },
    triage: 'self_care',
    speciality: 'dermatologist',
    labs: {},
    symptoms: { s_444: 0.95, s_533: 0.2, s_527: 0.15, s_377: 0.08, s_529: 0.05 },
    riskFactors: { p_35: 2, p_55: 1.5 },
  },
  // ── Babies' skin ──
  {
    id: 'c_94',
    name: L('საფენის დერმატიტი', 'Nappy rash'),
    description: L(
      'საფენის ქვეშ კანის გაღიზიანება შარდისა და განავლის ხანგრძლივი შეხების გამო: კანი წითელი და მტკივნეულია, ბავშვი შეიძლება მოუსვენარი იყოს. ხშირად გამოუცვალეთ საფენი, კანი ნაზად გაწმინდეთ და გააშრეთ, დროდადრო საფენის გარეშე დატოვეთ და წაუსვით დამცავი კრემი, მაგალითად თუთიის მალამო. თუ 3–4 დღეში არ გაუმჯობესდა, ნაკეცებში ნათელი წითელი ლაქები და წვრილი მუწუკებია (სოკოვანი ინფექცია), ან ბავშვს სიცხე აქვს, მიმართეთ პედიატრს.',
      'Sore, red skin under the nappy from long contact with urine and stools. Change nappies often, clean and dry the skin gently, leave the nappy off for a while and apply a barrier cream such as zinc ointment. See a paediatrician if it is not better in 3–4 days, there are bright red patches with small spots in the folds (a yeast infection), or the baby has a fever.',
    ),
    prevalence: { frequency: 'very_common', ages: [3, 3, 0.2, 0, 0, 0, 0.05] },
    triage: 'self_care',
    speciality: 'paediatrician',
    labs: {},
    symptoms: { s_342: 0.97, s_437: 0.4, s_400: 0.3, s_131: 0.3, s_297: 0.25, s_146: 0.15, s_138: 0.15, s_89: 0.1, s_401: 0.08 },
    riskFactors: { p_48: 1.5 },
  },
  // ── Sun, lice and the face ──
  {
    id: 'c_95',
    name: L('მზის დამწვრობა', 'Sunburn'),
    description: L(
      'კანის დაზიანება მზის ულტრაიისფერი სხივებით: კანი წითელი, ცხელი და მტკივნეულია, ძლიერი დამწვრობისას ბუშტუკდება და შემდეგ აიძრობა. მოერიდეთ მზეს, კანი გააგრილეთ, წაისვით დამატენიანებელი კრემი ან ალოეს გელი, დალიეთ საკმარისი სითხე, ტკივილისას მიიღეთ პარაცეტამოლი ან იბუპროფენი. მიმართეთ ექიმს, თუ ბუშტუკები დიდ ფართობზეა, გაქვთ სიცხე, შემცივნება, გულისრევა ან თავბრუსხვევა, ან დაიწვა ჩვილი.',
      "Skin damaged by the sun's ultraviolet rays: it is red, hot and sore, and after a bad burn it blisters and later peels. Stay out of the sun, cool the skin, use a moisturiser or aloe gel, drink plenty of fluids and take paracetamol or ibuprofen for the pain. See a doctor if blisters cover a large area, you have a fever, chills, nausea or dizziness, or a baby is sunburnt.",
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.5, 1.3, 1.5, 1.3, 0.8, 0.5] },
    triage: 'self_care',
    speciality: 'dermatologist',
    labs: {},
    symptoms: {
      s_417: 0.97, s_401: 0.3, s_404: 0.2, s_400: 0.2, s_447: 0.2, s_433: 0.15, s_96: 0.1, s_454: 0.08, s_38: 0.05,
      s_1: 0.2, s_163: 0.2, s_152: 0.1, s_153: 0.08, s_159: 0.1, s_274: 0.1, s_31: 0.05,
    },
    riskFactors: { p_62: 10 },
  },
  {
    id: 'c_96',
    name: L('თავის ტილები (პედიკულოზი)', 'Head lice'),
    description: L(
      'პატარა, უფრთო მწერები, რომლებიც თმაში ცხოვრობენ და თავის კანის ქავილს იწვევენ; მათი კვერცხები (წილები) თმის ღერს მჭიდროდ ეკვრის. ხშირია ბაღისა და სკოლის ასაკის ბავშვებში და თავით თავთან შეხებისას გადადის. ეხმარება აფთიაქის ტილის საწინააღმდეგო საშუალება და თმის ხშირკბილა სავარცხლით დავარცხნა; შეამოწმეთ ოჯახის ყველა წევრი. ტილები ჰიგიენის ნაკლებობის ნიშანი არ არის.',
      'Tiny wingless insects that live in the hair and make the scalp itch; their eggs (nits) stick firmly to the hair shafts. They are common in nursery and school children and spread by head-to-head contact. A lice lotion from the pharmacy and combing with a fine-toothed lice comb treat them; check everyone in the family. Lice are not a sign of poor hygiene.',
    ),
    prevalence: { frequency: 'common', ages: [0.05, 0.5, 5, 1, 0.4, 0.3, 0.1], sex: { female: 1.5, male: 1 } },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: { s_23: 0.9, s_22: 0.85, s_121: 0.1, s_400: 0.1, s_138: 0.1 },
    riskFactors: { p_53: 3, p_54: 3 },
  },
  {
    id: 'c_97',
    name: L('როზაცეა', 'Rosacea'),
    description: L(
      'სახის კანის ხანგრძლივი ანთებითი დაავადება: ლოყების, ცხვირის, შუბლისა და ნიკაპის სიწითლე, ადვილად გაწითლება, ხილული წვრილი სისხლძარღვები, ზოგჯერ აკნეს მსგავსი მუწუკები და თვალების სიმშრალე ან გაღიზიანება. ამწვავებს მზე, სიცხე, ცხარე საკვები, ალკოჰოლი და ცხელი სასმელები. მიმართეთ დერმატოლოგს — მკურნალობა სიმპტომებს კარგად აკონტროლებს.',
      'A long-lasting inflammatory condition of the facial skin: redness and easy flushing of the cheeks, nose, forehead and chin, small visible blood vessels, sometimes acne-like spots and dry, irritated eyes. Sun, heat, spicy food, alcohol and hot drinks make it worse. See a dermatologist: treatment keeps it well under control.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.03, 0.2, 1, 1.6, 1.2], sex: { female: 1.5, male: 1 } },
    triage: 'consultation',
    speciality: 'dermatologist',
    labs: {},
    symptoms: {
      s_433: 0.55, s_440: 0.45, s_160: 0.35, s_56: 0.25, s_162: 0.2, s_38: 0.15, s_45: 0.1, s_447: 0.1, s_400: 0.1,
      s_51: 0.05,
    },
    riskFactors: { p_17: 1.5, p_62: 1.5 },
  },
  // ── Reactions to medicines ──
  {
    id: 'c_98',
    name: L('მედიკამენტური გამონაყარი (ტოქსიდერმია)', 'Drug rash'),
    description: L(
      'კანის რეაქცია ახალ მედიკამენტზე — ყველაზე ხშირად ანტიბიოტიკზე, ანთების საწინააღმდეგო ტკივილგამაყუჩებელზე ან კრუნჩხვის საწინააღმდეგო წამალზე. ჩვეულებრივ, მიღების დაწყებიდან რამდენიმე დღიდან ორ კვირამდე ვადაში ჩნდება ქავილიანი წითელი ლაქოვანი გამონაყარი, რომელიც ტანიდან ვრცელდება. 24 საათის განმავლობაში მიმართეთ ექიმს და ჰკითხეთ, შეწყვიტოთ თუ არა წამალი; თუ კანზე ბუშტუკები ჩნდება ან იქერცლება, პირი ან თვალები გტკივათ, სახე გისივდებათ ან სუნთქვა გიჭირთ, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A skin reaction to a new medicine, most often an antibiotic, an anti-inflammatory painkiller or a medicine for epilepsy. An itchy, red, blotchy rash usually appears a few days to two weeks after starting it and spreads from the trunk. See a doctor within 24 hours and ask whether to stop the medicine; call 112 at once if the skin blisters or peels, the mouth or eyes become sore, the face swells or breathing is difficult.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.1, 0.6, 0.8, 0.8, 1, 1.2, 1.5], sex: { female: 1.3, male: 1 } },
    triage: 'consultation_24',
    speciality: 'dermatologist',
    labs: { recommended: ['Complete blood count', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Creatinine'] },
    symptoms: {
      s_439: 0.9, s_400: 0.75, s_429: 0.2, s_403: 0.25, s_401: 0.08, s_455: 0.03, s_426: 0.05,
      s_454: 0.15, s_152: 0.15, s_153: 0.08, s_154: 0.07,
      s_87: 0.05, s_91: 0.08, s_19: 0.08, s_38: 0.05, s_109: 0.05, s_168: 0.05, s_458: 0.08, s_164: 0.2,
    },
    riskFactors: { p_47: 8, p_48: 4, p_49: 1.5, p_35: 2 },
  },
];

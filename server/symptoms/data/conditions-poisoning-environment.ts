import type { Condition } from '../types';
import { L } from './localized';

/** Poisonings, bites and stings, and injuries from heat and cold (c_250 …). */
export const POISONING_ENVIRONMENT_CONDITIONS: Condition[] = [
  // ── Poisoning ──
  {
    id: 'c_250',
    name: L('მხუთავი გაზით (ნახშირჟანგით) მოწამვლა', 'Carbon monoxide poisoning'),
    description: L(
      'მოწამვლა მხუთავი გაზით — ნახშირჟანგით, რომელსაც არც ფერი აქვს და არც სუნი. წარმოიქმნება, როცა გაზის გამათბობელი, ღუმელი, ბუხარი ან გენერატორი ცუდად განიავებულ ოთახში მუშაობს. ნიშნებია თავის ტკივილი, თავბრუსხვევა, გულისრევა, სისუსტე და დაბნეულობა; ხშირად ერთდროულად ცუდად ხდება ოჯახის რამდენიმე წევრი. დაუყოვნებლივ გადით სუფთა ჰაერზე, გამორთეთ მოწყობილობა და დარეკეთ 112-ზე.',
      'Poisoning by carbon monoxide, a gas with no colour or smell, given off by gas heaters, stoves, fireplaces or generators in poorly ventilated rooms. Signs are headache, dizziness, nausea, weakness and confusion, often in several people of the household at once. Get into fresh air at once, turn the appliance off and call 112.',
    ),
    prevalence: { frequency: 'moderate', ages: [1, 1, 1, 1, 1, 1, 1.3] },
    triage: 'emergency_ambulance',
    speciality: 'therapist',
    labs: { recommended: ['Troponin I', 'Complete blood count', 'Creatinine', 'Glucose (fasting)'] },
    symptoms: {
      s_1: 0.85, s_4: 0.3, s_31: 0.7, s_274: 0.55, s_275: 0.35, s_163: 0.5, s_164: 0.5,
      s_37: 0.3, s_36: 0.25, s_35: 0.2, s_30: 0.2, s_144: 0.2, s_47: 0.15, s_28: 0.05,
      s_215: 0.3, s_211: 0.2, s_200: 0.1, s_465: 0.1, s_101: 0.1, s_149: 0.1,
    },
    riskFactors: { p_63: 25 },
  },
  {
    id: 'c_251',
    name: L('მედიკამენტის ჭარბი დოზით მოწამვლა', 'Medicine overdose'),
    description: L(
      'მედიკამენტის უსაფრთხოზე მეტი დოზით მიღება — შემთხვევით ან განზრახ. ზოგი წამალი, მაგალითად პარაცეტამოლი, პირველ საათებში თითქმის არანაირ ჩივილს არ იწვევს, მაგრამ რამდენიმე დღეში ღვიძლს აზიანებს, ამიტომ ჩივილების გარეშეც აუცილებელია დაუყოვნებელი დახმარება. დარეკეთ 112-ზე და ხელთ იქონიეთ წამლის შეფუთვა.',
      'Taking more of a medicine than is safe, by accident or on purpose. Some medicines, such as paracetamol, cause few symptoms at first but damage the liver a few days later, so help is needed at once even without symptoms. Call 112 and keep the medicine packet to hand.',
    ),
    prevalence: { frequency: 'rare', ages: [0.1, 0.8, 0.6, 1.5, 1.5, 0.8, 1] },
    triage: 'emergency_ambulance',
    speciality: 'therapist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Creatinine', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Sodium (Na)', 'Potassium (K)', 'Prothrombin time (PT) and INR'],
      recommended: ['Complete blood count', 'Total bilirubin'],
    },
    symptoms: {
      s_36: 0.5, s_37: 0.45, s_31: 0.35, s_30: 0.15, s_35: 0.1, s_28: 0.08, s_47: 0.1, s_67: 0.05,
      s_274: 0.5, s_275: 0.4, s_264: 0.15, s_265: 0.1, s_420: 0.03,
      s_211: 0.2, s_214: 0.05, s_423: 0.15, s_99: 0.08, s_132: 0.1,
      s_125: 0.4, s_122: 0.3, s_169: 0.9, s_170: 0.15,
    },
    riskFactors: { p_42: 5, p_17: 2, p_18: 3, p_47: 2 },
  },
  {
    id: 'c_252',
    name: L('ალკოჰოლით მოწამვლა', 'Alcohol intoxication'),
    description: L(
      'ერთბაშად დიდი რაოდენობით ალკოჰოლის მიღებით გამოწვეული მოწამვლა: წონასწორობის დარღვევა, ენის ბორძიკი, ღებინება, დაბნეულობა, ძილიანობა. მძიმე შემთხვევაში სუნთქვა ნელდება და ადამიანი შეიძლება ღებინების მასით დაიხრჩოს. მთვრალი ადამიანი მარტო არ დატოვოთ და გვერდზე დააწვინეთ; თუ ვერ იღვიძებს, იშვიათად სუნთქავს ან კრუნჩხვა დაეწყო, დარეკეთ 112-ზე.',
      'Poisoning from drinking a lot of alcohol at once: unsteadiness, slurred speech, vomiting, confusion and drowsiness. In severe cases breathing slows and the person can choke on their vomit. Do not leave them alone and lay them on their side; call 112 if they cannot be woken, breathe slowly or have a fit.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.01, 0.05, 1, 2, 1, 0.6], sex: { female: 0.7, male: 1.3 } },
    triage: 'emergency',
    speciality: 'therapist',
    labs: { obligatory: ['Glucose (fasting)'], recommended: ['Sodium (Na)', 'Potassium (K)', 'Alanine aminotransferase (ALT)', 'Gamma-glutamyl transferase (GGT)'] },
    symptoms: {
      s_137: 0.4, s_30: 0.7, s_27: 0.3, s_31: 0.6, s_48: 0.15, s_274: 0.55, s_275: 0.5,
      s_36: 0.4, s_37: 0.35, s_143: 0.3, s_132: 0.25, s_131: 0.2, s_1: 0.2, s_211: 0.15,
      s_13: 0.1, s_35: 0.08, s_28: 0.03, s_158: 0.05,
    },
    riskFactors: { p_17: 5, p_18: 1.5 },
  },
  {
    id: 'c_253',
    name: L('სოკოთი მოწამვლა', 'Mushroom poisoning'),
    description: L(
      'მოწამვლა ტყეში მოკრეფილი შხამიანი სოკოთი. ყველაზე საშიში სოკოები, მაგალითად ფერმკრთალი შხამასოკო, ჩივილებს მხოლოდ 6–24 საათის შემდეგ იწვევს — ღებინებას, მუცლის ტკივილს, ძლიერ ფაღარათს, — რის შემდეგაც შეიძლება ღვიძლი და თირკმელები დაზიანდეს. დარეკეთ 112-ზე, თუნდაც თავს უკეთ გრძნობდეთ, და შეინახეთ სოკოს ნარჩენი.',
      'Poisoning from wild mushrooms. The most dangerous ones, such as the death cap, cause symptoms only 6–24 hours later — vomiting, stomach cramps and severe diarrhoea — and can then damage the liver and kidneys. Call 112 even if you feel better, and keep any leftover mushrooms.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0.3, 0.6, 0.8, 1, 1.2, 1] },
    triage: 'emergency_ambulance',
    speciality: 'therapist',
    labs: {
      obligatory: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Creatinine', 'Prothrombin time (PT) and INR', 'Glucose (fasting)'],
      recommended: ['Total bilirubin', 'Potassium (K)', 'Sodium (Na)', 'Urea', 'Complete blood count'],
    },
    symptoms: {
      s_274: 0.85, s_275: 0.8, s_279: 0.3, s_297: 0.75, s_298: 0.5, s_286: 0.6, s_264: 0.3, s_265: 0.1,
      s_420: 0.08, s_281: 0.05, s_322: 0.1, s_423: 0.2, s_31: 0.25, s_37: 0.15, s_141: 0.08,
      s_163: 0.4, s_164: 0.6, s_152: 0.05,
    },
    riskFactors: { p_60: 40 },
  },
  {
    id: 'c_254',
    name: L('საყოფაცხოვრებო ქიმიური საშუალების გადაყლაპვა (ბავშვი)', 'Swallowed household chemical (child)'),
    description: L(
      'ბავშვმა გადაყლაპა საყოფაცხოვრებო ქიმიური საშუალება — სარეცხი ან საწმენდი საშუალება, გამხსნელი, ნავთი, სასუქი. ზოგი ნივთიერება წვავს პირს, საყლაპავსა და კუჭს, ზოგი ფილტვებში ხვდება და ხველას იწვევს; გადაყლაპული ღილისებრი ბატარეა საყლაპავს რამდენიმე საათში აზიანებს, ამიტომ დახმარება ჩივილების გარეშეც სასწრაფოდ არის საჭირო. ბავშვს ნუ აღებინებთ, დაუყოვნებლივ დარეკეთ 112-ზე და ხელთ იქონიეთ შეფუთვა.',
      'A child has swallowed a household product — a detergent, cleaner, solvent, paraffin or fertiliser. Some burn the mouth, gullet and stomach; others get into the lungs and cause coughing; a swallowed button battery can burn the gullet within hours, so help is needed even if the child seems well. Do not make the child vomit; call 112 at once and keep the container.',
    ),
    prevalence: { frequency: 'rare', ages: [0.1, 6, 1.5, 0.1, 0, 0, 0] },
    triage: 'emergency_ambulance',
    speciality: 'paediatrician',
    labs: {},
    symptoms: {
      s_275: 0.35, s_274: 0.3, s_276: 0.03, s_103: 0.3, s_104: 0.25, s_98: 0.2, s_87: 0.15, s_91: 0.1,
      s_146: 0.4, s_101: 0.2, s_227: 0.3, s_215: 0.15, s_99: 0.03, s_264: 0.2, s_36: 0.1, s_149: 0.1,
      s_170: 0.95, s_169: 0.2,
    },
    riskFactors: {},
  },

  // ── Bites and stings ──
  {
    id: 'c_255',
    name: L('გველის ნაკბენი', 'Snake bite'),
    description: L(
      'საქართველოში შხამიანი გველებიდან გვხვდება გიურზა და გველგესლები. ნაკბენის ადგილი სწრაფად სივდება და მტკივა, შეიძლება განვითარდეს სისხლჩაქცევები, გულისრევა, თავბრუსხვევა და სისხლის შედედების დარღვევა. დაწყნარდით, კიდური უძრავად იქონიეთ, ნუ გამოწოვთ შხამს და ნუ დაადებთ ლახტს — დარეკეთ 112-ზე.',
      'In Georgia the venomous snakes are vipers, including the blunt-nosed viper. The bite quickly swells and hurts, and bruising, nausea, dizziness and problems with blood clotting can follow. Stay calm, keep the limb still, do not suck out the venom or apply a tourniquet — call 112.',
    ),
    prevalence: { frequency: 'rare', ages: [0.05, 0.3, 1, 1.2, 1.2, 1.2, 0.8], sex: { female: 0.7, male: 1.3 } },
    triage: 'emergency_ambulance',
    speciality: 'surgeon',
    labs: {
      obligatory: ['Complete blood count', 'Coagulation panel', 'Prothrombin time (PT) and INR'],
      recommended: ['Creatinine', 'Potassium (K)', 'Urinalysis'],
    },
    symptoms: {
      s_414: 0.95, s_406: 0.5, s_404: 0.4, s_514: 0.5, s_486: 0.3, s_405: 0.1, s_407: 0.1, s_419: 0.1,
      s_478: 0.2, s_477: 0.1, s_274: 0.35, s_275: 0.25, s_31: 0.3, s_423: 0.2, s_211: 0.25, s_128: 0.5,
      s_35: 0.1, s_215: 0.1, s_54: 0.03, s_48: 0.03,
    },
    riskFactors: { p_61: 5 },
  },
  {
    id: 'c_256',
    name: L('ძაღლის ან სხვა ცხოველის ნაკბენი (ცოფის რისკი)', 'Dog or other animal bite (rabies risk)'),
    description: L(
      'ძაღლის, კატის ან სხვა ცხოველის ნაკბენი ან ნაკაწრი. ჭრილობა შეიძლება დაინფიცირდეს, საქართველოში კი ცოფის საფრთხე რეალურია: განვითარებული ცოფი განუკურნებელია, მაგრამ დროულად დაწყებული ვაქცინაცია საიმედოდ იცავს. ჭრილობა 15 წუთის განმავლობაში საპნიანი წყლით ჩამობანეთ და იმავე დღეს მიმართეთ ექიმს ცოფის საწინააღმდეგო აცრისა და ტეტანუსისგან დაცვის მიზნით.',
      'A bite or scratch from a dog, cat or other animal. The wound can become infected, and in Georgia rabies is a real risk: once it develops it cannot be cured, but vaccination started in time protects reliably. Wash the wound with soap and water for 15 minutes and see a doctor the same day about the rabies vaccine and tetanus protection.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.1, 0.8, 2, 1.2, 1, 1, 0.8] },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_411: 0.95, s_406: 0.7, s_407: 0.1, s_408: 0.15, s_404: 0.15, s_405: 0.05, s_441: 0.03,
      s_468: 0.3, s_469: 0.25, s_19: 0.05, s_152: 0.05, s_154: 0.04,
    },
    riskFactors: { p_56: 2 },
  },
  {
    id: 'c_257',
    name: L('მწერის ნაკბენი, ადგილობრივი რეაქცია', 'Insect sting, local reaction'),
    description: L(
      'ფუტკრის, ბზიკის ან სხვა მწერის ნაკბენის ადგილას წითელი, მტკივნეული და მქავანა შეშუპება, რომელიც რამდენიმე დღეში გადის. ფუტკრის ნესტარი ფრჩხილით გადმოფხიკეთ, დაადეთ ცივი საფენი, საჭიროებისას მიიღეთ ანტიჰისტამინური საშუალება. თუ სუნთქვა გაგიძნელდათ, სახე ან ენა შეგიშუპდათ ან მთელ სხეულზე გამონაყარი გაჩნდა, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A red, painful, itchy swelling where a bee, wasp or other insect stung, which settles over a few days. Scrape out a bee sting with a fingernail, use a cold compress and take an antihistamine if needed. If breathing becomes difficult, the face or tongue swells or a rash spreads over the body, call 112 at once.',
    ),
    prevalence: { frequency: 'common', ages: [0.2, 0.8, 1.5, 1.2, 1, 1, 0.8] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_413: 0.95, s_404: 0.4, s_400: 0.3, s_403: 0.08, s_486: 0.2, s_514: 0.1, s_503: 0.1, s_19: 0.05, s_52: 0.05,
      s_405: 0.03, s_91: 0.03, s_215: 0.01,
    },
    riskFactors: { p_49: 1.5 },
  },
  {
    id: 'c_258',
    name: L('ტკიპის ნაკბენი', 'Tick bite'),
    description: L(
      'ტკიპის ნაკბენი ტყეში, მინდორში ან საძოვარზე ყოფნის შემდეგ. ტკიპა რაც შეიძლება მალე ამოიღეთ პინცეტით, კანთან ახლოს დაჭერით, და ადგილი დაამუშავეთ. ერთი თვის განმავლობაში დააკვირდით: თუ ნაკბენის ირგვლივ მზარდი წითელი რგოლი (ლაიმის დაავადება) ან სიცხე გაჩნდა, მიმართეთ ექიმს — საქართველოში ტკიპა ყირიმ-კონგოს ჰემორაგიულ ცხელებასაც ავრცელებს.',
      'A tick bite after time in woods, fields or pasture. Remove the tick as soon as possible with tweezers, gripping it close to the skin, and clean the spot. Watch it for a month: if a growing red ring appears around the bite (Lyme disease) or you get a fever, see a doctor — in Georgia ticks can also carry Crimean-Congo haemorrhagic fever.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.1, 0.6, 1.5, 1, 1, 1.1, 1] },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_412: 0.95, s_400: 0.2, s_415: 0.1, s_404: 0.05, s_121: 0.05, s_152: 0.05, s_465: 0.05, s_1: 0.05,
    },
    riskFactors: { p_61: 10, p_56: 2, p_64: 4 },
  },

  // ── Heat and cold ──
  {
    id: 'c_259',
    name: L('სითბური დარტყმა', 'Heat stroke'),
    description: L(
      'სიცოცხლისთვის საშიში გადახურება: სხეულის ტემპერატურა 40 °C-ს აღემატება და თავის ტვინი ზიანდება — ადამიანი დაბნეულია, უცნაურად იქცევა, შეიძლება გონება დაკარგოს ან კრუნჩხვა დაეწყოს. კანი ცხელია, ზოგჯერ მშრალი. დარეკეთ 112-ზე, ადამიანი ჩრდილში გადაიყვანეთ, ზედმეტი ტანსაცმელი გახადეთ და წყლით გააგრილეთ.',
      'Life-threatening overheating: the body temperature rises above 40 °C and the brain is affected — confusion, strange behaviour, collapse or fits. The skin is hot, sometimes dry. Call 112, move the person into the shade, take off extra clothes and cool them with water.',
    ),
    prevalence: { frequency: 'rare', ages: [0.5, 0.8, 0.6, 0.8, 1, 1, 3] },
    triage: 'emergency_ambulance',
    speciality: 'therapist',
    labs: {
      obligatory: ['Sodium (Na)', 'Potassium (K)', 'Creatinine', 'Glucose (fasting)', 'Complete blood count'],
      recommended: ['Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)', 'Urea', 'Coagulation panel', 'Urinalysis'],
    },
    symptoms: {
      s_152: 0.95, s_154: 0.3, s_155: 0.65, s_37: 0.75, s_36: 0.5, s_132: 0.2, s_27: 0.15, s_30: 0.35, s_28: 0.2, s_35: 0.35,
      s_1: 0.6, s_31: 0.6, s_274: 0.5, s_275: 0.4, s_211: 0.5, s_224: 0.45, s_423: 0.35,
      s_465: 0.25, s_466: 0.25, s_322: 0.3, s_167: 0.4, s_162: 0.3, s_164: 0.7, s_537: 0.5, s_536: 0.2,
    },
    riskFactors: { p_62: 20, p_29: 1.5, p_17: 1.5 },
  },
  {
    id: 'c_260',
    name: L('სითბური გამოფიტვა (გადახურება)', 'Heat exhaustion'),
    description: L(
      'სიცხეში ხანგრძლივი ყოფნის ან დატვირთვის შედეგად სითხისა და მარილების დაკარგვა: ძლიერი ოფლიანობა, სისუსტე, თავბრუსხვევა, თავის ტკივილი, გულისრევა, წყურვილი, კუნთების კრუნჩხვა. გადადით გრილ ადგილას, დაწექით, დალიეთ წყალი ან მარილების ხსნარი — ნახევარ საათში უნდა გამოკეთდეთ. თუ არ გამოკეთდით ან დაბნეულობა გაჩნდა, დარეკეთ 112-ზე.',
      'Loss of water and salt after a long time in the heat or exercising in it: heavy sweating, weakness, dizziness, headache, nausea, thirst and muscle cramps. Move somewhere cool, lie down and drink water or rehydration solution — you should feel better within half an hour. If not, or if confusion appears, call 112.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 0.6, 0.8, 1, 1.2, 1, 1.5] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: { recommended: ['Sodium (Na)', 'Potassium (K)', 'Creatinine'] },
    symptoms: {
      s_423: 0.75, s_163: 0.7, s_164: 0.7, s_31: 0.65, s_34: 0.45, s_35: 0.15, s_1: 0.65, s_274: 0.45, s_275: 0.2, s_280: 0.3,
      s_466: 0.4, s_465: 0.2, s_167: 0.65, s_322: 0.3, s_211: 0.35, s_421: 0.3, s_162: 0.3, s_417: 0.2,
      s_152: 0.3, s_153: 0.2, s_154: 0.1, s_155: 0.01, s_37: 0.03, s_36: 0.03,
    },
    riskFactors: { p_62: 20, p_17: 1.3 },
  },
  {
    id: 'c_261',
    name: L('ჰიპოთერმია (ორგანიზმის გადაცივება)', 'Hypothermia'),
    description: L(
      'სხეულის ტემპერატურის 35 °C-ზე დაბლა დაწევა სიცივეში, წყალში ან სველ ტანსაცმელში ხანგრძლივი ყოფნისას. იწყება ძლიერი კანკალით, შემდეგ ჩნდება მოუქნელობა, ენის ბორძიკი, დაბნეულობა და ძილიანობა. განსაკუთრებით საფრთხეშია ხანდაზმულები, ჩვილები და ნასვამი ადამიანები. ადამიანი თბილ ადგილას გადაიყვანეთ, სველი ტანსაცმელი გახადეთ, შეფუთეთ და მიმართეთ გადაუდებელი დახმარების განყოფილებას; თუ დაბნეული ან ძილიანია, დარეკეთ 112-ზე.',
      'The body temperature falls below 35 °C after a long time in the cold, in water or in wet clothes. It starts with strong shivering, then clumsiness, slurred speech, confusion and drowsiness. Older people, babies and people who have been drinking are most at risk. Move the person somewhere warm, remove wet clothes, wrap them up and go to an emergency department; call 112 if they are confused or drowsy.',
    ),
    prevalence: { frequency: 'rare', ages: [3, 1.5, 0.6, 0.6, 0.7, 0.9, 3], sex: { female: 0.8, male: 1.2 } },
    triage: 'emergency',
    speciality: 'therapist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Potassium (K)', 'Complete blood count'],
      recommended: ['Sodium (Na)', 'Creatinine', 'Coagulation panel', 'Thyroid-stimulating hormone (TSH)'],
    },
    symptoms: {
      s_158: 0.9, s_159: 0.7, s_161: 0.3, s_421: 0.5, s_422: 0.35, s_99: 0.4, s_501: 0.3, s_418: 0.15,
      s_36: 0.45, s_37: 0.45, s_30: 0.35, s_27: 0.25, s_214: 0.25, s_163: 0.5, s_164: 0.5, s_148: 0.05,
    },
    riskFactors: { p_17: 3, p_39: 1.5 },
  },
  {
    id: 'c_262',
    name: L('მოყინვა', 'Frostbite'),
    description: L(
      'ყინვის მოქმედებით კანისა და მის ქვეშ მდებარე ქსოვილების დაზიანება, ყველაზე ხშირად ხელისა და ფეხის თითების, ცხვირისა და ყურების. კანი ჯერ ფერმკრთალი ან მორუხოა, მაგარი და დაბუჟებული, გათბობისას კი წითლდება, მტკივა და შეიძლება ბუშტუკები გაუჩნდეს. დაზიანებული ადგილი თბილ (არა ცხელ) წყალში გაათბეთ, ნუ დაზელთ და მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'Damage to the skin and the tissue beneath it from freezing, most often of the fingers, toes, nose and ears. The skin first turns pale or greyish, hard and numb; as it warms it becomes red and painful and may blister. Warm the area in warm (not hot) water, do not rub it, and go to an emergency department.',
    ),
    prevalence: { frequency: 'rare', ages: [0.3, 0.4, 0.6, 1, 1.3, 1, 1.2], sex: { female: 0.7, male: 1.3 } },
    triage: 'emergency',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_418: 0.95, s_501: 0.5, s_528: 0.3, s_401: 0.3, s_476: 0.4, s_478: 0.4, s_477: 0.3, s_421: 0.2, s_529: 0.1,
      s_158: 0.15, s_159: 0.2,
    },
    riskFactors: { p_17: 2, p_27: 1.5, p_16: 1.5 },
  },
  {
    id: 'c_263',
    name: L('დამწვრობა', 'Burn'),
    description: L(
      'კანის დაზიანება ცხელი სითხით, ცეცხლით, ცხელი საგნით, ელექტროდენით ან ქიმიური ნივთიერებით. დამწვარი ადგილი 20 წუთის განმავლობაში გრილი გამდინარე წყლით გააგრილეთ და სუფთა საფენით დაფარეთ; ნუ წაუსვამთ ზეთს ან კარაქს. ბუშტუკებიანი დამწვრობისას დღე-ღამის განმავლობაში მიმართეთ ექიმს, ხოლო სახის, ხელის მტევნის ან სასქესო ორგანოების, დიდი ფართობის, ელექტრო- ან ქიმიური დამწვრობისას — დაუყოვნებლივ.',
      'Damage to the skin from hot liquid, fire, a hot object, electricity or chemicals. Cool the burn under cool running water for 20 minutes and cover it with a clean dressing; do not put oil or butter on it. See a doctor within a day for a blistered burn, and at once for burns of the face, hands or genitals, large burns, or electrical and chemical burns.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.5, 3, 1.2, 0.8, 1, 0.9, 1] },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_416: 0.95, s_401: 0.5, s_455: 0.08, s_406: 0.2, s_408: 0.05, s_404: 0.1, s_417: 0.05, s_146: 0.15, s_152: 0.03,
    },
    riskFactors: {},
  },
];

import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the eyes, ears, nose and mouth (c_50 … c_70). Throat infections, sinusitis and
 * colds are in conditions-infections.ts; migraine, cluster headache and stroke in conditions-brain-mind.ts.
 */
export const EYE_ENT_CONDITIONS: Condition[] = [
  // ── Eyes: red eye ──
  {
    id: 'c_50',
    name: L('ვირუსული კონიუნქტივიტი', 'Viral conjunctivitis'),
    description: L(
      'თვალის ლორწოვანი გარსის ვირუსული ანთება, ხშირად გაციებასთან ერთად. თვალი წითელია, ცრემლდება და თითქოს ქვიშა ჩაგეყარათ; ადვილად გადადის სხვებზე. როგორც წესი, 1–2 კვირაში თავისით გაივლის: ხშირად დაიბანეთ ხელები და ნუ გამოიყენებთ საერთო პირსახოცს. თუ თვალი გტკივათ ან მხედველობა გაუარესდა, მიმართეთ ექიმს.',
      'A viral infection of the thin layer covering the white of the eye, often with a cold. The eye is red, watery and gritty, and it spreads easily to others. It usually clears by itself in one to two weeks: wash your hands often and do not share towels. See a doctor if the eye becomes painful or your vision gets worse.',
    ),
    prevalence: { frequency: 'common', ages: [0.3, 1, 1.5, 1, 1, 0.8, 0.6] },
    triage: 'self_care',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: {
      s_38: 0.9, s_40: 0.8, s_45: 0.55, s_39: 0.3, s_41: 0.3, s_52: 0.3, s_42: 0.15, s_46: 0.15, s_47: 0.1,
      s_72: 0.35, s_73: 0.25, s_102: 0.3, s_227: 0.2, s_109: 0.15,
      s_152: 0.15, s_153: 0.1, s_154: 0.05, s_164: 0.15, s_80: 0.03,
    },
    riskFactors: { p_54: 3, p_53: 1.5 },
  },
  {
    id: 'c_51',
    name: L('ბაქტერიული კონიუნქტივიტი', 'Bacterial conjunctivitis'),
    description: L(
      'თვალის ლორწოვანი გარსის ბაქტერიული ანთება. დამახასიათებელია მოყვითალო-მომწვანო ჩირქოვანი გამონადენი, რის გამოც დილით ქუთუთოები ერთმანეთს ეწებება. ექიმმა შეიძლება დაგინიშნოთ ანტიბიოტიკიანი წვეთები. ჩვილი და კონტაქტური ლინზების მატარებელი ექიმმა აუცილებლად უნდა გასინჯოს.',
      'A bacterial infection of the surface of the eye. It causes yellow or green discharge that glues the eyelids together in the morning. A doctor may prescribe antibiotic drops; babies and people who wear contact lenses should always be seen by a doctor.',
    ),
    prevalence: { frequency: 'common', ages: [1.5, 2, 2, 0.8, 0.6, 0.6, 0.9] },
    triage: 'consultation',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: {
      s_41: 0.9, s_38: 0.85, s_45: 0.4, s_40: 0.35, s_52: 0.3, s_39: 0.2, s_42: 0.1, s_47: 0.1, s_46: 0.05,
      s_72: 0.2, s_60: 0.05, s_152: 0.08, s_153: 0.05,
    },
    riskFactors: { p_54: 2, p_53: 1.5 },
  },
  {
    id: 'c_52',
    name: L('ალერგიული კონიუნქტივიტი', 'Allergic conjunctivitis'),
    description: L(
      'თვალის ალერგიული ანთება ყვავილის მტვერზე, სახლის მტვერზე ან ცხოველის ბეწვზე. ორივე თვალი ქავის, წითლდება და ცრემლდება, ხშირად ცემინებასა და სურდოსთან ერთად. გამოგადგებათ ალერგენისგან თავის არიდება, ცივი საფენი და ანტიჰისტამინური თვალის წვეთები; თუ ჩივილები არ გაივლის, მიმართეთ ექიმს.',
      'An allergic reaction of the eyes to pollen, house dust or animal fur. Both eyes itch, turn red and water, often with sneezing and a runny nose. Avoiding the trigger, cool compresses and antihistamine eye drops help; see a doctor if it does not settle.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.2, 1.2, 1.5, 1.3, 0.8, 0.5] },
    triage: 'self_care',
    speciality: 'allergist',
    labs: {},
    symptoms: {
      s_39: 0.9, s_38: 0.75, s_40: 0.75, s_80: 0.8, s_52: 0.35, s_45: 0.2, s_56: 0.15, s_41: 0.05, s_47: 0.05,
      s_74: 0.5, s_72: 0.45, s_75: 0.4, s_73: 0.35,
    },
    riskFactors: { p_49: 4, p_33: 2 },
  },
  // ── Eyes: painful eye and sudden change in vision ──
  {
    id: 'c_53',
    name: L('დახურულკუთხოვანი გლაუკომის მწვავე შეტევა', 'Acute angle-closure glaucoma'),
    description: L(
      'თვალშიდა წნევის უეცარი და ძლიერი მატება. იწვევს თვალის ძლიერ ტკივილსა და სიწითლეს, მხედველობის დაბინდვას, ფერად რგოლებს სინათლის ირგვლივ, თავის ტკივილს, გულისრევასა და ღებინებას. დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას ან ოფთალმოლოგს — დროული მკურნალობის გარეშე მხედველობა შეიძლება სამუდამოდ დაიკარგოს.',
      'A sudden, steep rise in the pressure inside the eye. It causes severe eye pain and redness, blurred vision, coloured halos around lights, headache, nausea and vomiting. Go to an emergency department or eye clinic now: without prompt treatment, sight can be lost for good.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0.02, 0.2, 1.5, 3], sex: { female: 2.5, male: 1 } },
    triage: 'emergency',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: {
      s_42: 0.9, s_38: 0.85, s_47: 0.85, s_44: 0.6, s_1: 0.75, s_3: 0.4, s_46: 0.35, s_40: 0.3, s_49: 0.25,
      s_274: 0.55, s_275: 0.35, s_164: 0.3,
    },
    riskFactors: {},
  },
  {
    id: 'c_54',
    name: L('რქოვანას ეროზია ან უცხო სხეული თვალში', 'Corneal abrasion or foreign body in the eye'),
    description: L(
      'რქოვანას (თვალის გამჭვირვალე წინა ზედაპირის) ნაკაწრი ან თვალში მოხვედრილი ნაწილაკი — მტვერი, ლითონის ნამსხვრევი, წამწამი. თვალი გტკივათ, ცრემლდება, წითელია და გეჩვენებათ, რომ რაღაც ზის შიგნით. ნუ მოისრესთ თვალს; ექიმმა 24 საათის განმავლობაში უნდა გასინჯოს და ამოიღოს უცხო სხეული. თუ თვალში ქიმიური ნივთიერება მოგხვდათ, მაშინვე ჩამოიბანეთ სუფთა გამდინარე წყლით 15–20 წუთის განმავლობაში და დაუყოვნებლივ მიმართეთ ექიმს.',
      'A scratch on the clear front surface of the eye (the cornea), or a particle stuck in the eye such as dust, a metal fragment or an eyelash. The eye hurts, waters and is red, and it feels as if something is in it. Do not rub the eye; a doctor should examine it within 24 hours and remove anything stuck. If a chemical has splashed into the eye, rinse it with clean running water for 15–20 minutes and get help at once.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.2, 0.6, 1, 1, 1.3, 1, 0.6], sex: { female: 1, male: 2 } },
    triage: 'consultation_24',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: {
      s_45: 0.9, s_42: 0.85, s_40: 0.85, s_38: 0.75, s_58: 0.7, s_46: 0.5, s_47: 0.35, s_43: 0.25, s_52: 0.1,
      s_41: 0.05, s_39: 0.05,
    },
    riskFactors: { p_22: 3 },
  },
  {
    id: 'c_55',
    name: L('ქერი (ჰორდეოლუმი)', 'Stye (hordeolum)'),
    description: L(
      'ქუთუთოს კიდეზე, წამწამის ფესვთან არსებული ჯირკვლის ჩირქოვანი ანთება — მტკივნეული წითელი მუწუკი. როგორც წესი, 1–2 კვირაში თავისით გაივლის. დღეში რამდენჯერმე დაიდეთ თბილი საფენი და ნუ გაჭყლეტთ. თუ შეშუპება მთელ ქუთუთოსა და თვალის ირგვლივ ვრცელდება, მიმართეთ ექიმს.',
      'An infected gland at the edge of the eyelid, at the root of an eyelash, forming a painful red lump. It usually clears by itself in one to two weeks. Hold a warm compress to it several times a day and do not squeeze it. See a doctor if the swelling spreads over the whole eyelid or around the eye.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.5, 1.3, 1.5, 1.2, 0.8, 0.6] },
    triage: 'self_care',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: {
      s_51: 0.95, s_53: 0.3, s_42: 0.3, s_40: 0.25, s_38: 0.2, s_45: 0.2, s_39: 0.15, s_41: 0.1, s_54: 0.1,
      s_52: 0.05, s_47: 0.03,
    },
    riskFactors: { p_27: 1.3 },
  },
  {
    id: 'c_56',
    name: L('ბადურის აშრევება', 'Retinal detachment'),
    description: L(
      'ბადურის — თვალის შიდა, სინათლის მიმღები გარსის — აშრევება თვალის კედლისგან. იწყება უეცარი ციმციმით, თვალწინ ბევრი ახალი „ბუზით“ ან ჩრდილით, რომელიც ფარდასავით ეფარება მხედველობას; ტკივილი არ ახლავს. დაუყოვნებლივ მიმართეთ ოფთალმოლოგს ან გადაუდებელი დახმარების განყოფილებას — დროული ოპერაცია მხედველობას შეგინარჩუნებთ.',
      'The light-sensitive layer at the back of the eye (the retina) comes away from the wall of the eye. It starts with sudden flashes, a shower of new floaters or a shadow coming over the vision like a curtain, without pain. Go to an eye emergency service now: prompt surgery saves sight.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.03, 0.2, 0.5, 2, 2], sex: { female: 1, male: 1.3 } },
    triage: 'emergency',
    speciality: 'ophthalmologist',
    labs: {},
    symptoms: { s_50: 0.9, s_47: 0.7, s_49: 0.5, s_48: 0.03, s_42: 0.03 },
    riskFactors: { p_22: 2, p_27: 1.5 },
  },
  {
    id: 'c_57',
    name: L('კატარაქტა', 'Cataract'),
    description: L(
      'თვალის ბროლის თანდათანობითი შემღვრევა, ძირითადად ხანდაზმულ ასაკში. მხედველობა ნელ-ნელა ბინდდება, ფერები ფერმკრთალდება, კაშკაშა სინათლე თვალს სჭრის და ღამით მანქანის მართვა ძნელდება. ტკივილი არ ახლავს. მიმართეთ ოფთალმოლოგს: როცა კატარაქტა ყოველდღიურ ცხოვრებას გიშლით ხელს, შემღვრეულ ბროლს ხანმოკლე ოპერაციით ცვლიან.',
      'Gradual clouding of the lens of the eye, mostly in older age. Vision slowly becomes blurred or misty, colours fade, bright lights dazzle and driving at night gets hard. It is not painful. See an eye doctor: when it gets in the way of daily life, a short operation replaces the clouded lens.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.02, 0.02, 0.02, 0.02, 0.1, 1, 5] },
    triage: 'consultation',
    speciality: 'ophthalmologist',
    labs: { recommended: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)'] },
    symptoms: { s_47: 0.95, s_44: 0.35, s_46: 0.3, s_48: 0.1, s_55: 0.05 },
    riskFactors: { p_27: 2, p_16: 1.5 },
  },
  // ── Ears ──
  {
    id: 'c_58',
    name: L('მწვავე შუა ოტიტი', 'Acute otitis media'),
    description: L(
      'შუა ყურის ინფექცია, ხშირად გაციების შემდეგ; განსაკუთრებით ხშირია პატარა ბავშვებში. იწვევს ყურის ტკივილს, სიცხეს, სმენის დაქვეითებას; ჩვილი მოუსვენარია და ყურს იქაჩავს. ტკივილსა და სიცხეს შეამსუბუქებს პარაცეტამოლი ან იბუპროფენი; ექიმი გადაწყვეტს, საჭიროა თუ არა ანტიბიოტიკი. თუ ყურის უკან შეშუპება გაჩნდა, ექიმს დაუყოვნებლივ მიმართეთ.',
      'An infection of the middle ear, often after a cold and most common in young children. It causes earache, fever and muffled hearing; a baby may be unsettled and pull at the ear. Paracetamol or ibuprofen ease the pain and fever; a doctor will decide whether antibiotics are needed. Seek help at once if a swelling appears behind the ear.',
    ),
    prevalence: { frequency: 'common', ages: [0.5, 5, 3, 0.6, 0.3, 0.2, 0.2] },
    triage: 'consultation',
    speciality: 'ent',
    labs: {},
    symptoms: {
      s_60: 0.85, s_69: 0.5, s_64: 0.4, s_65: 0.4, s_61: 0.15, s_62: 0.1, s_67: 0.1, s_32: 0.05, s_68: 0.04,
      s_152: 0.6, s_153: 0.2, s_154: 0.35, s_155: 0.05, s_159: 0.15,
      s_72: 0.6, s_73: 0.5, s_227: 0.4, s_102: 0.25,
      s_146: 0.3, s_131: 0.4, s_138: 0.3, s_101: 0.3, s_280: 0.4, s_164: 0.4, s_275: 0.15, s_297: 0.1,
    },
    riskFactors: { p_53: 2, p_52: 1.3, p_51: 1.2 },
  },
  {
    id: 'c_59',
    name: L('გარე ოტიტი („მოცურავის ყური“)', "Otitis externa (swimmer's ear)"),
    description: L(
      'გარე სასმენი მილის კანის ანთება, ხშირად ცურვის შემდეგ ან ყურის ჩხირით გაღიზიანებისას. ყური გტკივათ, განსაკუთრებით ყურის ნიჟარაზე შეხებისას ან მისი მოქაჩვისას; შეიძლება ქავდეს, ჰქონდეს გამონადენი ან გაჭედილი გეჩვენოთ. მიმართეთ ექიმს — მკურნალობენ ყურის წვეთებით; მანამდე ყური მშრალად შეინახეთ.',
      'Inflammation of the skin of the ear canal, often after swimming or from cotton buds. The ear hurts, especially when the outer ear is touched or pulled, and it may itch, discharge or feel blocked. See a doctor: ear drops treat it; keep the ear dry meanwhile.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.3, 1.2, 1.5, 1.2, 1, 1] },
    triage: 'consultation',
    speciality: 'ent',
    labs: {},
    symptoms: {
      s_60: 0.9, s_62: 0.8, s_61: 0.55, s_63: 0.5, s_64: 0.5, s_65: 0.35, s_69: 0.3, s_20: 0.2, s_109: 0.1,
      s_67: 0.05, s_71: 0.05, s_66: 0.05, s_152: 0.08, s_153: 0.05,
    },
    riskFactors: { p_27: 1.5, p_49: 1.3 },
  },
  {
    id: 'c_60',
    name: L('გოგირდის საცობი ყურში', 'Earwax impaction'),
    description: L(
      'ყურის გოგირდის დაგროვება, რომელიც სასმენ მილს ხურავს. ყური გაჭედილი გეჩვენებათ, სმენა დაქვეითებულია, ზოგჯერ ყურში შუილი ან ქავილია. ნუ ეცდებით ყურის ჩხირით გაწმენდას — გოგირდს უფრო ღრმად შეტენით. ზეითუნის ზეთის წვეთები გოგირდს არბილებს, ექიმი კი მას ადვილად გამორეცხავს ან ამოიღებს. ყურში გაჭედილი საგანი ან მწერიც ექიმმა უნდა ამოიღოს.',
      'A build-up of earwax that blocks the ear canal. The ear feels blocked and hearing is muffled, sometimes with ringing or itching. Do not try to clean it out with cotton buds, which push the wax deeper. Olive oil drops soften it and a doctor can wash it out or remove it; an object or insect stuck in the ear should also be taken out by a doctor.',
    ),
    prevalence: { frequency: 'common', ages: [0.1, 0.4, 1, 0.6, 0.7, 1.2, 3] },
    triage: 'consultation',
    speciality: 'ent',
    labs: {},
    symptoms: {
      s_64: 0.9, s_65: 0.8, s_63: 0.3, s_67: 0.25, s_66: 0.2, s_60: 0.2, s_69: 0.1, s_71: 0.1, s_31: 0.1,
    },
    riskFactors: {},
  },
  {
    id: 'c_61',
    name: L('სმენის უეცარი სენსორონევრული დაქვეითება', 'Sudden sensorineural hearing loss'),
    description: L(
      'სმენის უეცარი დაქვეითება ან დაკარგვა ერთ ყურში რამდენიმე საათის ან 1–3 დღის განმავლობაში, ხშირად შუილითა და ყურის გაჭედვის შეგრძნებით, ზოგჯერ თავბრუსხვევით. მიზეზი შიდა ყურის ან სმენის ნერვის დაზიანებაა და არა გოგირდი. 24 საათის განმავლობაში მიმართეთ ოტორინოლარინგოლოგს: მკურნალობა ყველაზე ეფექტურია, თუ ადრე დაიწყება.',
      'Hearing drops or disappears in one ear over a few hours or days, often with ringing and a blocked feeling, sometimes with dizziness. It comes from the inner ear or the hearing nerve, not from wax. See an ENT specialist within 24 hours: treatment works best when it starts early.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.1, 0.3, 0.8, 1.5, 1.5] },
    triage: 'consultation_24',
    speciality: 'ent',
    labs: {
      recommended: ['Complete blood count', 'Erythrocyte sedimentation rate (ESR)', 'Glucose (fasting)', 'Lipid panel', 'Syphilis (RPR)'],
    },
    symptoms: {
      s_66: 0.9, s_65: 0.95, s_67: 0.75, s_64: 0.65, s_31: 0.35, s_32: 0.3, s_30: 0.15, s_274: 0.1, s_70: 0.1,
      s_60: 0.05,
    },
    riskFactors: { p_28: 1.3, p_27: 1.5 },
  },
  // ── Dizziness from the inner ear ──
  {
    id: 'c_62',
    name: L('კეთილთვისებიანი პაროქსიზმული პოზიციური თავბრუსხვევა', 'Benign paroxysmal positional vertigo'),
    description: L(
      'ხანმოკლე, ძლიერი თავბრუსხვევა, რომელსაც შიდა ყურის წონასწორობის ორგანოში პატარა კრისტალების გადაადგილება იწვევს. როცა საწოლში გადაბრუნდებით, დაწვებით ან ზემოთ აიხედავთ, ყველაფერი ერთ წუთზე ნაკლებ ხანს ტრიალებს; შეიძლება გული აგერიოთ. სმენა არ იკლებს. ექიმი მას თავის სპეციალური მოძრაობების (მანევრის) საშუალებით კურნავს.',
      'Short, intense bouts of spinning dizziness caused by tiny crystals that have shifted in the balance organ of the inner ear. The room spins for less than a minute when you turn over in bed, lie down or look up, sometimes with nausea; hearing is not affected. A doctor can treat it with a set of guided head movements.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.05, 0.2, 0.7, 1.5, 2.5], sex: { female: 2, male: 1 } },
    triage: 'consultation',
    speciality: 'ent',
    labs: {},
    symptoms: { s_33: 0.95, s_32: 0.85, s_31: 0.95, s_274: 0.4, s_30: 0.3, s_275: 0.1, s_34: 0.15 },
    riskFactors: { p_23: 2, p_41: 1.5 },
  },
  {
    id: 'c_63',
    name: L('ვესტიბულური ნევრიტი', 'Vestibular neuritis'),
    description: L(
      'წონასწორობის ნერვის ანთება, ხშირად ვირუსული ინფექციის შემდეგ. უეცრად იწყება ძლიერი, რამდენიმე დღე მუდმივი თავბრუსხვევა, გულისრევა და ღებინება, სიარული ძნელდება, სმენა კი ნორმალური რჩება. ჩივილები კვირების განმავლობაში თანდათან მცირდება. მიმართეთ ექიმს; თუ თავბრუსხვევას თან ახლავს ძლიერი თავის ტკივილი, ორად ხედვა, მეტყველების დარღვევა ან ხელის ან ფეხის სისუსტე, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Inflammation of the balance nerve, often after a viral infection. Severe, constant spinning dizziness starts suddenly and lasts for days, with nausea, vomiting and unsteadiness, while hearing stays normal. It settles gradually over weeks. See a doctor; call 112 at once if the dizziness comes with a severe headache, double vision, slurred speech or weakness of an arm or leg.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.1, 0.5, 1, 1.3, 1] },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_32: 0.9, s_31: 0.95, s_274: 0.75, s_30: 0.7, s_33: 0.6, s_275: 0.5, s_279: 0.15, s_47: 0.15,
      s_164: 0.4, s_163: 0.3, s_1: 0.1, s_72: 0.15, s_102: 0.1, s_65: 0.05, s_67: 0.05,
    },
    riskFactors: {},
  },
  // ── Nose ──
  {
    id: 'c_64',
    name: L('ცხვირიდან სისხლდენა (ეპისტაქსისი)', 'Nosebleed (epistaxis)'),
    description: L(
      'სისხლდენა ცხვირის წინა ნაწილის წვრილი სისხლძარღვებიდან; ხშირია ბავშვებში, მშრალი ჰაერის, გაციების ან ცხვირის ჩიჩქნის გამო. დაჯექით, თავი ოდნავ წინ დახარეთ და ცხვირის რბილი ნაწილი თითებით 10–15 წუთის განმავლობაში განუწყვეტლივ მოუჭირეთ. თუ სისხლდენა 20 წუთში არ შეწყდა, ძალიან ძლიერია, ტრავმის შემდეგ დაიწყო ან სისხლის გამათხელებელ წამლებს იღებთ, მიმართეთ გადაუდებელ დახმარებას.',
      'Bleeding from small blood vessels at the front of the nose, common in children and caused by dry air, colds or nose-picking. Sit down, lean slightly forward and pinch the soft part of the nose firmly for 10–15 minutes without letting go. Get urgent help if it has not stopped after 20 minutes, is very heavy, followed an injury, or you take blood thinners.',
    ),
    prevalence: { frequency: 'common', ages: [0.05, 0.5, 2.5, 1.5, 0.8, 0.8, 1.5] },
    triage: 'self_care',
    speciality: 'ent',
    labs: { recommended: ['Complete blood count', 'Prothrombin time (PT) and INR', 'Coagulation panel'] },
    symptoms: {
      s_77: 0.98, s_73: 0.15, s_72: 0.1, s_82: 0.05, s_274: 0.1, s_275: 0.05, s_31: 0.05, s_24: 0.05, s_419: 0.05,
      s_86: 0.03,
    },
    riskFactors: { p_45: 3, p_22: 2.5, p_28: 1.5, p_37: 1.5, p_17: 1.3, p_10: 1.5 },
  },
  {
    id: 'c_65',
    name: L('ალერგიული რინიტი (პოლინოზი)', 'Allergic rhinitis (hay fever)'),
    description: L(
      'ცხვირის ლორწოვანის ალერგიული ანთება ყვავილის მტვერზე (სეზონური), სახლის მტვერზე, ობზე ან ცხოველის ბეწვზე. დამახასიათებელია ცემინება, წყლიანი სურდო, ცხვირის გაჭედვა და ქავილი, ხშირად თვალების ქავილი და ცრემლდენაც; სიცხე არ ახლავს. გამოგადგებათ ანტიჰისტამინური საშუალებები და ჰორმონული ცხვირის სპრეი; ალერგენის დასადგენად მიმართეთ ალერგოლოგს.',
      'An allergic reaction in the lining of the nose to pollen (seasonal), house dust, mould or animal fur. It causes sneezing, a runny, itchy and blocked nose, often with itchy, watering eyes, but no fever. Antihistamines and steroid nose sprays help; an allergist can find the trigger.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.2, 1.3, 1.8, 1.5, 0.8, 0.4] },
    triage: 'consultation',
    speciality: 'allergist',
    labs: {},
    symptoms: {
      s_72: 0.85, s_74: 0.85, s_73: 0.8, s_80: 0.8, s_75: 0.7, s_39: 0.6, s_40: 0.5, s_79: 0.4, s_38: 0.3, s_78: 0.2,
      s_81: 0.2, s_52: 0.15, s_11: 0.15, s_64: 0.15, s_76: 0.05, s_77: 0.08,
      s_227: 0.3, s_228: 0.25, s_222: 0.1, s_102: 0.15, s_1: 0.15, s_163: 0.3, s_138: 0.15,
    },
    riskFactors: { p_49: 4, p_33: 3 },
  },
  // ── Mouth and teeth ──
  {
    id: 'c_66',
    name: L('აფთოზური სტომატიტი (აფთები პირის ღრუში)', 'Aphthous mouth ulcers'),
    description: L(
      'პირის ღრუში პატარა, მრგვალი, მტკივნეული წყლულები თეთრი ან მოყვითალო ფსკერითა და წითელი კიდით. ხშირად ჩნდება სტრესის, ლოყის მოკბეჩის ან დაღლილობის ფონზე და 1–2 კვირაში თავისით შუშდება. ტკივილს შეგიმსუბუქებთ ანტისეპტიკური სავლები ან გამაყუჩებელი გელი. მიმართეთ ექიმს, თუ წყლული 3 კვირაზე მეტხანს არ შუშდება ან წყლულები ხშირად მეორდება.',
      'Small, round, painful ulcers inside the mouth with a white or yellow base and a red edge. They often follow stress, a bitten cheek or tiredness, and heal by themselves in one to two weeks. An antiseptic mouthwash or a numbing gel eases the pain. See a doctor if an ulcer has not healed after three weeks or they keep coming back.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.2, 1, 1.5, 1.3, 0.8, 0.5] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: { recommended: ['Complete blood count', 'Ferritin', 'Vitamin B12', 'Folic acid'] },
    symptoms: { s_87: 0.95, s_89: 0.15, s_88: 0.05, s_94: 0.05, s_93: 0.05, s_109: 0.1, s_153: 0.05, s_163: 0.1 },
    riskFactors: {},
  },
  {
    id: 'c_67',
    name: L('კბილის აბსცესი („ფლუსი“)', 'Dental abscess'),
    description: L(
      'ჩირქის დაგროვება კბილის ფესვთან ან ღრძილში, ჩვეულებრივ ღრმა კარიესის ან ღრძილის ანთების შედეგად. კბილი ძლიერ, მფეთქავად გტკივათ, ღრძილი ან ლოყა შესივებულია, შეიძლება სიცხეც იყოს. 24 საათის განმავლობაში მიმართეთ სტომატოლოგს. თუ შეშუპება სწრაფად ვრცელდება თვალისკენ ან კისერზე, ან ყლაპვა და სუნთქვა გიჭირთ, სასწრაფოდ მიმართეთ გადაუდებელ დახმარებას.',
      'A collection of pus at the root of a tooth or in the gum, usually from deep decay or gum disease. The tooth aches badly with a throbbing pain, the gum or cheek swells, and there may be a fever. See a dentist within 24 hours. Get emergency help if the swelling spreads quickly towards the eye or down the neck, or you find it hard to swallow or breathe.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.2, 1, 1, 1.2, 1.2, 1] },
    triage: 'consultation_24',
    speciality: 'surgeon',
    labs: { recommended: ['Complete blood count', 'C-reactive protein (CRP)', 'Glucose (fasting)'] },
    symptoms: {
      s_83: 0.95, s_85: 0.8, s_84: 0.45, s_93: 0.4, s_19: 0.4, s_109: 0.4, s_20: 0.35, s_97: 0.2, s_94: 0.2,
      s_112: 0.15, s_86: 0.15, s_60: 0.15, s_1: 0.2, s_104: 0.08, s_53: 0.03, s_11: 0.05,
      s_152: 0.45, s_153: 0.2, s_154: 0.25, s_155: 0.03, s_159: 0.15, s_164: 0.3, s_138: 0.25,
    },
    riskFactors: { p_27: 1.5, p_16: 1.5, p_35: 1.5 },
  },
  {
    id: 'c_68',
    name: L('კბილების ამოჭრა (ჩვილები)', 'Teething (infants)'),
    description: L(
      'ჩვილის პირველი კბილების ამოჭრა, ჩვეულებრივ 6 თვიდან 2–3 წლამდე. ღრძილები შესივებულია, ბავშვს ბევრი ნერწყვი გამოსდის, ყველაფერს პირში იდებს და ღეჭავს, შეიძლება ახირებული იყოს და ცუდად ეძინოს. ეხმარება ღრძილის ნაზი მასაჟი ან გაციებული საღეჭი რგოლი. კბილების ამოჭრა მაღალ სიცხეს (38°C და მეტს) ან ნამდვილ ფაღარათს არ იწვევს — ასეთ დროს მიმართეთ პედიატრს.',
      "A baby's first teeth coming through, usually between 6 months and 2–3 years. The gums are swollen, the baby dribbles, chews on everything and may be grizzly and sleep badly. Gentle gum rubbing or a chilled teething ring helps. Teething does not cause a high temperature (38 °C or more) or real diarrhoea: see a paediatrician if these appear.",
    ),
    prevalence: { frequency: 'common', ages: [0.1, 10, 0.3, 0, 0, 0, 0] },
    triage: 'self_care',
    speciality: 'paediatrician',
    labs: {},
    symptoms: {
      s_100: 0.95, s_131: 0.7, s_138: 0.4, s_101: 0.3, s_69: 0.3, s_146: 0.2, s_152: 0.15, s_153: 0.15,
      s_297: 0.1, s_72: 0.1,
    },
    riskFactors: {},
  },
  {
    id: 'c_69',
    name: L('პირის ღრუს კანდიდოზი', 'Oral thrush'),
    description: L(
      'პირის ღრუს სოკოვანი ინფექცია. ენაზე, ლოყების შიგნით ან სასაზე ჩნდება თეთრი, ხაჭოსებრი ნადები, რომელიც ძნელად სცილდება და ქვეშ გაწითლებულ ლორწოვანს ტოვებს. ხშირია ჩვილებში, ასევე ანტიბიოტიკების ან ინჰალაციური ჰორმონების მიღების შემდეგ, დიაბეტისა და დასუსტებული იმუნიტეტის დროს. მიმართეთ ექიმს — მკურნალობენ სოკოს საწინააღმდეგო გელით ან წვეთებით.',
      'A yeast (candida) infection in the mouth. White, curd-like patches appear on the tongue, inside the cheeks or on the roof of the mouth, are hard to wipe off and leave red skin underneath. It is common in babies and after antibiotics or steroid inhalers, and in people with diabetes or a weak immune system. See a doctor: antifungal gel or drops clear it.',
    ),
    prevalence: { frequency: 'moderate', ages: [4, 2, 0.3, 0.2, 0.4, 0.8, 2.5] },
    triage: 'consultation',
    speciality: 'familyDoctor',
    labs: { recommended: ['Glucose (fasting)', 'Complete blood count', 'HIV 1/2 antibodies and p24 antigen'] },
    symptoms: {
      s_89: 0.95, s_94: 0.35, s_92: 0.3, s_101: 0.3, s_96: 0.2, s_103: 0.2, s_93: 0.15, s_107: 0.1, s_87: 0.1,
      s_104: 0.1, s_342: 0.15,
    },
    riskFactors: { p_48: 3, p_35: 5, p_27: 2, p_33: 1.5 },
  },
  // ── Ringing in the ears ──
  {
    id: 'c_70',
    name: L('ყურებში შუილი (ტინიტუსი)', 'Tinnitus'),
    description: L(
      'ყურში ან თავში შუილის, ზუზუნის ან წივილის შეგრძნება, როცა გარშემო ასეთი ხმა არ არის. ხშირად ახლავს ასაკთან ან ხმაურთან დაკავშირებულ სმენის დაქვეითებას და შეიძლება ძილსა და ყურადღების კონცენტრაციას გიშლიდეთ ხელს. სმენის შესამოწმებლად მიმართეთ ოტორინოლარინგოლოგს; თუ შუილი მხოლოდ ერთ ყურშია, პულსის რიტმში ფეთქავს ან სმენის უეცარ დაქვეითებას ახლავს, ექიმს რაც შეიძლება მალე მიმართეთ.',
      'Hearing ringing, buzzing or hissing in the ears or head when there is no outside sound. It often comes with hearing loss from age or loud noise, and can disturb sleep and concentration. See an ENT specialist for a hearing test; go sooner if it is in one ear only, pulses with your heartbeat or came with sudden hearing loss.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.1, 0.4, 0.8, 1.5, 2] },
    triage: 'consultation',
    speciality: 'ent',
    labs: {},
    symptoms: {
      s_67: 0.99, s_65: 0.5, s_138: 0.35, s_70: 0.3, s_128: 0.3, s_144: 0.25, s_64: 0.15, s_122: 0.15, s_31: 0.1,
      s_1: 0.1, s_60: 0.05,
    },
    riskFactors: { p_42: 1.5, p_28: 1.2 },
  },
  // ── Something stuck in the ear or nose ──
  {
    id: 'c_71',
    name: L('უცხო სხეული ყურში ან ცხვირში', 'Foreign body in the ear or nose'),
    description: L(
      'ყურში ან ცხვირში გაჭედილი პატარა საგანი — მძივი, სათამაშოს ნაწილი, მარცვალი, ბამბა — ან მწერი; ყველაზე ხშირად მცირეწლოვან ბავშვებს ემართებათ. ცხვირში დარჩენილი საგანი ხშირად იწვევს ერთი ნესტოდან უსიამოვნო სუნის მქონე გამონადენს, ყურში — გაჭედვის შეგრძნებას, სმენის დაქვეითებას ან ტკივილს. თავად ნუ შეეცდებით ამოღებას პინცეტით ან ყურის ჩხირით — საგანი შეიძლება უფრო ღრმად შეტალოთ; 24 საათის განმავლობაში მიმართეთ ოტორინოლარინგოლოგს. ღილისებრი ელემენტი (ბატარეა) ან მაგნიტი დაუყოვნებლივ უნდა ამოიღონ — მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'A small object, such as a bead, a piece of a toy, a seed or cotton wool, or an insect stuck in the ear or nose, most often in young children. An object in the nose often causes a smelly discharge from one nostril; one in the ear causes a blocked feeling, muffled hearing or pain. Do not try to pull it out with tweezers or a cotton bud, as this can push it further in; see an ENT doctor within 24 hours. A button battery or a magnet must be taken out at once: go to an emergency department.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.05, 1.5, 4, 0.8, 0.8, 0.6, 0.5] },
    triage: 'consultation_24',
    speciality: 'ent',
    labs: {},
    symptoms: {
      s_71: 0.6, s_64: 0.4, s_65: 0.2, s_60: 0.2, s_61: 0.08, s_69: 0.15, s_67: 0.15, s_63: 0.05,
      s_82: 0.45, s_73: 0.2, s_76: 0.25, s_72: 0.15, s_77: 0.1, s_93: 0.1,
      s_146: 0.15, s_131: 0.1, s_152: 0.05,
    },
    riskFactors: {},
  },
];

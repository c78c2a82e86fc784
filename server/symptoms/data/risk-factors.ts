import type { RiskFactor } from '../types';
import { L } from './localized';

/**
 * Risk factors (p_1 … p_99): age bands and sex, which the interview derives from the person's age
 * and sex, then the factors it asks about (pregnancy, habits, exposures, chronic conditions,
 * medicines). Age bands are in months, `[from, to)`, and together cover every age without overlap.
 */
export const RISK_FACTORS: RiskFactor[] = [
  // ── Derived: age bands ──────────────────────────────────────────────────────
  { id: 'p_1', name: L('3 თვემდე ჩვილი', 'Infant under 3 months'), sex: 'both', derived: { ageMonths: [0, 3] } },
  { id: 'p_2', name: L('ბავშვი 3 თვიდან 2 წლამდე', 'Child aged 3 months to 2 years'), sex: 'both', derived: { ageMonths: [3, 24] } },
  { id: 'p_3', name: L('ბავშვი 2-დან 12 წლამდე', 'Child aged 2 to 12 years'), sex: 'both', derived: { ageMonths: [24, 144] } },
  { id: 'p_4', name: L('მოზარდი (12-დან 18 წლამდე)', 'Teenager aged 12 to 18 years'), sex: 'both', derived: { ageMonths: [144, 216] } },
  { id: 'p_5', name: L('18-დან 40 წლამდე', 'Adult aged 18 to 40 years'), sex: 'both', derived: { ageMonths: [216, 480] } },
  { id: 'p_6', name: L('40-დან 65 წლამდე', 'Adult aged 40 to 65 years'), sex: 'both', derived: { ageMonths: [480, 780] } },
  { id: 'p_7', name: L('65 წელზე მეტი', 'Aged over 65 years'), sex: 'both', derived: { ageMonths: [780, null] } },

  // ── Derived: sex ────────────────────────────────────────────────────────────
  { id: 'p_8', name: L('ქალი', 'Female'), sex: 'female', derived: { sex: 'female' } },
  { id: 'p_9', name: L('მამაკაცი', 'Male'), sex: 'male', derived: { sex: 'male' } },

  // ── Women's health ──────────────────────────────────────────────────────────
  {
    id: 'p_10',
    name: L('ორსულობა', 'Pregnancy'),
    question: L('ორსულად ხართ, ან შესაძლებელია, რომ ორსულად იყოთ?', 'Are you pregnant, or could you be pregnant?'),
    sex: 'female',
  },
  {
    id: 'p_11',
    name: L('ბოლო 6 კვირაში მშობიარობა', 'Gave birth in the last 6 weeks'),
    question: L('ბოლო 6 კვირის განმავლობაში იმშობიარეთ?', 'Have you given birth in the last 6 weeks?'),
    sex: 'female',
  },
  {
    id: 'p_12',
    name: L('ძუძუთი კვება', 'Breastfeeding'),
    question: L('ამჟამად ბავშვს ძუძუთი კვებავთ?', 'Are you breastfeeding at the moment?'),
    sex: 'female',
  },
  {
    id: 'p_13',
    name: L('ჰორმონული კონტრაცეფცია', 'Hormonal contraception'),
    question: L(
      'იღებთ ჩასახვის საწინააღმდეგო აბებს ან იყენებთ სხვა ჰორმონულ კონტრაცეფციას (პლასტირს, რგოლს, ინექციას, იმპლანტს)?',
      'Do you take the contraceptive pill or use other hormonal contraception (patch, ring, injection, implant)?',
    ),
    sex: 'female',
  },
  {
    id: 'p_14',
    name: L('მენოპაუზა', 'Menopause'),
    question: L('მენსტრუაცია საბოლოოდ შეგიწყდათ (კლიმაქსი)?', 'Have your periods stopped for good (menopause)?'),
    sex: 'female',
  },
  {
    id: 'p_15',
    name: L('მენოპაუზის ჰორმონული თერაპია', 'Hormone replacement therapy'),
    question: L('იღებთ ჰორმონულ წამლებს კლიმაქსის სიმპტომების გამო?', 'Do you take hormone replacement therapy for menopause symptoms?'),
    sex: 'female',
  },

  // ── Habits ──────────────────────────────────────────────────────────────────
  {
    id: 'p_16',
    name: L('მოწევა', 'Smoking'),
    question: L('ეწევით სიგარეტს, ელექტრონულ სიგარეტს, ჩილიმს ან თამბაქოს სხვა სახით?', 'Do you smoke cigarettes, e-cigarettes, a hookah or tobacco in another form?'),
    sex: 'both',
  },
  {
    id: 'p_17',
    name: L('ალკოჰოლის ჭარბი მოხმარება', 'Heavy alcohol use'),
    question: L(
      'ალკოჰოლს ხშირად და ბევრს სვამთ — მაგალითად, ყოველდღე, ან ერთ სუფრაზე ერთ ბოთლ ღვინოზე მეტს?',
      'Do you drink alcohol often and heavily — for example every day, or more than a bottle of wine at one sitting?',
    ),
    sex: 'both',
  },
  {
    id: 'p_18',
    name: L('ნარკოტიკების მოხმარება', 'Recreational drug use'),
    question: L('მოიხმართ ნარკოტიკულ საშუალებებს, მათ შორის ინექციით?', 'Do you use recreational drugs, including by injection?'),
    sex: 'both',
  },
  {
    id: 'p_19',
    name: L('ჭარბი წონა', 'Overweight'),
    question: L('გაქვთ ჭარბი წონა ან სიმსუქნე?', 'Are you overweight or obese?'),
    sex: 'both',
  },

  // ── Travel, injury, surgery, immobility ─────────────────────────────────────
  {
    id: 'p_20',
    name: L('ბოლოდროინდელი მოგზაურობა საზღვარგარეთ', 'Recent travel abroad'),
    question: L('ბოლო 3 თვის განმავლობაში ყოფილხართ საზღვარგარეთ?', 'Have you been abroad in the last 3 months?'),
    sex: 'both',
  },
  {
    id: 'p_21',
    name: L('მოგზაურობა ტროპიკულ ქვეყანაში', 'Travel to a tropical country'),
    question: L(
      'ბოლო ერთი წლის განმავლობაში ყოფილხართ ტროპიკულ ქვეყანაში — აფრიკაში, სამხრეთ ან სამხრეთ-აღმოსავლეთ აზიაში ან ლათინურ ამერიკაში?',
      'In the last year, have you been to a tropical country — in Africa, South or South-East Asia, or Latin America?',
    ),
    sex: 'both',
  },
  {
    id: 'p_22',
    name: L('ბოლოდროინდელი ტრავმა ან დაცემა', 'Recent injury or fall'),
    question: L('ბოლო დღეებში დაეცით ან რაიმე ტრავმა მიიღეთ?', 'Have you had a fall or any injury in the last few days?'),
    sex: 'both',
  },
  {
    id: 'p_23',
    name: L('თავის ტრავმა', 'Recent head injury'),
    question: L('ბოლო დღეებში თავი დაარტყით, ან თავის ტრავმა მიიღეთ?', 'Have you hit your head or had a head injury in the last few days?'),
    sex: 'both',
  },
  {
    id: 'p_24',
    name: L('ბოლოდროინდელი ოპერაცია', 'Recent surgery'),
    question: L('ბოლო 4 კვირის განმავლობაში ოპერაცია გადაიტანეთ?', 'Have you had an operation in the last 4 weeks?'),
    sex: 'both',
  },
  {
    id: 'p_25',
    name: L('ხანგრძლივი უმოძრაობა', 'Long immobility (long journey, bed rest)'),
    question: L(
      'ბოლო ხანს დიდხანს უმოძრაოდ იყავით — მაგალითად, 4 საათზე მეტხანს იფრინეთ ან იმგზავრეთ, ან რამდენიმე დღე საწოლში იწექით?',
      'Have you recently been still for a long time — for example a flight or journey of more than 4 hours, or several days in bed?',
    ),
    sex: 'both',
  },
  {
    id: 'p_26',
    name: L('გადატანილი თრომბოზი', 'Previous blood clot'),
    question: L('ოდესმე გქონიათ თრომბი ფეხის ვენებში ან ფილტვებში?', 'Have you ever had a blood clot in a leg vein or in the lungs?'),
    sex: 'both',
  },

  // ── Chronic conditions ──────────────────────────────────────────────────────
  {
    id: 'p_27',
    name: L('შაქრიანი დიაბეტი', 'Diabetes'),
    question: L('გაქვთ შაქრიანი დიაბეტი?', 'Do you have diabetes?'),
    sex: 'both',
  },
  {
    id: 'p_28',
    name: L('მაღალი წნევა', 'High blood pressure'),
    question: L('გაქვთ მაღალი წნევა, ან იღებთ წნევის წამალს?', 'Do you have high blood pressure, or take medicine for it?'),
    sex: 'both',
  },
  {
    id: 'p_29',
    name: L('გულის დაავადება', 'Heart disease'),
    question: L(
      'გაქვთ გულის დაავადება — მაგალითად, სტენოკარდია, გადატანილი ინფარქტი ან გულის უკმარისობა?',
      'Do you have heart disease — for example angina, a past heart attack or heart failure?',
    ),
    sex: 'both',
  },
  {
    id: 'p_30',
    name: L('მოციმციმე არითმია', 'Atrial fibrillation'),
    question: L(
      'გითხრათ ექიმმა, რომ მოციმციმე არითმია (წინაგულების ფიბრილაცია) გაქვთ?',
      'Has a doctor told you that you have atrial fibrillation (an irregular heartbeat)?',
    ),
    sex: 'both',
  },
  {
    id: 'p_31',
    name: L('გადატანილი ინსულტი', 'Previous stroke'),
    question: L('გადაგიტანიათ ინსულტი ან მიკროინსულტი?', 'Have you ever had a stroke or a mini-stroke (TIA)?'),
    sex: 'both',
  },
  {
    id: 'p_32',
    name: L('მაღალი ქოლესტერინი', 'High cholesterol'),
    question: L('გითხრათ ექიმმა, რომ ქოლესტერინი მაღალი გაქვთ?', 'Has a doctor told you that your cholesterol is high?'),
    sex: 'both',
  },
  {
    id: 'p_33',
    name: L('ბრონქული ასთმა', 'Asthma'),
    question: L('გაქვთ ბრონქული ასთმა?', 'Do you have asthma?'),
    sex: 'both',
  },
  {
    id: 'p_34',
    name: L('ფილტვის ქრონიკული ობსტრუქციული დაავადება (ფქოდ)', 'COPD'),
    question: L(
      'გაქვთ ფილტვის ქრონიკული ობსტრუქციული დაავადება (ფქოდ), ემფიზემა ან ქრონიკული ბრონქიტი?',
      'Do you have COPD, emphysema or chronic bronchitis?',
    ),
    sex: 'both',
  },
  {
    id: 'p_35',
    name: L('დასუსტებული იმუნიტეტი', 'Weakened immune system'),
    question: L(
      'გაქვთ იმუნიტეტის დამასუსტებელი დაავადება ან მკურნალობა — მაგალითად, აივ ინფექცია, ქიმიოთერაპია, ხანგრძლივად მიღებული ჰორმონული (სტეროიდული) წამლები ან გადანერგილი ორგანო?',
      'Do you have an illness or treatment that weakens the immune system — for example HIV, chemotherapy, long-term steroid tablets or an organ transplant?',
    ),
    sex: 'both',
  },
  {
    id: 'p_36',
    name: L('თირკმლის ქრონიკული დაავადება', 'Chronic kidney disease'),
    question: L('გაქვთ თირკმლის ქრონიკული დაავადება ან თირკმლის უკმარისობა?', 'Do you have chronic kidney disease or kidney failure?'),
    sex: 'both',
  },
  {
    id: 'p_37',
    name: L('ღვიძლის ქრონიკული დაავადება', 'Chronic liver disease'),
    question: L('გაქვთ ღვიძლის ქრონიკული დაავადება — მაგალითად, ციროზი ან ქრონიკული ჰეპატიტი?', 'Do you have chronic liver disease — for example cirrhosis or chronic hepatitis?'),
    sex: 'both',
  },
  {
    id: 'p_38',
    name: L('ონკოლოგიური დაავადება', 'Cancer'),
    question: L(
      'გაქვთ ონკოლოგიური (სიმსივნური) დაავადება, ან ბოლო წლებში მკურნალობდით მისგან?',
      'Do you have cancer, or have you been treated for cancer in recent years?',
    ),
    sex: 'both',
  },
  {
    id: 'p_39',
    name: L('ფარისებრი ჯირკვლის დაავადება', 'Thyroid disease'),
    question: L('გაქვთ ფარისებრი ჯირკვლის დაავადება?', 'Do you have a thyroid condition?'),
    sex: 'both',
  },
  {
    id: 'p_40',
    name: L('ეპილეფსია', 'Epilepsy'),
    question: L('გაქვთ ეპილეფსია?', 'Do you have epilepsy?'),
    sex: 'both',
  },
  {
    id: 'p_41',
    name: L('მიგრენი', 'Migraine'),
    question: L('ექიმს დაუდგენია, რომ მიგრენი გაქვთ?', 'Has a doctor diagnosed you with migraine?'),
    sex: 'both',
  },
  {
    id: 'p_42',
    name: L('დეპრესია ან სხვა ფსიქიკური პრობლემა', 'Depression or another mental health condition'),
    question: L(
      'ოდესმე მკურნალობდით დეპრესიის, შფოთვის ან სხვა ფსიქიკური პრობლემის გამო?',
      'Have you ever been treated for depression, anxiety or another mental health condition?',
    ),
    sex: 'both',
  },
  {
    id: 'p_43',
    name: L('ტუბერკულოზი ან კონტაქტი ტუბერკულოზით დაავადებულთან', 'Tuberculosis or contact with tuberculosis'),
    question: L(
      'ოდესმე გქონიათ ტუბერკულოზი, ან ახლო კონტაქტი ტუბერკულოზით დაავადებულ ადამიანთან?',
      'Have you ever had tuberculosis, or been in close contact with someone who had it?',
    ),
    sex: 'both',
  },
  {
    id: 'p_44',
    name: L('ოჯახში ადრეული ინფარქტი ან ინსულტი', 'Early heart attack or stroke in the family'),
    question: L(
      'თქვენს მშობელს, დას ან ძმას ჰქონდა ინფარქტი ან ინსულტი 60 წლამდე ასაკში?',
      'Did a parent, brother or sister have a heart attack or stroke before the age of 60?',
    ),
    sex: 'both',
  },

  // ── Medicines and allergies ─────────────────────────────────────────────────
  {
    id: 'p_45',
    name: L('სისხლის გამათხელებელი წამლები', 'Taking blood thinners'),
    question: L(
      'იღებთ სისხლის გამათხელებელ წამლებს — მაგალითად, ვარფარინს, ქსარელტოს, ელიკვისს, პრადაქსას ან ასპირინს?',
      'Do you take blood thinners — for example warfarin, Xarelto, Eliquis, Pradaxa or aspirin?',
    ),
    sex: 'both',
  },
  {
    id: 'p_46',
    name: L('ანთების საწინააღმდეგო ტკივილგამაყუჩებლების ხშირი მიღება', 'Regular use of anti-inflammatory painkillers'),
    question: L(
      'ხშირად იღებთ ტკივილგამაყუჩებლებს, როგორიცაა იბუპროფენი, დიკლოფენაკი, ნიმესულიდი ან კეტოროლაკი?',
      'Do you often take painkillers such as ibuprofen, diclofenac, nimesulide or ketorolac?',
    ),
    sex: 'both',
  },
  {
    id: 'p_47',
    name: L('ახალი წამალი', 'Recently started a new medicine'),
    question: L('ბოლო ორი კვირის განმავლობაში ახალი წამლის მიღება დაიწყეთ?', 'Have you started any new medicine in the last two weeks?'),
    sex: 'both',
  },
  {
    id: 'p_48',
    name: L('ბოლოდროინდელი ანტიბიოტიკი', 'Recent antibiotics'),
    question: L('ბოლო 3 თვის განმავლობაში მიგიღიათ ანტიბიოტიკი?', 'Have you taken antibiotics in the last 3 months?'),
    sex: 'both',
  },
  {
    id: 'p_49',
    name: L('ალერგია', 'Allergies'),
    question: L('გაქვთ ალერგია წამალზე, საკვებზე, მწერის ნაკბენზე, მტვერზე ან ყვავილის მტვერზე?', 'Are you allergic to any medicine, food, insect stings, dust or pollen?'),
    sex: 'both',
  },
  {
    id: 'p_50',
    name: L('გადატანილი მძიმე ალერგიული რეაქცია', 'Previous severe allergic reaction'),
    question: L(
      'ოდესმე გქონიათ მძიმე ალერგიული რეაქცია — სახის ან ყელის შეშუპება, სუნთქვის გაძნელება ან ანაფილაქსიური შოკი?',
      'Have you ever had a severe allergic reaction — swelling of the face or throat, difficulty breathing, or anaphylactic shock?',
    ),
    sex: 'both',
  },

  // ── Children ────────────────────────────────────────────────────────────────
  {
    id: 'p_51',
    name: L('აუცრელი ან არასრულად აცრილი ბავშვი', 'Child not fully vaccinated'),
    question: L('ბავშვს გამოტოვებული აქვს ასაკის შესაბამისი რომელიმე აცრა?', 'Has the child missed any of the routine vaccinations for their age?'),
    sex: 'both',
  },
  {
    id: 'p_52',
    name: L('დღენაკლული ბავშვი', 'Born prematurely'),
    question: L('ბავშვი დღენაკლული დაიბადა (ორსულობის 37-ე კვირამდე)?', 'Was the child born prematurely (before 37 weeks of pregnancy)?'),
    sex: 'both',
  },
  {
    id: 'p_53',
    name: L('საბავშვო ბაღი ან სკოლა', 'Attends nursery or school'),
    question: L('ბავშვი დადის საბავშვო ბაღში ან სკოლაში?', 'Does the child go to nursery, kindergarten or school?'),
    sex: 'both',
  },

  // ── Exposures ───────────────────────────────────────────────────────────────
  {
    id: 'p_54',
    name: L('კონტაქტი ინფექციით დაავადებულთან', 'Contact with someone who has an infection'),
    question: L(
      'ბოლო დღეებში ახლო კონტაქტი გქონდათ ინფექციით დაავადებულ ადამიანთან — მაგალითად, ოჯახში, სამსახურში, ბაღში ან სკოლაში ვინმე ავად არის?',
      'In the last few days, have you been in close contact with someone who has an infection — for example someone ill at home, at work, at nursery or at school?',
    ),
    sex: 'both',
  },
  {
    id: 'p_55',
    name: L('დაუცველი სქესობრივი კონტაქტი', 'Unprotected sex with a new partner'),
    question: L(
      'ბოლო თვეებში დაუცველი სქესობრივი კონტაქტი გქონდათ ახალ ან შემთხვევით პარტნიორთან?',
      'In recent months, have you had sex without a condom with a new or casual partner?',
    ),
    sex: 'both',
  },
  {
    id: 'p_56',
    name: L('კონტაქტი შინაურ ცხოველებთან ან პირუტყვთან', 'Contact with farm animals'),
    question: L(
      'უვლით პირუტყვს ან მუშაობთ ფერმაში, სასაკლაოზე ან ცხოველის ნედლ ხორცთან და ტყავთან?',
      'Do you look after livestock, or work on a farm, in a slaughterhouse or with raw meat or animal hides?',
    ),
    sex: 'both',
  },
  {
    id: 'p_57',
    name: L('აუდუღარი რძე ან შინაური ყველი', 'Unpasteurised milk or cheese'),
    question: L(
      'ბოლო თვეებში მიირთვით აუდუღარი რძე ან შინ დამზადებული ყველი, რომლის წარმომავლობაც უცნობია?',
      'In recent months, have you had unboiled milk or homemade cheese of unknown origin?',
    ),
    sex: 'both',
  },
  {
    id: 'p_58',
    name: L('საეჭვო საკვები', 'Suspect food'),
    question: L(
      'ბოლო 1–2 დღეში მიირთვით საეჭვო, ძველი ან კარგად მოუმზადებელი საკვები, ან თქვენთან ერთად მჭამელებიც შეუძლოდ გახდნენ?',
      'In the last 1–2 days, have you eaten food that was suspect, old or undercooked, or have others who ate with you also fallen ill?',
    ),
    sex: 'both',
  },
  {
    id: 'p_59',
    name: L('შინ დამზადებული კონსერვი', 'Home-canned food'),
    question: L(
      'ბოლო დღეებში მიირთვით შინ დამზადებული კონსერვი — მაგალითად, ქილაში დაკონსერვებული სოკო, ბადრიჯანი, მწნილი ან ხორცი?',
      'In the last few days, have you eaten home-canned food — for example jarred mushrooms, aubergine, pickles or meat?',
    ),
    sex: 'both',
  },
  {
    id: 'p_60',
    name: L('ტყეში მოკრეფილი სოკო', 'Wild mushrooms'),
    question: L('ბოლო დღეებში მიირთვით ტყეში მოკრეფილი სოკო?', 'In the last few days, have you eaten mushrooms picked in the wild?'),
    sex: 'both',
  },
  {
    id: 'p_61',
    name: L('ყოფნა ტყეში ან მაღალ ბალახში', 'Time in woods or long grass'),
    question: L(
      'ბოლო კვირებში ყოფილხართ ტყეში, მინდორში, საძოვარზე ან მაღალ ბალახში?',
      'In the last few weeks, have you been in woods, fields, pastures or long grass?',
    ),
    sex: 'both',
  },
  {
    id: 'p_62',
    name: L('ხანგრძლივად მზეზე ან სიცხეში ყოფნა', 'Long time in the sun or heat'),
    question: L('დღეს ან გუშინ დიდხანს იყავით მზეზე ან ძალიან ცხელ ადგილას?', 'Today or yesterday, were you out in the sun or somewhere very hot for a long time?'),
    sex: 'both',
  },
  {
    id: 'p_63',
    name: L('გაზის გამათბობელი ან ღუმელი დახურულ ოთახში', 'Gas heater or stove in a closed room'),
    question: L(
      'იყავით ოთახში, სადაც გაზის გამათბობელი, ღუმელი, ბუხარი ან გენერატორი მუშაობდა კარგი განიავების გარეშე?',
      'Have you been in a room with a gas heater, stove, fireplace or generator running without good ventilation?',
    ),
    sex: 'both',
  },
  {
    id: 'p_64',
    name: L('ბუნებაში ყოფნა (ტყე, მინდორი, მაღალი ბალახი) ან შეხება პირუტყვთან', 'Time outdoors in forest, fields or long grass, or with livestock'),
    question: L(
      'ბოლო 2 კვირაში ყოფილხართ ტყეში, მინდორში ან მაღალ ბალახში, ან გქონიათ შეხება შინაურ პირუტყვთან?',
      'In the last 2 weeks, have you spent time in forests, fields or long grass, or handled livestock?',
    ),
    sex: 'both',
  },
];

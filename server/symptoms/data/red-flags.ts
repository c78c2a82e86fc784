import type { RedFlag } from '../types';
import { L } from './localized';

/**
 * Findings and combinations that make a case urgent whatever the most probable condition is
 * (after the "red flags" of emergency triage guidance). A flag fires when every finding in `all`
 * is present and the person is within `ageMonths` (`[from, to)` in months) when that is set. The
 * interview's triage is never less urgent than its most urgent flag.
 */
const INFANT: [number, number] = [0, 3];
const UNDER_2: [number, number] = [0, 24];
const CHILD: [number, number] = [0, 144];

export const RED_FLAGS: RedFlag[] = [
  // ── Heart and circulation ─────────────────────────────────────────────────
  { id: 'rf_1', name: L('გულმკერდის ტკივილი ცივ ოფლთან ერთად', 'Chest pain with a cold sweat'), triage: 'emergency_ambulance', all: ['s_200', 's_425'] },
  { id: 'rf_2', name: L('მჭერი ან მაწვები ტკივილი გულმკერდში, რომელიც ხელში ან ყბაში გადადის', 'Pressing chest pain spreading to the arm or jaw'), triage: 'emergency_ambulance', all: ['s_201', 's_202'] },
  { id: 'rf_3', name: L('ტკივილი გულმკერდში მოსვენებულ მდგომარეობაში, რომელიც 15 წუთზე მეტხანს გრძელდება', 'Chest pain at rest for more than 15 minutes'), triage: 'emergency_ambulance', all: ['s_204'] },
  { id: 'rf_4', name: L('უეცარი, მგლეჯავი ტკივილი გულმკერდში ან ზურგში', 'Sudden tearing pain in the chest or back'), triage: 'emergency_ambulance', all: ['s_207'] },
  { id: 'rf_5', name: L('გულმკერდის ტკივილი გულის წასვლასთან ერთად', 'Chest pain with fainting'), triage: 'emergency_ambulance', all: ['s_200', 's_35'] },
  { id: 'rf_6', name: L('უეცარი ქოშინი გულმკერდის ტკივილთან ერთად', 'Sudden breathlessness with chest pain'), triage: 'emergency_ambulance', all: ['s_220', 's_200'] },
  { id: 'rf_7', name: L('ხელის ან ფეხის უეცარი გაცივება, გაფერმკრთალება და ტკივილი', 'A limb suddenly cold, pale and painful'), triage: 'emergency_ambulance', all: ['s_485'] },
  { id: 'rf_8', name: L('ძალიან მაღალი არტერიული წნევა თავის ტკივილთან ერთად', 'Very high blood pressure with a headache'), triage: 'emergency', all: ['s_24', 's_1'] },
  { id: 'rf_9', name: L('ერთი ფეხის შეშუპება და ტკივილი წვივში', 'One swollen leg with calf pain'), triage: 'emergency', all: ['s_514', 's_513'] },

  // ── Breathing ─────────────────────────────────────────────────────────────
  { id: 'rf_10', name: L('იმდენად ძლიერი ქოშინი, რომ ლაპარაკი ვერ ხერხდება', 'Too breathless to speak'), triage: 'emergency_ambulance', all: ['s_221'], unsure: 's_538' },
  { id: 'rf_11', name: L('გალურჯებული ტუჩები', 'Blue lips'), triage: 'emergency_ambulance', all: ['s_99'] },
  { id: 'rf_12', name: L('ხმაურიანი, მსტვინავი ჩასუნთქვა (სტრიდორი)', 'Noisy, high-pitched breathing in (stridor)'), triage: 'emergency_ambulance', all: ['s_115'] },
  { id: 'rf_13', name: L('ყელის დახშობის შეგრძნება ან ნერწყვის გადაყლაპვის შეუძლებლობა', 'Throat closing, or unable to swallow saliva'), triage: 'emergency_ambulance', all: ['s_114'] },
  { id: 'rf_14', name: L('ტუჩების ან ენის შეშუპება სუნთქვის გაძნელებასთან ერთად', 'Swollen lips or tongue with difficulty breathing'), triage: 'emergency_ambulance', all: ['s_91', 's_215'] },
  { id: 'rf_15', name: L('ბავშვს სუნთქვისას ნეკნებს შორის კანი ჩაეწევა', 'A child pulling in the skin between the ribs to breathe'), triage: 'emergency', all: ['s_225'], ageMonths: CHILD },
  { id: 'rf_16', name: L('ჩვილი ყოველ ამოსუნთქვაზე კვნესის', 'A baby grunting with every breath'), triage: 'emergency_ambulance', all: ['s_226'], ageMonths: UNDER_2 },
  { id: 'rf_17', name: L('ბავშვს სუნთქვა ძალიან უჭირს', 'A child struggling to breathe'), triage: 'emergency', all: ['s_217'], ageMonths: CHILD },
  { id: 'rf_18', name: L('სისხლის ამოხველება', 'Coughing up blood'), triage: 'consultation_24', all: ['s_231'] },
  { id: 'rf_19', name: L('ვარდისფერი, ქაფიანი ნახველი', 'Pink, frothy phlegm'), triage: 'emergency_ambulance', all: ['s_232'] },
  { id: 'rf_20', name: L('ნერწყვდენა და ნერწყვის გადაყლაპვის შეუძლებლობა', 'Drooling, unable to swallow saliva'), triage: 'emergency_ambulance', all: ['s_98'] },

  // ── Brain and nerves ──────────────────────────────────────────────────────
  { id: 'rf_21', name: L('უეცარი სისუსტე ან დაბუჟება ხელში ან ფეხში', 'Sudden weakness or numbness of an arm or leg'), triage: 'emergency_ambulance', all: ['s_481'] },
  { id: 'rf_22', name: L('მეტყველების უეცარი დარღვევა', 'Sudden difficulty speaking'), triage: 'emergency_ambulance', all: ['s_27'] },
  { id: 'rf_23', name: L('სახის ერთი მხარის ჩამოწევა ხელის ან ფეხის სისუსტესთან ერთად', 'Drooping of one side of the face with weakness of a limb'), triage: 'emergency_ambulance', all: ['s_17', 's_481'] },
  { id: 'rf_24', name: L('უეცარი, ძალიან ძლიერი თავის ტკივილი', 'Sudden, very severe headache'), triage: 'emergency_ambulance', all: ['s_2'] },
  { id: 'rf_25', name: L('ცხელება და კისრის გაშეშება', 'Fever with a stiff neck'), triage: 'emergency_ambulance', all: ['s_152', 's_117'] },
  { id: 'rf_26', name: L('ცხელება და გამონაყარი, რომელიც დაჭერისას არ ქრება', 'Fever with spots that do not fade when pressed'), triage: 'emergency_ambulance', all: ['s_152', 's_402'] },
  { id: 'rf_27', name: L('გამონაყარი, რომელიც დაჭერისას არ ქრება', 'Spots that do not fade when pressed'), triage: 'emergency', all: ['s_402'] },
  { id: 'rf_28', name: L('უეცარი დაბნეულობა', 'Sudden confusion'), triage: 'emergency_ambulance', all: ['s_37'] },
  { id: 'rf_29', name: L('უჩვეულო ძილიანობა, ძნელად გაღვიძება', 'Unusually drowsy or hard to wake'), triage: 'emergency_ambulance', all: ['s_36'] },
  { id: 'rf_30', name: L('კრუნჩხვები (გულყრა)', 'A seizure'), triage: 'emergency', all: ['s_28'] },
  { id: 'rf_31', name: L('გონების დაკარგვა თავის ტრავმის შემდეგ', 'Knocked out by a head injury'), triage: 'emergency', all: ['s_14'] },
  { id: 'rf_32', name: L('სისხლის ან სითხის გამოსვლა ყურიდან ან ცხვირიდან თავის ტრავმის შემდეგ', 'Blood or fluid from the ear or nose after a head injury'), triage: 'emergency_ambulance', all: ['s_15'] },
  { id: 'rf_33', name: L('მხედველობის უეცარი დაკარგვა', 'Sudden loss of vision'), triage: 'emergency', all: ['s_49'] },
  { id: 'rf_34', name: L('ორივე ფეხის მზარდი სისუსტე', 'Weakness in both legs that is getting worse'), triage: 'emergency', all: ['s_482'] },
  { id: 'rf_35', name: L('დაბუჟება შორისის არეში წელის ტკივილთან ერთად', 'Numbness in the saddle area with back pain'), triage: 'emergency', all: ['s_260'] },
  { id: 'rf_36', name: L('თავის ტკივილი და ღებინება თავის ტრავმის შემდეგ', 'Headache and vomiting after a head injury'), triage: 'emergency', all: ['s_13', 's_275'] },

  // ── Mind ──────────────────────────────────────────────────────────────────
  { id: 'rf_37', name: L('საკუთარი თავისთვის ზიანის მიყენების ან თვითმკვლელობის აზრები', 'Thoughts of self-harm or suicide'), triage: 'emergency', all: ['s_125'] },
  { id: 'rf_38', name: L('სხვისთვის ზიანის მიყენების აზრები', 'Thoughts of harming others'), triage: 'emergency', all: ['s_126'] },

  // ── Abdomen, bleeding ─────────────────────────────────────────────────────
  { id: 'rf_39', name: L('სისხლიანი ღებინება', 'Vomiting blood'), triage: 'emergency_ambulance', all: ['s_276'] },
  { id: 'rf_40', name: L('შავი, ფისისებრი განავალი', 'Black, tarry stools'), triage: 'emergency', all: ['s_329'] },
  { id: 'rf_41', name: L('დაჭიმული, ფიცარივით მაგარი, ძალიან მტკივნეული მუცელი', 'A hard, rigid, very tender abdomen'), triage: 'emergency', all: ['s_288'] },
  { id: 'rf_42', name: L('მწვანე (ნაღვლიანი) ღებინება', 'Green (bile) vomiting'), triage: 'emergency', all: ['s_277'] },
  { id: 'rf_43', name: L('აირებისა და განავლის შეკავება ღებინებასთან ერთად', 'Not passing stool or wind, with vomiting'), triage: 'emergency', all: ['s_291', 's_275'] },
  { id: 'rf_44', name: L('მტკივნეული თიაქარი, რომელიც უკან აღარ ჩადის', 'A painful hernia that will not go back in'), triage: 'emergency', all: ['s_295'] },
  { id: 'rf_45', name: L('უეცარი, ძლიერი ტკივილი მუცელში', 'Sudden severe abdominal pain'), triage: 'emergency', all: ['s_289'] },
  { id: 'rf_46', name: L('ბავშვს აქვს სისხლიან-ლორწოვანი, „ჟოლოს ჟელეს“ მსგავსი განავალი', 'A child passing redcurrant-jelly stool'), triage: 'emergency_ambulance', all: ['s_337'], ageMonths: CHILD },
  { id: 'rf_47', name: L('მფეთქავი წარმონაქმნი მუცელში ტკივილთან ერთად', 'A pulsating lump in the abdomen with pain'), triage: 'emergency_ambulance', all: ['s_293', 's_289'] },
  { id: 'rf_48', name: L('შარდვის შეუძლებლობა', 'Unable to pass urine'), triage: 'emergency', all: ['s_319'] },
  { id: 'rf_49', name: L('სათესლე ჯირკვლის უეცარი, ძლიერი ტკივილი', 'Sudden severe testicle pain'), triage: 'emergency', all: ['s_366'] },
  { id: 'rf_50', name: L('ერექცია, რომელიც 4 საათზე მეტხანს გრძელდება', 'An erection lasting over 4 hours'), triage: 'emergency', all: ['s_371'] },

  // ── Pregnancy and women ───────────────────────────────────────────────────
  { id: 'rf_51', name: L('სისხლდენა ორსულობისას', 'Bleeding in pregnancy'), triage: 'emergency', all: ['s_360'] },
  { id: 'rf_52', name: L('მუცლის ტკივილი ორსულობისას', 'Abdominal pain in pregnancy'), triage: 'emergency', all: ['s_361'] },
  { id: 'rf_53', name: L('რეგულარული შეტკივებები ორსულობის 37-ე კვირამდე', 'Regular contractions before 37 weeks'), triage: 'emergency_ambulance', all: ['s_364'] },
  { id: 'rf_54', name: L('საშოდან სითხის გამოსვლა ორსულობისას', 'Fluid leaking from the vagina in pregnancy'), triage: 'emergency', all: ['s_362'] },
  { id: 'rf_55', name: L('ნაყოფის მოძრაობის შემცირება', 'Baby moving less in the womb'), triage: 'emergency', all: ['s_363'] },
  { id: 'rf_56', name: L('ძლიერი სისხლდენა საშოდან', 'Heavy vaginal bleeding'), triage: 'emergency', all: ['s_350'] },
  { id: 'rf_57', name: L('მენსტრუაციის დაგვიანება მუცლის ქვედა ნაწილის ტკივილთან ერთად', 'A late period with pain low in the abdomen'), triage: 'emergency', all: ['s_346', 's_357'] },
  { id: 'rf_58', name: L('თავის ტკივილი და მხედველობის დაბინდვა ორსულობისას', 'Headache with blurred vision in pregnancy'), triage: 'emergency', all: ['p_10', 's_1', 's_47'] },

  // ── Children and infants ──────────────────────────────────────────────────
  { id: 'rf_59', name: L('ცხელება 3 თვემდე ასაკის ჩვილთან', 'Fever in a baby under 3 months'), triage: 'emergency', all: ['s_152'], ageMonths: INFANT },
  { id: 'rf_60', name: L('ამობურცული ყიფლიბანდი', 'Bulging soft spot'), triage: 'emergency_ambulance', all: ['s_25'], ageMonths: UNDER_2 },
  { id: 'rf_61', name: L('ჩავარდნილი ყიფლიბანდი', 'Sunken soft spot'), triage: 'emergency', all: ['s_26'], ageMonths: UNDER_2 },
  { id: 'rf_62', name: L('დუნე, მოდუნებული ჩვილი', 'A floppy baby'), triage: 'emergency_ambulance', all: ['s_148'], ageMonths: UNDER_2 },
  { id: 'rf_63', name: L('ჩვილის სუსტი ან წივილისმაგვარი ტირილი', 'A baby with a weak or high-pitched cry'), triage: 'emergency', all: ['s_147'], ageMonths: UNDER_2 },
  { id: 'rf_64', name: L('ჩვილი კვებაზე უარს ამბობს და აქვს ღებინება', 'A baby not feeding and vomiting'), triage: 'emergency', all: ['s_101', 's_275'], ageMonths: UNDER_2 },
  { id: 'rf_65', name: L('მარმარილოსებრი, ლაქებიანი, ცივი კანი', 'Mottled, blotchy, cold skin'), triage: 'emergency_ambulance', all: ['s_422'] },
  { id: 'rf_66', name: L('ტემპერატურა 40 °C ან მეტი ბავშვთან', 'Fever of 40 °C or more in a child'), triage: 'consultation_24', all: ['s_155'], ageMonths: CHILD },
  { id: 'rf_67', name: L('ტემპერატურა 40 °C ან მეტი 6 თვემდე ასაკის ჩვილთან', 'Fever of 40 °C or more in a baby under 6 months'), triage: 'emergency', all: ['s_155'], ageMonths: [3, 6] },

  // ── Whole body, injuries, poisoning ───────────────────────────────────────
  { id: 'rf_68', name: L('სხეულის დაბალი ტემპერატურა (36 °C-ზე ნაკლები) და ცუდად ყოფნა', 'Low body temperature (below 36 °C) while ill'), triage: 'emergency', all: ['s_158', 's_164'] },
  { id: 'rf_69', name: L('კანზე ბუშტუკები და კანის აქერცვლა დიდ ფართობზე', 'Skin blistering and peeling over large areas'), triage: 'emergency_ambulance', all: ['s_455'] },
  { id: 'rf_70', name: L('ღია მოტეხილობა — ჭრილობაში ძვალი ჩანს', 'An open wound with bone showing'), triage: 'emergency_ambulance', all: ['s_474'] },
  { id: 'rf_71', name: L('თეძოს ტკივილი დაცემის შემდეგ — ფეხი დამოკლებულია და გარეთაა მობრუნებული', 'Hip pain after a fall with the leg shortened and turned out'), triage: 'emergency_ambulance', all: ['s_475'] },
  { id: 'rf_72', name: L('გველის ნაკბენი', 'A snake bite'), triage: 'emergency_ambulance', all: ['s_414'] },
  { id: 'rf_73', name: L('ცხოველის ნაკბენი ან ნაკაწრი (ცოფის საფრთხე)', 'An animal bite or scratch (rabies risk)'), triage: 'consultation_24', all: ['s_411'] },
  { id: 'rf_74', name: L('მწერის ნაკბენი სუნთქვის გაძნელებასთან ერთად', 'An insect sting with difficulty breathing'), triage: 'emergency_ambulance', all: ['s_413', 's_215'] },
  { id: 'rf_75', name: L('თვალის ტრავმა ან ქიმიური ნივთიერება თვალში', 'An eye injury or a chemical in the eye'), triage: 'emergency', all: ['s_58'] },
  { id: 'rf_76', name: L('ძლიერი ტკივილი თვალში და ფერადი რგოლები სინათლის ირგვლივ', 'Severe eye pain with coloured halos around lights'), triage: 'emergency', all: ['s_42', 's_44'] },
  { id: 'rf_77', name: L('თვალწინ ციმციმი, „ბუზები“ ან ფარდა', 'Flashes, floaters or a curtain over vision'), triage: 'emergency', all: ['s_50'] },
  { id: 'rf_79', name: L('გულის წასვლა გულის ფრიალთან ან აჩქარებულ გულისცემასთან ერთად', 'Fainting with palpitations'), triage: 'emergency', all: ['s_35', 's_211'] },
  { id: 'rf_80', name: L('ცხელება და დაბნეულობა', 'Fever with confusion'), triage: 'emergency_ambulance', all: ['s_152', 's_37'] },
  { id: 'rf_81', name: L('წამლის ჭარბი დოზის მიღება', 'Took too much of a medicine'), triage: 'emergency_ambulance', all: ['s_169'] },
  { id: 'rf_82', name: L('გადაყლაპული საყოფაცხოვრებო ქიმიკატი, ელემენტი ან სხვისი წამალი', 'Swallowed a household chemical, a battery or someone else\'s medicine'), triage: 'emergency_ambulance', all: ['s_170'] },
  { id: 'rf_83', name: L('თავის ტკივილი, რომელიც კვირების განმავლობაში თანდათან ძლიერდება', 'A headache getting steadily worse over weeks'), triage: 'consultation_24', all: ['s_7'] },
  { id: 'rf_84', name: L('საფეთქლის მტკივნეულობა 50 წელს გადაცილებულ ადამიანთან', 'A tender temple in a person over 50'), triage: 'emergency', all: ['s_12'], ageMonths: [600, null] },
  { id: 'rf_85', name: L('მფეთქავი წარმონაქმნი მუცელში', 'A pulsating lump in the abdomen'), triage: 'emergency', all: ['s_293'] },
  { id: 'rf_86', name: L('თავის უკან მოქცეული და ვეღარ დაბრუნებული ჩუჩა', 'A foreskin stuck behind the head of the penis'), triage: 'emergency', all: ['s_372'] },
  { id: 'rf_87', name: L('აირებისა და განავლის შეკავება მუცლის გაბერვასთან ერთად', 'Not passing stool or wind, with a swelling abdomen'), triage: 'emergency', all: ['s_291', 's_292'] },
  { id: 'rf_88', name: L('ცალმხრივი ძლიერი ყელის ტკივილი და პირის გაღების გაძნელება', 'A severe one-sided sore throat with difficulty opening the mouth'), triage: 'emergency', all: ['s_108', 's_97'] },

  // ── Warning signs of the whole body, whatever the complaint (issue 15) ─────
  { id: 'rf_89', name: L('სიცხე ძლიერ კანკალთან ერთად (ციებ-ცხელება)', 'Fever with shaking chills'), triage: 'emergency', all: ['s_152', 's_535'] },
  { id: 'rf_90', name: L('სიცხე და დაბალი არტერიული წნევა', 'Fever with low blood pressure'), triage: 'emergency_ambulance', all: ['s_152', 's_536'] },
  { id: 'rf_91', name: L('სიცხე და მოსვენებულ მდგომარეობაში ძალიან აჩქარებული გულისცემა', 'Fever with a racing heart at rest'), triage: 'emergency', all: ['s_152', 's_537'] },
  { id: 'rf_92', name: L('სიცხე ტკიპის ნაკბენის შემდეგ', 'Fever after a tick bite'), triage: 'consultation_24', all: ['s_152', 's_412'] },
  { id: 'rf_104', name: L('სიცხე და გამონაყარი ტკიპის ნაკბენის შემდეგ', 'Fever with a rash after a tick bite'), triage: 'emergency', all: ['s_152', 's_540', 's_412'] },
  { id: 'rf_93', name: L('სიცხე და გამონაყარი ბუნებაში ყოფნის შემდეგ', 'Fever with a rash after time outdoors'), triage: 'emergency', all: ['s_152', 's_540', 'p_64'] },
  { id: 'rf_94', name: L('ბავშვი ძალიან ცოტას შარდავს (გაუწყლოების ნიშანი)', 'A child passing very little urine (dehydration)'), triage: 'consultation_24', all: ['s_322'], ageMonths: CHILD },
  { id: 'rf_95', name: L('ბავშვს თვალები ჩაუცვივდა (გაუწყლოების ნიშანი)', 'A child with sunken eyes (dehydration)'), triage: 'consultation_24', all: ['s_59'], ageMonths: CHILD },
  { id: 'rf_105', name: L('ბავშვი ძალიან ცოტას შარდავს და თვალები ჩაუცვივდა (ძლიერი გაუწყლოება)', 'A child passing very little urine, with sunken eyes (marked dehydration)'), triage: 'emergency', all: ['s_322', 's_59'], ageMonths: CHILD },
  { id: 'rf_96', name: L('ბავშვს ყოველი დალევის შემდეგ აღებინებს — სითხე ორგანიზმში არ ჩერდება', 'A child who cannot keep fluids down'), triage: 'consultation_24', all: ['s_279'], ageMonths: CHILD },
  { id: 'rf_97', name: L('მუცლის ქვედა ნაწილის ტკივილი ორსულობისას', 'Pain low in the abdomen in pregnancy'), triage: 'emergency', all: ['p_10', 's_357'] },
  { id: 'rf_98', name: L('მუცლის ტკივილი ორსულობისას', 'Abdominal pain in pregnancy'), triage: 'emergency', all: ['p_10', 's_539'] },
  { id: 'rf_99', name: L('უეცარი, ძლიერი ტკივილი მუცელში ორსულობისას', 'Sudden severe abdominal pain in pregnancy'), triage: 'emergency_ambulance', all: ['p_10', 's_289'] },
  { id: 'rf_100', name: L('სისხლდენა საშოდან ორსულობისას', 'Vaginal bleeding in pregnancy'), triage: 'emergency', all: ['p_10', 's_347'] },
  { id: 'rf_101', name: L('ძლიერი სისხლდენა საშოდან ორსულობისას', 'Heavy vaginal bleeding in pregnancy'), triage: 'emergency_ambulance', all: ['p_10', 's_350'] },
];

import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the brain, nerves and mind (c_200 …). The headaches are told apart by what
 * distinguishes them: a subarachnoid haemorrhage by the sudden "worst ever" headache with a stiff
 * neck, vomiting or passing out; a stroke by sudden one-sided weakness, a drooping face or trouble
 * speaking, usually with little or no headache; a migraine by a throbbing, often one-sided headache
 * with nausea, dislike of light and noise and sometimes an aura; a tension-type headache by a
 * pressing, band-like pain on both sides without nausea, vomiting or aura.
 */
export const BRAIN_MIND_CONDITIONS: Condition[] = [
  // ── Stroke and bleeding in the brain ──
  {
    id: 'c_200',
    name: L('ინსულტი', 'Stroke'),
    description: L(
      'თავის ტვინის სისხლის მიმოქცევის მწვავე დარღვევა: თრომბის ან სისხლჩაქცევის გამო ტვინის ნაწილი სისხლს ვეღარ იღებს. ნიშნები უეცრად ჩნდება — სახის ერთი მხარე ეშვება, ხელი ან ფეხი სუსტდება, მეტყველება ირღვევა; თავის ტკივილი ხშირად არც კი არის. დაუყოვნებლივ დარეკეთ 112-ზე: მკურნალობა მით უფრო ეფექტურია, რაც უფრო ადრე დაიწყება.',
      'Part of the brain suddenly loses its blood supply, from a clot or a bleed. The signs come on suddenly: one side of the face droops, an arm or leg goes weak, speech is affected — often with little or no headache. Call 112 at once: treatment works best the sooner it starts.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.01, 0.02, 0.03, 0.05, 0.3, 2, 6] },
    triage: 'emergency_ambulance',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Complete blood count', 'Coagulation panel', 'Prothrombin time (PT) and INR'],
      recommended: ['Creatinine', 'Sodium (Na)', 'Potassium (K)', 'Lipid panel', 'Glycated haemoglobin (HbA1c)', 'Troponin I'],
    },
    symptoms: {
      s_481: 0.75, s_17: 0.55, s_27: 0.5, s_18: 0.25, s_477: 0.2, s_478: 0.2, s_484: 0.2, s_467: 0.2, s_483: 0.05, s_487: 0.15,
      s_30: 0.4, s_31: 0.25, s_32: 0.1, s_49: 0.12, s_47: 0.15, s_48: 0.12, s_54: 0.05,
      s_37: 0.3, s_36: 0.2, s_35: 0.05, s_28: 0.05, s_143: 0.1, s_104: 0.25, s_320: 0.05,
      s_1: 0.25, s_2: 0.07, s_3: 0.1, s_274: 0.15, s_275: 0.12, s_24: 0.3, s_212: 0.15,
    },
    riskFactors: { p_28: 3, p_30: 5, p_31: 3, p_27: 2, p_16: 2, p_32: 1.5, p_29: 2, p_44: 1.5, p_17: 1.5, p_18: 1.5 },
  },
  {
    id: 'c_201',
    name: L('ტრანზიტორული იშემიური შეტევა (მიკროინსულტი)', 'Transient ischaemic attack'),
    description: L(
      'ტვინის სისხლით მომარაგების ხანმოკლე დარღვევა: ინსულტის ნიშნები — სახის დაქანება, ხელის ან ფეხის სისუსტე, მეტყველების ან მხედველობის დარღვევა — რამდენიმე წუთში ან საათში თავისით გადის. ეს მოახლოებული ინსულტის გამაფრთხილებელი ნიშანია: ჩივილები რომც გაქრეს, დღესვე მიმართეთ გადაუდებელი დახმარების განყოფილებას; თუ ჯერ არ გამქრალა, დარეკეთ 112-ზე.',
      'A brief interruption of the blood supply to part of the brain: stroke signs — a drooping face, a weak arm or leg, trouble speaking or seeing — that pass by themselves within minutes or hours. It warns that a stroke may follow: even if the symptoms have gone, go to an emergency department today; if they are still there, call 112.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0.01, 0.02, 0.05, 0.3, 2, 6] },
    triage: 'emergency',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Complete blood count', 'Glucose (fasting)', 'Lipid panel'],
      recommended: ['Glycated haemoglobin (HbA1c)', 'Coagulation panel', 'Creatinine', 'Sodium (Na)', 'Potassium (K)'],
    },
    symptoms: {
      s_481: 0.7, s_17: 0.35, s_27: 0.45, s_18: 0.2, s_477: 0.25, s_478: 0.15, s_484: 0.15, s_467: 0.1,
      s_49: 0.2, s_47: 0.15, s_48: 0.1, s_30: 0.25, s_31: 0.2, s_32: 0.08, s_37: 0.1, s_35: 0.03,
      s_1: 0.15, s_24: 0.15, s_212: 0.12, s_274: 0.05,
    },
    riskFactors: { p_28: 3, p_30: 4, p_31: 3, p_27: 2, p_16: 2, p_32: 1.5, p_29: 2, p_44: 1.5 },
  },
  {
    id: 'c_202',
    name: L('სუბარაქნოიდული სისხლჩაქცევა', 'Subarachnoid haemorrhage'),
    description: L(
      'სისხლჩაქცევა თავის ტვინის გარსების ქვეშ, ყველაზე ხშირად სისხლძარღვის გაგანიერების (ანევრიზმის) გასკდომის გამო. იწყება უეცარი, წამებში მწვერვალს მიღწეული, სიცოცხლეში ყველაზე ძლიერი თავის ტკივილით, რომელსაც ხშირად ახლავს ღებინება, კისრის გაშეშება ან გონების დაკარგვა. დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Bleeding over the surface of the brain, most often from a burst swelling in a blood vessel (an aneurysm). It starts with a sudden headache that peaks within seconds — the worst ever — often with vomiting, a stiff neck or passing out. Call 112 at once.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0.02, 0.05, 0.2, 0.7, 1.5, 1.2], sex: { female: 1.2, male: 0.8 } },
    triage: 'emergency_ambulance',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Complete blood count', 'Coagulation panel', 'Prothrombin time (PT) and INR'],
      recommended: ['Sodium (Na)', 'Potassium (K)', 'Glucose (fasting)', 'Creatinine', 'Troponin I'],
    },
    symptoms: {
      s_1: 0.95, s_2: 0.9, s_10: 0.4, s_3: 0.15, s_4: 0.2,
      s_116: 0.6, s_117: 0.6, s_118: 0.3, s_274: 0.7, s_275: 0.6, s_46: 0.4,
      s_35: 0.35, s_36: 0.3, s_37: 0.3, s_28: 0.1, s_481: 0.15, s_27: 0.1, s_48: 0.1, s_54: 0.08, s_47: 0.1,
      s_24: 0.25, s_152: 0.08, s_153: 0.06, s_8: 0.01,
    },
    riskFactors: { p_28: 2, p_16: 2.5, p_17: 1.5, p_18: 2, p_44: 1.5 },
  },

  // ── Headaches and face pain ──
  {
    id: 'c_203',
    name: L('შაკიკი (მიგრენი)', 'Migraine'),
    description: L(
      'თავის ტკივილის განმეორებადი შეტევები, რომლებიც რამდენიმე საათიდან სამ დღემდე გრძელდება. ტკივილი ხშირად ცალმხრივი და მფეთქავია, მოძრაობისას ძლიერდება, თან ახლავს გულისრევა, სინათლისა და ხმაურის აუტანლობა; ზოგს შეტევის წინ მხედველობის ცვლილება (აურა) ეწყება. ნევროლოგი შეგირჩევთ მკურნალობას როგორც შეტევის მოსახსნელად, ისე მის თავიდან ასაცილებლად.',
      'Repeated attacks of headache lasting from a few hours to three days. The pain is often on one side and throbbing, worse on moving, with nausea and a dislike of light and noise; some people see flashing lights or zigzags (an aura) beforehand. A neurologist can suggest treatment both for the attacks and to prevent them.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.05, 0.4, 1.2, 1.6, 1.2, 0.3], sex: { female: 1.5, male: 0.5 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_1: 0.95, s_4: 0.75, s_3: 0.6, s_8: 0.25, s_10: 0.15, s_5: 0.1, s_6: 0.1, s_7: 0.04, s_2: 0.04, s_12: 0.08, s_11: 0.1,
      s_274: 0.7, s_275: 0.35, s_46: 0.8, s_70: 0.65, s_47: 0.2, s_40: 0.1, s_73: 0.08,
      s_31: 0.3, s_32: 0.1, s_116: 0.35, s_118: 0.1, s_477: 0.08, s_18: 0.05, s_27: 0.03,
      s_163: 0.4, s_144: 0.3, s_131: 0.25, s_280: 0.3, s_152: 0.01,
    },
    riskFactors: { p_41: 8, p_13: 1.3, p_42: 1.5 },
  },
  {
    id: 'c_204',
    name: L('დაძაბულობის ტიპის თავის ტკივილი', 'Tension-type headache'),
    description: L(
      'თავის ტკივილის ყველაზე გავრცელებული სახე: ყრუ, მომჭერი ტკივილი ორივე მხარეს, შუბლში ან კეფაში, თითქოს თავზე სალტე გიჭერთ. ღებინება და აურა არ ახასიათებს, გულისრევა იშვიათია. ხშირად უკავშირდება სტრესს, გადაღლას, უძილობას და კისრის კუნთების დაძაბულობას; ეხმარება დასვენება, მოძრაობა და ჩვეულებრივი ტკივილგამაყუჩებელი (თვეში 10 დღეზე მეტად არა). თუ ტკივილი ხშირდება ან ხასიათი ეცვლება, მიმართეთ ექიმს.',
      'The most common kind of headache: a dull, pressing pain on both sides, across the forehead or the back of the head, like a tight band. It does not come with vomiting or an aura, and rarely with nausea. It is often linked to stress, tiredness, poor sleep and tense neck muscles; rest, movement and ordinary painkillers help (on no more than 10 days a month). See a doctor if the headaches become frequent or change.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.02, 0.5, 1.2, 1.5, 1.2, 0.6], sex: { female: 1.2, male: 0.8 } },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_1: 0.95, s_5: 0.75, s_10: 0.35, s_4: 0.1, s_3: 0.12, s_6: 0.08, s_7: 0.05, s_12: 0.1, s_2: 0.01, s_8: 0.01,
      s_116: 0.45, s_118: 0.2, s_20: 0.08, s_21: 0.05,
      s_274: 0.05, s_275: 0.01, s_46: 0.1, s_70: 0.1, s_31: 0.1,
      s_128: 0.25, s_138: 0.3, s_163: 0.35, s_144: 0.2, s_131: 0.2, s_122: 0.15,
    },
    riskFactors: { p_42: 1.5 },
  },
  {
    id: 'c_205',
    name: L('კლასტერული თავის ტკივილი', 'Cluster headache'),
    description: L(
      'აუტანლად ძლიერი ცალმხრივი ტკივილი თვალის ირგვლივ ან საფეთქელში, რომელიც 15 წუთიდან 3 საათამდე გრძელდება და კვირების განმავლობაში ყოველდღე, ხშირად ერთსა და იმავე დროს, ღამით მეორდება. იმავე მხარეს თვალი წითლდება და ცრემლდება, ცხვირი იჭედება ან სდის; შეტევისას ადამიანი ერთ ადგილას ვერ ჩერდება. მიმართეთ ნევროლოგს — შეტევას ჟანგბადი და სპეციალური წამლები ხსნის.',
      'Extremely severe pain around one eye or temple, lasting 15 minutes to 3 hours and coming back daily for weeks, often at the same time of night. On the same side the eye goes red and waters and the nose blocks or runs; during an attack people cannot keep still. See a neurologist — oxygen and specific medicines stop the attacks.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.05, 0.3, 1.5, 1.3, 0.4], sex: { female: 0.5, male: 1.5 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_1: 0.95, s_9: 0.95, s_3: 0.95, s_42: 0.8, s_2: 0.3, s_4: 0.3, s_12: 0.15, s_8: 0.05,
      s_40: 0.8, s_38: 0.6, s_73: 0.45, s_72: 0.4, s_54: 0.3, s_52: 0.3, s_423: 0.2,
      s_132: 0.8, s_138: 0.5, s_274: 0.3, s_46: 0.5, s_70: 0.3,
    },
    riskFactors: { p_16: 3, p_17: 2 },
  },

  // ── Seizures and head injury ──
  {
    id: 'c_206',
    name: L('ეპილეფსიური გულყრა', 'Epileptic seizure'),
    description: L(
      'თავის ტვინის ნერვული უჯრედების უეცარი, ჭარბი აქტივობით გამოწვეული შეტევა: გონების დაკარგვა სხეულის დაჭიმვითა და კრუნჩხვით, ან ხანმოკლე „გათიშვა“. შეტევის შემდეგ ადამიანი ხშირად დაბნეული და ძილიანია. კრუნჩხვისას გვერდზე დააწვინეთ და პირში არაფერი ჩაუდოთ; თუ კრუნჩხვა 5 წუთზე მეტხანს გრძელდება, მეორდება ან ადამიანი გონს არ მოდის, დარეკეთ 112-ზე. პირველი გულყრის შემდეგ აუცილებელია ექიმის გასინჯვა.',
      'A sudden burst of abnormal electrical activity in the brain: passing out with stiffening and jerking, or a brief "absence". Afterwards the person is often confused and sleepy. Lay them on their side and put nothing in their mouth; call 112 if the fit lasts over 5 minutes, happens again, or they do not come round. A first seizure always needs a doctor\'s assessment.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.5, 0.8, 1.2, 1.2, 1, 1, 1.3] },
    triage: 'emergency',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Sodium (Na)', 'Calcium (Ca)', 'Magnesium (Mg)'],
      recommended: ['Complete blood count', 'Potassium (K)', 'Creatinine', 'Alanine aminotransferase (ALT)'],
    },
    symptoms: {
      s_28: 0.95, s_29: 0.03, s_35: 0.3, s_36: 0.6, s_37: 0.6, s_143: 0.3, s_1: 0.4, s_163: 0.4, s_465: 0.3,
      s_320: 0.3, s_13: 0.15, s_27: 0.1, s_481: 0.05, s_132: 0.1, s_138: 0.15, s_274: 0.1, s_152: 0.05,
    },
    riskFactors: { p_40: 15, p_17: 2, p_18: 2, p_23: 3, p_31: 3 },
  },
  {
    id: 'c_207',
    name: L('ტვინის შერყევა', 'Concussion'),
    description: L(
      'თავის ტვინის მუშაობის დროებითი დარღვევა თავის დარტყმის შემდეგ: თავის ტკივილი, თავბრუსხვევა, გულისრევა, დაბნეულობა, მეხსიერების ხარვეზი მომხდარის შესახებ. ჩვეულებრივ დასვენებით რამდენიმე დღეში ან კვირაში გადის. დღე-ღამის განმავლობაში მიმართეთ ექიმს; თუ ტკივილი ძლიერდება, ღებინება მეორდება, ან ჩნდება ძილიანობა, კრუნჩხვა ან კიდურის სისუსტე, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'A short-lived upset of brain function after a blow to the head: headache, dizziness, nausea, confusion, and gaps in memory of what happened. It usually settles with rest over days to weeks. See a doctor within a day; if the headache gets worse, vomiting repeats, or drowsiness, a fit or weakness of a limb appears, call 112 at once.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.3, 1, 1.5, 1.8, 1.2, 0.8, 1.2] },
    triage: 'consultation_24',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_13: 0.95, s_14: 0.3, s_15: 0.03, s_1: 0.8, s_10: 0.2, s_6: 0.1, s_7: 0.05,
      s_31: 0.5, s_30: 0.3, s_274: 0.4, s_275: 0.2, s_37: 0.3, s_36: 0.25, s_28: 0.03,
      s_143: 0.4, s_144: 0.4, s_46: 0.3, s_70: 0.25, s_47: 0.2, s_48: 0.08, s_67: 0.1,
      s_131: 0.25, s_163: 0.5, s_138: 0.25, s_140: 0.2, s_122: 0.1, s_149: 0.15,
      s_120: 0.15, s_116: 0.3,
    },
    riskFactors: { p_23: 20, p_22: 5, p_17: 2 },
  },

  // ── Nerves of the face and limbs ──
  {
    id: 'c_208',
    name: L('სახის ნერვის ნევრიტი (ბელის დამბლა)', "Bell's palsy"),
    description: L(
      'სახის ნერვის ანთება, რის გამოც რამდენიმე საათში სახის ერთი მხარე სუსტდება: პირის კუთხე ეშვება, თვალი ბოლომდე არ იხუჭება, შეიძლება შეიცვალოს გემო და ყურის უკან იტკიოს. პირველ 72 საათში დაწყებული მკურნალობა აჩქარებს აღდგენას. თუ ამავდროულად ხელი ან ფეხი სუსტდება ან მეტყველება ირღვევა, ეს შეიძლება ინსულტი იყოს — დარეკეთ 112-ზე.',
      'Inflammation of the facial nerve that weakens one side of the face within hours: the corner of the mouth droops, the eye will not close fully, taste may change and there may be pain behind the ear. Treatment started in the first 72 hours speeds recovery. If an arm or leg is also weak or speech is affected, it may be a stroke — call 112.',
    ),
    prevalence: { frequency: 'moderate', ages: [0.05, 0.2, 0.5, 0.8, 1.2, 1.3, 1] },
    triage: 'consultation_24',
    speciality: 'neurologist',
    labs: { recommended: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Complete blood count'] },
    symptoms: {
      s_17: 0.95, s_60: 0.4, s_94: 0.35, s_70: 0.25, s_40: 0.3, s_56: 0.3, s_18: 0.2, s_54: 0.1, s_42: 0.1, s_38: 0.1,
      s_92: 0.1, s_27: 0.1, s_1: 0.1, s_116: 0.1, s_481: 0.01, s_30: 0.02,
    },
    riskFactors: { p_27: 2, p_10: 3 },
  },
  {
    id: 'c_209',
    name: L('პერიფერიული ნეიროპათია', 'Peripheral neuropathy'),
    description: L(
      'კიდურების ნერვების დაზიანება, ყველაზე ხშირად შაქრიანი დიაბეტის, ალკოჰოლის ჭარბი მოხმარების ან B12 ვიტამინის ნაკლებობის გამო. ჩვეულებრივ ტერფებიდან იწყება — დაბუჟებით, ჩხვლეტით ან წვით, მოგვიანებით ემატება წონასწორობის დარღვევა და სისუსტე. მიმართეთ ექიმს მიზეზის დასადგენად; თუ სისუსტე დღეების განმავლობაში სწრაფად მატულობს, სასწრაფოდ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'Damage to the nerves of the limbs, most often from diabetes, heavy drinking or a lack of vitamin B12. It usually starts in the feet with numbness, tingling or burning, and later brings unsteadiness and weakness. See a doctor to find the cause; if weakness spreads quickly over days, go to an emergency department.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.05, 0.1, 0.5, 1.5, 3] },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Vitamin B12'],
      recommended: ['Complete blood count', 'Thyroid-stimulating hormone (TSH)', 'Creatinine', 'Folic acid', 'Alanine aminotransferase (ALT)', 'Gamma-glutamyl transferase (GGT)'],
    },
    symptoms: {
      s_476: 0.75, s_478: 0.6, s_479: 0.5, s_477: 0.3, s_30: 0.3, s_466: 0.3, s_467: 0.25, s_482: 0.12, s_483: 0.1, s_484: 0.15,
      s_529: 0.1, s_521: 0.1, s_487: 0.05, s_31: 0.15, s_34: 0.1, s_138: 0.2, s_163: 0.2,
    },
    riskFactors: { p_27: 5, p_17: 3, p_36: 2, p_39: 1.5, p_38: 1.5, p_35: 1.3 },
  },
  {
    id: 'c_210',
    name: L('პარკინსონის დაავადება', "Parkinson's disease"),
    description: L(
      'თავის ტვინის ნელა პროგრესირებადი დაავადება, რომელიც მოძრაობას ზღუდავს: მოსვენებულ მდგომარეობაში ხელის კანკალი, მოძრაობის შენელება, კუნთების სიხისტე, წონასწორობის დარღვევა. ხშირად ახლავს ყნოსვის დაქვეითება, შეკრულობა, ძილის დარღვევა და დაქვეითებული განწყობა. მიმართეთ ნევროლოგს — მკურნალობა ჩივილებს მნიშვნელოვნად ამსუბუქებს.',
      'A slowly progressing brain condition that affects movement: a shaking hand at rest, slowness, stiff muscles and poor balance. A reduced sense of smell, constipation, disturbed sleep and low mood often come with it. See a neurologist — treatment eases the symptoms a great deal.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0.01, 0.05, 0.7, 4], sex: { female: 0.8, male: 1.2 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Vitamin B12'] },
    symptoms: {
      s_488: 0.7, s_30: 0.35, s_487: 0.15, s_467: 0.2, s_484: 0.1, s_466: 0.15, s_489: 0.15, s_521: 0.1,
      s_78: 0.4, s_303: 0.4, s_104: 0.15, s_105: 0.2,
      s_163: 0.4, s_122: 0.35, s_128: 0.25, s_138: 0.35, s_140: 0.3, s_143: 0.2, s_144: 0.15, s_141: 0.08,
      s_31: 0.3, s_34: 0.25, s_35: 0.05, s_314: 0.3, s_320: 0.15, s_423: 0.1, s_370: 0.15,
    },
    riskFactors: {},
  },
  {
    id: 'c_211',
    name: L('დემენცია', 'Dementia'),
    description: L(
      'მეხსიერებისა და აზროვნების თანდათანობითი გაუარესება, რომელიც ყოველდღიურ ცხოვრებას უშლის ხელს: ახლახან მომხდარის დავიწყება, დაბნეულობა, ქცევისა და ხასიათის ცვლილება. ყველაზე ხშირი მიზეზი ალცჰეიმერის დაავადებაა. მიმართეთ ნევროლოგს — ზოგი მიზეზი, მაგალითად B12 ვიტამინის ან ფარისებრი ჯირკვლის ჰორმონის ნაკლებობა, განკურნებადია. უეცრად დაწყებული დაბნეულობა დემენცია არ არის და სასწრაფო დახმარებას საჭიროებს.',
      "A gradual decline in memory and thinking that gets in the way of daily life: forgetting recent events, confusion, changes in behaviour and personality. Alzheimer's disease is the most common cause. See a neurologist — some causes, such as a lack of vitamin B12 or thyroid hormone, can be treated. Confusion that starts suddenly is not dementia and needs urgent care.",
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0, 0.01, 0.3, 6] },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Complete blood count', 'Thyroid-stimulating hormone (TSH)', 'Vitamin B12', 'Glucose (fasting)'],
      recommended: ['Sodium (Na)', 'Calcium (Ca)', 'Creatinine', 'Folic acid', 'Alanine aminotransferase (ALT)', 'Syphilis (RPR)'],
    },
    symptoms: {
      s_143: 0.9, s_144: 0.6, s_145: 0.5, s_37: 0.1, s_122: 0.3, s_123: 0.3, s_131: 0.3, s_132: 0.25, s_128: 0.2,
      s_138: 0.3, s_140: 0.2, s_141: 0.1, s_142: 0.15, s_30: 0.2, s_320: 0.15, s_280: 0.15, s_165: 0.15, s_163: 0.2,
    },
    riskFactors: { p_28: 1.5, p_27: 1.5, p_31: 2, p_17: 1.5 },
  },
  {
    id: 'c_212',
    name: L('სამწვერა ნერვის ნევრალგია', 'Trigeminal neuralgia'),
    description: L(
      'სამწვერა ნერვის გაღიზიანება, რომელიც სახის ერთ მხარეს — ლოყაში, ყბაში, კბილებში — იწვევს ხანმოკლე, ელექტროდარტყმის მსგავს, ძალიან ძლიერ ტკივილს. შეტევას იწვევს ღეჭვა, ლაპარაკი, კბილების გახეხვა ან სახეზე შეხება. მიმართეთ ნევროლოგს — წამლები ტკივილს, როგორც წესი, კარგად აკონტროლებს.',
      'Irritation of the trigeminal nerve that causes brief, electric-shock-like, very severe pain on one side of the face — in the cheek, jaw or teeth. Chewing, talking, brushing the teeth or touching the face sets it off. See a neurologist — medicines usually control the pain well.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0.05, 0.4, 1.5, 2.5], sex: { female: 1.2, male: 0.8 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_16: 0.95, s_20: 0.35, s_83: 0.3, s_21: 0.2, s_84: 0.1, s_1: 0.2, s_3: 0.15, s_18: 0.05, s_40: 0.1,
      s_122: 0.15, s_128: 0.15, s_280: 0.1, s_165: 0.05,
    },
    riskFactors: {},
  },

  // ── Mood, anxiety and sleep ──
  {
    id: 'c_213',
    name: L('დეპრესია', 'Depression'),
    description: L(
      'ორ კვირაზე მეტხანს გაგრძელებული დაქვეითებული განწყობა და ინტერესის დაკარგვა, რასაც ხშირად ახლავს დაღლილობა, ძილისა და მადის დარღვევა, უსარგებლობის განცდა და კონცენტრაციის გაძნელება. დეპრესია გავრცელებული და კარგად სამკურნალო დაავადებაა — მიმართეთ ფსიქიატრს ან ოჯახის ექიმს. თუ თვითმკვლელობაზე ფიქრობთ, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Low mood and loss of interest lasting more than two weeks, often with tiredness, poor sleep and appetite, feelings of worthlessness and poor concentration. Depression is common and treatable — see a psychiatrist or your family doctor. If you are thinking of suicide, call 112 now.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.2, 1, 1.3, 1.2, 1], sex: { female: 1.3, male: 0.7 } },
    triage: 'consultation',
    speciality: 'psychiatrist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Complete blood count', 'Vitamin B12'] },
    symptoms: {
      s_122: 0.9, s_123: 0.85, s_124: 0.6, s_125: 0.25, s_126: 0.02, s_138: 0.65, s_139: 0.4, s_140: 0.25, s_163: 0.8, s_144: 0.6,
      s_143: 0.3, s_280: 0.4, s_165: 0.2, s_166: 0.15, s_131: 0.4, s_128: 0.5, s_132: 0.25, s_129: 0.1, s_130: 0.1,
      s_145: 0.2, s_137: 0.1, s_134: 0.05, s_135: 0.08, s_136: 0.04, s_149: 0.05,
      s_164: 0.3, s_1: 0.2, s_465: 0.15, s_370: 0.1,
    },
    riskFactors: { p_42: 4, p_17: 2, p_18: 2, p_38: 1.5, p_11: 2, p_39: 1.3 },
  },
  {
    id: 'c_214',
    name: L('გენერალიზებული შფოთვითი აშლილობა', 'Generalised anxiety disorder'),
    description: L(
      'მუდმივი, ძნელად სამართავი ღელვა ყოველდღიურ საკითხებზე, რომელიც თვეობით გრძელდება. ახლავს მოუსვენრობა, დაღლილობა, გაღიზიანებადობა, კუნთების დაძაბულობა და ძილის დარღვევა. ფსიქოთერაპია და მედიკამენტური მკურნალობა კარგად ეხმარება — მიმართეთ ფსიქიატრს.',
      'Constant worry about everyday things that is hard to control and goes on for months, with restlessness, tiredness, irritability, tense muscles and poor sleep. Talking therapy and medicines help well — see a psychiatrist.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.3, 1, 1.3, 1.1, 0.7], sex: { female: 1.3, male: 0.7 } },
    triage: 'consultation',
    speciality: 'psychiatrist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)'] },
    symptoms: {
      s_128: 0.95, s_132: 0.6, s_131: 0.55, s_144: 0.55, s_138: 0.6, s_163: 0.6, s_129: 0.25, s_130: 0.2, s_122: 0.35, s_123: 0.2,
      s_134: 0.1, s_135: 0.08, s_136: 0.03, s_151: 0.04,
      s_465: 0.3, s_1: 0.35, s_5: 0.3, s_211: 0.3, s_31: 0.2, s_274: 0.2, s_423: 0.2, s_488: 0.2,
      s_215: 0.15, s_223: 0.15, s_113: 0.15, s_297: 0.1,
    },
    riskFactors: { p_42: 4, p_17: 1.5, p_39: 1.3 },
  },
  {
    id: 'c_215',
    name: L('პანიკური შეტევა', 'Panic attack'),
    description: L(
      'უეცარი, ძლიერი შიშის შეტევა, რომელიც რამდენიმე წუთში აღწევს პიკს: გულის ფრიალი, ჰაერის უკმარისობა, ოფლიანობა, კანკალი, თავბრუსხვევა, ხელებისა და ტუჩების ჩხვლეტა, სიკვდილის შიში. შეტევა საშიში არ არის და ნახევარ საათში გადის, თუმცა პირველი შეტევისას ან გულმკერდის ტკივილის დროს ჯერ გულის დაავადება უნდა გამოირიცხოს. თუ შეტევები მეორდება, მიმართეთ ფსიქიატრს.',
      'A sudden surge of intense fear that peaks within minutes: a pounding heart, breathlessness, sweating, shaking, dizziness, tingling in the hands and lips, a fear of dying. An attack is not dangerous and passes within half an hour, but a first attack, or one with chest pain, needs the heart checked first. If attacks keep coming back, see a psychiatrist.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.2, 1, 1.5, 1, 0.5], sex: { female: 1.3, male: 0.7 } },
    triage: 'consultation',
    speciality: 'psychiatrist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Glucose (fasting)'] },
    symptoms: {
      s_129: 0.9, s_128: 0.6, s_130: 0.35, s_132: 0.4, s_138: 0.3,
      s_211: 0.8, s_213: 0.1, s_215: 0.6, s_220: 0.25, s_224: 0.55, s_223: 0.45, s_200: 0.35, s_201: 0.15, s_113: 0.2,
      s_31: 0.5, s_423: 0.5, s_425: 0.1, s_488: 0.5, s_477: 0.4, s_476: 0.1, s_18: 0.1, s_274: 0.3, s_159: 0.2, s_160: 0.2, s_35: 0.03,
    },
    riskFactors: { p_42: 3, p_18: 1.5 },
  },
  {
    id: 'c_216',
    name: L('სუიციდური კრიზისი', 'Suicidal crisis'),
    description: L(
      'მდგომარეობა, როცა ადამიანი თვითმკვლელობაზე ფიქრობს ან მას გეგმავს. ეს გადაუდებელი მდგომარეობაა: დაუყოვნებლივ დარეკეთ 112-ზე, მარტო ნუ დარჩებით და მოაშორეთ ხელმისაწვდომი საშუალებები — წამლები, იარაღი. დახმარება არსებობს და ეს მდგომარეობა გადის.',
      'When someone is thinking about ending their life or planning it. This is an emergency: call 112 now, do not stay alone, and put medicines, weapons and other means out of reach. Help is available, and this state does pass.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.05, 1.5, 1.3, 1, 1] },
    triage: 'emergency_ambulance',
    speciality: 'psychiatrist',
    labs: {},
    symptoms: {
      s_125: 0.95, s_122: 0.85, s_123: 0.7, s_124: 0.7, s_126: 0.05, s_127: 0.05, s_138: 0.6, s_139: 0.3, s_163: 0.5, s_144: 0.5,
      s_128: 0.5, s_132: 0.4, s_131: 0.4, s_137: 0.3, s_141: 0.1, s_142: 0.08, s_280: 0.35, s_165: 0.15,
    },
    riskFactors: { p_42: 5, p_17: 2.5, p_18: 2.5, p_11: 2, p_38: 1.5 },
  },
  {
    id: 'c_217',
    name: L('უძილობა (ინსომნია)', 'Insomnia'),
    description: L(
      'ხანგრძლივი პრობლემა ჩაძინებასთან, ძილის შენარჩუნებასთან ან ძალიან ადრე გაღვიძებასთან, რის გამოც დღისით დაღლილი და გაღიზიანებული ხართ. ხშირად უკავშირდება სტრესს, შფოთვას, დეპრესიას ან ძილის არასწორ ჩვევებს. ეხმარება ძილის რეჟიმის მოწესრიგება და ფსიქოთერაპია; თუ სამ კვირაზე მეტხანს გრძელდება, მიმართეთ ექიმს.',
      'Ongoing trouble getting to sleep, staying asleep or waking too early, leaving you tired and irritable during the day. It is often linked to stress, anxiety, depression or sleep habits. A regular sleep routine and talking therapy help; see a doctor if it lasts more than three weeks.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.2, 0.7, 1, 1.3, 1.6], sex: { female: 1.2, male: 0.8 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Ferritin'] },
    symptoms: {
      s_138: 0.95, s_139: 0.45, s_163: 0.75, s_140: 0.3, s_144: 0.5, s_143: 0.2, s_131: 0.45, s_128: 0.35, s_132: 0.15, s_122: 0.25,
      s_135: 0.05, s_151: 0.05, s_1: 0.25, s_5: 0.15, s_81: 0.1, s_521: 0.12, s_314: 0.1,
    },
    riskFactors: { p_42: 2, p_17: 1.5, p_14: 1.5 },
  },

  // ── Alcohol, psychosis and the puerperium ──
  {
    id: 'c_218',
    name: L('ალკოჰოლური აბსტინენციის სინდრომი', 'Alcohol withdrawal'),
    description: L(
      'მდგომარეობა, რომელიც ხანგრძლივი და ჭარბი სმის უეცრად შეწყვეტიდან 6–48 საათში ვითარდება: ხელების კანკალი, ოფლიანობა, შფოთვა, უძილობა, გულისრევა, გულის ფრიალი. მძიმე შემთხვევაში ემატება კრუნჩხვა, ჰალუცინაციები და დაბნეულობა (ალკოჰოლური დელირიუმი, „თეთრი ცხელება“), რაც სიცოცხლისთვის საშიშია. მიმართეთ გადაუდებელი დახმარების განყოფილებას; კრუნჩხვის ან დაბნეულობისას დარეკეთ 112-ზე.',
      'What happens 6–48 hours after suddenly stopping long, heavy drinking: shaking hands, sweating, anxiety, sleeplessness, nausea and a racing heart. In severe cases fits, hallucinations and confusion follow (delirium tremens), which can be life-threatening. Go to an emergency department; call 112 if there is a fit or confusion.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.1, 1, 1.5, 0.8], sex: { female: 0.5, male: 1.5 } },
    triage: 'emergency',
    speciality: 'psychiatrist',
    labs: {
      obligatory: ['Glucose (fasting)', 'Sodium (Na)', 'Potassium (K)', 'Magnesium (Mg)', 'Alanine aminotransferase (ALT)', 'Aspartate aminotransferase (AST)'],
      recommended: ['Complete blood count', 'Gamma-glutamyl transferase (GGT)', 'Creatinine', 'Total bilirubin', 'Prothrombin time (PT) and INR'],
    },
    symptoms: {
      s_137: 0.8, s_488: 0.8, s_423: 0.65, s_132: 0.6, s_128: 0.6, s_138: 0.6, s_131: 0.45, s_163: 0.3,
      s_274: 0.55, s_275: 0.35, s_280: 0.4, s_211: 0.5, s_1: 0.35, s_24: 0.15,
      s_141: 0.2, s_142: 0.08, s_37: 0.15, s_28: 0.1, s_152: 0.1, s_153: 0.08,
    },
    riskFactors: { p_17: 20, p_18: 1.5 },
  },
  {
    id: 'c_219',
    name: L('მწვავე ფსიქოზი', 'Acute psychosis'),
    description: L(
      'მდგომარეობა, როცა ადამიანი რეალობასთან კავშირს კარგავს: ესმის ან ხედავს იმას, რაც არ არსებობს, მტკიცედ სჯერა, რომ უთვალთვალებენ ან ზიანის მიყენება სურთ, ქცევა უცნაური ხდება. შეიძლება გამოიწვიოს ფსიქიკურმა დაავადებამ, ნარკოტიკებმა ან სხვა ავადმყოფობამ. საჭიროა სასწრაფო ფსიქიატრიული შეფასება — მიმართეთ გადაუდებელი დახმარების განყოფილებას; თუ ადამიანი საფრთხეს უქმნის საკუთარ თავს ან სხვებს, დარეკეთ 112-ზე.',
      'Losing touch with reality: hearing or seeing things that are not there, firm false beliefs such as being watched or plotted against, and strange behaviour. It can come from a mental illness, drugs or another illness. It needs urgent psychiatric assessment — go to an emergency department; call 112 if the person is a danger to themselves or others.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.02, 0.8, 1.6, 0.8, 0.4], sex: { female: 0.8, male: 1.2 } },
    triage: 'emergency',
    speciality: 'psychiatrist',
    labs: {
      recommended: ['Complete blood count', 'Glucose (fasting)', 'Sodium (Na)', 'Calcium (Ca)', 'Thyroid-stimulating hormone (TSH)', 'Creatinine', 'Alanine aminotransferase (ALT)'],
    },
    symptoms: {
      s_141: 0.7, s_142: 0.7, s_145: 0.8, s_132: 0.5, s_138: 0.6, s_131: 0.4, s_144: 0.5, s_128: 0.4,
      s_133: 0.25, s_122: 0.2, s_123: 0.3, s_125: 0.15, s_126: 0.1, s_137: 0.25, s_37: 0.2,
    },
    riskFactors: { p_18: 4, p_42: 4, p_17: 1.5, p_11: 3 },
  },
  {
    id: 'c_220',
    name: L('მშობიარობის შემდგომი დეპრესია', 'Postpartum depression'),
    description: L(
      'დეპრესია, რომელიც მშობიარობიდან პირველ თვეებში იწყება და ორ კვირაზე მეტხანს გრძელდება: დაქვეითებული განწყობა, ცრემლიანობა, შფოთვა, ძილის დარღვევა მაშინაც, როცა ბავშვს სძინავს, დანაშაულის განცდა. იგი განსხვავდება მშობიარობის შემდეგ ხშირი, რამდენიმე დღეში გამავალი გუნება-განწყობის ცვალებადობისგან. მკურნალობა ეფექტურია და ძუძუთი კვებასთან თავსებადი — მიმართეთ ექიმს. თუ საკუთარი თავისთვის ან ბავშვისთვის ზიანის მიყენებაზე ფიქრობთ, დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Depression in the months after giving birth that lasts more than two weeks: low mood, tearfulness, anxiety, poor sleep even when the baby sleeps, and guilt. It is different from the short "baby blues" that many mothers have for a few days. Treatment works and can be combined with breastfeeding — see a doctor. If you have thoughts of harming yourself or your baby, call 112 now.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.2, 1.5, 0.3, 0], sex: { female: 1, male: 0 } },
    triage: 'consultation',
    speciality: 'psychiatrist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Complete blood count', 'Ferritin'] },
    symptoms: {
      s_127: 0.92, s_122: 0.92, s_123: 0.65, s_124: 0.55, s_125: 0.15, s_126: 0.05, s_128: 0.55, s_129: 0.15, s_134: 0.1,
      s_138: 0.55, s_163: 0.85, s_131: 0.45, s_132: 0.2, s_144: 0.5, s_280: 0.4,
    },
    riskFactors: { p_11: 20, p_12: 3, p_42: 3 },
  },

  // ── Brain infection ──
  {
    id: 'c_221',
    name: L('ენცეფალიტი', 'Encephalitis'),
    description: L(
      'თავის ტვინის ანთება, ყველაზე ხშირად ვირუსული. იწყება სიცხით და თავის ტკივილით, რასაც ემატება დაბნეულობა, ქცევის ცვლილება, ძილიანობა, კრუნჩხვა ან მეტყველების დარღვევა. სიცოცხლისთვის საშიში მდგომარეობაა — დაუყოვნებლივ დარეკეთ 112-ზე.',
      'Inflammation of the brain, usually caused by a virus. It starts with fever and headache, followed by confusion, a change in behaviour, drowsiness, fits or trouble speaking. It is life-threatening — call 112 at once.',
    ),
    prevalence: { frequency: 'rare', ages: [1, 1, 1.2, 1, 1, 1, 1.5] },
    triage: 'emergency_ambulance',
    speciality: 'neurologist',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)', 'Glucose (fasting)', 'Sodium (Na)'],
      recommended: ['Procalcitonin', 'Creatinine', 'Alanine aminotransferase (ALT)', 'HIV 1/2 antibodies and p24 antigen'],
    },
    symptoms: {
      s_152: 0.85, s_153: 0.1, s_154: 0.5, s_155: 0.2, s_1: 0.8, s_37: 0.65, s_145: 0.45, s_36: 0.5, s_28: 0.35,
      s_274: 0.4, s_275: 0.35, s_46: 0.3, s_116: 0.25, s_117: 0.25, s_27: 0.2, s_481: 0.1, s_141: 0.15, s_143: 0.3,
      s_132: 0.25, s_164: 0.6, s_163: 0.4, s_25: 0.05, s_147: 0.05, s_148: 0.05,
    },
    riskFactors: { p_35: 2, p_61: 1.5 },
  },

  // ── Slowly worsening headache: tumour and inflamed arteries ──
  {
    id: 'c_222',
    name: L('თავის ტვინის სიმსივნე', 'Brain tumour'),
    description: L(
      'თავის ტვინში ან მის გარსებში წარმოქმნილი კეთილთვისებიანი ან ავთვისებიანი სიმსივნე, ან სხვა ორგანოს სიმსივნის მეტასტაზი. ნიშნები თანდათან, კვირების განმავლობაში ვითარდება: თავის ტკივილი, რომელიც სულ უფრო ძლიერდება, დილით ან ხველისას მატულობს და ღებინებას იწვევს, კრუნჩხვა, ხასიათისა და ქცევის ცვლილება, მხედველობის დარღვევა ან ხელ-ფეხის სისუსტე. თავის ტკივილის მიზეზი იშვიათად არის სიმსივნე, მაგრამ ასეთი ჩივილების დროს 24 საათის განმავლობაში მიმართეთ ნევროლოგს — დიაგნოზს მაგნიტურ-რეზონანსული ტომოგრაფია ადგენს.',
      'A growth in the brain or its coverings, either benign or cancerous, or a cancer that has spread from elsewhere. Its signs build up over weeks: a headache that keeps getting worse, is worse in the morning or on coughing and brings on vomiting, fits, a change in personality or behaviour, problems with vision or weakness of an arm or leg. A headache is rarely caused by a tumour, but with these signs see a neurologist within 24 hours; an MRI scan gives the answer.',
    ),
    prevalence: { frequency: 'rare', ages: [0.1, 0.3, 0.6, 0.5, 0.6, 1.3, 1.5] },
    triage: 'consultation_24',
    speciality: 'neurologist',
    labs: { recommended: ['Complete blood count', 'Sodium (Na)', 'Glucose (fasting)', 'Creatinine'] },
    symptoms: {
      s_1: 0.6, s_7: 0.45, s_6: 0.35, s_3: 0.2, s_4: 0.1, s_5: 0.1, s_2: 0.03, s_46: 0.08,
      s_274: 0.35, s_275: 0.3, s_28: 0.3,
      s_145: 0.3, s_143: 0.25, s_144: 0.25, s_36: 0.15, s_37: 0.08, s_131: 0.2, s_122: 0.15, s_149: 0.15,
      s_467: 0.15, s_481: 0.1, s_484: 0.1, s_27: 0.1, s_30: 0.25, s_31: 0.2, s_487: 0.05,
      s_47: 0.25, s_48: 0.15, s_17: 0.08, s_18: 0.08, s_65: 0.05, s_67: 0.05, s_25: 0.05,
      s_163: 0.4, s_164: 0.3, s_280: 0.15, s_165: 0.1,
    },
    riskFactors: { p_38: 5, p_35: 1.5 },
  },
  {
    id: 'c_223',
    name: L('გიგანტურუჯრედოვანი არტერიიტი (საფეთქლის არტერიიტი)', 'Giant cell arteritis'),
    description: L(
      'მსხვილი არტერიების ანთება 50 წელს გადაცილებულ ადამიანებში, ყველაზე ხშირად — საფეთქლის არტერიებისა. ახასიათებს ახალი, მუდმივი თავის ტკივილი, საფეთქლის მტკივნეულობა შეხებისას, ღეჭვისას ყბის დაღლა ან ტკივილი, დაღლილობა და ხშირად მხრებისა და თეძოების ტკივილი და სიხისტე. მკურნალობის გარეშე შეიძლება უეცრად და სამუდამოდ დაიკარგოს მხედველობა, ამიტომ დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას — კორტიკოსტეროიდებით მკურნალობა იმავე დღეს უნდა დაიწყოს.',
      'Inflammation of large arteries in people over 50, most often the arteries at the temples. It causes a new, persistent headache, a temple that is tender to touch, a jaw that aches or tires when chewing, tiredness and often pain and stiffness in the shoulders and hips. Untreated, it can cause sudden, permanent loss of sight, so go to an emergency department now: steroid treatment should start the same day.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0, 0.01, 0.8, 4], sex: { female: 2, male: 1 } },
    triage: 'emergency',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Erythrocyte sedimentation rate (ESR)', 'C-reactive protein (CRP)', 'Complete blood count'],
      recommended: ['Alanine aminotransferase (ALT)', 'Alkaline phosphatase (ALP)', 'Creatinine', 'Glucose (fasting)'],
    },
    symptoms: {
      s_1: 0.85, s_12: 0.65, s_3: 0.4, s_4: 0.2, s_7: 0.25, s_10: 0.15, s_46: 0.05,
      s_21: 0.45, s_20: 0.3, s_116: 0.2,
      s_47: 0.25, s_49: 0.2, s_48: 0.1, s_42: 0.05,
      s_489: 0.45, s_504: 0.3, s_462: 0.4, s_465: 0.4,
      s_152: 0.35, s_153: 0.25, s_154: 0.1, s_424: 0.3,
      s_163: 0.6, s_164: 0.6, s_165: 0.4, s_280: 0.4, s_122: 0.2, s_227: 0.1, s_228: 0.1,
    },
    riskFactors: {},
  },

  // ── Sleep and attention ──
  {
    id: 'c_224',
    name: L('ობსტრუქციული ძილის აპნოე', 'Obstructive sleep apnoea'),
    description: L(
      'ძილის დროს ყელის რბილი ქსოვილები დროდადრო იხურება და სუნთქვა რამდენიმე წამით, ღამეში ბევრჯერ, წყდება. ადამიანი ხმამაღლა ხვრინავს, ახლობლები სუნთქვის შეჩერებას ამჩნევენ, დილით თავი სტკივა, დღისით კი ძილიანობა და დაღლილობა აწუხებს. ხშირია ჭარბი წონის მქონე ადამიანებში და ზრდის მაღალი არტერიული წნევის, გულის დაავადებისა და საჭესთან ჩაძინების რისკს. მიმართეთ ექიმს — დიაგნოზს ძილის კვლევა ადგენს, ეხმარება წონის კლება და ძილის დროს სუნთქვის სპეციალური აპარატი (CPAP).',
      'During sleep the soft tissues of the throat keep closing, so breathing stops for a few seconds many times a night. The person snores loudly, others notice pauses in their breathing, and there are morning headaches, sleepiness and tiredness during the day. It is common in people who are overweight and raises the risk of high blood pressure, heart disease and falling asleep at the wheel. See a doctor: a sleep study confirms it, and losing weight and a breathing machine worn at night (CPAP) help.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.1, 0.5, 0.3, 0.8, 1.5, 1.5], sex: { female: 0.6, male: 1.4 } },
    triage: 'consultation',
    speciality: 'pulmonologist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Lipid panel', 'Complete blood count'] },
    symptoms: {
      s_81: 0.9, s_140: 0.75, s_163: 0.65, s_144: 0.45, s_143: 0.25, s_131: 0.3, s_122: 0.25, s_138: 0.3,
      s_1: 0.35, s_6: 0.2, s_92: 0.4, s_314: 0.35, s_219: 0.2, s_424: 0.15, s_210: 0.15,
      s_166: 0.25, s_24: 0.1, s_370: 0.15, s_151: 0.05, s_326: 0.05,
    },
    riskFactors: { p_19: 4, p_28: 1.8, p_27: 1.5, p_17: 1.5, p_16: 1.3, p_14: 1.5 },
  },
  {
    id: 'c_225',
    name: L('ყურადღების დეფიციტისა და ჰიპერაქტიურობის სინდრომი (ADHD)', 'Attention deficit hyperactivity disorder (ADHD)'),
    description: L(
      'ბავშვობაში დაწყებული, თავის ტვინის განვითარებასთან დაკავშირებული მდგომარეობა: ბავშვს უჭირს ყურადღების შენარჩუნება, ადვილად ეფანტება, ზედმეტად მოძრავი და იმპულსურია — სახლშიც, ბაღსა და სკოლაშიც. ეს აღზრდის ბრალი არ არის და ხშირად ზრდასრულ ასაკშიც გრძელდება. მიმართეთ ბავშვთა ფსიქიატრს — სათანადო შეფასების შემდეგ ეხმარება მშობლებისა და მასწავლებლების მხარდაჭერა, ქცევითი თერაპია და, საჭიროებისას, მედიკამენტი.',
      'A condition of brain development that starts in childhood: the child finds it hard to keep attention, is easily distracted, over-active and impulsive — at home as well as at nursery or school. It is not caused by bad parenting, and it often continues into adult life. See a child psychiatrist: after a proper assessment, support for parents and teachers, behavioural therapy and sometimes medicine help.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0.05, 3, 1.5, 0.4, 0.15, 0.02], sex: { female: 0.5, male: 1.5 } },
    triage: 'consultation',
    speciality: 'psychiatrist',
    labs: { recommended: ['Thyroid-stimulating hormone (TSH)', 'Ferritin'] },
    symptoms: {
      s_151: 0.9, s_144: 0.85, s_132: 0.7, s_131: 0.45, s_138: 0.35, s_143: 0.3, s_128: 0.25, s_122: 0.15,
      s_145: 0.1, s_137: 0.08, s_134: 0.05, s_326: 0.1,
    },
    riskFactors: { p_52: 2, p_42: 1.5 },
  },
];

import type { Condition } from '../types';
import { L } from './localized';

/**
 * Conditions of the back, neck, joints, muscles, tendons and bones of the arms and legs (c_400 …).
 * What tells them apart: the site of the pain, a recent injury (p_22), the age band, fever and a
 * red, hot joint (septic arthritis, gout), inflammatory stiffness in the morning and at night
 * (ankylosing spondylitis, rheumatoid arthritis, polymyalgia), and the nerve signs of the spine
 * (sciatica, cauda equina syndrome).
 */
export const MUSCULOSKELETAL_CONDITIONS: Condition[] = [
  // ── Back and neck ──
  {
    id: 'c_400',
    name: L('წელის არასპეციფიკური ტკივილი (ლუმბალგია)', 'Non-specific low back pain'),
    description: L(
      'წელის არეში კუნთებისა და იოგების ტკივილი, რომელსაც კონკრეტული სერიოზული მიზეზი არ აქვს. ხშირად იწყება ტვირთის აწევის ან უხერხული მოძრაობის შემდეგ და უმეტესად რამდენიმე კვირაში თავისით გადის. ეცადეთ, იყოთ აქტიური; საჭიროებისას მიიღეთ ტკივილგამაყუჩებელი. თუ ტკივილი ფეხში ჩადის, ფეხი გიბუჟდებათ ან შარდვა გაგიძნელდათ, მიმართეთ ექიმს.',
      'Pain in the muscles and ligaments of the lower back without a specific serious cause. It often starts after lifting or an awkward movement and usually settles by itself within a few weeks. Keep moving and take painkillers if you need them; see a doctor if the pain spreads down the leg, the leg goes numb or passing urine becomes difficult.',
    ),
    prevalence: { frequency: 'very_common', ages: [0, 0, 0.15, 0.6, 1.2, 1.3, 1] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_257: 0.95, s_258: 0.45, s_263: 0.2, s_254: 0.2, s_256: 0.1, s_255: 0.08, s_251: 0.15, s_338: 0.25,
      s_259: 0.07, s_478: 0.06, s_261: 0.08, s_339: 0.04, s_487: 0.08, s_138: 0.12,
    },
    riskFactors: { p_19: 1.5, p_16: 1.3, p_22: 1.5, p_42: 1.4 },
  },
  {
    id: 'c_401',
    name: L('იშიალგია (საჯდომი ნერვის ტკივილი)', 'Sciatica'),
    description: L(
      'ტკივილი, რომელიც წელიდან ან დუნდულიდან ფეხში, მუხლს ქვემოთ ჩადის; ხშირად მალთაშუა დისკის თიაქარი აწვება ნერვის ფესვს. ფეხში შეიძლება იგრძნოთ დაბუჟება ან ჩხვლეტა. უმეტესად რამდენიმე კვირაში მცირდება, თუმცა ნევროლოგის კონსულტაცია საჭიროა. თუ ფეხები დაგისუსტდათ, შარდის ან განავლის შეკავება გაგიჭირდათ, ან სასქესო ორგანოების ირგვლივ დაბუჟება იგრძენით, დაუყოვნებლივ მიმართეთ გადაუდებელ დახმარებას.',
      'Pain that runs from the lower back or buttock down the leg, below the knee, usually because a slipped disc presses on a nerve root. The leg may feel numb or tingly. It mostly eases over a few weeks, but see a neurologist; go to an emergency department at once if your legs grow weak, you cannot control your bladder or bowels, or you go numb around the genitals.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.3, 1, 1.3, 1] },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: {},
    symptoms: {
      s_259: 0.9, s_257: 0.75, s_258: 0.35, s_263: 0.25, s_338: 0.55, s_478: 0.5, s_513: 0.25, s_255: 0.2,
      s_504: 0.15, s_487: 0.3, s_483: 0.08, s_520: 0.08, s_466: 0.08, s_260: 0.03, s_138: 0.25,
    },
    riskFactors: { p_19: 1.5, p_16: 1.3, p_22: 1.3 },
  },
  {
    id: 'c_402',
    name: L('კისრის მექანიკური ტკივილი (ცერვიკალგია)', 'Mechanical neck pain'),
    description: L(
      'კისრის კუნთებისა და სახსრების ტკივილი და დაჭიმულობა, ხშირად უხერხული პოზის, კომპიუტერთან ხანგრძლივი მუშაობის ან უხერხულ პოზაში ძილის შემდეგ. ჩვეულებრივ, რამდენიმე დღეში ან კვირაში გადის; ეხმარება მოძრაობა, სითბო და ტკივილგამაყუჩებელი. თუ ტკივილი ხელში ჩადის და ხელი გიბუჟდებათ, ან ტკივილს სიცხე ახლავს, მიმართეთ ექიმს.',
      'Pain and stiffness in the muscles and joints of the neck, often after poor posture, long hours at a computer or sleeping awkwardly. It usually settles within days or weeks with gentle movement, warmth and painkillers. See a doctor if the pain spreads into the arm with numbness, or comes with a fever.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.1, 0.5, 1.2, 1.3, 1] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_116: 0.95, s_118: 0.7, s_119: 0.2, s_117: 0.08, s_120: 0.12, s_489: 0.35, s_252: 0.25, s_251: 0.2,
      s_1: 0.35, s_10: 0.25, s_477: 0.15, s_484: 0.04, s_31: 0.08, s_138: 0.15,
    },
    riskFactors: { p_22: 1.5, p_42: 1.3 },
  },

  // ── Joints: wear and inflammation ──
  {
    id: 'c_403',
    name: L('მუხლის სახსრის ოსტეოართრიტი (გონართროზი)', 'Knee osteoarthritis'),
    description: L(
      'მუხლის სახსრის ხრტილის თანდათანობითი ცვეთა, ხშირი 50 წლის შემდეგ და ჭარბი წონის მქონე ადამიანებში. მუხლი გტკივათ სიარულისა და კიბეზე ასვლა-ჩასვლისას, მოსვენებისას კი ტკივილი ქრება; დილით მოკლე ხნით იხევა. ეხმარება წონის დაკლება, კუნთების გამაგრება და ტკივილგამაყუჩებელი; მიმართეთ ორთოპედს.',
      'Gradual wear of the cartilage of the knee joint, common after 50 and in people who are overweight. The knee hurts when walking and on stairs and eases with rest; it is briefly stiff in the morning. Losing weight, strengthening the thigh muscles and painkillers help; see an orthopaedic specialist.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.02, 0.2, 1.5, 3], sex: { female: 1.4, male: 1 } },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: { recommended: ['C-reactive protein (CRP)', 'Erythrocyte sedimentation rate (ESR)', 'Uric acid'] },
    symptoms: {
      s_506: 0.95, s_458: 0.9, s_464: 0.8, s_459: 0.3, s_461: 0.35, s_507: 0.35, s_510: 0.35, s_508: 0.25,
      s_462: 0.15, s_487: 0.35, s_470: 0.05, s_504: 0.15, s_500: 0.2, s_511: 0.1,
    },
    riskFactors: { p_19: 2.5, p_22: 1.2, p_14: 1.2 },
  },
  {
    id: 'c_404',
    name: L('რევმატოიდული ართრიტი', 'Rheumatoid arthritis'),
    description: L(
      'იმუნური სისტემის ქრონიკული დაავადება, რომელიც სახსრების ანთებას იწვევს, ყველაზე ხშირად ორივე ხელის მტევნისა და თითების სახსრებში, სიმეტრიულად. სახსრები შეშუპებული და მტკივნეულია, დილით ნახევარ საათზე მეტხანს იხევა, თან ახლავს დაღლილობა. დროული მკურნალობა სახსრებს დეფორმაციისგან იცავს — მიმართეთ რევმატოლოგს.',
      'A long-term disease of the immune system that inflames the joints, most often the small joints of both hands and wrists on both sides. The joints are swollen and painful, stiff for more than half an hour in the morning, and tiredness is common. Early treatment protects the joints from damage, so see a rheumatologist.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.02, 0.1, 0.7, 1.5, 1.2], sex: { female: 2.5, male: 1 } },
    triage: 'consultation',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Rheumatoid factor (RF)', 'Erythrocyte sedimentation rate (ESR)', 'C-reactive protein (CRP)', 'Complete blood count'],
      recommended: ['Alanine aminotransferase (ALT)', 'Creatinine', 'Uric acid', 'Vitamin D (25-OH)'],
    },
    symptoms: {
      s_458: 0.95, s_459: 0.85, s_499: 0.7, s_461: 0.75, s_462: 0.85, s_460: 0.1, s_464: 0.2, s_463: 0.05,
      s_496: 0.5, s_503: 0.3, s_484: 0.3, s_506: 0.3, s_507: 0.2, s_489: 0.25, s_527: 0.25, s_116: 0.1,
      s_477: 0.1, s_480: 0.08, s_498: 0.06, s_497: 0.06, s_493: 0.05, s_511: 0.05, s_501: 0.05, s_532: 0.08,
      s_533: 0.06, s_442: 0.08, s_163: 0.6, s_164: 0.35, s_152: 0.1, s_153: 0.08, s_165: 0.1, s_280: 0.15,
      s_56: 0.08, s_92: 0.05,
    },
    riskFactors: { p_16: 1.5 },
  },
  {
    id: 'c_405',
    name: L('პოდაგრა (ნიკრისის ქარი)', 'Gout'),
    description: L(
      'შარდმჟავას კრისტალების დალექვით გამოწვეული სახსრის მწვავე ანთება. უეცრად, ხშირად ღამით, ძლიერ ტკივა, წითლდება და სივდება ერთი სახსარი — ყველაზე ხშირად დიდი ფეხის თითის ძირი. შეტევას იწვევს ალკოჰოლი, ხორცის ჭარბი მიღება და ზოგიერთი წამალი. მიმართეთ ექიმს 24 საათის განმავლობაში: შეტევის მკურნალობა რაც ადრე დაიწყება, მით უკეთესია.',
      'A sudden inflammation of a joint caused by uric acid crystals. One joint, most often at the base of the big toe, becomes very painful, red and swollen within hours, often at night. Alcohol, a lot of meat and some medicines can set off an attack. See a doctor within 24 hours: the earlier an attack is treated, the better.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.05, 0.6, 1.5, 2], sex: { female: 0.3, male: 1 } },
    triage: 'consultation_24',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Uric acid', 'Complete blood count', 'C-reactive protein (CRP)'],
      recommended: ['Creatinine', 'Erythrocyte sedimentation rate (ESR)', 'Glucose (fasting)', 'Lipid panel'],
    },
    symptoms: {
      s_458: 0.95, s_461: 0.85, s_460: 0.8, s_525: 0.6, s_459: 0.1, s_506: 0.15, s_507: 0.12, s_496: 0.05,
      s_493: 0.05, s_442: 0.08, s_487: 0.5, s_470: 0.3, s_527: 0.05, s_152: 0.15, s_153: 0.1, s_154: 0.05,
      s_164: 0.2,
    },
    riskFactors: { p_17: 2.5, p_19: 2, p_28: 2, p_36: 2.5, p_29: 1.5, p_27: 1.3, p_47: 1.5 },
  },

  // ── Injuries, tendons and nerves of the arms and legs ──
  {
    id: 'c_406',
    name: L('კოჭის სახსრის იოგების დაჭიმვა (ღრძობა)', 'Ankle sprain'),
    description: L(
      'კოჭის იოგების დაჭიმვა ან ნაწილობრივი გახევა ფეხის გადაბრუნების შემდეგ. კოჭი მტკივნეული და შეშუპებულია, შეიძლება გაჩნდეს სისხლჩაქცევა. პირველ დღეებში დაასვენეთ, დაიდეთ ცივი საფენი, დაიხვიეთ ელასტიკური ბინტი და ფეხი შემაღლებულზე შეინახეთ. თუ ფეხზე დგომა ვერ ახერხებთ ან ძვალზე დაჭერა ძლიერ გტკივათ, მიმართეთ ტრავმატოლოგს — საჭიროა რენტგენი მოტეხილობის გამოსარიცხად.',
      'A stretch or partial tear of the ankle ligaments after the foot turns over. The ankle is painful and swollen and may bruise. For the first days rest it, use a cold pack and a support bandage, and keep the foot raised. If you cannot stand on it or the bone itself is very tender, see a trauma specialist for an X-ray to rule out a fracture.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.1, 1, 2, 1.5, 0.8, 0.6] },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_524: 0.95, s_469: 0.95, s_458: 0.6, s_461: 0.5, s_456: 0.6, s_487: 0.6, s_470: 0.3, s_514: 0.1,
      s_513: 0.05, s_472: 0.03,
    },
    riskFactors: { p_22: 8 },
  },
  {
    id: 'c_407',
    name: L('ხელის ან ფეხის ძვლის მოტეხილობა', 'Broken bone in an arm or leg'),
    description: L(
      'ძვლის მოტეხილობა დაცემის, დარტყმის ან სხვა ტრავმის შემდეგ: ადგილი ძლიერ ტკივა, სივდება, ჩნდება სისხლჩაქცევა, კიდურის მოძრაობა ან მასზე დაყრდნობა შეუძლებელია, ზოგჯერ კიდური დეფორმირებულია. დაზიანებული კიდური უძრავად დააფიქსირეთ, ნუ ეცდებით მის გასწორებას და მიდით გადაუდებელი დახმარების განყოფილებაში რენტგენოგრაფიისთვის. ღია ჭრილობა ძვლით ან თითების გაცივება და დაბუჟება ნიშნავს, რომ დაუყოვნებლივ უნდა გამოიძახოთ სასწრაფო (112).',
      'A bone broken by a fall, a blow or another injury: the spot is very painful, swollen and bruised, the limb cannot be moved or bear weight, and it may look misshapen. Keep it still without trying to straighten it and go to an emergency department for an X-ray. Call 112 at once if bone shows through a wound or the fingers or toes go cold and numb.',
    ),
    prevalence: { frequency: 'common', ages: [0.3, 1, 2, 2, 1, 1, 1.8] },
    triage: 'emergency',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_468: 0.5, s_469: 0.5, s_471: 0.2, s_472: 0.15, s_473: 0.3, s_474: 0.03, s_406: 0.15, s_456: 0.6,
      s_458: 0.3, s_461: 0.2, s_470: 0.35, s_487: 0.35, s_495: 0.2, s_496: 0.2, s_524: 0.15, s_489: 0.1,
      s_506: 0.08, s_509: 0.05, s_514: 0.15, s_486: 0.1, s_477: 0.08, s_478: 0.05, s_534: 0.08, s_522: 0.05,
      s_527: 0.03, s_494: 0.03,
    },
    riskFactors: { p_22: 8, p_14: 1.5, p_17: 1.3 },
  },
  {
    id: 'c_408',
    name: L('ბარძაყის ძვლის ყელის მოტეხილობა (ხანდაზმულებში)', 'Hip fracture (older people)'),
    description: L(
      'ბარძაყის ძვლის ზედა ნაწილის მოტეხილობა, რომელიც ხანდაზმულებში, განსაკუთრებით ოსტეოპოროზის მქონე ქალებში, ხშირად ჩვეულებრივი დაცემის შემდეგ ხდება. მენჯ-ბარძაყის ან საზარდულის არეში ძლიერი ტკივილია, ფეხზე დგომა შეუძლებელია, ფეხი შეიძლება დამოკლებული და გარეთ მობრუნებული იყოს. ნუ ეცდებით ადამიანის ფეხზე წამოყენებას — გამოიძახეთ სასწრაფო (112); ოპერაცია ჩვეულებრივ პირველივე დღეებში კეთდება.',
      'A break at the top of the thigh bone, usually after an ordinary fall in an older person, especially a woman with osteoporosis. The hip or groin is very painful, the person cannot stand, and the leg may look shorter and turned outwards. Do not try to get the person up: call 112. An operation is usually done within the first day or two.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.01, 0.02, 0.05, 0.4, 5], sex: { female: 2, male: 1 } },
    triage: 'emergency_ambulance',
    speciality: 'orthopaedist',
    labs: {
      obligatory: ['Complete blood count', 'Creatinine', 'Coagulation panel'],
      recommended: ['Potassium (K)', 'Sodium (Na)', 'Glucose (fasting)', 'Calcium (Ca)', 'Vitamin D (25-OH)'],
    },
    symptoms: {
      s_504: 0.95, s_475: 0.7, s_470: 0.85, s_469: 0.8, s_472: 0.3, s_487: 0.3, s_458: 0.5, s_310: 0.4,
      s_456: 0.3, s_506: 0.1, s_338: 0.15, s_257: 0.1, s_37: 0.08,
    },
    riskFactors: { p_22: 12, p_14: 1.5, p_31: 1.5, p_17: 1.3 },
  },
  {
    id: 'c_409',
    name: L('მხრის მყესების დაზიანება (როტატორული მანჟეტის ტენდინოპათია)', 'Shoulder tendinopathy (rotator cuff)'),
    description: L(
      'მხრის სახსრის გარშემო მყესების გაღიზიანება ან ცვეთა, ხშირად ხელის თავს ზემოთ განმეორებითი მოძრაობების ან ასაკის გამო. მხარი გტკივათ ხელის გვერდზე ან თავს ზემოთ აწევისას და ღამით, როცა მასზე წვებით. ეხმარება დატვირთვის შემცირება, ვარჯიში და ტკივილგამაყუჩებელი; თუ რამდენიმე კვირაში არ გაივლის, მიმართეთ ორთოპედს.',
      'Irritation or wear of the tendons around the shoulder joint, often from repeated overhead movements or with age. The shoulder hurts when you lift the arm to the side or overhead and at night when you lie on it. Easing off, exercises and painkillers help; see an orthopaedic specialist if it does not settle within a few weeks.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.05, 0.4, 0.9, 1.8, 1.4] },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_489: 0.95, s_490: 0.85, s_491: 0.2, s_458: 0.3, s_138: 0.3, s_116: 0.15, s_484: 0.1, s_468: 0.1,
      s_477: 0.05,
    },
    riskFactors: { p_22: 1.3, p_27: 1.3 },
  },
  {
    id: 'c_410',
    name: L('ლატერალური ეპიკონდილიტი („ჩოგბურთელის იდაყვი“)', 'Tennis elbow (lateral epicondylitis)'),
    description: L(
      'იდაყვის გარე მხარეს მიმაგრებული მყესების გადატვირთვა, ხშირად ხელის განმეორებითი მოძრაობების (ხელსაწყოებით მუშაობა, კომპიუტერის თაგუნა, ჩოგბურთი) შედეგად. იდაყვის გარე მხარე გტკივათ საგნის მოჭერის, აწევის ან მობრუნებისას. ეხმარება დატვირთვის შემცირება, ცივი საფენი და სპეციალური ვარჯიშები; თუ რამდენიმე კვირაში არ გაივლის, მიმართეთ ორთოპედს.',
      'Overload of the tendons attached to the outer side of the elbow, usually from repeated hand and wrist movements (tools, a computer mouse, racket sports). The outer elbow hurts when you grip, lift or twist something. Resting from the activity, cold packs and special exercises help; see an orthopaedic specialist if it has not settled within a few weeks.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.02, 0.2, 1, 2, 0.8] },
    triage: 'self_care',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_492: 0.95, s_484: 0.4, s_458: 0.35, s_464: 0.25, s_496: 0.08, s_489: 0.05,
    },
    riskFactors: { p_16: 1.3 },
  },
  {
    id: 'c_411',
    name: L('კარპალური არხის სინდრომი', 'Carpal tunnel syndrome'),
    description: L(
      'მაჯის არხში შუა ნერვის ზეწოლა. ცერი, საჩვენებელი და შუა თითი ბუჟდება და ჩხვლეტს, განსაკუთრებით ღამით ან ტელეფონის დაჭერისას, ხელის დაბერტყვა კი შველის; შეიძლება ხელის მოჭერა დასუსტდეს. ხშირია ორსულობის, დიაბეტისა და ფარისებრი ჯირკვლის დაავადებების დროს. ეხმარება ღამით მაჯის სალტე; მიმართეთ ნევროლოგს.',
      'Pressure on the median nerve in the wrist. The thumb, index and middle fingers go numb and tingle, especially at night or when holding a phone, and shaking the hand helps; the grip may weaken. It is common in pregnancy, diabetes and thyroid disease. A wrist splint at night helps; see a neurologist.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0, 0.1, 0.8, 1.6, 1.2], sex: { female: 2.5, male: 1 } },
    triage: 'consultation',
    speciality: 'neurologist',
    labs: { recommended: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Thyroid-stimulating hormone (TSH)'] },
    symptoms: {
      s_477: 0.95, s_480: 0.85, s_484: 0.4, s_496: 0.3, s_138: 0.35, s_476: 0.1, s_503: 0.1, s_498: 0.1,
    },
    riskFactors: { p_10: 3, p_27: 2, p_39: 2, p_19: 2, p_14: 1.3 },
  },
  {
    id: 'c_412',
    name: L('პლანტარული ფასციიტი (ქუსლის ტკივილი)', 'Plantar fasciitis'),
    description: L(
      'ტერფის ძირის მყესოვანი ფირფიტის (ფასციის) გაღიზიანება ქუსლთან მის მიმაგრების ადგილას. ქუსლი განსაკუთრებით გტკივათ დილით პირველი ნაბიჯებისას ან დიდხანს ჯდომის შემდეგ. ეხმარება კომფორტული ფეხსაცმელი ან ორთოპედიული ჩაფენილი, წვივისა და ტერფის გაჭიმვის ვარჯიშები და წონის დაკლება; თუ რამდენიმე კვირაში არ გაივლის, მიმართეთ ორთოპედს.',
      'Irritation of the tough band of tissue under the sole where it attaches to the heel. The heel hurts most with the first steps in the morning or after sitting for a while. Supportive shoes or insoles, stretching the calf and sole, and losing weight help; see an orthopaedic specialist if it has not eased within a few weeks.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0, 0.1, 0.5, 1, 1.6, 1] },
    triage: 'self_care',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_526: 0.9, s_487: 0.2, s_527: 0.1, s_533: 0.06, s_513: 0.05, s_469: 0.05,
    },
    riskFactors: { p_19: 2.5 },
  },
  {
    id: 'c_413',
    name: L('აქილევსის მყესის გაწყვეტა', 'Achilles tendon rupture'),
    description: L(
      'ქუსლის ზემოთ მდებარე მსხვილი მყესის გაწყვეტა, ხშირად სპორტის დროს ნახტომის ან სწრაფი დაწყების მომენტში. ადამიანი გრძნობს ტკაცანს და დარტყმის მსგავს ტკივილს ქუსლის ზემოთ, შემდეგ ვეღარ დგება ფეხის წვერებზე. მიდით გადაუდებელი დახმარების განყოფილებაში იმავე დღეს — მკურნალობა (თაბაშირი ან ოპერაცია) მალე უნდა დაიწყოს.',
      'A tear of the thick tendon above the heel, usually during sport when jumping or setting off quickly. You feel a snap and pain like a kick just above the heel, and then cannot stand on tiptoe. Go to an emergency department the same day: treatment with a cast or an operation should start soon.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.02, 0.3, 1.5, 1.5, 0.6], sex: { female: 1, male: 2 } },
    triage: 'emergency',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_523: 0.9, s_469: 0.6, s_487: 0.7, s_470: 0.3, s_513: 0.35, s_456: 0.3, s_514: 0.15, s_461: 0.1,
      s_526: 0.1, s_524: 0.05,
    },
    riskFactors: { p_22: 3, p_48: 2.5, p_47: 2 },
  },

  // ── Joint infection and widespread pain ──
  {
    id: 'c_414',
    name: L('სეპტიური (ჩირქოვანი) ართრიტი', 'Septic arthritis'),
    description: L(
      'სახსრის ბაქტერიული ინფექცია, რომელმაც რამდენიმე დღეში შეიძლება სახსარი დაშალოს. ერთი სახსარი (ხშირად მუხლი, ბავშვებში — მენჯ-ბარძაყის სახსარი) მკვეთრად მტკივნეული, შეშუპებული და ცხელია, მოძრაობა თითქმის შეუძლებელია და, როგორც წესი, სიცხეა. დაუყოვნებლივ მიმართეთ გადაუდებელი დახმარების განყოფილებას.',
      'A bacterial infection inside a joint, which can destroy the joint within days. One joint (often the knee, or the hip in children) is very painful, swollen and hot, can hardly be moved, and there is usually a fever. Go to an emergency department now.',
    ),
    prevalence: { frequency: 'rare', ages: [0.8, 3, 1.5, 0.8, 0.6, 1, 2.5] },
    triage: 'emergency',
    speciality: 'orthopaedist',
    labs: {
      obligatory: ['Complete blood count', 'C-reactive protein (CRP)', 'Erythrocyte sedimentation rate (ESR)'],
      recommended: ['Procalcitonin', 'Uric acid', 'Glucose (fasting)', 'Creatinine'],
    },
    symptoms: {
      s_458: 0.95, s_461: 0.9, s_460: 0.85, s_459: 0.1, s_506: 0.4, s_507: 0.4, s_504: 0.15, s_489: 0.08,
      s_496: 0.05, s_487: 0.5, s_470: 0.5, s_152: 0.6, s_153: 0.1, s_154: 0.4, s_155: 0.08, s_159: 0.3,
      s_164: 0.6, s_163: 0.4, s_404: 0.15, s_149: 0.15,
    },
    riskFactors: { p_35: 3, p_27: 2, p_24: 3, p_18: 3, p_36: 1.5 },
  },
  {
    id: 'c_415',
    name: L('ფიბრომიალგია', 'Fibromyalgia'),
    description: L(
      'ხანგრძლივი, მთელ სხეულში გავრცელებული ტკივილი, რომელსაც ახლავს დაღლილობა, ცუდი ძილი და კონცენტრაციის გაძნელება; სახსრები და კუნთები არ ზიანდება და ანალიზები ნორმაშია. ეხმარება რეგულარული ფიზიკური აქტივობა, ძილის რეჟიმი და სტრესის მართვა. მიმართეთ ექიმს, რომ სხვა მიზეზები გამოირიცხოს და მკურნალობა შეირჩეს.',
      'Long-lasting pain spread over the whole body, with tiredness, poor sleep and trouble concentrating; the joints and muscles are not damaged and blood tests are normal. Regular exercise, good sleep habits and managing stress help. See a doctor to rule out other causes and plan treatment.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.05, 0.3, 1, 1.3, 0.6], sex: { female: 3, male: 1 } },
    triage: 'consultation',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Complete blood count', 'Erythrocyte sedimentation rate (ESR)', 'C-reactive protein (CRP)', 'Thyroid-stimulating hormone (TSH)'],
      recommended: ['Vitamin D (25-OH)', 'Rheumatoid factor (RF)', 'Vitamin B12'],
    },
    symptoms: {
      s_465: 0.9, s_163: 0.85, s_138: 0.7, s_458: 0.6, s_459: 0.5, s_462: 0.4, s_461: 0.05, s_116: 0.6,
      s_257: 0.55, s_263: 0.4, s_254: 0.3, s_251: 0.5, s_252: 0.3, s_489: 0.4, s_504: 0.3, s_338: 0.25,
      s_1: 0.5, s_144: 0.5, s_143: 0.3, s_140: 0.3, s_122: 0.4, s_128: 0.4, s_290: 0.3, s_477: 0.25,
      s_478: 0.2, s_503: 0.1,
    },
    riskFactors: { p_42: 2.5 },
  },

  // ── Serious conditions of the spine ──
  {
    id: 'c_416',
    name: L('ხერხემლის ოსტეოპოროზული მოტეხილობა', 'Osteoporotic spinal fracture'),
    description: L(
      'ოსტეოპოროზით დასუსტებული მალის ჩაჭყლეტა, ხშირად ხანდაზმულ ქალებში, მცირე დაცემის, ტვირთის აწევის ან სულაც დახრის შემდეგ. ზურგში უეცრად ჩნდება ძლიერი, ერთ წერტილში მოქცეული ტკივილი. საჭიროა ექიმის მიერ 24 საათის განმავლობაში გასინჯვა, რენტგენოგრაფია და ოსტეოპოროზის მკურნალობა.',
      'A vertebra weakened by osteoporosis collapses, most often in older women, after a minor fall, lifting or even bending. Severe back pain focused on one spot starts suddenly. A doctor should see you within 24 hours for an X-ray and treatment of the osteoporosis.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.02, 0.05, 0.6, 4], sex: { female: 3, male: 1 } },
    triage: 'consultation_24',
    speciality: 'orthopaedist',
    labs: {
      obligatory: ['Complete blood count', 'Erythrocyte sedimentation rate (ESR)', 'Calcium (Ca)', 'Alkaline phosphatase (ALP)'],
      recommended: ['Vitamin D (25-OH)', 'Creatinine', 'Total protein', 'Thyroid-stimulating hormone (TSH)', 'C-reactive protein (CRP)'],
    },
    symptoms: {
      s_251: 0.6, s_257: 0.6, s_258: 0.4, s_256: 0.55, s_255: 0.4, s_252: 0.15, s_254: 0.1, s_261: 0.08,
      s_200: 0.1, s_208: 0.08, s_259: 0.05, s_478: 0.05, s_138: 0.25, s_487: 0.1,
    },
    riskFactors: { p_14: 2.5, p_22: 2.5, p_16: 1.5, p_17: 1.5, p_38: 2, p_36: 1.3 },
  },
  {
    id: 'c_417',
    name: L('ცხენის კუდის სინდრომი', 'Cauda equina syndrome'),
    description: L(
      'ხერხემლის არხის ქვედა ნაწილში ნერვების ფესვების მწვავე ზეწოლა, ყველაზე ხშირად დიდი დისკის თიაქრის გამო. წელისა და ფეხების ტკივილს ახლავს დაბუჟება სასქესო ორგანოების და უკანა ტანის ირგვლივ, შარდის ან განავლის შეკავების დარღვევა და ფეხების სისუსტე. ეს გადაუდებელი მდგომარეობაა: სასწრაფოდ მიდით გადაუდებელი დახმარების განყოფილებაში, რადგან დროული ოპერაცია ნერვებს იცავს.',
      'Sudden pressure on the bundle of nerve roots at the bottom of the spinal canal, most often from a large slipped disc. Back and leg pain come with numbness around the genitals and anus, trouble controlling the bladder or bowels, and weak legs. It is an emergency: go to an emergency department now, because an early operation saves the nerves.',
    ),
    prevalence: { frequency: 'very_rare', ages: [0, 0, 0.02, 0.2, 1, 1.3, 0.8] },
    triage: 'emergency',
    speciality: 'neurologist',
    labs: { obligatory: ['Complete blood count', 'C-reactive protein (CRP)'], recommended: ['Urinalysis', 'Creatinine', 'Coagulation panel'] },
    symptoms: {
      s_260: 0.8, s_257: 0.85, s_259: 0.75, s_263: 0.3, s_258: 0.2, s_255: 0.3, s_338: 0.4, s_478: 0.65,
      s_482: 0.4, s_483: 0.2, s_487: 0.3, s_319: 0.45, s_318: 0.3, s_320: 0.3, s_335: 0.25, s_370: 0.2,
    },
    riskFactors: { p_24: 2, p_38: 2, p_22: 1.5 },
  },

  // ── Muscles, nails and the shoulder ──
  {
    id: 'c_418',
    name: L('კუნთის დაჭიმვა', 'Muscle strain'),
    description: L(
      'კუნთის ბოჭკოების დაჭიმვა ან მცირე გახევა ფიზიკური დატვირთვის, ვარჯიშის ან უხერხული მოძრაობისას. კუნთი ტკივა, განსაკუთრებით მოძრაობისას, შეიძლება გაჩნდეს შეშუპება ან სისხლჩაქცევა. პირველ დღეებში დაასვენეთ, დაიდეთ ცივი საფენი, შემდეგ თანდათან დაუბრუნდით მოძრაობას. თუ კიდურზე დაყრდნობა ვერ ხერხდება ან ტკივილი არ მცირდება, მიმართეთ ექიმს.',
      'Overstretching or a small tear of muscle fibres during exercise, sport or an awkward movement. The muscle hurts, especially when you use it, and there may be swelling or bruising. Rest it for the first days with a cold pack, then gradually start moving again. See a doctor if you cannot bear weight or the pain is not easing.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.05, 0.8, 1.5, 1.5, 1, 0.7] },
    triage: 'self_care',
    speciality: 'familyDoctor',
    labs: {},
    symptoms: {
      s_469: 0.4, s_468: 0.3, s_513: 0.3, s_505: 0.2, s_257: 0.25, s_258: 0.2, s_251: 0.15, s_116: 0.1,
      s_120: 0.05, s_489: 0.15, s_456: 0.3, s_487: 0.3, s_470: 0.05, s_465: 0.1, s_466: 0.1, s_522: 0.08,
      // overuse at the patellar tendon insertion (Osgood–Schlatter in active teenagers has no condition of its own)
      s_512: 0.04,
    },
    riskFactors: { p_22: 4 },
  },
  {
    id: 'c_419',
    name: L('ჩაზრდილი ფრჩხილი', 'Ingrown toenail'),
    description: L(
      'ფეხის ფრჩხილის (ყველაზე ხშირად დიდი თითის) კიდე კანში იზრდება, თითი წითლდება, სივდება და ტკივა, შეიძლება ჩირქი გამოვიდეს. ეხმარება თბილი აბაზანა, განიერი ფეხსაცმელი და ფრჩხილის სწორად, პირდაპირ დაჭრა. თუ ჩირქდება, ან დიაბეტი გაქვთ, მიმართეთ ქირურგს.',
      'The edge of a toenail, usually of the big toe, grows into the skin, and the toe becomes red, swollen and painful and may ooze pus. Warm soaks, roomy shoes and cutting the nail straight across help. See a surgeon if it is infected or if you have diabetes.',
    ),
    prevalence: { frequency: 'common', ages: [0, 0.1, 0.8, 2, 1.2, 0.8, 0.7] },
    triage: 'consultation',
    speciality: 'surgeon',
    labs: {},
    symptoms: {
      s_531: 0.95, s_502: 0.3, s_529: 0.2, s_487: 0.2, s_404: 0.08, s_532: 0.05,
    },
    riskFactors: { p_27: 1.5 },
  },
  {
    id: 'c_420',
    name: L('„გაყინული მხარი“ (ადჰეზიური კაფსულიტი)', 'Frozen shoulder'),
    description: L(
      'მხრის სახსრის კაფსულის ანთება და შეჭმუხვნა, ხშირად 40–60 წლის ასაკში და დიაბეტის მქონე ადამიანებში. მხარი ჯერ ძლიერ ტკივა, შემდეგ თანდათან იხევა, ისე რომ ხელს ვეღარ სწევთ და ზურგს უკან ვეღარ აწვდენთ. თავისით, მაგრამ ნელა — თვეების ან წლის განმავლობაში — გადის; ფიზიოთერაპია და მკურნალობა აჩქარებს გამოჯანმრთელებას. მიმართეთ ორთოპედს.',
      'Inflammation and tightening of the capsule of the shoulder joint, most common between 40 and 60 and in people with diabetes. The shoulder is painful at first and then gradually stiffens, so that you cannot raise the arm or reach behind your back. It gets better by itself, but slowly, over months to a year or more; physiotherapy and treatment speed recovery. See an orthopaedic specialist.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0, 0.05, 0.4, 2.5, 1.2], sex: { female: 1.4, male: 1 } },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: { recommended: ['Glucose (fasting)', 'Glycated haemoglobin (HbA1c)', 'Thyroid-stimulating hormone (TSH)'] },
    symptoms: {
      s_489: 0.95, s_491: 0.9, s_490: 0.65, s_458: 0.5, s_138: 0.4, s_116: 0.1,
    },
    riskFactors: { p_27: 3, p_39: 2, p_24: 1.5, p_22: 1.3 },
  },
  {
    id: 'c_421',
    name: L('ბარძაყის უკანა ჯგუფის კუნთების გახევა', 'Hamstring tear'),
    description: L(
      'ბარძაყის უკანა ზედაპირის კუნთების დაზიანება, ჩვეულებრივ სირბილის ან სპორტის დროს. ბარძაყის უკან უეცრად ჩნდება მკვეთრი ტკივილი, ზოგჯერ ტკაცანით, შემდეგ — სისხლჩაქცევა და კოჭლობა. პირველ დღეებში დაასვენეთ და დაიდეთ ცივი საფენი; რადგან ძლიერი გახევა ზოგჯერ ოპერაციას საჭიროებს, მიმართეთ ტრავმატოლოგს.',
      'An injury to the muscles at the back of the thigh, usually while sprinting or playing sport. A sudden sharp pain at the back of the thigh, sometimes with a pop, is followed by bruising and a limp. Rest it and use a cold pack for the first days; because a severe tear sometimes needs an operation, see a trauma specialist.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.1, 1.5, 1.5, 0.6, 0.2], sex: { female: 1, male: 1.5 } },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_505: 0.9, s_469: 0.7, s_487: 0.6, s_456: 0.4, s_470: 0.15, s_338: 0.15, s_514: 0.05,
    },
    riskFactors: { p_22: 3 },
  },

  // ── Inflammatory rheumatic conditions ──
  {
    id: 'c_422',
    name: L('ანკილოზური სპონდილიტი (ბეხტერევის დაავადება)', 'Ankylosing spondylitis'),
    description: L(
      'ხერხემლისა და მენჯ-გავის სახსრების ქრონიკული ანთებითი დაავადება, რომელიც ჩვეულებრივ 40 წლამდე იწყება. წელის ტკივილი და სიხისტე ღამით და დილით ძლიერდება და მოძრაობით მცირდება. რევმატოლოგის მიერ დროულად დაწყებული მკურნალობა და ვარჯიში ხერხემლის მოძრაობას ინარჩუნებს.',
      'A long-term inflammatory disease of the spine and the joints between the spine and pelvis that usually starts before the age of 40. The back pain and stiffness are worse at night and in the morning and ease with movement. Early treatment by a rheumatologist, with regular exercise, keeps the spine moving.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0.02, 0.4, 2, 1, 0.3], sex: { female: 1, male: 2.5 } },
    triage: 'consultation',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Erythrocyte sedimentation rate (ESR)', 'C-reactive protein (CRP)', 'Complete blood count'],
      recommended: ['Rheumatoid factor (RF)', 'Urinalysis'],
    },
    symptoms: {
      s_257: 0.85, s_263: 0.8, s_254: 0.85, s_255: 0.6, s_338: 0.45, s_251: 0.35, s_252: 0.15, s_116: 0.25,
      s_118: 0.2, s_458: 0.3, s_461: 0.2, s_462: 0.3, s_504: 0.2, s_506: 0.1, s_526: 0.15, s_200: 0.1,
      s_38: 0.1, s_42: 0.08, s_46: 0.08, s_163: 0.5, s_138: 0.3, s_297: 0.05, s_435: 0.05, s_259: 0.05,
    },
    riskFactors: {},
  },
  {
    id: 'c_423',
    name: L('რევმატიული პოლიმიალგია', 'Polymyalgia rheumatica'),
    description: L(
      'ანთებითი დაავადება 50 წელს გადაცილებულ ადამიანებში: მხრებისა და მენჯის არეში ორივე მხარეს ტკივილი და ძლიერი სიხისტე, განსაკუთრებით დილით, ისე რომ ძნელია საწოლიდან ადგომა ან ხელების აწევა. ხშირად ახლავს დაღლილობა და წონის კლება. კორტიკოსტეროიდებით მკურნალობა სწრაფად შველის; თუ საფეთქელი გტკივათ ან მხედველობა დაგიბინდდათ, დაუყოვნებლივ მიმართეთ ექიმს.',
      'An inflammatory condition of people over 50: pain and marked stiffness in both shoulders and around the hips, worst in the morning, so that getting out of bed or raising the arms is hard. Tiredness and weight loss are common. Steroid treatment helps quickly; see a doctor at once if your temple hurts or your sight blurs.',
    ),
    prevalence: { frequency: 'rare', ages: [0, 0, 0, 0, 0.02, 0.8, 4], sex: { female: 2, male: 1 } },
    triage: 'consultation',
    speciality: 'rheumatologist',
    labs: {
      obligatory: ['Erythrocyte sedimentation rate (ESR)', 'C-reactive protein (CRP)', 'Complete blood count'],
      recommended: ['Rheumatoid factor (RF)', 'Alkaline phosphatase (ALP)', 'Calcium (Ca)', 'Thyroid-stimulating hormone (TSH)', 'Glucose (fasting)', 'Total protein'],
    },
    symptoms: {
      s_489: 0.9, s_504: 0.7, s_462: 0.8, s_465: 0.6, s_467: 0.5, s_458: 0.5, s_459: 0.4, s_491: 0.25,
      s_490: 0.4, s_116: 0.5, s_338: 0.2, s_257: 0.15, s_461: 0.1, s_503: 0.1, s_163: 0.5, s_164: 0.45,
      s_165: 0.25, s_280: 0.3, s_152: 0.15, s_153: 0.1, s_122: 0.2, s_138: 0.3, s_1: 0.15, s_12: 0.08,
      s_21: 0.05,
    },
    riskFactors: {},
  },

  // ── Knee and elbow injuries ──
  {
    id: 'c_424',
    name: L('მუხლის იოგების ან მენისკის დაზიანება', 'Knee ligament or meniscus injury'),
    description: L(
      'მუხლის ტრავმა, რომლის დროსაც ზიანდება მუხლის იოგი (ყველაზე ხშირად წინა ჯვარედინი ან შიდა გვერდითი) ან მენისკი — ხრტილოვანი „ბალიში“ ბარძაყისა და წვივის ძვლებს შორის. ხშირად ხდება სპორტისას, მუხლის მობრუნებით: ისმის ან იგრძნობა ტკაცუნი, მუხლი სწრაფად შუპდება, შემდეგ კი შეიძლება გაიჭედოს ან სიარულისას მოიკეცოს. პირველ დღეებში ეხმარება დასვენება, ყინული, ელასტიური ბინტი და ფეხის აწეულ მდგომარეობაში დაჭერა; უახლოეს დღეებში მიმართეთ ორთოპედს — ზოგჯერ საჭიროა მაგნიტურ-რეზონანსული ტომოგრაფია და ოპერაცია.',
      'An injury to a knee ligament (most often the anterior cruciate or the inner side ligament) or to a meniscus, the cartilage cushion between the thigh and shin bones. It often happens in sport when the knee twists: there is a pop, the knee swells quickly, and later it may lock or give way when walking. Rest, ice, a bandage and keeping the leg raised help in the first days; see an orthopaedic doctor in the coming days, as an MRI scan and sometimes an operation are needed.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 0, 0.3, 2, 1.5, 1, 0.4], sex: { female: 1, male: 1.3 } },
    triage: 'consultation',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_506: 0.95, s_469: 0.8, s_509: 0.5, s_461: 0.7, s_507: 0.7, s_458: 0.7, s_508: 0.6, s_464: 0.3, s_510: 0.3,
      s_487: 0.6, s_470: 0.3, s_456: 0.25, s_511: 0.08,
    },
    riskFactors: { p_22: 8 },
  },
  {
    id: 'c_425',
    name: L('იდაყვის ქვეამოვარდნილობა („მოქაჩული იდაყვი“)', 'Pulled elbow'),
    description: L(
      'მცირეწლოვანი ბავშვის იდაყვის სახსარში სხივის ძვლის თავის ნაწილობრივი ამოვარდნა, რომელიც ხდება, როცა ბავშვს ხელზე უცებ მოქაჩავენ ან ხელით აწევენ. ბავშვი წამოიტირებს და შემდეგ ხელს აღარ ამოძრავებს — უმოძრაოდ, ოდნავ მოხრილს იჭერს; შეშუპება და სისხლჩაქცევა, როგორც წესი, არ არის. 24 საათის განმავლობაში მიმართეთ ექიმს — ის სახსარს ერთი მარტივი მოძრაობით ჩასვამს და ბავშვი, ჩვეულებრივ, რამდენიმე წუთში ისევ იწყებს ხელის გამოყენებას.',
      'A bone at the elbow of a young child partly slips out of place when the child is pulled or lifted suddenly by the hand or arm. The child cries and then will not use the arm, holding it still and slightly bent; there is usually no swelling or bruising. See a doctor within 24 hours: a simple manoeuvre puts it back, and the child usually uses the arm again within minutes.',
    ),
    prevalence: { frequency: 'moderate', ages: [0, 3, 1.5, 0, 0, 0, 0] },
    triage: 'consultation_24',
    speciality: 'orthopaedist',
    labs: {},
    symptoms: {
      s_494: 0.95, s_468: 0.5, s_473: 0.5, s_146: 0.35, s_131: 0.15, s_458: 0.2, s_496: 0.15, s_492: 0.1,
    },
    riskFactors: {},
  },
];

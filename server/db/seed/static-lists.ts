import type { Localized } from '../../../src/protocol/common';
import type { ServiceTemplateKey } from '../../../src/protocol/catalog';
import type { CaseTemplate } from '../schema';

/**
 * The static lists of the demo clinic, with fixed ids the client and later issues rely on.
 * Georgian is written as a Georgian clinic writes it; English is the other language.
 */

const L = (ka: string, en: string): Localized => ({ ka, en });

export const CITIES: { id: number; name: Localized }[] = [
  { id: 1, name: L('თბილისი', 'Tbilisi') },
  { id: 2, name: L('ბათუმი', 'Batumi') },
  { id: 3, name: L('ქუთაისი', 'Kutaisi') },
  { id: 4, name: L('რუსთავი', 'Rustavi') },
  { id: 5, name: L('ზუგდიდი', 'Zugdidi') },
  { id: 6, name: L('თელავი', 'Telavi') },
  { id: 7, name: L('გორი', 'Gori') },
  { id: 8, name: L('ფოთი', 'Poti') },
  { id: 9, name: L('მცხეთა', 'Mtskheta') },
  { id: 10, name: L('ოზურგეთი', 'Ozurgeti') },
];

/** Speciality ids. `infermedica_category` is the field the symptom checker recommends. */
export const SPECIALITY = {
  therapist: 1,
  familyDoctor: 2,
  cardiologist: 3,
  paediatrician: 4,
  neurologist: 5,
  endocrinologist: 6,
  gynaecologist: 7,
  dermatologist: 8,
  ent: 9,
  ophthalmologist: 10,
  orthopaedist: 11,
  psychiatrist: 12,
  urologist: 13,
  gastroenterologist: 14,
  pulmonologist: 15,
  allergist: 16,
  rheumatologist: 17,
  nephrologist: 18,
  surgeon: 19,
  oncologist: 20,
} as const;

export const SPECIALITIES: { id: number; name: Localized; infermedica_category: string }[] = [
  { id: SPECIALITY.therapist, name: L('თერაპევტი', 'Internal medicine physician'), infermedica_category: 'Internal medicine' },
  { id: SPECIALITY.familyDoctor, name: L('ოჯახის ექიმი', 'Family doctor'), infermedica_category: 'General practice' },
  { id: SPECIALITY.cardiologist, name: L('კარდიოლოგი', 'Cardiologist'), infermedica_category: 'Cardiology' },
  { id: SPECIALITY.paediatrician, name: L('პედიატრი', 'Paediatrician'), infermedica_category: 'Pediatrics' },
  { id: SPECIALITY.neurologist, name: L('ნევროლოგი', 'Neurologist'), infermedica_category: 'Neurology' },
  { id: SPECIALITY.endocrinologist, name: L('ენდოკრინოლოგი', 'Endocrinologist'), infermedica_category: 'Endocrinology' },
  { id: SPECIALITY.gynaecologist, name: L('მეან-გინეკოლოგი', 'Obstetrician-gynaecologist'), infermedica_category: 'Gynecology' },
  { id: SPECIALITY.dermatologist, name: L('დერმატოლოგი', 'Dermatologist'), infermedica_category: 'Dermatology' },
  { id: SPECIALITY.ent, name: L('ოტორინოლარინგოლოგი', 'Ear, nose and throat specialist'), infermedica_category: 'Otolaryngology' },
  { id: SPECIALITY.ophthalmologist, name: L('ოფთალმოლოგი', 'Ophthalmologist'), infermedica_category: 'Ophthalmology' },
  { id: SPECIALITY.orthopaedist, name: L('ტრავმატოლოგ-ორთოპედი', 'Orthopaedic and trauma surgeon'), infermedica_category: 'Orthopedics' },
  { id: SPECIALITY.psychiatrist, name: L('ფსიქიატრი', 'Psychiatrist'), infermedica_category: 'Psychiatry' },
  { id: SPECIALITY.urologist, name: L('უროლოგი', 'Urologist'), infermedica_category: 'Urology' },
  { id: SPECIALITY.gastroenterologist, name: L('გასტროენტეროლოგი', 'Gastroenterologist'), infermedica_category: 'Gastroenterology' },
  { id: SPECIALITY.pulmonologist, name: L('პულმონოლოგი', 'Pulmonologist'), infermedica_category: 'Pulmonology' },
  { id: SPECIALITY.allergist, name: L('ალერგოლოგ-იმუნოლოგი', 'Allergist and immunologist'), infermedica_category: 'Allergology' },
  { id: SPECIALITY.rheumatologist, name: L('რევმატოლოგი', 'Rheumatologist'), infermedica_category: 'Rheumatology' },
  { id: SPECIALITY.nephrologist, name: L('ნეფროლოგი', 'Nephrologist'), infermedica_category: 'Nephrology' },
  { id: SPECIALITY.surgeon, name: L('ზოგადი ქირურგი', 'General surgeon'), infermedica_category: 'Surgery' },
  { id: SPECIALITY.oncologist, name: L('ონკოლოგი', 'Oncologist'), infermedica_category: 'Oncology' },
];

export const CATEGORY = {
  consultations: 1,
  video: 2,
  laboratory: 3,
  diagnostics: 4,
  home: 5,
  vaccination: 6,
  physiotherapy: 7,
} as const;

export const SERVICE_CATEGORIES: { id: number; name: Localized }[] = [
  { id: CATEGORY.consultations, name: L('კონსულტაციები', 'Consultations') },
  { id: CATEGORY.video, name: L('ვიდეოკონსულტაციები', 'Video consultations') },
  { id: CATEGORY.laboratory, name: L('ლაბორატორიული კვლევები', 'Laboratory tests') },
  { id: CATEGORY.diagnostics, name: L('დიაგნოსტიკური კვლევები', 'Diagnostics and imaging') },
  { id: CATEGORY.home, name: L('ვიზიტები ბინაზე', 'Home visits') },
  { id: CATEGORY.vaccination, name: L('ვაქცინაცია', 'Vaccination') },
  { id: CATEGORY.physiotherapy, name: L('ფიზიოთერაპია და რეაბილიტაცია', 'Physiotherapy and rehabilitation') },
];

export const SERVICE_TEMPLATES: { id: number; key: ServiceTemplateKey; name: Localized }[] = [
  { id: 1, key: 'consultation', name: L('კონსულტაცია', 'Consultation') },
  { id: 2, key: 'video_consultation', name: L('ვიდეოკონსულტაცია', 'Video consultation') },
  { id: 3, key: 'lab', name: L('ლაბორატორიული კვლევა', 'Laboratory test') },
  { id: 4, key: 'home_visit', name: L('ვიზიტი ბინაზე', 'Home visit') },
  { id: 5, key: 'diagnostics', name: L('დიაგნოსტიკური კვლევა', 'Diagnostic test') },
  { id: 6, key: 'procedure', name: L('პროცედურა', 'Procedure') },
];

const templateId = (key: ServiceTemplateKey) => SERVICE_TEMPLATES.find((t) => t.key === key)!.id;

export interface SeedService {
  id: number;
  name: Localized;
  description: Localized;
  category_id: number;
  template_id: number;
  is_personal: boolean;
}

function service(id: number, category_id: number, template: ServiceTemplateKey, is_personal: boolean, name: Localized, description: Localized): SeedService {
  return { id, name, description, category_id, template_id: templateId(template), is_personal };
}

const C = CATEGORY;

/** Service ids used by the clinics and doctors below. */
export const SERVICE = {
  therapist: 1, familyDoctor: 2, cardiologist: 3, paediatrician: 4, neurologist: 5, endocrinologist: 6,
  gynaecologist: 7, dermatologist: 8, ent: 9, ophthalmologist: 10, orthopaedist: 11, psychiatrist: 12,
  videoFamilyDoctor: 13, videoPaediatrician: 14, videoPsychiatrist: 15, videoEndocrinologist: 16,
  bloodCount: 17, biochemistry: 18, thyroidPanel: 19, urinalysis: 20, lipidProfile: 21,
  ecg: 22, echocardiography: 23, abdominalUltrasound: 24, thyroidUltrasound: 25, chestXray: 26, holter: 27,
  homeVisit: 28, homeBloodSampling: 29, nurseVisit: 30,
  fluVaccine: 31, childhoodVaccines: 32, hepatitisBVaccine: 33,
  physiotherapist: 34, massage: 35, exerciseTherapy: 36,
} as const;

const S = SERVICE;

export const SERVICES: SeedService[] = [
  service(S.therapist, C.consultations, 'consultation', true,
    L('თერაპევტის კონსულტაცია', 'Internal medicine consultation'),
    L('ზრდასრულთა ზოგადი გასინჯვა: ჩივილების შეფასება, არტერიული წნევის გაზომვა, საჭიროების შემთხვევაში კვლევების დანიშვნა და მკურნალობის გეგმა.',
      'A general check-up for adults: your complaints assessed, blood pressure measured, tests ordered where needed and a treatment plan.')),
  service(S.familyDoctor, C.consultations, 'consultation', true,
    L('ოჯახის ექიმის კონსულტაცია', 'Family doctor consultation'),
    L('ოჯახის ექიმი ზრუნავს ოჯახის ყველა წევრის ჯანმრთელობაზე: პროფილაქტიკური გასინჯვა, ქრონიკული დაავადებების მართვა, საჭიროებისას ვიწრო სპეციალისტთან გადამისამართება.',
      'Your family doctor looks after every member of the family: preventive check-ups, care for long-term conditions and referral to a specialist when needed.')),
  service(S.cardiologist, C.consultations, 'consultation', true,
    L('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'),
    L('გულ-სისხლძარღვთა დაავადებების დიაგნოსტიკა და მკურნალობა: არტერიული ჰიპერტენზია, გულის რითმის დარღვევები, გულის იშემიური დაავადება. კონსულტაცია მოიცავს ეკგ-ის შეფასებას.',
      'Diagnosis and treatment of heart and blood-vessel conditions: high blood pressure, heart rhythm disorders, coronary heart disease. Includes reading your ECG.')),
  service(S.paediatrician, C.consultations, 'consultation', true,
    L('პედიატრის კონსულტაცია', 'Paediatric consultation'),
    L('ბავშვის გასინჯვა დაბადებიდან 18 წლამდე: ზრდა-განვითარების შეფასება, მწვავე დაავადებების მკურნალობა, რჩევები კვებისა და აცრების შესახებ.',
      'Check-ups for children from birth to 18: growth and development, treatment of acute illness, advice on feeding and vaccinations.')),
  service(S.neurologist, C.consultations, 'consultation', true,
    L('ნევროლოგის კონსულტაცია', 'Neurology consultation'),
    L('თავის ტკივილი, თავბრუსხვევა, ზურგის ტკივილი, ძილის დარღვევა, კიდურების დაბუჟება — ნევროლოგიური გასინჯვა და მკურნალობის გეგმა.',
      'Headache, dizziness, back pain, sleep problems, numbness in the limbs: a neurological examination and a treatment plan.')),
  service(S.endocrinologist, C.consultations, 'consultation', true,
    L('ენდოკრინოლოგის კონსულტაცია', 'Endocrinology consultation'),
    L('შაქრიანი დიაბეტის, ფარისებრი ჯირკვლის დაავადებებისა და სხვა ჰორმონული დარღვევების დიაგნოსტიკა და მართვა.',
      'Diagnosis and management of diabetes, thyroid disease and other hormonal disorders.')),
  service(S.gynaecologist, C.consultations, 'consultation', true,
    L('მეან-გინეკოლოგის კონსულტაცია', 'Obstetrics and gynaecology consultation'),
    L('გინეკოლოგიური გასინჯვა, ორსულობის მეთვალყურეობა, კონტრაცეფციისა და ქალის რეპროდუქციული ჯანმრთელობის საკითხები.',
      'Gynaecological examination, pregnancy care, contraception and women’s reproductive health.')),
  service(S.dermatologist, C.consultations, 'consultation', true,
    L('დერმატოლოგის კონსულტაცია', 'Dermatology consultation'),
    L('კანის, თმისა და ფრჩხილების დაავადებები: გამონაყარი, აკნე, ეგზემა, ფსორიაზი, ხალების დერმატოსკოპიული შეფასება.',
      'Skin, hair and nail conditions: rashes, acne, eczema, psoriasis, and dermatoscopic checks of moles.')),
  service(S.ent, C.consultations, 'consultation', true,
    L('ოტორინოლარინგოლოგის კონსულტაცია', 'Ear, nose and throat consultation'),
    L('ყურის, ცხვირისა და ყელის დაავადებები: სინუსიტი, ტონზილიტი, ოტიტი, სმენის დაქვეითება, ცხვირით სუნთქვის გაძნელება.',
      'Ear, nose and throat problems: sinusitis, tonsillitis, ear infections, hearing loss, a blocked nose.')),
  service(S.ophthalmologist, C.consultations, 'consultation', true,
    L('ოფთალმოლოგის კონსულტაცია', 'Ophthalmology consultation'),
    L('მხედველობის სიმახვილის შემოწმება, თვალის ფსკერის გასინჯვა, თვალშიდა წნევის გაზომვა, სათვალის შერჩევა.',
      'Eyesight test, examination of the back of the eye, eye-pressure measurement and a glasses prescription.')),
  service(S.orthopaedist, C.consultations, 'consultation', true,
    L('ტრავმატოლოგ-ორთოპედის კონსულტაცია', 'Orthopaedic consultation'),
    L('სახსრებისა და ხერხემლის ტკივილი, ტრავმები, მოტეხილობების შემდგომი მეთვალყურეობა, სპორტული ტრავმები.',
      'Joint and spine pain, injuries, follow-up after fractures, sports injuries.')),
  service(S.psychiatrist, C.consultations, 'consultation', true,
    L('ფსიქიატრის კონსულტაცია', 'Psychiatric consultation'),
    L('დეპრესია, შფოთვა, პანიკური შეტევები, ძილის დარღვევები — კონფიდენციალური კონსულტაცია და მკურნალობის შერჩევა.',
      'Depression, anxiety, panic attacks, sleep problems: a confidential consultation and a treatment plan.')),
  service(S.videoFamilyDoctor, C.video, 'video_consultation', true,
    L('ოჯახის ექიმის ვიდეოკონსულტაცია', 'Video consultation with a family doctor'),
    L('ონლაინ კონსულტაცია სახლიდან გაუსვლელად: ჩივილების განხილვა, ანალიზების პასუხების შეფასება, მკურნალობის კორექცია. საჭიროა კამერიანი ტელეფონი ან კომპიუტერი.',
      'An online consultation without leaving home: discuss your symptoms, go through test results and adjust treatment. You need a phone or computer with a camera.')),
  service(S.videoPaediatrician, C.video, 'video_consultation', true,
    L('პედიატრის ვიდეოკონსულტაცია', 'Video consultation with a paediatrician'),
    L('პედიატრის ონლაინ კონსულტაცია: ბავშვის მდგომარეობის შეფასება, რჩევები მკურნალობასა და მოვლაზე და გადაწყვეტილება, საჭიროა თუ არა კლინიკაში ვიზიტი.',
      'An online consultation with a paediatrician: how your child is doing, advice on treatment and care, and whether a clinic visit is needed.')),
  service(S.videoPsychiatrist, C.video, 'video_consultation', true,
    L('ფსიქიატრის ვიდეოკონსულტაცია', 'Video consultation with a psychiatrist'),
    L('ფსიქიატრის კონსულტაცია ონლაინ, თქვენთვის კომფორტულ გარემოში. საუბარი კონფიდენციალურია.',
      'A psychiatric consultation online, from wherever you feel comfortable. Everything you say is confidential.')),
  service(S.videoEndocrinologist, C.video, 'video_consultation', true,
    L('ენდოკრინოლოგის ვიდეოკონსულტაცია', 'Video consultation with an endocrinologist'),
    L('დიაბეტისა და ფარისებრი ჯირკვლის დაავადებების ონლაინ მართვა: ანალიზების შეფასება, დოზის კორექცია, თვითკონტროლის დღიურის განხილვა.',
      'Online care for diabetes and thyroid disease: test results reviewed, doses adjusted, your self-monitoring diary discussed.')),
  service(S.bloodCount, C.laboratory, 'lab', false,
    L('სისხლის საერთო ანალიზი', 'Complete blood count'),
    L('ჰემოგლობინი, ერითროციტები, ლეიკოციტები და ლეიკოციტური ფორმულა, თრომბოციტები და ედს. პასუხი — იმავე დღეს.',
      'Haemoglobin, red cells, white cells with differential, platelets and ESR. Results the same day.')),
  service(S.biochemistry, C.laboratory, 'lab', false,
    L('სისხლის ბიოქიმიური ანალიზი', 'Biochemistry panel'),
    L('გლუკოზა, კრეატინინი, შარდოვანა, ALT, AST, საერთო ბილირუბინი და საერთო ცილა. სისხლის აღება ხდება უზმოზე.',
      'Glucose, creatinine, urea, ALT, AST, total bilirubin and total protein. The blood sample is taken fasting.')),
  service(S.thyroidPanel, C.laboratory, 'lab', false,
    L('ფარისებრი ჯირკვლის ჰორმონები (TSH, FT4, FT3)', 'Thyroid panel (TSH, FT4, FT3)'),
    L('ფარისებრი ჯირკვლის ფუნქციის შეფასება. პასუხი — 1 სამუშაო დღეში.',
      'Shows how well your thyroid is working. Results within 1 working day.')),
  service(S.urinalysis, C.laboratory, 'lab', false,
    L('შარდის საერთო ანალიზი', 'Urinalysis'),
    L('შარდის ფიზიკური, ქიმიური და მიკროსკოპული კვლევა. ანალიზისთვის საჭიროა დილის პირველი შარდი სტერილურ კონტეინერში.',
      'Physical, chemical and microscopic examination of urine. Bring the first morning sample in a sterile container.')),
  service(S.lipidProfile, C.laboratory, 'lab', false,
    L('ლიპიდური პროფილი', 'Lipid profile'),
    L('საერთო ქოლესტერინი, HDL, LDL და ტრიგლიცერიდები გულ-სისხლძარღვთა რისკის შესაფასებლად. სისხლი აიღება უზმოზე, ბოლო კვებიდან 12 საათის შემდეგ.',
      'Total cholesterol, HDL, LDL and triglycerides, to assess cardiovascular risk. Blood is taken after a 12-hour fast.')),
  service(S.ecg, C.diagnostics, 'diagnostics', false,
    L('ელექტროკარდიოგრაფია (ეკგ)', 'Electrocardiogram (ECG)'),
    L('გულის ელექტრული აქტივობის ჩაწერა 12 განხრაში, კარდიოლოგის დასკვნით.',
      'A 12-lead recording of the heart’s electrical activity, with a cardiologist’s report.')),
  service(S.echocardiography, C.diagnostics, 'diagnostics', false,
    L('ექოკარდიოგრაფია', 'Echocardiography'),
    L('გულის ულტრაბგერითი კვლევა: გულის ღრუების ზომა, სარქველების მუშაობა და გულის კუნთის შეკუმშვის უნარი.',
      'Ultrasound of the heart: chamber size, valve function and how well the heart muscle contracts.')),
  service(S.abdominalUltrasound, C.diagnostics, 'diagnostics', false,
    L('მუცლის ღრუს ორგანოების ექოსკოპია', 'Abdominal ultrasound'),
    L('ღვიძლის, ნაღვლის ბუშტის, პანკრეასის, ელენთისა და თირკმელების ულტრაბგერითი კვლევა. კვლევა ტარდება უზმოზე: 6 საათით ადრე ნუ მიიღებთ საკვებს.',
      'Liver, gallbladder, pancreas, spleen and kidneys. Do not eat for 6 hours before the scan.')),
  service(S.thyroidUltrasound, C.diagnostics, 'diagnostics', false,
    L('ფარისებრი ჯირკვლის ექოსკოპია', 'Thyroid ultrasound'),
    L('ფარისებრი ჯირკვლის ულტრაბგერითი კვლევა: ზომისა და სტრუქტურის შეფასება, კვანძების გამოვლენა. წინასწარი მომზადება საჭირო არ არის.',
      'Size and structure of the thyroid gland, and any nodules. No preparation needed.')),
  service(S.chestXray, C.diagnostics, 'diagnostics', false,
    L('გულმკერდის რენტგენოგრაფია', 'Chest X-ray'),
    L('ფილტვებისა და გულის ციფრული რენტგენოგრაფია რადიოლოგის დასკვნით.',
      'A digital X-ray of the lungs and heart, with a radiologist’s report.')),
  service(S.holter, C.diagnostics, 'diagnostics', false,
    L('ეკგ-ის ჰოლტერ-მონიტორინგი (24 საათი)', '24-hour Holter monitoring'),
    L('ეკგ-ის უწყვეტი ჩაწერა 24 საათის განმავლობაში, ჩვეული დღის რეჟიმის პირობებში. აპარატს მეორე დღეს დააბრუნებთ კლინიკაში.',
      'A continuous ECG over 24 hours of normal daily life. You bring the recorder back the next day.')),
  service(S.homeVisit, C.home, 'home_visit', true,
    L('ექიმის ვიზიტი ბინაზე', 'Doctor’s home visit'),
    L('თერაპევტის ან ოჯახის ექიმის ვიზიტი ბინაზე ქალაქის ფარგლებში: გასინჯვა, არტერიული წნევისა და ჟანგბადით სატურაციის გაზომვა, მკურნალობის დანიშვნა.',
      'An internist or family doctor visits you at home within the city: examination, blood pressure and oxygen saturation, and treatment.')),
  service(S.homeBloodSampling, C.home, 'home_visit', false,
    L('სისხლის აღება ბინაზე', 'Blood sampling at home'),
    L('ექთანი აიღებს სისხლს ბინაზე და ნიმუშს ლაბორატორიაში მიიტანს. ანალიზების საფასური ცალკე იხდება.',
      'A nurse takes your blood sample at home and brings it to our laboratory. The tests themselves are charged separately.')),
  service(S.nurseVisit, C.home, 'home_visit', false,
    L('ექთნის ვიზიტი ბინაზე', 'Nurse home visit'),
    L('ინექცია, ინტრავენური ინფუზია (სისტემა), ჭრილობის დამუშავება და ნახვევის გამოცვლა ბინაზე, ექიმის დანიშნულების მიხედვით.',
      'Injections, IV drips, wound care and dressing changes at home, as your doctor prescribed.')),
  service(S.fluVaccine, C.vaccination, 'procedure', false,
    L('გრიპის საწინააღმდეგო ვაქცინაცია', 'Flu vaccination'),
    L('სეზონური გრიპის საწინააღმდეგო აცრა ზრდასრულებისა და 6 თვის ასაკიდან ბავშვებისთვის. აცრამდე ექიმი გაგსინჯავთ.',
      'Seasonal flu vaccine for adults and children from 6 months. A doctor examines you before the injection.')),
  service(S.childhoodVaccines, C.vaccination, 'procedure', false,
    L('ბავშვთა გეგმიური ვაქცინაცია', 'Routine childhood immunisations'),
    L('აცრები პროფილაქტიკური აცრების ეროვნული კალენდრის მიხედვით. სახელმწიფო პროგრამით გათვალისწინებული ვაქცინები უფასოა.',
      'Vaccines on the national immunisation schedule. Vaccines covered by the state programme are free.')),
  service(S.hepatitisBVaccine, C.vaccination, 'procedure', false,
    L('B ჰეპატიტის საწინააღმდეგო ვაქცინაცია', 'Hepatitis B vaccination'),
    L('ზრდასრულთა ვაქცინაცია B ჰეპატიტის წინააღმდეგ; სრული კურსი სამი დოზისგან შედგება. ფასი მითითებულია ერთი დოზისთვის.',
      'Hepatitis B vaccination for adults; the full course is three doses. The price is per dose.')),
  service(S.physiotherapist, C.physiotherapy, 'consultation', false,
    L('ფიზიოთერაპევტის კონსულტაცია', 'Physiotherapy assessment'),
    L('ტკივილისა და მოძრაობის შეზღუდვის შეფასება, ინდივიდუალური სარეაბილიტაციო პროგრამის შედგენა.',
      'Assessment of pain and limited movement, and a personal rehabilitation programme.')),
  service(S.massage, C.physiotherapy, 'procedure', false,
    L('სამკურნალო მასაჟი', 'Therapeutic massage'),
    L('ზურგის, კისრისა და კიდურების სამკურნალო მასაჟი; ერთი სეანსი — 40 წუთი.',
      'Therapeutic massage of the back, neck and limbs; one 40-minute session.')),
  service(S.exerciseTherapy, C.physiotherapy, 'procedure', false,
    L('სამკურნალო ფიზკულტურა', 'Therapeutic exercise'),
    L('ინდივიდუალური ვარჯიში ფიზიოთერაპევტთან ერთად — რეაბილიტაცია ტრავმის, ოპერაციის ან ინსულტის შემდეგ.',
      'One-to-one exercise with a physiotherapist, for recovery after an injury, an operation or a stroke.')),
];

const LAB_CATEGORIES = {
  haematology: L('ჰემატოლოგია', 'Haematology'),
  biochemistry: L('ბიოქიმია', 'Biochemistry'),
  lipids: L('ლიპიდური სპექტრი', 'Lipids'),
  minerals: L('ელექტროლიტები და მიკროელემენტები', 'Electrolytes and minerals'),
  hormones: L('ჰორმონები', 'Hormones'),
  vitamins: L('ვიტამინები', 'Vitamins'),
  inflammation: L('ანთების მარკერები', 'Inflammation markers'),
  infections: L('ინფექციური დაავადებები', 'Infections'),
  urineStool: L('შარდისა და განავლის ანალიზები', 'Urine and stool tests'),
  cardiac: L('კარდიომარკერები', 'Cardiac markers'),
  tumour: L('ონკომარკერები', 'Tumour markers'),
} as const;

type LabCategory = keyof typeof LAB_CATEGORIES;
const LAB_LIST: [LabCategory, string, string][] = [
  ['haematology', 'სისხლის საერთო ანალიზი', 'Complete blood count'],
  ['haematology', 'ერითროციტების დალექვის სიჩქარე (ედს)', 'Erythrocyte sedimentation rate (ESR)'],
  ['haematology', 'კოაგულოგრამა', 'Coagulation panel'],
  ['haematology', 'პროთრომბინის დრო (PT) და INR', 'Prothrombin time (PT) and INR'],
  ['biochemistry', 'გლუკოზა (უზმოზე)', 'Glucose (fasting)'],
  ['biochemistry', 'გლიკოზირებული ჰემოგლობინი (HbA1c)', 'Glycated haemoglobin (HbA1c)'],
  ['biochemistry', 'კრეატინინი', 'Creatinine'],
  ['biochemistry', 'შარდოვანა', 'Urea'],
  ['biochemistry', 'შარდმჟავა', 'Uric acid'],
  ['biochemistry', 'ალანინამინოტრანსფერაზა (ALT)', 'Alanine aminotransferase (ALT)'],
  ['biochemistry', 'ასპარტატამინოტრანსფერაზა (AST)', 'Aspartate aminotransferase (AST)'],
  ['biochemistry', 'საერთო ბილირუბინი', 'Total bilirubin'],
  ['biochemistry', 'პირდაპირი ბილირუბინი', 'Direct bilirubin'],
  ['biochemistry', 'ტუტე ფოსფატაზა (ALP)', 'Alkaline phosphatase (ALP)'],
  ['biochemistry', 'გამა-გლუტამილტრანსფერაზა (GGT)', 'Gamma-glutamyl transferase (GGT)'],
  ['biochemistry', 'საერთო ცილა', 'Total protein'],
  ['biochemistry', 'ალბუმინი', 'Albumin'],
  ['biochemistry', 'ალფა-ამილაზა', 'Alpha-amylase'],
  ['lipids', 'საერთო ქოლესტერინი', 'Total cholesterol'],
  ['lipids', 'მაღალი სიმკვრივის ლიპოპროტეინები (HDL)', 'HDL cholesterol'],
  ['lipids', 'დაბალი სიმკვრივის ლიპოპროტეინები (LDL)', 'LDL cholesterol'],
  ['lipids', 'ტრიგლიცერიდები', 'Triglycerides'],
  ['lipids', 'ლიპიდური პროფილი', 'Lipid panel'],
  ['minerals', 'კალიუმი (K)', 'Potassium (K)'],
  ['minerals', 'ნატრიუმი (Na)', 'Sodium (Na)'],
  ['minerals', 'კალციუმი (Ca)', 'Calcium (Ca)'],
  ['minerals', 'მაგნიუმი (Mg)', 'Magnesium (Mg)'],
  ['minerals', 'რკინა (Fe)', 'Iron (Fe)'],
  ['minerals', 'ფერიტინი', 'Ferritin'],
  ['hormones', 'თირეოტროპული ჰორმონი (TSH)', 'Thyroid-stimulating hormone (TSH)'],
  ['hormones', 'თავისუფალი თიროქსინი (FT4)', 'Free thyroxine (FT4)'],
  ['hormones', 'თავისუფალი ტრიიოდთირონინი (FT3)', 'Free triiodothyronine (FT3)'],
  ['hormones', 'ანტისხეულები თიროპეროქსიდაზის მიმართ (Anti-TPO)', 'Thyroid peroxidase antibodies (anti-TPO)'],
  ['hormones', 'ინსულინი', 'Insulin'],
  ['hormones', 'კორტიზოლი', 'Cortisol'],
  ['hormones', 'პროლაქტინი', 'Prolactin'],
  ['hormones', 'საერთო ტესტოსტერონი', 'Total testosterone'],
  ['vitamins', 'ვიტამინი D (25-OH)', 'Vitamin D (25-OH)'],
  ['vitamins', 'ვიტამინი B12', 'Vitamin B12'],
  ['vitamins', 'ფოლიუმის მჟავა', 'Folic acid'],
  ['inflammation', 'C-რეაქტიული ცილა (CRP)', 'C-reactive protein (CRP)'],
  ['inflammation', 'რევმატოიდული ფაქტორი (RF)', 'Rheumatoid factor (RF)'],
  ['inflammation', 'ანტისტრეპტოლიზინ-O (ASO)', 'Antistreptolysin O (ASO)'],
  ['inflammation', 'პროკალციტონინი', 'Procalcitonin'],
  ['infections', 'B ჰეპატიტის ზედაპირული ანტიგენი (HBsAg)', 'Hepatitis B surface antigen (HBsAg)'],
  ['infections', 'C ჰეპატიტის ანტისხეულები (Anti-HCV)', 'Hepatitis C antibodies (anti-HCV)'],
  ['infections', 'აივ 1/2 ანტისხეულები და p24 ანტიგენი', 'HIV 1/2 antibodies and p24 antigen'],
  ['infections', 'სიფილისი (RPR)', 'Syphilis (RPR)'],
  ['infections', 'SARS-CoV-2 PCR ტესტი', 'SARS-CoV-2 PCR test'],
  ['infections', 'ჰელიკობაქტერ პილორის (H. pylori) ანტიგენი განავალში', 'Helicobacter pylori stool antigen'],
  ['urineStool', 'შარდის საერთო ანალიზი', 'Urinalysis'],
  ['urineStool', 'შარდის ბაქტერიოლოგიური კვლევა (დათესვა)', 'Urine culture'],
  ['urineStool', 'მიკროალბუმინი შარდში', 'Urine microalbumin'],
  ['urineStool', 'ფარული სისხლი განავალში', 'Faecal occult blood'],
  ['cardiac', 'ტროპონინი I', 'Troponin I'],
  ['cardiac', 'NT-proBNP', 'NT-proBNP'],
  ['cardiac', 'D-დიმერი', 'D-dimer'],
  ['tumour', 'პროსტატის სპეციფიკური ანტიგენი (PSA)', 'Prostate-specific antigen (PSA)'],
  ['tumour', 'CA-125', 'CA-125'],
];

export const LABTESTS: { id: number; name: Localized; category: Localized }[] = LAB_LIST.map(([category, ka, en], i) => ({
  id: i + 1,
  name: L(ka, en),
  category: LAB_CATEGORIES[category],
}));

/** A lab test's id by its English name (throws for a name not in the list: a typo here must not seed silently). */
export function labtestId(en: string): number {
  const hit = LABTESTS.find((l) => l.name.en === en);
  if (!hit) throw new Error(`no lab test named ${en}`);
  return hit.id;
}

/**
 * What a case opened for these services starts with (services.case_template): lab tests to order
 * and symptoms (ids of the symptom catalogue, server/symptoms/data) to ask about. Services not
 * listed start empty.
 */
export const SERVICE_CASE_TEMPLATES: Partial<Record<number, CaseTemplate>> = {
  // Internal medicine: the general screen — blood count, fasting glucose, kidney function; headache, dizziness, tiredness.
  [S.therapist]: { labtests: [labtestId('Complete blood count'), labtestId('Glucose (fasting)'), labtestId('Creatinine')], evidences: ['s_1', 's_31', 's_163'] },
  // Cardiology: cardiac markers and potassium beside the ECG; chest pain, palpitations, breathlessness.
  [S.cardiologist]: {
    labtests: [labtestId('Troponin I'), labtestId('NT-proBNP'), labtestId('Potassium (K)'), labtestId('Total cholesterol')],
    evidences: ['s_200', 's_203', 's_211', 's_215', 's_216'],
  },
  // Paediatrics, in the clinic and by video: blood count and CRP; fever, cough, runny nose, rash with fever.
  [S.paediatrician]: { labtests: [labtestId('Complete blood count'), labtestId('C-reactive protein (CRP)')], evidences: ['s_152', 's_227', 's_72', 's_454'] },
  [S.videoPaediatrician]: { labtests: [labtestId('Complete blood count'), labtestId('C-reactive protein (CRP)')], evidences: ['s_152', 's_227', 's_72', 's_454'] },
  // Endocrinology: glucose control and the thyroid.
  [S.endocrinologist]: {
    labtests: [labtestId('Glucose (fasting)'), labtestId('Glycated haemoglobin (HbA1c)'), labtestId('Thyroid-stimulating hormone (TSH)'), labtestId('Free thyroxine (FT4)')],
    evidences: ['s_163'],
  },
  // The lipid profile service: its four tests.
  [S.lipidProfile]: { labtests: [labtestId('Total cholesterol'), labtestId('HDL cholesterol'), labtestId('LDL cholesterol'), labtestId('Triglycerides')], evidences: [] },
};

export const PATIENT_LOG_TYPES: { id: number; key: string; name: Localized; unit: Localized }[] = [
  { id: 1, key: 'blood_pressure', name: L('არტერიული წნევა', 'Blood pressure'), unit: L('მმ ვწყ. სვ.', 'mmHg') },
  { id: 2, key: 'pulse', name: L('პულსი', 'Pulse'), unit: L('დარტყმა/წთ', 'beats/min') },
  { id: 3, key: 'temperature', name: L('სხეულის ტემპერატურა', 'Body temperature'), unit: L('°C', '°C') },
  { id: 4, key: 'glucose', name: L('გლუკოზა სისხლში', 'Blood glucose'), unit: L('მმოლ/ლ', 'mmol/L') },
  { id: 5, key: 'weight', name: L('წონა', 'Weight'), unit: L('კგ', 'kg') },
  { id: 6, key: 'spo2', name: L('ჟანგბადით სატურაცია (SpO₂)', 'Oxygen saturation (SpO₂)'), unit: L('%', '%') },
  { id: 7, key: 'respiratory_rate', name: L('სუნთქვის სიხშირე', 'Respiratory rate'), unit: L('სუნთქვა/წთ', 'breaths/min') },
  { id: 8, key: 'height', name: L('სიმაღლე', 'Height'), unit: L('სმ', 'cm') },
];

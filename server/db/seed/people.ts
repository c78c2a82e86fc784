import type { Localized } from '../../../src/protocol/common';
import type { UserType } from '../../../src/protocol/user';
import { BATUMI_CLINIC_ID, DEMO_CLINIC_ID, clinicServiceId } from './clinics';
import { SERVICE as S, SPECIALITY as SP } from './static-lists';

/** The accounts a newcomer signs in with (README, tests). */
export const DEMO_ACCOUNTS: readonly { identifier: string; password: string; type: UserType }[] = [
  { identifier: '01001000001', password: 'demo-patient', type: 'Patient' },
  { identifier: '01001000002', password: 'demo-doctor', type: 'Doctor' },
  { identifier: '01001000003', password: 'demo-operator', type: 'ClinicOperator' },
  { identifier: '01001000004', password: 'demo-support', type: 'ClinicOperator' },
  { identifier: '01001000005', password: 'demo-support-2', type: 'ClinicOperator' },
  { identifier: '01001000006', password: 'demo-desk', type: 'ClinicOperator' },
];

export interface SeedPerson {
  /** Fixed, so seeded files and links stay the same from one fresh database to the next. */
  id: string;
  type: UserType;
  idNumber: string;
  password: string | null;
  firstname: Localized;
  lastname: Localized;
  gender: 'male' | 'female';
  birthdate: string;
  phone: string;
  email: string;
  languages: string[];
  speciality?: number;
  title?: Localized;
  experienceFrom?: number;
  bio?: Localized;
  /** Clinic memberships and the role in each. */
  clinics: { id: number; role: 'admin' | 'operator' | 'doctor' }[];
  /** Clinic service ids the doctor provides. */
  services?: number[];
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const L = (ka: string, en: string): Localized => ({ ka, en });
const PHD = L('მედიცინის მეცნიერებათა კანდიდატი', 'PhD in Medicine');
const MD_PHD = L('მედიცინის დოქტორი', 'MD, PhD');
const c1 = (serviceId: number) => clinicServiceId(DEMO_CLINIC_ID, serviceId);
const c2 = (serviceId: number) => clinicServiceId(BATUMI_CLINIC_ID, serviceId);
const atDemoClinic = [{ id: DEMO_CLINIC_ID, role: 'doctor' as const }];
const atBatumiClinic = [{ id: BATUMI_CLINIC_ID, role: 'doctor' as const }];

export const DEMO_PATIENT: SeedPerson = {
  id: uuid(1),
  type: 'Patient',
  idNumber: DEMO_ACCOUNTS[0].identifier,
  password: DEMO_ACCOUNTS[0].password,
  firstname: L('ქეთევან', 'Ketevan'),
  lastname: L('კაპანაძე', 'Kapanadze'),
  gender: 'female',
  birthdate: '1990-06-02',
  phone: '+995555000001',
  email: 'patient@demo.clinic.ge',
  languages: ['ka', 'en'],
  clinics: [],
};

export const DEMO_OPERATOR: SeedPerson = {
  id: uuid(3),
  type: 'ClinicOperator',
  idNumber: DEMO_ACCOUNTS[2].identifier,
  password: DEMO_ACCOUNTS[2].password,
  firstname: L('მარიამ', 'Mariam'),
  lastname: L('გოგოლაძე', 'Gogoladze'),
  gender: 'female',
  birthdate: '1992-09-09',
  phone: '+995555000003',
  email: 'operator@demo.clinic.ge',
  languages: ['ka', 'en', 'ru'],
  clinics: [{ id: DEMO_CLINIC_ID, role: 'admin' }],
};

/** Support staff of the demo clinic (issue 14): an operator there who reads its problem reports. */
export const DEMO_SUPPORT: SeedPerson = {
  id: uuid(4),
  type: 'ClinicOperator',
  idNumber: DEMO_ACCOUNTS[3].identifier,
  password: DEMO_ACCOUNTS[3].password,
  firstname: L('თეონა', 'Teona'),
  lastname: L('ლორთქიფანიძე', 'Lortkipanidze'),
  gender: 'female',
  birthdate: '1994-02-21',
  phone: '+995555000004',
  email: 'support@demo.clinic.ge',
  languages: ['ka', 'en'],
  clinics: [{ id: DEMO_CLINIC_ID, role: 'operator' }],
};

/** Support staff of the Batumi clinic: another clinic's support, who must not read the demo clinic's reports. */
export const BATUMI_SUPPORT: SeedPerson = {
  id: uuid(5),
  type: 'ClinicOperator',
  idNumber: DEMO_ACCOUNTS[4].identifier,
  password: DEMO_ACCOUNTS[4].password,
  firstname: L('ლაშა', 'Lasha'),
  lastname: L('დიასამიძე', 'Diasamidze'),
  gender: 'male',
  birthdate: '1989-07-30',
  phone: '+995555000005',
  email: 'support.kolkheti@demo.clinic.ge',
  languages: ['ka', 'en', 'tr'],
  clinics: [{ id: BATUMI_CLINIC_ID, role: 'operator' }],
};

/**
 * A front-desk operator of the demo clinic (issue 16) who is neither administrator nor support:
 * she registers patients, books and chats, but /cadmin answers her 403 and is not in her menu.
 */
export const DEMO_DESK: SeedPerson = {
  id: uuid(6),
  type: 'ClinicOperator',
  idNumber: DEMO_ACCOUNTS[5].identifier,
  password: DEMO_ACCOUNTS[5].password,
  firstname: L('ეკა', 'Eka'),
  lastname: L('ქავთარაძე', 'Kavtaradze'),
  gender: 'female',
  birthdate: '1997-05-12',
  phone: '+995555000006',
  email: 'desk@demo.clinic.ge',
  languages: ['ka', 'ru'],
  clinics: [{ id: DEMO_CLINIC_ID, role: 'operator' }],
};

/** Who holds the support role where, and which administrator granted it (null: none at that clinic). */
export const SUPPORT_GRANTS: readonly { clinicId: number; userId: string; grantedBy: string | null }[] = [
  { clinicId: DEMO_CLINIC_ID, userId: DEMO_SUPPORT.id, grantedBy: DEMO_OPERATOR.id },
  { clinicId: BATUMI_CLINIC_ID, userId: BATUMI_SUPPORT.id, grantedBy: null },
];

type DoctorData = Omit<SeedPerson, 'id' | 'type' | 'password' | 'idNumber' | 'phone' | 'email'> & { email?: string };

function doctor(n: number, d: DoctorData): SeedPerson {
  const demo = n === 2;
  return {
    ...d,
    id: uuid(n),
    type: 'Doctor',
    idNumber: demo ? DEMO_ACCOUNTS[1].identifier : `01001000${String(n).padStart(3, '0')}`,
    password: demo ? DEMO_ACCOUNTS[1].password : null,
    phone: `+995555000${String(n).padStart(3, '0')}`,
    email: d.email ?? `${d.firstname.en[0].toLowerCase()}.${d.lastname.en.toLowerCase()}@demo.clinic.ge`,
  };
}

/** The doctors; the first is the demo doctor account (a family doctor). */
export const DOCTORS: SeedPerson[] = [
  doctor(2, {
    firstname: L('გიორგი', 'Giorgi'), lastname: L('მაისურაძე', 'Maisuradze'), gender: 'male', birthdate: '1981-04-12',
    speciality: SP.familyDoctor, experienceFrom: 2008, languages: ['ka', 'en', 'ru'], email: 'doctor@demo.clinic.ge',
    bio: L('ოჯახის ექიმი 2008 წლიდან. დაამთავრა თბილისის სახელმწიფო სამედიცინო უნივერსიტეტი, რეზიდენტურა გაიარა ოჯახის მედიცინაში. განსაკუთრებით აინტერესებს არტერიული ჰიპერტენზიისა და შაქრიანი დიაბეტის მართვა და პროფილაქტიკური მედიცინა.',
      'Family doctor since 2008. Graduated from Tbilisi State Medical University and completed a residency in family medicine. Special interests: high blood pressure, diabetes and preventive care.'),
    clinics: atDemoClinic, services: [c1(S.familyDoctor), c1(S.therapist), c1(S.videoFamilyDoctor), c1(S.homeVisit)],
  }),
  doctor(101, {
    firstname: L('ნინო', 'Nino'), lastname: L('კვარაცხელია', 'Kvaratskhelia'), gender: 'female', birthdate: '1970-09-23',
    speciality: SP.cardiologist, title: PHD, experienceFrom: 1998, languages: ['ka', 'ru', 'en'],
    bio: L('კარდიოლოგი, მედიცინის მეცნიერებათა კანდიდატი. 1998 წლიდან მკურნალობს არტერიულ ჰიპერტენზიას, გულის რითმის დარღვევებსა და გულის უკმარისობას. ატარებს ექოკარდიოგრაფიასა და ჰოლტერ-მონიტორინგს.',
      'Cardiologist with a PhD in Medicine. Since 1998 she has treated high blood pressure, heart rhythm disorders and heart failure; she performs echocardiography and Holter monitoring.'),
    clinics: atDemoClinic, services: [c1(S.cardiologist), c1(S.ecg), c1(S.echocardiography), c1(S.holter)],
  }),
  doctor(102, {
    firstname: L('ლევან', 'Levan'), lastname: L('წერეთელი', 'Tsereteli'), gender: 'male', birthdate: '1985-01-30',
    speciality: SP.paediatrician, experienceFrom: 2012, languages: ['ka', 'en'],
    bio: L('პედიატრი, მუშაობს ყველა ასაკის ბავშვთან — ახალშობილებიდან მოზარდებამდე. მშობლებს ეხმარება ბავშვის კვების, ძილისა და აცრების საკითხებში.',
      'Paediatrician caring for children of every age, from newborns to teenagers. Helps parents with feeding, sleep and vaccinations.'),
    clinics: atDemoClinic, services: [c1(S.paediatrician), c1(S.videoPaediatrician)],
  }),
  doctor(103, {
    firstname: L('თამარ', 'Tamar'), lastname: L('ჯაფარიძე', 'Japaridze'), gender: 'female', birthdate: '1976-11-05',
    speciality: SP.neurologist, title: MD_PHD, experienceFrom: 2004, languages: ['ka', 'en', 'de'],
    bio: L('ნევროლოგი, მედიცინის დოქტორი. ძირითადად მკურნალობს თავის ტკივილს, შაკიკსა და ძილის დარღვევებს. სტაჟირება გაიარა გერმანიაში.',
      'Neurologist, MD, PhD. Specialises in headache, migraine and sleep disorders. Trained in Germany.'),
    clinics: atDemoClinic, services: [c1(S.neurologist)],
  }),
  doctor(104, {
    firstname: L('დავით', 'Davit'), lastname: L('გელაშვილი', 'Gelashvili'), gender: 'male', birthdate: '1983-07-19',
    speciality: SP.endocrinologist, experienceFrom: 2010, languages: ['ka', 'ru'],
    bio: L('ენდოკრინოლოგი. მკურნალობს შაქრიან დიაბეტს, ფარისებრი ჯირკვლის დაავადებებსა და სიმსუქნეს, ატარებს ფარისებრი ჯირკვლის ექოსკოპიას. პაციენტებს იღებს თბილისსა და ბათუმში.',
      'Endocrinologist treating diabetes, thyroid disease and obesity; performs thyroid ultrasound. Sees patients in Tbilisi and Batumi.'),
    clinics: [...atDemoClinic, ...atBatumiClinic],
    services: [c1(S.endocrinologist), c1(S.videoEndocrinologist), c1(S.thyroidUltrasound), c2(S.endocrinologist)],
  }),
  doctor(105, {
    firstname: L('ეკატერინე', 'Ekaterine'), lastname: L('ხარაიშვილი', 'Kharaishvili'), gender: 'female', birthdate: '1974-02-14',
    speciality: SP.gynaecologist, experienceFrom: 2001, languages: ['ka', 'ru', 'en'],
    bio: L('მეან-გინეკოლოგი 2001 წლიდან. ატარებს ორსულობის მეთვალყურეობას, მკურნალობს გინეკოლოგიურ დაავადებებს, ქალებს უწევს კონსულტაციას კონტრაცეფციისა და ოჯახის დაგეგმვის საკითხებზე.',
      'Obstetrician-gynaecologist since 2001. Looks after pregnant women, treats gynaecological conditions and advises on contraception and family planning.'),
    clinics: atDemoClinic, services: [c1(S.gynaecologist)],
  }),
  doctor(106, {
    firstname: L('ირაკლი', 'Irakli'), lastname: L('ნოზაძე', 'Nozadze'), gender: 'male', birthdate: '1980-05-08',
    speciality: SP.orthopaedist, experienceFrom: 2007, languages: ['ka', 'en'],
    bio: L('ტრავმატოლოგ-ორთოპედი. მკურნალობს სახსრებისა და ხერხემლის დაავადებებს, სპორტულ ტრავმებს; ადევნებს თვალს პაციენტების მდგომარეობას მოტეხილობებისა და ოპერაციების შემდეგ.',
      'Orthopaedic and trauma surgeon treating joint and spine conditions and sports injuries, and following patients up after fractures and operations.'),
    clinics: atDemoClinic, services: [c1(S.orthopaedist)],
  }),
  doctor(107, {
    firstname: L('მაია', 'Maia'), lastname: L('ცინცაძე', 'Tsintsadze'), gender: 'female', birthdate: '1982-12-01',
    speciality: SP.dermatologist, experienceFrom: 2009, languages: ['ka', 'en', 'fr'],
    bio: L('დერმატოლოგი. მკურნალობს აკნეს, ეგზემას, ფსორიაზსა და თმის ცვენას, ატარებს ხალების დერმატოსკოპიულ კვლევას.',
      'Dermatologist treating acne, eczema, psoriasis and hair loss; checks moles with dermatoscopy.'),
    clinics: atDemoClinic, services: [c1(S.dermatologist)],
  }),
  doctor(108, {
    firstname: L('ზურაბ', 'Zurab'), lastname: L('ბოლქვაძე', 'Bolkvadze'), gender: 'male', birthdate: '1966-08-27',
    speciality: SP.therapist, title: PHD, experienceFrom: 1995, languages: ['ka', 'ru', 'tr'],
    bio: L('თერაპევტი, მედიცინის მეცნიერებათა კანდიდატი, 1995 წლიდან მუშაობს ბათუმში. ზრდასრულ პაციენტებს იღებს როგორც კლინიკაში, ისე ბინაზე.',
      'Internal medicine physician with a PhD in Medicine, practising in Batumi since 1995. Sees adult patients at the clinic and at home.'),
    clinics: atBatumiClinic, services: [c2(S.therapist), c2(S.homeVisit)],
  }),
  doctor(109, {
    firstname: L('ნათია', 'Natia'), lastname: L('ბერიძე', 'Beridze'), gender: 'female', birthdate: '1988-03-17',
    speciality: SP.paediatrician, experienceFrom: 2014, languages: ['ka', 'en'],
    bio: L('პედიატრი, მუშაობს ბათუმში. განსაკუთრებულ ყურადღებას უთმობს ახალშობილთა და ჩვილთა ჯანმრთელობას, ძუძუთი კვებასა და გეგმიურ აცრებს.',
      'Paediatrician in Batumi with a special interest in newborns and infants, breastfeeding and routine vaccinations.'),
    clinics: atBatumiClinic, services: [c2(S.paediatrician), c2(S.videoPaediatrician)],
  }),
  doctor(110, {
    firstname: L('ანა', 'Ana'), lastname: L('ქავთარაძე', 'Kavtaradze'), gender: 'female', birthdate: '1986-10-10',
    speciality: SP.ophthalmologist, experienceFrom: 2011, languages: ['ka', 'en'],
    bio: L('ოფთალმოლოგი. ამოწმებს მხედველობას ბავშვებსა და მოზრდილებში, მკურნალობს თვალის ანთებით დაავადებებს, ატარებს გლაუკომის სკრინინგს.',
      'Ophthalmologist testing eyesight in children and adults, treating eye inflammation and screening for glaucoma.'),
    clinics: atDemoClinic, services: [c1(S.ophthalmologist)],
  }),
  doctor(111, {
    firstname: L('ნიკოლოზ', 'Nikoloz'), lastname: L('ღლონტი', 'Ghlonti'), gender: 'male', birthdate: '1975-06-21',
    speciality: SP.ent, experienceFrom: 2003, languages: ['ka', 'ru', 'en'],
    bio: L('ოტორინოლარინგოლოგი (ლორ-ექიმი). მკურნალობს სინუსიტს, ტონზილიტს, ოტიტსა და ალერგიულ რინიტს ბავშვებსა და მოზრდილებში.',
      'Ear, nose and throat doctor treating sinusitis, tonsillitis, ear infections and allergic rhinitis in children and adults.'),
    clinics: atDemoClinic, services: [c1(S.ent)],
  }),
  doctor(112, {
    firstname: L('სოფიო', 'Sopio'), lastname: L('მამულაშვილი', 'Mamulashvili'), gender: 'female', birthdate: '1987-04-04',
    speciality: SP.psychiatrist, experienceFrom: 2013, languages: ['ka', 'en'],
    bio: L('ფსიქიატრი. მუშაობს დეპრესიის, შფოთვითი აშლილობებისა და ძილის დარღვევების მქონე პაციენტებთან. კონსულტაციას უწევს როგორც კლინიკაში, ისე ონლაინ.',
      'Psychiatrist helping people with depression, anxiety disorders and sleep problems, at the clinic and online.'),
    clinics: atDemoClinic, services: [c1(S.psychiatrist), c1(S.videoPsychiatrist)],
  }),
  doctor(113, {
    firstname: L('გოჩა', 'Gocha'), lastname: L('ხუციშვილი', 'Khutsishvili'), gender: 'male', birthdate: '1972-01-15',
    speciality: SP.cardiologist, experienceFrom: 1999, languages: ['ka', 'ru'],
    bio: L('კარდიოლოგი 1999 წლიდან. მკურნალობს არტერიულ ჰიპერტენზიასა და გულის იშემიურ დაავადებას, ატარებს ექოკარდიოგრაფიას.',
      'Cardiologist since 1999, treating high blood pressure and coronary heart disease; performs echocardiography.'),
    clinics: atBatumiClinic, services: [c2(S.cardiologist), c2(S.ecg), c2(S.echocardiography)],
  }),
];

function patient(n: number, d: Pick<SeedPerson, 'firstname' | 'lastname' | 'gender' | 'birthdate'> & { email: string }): SeedPerson {
  return { ...d, id: uuid(n), type: 'Patient', idNumber: `01001000${n}`, password: null, phone: `+995555000${n}`, languages: ['ka'], clinics: [] };
}

/** Two more patients (no sign-in): the demo doctor's week of appointments is with them and the demo patient. */
export const MORE_PATIENTS: SeedPerson[] = [
  patient(201, { firstname: L('ლევან', 'Levan'), lastname: L('ჯაფარიძე', 'Japaridze'), gender: 'male', birthdate: '1978-03-14', email: 'l.japaridze@demo.clinic.ge' }),
  patient(202, { firstname: L('ნათია', 'Natia'), lastname: L('ლომიძე', 'Lomidze'), gender: 'female', birthdate: '1985-11-30', email: 'n.lomidze@demo.clinic.ge' }),
];

import type { Localized } from '../../../src/protocol/common';
import type { LogoStyle } from './artwork';
import { SERVICE as S } from './static-lists';

/** The demo clinics, with fixed ids. Logos are drawn by artwork.ts. */
export interface SeedClinic {
  id: number;
  partner: boolean;
  name: Localized;
  city_id: number;
  address: Localized;
  phones: string[];
  website: string;
  email: string;
  facebook: string;
  description: Localized;
  logo: Omit<LogoStyle, 'label'>;
  /** [service id, price in tetri, duration in minutes]. */
  prices: [number, number, number][];
}

export const DEMO_CLINIC_ID = 1;
export const BATUMI_CLINIC_ID = 2;

/** Clinic service ids are fixed too: (clinic id − 1) × 100 + service id. */
export const clinicServiceId = (clinicId: number, serviceId: number) => (clinicId - 1) * 100 + serviceId;

const GEL = 100;

export const CLINICS: SeedClinic[] = [
  {
    id: DEMO_CLINIC_ID,
    partner: true,
    name: { ka: 'კლინიკა „ჯანმრთელი ოჯახი“', en: 'Healthy Family Clinic' },
    city_id: 1,
    address: { ka: 'თბილისი, ვაჟა-ფშაველას გამზირი 27', en: '27 Vazha-Pshavela Avenue, Tbilisi' },
    phones: ['+995 32 200 10 10', '+995 555 20 10 10'],
    website: 'https://demo.clinic.ge',
    email: 'info@demo.clinic.ge',
    facebook: 'https://www.facebook.com/healthyfamily.demo.clinic.ge',
    description: {
      ka: '„ჯანმრთელი ოჯახი“ მრავალპროფილური ამბულატორიული კლინიკაა თბილისის ცენტრში. ჩვენთან შეგიძლიათ მიიღოთ ოჯახის ექიმისა და ვიწრო სპეციალისტების კონსულტაცია, ჩაიტაროთ ლაბორატორიული და დიაგნოსტიკური კვლევები, გაიკეთოთ აცრები, გამოიძახოთ ექიმი ბინაზე ან ისარგებლოთ ვიდეოკონსულტაციით. კლინიკა ღიაა ყოველდღე, 09:00-დან 21:00 საათამდე.',
      en: 'Healthy Family is a multi-speciality outpatient clinic in central Tbilisi. See a family doctor or a specialist, have laboratory and diagnostic tests, get vaccinated, call a doctor to your home or talk to one by video. Open every day from 09:00 to 21:00.',
    },
    logo: { primary: '#1f7a8c', secondary: '#f4a259', motif: 'family' },
    prices: [
      [S.therapist, 50 * GEL, 30], [S.familyDoctor, 40 * GEL, 30], [S.cardiologist, 80 * GEL, 40], [S.paediatrician, 60 * GEL, 30],
      [S.neurologist, 80 * GEL, 40], [S.endocrinologist, 80 * GEL, 30], [S.gynaecologist, 70 * GEL, 30], [S.dermatologist, 70 * GEL, 30],
      [S.ent, 60 * GEL, 30], [S.ophthalmologist, 60 * GEL, 30], [S.orthopaedist, 70 * GEL, 30], [S.psychiatrist, 100 * GEL, 50],
      [S.videoFamilyDoctor, 40 * GEL, 20], [S.videoPaediatrician, 45 * GEL, 20], [S.videoPsychiatrist, 90 * GEL, 45], [S.videoEndocrinologist, 60 * GEL, 30],
      [S.bloodCount, 15 * GEL, 10], [S.biochemistry, 60 * GEL, 10], [S.thyroidPanel, 55 * GEL, 10], [S.urinalysis, 10 * GEL, 10], [S.lipidProfile, 30 * GEL, 10],
      [S.ecg, 25 * GEL, 15], [S.echocardiography, 90 * GEL, 40], [S.abdominalUltrasound, 70 * GEL, 30], [S.thyroidUltrasound, 45 * GEL, 20],
      [S.chestXray, 40 * GEL, 15], [S.holter, 120 * GEL, 20],
      [S.homeVisit, 100 * GEL, 60], [S.homeBloodSampling, 30 * GEL, 30], [S.nurseVisit, 40 * GEL, 45],
      [S.fluVaccine, 45 * GEL, 15], [S.childhoodVaccines, 0, 20], [S.hepatitisBVaccine, 35 * GEL, 15],
      [S.physiotherapist, 50 * GEL, 40], [S.massage, 40 * GEL, 40], [S.exerciseTherapy, 35 * GEL, 45],
    ],
  },
  {
    id: BATUMI_CLINIC_ID,
    partner: false,
    name: { ka: 'სამედიცინო ცენტრი „კოლხეთი“', en: 'Kolkheti Medical Centre' },
    city_id: 2,
    address: { ka: 'ბათუმი, ზურაბ გორგილაძის ქუჩა 45', en: '45 Zurab Gorgiladze Street, Batumi' },
    phones: ['+995 422 20 30 40', '+995 577 20 30 40'],
    website: 'https://kolkheti.demo.clinic.ge',
    email: 'kolkheti@demo.clinic.ge',
    facebook: 'https://www.facebook.com/kolkheti.demo.clinic.ge',
    description: {
      ka: 'სამედიცინო ცენტრი „კოლხეთი“ ბათუმში 2009 წლიდან მუშაობს. ცენტრში მიიღებთ თერაპევტის, ოჯახის ექიმის, პედიატრის, კარდიოლოგისა და ენდოკრინოლოგის კონსულტაციას, ჩაიტარებთ ექოსკოპიას, ეკგ-სა და ლაბორატორიულ კვლევებს. ექიმის ბინაზე გამოძახება შესაძლებელია ბათუმსა და ხელვაჩაურის მუნიციპალიტეტში.',
      en: 'Kolkheti Medical Centre has served Batumi since 2009: internal medicine, family medicine, paediatrics, cardiology and endocrinology, with ultrasound, ECG and laboratory tests. Doctors make home visits in Batumi and Khelvachauri Municipality.',
    },
    logo: { primary: '#1d4e89', secondary: '#7fc8f8', motif: 'sea' },
    prices: [
      [S.therapist, 40 * GEL, 30], [S.familyDoctor, 35 * GEL, 30], [S.cardiologist, 70 * GEL, 40], [S.paediatrician, 50 * GEL, 30],
      [S.endocrinologist, 70 * GEL, 30],
      [S.videoFamilyDoctor, 35 * GEL, 20], [S.videoPaediatrician, 40 * GEL, 20],
      [S.bloodCount, 1250, 10], [S.biochemistry, 50 * GEL, 10], [S.thyroidPanel, 50 * GEL, 10], [S.urinalysis, 850, 10], [S.lipidProfile, 25 * GEL, 10],
      [S.ecg, 20 * GEL, 15], [S.echocardiography, 80 * GEL, 40], [S.abdominalUltrasound, 60 * GEL, 30],
      [S.homeVisit, 80 * GEL, 60], [S.homeBloodSampling, 25 * GEL, 30],
      [S.fluVaccine, 40 * GEL, 15], [S.childhoodVaccines, 0, 20],
    ],
  },
];

import type { DoctorDetail, DoctorSummary, ServiceDetail, ServiceSummary } from '../../src/protocol/catalog';
import type { User } from '../../src/protocol/user';
import type { FakeRoute } from '../support/render-app';
import { testUser } from '../support/users';

/** Catalogue answers for the view tests of the doctors, services and dashboard pages. */

const L = (ka: string, en: string) => ({ ka, en });
export const HEALTHY_FAMILY = { id: 1, name: L('კლინიკა „ჯანმრთელი ოჯახი“', 'Healthy Family Clinic'), logo: '/api/files/clinics/1/logo' };
export const KOLKHETI = { id: 2, name: L('სამედიცინო ცენტრი „კოლხეთი“', 'Kolkheti Medical Centre'), logo: null };
const CARDIOLOGY = { id: 3, name: L('კარდიოლოგი', 'Cardiologist') };

export function doctor(n: number, over: Partial<DoctorSummary> = {}): DoctorSummary {
  return {
    id: `00000000-0000-4000-8000-${String(100 + n).padStart(12, '0')}`,
    firstname: L(`ნინო${n}`, `Nino${n}`),
    lastname: L('ბერიძე', 'Beridze'),
    photo: null,
    speciality: CARDIOLOGY,
    title: null,
    experience_from: 2010,
    languages: ['ka', 'en'],
    gender: 'female',
    clinics: [HEALTHY_FAMILY],
    ...over,
  };
}

export const GIORGI: DoctorDetail = {
  ...doctor(1),
  firstname: L('გიორგი', 'Giorgi'),
  lastname: L('მაისურაძე', 'Maisuradze'),
  photo: '/api/files/avatars/giorgi.png?v=2',
  title: L('მედიცინის მეცნიერებათა კანდიდატი', 'PhD in Medicine'),
  experience_from: 1998,
  languages: ['ka', 'ru', 'en'],
  gender: 'male',
  clinics: [HEALTHY_FAMILY, KOLKHETI],
  bio: L('კარდიოლოგი 25-წლიანი გამოცდილებით.', 'A cardiologist with 25 years of practice.'),
  services: [
    { id: 3, service_id: 3, name: L('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'), category_id: 1, template: 'consultation', is_personal: true, clinic: HEALTHY_FAMILY, price: 8000, duration_minutes: 40 },
    { id: 103, service_id: 3, name: L('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'), category_id: 1, template: 'consultation', is_personal: true, clinic: KOLKHETI, price: 7050, duration_minutes: 40 },
  ],
};

const CONSULTATIONS = { id: 1, name: L('კონსულტაციები', 'Consultations') };
const LABORATORY = { id: 3, name: L('ლაბორატორია', 'Laboratory') };

export function service(id: number, over: Partial<ServiceSummary> = {}): ServiceSummary {
  return {
    id,
    name: L(`მომსახურება ${id}`, `Service ${id}`),
    description: L('აღწერა', 'A description'),
    category_id: CONSULTATIONS.id,
    category: CONSULTATIONS,
    template: 'consultation',
    template_name: L('კონსულტაცია', 'Consultation'),
    is_personal: true,
    clinic_services: [],
    ...over,
  };
}

export const SERVICES: ServiceSummary[] = [
  service(3, {
    name: L('კარდიოლოგის კონსულტაცია', 'Cardiology consultation'),
    clinic_services: [
      { id: 3, clinic: HEALTHY_FAMILY, price: 8000, duration_minutes: 40 },
      { id: 103, clinic: KOLKHETI, price: 7000, duration_minutes: 40 },
    ],
  }),
  service(40, {
    name: L('სისხლის საერთო ანალიზი', 'Complete blood count'),
    category_id: LABORATORY.id,
    category: LABORATORY,
    template: 'lab',
    template_name: L('ლაბორატორიული კვლევა', 'Laboratory test'),
    is_personal: false,
    clinic_services: [{ id: 40, clinic: HEALTHY_FAMILY, price: 1500, duration_minutes: 10 }],
  }),
  service(41, {
    name: L('ბავშვთა აცრები', 'Childhood vaccines'),
    category_id: LABORATORY.id,
    category: LABORATORY,
    clinic_services: [{ id: 41, clinic: HEALTHY_FAMILY, price: 0, duration_minutes: 20 }],
  }),
];

export const CARDIOLOGY_SERVICE: ServiceDetail = {
  ...SERVICES[0],
  description: L('გულის დაავადებების დიაგნოსტიკა და მკურნალობა.', 'Diagnosis and treatment of heart disease.'),
  doctors: [{ id: GIORGI.id, firstname: GIORGI.firstname, lastname: GIORGI.lastname, photo: null, speciality: CARDIOLOGY, clinic_service_ids: [3] }],
};

export const CATEGORY_LISTS = [CONSULTATIONS, LABORATORY];

/** A page of a list answered from `items`, as the server pages it (`page`, `limit`). */
export function pagedRoute<T>(items: T[]): FakeRoute {
  return (req) => {
    const url = new URL(req.url);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    return { body: { data: { items: items.slice((page - 1) * limit, page * limit), total: items.length } } };
  };
}

/** Ketevan Kapanadze, a patient with a photo, speaking Georgian and English; `over` replaces whole fields. */
export function signedInUser(over: Partial<User> = {}): User {
  return testUser({
    id: '00000000-0000-4000-8000-000000000001',
    firstname: L('ქეთევან', 'Ketevan'),
    lastname: L('კაპანაძე', 'Kapanadze'),
    photo: '/api/files/avatars/k.png?v=1',
    birthdate: '1990-06-02',
    email: 'patient@demo.clinic.ge',
    phone: '+995555000001',
    languages: ['ka', 'en'],
    ...over,
  });
}

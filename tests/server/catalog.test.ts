import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import {
  ClinicSchema, ClinicSummarySchema, DoctorDetailSchema, DoctorSummarySchema, LabtestSchema, PatientLogTypeSchema, ServiceCategorySchema, ServiceDetailSchema,
  ServiceSchema, ServiceSummarySchema, ServiceTemplateSchema, SpecialitySchema, type DoctorSummary, type ServiceSummary,
} from '../../src/protocol/catalog';
import { DOCTORS } from '../../server/db/seed/people';
import { CLINICS } from '../../server/db/seed/clinics';
import { startTestServer, type TestServer } from '../support/server';

const DEMO_DOCTOR_ID = DOCTORS[0].id;
const PATIENT_ID = '00000000-0000-4000-8000-000000000001';

function expectAll(schema: TSchema, items: unknown[]) {
  for (const item of items) {
    const errors = [...Value.Errors(schema, item)].map((e) => `${e.path}: ${e.message}`);
    expect(errors, JSON.stringify(item).slice(0, 200)).toEqual([]);
  }
}

describe('the public catalogue', () => {
  let s: TestServer;
  const get = async (url: string) => {
    const res = await s.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    s = await startTestServer({ seed: true });
  });
  afterAll(async () => s.close());

  describe('static lists loaded at start-up', () => {
    it('answers lab tests and patient log types as a list in data, without a session', async () => {
      const labtests = await get('/api/static/labtests');
      expect(labtests.status).toBe(200);
      expect(labtests.body.data.length).toBeGreaterThanOrEqual(40);
      expectAll(LabtestSchema, labtests.body.data);
      expect(labtests.body.data.map((l: { name: { en: string } }) => l.name.en)).toEqual(
        expect.arrayContaining(['Complete blood count', 'Glycated haemoglobin (HbA1c)', 'Thyroid-stimulating hormone (TSH)', 'Ferritin']),
      );

      const logTypes = await get('/api/static/patient-log-types');
      expect(logTypes.status).toBe(200);
      expectAll(PatientLogTypeSchema, logTypes.body.data);
      expect(logTypes.body.data.find((t: { key: string }) => t.key === 'blood_pressure')).toMatchObject({
        name: { ka: 'არტერიული წნევა', en: 'Blood pressure' },
        unit: { en: 'mmHg' },
      });
    });

    it('answers service categories, templates, specialities and services under data.data', async () => {
      const cases: [string, TSchema, number][] = [
        ['/api/static/service-categories', ServiceCategorySchema, 7],
        ['/api/static/service-templates', ServiceTemplateSchema, 5],
        ['/api/static/specialities', SpecialitySchema, 15],
        ['/api/static/services', ServiceSchema, 20],
      ];
      for (const [url, schema, min] of cases) {
        const { status, body } = await get(url);
        expect(status, url).toBe(200);
        expect(Object.keys(body.data), url).toEqual(['data']);
        expect(body.data.data.length, url).toBeGreaterThanOrEqual(min);
        expectAll(schema, body.data.data);
      }
      const { body } = await get('/api/static/specialities');
      expect(body.data.data.find((sp: { id: number }) => sp.id === 3)).toEqual({
        id: 3, name: { ka: 'კარდიოლოგი', en: 'Cardiologist' }, infermedica_category: 'Cardiology',
      });
      const services = (await get('/api/static/services')).body.data.data;
      expect(services.find((sv: { template: string }) => sv.template === 'video_consultation')).toMatchObject({ category_id: 2, is_personal: true });
    });

    it('answers the cities', async () => {
      const { status, body } = await get('/api/static/cities');
      expect(status).toBe(200);
      expect(body.data.map((c: { name: { en: string } }) => c.name.en)).toEqual(expect.arrayContaining(['Tbilisi', 'Batumi', 'Kutaisi']));
    });
  });

  describe('doctors', () => {
    it('lists every doctor, and only doctors, with photo, speciality, languages, experience and clinics', async () => {
      const { status, body } = await get('/api/doctors?limit=100');
      expect(status).toBe(200);
      expect(body.data.total).toBe(DOCTORS.length);
      expect(body.data.items).toHaveLength(DOCTORS.length);
      expectAll(DoctorSummarySchema, body.data.items);
      const ids = body.data.items.map((d: DoctorSummary) => d.id);
      expect(ids).not.toContain(PATIENT_ID);
      for (const d of body.data.items as DoctorSummary[]) {
        expect(d.photo).toBe(`/api/files/avatars/${d.id}?v=1`);
        expect(d.speciality?.name.ka).toBeTruthy();
        expect(d.languages.length).toBeGreaterThan(0);
        expect(d.experience_from).toBeGreaterThan(1950);
        expect(d.clinics.length).toBeGreaterThan(0);
        expect(d.clinics[0].logo).toMatch(/^\/api\/files\/clinics\/\d+\/logo$/);
      }
      const demo = body.data.items.find((d: DoctorSummary) => d.id === DEMO_DOCTOR_ID);
      expect(demo).toMatchObject({ firstname: { ka: 'გიორგი', en: 'Giorgi' }, speciality: { id: 2 }, title: null });
      // Contact details and secrets never reach the public list.
      expect(JSON.stringify(body)).not.toMatch(/password|phone|email|id_number|\+995/);
    });

    it('filters by speciality', async () => {
      const { body } = await get('/api/doctors?speciality_id=3');
      expect(body.data.total).toBe(2);
      expect(body.data.items.map((d: DoctorSummary) => d.speciality?.id)).toEqual([3, 3]);
      const none = await get('/api/doctors?speciality_id=20');
      expect(none.body.data).toEqual({ items: [], total: 0 });
    });

    it('finds doctors by part of a name in either language, in any case, words in any order', async () => {
      const names = async (q: string) =>
        (await get(`/api/doctors?q=${encodeURIComponent(q)}`)).body.data.items.map((d: DoctorSummary) => d.lastname.en);
      expect(await names('KVARATS')).toEqual(['Kvaratskhelia']);
      expect(await names('კვარაცხელია')).toEqual(['Kvaratskhelia']);
      expect(await names('nino kvara')).toEqual(['Kvaratskhelia']);
      expect(await names('მაისურაძე გიორგი')).toEqual(['Maisuradze']);
      expect(await names('  giorgi  ')).toEqual(['Maisuradze']);
      expect(await names('nino maisuradze')).toEqual([]);
      // LIKE wildcards are taken literally.
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
    });

    it('pages through the list, counting every match', async () => {
      const first = (await get('/api/doctors?limit=5&page=1')).body.data;
      const second = (await get('/api/doctors?limit=5&page=2')).body.data;
      const beyond = (await get('/api/doctors?limit=5&page=99')).body.data;
      expect(first.items).toHaveLength(5);
      expect(second.items).toHaveLength(5);
      expect(first.total).toBe(DOCTORS.length);
      expect(second.total).toBe(DOCTORS.length);
      const overlap = first.items.filter((a: DoctorSummary) => second.items.some((b: DoctorSummary) => b.id === a.id));
      expect(overlap).toEqual([]);
      expect(beyond).toEqual({ items: [], total: DOCTORS.length });
    });

    it('refuses a malformed filter with a coded 422', async () => {
      for (const query of ['limit=0', 'limit=101', 'page=0', 'speciality_id=abc', `q=${'a'.repeat(101)}`]) {
        const res = await get(`/api/doctors?${query}`);
        expect(res.status, query).toBe(422);
        expect(res.body.code).toBe('validation');
      }
    });

    it('shows one doctor with bio and the clinic services they provide, with prices', async () => {
      const { status, body } = await get(`/api/doctors/${DEMO_DOCTOR_ID}`);
      expect(status).toBe(200);
      expectAll(DoctorDetailSchema, [body.data]);
      expect(body.data.bio.ka).toMatch(/ოჯახის ექიმი/);
      expect(body.data.bio.en).toMatch(/Family doctor/);
      const familyConsultation = body.data.services.find((sv: { service_id: number }) => sv.service_id === 2);
      expect(familyConsultation).toMatchObject({
        id: 2,
        name: { ka: 'ოჯახის ექიმის კონსულტაცია' },
        template: 'consultation',
        clinic: { id: 1, logo: '/api/files/clinics/1/logo' },
        price: 4000,
        duration_minutes: 30,
      });
    });

    it('answers 404 for an unknown doctor, a patient, or a malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-999999999999', PATIENT_ID, 'abc', '1', "x' OR '1'='1", '00000000-0000-4000-8000-00000000000g']) {
        const res = await get(`/api/doctors/${encodeURIComponent(id)}`);
        expect(res.status, id).toBe(404);
        expect(res.body.code, id).toBe('not_found');
      }
    });
  });

  describe('services', () => {
    it('lists services with their category, template and the clinics that offer them', async () => {
      const { status, body } = await get('/api/services');
      expect(status).toBe(200);
      expect(body.data.total).toBeGreaterThanOrEqual(20);
      expectAll(ServiceSummarySchema, body.data.items);
      for (const sv of body.data.items as ServiceSummary[]) {
        expect(sv.category.id).toBe(sv.category_id);
        expect(sv.clinic_services.length).toBeGreaterThan(0);
        const prices = sv.clinic_services.map((cs) => cs.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      const cbc = body.data.items.find((sv: ServiceSummary) => sv.id === 17);
      expect(cbc.clinic_services.map((cs: { price: number }) => cs.price)).toEqual([1250, 1500]);
    });

    it('filters services by category and by name', async () => {
      const lab = (await get('/api/services?category_id=3')).body.data;
      expect(lab.total).toBe(5);
      expect(lab.items.every((sv: ServiceSummary) => sv.category_id === 3 && sv.template === 'lab')).toBe(true);
      const echo = (await get(`/api/services?q=${encodeURIComponent('ექოკარდიო')}`)).body.data;
      expect(echo.items.map((sv: ServiceSummary) => sv.name.en)).toEqual(['Echocardiography']);
      const video = (await get('/api/services?q=VIDEO&category_id=2&limit=2')).body.data;
      expect(video.total).toBe(4);
      expect(video.items).toHaveLength(2);
    });

    it('shows one service with its clinic offers and the doctors who provide it', async () => {
      const { status, body } = await get('/api/services/3');
      expect(status).toBe(200);
      expectAll(ServiceDetailSchema, [body.data]);
      expect(body.data.name).toEqual({ ka: 'კარდიოლოგის კონსულტაცია', en: 'Cardiology consultation' });
      expect(body.data.clinic_services.map((cs: { clinic: { id: number }; price: number }) => [cs.clinic.id, cs.price])).toEqual([[2, 7000], [1, 8000]]);
      expect(body.data.doctors.map((d: { lastname: { en: string }; clinic_service_ids: number[] }) => [d.lastname.en, d.clinic_service_ids])).toEqual(
        expect.arrayContaining([['Kvaratskhelia', [3]], ['Khutsishvili', [103]]]),
      );
      expect(body.data.doctors).toHaveLength(2);
      expect(body.data.doctors[0].photo).toMatch(/^\/api\/files\/avatars\//);
    });

    it('answers 404 for an unknown or malformed service id', async () => {
      for (const id of ['999', '0', '-1', 'abc', '1.5', '99999999999', '3abc']) {
        const res = await get(`/api/services/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.code, id).toBe('not_found');
      }
    });
  });

  describe('clinics', () => {
    it('shows a clinic with its contacts, city and services', async () => {
      const { status, body } = await get('/api/clinics/1');
      expect(status).toBe(200);
      expectAll(ClinicSchema, [body.data]);
      expect(body.data).toMatchObject({
        id: 1,
        name: { ka: 'კლინიკა „ჯანმრთელი ოჯახი“', en: 'Healthy Family Clinic' },
        logo: '/api/files/clinics/1/logo',
        city: { id: 1, name: { ka: 'თბილისი', en: 'Tbilisi' } },
        website: 'https://demo.clinic.ge',
      });
      expect(body.data.phones[0]).toMatch(/^\+995 /);
      expect(body.data.services.length).toBeGreaterThanOrEqual(20);
      expect(body.data.services.every((sv: { clinic: { id: number } }) => sv.clinic.id === 1)).toBe(true);
    });

    it("lists the clinic's doctors, and only them, with name, photo and speciality", async () => {
      for (const clinic of CLINICS) {
        const { body } = await get(`/api/clinics/${clinic.id}`);
        const expected = DOCTORS.filter((d) => d.clinics.some((c) => c.id === clinic.id));
        expect(expected.length).toBeGreaterThan(0);
        const doctors = body.data.doctors as Array<{ id: string; firstname: { en: string }; photo: string | null; speciality_id: number | null }>;
        expect(doctors.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
        for (const d of doctors) {
          const seeded = expected.find((e) => e.id === d.id)!;
          expect(d).toEqual({ id: seeded.id, firstname: seeded.firstname, lastname: seeded.lastname, photo: expect.stringMatching(/^\/api\/files\/avatars\//), speciality_id: seeded.speciality ?? null });
        }
      }
    });

    it('lists every clinic with its name, logo and address, without a session', async () => {
      const { status, body } = await get('/api/clinics');
      expect(status).toBe(200);
      expectAll(ClinicSummarySchema, body.data);
      expect(body.data.map((c: { id: number }) => c.id)).toEqual(CLINICS.map((c) => c.id).sort((a, b) => a - b));
      expect(body.data[0]).toEqual({ id: 1, name: CLINICS[0].name, logo: '/api/files/clinics/1/logo', address: CLINICS[0].address });
    });

    it('answers 404 for an unknown or malformed clinic id', async () => {
      for (const id of ['999', 'abc', '0']) {
        const res = await get(`/api/clinics/${id}`);
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
    });
  });
});

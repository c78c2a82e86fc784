import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_ACCOUNTS, seedIfEmpty, seedReferenceLists } from '../../server/db/seed/seed';
import { DOCTORS, MORE_PATIENTS } from '../../server/db/seed/people';
import { verifyPassword } from '../../server/features/auth/password';
import type { Db } from '../../server/db/connection';
import { startTestServer, type TestServer } from '../support/server';
import { createUser } from '../support/fixtures';

const GEORGIAN = /[\u10D0-\u10FF]/;

async function counts(db: Db) {
  const tables = ['users', 'cities', 'clinics', 'clinic_members', 'specialities', 'service_categories', 'service_templates', 'services',
    'clinic_services', 'doctor_services', 'labtests', 'patient_log_types'] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const r = await db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

describe('seeding the demo clinic', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seed: true });
  });
  afterAll(async () => s.close());

  it('creates the six demo accounts, and their passwords verify', async () => {
    expect(DEMO_ACCOUNTS.map((a) => [a.identifier, a.password, a.type])).toEqual([
      ['01001000001', 'demo-patient', 'Patient'],
      ['01001000002', 'demo-doctor', 'Doctor'],
      ['01001000003', 'demo-operator', 'ClinicOperator'],
      ['01001000004', 'demo-support', 'ClinicOperator'],
      ['01001000005', 'demo-support-2', 'ClinicOperator'],
      ['01001000006', 'demo-desk', 'ClinicOperator'],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const user = await s.db.selectFrom('users').selectAll().where('id_number', '=', account.identifier).executeTakeFirstOrThrow();
      expect(user.type).toBe(account.type);
      expect(await verifyPassword(account.password, user.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', user.password_hash)).toBe(false);
      expect(user.phone).toMatch(/^\+9955\d{8}$/);
      expect(user.email).toMatch(/@demo\.clinic\.ge$/);
    }
    const patient = await s.db.selectFrom('users').selectAll().where('id_number', '=', '01001000001').executeTakeFirstOrThrow();
    expect(patient).toMatchObject({ phone: '+995555000001', email: 'patient@demo.clinic.ge' });
  });

  it('makes the demo doctor a family doctor of the demo clinic and the operator its administrator', async () => {
    const members = await s.db.selectFrom('clinic_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id_number', 'm.role', 'm.clinic_id'])
      .where('u.id_number', 'in', ['01001000002', '01001000003'])
      .orderBy('u.id_number')
      .execute();
    expect(members).toEqual([
      { id_number: '01001000002', role: 'doctor', clinic_id: 1 },
      { id_number: '01001000003', role: 'admin', clinic_id: 1 },
    ]);
    const doctor = await s.db.selectFrom('users').innerJoin('specialities as sp', 'sp.id', 'users.speciality_id')
      .select(['sp.name']).where('id_number', '=', '01001000002').executeTakeFirstOrThrow();
    expect(doctor.name).toEqual({ ka: 'ოჯახის ექიმი', en: 'Family doctor' });
  });

  it('makes 01001000004 support of the demo clinic and 01001000005 support of the other clinic, each an operator there', async () => {
    const rows = await s.db.selectFrom('clinic_support_grants as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .innerJoin('clinic_members as m', (j) => j.onRef('m.user_id', '=', 'g.user_id').onRef('m.clinic_id', '=', 'g.clinic_id'))
      .select(['u.id_number', 'g.clinic_id', 'm.role'])
      .orderBy('u.id_number')
      .execute();
    expect(rows).toEqual([
      { id_number: '01001000004', clinic_id: 1, role: 'operator' },
      { id_number: '01001000005', clinic_id: 2, role: 'operator' },
    ]);
  });

  it('creates clinics with names in both languages, a logo file, an address and +995 phones', async () => {
    const clinics = await s.db.selectFrom('clinics').selectAll().orderBy('id').execute();
    expect(clinics.length).toBeGreaterThanOrEqual(1);
    for (const c of clinics) {
      expect(c.name.ka).toMatch(GEORGIAN);
      expect(c.name.en).not.toBe('');
      expect(c.logo).toBe(`clinics/${c.id}.svg`);
      const svg = readFileSync(join(s.dataDir, 'uploads', c.logo!), 'utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=/i);
      expect(c.phones.length).toBeGreaterThan(0);
      for (const phone of c.phones) expect(phone).toMatch(/^\+995[\d ]{9,13}$/);
      expect(c.address.ka).toMatch(GEORGIAN);
      expect(c.website).toMatch(/^https:\/\//);
      expect(c.email).toMatch(/@/);
      expect(c.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    }
  });

  it('creates at least eight doctors with a speciality, a photo file, languages, experience and a clinic', async () => {
    const doctors = await s.db.selectFrom('users').selectAll().where('type', '=', 'Doctor').execute();
    expect(doctors.length).toBeGreaterThanOrEqual(8);
    const photos = new Set<string>();
    for (const d of doctors) {
      expect(d.speciality_id).not.toBeNull();
      expect(d.languages).toContain('ka');
      expect(d.experience_from).toBeGreaterThan(1950);
      expect(d.experience_from).toBeLessThanOrEqual(2026);
      expect(['male', 'female']).toContain(d.gender);
      expect(d.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.photo_path).toBe(`avatars/${d.id}.svg`);
      expect(d.photo_version).toBe(1);
      const file = join(s.dataDir, 'uploads', d.photo_path!);
      expect(existsSync(file)).toBe(true);
      photos.add(readFileSync(file, 'utf8'));
      expect(d.bio?.ka).toMatch(GEORGIAN);
      expect(d.bio?.en).toMatch(/[a-z]/);
      const memberships = await s.db.selectFrom('clinic_members').select('role').where('user_id', '=', d.id).execute();
      expect(memberships.map((m) => m.role)).toContain('doctor');
    }
    // Every doctor has a picture of their own.
    expect(photos.size).toBe(doctors.length);
    const specialities = new Set(doctors.map((d) => d.speciality_id));
    expect(specialities.size).toBeGreaterThanOrEqual(6);
  });

  it('creates the static lists: cities, 15+ specialities, categories, templates, 20+ services, 40+ lab tests, log types', async () => {
    const n = await counts(s.db);
    expect(n.cities).toBeGreaterThanOrEqual(6);
    expect(n.specialities).toBeGreaterThanOrEqual(15);
    expect(n.service_categories).toBeGreaterThanOrEqual(7);
    expect(n.services).toBeGreaterThanOrEqual(20);
    expect(n.labtests).toBeGreaterThanOrEqual(40);
    expect(n.patient_log_types).toBeGreaterThanOrEqual(6);
    const specialities = await s.db.selectFrom('specialities').selectAll().execute();
    for (const sp of specialities) expect(sp.infermedica_category).toMatch(/^[A-Z][a-z]+/);
    const templates = await s.db.selectFrom('service_templates').select('key').execute();
    expect(templates.map((t) => t.key)).toEqual(expect.arrayContaining(['consultation', 'video_consultation', 'lab', 'home_visit', 'diagnostics']));
    const logTypes = await s.db.selectFrom('patient_log_types').select('key').execute();
    expect(logTypes.map((t) => t.key)).toEqual(expect.arrayContaining(['blood_pressure', 'pulse', 'temperature', 'glucose', 'weight', 'spo2']));
  });

  it('offers every service at some clinic with a price in tetri and a duration, and links doctors to clinic services', async () => {
    const unpriced = await s.db.selectFrom('services as sv')
      .leftJoin('clinic_services as cs', 'cs.service_id', 'sv.id')
      .select('sv.id').where('cs.id', 'is', null).execute();
    expect(unpriced).toEqual([]);
    const consultation = await s.db.selectFrom('clinic_services').select(['price', 'duration_minutes']).where('id', '=', 2).executeTakeFirstOrThrow();
    expect(consultation.price % 100).toBe(0);
    expect(consultation.price).toBeGreaterThanOrEqual(2000);
    expect(consultation.duration_minutes).toBeGreaterThanOrEqual(15);
    const prices = await s.db.selectFrom('clinic_services').select(['price', 'duration_minutes']).execute();
    for (const p of prices) {
      expect(p.price).toBeGreaterThanOrEqual(0);
      expect(p.duration_minutes).toBeGreaterThan(0);
    }
    const withoutServices = await s.db.selectFrom('users as u')
      .leftJoin('doctor_services as ds', 'ds.doctor_id', 'u.id')
      .select('u.id').where('u.type', '=', 'Doctor').where('ds.doctor_id', 'is', null).execute();
    expect(withoutServices).toEqual([]);
  });

  it('fills every bilingual value in both languages, the Georgian one in Georgian script', async () => {
    const localized = [
      ['cities', 'name'], ['specialities', 'name'], ['service_categories', 'name'], ['service_templates', 'name'],
      ['services', 'name'], ['services', 'description'], ['labtests', 'name'], ['labtests', 'category'],
      ['patient_log_types', 'name'], ['patient_log_types', 'unit'], ['clinics', 'name'], ['clinics', 'address'],
      ['clinics', 'description'], ['users', 'firstname'], ['users', 'lastname'], ['users', 'title'], ['users', 'bio'],
    ] as const;
    // Lab test names like 'NT-proBNP' and units like '%' are the same in both languages.
    const mayBeLatin = new Set(['labtests.name', 'patient_log_types.unit']);
    for (const [table, column] of localized) {
      const { rows } = await sql<{ v: { ka?: string; en?: string } }>`SELECT ${sql.ref(column)} AS v FROM ${sql.table(table)} WHERE ${sql.ref(column)} IS NOT NULL`.execute(s.db);
      expect(rows.length, `${table}.${column}`).toBeGreaterThan(0);
      for (const { v } of rows) {
        expect(v.ka?.trim(), `${table}.${column} ka`).toBeTruthy();
        expect(v.en?.trim(), `${table}.${column} en`).toBeTruthy();
        expect(v.en, `${table}.${column} en`).not.toMatch(GEORGIAN);
        if (!mayBeLatin.has(`${table}.${column}`)) expect(v.ka, `${table}.${column} ka: ${v.en}`).toMatch(GEORGIAN);
      }
    }
  });

  it('does nothing the second time: no duplicates, answers false', async () => {
    const before = await counts(s.db);
    expect(await seedIfEmpty(s.db, { dataDir: s.dataDir })).toBe(false);
    expect(await counts(s.db)).toEqual(before);
  });

  it('leaves room after the seeded rows: a new clinic and clinic service get fresh ids', async () => {
    const clinic = await s.db.insertInto('clinics')
      .values({ partner: false, name: JSON.stringify({ ka: 'ახალი', en: 'New' }), address: '{"ka":"ა","en":"a"}', phones: '[]', description: '{"ka":"ა","en":"a"}' })
      .returning('id').executeTakeFirstOrThrow();
    const seededMax = 2;
    expect(clinic.id).toBeGreaterThan(seededMax);
    const cs = await s.db.insertInto('clinic_services').values({ clinic_id: clinic.id, service_id: 1, price: 1000, duration_minutes: 30 })
      .returning('id').executeTakeFirstOrThrow();
    const { max } = await s.db.selectFrom('clinic_services').select((eb) => eb.fn.max('id').as('max')).where('id', '!=', cs.id).executeTakeFirstOrThrow();
    expect(cs.id).toBeGreaterThan(Number(max));
    await s.db.deleteFrom('clinics').where('id', '=', clinic.id).execute();
  });
});

describe('seeding a database that is not empty', () => {
  it('adds no demo clinic or people when a user already exists, only the missing reference lists', async () => {
    const s = await startTestServer();
    try {
      await createUser(s.db);
      expect(await seedIfEmpty(s.db, { dataDir: s.dataDir })).toBe(false);
      const n = await counts(s.db);
      expect(n).toMatchObject({ users: 1, clinics: 0 });
      expect(n.services).toBeGreaterThan(0);
      expect(n.labtests).toBeGreaterThan(0);
      expect(existsSync(join(s.dataDir, 'uploads', 'clinics'))).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('seeds the reference lists without demo data, once', async () => {
    const s = await startTestServer();
    try {
      expect(await seedReferenceLists(s.db)).toBe(true);
      expect(await seedReferenceLists(s.db)).toBe(false);
      const n = await counts(s.db);
      expect(n).toMatchObject({ users: 0, clinics: 0 });
      expect(n.labtests).toBeGreaterThanOrEqual(40);
    } finally {
      await s.close();
    }
  });

  it('seeds once when two starts race on one empty database', async () => {
    const s = await startTestServer();
    try {
      const results = await Promise.all([seedIfEmpty(s.db, { dataDir: s.dataDir }), seedIfEmpty(s.db, { dataDir: s.dataDir })]);
      expect(results.sort()).toEqual([false, true]);
      const n = await counts(s.db);
      // The demo patient, the operator and the two support accounts, the doctors and the other patients.
      expect(n.users).toBe(5 + MORE_PATIENTS.length + DOCTORS.length);
      expect(n.clinics).toBe(2);
    } finally {
      await s.close();
    }
  });
});

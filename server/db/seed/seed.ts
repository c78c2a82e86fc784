import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../connection';
import { hashPassword } from '../../features/auth';
import { AVATAR_PALETTES, avatarSvg, clinicLogoSvg } from './artwork';
import { CLINICS, clinicServiceId } from './clinics';
import { seedChats } from './chats';
import { seedAvailability } from './availability';
import { BATUMI_SUPPORT, DEMO_DESK, DEMO_OPERATOR, DEMO_PATIENT, DEMO_SUPPORT, DOCTORS, MORE_PATIENTS, SUPPORT_GRANTS, type SeedPerson } from './people';
import { seedSchedules } from './schedules';
import { seedCases, seedDemoInterview, writeCaseFiles } from './cases';
import { seedReports } from './reports';
import { seedAuditTrail } from './audit';
import { seedCheckups } from './checkups';
import { seedMonitoring } from './monitoring';
import { CITIES, LABTESTS, PATIENT_LOG_TYPES, SERVICES, SERVICE_CASE_TEMPLATES, SERVICE_CATEGORIES, SERVICE_TEMPLATES, SPECIALITIES } from './static-lists';

export { DEMO_ACCOUNTS } from './people';

/** Any 64-bit number both nodes agree on: serialises two nodes seeding one empty database. */
const SEED_LOCK = 727_110_001;

const json = (value: unknown) => JSON.stringify(value);

/** Relative upload paths (under DATA_DIR/uploads) of the seeded pictures. */
export const clinicLogoPath = (clinicId: number) => `clinics/${clinicId}.svg`;
export const avatarPath = (userId: string) => `avatars/${userId}.svg`;

/** Writes every seeded picture. Idempotent: the same ids always get the same files. */
async function writePictures(dataDir: string) {
  const uploads = join(dataDir, 'uploads');
  await mkdir(join(uploads, 'clinics'), { recursive: true });
  await mkdir(join(uploads, 'avatars'), { recursive: true });
  for (const clinic of CLINICS) {
    await writeFile(join(uploads, clinicLogoPath(clinic.id)), clinicLogoSvg({ ...clinic.logo, label: clinic.name.en }));
  }
  for (const [i, d] of DOCTORS.entries()) {
    const svg = avatarSvg({ label: `${d.firstname.en} ${d.lastname.en}`, gender: d.gender, palette: AVATAR_PALETTES[i % AVATAR_PALETTES.length] });
    await writeFile(join(uploads, avatarPath(d.id)), svg);
  }
}

async function userRow(p: SeedPerson) {
  const isDoctor = p.type === 'Doctor';
  return {
    id: p.id,
    type: p.type,
    id_number: p.idNumber,
    firstname: json(p.firstname),
    lastname: json(p.lastname),
    photo_path: isDoctor ? avatarPath(p.id) : null,
    photo_version: isDoctor ? 1 : 0,
    birthdate: p.birthdate,
    language: 'ka' as const,
    password_hash: p.password ? await hashPassword(p.password) : null,
    email: p.email,
    phone: p.phone,
    gender: p.gender,
    country: 'GE',
    title: p.title ? json(p.title) : null,
    bio: p.bio ? json(p.bio) : null,
    experience_from: p.experienceFrom ?? null,
    speciality_id: p.speciality ?? null,
    languages: json(p.languages),
    agreement_accepted_at: new Date(),
  };
}

/**
 * Seeds the reference lists every deployment needs (cities, specialities, service categories
 * and templates, services, lab tests, patient log types) when they are missing; returns true
 * when it seeded. Runs at every start, whatever SEED says; under the same advisory lock as the
 * demo data.
 */
export async function seedReferenceLists(db: Db): Promise<boolean> {
  if (await hasReferenceLists(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasReferenceLists(trx)) return false;
    await trx.insertInto('cities').values(CITIES.map((c) => ({ id: c.id, name: json(c.name) }))).execute();
    await trx.insertInto('specialities')
      .values(SPECIALITIES.map((s) => ({ id: s.id, name: json(s.name), infermedica_category: s.infermedica_category })))
      .execute();
    await trx.insertInto('service_categories').values(SERVICE_CATEGORIES.map((c) => ({ id: c.id, name: json(c.name) }))).execute();
    await trx.insertInto('service_templates').values(SERVICE_TEMPLATES.map((t) => ({ id: t.id, key: t.key, name: json(t.name) }))).execute();
    await trx.insertInto('services')
      .values(SERVICES.map((s) => ({ ...s, name: json(s.name), description: json(s.description), case_template: SERVICE_CASE_TEMPLATES[s.id] ? json(SERVICE_CASE_TEMPLATES[s.id]) : null })))
      .execute();
    await trx.insertInto('labtests').values(LABTESTS.map((l) => ({ id: l.id, name: json(l.name), category: json(l.category) }))).execute();
    await trx.insertInto('patient_log_types')
      .values(PATIENT_LOG_TYPES.map((t) => ({ id: t.id, key: t.key, name: json(t.name), unit: json(t.unit) })))
      .execute();

    return true;
  });
}

/**
 * Seeds the demo clinic when the database has no users yet; returns true when it seeded.
 * Everything is written in one transaction, under an advisory lock so that two nodes starting
 * on one empty database seed it once. Pictures and the demo cases' files go to `dataDir/uploads`
 * first: they are named by fixed ids, so writing them again is harmless.
 */
export async function seedIfEmpty(db: Db, opts: { dataDir: string }): Promise<boolean> {
  await seedReferenceLists(db);
  if (await hasUsers(db)) return false;
  const people = [DEMO_PATIENT, DEMO_OPERATOR, DEMO_SUPPORT, BATUMI_SUPPORT, DEMO_DESK, ...DOCTORS, ...MORE_PATIENTS];
  const users = await Promise.all(people.map(userRow));
  await writePictures(opts.dataDir);
  await writeCaseFiles(opts.dataDir);

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (await hasUsers(trx)) return false;

    await trx.insertInto('clinics')
      .values(CLINICS.map((c) => ({
        id: c.id,
        partner: c.partner,
        logo: clinicLogoPath(c.id),
        name: json(c.name),
        city_id: c.city_id,
        address: json(c.address),
        phones: json(c.phones),
        website: c.website,
        email: c.email,
        facebook: c.facebook,
        description: json(c.description),
      })))
      .execute();
    await trx.insertInto('clinic_services')
      .values(CLINICS.flatMap((c) => c.prices.map(([serviceId, price, duration]) => ({
        id: clinicServiceId(c.id, serviceId),
        clinic_id: c.id,
        service_id: serviceId,
        price,
        duration_minutes: duration,
      }))))
      .execute();
    // Explicit ids leave the serial sequences behind; move them past the seeded rows.
    await sql`SELECT setval(pg_get_serial_sequence('clinics', 'id'), (SELECT max(id) FROM clinics))`.execute(trx);
    await sql`SELECT setval(pg_get_serial_sequence('clinic_services', 'id'), (SELECT max(id) FROM clinic_services))`.execute(trx);

    await trx.insertInto('users').values(users).execute();
    await trx.insertInto('clinic_members')
      .values(people.flatMap((p) => p.clinics.map((c) => ({ clinic_id: c.id, user_id: p.id, role: c.role }))))
      .execute();
    await trx.insertInto('doctor_services')
      .values(DOCTORS.flatMap((d) => (d.services ?? []).map((id) => ({ doctor_id: d.id, clinic_service_id: id }))))
      .execute();
    const now = new Date();
    await trx.insertInto('clinic_support_grants')
      .values(SUPPORT_GRANTS.map((g) => ({ clinic_id: g.clinicId, user_id: g.userId, granted_by: g.grantedBy, granted_at: now })))
      .execute();
    await seedAvailability(trx, now);
    await seedChats(trx, now);
    await seedDemoInterview(trx, now);
    await seedSchedules(trx, now);
    await seedCases(trx, now);
    await seedReports(trx, now);
    await seedAuditTrail(trx, now);
    await seedCheckups(trx, now);
    await seedMonitoring(trx, now);
    return true;
  });
}

async function hasReferenceLists(db: Db): Promise<boolean> {
  return (await db.selectFrom('specialities').select('id').limit(1).executeTakeFirst()) !== undefined;
}

async function hasUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

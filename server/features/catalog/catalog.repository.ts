import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type {
  City, ClinicDoctor, ClinicRef, ClinicSummary, ClinicService, Labtest, Named, OfferedService, PatientLogType, Service, ServiceCategory, ServiceDoctor,
  ServiceSummary, ServiceTemplate, Speciality,
} from '../../../src/protocol/catalog';
import type { Localized } from '../../../src/protocol/common';
import type { Gender } from '../../../src/protocol/user';
import { photoUrl } from '../users';

/** Public URL of a clinic's logo, or null without one. */
export function clinicLogoUrl(clinic: { id: number; logo: string | null }): string | null {
  return clinic.logo ? `/api/files/clinics/${clinic.id}/logo` : null;
}

/** A doctor's row as the catalogue needs it (no contact data, no password hash). */
export interface DoctorRecord {
  id: string;
  firstname: Localized;
  lastname: Localized;
  photo: string | null;
  speciality: Named | null;
  title: Localized | null;
  experience_from: number | null;
  languages: string[];
  gender: Gender | null;
  bio: Localized | null;
}

/** A clinic's row with its city. */
export interface ClinicRecord {
  id: number;
  partner: boolean;
  name: Localized;
  logo: string | null;
  city_id: number | null;
  city: City | null;
  address: Localized;
  phones: string[];
  website: string | null;
  email: string | null;
  facebook: string | null;
  description: Localized;
}

/** A service with its category and template, before its clinic services are added. */
export type ServiceRecord = Omit<ServiceSummary, 'clinic_services'>;

const SERVICE_COLUMNS = [
  's.id', 's.name', 's.description', 's.category_id', 's.is_personal', 'cat.name as category_name',
  't.key as template', 't.name as template_name',
] as const;

/** `%…%` with LIKE's wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a search, at most five: each must match a name in some language. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
}

type DoctorEB = ExpressionBuilder<Database, 'users'>;

/**
 * True for a doctor every clinic of whom deactivated them (issue 16): they vanish from the public
 * catalogue. A doctor of no clinic at all (never a member) stays listed as before.
 */
function deactivatedEverywhere(eb: DoctorEB) {
  return eb.and([
    eb.exists(eb.selectFrom('clinic_members as dm').select('dm.user_id').whereRef('dm.user_id', '=', 'users.id')),
    eb.not(eb.exists(eb.selectFrom('clinic_members as am').select('am.user_id').whereRef('am.user_id', '=', 'users.id').where('am.deactivated_at', 'is', null))),
  ]);
}

function doctorFilter(eb: DoctorEB, f: { specialityId?: number; words: string[] }) {
  const conditions = [eb('users.type', '=', 'Doctor'), eb.not(deactivatedEverywhere(eb))];
  if (f.specialityId !== undefined) conditions.push(eb('users.speciality_id', '=', f.specialityId));
  for (const word of f.words) {
    const pattern = containing(word);
    conditions.push(eb.or([
      eb(sql`users.firstname->>'ka'`, 'ilike', pattern),
      eb(sql`users.firstname->>'en'`, 'ilike', pattern),
      eb(sql`users.lastname->>'ka'`, 'ilike', pattern),
      eb(sql`users.lastname->>'en'`, 'ilike', pattern),
    ]));
  }
  return eb.and(conditions);
}

export function catalogRepository(db: Db) {
  const doctorsFrom = () => db.selectFrom('users').leftJoin('specialities', 'specialities.id', 'users.speciality_id');
  const doctorColumns = (q: ReturnType<typeof doctorsFrom>) =>
    q.select([
      'users.id', 'users.firstname', 'users.lastname', 'users.photo_path', 'users.photo_version', 'users.title',
      'users.experience_from', 'users.languages', 'users.gender', 'users.bio',
      'specialities.id as speciality_id', 'specialities.name as speciality_name',
    ]);
  type DoctorRow = Awaited<ReturnType<ReturnType<typeof doctorColumns>['execute']>>[number];
  const toDoctor = (r: DoctorRow): DoctorRecord => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    photo: photoUrl(r),
    speciality: r.speciality_id !== null && r.speciality_name !== null ? { id: r.speciality_id, name: r.speciality_name } : null,
    title: r.title ?? null,
    experience_from: r.experience_from,
    languages: r.languages ?? [],
    gender: r.gender,
    bio: r.bio ?? null,
  });

  /** Clinic services patients are offered (not hidden, migration 014) joined with their service and clinic, as OfferedService. */
  const offered = () =>
    db.selectFrom('clinic_services as cs')
      .innerJoin('services as s', 's.id', 'cs.service_id')
      .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
      .leftJoin('service_templates as t', 't.id', 's.template_id')
      .where('cs.hidden', '=', false)
      .select([
        'cs.id', 'cs.price', 'cs.duration_minutes', 's.id as service_id', 's.name', 's.category_id', 's.is_personal',
        't.key as template', 'c.id as clinic_id', 'c.name as clinic_name', 'c.logo as clinic_logo',
      ]);
  type OfferedRow = Awaited<ReturnType<ReturnType<typeof offered>['execute']>>[number];
  const toOffered = (r: OfferedRow): OfferedService => ({
    id: r.id,
    service_id: r.service_id,
    name: r.name,
    category_id: r.category_id,
    template: r.template,
    is_personal: r.is_personal,
    clinic: { id: r.clinic_id, name: r.clinic_name, logo: clinicLogoUrl({ id: r.clinic_id, logo: r.clinic_logo }) },
    price: r.price,
    duration_minutes: r.duration_minutes,
  });

  const servicesFrom = () =>
    db.selectFrom('services as s')
      .innerJoin('service_categories as cat', 'cat.id', 's.category_id')
      .leftJoin('service_templates as t', 't.id', 's.template_id');
  const selectService = (q: ReturnType<typeof servicesFrom>) => q.select(SERVICE_COLUMNS);
  type ServiceRow = Awaited<ReturnType<ReturnType<typeof selectService>['execute']>>[number];
  const toService = (r: ServiceRow): ServiceRecord => ({
    id: r.id,
    name: r.name,
    description: r.description,
    category_id: r.category_id,
    category: { id: r.category_id, name: r.category_name },
    template: r.template,
    template_name: r.template_name,
    is_personal: r.is_personal,
  });

  return {
    cities(): Promise<City[]> {
      return db.selectFrom('cities').select(['id', 'name']).orderBy('id').execute();
    },
    specialities(): Promise<Speciality[]> {
      return db.selectFrom('specialities').select(['id', 'name', 'infermedica_category']).orderBy('id').execute();
    },
    serviceCategories(): Promise<ServiceCategory[]> {
      return db.selectFrom('service_categories').select(['id', 'name']).orderBy('id').execute();
    },
    serviceTemplates(): Promise<ServiceTemplate[]> {
      return db.selectFrom('service_templates').select(['id', 'key', 'name']).orderBy('id').execute();
    },
    services(): Promise<Service[]> {
      return db.selectFrom('services as s')
        .leftJoin('service_templates as t', 't.id', 's.template_id')
        .select(['s.id', 's.name', 's.description', 's.category_id', 's.template_id', 't.key as template', 's.is_personal'])
        .orderBy('s.id')
        .execute();
    },
    labtests(): Promise<Labtest[]> {
      return db.selectFrom('labtests').select(['id', 'name', 'category']).orderBy('id').execute();
    },
    patientLogTypes(): Promise<PatientLogType[]> {
      return db.selectFrom('patient_log_types').select(['id', 'key', 'name', 'unit']).orderBy('id').execute();
    },

    /** One page of doctors matching the filter, ordered by Georgian last and first name. */
    async findDoctors(f: { specialityId?: number; words: string[]; limit: number; offset: number }): Promise<{ items: DoctorRecord[]; total: number }> {
      const where = (eb: DoctorEB) => doctorFilter(eb, f);
      const count = await db.selectFrom('users').where(where).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await doctorColumns(doctorsFrom())
        .where(where)
        .orderBy(sql`users.lastname->>'ka'`)
        .orderBy(sql`users.firstname->>'ka'`)
        .orderBy('users.id')
        .limit(f.limit)
        .offset(f.offset)
        .execute();
      return { items: rows.map(toDoctor), total: Number(count.n) };
    },
    async findDoctor(id: string): Promise<DoctorRecord | undefined> {
      const row = await doctorColumns(doctorsFrom()).where('users.id', '=', id).where('users.type', '=', 'Doctor').where((eb) => eb.not(deactivatedEverywhere(eb))).executeTakeFirst();
      return row && toDoctor(row);
    },
    /** The clinics each doctor belongs to, keyed by doctor id. */
    async clinicsOf(userIds: string[]): Promise<Map<string, ClinicRef[]>> {
      const map = new Map<string, ClinicRef[]>(userIds.map((id) => [id, []]));
      if (!userIds.length) return map;
      const rows = await db.selectFrom('clinic_members as m')
        .innerJoin('clinics as c', 'c.id', 'm.clinic_id')
        .select(['m.user_id', 'c.id', 'c.name', 'c.logo'])
        .where('m.user_id', 'in', userIds)
        .where('m.deactivated_at', 'is', null)
        .orderBy('c.id')
        .execute();
      for (const r of rows) map.get(r.user_id)?.push({ id: r.id, name: r.name, logo: clinicLogoUrl(r) });
      return map;
    },
    /** The clinic services a doctor provides. */
    async servicesOfDoctor(doctorId: string): Promise<OfferedService[]> {
      const rows = await offered()
        .innerJoin('doctor_services as ds', 'ds.clinic_service_id', 'cs.id')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.clinic_id', '=', 'cs.clinic_id').onRef('m.user_id', '=', 'ds.doctor_id'))
        .where('ds.doctor_id', '=', doctorId)
        .where('m.deactivated_at', 'is', null)
        .orderBy('c.id')
        .orderBy('s.id')
        .execute();
      return rows.map(toOffered);
    },
    /** The clinic services of one clinic. */
    async servicesOfClinic(clinicId: number): Promise<OfferedService[]> {
      const rows = await offered().where('cs.clinic_id', '=', clinicId).orderBy('s.id').execute();
      return rows.map(toOffered);
    },

    /** One page of services, optionally of one category or matching a name, ordered by id. */
    async findServices(f: { categoryId?: number; words: string[]; limit: number; offset: number }): Promise<{ items: ServiceRecord[]; total: number }> {
      let q = servicesFrom();
      if (f.categoryId !== undefined) q = q.where('s.category_id', '=', f.categoryId);
      for (const word of f.words) {
        const pattern = containing(word);
        q = q.where((eb) => eb.or([eb(sql`s.name->>'ka'`, 'ilike', pattern), eb(sql`s.name->>'en'`, 'ilike', pattern)]));
      }
      const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await selectService(q).orderBy('s.id').limit(f.limit).offset(f.offset).execute();
      return { items: rows.map(toService), total: Number(count.n) };
    },
    async findService(id: number): Promise<ServiceRecord | undefined> {
      const row = await selectService(servicesFrom()).where('s.id', '=', id).executeTakeFirst();
      return row && toService(row);
    },
    /** Every clinic's offer of the given services, keyed by service id. */
    async clinicServicesOf(serviceIds: number[]): Promise<Map<number, ClinicService[]>> {
      const map = new Map<number, ClinicService[]>(serviceIds.map((id) => [id, []]));
      if (!serviceIds.length) return map;
      const rows = await offered().where('cs.service_id', 'in', serviceIds).orderBy('cs.price').orderBy('c.id').execute();
      for (const r of rows) {
        const o = toOffered(r);
        map.get(r.service_id)?.push({ id: o.id, clinic: o.clinic, price: o.price, duration_minutes: o.duration_minutes });
      }
      return map;
    },
    /** The doctors who provide a service, with the clinic services through which they do. */
    async doctorsOfService(serviceId: number): Promise<ServiceDoctor[]> {
      const rows = await doctorColumns(doctorsFrom())
        .innerJoin('doctor_services as ds', 'ds.doctor_id', 'users.id')
        .innerJoin('clinic_services as cs', 'cs.id', 'ds.clinic_service_id')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.clinic_id', '=', 'cs.clinic_id').onRef('m.user_id', '=', 'users.id'))
        .select('cs.id as clinic_service_id')
        .where('cs.service_id', '=', serviceId)
        .where('cs.hidden', '=', false)
        .where('m.deactivated_at', 'is', null)
        .where('users.type', '=', 'Doctor')
        .orderBy(sql`users.lastname->>'ka'`)
        .orderBy('users.id')
        .orderBy('cs.id')
        .execute();
      const byId = new Map<string, ServiceDoctor>();
      for (const r of rows) {
        const existing = byId.get(r.id);
        if (existing) {
          existing.clinic_service_ids.push(r.clinic_service_id);
          continue;
        }
        const d = toDoctor(r);
        byId.set(r.id, { id: d.id, firstname: d.firstname, lastname: d.lastname, photo: d.photo, speciality: d.speciality, clinic_service_ids: [r.clinic_service_id] });
      }
      return [...byId.values()];
    },

    async findClinic(id: number): Promise<ClinicRecord | undefined> {
      const r = await db.selectFrom('clinics as c')
        .leftJoin('cities as city', 'city.id', 'c.city_id')
        .select([
          'c.id', 'c.partner', 'c.name', 'c.logo', 'c.city_id', 'c.address', 'c.phones', 'c.website', 'c.email', 'c.facebook',
          'c.description', 'city.name as city_name',
        ])
        .where('c.id', '=', id)
        .executeTakeFirst();
      if (!r) return undefined;
      const { city_name, ...clinic } = r;
      return { ...clinic, city: clinic.city_id !== null && city_name !== null ? { id: clinic.city_id, name: city_name } : null };
    },
    /** Every clinic, by id, with its logo URL. */
    async clinics(): Promise<ClinicSummary[]> {
      const rows = await db.selectFrom('clinics').select(['id', 'name', 'logo', 'address']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, name: r.name, logo: clinicLogoUrl(r), address: r.address }));
    },
    /** The doctors who are members of a clinic, ordered by Georgian last and first name. */
    async doctorsOfClinic(clinicId: number): Promise<ClinicDoctor[]> {
      const rows = await db.selectFrom('users')
        .innerJoin('clinic_members as m', 'm.user_id', 'users.id')
        .select(['users.id', 'users.firstname', 'users.lastname', 'users.photo_path', 'users.photo_version', 'users.speciality_id'])
        .where('m.clinic_id', '=', clinicId)
        .where('m.deactivated_at', 'is', null)
        .where('users.type', '=', 'Doctor')
        .orderBy(sql`users.lastname->>'ka'`)
        .orderBy(sql`users.firstname->>'ka'`)
        .orderBy('users.id')
        .execute();
      return rows.map((r) => ({ id: r.id, firstname: r.firstname, lastname: r.lastname, photo: photoUrl(r), speciality_id: r.speciality_id }));
    },
    /** The stored relative path of a clinic's logo; undefined for an unknown clinic. */
    async clinicLogoPath(id: number): Promise<{ logo: string | null } | undefined> {
      return db.selectFrom('clinics').select('logo').where('id', '=', id).executeTakeFirst();
    },
  };
}

import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { AppError } from '../../../src/protocol/errors';
import type {
  Clinic, ClinicSummary, DoctorDetail, DoctorSummary, DoctorsQuery, ServiceDetail, ServiceSummary, ServicesQuery,
} from '../../../src/protocol/catalog';
import { DOCTORS_PAGE_DEFAULT, SERVICES_PAGE_DEFAULT } from '../../../src/protocol/catalog';
import type { Localized } from '../../../src/protocol/common';
import type { Icd10Entry } from '../../../src/protocol/case-schemas';
import { searchIcd10 } from '../../catalog/icd10';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { catalogRepository, clinicLogoUrl, searchWords, type DoctorRecord } from './catalog.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_ID = /^[1-9][0-9]{0,9}$/;
const INT_MAX = 2_147_483_647;

const notFound = (what: string) => new AppError('not_found', 404, { message: `No such ${what}` });

/** A positive integer id from a path segment; anything else is an address that does not exist. */
function intId(text: string, what: string): number {
  const n = INT_ID.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n > INT_MAX) throw notFound(what);
  return n;
}

/** Content types of the image files a clinic logo may be stored as. */
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/** A file ready to send, with a validator for conditional requests. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

function page(query: { page?: number; limit?: number }, defaultLimit: number) {
  const limit = query.limit ?? defaultLimit;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** A doctor as a recommendation lists them. */
export interface DoctorCard {
  id: string;
  firstname: Localized;
  lastname: Localized;
  photo: string | null;
}

/** The first `limit` doctors of a speciality, in the catalogue's order (a symptom-checker result recommends them). */
export async function doctorsOfSpeciality(db: Db, specialityId: number, limit: number): Promise<DoctorCard[]> {
  const { items } = await catalogRepository(db).findDoctors({ specialityId, words: [], limit, offset: 0 });
  return items.map((d) => ({ id: d.id, firstname: d.firstname, lastname: d.lastname, photo: d.photo }));
}

/** Control characters (NUL among them) are never part of a search; a query carrying one is refused. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The default number of ICD-10 entries a search answers (Icd10QuerySchema allows 1–50). */
const ICD10_LIMIT_DEFAULT = 20;

/**
 * ICD-10 entries of the shipped list for a diagnosis field, best first. A query that is blank or
 * carries control characters is refused with a field error (422), never searched.
 */
export function icd10Matches(q: string, limit: number | undefined): Icd10Entry[] {
  if (!q.trim()) throw new AppError('validation', 422, { message: 'Type a code or words to search', errors: [{ path: 'q', code: 'field.required' }] });
  if (CONTROL.test(q)) throw new AppError('validation', 422, { message: 'The search text is not valid', errors: [{ path: 'q', code: 'field.format' }] });
  return searchIcd10(q, limit ?? ICD10_LIMIT_DEFAULT);
}

/** The public catalogue: static lists, doctors, services and clinics, in both languages. */
export function catalogService(deps: AppDeps) {
  const repo = catalogRepository(deps.db);
  const uploadsDir = resolve(deps.config.dataDir, 'uploads');

  const summary = (d: DoctorRecord, clinics: DoctorSummary['clinics']): DoctorSummary => ({
    id: d.id,
    firstname: d.firstname,
    lastname: d.lastname,
    photo: d.photo,
    speciality: d.speciality,
    title: d.title,
    experience_from: d.experience_from,
    languages: d.languages,
    gender: d.gender,
    clinics,
  });

  return {
    cities: () => repo.cities(),
    labtests: () => repo.labtests(),
    patientLogTypes: () => repo.patientLogTypes(),
    serviceCategories: () => repo.serviceCategories(),
    serviceTemplates: () => repo.serviceTemplates(),
    specialities: () => repo.specialities(),
    services: () => repo.services(),

    async listDoctors(query: DoctorsQuery): Promise<{ items: DoctorSummary[]; total: number }> {
      const { items, total } = await repo.findDoctors({ specialityId: query.speciality_id, words: searchWords(query.q), ...page(query, DOCTORS_PAGE_DEFAULT) });
      const clinics = await repo.clinicsOf(items.map((d) => d.id));
      return { items: items.map((d) => summary(d, clinics.get(d.id) ?? [])), total };
    },

    async getDoctor(id: string): Promise<DoctorDetail> {
      if (!UUID.test(id)) throw notFound('doctor');
      const doctor = await repo.findDoctor(id);
      if (!doctor) throw notFound('doctor');
      const [clinics, services] = await Promise.all([repo.clinicsOf([id]), repo.servicesOfDoctor(id)]);
      return { ...summary(doctor, clinics.get(id) ?? []), bio: doctor.bio, services };
    },

    async listServices(query: ServicesQuery): Promise<{ items: ServiceSummary[]; total: number }> {
      const { items, total } = await repo.findServices({ categoryId: query.category_id, words: searchWords(query.q), ...page(query, SERVICES_PAGE_DEFAULT) });
      const offers = await repo.clinicServicesOf(items.map((s) => s.id));
      return { items: items.map((s) => ({ ...s, clinic_services: offers.get(s.id) ?? [] })), total };
    },

    async getService(idText: string): Promise<ServiceDetail> {
      const id = intId(idText, 'service');
      const service = await repo.findService(id);
      if (!service) throw notFound('service');
      const [offers, doctors] = await Promise.all([repo.clinicServicesOf([id]), repo.doctorsOfService(id)]);
      return { ...service, clinic_services: offers.get(id) ?? [], doctors };
    },

    async getClinic(idText: string): Promise<Clinic> {
      const id = intId(idText, 'clinic');
      const clinic = await repo.findClinic(id);
      if (!clinic) throw notFound('clinic');
      const [services, doctors] = await Promise.all([repo.servicesOfClinic(id), repo.doctorsOfClinic(id)]);
      return { ...clinic, logo: clinicLogoUrl(clinic), services, doctors };
    },

    clinics: (): Promise<ClinicSummary[]> => repo.clinics(),

    /**
     * A clinic's logo file. The stored path is relative to DATA_DIR/uploads; a path (or a link)
     * that leads outside that folder, or a file that is not an image type we serve, is refused as
     * if the file did not exist.
     */
    async clinicLogo(idText: string): Promise<StoredFile> {
      const id = intId(idText, 'clinic');
      const row = await repo.clinicLogoPath(id);
      if (!row?.logo) throw notFound('logo');
      const file = resolve(uploadsDir, row.logo);
      const contentType = IMAGE_TYPES[extname(file).toLowerCase()];
      if (!contentType || !file.startsWith(uploadsDir + sep)) throw notFound('logo');
      let real: string;
      let root: string;
      try {
        [real, root] = await Promise.all([realpath(file), realpath(uploadsDir)]);
      } catch {
        throw notFound('logo');
      }
      if (!real.startsWith(root + sep)) throw notFound('logo');
      const info = await stat(real);
      if (!info.isFile()) throw notFound('logo');
      const body = await readFile(real);
      return {
        body,
        contentType,
        etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
  };
}

import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema } from './common';
import { GenderSchema } from './user';

/**
 * The public catalogue: static lists loaded at start-up (SPEC §7), doctors, services and clinics.
 * Every name and description is Localized (`{ka, en}`); the client picks the language.
 * Prices are in tetri (1/100 GEL); durations in minutes.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `{ data: { data: [...] } }`: the shape SPEC §7 gives four of the static lists. */
export const DoubleEnvelope = <T extends TSchema>(item: T) => Type.Object({ data: Type.Object({ data: Type.Array(item) }) });
/** `{ data: [...] }`: the shape of the other static lists. */
export const ListEnvelope = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
/** `{ data: { items, total } }`: one page of a longer list; `total` counts every match. */
export const PageEnvelope = <T extends TSchema>(item: T) => Type.Object({ data: Type.Object({ items: Type.Array(item), total: Type.Integer() }) });

/** Keys of the service templates; a service's `template` is one of these. */
export const SERVICE_TEMPLATE_KEYS = ['consultation', 'video_consultation', 'lab', 'home_visit', 'diagnostics', 'procedure'] as const;
export type ServiceTemplateKey = (typeof SERVICE_TEMPLATE_KEYS)[number];

export const NamedSchema = Type.Object({ id: Type.Integer(), name: LocalizedSchema });
export type Named = Static<typeof NamedSchema>;

export const CitySchema = NamedSchema;
export type City = Static<typeof CitySchema>;

export const SpecialitySchema = Type.Object({
  id: Type.Integer(),
  name: LocalizedSchema,
  /** The symptom checker's name for the field, e.g. 'Cardiology'. */
  infermedica_category: Nullable(Type.String()),
});
export type Speciality = Static<typeof SpecialitySchema>;

export const ServiceCategorySchema = NamedSchema;
export type ServiceCategory = Static<typeof ServiceCategorySchema>;

export const ServiceTemplateSchema = Type.Object({ id: Type.Integer(), key: Type.String(), name: LocalizedSchema });
export type ServiceTemplate = Static<typeof ServiceTemplateSchema>;

/** A service in the static list (SPEC §3 Service): `template` is the template's key. */
export const ServiceSchema = Type.Object({
  id: Type.Integer(),
  name: LocalizedSchema,
  description: LocalizedSchema,
  category_id: Type.Integer(),
  template_id: Nullable(Type.Integer()),
  template: Nullable(Type.String()),
  /** True when one particular doctor provides it (a consultation), false for e.g. a lab test. */
  is_personal: Type.Boolean(),
});
export type Service = Static<typeof ServiceSchema>;

export const LabtestSchema = Type.Object({ id: Type.Integer(), name: LocalizedSchema, category: LocalizedSchema });
export type Labtest = Static<typeof LabtestSchema>;

export const PatientLogTypeSchema = Type.Object({ id: Type.Integer(), key: Type.String(), name: LocalizedSchema, unit: LocalizedSchema });
export type PatientLogType = Static<typeof PatientLogTypeSchema>;

/** A clinic as other entries mention it; `logo` is a URL or null. */
export const ClinicRefSchema = Type.Object({ id: Type.Integer(), name: LocalizedSchema, logo: Nullable(Type.String()) });
export type ClinicRef = Static<typeof ClinicRefSchema>;

/** A doctor in the public list (`GET /api/doctors`). `photo` is a cache-busted URL or null. */
export const DoctorSummarySchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  speciality: Nullable(NamedSchema),
  title: Nullable(LocalizedSchema),
  /** The year the doctor started practising. */
  experience_from: Nullable(Type.Integer()),
  /** ISO 639-1 codes of the languages the doctor consults in. */
  languages: Type.Array(Type.String()),
  gender: Nullable(GenderSchema),
  clinics: Type.Array(ClinicRefSchema),
});
export type DoctorSummary = Static<typeof DoctorSummarySchema>;

/** A service as one clinic offers it; `id` is the clinic service id. */
export const OfferedServiceSchema = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  name: LocalizedSchema,
  category_id: Type.Integer(),
  template: Nullable(Type.String()),
  is_personal: Type.Boolean(),
  clinic: ClinicRefSchema,
  price: Type.Integer(),
  duration_minutes: Type.Integer(),
});
export type OfferedService = Static<typeof OfferedServiceSchema>;

/** `GET /api/doctors/:id`: the summary plus a short biography and the services they provide. */
export const DoctorDetailSchema = Type.Composite([
  DoctorSummarySchema,
  Type.Object({ bio: Nullable(LocalizedSchema), services: Type.Array(OfferedServiceSchema) }),
]);
export type DoctorDetail = Static<typeof DoctorDetailSchema>;

/** One clinic's offer of a service: where, for how much and how long. */
export const ClinicServiceSchema = Type.Object({
  id: Type.Integer(),
  clinic: ClinicRefSchema,
  price: Type.Integer(),
  duration_minutes: Type.Integer(),
});
export type ClinicService = Static<typeof ClinicServiceSchema>;

/** A service in the public list (`GET /api/services`), with every clinic that offers it. */
export const ServiceSummarySchema = Type.Object({
  id: Type.Integer(),
  name: LocalizedSchema,
  description: LocalizedSchema,
  category_id: Type.Integer(),
  category: NamedSchema,
  template: Nullable(Type.String()),
  template_name: Nullable(LocalizedSchema),
  is_personal: Type.Boolean(),
  clinic_services: Type.Array(ClinicServiceSchema),
});
export type ServiceSummary = Static<typeof ServiceSummarySchema>;

/** A doctor who provides a service, and at which clinic services. */
export const ServiceDoctorSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  speciality: Nullable(NamedSchema),
  clinic_service_ids: Type.Array(Type.Integer()),
});
export type ServiceDoctor = Static<typeof ServiceDoctorSchema>;

/** `GET /api/services/:id`. */
export const ServiceDetailSchema = Type.Composite([ServiceSummarySchema, Type.Object({ doctors: Type.Array(ServiceDoctorSchema) })]);
export type ServiceDetail = Static<typeof ServiceDetailSchema>;

/** A doctor of a clinic, as its page lists them. `photo` is a cache-busted URL or null. */
export const ClinicDoctorSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  speciality_id: Nullable(Type.Integer()),
});
export type ClinicDoctor = Static<typeof ClinicDoctorSchema>;

/**
 * `GET /api/clinics/:id` (SPEC §3 Clinic). `services` are the clinic services it offers, `doctors`
 * the doctors who work there (by Georgian last and first name).
 */
export const ClinicSchema = Type.Object({
  id: Type.Integer(),
  partner: Type.Boolean(),
  name: LocalizedSchema,
  logo: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  city: Nullable(CitySchema),
  address: LocalizedSchema,
  phones: Type.Array(Type.String()),
  website: Nullable(Type.String()),
  email: Nullable(Type.String()),
  facebook: Nullable(Type.String()),
  description: LocalizedSchema,
  services: Type.Array(OfferedServiceSchema),
  doctors: Type.Array(ClinicDoctorSchema),
});
export type Clinic = Static<typeof ClinicSchema>;

/** A clinic in `GET /api/clinics` (every clinic, by id): `logo` is a URL or null. */
export const ClinicSummarySchema = Type.Object({
  id: Type.Integer(),
  name: LocalizedSchema,
  logo: Nullable(Type.String()),
  address: LocalizedSchema,
});
export type ClinicSummary = Static<typeof ClinicSummarySchema>;

export const CATALOG_PAGE_MAX = 100;
export const DOCTORS_PAGE_DEFAULT = 20;
export const SERVICES_PAGE_DEFAULT = 50;
export const SEARCH_MAX = 100;

const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));

export const DoctorsQuerySchema = Type.Object({
  speciality_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Part of a first or last name, in either language, any case. */
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  page: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOG_PAGE_MAX, default: DOCTORS_PAGE_DEFAULT })),
});
export type DoctorsQuery = Static<typeof DoctorsQuerySchema>;

export const ServicesQuerySchema = Type.Object({
  category_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Part of the service name, in either language, any case. */
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX })),
  page: Page,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CATALOG_PAGE_MAX, default: SERVICES_PAGE_DEFAULT })),
});
export type ServicesQuery = Static<typeof ServicesQuerySchema>;

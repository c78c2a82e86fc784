import { Type, type Static } from '@sinclair/typebox';
import { LocalizedSchema } from './common';
import type { FieldError } from './errors';

/**
 * A clinic's services as its administrators set them (`/cadmin/services`, issue 16): the clinic's
 * price (whole GEL; stored in tetri), duration, buffers, chat days, whether it is hidden from
 * patients, and which of its doctors provide it. The service's own name, category, `is_personal`
 * and template come from the service list and are not edited here. Only the clinic's
 * administrators call these (else 403 `cadmin.not_allowed`); a clinic service of another
 * clinic is 404 `service_admin.not_found`. A clinic service is never deleted: hiding it keeps
 * past appointments and cases.
 *
 * | route | answer |
 * |---|---|
 * | `GET /api/cadmin/clinics/:clinicId/services` | `{ data: ClinicServicesAdmin }` |
 * | `POST /api/cadmin/clinics/:clinicId/services` NewClinicServiceBody | 201 `{ data: AdminClinicService }` |
 * | `PUT /api/cadmin/clinics/:clinicId/services/:id` ClinicServiceBody | `{ data: AdminClinicService }` |
 * | `POST /api/cadmin/clinics/:clinicId/services/:id/hide` and `/show` | `{ data: AdminClinicService }` |
 */

export const PRICE_GEL_MAX = 100_000;
export const DURATION_MIN = 5;
export const DURATION_MAX = 480;
export const BUFFER_MAX = 240;
export const COMMUNICATION_DAYS_MAX = 90;

export const AdminClinicServiceSchema = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  name: LocalizedSchema,
  category_id: Type.Integer(),
  template: Type.Union([Type.String(), Type.Null()]),
  is_personal: Type.Boolean(),
  /** GEL (a price stored with tetri shows as a fraction). */
  price_gel: Type.Number(),
  duration_minutes: Type.Integer(),
  buffer_before_minutes: Type.Integer(),
  buffer_after_minutes: Type.Integer(),
  communication_days: Type.Integer(),
  hidden: Type.Boolean(),
  doctor_ids: Type.Array(Type.String()),
  /** Appointments that name the service (why it can be hidden but never removed). */
  appointments: Type.Integer(),
});
export type AdminClinicService = Static<typeof AdminClinicServiceSchema>;

/** A doctor of the clinic, for choosing who provides a service. */
export const ServiceAdminDoctorSchema = Type.Object({ id: Type.String(), firstname: LocalizedSchema, lastname: LocalizedSchema, active: Type.Boolean() });
export type ServiceAdminDoctor = Static<typeof ServiceAdminDoctorSchema>;

export const ClinicServicesAdminSchema = Type.Object({ services: Type.Array(AdminClinicServiceSchema), doctors: Type.Array(ServiceAdminDoctorSchema) });
export type ClinicServicesAdmin = Static<typeof ClinicServicesAdminSchema>;

export const ClinicServiceParamsSchema = Type.Object({ clinicId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * A number or null as one JSON-schema type list: the server's Ajv coerces types, and with a union
 * it would turn a null into 0 (a number branch tried first) or a 0 into null (a null branch first).
 */
const Num = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/** What an administrator sets of a clinic service. Numbers may be null (an empty field) and are checked by `checkClinicService`. */
export const ClinicServiceBodySchema = Type.Object({
  price_gel: Num,
  duration_minutes: Num,
  buffer_before_minutes: Num,
  buffer_after_minutes: Num,
  communication_days: Num,
  doctor_ids: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 }),
});
export type ClinicServiceBody = Static<typeof ClinicServiceBodySchema>;

export const NewClinicServiceBodySchema = Type.Composite([Type.Object({ service_id: Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 }) }), ClinicServiceBodySchema]);
export type NewClinicServiceBody = Static<typeof NewClinicServiceBodySchema>;

/** A clinic service's settings as stored (price in tetri). */
export interface ClinicServiceValues {
  price: number;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  communicationDays: number;
  doctorIds: string[];
}

const RANGES = {
  price_gel: [0, PRICE_GEL_MAX],
  duration_minutes: [DURATION_MIN, DURATION_MAX],
  buffer_before_minutes: [0, BUFFER_MAX],
  buffer_after_minutes: [0, BUFFER_MAX],
  communication_days: [0, COMMUNICATION_DAYS_MAX],
} as const;

/**
 * Every rule of the service form that needs no database, for the device and the server alike:
 * whole numbers in their ranges (price 0–100 000 GEL, duration 5–480 minutes, buffers 0–240
 * minutes, chat days 0–90), and for a new one, a service chosen. Answers every bad field, or the values.
 */
export function checkClinicService(body: ClinicServiceBody & { service_id?: number | null }, isNew: boolean): { errors: FieldError[] } | { value: ClinicServiceValues } {
  const errors: FieldError[] = [];
  if (isNew && (body.service_id === null || body.service_id === undefined)) errors.push({ path: 'service_id', code: 'field.required' });
  for (const [key, [min, max]] of Object.entries(RANGES) as [keyof typeof RANGES, readonly [number, number]][]) {
    const v = body[key];
    if (v === null) errors.push({ path: key, code: 'field.required' });
    else if (!Number.isInteger(v) || v < min || v > max) errors.push({ path: key, code: 'field.number_range', params: { min, max } });
  }
  if (errors.length) return { errors };
  return {
    value: {
      price: body.price_gel! * 100,
      durationMinutes: body.duration_minutes!,
      bufferBeforeMinutes: body.buffer_before_minutes!,
      bufferAfterMinutes: body.buffer_after_minutes!,
      communicationDays: body.communication_days!,
      doctorIds: [...new Set(body.doctor_ids.map((id) => id.toLowerCase()))],
    },
  };
}

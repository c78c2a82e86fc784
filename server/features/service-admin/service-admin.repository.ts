import { sql } from 'kysely';
import type { AdminClinicService, ClinicServiceValues, ServiceAdminDoctor } from '../../../src/protocol/service-admin';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** The SQL of a clinic's services as its administrators set them. */
export function serviceAdminRepository(db: Db) {
  return {
    /** The clinic's services (or only `id`), ordered by the service list's order. */
    async services(clinicId: number, id?: number): Promise<AdminClinicService[]> {
      let q = db
        .selectFrom('clinic_services as cs')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .leftJoin('service_templates as t', 't.id', 's.template_id')
        .where('cs.clinic_id', '=', clinicId)
        .select([
          'cs.id', 'cs.service_id', 's.name', 's.category_id', 't.key as template', 's.is_personal', 'cs.price', 'cs.duration_minutes', 'cs.buffer_before_minutes',
          'cs.buffer_after_minutes', 'cs.communication_days', 'cs.hidden',
          (eb) => eb.selectFrom('schedules as sc').select(eb.fn.countAll<string>().as('n')).whereRef('sc.clinic_service_id', '=', 'cs.id').as('appointments'),
        ]);
      if (id !== undefined) q = q.where('cs.id', '=', id);
      const rows = await q.orderBy('s.id').orderBy('cs.id').execute();
      if (rows.length === 0) return [];
      const providers = await db.selectFrom('doctor_services').select(['clinic_service_id', 'doctor_id']).where('clinic_service_id', 'in', rows.map((r) => r.id)).orderBy('doctor_id').execute();
      return rows.map((r) => ({
        id: r.id,
        service_id: r.service_id,
        name: loc(r.name),
        category_id: r.category_id,
        template: r.template ?? null,
        is_personal: r.is_personal,
        price_gel: r.price / 100,
        duration_minutes: r.duration_minutes,
        buffer_before_minutes: r.buffer_before_minutes,
        buffer_after_minutes: r.buffer_after_minutes,
        communication_days: r.communication_days,
        hidden: r.hidden,
        doctor_ids: providers.filter((p) => p.clinic_service_id === r.id).map((p) => p.doctor_id),
        appointments: Number(r.appointments ?? 0),
      }));
    },

    /** The clinic's doctors, active and deactivated. */
    async doctors(clinicId: number): Promise<ServiceAdminDoctor[]> {
      const rows = await db
        .selectFrom('clinic_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.firstname', 'u.lastname', 'm.deactivated_at'])
        .where('m.clinic_id', '=', clinicId)
        .where('u.type', '=', 'Doctor')
        .orderBy(sql`u.lastname->>'ka'`)
        .orderBy('u.id')
        .execute();
      return rows.map((r) => ({ id: r.id, firstname: loc(r.firstname), lastname: loc(r.lastname), active: r.deactivated_at === null }));
    },

    async serviceExists(serviceId: number): Promise<boolean> {
      return (await db.selectFrom('services').select('id').where('id', '=', serviceId).executeTakeFirst()) !== undefined;
    },

    async offered(clinicId: number, serviceId: number): Promise<boolean> {
      return (await db.selectFrom('clinic_services').select('id').where('clinic_id', '=', clinicId).where('service_id', '=', serviceId).executeTakeFirst()) !== undefined;
    },

    async insert(clinicId: number, serviceId: number, v: ClinicServiceValues): Promise<number> {
      const row = await db
        .insertInto('clinic_services')
        .values({
          clinic_id: clinicId, service_id: serviceId, price: v.price, duration_minutes: v.durationMinutes, buffer_before_minutes: v.bufferBeforeMinutes,
          buffer_after_minutes: v.bufferAfterMinutes, communication_days: v.communicationDays,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, v: ClinicServiceValues): Promise<void> {
      await db
        .updateTable('clinic_services')
        .set({ price: v.price, duration_minutes: v.durationMinutes, buffer_before_minutes: v.bufferBeforeMinutes, buffer_after_minutes: v.bufferAfterMinutes, communication_days: v.communicationDays })
        .where('id', '=', id)
        .execute();
    },

    async setProviders(id: number, doctorIds: string[]): Promise<void> {
      await db.deleteFrom('doctor_services').where('clinic_service_id', '=', id).execute();
      if (doctorIds.length) await db.insertInto('doctor_services').values(doctorIds.map((d) => ({ doctor_id: d, clinic_service_id: id }))).execute();
    },

    async setHidden(id: number, hidden: boolean): Promise<void> {
      await db.updateTable('clinic_services').set({ hidden }).where('id', '=', id).execute();
    },
  };
}

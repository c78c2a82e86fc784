import { sql } from 'kysely';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseArray, parseJson } from '../../db/json';
import type { BusyRange, SlotClinic, SlotException, SlotRule, SlotService } from './slots';

/** A clinic service with what booking needs of it and of its clinic. */
export interface BookableService extends SlotService {
  clinicId: number;
  serviceId: number;
  price: number;
  communicationDays: number;
  name: Localized;
  template: string | null;
  /** Not offered to patients any more (migration 014): no new bookings, existing appointments keep it. */
  hidden: boolean;
  clinic: SlotClinic & { id: number; name: Localized; address: Localized; cancellationNoticeMinutes: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The SQL of free slots: working hours, days off, busy ranges, clinic services and who provides them. */
export function slotsRepository(db: Db) {
  return {
    /** A clinic service and its clinic's booking rules, or null. */
    async service(clinicServiceId: number): Promise<BookableService | null> {
      if (!Number.isSafeInteger(clinicServiceId) || clinicServiceId < 1 || clinicServiceId > 2_147_483_647) return null;
      const row = await db
        .selectFrom('clinic_services as cs')
        .innerJoin('services as s', 's.id', 'cs.service_id')
        .innerJoin('clinics as c', 'c.id', 'cs.clinic_id')
        .leftJoin('service_templates as t', 't.id', 's.template_id')
        .select([
          'cs.id', 'cs.clinic_id', 'cs.service_id', 'cs.price', 'cs.duration_minutes', 'cs.buffer_before_minutes', 'cs.buffer_after_minutes', 'cs.communication_days', 'cs.hidden',
          's.name', 't.key as template', 'c.name as clinic_name', 'c.address as clinic_address', 'c.time_zone', 'c.min_notice_minutes', 'c.booking_horizon_days', 'c.cancellation_notice_minutes',
        ])
        .where('cs.id', '=', clinicServiceId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        clinicId: row.clinic_id,
        serviceId: row.service_id,
        price: row.price,
        durationMinutes: row.duration_minutes,
        bufferBeforeMinutes: row.buffer_before_minutes,
        bufferAfterMinutes: row.buffer_after_minutes,
        communicationDays: row.communication_days,
        name: parseJson<Localized>(row.name)!,
        template: row.template ?? null,
        hidden: row.hidden,
        clinic: {
          id: row.clinic_id,
          name: parseJson<Localized>(row.clinic_name)!,
          address: parseJson<Localized>(row.clinic_address)!,
          timeZone: row.time_zone,
          minNoticeMinutes: row.min_notice_minutes,
          bookingHorizonDays: row.booking_horizon_days,
          cancellationNoticeMinutes: row.cancellation_notice_minutes,
        },
      };
    },

    /** True when the doctor provides the clinic service and is not deactivated at its clinic (issue 16). */
    async provides(doctorId: string, clinicServiceId: number): Promise<boolean> {
      if (!isUuid(doctorId)) return false;
      const row = await db
        .selectFrom('doctor_services as ds')
        .innerJoin('clinic_services as cs', 'cs.id', 'ds.clinic_service_id')
        .innerJoin('clinic_members as m', (j) => j.onRef('m.clinic_id', '=', 'cs.clinic_id').onRef('m.user_id', '=', 'ds.doctor_id'))
        .select('ds.doctor_id')
        .where('ds.doctor_id', '=', doctorId)
        .where('ds.clinic_service_id', '=', clinicServiceId)
        .where('m.deactivated_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when a doctor with this id exists. */
    async isDoctor(doctorId: string): Promise<boolean> {
      if (!isUuid(doctorId)) return false;
      const row = await db.selectFrom('users').select('id').where('id', '=', doctorId).where('type', '=', 'Doctor').executeTakeFirst();
      return row !== undefined;
    },

    /** The doctor's weekly rules at a clinic. */
    async rules(doctorId: string, clinicId: number): Promise<SlotRule[]> {
      const rows = await db
        .selectFrom('availability_rules')
        .select(['weekday', 'start_minute', 'end_minute', 'kind', 'clinic_service_ids'])
        .where('doctor_id', '=', doctorId)
        .where('clinic_id', '=', clinicId)
        .execute();
      return rows.map((r) => ({ weekday: r.weekday, startMinute: r.start_minute, endMinute: r.end_minute, kind: r.kind, clinicServiceIds: intArray(r.clinic_service_ids) }));
    },

    /** The doctor's one-off changes at a clinic between two days (inclusive). */
    async exceptions(doctorId: string, clinicId: number, from: string, to: string): Promise<SlotException[]> {
      const rows = await db
        .selectFrom('availability_exceptions')
        .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'), 'kind', 'start_minute', 'end_minute'])
        .where('doctor_id', '=', doctorId)
        .where('clinic_id', '=', clinicId)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute();
      return rows.map((r) => ({ date: r.day, kind: r.kind, startMinute: r.start_minute, endMinute: r.end_minute }));
    },

    /** Busy ranges of the doctor's appointments holding a slot that overlap [from, to). */
    async busy(doctorId: string, from: Date, to: Date, ignoreScheduleId?: string): Promise<BusyRange[]> {
      let q = db
        .selectFrom('schedules')
        .select([sql<Date>`lower(busy)`.as('b_start'), sql<Date>`upper(busy)`.as('b_end')])
        .where('assignee_id', '=', doctorId)
        .where('status', 'in', ['created', 'pending', 'activated'])
        .where(sql<boolean>`busy && tstzrange(${from}, ${to})`);
      if (ignoreScheduleId) q = q.where('id', '!=', ignoreScheduleId);
      const rows = await q.execute();
      return rows.map((r) => ({ start: new Date(r.b_start).getTime(), end: new Date(r.b_end).getTime() }));
    },
  };
}

/** An int[] as pg parses it, or as a literal from drivers that do not. */
function intArray(value: unknown): number[] {
  return parseArray(value).map(Number);
}

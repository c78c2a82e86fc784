import { mayAdminister } from '../../../src/protocol/clinic-admin';
import { notClinicAdmin } from '../../access/clinic-admin.guard';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import {
  checkClinicService, type AdminClinicService, type ClinicServiceBody, type ClinicServicesAdmin, type ClinicServiceValues, type NewClinicServiceBody,
} from '../../../src/protocol/service-admin';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { Clock } from '../../deps';
import { serviceAdminRepository } from './service-admin.repository';

const notAllowed = notClinicAdmin;
const notFound = () => new AppError('service_admin.not_found', 404, { message: 'No such service at this clinic' });

/** Who changed something, from where, for the audit line. */
export interface Actor {
  user: User;
  ip: string | null;
}

/** What the audit line keeps of a clinic service's settings. */
const settingsOf = (s: AdminClinicService) => ({
  price_gel: s.price_gel, duration_minutes: s.duration_minutes, buffer_before_minutes: s.buffer_before_minutes, buffer_after_minutes: s.buffer_after_minutes,
  communication_days: s.communication_days, doctor_ids: s.doctor_ids,
});
const settingsFrom = (v: ClinicServiceValues) => ({
  price_gel: v.price / 100, duration_minutes: v.durationMinutes, buffer_before_minutes: v.bufferBeforeMinutes, buffer_after_minutes: v.bufferAfterMinutes,
  communication_days: v.communicationDays, doctor_ids: [...v.doctorIds].sort(),
});

/**
 * A clinic's services for its administrators (issue 16): list them with who provides each, add
 * one from the service list, change its price, duration, buffers, chat days and doctors, hide and
 * show it. Only active doctors of the clinic may be chosen to provide a service. Every change is
 * one transaction with its audit line (`clinic_service.*`, record_type `clinic_service`).
 */
export function serviceAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const repo = serviceAdminRepository(db);

  function allowed(user: User, clinicId: number): void {
    if (!mayAdminister(user, clinicId)) throw notAllowed();
  }

  async function one(clinicId: number, id: number): Promise<AdminClinicService> {
    const [service] = await repo.services(clinicId, id);
    if (!service) throw notFound();
    return service;
  }

  /** Checks the settings and that every doctor is an active doctor of the clinic. */
  async function checked(clinicId: number, body: ClinicServiceBody & { service_id?: number | null }, isNew: boolean, extra: FieldError[] = []): Promise<ClinicServiceValues> {
    const result = checkClinicService(body, isNew);
    const errors = 'errors' in result ? [...result.errors] : [];
    errors.push(...extra);
    const active = new Set((await repo.doctors(clinicId)).filter((d) => d.active).map((d) => d.id));
    if (body.doctor_ids.some((id) => !active.has(id.toLowerCase()))) errors.push({ path: 'doctor_ids', code: 'service_admin.unknown_doctor' });
    if (errors.length || !('value' in result)) throw fieldErrors(errors);
    return result.value;
  }

  const line = (actor: Actor, action: string, clinicId: number, id: number, detail: Record<string, unknown>) => ({
    actorId: actor.user.id, action, recordType: 'clinic_service', recordId: String(id), clinicId, ip: actor.ip, detail,
  });

  return {
    async list(user: User, clinicId: number): Promise<ClinicServicesAdmin> {
      allowed(user, clinicId);
      const [services, doctors] = await Promise.all([repo.services(clinicId), repo.doctors(clinicId)]);
      return { services, doctors };
    },

    async add(actor: Actor, clinicId: number, body: NewClinicServiceBody): Promise<AdminClinicService> {
      allowed(actor.user, clinicId);
      const extra: FieldError[] = [];
      if (body.service_id !== null) {
        if (!(await repo.serviceExists(body.service_id))) extra.push({ path: 'service_id', code: 'service_admin.unknown_service' });
        else if (await repo.offered(clinicId, body.service_id)) extra.push({ path: 'service_id', code: 'service_admin.already_offered' });
      }
      const v = await checked(clinicId, body, true, extra);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const r = serviceAdminRepository(trx);
        const newId = await r.insert(clinicId, body.service_id!, v);
        await r.setProviders(newId, v.doctorIds);
        await audit(trx, line(actor, 'clinic_service.add', clinicId, newId, { old: null, new: { service_id: body.service_id, ...settingsFrom(v) } }), now);
        return newId;
      });
      return one(clinicId, id);
    },

    async change(actor: Actor, clinicId: number, id: number, body: ClinicServiceBody): Promise<AdminClinicService> {
      allowed(actor.user, clinicId);
      const before = await one(clinicId, id);
      const v = await checked(clinicId, body, false);
      await db.transaction().execute(async (trx) => {
        const r = serviceAdminRepository(trx);
        await r.update(id, v);
        await r.setProviders(id, v.doctorIds);
        await audit(trx, line(actor, 'clinic_service.change', clinicId, id, { old: settingsOf(before), new: settingsFrom(v) }), clock.now());
      });
      return one(clinicId, id);
    },

    /** Hides (or shows) the service from patients; asking for what already is so changes nothing. */
    async setHidden(actor: Actor, clinicId: number, id: number, hidden: boolean): Promise<AdminClinicService> {
      allowed(actor.user, clinicId);
      const before = await one(clinicId, id);
      if (before.hidden === hidden) return before;
      await db.transaction().execute(async (trx) => {
        await serviceAdminRepository(trx).setHidden(id, hidden);
        await audit(trx, line(actor, hidden ? 'clinic_service.hide' : 'clinic_service.show', clinicId, id, { old: { hidden: before.hidden }, new: { hidden } }), clock.now());
      });
      return one(clinicId, id);
    },
  };
}

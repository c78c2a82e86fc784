import { randomUUID } from 'node:crypto';
import { mayAdminister } from '../../../src/protocol/clinic-admin';
import {
  checkIdNumberField, checkNewDoctor, checkServiceIds, type AdminDoctor, type DoctorAdded, type DoctorAppointment, type ExistingDoctorBody, type InvitationSent, type NewDoctorBody,
} from '../../../src/protocol/doctor-admin';
import { notClinicAdmin } from '../../access/clinic-admin.guard';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { issueInvitationCode, sendInvitation } from '../auth';
import type { MessengerLog } from '../messaging';
import { avatarPath } from '../profile';
import { TAKEN_FIELD_ERROR, takenUserField } from '../users';
import { sniffImage } from '../../uploads/image-type';
import { removeUpload, writeUpload } from '../../uploads/storage';
import { doctorAdminRepository } from './doctor-admin.repository';
import { isUuid } from '../../../src/protocol/common';


const notAllowed = notClinicAdmin;
const notFound = () => new AppError('doctor_admin.not_found', 404, { message: 'No such doctor at this clinic' });

/** Where a change came from, for its audit line. */
export interface Actor {
  user: User;
  ip: string | null;
}

/** A new doctor's photo as sent, checked to be an image before anything is stored. */
export interface PhotoUpload {
  bytes: Buffer;
}

/**
 * A clinic's doctors for its administrators (issue 16; the rule is src/protocol/clinic-admin.ts):
 * list them, add an existing Doctor account by ID number, create and invite a new one, set the
 * clinic services they provide, deactivate and reactivate them, send the sign-in link again, and
 * list their future appointments to reassign. Every change is one transaction with its audit line
 * (`doctor.*`, record_type `user`). A doctor who is not a member of the clinic is 404 (an
 * administrator learns nothing of other clinics' doctors).
 */
export function doctorAdminService(deps: AppDeps, log: MessengerLog) {
  const { db, clock } = deps;
  const repo = doctorAdminRepository(db);

  function allowed(user: User, clinicId: number): void {
    if (!mayAdminister(user, clinicId)) throw notAllowed();
  }

  async function one(trxDb: Db, clinicId: number, doctorId: string): Promise<AdminDoctor> {
    if (!isUuid(doctorId)) throw notFound();
    const [doctor] = await doctorAdminRepository(trxDb).doctors(clinicId, clock.now(), doctorId.toLowerCase());
    if (!doctor) throw notFound();
    return doctor;
  }

  /** Field errors for services that are not offered by the clinic (or hidden). */
  async function serviceErrors(trxDb: Db, clinicId: number, ids: number[]): Promise<FieldError[]> {
    const errors = checkServiceIds(ids);
    if (errors.length) return errors;
    const offered = await doctorAdminRepository(trxDb).offeredServiceIds(clinicId, ids);
    return ids.some((id) => !offered.has(id)) ? [{ path: 'clinic_service_ids', code: 'doctor_admin.unknown_service' }] : [];
  }

  const line = (actor: Actor, action: string, clinicId: number, doctorId: string, detail: Record<string, unknown>) => ({
    actorId: actor.user.id, action, recordType: 'user', recordId: doctorId, clinicId, ip: actor.ip, detail,
  });

  async function invite(clinicId: number, doctor: { phone: string | null; email: string | null; firstname: AdminDoctor['firstname'] }, code: string): Promise<InvitationSent> {
    const clinic = (await repo.clinicName(clinicId)) ?? { ka: '', en: '' };
    return sendInvitation(deps, log, 'doctor', { language: 'ka', phone: doctor.phone, email: doctor.email, firstname: doctor.firstname }, clinic, code);
  }

  return {
    async list(user: User, clinicId: number): Promise<AdminDoctor[]> {
      allowed(user, clinicId);
      return repo.doctors(clinicId, clock.now());
    },

    /** Adds a Doctor account that already exists, by ID number, with the clinic services they provide. */
    async addExisting(actor: Actor, clinicId: number, body: ExistingDoctorBody): Promise<DoctorAdded> {
      allowed(actor.user, clinicId);
      const idErrors = checkIdNumberField(body.id_number);
      const serviceIds = [...new Set(body.clinic_service_ids)];
      const errors = [...idErrors, ...(await serviceErrors(db, clinicId, serviceIds))];
      if (!idErrors.length) {
        const person = await repo.personByIdNumber(clinicId, body.id_number.trim());
        if (!person) errors.unshift({ path: 'id_number', code: 'doctor_admin.unknown_person' });
        else if (person.type !== 'Doctor') errors.unshift({ path: 'id_number', code: 'doctor_admin.not_a_doctor' });
        else if (person.member) errors.unshift({ path: 'id_number', code: 'doctor_admin.already_member' });
      }
      if (errors.length) throw fieldErrors(errors);
      const person = (await repo.personByIdNumber(clinicId, body.id_number.trim()))!;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const r = doctorAdminRepository(trx);
        await r.addMember(clinicId, person.id);
        await r.setServices(clinicId, person.id, serviceIds);
        await audit(trx, line(actor, 'doctor.add', clinicId, person.id, { old: null, new: { clinic_service_ids: serviceIds } }), now);
      });
      return { doctor: await one(db, clinicId, person.id), sent: null };
    },

    /**
     * Creates a Doctor account with its membership, services, photo and one-time sign-in code in
     * one transaction, then sends the link by SMS and e-mail. The photo file is written first and
     * removed again if the transaction fails, so no file outlives a refused doctor.
     */
    async create(actor: Actor, clinicId: number, body: NewDoctorBody, photo: PhotoUpload | null): Promise<DoctorAdded> {
      allowed(actor.user, clinicId);
      const now = clock.now();
      const checked = checkNewDoctor(body, now.getUTCFullYear());
      const errors = 'errors' in checked ? [...checked.errors] : [];
      const type = photo ? sniffImage(photo.bytes) : null;
      if (photo && !type) errors.push({ path: 'photo', code: 'upload.not_image' });
      if ('value' in checked) {
        const d = checked.value;
        const taken = await repo.taken(d);
        if (taken.idNumber) errors.push({ path: 'id_number', code: 'field.identifier_taken' });
        if (taken.phone) errors.push({ path: 'phone', code: 'field.phone_taken' });
        if (taken.email) errors.push({ path: 'email', code: 'field.email_taken' });
        if (!(await repo.specialityExists(d.specialityId))) errors.push({ path: 'speciality_id', code: 'doctor_admin.unknown_speciality' });
        errors.push(...(await serviceErrors(db, clinicId, d.clinicServiceIds)).filter((e) => e.code !== 'field.required'));
      } else if (body.clinic_service_ids.length) {
        errors.push(...(await serviceErrors(db, clinicId, [...new Set(body.clinic_service_ids)])));
      }
      if (errors.length || !('value' in checked)) throw fieldErrors(errors);
      const d = checked.value;
      const id = randomUUID();
      const photoPath = photo && type ? avatarPath(id, 1, type.ext) : null;
      if (photo && photoPath) await writeUpload(deps.config.dataDir, photoPath, photo.bytes);
      let code: string;
      try {
        code = await db.transaction().execute(async (trx) => {
          const r = doctorAdminRepository(trx);
          await r.insertDoctor({ ...d, id, photoPath, createdBy: actor.user.id, at: now });
          await r.addMember(clinicId, id);
          await r.setServices(clinicId, id, d.clinicServiceIds);
          const issued = await issueInvitationCode(trx, now, id);
          const created = { id_number: d.idNumber, firstname: d.firstname, lastname: d.lastname, phone: d.phone, email: d.email, speciality_id: d.specialityId, clinic_service_ids: d.clinicServiceIds, photo: photoPath !== null };
          await audit(trx, line(actor, 'doctor.create', clinicId, id, { old: null, new: created }), now);
          return issued.code;
        });
      } catch (err) {
        if (photoPath) await removeUpload(deps.config.dataDir, photoPath).catch(() => {});
        const field = takenUserField(err);
        if (field) throw fieldErrors([TAKEN_FIELD_ERROR[field]]);
        throw err;
      }
      const doctor = await one(db, clinicId, id);
      return { doctor, sent: await invite(clinicId, doctor, code) };
    },

    async setServices(actor: Actor, clinicId: number, doctorId: string, ids: number[]): Promise<AdminDoctor> {
      allowed(actor.user, clinicId);
      const before = await one(db, clinicId, doctorId);
      const serviceIds = [...new Set(ids)].sort((a, b) => a - b);
      const errors = await serviceErrors(db, clinicId, serviceIds);
      if (errors.length) throw fieldErrors(errors);
      await db.transaction().execute(async (trx) => {
        await doctorAdminRepository(trx).setServices(clinicId, before.id, serviceIds);
        await audit(trx, line(actor, 'doctor.services', clinicId, before.id, { old: { clinic_service_ids: before.clinic_service_ids }, new: { clinic_service_ids: serviceIds } }), clock.now());
      });
      return one(db, clinicId, before.id);
    },

    /** Deactivates (or with `active`, reactivates) the doctor at the clinic; doing what is already so changes nothing. */
    async setActive(actor: Actor, clinicId: number, doctorId: string, active: boolean): Promise<AdminDoctor> {
      allowed(actor.user, clinicId);
      const before = await one(db, clinicId, doctorId);
      if (before.active === active) return before;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await doctorAdminRepository(trx).setDeactivated(clinicId, before.id, active ? null : now);
        await audit(trx, line(actor, active ? 'doctor.reactivate' : 'doctor.deactivate', clinicId, before.id, { old: { active: before.active }, new: { active } }), now);
      });
      return one(db, clinicId, before.id);
    },

    /** A new one-time sign-in link, for a doctor who has not signed in yet. */
    async resendInvitation(actor: Actor, clinicId: number, doctorId: string): Promise<InvitationSent> {
      allowed(actor.user, clinicId);
      const doctor = await one(db, clinicId, doctorId);
      if (doctor.agreement_accepted) throw new AppError('doctor_admin.already_signed_in', 409, { message: 'The doctor has already signed in' });
      const now = clock.now();
      const code = await db.transaction().execute(async (trx) => {
        const issued = await issueInvitationCode(trx, now, doctor.id);
        await audit(trx, line(actor, 'doctor.invite', clinicId, doctor.id, { old: null, new: { phone: doctor.phone, email: doctor.email } }), now);
        return issued.code;
      });
      return invite(clinicId, doctor, code);
    },

    async futureAppointments(user: User, clinicId: number, doctorId: string): Promise<DoctorAppointment[]> {
      allowed(user, clinicId);
      const doctor = await one(db, clinicId, doctorId);
      return repo.futureAppointments(clinicId, doctor.id, clock.now());
    },
  };
}


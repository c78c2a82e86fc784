import { randomBytes } from 'node:crypto';
import { checkClinicProfile, type ClinicProfile, type ClinicProfileBody, type ValidClinicProfile } from '../../../src/protocol/clinic-profile';
import {
  checkNewOperator, idNumberError, type AddOperatorBody, type AddOperatorResult, type ClinicStaff, type OperatorLookup,
} from '../../../src/protocol/clinic-staff';
import { administeredClinicId, notClinicAdmin } from '../../access/clinic-admin.guard';
import { AppError, fieldErrors } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { audit } from '../../audit';
import { removeUpload, writeUpload } from '../../uploads/storage';
import { sniffImage } from '../../uploads/image-type';
import { issueInvitationCode, sendInvitation } from '../auth';
import type { MessengerLog } from '../messaging';
import { grantSupport, revokeSupport } from '../reports';
import { TAKEN_FIELD_ERROR, takenUserField } from '../users';
import { clinicAdminRepository, type ClinicProfileRecord, type OperatorRecord } from './clinic-admin.repository';
import { isUuid } from '../../../src/protocol/common';


export const notAllowed = notClinicAdmin;
const notMember = () => new AppError('cadmin.not_member', 404, { message: 'No such operator at this clinic' });
const lastAdmin = () =>
  new AppError('cadmin.last_admin', 409, { message: 'The clinic must keep at least one administrator' });

/** Who asks and from where: the signed-in person and their address (for the audit trail). */
export interface AdminRequest {
  user: User;
  ip: string | null;
}

/** The clinic the path names, when the person administers it (server/access/clinic-admin.guard.ts). */
export const administeredClinic = (user: User, clinicIdText: string): number => administeredClinicId(user, clinicIdText);

/** The logo's public URL: the catalogue's address, with the file's name as version so a new logo shows at once. */
const logoUrl = (r: ClinicProfileRecord): string | null => {
  if (!r.logo) return null;
  const version = /([^/]+)$/.exec(r.logo)?.[1] ?? '';
  return `/api/files/clinics/${r.id}/logo?v=${encodeURIComponent(version)}`;
};

const toProfile = (r: ClinicProfileRecord): ClinicProfile => ({
  id: r.id,
  name: r.name,
  logo: logoUrl(r),
  city_id: r.city_id,
  address: r.address,
  phones: r.phones,
  website: r.website,
  email: r.email,
  facebook: r.facebook,
  description: r.description,
});

const PROFILE_FIELDS = ['name', 'city_id', 'address', 'phones', 'website', 'email', 'facebook', 'description'] as const satisfies readonly (keyof ValidClinicProfile)[];

/** JSON with object keys sorted (jsonb keeps its own key order). */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

/** Each field that differs, as `{ old, new }`. */
function changes<T extends object>(before: T, after: T, fields: readonly (keyof T)[]): Record<string, { old: unknown; new: unknown }> {
  const out: Record<string, { old: unknown; new: unknown }> = {};
  for (const f of fields) {
    if (canonical(before[f]) !== canonical(after[f])) out[String(f)] = { old: before[f], new: after[f] };
  }
  return out;
}

const toOperator = (o: OperatorRecord) => ({
  id: o.id,
  firstname: o.firstname,
  lastname: o.lastname,
  id_number: o.idNumber,
  phone: o.phone,
  email: o.email,
  admin: o.admin,
  support: o.support,
  invited: o.invited,
});

/**
 * Clinic administration on /cadmin (issue 16): the clinic's profile and logo, its operators and
 * their administrator and support roles. Every call is for the clinic's administrators only, and
 * every change is written with its audit line in one transaction.
 */
export function clinicAdminService(deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'messenger'>) {
  const { db, clock, config } = deps;
  const repo = clinicAdminRepository(db);

  async function profileOf(clinicId: number): Promise<ClinicProfileRecord> {
    const p = await repo.profile(clinicId);
    // An administrator's clinic exists (memberships cascade with it); kept for safety.
    if (!p) throw notAllowed();
    return p;
  }

  async function staffOf(clinicId: number): Promise<ClinicStaff> {
    const [operators, doctors] = await Promise.all([repo.operators(clinicId), repo.doctorCount(clinicId)]);
    return { clinic_id: clinicId, operators: operators.map(toOperator), doctors };
  }

  /** The operator `userId` of the clinic (active), or 404 `cadmin.not_member`. */
  async function operatorOf(r: ReturnType<typeof clinicAdminRepository>, clinicId: number, userId: string) {
    if (!isUuid(userId)) throw notMember();
    const m = await r.membership(clinicId, userId.toLowerCase());
    if (!m || m.deactivated || m.role === 'doctor' || m.type !== 'ClinicOperator') throw notMember();
    return m;
  }

  return {
    async profile(req: AdminRequest, clinicIdText: string): Promise<ClinicProfile> {
      return toProfile(await profileOf(administeredClinic(req.user, clinicIdText)));
    },

    /** Checks every field (422 with each bad field, nothing written), then stores the changed ones with one audit line. */
    async updateProfile(req: AdminRequest, clinicIdText: string, body: ClinicProfileBody): Promise<ClinicProfile> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      const checked = checkClinicProfile(body);
      const errors = 'errors' in checked ? [...checked.errors] : [];
      if (body.city_id !== null && !(await repo.cityExists(body.city_id))) errors.push({ path: 'city_id', code: 'cadmin.unknown_city' });
      if (errors.length > 0 || 'errors' in checked) throw fieldErrors(errors);
      const next = checked.value;
      return db.transaction().execute(async (trx) => {
        const tx = clinicAdminRepository(trx);
        const before = await tx.profile(clinicId, { lock: true });
        if (!before) throw notAllowed();
        const changed = changes<ValidClinicProfile>(before, next, PROFILE_FIELDS);
        if (Object.keys(changed).length === 0) return toProfile(before);
        await tx.updateProfile(clinicId, next);
        const now = clock.now();
        await audit(trx, { actorId: req.user.id, action: 'clinic.profile_change', recordType: 'clinic', recordId: String(clinicId), clinicId, ip: req.ip, detail: changed }, now);
        return toProfile((await tx.profile(clinicId))!);
      });
    },

    /**
     * A new logo: the image is checked by its bytes (PNG, JPEG, WebP, GIF; 415 `upload.not_image`
     * otherwise), written under a new name, then the clinic row and the audit line are committed.
     * If the commit fails the new file is removed; after it, the old file is.
     */
    async saveLogo(req: AdminRequest, clinicIdText: string, readBytes: () => Promise<Buffer>): Promise<ClinicProfile> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      const bytes = await readBytes();
      const type = sniffImage(bytes);
      if (!type) throw new AppError('upload.not_image', 415, { message: 'The file is not a PNG, JPEG, WebP or GIF image' });
      const path = `clinics/${clinicId}-${randomBytes(8).toString('hex')}.${type.ext}`;
      await writeUpload(config.dataDir, path, bytes);
      let previous: string | null;
      let result: ClinicProfileRecord;
      try {
        ({ previous, result } = await db.transaction().execute(async (trx) => {
          const tx = clinicAdminRepository(trx);
          const before = await tx.profile(clinicId, { lock: true });
          if (!before) throw notAllowed();
          await tx.setLogo(clinicId, path);
          await audit(trx, { actorId: req.user.id, action: 'clinic.logo_change', recordType: 'clinic', recordId: String(clinicId), clinicId, ip: req.ip, detail: { logo: { old: before.logo, new: path } } }, clock.now());
          return { previous: before.logo, result: (await tx.profile(clinicId))! };
        }));
      } catch (err) {
        await removeUpload(config.dataDir, path).catch(() => {});
        throw err;
      }
      // The old file is no longer referenced; failing to remove it only wastes space.
      if (previous && previous !== path) await removeUpload(config.dataDir, previous).catch(() => {});
      return toProfile(result);
    },

    async staff(req: AdminRequest, clinicIdText: string): Promise<ClinicStaff> {
      return staffOf(administeredClinic(req.user, clinicIdText));
    },

    /** What an ID number is, for the add-operator form (a patient's or doctor's name is not told). */
    async lookup(req: AdminRequest, clinicIdText: string, idNumber: string): Promise<OperatorLookup> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      const error = idNumberError(idNumber);
      if (error) throw fieldErrors([error]);
      const person = await repo.personByIdNumber(idNumber.trim());
      if (!person) return { status: 'none' };
      if (person.type !== 'ClinicOperator') return { status: 'other' };
      const m = await repo.membership(clinicId, person.id);
      return { status: 'operator', id: person.id, firstname: person.firstname, lastname: person.lastname, member: Boolean(m && !m.deactivated) };
    },

    /**
     * Adds an operator: an existing operator account by ID number, or a new account (names,
     * phone, optional e-mail) with its membership and invitation code in one transaction, the
     * invitation sent after the commit. A patient's or doctor's ID number is 422
     * `cadmin.not_operator`; someone already at the clinic 409 `cadmin.already_member`.
     */
    async addOperator(req: AdminRequest, clinicIdText: string, body: AddOperatorBody, log: MessengerLog): Promise<AddOperatorResult> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      const idError = idNumberError(body.id_number);
      if (idError) throw fieldErrors([idError]);
      const idNumber = body.id_number.trim();
      const existing = await repo.personByIdNumber(idNumber);
      const now = clock.now();
      if (existing) {
        if (existing.type !== 'ClinicOperator') {
          throw new AppError('cadmin.not_operator', 422, {
            message: "A patient's or a doctor's account cannot become an operator",
            errors: [{ path: 'id_number', code: 'cadmin.not_operator' }],
          });
        }
        await db.transaction().execute(async (trx) => {
          const tx = clinicAdminRepository(trx);
          await tx.profile(clinicId, { lock: true });
          const m = await tx.membership(clinicId, existing.id);
          if (m && !m.deactivated) throw new AppError('cadmin.already_member', 409, { message: 'This person already works at the clinic', errors: [{ path: 'id_number', code: 'cadmin.already_member' }] });
          await tx.addOperator(clinicId, existing.id);
          await audit(trx, { actorId: req.user.id, action: 'operator.add', recordType: 'user', recordId: existing.id, clinicId, ip: req.ip, detail: { role: { old: null, new: 'operator' }, created: false } }, now);
        });
        return { staff: await staffOf(clinicId), user_id: existing.id, created: false, invitation: { sms: false, email: false } };
      }

      const checked = checkNewOperator(body);
      const errors = 'errors' in checked ? [...checked.errors] : [];
      if ('value' in checked) {
        if (await repo.phoneTaken(checked.value.phone)) errors.push({ path: 'phone', code: 'field.phone_taken' });
        if (checked.value.email && (await repo.emailTaken(checked.value.email))) errors.push({ path: 'email', code: 'field.email_taken' });
      }
      if (errors.length > 0 || 'errors' in checked) throw fieldErrors(errors);
      const v = checked.value;
      const language = body.language ?? 'ka';
      let created: { userId: string; code: string; clinicName: ClinicProfileRecord['name'] };
      try {
        created = await db.transaction().execute(async (trx) => {
          const tx = clinicAdminRepository(trx);
          const clinic = await tx.profile(clinicId, { lock: true });
          if (!clinic) throw notAllowed();
          const userId = await tx.insertOperator({ idNumber: v.idNumber, firstname: v.firstname, lastname: v.lastname, phone: v.phone, email: v.email, language, createdBy: req.user.id, at: now });
          await tx.addOperator(clinicId, userId);
          const { code } = await issueInvitationCode(trx, now, userId);
          await audit(trx, { actorId: req.user.id, action: 'operator.add', recordType: 'user', recordId: userId, clinicId, ip: req.ip, detail: { role: { old: null, new: 'operator' }, created: true } }, now);
          return { userId, code, clinicName: clinic.name };
        });
      } catch (err) {
        // Someone took the ID number, phone or e-mail a moment ago.
        const field = takenUserField(err);
        const taken = field ? TAKEN_FIELD_ERROR[field] : null;
        if (taken) throw fieldErrors([taken]);
        throw err;
      }
      const invitation = await sendInvitation(deps, log, 'operator', { language, phone: v.phone, email: v.email, firstname: v.firstname }, created.clinicName, created.code);
      return { staff: await staffOf(clinicId), user_id: created.userId, created: true, invitation };
    },

    /** Grants or withdraws the administrator role; the clinic never stays without one (409 `cadmin.last_admin`). */
    async setAdmin(req: AdminRequest, clinicIdText: string, userIdText: string, admin: boolean): Promise<ClinicStaff> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      await db.transaction().execute(async (trx) => {
        const tx = clinicAdminRepository(trx);
        await tx.profile(clinicId, { lock: true });
        const m = await operatorOf(tx, clinicId, userIdText);
        const userId = userIdText.toLowerCase();
        const was = m.role === 'admin';
        if (was === admin) return;
        if (!admin && (await tx.adminCount(clinicId)) <= 1) throw lastAdmin();
        await tx.setRole(clinicId, userId, admin ? 'admin' : 'operator');
        await audit(
          trx,
          { actorId: req.user.id, action: admin ? 'operator.admin_grant' : 'operator.admin_withdraw', recordType: 'user', recordId: userId, clinicId, ip: req.ip, detail: { role: { old: m.role, new: admin ? 'admin' : 'operator' } } },
          clock.now(),
        );
      });
      return staffOf(clinicId);
    },

    /** Grants or withdraws the support role (the reports feature's grant, audited there). */
    async setSupport(req: AdminRequest, clinicIdText: string, userIdText: string, support: boolean): Promise<ClinicStaff> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      await operatorOf(repo, clinicId, userIdText);
      const change = { clinicId, userId: userIdText.toLowerCase(), actorId: req.user.id, ip: req.ip, now: clock.now() };
      if (support) await grantSupport(db, change);
      else await revokeSupport(db, change);
      return staffOf(clinicId);
    },

    /**
     * Removes an operator from the clinic: the membership and their support grant there go, their
     * account and their past actions in the trail stay. Not the last administrator.
     */
    async removeOperator(req: AdminRequest, clinicIdText: string, userIdText: string): Promise<ClinicStaff> {
      const clinicId = administeredClinic(req.user, clinicIdText);
      await db.transaction().execute(async (trx) => {
        const tx = clinicAdminRepository(trx);
        await tx.profile(clinicId, { lock: true });
        const m = await operatorOf(tx, clinicId, userIdText);
        const userId = userIdText.toLowerCase();
        if (m.role === 'admin' && (await tx.adminCount(clinicId)) <= 1) throw lastAdmin();
        const hadSupport = await tx.removeMember(clinicId, userId);
        await audit(
          trx,
          { actorId: req.user.id, action: 'operator.remove', recordType: 'user', recordId: userId, clinicId, ip: req.ip, detail: { role: { old: m.role, new: null }, support: { old: hadSupport, new: false } } },
          clock.now(),
        );
      });
      return staffOf(clinicId);
    },
  };
}

export type ClinicAdminService = ReturnType<typeof clinicAdminService>;

import type { Localized } from '../../../src/protocol/common';
import { deskClinicIds } from '../../../src/protocol/clinic-admin';
import type { DeskLookup, DeskLookupQuery, DeskRegistered, DeskRegistrationBody, ExistingPatient, InvitationSent } from '../../../src/protocol/desk-registration';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import { checkEmail } from '../../../src/protocol/profile';
import type { User } from '../../../src/protocol/user';
import { audit } from '../../audit';
import type { AppDeps } from '../../deps';
import { identifierError, issueInvitationCode, maskPhone, normalizeIdentifier, sendInvitation, validatePerson } from '../auth';
import { ensurePatientClinicSpace } from '../chats';
import type { MessengerLog } from '../messaging';
import { deskRegistrationRepository, type ExistingPatientRow } from './desk-registration.repository';
import { takenUserField } from '../users';
import { isUuid } from '../../../src/protocol/common';

const notAllowed = () => new AppError('desk.not_allowed', 403, { message: 'Only the clinic’s operators register patients at its desk' });
const patientNotFound = () => new AppError('patient.not_found', 404, { message: 'No such patient' });

const taken: Record<'id_number' | 'phone' | 'email', FieldError> = {
  id_number: { path: 'id_number', code: 'field.identifier_taken' },
  phone: { path: 'phone_number', code: 'field.phone_taken' },
  email: { path: 'email', code: 'field.email_taken' },
};

/** What the desk is shown of a patient who already has an account: name, birth year, masked phone. */
export function existingPatient(row: ExistingPatientRow): ExistingPatient {
  const year = /^(\d{4})-/.exec(row.birthdate ?? '');
  return { id: row.id, firstname: row.firstname, lastname: row.lastname, birth_year: year ? Number(year[1]) : null, phone: row.phone ? maskPhone(row.phone) : null };
}

const patientExists = (existing: ExistingPatient) =>
  new AppError('desk.patient_exists', 409, { message: 'A patient with this ID number already exists', current: existing });

/**
 * Patient registration at a clinic's desk (issue 16). Any operator of the clinic
 * (`deskClinicIds`) registers a patient with self-registration's rules for the person's fields
 * (SPEC §5) and an optional e-mail. A patient who already holds the ID number is answered instead
 * of a second account (409 with the desk's view of them). The account, its one-time sign-in link,
 * the clinic's chat with the patient and the audit line are written in one transaction; the link
 * is sent after the commit.
 */
export function deskRegistrationService(deps: AppDeps, log: MessengerLog) {
  const { db, clock } = deps;
  const repo = deskRegistrationRepository(db);

  function requireDesk(user: User, clinicId: number): void {
    if (!deskClinicIds(user).includes(clinicId)) throw notAllowed();
  }

  /** The patient holding `idNumber` (desk view), null when nobody does; 422 when another kind of account does. */
  async function holderOf(idNumber: string): Promise<ExistingPatient | null> {
    const row = await repo.byIdNumber(idNumber);
    if (!row) return null;
    if (row.type !== 'Patient') throw fieldErrors([taken.id_number]);
    return existingPatient(row);
  }

  async function clinicName(clinicId: number): Promise<Localized> {
    return (await repo.clinicName(clinicId)) ?? { ka: '', en: '' };
  }

  return {
    /** `GET /api/desk/patients/lookup`: the patient holding a (well-formed) ID number, if any. */
    async lookup(user: User, q: DeskLookupQuery): Promise<DeskLookup> {
      requireDesk(user, q.clinic_id);
      const error = identifierError(q.id_number, 'id_number');
      if (error) throw fieldErrors([error]);
      return { existing: await holderOf(normalizeIdentifier(q.id_number)) };
    },

    /** `POST /api/desk/patients`: creates the patient and sends their sign-in link. */
    async register(user: User, body: DeskRegistrationBody, ip: string | null): Promise<DeskRegistered> {
      requireDesk(user, body.clinic_id);
      const now = clock.now();
      const person = validatePerson(body, now);
      const errors: FieldError[] = 'errors' in person ? [...person.errors] : [];
      const email = checkEmail(body.email);
      if (!email.ok) errors.push({ path: 'email', code: email.code, ...(email.params ? { params: email.params } : {}) });
      if ('errors' in person || !email.ok) throw fieldErrors(errors);
      const p = person.value;
      // The ID number first: a patient who has an account is offered instead of a second one.
      const existing = await holderOf(p.idNumber);
      if (existing) throw patientExists(existing);
      if (await repo.phoneTaken(p.phone)) errors.push(taken.phone);
      if (email.value && (await repo.emailTaken(email.value))) errors.push(taken.email);
      if (errors.length) throw fieldErrors(errors);
      const language = body.language ?? 'ka';

      let created: { patientId: string; chatSpaceId: string; code: string };
      try {
        created = await db.transaction().execute(async (trx) => {
          const patientId = await deskRegistrationRepository(trx).insertPatient({
            idNumber: p.idNumber,
            firstname: p.firstname,
            lastname: p.lastname,
            gender: p.gender,
            birthdate: p.birthdate,
            phone: p.phone,
            email: email.value,
            language,
            createdBy: user.id,
            at: now,
          });
          const { code } = await issueInvitationCode(trx, now, patientId);
          // The clinic's chat opens with the account: the patient is the clinic's patient at once
          // (their page, booking for them), and the desk can write to them.
          const chatSpaceId = await ensurePatientClinicSpace(trx, patientId, body.clinic_id, now);
          await audit(
            trx,
            {
              actorId: user.id,
              action: 'patient.register',
              recordType: 'user',
              recordId: patientId,
              patientId,
              clinicId: body.clinic_id,
              ip,
              detail: {
                new: { id_number: p.idNumber, firstname: p.firstname, lastname: p.lastname, gender: p.gender, birthdate: p.birthdate, phone: p.phone, email: email.value, language },
              },
            },
            now,
          );
          return { patientId, chatSpaceId, code };
        });
      } catch (err) {
        // Someone registered the same ID number, phone or e-mail a moment ago.
        const field = takenUserField(err);
        if (field === 'id_number') {
          const holder = await holderOf(p.idNumber);
          if (holder) throw patientExists(holder);
        }
        if (field) throw fieldErrors([taken[field]]);
        throw err;
      }

      const names = { ka: p.firstname, en: p.firstname };
      const sent = await sendInvitation(deps, log, 'patient', { language, phone: p.phone, email: email.value, firstname: names }, await clinicName(body.clinic_id), created.code);
      return {
        patient: { id: created.patientId, firstname: names, lastname: { ka: p.lastname, en: p.lastname } },
        chat_space_id: created.chatSpaceId,
        sent,
        has_email: email.value !== null,
      };
    },

    /**
     * `POST /api/desk/patients/:id/invitation`: a fresh sign-in link for a patient the clinic
     * registered who has not signed in yet (the previous link stays valid until it expires). Any
     * other patient is 404: the desk may not send sign-in links to accounts it did not create.
     */
    async resendInvitation(user: User, patientId: string, clinicId: number, ip: string | null): Promise<InvitationSent> {
      requireDesk(user, clinicId);
      if (!isUuid(patientId)) throw patientNotFound();
      const patient = await repo.pendingPatientOf(clinicId, patientId.toLowerCase());
      if (!patient) throw patientNotFound();
      const now = clock.now();
      const code = await db.transaction().execute(async (trx) => {
        const issued = await issueInvitationCode(trx, now, patient.id);
        await audit(trx, { actorId: user.id, action: 'patient.invite', recordType: 'user', recordId: patient.id, patientId: patient.id, clinicId, ip }, now);
        return issued.code;
      });
      return sendInvitation(deps, log, 'patient', { language: patient.language, phone: patient.phone, email: patient.email, firstname: patient.firstname }, await clinicName(clinicId), code);
    },
  };
}

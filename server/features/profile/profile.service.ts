import { createReadStream, type ReadStream } from 'node:fs';
import { AppError, fieldErrors } from '../../../src/protocol/errors';
import { LANGUAGES, type Language, type Localized } from '../../../src/protocol/common';
import { GENDERS, type Gender, type User } from '../../../src/protocol/user';
import {
  checkBirthdate,
  checkCountry,
  checkEmail,
  checkName,
  checkPasswordLength,
  checkPhone,
  fieldCollector,
  type ContactInfoBody,
  type FieldCollector,
  type LanguageBody,
  type PasswordChangeBody,
  type PersonalInfoBody,
} from '../../../src/protocol/profile';
import type { AppDeps } from '../../deps';
import { withEvents } from '../../events/event-store';
import { SESSION_REVOKED, sessionStream, type SessionRevokedPayload } from '../../events/internal-events';
import { hashPassword, isCommonPassword, passwordErrors, verifyPassword } from '../auth';
import type { AgreementBody } from '../../../src/protocol/desk-registration';
import { loadUser } from '../users';
import { removeUpload, resolveUpload, uploadSize, writeUpload } from '../../uploads/storage';
import { sniffImage } from '../../uploads/image-type';
import { avatarPath, contentTypeOf } from './avatar-files';
import { ContactTakenError, profileRepository, type ProfileState } from './profile.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name in both languages: each checked, at least one filled, an empty one copied from the other. */
function takeLocalizedName(c: FieldCollector, path: string, raw: Localized): Localized | undefined {
  const ka = c.take(`${path}.ka`, checkName(raw.ka));
  const en = c.take(`${path}.en`, checkName(raw.en));
  if (ka === undefined || en === undefined) return undefined;
  if (!ka && !en) {
    c.add(path, 'field.required');
    return undefined;
  }
  return { ka: ka || en, en: en || ka };
}

/**
 * The profile rules (issue 2): the signed-in person edits their own names, birthdate, gender,
 * contacts, password, language and avatar. Every change is checked as a whole: when any field is
 * bad, one 422 lists every bad field and nothing is written.
 */
export function profileService(deps: AppDeps) {
  const { db, clock, config } = deps;
  const repo = profileRepository(db);

  async function stateOf(userId: string): Promise<ProfileState> {
    const state = await repo.state(userId);
    if (!state) throw new AppError('unauthorized', 401, { message: 'Sign in to continue' });
    return state;
  }

  async function fresh(userId: string): Promise<User> {
    const user = await loadUser(db, userId);
    if (!user) throw new AppError('unauthorized', 401, { message: 'Sign in to continue' });
    return user;
  }

  /** Adds `field.<name>_taken` when another account holds the contact. */
  async function checkContactsFree(c: FieldCollector, userId: string, v: { email?: string | null; phone?: string | null }) {
    if (v.email && (await repo.emailTaken(v.email, userId))) c.add('email', 'field.email_taken');
    if (v.phone && (await repo.phoneTaken(v.phone, userId))) c.add('phone', 'field.phone_taken');
  }

  /** A person must keep at least one way to sign in: a password, a phone or an e-mail. */
  function checkKeepsSignIn(c: FieldCollector, state: ProfileState, after: { email: string | null; phone: string | null }, path: 'email' | 'phone') {
    if (!state.passwordHash && !after.email && !after.phone) c.add(path, 'field.required');
  }

  /** Runs a write that may hit the unique e-mail or phone index after the checks passed (a race). */
  async function writeContacts(write: () => Promise<void>) {
    try {
      await write();
    } catch (err) {
      if (err instanceof ContactTakenError) throw fieldErrors([{ path: err.field, code: `field.${err.field}_taken` }]);
      throw err;
    }
  }

  return {
    async updatePersonalInfo(userId: string, body: PersonalInfoBody): Promise<User> {
      const state = await stateOf(userId);
      const c = fieldCollector();
      const firstname = takeLocalizedName(c, 'firstname', body.firstname);
      const lastname = takeLocalizedName(c, 'lastname', body.lastname);
      const birthdate = c.take('birthdate', checkBirthdate(body.birthdate, clock.now()));
      const gender = GENDERS.includes(body.gender as Gender) ? (body.gender as Gender) : undefined;
      if (!gender) c.add('gender', 'field.gender');
      const email = c.take('email', checkEmail(body.email));
      if (email !== undefined) {
        await checkContactsFree(c, userId, { email });
        checkKeepsSignIn(c, state, { email, phone: state.phone }, 'email');
      }
      if (c.errors.length || !firstname || !lastname || birthdate === undefined || !gender || email === undefined) throw fieldErrors(c.errors);
      await writeContacts(() => repo.updatePersonalInfo(userId, { firstname, lastname, birthdate, gender, email }, clock.now()));
      return fresh(userId);
    },

    async updateContactInfo(userId: string, body: ContactInfoBody): Promise<User> {
      const state = await stateOf(userId);
      const c = fieldCollector();
      const phone = c.take('phone', checkPhone(body.phone));
      const country = c.take('country', checkCountry(body.country));
      const email = c.take('email', checkEmail(body.email));
      await checkContactsFree(c, userId, { email, phone });
      if (phone !== undefined && email !== undefined) checkKeepsSignIn(c, state, { email, phone }, phone === null ? 'phone' : 'email');
      if (c.errors.length || phone === undefined || country === undefined || email === undefined) throw fieldErrors(c.errors);
      await writeContacts(() => repo.updateContactInfo(userId, { phone, country, email }, clock.now()));
      return fresh(userId);
    },

    /**
     * Changes the password (the current one must match) or sets a first one (no current needed),
     * then signs out every other session of the person; the calling session stays signed in.
     */
    async changePassword(userId: string, sessionId: string, body: PasswordChangeBody): Promise<User> {
      const state = await stateOf(userId);
      const c = fieldCollector();
      if (state.passwordHash) {
        const current = body.current_password ?? '';
        if (current === '') c.add('current_password', 'field.required');
        else if (!(await verifyPassword(current, state.passwordHash))) c.add('current_password', 'field.password_wrong');
      }
      if (c.take('password', checkPasswordLength(body.password)) !== undefined && isCommonPassword(body.password)) c.add('password', 'field.password_common');
      if (body.password !== body.password_confirm) c.add('password_confirm', 'field.password_mismatch');
      if (c.errors.length) throw fieldErrors(c.errors);
      const hash = await hashPassword(body.password);
      // The other sessions end, and their live sockets close on every node (SessionRevoked).
      await withEvents(deps, async (trx, emit) => {
        const revoked = await profileRepository(trx).setPassword(userId, hash, sessionId, clock.now());
        const payload = (id: string): SessionRevokedPayload => ({ session_id: id });
        if (revoked.length) await emit(revoked.map((id) => ({ stream: sessionStream(id), type: SESSION_REVOKED, payload: payload(id), audience: [] })));
      });
      return fresh(userId);
    },

    /**
     * The first sign-in of an account a clinic created (issue 16): the person accepts the user
     * agreement and may set a password (registration's rules) in one step. Once accepted, a
     * repeat changes nothing and answers the user (it never sets a password: that is the
     * password page's, with its checks). A password is refused when the account has one.
     */
    async acceptAgreement(userId: string, body: AgreementBody): Promise<User> {
      const state = await stateOf(userId);
      const user = await fresh(userId);
      if (user.agreement_accepted) return user;
      const c = fieldCollector();
      if (body.accepted !== true) c.add('accepted', 'field.agreement_required');
      const password = body.password ?? '';
      const confirm = body.password_confirm ?? '';
      const wantsPassword = password !== '' || confirm !== '';
      if (wantsPassword && state.passwordHash) c.add('password', 'field.format');
      else if (wantsPassword) c.errors.push(...passwordErrors({ password, password_confirm: confirm }));
      if (c.errors.length) throw fieldErrors(c.errors);
      await repo.acceptAgreement(userId, wantsPassword ? await hashPassword(password) : null, clock.now());
      return fresh(userId);
    },

    async setLanguage(userId: string, body: LanguageBody): Promise<User> {
      await stateOf(userId);
      if (!LANGUAGES.includes(body.language as Language)) throw fieldErrors([{ path: 'language', code: 'field.language' }]);
      await repo.setLanguage(userId, body.language as Language, clock.now());
      return fresh(userId);
    },

    /**
     * Stores a new avatar: the bytes must be a PNG, JPEG, WebP or GIF image by content. The file
     * is written before the row points at it and removed again when recording fails, so a failure
     * leaves the old avatar in place. The previous file is deleted once the new one is recorded.
     */
    async saveAvatar(userId: string, bytes: Buffer): Promise<User> {
      const type = sniffImage(bytes);
      if (!type) throw new AppError('upload.not_image', 415, { message: 'The file is not a PNG, JPEG, WebP or GIF image' });
      let written: string | null = null;
      let result;
      try {
        result = await repo.replacePhoto(userId, clock.now(), async ({ version }) => {
          const path = avatarPath(userId, version, type.ext);
          await writeUpload(config.dataDir, path, bytes);
          written = path;
          return path;
        });
      } catch (err) {
        if (written) await removeUpload(config.dataDir, written).catch(() => {});
        throw err;
      }
      if (!result) throw new AppError('unauthorized', 401, { message: 'Sign in to continue' });
      // The old file is no longer referenced; if removing it fails it is only wasted space.
      if (result.previous) await removeUpload(config.dataDir, result.previous).catch(() => {});
      return fresh(userId);
    },

    /** Removes the avatar (the version still moves on, so cached URLs change). */
    async removeAvatar(userId: string): Promise<User> {
      const result = await repo.replacePhoto(userId, clock.now(), async ({ previous }) => (previous === null ? undefined : null));
      if (result?.previous) await removeUpload(config.dataDir, result.previous).catch(() => {});
      return fresh(userId);
    },

    /**
     * The current avatar file of a user, for the public avatar URL. `current` tells whether the
     * requested `?v=` is the current version (only then may the answer be cached for good).
     */
    async avatarFile(userId: string, version: string | undefined): Promise<{ stream: ReadStream; contentType: string; size: number; current: boolean }> {
      const notFound = new AppError('not_found', 404, { message: 'No such avatar' });
      if (!UUID.test(userId)) throw notFound;
      const photo = await repo.photoOf(userId);
      if (!photo?.path) throw notFound;
      const full = resolveUpload(config.dataDir, photo.path);
      const contentType = contentTypeOf(photo.path);
      if (!full || !contentType) throw notFound;
      const size = await uploadSize(full);
      if (size === null) throw notFound;
      return { stream: createReadStream(full), contentType, size, current: version === String(photo.version) };
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;

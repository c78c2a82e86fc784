import type { CodeSent, RegistrationBody, RegistrationSubmitBody, Session } from '../../../src/protocol/auth';
import { fieldErrors, type FieldError } from '../../../src/protocol/errors';
import type { AppDeps } from '../../deps';
import type { Messenger, MessengerLog } from '../messaging';
import { attemptsGuard } from './attempts.service';
import { codesService, requireCodeShape, type CodeSender } from './codes.service';
import { hashPassword } from './password';
import { registrationRepository } from './registration.repository';
import { validateRegistration, type ValidRegistration } from './registration.validation';
import { openSession, sessionAnswer, type RequestContext } from './sessions.service';
import { takenUserField } from '../users';

const taken = (field: 'id_number' | 'phone'): FieldError =>
  field === 'id_number' ? { path: 'id_number', code: 'field.identifier_taken' } : { path: 'phone_number', code: 'field.phone_taken' };

/**
 * Registration (SPEC §2 wizard, server side): `request` validates the whole draft and sends an
 * SMS code to the phone; `complete` checks the code and creates the Patient and its session in
 * one transaction.
 */
export function registrationService(deps: AppDeps, messenger: Messenger, log: MessengerLog) {
  const { db, clock } = deps;
  const repo = registrationRepository(db);
  const codes = codesService(deps, messenger, log);
  const guard = attemptsGuard(deps);

  /** Every field problem of the draft, including an identifier or phone already registered. */
  async function validate(body: RegistrationBody): Promise<ValidRegistration> {
    const result = validateRegistration(body, clock.now());
    if ('errors' in result) throw fieldErrors(result.errors);
    const errors: FieldError[] = [];
    if (await repo.idNumberTaken(result.value.idNumber)) errors.push(taken('id_number'));
    if (await repo.phoneTaken(result.value.phone)) errors.push(taken('phone'));
    if (errors.length) throw fieldErrors(errors);
    return result.value;
  }

  return {
    async request(body: RegistrationBody, sender: CodeSender): Promise<CodeSent> {
      const reg = await validate(body);
      return codes.send({ purpose: 'register', identifier: reg.idNumber, channel: 'phone', destination: reg.phone, language: reg.language, sender });
    },

    async complete(body: RegistrationSubmitBody, ctx: RequestContext): Promise<Session> {
      const reg = await validate(body);
      const code = requireCodeShape(body.code);
      const source = { identifier: reg.idNumber, ip: ctx.ip };
      await guard.assertAllowed(source);
      let checked: { id: string };
      try {
        // The code must have gone to the phone being registered.
        checked = await codes.check({ purpose: 'register', identifier: reg.idNumber, code, destination: reg.phone });
      } catch (err) {
        await guard.fail(source, 'code');
        throw err;
      }
      const passwordHash = await hashPassword(reg.password);
      let created: { userId: string; token: string };
      try {
        created = await db.transaction().execute(async (trx) => {
          const now = clock.now();
          await codes.consume(trx, checked.id);
          const userId = await registrationRepository(trx).insertPatient({
            idNumber: reg.idNumber,
            firstname: reg.firstname,
            lastname: reg.lastname,
            gender: reg.gender,
            birthdate: reg.birthdate,
            phone: reg.phone,
            language: reg.language,
            passwordHash,
            at: now,
          });
          return { userId, token: await openSession(trx, now, userId, ctx) };
        });
      } catch (err) {
        // Someone registered the same identifier or phone a moment ago.
        const field = takenUserField(err);
        if (field === 'id_number' || field === 'phone') throw fieldErrors([taken(field)]);
        throw err;
      }
      await guard.succeed(source, 'code');
      return sessionAnswer(deps, created.token, created.userId);
    },
  };
}

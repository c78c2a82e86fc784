import type { InterviewBinding } from '../../../src/protocol/auth';
import { AppError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import type { AppDeps } from '../../deps';
import { interviewsRepository } from './interviews.repository';

/** Symptom-checker interviews (this issue: binding a guest interview after sign-in). */
export function interviewsService(deps: Pick<AppDeps, 'db'>) {
  const interviews = interviewsRepository(deps.db);
  return {
    /**
     * Binds a guest interview to the signed-in patient. Idempotent for the same patient; an
     * interview of another patient stays theirs (409).
     */
    async bindPatient(id: string, user: User): Promise<InterviewBinding> {
      if (user.type !== 'Patient') throw new AppError('forbidden', 403, { message: 'Only patients can take over an interview' });
      if (await interviews.bindGuest(id, user.id)) return { id, patient_id: user.id };
      const owner = await interviews.patientOf(id);
      if (owner === undefined) throw new AppError('interview.not_found', 404, { message: 'No such interview' });
      if (owner !== user.id) throw new AppError('interview.already_bound', 409, { message: 'The interview belongs to another patient' });
      return { id, patient_id: user.id };
    },
  };
}

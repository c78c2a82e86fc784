import { caseRecord, type Case } from '../../../src/protocol/cases';
import type { ClinicalRelation } from '../../../src/protocol/clinical-access';
import { AppError } from '../../../src/protocol/errors';
import { clinicalViewOf } from '../../access/clinical-access';
import type { Db } from '../../db/connection';
import { casesRepository } from './cases.repository';

export const caseNotFound = () => new AppError('case.not_found', 404, { message: 'No such case' });
export const clinicalContent = () => new AppError('case.clinical_content', 403, { message: "A clinic's operators see only that a case exists" });


/**
 * The case for someone who may read its content (the patient, the assignee, a doctor it is shared
 * with), with how they relate to it. An operator of its clinic gets 403 `case.clinical_content`
 * (they know it exists from lists); anyone else 404, learning nothing. `lock` takes the row for a change.
 */
export async function readCase(db: Db, userId: string, id: string, opts: { lock?: boolean } = {}): Promise<{ case: Case; relations: ClinicalRelation[] }> {
  const found = await casesRepository(db).load(id, opts);
  if (!found) throw caseNotFound();
  const access = await clinicalViewOf(db, userId, caseRecord(found));
  if (!access) throw caseNotFound();
  if (access.view !== 'full') throw clinicalContent();
  return { case: found, relations: access.relations };
}

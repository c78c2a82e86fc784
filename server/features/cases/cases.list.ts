import { caseListItem, caseRelations, type Case } from '../../../src/protocol/cases';
import type { CaseList, CaseListItem, CaseListQuery } from '../../../src/protocol/case-schemas';
import { clinicalView } from '../../../src/protocol/clinical-access';
import type { User } from '../../../src/protocol/user';
import type { Db } from '../../db/connection';
import { operatorClinicIds } from '../chats';
import { rejectNul } from './cases.input';
import { casesRepository } from './cases.repository';

/**
 * A case as a list shows it to `viewerId`. The list holds only cases the viewer relates to, so a
 * viewer who is neither its patient, assignee nor a doctor it is shared with is one of its clinic's
 * operators: the clinical-access rule gives them the summary (no diagnosis).
 */
export function caseListItemFor(c: Case, viewerId: string): CaseListItem {
  return caseListItem(c, clinicalView(caseRelations(c, viewerId, true)) ?? 'summary');
}

export const CASE_LIST_LIMIT = 30;

/**
 * The cases `viewer` may see, newest first (SPEC §4): a patient their own, a doctor those assigned
 * to or shared with them, an operator their clinics' (as summaries). Filtered by status, patient
 * (`patient_id`: the patient page lists one patient's cases with this) and a search of the
 * patient's name in either language or ID number; one page and the total.
 */
export async function listCases(db: Db, viewer: Pick<User, 'id'>, q: CaseListQuery): Promise<CaseList> {
  rejectNul({ q: q.q });
  const limit = q.limit ?? CASE_LIST_LIMIT;
  const page = q.page ?? 1;
  const { items, total } = await casesRepository(db).list({
    userId: viewer.id,
    operatorClinics: await operatorClinicIds(db, viewer.id),
    status: q.status,
    patientId: q.patient_id,
    q: q.q,
    limit,
    offset: (page - 1) * limit,
  });
  return { items: items.map((c) => caseListItemFor(c, viewer.id)), total };
}

import type { CaseCommandBody } from '../../protocol/case-schemas';
import { CASE_FILES_MAX, caseRelations, mayCommand, SERVICE_REQUEST_MOVES, type Case, type CaseCommandType } from '../../protocol/cases';
import type { UserType } from '../../protocol/user';

/**
 * Pure rules of the case screens (no xstate, no React): which of the viewer's commands the command
 * table allows and make sense on the case shown.
 */

/** The person looking at a case. */
export interface CaseViewer {
  id: string;
  type: UserType;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * One change a person asks for: a command body without its version (the machine adds the version
 * it holds when it sends it), or a file to upload (its own route, a command all the same).
 */
export type CaseCommand = DistributiveOmit<CaseCommandBody, 'version'> | { type: 'upload_file'; file: Blob };

/** Whether the command table lets the viewer give `type` on the case now. */
export const viewerMay = (c: Case, viewerId: string, type: CaseCommandType): boolean => mayCommand(type, c.status, caseRelations(c, viewerId));

/** The edit view is the assignee's while the case is active; everyone else (and every closed case) gets the read view. */
export const isEditorOf = (c: Case, viewerId: string): boolean => c.status === 'active' && c.assignee_id === viewerId;

const has = (list: readonly { id: string }[], id: string) => list.some((x) => x.id === id);

/**
 * Whether the command changes something on the case as it is shown: the part it names exists (or,
 * for an addition, is not there yet), a referral's move starts from where the referral is, a text
 * differs from the one saved, completing has a conclusion. The server checks all this again; the
 * client refuses what could only fail, and what would change nothing.
 */
export function isSound(c: Case, command: CaseCommand): boolean {
  switch (command.type) {
    case 'add_evidence':
      return !has(c.evidences, command.evidence_id);
    case 'edit_evidence': {
      const e = c.evidences.find((x) => x.id === command.evidence_id);
      return !!e && ((command.choice !== undefined && command.choice !== e.choice) || (command.is_featured !== undefined && command.is_featured !== e.is_featured));
    }
    case 'remove_evidence':
      return has(c.evidences, command.evidence_id);
    case 'edit_labtest':
    case 'remove_labtest':
      return has(c.labtests, command.id);
    case 'add_labtest':
      return command.file_id == null || has(c.files, command.file_id);
    case 'upload_file':
      return c.files.length < CASE_FILES_MAX;
    case 'delete_file':
      return has(c.files, command.id);
    case 'add_diagnosis':
      return !!command.code || !!command.text?.trim();
    case 'edit_diagnosis':
    case 'remove_diagnosis':
      return has(c.diagnoses, command.id);
    case 'cancel_service_request':
    case 'fulfil_service_request':
    case 'fail_service_request':
    case 'reactivate_service_request': {
      const r = c.service_requests.find((x) => x.id === command.id);
      return !!r && (SERVICE_REQUEST_MOVES[command.type].from as readonly string[]).includes(r.status);
    }
    case 'add_reference':
      return command.case_id !== c.id && !c.references.some((r) => r.referenced_patient_case_id === command.case_id);
    case 'remove_reference':
      return has(c.references, command.id);
    case 'add_treatment':
      return command.treatment_type === 'Drug' ? !!command.drug : !!command.text?.trim();
    case 'cancel_treatment':
      return c.treatments.some((t) => t.id === command.id && t.status === 'active');
    case 'update_comment':
      return command.comment !== c.comment;
    case 'update_conclusion':
      return command.conclusion !== c.conclusion;
    case 'complete':
      return c.conclusion.trim() !== '';
    case 'share':
      return command.doctor_id !== c.assignee_id && command.doctor_id !== c.patient_id && !has(c.shared_with, command.doctor_id);
    case 'unshare':
      return has(c.shared_with, command.doctor_id);
    case 'request_service':
    case 'cancel':
      return true;
  }
}

/** Whether the viewer may give `command` on the case shown, and it would change something. */
export const mayGive = (c: Case, viewerId: string, command: CaseCommand): boolean => viewerMay(c, viewerId, command.type) && isSound(c, command);


import { CASE_PUSH_TYPES, applyCaseEvent, type Case, type CaseEvent, type CasePushType } from '../../../src/protocol/cases';
import type { Projection } from '../../events/projection';

/**
 * A case as its stream `case:<id>` tells it, folded by the one reducer both sides use
 * (`applyCaseEvent`): PatientCaseCreated carries the whole case, every later event the part that
 * changed. The `patient_cases` row is this projection written in the same transaction
 * (cases.service.ts `recordCase`); folding the stream rebuilds it.
 */
export const caseProjection: Projection<Case | null, CasePushType> = {
  initial: null,
  types: CASE_PUSH_TYPES,
  apply(state, event) {
    return applyCaseEvent(state, { type: event.type, payload: event.payload } as CaseEvent);
  },
};

/** The stream of one case's events. */
export const caseStream = (id: string) => `case:${id}`;

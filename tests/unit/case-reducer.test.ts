import { describe, expect, it } from 'vitest';
import { applyCaseEvent, mainDiagnosis, mayCommand, newestCasesFirst, type Case, type CaseEvent } from '../../src/protocol/cases';

const AT = '2026-11-20T10:00:00.000Z';
const person = (id: string) => ({ id, firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null });

function aCase(over: Partial<Case> = {}): Case {
  return {
    id: 'case-1',
    version: 1,
    patient_id: 'p1',
    patient: { ...person('p1'), gender: 'female', birthdate: '1980-02-03' },
    assignee_id: 'd1',
    assignee: person('d1'),
    clinic_id: 1,
    clinic: { id: 1, name: { ka: 'კლინიკა', en: 'Clinic' } },
    schedule_id: null,
    clinic_service_id: null,
    service_id: null,
    service_name: null,
    template: null,
    status: 'active',
    start_time: AT,
    comment: '',
    conclusion: '',
    evidences: [],
    labtests: [],
    files: [],
    diagnoses: [],
    service_requests: [],
    references: [],
    treatments: [],
    shared_with: [],
    cancel_reason: null,
    created_at: AT,
    created_by: 'd1',
    updated_at: AT,
    closed_at: null,
    ...over,
  };
}

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const base = (version: number, minute = version) => ({ case_id: 'case-1', version, at: at(minute), by: 'd1' });

/** Folds events the way the server's projection and the client's case machine do. */
const fold = (events: CaseEvent[], from: Case | null = null) => events.reduce<Case | null>(applyCaseEvent, from);

describe('the case reducer (applyCaseEvent), shared by the projection and the case machine', () => {
  it('starts a case from PatientCaseCreated and applies each part in order', () => {
    const state = fold([
      { type: 'PatientCaseCreated', payload: { ...base(1), case: aCase() } },
      { type: 'PatientCaseEvidenceAdded', payload: { ...base(2), evidence: { id: 's_1', name: { ka: 'ცხელება', en: 'Fever' }, choice: 'present', is_initial: true, is_featured: false, source: 'interview' } } },
      { type: 'PatientCaseEvidenceEdited', payload: { ...base(3), evidence: { id: 's_1', name: { ka: 'ცხელება', en: 'Fever' }, choice: 'absent', is_initial: true, is_featured: true, source: 'interview' } } },
      { type: 'PatientCaseLabtestAdded', payload: { ...base(4), labtest: { id: 'l1', labtest_id: 3, name: { ka: 'CRP', en: 'CRP' }, result: null, file_id: 'f1', date: null, created_at: at(4) } } },
      { type: 'PatientCaseFileUploaded', payload: { ...base(5), file: { id: 'f1', name: 'crp.pdf', size: 10, content_type: 'application/pdf', created_at: at(5), created_by: 'd1' } } },
      { type: 'PatientCaseDiagnosisAdded', payload: { ...base(6), diagnosis: { id: 'd-a', type: 'preliminary', code: 'J06.9', name: { ka: 'ზ', en: 'URTI' }, note: null, created_at: at(6) } } },
      { type: 'PatientCaseDiagnosisAdded', payload: { ...base(7), diagnosis: { id: 'd-b', type: 'final', code: 'J20.9', name: { ka: 'ბ', en: 'Bronchitis' }, note: null, created_at: at(7) } } },
      { type: 'TreatmentItemCreated', payload: { ...base(8), treatment: { id: 't2', type: 'Recommendation', drug: null, text: 'Rest', status: 'active', created_at: at(8), cancelled_at: null } } },
      { type: 'TreatmentItemCreated', payload: { ...base(9), treatment: { id: 't1', type: 'Recommendation', drug: null, text: 'Fluids', status: 'active', created_at: at(1), cancelled_at: null } } },
      { type: 'TreatmentItemCancelled', payload: { ...base(10), treatment_id: 't2' } },
      { type: 'ServiceRequestCreated', payload: { ...base(11), service_request: { id: 'r1', service_id: 26, name: { ka: 'რენტგენი', en: 'X-ray' }, status: 'active', note: null, created_at: at(11), updated_at: at(11) } } },
      { type: 'ServiceRequestFailed', payload: { ...base(12), service_request_id: 'r1', note: 'No slot' } },
      { type: 'ServiceRequestReactivated', payload: { ...base(13), service_request_id: 'r1', note: null } },
      { type: 'PatientCaseFileDeleted', payload: { ...base(14), file_id: 'f1' } },
      { type: 'PatientCaseShared', payload: { ...base(15), doctor: person('d2') } },
      { type: 'PatientCaseConclusionUpdated', payload: { ...base(16), conclusion: 'Acute bronchitis' } },
      { type: 'PatientCaseCompleted', payload: { ...base(17) } },
    ])!;
    expect(state.version).toBe(17);
    expect(state.status).toBe('completed');
    expect(state.closed_at).toBe(at(17));
    expect(state.updated_at).toBe(at(17));
    expect(state.evidences).toEqual([expect.objectContaining({ id: 's_1', choice: 'absent', is_featured: true })]);
    // A result kept in a deleted file loses its file.
    expect(state.files).toEqual([]);
    expect(state.labtests[0].file_id).toBeNull();
    // Treatments are kept in creation order (SPEC §3), the cancelled one marked.
    expect(state.treatments.map((t) => [t.id, t.status])).toEqual([['t1', 'active'], ['t2', 'cancelled']]);
    expect(state.service_requests[0]).toMatchObject({ status: 'active', note: 'No slot', updated_at: at(13) });
    expect(state.shared_with.map((d) => d.id)).toEqual(['d2']);
    expect(mainDiagnosis(state)?.code).toBe('J20.9');
  });

  it('ignores an event already applied, an event of another case and one after a gap', () => {
    const start = aCase({ version: 3 });
    const again = applyCaseEvent(start, { type: 'PatientCaseCommentUpdated', payload: { ...base(3), comment: 'old' } });
    const other = applyCaseEvent(start, { type: 'PatientCaseCommentUpdated', payload: { ...base(4), case_id: 'case-2', comment: 'x' } });
    const gap = applyCaseEvent(start, { type: 'PatientCaseCommentUpdated', payload: { ...base(5), comment: 'x' } });
    expect([again, other, gap]).toEqual([start, start, start]);
    const created = applyCaseEvent(start, { type: 'PatientCaseCreated', payload: { ...base(1), case: aCase() } });
    expect(created).toBe(start);
  });

  it('records why a case was cancelled and when it closed', () => {
    const state = applyCaseEvent(aCase(), { type: 'PatientCaseCancelled', payload: { ...base(2), reason: 'Opened by mistake' } })!;
    expect(state).toMatchObject({ status: 'cancelled', cancel_reason: 'Opened by mistake', closed_at: at(2), version: 2 });
  });
});

describe('the case command table', () => {
  it('lets only the assignee change an active case, and the patient share it', () => {
    expect(mayCommand('add_diagnosis', 'active', ['assignee'])).toBe(true);
    expect(mayCommand('add_diagnosis', 'completed', ['assignee'])).toBe(false);
    expect(mayCommand('add_diagnosis', 'active', ['shared'])).toBe(false);
    expect(mayCommand('add_diagnosis', 'active', ['patient'])).toBe(false);
    expect(mayCommand('add_diagnosis', 'active', ['operator'])).toBe(false);
    expect(mayCommand('fulfil_service_request', 'completed', ['assignee'])).toBe(true);
    expect(mayCommand('share', 'completed', ['patient'])).toBe(true);
    expect(mayCommand('share', 'cancelled', ['patient'])).toBe(false);
    expect(mayCommand('unshare', 'cancelled', ['patient'])).toBe(true);
  });

  it('orders cases newest first', () => {
    const older = aCase({ id: 'a', start_time: '2026-01-01T00:00:00.000Z' });
    const newer = aCase({ id: 'b', start_time: '2026-06-01T00:00:00.000Z' });
    expect(newestCasesFirst([older, newer]).map((c) => c.id)).toEqual(['b', 'a']);
  });
});

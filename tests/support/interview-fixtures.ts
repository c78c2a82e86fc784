import type { Interview } from '../../src/protocol/interviews';

/** An interview as the API sends it, in progress with no result yet; tests override what they look at. */
export const interviewFixture = (over: Partial<Interview> = {}): Interview => ({
  id: 'iv-1',
  patient_id: null,
  patient_age_in_months: 420,
  patient_gender: 'male',
  type: 'symptom_checker',
  language: 'ka',
  status: 'in_progress',
  evidences: [{ id: 's_152', name: 'Fever', choice: 'present', is_initial: true, source: 'initial' }],
  current_question: null,
  question_count: 0,
  question_limit: 25,
  progress: 0,
  should_stop: false,
  conditions: [],
  triage: { level: 'consultation', red_flags: [], reasons: [], unsure: [] },
  recommended_labtests: [],
  obligatory_labtests: [],
  recommended_specialist: null,
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: null,
  finished_at: null,
  ...over,
});

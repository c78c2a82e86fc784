import type { Localized } from '../../../src/protocol/common';
import type { Case, CaseEvidence, CaseLabtest, CasePatient, CasePerson } from '../../../src/protocol/cases';
import { KNOWLEDGE_BASE } from '../../symptoms/knowledge-base';
import type { CaseClinicService } from './cases.repository';

let symptomNames: Map<string, Localized> | null = null;

/** The name of a symptom of the catalogue (`s_N`), or null for anything else. */
export function symptomName(id: string): Localized | null {
  symptomNames ??= new Map(KNOWLEDGE_BASE.symptoms.map((s) => [s.id as string, s.name]));
  return symptomNames.get(id) ?? null;
}

/** A finding the appointment's interview recorded (interviews' StoredEvidence). */
export interface InterviewFinding {
  id: string;
  choice: 'present' | 'absent' | 'unknown';
  initial: boolean;
}

/** What a new case is made of, every lookup done. */
export interface Opening {
  id: string;
  patient: CasePatient;
  assignee: CasePerson;
  clinic: { id: number; name: Localized };
  scheduleId: string | null;
  clinicService: CaseClinicService | null;
  /** ISO: the appointment's start, else when the case is opened. */
  startTime: string;
  createdAt: Date;
  createdBy: string;
  /** The service template's lab tests that exist in the list. */
  templateLabtests: readonly { id: number; name: Localized }[];
  /** The finished interview's findings (null: none). */
  interview: readonly InterviewFinding[] | null;
  /** New part ids (lab tests). */
  newId: () => string;
}

const person = (p: CasePerson): CasePerson => ({ id: p.id, firstname: p.firstname, lastname: p.lastname, photo: p.photo });

/**
 * The evidences a case starts with.
 *
 * - The appointment's interview: every symptom the patient answered present or absent, as
 *   `is_initial` (the patient's own account, before the visit) with source `interview`; the
 *   complaints the patient started the interview with are featured. Unknown answers and risk
 *   factors (not symptoms) stay in the interview.
 * - The service's template: the symptoms to ask about, as source `template`, choice `absent` and
 *   featured. Evidence has no "not asked yet" choice, so a template's symptom is a question until
 *   the doctor answers it: `source: 'template'` means exactly that (screens show it as a question,
 *   not as a finding), and the doctor's first answer (edit_evidence with a choice) makes it
 *   `doctor`. A symptom the interview already answered is not asked again.
 */
export function initialEvidences(interview: readonly InterviewFinding[] | null, templateSymptoms: readonly string[]): CaseEvidence[] {
  const out: CaseEvidence[] = [];
  for (const f of interview ?? []) {
    const name = symptomName(f.id);
    if (!name || f.choice === 'unknown' || out.some((e) => e.id === f.id)) continue;
    out.push({ id: f.id, name, choice: f.choice, is_initial: true, is_featured: f.initial && f.choice === 'present', source: 'interview' });
  }
  for (const id of templateSymptoms) {
    const name = symptomName(id);
    if (!name || out.some((e) => e.id === id)) continue;
    out.push({ id, name, choice: 'absent', is_initial: false, is_featured: true, source: 'template' });
  }
  return out;
}

/**
 * A case as it is opened (the payload of PatientCaseCreated, version 1): active, with the
 * template's lab tests (no result yet) and the evidences of `initialEvidences`. Opening a case
 * (cases.open.ts), the appointment hook and the demo histories all start here.
 */
export function openedCase(o: Opening): Case {
  const at = o.createdAt.toISOString();
  const cs = o.clinicService;
  const labtests: CaseLabtest[] = o.templateLabtests.map((l) => ({ id: o.newId(), labtest_id: l.id, name: l.name, result: null, file_id: null, date: null, created_at: at }));
  return {
    id: o.id,
    version: 1,
    patient_id: o.patient.id,
    patient: o.patient,
    assignee_id: o.assignee.id,
    assignee: person(o.assignee),
    clinic_id: o.clinic.id,
    clinic: o.clinic,
    schedule_id: o.scheduleId,
    clinic_service_id: cs?.id ?? null,
    service_id: cs?.serviceId ?? null,
    service_name: cs?.name ?? null,
    template: cs?.template ?? null,
    status: 'active',
    start_time: o.startTime,
    comment: '',
    conclusion: '',
    evidences: initialEvidences(o.interview, cs?.caseTemplate?.evidences ?? []),
    labtests,
    files: [],
    diagnoses: [],
    service_requests: [],
    references: [],
    treatments: [],
    shared_with: [],
    cancel_reason: null,
    created_at: at,
    created_by: o.createdBy,
    updated_at: at,
    closed_at: null,
  };
}

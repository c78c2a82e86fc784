import { Type, type Static, type TLiteral, type TSchema } from '@sinclair/typebox';
import { LocalizedSchema } from './common-schemas';
import { ScheduleSchema } from './schedule-schemas';
import {
  CASE_CANCEL_NOTE_MAX,
  CASE_STATUSES,
  CASE_TEXT_MAX,
  DIAGNOSIS_TYPES,
  DRUG_ROUTES,
  EVIDENCE_CHOICES,
  EVIDENCE_SOURCES,
  SERVICE_REQUEST_STATUSES,
  TREATMENT_STATUSES,
  TREATMENT_TEXT_MAX,
} from './cases';

/**
 * TypeBox schemas of medical cases and their calls (./cases.ts has the rules, the reducer and the
 * types). Kept apart so the start-up bundle never evaluates a schema (the 150 KiB budget).
 *
 * The HTTP API (every answer wrapped in `data`; errors `{code, message, errors?, current?}`):
 *
 * | call | who | answer |
 * | --- | --- | --- |
 * | GET /api/cases?status&q&patient_id&page&limit | patient: own; doctor: assigned or shared; operator: the clinic's (summaries) | CaseList |
 * | POST /api/cases (OpenCaseBody) | a doctor, for a patient of theirs | Case (201) |
 * | GET /api/cases/:id | patient, assignee, shared doctors (an operator: 403 `case.clinical_content`) | Case |
 * | POST /api/cases/:id/commands (CaseCommandBody) | see CASE_COMMAND_RULES | Case; a stale version: 409 `event.conflict` with `current` |
 * | POST /api/cases/:id/files?version (multipart, one file) | the assignee | Case |
 * | GET /api/cases/:id/files/:fileId | who reads the case | the file |
 * | GET /api/cases/:id/history | the assignee and shared doctors | CaseHistoryEntry[] |
 * | GET /api/cases/:id/report.pdf?lang | who reads the case | application/pdf |
 * | GET /api/audit?clinic_id&action&record_type&record_id&person_id&page | administrators of the clinic | AuditPage |
 * | GET /api/patients?q&page | doctor: their patients; operator: the clinic's | PatientList |
 * | GET /api/patients/:id | doctor: a patient of theirs; operator: a patient of the clinic | PatientSummary |
 * | GET /api/icd10?q&limit | signed in | Icd10Entry[] |
 *
 * Anyone with no right to a case, a file or a patient is answered 404 and learns nothing.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals that keeps their static type (`'active' | 'completed' | …`, not `string`). */
const Literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)) as TLiteral<T[number]>[]);
const Id = () => Type.String({ minLength: 1, maxLength: 64 });
/** A calendar day, YYYY-MM-DD. */
const DateKey = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** A symptom of the symptom catalogue, `s_N`. */
export const SymptomIdSchema = Type.String({ pattern: '^s_\\d{1,6}$' });
/** An ICD-10 code, e.g. J06.9. */
export const Icd10CodeSchema = Type.String({ pattern: '^[A-Z]\\d{2}(\\.[0-9A-Z]{1,4})?$' });

export const CaseStatusSchema = Literals(CASE_STATUSES);
export const ServiceRequestStatusSchema = Literals(SERVICE_REQUEST_STATUSES);

/** A person as a case shows them. */
export const CasePersonSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
});

/** The patient of a case: with what a doctor reads the case by (SPEC §3: gender, age). */
export const CasePatientSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  /** YYYY-MM-DD or null. */
  birthdate: Nullable(Type.String()),
});

/** A symptom found present or absent (SPEC §3 Evidence). `id` is the symptom id, once per case. */
export const CaseEvidenceSchema = Type.Object({
  id: SymptomIdSchema,
  name: LocalizedSchema,
  choice: Literals(EVIDENCE_CHOICES),
  is_initial: Type.Boolean(),
  is_featured: Type.Boolean(),
  /** interview: brought in from the appointment's symptom-checker interview; template: asked by the service's template; doctor: added by the doctor. */
  source: Literals(EVIDENCE_SOURCES),
});

/** A lab test of the lab-test list, with its result (a value, a file of the case, or both) and the date. */
export const CaseLabtestSchema = Type.Object({
  id: Type.String(),
  labtest_id: Type.Integer(),
  name: LocalizedSchema,
  result: Nullable(Type.String({ maxLength: CASE_TEXT_MAX })),
  /** A file of the case holding the result. */
  file_id: Nullable(Type.String()),
  date: Nullable(DateKey()),
  created_at: Type.String(),
});

/** A file uploaded to the case (checked like a chat's files). */
export const CaseFileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  content_type: Type.String(),
  created_at: Type.String(),
  created_by: Type.String(),
});

/** A diagnosis, coded with ICD-10 from the shipped list, or free text when no code fits. */
export const CaseDiagnosisSchema = Type.Object({
  id: Type.String(),
  type: Literals(DIAGNOSIS_TYPES),
  /** The ICD-10 code, or null for a free-text diagnosis. */
  code: Nullable(Type.String()),
  /** The list's name in both languages; for free text, the text in both. */
  name: LocalizedSchema,
  note: Nullable(Type.String({ maxLength: CASE_TEXT_MAX })),
  created_at: Type.String(),
});

/** A referral to a service (SPEC §3 service_requests). */
export const ServiceRequestSchema = Type.Object({
  id: Type.String(),
  service_id: Type.Integer(),
  name: LocalizedSchema,
  status: ServiceRequestStatusSchema,
  note: Nullable(Type.String({ maxLength: CASE_TEXT_MAX })),
  created_at: Type.String(),
  updated_at: Type.String(),
});

/** A reference to another case of the same patient. */
export const CaseReferenceSchema = Type.Object({
  id: Type.String(),
  referenced_patient_case_id: Type.String(),
  /** What the referenced case was, for display: its date and main diagnosis when it was referenced. */
  start_time: Type.String(),
  title: LocalizedSchema,
  created_at: Type.String(),
});

export const DrugSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** e.g. "500 mg", "1 tablet". */
  dose: Type.String({ minLength: 1, maxLength: 100 }),
  route: Literals(DRUG_ROUTES),
  /** e.g. "3 times a day", "every 8 hours". */
  frequency: Type.String({ minLength: 1, maxLength: 100 }),
  /** e.g. "7 days", "until the pain settles". */
  duration: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A treatment item: a drug, or a recommendation as text. Sorted by `created_at` (SPEC §3). */
export const TreatmentSchema = Type.Object({
  id: Type.String(),
  type: Type.Union([Type.Literal('Drug'), Type.Literal('Recommendation')]),
  drug: Nullable(DrugSchema),
  text: Nullable(Type.String({ maxLength: TREATMENT_TEXT_MAX })),
  status: Literals(TREATMENT_STATUSES),
  created_at: Type.String(),
  cancelled_at: Nullable(Type.String()),
});

/** A medical case (SPEC §3 Case): the answer of every call and the payload of PatientCaseCreated. */
export const CaseSchema = Type.Object({
  id: Type.String(),
  /** The version of its stream `case:<id>` (1 when opened, +1 per change). */
  version: Type.Integer(),
  patient_id: Type.String(),
  patient: CasePatientSchema,
  assignee_id: Type.String(),
  assignee: CasePersonSchema,
  clinic_id: Type.Integer(),
  clinic: Type.Object({ id: Type.Integer(), name: LocalizedSchema }),
  schedule_id: Nullable(Type.String()),
  clinic_service_id: Nullable(Type.Integer()),
  service_id: Nullable(Type.Integer()),
  /** The service's name as it was when the case opened. */
  service_name: Nullable(LocalizedSchema),
  /** The service template key the case started from, or null. */
  template: Nullable(Type.String()),
  status: CaseStatusSchema,
  /** When the case started (the appointment's start, else when it was opened). ISO. */
  start_time: Type.String(),
  comment: Type.String(),
  conclusion: Type.String(),
  evidences: Type.Array(CaseEvidenceSchema),
  labtests: Type.Array(CaseLabtestSchema),
  files: Type.Array(CaseFileSchema),
  diagnoses: Type.Array(CaseDiagnosisSchema),
  service_requests: Type.Array(ServiceRequestSchema),
  references: Type.Array(CaseReferenceSchema),
  treatments: Type.Array(TreatmentSchema),
  /** Doctors the case is shared with (they read it). */
  shared_with: Type.Array(CasePersonSchema),
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  created_by: Type.String(),
  updated_at: Type.String(),
  /** When it was completed or cancelled. */
  closed_at: Nullable(Type.String()),
});

/**
 * A case in a list. The clinical part (`diagnosis`: the final one, else the latest preliminary)
 * is null for an operator, who sees only that the case exists, its status, dates and doctor.
 */
export const CaseListItemSchema = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  patient: CasePersonSchema,
  assignee_id: Type.String(),
  assignee: CasePersonSchema,
  clinic_id: Type.Integer(),
  clinic: Type.Object({ id: Type.Integer(), name: LocalizedSchema }),
  status: CaseStatusSchema,
  start_time: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  closed_at: Nullable(Type.String()),
  service_name: Nullable(LocalizedSchema),
  diagnosis: Nullable(Type.Object({ code: Nullable(Type.String()), name: LocalizedSchema, type: Literals(DIAGNOSIS_TYPES) })),
  /** True when the list only shows the summary (an operator): no clinical content. */
  summary_only: Type.Boolean(),
});

export const CaseListSchema = Type.Object({ items: Type.Array(CaseListItemSchema), total: Type.Integer() });

export const CaseListQuerySchema = Type.Object({
  status: Type.Optional(CaseStatusSchema),
  /** Search by the patient's name or ID number. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  patient_id: Type.Optional(Id()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
});

/** `POST /api/cases`: a doctor opens a case for a patient, optionally for an appointment of theirs or a clinic service. */
export const OpenCaseBodySchema = Type.Object({
  patient_id: Id(),
  /** The clinic the doctor works in for this case; default: their first clinic. */
  clinic_id: Type.Optional(Type.Integer({ minimum: 1 })),
  schedule_id: Type.Optional(Id()),
  clinic_service_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Makes a repeat (a lost answer) answer the same case. */
  client_id: Type.Optional(Type.String({ minLength: 8, maxLength: 64 })),
});

const Text = (max: number) => Type.String({ maxLength: max });

/** The commands of POST /api/cases/:id/commands; each carries the stream version it was made on. */
export const CaseCommandBodySchema = Type.Union([
  Type.Object({ type: Type.Literal('add_evidence'), version: Type.Integer({ minimum: 1 }), evidence_id: SymptomIdSchema, choice: Literals(EVIDENCE_CHOICES), is_featured: Type.Optional(Type.Boolean()) }),
  Type.Object({ type: Type.Literal('edit_evidence'), version: Type.Integer({ minimum: 1 }), evidence_id: SymptomIdSchema, choice: Type.Optional(Literals(EVIDENCE_CHOICES)), is_featured: Type.Optional(Type.Boolean()) }),
  Type.Object({ type: Type.Literal('remove_evidence'), version: Type.Integer({ minimum: 1 }), evidence_id: SymptomIdSchema }),
  Type.Object({ type: Type.Literal('add_labtest'), version: Type.Integer({ minimum: 1 }), labtest_id: Type.Integer({ minimum: 1 }), result: Type.Optional(Nullable(Text(CASE_TEXT_MAX))), file_id: Type.Optional(Nullable(Id())), date: Type.Optional(Nullable(DateKey())) }),
  Type.Object({ type: Type.Literal('edit_labtest'), version: Type.Integer({ minimum: 1 }), id: Id(), result: Type.Optional(Nullable(Text(CASE_TEXT_MAX))), file_id: Type.Optional(Nullable(Id())), date: Type.Optional(Nullable(DateKey())) }),
  Type.Object({ type: Type.Literal('remove_labtest'), version: Type.Integer({ minimum: 1 }), id: Id() }),
  Type.Object({ type: Type.Literal('delete_file'), version: Type.Integer({ minimum: 1 }), id: Id() }),
  Type.Object({ type: Type.Literal('add_diagnosis'), version: Type.Integer({ minimum: 1 }), diagnosis_type: Literals(DIAGNOSIS_TYPES), code: Type.Optional(Nullable(Icd10CodeSchema)), text: Type.Optional(Nullable(Text(300))), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('edit_diagnosis'), version: Type.Integer({ minimum: 1 }), id: Id(), diagnosis_type: Type.Optional(Literals(DIAGNOSIS_TYPES)), code: Type.Optional(Nullable(Icd10CodeSchema)), text: Type.Optional(Nullable(Text(300))), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('remove_diagnosis'), version: Type.Integer({ minimum: 1 }), id: Id() }),
  Type.Object({ type: Type.Literal('request_service'), version: Type.Integer({ minimum: 1 }), service_id: Type.Integer({ minimum: 1 }), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('cancel_service_request'), version: Type.Integer({ minimum: 1 }), id: Id(), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('fulfil_service_request'), version: Type.Integer({ minimum: 1 }), id: Id(), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('fail_service_request'), version: Type.Integer({ minimum: 1 }), id: Id(), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('reactivate_service_request'), version: Type.Integer({ minimum: 1 }), id: Id(), note: Type.Optional(Nullable(Text(CASE_TEXT_MAX))) }),
  Type.Object({ type: Type.Literal('add_reference'), version: Type.Integer({ minimum: 1 }), case_id: Id() }),
  Type.Object({ type: Type.Literal('remove_reference'), version: Type.Integer({ minimum: 1 }), id: Id() }),
  Type.Object({ type: Type.Literal('add_treatment'), version: Type.Integer({ minimum: 1 }), treatment_type: Type.Union([Type.Literal('Drug'), Type.Literal('Recommendation')]), drug: Type.Optional(DrugSchema), text: Type.Optional(Text(TREATMENT_TEXT_MAX)) }),
  Type.Object({ type: Type.Literal('cancel_treatment'), version: Type.Integer({ minimum: 1 }), id: Id() }),
  Type.Object({ type: Type.Literal('update_comment'), version: Type.Integer({ minimum: 1 }), comment: Text(CASE_TEXT_MAX) }),
  Type.Object({ type: Type.Literal('update_conclusion'), version: Type.Integer({ minimum: 1 }), conclusion: Text(CASE_TEXT_MAX) }),
  Type.Object({ type: Type.Literal('complete'), version: Type.Integer({ minimum: 1 }) }),
  Type.Object({ type: Type.Literal('cancel'), version: Type.Integer({ minimum: 1 }), reason: Type.Optional(Nullable(Text(CASE_CANCEL_NOTE_MAX))) }),
  Type.Object({ type: Type.Literal('share'), version: Type.Integer({ minimum: 1 }), doctor_id: Id() }),
  Type.Object({ type: Type.Literal('unshare'), version: Type.Integer({ minimum: 1 }), doctor_id: Id() }),
]);

/** `POST /api/cases/:id/files?version=N`. */
export const CaseFileQuerySchema = Type.Object({ version: Type.Integer({ minimum: 1 }) });

/** One change of a case as its history shows it (from the stream): who, when, which part, before and after. */
export const CaseHistoryEntrySchema = Type.Object({
  version: Type.Integer(),
  type: Type.String(),
  at: Type.String(),
  by: Nullable(CasePersonSchema),
  /** The part changed: evidence, labtest, file, diagnosis, service_request, reference, treatment, comment, conclusion, status, sharing. */
  part: Type.String(),
  part_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

/** One line of the server audit trail (who read or changed what, when, from which address). */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor_id: Nullable(Type.String()),
  actor: Nullable(CasePersonSchema),
  /** e.g. case.read, case.change, case.file_read, case.report, patient.read. */
  action: Type.String(),
  record_type: Type.String(),
  record_id: Type.String(),
  /**
   * What the record is called, by language, so an administrator reads a name rather than an id:
   * a person's name (records `user`, `patient`; a case by its patient), a service's, a clinic's;
   * null when it has none or no longer exists.
   */
  record_label: Nullable(LocalizedSchema),
  /** The patient the record is about, when it is clinical. */
  patient_id: Nullable(Type.String()),
  clinic_id: Nullable(Type.Integer()),
  ip: Nullable(Type.String()),
  /** For a change, usually `{ field: { old, new } }`. */
  detail: Type.Unknown(),
});
export const AuditPageSchema = Type.Object({ items: Type.Array(AuditEntrySchema), total: Type.Integer() });
export const AuditQuerySchema = Type.Object({
  /** One of the person's administered clinics (else 403); all of them when absent. */
  clinic_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  /** Lines whose action starts with this (`case.`, `operator.`, or one whole action). */
  action: Type.Optional(Type.String({ maxLength: 60, pattern: '^[a-z_.]*$' })),
  record_type: Type.Optional(Type.String({ maxLength: 40 })),
  record_id: Type.Optional(Type.String({ maxLength: 64 })),
  person_id: Type.Optional(Id()),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});

/** An ICD-10 entry of the shipped list. */
export const Icd10EntrySchema = Type.Object({ code: Type.String(), name: LocalizedSchema });
export const Icd10QuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

/** A patient in a doctor's or an operator's list. `id_number` only for the clinic side. */
export const PatientListItemSchema = Type.Object({
  id: Type.String(),
  firstname: LocalizedSchema,
  lastname: LocalizedSchema,
  photo: Nullable(Type.String()),
  id_number: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  birthdate: Nullable(Type.String()),
  /** The last time the patient had a chat message, appointment or case with the doctor (or the clinic). */
  last_contact: Nullable(Type.String()),
});
export const PatientListSchema = Type.Object({ items: Type.Array(PatientListItemSchema), total: Type.Integer() });
export const PatientListQuerySchema = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
});

/**
 * `GET /api/patients/:id`: a patient's page. A doctor sees the clinical parts (cases they may read,
 * AI results); an operator sees identity, contacts and appointments, and `cases` as summaries.
 */
export const PatientSummarySchema = Type.Object({
  patient: PatientListItemSchema,
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  /** The patient–doctor chat with the viewing doctor, when there is one. */
  chat_space_id: Nullable(Type.String()),
  cases: Type.Array(CaseListItemSchema),
  /** Their appointments with the doctor (or at the clinic), newest first. */
  schedules: Type.Array(ScheduleSchema),
  /** Finished symptom-checker interviews (doctor only): id, finished_at, triage, top condition. */
  interviews: Type.Array(
    Type.Object({ id: Type.String(), finished_at: Nullable(Type.String()), triage: Nullable(Type.String()), condition: Nullable(LocalizedSchema) }),
  ),
  /** True for an operator: no clinical content is included. */
  summary_only: Type.Boolean(),
});

/** The common part of every case push: which case, its version after the change, when and by whom. */
const base = {
  case_id: Type.String(),
  version: Type.Integer(),
  at: Type.String(),
  by: Nullable(Type.String()),
};
const Payload = <P extends Record<string, TSchema>>(props: P) => Type.Object({ ...base, ...props });

/** The payload schemas of the case pushes (SPEC §7 names, plus the project's own diagnoses, references and sharing). */
export const CASE_PUSH_SCHEMAS = {
  PatientCaseCreated: Payload({ case: CaseSchema }),
  PatientCaseEvidenceAdded: Payload({ evidence: CaseEvidenceSchema }),
  PatientCaseEvidenceEdited: Payload({ evidence: CaseEvidenceSchema }),
  PatientCaseEvidenceRemoved: Payload({ evidence_id: Type.String() }),
  PatientCaseLabtestAdded: Payload({ labtest: CaseLabtestSchema }),
  PatientCaseLabtestEdited: Payload({ labtest: CaseLabtestSchema }),
  PatientCaseLabtestRemoved: Payload({ labtest_id: Type.String() }),
  PatientCaseFileUploaded: Payload({ file: CaseFileSchema }),
  PatientCaseFileDeleted: Payload({ file_id: Type.String() }),
  PatientCaseDiagnosisAdded: Payload({ diagnosis: CaseDiagnosisSchema }),
  PatientCaseDiagnosisEdited: Payload({ diagnosis: CaseDiagnosisSchema }),
  PatientCaseDiagnosisRemoved: Payload({ diagnosis_id: Type.String() }),
  PatientCaseReferenceAdded: Payload({ reference: CaseReferenceSchema }),
  PatientCaseReferenceRemoved: Payload({ reference_id: Type.String() }),
  PatientCaseCommentUpdated: Payload({ comment: Type.String() }),
  PatientCaseConclusionUpdated: Payload({ conclusion: Type.String() }),
  PatientCaseCompleted: Payload({}),
  PatientCaseCancelled: Payload({ reason: Nullable(Type.String()) }),
  PatientCaseShared: Payload({ doctor: CasePersonSchema }),
  PatientCaseUnshared: Payload({ doctor_id: Type.String() }),
  TreatmentItemCreated: Payload({ treatment: TreatmentSchema }),
  TreatmentItemCancelled: Payload({ treatment_id: Type.String() }),
  ServiceRequestCreated: Payload({ service_request: ServiceRequestSchema }),
  ServiceRequestCancelled: Payload({ service_request_id: Type.String(), note: Nullable(Type.String()) }),
  ServiceRequestFulfilled: Payload({ service_request_id: Type.String(), note: Nullable(Type.String()) }),
  ServiceRequestFailed: Payload({ service_request_id: Type.String(), note: Nullable(Type.String()) }),
  ServiceRequestReactivated: Payload({ service_request_id: Type.String(), note: Nullable(Type.String()) }),
} as const;

export type CaseCommandBody = Static<typeof CaseCommandBodySchema>;
export type OpenCaseBody = Static<typeof OpenCaseBodySchema>;
export type CaseListQuery = Static<typeof CaseListQuerySchema>;
export type CaseList = Static<typeof CaseListSchema>;
export type CaseListItem = Static<typeof CaseListItemSchema>;
export type CaseHistoryEntry = Static<typeof CaseHistoryEntrySchema>;
export type AuditEntry = Static<typeof AuditEntrySchema>;
export type AuditPage = Static<typeof AuditPageSchema>;
export type AuditQuery = Static<typeof AuditQuerySchema>;
export type Icd10Entry = Static<typeof Icd10EntrySchema>;
export type PatientListItem = Static<typeof PatientListItemSchema>;
export type PatientList = Static<typeof PatientListSchema>;
export type PatientListQuery = Static<typeof PatientListQuerySchema>;
export type PatientSummary = Static<typeof PatientSummarySchema>;

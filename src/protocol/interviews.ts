import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';

/**
 * Symptom-checker interviews (issue 5), shared by server and client. The shape follows the
 * conventions of the established symptom-checker APIs (evidence ids `s_N`/`p_N`, choices
 * present/absent/unknown, question types, `should_stop`, five triage levels), so a clinic could
 * swap engines without touching the client.
 */

/** The five triage levels, most urgent first. */
export const TRIAGE_LEVELS = ['emergency_ambulance', 'emergency', 'consultation_24', 'consultation', 'self_care'] as const;
export type TriageLevel = (typeof TRIAGE_LEVELS)[number];

/** The more urgent of two triage levels. */
export const moreUrgent = (a: TriageLevel, b: TriageLevel): TriageLevel => (TRIAGE_LEVELS.indexOf(a) <= TRIAGE_LEVELS.indexOf(b) ? a : b);

export const EVIDENCE_CHOICES = ['present', 'absent', 'unknown'] as const;
export type EvidenceChoice = (typeof EVIDENCE_CHOICES)[number];

/** single: one finding, Yes / No / Don't know; group_single: exactly one of the items (or none); group_multiple: each item answered. */
export const QUESTION_TYPES = ['single', 'group_single', 'group_multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];


const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Kept here, not imported from ./common: importing a schema value from the start-up bundle would pull TypeBox into it. */
const LanguageSchema = Type.Union([Type.Literal('ka'), Type.Literal('en')]);
/** A union of string literals from a constant list, typed as the list's values. */
const Lit = <const T extends readonly string[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ [K in keyof T]: TLiteral<T[K]> }[number][]>;

/** Interview types: this flow is the symptom checker (kiosk checkups and pre-visit interviews come later). */
export const INTERVIEW_TYPES = ['symptom_checker'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];
export const INTERVIEW_STATUSES = ['in_progress', 'finished'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Ages the checker accepts: up to 130 years, or up to 1560 months. */
export const MAX_AGE_YEARS = 130;
/** Evidence ids as the knowledge base writes them. */
export const FINDING_ID_PATTERN = '^[sp]_[1-9][0-9]{0,5}$';
/** At most this many findings in one evidence or answer call. */
export const MAX_EVIDENCE_ITEMS = 40;
/** The most questions one interview asks (a typical one asks fewer than 15). */
export const MAX_QUESTIONS = 25;

export const NewInterviewSchema = Type.Object({
  type: Lit(INTERVIEW_TYPES),
  language: LanguageSchema,
  /** A whole number; `age_unit` month describes infants. */
  age: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_AGE_YEARS * 12 })),
  age_unit: Type.Optional(Lit(['year', 'month'] as const)),
  gender: Type.Optional(Lit(['male', 'female'] as const)),
  /** A doctor or operator starting an interview for a patient; patients start their own. */
  patient_id: Type.Optional(Type.String({ format: 'uuid' })),
});
export type NewInterview = Static<typeof NewInterviewSchema>;

export const EvidenceItemSchema = Type.Object({
  id: Type.String({ pattern: FINDING_ID_PATTERN }),
  choice: Lit(EVIDENCE_CHOICES),
});
export type EvidenceItem = Static<typeof EvidenceItemSchema>;
export const EvidenceBodySchema = Type.Object({ evidence: Type.Array(EvidenceItemSchema, { minItems: 1, maxItems: MAX_EVIDENCE_ITEMS }) });
export const AnswerBodySchema = Type.Object({ answers: Type.Array(EvidenceItemSchema, { minItems: 1, maxItems: MAX_EVIDENCE_ITEMS }) });

const NamedFinding = Type.Object({ id: Type.String(), name: Type.String() });

/** How a shown condition is worded: people read "strong" better than 63 %, and "less likely" frightens less than a bare name. */
export const CONDITION_STRENGTHS = ['strong', 'moderate', 'less_likely'] as const;
export type ConditionStrength = (typeof CONDITION_STRENGTHS)[number];

export const InterviewEvidenceSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  choice: Lit(EVIDENCE_CHOICES),
  /** Given by the person at the start (their complaints), not as an answer. */
  is_initial: Type.Boolean(),
  source: Lit(['initial', 'question'] as const),
});
export type InterviewEvidence = Static<typeof InterviewEvidenceSchema>;

export const QuestionItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  choices: Type.Array(Type.Object({ id: Lit(EVIDENCE_CHOICES), label: Type.String() })),
});
export const QuestionSchema = Type.Object({
  type: Lit(QUESTION_TYPES),
  text: Type.String(),
  items: Type.Array(QuestionItemSchema),
});
export type InterviewQuestion = Static<typeof QuestionSchema>;

export const InterviewConditionSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  probability: Type.Number(),
  triage: Lit(TRIAGE_LEVELS),
  /** How well the answers support it: `strong`, `moderate`, or `less_likely` (some support, but other causes fit better). */
  strength: Lit(CONDITION_STRENGTHS),
  /** Answers that made it more likely, and less likely. */
  raised_by: Type.Array(NamedFinding),
  lowered_by: Type.Array(NamedFinding),
});
export type InterviewCondition = Static<typeof InterviewConditionSchema>;

export const LabTestRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export type LabTestRef = Static<typeof LabTestRefSchema>;

export const RecommendedDoctorSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  photo: Nullable(Type.String()),
});
export const SpecialistSchema = Type.Object({
  speciality: Type.Object({ id: Type.Integer(), name: Type.String() }),
  doctors: Type.Array(RecommendedDoctorSchema),
});
export type Specialist = Static<typeof SpecialistSchema>;

export const InterviewSchema = Type.Object({
  id: Type.String(),
  patient_id: Nullable(Type.String()),
  patient_age_in_months: Nullable(Type.Integer()),
  patient_gender: Nullable(Lit(['male', 'female'] as const)),
  type: Lit(INTERVIEW_TYPES),
  language: LanguageSchema,
  status: Lit(INTERVIEW_STATUSES),
  /** The kiosk checkup the interview was started from and its device type (issue 17, SPEC §3); null otherwise. */
  checkup_id: Type.Optional(Nullable(Type.String())),
  checkup_device: Type.Optional(Nullable(Type.String())),
  evidences: Type.Array(InterviewEvidenceSchema),
  current_question: Nullable(QuestionSchema),
  /** Questions answered so far; the last can be taken back while the interview is open. */
  question_count: Type.Integer(),
  /** The most questions this interview will ask (MAX_QUESTIONS, fewer once urgent advice is shown). */
  question_limit: Type.Integer(),
  /** How far along the interview is, 0 … 1 (an estimate: it may end sooner). */
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  should_stop: Type.Boolean(),
  conditions: Type.Array(InterviewConditionSchema),
  triage: Nullable(
    Type.Object({
      level: Lit(TRIAGE_LEVELS),
      red_flags: Type.Array(NamedFinding),
      /** The person's answers that led to this level, most telling first, in plain words. */
      reasons: Type.Array(NamedFinding),
      /** Warning signs the person was unsure of ("don't know"): if they have one, the advice would be more urgent. */
      unsure: Type.Array(NamedFinding),
    }),
  ),
  recommended_labtests: Type.Array(LabTestRefSchema),
  obligatory_labtests: Type.Array(LabTestRefSchema),
  recommended_specialist: Nullable(SpecialistSchema),
  created_at: Type.String(),
  created_by: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
});
export type Interview = Static<typeof InterviewSchema>;

/** One line of the patient's AI results. */
export const InterviewSummarySchema = Type.Object({
  id: Type.String(),
  language: LanguageSchema,
  status: Lit(INTERVIEW_STATUSES),
  triage: Nullable(Lit(TRIAGE_LEVELS)),
  /** The most probable condition, in the interview's language. */
  top_condition: Nullable(Type.Object({ id: Type.String(), name: Type.String(), probability: Type.Number() })),
  complaints: Type.Array(Type.String()),
  patient_age_in_months: Nullable(Type.Integer()),
  patient_gender: Nullable(Lit(['male', 'female'] as const)),
  created_at: Type.String(),
  finished_at: Nullable(Type.String()),
});
export type InterviewSummary = Static<typeof InterviewSummarySchema>;

/** The symptom catalogue in one language: body areas with their symptoms by sex group. */
export const CatalogueSchema = Type.Object({
  body_areas: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      symptoms: Type.Object({ both: Type.Array(NamedFinding), female: Type.Array(NamedFinding), male: Type.Array(NamedFinding) }),
    }),
  ),
});
export type Catalogue = Static<typeof CatalogueSchema>;

export const SymptomSearchQuerySchema = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  lang: Type.Optional(LanguageSchema),
  sex: Type.Optional(Lit(['male', 'female'] as const)),
  age: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_AGE_YEARS })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 10 })),
});
export const SymptomHitSchema = Type.Object({ id: Type.String(), name: Type.String(), areas: Type.Array(Type.String()) });
export type SymptomHit = Static<typeof SymptomHitSchema>;

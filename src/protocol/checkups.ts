import { Type, type Static } from '@sinclair/typebox';

/**
 * Checkups from measurement kiosks (issue 17, SPEC §3 Checkup). A kiosk (device type T8X or GS2)
 * sends a record (src/protocol/device-records.ts); the server matches it to the patient by the
 * personal ID number it carries and normalises it into sections of values. Each value has its
 * measure, unit, the reference range for the patient's age and sex
 * (src/protocol/reference-ranges.ts) and a mark. Newest first (SPEC §4).
 *
 * | route | who | answer |
 * |---|---|---|
 * | `GET /api/checkups` `?patient_id=` | the patient (own, no query), a doctor who treats the patient; anyone else (also a doctor without `patient_id`) 404 `checkup.not_found` | `{ data: CheckupSummary[] }` |
 * | `GET /api/checkups/:id` | the patient, a doctor who treats them; anyone else 404 `checkup.not_found` | `{ data: Checkup }` |
 * | `POST /api/checkups/:id/interview` | the patient (anyone else 404) | 201 `{ data: { id } }`: a symptom-checker interview carrying the checkup, its abnormal findings as complaints (server/features/checkups/checkup-evidence.ts) |
 */

export const DEVICE_TYPES = ['T8X', 'GS2'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const DeviceTypeSchema = Type.Union([Type.Literal('T8X'), Type.Literal('GS2')]);

/** Sections of a checkup, in the order a page shows them. Each has a message `checkups.section.<key>` (src/views/checkups/checkup-labels.ts). */
export const CHECKUP_SECTIONS = [
  'body', 'body_composition', 'blood_pressure', 'oxygen', 'ecg', 'temperature', 'whr', 'blood_sugar',
  'uric_acid', 'lipids', 'arterial', 'urinalysis', 'haemoglobin', 'vision', 'lung', 'other',
] as const;
export type CheckupSectionKey = (typeof CHECKUP_SECTIONS)[number];

/**
 * What a value measures. Each has a message `checkups.measure.<key>` (plain words in both
 * languages). Numeric measures carry `value`; findings in words (an ECG conclusion, a dentist's
 * note) carry `text`; urinalysis strips carry a grade in `value` (0 negative, 1 trace, 2 = +,
 * 3 = ++, 4 = +++; message `checkups.grade.<n>`), except pH and specific gravity, which are numbers.
 */
export const MEASURES = [
  // body
  'height', 'weight', 'bmi',
  // body composition
  'fat_rate', 'muscle_mass', 'water_rate', 'visceral_fat', 'bone_mass', 'basal_metabolism',
  // blood pressure
  'systolic', 'diastolic', 'pulse',
  // oxygen
  'spo2',
  // ECG
  'heart_rate', 'pr_interval', 'qrs_duration', 'qtc_interval', 'ecg_conclusion',
  // temperature
  'temperature',
  // waist-hip ratio
  'waist', 'hip', 'whr',
  // blood sugar (the kiosk says which: fasting, two hours after a meal, any time)
  'glucose_fasting', 'glucose_postprandial', 'glucose_random',
  // uric acid
  'uric_acid',
  // cholesterol and lipids
  'total_cholesterol', 'hdl', 'ldl', 'triglycerides',
  // arterial stiffness
  'avi', 'api', 'central_systolic',
  // urinalysis (GS2)
  'urine_glucose', 'urine_protein', 'urine_blood', 'urine_leukocytes', 'urine_nitrite', 'urine_ketones',
  'urine_bilirubin', 'urine_urobilinogen', 'urine_ph', 'urine_specific_gravity', 'urine_ascorbic_acid',
  // haemoglobin (GS2)
  'haemoglobin', 'haematocrit',
  // vision (GS2)
  'vision_left', 'vision_right',
  // lung function
  'fvc', 'fev1', 'pef',
  // other findings in words (GS2)
  'dental', 'ultrasound', 'psychological',
] as const;
export type Measure = (typeof MEASURES)[number];

/** Units; each has a message `checkups.unit.<key>` (none for a ratio, an index, decimal acuity or a grade) (Georgian clinics write მმ ვწყ. სვ., მმოლ/ლ…). */
export const UNITS = ['cm', 'kg', 'kg_m2', 'percent', 'level', 'kcal_day', 'mmhg', 'bpm', 'ms', 'celsius', 'ratio', 'mmol_l', 'g_l', 'index', 'grade', 'decimal', 'litre', 'l_s'] as const;
export type Unit = (typeof UNITS)[number];

/**
 * How a value compares with its reference range. `low`/`high`: outside the range;
 * `critical_low`/`critical_high`: beyond the critical limit (the doctors are alerted). A page
 * shows each with a word and a symbol, never by colour alone.
 */
export const MARKS = ['normal', 'low', 'high', 'critical_low', 'critical_high'] as const;
export type Mark = (typeof MARKS)[number];
export const MarkSchema = Type.Union([Type.Literal('normal'), Type.Literal('low'), Type.Literal('high'), Type.Literal('critical_low'), Type.Literal('critical_high')]);
export const isOutOfRange = (mark: Mark | null): boolean => mark !== null && mark !== 'normal';
export const isCritical = (mark: Mark | null): boolean => mark === 'critical_low' || mark === 'critical_high';

const NumOrNull = Type.Union([Type.Number(), Type.Null()]);

/** A reference range: any bound may be missing (e.g. HDL has only a low limit). */
export const RangeSchema = Type.Object({ low: NumOrNull, high: NumOrNull, critical_low: NumOrNull, critical_high: NumOrNull });
export type Range = Static<typeof RangeSchema>;

export const CheckupValueSchema = Type.Object({
  measure: Type.String(),
  value: NumOrNull,
  text: Type.Union([Type.String(), Type.Null()]),
  unit: Type.Union([Type.String(), Type.Null()]),
  /** For the patient's age and sex at the time of the checkup; null when the measure has none. */
  range: Type.Union([RangeSchema, Type.Null()]),
  mark: Type.Union([MarkSchema, Type.Null()]),
});
export type CheckupValue = Omit<Static<typeof CheckupValueSchema>, 'measure' | 'unit'> & { measure: Measure; unit: Unit | null };

export const CheckupSectionSchema = Type.Object({ key: Type.String(), values: Type.Array(CheckupValueSchema) });
export type CheckupSection = { key: CheckupSectionKey; values: CheckupValue[] };

export const CheckupSummarySchema = Type.Object({
  id: Type.String(),
  device_type: DeviceTypeSchema,
  record_no: Type.String(),
  clinic_id: Type.Integer(),
  /** The kiosk's clinic (the place). */
  clinic_name: Type.Object({ ka: Type.String(), en: Type.String() }),
  /** When the kiosk measured (ISO 8601). */
  measured_at: Type.String(),
  created_at: Type.String(),
  /** Values outside their reference range, and how many of those are critical. */
  out_of_range: Type.Integer(),
  critical: Type.Integer(),
});
export type CheckupSummary = Static<typeof CheckupSummarySchema>;

export const CheckupSchema = Type.Composite([
  CheckupSummarySchema,
  Type.Object({
    patient_id: Type.String(),
    /** The patient's age and sex the ranges were chosen for. */
    patient_age_years: Type.Union([Type.Integer(), Type.Null()]),
    patient_gender: Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Null()]),
    sections: Type.Array(CheckupSectionSchema),
    /** The symptom-checker interviews started from this checkup, newest first. */
    interview_ids: Type.Array(Type.String()),
  }),
]);
export type Checkup = Omit<Static<typeof CheckupSchema>, 'sections'> & { sections: CheckupSection[] };

export const CheckupListQuerySchema = Type.Object({ patient_id: Type.Optional(Type.String({ maxLength: 64 })) });

import { Type, type Static } from '@sinclair/typebox';
import { MarkSchema, type Mark, type Measure } from './checkups';

/**
 * The patient's health log (issue 17, SPEC §3 Patient log item): readings by the patient-log types
 * of the static list (`GET /api/static/patient-log-types`, keyed by `key`). A reading's `value`
 * holds what its type needs (below), checked by `checkLogValue`; a checkup's readings are written
 * to the log too (`checkup_id`), shown in the same charts as device readings.
 *
 * | route | who | answer |
 * |---|---|---|
 * | `GET /api/patient-log` `?patient_id=&since=` | the patient (own), a doctor who treats them; else 404 `patient_log.not_found` | `{ data: PatientLogItem[] }`, oldest first, every type, since `since` (ISO; default a year ago) |
 * | `POST /api/patient-log` NewLogItemBody | the patient for themselves, a doctor who treats the patient | 201 `{ data: PatientLogItem }` (a critical value alerts the doctors) |
 * | `DELETE /api/patient-log/:id` | whoever wrote it (not a device reading) | `{ data: { id } }` |
 */

export const LOG_TYPE_KEYS = ['blood_pressure', 'pulse', 'temperature', 'glucose', 'weight', 'spo2', 'respiratory_rate', 'height'] as const;
export type LogTypeKey = (typeof LOG_TYPE_KEYS)[number];

/** When blood sugar was measured (the range depends on it). */
export const GLUCOSE_CONTEXTS = ['fasting', 'postprandial', 'random'] as const;
export type GlucoseContext = (typeof GLUCOSE_CONTEXTS)[number];

/** Blood pressure: systolic and diastolic, and the pulse when the cuff measured it. */
export interface BloodPressureValue {
  systolic: number;
  diastolic: number;
  pulse?: number;
}
/** Every other type: one number in the type's unit; glucose also says when it was measured. */
export interface SingleValue {
  value: number;
  context?: GlucoseContext;
}
export type LogValue = BloodPressureValue | SingleValue;

/** One number a type asks for: its name in the value, limits a person can physically have, input step. */
export interface LogField {
  name: 'systolic' | 'diastolic' | 'pulse' | 'value';
  min: number;
  max: number;
  step: number;
  optional?: boolean;
  /** The measure whose reference range and marks apply (src/protocol/reference-ranges.ts). */
  measure: Measure | 'respiratory_rate' | null;
}

/**
 * What each type's value holds, with limits that refuse a typing slip (a pulse of 700) but allow
 * every value a living person may have. Units come with the type (the static list's `unit`).
 */
export const LOG_TYPE_FIELDS: Record<LogTypeKey, LogField[]> = {
  blood_pressure: [
    { name: 'systolic', min: 50, max: 300, step: 1, measure: 'systolic' },
    { name: 'diastolic', min: 20, max: 200, step: 1, measure: 'diastolic' },
    { name: 'pulse', min: 20, max: 250, step: 1, optional: true, measure: 'pulse' },
  ],
  pulse: [{ name: 'value', min: 20, max: 250, step: 1, measure: 'pulse' }],
  temperature: [{ name: 'value', min: 30, max: 45, step: 0.1, measure: 'temperature' }],
  glucose: [{ name: 'value', min: 0.5, max: 50, step: 0.1, measure: 'glucose_random' }],
  weight: [{ name: 'value', min: 1, max: 400, step: 0.1, measure: null }],
  spo2: [{ name: 'value', min: 50, max: 100, step: 1, measure: 'spo2' }],
  respiratory_rate: [{ name: 'value', min: 4, max: 80, step: 1, measure: 'respiratory_rate' }],
  height: [{ name: 'value', min: 30, max: 250, step: 0.5, measure: null }],
};

/** The measure glucose is judged by, from when it was measured. */
export const glucoseMeasure = (context: GlucoseContext | undefined): Measure =>
  context === 'fasting' ? 'glucose_fasting' : context === 'postprandial' ? 'glucose_postprandial' : 'glucose_random';

const Num = Type.Number();
export const LogValueSchema = Type.Union([
  Type.Object({ systolic: Num, diastolic: Num, pulse: Type.Optional(Num) }, { additionalProperties: false }),
  Type.Object(
    { value: Num, context: Type.Optional(Type.Union([Type.Literal('fasting'), Type.Literal('postprandial'), Type.Literal('random')])) },
    { additionalProperties: false },
  ),
]);

export const PatientLogItemSchema = Type.Object({
  id: Type.String(),
  patient_id: Type.String(),
  /** The type's `key` (LOG_TYPE_KEYS). */
  type: Type.String(),
  value: LogValueSchema,
  /** When it was measured (ISO 8601). */
  measured_at: Type.String(),
  created_at: Type.String(),
  /** Who wrote it (the patient, their doctor) with their name; null for a device reading. */
  created_by: Type.Union([Type.Object({ id: Type.String(), firstname: Type.Object({ ka: Type.String(), en: Type.String() }), lastname: Type.Object({ ka: Type.String(), en: Type.String() }) }), Type.Null()]),
  /** Set when the reading came from a kiosk checkup (a device reading). */
  checkup_id: Type.Union([Type.String(), Type.Null()]),
  /** The reading's worst mark against its reference range (null: the type has none). */
  mark: Type.Union([MarkSchema, Type.Null()]),
});
export type PatientLogItem = Omit<Static<typeof PatientLogItemSchema>, 'type' | 'value' | 'mark'> & { type: LogTypeKey; value: LogValue; mark: Mark | null };

export const NewLogItemBodySchema = Type.Object({
  /** Whose log (a doctor writing for their patient); absent: the caller's own. */
  patient_id: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.String({ maxLength: 40 }),
  value: Type.Unknown(),
  /** ISO 8601; absent: now. Not in the future, not before 1900. */
  measured_at: Type.Optional(Type.String({ maxLength: 40 })),
});
export type NewLogItemBody = Static<typeof NewLogItemBodySchema>;

export const PatientLogQuerySchema = Type.Object({
  patient_id: Type.Optional(Type.String({ maxLength: 64 })),
  since: Type.Optional(Type.String({ maxLength: 40 })),
});

/** Chart spans on the monitoring page. */
export const LOG_SPANS = ['week', 'month', 'year'] as const;
export type LogSpan = (typeof LOG_SPANS)[number];

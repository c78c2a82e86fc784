import { Type, type Static } from '@sinclair/typebox';
import { MarkSchema, type Mark, type Measure, type Range } from './checkups';
import { markOf, rangeFrom, referenceRange, RESPIRATORY_RATE, worstMark } from './reference-ranges';

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

/** How far in the future a reading's time may be (a phone's clock running a little fast). */
export const LOG_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** The earliest time a reading may have. */
export const LOG_EARLIEST = Date.UTC(1900, 0, 1);
/** How far back `GET /api/patient-log` reads at most (`since`), and by default. */
export const LOG_SINCE_MAX_YEARS = 5;
export const LOG_SINCE_DEFAULT_DAYS = 365;

export const isLogTypeKey = (key: unknown): key is LogTypeKey => typeof key === 'string' && (LOG_TYPE_KEYS as readonly string[]).includes(key);

/** The fields of a type that are stored in its value (glucose also takes `context`). */
const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

export type LogFieldError = { path: string; code: 'patient_log.value_required' | 'patient_log.value_number' | 'patient_log.value_range' | 'patient_log.value_whole' | 'patient_log.value_extra' | 'patient_log.context_invalid' | 'patient_log.unknown_type' | 'patient_log.time_invalid'; params?: Record<string, number> };

/**
 * Checks a reading's value against its type (LOG_TYPE_FIELDS), used by the server before it
 * stores and by the add form before it sends, so both refuse the same things: a missing number,
 * a field the type does not have, a value that is not a number, beyond the type's limits, or not
 * a whole number where the type counts (pulse, pressure, SpO₂). Errors name `value.<field>`.
 * Numbers are rounded to the type's step precision (36.64 °C → 36.6).
 */
export function checkLogValue(type: string, value: unknown): { value: LogValue } | { errors: LogFieldError[] } {
  if (!isLogTypeKey(type)) return { errors: [{ path: 'type', code: 'patient_log.unknown_type' }] };
  const fields = LOG_TYPE_FIELDS[type];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { errors: fields.filter((f) => !f.optional).map((f) => ({ path: `value.${f.name}`, code: 'patient_log.value_required' as const })) };
  }
  const given = value as Record<string, unknown>;
  const errors: LogFieldError[] = [];
  const out: Record<string, unknown> = {};
  const allowed = new Set<string>(fields.map((f) => f.name));
  if (type === 'glucose') allowed.add('context');
  for (const key of Object.keys(given)) if (!allowed.has(key)) errors.push({ path: `value.${key}`, code: 'patient_log.value_extra' });
  for (const f of fields) {
    const raw = given[f.name];
    const path = `value.${f.name}`;
    if (raw === undefined || raw === null || raw === '') {
      if (!f.optional) errors.push({ path, code: 'patient_log.value_required' });
      continue;
    }
    if (typeof raw !== 'number' || !Number.isFinite(raw)) {
      errors.push({ path, code: 'patient_log.value_number' });
      continue;
    }
    if (raw < f.min || raw > f.max) {
      errors.push({ path, code: 'patient_log.value_range', params: { min: f.min, max: f.max } });
      continue;
    }
    if (f.step >= 1 && !Number.isInteger(raw)) {
      errors.push({ path, code: 'patient_log.value_whole' });
      continue;
    }
    out[f.name] = Number(raw.toFixed(decimals(f.step)));
  }
  if (type === 'glucose' && given.context !== undefined && given.context !== null) {
    if (!(GLUCOSE_CONTEXTS as readonly unknown[]).includes(given.context)) errors.push({ path: 'value.context', code: 'patient_log.context_invalid' });
    else out.context = given.context;
  }
  return errors.length ? { errors } : { value: out as unknown as LogValue };
}

/**
 * Checks a reading's time (ISO 8601): not unparseable, not before 1900, not more than five
 * minutes ahead of `now`. Absent: now.
 */
export function checkLogTime(measuredAt: string | undefined, now: Date): { at: Date } | { errors: LogFieldError[] } {
  if (measuredAt === undefined) return { at: now };
  const t = /^\d{4}-\d{2}-\d{2}T/.test(measuredAt) ? Date.parse(measuredAt) : NaN;
  if (!Number.isFinite(t) || t < LOG_EARLIEST || t > now.getTime() + LOG_FUTURE_TOLERANCE_MS) return { errors: [{ path: 'measured_at', code: 'patient_log.time_invalid' }] };
  return { at: new Date(t) };
}

/** The numbers of a reading with the measure each is judged by (glucose by its context). */
export function logMeasures(type: LogTypeKey, value: LogValue): { name: LogField['name']; measure: LogField['measure']; value: number }[] {
  const v = value as unknown as Record<string, unknown>;
  return LOG_TYPE_FIELDS[type]
    .filter((f) => typeof v[f.name] === 'number')
    .map((f) => ({ name: f.name, measure: type === 'glucose' ? glucoseMeasure((value as SingleValue).context) : f.measure, value: v[f.name] as number }));
}

/** The reference range a log field's measure has for a person of this age and sex (null: none). */
export function logRange(measure: LogField['measure'], ageYears: number | null, sex: 'male' | 'female' | null): Range | null {
  if (measure === null) return null;
  if (measure === 'respiratory_rate') return rangeFrom(RESPIRATORY_RATE, ageYears, sex);
  return referenceRange(measure, ageYears, sex);
}

/** A reading's mark: the worst of its numbers' marks against their ranges (null: the type has none). */
export function logMark(type: LogTypeKey, value: LogValue, ageYears: number | null, sex: 'male' | 'female' | null): Mark | null {
  return worstMark(logMeasures(type, value).map((m) => markOf(m.value, logRange(m.measure, ageYears, sex))));
}

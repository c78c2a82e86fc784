import type { Range } from '../../protocol/checkups';
import {
  glucoseMeasure, LOG_TYPE_FIELDS, logRange, type LogField, type LogSpan, type LogTypeKey, type PatientLogItem, type SingleValue,
} from '../../protocol/patient-log';
import { ageInYears } from '../../protocol/reference-ranges';
import type { LogOwner } from '../../machines/monitoring/monitoring.machine';

const DAY = 24 * 3600 * 1000;
export const SPAN_DAYS: Record<LogSpan, number> = { week: 7, month: 30, year: 365 };

/** A line of a chart: one field of a type (blood pressure has two), with its reference range. */
export interface ChartLine {
  field: LogField['name'];
  range: Range | null;
}

/** The lines a type's chart draws: systolic and diastolic for blood pressure (pulse has its own chart), else the value. */
export function chartLines(type: LogTypeKey, owner: LogOwner | null, items: readonly PatientLogItem[], now: number): ChartLine[] {
  const age = ageInYears(owner?.birthdate ?? null, new Date(now));
  const fields = LOG_TYPE_FIELDS[type].filter((f) => f.name !== 'pulse' || type === 'pulse');
  // Glucose is judged by when it was measured; the band shown is the one of the latest reading's context.
  const context = type === 'glucose' ? (items.at(-1)?.value as SingleValue | undefined)?.context : undefined;
  return fields.map((f) => ({
    field: f.name,
    range: logRange(type === 'glucose' ? glucoseMeasure(context) : f.measure, age, owner?.gender ?? null),
  }));
}

/** The readings of a type within the span that ends `now`, oldest first. */
export function inSpan(items: readonly PatientLogItem[], type: LogTypeKey, span: LogSpan, now: number): PatientLogItem[] {
  const from = now - SPAN_DAYS[span] * DAY;
  return items.filter((i) => i.type === type && Date.parse(i.measured_at) >= from);
}

/** A number of a reading (null when it lacks it). */
export const numberOf = (item: PatientLogItem, field: LogField['name']): number | null => {
  const v = (item.value as unknown as Record<string, unknown>)[field];
  return typeof v === 'number' ? v : null;
};

/** A reading's value as text: "128/82" for blood pressure (pulse apart), else the number. */
export function valueText(item: PatientLogItem, format: (n: number) => string): string {
  if (item.type === 'blood_pressure') return `${format(numberOf(item, 'systolic') ?? 0)}/${format(numberOf(item, 'diastolic') ?? 0)}`;
  return format(numberOf(item, 'value') ?? 0);
}

export type Trend = 'rising' | 'falling' | 'stable' | 'few';

/**
 * The trend of a series in words: the mean of its last third against the mean of its first third;
 * a change of more than 3 % of the first is rising or falling, else stable. Fewer than three
 * readings say too little.
 */
export function trendOf(values: readonly number[]): Trend {
  if (values.length < 3) return 'few';
  const third = Math.max(1, Math.floor(values.length / 3));
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const first = mean(values.slice(0, third));
  const last = mean(values.slice(-third));
  const change = (last - first) / Math.abs(first || 1);
  return change > 0.03 ? 'rising' : change < -0.03 ? 'falling' : 'stable';
}

/** The message of each trend. */
export const TREND_MESSAGE: Record<Trend, string> = {
  rising: 'monitoring.trend.rising',
  falling: 'monitoring.trend.falling',
  stable: 'monitoring.trend.stable',
  few: 'monitoring.trend.few',
};

/** The advice for a critical value of a measure, low or high: what to do now. */
const ADVICE: Record<string, string> = {
  'systolic.low': 'monitoring.advice.systolic.low',
  'systolic.high': 'monitoring.advice.systolic.high',
  'diastolic.low': 'monitoring.advice.diastolic.low',
  'diastolic.high': 'monitoring.advice.diastolic.high',
  'pulse.low': 'monitoring.advice.pulse.low',
  'pulse.high': 'monitoring.advice.pulse.high',
  'temperature.low': 'monitoring.advice.temperature.low',
  'temperature.high': 'monitoring.advice.temperature.high',
  'spo2.low': 'monitoring.advice.spo2.low',
  'glucose_fasting.low': 'monitoring.advice.glucose_fasting.low',
  'glucose_fasting.high': 'monitoring.advice.glucose_fasting.high',
  'glucose_postprandial.low': 'monitoring.advice.glucose_postprandial.low',
  'glucose_postprandial.high': 'monitoring.advice.glucose_postprandial.high',
  'glucose_random.low': 'monitoring.advice.glucose_random.low',
  'glucose_random.high': 'monitoring.advice.glucose_random.high',
  'bmi.low': 'monitoring.advice.bmi.low',
  'bmi.high': 'monitoring.advice.bmi.high',
  'respiratory_rate.low': 'monitoring.advice.respiratory_rate.low',
  'respiratory_rate.high': 'monitoring.advice.respiratory_rate.high',
};

/** The advice message ids for a critical reading's critical numbers (one per measure and direction). */
export function adviceFor(item: PatientLogItem, owner: LogOwner | null): string[] {
  const age = ageInYears(owner?.birthdate ?? null, new Date(item.measured_at));
  const out: string[] = [];
  for (const f of LOG_TYPE_FIELDS[item.type]) {
    const n = numberOf(item, f.name);
    const measure = item.type === 'glucose' ? glucoseMeasure((item.value as SingleValue).context) : f.measure;
    const range = n === null ? null : logRange(measure, age, owner?.gender ?? null);
    if (!range || n === null || measure === null) continue;
    const dir = range.critical_low !== null && n <= range.critical_low ? 'low' : range.critical_high !== null && n >= range.critical_high ? 'high' : null;
    const id = dir ? ADVICE[`${measure}.${dir}`] : undefined;
    if (id && !out.includes(id)) out.push(id);
  }
  return out;
}

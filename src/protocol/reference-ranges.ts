import type { Mark, Measure, Range } from './checkups';

/**
 * Reference ranges and critical limits (issue 17): data, reviewed like code, each measure with the
 * source it was taken from. The checkup normaliser marks device values with them, the monitoring
 * charts draw them as the reference band, and a value beyond a critical limit alerts the
 * patient's doctors. Shared by both sides so the band a patient sees is the one the server marked.
 *
 * A row applies to an age span (`minAge` inclusive, `maxAge` exclusive, whole years) and a sex
 * (absent: both). A person of unknown age is taken as 30 (SPEC §9); of unknown sex, the rows of
 * both sexes are merged into the widest range, so nobody is marked out of range by a guess.
 */

export interface RangeRow {
  sex?: 'male' | 'female';
  minAge?: number;
  maxAge?: number;
  low: number | null;
  high: number | null;
  critical_low?: number | null;
  critical_high?: number | null;
}

export interface MeasureRanges {
  /** Where the limits come from (a guideline, a textbook, a laboratory's reference table). */
  source: string;
  rows: RangeRow[];
}

export const DEFAULT_AGE_YEARS = 30;

export const REFERENCE_RANGES: Partial<Record<Measure, MeasureRanges>> = {
  systolic: {
    source: '2018 ESC/ESH Guidelines for the management of arterial hypertension (office BP: hypertension ≥140/90; hypertensive urgency or emergency ≥180/110); hypotension <90/60',
    rows: [{ minAge: 18, low: 90, high: 139, critical_low: 70, critical_high: 180 }, { maxAge: 18, low: 85, high: 129, critical_low: 70, critical_high: 160 }],
  },
  diastolic: {
    source: '2018 ESC/ESH Guidelines for the management of arterial hypertension (see systolic)',
    rows: [{ minAge: 18, low: 60, high: 89, critical_low: 40, critical_high: 120 }, { maxAge: 18, low: 50, high: 84, critical_low: 40, critical_high: 110 }],
  },
  pulse: {
    source: 'Resting heart rate 60–100/min in adults (AHA); children by age (Fleming et al., Lancet 2011); NEWS2 (Royal College of Physicians, 2017) scores ≤40 and ≥131 as 3',
    rows: [{ minAge: 18, low: 60, high: 100, critical_low: 40, critical_high: 130 }, { minAge: 12, maxAge: 18, low: 60, high: 100, critical_low: 40, critical_high: 140 }, { maxAge: 12, low: 70, high: 120, critical_low: 50, critical_high: 160 }],
  },
  temperature: {
    source: 'Body temperature 36.0–37.5 °C; NEWS2 (Royal College of Physicians, 2017) scores ≤35.0 °C as 3; ≥40.0 °C hyperpyrexia',
    rows: [{ low: 36.0, high: 37.5, critical_low: 35.0, critical_high: 40.0 }],
  },
  spo2: {
    source: 'BTS guideline for oxygen use in adults (2017): target 94–98 %; NEWS2 scores ≤91 % as 3',
    rows: [{ low: 95, high: null, critical_low: 91, critical_high: null }],
  },
  glucose_fasting: {
    source: 'WHO / IDF (2006) and ADA Standards of Care (2024): fasting 3.9–5.5 mmol/L, impaired fasting glucose from 5.6 (ADA), level 2 hypoglycaemia <3.0, hyperglycaemic crisis ≥13.9',
    rows: [{ low: 3.9, high: 5.5, critical_low: 3.0, critical_high: 13.9 }],
  },
  glucose_postprandial: {
    source: 'WHO / IDF (2006): 2-hour glucose <7.8 mmol/L; ADA Standards of Care (2024): level 2 hypoglycaemia <3.0, hyperglycaemic crisis ≥13.9',
    rows: [{ low: 3.9, high: 7.7, critical_low: 3.0, critical_high: 13.9 }],
  },
  glucose_random: {
    source: 'WHO / IDF (2006): random glucose <7.8 mmol/L; ADA Standards of Care (2024): level 2 hypoglycaemia <3.0, hyperglycaemic crisis ≥13.9',
    rows: [{ low: 3.9, high: 7.7, critical_low: 3.0, critical_high: 13.9 }],
  },
  bmi: {
    source: 'WHO body-mass-index classification for adults (normal 18.5–24.9; severe thinness <16; obesity class III ≥40)',
    rows: [{ minAge: 18, low: 18.5, high: 24.9, critical_low: 16, critical_high: 40 }],
  },
};

/** Respiratory rate has no device value but is a patient-log type. */
export const RESPIRATORY_RATE: MeasureRanges = {
  source: 'Adult respiratory rate 12–20/min; NEWS2 (Royal College of Physicians, 2017) scores ≤8 and ≥25 as 3',
  rows: [{ minAge: 12, low: 12, high: 20, critical_low: 8, critical_high: 25 }, { maxAge: 12, low: 18, high: 30, critical_low: 12, critical_high: 40 }],
};

const applies = (row: RangeRow, age: number, sex: 'male' | 'female' | null) =>
  (row.minAge === undefined || age >= row.minAge) && (row.maxAge === undefined || age < row.maxAge) && (sex === null || row.sex === undefined || row.sex === sex);

const lowest = (xs: (number | null | undefined)[]) => (xs.some((x) => x === null || x === undefined) ? null : Math.min(...(xs as number[])));
const highest = (xs: (number | null | undefined)[]) => (xs.some((x) => x === null || x === undefined) ? null : Math.max(...(xs as number[])));

/** The range of `ranges` for a person of this age and sex (null: none applies). */
export function rangeFrom(ranges: MeasureRanges | undefined, ageYears: number | null, sex: 'male' | 'female' | null): Range | null {
  if (!ranges) return null;
  const age = ageYears ?? DEFAULT_AGE_YEARS;
  const rows = ranges.rows.filter((r) => applies(r, age, sex));
  if (rows.length === 0) return null;
  return {
    low: lowest(rows.map((r) => r.low)),
    high: highest(rows.map((r) => r.high)),
    critical_low: lowest(rows.map((r) => r.critical_low ?? null)),
    critical_high: highest(rows.map((r) => r.critical_high ?? null)),
  };
}

/** The reference range of a measure for a person of this age (whole years) and sex. */
export const referenceRange = (measure: Measure, ageYears: number | null, sex: 'male' | 'female' | null): Range | null => rangeFrom(REFERENCE_RANGES[measure], ageYears, sex);

/**
 * How a value compares with a range. Limits are inclusive of the range: a value equal to `high`
 * is normal; a value at or beyond a critical limit is critical.
 */
export function markOf(value: number, range: Range | null): Mark | null {
  if (!range) return null;
  if (range.critical_low !== null && value <= range.critical_low) return 'critical_low';
  if (range.critical_high !== null && value >= range.critical_high) return 'critical_high';
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

const SEVERITY: Record<Mark, number> = { normal: 0, low: 1, high: 1, critical_low: 2, critical_high: 2 };

/** The most severe of several marks (a blood-pressure reading is as bad as its worst number). */
export function worstMark(marks: (Mark | null)[]): Mark | null {
  let worst: Mark | null = null;
  for (const m of marks) if (m !== null && (worst === null || SEVERITY[m] > SEVERITY[worst])) worst = m;
  return worst;
}

/** Whole years between a birthdate (YYYY-MM-DD) and a moment. */
export function ageInYears(birthdate: string | null, at: Date): number | null {
  if (!birthdate) return null;
  const [y, m, d] = birthdate.split('-').map(Number);
  if (!y || !m || !d) return null;
  let age = at.getUTCFullYear() - y;
  if (at.getUTCMonth() + 1 < m || (at.getUTCMonth() + 1 === m && at.getUTCDate() < d)) age -= 1;
  return age;
}

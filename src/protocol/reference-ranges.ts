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
 *
 * Boundaries (see `markOf`): `low` and `high` are the last NORMAL values, inclusive, written at the
 * resolution the kiosks report (a guideline's "hypertension from 140" is `high: 139`, "LDL below
 * 3.0 mmol/L" is `high: 2.99`); `critical_low` / `critical_high` are the first CRITICAL values,
 * inclusive (NEWS2's "SpO2 ≤ 91 %" is `critical_low: 91`). A measure with no row for a person (a
 * child's BMI, which needs the WHO growth tables by month of age, not one band) gets no range and
 * no mark rather than an adult's.
 *
 * Critical limits only where a clinician would call the person the same day (blood pressure,
 * pulse, SpO2, temperature, glucose, haemoglobin, heart rate, QTc); body composition, lipids, uric
 * acid or BMI are never critical. Measures without an accepted reference range of their own are
 * absent: height, weight, hip, muscle and bone mass, basal metabolism (they depend on the body),
 * the kiosk's arterial stiffness indices AVI/API and central systolic pressure (manufacturer's
 * indices without a population reference table), urinary ascorbic acid (a strip-interference
 * check, not a finding), lung function (needs predicted values by height, age and ethnicity).
 * Urinalysis strips are graded 0 negative, 1 trace, 2 +, 3 ++, 4 +++.
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

const CHILD_BP_SOURCE =
  'Children 1–12: high from the AAP Clinical Practice Guideline for high blood pressure in children (Flynn et al., Pediatrics 2017, table 6: the screening values that need further evaluation, the higher of boys and girls), low from the PALS normal ranges (AHA 2020), critical low the PALS hypotension limit 70 + 2 × age mmHg; 13–17: AAP 2017 adult-style limits (elevated from 120/80, stage 2 from 140/90). Under 1 year: no range (kiosks do not measure infants)';

/** AAP 2017 table 6 by age 1–12: the systolic and diastolic values (higher of boys and girls) from which a child's pressure is elevated. */
const CHILD_BP_ELEVATED: Record<number, [number, number]> = {
  1: [98, 54], 2: [101, 58], 3: [102, 60], 4: [103, 62], 5: [104, 64], 6: [105, 67],
  7: [106, 68], 8: [107, 69], 9: [108, 71], 10: [109, 72], 11: [111, 74], 12: [114, 75],
};
/** PALS (AHA 2020) lower ends of normal systolic pressure: 1–2 y 86, 3–5 y 89, 6–9 y 97, 10–12 y 102. */
const childSystolicLow = (age: number) => (age < 3 ? 86 : age < 6 ? 89 : age < 10 ? 97 : 102);

function childRows(measure: 'systolic' | 'diastolic'): RangeRow[] {
  return Object.entries(CHILD_BP_ELEVATED).map(([a, [sys, dia]]) => {
    const age = Number(a);
    return measure === 'systolic'
      ? { minAge: age, maxAge: age + 1, low: childSystolicLow(age), high: sys - 1, critical_low: Math.min(70 + 2 * age, 90) - 1, critical_high: 140 }
      : { minAge: age, maxAge: age + 1, low: null, high: dia - 1, critical_low: null, critical_high: 95 };
  });
}

const PULSE_SOURCE =
  'Resting heart rate 60–100/min in adults (AHA); children awake by age from the PALS ranges (AHA 2020: 1–2 y 98–140, 3–5 y 80–120, 6–11 y 75–118); NEWS2 (Royal College of Physicians, 2017) scores ≤40 and ≥131 as 3; in children same-day limits at about the 1st and 99th centiles (Fleming et al., Lancet 2011)';
const PULSE_ROWS: RangeRow[] = [
  { minAge: 18, low: 60, high: 100, critical_low: 40, critical_high: 130 },
  { minAge: 12, maxAge: 18, low: 60, high: 100, critical_low: 40, critical_high: 140 },
  { minAge: 6, maxAge: 12, low: 75, high: 118, critical_low: 50, critical_high: 160 },
  { minAge: 3, maxAge: 6, low: 80, high: 120, critical_low: 60, critical_high: 170 },
  { maxAge: 3, low: 98, high: 140, critical_low: 70, critical_high: 190 },
];

const URINE_STRIP_SOURCE = 'European Urinalysis Guidelines (ECLM, 2000); Simerville et al., Urinalysis: a comprehensive review, Am Fam Physician 2005: glucose, protein, blood, leukocytes, nitrite, ketones and bilirubin are negative in health, any positive grade (trace and above) is reported';
/** A urine strip that is normal only when negative (grade 0); trace (1) and above are `high`. */
const NEGATIVE_STRIP: RangeRow = { low: null, high: 0 };
const VISION_SOURCE = 'Decimal visual acuity (Snellen 6/6 = 1.0): below 0.8 (6/7.5) is reduced and worth an eye examination (ICD-11 9D90 mild impairment starts below 0.5; driving standards in the EU ask for 0.5 binocular)';

export const REFERENCE_RANGES: Partial<Record<Measure, MeasureRanges>> = {
  systolic: {
    source: `2018 ESC/ESH Guidelines for the management of arterial hypertension (office BP: hypertension ≥140/90; hypertensive urgency or emergency ≥180/110); hypotension <90/60. ${CHILD_BP_SOURCE}`,
    rows: [{ minAge: 18, low: 90, high: 139, critical_low: 70, critical_high: 180 }, { minAge: 13, maxAge: 18, low: 90, high: 119, critical_low: 70, critical_high: 160 }, ...childRows('systolic')],
  },
  diastolic: {
    source: `2018 ESC/ESH Guidelines for the management of arterial hypertension (see systolic). ${CHILD_BP_SOURCE}`,
    rows: [{ minAge: 18, low: 60, high: 89, critical_low: 40, critical_high: 120 }, { minAge: 13, maxAge: 18, low: 50, high: 79, critical_low: 40, critical_high: 110 }, ...childRows('diastolic')],
  },
  pulse: { source: PULSE_SOURCE, rows: PULSE_ROWS },
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
    source: 'WHO body-mass-index classification for adults (normal 18.5–24.9); children and adolescents need the WHO BMI-for-age growth reference (z-scores by month of age), so under 18 no range is given',
    rows: [{ minAge: 18, low: 18.5, high: 24.9 }],
  },
  fat_rate: {
    source: 'Gallagher D. et al., Healthy percentage body fat ranges, Am J Clin Nutr 2000;72:694–701 (by sex and age, from age 20)',
    rows: [
      { sex: 'male', minAge: 20, maxAge: 40, low: 8, high: 19 }, { sex: 'male', minAge: 40, maxAge: 60, low: 11, high: 21 }, { sex: 'male', minAge: 60, low: 13, high: 24 },
      { sex: 'female', minAge: 20, maxAge: 40, low: 21, high: 32 }, { sex: 'female', minAge: 40, maxAge: 60, low: 23, high: 33 }, { sex: 'female', minAge: 60, low: 24, high: 35 },
    ],
  },
  water_rate: {
    source: 'Total body water as a share of body weight in adults: men 50–65 %, women 45–60 % (Tanita body-composition reference; Watson et al., Am J Clin Nutr 1980)',
    rows: [{ sex: 'male', minAge: 18, low: 50, high: 65 }, { sex: 'female', minAge: 18, low: 45, high: 60 }],
  },
  visceral_fat: {
    source: 'Visceral fat rating of bioimpedance analysers: 1–12 healthy, 13–59 excess (Tanita)',
    rows: [{ minAge: 18, low: null, high: 12 }],
  },
  heart_rate: { source: `The ECG's heart rate: ${PULSE_SOURCE}`, rows: PULSE_ROWS },
  pr_interval: {
    source: 'AHA/ACCF/HRS Recommendations for the standardization and interpretation of the ECG (2009): PR 120–200 ms in adults',
    rows: [{ minAge: 18, low: 120, high: 200 }],
  },
  qrs_duration: {
    source: 'AHA/ACCF/HRS Recommendations for the standardization and interpretation of the ECG (2009): QRS <110 ms in adults; ≥120 ms complete bundle-branch block',
    rows: [{ minAge: 18, low: null, high: 109 }],
  },
  qtc_interval: {
    source: 'AHA/ACCF/HRS Recommendations for the standardization and interpretation of the ECG, part IV (Rautaharju et al., 2009): prolonged QTc ≥450 ms in men, ≥460 ms in women; QTc ≥500 ms carries a high risk of torsades de pointes (Drew et al., AHA scientific statement, 2010)',
    rows: [{ sex: 'male', minAge: 18, low: null, high: 449, critical_high: 500 }, { sex: 'female', minAge: 18, low: null, high: 459, critical_high: 500 }],
  },
  waist: {
    source: 'IDF consensus worldwide definition of the metabolic syndrome (2006), Europid: central obesity from 94 cm (men) and 80 cm (women)',
    rows: [{ sex: 'male', minAge: 18, low: null, high: 93.9 }, { sex: 'female', minAge: 18, low: null, high: 79.9 }],
  },
  whr: {
    source: 'WHO Expert Consultation, Waist circumference and waist–hip ratio (2008): substantially increased risk from 0.90 (men) and 0.85 (women)',
    rows: [{ sex: 'male', minAge: 18, low: null, high: 0.89 }, { sex: 'female', minAge: 18, low: null, high: 0.84 }],
  },
  uric_acid: {
    source: 'Serum uric acid in adults: men 0.21–0.42 mmol/L (3.5–7.2 mg/dL), women 0.15–0.36 mmol/L (2.5–6.0 mg/dL) (Tietz Clinical Guide to Laboratory Tests; EULAR 2016 gout target <0.36)',
    rows: [{ sex: 'male', minAge: 18, low: 0.21, high: 0.42 }, { sex: 'female', minAge: 18, low: 0.15, high: 0.36 }],
  },
  total_cholesterol: {
    source: 'NCEP ATP III (2002): desirable total cholesterol <5.17 mmol/L (200 mg/dL)',
    rows: [{ minAge: 18, low: null, high: 5.17 }],
  },
  hdl: {
    source: '2019 ESC/EAS Guidelines for the management of dyslipidaemias: HDL below 1.0 mmol/L (men) and 1.2 mmol/L (women) marks increased risk',
    rows: [{ sex: 'male', minAge: 18, low: 1.0, high: null }, { sex: 'female', minAge: 18, low: 1.2, high: null }],
  },
  ldl: {
    source: '2019 ESC/EAS Guidelines for the management of dyslipidaemias: LDL goal <3.0 mmol/L for a person at low risk',
    rows: [{ minAge: 18, low: null, high: 2.99 }],
  },
  triglycerides: {
    source: '2019 ESC/EAS Guidelines for the management of dyslipidaemias: fasting triglycerides <1.7 mmol/L',
    rows: [{ minAge: 18, low: null, high: 1.69 }],
  },
  haemoglobin: {
    source: 'WHO, Haemoglobin concentrations for the diagnosis of anaemia (2011): anaemia below 110 g/L (under 5 y), 115 (5–11 y), 120 (12–14 y and women), 130 (men from 15); upper limits men 170, women 155 g/L (laboratory reference); <70 g/L severe anaemia (transfusion threshold, NICE NG24 2015), >200 g/L polycythaemia needing same-day review',
    rows: [
      { maxAge: 5, low: 110, high: 140, critical_low: 70, critical_high: 200 },
      { minAge: 5, maxAge: 12, low: 115, high: 155, critical_low: 70, critical_high: 200 },
      { minAge: 12, maxAge: 15, low: 120, high: 160, critical_low: 70, critical_high: 200 },
      { sex: 'male', minAge: 15, low: 130, high: 170, critical_low: 70, critical_high: 200 },
      { sex: 'female', minAge: 15, low: 120, high: 155, critical_low: 70, critical_high: 200 },
    ],
  },
  haematocrit: {
    source: 'Haematocrit in adults: men 40–50 %, women 36–46 % (Tietz Clinical Guide to Laboratory Tests)',
    rows: [{ sex: 'male', minAge: 18, low: 40, high: 50 }, { sex: 'female', minAge: 18, low: 36, high: 46 }],
  },
  urine_glucose: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_protein: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_blood: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_leukocytes: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_nitrite: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_ketones: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_bilirubin: { source: URINE_STRIP_SOURCE, rows: [NEGATIVE_STRIP] },
  urine_urobilinogen: {
    source: 'European Urinalysis Guidelines (ECLM, 2000): urobilinogen is normally present in traces (grade 0–1); from + it is raised',
    rows: [{ low: null, high: 1 }],
  },
  urine_ph: {
    source: 'Urine pH 4.5–8.0 (European Urinalysis Guidelines, ECLM 2000; Simerville et al., Am Fam Physician 2005)',
    rows: [{ low: 4.5, high: 8.0 }],
  },
  urine_specific_gravity: {
    source: 'Urine specific gravity 1.005–1.030 (Simerville et al., Urinalysis: a comprehensive review, Am Fam Physician 2005)',
    rows: [{ low: 1.005, high: 1.03 }],
  },
  vision_left: { source: VISION_SOURCE, rows: [{ low: 0.8, high: null }] },
  vision_right: { source: VISION_SOURCE, rows: [{ low: 0.8, high: null }] },
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

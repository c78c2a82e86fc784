import type { CheckupSectionKey, DeviceType, Mark, Measure, Unit } from '../../protocol/checkups';

/**
 * The message of each section, measure, unit, grade, mark and device of a checkup (written out,
 * so the catalogue check sees every key used).
 */
export const SECTION_TITLE: Record<CheckupSectionKey, string> = {
  body: 'checkups.section.body',
  body_composition: 'checkups.section.body_composition',
  blood_pressure: 'checkups.section.blood_pressure',
  oxygen: 'checkups.section.oxygen',
  ecg: 'checkups.section.ecg',
  temperature: 'checkups.section.temperature',
  whr: 'checkups.section.whr',
  blood_sugar: 'checkups.section.blood_sugar',
  uric_acid: 'checkups.section.uric_acid',
  lipids: 'checkups.section.lipids',
  arterial: 'checkups.section.arterial',
  urinalysis: 'checkups.section.urinalysis',
  haemoglobin: 'checkups.section.haemoglobin',
  vision: 'checkups.section.vision',
  lung: 'checkups.section.lung',
  other: 'checkups.section.other',
};

export const MEASURE_NAME: Record<Measure, string> = {
  height: 'checkups.measure.height',
  weight: 'checkups.measure.weight',
  bmi: 'checkups.measure.bmi',
  fat_rate: 'checkups.measure.fat_rate',
  muscle_mass: 'checkups.measure.muscle_mass',
  water_rate: 'checkups.measure.water_rate',
  visceral_fat: 'checkups.measure.visceral_fat',
  bone_mass: 'checkups.measure.bone_mass',
  basal_metabolism: 'checkups.measure.basal_metabolism',
  systolic: 'checkups.measure.systolic',
  diastolic: 'checkups.measure.diastolic',
  pulse: 'checkups.measure.pulse',
  spo2: 'checkups.measure.spo2',
  heart_rate: 'checkups.measure.heart_rate',
  pr_interval: 'checkups.measure.pr_interval',
  qrs_duration: 'checkups.measure.qrs_duration',
  qtc_interval: 'checkups.measure.qtc_interval',
  ecg_conclusion: 'checkups.measure.ecg_conclusion',
  temperature: 'checkups.measure.temperature',
  waist: 'checkups.measure.waist',
  hip: 'checkups.measure.hip',
  whr: 'checkups.measure.whr',
  glucose_fasting: 'checkups.measure.glucose_fasting',
  glucose_postprandial: 'checkups.measure.glucose_postprandial',
  glucose_random: 'checkups.measure.glucose_random',
  uric_acid: 'checkups.measure.uric_acid',
  total_cholesterol: 'checkups.measure.total_cholesterol',
  hdl: 'checkups.measure.hdl',
  ldl: 'checkups.measure.ldl',
  triglycerides: 'checkups.measure.triglycerides',
  avi: 'checkups.measure.avi',
  api: 'checkups.measure.api',
  central_systolic: 'checkups.measure.central_systolic',
  urine_glucose: 'checkups.measure.urine_glucose',
  urine_protein: 'checkups.measure.urine_protein',
  urine_blood: 'checkups.measure.urine_blood',
  urine_leukocytes: 'checkups.measure.urine_leukocytes',
  urine_nitrite: 'checkups.measure.urine_nitrite',
  urine_ketones: 'checkups.measure.urine_ketones',
  urine_bilirubin: 'checkups.measure.urine_bilirubin',
  urine_urobilinogen: 'checkups.measure.urine_urobilinogen',
  urine_ph: 'checkups.measure.urine_ph',
  urine_specific_gravity: 'checkups.measure.urine_specific_gravity',
  urine_ascorbic_acid: 'checkups.measure.urine_ascorbic_acid',
  haemoglobin: 'checkups.measure.haemoglobin',
  haematocrit: 'checkups.measure.haematocrit',
  vision_left: 'checkups.measure.vision_left',
  vision_right: 'checkups.measure.vision_right',
  fvc: 'checkups.measure.fvc',
  fev1: 'checkups.measure.fev1',
  pef: 'checkups.measure.pef',
  dental: 'checkups.measure.dental',
  ultrasound: 'checkups.measure.ultrasound',
  psychological: 'checkups.measure.psychological',
};

/** A unit's message; null for a number that has none (a ratio, an index, decimal visual acuity, a strip's grade). */
export const UNIT_LABEL: Record<Unit, string | null> = {
  cm: 'checkups.unit.cm',
  kg: 'checkups.unit.kg',
  kg_m2: 'checkups.unit.kg_m2',
  percent: 'checkups.unit.percent',
  level: null,
  kcal_day: 'checkups.unit.kcal_day',
  mmhg: 'checkups.unit.mmhg',
  bpm: 'checkups.unit.bpm',
  ms: 'checkups.unit.ms',
  celsius: 'checkups.unit.celsius',
  ratio: null,
  mmol_l: 'checkups.unit.mmol_l',
  g_l: 'checkups.unit.g_l',
  index: null,
  grade: null,
  decimal: null,
  litre: 'checkups.unit.litre',
  l_s: 'checkups.unit.l_s',
};

/** A urine strip's grade (0 negative … 4 = +++). */
export const GRADE_LABEL: readonly string[] = ['checkups.grade.0', 'checkups.grade.1', 'checkups.grade.2', 'checkups.grade.3', 'checkups.grade.4'];

/**
 * How a mark is shown: a word, a symbol (never colour alone) and the colour that goes with it
 * (danger only for critical values: status colours mean the same everywhere).
 */
export const MARK_LOOK: Record<Mark, { label: string; symbol: string; color: string }> = {
  normal: { label: 'checkups.mark.normal', symbol: '✓', color: 'teal' },
  low: { label: 'checkups.mark.low', symbol: '↓', color: 'orange' },
  high: { label: 'checkups.mark.high', symbol: '↑', color: 'orange' },
  critical_low: { label: 'checkups.mark.critical_low', symbol: '⚠ ↓', color: 'red' },
  critical_high: { label: 'checkups.mark.critical_high', symbol: '⚠ ↑', color: 'red' },
};

export const DEVICE_NAME: Record<DeviceType, string> = {
  T8X: 'checkups.device.T8X',
  GS2: 'checkups.device.GS2',
};

/**
 * What to do about a value outside its range, for the measures that have critical limits
 * (src/protocol/reference-ranges.ts); any other value gets ADVICE_GENERIC.
 */
export const ADVICE: Partial<Record<Measure, { low?: string; high?: string }>> = {
  systolic: { low: 'checkups.advice.systolic.low', high: 'checkups.advice.systolic.high' },
  diastolic: { low: 'checkups.advice.diastolic.low', high: 'checkups.advice.diastolic.high' },
  pulse: { low: 'checkups.advice.pulse.low', high: 'checkups.advice.pulse.high' },
  temperature: { low: 'checkups.advice.temperature.low', high: 'checkups.advice.temperature.high' },
  spo2: { low: 'checkups.advice.spo2.low' },
  glucose_fasting: { low: 'checkups.advice.glucose_fasting.low', high: 'checkups.advice.glucose_fasting.high' },
  glucose_postprandial: { low: 'checkups.advice.glucose_postprandial.low', high: 'checkups.advice.glucose_postprandial.high' },
  glucose_random: { low: 'checkups.advice.glucose_random.low', high: 'checkups.advice.glucose_random.high' },
  bmi: { low: 'checkups.advice.bmi.low', high: 'checkups.advice.bmi.high' },
};
export const ADVICE_GENERIC = 'checkups.advice.generic';

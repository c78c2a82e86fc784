import { CHECKUP_SECTIONS, isCritical, isOutOfRange, type CheckupSection, type CheckupSectionKey, type CheckupValue, type DeviceType, type Measure, type Unit } from '../../../src/protocol/checkups';
import { markOf, referenceRange } from '../../../src/protocol/reference-ranges';

/**
 * Normalising a kiosk record into a checkup's sections (issue 17). Pure and total: an odd value
 * (text where a number belongs, a number no body has) is skipped, never thrown on.
 *
 * What "not measured" looks like: kiosks send every block, with "" (or "0", or a bare 0) for
 * what they did not measure, so a numeric value is taken only when it is a positive number
 * within the plausible bounds of its field. Urinalysis is the exception, because 0 is its
 * "negative" grade: its block counts as measured when the strip read anything (a pH, a specific
 * gravity or a positive grade), and then a 0 grade is a negative result.
 */

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A kiosk number: a finite number, or a string of one (a decimal comma is read as a point). */
function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** A numeric field of a block: where it is read from, and the values a body can have (else skipped). */
interface NumericField {
  measure: Measure;
  /** Block and key, in order of preference: the first measured one wins (no duplicate measures). */
  from: [block: string, key: string][];
  unit: Unit | null;
  min: number;
  max: number;
  /** Blocks only the GS2 kiosk has are ignored in a T8X record. */
  gs2Only?: boolean;
}

/**
 * The numeric fields of both kiosks, by section. Bounds are wide plausibility limits (a reading
 * beyond them is a sensor fault, not a patient), not reference ranges.
 */
const NUMERIC: Partial<Record<CheckupSectionKey, NumericField[]>> = {
  body: [
    { measure: 'height', from: [['Height', 'Height'], ['MinFat', 'Height']], unit: 'cm', min: 40, max: 250 },
    { measure: 'weight', from: [['Height', 'Weight'], ['MinFat', 'Weight'], ['Fat', 'Weight']], unit: 'kg', min: 2, max: 350 },
    { measure: 'bmi', from: [['Height', 'BMI'], ['MinFat', 'Bmi'], ['Height', 'Bmi']], unit: 'kg_m2', min: 8, max: 90 },
  ],
  body_composition: [
    { measure: 'fat_rate', from: [['Fat', 'FatRate'], ['MinFat', 'FatRate']], unit: 'percent', min: 1, max: 75 },
    { measure: 'muscle_mass', from: [['Fat', 'Muscle']], unit: 'kg', min: 1, max: 150 },
    { measure: 'water_rate', from: [['Fat', 'WaterRate']], unit: 'percent', min: 10, max: 90 },
    { measure: 'visceral_fat', from: [['Fat', 'Viscera']], unit: 'level', min: 1, max: 59 },
    { measure: 'bone_mass', from: [['Fat', 'Bmc']], unit: 'kg', min: 0.1, max: 10 },
    { measure: 'basal_metabolism', from: [['Fat', 'BasicMetabolism'], ['MinFat', 'BasicMetabolism']], unit: 'kcal_day', min: 300, max: 5000 },
  ],
  blood_pressure: [
    { measure: 'systolic', from: [['BloodPressure', 'HighPressure']], unit: 'mmhg', min: 40, max: 300 },
    { measure: 'diastolic', from: [['BloodPressure', 'LowPressure']], unit: 'mmhg', min: 20, max: 200 },
    { measure: 'pulse', from: [['BloodPressure', 'Pulse']], unit: 'bpm', min: 20, max: 250 },
  ],
  oxygen: [
    { measure: 'spo2', from: [['Bo', 'Oxygen']], unit: 'percent', min: 50, max: 100 },
    // The oximeter's pulse, only when the blood-pressure cuff gave none (one pulse per checkup).
    { measure: 'pulse', from: [['Bo', 'Bpm']], unit: 'bpm', min: 20, max: 250 },
  ],
  ecg: [
    { measure: 'heart_rate', from: [['PEEcg', 'Hr']], unit: 'bpm', min: 20, max: 300 },
    { measure: 'pr_interval', from: [['PEEcg', 'PR']], unit: 'ms', min: 40, max: 600 },
    { measure: 'qrs_duration', from: [['PEEcg', 'QRS']], unit: 'ms', min: 30, max: 300 },
    { measure: 'qtc_interval', from: [['PEEcg', 'QTc']], unit: 'ms', min: 200, max: 800 },
  ],
  temperature: [{ measure: 'temperature', from: [['Temperature', 'Temperature']], unit: 'celsius', min: 30, max: 45 }],
  whr: [
    { measure: 'waist', from: [['Whr', 'Waistline']], unit: 'cm', min: 30, max: 250 },
    { measure: 'hip', from: [['Whr', 'Hipline']], unit: 'cm', min: 30, max: 250 },
    { measure: 'whr', from: [['Whr', 'Whr']], unit: 'ratio', min: 0.4, max: 2 },
  ],
  uric_acid: [{ measure: 'uric_acid', from: [['Ua', 'Ua']], unit: 'mmol_l', min: 0.01, max: 2 }],
  lipids: [
    // The lipid panel's total cholesterol wins over the single cholesterol strip.
    { measure: 'total_cholesterol', from: [['BloodFat', 'TChol'], ['Chol', 'Chol']], unit: 'mmol_l', min: 0.5, max: 30 },
    { measure: 'hdl', from: [['BloodFat', 'HdlChol']], unit: 'mmol_l', min: 0.1, max: 6 },
    { measure: 'ldl', from: [['BloodFat', 'CalcLdl'], ['BloodFat', 'Ldl'], ['BloodFat', 'LdlChol']], unit: 'mmol_l', min: 0.1, max: 20 },
    { measure: 'triglycerides', from: [['BloodFat', 'Trig']], unit: 'mmol_l', min: 0.1, max: 60 },
  ],
  arterial: [
    { measure: 'avi', from: [['ArteryAve', 'AVI']], unit: 'index', min: 1, max: 100 },
    { measure: 'api', from: [['ArteryAve', 'API']], unit: 'index', min: 1, max: 100 },
    { measure: 'central_systolic', from: [['ArteryAve', 'CSBP']], unit: 'mmhg', min: 40, max: 300 },
  ],
  haemoglobin: [
    { measure: 'haemoglobin', from: [['Hb', 'Hb']], unit: 'g_l', min: 20, max: 260, gs2Only: true },
    { measure: 'haematocrit', from: [['Hb', 'Hct']], unit: 'percent', min: 5, max: 80, gs2Only: true },
  ],
  lung: [
    { measure: 'fvc', from: [['Lung', 'FVC']], unit: 'litre', min: 0.2, max: 10 },
    { measure: 'fev1', from: [['Lung', 'FEV1']], unit: 'litre', min: 0.2, max: 10 },
    { measure: 'pef', from: [['Lung', 'PEF']], unit: 'l_s', min: 0.2, max: 20 },
  ],
};

/** BloodSugar.BloodsugarType: 1 fasting, 2 two hours after a meal, 3 (or anything else) random. */
const GLUCOSE_BY_TYPE: Record<string, Measure> = { '1': 'glucose_fasting', '2': 'glucose_postprandial', '3': 'glucose_random' };

/** Urinalysis strip pads (GS2): graded 0 negative … 4 +++. */
const URINE_GRADES: [key: string, measure: Measure][] = [
  ['GLU', 'urine_glucose'], ['PRO', 'urine_protein'], ['BLD', 'urine_blood'], ['LEU', 'urine_leukocytes'], ['NIT', 'urine_nitrite'],
  ['KET', 'urine_ketones'], ['BIL', 'urine_bilirubin'], ['URO', 'urine_urobilinogen'], ['VC', 'urine_ascorbic_acid'],
];
/** Firmware that writes the grade as a sign. */
const GRADE_SIGNS: Record<string, number> = { '-': 0, neg: 0, '±': 1, '+-': 1, trace: 1, '+': 2, '++': 3, '+++': 4, '++++': 4 };

/** Findings in words (GS2), each in section `other`. */
const TEXT_BLOCKS: [block: string, measure: Measure][] = [['Tooth', 'dental'], ['Ultrasonic', 'ultrasound'], ['PsychologicalAssessment', 'psychological']];
const TEXT_MAX = 2000;

export interface PatientAtMeasurement {
  /** Whole years at the time of measurement (null: unknown, the ranges take 30). */
  ageYears: number | null;
  sex: 'male' | 'female' | null;
}

export interface NormalisedRecord {
  sections: CheckupSection[];
  /** Values outside their range (critical ones included). */
  outOfRange: number;
  critical: number;
}

function gradeOf(v: unknown): number | null {
  if (typeof v === 'string' && v.trim().toLowerCase() in GRADE_SIGNS) return GRADE_SIGNS[v.trim().toLowerCase()];
  const n = numberOf(v);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 4 ? n : null;
}

/** The five-grade (logarithmic) acuity of Chinese vision charts as decimal acuity (GB 11533-2011 table). */
const FIVE_GRADE: Record<string, number> = {
  '4.0': 0.1, '4.1': 0.12, '4.2': 0.15, '4.3': 0.2, '4.4': 0.25, '4.5': 0.3, '4.6': 0.4,
  '4.7': 0.5, '4.8': 0.6, '4.9': 0.8, '5.0': 1.0, '5.1': 1.2, '5.2': 1.5, '5.3': 2.0,
};

/** Decimal acuity (up to 2.5); a five-grade score (4.0–5.3, 5.0 = 1.0) is converted by its table. */
function visionOf(v: unknown): number | null {
  const n = numberOf(v);
  if (n === null || n <= 0) return null;
  if (n <= 2.5) return n;
  return FIVE_GRADE[n.toFixed(1)] ?? null;
}

/** Words from a finding block: a string, or an object's texts (its result or conclusion fields). */
function findingText(v: unknown): string | null {
  const pieces: string[] = [];
  const take = (x: unknown) => {
    if (typeof x !== 'string') return;
    const s = x.trim();
    // Skip codes ("1"), pictures and links the kiosk attaches.
    if (!s || /^[\d.\s-]*$/.test(s) || /^(data:|https?:\/\/)/i.test(s) || s.length > TEXT_MAX) return;
    pieces.push(s);
  };
  if (isObject(v)) Object.values(v).forEach(take);
  else take(v);
  const joined = pieces.join('; ');
  return joined ? joined.slice(0, TEXT_MAX) : null;
}

/** The ECG's conclusion in words: `Analysis`, else `Result` when it is words rather than a code. */
function ecgConclusion(ecg: Obj): string | null {
  for (const key of ['Analysis', 'Result']) {
    const v = ecg[key];
    if (typeof v === 'string' && v.trim() && !/^[\d.\s-]*$/.test(v)) return v.trim().slice(0, TEXT_MAX);
  }
  return null;
}

/**
 * The record's values by section, in CHECKUP_SECTIONS order, only sections with a value, each
 * value with its unit, its reference range for the patient (age and sex at measurement) and its
 * mark. GS2-only blocks are ignored in a T8X record.
 */
export function normaliseRecord(deviceType: DeviceType, raw: unknown, patient: PatientAtMeasurement): NormalisedRecord {
  const record: Obj = isObject(raw) ? raw : {};
  const block = (name: string): Obj => (isObject(record[name]) ? record[name] : {});
  const bySection = new Map<CheckupSectionKey, CheckupValue[]>();
  const taken = new Set<Measure>();

  const add = (section: CheckupSectionKey, measure: Measure, value: number | null, unit: Unit | null, text: string | null = null) => {
    if (taken.has(measure)) return;
    taken.add(measure);
    const range = value === null ? null : referenceRange(measure, patient.ageYears, patient.sex);
    const mark = value === null ? null : markOf(value, range);
    const list = bySection.get(section) ?? [];
    list.push({ measure, value, text, unit, range, mark });
    bySection.set(section, list);
  };

  const numeric = (section: CheckupSectionKey) => {
    for (const f of NUMERIC[section] ?? []) {
      if (f.gs2Only && deviceType !== 'GS2') continue;
      for (const [b, key] of f.from) {
        const n = numberOf(block(b)[key]);
        if (n !== null && n > 0 && n >= f.min && n <= f.max) {
          add(section, f.measure, n, f.unit);
          break;
        }
      }
    }
  };

  for (const section of CHECKUP_SECTIONS) {
    switch (section) {
      case 'ecg': {
        numeric(section);
        const conclusion = ecgConclusion(block('PEEcg'));
        if (conclusion) add(section, 'ecg_conclusion', null, null, conclusion);
        break;
      }
      case 'blood_sugar': {
        const sugar = block('BloodSugar');
        const n = numberOf(sugar.BloodSugar);
        const type = typeof sugar.BloodsugarType === 'number' ? String(sugar.BloodsugarType) : String(sugar.BloodsugarType ?? '').trim();
        if (n !== null && n >= 0.5 && n <= 60) add(section, GLUCOSE_BY_TYPE[type] ?? 'glucose_random', n, 'mmol_l');
        break;
      }
      case 'urinalysis': {
        if (deviceType !== 'GS2') break;
        const u = block('Urinalysis');
        const ph = numberOf(u.PH);
        const sg = numberOf(u.SG);
        const grades = URINE_GRADES.map(([key, measure]) => [measure, gradeOf(u[key])] as const);
        const phOk = ph !== null && ph >= 4 && ph <= 9.5;
        const sgOk = sg !== null && sg >= 1 && sg <= 1.06;
        if (!phOk && !sgOk && !grades.some(([, g]) => g !== null && g > 0)) break;
        for (const [measure, g] of grades) if (g !== null) add(section, measure, g, 'grade');
        if (phOk) add(section, 'urine_ph', ph, null);
        if (sgOk) add(section, 'urine_specific_gravity', sg, null);
        break;
      }
      case 'vision': {
        if (deviceType !== 'GS2') break;
        const v = block('Vision');
        const left = visionOf(v.Left);
        const right = visionOf(v.Right);
        if (left !== null) add(section, 'vision_left', left, 'decimal');
        if (right !== null) add(section, 'vision_right', right, 'decimal');
        break;
      }
      case 'other': {
        if (deviceType !== 'GS2') break;
        for (const [b, measure] of TEXT_BLOCKS) {
          const t = findingText(record[b]);
          if (t) add(section, measure, null, null, t);
        }
        break;
      }
      default:
        numeric(section);
    }
  }

  const sections = CHECKUP_SECTIONS.filter((key) => bySection.has(key)).map((key) => ({ key, values: bySection.get(key)! }));
  const all = sections.flatMap((s) => s.values);
  return { sections, outOfRange: all.filter((v) => isOutOfRange(v.mark)).length, critical: all.filter((v) => isCritical(v.mark)).length };
}

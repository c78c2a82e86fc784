import type { CheckupSection, Mark, Measure } from '../../../src/protocol/checkups';

/**
 * Which symptom-checker findings a checkup's abnormal values stand for (issue 17): data, reviewed
 * like code. An interview started from a checkup begins with these as the patient's complaints.
 * Only findings that the measurement itself establishes are mapped (a raised temperature IS a
 * fever; a high reading IS high blood pressure); a value that only hints at something the person
 * may not feel (low haemoglobin and pale skin, blood in a urine strip and visible blood in the
 * urine, leukocytes in the urine and a burning pain) maps to nothing, and the checker asks.
 *
 * A value matches a rule when its measure is one of `measures`, its mark is one of `marks` (when
 * given), and it is at least `min` and below `below` (when given).
 */
export interface EvidenceRule {
  measures: Measure[];
  marks?: Mark[];
  min?: number;
  below?: number;
  /** Knowledge-base ids (server/symptoms/data): symptoms s_…, risk factors p_…. */
  findings: string[];
  /** Why, for a reviewer. */
  reason: string;
}

const HIGH: Mark[] = ['high', 'critical_high'];
const LOW: Mark[] = ['low', 'critical_low'];

export const CHECKUP_EVIDENCE: readonly EvidenceRule[] = [
  { measures: ['systolic', 'diastolic'], marks: HIGH, findings: ['p_28'], reason: 'A reading above 139/89 mmHg: high blood pressure (risk factor)' },
  { measures: ['systolic'], min: 180, findings: ['s_24'], reason: 's_24 is "very high blood pressure (180/110 or more)"' },
  { measures: ['diastolic'], min: 110, findings: ['s_24'], reason: 's_24 is "very high blood pressure (180/110 or more)"' },
  { measures: ['systolic'], marks: LOW, findings: ['s_536'], reason: 's_536 is "low blood pressure (top number below 90)"' },
  { measures: ['temperature'], marks: HIGH, findings: ['s_152'], reason: 'Above 37.5 °C is a fever' },
  { measures: ['temperature'], marks: HIGH, below: 38, findings: ['s_153'], reason: 's_153 is "fever 37.5–37.9 °C"' },
  { measures: ['temperature'], min: 38, below: 40, findings: ['s_154'], reason: 's_154 is "fever 38–39.9 °C"' },
  { measures: ['temperature'], min: 40, findings: ['s_155'], reason: 's_155 is "fever of 40 °C or more"' },
  { measures: ['temperature'], marks: LOW, findings: ['s_158'], reason: 's_158 is "low body temperature (below 36 °C)"' },
  { measures: ['spo2'], marks: LOW, findings: ['s_215'], reason: 'Oxygen saturation below 95 %: the checker asks about breathing from shortness of breath' },
  { measures: ['pulse', 'heart_rate'], min: 121, findings: ['s_537'], reason: 's_537 is "racing heart at rest (over 120 a minute)"; a kiosk measures at rest' },
  { measures: ['pulse', 'heart_rate'], below: 50, findings: ['s_214'], reason: 's_214 is "very slow pulse"; below 50/min at rest' },
  { measures: ['glucose_fasting'], min: 7.0, findings: ['p_27'], reason: 'WHO (2006): fasting glucose ≥7.0 mmol/L is in the diabetic range' },
  { measures: ['glucose_postprandial', 'glucose_random'], min: 11.1, findings: ['p_27'], reason: 'WHO (2006): 2-hour or random glucose ≥11.1 mmol/L is in the diabetic range' },
  { measures: ['bmi'], min: 25, findings: ['p_19'], reason: 'WHO: BMI 25 or more is overweight (adults; children have no BMI range)' },
  { measures: ['total_cholesterol', 'ldl'], marks: HIGH, findings: ['p_32'], reason: 'Total or LDL cholesterol above its range: high cholesterol (risk factor)' },
  { measures: ['vision_left', 'vision_right'], below: 0.5, findings: ['s_47'], reason: 'Decimal acuity below 0.5 (ICD-11 visual impairment) is blurred vision' },
];

/** The findings a checkup's values stand for, each once, in the order of the rules. */
export function checkupFindings(sections: readonly CheckupSection[], rules: readonly EvidenceRule[] = CHECKUP_EVIDENCE): string[] {
  const values = sections.flatMap((s) => s.values).filter((v) => v.value !== null);
  const found = new Set<string>();
  for (const rule of rules) {
    const hit = values.some(
      (v) =>
        rule.measures.includes(v.measure) &&
        (rule.marks === undefined || (v.mark !== null && rule.marks.includes(v.mark))) &&
        (rule.min === undefined || v.value! >= rule.min) &&
        (rule.below === undefined || v.value! < rule.below),
    );
    if (hit) rule.findings.forEach((f) => found.add(f));
  }
  return [...found];
}

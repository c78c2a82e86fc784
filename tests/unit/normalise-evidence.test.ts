import { describe, expect, it } from 'vitest';
import type { CheckupSection, CheckupValue, Measure } from '../../src/protocol/checkups';
import { markOf, referenceRange } from '../../src/protocol/reference-ranges';
import { CHECKUP_EVIDENCE, checkupFindings } from '../../server/features/checkups/checkup-evidence';
import { symptomModel } from '../../server/symptoms';

/** One value marked for a 40-year-old man, in a section of its own. */
function reading(measure: Measure, value: number): CheckupSection[] {
  const range = referenceRange(measure, 40, 'male');
  const v: CheckupValue = { measure, value, text: null, unit: null, range, mark: markOf(value, range) };
  return [{ key: 'other', values: [v] }];
}

describe('the checkup-to-evidence table', () => {
  it('names only findings the symptom checker can take as a complaint', () => {
    const model = symptomModel();
    for (const rule of CHECKUP_EVIDENCE) {
      for (const id of rule.findings) {
        const f = model.index.get(id);
        expect(f, id).toBeDefined();
        expect(model.askable[f!], id).toBeTruthy();
      }
      expect(rule.reason.length).toBeGreaterThan(10);
    }
  });

  it.each([
    [36.0, []], [35.9, ['s_158']], [37.5, []], [37.6, ['s_152', 's_153']], [37.9, ['s_152', 's_153']],
    [38.0, ['s_152', 's_154']], [39.9, ['s_152', 's_154']], [40.0, ['s_152', 's_155']],
  ])('takes a temperature of %d °C as %j', (value, findings) => {
    expect(checkupFindings(reading('temperature', value))).toEqual(findings);
  });

  it.each([
    ['systolic', 139, []], ['systolic', 140, ['p_28']], ['systolic', 179, ['p_28']], ['systolic', 180, ['p_28', 's_24']],
    ['diastolic', 109, ['p_28']], ['diastolic', 110, ['p_28', 's_24']], ['systolic', 89, ['s_536']],
    ['spo2', 95, []], ['spo2', 94, ['s_215']], ['pulse', 120, []], ['pulse', 121, ['s_537']], ['heart_rate', 49, ['s_214']], ['heart_rate', 50, []],
    ['glucose_fasting', 6.9, []], ['glucose_fasting', 7.0, ['p_27']], ['glucose_random', 11.0, []], ['glucose_random', 11.1, ['p_27']],
    ['bmi', 24.9, []], ['bmi', 25, ['p_19']], ['ldl', 3.5, ['p_32']], ['vision_left', 0.5, []], ['vision_left', 0.4, ['s_47']],
    ['haemoglobin', 95, []], ['urine_leukocytes', 3, []],
  ] as const)('takes %s %d as %j', (measure, value, findings) => {
    expect(checkupFindings(reading(measure, value))).toEqual(findings);
  });

  it('gives each finding once, and ignores words', () => {
    const sections: CheckupSection[] = [...reading('systolic', 150), ...reading('diastolic', 95), { key: 'other', values: [{ measure: 'dental', value: null, text: 'caries', unit: null, range: null, mark: null }] }];
    expect(checkupFindings(sections)).toEqual(['p_28']);
  });
});

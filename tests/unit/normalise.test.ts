import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKUP_SECTIONS, type CheckupSection, type Measure } from '../../src/protocol/checkups';
import { normaliseRecord } from '../../server/features/checkups/normalise';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(join(import.meta.dirname, `../fixtures/devices/${name}.json`), 'utf8'));
const woman36 = { ageYears: 36, sex: 'female' as const };

function valueOf(sections: CheckupSection[], measure: Measure) {
  return sections.flatMap((s) => s.values).find((v) => v.measure === measure);
}
const marks = (sections: CheckupSection[]) => Object.fromEntries(sections.flatMap((s) => s.values).map((v) => [v.measure, v.mark]));

describe('normaliseRecord on the T8X demo record', () => {
  const out = normaliseRecord('T8X', fixture('t8x-demo'), woman36);

  it('lists the measured sections in the page order, none of the GS2-only ones', () => {
    expect(out.sections.map((s) => s.key)).toEqual(['body', 'body_composition', 'blood_pressure', 'oxygen', 'ecg', 'temperature', 'whr', 'blood_sugar', 'uric_acid', 'lipids']);
    const order = out.sections.map((s) => CHECKUP_SECTIONS.indexOf(s.key));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('reads numbers from strings with their units and the ranges of a 36-year-old woman', () => {
    expect(valueOf(out.sections, 'systolic')).toEqual({ measure: 'systolic', value: 152, text: null, unit: 'mmhg', range: { low: 90, high: 139, critical_low: 70, critical_high: 180 }, mark: 'high' });
    expect(valueOf(out.sections, 'glucose_fasting')).toMatchObject({ value: 6.4, unit: 'mmol_l', mark: 'high' });
    expect(valueOf(out.sections, 'fat_rate')).toMatchObject({ value: 34.2, unit: 'percent', range: { low: 21, high: 32 }, mark: 'high' });
    expect(valueOf(out.sections, 'hdl')).toMatchObject({ value: 1.24, range: { low: 1.2, high: null }, mark: 'normal' });
    expect(valueOf(out.sections, 'height')).toMatchObject({ value: 165, unit: 'cm', range: null, mark: null });
  });

  it('skips what was not measured ("" and "0") and takes the lipid panel over the cholesterol strip', () => {
    const measures = out.sections.flatMap((s) => s.values.map((v) => v.measure));
    expect(measures).not.toContain('avi');
    expect(out.sections.find((s) => s.key === 'arterial')).toBeUndefined();
    expect(measures.filter((m) => m === 'total_cholesterol')).toHaveLength(1);
    expect(measures.filter((m) => m === 'pulse')).toHaveLength(1);
    expect(valueOf(out.sections, 'pulse')).toMatchObject({ value: 84 });
    expect(new Set(measures).size).toBe(measures.length);
  });

  it('keeps the ECG conclusion in words', () => {
    expect(valueOf(out.sections, 'heart_rate')).toMatchObject({ value: 81, unit: 'bpm', mark: 'normal' });
    expect(valueOf(out.sections, 'ecg_conclusion')).toMatchObject({ value: null, text: 'Sinus rhythm', unit: null, mark: null });
  });

  it('counts the values out of range, none critical', () => {
    const outOfRange = Object.entries(marks(out.sections)).filter(([, m]) => m !== null && m !== 'normal').map(([k]) => k).sort();
    expect(outOfRange).toEqual(['bmi', 'diastolic', 'fat_rate', 'glucose_fasting', 'ldl', 'systolic', 'total_cholesterol', 'waist']);
    expect(out.outOfRange).toBe(8);
    expect(out.critical).toBe(0);
  });
});

describe('normaliseRecord on the GS2 demo record', () => {
  const out = normaliseRecord('GS2', fixture('gs2-demo'), woman36);

  it('marks the low oxygen saturation critical and counts it', () => {
    expect(valueOf(out.sections, 'spo2')).toMatchObject({ value: 89, unit: 'percent', mark: 'critical_low' });
    expect(out.critical).toBe(1);
    expect(out.outOfRange).toBe(10);
  });

  it('grades urinalysis: negative pads are normal results, a positive protein or leukocyte pad is high', () => {
    const urine = out.sections.find((s) => s.key === 'urinalysis')!;
    expect(valueOf(out.sections, 'urine_protein')).toMatchObject({ value: 2, unit: 'grade', mark: 'high' });
    expect(valueOf(out.sections, 'urine_leukocytes')).toMatchObject({ value: 2, mark: 'high' });
    expect(valueOf(out.sections, 'urine_glucose')).toMatchObject({ value: 0, mark: 'normal' });
    expect(valueOf(out.sections, 'urine_ph')).toMatchObject({ value: 6, unit: null, mark: 'normal' });
    expect(valueOf(out.sections, 'urine_specific_gravity')).toMatchObject({ value: 1.025, mark: 'normal' });
    expect(urine.values).toHaveLength(11);
  });

  it('reads haemoglobin, vision and the dentist\'s note', () => {
    expect(valueOf(out.sections, 'haemoglobin')).toMatchObject({ value: 112, unit: 'g_l', range: { low: 120, high: 155, critical_low: 70 }, mark: 'low' });
    expect(valueOf(out.sections, 'vision_left')).toMatchObject({ value: 0.7, unit: 'decimal', mark: 'low' });
    expect(valueOf(out.sections, 'vision_right')).toMatchObject({ value: 1, mark: 'normal' });
    const other = out.sections.find((s) => s.key === 'other')!;
    expect(other.values).toEqual([expect.objectContaining({ measure: 'dental', value: null, text: expect.stringContaining('კარიესი') })]);
  });

  it('names the random glucose by the kiosk\'s blood-sugar type', () => {
    expect(valueOf(out.sections, 'glucose_random')).toMatchObject({ value: 7.1, mark: 'normal' });
    expect(valueOf(out.sections, 'glucose_fasting')).toBeUndefined();
  });
});

describe('normaliseRecord on the other samples', () => {
  it('takes only blood pressure, temperature and height from the minimal GS2 record, and an all-zero urinalysis as not measured', () => {
    const out = normaliseRecord('GS2', fixture('gs2-male-minimal'), { ageYears: 45, sex: 'male' });
    expect(out.sections.map((s) => [s.key, s.values.map((v) => v.measure)])).toEqual([
      ['body', ['height']], ['blood_pressure', ['systolic', 'diastolic', 'pulse']], ['temperature', ['temperature']],
    ]);
    expect(out).toMatchObject({ outOfRange: 0, critical: 0 });
  });

  it('uses the ranges of a 68-year-old man for the unknown patient', () => {
    const out = normaliseRecord('T8X', fixture('t8x-unknown-patient'), { ageYears: 68, sex: 'male' });
    expect(valueOf(out.sections, 'uric_acid')).toMatchObject({ value: 0.44, range: { low: 0.21, high: 0.42 }, mark: 'high' });
    expect(out.outOfRange).toBe(4);
  });

  it('ignores GS2-only blocks in a T8X record', () => {
    const out = normaliseRecord('T8X', fixture('gs2-demo'), woman36);
    const keys = out.sections.map((s) => s.key);
    expect(keys).not.toContain('urinalysis');
    expect(keys).not.toContain('haemoglobin');
    expect(keys).not.toContain('vision');
    expect(keys).not.toContain('other');
  });
});

describe('normaliseRecord on odd values', () => {
  it.each([
    ['not an object', 'nonsense'],
    ['null', null],
    ['an array', [1, 2]],
    ['blocks of the wrong shape', { BloodPressure: 'high', Height: [170], Bo: null }],
  ])('gives no sections for %s', (_, raw) => {
    expect(normaliseRecord('GS2', raw, woman36)).toEqual({ sections: [], outOfRange: 0, critical: 0 });
  });

  it('skips text, negative, implausible and non-finite numbers but keeps bare numbers and decimal commas', () => {
    const out = normaliseRecord('T8X', {
      BloodPressure: { HighPressure: 'abc', LowPressure: '-80', Pulse: 72 },
      Temperature: { Temperature: '36,8' },
      Bo: { Oxygen: '999', Bpm: '1e3' },
      Height: { Height: Infinity, Weight: { kg: 70 }, BMI: '22.0' },
    }, woman36);
    expect(out.sections.flatMap((s) => s.values.map((v) => [v.measure, v.value]))).toEqual([['bmi', 22], ['pulse', 72], ['temperature', 36.8]]);
  });

  it('reads urinalysis grades written as signs, and a Chinese five-grade vision score', () => {
    const out = normaliseRecord('GS2', { Urinalysis: { GLU: '-', PRO: '+', BLD: '±', KET: 'x' }, Vision: { Left: '4.9', Right: '5.0' } }, woman36);
    expect(marks(out.sections)).toEqual({ urine_glucose: 'normal', urine_protein: 'high', urine_blood: 'high', vision_left: 'normal', vision_right: 'normal' });
    expect(valueOf(out.sections, 'vision_left')?.value).toBe(0.8);
    expect(valueOf(out.sections, 'vision_right')?.value).toBe(1);
  });

  it('takes the oximeter pulse when the cuff gave none, and an ECG result code is no conclusion', () => {
    const out = normaliseRecord('T8X', { BloodPressure: { HighPressure: '120', LowPressure: '80', Pulse: '' }, Bo: { Oxygen: '98', Bpm: '77' }, PEEcg: { Hr: '76', Result: '1' } }, woman36);
    expect(out.sections.find((s) => s.key === 'oxygen')?.values.map((v) => [v.measure, v.value])).toEqual([['spo2', 98], ['pulse', 77]]);
    expect(valueOf(out.sections, 'ecg_conclusion')).toBeUndefined();
  });

  it('leaves a value unmarked when no range applies (a child\'s BMI)', () => {
    const out = normaliseRecord('T8X', { Height: { BMI: '15.2' } }, { ageYears: 9, sex: 'male' });
    expect(valueOf(out.sections, 'bmi')).toMatchObject({ value: 15.2, range: null, mark: null });
    expect(out.outOfRange).toBe(0);
  });
});

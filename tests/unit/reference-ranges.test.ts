import { describe, expect, it } from 'vitest';
import { MEASURES } from '../../src/protocol/checkups';
import { REFERENCE_RANGES, RESPIRATORY_RATE, ageInYears, markOf, referenceRange, worstMark } from '../../src/protocol/reference-ranges';

describe('the reference-range table', () => {
  it('gives every ranged measure a source and sane rows', () => {
    for (const measure of Object.keys(REFERENCE_RANGES)) expect(MEASURES as readonly string[]).toContain(measure);
    for (const [measure, ranges] of [...Object.entries(REFERENCE_RANGES), ['respiratory_rate', RESPIRATORY_RATE] as const]) {
      expect(ranges!.source.length, measure).toBeGreaterThan(20);
      for (const row of ranges!.rows) {
        if (row.low !== null && row.high !== null) expect(row.low, measure).toBeLessThan(row.high);
        if (row.critical_low != null && row.low !== null) expect(row.critical_low, measure).toBeLessThan(row.low);
        if (row.critical_high != null && row.high !== null) expect(row.critical_high, measure).toBeGreaterThan(row.high);
      }
    }
  });

  it('keeps critical limits to same-day measures', () => {
    const withCritical = Object.entries(REFERENCE_RANGES).filter(([, r]) => r!.rows.some((row) => row.critical_low != null || row.critical_high != null)).map(([m]) => m).sort();
    expect(withCritical).toEqual(['diastolic', 'glucose_fasting', 'glucose_postprandial', 'glucose_random', 'haemoglobin', 'heart_rate', 'pulse', 'qtc_interval', 'spo2', 'systolic', 'temperature']);
  });

  it('leaves no age between 1 and 100 without a blood-pressure, pulse or haemoglobin range', () => {
    for (let age = 1; age <= 100; age++) {
      for (const sex of ['male', 'female', null] as const) {
        expect(referenceRange('systolic', age, sex), `systolic ${age}`).not.toBeNull();
        expect(referenceRange('pulse', age, sex), `pulse ${age}`).not.toBeNull();
        expect(referenceRange('haemoglobin', age, sex), `haemoglobin ${age}`).not.toBeNull();
      }
    }
  });
});

describe('markOf at the limits', () => {
  const adultSystolic = referenceRange('systolic', 30, 'female');
  it.each([
    [69, 'critical_low'], [70, 'critical_low'], [71, 'low'], [89, 'low'], [90, 'normal'], [91, 'normal'],
    [138, 'normal'], [139, 'normal'], [140, 'high'], [179, 'high'], [180, 'critical_high'], [181, 'critical_high'],
  ])('systolic %d mmHg of an adult is %s', (value, mark) => {
    expect(markOf(value, adultSystolic)).toBe(mark);
  });

  it.each([[92, 'low'], [91, 'critical_low'], [90, 'critical_low'], [95, 'normal'], [94, 'low'], [100, 'normal']])('SpO2 %d %% is %s', (value, mark) => {
    expect(markOf(value, referenceRange('spo2', 40, null))).toBe(mark);
  });

  it.each([[5.5, 'normal'], [5.6, 'high'], [3.9, 'normal'], [3.8, 'low'], [3.0, 'critical_low'], [3.1, 'low'], [13.8, 'high'], [13.9, 'critical_high']])('fasting glucose %d mmol/L is %s', (value, mark) => {
    expect(markOf(value, referenceRange('glucose_fasting', 40, 'male'))).toBe(mark);
  });

  it.each([[0, 'normal'], [1, 'high'], [2, 'high'], [4, 'high']])('a urine protein grade %d is %s', (grade, mark) => {
    expect(markOf(grade, referenceRange('urine_protein', 40, 'female'))).toBe(mark);
  });

  it.each([[0.7, 'low'], [0.8, 'normal'], [1.5, 'normal']])('vision %d is %s', (value, mark) => {
    expect(markOf(value, referenceRange('vision_left', 60, 'male'))).toBe(mark);
  });

  it('has no mark without a range', () => {
    expect(markOf(180, null)).toBeNull();
    expect(referenceRange('height', 30, 'male')).toBeNull();
  });
});

describe('ranges by age', () => {
  it('switches blood pressure at the 18th birthday', () => {
    expect(referenceRange('systolic', 17, 'male')).toEqual({ low: 90, high: 119, critical_low: 70, critical_high: 160 });
    expect(referenceRange('systolic', 18, 'male')).toEqual({ low: 90, high: 139, critical_low: 70, critical_high: 180 });
    expect(markOf(135, referenceRange('systolic', 17, null))).toBe('high');
    expect(markOf(135, referenceRange('systolic', 18, null))).toBe('normal');
    expect(markOf(165, referenceRange('systolic', 17, null))).toBe('critical_high');
    expect(markOf(165, referenceRange('systolic', 18, null))).toBe('high');
  });

  it('gives children the AAP 2017 limits by year of age and the PALS hypotension limit', () => {
    expect(referenceRange('systolic', 12, null)).toEqual({ low: 102, high: 113, critical_low: 89, critical_high: 140 });
    expect(referenceRange('systolic', 13, null)).toEqual({ low: 90, high: 119, critical_low: 70, critical_high: 160 });
    expect(referenceRange('diastolic', 12, null)).toEqual({ low: null, high: 74, critical_low: null, critical_high: 95 });
    const fiveYearOld = referenceRange('systolic', 5, 'female');
    expect([103, 104, 105, 80, 79, 140].map((v) => markOf(v, fiveYearOld))).toEqual(['normal', 'high', 'high', 'low', 'critical_low', 'critical_high']);
    expect(referenceRange('systolic', 0, null)).toBeNull();
  });

  it('gives a BMI range from 18 only (children need growth charts)', () => {
    expect(referenceRange('bmi', 17, 'female')).toBeNull();
    expect(referenceRange('bmi', 18, 'female')).toEqual({ low: 18.5, high: 24.9, critical_low: null, critical_high: null });
  });

  it('changes the pulse range at 12 and 18, the ECG heart rate with it', () => {
    expect(referenceRange('pulse', 11, null)).toMatchObject({ low: 75, high: 118 });
    expect(referenceRange('pulse', 12, null)).toMatchObject({ low: 60, high: 100, critical_high: 140 });
    expect(referenceRange('pulse', 17, null)).toMatchObject({ critical_high: 140 });
    expect(referenceRange('pulse', 18, null)).toMatchObject({ critical_high: 130 });
    expect(referenceRange('heart_rate', 4, null)).toEqual(referenceRange('pulse', 4, null));
  });

  it('takes an unknown age as 30', () => {
    expect(referenceRange('systolic', null, null)).toEqual(referenceRange('systolic', 30, null));
    expect(referenceRange('fat_rate', null, 'female')).toEqual(referenceRange('fat_rate', 30, 'female'));
  });

  it('moves the body-fat range with age (Gallagher bands at 40 and 60)', () => {
    expect(referenceRange('fat_rate', 39, 'male')).toMatchObject({ low: 8, high: 19 });
    expect(referenceRange('fat_rate', 40, 'male')).toMatchObject({ low: 11, high: 21 });
    expect(referenceRange('fat_rate', 60, 'female')).toMatchObject({ low: 24, high: 35 });
  });

  it('gives haemoglobin the WHO child limits below 15 and sex-specific ones from 15', () => {
    expect(referenceRange('haemoglobin', 14, 'male')).toMatchObject({ low: 120 });
    expect(referenceRange('haemoglobin', 15, 'male')).toMatchObject({ low: 130, high: 170 });
    expect(referenceRange('haemoglobin', 15, 'female')).toMatchObject({ low: 120, high: 155 });
  });
});

describe('ranges by sex', () => {
  it.each([
    ['haemoglobin', { low: 130, high: 170 }, { low: 120, high: 155 }, { low: 120, high: 170 }],
    ['uric_acid', { low: 0.21, high: 0.42 }, { low: 0.15, high: 0.36 }, { low: 0.15, high: 0.42 }],
    ['hdl', { low: 1.0, high: null }, { low: 1.2, high: null }, { low: 1.0, high: null }],
    ['waist', { low: null, high: 93.9 }, { low: null, high: 79.9 }, { low: null, high: 93.9 }],
    ['whr', { low: null, high: 0.89 }, { low: null, high: 0.84 }, { low: null, high: 0.89 }],
    ['haematocrit', { low: 40, high: 50 }, { low: 36, high: 46 }, { low: 36, high: 50 }],
    ['water_rate', { low: 50, high: 65 }, { low: 45, high: 60 }, { low: 45, high: 65 }],
    ['fat_rate', { low: 8, high: 19 }, { low: 21, high: 32 }, { low: 8, high: 32 }],
  ] as const)('%s: men, women, and the widest of both when the sex is unknown', (measure, male, female, unknown) => {
    expect(referenceRange(measure, 30, 'male')).toMatchObject(male);
    expect(referenceRange(measure, 30, 'female')).toMatchObject(female);
    expect(referenceRange(measure, 30, null)).toMatchObject(unknown);
  });

  it('marks the same haemoglobin differently for a man and a woman, never by a guess', () => {
    expect(markOf(125, referenceRange('haemoglobin', 40, 'male'))).toBe('low');
    expect(markOf(125, referenceRange('haemoglobin', 40, 'female'))).toBe('normal');
    expect(markOf(125, referenceRange('haemoglobin', 40, null))).toBe('normal');
    expect(markOf(70, referenceRange('haemoglobin', 40, null))).toBe('critical_low');
    expect(markOf(71, referenceRange('haemoglobin', 40, null))).toBe('low');
  });

  it('marks a QTc of 455 ms prolonged in a man, not in a woman; 500 ms is critical for both', () => {
    expect(markOf(455, referenceRange('qtc_interval', 50, 'male'))).toBe('high');
    expect(markOf(455, referenceRange('qtc_interval', 50, 'female'))).toBe('normal');
    expect(markOf(499, referenceRange('qtc_interval', 50, null))).toBe('high');
    expect(markOf(500, referenceRange('qtc_interval', 50, null))).toBe('critical_high');
  });
});

describe('helpers', () => {
  it('counts whole years to the day', () => {
    expect(ageInYears('2008-11-04', new Date('2026-11-03T23:59:59Z'))).toBe(17);
    expect(ageInYears('2008-11-04', new Date('2026-11-04T00:00:00Z'))).toBe(18);
    expect(ageInYears(null, new Date())).toBeNull();
  });

  it('takes the worst of several marks', () => {
    expect(worstMark(['normal', 'high', null])).toBe('high');
    expect(worstMark(['low', 'critical_high', 'high'])).toBe('critical_high');
    expect(worstMark([null])).toBeNull();
  });
});

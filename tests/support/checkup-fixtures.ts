import type { Checkup, CheckupSummary, CheckupValue } from '../../src/protocol/checkups';
import type { PatientLogItem } from '../../src/protocol/patient-log';

/**
 * Checkups for the client tests, as the API answers them (src/protocol/checkups.ts): a T8X
 * checkup of a 68-year-old woman with blood pressure high, blood sugar critically high, a normal
 * oxygen saturation, an ECG conclusion in words and a trace of protein in the urine.
 */
export const PATIENT_ID = '6f1c1a54-0000-4000-8000-000000000001';
export const CHECKUP_ID = '0b9e8d1c-0000-4000-8000-00000000c001';

const v = (measure: CheckupValue['measure'], value: number | null, unit: CheckupValue['unit'], mark: CheckupValue['mark'], range: CheckupValue['range'] = null, text: string | null = null): CheckupValue => ({
  measure,
  value,
  unit,
  mark,
  range,
  text,
});

export function checkupSummary(over: Partial<CheckupSummary> = {}): CheckupSummary {
  return {
    id: CHECKUP_ID,
    device_type: 'T8X',
    record_no: '1042',
    clinic_id: 1,
    clinic_name: { ka: 'თბილისის ცენტრალური კლინიკა', en: 'Tbilisi Central Clinic' },
    measured_at: '2026-11-20T08:30:00.000Z',
    created_at: '2026-11-20T08:31:00.000Z',
    out_of_range: 3,
    critical: 1,
    ...over,
  };
}

export function checkupFixture(over: Partial<Checkup> = {}): Checkup {
  return {
    ...checkupSummary(),
    patient_id: PATIENT_ID,
    patient_age_years: 68,
    patient_gender: 'female',
    interview_ids: [],
    // Deliberately out of page order: the page sorts by CHECKUP_SECTIONS.
    sections: [
      { key: 'blood_sugar', values: [v('glucose_fasting', 15.2, 'mmol_l', 'critical_high', { low: 3.9, high: 5.5, critical_low: 3, critical_high: 13.9 })] },
      {
        key: 'blood_pressure',
        values: [
          v('systolic', 152, 'mmhg', 'high', { low: 90, high: 139, critical_low: 70, critical_high: 180 }),
          v('diastolic', 92, 'mmhg', 'high', { low: 60, high: 89, critical_low: 40, critical_high: 120 }),
          v('pulse', 72, 'bpm', 'normal', { low: 60, high: 100, critical_low: 40, critical_high: 130 }),
        ],
      },
      { key: 'oxygen', values: [v('spo2', 97, 'percent', 'normal', { low: 95, high: null, critical_low: 91, critical_high: null })] },
      { key: 'ecg', values: [v('ecg_conclusion', null, null, null, null, 'Sinus rhythm, no acute changes')] },
      { key: 'urinalysis', values: [v('urine_protein', 1, 'grade', null), v('urine_ph', 6.5, 'decimal', null)] },
      { key: 'temperature', values: [] },
    ],
    ...over,
  };
}

export function logItem(over: Partial<PatientLogItem> = {}): PatientLogItem {
  return {
    id: 'l-1',
    patient_id: PATIENT_ID,
    type: 'pulse',
    value: { value: 72 },
    measured_at: '2026-11-21T09:00:00.000Z',
    created_at: '2026-11-21T09:00:00.000Z',
    created_by: null,
    checkup_id: null,
    mark: 'normal',
    ...over,
  };
}

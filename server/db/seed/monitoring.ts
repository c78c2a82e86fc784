import { checkLogValue, logMark, type LogTypeKey, type LogValue } from '../../../src/protocol/patient-log';
import { ageInYears } from '../../../src/protocol/reference-ranges';
import type { Db } from '../connection';
import { DEMO_ACCOUNTS, DEMO_PATIENT, DOCTORS } from './people';
import { PATIENT_LOG_TYPES } from './static-lists';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

/** The demo patient's health-log readings: fixed ids, so links stay the same from one fresh database to the next. */
export const demoLogId = (n: number) => `00000000-0000-4000-9500-${String(n).padStart(12, '0')}`;

/** A small seeded generator (mulberry32): the same readings on every fresh start. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Reading {
  type: LogTypeKey;
  value: LogValue;
  at: Date;
  by: string;
}

/**
 * About 90 days of the demo patient's readings, relative to `now`: blood pressure most mornings
 * with a mild rise and a few high ones, pulse, weight weekly, fasting glucose twice a week, a few
 * days of a cold with a temperature and SpO₂, and one blood pressure her doctor wrote during a
 * video consultation. Nothing critical (a critical reading would alert her doctor on every fresh start).
 */
export function demoReadings(now: Date): Reading[] {
  const rand = seeded(17_0001);
  const noise = (size: number) => (rand() - 0.5) * 2 * size;
  const patient = DEMO_PATIENT.id;
  const doctor = DOCTORS.find((d) => d.idNumber === DEMO_ACCOUNTS[1].identifier)!.id;
  const readings: Reading[] = [];
  const morning = (daysAgo: number, minute = 0) => {
    const d = new Date(now.getTime() - daysAgo * DAY);
    d.setUTCHours(4, 30 + minute, 0, 0); // 08:30 in Tbilisi
    return d;
  };
  for (let daysAgo = 90; daysAgo >= 1; daysAgo--) {
    const progress = (90 - daysAgo) / 90;
    // Most days, not every day.
    if (rand() < 0.85) {
      const high = rand() < 0.06;
      const systolic = Math.round(121 + 10 * progress + noise(5) + (high ? 14 : 0));
      const diastolic = Math.round(77 + 6 * progress + noise(4) + (high ? 6 : 0));
      const pulse = Math.round(70 + noise(7));
      readings.push({ type: 'blood_pressure', value: { systolic, diastolic, pulse }, at: morning(daysAgo), by: patient });
      if (rand() < 0.5) readings.push({ type: 'pulse', value: { value: Math.round(72 + noise(8)) }, at: morning(daysAgo, 240), by: patient });
    }
    if (daysAgo % 7 === 3) readings.push({ type: 'weight', value: { value: Number((68.5 - 1.2 * progress + noise(0.4)).toFixed(1)) }, at: morning(daysAgo, -10), by: patient });
    if (daysAgo % 7 === 1 || daysAgo % 7 === 4) readings.push({ type: 'glucose', value: { value: Number((5.1 + noise(0.4)).toFixed(1)), context: 'fasting' }, at: morning(daysAgo, -20), by: patient });
  }
  // A cold 40 to 36 days ago: the temperature morning and evening, SpO₂ twice.
  const cold = [37.3, 38.2, 38.6, 37.9, 37.1];
  cold.forEach((t, i) => {
    readings.push({ type: 'temperature', value: { value: t }, at: morning(40 - i, 5), by: patient });
    readings.push({ type: 'temperature', value: { value: Number((t + 0.3).toFixed(1)) }, at: morning(40 - i, 12 * 60), by: patient });
  });
  readings.push({ type: 'spo2', value: { value: 96 }, at: morning(38, 6), by: patient });
  readings.push({ type: 'spo2', value: { value: 98 }, at: morning(35, 6), by: patient });
  readings.push({ type: 'spo2', value: { value: 98 }, at: morning(10, 6), by: patient });
  readings.push({ type: 'height', value: { value: 166 }, at: morning(88, -30), by: patient });
  // Her doctor measured during a consultation three weeks ago.
  readings.push({ type: 'blood_pressure', value: { systolic: 132, diastolic: 84, pulse: 74 }, at: new Date(morning(21).getTime() + 6 * 60 * MINUTE), by: doctor });
  return readings.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Writes the demo patient's readings (marked like the server marks a new one). */
export async function seedMonitoring(trx: Db, now: Date): Promise<void> {
  const typeIds = new Map(PATIENT_LOG_TYPES.map((t) => [t.key, t.id]));
  const rows = demoReadings(now).map((r, i) => {
    const checked = checkLogValue(r.type, r.value);
    if (!('value' in checked)) throw new Error(`demo reading ${i} is not valid: ${JSON.stringify(checked.errors)}`);
    const mark = logMark(r.type, checked.value, ageInYears(DEMO_PATIENT.birthdate, r.at), DEMO_PATIENT.gender);
    if (mark === 'critical_low' || mark === 'critical_high') throw new Error(`demo reading ${i} is critical`);
    return {
      id: demoLogId(i + 1), patient_id: DEMO_PATIENT.id, type_id: typeIds.get(r.type)!, value: JSON.stringify(checked.value), measured_at: r.at,
      created_at: r.at, created_by: r.by, checkup_id: null, mark,
    };
  });
  await trx.insertInto('patient_log').values(rows).execute();
}

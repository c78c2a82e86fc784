import { randomUUID } from 'node:crypto';
import { worstMark } from '../../../src/protocol/reference-ranges';
import type { CheckupSection, CheckupValue, Mark, Measure } from '../../../src/protocol/checkups';
import type { GlucoseContext, LogTypeKey, LogValue } from '../../../src/protocol/patient-log';
import type { Db } from '../../db/connection';
import { monitoringRepository, type NewLogRow } from './monitoring.repository';

export interface CheckupReadingsInput {
  patientId: string;
  checkupId: string;
  sections: readonly CheckupSection[];
  measuredAt: Date;
  /** When it was written (default: measuredAt). */
  now?: Date;
}

const GLUCOSE: Partial<Record<Measure, GlucoseContext>> = { glucose_fasting: 'fasting', glucose_postprandial: 'postprandial', glucose_random: 'random' };
const SINGLE: Partial<Record<Measure, LogTypeKey>> = { temperature: 'temperature', weight: 'weight', spo2: 'spo2', height: 'height' };

/**
 * The readings of a checkup that are health-log types, as log items (device readings:
 * `checkup_id` set, `created_by` null), marks copied from the checkup's values:
 * systolic + diastolic (+ pulse) → blood_pressure; a pulse without a pressure → pulse;
 * temperature, weight, SpO₂, height; glucose_* → glucose with its context.
 */
export function checkupReadings(input: CheckupReadingsInput, typeIds: ReadonlyMap<LogTypeKey, number>): NewLogRow[] {
  const values = new Map<Measure, CheckupValue>();
  for (const s of input.sections) for (const v of s.values) if (typeof v.value === 'number' && Number.isFinite(v.value) && !values.has(v.measure)) values.set(v.measure, v);
  const rows: NewLogRow[] = [];
  const add = (type: LogTypeKey, value: LogValue, mark: Mark | null) => {
    const typeId = typeIds.get(type);
    if (typeId === undefined) return;
    rows.push({ id: randomUUID(), patientId: input.patientId, typeId, value, measuredAt: input.measuredAt, createdAt: input.now ?? input.measuredAt, createdBy: null, checkupId: input.checkupId, mark });
  };
  const sys = values.get('systolic');
  const dia = values.get('diastolic');
  const pulse = values.get('pulse');
  if (sys && dia) {
    add('blood_pressure', { systolic: sys.value!, diastolic: dia.value!, ...(pulse ? { pulse: pulse.value! } : {}) }, worstMark([sys.mark, dia.mark, pulse?.mark ?? null]));
  } else if (pulse) {
    add('pulse', { value: pulse.value! }, pulse.mark);
  }
  for (const [measure, type] of Object.entries(SINGLE) as [Measure, LogTypeKey][]) {
    const v = values.get(measure);
    if (v) add(type, { value: v.value! }, v.mark);
  }
  for (const [measure, context] of Object.entries(GLUCOSE) as [Measure, GlucoseContext][]) {
    const v = values.get(measure);
    if (v) add('glucose', { value: v.value!, context }, v.mark);
  }
  return rows;
}

/**
 * Writes a checkup's readings that are health-log types into the patient's log, inside the
 * caller's transaction (kiosk ingestion calls it, then `alertCritical`). Answers how many it wrote.
 */
export async function recordCheckupReadings(trx: Db, input: CheckupReadingsInput): Promise<number> {
  const repo = monitoringRepository(trx);
  const typeIds = new Map((await repo.types()).map((t) => [t.key, t.id] as const));
  const rows = checkupReadings(input, typeIds);
  await repo.insert(rows);
  return rows.length;
}

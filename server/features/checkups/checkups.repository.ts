import type { CheckupSection, CheckupSummary, DeviceType } from '../../../src/protocol/checkups';
import type { Localized } from '../../../src/protocol/common';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const EMPTY: Localized = { ka: '', en: '' };
const iso = (d: Date | string) => new Date(d).toISOString();

/** A checkup row with its clinic's name. */
export interface CheckupRow extends CheckupSummary {
  patient_id: string;
  patient_age_years: number | null;
  patient_gender: 'male' | 'female' | null;
  sections: CheckupSection[];
}

export interface NewCheckupRow {
  id: string;
  deviceRecordId: string;
  patientId: string;
  clinicId: number;
  deviceType: DeviceType;
  recordNo: string;
  measuredAt: Date;
  createdAt: Date;
  ageYears: number | null;
  gender: 'male' | 'female' | null;
  sections: CheckupSection[];
  outOfRange: number;
  critical: number;
}

const SUMMARY = [
  'checkups.id', 'checkups.device_type', 'checkups.record_no', 'checkups.clinic_id', 'clinics.name as clinic_name',
  'checkups.measured_at', 'checkups.created_at', 'checkups.out_of_range', 'checkups.critical',
] as const;

function summaryOf(r: { id: string; device_type: DeviceType; record_no: string; clinic_id: number; clinic_name: unknown; measured_at: Date; created_at: Date; out_of_range: number; critical: number }): CheckupSummary {
  return {
    id: r.id,
    device_type: r.device_type,
    record_no: r.record_no,
    clinic_id: r.clinic_id,
    clinic_name: parseJson<Localized>(r.clinic_name) ?? EMPTY,
    measured_at: iso(r.measured_at),
    created_at: iso(r.created_at),
    out_of_range: r.out_of_range,
    critical: r.critical,
  };
}

/** Checkup rows (one per matched device record) and the interviews started from them. */
export function checkupsRepository(db: Db) {
  return {
    async insert(c: NewCheckupRow): Promise<void> {
      await db
        .insertInto('checkups')
        .values({
          id: c.id,
          device_record_id: c.deviceRecordId,
          patient_id: c.patientId,
          clinic_id: c.clinicId,
          device_type: c.deviceType,
          record_no: c.recordNo,
          measured_at: c.measuredAt,
          created_at: c.createdAt,
          patient_age_years: c.ageYears,
          patient_gender: c.gender,
          sections: JSON.stringify(c.sections),
          out_of_range: c.outOfRange,
          critical: c.critical,
        })
        .execute();
    },

    /** The clinic's name in both languages and its time zone (the kiosk's wall clock). */
    async clinic(clinicId: number): Promise<{ name: Localized; timeZone: string }> {
      const row = await db.selectFrom('clinics').select(['name', 'time_zone']).where('id', '=', clinicId).executeTakeFirst();
      return { name: (row && parseJson<Localized>(row.name)) ?? EMPTY, timeZone: row?.time_zone ?? 'Asia/Tbilisi' };
    },

    /** The patient's checkups, newest measurement first. */
    async listOf(patientId: string): Promise<CheckupSummary[]> {
      const rows = await db
        .selectFrom('checkups')
        .innerJoin('clinics', 'clinics.id', 'checkups.clinic_id')
        .select(SUMMARY)
        .where('checkups.patient_id', '=', patientId)
        .orderBy('checkups.measured_at', 'desc')
        .orderBy('checkups.created_at', 'desc')
        .orderBy('checkups.id')
        .execute();
      return rows.map(summaryOf);
    },

    async find(id: string): Promise<CheckupRow | null> {
      const r = await db
        .selectFrom('checkups')
        .innerJoin('clinics', 'clinics.id', 'checkups.clinic_id')
        .select([...SUMMARY, 'checkups.patient_id', 'checkups.patient_age_years', 'checkups.patient_gender', 'checkups.sections'])
        .where('checkups.id', '=', id)
        .executeTakeFirst();
      if (!r) return null;
      return {
        ...summaryOf(r),
        patient_id: r.patient_id,
        patient_age_years: r.patient_age_years,
        patient_gender: r.patient_gender,
        sections: parseJson<CheckupSection[]>(r.sections) ?? [],
      };
    },

    /** The symptom-checker interviews started from the checkup, newest first. */
    async interviewIds(checkupId: string): Promise<string[]> {
      const rows = await db.selectFrom('interviews').select('id').where('checkup_id', '=', checkupId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map((r) => r.id);
    },
  };
}

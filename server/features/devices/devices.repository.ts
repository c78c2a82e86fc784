import { randomUUID } from 'node:crypto';
import type { DeviceType } from '../../../src/protocol/checkups';
import type { Localized } from '../../../src/protocol/common';
import type { DeviceKey } from '../../../src/protocol/device-records';
import type { Db } from '../../db/connection';
import { parseJson } from '../../db/json';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const loc = (v: unknown): Localized => parseJson<Localized>(v) ?? { ka: '', en: '' };

/** A key as the ingestion endpoint reads it, found by its hash. */
export interface DeviceKeyRow {
  id: string;
  clinicId: number;
  label: string;
  deviceType: DeviceType;
  revokedAt: Date | null;
  /** The key's clinic's time zone: kiosks send MeasureTime in local time. */
  timeZone: string;
}

/** A stored record as a receipt needs it. */
export interface StoredRecordRow {
  id: string;
  clinicId: number;
  status: 'matched' | 'held';
  checkupId: string | null;
}

/** A device record as the arrivals list shows it, before the identity is read from its raw record. */
export interface ArrivalRow {
  id: string;
  device_type: DeviceType;
  device_label: string;
  machine_id: string;
  record_no: string;
  measured_at: Date;
  received_at: Date;
  status: 'matched' | 'held';
  patient_id: string | null;
  firstname: unknown;
  lastname: unknown;
  matched_at: Date | null;
}

/** The SQL of device keys and the records kiosks send. */
export function devicesRepository(db: Db) {
  return {
    /** The clinic's keys (or only `id`), newest first, with how many records each sent. */
    async keys(clinicId: number, id?: string): Promise<DeviceKey[]> {
      let q = db
        .selectFrom('device_keys as k')
        .where('k.clinic_id', '=', clinicId)
        .select([
          'k.id', 'k.clinic_id', 'k.label', 'k.device_type', 'k.key_prefix', 'k.created_at', 'k.revoked_at', 'k.last_used_at',
          (eb) => eb.selectFrom('device_records as r').select(eb.fn.countAll<string>().as('n')).whereRef('r.device_key_id', '=', 'k.id').as('records'),
        ]);
      if (id !== undefined) q = q.where('k.id', '=', id);
      const rows = await q.orderBy('k.created_at', 'desc').orderBy('k.id').execute();
      return rows.map((r) => ({
        id: r.id,
        clinic_id: r.clinic_id,
        label: r.label,
        device_type: r.device_type,
        key_prefix: r.key_prefix,
        created_at: iso(r.created_at)!,
        revoked_at: iso(r.revoked_at),
        last_used_at: iso(r.last_used_at),
        records: Number(r.records ?? 0),
      }));
    },

    async insertKey(k: { id?: string; clinicId: number; label: string; deviceType: DeviceType; keyHash: string; keyPrefix: string; createdBy: string | null; now: Date }): Promise<string> {
      const id = k.id ?? randomUUID();
      await db
        .insertInto('device_keys')
        .values({ id, clinic_id: k.clinicId, label: k.label, device_type: k.deviceType, key_hash: k.keyHash, key_prefix: k.keyPrefix, created_by: k.createdBy, created_at: k.now })
        .execute();
      return id;
    },

    /** Marks a key revoked unless it already is; true when this call revoked it. */
    async revokeKey(id: string, by: string | null, now: Date): Promise<boolean> {
      const r = await db.updateTable('device_keys').set({ revoked_at: now, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** The key whose hash this is, with its clinic's time zone. */
    async keyByHash(hash: string): Promise<DeviceKeyRow | null> {
      const row = await db
        .selectFrom('device_keys as k')
        .innerJoin('clinics as c', 'c.id', 'k.clinic_id')
        .select(['k.id', 'k.clinic_id', 'k.label', 'k.device_type', 'k.revoked_at', 'c.time_zone'])
        .where('k.key_hash', '=', hash)
        .executeTakeFirst();
      return row ? { id: row.id, clinicId: row.clinic_id, label: row.label, deviceType: row.device_type, revokedAt: row.revoked_at, timeZone: row.time_zone } : null;
    },

    /** The clinic a key is of, or null for no such key. */
    async keyClinic(id: string): Promise<number | null> {
      return (await db.selectFrom('device_keys').select('clinic_id').where('id', '=', id).executeTakeFirst())?.clinic_id ?? null;
    },

    /** The clinic's time zone (kiosks write MeasureTime on its wall clock), or null for no such clinic. */
    async clinicTimeZone(clinicId: number): Promise<string | null> {
      return (await db.selectFrom('clinics').select('time_zone').where('id', '=', clinicId).executeTakeFirst())?.time_zone ?? null;
    },

    async touchKey(id: string, now: Date): Promise<void> {
      await db.updateTable('device_keys').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    /**
     * Inserts a record unless its machine and RecordNo are stored already; answers its new id, or
     * null when another record (maybe a concurrent one, once it commits) holds the pair.
     */
    async insertRecord(r: {
      id?: string; deviceKeyId: string; clinicId: number; deviceType: DeviceType; machineId: string; recordNo: string; idNumber: string;
      measuredAt: Date; receivedAt: Date; raw: unknown; patientId: string | null;
    }): Promise<string | null> {
      const row = await db
        .insertInto('device_records')
        .values({
          id: r.id ?? randomUUID(),
          device_key_id: r.deviceKeyId,
          clinic_id: r.clinicId,
          device_type: r.deviceType,
          machine_id: r.machineId,
          record_no: r.recordNo,
          id_number: r.idNumber,
          measured_at: r.measuredAt,
          received_at: r.receivedAt,
          raw: JSON.stringify(r.raw),
          status: r.patientId === null ? 'held' : 'matched',
          patient_id: r.patientId,
          matched_at: r.patientId === null ? null : r.receivedAt,
        })
        .onConflict((oc) => oc.columns(['machine_id', 'record_no']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** The stored record of a machine and RecordNo, with its checkup. */
    async recordByMachine(machineId: string, recordNo: string): Promise<StoredRecordRow | null> {
      const row = await db
        .selectFrom('device_records as r')
        .leftJoin('checkups as c', 'c.device_record_id', 'r.id')
        .select(['r.id', 'r.clinic_id', 'r.status', 'c.id as checkup_id'])
        .where('r.machine_id', '=', machineId)
        .where('r.record_no', '=', recordNo)
        .executeTakeFirst();
      return row ? { id: row.id, clinicId: row.clinic_id, status: row.status, checkupId: row.checkup_id ?? null } : null;
    },

    /** A patient account by personal ID number, as a checkup needs it. */
    async patientByIdNumber(idNumber: string): Promise<{ id: string; birthdate: string | null; gender: 'male' | 'female' | null } | null> {
      const row = await db.selectFrom('users').select(['id', 'birthdate', 'gender']).where('id_number', '=', idNumber).where('type', '=', 'Patient').executeTakeFirst();
      return row ? patientOf(row) : null;
    },

    /** A patient account by id (null when there is none, or it is not a patient's). */
    async patientById(id: string): Promise<{ id: string; birthdate: string | null; gender: 'male' | 'female' | null } | null> {
      const row = await db.selectFrom('users').select(['id', 'birthdate', 'gender']).where('id', '=', id).where('type', '=', 'Patient').executeTakeFirst();
      return row ? patientOf(row) : null;
    },

    /** A record of the clinic, locked for the rest of the transaction (a match changes it). */
    async recordForUpdate(clinicId: number, id: string) {
      return db
        .selectFrom('device_records')
        .select(['id', 'clinic_id', 'device_type', 'record_no', 'measured_at', 'raw', 'status'])
        .where('id', '=', id)
        .where('clinic_id', '=', clinicId)
        .forUpdate()
        .executeTakeFirst();
    },

    async markMatched(id: string, patientId: string, by: string | null, now: Date): Promise<void> {
      await db.updateTable('device_records').set({ status: 'matched', patient_id: patientId, matched_at: now, matched_by: by }).where('id', '=', id).execute();
    },

    /** The clinic's records (or only `id`, or only held ones), newest first, at most `limit`. */
    async arrivals(clinicId: number, opts: { status?: 'held' | 'matched'; id?: string; limit: number }): Promise<(ArrivalRow & { raw: unknown })[]> {
      let q = db
        .selectFrom('device_records as r')
        .innerJoin('device_keys as k', 'k.id', 'r.device_key_id')
        .leftJoin('users as u', 'u.id', 'r.patient_id')
        .select([
          'r.id', 'r.device_type', 'k.label as device_label', 'r.machine_id', 'r.record_no', 'r.measured_at', 'r.received_at', 'r.status', 'r.patient_id',
          'u.firstname', 'u.lastname', 'r.matched_at',
          // Only a held record's raw record is read (for the identity); a matched one's values stay in the database.
          (eb) => eb.case().when('r.status', '=', 'held').then(eb.ref('r.raw')).else(null).end().as('raw'),
        ])
        .where('r.clinic_id', '=', clinicId);
      if (opts.status) q = q.where('r.status', '=', opts.status);
      if (opts.id) q = q.where('r.id', '=', opts.id);
      return q.orderBy('r.received_at', 'desc').orderBy('r.id').limit(opts.limit).execute() as Promise<(ArrivalRow & { raw: unknown })[]>;
    },
  };
}

function patientOf(row: { id: string; birthdate: string | null; gender: string | null }) {
  return { id: row.id, birthdate: row.birthdate, gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null } as const;
}

export { iso, loc };

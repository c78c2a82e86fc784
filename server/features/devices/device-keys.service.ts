import { randomUUID } from 'node:crypto';
import { mayAdminister } from '../../../src/protocol/clinic-admin';
import { DEVICE_TYPES, type DeviceType } from '../../../src/protocol/checkups';
import { isUuid } from '../../../src/protocol/common';
import { DEVICE_KEY_LABEL_MAX, type DeviceKey, type IssuedDeviceKey, type NewDeviceKeyBody } from '../../../src/protocol/device-records';
import { AppError, fieldErrors, type FieldError } from '../../../src/protocol/errors';
import type { User } from '../../../src/protocol/user';
import { notClinicAdmin } from '../../access/clinic-admin.guard';
import { audit } from '../../audit';
import type { Db } from '../../db/connection';
import type { Clock } from '../../deps';
import { hashDeviceKey, keyPrefixOf, newDeviceKey } from './device-key';
import { devicesRepository } from './devices.repository';

export const deviceKeyNotFound = () => new AppError('device_key.not_found', 404, { message: 'No such device key at this clinic' });

/** Who issues or revokes a key, from where (null for the command line). */
export interface KeyActor {
  user: Pick<User, 'id'> | null;
  ip: string | null;
}

/** A new key's label and type, checked: the label trimmed, 1..80 characters; the type T8X or GS2. */
export function checkNewKey(body: { label?: unknown; device_type?: unknown }): { label: string; deviceType: DeviceType } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const label = typeof body.label === 'string' ? body.label.trim() : '';
  if (label === '') errors.push({ path: 'label', code: 'field.required' });
  else if ([...label].length > DEVICE_KEY_LABEL_MAX) errors.push({ path: 'label', code: 'field.too_long', params: { limit: DEVICE_KEY_LABEL_MAX } });
  const type = typeof body.device_type === 'string' ? body.device_type.trim().toUpperCase() : '';
  if (!(DEVICE_TYPES as readonly string[]).includes(type)) errors.push({ path: 'device_type', code: 'device_key.device_type' });
  return errors.length ? { errors } : { label, deviceType: type as DeviceType };
}

/**
 * Issues a key in `db` (a transaction of the caller's) and writes its audit line; answers the key
 * once. `key` and `id` are given only by the demo data (known demo keys).
 */
export async function issueDeviceKey(
  db: Db,
  actor: KeyActor,
  k: { clinicId: number; label: string; deviceType: DeviceType; now: Date; key?: string; id?: string },
): Promise<IssuedDeviceKey> {
  const key = k.key ?? newDeviceKey();
  const repo = devicesRepository(db);
  const id = await repo.insertKey({ id: k.id ?? randomUUID(), clinicId: k.clinicId, label: k.label, deviceType: k.deviceType, keyHash: hashDeviceKey(key), keyPrefix: keyPrefixOf(key), createdBy: actor.user?.id ?? null, now: k.now });
  await audit(db, {
    actorId: actor.user?.id ?? null, action: 'device_key.issue', recordType: 'device_key', recordId: id, clinicId: k.clinicId, ip: actor.ip,
    detail: { old: null, new: { label: k.label, device_type: k.deviceType, key_prefix: keyPrefixOf(key) } },
  }, k.now);
  const [deviceKey] = await repo.keys(k.clinicId, id);
  return { device_key: deviceKey, key };
}

/**
 * Revokes a key of the clinic (`clinicId` null: whichever clinic it is of, for the command line);
 * revoking a revoked key changes nothing and writes no line. Another clinic's key is 404.
 */
export async function revokeDeviceKey(db: Db, actor: KeyActor, clinicId: number | null, id: string, now: Date): Promise<DeviceKey> {
  if (!isUuid(id)) throw deviceKeyNotFound();
  const work = async (trx: Db): Promise<DeviceKey> => {
    const repo = devicesRepository(trx);
    const owner = clinicId ?? (await repo.keyClinic(id.toLowerCase()));
    if (owner === null) throw deviceKeyNotFound();
    const [before] = await repo.keys(owner, id.toLowerCase());
    if (!before) throw deviceKeyNotFound();
    if (await repo.revokeKey(before.id, actor.user?.id ?? null, now)) {
      await audit(trx, {
        actorId: actor.user?.id ?? null, action: 'device_key.revoke', recordType: 'device_key', recordId: before.id, clinicId: owner, ip: actor.ip,
        detail: { old: { revoked: false }, new: { revoked: true } },
      }, now);
    }
    const [after] = await repo.keys(owner, before.id);
    return after;
  };
  // In the caller's transaction when it has one (the demo data), else in one of its own.
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A clinic's device keys for its administrators (src/protocol/device-records.ts has the routes). */
export function deviceKeysService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const allowed = (user: User, clinicId: number) => {
    if (!mayAdminister(user, clinicId)) throw notClinicAdmin();
  };
  return {
    async list(user: User, clinicId: number): Promise<DeviceKey[]> {
      allowed(user, clinicId);
      return devicesRepository(db).keys(clinicId);
    },

    async issue(actor: { user: User; ip: string | null }, clinicId: number, body: NewDeviceKeyBody): Promise<IssuedDeviceKey> {
      allowed(actor.user, clinicId);
      const checked = checkNewKey(body);
      if ('errors' in checked) throw fieldErrors(checked.errors);
      const now = clock.now();
      return db.transaction().execute((trx) => issueDeviceKey(trx, actor, { clinicId, ...checked, now }));
    },

    async revoke(actor: { user: User; ip: string | null }, clinicId: number, id: string): Promise<DeviceKey> {
      allowed(actor.user, clinicId);
      return revokeDeviceKey(db, actor, clinicId, id, clock.now());
    },
  };
}

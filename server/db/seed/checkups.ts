import type { Db } from '../connection';
import { appendEvents, type Emit } from '../../events/event-store';
import { devicesRepository, freshSample, hashDeviceKey, ingestRecord, issueDeviceKey, revokeDeviceKey, type SampleName } from '../../features/devices';
import { DEMO_CLINIC_ID } from './clinics';
import { DEMO_OPERATOR } from './people';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo clinic's measurement kiosks' keys. DEMO ONLY: these strings are public (README), so a
 * real clinic issues its own keys (`/cadmin` or `npm run device-key`) and revokes these.
 * `npm run send-sample` sends with them by default.
 */
export const DEMO_DEVICE_KEYS = {
  T8X: 'dk_demo_t8x_kiosk_healthy_family',
  GS2: 'dk_demo_gs2_kiosk_healthy_family',
} as const;

/** A key the demo clinic revoked (a kiosk sending it gets 403). */
export const DEMO_REVOKED_DEVICE_KEY = 'dk_demo_t8x_old_kiosk_revoked';

const keyId = (n: number) => `00000000-0000-4000-9700-${String(n).padStart(12, '0')}`;
const recordId = (n: number) => `00000000-0000-4000-9710-${String(n).padStart(12, '0')}`;

export const DEMO_DEVICE_KEY_IDS = { T8X: keyId(1), GS2: keyId(2), revoked: keyId(3) } as const;
export const DEMO_DEVICE_RECORD_IDS = { t8x: recordId(1), gs2: recordId(2), held: recordId(3) } as const;

/**
 * The demo clinic's kiosks (issue 17): a T8X at the reception and a GS2 on the first floor, with
 * known demo keys, and an old kiosk's key, revoked. Then what they sent, stored through the
 * ingestion endpoint's own function (so the checkups are what a real kiosk's records become): the
 * demo patient's T8X checkup some weeks ago and GS2 checkup a few days ago (each with values out
 * of range), and a record of someone with no account yet, held for the clinic's operators. The
 * events are appended in the seed's transaction; nobody is connected to receive them.
 */
export async function seedCheckups(trx: Db, now: Date): Promise<void> {
  const at = (daysAgo: number, hour: number, minute: number) => new Date(Math.floor((now.getTime() - daysAgo * DAY) / DAY) * DAY + (hour * 60 + minute) * 60 * 1000);
  const clinicId = DEMO_CLINIC_ID;
  const keys = [
    { id: DEMO_DEVICE_KEY_IDS.T8X, label: 'კიოსკი — მიმღები', deviceType: 'T8X', key: DEMO_DEVICE_KEYS.T8X, issued: at(40, 7, 30) },
    { id: DEMO_DEVICE_KEY_IDS.GS2, label: 'კიოსკი GS2 — პირველი სართული', deviceType: 'GS2', key: DEMO_DEVICE_KEYS.GS2, issued: at(30, 7, 45) },
    { id: DEMO_DEVICE_KEY_IDS.revoked, label: 'ძველი კიოსკი — დერეფანი', deviceType: 'T8X', key: DEMO_REVOKED_DEVICE_KEY, issued: at(90, 8, 0) },
  ] as const;
  // Issued and revoked by the demo clinic's administrator.
  const actor = { user: { id: DEMO_OPERATOR.id }, ip: null };
  for (const k of keys) await issueDeviceKey(trx, actor, { clinicId, label: k.label, deviceType: k.deviceType, now: k.issued, key: k.key, id: k.id });
  await revokeDeviceKey(trx, actor, clinicId, DEMO_DEVICE_KEY_IDS.revoked, at(39, 9, 0));

  const emit: Emit = (events, opts) => appendEvents(trx, Array.isArray(events) ? events : [events as never], now, opts);
  const repo = devicesRepository(trx);
  const send = async (name: SampleName, key: string, measuredAt: Date, id: string) => {
    const row = await repo.keyByHash(hashDeviceKey(key));
    const record = freshSample(name, { measuredAt, timeZone: row!.timeZone });
    // Received a few minutes after the measurement, as a kiosk uploads when the person is done.
    const result = await ingestRecord(trx, emit, row!, record, new Date(measuredAt.getTime() + 4 * 60 * 1000), { recordId: id });
    if (result.status === 200) throw new Error(`demo record ${name} was already stored`);
  };
  await send('t8x-demo', DEMO_DEVICE_KEYS.T8X, at(23, 5, 35), DEMO_DEVICE_RECORD_IDS.t8x);
  await send('gs2-demo', DEMO_DEVICE_KEYS.GS2, at(3, 12, 10), DEMO_DEVICE_RECORD_IDS.gs2);
  await send('t8x-unknown-patient', DEMO_DEVICE_KEYS.T8X, at(1, 7, 20), DEMO_DEVICE_RECORD_IDS.held);
}

import { parseArgs } from 'node:util';
import { isUuid } from '../../src/protocol/common';
import type { Db } from '../db/connection';
import { checkNewKey, devicesRepository, issueDeviceKey, revokeDeviceKey } from '../features/devices';
import { runAsCommand } from './command-runner';

/**
 * `npm run device-key -- issue --clinic 1 --type T8X --label "Lobby kiosk"` issues a measurement
 * kiosk's key (issue 17) and prints it once; `… revoke --id <uuid>` revokes one; `… list --clinic 1`
 * lists a clinic's keys. On the database `npm start` uses (DATABASE_URL, else the embedded PGlite
 * in DATA_DIR), audited without an actor. Exits 1 for an unknown clinic or key (or a server
 * holding the embedded database), 2 for wrong arguments.
 */

export const USAGE = [
  'usage: npm run device-key -- issue --clinic <clinic id> --type T8X|GS2 --label "<label>"',
  '       npm run device-key -- revoke --id <key id>',
  '       npm run device-key -- list --clinic <clinic id>',
].join('\n');

export type DeviceKeyArgs =
  | { command: 'issue'; clinicId: number; label: string; deviceType: 'T8X' | 'GS2' }
  | { command: 'revoke'; id: string }
  | { command: 'list'; clinicId: number };

const fail = (why: string) => ({ error: `${why}\n${USAGE}` });

/** What the command was asked, or a line saying what is wrong with the arguments. */
export function parseDeviceKeyArgs(argv: string[]): DeviceKeyArgs | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { clinic: { type: 'string' }, type: { type: 'string' }, label: { type: 'string' }, id: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) return fail('say one of issue, revoke or list');
  const command = positionals[0];
  const clinic = values.clinic?.trim() ?? '';
  const clinicId = /^[1-9][0-9]{0,9}$/.test(clinic) && Number(clinic) <= 2_147_483_647 ? Number(clinic) : null;
  const allowed: Record<string, string[]> = { issue: ['clinic', 'type', 'label'], revoke: ['id'], list: ['clinic'] };
  if (!allowed[command]) return fail(`unknown command "${command}": say issue, revoke or list`);
  const extra = Object.keys(values).filter((k) => !allowed[command].includes(k));
  if (extra.length > 0) return fail(`${command} takes no --${extra[0]}`);
  if (command === 'revoke') {
    const id = values.id?.trim() ?? '';
    return isUuid(id) ? { command: 'revoke', id: id.toLowerCase() } : fail('--id must be a device key id (a UUID, as list prints it)');
  }
  if (clinicId === null) return fail('--clinic must be a clinic id (a positive whole number)');
  if (command === 'list') return { command: 'list', clinicId };
  const checked = checkNewKey({ label: values.label, device_type: values.type });
  if ('errors' in checked) {
    return fail(checked.errors.map((e) => (e.path === 'label' ? '--label must be 1 to 80 characters' : '--type must be T8X or GS2')).join('\n'));
  }
  return { command: 'issue', clinicId, label: checked.label, deviceType: checked.deviceType };
}

const row = (cells: string[]) => cells.join('  ');

/** Runs the command on an open database; answers the exit code and the lines to print. */
export async function runDeviceKey(db: Db, argv: string[], now = new Date()): Promise<{ code: number; line: string }> {
  const args = parseDeviceKeyArgs(argv);
  if ('error' in args) return { code: 2, line: args.error };
  const actor = { user: null, ip: null };
  try {
    if (args.command === 'revoke') {
      const key = await revokeDeviceKey(db, actor, null, args.id, now);
      return { code: 0, line: `Revoked: ${key.id} "${key.label}" (${key.device_type}, ${key.key_prefix}…) of clinic ${key.clinic_id}; kiosks sending it now get 403.` };
    }
    if ((await devicesRepository(db).clinicTimeZone(args.clinicId)) === null) return { code: 1, line: `No clinic ${args.clinicId}.` };
    if (args.command === 'list') {
      const keys = await devicesRepository(db).keys(args.clinicId);
      if (keys.length === 0) return { code: 0, line: `Clinic ${args.clinicId} has no device keys.` };
      return {
        code: 0,
        line: keys
          .map((k) => row([k.id, k.device_type, `${k.key_prefix}…`, `"${k.label}"`, `issued ${k.created_at}`, k.last_used_at ? `last used ${k.last_used_at}` : 'never used', `${k.records} records`, k.revoked_at ? `REVOKED ${k.revoked_at}` : 'active']))
          .join('\n'),
      };
    }
    const issued = await db.transaction().execute((trx) => issueDeviceKey(trx, actor, { clinicId: args.clinicId, label: args.label, deviceType: args.deviceType, now }));
    const k = issued.device_key;
    return {
      code: 0,
      line: [
        `Issued device key ${k.id} "${k.label}" (${k.device_type}) for clinic ${k.clinic_id}:`,
        issued.key,
        'Copy it into the kiosk now: it is not stored and cannot be shown again. The kiosk sends it as the header',
        'Authorization: Device <key>',
      ].join('\n'),
    };
  } catch (err) {
    return { code: 1, line: err instanceof Error ? err.message : String(err) };
  }
}

runAsCommand(import.meta.url, (db, argv) => runDeviceKey(db, argv), parseDeviceKeyArgs);

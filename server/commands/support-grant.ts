import { parseArgs } from 'node:util';
import type { Db } from '../db/connection';
import { setSupportByIdNumber } from '../features/reports';
import { runAsCommand } from './command-runner';

/**
 * `npm run support:grant -- --clinic 1 --id-number 01001000004 [--revoke]`: grants (or revokes)
 * the support role of a clinic (issue 14) to one of its staff, on the database `npm start` uses
 * (DATABASE_URL, else the embedded PGlite in DATA_DIR). Prints one line; exits 1 for an unknown
 * clinic or person, someone who is not staff of the clinic, or a server holding the embedded
 * database; 2 for wrong arguments.
 */

export const USAGE = 'usage: npm run support:grant -- --clinic <clinic id> --id-number <ID number> [--revoke]';

/** What the command was asked, or a line saying what is wrong with the arguments. */
export function parseSupportArgs(argv: string[]): { clinicId: number; idNumber: string; revoke: boolean } | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { clinic: { type: 'string' }, 'id-number': { type: 'string' }, revoke: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return { error: `${err instanceof Error ? err.message : String(err)}\n${USAGE}` };
  }
  const clinic = values.clinic?.trim() ?? '';
  const idNumber = values['id-number']?.trim() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(clinic) || Number(clinic) > 2_147_483_647) return { error: `--clinic must be a clinic id (a positive whole number)\n${USAGE}` };
  if (idNumber === '') return { error: `--id-number is required\n${USAGE}` };
  return { clinicId: Number(clinic), idNumber, revoke: values.revoke ?? false };
}

/** Runs the command on an open database; answers the exit code and the line to print. */
export async function runSupportGrant(db: Db, argv: string[], now = new Date()): Promise<{ code: number; line: string }> {
  const args = parseSupportArgs(argv);
  if ('error' in args) return { code: 2, line: args.error };
  try {
    return { code: 0, line: await setSupportByIdNumber(db, { ...args, now }) };
  } catch (err) {
    return { code: 1, line: err instanceof Error ? err.message : String(err) };
  }
}

runAsCommand(import.meta.url, (db, argv) => runSupportGrant(db, argv), parseSupportArgs);

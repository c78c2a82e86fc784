import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/connection';
import type { Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { setSupportByIdNumber } from '../features/reports';

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

/** True when something accepts connections on the server's port on this machine. */
function serverListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * The embedded PGlite is one process's database: a second process writing its files would
 * corrupt it, and the running server would not see the change. Answers why not to go on, or null.
 */
export async function embeddedDatabaseBusy(config: Config): Promise<string | null> {
  if (config.databaseUrl) return null;
  if (!(await serverListening(config.port))) return null;
  return (
    `Something is listening on port ${config.port}: if it is this clinic's server (npm start), stop it first. ` +
    `The embedded database in ${config.dataDir} can be used by one process at a time. (With DATABASE_URL the server may keep running.)`
  );
}

async function main(): Promise<number> {
  const args = parseSupportArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const config = loadConfig();
  const busy = await embeddedDatabaseBusy(config);
  if (busy) {
    console.error(busy);
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const { code, line } = await runSupportGrant(database.db, process.argv.slice(2));
    (code === 0 ? console.log : console.error)(line);
    return code;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

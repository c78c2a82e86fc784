import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';

/**
 * What every maintenance command (npm run support:grant, npm run device-key) shares: it runs on
 * the database `npm start` uses (DATABASE_URL, else the embedded PGlite in DATA_DIR), refuses to
 * open the embedded one while a server holds it, migrates it, prints one answer and exits with
 * its code (0 done, 1 refused, 2 wrong arguments).
 */

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

/** Runs `run` with the command's arguments as the process's command when `moduleUrl` is the script node started. */
export function runAsCommand(moduleUrl: string, run: (db: Db, argv: string[]) => Promise<{ code: number; line: string }>, checkArgs: (argv: string[]) => { error: string } | object): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const main = async (): Promise<number> => {
    const argv = process.argv.slice(2);
    const args = checkArgs(argv);
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
      const { code, line } = await run(database.db, argv);
      (code === 0 ? console.log : console.error)(line);
      return code;
    } finally {
      await database.close();
    }
  };
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

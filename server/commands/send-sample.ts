import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_DEVICE_KEYS } from '../db/seed/checkups';
import { SAMPLE_OF_TYPE, freshRecordNo, freshSample } from '../features/devices';

/**
 * `npm run send-sample -- [--type T8X|GS2] [--key <key>] [--url http://127.0.0.1:8080]
 * [--id-number <11 digits>] [--record-no <n>]`: sends a sample kiosk record (issue 17; the
 * fixtures in tests/fixtures/devices/) to a running server, as a kiosk would: a fresh RecordNo
 * (unless given), MeasureTime now, the demo patient unless another ID number is given, and the
 * demo kiosk key of that type unless another key is given. Prints the HTTP status and the
 * answer. Exits 0 for an answer in 2xx, 1 for any other answer or no server, 2 for wrong arguments.
 */

export const USAGE = 'usage: npm run send-sample -- [--type T8X|GS2] [--key <device key>] [--url http://127.0.0.1:8080] [--id-number <11 digits>] [--record-no <n>]';

export interface SendSampleArgs {
  deviceType: 'T8X' | 'GS2';
  key: string;
  url: string;
  idNumber: string | null;
  recordNo: string | null;
}

const fail = (why: string) => ({ error: `${why}\n${USAGE}` });

/** What the command was asked, or a line saying what is wrong with the arguments. */
export function parseSendSampleArgs(argv: string[]): SendSampleArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { type: { type: 'string' }, key: { type: 'string' }, url: { type: 'string' }, 'id-number': { type: 'string' }, 'record-no': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
  const type = (values.type ?? 'T8X').trim().toUpperCase();
  if (type !== 'T8X' && type !== 'GS2') return fail('--type must be T8X or GS2');
  const url = (values.url ?? 'http://127.0.0.1:8080').trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) return fail('--url must be the server\'s address, e.g. http://127.0.0.1:8080');
  const idNumber = values['id-number']?.trim() ?? null;
  if (idNumber !== null && !/^\d{11}$/.test(idNumber)) return fail('--id-number must be a personal ID number (11 digits)');
  const recordNo = values['record-no']?.trim() ?? null;
  if (recordNo !== null && !/^[0-9A-Za-z_-]{1,64}$/.test(recordNo)) return fail('--record-no must be 1 to 64 letters or digits');
  const key = values.key?.trim() ?? DEMO_DEVICE_KEYS[type];
  if (key === '') return fail('--key must not be empty');
  return { deviceType: type, key, url, idNumber, recordNo };
}

/** Sends the sample; answers the exit code and the lines to print. */
export async function runSendSample(argv: string[], now = new Date()): Promise<{ code: number; line: string }> {
  const args = parseSendSampleArgs(argv);
  if ('error' in args) return { code: 2, line: args.error };
  const record = freshSample(SAMPLE_OF_TYPE[args.deviceType], {
    recordNo: args.recordNo ?? freshRecordNo(now),
    measuredAt: now,
    ...(args.idNumber ? { idNumber: args.idNumber } : {}),
  });
  const target = `${args.url}/api/devices/records`;
  let res: Response;
  try {
    res = await fetch(target, { method: 'POST', headers: { authorization: `Device ${args.key}`, 'content-type': 'application/json' }, body: JSON.stringify(record), signal: AbortSignal.timeout(15_000) });
  } catch (err) {
    const cause = err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err);
    return { code: 1, line: `Could not reach ${target}: ${cause}. Is the server running (npm start)?` };
  }
  const text = await res.text();
  let answer = text;
  try {
    answer = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (a proxy's page): printed as it came.
  }
  return {
    code: res.ok ? 0 : 1,
    line: `${args.deviceType} record ${String(record.RecordNo)} (MeasureTime ${String(record.MeasureTime)}) → POST ${target}\nHTTP ${res.status}\n${answer}`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSendSample(process.argv.slice(2)).then(
    ({ code, line }) => {
      (code === 0 ? console.log : console.error)(line);
      process.exit(code);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}

import { readFileSync } from 'node:fs';
import { Value } from '@sinclair/typebox/value';
import { SessionLogSchema, type SessionLog } from '../../protocol/session-log';
import { logInFile } from '../../protocol/session-log-format';
import { headlessHost } from './headless';
import { installHeadlessGlobals } from './headless-globals';
import { replay } from './replayer';

/** A log file: a session log, or a problem report (`{ log: … }`) as the support API returns it. */
export function readLogFile(path: string): SessionLog {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const log = logInFile(data);
  if (!Value.Check(SessionLogSchema, log)) {
    const first = [...Value.Errors(SessionLogSchema, log)][0];
    throw new Error(`${path} is not a session log${first ? ` (${first.path || '/'}: ${first.message})` : ''}`);
  }
  return log;
}

const short = (v: unknown) => {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return s === undefined ? '' : s.length > 80 ? `${s.slice(0, 77)}…` : s;
};

/**
 * `npm run replay -- FILE…`: replays each log headlessly, printing each step's actor, event and
 * state, and ends with "replayed N of N steps, identical" or the first divergence. Resolves to
 * the number of logs that did not replay identically.
 */
export async function replayFiles(paths: string[], out: (line: string) => void, options: { quiet?: boolean } = {}): Promise<number> {
  installHeadlessGlobals();
  let failed = 0;
  for (const path of paths) {
    let log: SessionLog;
    try {
      log = readLogFile(path);
    } catch (error) {
      out(`${path}: ${(error as Error).message}`);
      failed++;
      continue;
    }
    if (paths.length > 1 || options.quiet) out(`${path} (build ${log.build}, ${log.steps.length} steps${log.dropped ? `, ${log.dropped} oldest dropped` : ''})`);
    let replayed = 0;
    let skipped = 0;
    let divergence: string | null = null;
    for await (const o of replay(log, headlessHost())) {
      const s = o.step;
      if (o.status === 'skipped') skipped++;
      else if (o.status === 'same') replayed++;
      if (!options.quiet && o.status !== 'diverged') {
        out(`${String(s.seq).padStart(5)} ${(s.t / 1000).toFixed(3).padStart(9)}s ${s.kind.padEnd(8)} ${s.actor.padEnd(28)} ${s.event.type}${o.state !== undefined ? ` → ${short(o.state)}` : ''}${o.status === 'skipped' ? ` (skipped: ${o.reason})` : ''}`);
      }
      if (o.status === 'diverged') divergence = `diverged at step ${s.seq} (${s.actor} ${s.event.type}): ${o.reason}`;
    }
    const total = log.steps.length;
    if (divergence) {
      out(`replayed ${replayed} of ${total} steps, then ${divergence}`);
      failed++;
    } else out(`replayed ${replayed} of ${total} steps, identical${skipped ? ` (${skipped} before the first page load the log holds could not be replayed)` : ''}`);
  }
  return failed;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headlessHost } from '../../src/app/replay/headless';
import { replay } from '../../src/app/replay/replayer';
import type { SessionLog } from '../../src/protocol/session-log';

/**
 * The demo data's problem report (server/db/seed/reports.ts) carries a real session log; support
 * opens it on a fresh start. When a machine it went through changes what it does, the log no
 * longer replays: record a new one (the demo patient, on a phone, writes to her doctor and
 * reports a problem with her session; or take the patient's log the reports browser test leaves
 * in test-results/session-logs) and save it as server/db/seed/demo-report-log.json.
 */
describe("the demo report's session log", () => {
  it('replays identically in the current machines', async () => {
    const log = JSON.parse(readFileSync(join(import.meta.dirname, '../../server/db/seed/demo-report-log.json'), 'utf8')) as SessionLog;
    const diverged: string[] = [];
    let steps = 0;
    for await (const o of replay(log, headlessHost())) {
      steps++;
      if (o.status === 'diverged') diverged.push(`step ${o.step.seq} ${o.step.actor} ${o.step.event.type}: ${o.reason}`);
    }
    expect(diverged, 'record the demo log again (see this file)').toEqual([]);
    expect(steps).toBe(log.steps.length);
    expect(log.steps.some((s) => s.event.type === 'user.sendText')).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../src/app/runtime';
import { headlessHost } from '../../src/app/replay/headless';
import { replay, type StepOutcome } from '../../src/app/replay/replayer';
import type { SessionLog } from '../../src/protocol/session-log';
import { fakeFetch, STARTUP_ROUTES } from '../support/render-app';

async function replayAll(log: SessionLog) {
  const out: StepOutcome[] = [];
  for await (const o of replay(log, headlessHost())) out.push(o);
  return out;
}

describe('replaying a session log headlessly', () => {
  it('plays a real runtime session back into the same machines with identical fingerprints', async () => {
    const { fetch } = fakeFetch(STARTUP_ROUTES);
    const runtime = createRuntime({ fetch, navigate: () => {}, currentPath: () => '/', reload: () => {}, initialAuthcode: null, defaultLocale: 'en' });
    await vi.waitFor(() => expect(runtime.statics.getSnapshot().value).toBe('ready'));
    runtime.app.send({ type: 'user.switchLocale', locale: 'ka' });
    await vi.waitFor(() => expect(runtime.locale.getSnapshot().context.locale).toBe('ka'));
    runtime.app.send({ type: 'alert.show', kind: 'danger', code: 'network' });
    const log = JSON.parse(JSON.stringify(runtime.exportLog())) as SessionLog;
    runtime.app.stop();

    const outcomes = await replayAll(log);
    const diverged = outcomes.filter((o) => o.status !== 'same');
    expect(diverged.map((o) => `${o.index} ${o.step.actor} ${o.step.event.type}: ${o.reason}`)).toEqual([]);
    expect(outcomes).toHaveLength(log.steps.length);
    expect(log.steps.length).toBeGreaterThan(10);
    expect(new Set(log.steps.map((s) => s.kind))).toEqual(new Set(['boot', 'start', 'internal', 'answer', 'intent', 'external']));

    // A log that does not match what the machines do is caught at the step where it stops matching.
    const tampered = structuredClone(log);
    const alert = tampered.steps.findIndex((s) => s.actor === 'app' && s.event.type === 'alert.show');
    (tampered.steps[alert].event as unknown as { code: string }).code = 'internal';
    const result = await replayAll(tampered);
    const first = result.find((o) => o.status === 'diverged');
    expect(first?.step.actor).toBe('app/alert');
    expect(first?.reason).toMatch(/reached a different state after alert.show/);
  });
});

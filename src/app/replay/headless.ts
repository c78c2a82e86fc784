import { createActor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { createRuntime } from '../runtime';
import { memoryStores, REPLAY_CLOCK } from './replay-world';
import { replayForm } from './replay-form';
import type { ReplayHost } from './replayer';

/**
 * Replays without a screen (`npm run replay`, the browser suite's guard): the runtime and the
 * flows' machines in their replay form, root actors started where the log started them.
 */
export function headlessHost(): ReplayHost {
  return {
    segment(boot, _recorder, inspect) {
      let runtime: ReturnType<typeof createRuntime> | null = null;
      let path = String((boot.event as { path?: unknown }).path ?? '/');
      const roots: AnyActorRef[] = [];
      const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
      return {
        async startApp(input) {
          runtime = createRuntime(
            {
              navigate: (p) => (path = p),
              currentPath: () => path,
              reload: () => {},
              initialAuthcode: null,
              defaultLocale: 'ka',
              setDocumentLanguage: () => {},
              origin: () => 'http://replay.invalid',
            },
            undefined,
            { appInput: input as never, machines: replayForm, stores: memoryStores(), clock: REPLAY_CLOCK, inspect },
          );
        },
        async startRoot(_name, flow, input) {
          if (!runtime) throw new Error('a screen started before the app');
          const logic = await runtime.loadFlow(flow as never);
          roots.push(createActor(logic as unknown as AnyActorLogic, { input, ...runtime.flowOptions }).start());
        },
        strictOrder: true,
        actor: async () => undefined,
        navigate: (p) => {
          path = p;
        },
        settle: async () => {},
        async waitFor(check) {
          for (let k = 0; k < 3; k++) {
            const v = check();
            if (v !== undefined) return v;
            await tick();
          }
          return check();
        },
        async prepareEvent(event) {
          if (event.type === 'runtime.liveLoaded' && runtime) return { ...event, logics: await runtime.liveLogics() };
          return event;
        },
        stop() {
          for (const r of roots) r.stop();
          runtime?.app.stop();
        },
      };
    },
  };
}

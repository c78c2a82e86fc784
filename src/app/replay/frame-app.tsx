import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import '../styles/first-visit.css';
// Every page can be replayed, so the frame has all the pages' styles from the start.
import '../styles/pages.css';
import '@fontsource/noto-sans-georgian/400.css';
import '@fontsource/noto-sans-georgian/500.css';
import '@fontsource/noto-sans-georgian/600.css';
import { loadMessages } from '../../i18n/messages';
import type { Language } from '../../protocol/common';
import type { FromReplayFrame, ReplayActorView, ReplayStepOutcome, ToReplayFrame } from '../../protocol/replay-frame';
import type { SessionLog } from '../../protocol/session-log';
import { App } from '../App';
import { isMachineLogic, logAs, toPlain } from '../event-log';
import { createRuntime } from '../runtime';
import { replayForm } from './replay-form';
import { memoryStores, REPLAY_CLOCK } from './replay-world';
import { replay, type ReplayHost, type StepOutcome } from './replayer';

/**
 * The replay frame (REPLAY_FRAME_PATH): the real app, rendered from a session log the replay page
 * posts to it. Nothing leaves the frame: every request and the socket are stand-ins that never
 * answer (the log's answers are delivered), timers never fire (the log's do), storage is its
 * own (src/app/replay/frame.tsx), the clock shows the recorded time, and the person's clicks do
 * nothing (the page covers the frame). The page asks for a step; the frame replays up to it
 * (from the start again to go back) and reports the outcomes and the actors' states.
 */

const RealDate = Date;
let clockOffset = 0;
/** `new Date()` and `Date.now()` give the recorded time of the step being shown (what the views print). */
class ReplayDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + clockOffset);
    else super(...(args as [string]));
  }
  static now() {
    return RealDate.now() + clockOffset;
  }
}
globalThis.Date = ReplayDate as DateConstructor;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function waitFor<T>(check: () => T | undefined, ms = 5000): Promise<T | undefined> {
  const until = RealDate.now() + ms;
  for (;;) {
    const v = check();
    if (v !== undefined || RealDate.now() > until) return v;
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}

let currentActors: () => ReadonlyMap<string, AnyActorRef> = () => new Map();

const pageHost = (element: HTMLElement): ReplayHost => ({
  segment(boot, _recorder, inspect, actors) {
    currentActors = actors;
    const start = String((boot.event as { path?: unknown }).path ?? '/');
    const memory = memoryLocation({ path: start, record: true });
    let runtime: ReturnType<typeof createRuntime> | null = null;
    let root: Root | null = null;
    let repaint = true;
    const roots: AnyActorRef[] = [];
    const navigate = (path: string) => {
      memory.navigate(path);
      repaint = true;
    };
    return {
      async startApp(input) {
        runtime = createRuntime(
          { navigate, currentPath: () => memory.history?.at(-1) ?? start, reload: () => {}, initialAuthcode: null, defaultLocale: 'ka' },
          undefined,
          { appInput: input as never, machines: replayForm, stores: memoryStores(), clock: REPLAY_CLOCK, inspect },
        );
        root = createRoot(element);
        root.render(
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            <App runtime={runtime} />
          </Router>,
        );
        repaint = true;
      },
      // The screens start their own actors, as they did for the person; the replay waits for them.
      // One a screen did not start (opened by something only the view knew, like a menu's dialog)
      // is started here with its recorded input, so the machines go on as they did.
      async startRoot(name, flow, input) {
        if (!runtime || (await waitFor(() => actors().get(name), 3000))) return;
        const logic = await runtime.loadFlow(flow as never);
        roots.push(createActor(logic as unknown as AnyActorLogic, { input, ...runtime.flowOptions }).start());
      },
      strictOrder: false,
      actor: (name) => waitFor(() => actors().get(name)),
      navigate,
      async settle() {
        await tick();
        if (!repaint) return;
        repaint = false;
        await nextFrame();
        await nextFrame();
      },
      waitFor: (check) => waitFor(check),
      async prepareEvent(event) {
        if (event.type === 'runtime.liveLoaded' && runtime) return { ...event, logics: await runtime.liveLogics() };
        const output = event.output as { $?: unknown; locale?: Language } | undefined;
        if (output?.$ === 'messages' && output.locale) return { ...event, output: logAs(await loadMessages(output.locale), { $: 'messages', locale: output.locale }) };
        return event;
      },
      stop() {
        for (const r of roots) r.stop();
        root?.unmount();
        runtime?.app.stop();
      },
    };
  },
});

const post = (message: FromReplayFrame) => parent.postMessage(message, location.origin);

/** The actors the replay has reached, by name, as the page shows them. */
function actorViews(): ReplayActorView[] {
  const views: ReplayActorView[] = [];
  for (const [name, ref] of currentActors()) {
    const snapshot = ref.getSnapshot() as { status?: string; value?: unknown; context?: unknown };
    // Machines only: the stand-ins for requests and sockets have no state to show.
    if (snapshot.status !== 'active' || !isMachineLogic((ref as unknown as { logic: unknown }).logic)) continue;
    views.push({ name, status: String(snapshot.status), value: snapshot.value ?? null, context: toPlain(snapshot.context ?? null, () => '[actor]') });
  }
  return views.sort((a, b) => a.name.localeCompare(b.name));
}

let log: SessionLog | null = null;
let run: AsyncGenerator<StepOutcome> | null = null;
let reached = -1;
let ended = false;
let work: Promise<void> = Promise.resolve();
const element = document.getElementById('root')!;

async function restart() {
  await run?.return(undefined);
  element.replaceChildren();
  run = replay(log!, pageHost(element));
  reached = -1;
  ended = false;
}

async function goto(index: number) {
  if (!log) return;
  if (!run || index < reached) await restart();
  const outcomes: ReplayStepOutcome[] = [];
  while (!ended && reached < index) {
    const next = await run!.next();
    if (next.done) {
      ended = true;
      break;
    }
    const o = next.value;
    reached = o.index;
    clockOffset = Date.parse(log.started_at) + o.step.t - RealDate.now();
    outcomes.push({ index: o.index, status: o.status, ...(o.reason ? { reason: o.reason } : {}) });
    if (o.status === 'diverged') ended = true;
  }
  if (reached >= log.steps.length - 1) ended = true;
  await nextFrame();
  await nextFrame();
  post({ type: 'replay.reached', index: reached, outcomes, actors: actorViews(), ended });
}

addEventListener('message', (e: MessageEvent<ToReplayFrame>) => {
  if (e.origin !== location.origin || e.source !== parent) return;
  const message = e.data;
  const fail = (error: unknown) => post({ type: 'replay.failed', message: error instanceof Error ? error.message : String(error) });
  if (message.type === 'replay.open') {
    const opened = message.log;
    work = work.then(async () => {
      await run?.return(undefined);
      run = null;
      log = opened;
      await goto(0);
    }).catch(fail);
  } else if (message.type === 'replay.goto') {
    const index = message.index;
    work = work.then(() => goto(index)).catch(fail);
  }
});

post({ type: 'replay.ready' });

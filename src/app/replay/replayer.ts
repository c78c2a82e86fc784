import type { AnyActorRef, InspectionEvent } from 'xstate';
import type { LoggedStep, SessionLog } from '../../protocol/session-log';
import { EventLog } from '../event-log';
import { flowNameOf } from '../flows';
import { revive } from './revive';

/** What happened to one step of the log in the replay. */
export interface StepOutcome {
  /** Index in the log's steps. */
  index: number;
  step: LoggedStep;
  /** `same`: the replay processed the same event and reached the same fingerprint. */
  status: 'same' | 'diverged' | 'skipped';
  /** Why it diverged or was skipped. */
  reason?: string;
  /** The replayed actor's state value after the step. */
  state?: unknown;
}

/** One page load of the log, replayed in a fresh runtime. */
export interface ReplaySegment {
  /** Creates the runtime with the recorded start of the root actor (`app`). */
  startApp(input: unknown): Promise<void>;
  /** Starts (headless) or waits for the screen to start (page) a flow's root actor. */
  startRoot(name: string, flow: string, input: unknown): Promise<void>;
  /** The replayed actor of that name, once it exists (the page may need a moment to open a screen). */
  actor(name: string): Promise<AnyActorRef | undefined>;
  /** The person went to another address. */
  navigate(path: string): void;
  /** Lets what the step set off settle (rendering, chunks) before the next step. */
  settle(): Promise<void>;
  /** Waits (briefly, on the page) until `check` gives a value; undefined if it never does. */
  waitFor<T>(check: () => T | undefined): Promise<T | undefined>;
  /**
   * Whether steps must come in the recorded order across actors (headless: everything is
   * synchronous and they do), or only each actor's own steps in their order (a page: a screen
   * may open a little sooner or later than it did for the person, its chunks being cached).
   */
  readonly strictOrder: boolean;
  /** Replaces values a replay must supply itself (the live channel's logics in `runtime.liveLoaded`). */
  prepareEvent(event: { type: string; [k: string]: unknown }): Promise<{ type: string; [k: string]: unknown }>;
  stop(): void;
}

/** Where a replay runs: headless (Node) or the replay page's frame. */
export interface ReplayHost {
  /**
   * A segment starting at `boot`; `inspect` must be every replayed actor's inspector, and
   * `actors` lists the replayed actors by name.
   */
  segment(boot: LoggedStep, recorder: EventLog, inspect: (ev: InspectionEvent) => void, actors: () => ReadonlyMap<string, AnyActorRef>): ReplaySegment;
}

/** Kinds the replay delivers from the log; `internal` steps (and child starts) it must produce itself. */
const DELIVERED = new Set(['intent', 'answer', 'failure', 'push', 'timer', 'external']);

/**
 * Plays a session log back into the same machines, step by step, and checks at every step that
 * the replay processed the same event in the same actor and reached the same fingerprint.
 * Segments start at page loads (`boot`); steps before the first kept page load (when the oldest
 * steps were dropped) cannot be replayed and are reported as skipped.
 */
export async function* replay(log: SessionLog, host: ReplayHost): AsyncGenerator<StepOutcome> {
  const steps = log.steps;
  let i = 0;
  while (i < steps.length && steps[i].kind !== 'boot') {
    yield { index: i, step: steps[i], status: 'skipped', reason: 'before the first page load the log still holds' };
    i++;
  }
  while (i < steps.length) {
    const boot = steps[i];
    let end = i + 1;
    while (end < steps.length && steps[end].kind !== 'boot') end++;
    yield { index: i, step: boot, status: 'same' };
    const diverged = yield* replaySegment(steps, i + 1, end, host, boot, log.build);
    if (diverged) return;
    i = end;
  }
}

async function* replaySegment(steps: readonly LoggedStep[], from: number, to: number, host: ReplayHost, boot: LoggedStep, build: string): AsyncGenerator<StepOutcome, boolean> {
  const recorder = new EventLog({ build, now: () => 0, wallNow: () => 0, language: () => '', viewport: () => ({ width: 0, height: 0 }), flowName: flowNameOf });
  const byName = new Map<string, AnyActorRef>();
  const actorNamed = (name: string) => byName.get(name);
  const stateOf = (name: string) => (byName.get(name)?.getSnapshot() as { value?: unknown } | undefined)?.value;
  /** The recorded start of each root actor, by name (`chatRoom#1`). */
  const starts = new Map<string, LoggedStep>();
  for (let i = from; i < to; i++) if (steps[i].kind === 'start') starts.set(steps[i].actor, steps[i]);
  /**
   * Views and the runtime's glue send events of their own; in a replay only the log does. A
   * screen starts its actors with what it computes (a fresh id seed, drafts from storage): a
   * replayed root is given the recorded input instead, that of the next recorded start of its
   * flow (taken when it starts, so an actor a screen makes and drops takes nothing).
   */
  const inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.actor') {
      const ref = ev.actorRef as AnyActorRef & { send: unknown; _parent?: unknown; logic: unknown; options: { input?: unknown } };
      ref.send = () => {};
      const flow = ref._parent ? undefined : flowNameOf(ref.logic);
      if (flow) {
        const n = [...byName.keys()].filter((k) => k.startsWith(`${flow}#`) && !k.includes('/')).length + 1;
        const start = starts.get(`${flow}#${n}`);
        if (start) ref.options = { ...ref.options, input: revive((start.event as { input?: unknown }).input, actorNamed) };
      }
    }
    if (ev.type === '@xstate.event') byName.set(recorder.nameOf(ev.actorRef), ev.actorRef as AnyActorRef);
    recorder.inspect(ev);
  };
  const segment = host.segment(boot, recorder, inspect, () => byName);
  const produced = () => recorder.list();
  let next = 0; // strict order: the next produced step to compare
  // Each actor's own order: its produced steps, and how many of them were compared.
  const byActor = new Map<string, LoggedStep[]>();
  const taken = new Map<string, number>();
  let grouped = 0;
  const nextOf = (actor: string): LoggedStep | undefined => {
    const all = produced();
    for (; grouped < all.length; grouped++) {
      const p = all[grouped];
      byActor.set(p.actor, [...(byActor.get(p.actor) ?? []), p]);
    }
    return byActor.get(actor)?.[taken.get(actor) ?? 0];
  };
  const take = (step: LoggedStep): LoggedStep | undefined => (segment.strictOrder ? produced()[next] : nextOf(step.actor));
  const advance = (step: LoggedStep) => {
    if (segment.strictOrder) next++;
    else taken.set(step.actor, (taken.get(step.actor) ?? 0) + 1);
  };

  try {
    for (let i = from; i < to; i++) {
      const step = steps[i];
      if (step.kind === 'location') {
        segment.navigate(String((step.event as { path?: unknown }).path ?? '/'));
        await segment.settle();
        yield { index: i, step, status: 'same' };
        continue;
      }
      if (step.kind === 'start') {
        const input = revive((step.event as { input?: unknown }).input, actorNamed);
        if (step.actor === 'app') await segment.startApp(input);
        else await segment.startRoot(step.actor, step.actor.replace(/#\d+$/, ''), input);
      } else if (DELIVERED.has(step.kind)) {
        const target = byName.get(step.actor) ?? (await segment.actor(step.actor));
        if (!target) {
          yield { index: i, step, status: 'diverged', reason: `${step.actor} does not exist in the replay (the screen or machine that starts it did not)` };
          return true;
        }
        const event = await segment.prepareEvent(revive(step.event, actorNamed) as { type: string });
        const system = (target as unknown as { system: { _relay(s: unknown, t: unknown, e: unknown): void } }).system;
        system._relay(undefined, target, event);
      }
      await segment.settle();
      // What the replay did must be this step (produced by delivery, or by an earlier step's machines).
      const got = take(step) ?? (await segment.waitFor(() => take(step)));
      if (!got) {
        yield { index: i, step, status: 'diverged', reason: `the replay did not process ${step.event.type} in ${step.actor}` };
        return true;
      }
      advance(step);
      if (got.actor !== step.actor || got.event.type !== step.event.type) {
        yield { index: i, step, status: 'diverged', reason: `expected ${step.actor} to process ${step.event.type}; the replay's ${got.actor} processed ${got.event.type}` };
        return true;
      }
      // A log taken while a step was under way (a report sends the log from inside its own send)
      // has no fingerprint for it yet: the event is checked, the state cannot be.
      if (step.fp === null) {
        yield { index: i, step, status: 'same', reason: 'the log was taken before this step finished, so its state was not recorded', state: stateOf(step.actor) };
        continue;
      }
      if (got.fp !== step.fp) {
        const hint = build !== BUILD_ID ? ` (the log was written by build ${build}, this is ${BUILD_ID})` : '';
        yield { index: i, step, status: 'diverged', reason: `${step.actor} reached a different state after ${step.event.type}: fingerprint ${got.fp ?? 'none'} instead of ${step.fp ?? 'none'}${hint}` };
        return true;
      }
      yield { index: i, step, status: 'same', state: stateOf(step.actor) };
    }
    return false;
  } finally {
    segment.stop();
  }
}

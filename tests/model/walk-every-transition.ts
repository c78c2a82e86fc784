import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  setup,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { adjacencyMapToArray, createTestModel, getStateNodes, serializeSnapshot, type StatePath, type TestParam } from 'xstate/graph';
import { Invocations, settle } from '../machines/shell-fakes';

/**
 * Model-based walks over a machine with invokes and delays.
 *
 * `createTestModel` refuses machines with `invoke` or `after`, so the model is the same machine
 * with each invoke's onDone/onError and each delayed transition turned into an ordinary transition
 * on the very event the real actor receives (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
 * `xstate.after.<delay>.<state id>`). Every path the model generates is then run against the
 * real machine (with fakes the walk settles: deferred promises and a SimulatedClock), checking
 * after every step that the real actor is where the model says, with the same context.
 */

/** An event as the walk tries it: a type and its payload. */
export type EventCase = { type: string; [key: string]: unknown };

/**
 * The event cases a walk tries: the same list in every state, or the cases for one model state
 * (a function keeps a machine with parallel regions and growing context to the states that
 * matter, and lets payloads follow the context, e.g. discarding the client ids the outbox holds).
 * A state only ever gets the cases of the event types it handles; a type the function gives no
 * case for is not tried in that state (the list form tries such a type bare, as `{ type }`).
 */
export type EventCases = EventCase[] | ((snapshot: AnyMachineSnapshot) => EventCase[]);

export interface Run<W> {
  clock: SimulatedClock;
  invocations: Invocations;
  /** Events the machine sent to its parent. */
  heard: EventObject[];
  /** This run's fake world (stored token, chosen language…). */
  world: W;
}

export interface WalkOptions<W> {
  /** The machine as the app builds it, with this run's fakes provided. */
  machine(run: Run<W>): AnyStateMachine;
  world(): W;
  input?: unknown;
  /** Event cases: the payloads each event type is tried with (done/error events need one each). */
  events: EventCases;
  /** Checked after every step: what must hold in every state (context, tags, fakes). */
  invariant?(snapshot: AnyMachineSnapshot, run: Run<W>): void;
  /** Checked after a step's event: its effects (what the parent heard, what was stored). */
  effects?(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<W>): void;
  /** Model states the walk goes no further from (a counter in context would otherwise grow forever). */
  stopWhen?(snapshot: AnyMachineSnapshot): boolean;
  /** Checked once a path is done and the real actor stopped (cleanups of invokes: the page was left). */
  stopped?(last: AnyMachineSnapshot, run: Run<W>): void;
}

export interface WalkResult {
  /** Every (state, event) → state edge of the model's adjacency map. */
  modelEdges: string[];
  /** The same edges as the real actor took them. */
  walkedEdges: string[];
  /** Every transition definition of the real machine the walk took (see `transitionsOf`). */
  taken: string[];
  paths: number;
}

const transitionKeyCache = new WeakMap<AnyTransitionDefinition, string>();

/** A readable, stable name for one transition of a machine: source, event, guard, targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const cached = transitionKeyCache.get(t);
  if (cached) return cached;
  const name = (n: AnyStateNode) => n.path.join('.') || '(root)';
  const isAlways = t.source.always?.includes(t) ?? false;
  const invoked = t.source.invoke.find((d) => t.eventType === `xstate.done.actor.${d.id}` || t.eventType === `xstate.error.actor.${d.id}`);
  const delayed = t.source.after.find((a) => a.eventType === t.eventType);
  const event = isAlways
    ? 'always'
    : invoked
      ? `${t.eventType.startsWith('xstate.done.') ? 'done' : 'error'} (${String(invoked.src)})`
      : delayed
        ? `after (${String(delayed.delay)})`
        : t.eventType;
  const guard = t.guard ? (typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'inline guard')) : null;
  const siblings: AnyTransitionDefinition[] = isAlways ? t.source.always! : (t.source.transitions.get(t.eventType) ?? []);
  const label = guard ?? (siblings.length > 1 ? 'else' : null);
  const targets = t.target?.length ? t.target.map(name).join(' + ') : '(stays)';
  const key = `${name(t.source)}: ${event}${label ? ` [${label}]` : ''} → ${targets}${t.reenter ? ' (re-entered)' : ''}`;
  transitionKeyCache.set(t, key);
  return key;
}

function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)];
}

/** Every transition of the machine (events, done/error of invokes, delays, always), by `transitionKey`. */
export function transitionsOf(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allNodes(machine)) {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys.sort();
}

const toArray = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** The model: the machine's own states, guards and context updates, with invokes and delays as plain events. */
export function toModelMachine(machine: AnyStateMachine): AnyStateMachine {
  const build = (node: AnyStateNode): Record<string, unknown> => {
    const { invoke, after, states: _states, on, ...rest } = node.config as Record<string, unknown> & {
      invoke?: unknown;
      after?: Record<string, unknown>;
      on?: Record<string, unknown>;
    };
    const events: Record<string, unknown> = { ...(on ?? {}) };
    toArray(invoke as Array<{ onDone?: unknown; onError?: unknown; onSnapshot?: unknown }>).forEach((config, i) => {
      const id = node.invoke[i].id;
      if (config.onSnapshot) throw new Error(`${node.id}: onSnapshot is not modelled`);
      if (config.onDone) events[`xstate.done.actor.${id}`] = config.onDone;
      if (config.onError) events[`xstate.error.actor.${id}`] = config.onError;
    });
    for (const [delay, transition] of Object.entries(after ?? {})) {
      const type = `xstate.after.${delay}.${node.id}`;
      if (!node.after.some((a) => a.eventType === type)) throw new Error(`${type}: not the event the machine schedules`);
      events[type] = transition;
    }
    const states = Object.fromEntries(Object.entries(node.states).map(([key, child]) => [key, build(child as AnyStateNode)]));
    return { ...rest, ...(Object.keys(events).length ? { on: events } : {}), ...(Object.keys(states).length ? { states } : {}) };
  };
  // Context updates (assign) stay; effects (custom and sendParent actions) are left to the real run.
  const implementations = machine.implementations as { actions: Record<string, unknown> };
  const actions = Object.fromEntries(
    Object.entries(implementations.actions).map(([name, a]) => [name, (a as { type?: string }).type === 'xstate.assign' ? a : () => {}]),
  );
  return createMachine(build(machine.root) as never, { ...implementations, actions } as never);
}

/** Event type → what settles it in the real run. */
function eventKinds(machine: AnyStateMachine) {
  const invokeSrc = new Map<string, string>();
  const delays = new Map<string, number>();
  const types = new Set<string>();
  const configured = (machine.implementations as { delays: Record<string, number> }).delays;
  for (const node of allNodes(machine)) {
    for (const type of node.transitions.keys()) types.add(type);
    for (const def of node.invoke) {
      if (typeof def.src !== 'string') throw new Error(`${node.id}: invoke a named actor so the walk can settle it`);
      invokeSrc.set(def.id, def.src);
    }
    for (const a of node.after) {
      const ms = typeof a.delay === 'number' ? a.delay : configured[a.delay as string];
      if (typeof ms !== 'number') throw new Error(`${a.eventType}: unknown delay`);
      delays.set(a.eventType, ms);
    }
  }
  return { invokeSrc, delays, types };
}

const edgeKey = (from: AnyMachineSnapshot, event: EventObject, to: AnyMachineSnapshot) =>
  `${serializeSnapshot(from)} --${JSON.stringify(event)}--> ${serializeSnapshot(to)}`;

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Walks the model: shortest paths to every state (as the model distinguishes them: value, context
 * and the transition that led there), plus one path for each edge those paths do not take
 * (self-loops), and runs each against a fresh real actor.
 */
export async function walkEveryTransition<W>(opts: WalkOptions<W>): Promise<WalkResult> {
  const sample = opts.machine(newRun(opts));
  const kinds = eventKinds(sample);
  // A machine that reached a final state is done: the real actor takes no more events.
  const stopWhen = (s: AnyMachineSnapshot) => s.status === 'done' || (opts.stopWhen?.(s) ?? false);
  const { events } = opts;
  const offered = typeof events === 'function' ? { filterEvents: (s: AnyMachineSnapshot, e: EventObject) => events(s).some((c) => c.type === e.type) } : {};
  const model = createTestModel(toModelMachine(sample), { events, input: opts.input, stopWhen, ...offered } as never);
  const adjacency = adjacencyMapToArray(model.getAdjacencyMap() as never) as Array<{ state: AnyMachineSnapshot; event: EventObject; nextState: AnyMachineSnapshot }>;
  const modelEdges = new Set(adjacency.map((e) => edgeKey(e.state, e.event, e.nextState)));

  const paths: Path[] = model.getShortestPaths() as never;
  const planned = new Set<string>();
  for (const p of paths) for (let i = 1; i < p.steps.length; i++) planned.add(edgeKey(p.steps[i - 1].state, p.steps[i].event, p.steps[i].state));
  // The first shortest path to each state, by its serialization (found once, not per edge: large models).
  const toEveryState = new Map<string, Path>();
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true }) as Path[]) {
    const key = serializeSnapshot(p.state);
    if (!toEveryState.has(key)) toEveryState.set(key, p);
  }
  for (const edge of adjacency) {
    const key = edgeKey(edge.state, edge.event, edge.nextState);
    if (planned.has(key)) continue;
    const head = toEveryState.get(serializeSnapshot(edge.state));
    if (!head) throw new Error(`no path reaches ${serializeSnapshot(edge.state)}`);
    paths.push({ state: edge.nextState, steps: [...head.steps, { state: edge.nextState, event: edge.event }], weight: head.weight + 1 });
    planned.add(key);
  }

  const walkedEdges = new Set<string>();
  const taken = new Set<string>();
  for (const path of paths) await runPath(path, opts, model, kinds, walkedEdges, taken);
  return { modelEdges: [...modelEdges].sort(), walkedEdges: [...walkedEdges].sort(), taken: [...taken].sort(), paths: paths.length };
}

/** What `describeModelWalk` needs: the machine with fakes, its transitions, and where to start. */
export interface ModelWalkSpec<W, I> {
  machine(run: Run<W>): AnyStateMachine;
  /** Every transition of the machine (by `transitionKey`) the walk was written for. */
  transitions: readonly string[];
  /** One walk per start: the machine's input and the event cases tried from it. */
  starts: ReadonlyArray<{ input: I; events: EventCases }>;
  /** A run's fake world, for the start it walks from. */
  world(input: I): W;
  invariant?: WalkOptions<W>['invariant'];
  effects?: WalkOptions<W>['effects'];
  stopWhen?: WalkOptions<W>['stopWhen'];
  stopped?: WalkOptions<W>['stopped'];
  timeout: number;
}

/**
 * The two tests of a model-based walk: the machine has exactly the transitions the walk was
 * written for (a new one fails until it is walked), and from every start the real actor behaves as
 * its model on every path, the walks together taking every transition.
 */
export function describeModelWalk<W, I = undefined>(title: string, spec: ModelWalkSpec<W, I>) {
  const transitions = () => transitionsOf(spec.machine({} as Run<W>));
  describe(title, () => {
    it('has exactly the transitions this walk was written for', () => {
      expect(transitions()).toEqual([...spec.transitions].sort());
    });

    it('behaves as its model on every path, and the paths together take every transition', async () => {
      const taken = new Set<string>();
      for (const { input, events } of spec.starts) {
        const result = await walkEveryTransition<W>({
          machine: spec.machine,
          world: () => spec.world(input),
          input,
          events,
          invariant: spec.invariant,
          effects: spec.effects,
          stopWhen: spec.stopWhen,
          stopped: spec.stopped,
        });
        expect(result.walkedEdges).toEqual(result.modelEdges);
        result.taken.forEach((t) => taken.add(t));
      }
      expect([...taken].sort()).toEqual(transitions());
    }, spec.timeout);
  });
}

function newRun<W>(opts: WalkOptions<W>): Run<W> {
  return { clock: new SimulatedClock(), invocations: new Invocations(), heard: [], world: opts.world() };
}

async function runPath<W>(
  path: Path,
  opts: WalkOptions<W>,
  model: ReturnType<typeof createTestModel>,
  kinds: ReturnType<typeof eventKinds>,
  walkedEdges: Set<string>,
  taken: Set<string>,
) {
  const run = newRun(opts);
  const parent = setup({ actors: { sut: opts.machine(run) } }).createMachine({
    invoke: { id: 'sut', src: 'sut', input: () => opts.input as never },
    on: { '*': { actions: ({ event }) => run.heard.push(event) } },
  });
  const actor = createActor(parent, {
    clock: run.clock,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep' && (ev.actorRef as AnyActorRef).id === 'sut') {
        for (const t of ev._transitions) if (t.source) taken.add(transitionKey(t));
      }
    },
  });
  actor.start();
  const sut: AnyActorRef = (actor.getSnapshot().children as Record<string, AnyActorRef>).sut;
  let previous = sut.getSnapshot() as AnyMachineSnapshot;
  let lastEvent: EventObject | null = null;

  const exec = async (step: { event: EventObject }) => {
    const { event } = step;
    const before = sut.getSnapshot() as AnyMachineSnapshot;
    if (event.type.startsWith('xstate.done.actor.')) {
      run.invocations.resolve(kinds.invokeSrc.get(event.type.slice('xstate.done.actor.'.length))!, (event as { output?: unknown }).output);
      await settle();
    } else if (event.type.startsWith('xstate.error.actor.')) {
      run.invocations.reject(kinds.invokeSrc.get(event.type.slice('xstate.error.actor.'.length))!, (event as { error?: unknown }).error);
      await settle();
    } else if (event.type.startsWith('xstate.after.')) {
      const ms = kinds.delays.get(event.type)!;
      run.clock.increment(ms - 1);
      expect(sut.getSnapshot().value, `${event.type} must not fire 1 ms early`).toEqual(before.value);
      run.clock.increment(1);
    } else {
      sut.send(event);
    }
    opts.effects?.(event as EventCase, before, sut.getSnapshot() as AnyMachineSnapshot, run);
    lastEvent = event;
  };
  const events = Object.fromEntries([...kinds.types].map((type) => [type, exec])) as TestParam<AnyMachineSnapshot, EventObject>['events'];
  const states = {
    '*': (expected: AnyMachineSnapshot) => {
      const real = sut.getSnapshot() as AnyMachineSnapshot;
      // Active, or done where the model reached a final state too; never crashed.
      expect(real.status, 'the machine must not crash').toBe(expected.status === 'done' ? 'done' : 'active');
      expect(real.value).toEqual(expected.value);
      expect(real.context).toEqual(expected.context);
      opts.invariant?.(real, run);
      if (lastEvent) walkedEdges.add(edgeKey(previous, lastEvent, real));
      previous = real;
    },
  };
  try {
    await model.testPath(path as never, { events, states } as never);
  } finally {
    actor.stop();
  }
  opts.stopped?.(previous, run);
}

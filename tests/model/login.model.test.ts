import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyEventObject, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { loginMachine, type LoginInput, type LoginSnapshot } from '../../src/machines/login/login.machine';
import type { CodeSent, Session } from '../../src/protocol/auth';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';

/**
 * Model-based test of the login machine: every edge of its state graph (the events a person,
 * the server and the clock can produce, with the answers below) is walked on the real actor with
 * fake services and a simulated clock, and every transition the machine declares must be taken.
 */

type ServiceName = 'fetch methods' | 'sign in with password' | 'request code' | 'sign in with code';

const session: Session = { token: 'tok', user: { id: 'u1', type: 'Patient', language: 'ka' } as unknown as User };
const sent: CodeSent = { sent_to: '+995 5** *** *01', expires_in: 300, resend_in: 1 };
const TICK = 'xstate.after.countdown tick.login.methods.code.delivery.waiting';

const done = (id: ServiceName, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: ServiceName, error: AppError) => ({ type: `xstate.error.actor.${id}`, error });

/** What a person, the server and the clock can do, with every kind of answer the machine tells apart. */
const EVENTS: AnyEventObject[] = [
  { type: 'user.changeIdentifier', value: ' 01001000001 ' },
  { type: 'user.submitIdentifier' },
  done('fetch methods', { methods: ['Password', 'PhoneCode', 'EmailCode'] }),
  done('fetch methods', { methods: ['EmailCode', 'PhoneCode'] }),
  done('fetch methods', { methods: [] }),
  failed('fetch methods', new AppError('auth.unknown_identifier', 422)),
  failed('fetch methods', new AppError('network', 0)),
  { type: 'user.chooseMethod', method: 'Password' },
  { type: 'user.chooseMethod', method: 'PhoneCode' },
  { type: 'user.chooseMethod', method: 'EmailCode' },
  { type: 'user.changePassword', value: 'demo-patient' },
  { type: 'user.submitPassword' },
  done('sign in with password', session),
  failed('sign in with password', new AppError('auth.invalid_credentials', 401)),
  done('request code', sent),
  failed('request code', new AppError('auth.code_resend_too_soon', 429, { errors: [{ path: 'code', code: 'auth.code_resend_too_soon' }], retryAfter: 1 })),
  failed('request code', new AppError('auth.code_delivery_failed', 502)),
  { type: TICK },
  { type: 'user.resendCode' },
  { type: 'user.changeCode', value: '123456' },
  { type: 'user.submitCode' },
  done('sign in with code', session),
  failed('sign in with code', new AppError('auth.code_invalid', 422, { errors: [{ path: 'code', code: 'auth.code_invalid' }] })),
  failed('sign in with code', new AppError('auth.too_many_attempts', 429, { retryAfter: 60 })),
  { type: 'user.goBack' },
];

/** The start-up variants: empty page, a query identifier, and coming back with one found unknown. */
const INPUTS: LoginInput[] = [{}, { identifier: '01001000001' }, { identifier: '12345678901', unknownIdentifier: '12345678901' }];

/** The state as far as the machine's behaviour can tell: its value and what its guards read. */
function serialize(s: { value: unknown; context: LoginSnapshot['context'] }): string {
  const c = s.context;
  return JSON.stringify({
    value: s.value,
    identifier: c.identifier.trim() !== '',
    unknown: c.unknownIdentifier !== null && c.identifier.trim() === c.unknownIdentifier,
    methods: c.methods,
    method: c.method,
    password: c.password !== '',
    code: c.code.length === 6,
    waiting: c.resendIn > 0,
    codeError: c.codeError !== null,
  });
}

/** Any machine's config, and the parts of a state's config the model rewrites. */
type AnyConfig = AnyStateMachine['config'];
type ConfigParts = Record<string, unknown> & { invoke?: Invocation | Invocation[]; after?: Record<string, unknown>; states?: Record<string, AnyConfig>; on?: Record<string, unknown> };
type Invocation = { id: string; onDone?: unknown; onError?: unknown };

/** The same machine with invocations and delays turned into the events they produce, as the graph walker needs. */
function toModelConfig(config: AnyConfig, path: string[]): AnyConfig {
  const { invoke, after, states, on, ...rest } = config as ConfigParts;
  const id = path.join('.');
  const extra: Record<string, unknown> = {};
  for (const inv of invoke ? [invoke].flat() : []) {
    extra[`xstate.done.actor.${inv.id}`] = inv.onDone;
    extra[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  for (const [delay, t] of Object.entries(after ?? {})) extra[`xstate.after.${delay}.${id}`] = t;
  const out: Record<string, unknown> = { ...rest, on: { ...(on ?? {}), ...extra } };
  if (states) out.states = Object.fromEntries(Object.entries(states).map(([k, v]) => [k, toModelConfig(v, [...path, k])]));
  return out as AnyConfig;
}

/** Every transition the machine declares, named `source event #n` (n = position among its guarded branches). */
function transitionNames(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const names = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, list] of node.transitions) list.forEach((t, i) => names.set(t, `${node.id} ${eventType} #${i}`));
    (node.always ?? []).forEach((t, i) => names.set(t, `${node.id} always #${i}`));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return names;
}

/** The real machine with fake services answering as each step of a path says. */
function realHarness(input: LoginInput) {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const fake = <T, I>(name: ServiceName) =>
    fromPromise<T, I>(() => new Promise<T>((resolve, reject) => pending.set(name, { resolve: resolve as (v: unknown) => void, reject })));
  const machine = loginMachine.provide({
    actors: {
      'fetch methods': fake('fetch methods'),
      'sign in with password': fake('sign in with password'),
      'request code': fake('request code'),
      'sign in with code': fake('sign in with code'),
    },
    actions: { 'store pending identifier': () => {}, 'forget pending identifier': () => {}, navigate: () => {}, 'go to redirect target': () => {}, 'sign in': () => {}, 'show alert': () => {} },
  });
  const names = transitionNames(machine);
  const taken = new Set<string>();
  const actor = createActor(machine, {
    input,
    clock,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of ev._transitions) taken.add(names.get(t) ?? `unknown ${t.eventType}`);
    },
  }).start();

  async function run(event: AnyEventObject) {
    const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (answer) {
      const p = pending.get(answer[2]);
      if (!p) throw new Error(`${answer[2]} was not running`);
      pending.delete(answer[2]);
      if (answer[1] === 'done') p.resolve(event.output);
      else p.reject(event.error);
      for (let i = 0; i < 5; i++) await Promise.resolve(); // the answer reaches the machine a microtask later
    } else if (event.type === TICK) {
      clock.increment(1000);
    } else {
      actor.send(event as never);
    }
  }
  return { actor, run, taken };
}

describe('the login machine model', () => {
  it('walks every edge of the state graph on the real actor, and takes every declared transition', async () => {
    const modelMachine = createMachine(toModelConfig(loginMachine.config, ['login']), loginMachine.implementations as never) as unknown as typeof loginMachine;
    const taken = new Set<string>();
    const declared = [...transitionNames(loginMachine).values()].sort();
    const walked = new Set<string>();
    let edges = 0;

    for (const input of INPUTS) {
      const model = createTestModel(modelMachine, {
        input,
        events: EVENTS as never,
        serializeState: (s: LoginSnapshot) => serialize(s),
        filterEvents: (s: LoginSnapshot, e: AnyEventObject) => s.can(e as never),
      } as never);
      const paths = model.getShortestPaths({ allowDuplicatePaths: true });
      const shortest = new Map(paths.map((p) => [serialize(p.state), p]));
      const adjacency = model.getAdjacencyMap();
      // Every path starts with the initial state (its first step is the machine's own start).
      const initial = serialize(paths[0].steps[0].state);

      // The start itself: each input opens the page in its own state.
      const start = realHarness(input);
      expect(serialize(start.actor.getSnapshot())).toBe(initial);
      start.taken.forEach((t) => taken.add(t));
      start.actor.stop();

      for (const [key, { transitions }] of Object.entries(adjacency)) {
        const from = shortest.get(key);
        if (!from) throw new Error(`no path to ${key}`);
        for (const [eventKey, { event, state }] of Object.entries(transitions as Record<string, { event: AnyEventObject; state: LoginSnapshot }>)) {
          // An edge already walked from another start (same state, same event) is not walked again.
          if (walked.has(`${key} ${eventKey}`)) continue;
          walked.add(`${key} ${eventKey}`);
          const steps = [...from.steps.slice(1), { event, state }];
          const real = realHarness(input);
          expect(serialize(real.actor.getSnapshot())).toBe(initial);
          for (const step of steps) {
            await real.run(step.event as AnyEventObject);
            expect(serialize(real.actor.getSnapshot()), `after ${step.event.type} on the path to ${key}`).toBe(serialize(step.state));
          }
          real.taken.forEach((t) => taken.add(t));
          real.actor.stop();
          edges++;
        }
      }
    }

    expect(declared.length).toBeGreaterThan(25);
    expect(edges).toBeGreaterThan(declared.length);
    expect([...taken].sort()).toEqual(declared);
  }, 120_000);
});

import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyStateNode, type AnyTransitionDefinition, type InspectionEvent } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { CodeSent, Session } from '../../src/protocol/auth';
import { AppError, fieldErrors } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { registrationMachine, type RegistrationEvent, type RegistrationSnapshot } from '../../src/machines/registration/registration.machine';

/**
 * Model-based test of the registration wizard: the graph of every state the model can reach with
 * the sample events below is walked edge by edge on a real actor (simulated clock, server answers
 * played back as the model's done/error events), and the transitions the actor took must be
 * every transition the machine has.
 *
 * `createTestModel` refuses machines that invoke actors or wait, so the model is the same machine
 * with each invoke's onDone/onError and each delayed transition written as the ordinary event the
 * running actor receives (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.…`).
 */
type StateConfig = {
  id?: string;
  invoke?: { id: string; onDone?: unknown; onError?: unknown } | { id: string; onDone?: unknown; onError?: unknown }[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};

function asModelConfig(node: StateConfig, path: string): StateConfig {
  const { invoke, after, on, states, ...rest } = node;
  const events: Record<string, unknown> = { ...on };
  for (const inv of invoke === undefined ? [] : Array.isArray(invoke) ? invoke : [invoke]) {
    if (inv.onDone) events[`xstate.done.actor.${inv.id}`] = inv.onDone;
    if (inv.onError) events[`xstate.error.actor.${inv.id}`] = inv.onError;
  }
  for (const [delay, transition] of Object.entries(after ?? {})) events[`xstate.after.${delay}.${path}`] = transition;
  const children = states && Object.fromEntries(Object.entries(states).map(([key, child]) => [key, asModelConfig(child, `${path}.${key}`)]));
  return { ...rest, ...(Object.keys(events).length ? { on: events } : {}), ...(children ? { states: children } : {}) };
}

const modelMachine = createMachine(
  asModelConfig(registrationMachine.config as StateConfig, registrationMachine.id) as typeof registrationMachine.config,
  registrationMachine.implementations as never,
);
// Opened by Login with the ID it found no account for: the notice about it is part of the model.
const INPUT = { identifier: '01001000099', unknownIdentifier: '01001000099', today: '2026-03-15', language: 'ka' as const };
const SENT: CodeSent = { sent_to: '+995 5** *** 234', expires_in: 300, resend_in: 2 };
const SESSION = { token: 'tok', user: { id: 'u1', type: 'Patient' } as User } satisfies Session;
const codeError = (code: 'auth.code_invalid' | 'auth.code_expired' | 'auth.code_resend_too_soon', retryAfter?: number) =>
  new AppError(code, code === 'auth.code_resend_too_soon' ? 429 : 422, { retryAfter, errors: [{ path: 'code', code }] });

const stateNode = (id: string) => registrationMachine.getStateNodeById(id);
const TICK = stateNode('registration.verifying.resend.counting').after[0].eventType;

/** Server answers the model plays: one per branch the machine distinguishes. */
const REQUEST_FAILURES = [
  fieldErrors([{ path: 'id_number', code: 'field.identifier_taken' }]),
  fieldErrors([{ path: 'birthdate', code: 'field.birthdate_future' }]),
  fieldErrors([{ path: 'phone_number', code: 'field.phone_taken' }]),
  fieldErrors([{ path: 'language', code: 'field.language' }]),
  codeError('auth.code_resend_too_soon', 1),
  new AppError('network', 0),
];
const REGISTER_FAILURES = [
  codeError('auth.code_invalid'),
  codeError('auth.code_expired'),
  fieldErrors([{ path: 'id_number', code: 'field.identifier_taken' }]),
  fieldErrors([{ path: 'birthdate', code: 'field.birthdate_format' }]),
  fieldErrors([{ path: 'phone_number', code: 'field.phone_taken' }]),
  new AppError('internal', 500),
];
const RESEND_FAILURES = [codeError('auth.code_resend_too_soon', 1), fieldErrors([{ path: 'id_number', code: 'field.identifier_taken' }]), fieldErrors([{ path: 'birthdate', code: 'field.birthdate_format' }]), fieldErrors([{ path: 'phone_number', code: 'field.phone_taken' }]), new AppError('network', 0)];

type ModelEvent = RegistrationEvent | { type: string; output?: unknown; error?: unknown };

/** Edits are offered one field at a time, in the order a person fills the form, to keep the graph small. */
function eventsFor(s: RegistrationSnapshot): ModelEvent[] {
  const { draft, birth, code, tries, unknownIdentifier, touched } = s.context;
  const firstEdit = <T extends ModelEvent>(candidates: [boolean, T][]): T[] => {
    const next = candidates.find(([missing]) => missing);
    return next ? [next[1]] : [];
  };
  if (s.matches('names')) {
    return [
      { type: 'user.next' },
      ...(unknownIdentifier ? [{ type: 'user.keepIdentifier' } as const] : []),
      ...firstEdit<ModelEvent>([
        [!draft.firstname, { type: 'user.edit', field: 'firstname', value: 'ნინო' }],
        [!draft.lastname, { type: 'user.edit', field: 'lastname', value: 'ბერიძე' }],
      ]),
    ];
  }
  if (s.matches('details')) {
    return [
      { type: 'user.next' },
      { type: 'user.back' },
      ...firstEdit<ModelEvent>([
        [!draft.gender, { type: 'user.chooseGender', gender: 'female' }],
        [!birth.day, { type: 'user.editBirthdate', part: 'day', value: '7' }],
        [!birth.month, { type: 'user.editBirthdate', part: 'month', value: '3' }],
        [!birth.year, { type: 'user.editBirthdate', part: 'year', value: '1958' }],
      ]),
    ];
  }
  if (s.matches('contact')) {
    return [
      { type: 'user.next' },
      { type: 'user.back' },
      // Leaving a field only shows its problem; one field is enough to take the transition.
      ...(touched.includes('password') ? [] : [{ type: 'user.leaveField', field: 'password' } as const]),
      ...firstEdit<ModelEvent>([
        [!draft.phone_number, { type: 'user.edit', field: 'phone_number', value: '555123456' }],
        [!draft.password, { type: 'user.edit', field: 'password', value: 'abc1234' }],
        [!draft.password_confirm, { type: 'user.edit', field: 'password_confirm', value: 'abc1234' }],
        [!draft.agreed, { type: 'user.toggleAgreement', agreed: true }],
        [true, { type: 'locale.changed', language: s.context.language === 'ka' ? 'en' : 'ka' }],
      ]),
    ];
  }
  if (s.matches('requestingCode')) {
    // A refused second request only matters when the code sent first may be reused.
    const failures = s.context.sentFor === null ? REQUEST_FAILURES : REQUEST_FAILURES.filter((e) => e.code === 'auth.code_resend_too_soon');
    return [{ type: 'xstate.done.actor.requestCode', output: SENT }, ...failures.map((error) => ({ type: 'xstate.error.actor.requestCode', error }))];
  }
  if (s.matches('verifying')) {
    const events: ModelEvent[] = [{ type: 'user.back' }, { type: 'user.submitCode' }, { type: 'user.resendCode' }, { type: TICK }];
    if (!code) events.push({ type: 'user.editCode', value: '123456' });
    if (s.matches({ verifying: { code: 'submitting' } })) {
      events.push({ type: 'xstate.done.actor.createAccount', output: SESSION });
      // One wrong code is enough to show the counter; more only repeat the same transitions.
      events.push(...REGISTER_FAILURES.filter((e) => tries === 0 || e.code !== 'auth.code_invalid').map((error) => ({ type: 'xstate.error.actor.createAccount', error })));
    }
    if (s.matches({ verifying: { code: 'resending' } })) {
      events.push({ type: 'xstate.done.actor.resendCode', output: SENT }, ...RESEND_FAILURES.map((error) => ({ type: 'xstate.error.actor.resendCode', error })));
    }
    return events;
  }
  return [];
}

/** Every transition the machine defines, including eventless and delayed ones. */
function allTransitions(): string[] {
  const nodes = (n: AnyStateNode): AnyStateNode[] => [n, ...Object.values(n.states).flatMap(nodes)];
  return nodes(registrationMachine.root).flatMap((n) => [...[...n.transitions.values()].flat(), ...(n.always ?? [])]).map(keyOf);
}

/**
 * A transition's place in the machine: its state, event and position among that state's
 * candidates. (The actor runs a provided copy of the machine, so the objects themselves differ.)
 */
function keyOf(t: AnyTransitionDefinition): string {
  const candidates = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id} ${t.eventType || 'always'} #${candidates.indexOf(t)}`;
}
/** Lets a settled promise actor report to its parent (a few microtask turns). */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** A real actor standing in for the system under test; the model's events drive it. */
function systemUnderTest(taken: Set<string>) {
  const clock = new SimulatedClock();
  const pending = new Map<string, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const deferred = <T>(id: string) => new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (v: unknown) => void, reject }));
  const effects: string[] = [];
  const machine = registrationMachine.provide({
    actors: {
      'request code': fromPromise(({ self }) => deferred<CodeSent>(self.id)),
      'create account': fromPromise(({ self }) => deferred<Session>(self.id)),
    },
    actions: {
      'sign in': () => effects.push('sign in'),
      'go to dashboard': () => effects.push('go to dashboard'),
      'forget pending identifier': () => effects.push('forget pending identifier'),
      'report failure': (_, params) => effects.push(`report ${params.error.code}`),
    },
  });
  const inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.microstep') ev._transitions.forEach((t) => taken.add(keyOf(t)));
  };
  const actor = createActor(machine, { clock, input: INPUT, inspect });
  actor.start();
  return {
    actor,
    effects,
    async exec(event: ModelEvent) {
      const actorId = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (actorId) {
        const slot = pending.get(actorId[2]);
        if (!slot) throw new Error(`${actorId[2]} is not running`);
        pending.delete(actorId[2]);
        const answer = event as { output?: unknown; error?: unknown };
        if (actorId[1] === 'done') slot.resolve(answer.output);
        else slot.reject(answer.error);
        await flush();
      } else if (event.type === TICK) {
        clock.increment(1000);
      } else {
        actor.send(event as RegistrationEvent);
      }
    },
  };
}

describe('registration wizard model', () => {
  // Language, error messages and the fields already left steer no transition: states differing only there are one vertex.
  const serializeState = (s: RegistrationSnapshot) => {
    const { language: _language, today: _today, errors: _errors, error: _error, touched: _touched, ...steering } = s.context;
    return JSON.stringify({ value: s.value, status: s.status, steering });
  };
  const sameEvent = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const model = createTestModel(modelMachine, {
    input: INPUT,
    serializeState: (s) => serializeState(s as unknown as RegistrationSnapshot),
    events: (s) => eventsFor(s as unknown as RegistrationSnapshot) as never[],
    // createTestModel also offers a bare `{ type }` of every other event the state accepts: only the samples count.
    filterEvents: (s, e) => eventsFor(s as unknown as RegistrationSnapshot).some((c) => sameEvent(c, e)),
  });
  const adjacency = model.getAdjacencyMap();
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });
  const pathTo = new Map(paths.map((p) => [serializeState(p.state as RegistrationSnapshot), p]));

  it('reaches every state of the wizard, the signed-in end included', () => {
    const reached = new Set(Object.values(adjacency).flatMap(({ state }) => [...state.tags]));
    expect([...reached].sort()).toEqual(['busy', 'can resend', 'confirm', 'contact', 'details', 'names', 'resending'].sort());
    expect(paths.some((p) => p.state.status === 'done')).toBe(true);
  });

  it('walks every edge on a real actor, agreeing with the model at each step, and takes every transition the machine has', async () => {
    const taken = new Set<string>();
    let edges = 0;
    for (const [key, { state, transitions }] of Object.entries(adjacency)) {
      const path = pathTo.get(key);
      if (!path) throw new Error(`no path to ${key}`);
      const steps = path.steps.map((s) => s.event);
      for (const { event, state: expected } of Object.values(transitions) as { event: ModelEvent; state: RegistrationSnapshot }[]) {
        const sut = systemUnderTest(taken);
        for (const e of steps) await sut.exec(e);
        expect(sut.actor.getSnapshot().value).toEqual(state.value);
        await sut.exec(event);
        const actual = sut.actor.getSnapshot();
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        if (expected.status === 'done') expect(sut.effects).toEqual(['sign in', 'forget pending identifier', 'go to dashboard']);
        sut.actor.stop();
        edges += 1;
      }
    }
    expect(edges).toBeGreaterThan(50);
    const all = allTransitions();
    expect(new Set(all).size).toBe(all.length);
    const missing = all.filter((t) => !taken.has(t));
    expect(missing).toEqual([]);
  }, 60_000);
});

import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { sessionWithFakes, user } from '../machines/shell-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** The token in the `session` cookie. */
  storedToken: string | null;
  /** Effects since the last step: 'go to login', 'reload root', 'log authcode failure'. */
  effects: string[];
}

const NINO = user();
const NINO_RENAMED = user({ firstname: { ka: 'ნინა', en: 'Nina' } });
const OFFLINE = new AppError('network', 0);
const EXPIRED = new AppError('unauthorized', 401);

/**
 * The interview cookie is modelled as a field of the sign-in event (or of the authcode
 * exchange's output), so the walk tries both.
 */
const flagged = (value: unknown) => typeof value === 'object' && value !== null && 'pendingInterview' in value && value.pendingInterview === true;
const hasInterview = (event: object) => flagged(event) || flagged((event as { output?: unknown }).output);

const machine = (run: Run<World>) =>
  sessionWithFakes({ calls: run.invocations, world: run.world, effect: (name) => run.world.effects.push(name), hasPendingInterview: hasInterview });

const EVENTS: EventCase[] = [
  { type: 'session.signedIn', token: 'T1', user: NINO, pendingInterview: false },
  { type: 'session.signedIn', token: 'T1', user: NINO, pendingInterview: true },
  { type: 'session.userUpdated', user: NINO_RENAMED },
  { type: 'xstate.done.actor.0.session.exchangingAuthcode', output: { token: 'T2', user: NINO, pendingInterview: false } },
  { type: 'xstate.done.actor.0.session.exchangingAuthcode', output: { token: 'T2', user: NINO, pendingInterview: true } },
  { type: 'xstate.error.actor.0.session.exchangingAuthcode', error: new AppError('auth.authcode_invalid', 422) },
  { type: 'xstate.done.actor.0.session.checking', output: NINO },
  { type: 'xstate.error.actor.0.session.checking', error: EXPIRED },
  { type: 'xstate.error.actor.0.session.checking', error: OFFLINE },
  { type: 'xstate.done.actor.0.session.signedIn.bindingInterview', output: null },
  { type: 'xstate.error.actor.0.session.signedIn.bindingInterview', error: new AppError('interview.not_found', 404) },
  { type: 'xstate.done.actor.0.session.loggingOut', output: null },
  { type: 'xstate.error.actor.0.session.loggingOut', error: OFFLINE },
];

function lastHeardUser(run: Run<World>): User | null {
  const changes = run.heard.filter((e) => e.type === 'session.userChanged') as unknown as Array<{ user: User | null }>;
  return changes.length ? changes[changes.length - 1].user : null;
}

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  // The cookie always holds the token the machine works with.
  expect(run.world.storedToken).toBe(s.context.token);
  // The parent always knows the current user (nobody before the first announcement).
  expect(lastHeardUser(run)).toBe(s.context.user);
  if (s.hasTag('signed in')) {
    expect(s.context.token).not.toBeNull();
    expect(s.context.user).not.toBeNull();
  }
  if (s.matches('signedOut')) expect(s.context).toMatchObject({ token: null, user: null });
  if (!s.matches('exchangingAuthcode')) expect(s.context.authcode).toBeNull();
  if (s.matches('checking')) expect(run.invocations.inputs('fetch user').at(-1)).toEqual({ token: s.context.token });
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const fresh = run.world.effects.splice(0);
  const endedHere = after.matches('signedOut') && !before.matches('signedOut');
  const loggedOut = endedHere && before.matches('loggingOut');
  const expired = endedHere && (before.matches('checking') || before.hasTag('signed in'));
  const authcodeFailed = before.matches('exchangingAuthcode') && event.type.startsWith('xstate.error.');
  expect(fresh.includes('reload root'), `reload after ${event.type}`).toBe(loggedOut);
  expect(fresh.includes('go to login'), `go to login after ${event.type}`).toBe(expired);
  expect(fresh.includes('log authcode failure'), `log after ${event.type}`).toBe(authcodeFailed);
}

/**
 * Every transition of the session machine. A new transition makes the first test fail until it is
 * added here and the walk's events can reach it (the second test fails if none takes it).
 */
const TRANSITIONS = [
  'starting: always [has authcode] → exchangingAuthcode',
  'starting: always [has token] → checking',
  'starting: always [else] → signedOut',
  'exchangingAuthcode: done (exchange authcode) [has pending interview] → signedIn.bindingInterview',
  'exchangingAuthcode: done (exchange authcode) [else] → signedIn',
  'exchangingAuthcode: error (exchange authcode) [has token] → checking',
  'exchangingAuthcode: error (exchange authcode) [else] → signedOut',
  'checking: done (fetch user) → signedIn',
  'checking: error (fetch user) [is unauthorized] → signedOut',
  'checking: error (fetch user) [else] → checkFailed',
  'checkFailed: after (recheck delay) → checking',
  'checkFailed: user.retry → checking',
  'signedOut: session.signedIn [has pending interview] → signedIn.bindingInterview',
  'signedOut: session.signedIn [else] → signedIn',
  'signedIn: session.userUpdated → (stays)',
  'signedIn: session.unauthorized → signedOut',
  'signedIn: user.logout → loggingOut',
  'signedIn.bindingInterview: done (bind interview) → signedIn.active',
  'signedIn.bindingInterview: error (bind interview) → signedIn.active',
  'loggingOut: done (revoke session) → signedOut',
  'loggingOut: error (revoke session) → signedOut',
];

/** Start-up without a token, with one, with an authcode link, and with both. */
const INPUTS = [
  { token: null, authcode: null },
  { token: 'T0', authcode: null },
  { token: null, authcode: 'AC' },
  { token: 'T0', authcode: 'AC' },
];

describeModelWalk<World, (typeof INPUTS)[number]>('the session machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: INPUTS.map((input) => ({ input, events: EVENTS })),
  world: (input) => ({ storedToken: input.token, effects: [] }),
  invariant,
  effects,
  timeout: 60_000,
});

import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { agreementErrors, agreementMachine, toAgreementBody, type AgreementContext } from '../../src/machines/agreement/agreement.machine';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

/* The first sign-in's gate walked as a model. */

interface World {
  announced: User[];
  calls: number;
}

const USER = { id: 'u-1', agreement_accepted: true } as User;
const ACCEPTED = 'xstate.done.actor.accept';
const FAILED = 'xstate.error.actor.accept';

const EVENTS: EventCase[] = [
  { type: 'user.setAccepted', accepted: true },
  { type: 'user.setAccepted', accepted: false },
  { type: 'user.setWithPassword', withPassword: true },
  { type: 'user.setWithPassword', withPassword: false },
  { type: 'user.edit', field: 'password', value: 'tbilisi-spring-7' },
  { type: 'user.edit', field: 'password_confirm', value: 'tbilisi-spring-7' },
  { type: 'user.submit' },
  { type: ACCEPTED, output: USER },
  { type: FAILED, error: new AppError('validation', 422, { errors: [{ path: 'password', code: 'field.password_common' }] }) },
  { type: FAILED, error: new AppError('network', 0) },
];

const machine = (run: Run<World>) =>
  agreementMachine.provide({
    actors: { 'accept agreement': fromPromise(({ input }) => run.invocations.start('accept agreement', input)) },
    actions: { 'announce user': (_, { user }) => run.world.announced.push(user) },
  });

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as AgreementContext;
  expect(s.hasTag('busy')).toBe(s.matches('accepting'));
  if (s.matches('accepting')) expect(run.invocations.inputs('accept agreement').at(-1)).toEqual(toAgreementBody(c));
  // The session hears the user exactly once, when accepted.
  expect(run.world.announced).toEqual(s.matches('accepted') ? [USER] : []);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = run.invocations.count('accept agreement') - run.world.calls;
  run.world.calls = run.invocations.count('accept agreement');
  const b = before.context as AgreementContext;
  if (event.type === 'user.submit' && before.matches('editing')) {
    const valid = agreementErrors(b).length === 0;
    expect(started).toBe(valid ? 1 : 0);
    if (!valid) expect((after.context as AgreementContext).errors).toEqual(agreementErrors(b));
  } else expect(started).toBe(0);
}

const TRANSITIONS = [
  'accepting: done (accept agreement) → accepted',
  'accepting: error (accept agreement) → editing',
  'editing: user.edit → (stays)',
  'editing: user.setAccepted → (stays)',
  'editing: user.setWithPassword → (stays)',
  'editing: user.submit [else] → (stays)',
  'editing: user.submit [form is valid] → accepting',
];

describeModelWalk<World>('the agreement gate machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events: EVENTS }],
  world: () => ({ announced: [], calls: 0 }),
  invariant,
  effects,
  timeout: 300_000,
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { agreementErrors, agreementMachine } from '../../src/machines/agreement/agreement.machine';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { Invocations, settle } from './shell-fakes';

const USER = { id: 'u-1', agreement_accepted: true } as User;

function start() {
  const calls = new Invocations();
  const announced: User[] = [];
  const actor = createActor(
    agreementMachine.provide({
      actors: { 'accept agreement': fromPromise(({ input }) => calls.start('accept agreement', input)) },
      actions: { 'announce user': (_, { user }) => announced.push(user) },
    }),
  ).start();
  return { actor, calls, announced };
}

describe('the first sign-in’s agreement gate', () => {
  it('accepts without a password and gives the fresh user to the session', async () => {
    const { actor, calls, announced } = start();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors).toEqual([{ path: 'accepted', code: 'field.agreement_required' }]);
    expect(calls.count('accept agreement')).toBe(0);
    actor.send({ type: 'user.setAccepted', accepted: true });
    expect(actor.getSnapshot().context.errors).toEqual([]);
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('accept agreement')).toEqual([{ accepted: true }]);
    calls.resolve('accept agreement', USER);
    await settle();
    expect(announced).toEqual([USER]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('sends a password only when the person chose to set one, with registration’s rules checked first', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.setAccepted', accepted: true });
    actor.send({ type: 'user.edit', field: 'password', value: 'short' });
    actor.send({ type: 'user.setWithPassword', withPassword: true });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors.map((e) => `${e.path}:${e.code}`)).toEqual(['password:field.password_short', 'password_confirm:field.password_mismatch']);
    actor.send({ type: 'user.edit', field: 'password', value: 'tbilisi-spring-7' });
    actor.send({ type: 'user.edit', field: 'password_confirm', value: 'tbilisi-spring-7' });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('accept agreement')).toEqual([{ accepted: true, password: 'tbilisi-spring-7', password_confirm: 'tbilisi-spring-7' }]);
    calls.reject('accept agreement', new AppError('validation', 422, { errors: [{ path: 'password', code: 'field.password_common' }] }));
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ errors: [{ path: 'password', code: 'field.password_common' }], password: 'tbilisi-spring-7' });
    // Turning the password off again: accepted without one.
    actor.send({ type: 'user.setWithPassword', withPassword: false });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('accept agreement').at(-1)).toEqual({ accepted: true });
    calls.reject('accept agreement', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('network');
  });

  it('lists the problems in the form’s order', () => {
    expect(agreementErrors({ accepted: false, withPassword: true, password: '', passwordConfirm: 'x' }).map((e) => e.path)).toEqual(['accepted', 'password', 'password_confirm']);
    expect(agreementErrors({ accepted: true, withPassword: false, password: '', passwordConfirm: 'x' })).toEqual([]);
  });
});

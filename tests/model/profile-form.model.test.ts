import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { profileFormMachine, saveRequestOf, type ProfileFormInput } from '../../src/machines/profile/profile-form.machine';
import { checkForm, hasChanges } from '../../src/machines/profile/profile-form.rules';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { user } from '../machines/shell-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** Users the form told the session about. */
  announced: User[];
}

const machine = (run: Run<World>) =>
  profileFormMachine.provide({
    actors: { 'save profile': fromPromise(({ input }) => run.invocations.start('save profile', input)) },
    actions: {
      'announce user': (_, { user }) => run.world.announced.push(user),
    },
  });

const SAVE = 'xstate.done.actor.0.profileForm.saving';
const REFUSED = 'xstate.error.actor.0.profileForm.saving';
const TAKEN = new AppError('validation', 422, { errors: [{ path: 'email', code: 'field.email_taken' }] });
const OFFLINE = new AppError('network', 0);

/**
 * The personal form and the password form (first password) with the changes a person makes:
 * a good change, one with a problem, and one back to what was saved; every kind of answer.
 */
const CASES: Array<{ input: ProfileFormInput; events: EventCase[] }> = [
  {
    input: { form: 'personal', user: user(), today: '2026-05-20' },
    events: [
      { type: 'user.change', values: { 'firstname.en': 'Nina' } },
      { type: 'user.change', values: { 'firstname.en': 'Nino' } },
      { type: 'user.change', values: { email: 'nino@' } },
      { type: 'user.submit' },
      { type: 'user.dismiss' },
      { type: SAVE, output: user({ firstname: { ka: 'ნინა', en: 'Nina' } }) },
      { type: REFUSED, error: TAKEN },
      { type: REFUSED, error: OFFLINE },
    ],
  },
  {
    input: { form: 'password', user: user({ password_set: false }), today: '2026-05-20' },
    events: [
      { type: 'user.change', values: { password: 'seven77', password_confirm: 'seven77' } },
      { type: 'user.change', values: { password_confirm: 'seven7' } },
      { type: 'user.submit' },
      { type: SAVE, output: user({ password_set: true }) },
      { type: REFUSED, error: new AppError('validation', 422, { errors: [{ path: 'password', code: 'field.password_common' }] }) },
      { type: REFUSED, error: OFFLINE },
    ],
  },
];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context;
  // Save is offered exactly when something changed and nothing is being sent.
  expect(s.can({ type: 'user.submit' })).toBe(!s.hasTag('busy') && hasChanges(c.values, c.saved));
  expect(s.hasTag('busy')).toBe(s.matches('saving'));
  expect(s.hasTag('saved')).toBe(s.matches('saved'));
  // What is sent is what was typed, and only when it passes the checks.
  if (s.matches('saving')) expect(run.invocations.inputs('save profile').at(-1)).toEqual(saveRequestOf(c));
  if (s.matches('saved')) expect(c.errors).toEqual([]);
  if (s.matches('failed')) expect(c.error).not.toBeNull();
  // The form never shows problems the checks found while it is being saved.
  if (s.matches('saving')) expect(checkForm(c.form, c.values, { passwordSet: c.passwordSet, today: c.today }).ok).toBe(true);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const announced = run.world.announced.splice(0);
  // The session hears the saved user once per save.
  expect(announced).toEqual(event.type === SAVE ? [event.output] : []);
  // A refusal is kept for the form to show itself (no general alert).
  if (event.type === REFUSED) {
    expect(after.matches('failed')).toBe(true);
    expect(after.context.error).toBe(event.error);
  }
  if (event.type === SAVE) expect(after.context.passwordSet).toBe((event.output as User).password_set);
  if (event.type === 'user.change') expect(after.context.values).toMatchObject(event.values as object);
  if (event.type === 'user.submit' && before.can(event) && after.matches('editing')) expect(after.context.errors.length).toBeGreaterThan(0);
}

const TRANSITIONS = [
  'editing: user.change → (stays)',
  'editing: user.submit [has changes with problems] → (stays)',
  'editing: user.submit [has changes] → saving',
  'saving: done (save profile) → saved',
  'saving: error (save profile) → failed',
  'saved: after (confirmation delay) → editing',
  'saved: user.change → editing',
  'saved: user.dismiss → editing',
  'failed: user.change → editing',
  'failed: user.submit → saving',
];

describeModelWalk<World, ProfileFormInput>('the profile form machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: CASES,
  world: () => ({ announced: [] }),
  invariant,
  effects,
  timeout: 120_000,
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { profileFormMachine } from '../../src/machines/profile/profile-form.machine';
import type { ProfileFormKind } from '../../src/machines/profile/profile-form.rules';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { Invocations, settle, user } from './shell-fakes';

const NINO = user();
const TODAY = '2026-05-20';

/** A form with a fake save call, a simulated clock and what it told the session. */
function start(form: ProfileFormKind, who: User = NINO) {
  const calls = new Invocations();
  const announced: User[] = [];
  const machine = profileFormMachine.provide({
    actors: { 'save profile': fromPromise(({ input }) => calls.start('save profile', input)) },
    actions: {
      'announce user': (_, { user }) => announced.push(user),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { form, user: who, today: TODAY } }).start();
  const canSave = () => actor.getSnapshot().can({ type: 'user.submit' });
  const errors = () => actor.getSnapshot().context.errors.map((e) => `${e.path}: ${e.code}`);
  return { actor, clock, calls, announced, canSave, errors };
}

describe('a profile form before anything is sent', () => {
  it('starts with the person’s values, birthdate split into day, month and year', () => {
    const { actor } = start('personal');
    expect(actor.getSnapshot().context.values).toEqual({
      'firstname.ka': 'ნინო',
      'firstname.en': 'Nino',
      'lastname.ka': 'ბერიძე',
      'lastname.en': 'Beridze',
      birth_day: '12',
      birth_month: '4',
      birth_year: '1990',
      gender: 'female',
      email: 'nino@example.ge',
    });
  });

  it('shows a Georgian mobile number grouped, and an unknown country as empty', () => {
    const { actor } = start('contact', user({ country: null }));
    expect(actor.getSnapshot().context.values).toEqual({ phone: '+995 555 00 00 01', country: '', email: 'nino@example.ge' });
  });

  it('keeps Save unavailable until something differs from what was saved, and again when it is changed back', () => {
    const { actor, canSave } = start('personal');
    expect(canSave()).toBe(false);
    actor.send({ type: 'user.change', values: { 'firstname.en': 'Nina' } });
    expect(canSave()).toBe(true);
    actor.send({ type: 'user.change', values: { 'firstname.en': 'Nino' } });
    expect(canSave()).toBe(false);
  });

  it('names every problem under its field and sends nothing', async () => {
    const { actor, calls, errors } = start('personal', user({ gender: null }));
    actor.send({ type: 'user.change', values: { 'firstname.ka': ' ', 'firstname.en': '', birth_year: '', email: 'nino@' } });
    actor.send({ type: 'user.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors()).toEqual(['firstname: field.required', 'birthdate: field.birthdate_format', 'gender: field.gender', 'email: field.email_format']);
    expect(calls.count('save profile')).toBe(0);
  });

  it('refuses a birthdate after today and accepts today', async () => {
    const { actor, calls, errors } = start('personal');
    actor.send({ type: 'user.change', values: { birth_day: '21', birth_month: '5', birth_year: '2026' } });
    actor.send({ type: 'user.submit' });
    expect(errors()).toEqual(['birthdate: field.birthdate_future']);
    actor.send({ type: 'user.change', values: { birth_day: '20' } });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls.inputs('save profile')[0]).toMatchObject({ form: 'personal', body: { birthdate: '2026-05-20' } });
  });

  it('clears a field’s problem as soon as that field changes, and keeps the others', () => {
    const { actor, errors } = start('personal');
    actor.send({ type: 'user.change', values: { 'lastname.ka': '', 'lastname.en': '', email: 'x' } });
    actor.send({ type: 'user.submit' });
    expect(errors()).toEqual(['lastname: field.required', 'email: field.email_format']);
    actor.send({ type: 'user.change', values: { 'lastname.en': 'Beridze' } });
    expect(errors()).toEqual(['email: field.email_format']);
  });
});

describe('saving personal information', () => {
  it('sends both languages of both names trimmed, the composed birthdate, gender and a blank e-mail as none', async () => {
    const { actor, calls } = start('personal');
    actor.send({ type: 'user.change', values: { 'firstname.en': '  Nina ', birth_day: '3', birth_month: '11', email: ' ' } });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.inputs('save profile')).toEqual([
      {
        form: 'personal',
        body: { firstname: { ka: 'ნინო', en: 'Nina' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birthdate: '1990-11-03', gender: 'female', email: null },
      },
    ]);
  });

  it('takes the server’s user, tells the session and shows the confirmation for exactly 5 s', async () => {
    const { actor, clock, calls, announced, canSave } = start('personal');
    actor.send({ type: 'user.change', values: { 'firstname.en': 'Nina' } });
    actor.send({ type: 'user.submit' });
    const saved = user({ firstname: { ka: 'ნინა', en: 'Nina' } });
    calls.resolve('save profile', saved);
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(announced).toEqual([saved]);
    expect(actor.getSnapshot().context.values['firstname.ka']).toBe('ნინა');
    expect(canSave()).toBe(false);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('saved');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('goes back to editing when the person types during the confirmation, or closes it', async () => {
    const { actor, calls } = start('personal');
    actor.send({ type: 'user.change', values: { 'firstname.en': 'Nina' } });
    actor.send({ type: 'user.submit' });
    calls.resolve('save profile', user({ firstname: { ka: 'ნინო', en: 'Nina' } }));
    await settle();
    actor.send({ type: 'user.change', values: { email: 'nina@example.ge' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.email).toBe('nina@example.ge');

    actor.send({ type: 'user.submit' });
    calls.resolve('save profile', user({ email: 'nina@example.ge' }));
    await settle();
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the server’s field refusals under their fields', async () => {
    const { actor, calls, errors, announced } = start('personal');
    actor.send({ type: 'user.change', values: { email: 'taken@example.ge' } });
    actor.send({ type: 'user.submit' });
    calls.reject('save profile', new AppError('validation', 422, { errors: [{ path: 'email', code: 'field.email_taken' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(errors()).toEqual(['email: field.email_taken']);
    expect(announced).toEqual([]);
    actor.send({ type: 'user.change', values: { email: 'free@example.ge' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(errors()).toEqual([]);
  });

  it('keeps what was typed when the server cannot be reached, shows why and sends it again on Save', async () => {
    const { actor, calls } = start('personal');
    actor.send({ type: 'user.change', values: { 'lastname.en': 'Beridze-Kapanadze' } });
    actor.send({ type: 'user.submit' });
    const offline = new AppError('network', 0);
    calls.reject('save profile', offline);
    await settle();
    // The form shows the failure itself, not in the general alert.
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(offline);
    expect(actor.getSnapshot().context.values['lastname.en']).toBe('Beridze-Kapanadze');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(calls.count('save profile')).toBe(2);
  });
});

describe('saving contact information', () => {
  it('adds +995 to a 9-digit mobile number, upper-cases the country and sends the e-mail', () => {
    const { actor, calls } = start('contact');
    actor.send({ type: 'user.change', values: { phone: '599 12 34 56', country: 'de', email: 'nino@example.com' } });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('save profile')).toEqual([{ form: 'contact', body: { phone: '+995599123456', country: 'DE', email: 'nino@example.com' } }]);
  });

  it('refuses a Georgian number of the wrong length and an unknown country', () => {
    const { actor, calls, errors } = start('contact');
    actor.send({ type: 'user.change', values: { phone: '+995 599 12 34', country: 'XX' } });
    actor.send({ type: 'user.submit' });
    expect(errors()).toEqual(['phone: field.phone_format', 'country: field.format']);
    expect(calls.count('save profile')).toBe(0);
  });

  it('sends a cleared phone as none', () => {
    const { actor, calls } = start('contact');
    actor.send({ type: 'user.change', values: { phone: '' } });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('save profile')).toEqual([{ form: 'contact', body: { phone: null, country: 'GE', email: 'nino@example.ge' } }]);
  });
});

describe('the password form', () => {
  it('asks for the current password when one is set, a new one longer than 6 characters and the same confirmation', () => {
    const { actor, calls, errors } = start('password');
    actor.send({ type: 'user.change', values: { password: '123456', password_confirm: '1234567' } });
    actor.send({ type: 'user.submit' });
    expect(errors()).toEqual(['current_password: field.required', 'password: field.password_short', 'password_confirm: field.password_mismatch']);
    expect(actor.getSnapshot().context.errors[1].params).toEqual({ min: 7 });
    expect(calls.count('save profile')).toBe(0);
  });

  it('forgets a mismatch as soon as either password changes', () => {
    const { actor, errors } = start('password', user({ password_set: false }));
    actor.send({ type: 'user.change', values: { password: 'a-long-one', password_confirm: 'a-long-on' } });
    actor.send({ type: 'user.submit' });
    expect(errors()).toEqual(['password_confirm: field.password_mismatch']);
    actor.send({ type: 'user.change', values: { password: 'a-long-on' } });
    expect(errors()).toEqual([]);
  });

  it('sends the current password with a change, and a change is not a first password', async () => {
    const { actor, calls } = start('password');
    actor.send({ type: 'user.change', values: { current_password: 'old-secret', password: 'new-secret', password_confirm: 'new-secret' } });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('save profile')).toEqual([{ form: 'password', body: { current_password: 'old-secret', password: 'new-secret', password_confirm: 'new-secret' } }]);
    calls.resolve('save profile', user());
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ passwordSet: true, firstPasswordSet: false });
  });

  it('sets a first password without a current one, then empties the form and asks for the current one next time', async () => {
    const { actor, calls, announced } = start('password', user({ password_set: false }));
    actor.send({ type: 'user.change', values: { password: 'seven77', password_confirm: 'seven77' } });
    actor.send({ type: 'user.submit' });
    expect(calls.inputs('save profile')).toEqual([{ form: 'password', body: { password: 'seven77', password_confirm: 'seven77' } }]);
    const withPassword = user({ password_set: true });
    calls.resolve('save profile', withPassword);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ passwordSet: true, firstPasswordSet: true, values: { current_password: '', password: '', password_confirm: '' } });
    expect(announced).toEqual([withPassword]);
  });

  it('shows a wrong current password and a common new one under their fields', async () => {
    const { actor, calls, errors } = start('password');
    actor.send({ type: 'user.change', values: { current_password: 'guess', password: 'password1', password_confirm: 'password1' } });
    actor.send({ type: 'user.submit' });
    calls.reject(
      'save profile',
      new AppError('validation', 422, { errors: [{ path: 'current_password', code: 'field.password_wrong' }, { path: 'password', code: 'field.password_common' }] }),
    );
    await settle();
    expect(errors()).toEqual(['current_password: field.password_wrong', 'password: field.password_common']);
    expect(actor.getSnapshot().context.values.password).toBe('password1');
  });
});

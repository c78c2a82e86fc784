import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeSent, RegistrationBody, RegistrationSubmitBody, Session } from '../../src/protocol/auth';
import { AppError, fieldErrors } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { registrationMachine, type RegistrationActorRef, type RegistrationEvent } from '../../src/machines/registration/registration.machine';

const TODAY = '2026-03-15';
const SENT: CodeSent = { sent_to: '+995 5** *** 234', expires_in: 300, resend_in: 60 };
const USER = { id: 'u1', type: 'Patient', id_number: '01001000099', firstname: { ka: 'ნინო', en: 'ნინო' }, lastname: { ka: 'ბერიძე', en: 'ბერიძე' } } as unknown as User;
const SESSION: Session = { token: 'tok-1', user: USER };

type Answer<T> = () => T | Promise<T>;

/** A registration actor over scripted server answers; records requests and provided actions. */
function start(opts: { identifier?: string; unknownIdentifier?: string; requestAnswers?: Answer<CodeSent>[]; registerAnswers?: Answer<Session>[] } = {}) {
  const clock = new SimulatedClock();
  const requests: RegistrationBody[] = [];
  const submissions: RegistrationSubmitBody[] = [];
  const effects: string[] = [];
  const failures: AppError[] = [];
  const signedIn: Session[] = [];
  const requestAnswers = [...(opts.requestAnswers ?? [])];
  const registerAnswers = [...(opts.registerAnswers ?? [])];
  const machine = registrationMachine.provide({
    actors: {
      'request code': fromPromise(async ({ input }: { input: RegistrationBody }) => {
        requests.push(input);
        const answer = requestAnswers.shift();
        return answer ? answer() : SENT;
      }),
      'create account': fromPromise(async ({ input }: { input: RegistrationSubmitBody }) => {
        submissions.push(input);
        const answer = registerAnswers.shift();
        return answer ? answer() : SESSION;
      }),
    },
    actions: {
      'sign in': (_, params) => {
        signedIn.push(params);
        effects.push('sign in');
      },
      'go to dashboard': () => effects.push('go to dashboard'),
      'forget pending identifier': () => effects.push('forget pending identifier'),
      'report failure': (_, params) => failures.push(params.error),
    },
  });
  const actor = createActor(machine, { clock, input: { identifier: opts.identifier ?? '01001000099', unknownIdentifier: opts.unknownIdentifier, today: TODAY, language: 'ka' } });
  actor.start();
  return { actor, clock, requests, submissions, effects, failures, signedIn };
}

const send = (actor: RegistrationActorRef, ...events: RegistrationEvent[]) => events.forEach((e) => actor.send(e));
const step = (actor: RegistrationActorRef) => (['names', 'details', 'contact', 'confirm'] as const).find((s) => actor.getSnapshot().hasTag(s));
const errorCodes = (actor: RegistrationActorRef) => actor.getSnapshot().context.errors.map((e) => `${e.path}:${e.code}`);

function fillNames(actor: RegistrationActorRef) {
  send(actor, { type: 'user.edit', field: 'firstname', value: 'ნინო' }, { type: 'user.edit', field: 'lastname', value: 'ბერიძე' }, { type: 'user.next' });
}
function fillDetails(actor: RegistrationActorRef, date = { day: '7', month: '3', year: '1958' }) {
  send(
    actor,
    { type: 'user.chooseGender', gender: 'female' },
    { type: 'user.editBirthdate', part: 'day', value: date.day },
    { type: 'user.editBirthdate', part: 'month', value: date.month },
    { type: 'user.editBirthdate', part: 'year', value: date.year },
    { type: 'user.next' },
  );
}
function fillContact(actor: RegistrationActorRef, password = 'tbilisi-2026') {
  send(
    actor,
    { type: 'user.edit', field: 'phone_number', value: '555 12 34 56' },
    { type: 'user.edit', field: 'password', value: password },
    { type: 'user.edit', field: 'password_confirm', value: password },
    { type: 'user.toggleAgreement', agreed: true },
  );
}
async function reachCode(ctx: ReturnType<typeof start>) {
  fillNames(ctx.actor);
  fillDetails(ctx.actor);
  fillContact(ctx.actor);
  ctx.actor.send({ type: 'user.next' });
  await waitFor(ctx.actor, (s) => s.hasTag('confirm'));
}
async function pressNextOnContact(ctx: ReturnType<typeof start>) {
  fillNames(ctx.actor);
  fillDetails(ctx.actor);
  fillContact(ctx.actor);
  ctx.actor.send({ type: 'user.next' });
  await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
}
/** Moves the clock on as time passes: the countdown schedules each second when the last one ends. */
function advance(clock: SimulatedClock, ms: number) {
  for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
}
const rejecting = (err: AppError) => () => Promise.reject(err);

describe('registration step 1: names and ID', () => {
  it('starts on step 1 with the identifier Login handed over, trimmed', () => {
    const { actor } = start({ identifier: ' 01001000099 ' });
    expect(step(actor)).toBe('names');
    expect(actor.getSnapshot().context.draft.id_number).toBe('01001000099');
    expect(actor.getSnapshot().context.draft.country_code).toBe('+995');
  });

  it('stays on step 1 and names every missing field when Next is pressed too early', () => {
    const { actor } = start({ identifier: '' });
    actor.send({ type: 'user.next' });
    expect(step(actor)).toBe('names');
    expect(errorCodes(actor)).toEqual(['firstname:field.required', 'lastname:field.required', 'id_number:field.required']);
  });

  it('refuses an ID that is neither a personal nor a passport number', () => {
    const { actor } = start({ identifier: '12-34' });
    fillNames(actor);
    expect(step(actor)).toBe('names');
    expect(errorCodes(actor)).toEqual(['id_number:field.identifier_format']);
  });

  it('clears a field error as soon as that field is edited', () => {
    const { actor } = start({ identifier: '' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.edit', field: 'lastname', value: 'ბ' });
    expect(errorCodes(actor)).toEqual(['firstname:field.required', 'id_number:field.required']);
  });

  it('moves to step 2 when names and ID are filled in', () => {
    const { actor } = start();
    fillNames(actor);
    expect(step(actor)).toBe('details');
    expect(actor.getSnapshot().context.errors).toEqual([]);
  });
});

describe('registration step 1: the ID Login found no account for', () => {
  const unknown = (actor: RegistrationActorRef) => actor.getSnapshot().context.unknownIdentifier;

  it('keeps the ID Login could not find for the notice until the person goes on with it', () => {
    const { actor } = start({ identifier: '01001000099', unknownIdentifier: ' 01001000099 ' });
    expect(unknown(actor)).toBe('01001000099');
    actor.send({ type: 'user.keepIdentifier' });
    expect(unknown(actor)).toBeNull();
    expect(step(actor)).toBe('names');
    expect(actor.getSnapshot().context.draft.id_number).toBe('01001000099');
  });

  it('has no notice when the wizard opened without one, or with another ID than Login looked for', () => {
    expect(unknown(start({ identifier: '01001000099' }).actor)).toBeNull();
    expect(unknown(start({ identifier: '01001000099', unknownIdentifier: '01001000098' }).actor)).toBeNull();
  });

  it('drops the notice once the ID is edited: another number is not the one Login looked for', () => {
    const { actor } = start({ identifier: '01001000099', unknownIdentifier: '01001000099' });
    actor.send({ type: 'user.edit', field: 'firstname', value: 'ნინო' });
    expect(unknown(actor)).toBe('01001000099');
    actor.send({ type: 'user.edit', field: 'id_number', value: '01001000098' });
    expect(unknown(actor)).toBeNull();
  });

  it('drops the notice when the person moves on to step 2, and it does not come back with Back', () => {
    const { actor } = start({ identifier: '01001000099', unknownIdentifier: '01001000099' });
    actor.send({ type: 'user.next' });
    expect(unknown(actor)).toBe('01001000099');
    fillNames(actor);
    expect(step(actor)).toBe('details');
    actor.send({ type: 'user.back' });
    expect(unknown(actor)).toBeNull();
  });
});

describe('registration step 2: gender and birthdate', () => {
  it('requires a gender with the "Bad gender value" code', () => {
    const { actor } = start();
    fillNames(actor);
    send(actor, { type: 'user.editBirthdate', part: 'day', value: '1' }, { type: 'user.editBirthdate', part: 'month', value: '1' }, { type: 'user.editBirthdate', part: 'year', value: '1980' }, { type: 'user.next' });
    expect(step(actor)).toBe('details');
    expect(errorCodes(actor)).toEqual(['gender:field.gender']);
  });

  it('composes the birthdate from day, month and year, keeping digits only', () => {
    const { actor } = start();
    fillNames(actor);
    send(actor, { type: 'user.editBirthdate', part: 'day', value: '7a' }, { type: 'user.editBirthdate', part: 'month', value: '3' }, { type: 'user.editBirthdate', part: 'year', value: '19580' });
    expect(actor.getSnapshot().context.birth).toEqual({ day: '7', month: '3', year: '1958' });
    expect(actor.getSnapshot().context.draft.birthdate).toBe('1958-03-07');
  });

  it.each([
    [{ day: '', month: '3', year: '1958' }, 'birthdate:field.required'],
    [{ day: '31', month: '2', year: '1980' }, 'birthdate:field.birthdate_format'],
    [{ day: '1', month: '1', year: '1890' }, 'birthdate:field.birthdate_format'],
    [{ day: '16', month: '3', year: '2026' }, 'birthdate:field.birthdate_future'],
  ])('refuses the birthdate %o with %s', (date, expected) => {
    const { actor } = start();
    fillNames(actor);
    fillDetails(actor, date);
    expect(step(actor)).toBe('details');
    expect(errorCodes(actor)).toEqual([expected]);
  });

  it('accepts today as a birthdate and moves to step 3', () => {
    const { actor } = start();
    fillNames(actor);
    fillDetails(actor, { day: '15', month: '3', year: '2026' });
    expect(step(actor)).toBe('contact');
  });

  it('goes back to step 1 with everything typed kept', () => {
    const { actor } = start();
    fillNames(actor);
    actor.send({ type: 'user.chooseGender', gender: 'male' });
    actor.send({ type: 'user.back' });
    expect(step(actor)).toBe('names');
    expect(actor.getSnapshot().context.draft).toMatchObject({ firstname: 'ნინო', lastname: 'ბერიძე', gender: 'male' });
  });
});

describe('registration step 3: phone, password and agreement', () => {
  function atContact() {
    const ctx = start();
    fillNames(ctx.actor);
    fillDetails(ctx.actor);
    return ctx;
  }

  it('counts a password in characters, as the server does: four emoji are four, too short (not eight)', () => {
    const { actor, requests } = atContact();
    fillContact(actor, '🔒🩺💊🏥');
    actor.send({ type: 'user.next' });
    expect(step(actor)).toBe('contact');
    expect(errorCodes(actor)).toEqual(['password:field.password_short']);
    expect(requests).toHaveLength(0);
  });

  it('offers no step 4 for a password of 6 characters and says why', () => {
    const { actor, requests } = atContact();
    fillContact(actor, 'abc123');
    actor.send({ type: 'user.next' });
    expect(step(actor)).toBe('contact');
    expect(errorCodes(actor)).toEqual(['password:field.password_short']);
    expect(requests).toHaveLength(0);
  });

  it('offers no step 4 while the confirmation differs from the password and says why', () => {
    const { actor, requests } = atContact();
    fillContact(actor, 'abc12345');
    actor.send({ type: 'user.edit', field: 'password_confirm', value: 'abc12346' });
    actor.send({ type: 'user.next' });
    expect(step(actor)).toBe('contact');
    expect(errorCodes(actor)).toEqual(['password_confirm:field.password_mismatch']);
    expect(requests).toHaveLength(0);
  });

  it('goes on once the password has 7 characters and matches', () => {
    const { actor } = atContact();
    fillContact(actor, 'abc1234');
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(errorCodes(actor)).toEqual([]);
  });

  it('names every unmet rule of step 3 when Next is pressed, in the order the step shows them', () => {
    const { actor, requests } = atContact();
    actor.send({ type: 'user.next' });
    expect(step(actor)).toBe('contact');
    expect(errorCodes(actor)).toEqual(['phone_number:field.required', 'password:field.required', 'agreed:field.agreement_required']);
    expect(requests).toHaveLength(0);
  });

  it('shows a field\'s problem once the person leaves it, then checks it as they type', () => {
    const { actor } = atContact();
    actor.send({ type: 'user.edit', field: 'password', value: 'abc' });
    expect(errorCodes(actor)).toEqual([]);
    actor.send({ type: 'user.leaveField', field: 'password' });
    expect(errorCodes(actor)).toEqual(['password:field.password_short']);
    actor.send({ type: 'user.edit', field: 'password', value: 'abc1234' });
    expect(errorCodes(actor)).toEqual([]);
    actor.send({ type: 'user.edit', field: 'password', value: 'abc12' });
    expect(errorCodes(actor)).toEqual(['password:field.password_short']);
  });

  it('checks a left confirmation again when the password changes, and a left phone when the country changes', () => {
    const { actor } = atContact();
    send(
      actor,
      { type: 'user.edit', field: 'password', value: 'abc1234' },
      { type: 'user.edit', field: 'password_confirm', value: 'abc1234' },
      { type: 'user.leaveField', field: 'password_confirm' },
      { type: 'user.edit', field: 'phone_number', value: '1512 3456789' },
      { type: 'user.leaveField', field: 'phone_number' },
    );
    expect(errorCodes(actor)).toEqual(['phone_number:field.phone_format']);
    actor.send({ type: 'user.edit', field: 'country_code', value: '+49' });
    expect(errorCodes(actor)).toEqual([]);
    actor.send({ type: 'user.edit', field: 'password', value: 'abc12345' });
    expect(errorCodes(actor)).toEqual(['password_confirm:field.password_mismatch']);
  });

  it('says the agreement is needed once it is unticked, and not before', () => {
    const { actor } = atContact();
    fillContact(actor);
    expect(errorCodes(actor)).toEqual([]);
    actor.send({ type: 'user.toggleAgreement', agreed: false });
    expect(errorCodes(actor)).toEqual(['agreed:field.agreement_required']);
    actor.send({ type: 'user.toggleAgreement', agreed: true });
    expect(errorCodes(actor)).toEqual([]);
  });

  it('shows no problem once every rule of step 3 holds, left field by field', () => {
    const { actor } = atContact();
    fillContact(actor);
    for (const field of ['country_code', 'phone_number', 'password', 'password_confirm', 'agreed'] as const) actor.send({ type: 'user.leaveField', field });
    expect(errorCodes(actor)).toEqual([]);
  });

  it('requires the agreement and a Georgian mobile number before asking the server', () => {
    const { actor, requests } = atContact();
    fillContact(actor);
    send(actor, { type: 'user.toggleAgreement', agreed: false }, { type: 'user.edit', field: 'phone_number', value: '32 212 34 56' }, { type: 'user.next' });
    expect(step(actor)).toBe('contact');
    expect(errorCodes(actor)).toEqual(['phone_number:field.phone_format', 'agreed:field.agreement_required']);
    expect(requests).toHaveLength(0);
  });

  it('accepts a foreign number of another length', () => {
    const { actor } = atContact();
    fillContact(actor);
    send(actor, { type: 'user.edit', field: 'country_code', value: '+49' }, { type: 'user.edit', field: 'phone_number', value: '1512 3456789' }, { type: 'user.next' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sends the whole draft in the person\'s language and shows the code step with where the code went', async () => {
    const ctx = atContact();
    fillContact(ctx.actor);
    ctx.actor.send({ type: 'locale.changed', language: 'en' });
    ctx.actor.send({ type: 'user.next' });
    expect(ctx.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(ctx.actor.getSnapshot().can({ type: 'user.back' })).toBe(false);
    await waitFor(ctx.actor, (s) => s.hasTag('confirm'));
    expect(ctx.requests).toEqual([
      {
        id_number: '01001000099', firstname: 'ნინო', lastname: 'ბერიძე', gender: 'female', birthdate: '1958-03-07', country_code: '+995',
        phone_number: '555 12 34 56', password: 'tbilisi-2026', password_confirm: 'tbilisi-2026', agreed: true, language: 'en',
      },
    ]);
    expect(ctx.actor.getSnapshot().context).toMatchObject({ sentTo: SENT.sent_to, resendIn: 60, tries: 0 });
  });

  it.each([
    ['id_number', 'field.identifier_taken', 'names'],
    ['birthdate', 'field.birthdate_format', 'details'],
    ['phone_number', 'field.phone_taken', 'contact'],
  ] as const)('returns to the step holding %s when the server refuses it (%s)', async (path, code, expectedStep) => {
    const ctx = start({ requestAnswers: [rejecting(fieldErrors([{ path: 'password', code: 'field.password_common' }, { path, code }]))] });
    fillNames(ctx.actor);
    fillDetails(ctx.actor);
    fillContact(ctx.actor);
    ctx.actor.send({ type: 'user.next' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(step(ctx.actor)).toBe(expectedStep);
    expect(errorCodes(ctx.actor)).toContain(`${path}:${code}`);
    expect(ctx.actor.getSnapshot().context.draft.password).toBe('tbilisi-2026');
    expect(ctx.failures).toEqual([]);
  });

  it('keeps the draft on step 3 and reports a failure that no field explains', async () => {
    const ctx = start({ requestAnswers: [rejecting(new AppError('network', 0))] });
    await pressNextOnContact(ctx);
    expect(step(ctx.actor)).toBe('contact');
    expect(ctx.actor.getSnapshot().context.error?.code).toBe('network');
    expect(ctx.failures.map((e) => e.code)).toEqual(['network']);
    expect(ctx.actor.getSnapshot().context.draft.phone_number).toBe('555 12 34 56');
  });

  it('keeps what the server said about a field the person only passes through', async () => {
    const ctx = start({ requestAnswers: [rejecting(fieldErrors([{ path: 'phone_number', code: 'field.phone_taken' }]))] });
    await pressNextOnContact(ctx);
    ctx.actor.send({ type: 'user.leaveField', field: 'phone_number' });
    expect(errorCodes(ctx.actor)).toEqual(['phone_number:field.phone_taken']);
    ctx.actor.send({ type: 'user.edit', field: 'phone_number', value: '555 12 34 57' });
    ctx.actor.send({ type: 'user.leaveField', field: 'phone_number' });
    expect(errorCodes(ctx.actor)).toEqual([]);
  });

  it('keeps a field problem no step shows on step 3 without the general alert', async () => {
    const ctx = start({ requestAnswers: [rejecting(fieldErrors([{ path: 'language', code: 'field.language' }]))] });
    await pressNextOnContact(ctx);
    expect(step(ctx.actor)).toBe('contact');
    expect(errorCodes(ctx.actor)).toEqual(['language:field.language']);
    expect(ctx.failures).toEqual([]);
  });
});

describe('registration step 4: the SMS code', () => {
  it('keeps digits only, at most six, and allows submitting only a whole code', async () => {
    const ctx = start();
    await reachCode(ctx);
    ctx.actor.send({ type: 'user.editCode', value: '12 34 5' });
    expect(ctx.actor.getSnapshot().context.code).toBe('12345');
    expect(ctx.actor.getSnapshot().can({ type: 'user.submitCode' })).toBe(false);
    ctx.actor.send({ type: 'user.editCode', value: '1234567' });
    expect(ctx.actor.getSnapshot().context.code).toBe('123456');
    expect(ctx.actor.getSnapshot().can({ type: 'user.submitCode' })).toBe(true);
  });

  it('creates the account with the draft and the code, signs the person in and goes to the Dashboard', async () => {
    const ctx = start();
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '654321' }, { type: 'user.submitCode' });
    expect(ctx.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(ctx.actor, (s) => s.status === 'done');
    expect(ctx.submissions[0]).toMatchObject({ id_number: '01001000099', phone_number: '555 12 34 56', code: '654321', language: 'ka' });
    expect(ctx.signedIn).toEqual([SESSION]);
    expect(ctx.effects).toEqual(['sign in', 'forget pending identifier', 'go to dashboard']);
  });

  it('shows a wrong code under the code field and counts the try', async () => {
    const wrong = new AppError('auth.code_invalid', 422, { errors: [{ path: 'code', code: 'auth.code_invalid' }] });
    const ctx = start({ registerAnswers: [rejecting(wrong)] });
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '111111' }, { type: 'user.submitCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(ctx.actor.getSnapshot().matches({ verifying: { code: 'entering' } })).toBe(true);
    expect(errorCodes(ctx.actor)).toEqual(['code:auth.code_invalid']);
    expect(ctx.actor.getSnapshot().context.tries).toBe(1);
    expect(ctx.failures).toEqual([]);
    ctx.actor.send({ type: 'user.editCode', value: '11111' });
    expect(errorCodes(ctx.actor)).toEqual([]);
  });

  it('stops offering submission after five wrong codes until a new code is sent', async () => {
    const wrong = () => Promise.reject(new AppError('auth.code_invalid', 422, { errors: [{ path: 'code', code: 'auth.code_invalid' }] }));
    const ctx = start({ registerAnswers: [wrong, wrong, wrong, wrong, wrong] });
    await reachCode(ctx);
    for (let i = 0; i < 5; i += 1) {
      send(ctx.actor, { type: 'user.editCode', value: `11111${i}` }, { type: 'user.submitCode' });
      await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    }
    expect(ctx.actor.getSnapshot().context.tries).toBe(5);
    ctx.actor.send({ type: 'user.editCode', value: '222222' });
    expect(ctx.actor.getSnapshot().can({ type: 'user.submitCode' })).toBe(false);
    advance(ctx.clock, 60_000);
    ctx.actor.send({ type: 'user.resendCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(ctx.actor.getSnapshot().context.tries).toBe(0);
  });

  it('shows an expired code in the form without counting a try', async () => {
    const expired = new AppError('auth.code_expired', 422, { errors: [{ path: 'code', code: 'auth.code_expired' }] });
    const ctx = start({ registerAnswers: [rejecting(expired)] });
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '111111' }, { type: 'user.submitCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(errorCodes(ctx.actor)).toEqual(['code:auth.code_expired']);
    expect(ctx.actor.getSnapshot().context.tries).toBe(0);
  });

  it('returns to step 3 when the phone was taken while the code was on its way', async () => {
    const ctx = start({ registerAnswers: [rejecting(fieldErrors([{ path: 'phone_number', code: 'field.phone_taken' }]))] });
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '111111' }, { type: 'user.submitCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(step(ctx.actor)).toBe('contact');
    expect(errorCodes(ctx.actor)).toEqual(['phone_number:field.phone_taken']);
  });

  it('reports a failure no field explains and stays on the code step', async () => {
    const ctx = start({ registerAnswers: [rejecting(new AppError('auth.too_many_attempts', 429, { retryAfter: 600 }))] });
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '111111' }, { type: 'user.submitCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(ctx.actor.getSnapshot().matches({ verifying: { code: 'entering' } })).toBe(true);
    expect(ctx.failures.map((e) => e.code)).toEqual(['auth.too_many_attempts']);
    expect(ctx.actor.getSnapshot().context.code).toBe('111111');
  });

  it('goes back to step 3 and, for the same phone, straight back to the code it already sent', async () => {
    const tooSoon = new AppError('auth.code_resend_too_soon', 429, { retryAfter: 42, errors: [{ path: 'code', code: 'auth.code_resend_too_soon', params: { retry_after: 42 } }] });
    const ctx = start({ requestAnswers: [() => SENT, rejecting(tooSoon)] });
    await reachCode(ctx);
    ctx.actor.send({ type: 'user.back' });
    expect(step(ctx.actor)).toBe('contact');
    expect(ctx.actor.getSnapshot().context.draft.password_confirm).toBe('tbilisi-2026');
    ctx.actor.send({ type: 'user.next' });
    await waitFor(ctx.actor, (s) => s.hasTag('confirm'));
    expect(ctx.actor.getSnapshot().context).toMatchObject({ sentTo: SENT.sent_to, resendIn: 42, errors: [] });
  });

  it('stays on step 3 with the wait explained when a new phone cannot get a code yet', async () => {
    const tooSoon = new AppError('auth.code_resend_too_soon', 429, { retryAfter: 42, errors: [{ path: 'code', code: 'auth.code_resend_too_soon', params: { retry_after: 42 } }] });
    const ctx = start({ requestAnswers: [() => SENT, rejecting(tooSoon)] });
    await reachCode(ctx);
    ctx.actor.send({ type: 'user.back' });
    send(ctx.actor, { type: 'user.edit', field: 'phone_number', value: '599 99 99 99' }, { type: 'user.next' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(step(ctx.actor)).toBe('contact');
    expect(errorCodes(ctx.actor)).toEqual(['code:auth.code_resend_too_soon']);
    expect(ctx.failures).toEqual([]);
  });
});

describe('registration: Send Again', () => {
  it('offers Send Again only when the resend delay from the server has passed', async () => {
    const ctx = start();
    await reachCode(ctx);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(false);
    advance(ctx.clock, 59_999);
    expect(ctx.actor.getSnapshot().context.resendIn).toBe(1);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(false);
    advance(ctx.clock, 1);
    expect(ctx.actor.getSnapshot().context.resendIn).toBe(0);
    expect(ctx.actor.getSnapshot().hasTag('can resend')).toBe(true);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(true);
  });

  it('counts down whole seconds', async () => {
    const ctx = start();
    await reachCode(ctx);
    advance(ctx.clock, 999);
    expect(ctx.actor.getSnapshot().context.resendIn).toBe(60);
    advance(ctx.clock, 1);
    expect(ctx.actor.getSnapshot().context.resendIn).toBe(59);
  });

  it('sends a new code, clears the typed one and restarts the countdown', async () => {
    const ctx = start({ requestAnswers: [() => SENT, () => ({ ...SENT, sent_to: '+995 5** *** 999', resend_in: 30 })] });
    await reachCode(ctx);
    ctx.actor.send({ type: 'user.editCode', value: '123' });
    advance(ctx.clock, 60_000);
    ctx.actor.send({ type: 'user.resendCode' });
    expect(ctx.actor.getSnapshot().hasTag('resending')).toBe(true);
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(ctx.requests).toHaveLength(2);
    expect(ctx.actor.getSnapshot().context).toMatchObject({ sentTo: '+995 5** *** 999', code: '', resendIn: 30 });
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(false);
    advance(ctx.clock, 29_999);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(false);
    advance(ctx.clock, 1);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(true);
  });

  it('waits as long as the server asks when it refuses to send again so soon', async () => {
    const tooSoon = new AppError('auth.code_resend_too_soon', 429, { retryAfter: 5, errors: [{ path: 'code', code: 'auth.code_resend_too_soon', params: { retry_after: 5 } }] });
    const ctx = start({ requestAnswers: [() => SENT, rejecting(tooSoon)] });
    await reachCode(ctx);
    advance(ctx.clock, 60_000);
    ctx.actor.send({ type: 'user.resendCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(errorCodes(ctx.actor)).toEqual(['code:auth.code_resend_too_soon']);
    advance(ctx.clock, 4_999);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(false);
    advance(ctx.clock, 1);
    expect(ctx.actor.getSnapshot().can({ type: 'user.resendCode' })).toBe(true);
  });

  it('reports a delivery failure and keeps the code step', async () => {
    const ctx = start({ requestAnswers: [() => SENT, rejecting(new AppError('auth.code_delivery_failed', 502))] });
    await reachCode(ctx);
    advance(ctx.clock, 60_000);
    ctx.actor.send({ type: 'user.resendCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(step(ctx.actor)).toBe('confirm');
    expect(ctx.failures.map((e) => e.code)).toEqual(['auth.code_delivery_failed']);
  });

  it('returns to the step of a field the server refuses on Send Again', async () => {
    const ctx = start({ requestAnswers: [() => SENT, rejecting(fieldErrors([{ path: 'id_number', code: 'field.identifier_taken' }]))] });
    await reachCode(ctx);
    advance(ctx.clock, 60_000);
    ctx.actor.send({ type: 'user.resendCode' });
    await waitFor(ctx.actor, (s) => !s.hasTag('busy'));
    expect(step(ctx.actor)).toBe('names');
    expect(errorCodes(ctx.actor)).toEqual(['id_number:field.identifier_taken']);
  });

  it('keeps Back closed while a request runs on the code step', async () => {
    const ctx = start({ registerAnswers: [() => new Promise<Session>(() => {})] });
    await reachCode(ctx);
    send(ctx.actor, { type: 'user.editCode', value: '111111' }, { type: 'user.submitCode' });
    expect(ctx.actor.getSnapshot().can({ type: 'user.back' })).toBe(false);
    ctx.actor.send({ type: 'user.back' });
    expect(ctx.actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});

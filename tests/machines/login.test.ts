import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { loginMachine, type LoginInput } from '../../src/machines/login/login.machine';
import type { CodeSent, LoginMethod, Session } from '../../src/protocol/auth';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';

type ActorName = 'fetch methods' | 'sign in with password' | 'request code' | 'sign in with code';

const user = { id: 'u1', type: 'Patient', language: 'ka' } as unknown as User;
const session: Session = { token: 'tok-1', user };
const sent = (over: Partial<CodeSent> = {}): CodeSent => ({ sent_to: '+995 5** *** *01', expires_in: 300, resend_in: 60, ...over });

/** The login machine with fake services whose answers the test gives, on a simulated clock. */
function startLogin(input: LoginInput = {}) {
  const clock = new SimulatedClock();
  const requests: { actor: ActorName; input: unknown }[] = [];
  const pending = new Map<ActorName, { resolve(v: unknown): void; reject(e: unknown): void }>();
  const effects = {
    stored: [] as string[],
    forgotten: [] as string[],
    navigated: [] as string[],
    redirected: 0,
    signedIn: [] as Session[],
    alerts: [] as AppError[],
  };
  const fake = <T, I>(name: ActorName) =>
    fromPromise<T, I>(
      ({ input: i }) =>
        new Promise<T>((resolve, reject) => {
          requests.push({ actor: name, input: i });
          pending.set(name, { resolve: resolve as (v: unknown) => void, reject });
        }),
    );
  const machine = loginMachine.provide({
    actors: {
      'fetch methods': fake('fetch methods'),
      'sign in with password': fake('sign in with password'),
      'request code': fake('request code'),
      'sign in with code': fake('sign in with code'),
    },
    actions: {
      'store pending identifier': (_, p) => void effects.stored.push(p.identifier),
      'forget pending identifier': (_, p) => void effects.forgotten.push(p.identifier),
      navigate: (_, p) => void effects.navigated.push(p.to),
      'go to redirect target': () => void effects.redirected++,
      'sign in': (_, p) => void effects.signedIn.push(p),
      'show alert': (_, p) => void effects.alerts.push(p.error),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const answer = async (name: ActorName, value: unknown) => {
    const p = pending.get(name);
    if (!p) throw new Error(`${name} was not requested`);
    pending.delete(name);
    p.resolve(value);
    await settle();
  };
  const fail = async (name: ActorName, error: AppError) => {
    const p = pending.get(name);
    if (!p) throw new Error(`${name} was not requested`);
    pending.delete(name);
    p.reject(error);
    await settle();
  };
  const send = actor.send.bind(actor);
  const snap = () => actor.getSnapshot();
  return { actor, clock, requests, effects, answer, fail, send, snap };
}

/** Step 1 done: the server offered `methods` for 01001000001. */
async function atMethods(methods: LoginMethod[]) {
  const t = startLogin();
  t.send({ type: 'user.changeIdentifier', value: ' 01001000001 ' });
  t.send({ type: 'user.submitIdentifier' });
  await t.answer('fetch methods', { methods });
  return t;
}

/** Ticks the simulated clock one second at a time (the countdown re-arms each second). */
function passSeconds(clock: SimulatedClock, seconds: number) {
  for (let i = 0; i < seconds; i++) clock.increment(1000);
}

describe('login step 1: the identifier', () => {
  it('cannot be submitted while blank or only spaces', () => {
    const t = startLogin();
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
    expect(t.snap().can({ type: 'user.submitIdentifier' })).toBe(false);
    t.send({ type: 'user.changeIdentifier', value: '   ' });
    expect(t.snap().can({ type: 'user.submitIdentifier' })).toBe(false);
    t.send({ type: 'user.submitIdentifier' });
    expect(t.requests).toEqual([]);
    t.send({ type: 'user.changeIdentifier', value: '01001000001' });
    expect(t.snap().can({ type: 'user.submitIdentifier' })).toBe(true);
  });

  it('asks the server for the methods of the trimmed identifier and is busy until it answers', () => {
    const t = startLogin();
    t.send({ type: 'user.changeIdentifier', value: '  01001000001 ' });
    t.send({ type: 'user.submitIdentifier' });
    expect(t.requests).toEqual([{ actor: 'fetch methods', input: { identifier: '01001000001' } }]);
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.snap().can({ type: 'user.submitIdentifier' })).toBe(false);
    t.send({ type: 'user.changeIdentifier', value: 'other' });
    expect(t.snap().context.identifier).toBe('  01001000001 ');
  });

  it('stores an unknown identifier and sends the person to Register with it', async () => {
    const t = startLogin();
    t.send({ type: 'user.changeIdentifier', value: ' 12345678901 ' });
    t.send({ type: 'user.submitIdentifier' });
    await t.fail('fetch methods', new AppError('auth.unknown_identifier', 422));
    expect(t.effects.stored).toEqual(['12345678901']);
    expect(t.effects.navigated).toEqual(['/register?identifier=12345678901']);
    expect(t.snap().matches({ identifier: 'unknown' })).toBe(true);
    expect(t.snap().hasTag('unknown identifier')).toBe(true);
    expect(t.snap().context.unknownIdentifier).toBe('12345678901');
    expect(t.effects.alerts).toEqual([]);
  });

  it('hides the unknown-identifier warning once the identifier is edited, and submits it again', async () => {
    const t = startLogin({ unknownIdentifier: '12345678901' });
    expect(t.snap().matches({ identifier: 'unknown' })).toBe(true);
    t.send({ type: 'user.submitIdentifier' });
    expect(t.requests).toEqual([{ actor: 'fetch methods', input: { identifier: '12345678901' } }]);
    await t.fail('fetch methods', new AppError('auth.unknown_identifier', 422));
    t.send({ type: 'user.changeIdentifier', value: '01001000001' });
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
    expect(t.snap().hasTag('unknown identifier')).toBe(false);
  });

  it('shows the general alert for any other failure and lets the person try again', async () => {
    const t = startLogin();
    t.send({ type: 'user.changeIdentifier', value: '01001000001' });
    t.send({ type: 'user.submitIdentifier' });
    await t.fail('fetch methods', new AppError('network', 0));
    expect(t.effects.alerts.map((e) => e.code)).toEqual(['network']);
    expect(t.snap().context.error?.code).toBe('network');
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
    expect(t.effects.navigated).toEqual([]);
    expect(t.snap().can({ type: 'user.submitIdentifier' })).toBe(true);
  });

  it('tells the person when the account offers no way to sign in', async () => {
    const t = startLogin();
    t.send({ type: 'user.changeIdentifier', value: '01001000001' });
    t.send({ type: 'user.submitIdentifier' });
    await t.answer('fetch methods', { methods: [] });
    expect(t.effects.alerts.map((e) => e.code)).toEqual(['auth.method_unavailable']);
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
  });

  it('submits an identifier from the URL query at once', () => {
    const t = startLogin({ identifier: ' 01001000001 ' });
    expect(t.snap().matches({ identifier: 'submitting' })).toBe(true);
    expect(t.requests).toEqual([{ actor: 'fetch methods', input: { identifier: '01001000001' } }]);
  });

  it('does not submit a blank query identifier', () => {
    const t = startLogin({ identifier: '   ' });
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
    expect(t.requests).toEqual([]);
  });

  it('shows the warning instead of bouncing to Register again when the query carries the identifier found unknown', () => {
    const t = startLogin({ identifier: '12345678901', unknownIdentifier: '12345678901' });
    expect(t.snap().matches({ identifier: 'unknown' })).toBe(true);
    expect(t.snap().context.identifier).toBe('12345678901');
    expect(t.requests).toEqual([]);
    expect(t.effects.navigated).toEqual([]);
  });

  it('forgets the identifier remembered as unknown once the server knows it', async () => {
    const t = startLogin({ unknownIdentifier: '12345678901' });
    t.send({ type: 'user.submitIdentifier' });
    await t.answer('fetch methods', { methods: ['Password'] });
    expect(t.effects.forgotten).toEqual(['12345678901']);
    expect(t.snap().context.unknownIdentifier).toBeNull();
  });

  it('submits a query identifier other than the one remembered as unknown', () => {
    const t = startLogin({ identifier: '01001000001', unknownIdentifier: '12345678901' });
    expect(t.snap().matches({ identifier: 'submitting' })).toBe(true);
    expect(t.snap().hasTag('unknown identifier')).toBe(false);
  });
});

describe('login step 2: choosing a method', () => {
  it('preselects Password when it is offered, whatever order the server used', async () => {
    const t = await atMethods(['EmailCode', 'PhoneCode', 'Password']);
    expect(t.snap().context.methods).toEqual(['Password', 'PhoneCode', 'EmailCode']);
    expect(t.snap().context.method).toBe('Password');
    expect(t.snap().matches({ methods: { password: 'editing' } })).toBe(true);
    expect(t.snap().context.submittedIdentifier).toBe('01001000001');
  });

  it('preselects PhoneCode when there is no password and requests the SMS code at once', async () => {
    const t = await atMethods(['EmailCode', 'PhoneCode']);
    expect(t.snap().context.method).toBe('PhoneCode');
    expect(t.snap().hasTag('sending code')).toBe(true);
    expect(t.requests.at(-1)).toEqual({ actor: 'request code', input: { identifier: '01001000001', channel: 'phone' } });
  });

  it('preselects EmailCode when it is the only method and requests the e-mail code', async () => {
    const t = await atMethods(['EmailCode']);
    expect(t.snap().context.method).toBe('EmailCode');
    expect(t.requests.at(-1)).toEqual({ actor: 'request code', input: { identifier: '01001000001', channel: 'email' } });
  });

  it('switches to another offered method and requests its code', async () => {
    const t = await atMethods(['Password', 'EmailCode']);
    t.send({ type: 'user.changePassword', value: 'secret' });
    t.send({ type: 'user.chooseMethod', method: 'EmailCode' });
    expect(t.snap().context.method).toBe('EmailCode');
    expect(t.snap().context.password).toBe('');
    expect(t.requests.at(-1)).toEqual({ actor: 'request code', input: { identifier: '01001000001', channel: 'email' } });
    t.send({ type: 'user.chooseMethod', method: 'Password' });
    expect(t.snap().matches({ methods: { password: 'editing' } })).toBe(true);
  });

  it('ignores a method the account does not have, and the method already chosen', async () => {
    const t = await atMethods(['Password']);
    expect(t.snap().can({ type: 'user.chooseMethod', method: 'PhoneCode' })).toBe(false);
    expect(t.snap().can({ type: 'user.chooseMethod', method: 'Password' })).toBe(false);
    t.send({ type: 'user.chooseMethod', method: 'PhoneCode' });
    expect(t.snap().context.method).toBe('Password');
    expect(t.requests.filter((r) => r.actor === 'request code')).toEqual([]);
  });

  it('goes back to step 1 keeping the identifier and forgetting the methods', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent());
    t.send({ type: 'user.goBack' });
    expect(t.snap().matches({ identifier: 'editing' })).toBe(true);
    expect(t.snap().context.identifier).toBe(' 01001000001 ');
    expect(t.snap().context.methods).toEqual([]);
    expect(t.snap().context.codeSent).toBeNull();
    t.send({ type: 'user.submitIdentifier' });
    expect(t.snap().matches({ identifier: 'submitting' })).toBe(true);
  });
});

describe('login step 2: password', () => {
  it('cannot sign in with an empty password', async () => {
    const t = await atMethods(['Password']);
    expect(t.snap().can({ type: 'user.submitPassword' })).toBe(false);
    t.send({ type: 'user.changePassword', value: 'demo-patient' });
    expect(t.snap().can({ type: 'user.submitPassword' })).toBe(true);
  });

  it('signs in, reports the session and goes to the redirect target', async () => {
    const t = await atMethods(['Password']);
    t.send({ type: 'user.changePassword', value: 'demo-patient' });
    t.send({ type: 'user.submitPassword' });
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.requests.at(-1)).toEqual({ actor: 'sign in with password', input: { identifier: '01001000001', password: 'demo-patient' } });
    await t.answer('sign in with password', session);
    expect(t.effects.signedIn).toEqual([session]);
    expect(t.effects.redirected).toBe(1);
    expect(t.snap().status).toBe('done');
  });

  it('shows a wrong password as the general alert and keeps the form', async () => {
    const t = await atMethods(['Password']);
    t.send({ type: 'user.changePassword', value: 'wrong' });
    t.send({ type: 'user.submitPassword' });
    await t.fail('sign in with password', new AppError('auth.invalid_credentials', 401));
    expect(t.effects.alerts.map((e) => e.code)).toEqual(['auth.invalid_credentials']);
    expect(t.snap().matches({ methods: { password: 'editing' } })).toBe(true);
    expect(t.effects.signedIn).toEqual([]);
  });

  it('keeps the wait of a 429 so the alert can say how long', async () => {
    const t = await atMethods(['Password']);
    t.send({ type: 'user.changePassword', value: 'wrong' });
    t.send({ type: 'user.submitPassword' });
    await t.fail('sign in with password', new AppError('auth.too_many_attempts', 429, { retryAfter: 900 }));
    expect(t.effects.alerts[0]).toMatchObject({ code: 'auth.too_many_attempts', retryAfter: 900 });
  });
});

describe('login step 2: one-time code', () => {
  it('shows where the code went and keeps Send Again disabled until resend_in seconds have passed', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent({ resend_in: 60 }));
    expect(t.snap().context.codeSent?.sent_to).toBe('+995 5** *** *01');
    expect(t.snap().hasTag('resend countdown')).toBe(true);
    expect(t.snap().can({ type: 'user.resendCode' })).toBe(false);
    passSeconds(t.clock, 59);
    expect(t.snap().context.resendIn).toBe(1);
    t.clock.increment(999);
    expect(t.snap().hasTag('can resend')).toBe(false);
    t.clock.increment(1);
    expect(t.snap().hasTag('can resend')).toBe(true);
    expect(t.snap().context.resendIn).toBe(0);
  });

  it('sends the code again on request, clearing what was typed and restarting the countdown', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent({ resend_in: 2 }));
    passSeconds(t.clock, 2);
    t.send({ type: 'user.changeCode', value: '111' });
    t.send({ type: 'user.resendCode' });
    expect(t.snap().hasTag('sending code')).toBe(true);
    expect(t.requests.filter((r) => r.actor === 'request code')).toHaveLength(2);
    await t.answer('request code', sent({ resend_in: 60, sent_to: '+995 5** *** *02' }));
    expect(t.snap().context.code).toBe('');
    expect(t.snap().context.codeSent?.sent_to).toBe('+995 5** *** *02');
    expect(t.snap().context.resendIn).toBe(60);
    expect(t.snap().hasTag('can resend')).toBe(false);
  });

  it('offers Send Again at once when the server allows it immediately', async () => {
    const t = await atMethods(['EmailCode']);
    await t.answer('request code', sent({ resend_in: 0 }));
    expect(t.snap().hasTag('can resend')).toBe(true);
  });

  it('keeps only digits of the code, at most six, and signs in only with six', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent());
    t.send({ type: 'user.changeCode', value: '12 3a4' });
    expect(t.snap().context.code).toBe('1234');
    expect(t.snap().can({ type: 'user.submitCode' })).toBe(false);
    t.send({ type: 'user.changeCode', value: '123-456-7' });
    expect(t.snap().context.code).toBe('123456');
    expect(t.snap().can({ type: 'user.submitCode' })).toBe(true);
  });

  it('signs in with the code on the shared submit call and goes to the redirect target', async () => {
    const t = await atMethods(['EmailCode']);
    await t.answer('request code', sent());
    t.send({ type: 'user.changeCode', value: '654321' });
    t.send({ type: 'user.submitCode' });
    expect(t.snap().hasTag('busy')).toBe(true);
    expect(t.requests.at(-1)).toEqual({ actor: 'sign in with code', input: { identifier: '01001000001', code: '654321' } });
    await t.answer('sign in with code', session);
    expect(t.effects.signedIn).toEqual([session]);
    expect(t.effects.redirected).toBe(1);
    expect(t.snap().status).toBe('done');
  });

  it('shows a rejected code in the form, not as the general alert, and clears it when the person types', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent());
    t.send({ type: 'user.changeCode', value: '000000' });
    t.send({ type: 'user.submitCode' });
    await t.fail('sign in with code', new AppError('auth.code_invalid', 422, { errors: [{ path: 'code', code: 'auth.code_invalid' }] }));
    expect(t.snap().context.codeError?.code).toBe('auth.code_invalid');
    expect(t.effects.alerts).toEqual([]);
    expect(t.snap().matches({ methods: { code: { form: 'editing' } } })).toBe(true);
    t.send({ type: 'user.changeCode', value: '1' });
    expect(t.snap().context.codeError).toBeNull();
  });

  it('shows a code submission failure without field entries as the general alert', async () => {
    const t = await atMethods(['PhoneCode']);
    await t.answer('request code', sent());
    t.send({ type: 'user.changeCode', value: '000000' });
    t.send({ type: 'user.submitCode' });
    await t.fail('sign in with code', new AppError('auth.too_many_attempts', 429, { retryAfter: 600 }));
    expect(t.effects.alerts.map((e) => e.code)).toEqual(['auth.too_many_attempts']);
    expect(t.snap().context.codeError).toBeNull();
  });

  it('shows a refused code request in the form and counts down its retry_after before Send Again', async () => {
    const t = await atMethods(['PhoneCode']);
    const tooSoon = new AppError('auth.code_resend_too_soon', 429, {
      errors: [{ path: 'code', code: 'auth.code_resend_too_soon', params: { retry_after: 3 } }],
      retryAfter: 3,
    });
    await t.fail('request code', tooSoon);
    expect(t.snap().context.codeError?.code).toBe('auth.code_resend_too_soon');
    expect(t.effects.alerts).toEqual([]);
    expect(t.snap().context.resendIn).toBe(3);
    passSeconds(t.clock, 2);
    t.clock.increment(999);
    expect(t.snap().hasTag('can resend')).toBe(false);
    t.clock.increment(1);
    expect(t.snap().hasTag('can resend')).toBe(true);
  });

  it('shows a failed delivery in the form and offers Send Again at once', async () => {
    const t = await atMethods(['EmailCode']);
    await t.fail('request code', new AppError('auth.code_delivery_failed', 502));
    expect(t.snap().context.codeError?.code).toBe('auth.code_delivery_failed');
    expect(t.snap().hasTag('can resend')).toBe(true);
    expect(t.effects.alerts).toEqual([]);
    t.send({ type: 'user.resendCode' });
    expect(t.snap().hasTag('sending code')).toBe(true);
  });

  it('requests a fresh code when the person switches from SMS to e-mail mid-countdown', async () => {
    const t = await atMethods(['PhoneCode', 'EmailCode']);
    await t.answer('request code', sent({ resend_in: 60 }));
    t.clock.increment(1000);
    t.send({ type: 'user.chooseMethod', method: 'EmailCode' });
    expect(t.snap().context.codeSent).toBeNull();
    expect(t.requests.at(-1)).toEqual({ actor: 'request code', input: { identifier: '01001000001', channel: 'email' } });
    await t.answer('request code', sent({ sent_to: 'p***@example.ge', resend_in: 60 }));
    expect(t.snap().context.codeSent?.sent_to).toBe('p***@example.ge');
  });
});

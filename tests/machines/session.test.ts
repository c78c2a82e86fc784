import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { Invocations, sessionWithFakes, settle, startUnderParent, user } from './shell-fakes';

const NINO = user();
const GIORGI = user({ id: 'u-2', id_number: '01001000004', firstname: { ka: 'გიორგი', en: 'Giorgi' } });

/** The session with fake requests, a fake cookie and the interview cookie set or not. */
function start(input: { token: string | null; authcode: string | null }, opts: { pendingInterview?: boolean } = {}) {
  const calls = new Invocations();
  const world = { storedToken: input.token, effects: [] as string[], logged: [] as unknown[] };
  const machine = sessionWithFakes({
    calls,
    world,
    effect: (name, params) => (name === 'log authcode failure' ? world.logged.push((params as { error: unknown }).error) : world.effects.push(name)),
    hasPendingInterview: () => opts.pendingInterview ?? false,
  });
  const { actor, heard, clock } = startUnderParent(machine, input);
  /** The users the parent was told about, in order. */
  const announced = () => heard.filter((e) => e.type === 'session.userChanged').map((e) => (e as unknown as { user: User | null }).user);
  return { actor, clock, calls, world, announced };
}

describe('the session at start-up', () => {
  it('is signed out without a stored token or an authcode, and asks the server nothing', () => {
    const { actor, calls, announced } = start({ token: null, authcode: null });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls.count('fetch user') + calls.count('exchange authcode')).toBe(0);
    expect(announced()).toEqual([]);
  });

  it('checks a stored token with the server and signs the person in with the user it answers', async () => {
    const { actor, calls, world, announced } = start({ token: 'T0', authcode: null });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.inputs('fetch user')).toEqual([{ token: 'T0' }]);

    calls.resolve('fetch user', NINO);
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().hasTag('signed in')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T0', user: NINO, error: null });
    expect(world.storedToken).toBe('T0');
    expect(announced()).toEqual([NINO]);
  });

  it('clears token, user and cookie and goes to Login when the stored token is refused (401)', async () => {
    const { actor, calls, world, announced } = start({ token: 'T0', authcode: null });
    calls.reject('fetch user', new AppError('unauthorized', 401));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(world.storedToken).toBeNull();
    expect(world.effects).toEqual(['go to login']);
    expect(announced()).toEqual([null]);
  });

  it('keeps the token when the check fails for another reason and checks again exactly 5 s later', async () => {
    const { actor, clock, calls, world } = start({ token: 'T0', authcode: null });
    const offline = new AppError('network', 0);
    calls.reject('fetch user', offline);
    await settle();
    expect(actor.getSnapshot().value).toBe('checkFailed');
    expect(actor.getSnapshot().hasTag('offline')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T0', error: offline });
    expect(world.storedToken).toBe('T0');
    expect(world.effects).toEqual([]);

    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('checkFailed');
    expect(calls.count('fetch user')).toBe(1);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls.inputs('fetch user')).toEqual([{ token: 'T0' }, { token: 'T0' }]);

    calls.resolve('fetch user', NINO);
    await settle();
    expect(actor.getSnapshot().hasTag('signed in')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('checks again at once when the person asks to retry', async () => {
    const { actor, clock, calls } = start({ token: 'T0', authcode: null });
    calls.reject('fetch user', new AppError('internal', 500));
    await settle();
    clock.increment(1000);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls.count('fetch user')).toBe(2);
    // The delayed re-check was cancelled with the state it belonged to.
    clock.increment(4000);
    expect(calls.count('fetch user')).toBe(2);
  });
});

describe('an authcode link (?token=)', () => {
  it.each([
    ['without a stored token', null],
    ['replacing a stored token', 'T0'],
  ])('signs the person in when the exchange succeeds, %s', async (_label, token) => {
    const { actor, calls, world, announced } = start({ token, authcode: 'AC' });
    expect(actor.getSnapshot().value).toBe('exchangingAuthcode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.inputs('exchange authcode')).toEqual([{ code: 'AC' }]);

    calls.resolve('exchange authcode', { token: 'T2', user: GIORGI });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T2', user: GIORGI, authcode: null });
    expect(world.storedToken).toBe('T2');
    expect(announced()).toEqual([GIORGI]);
    expect(calls.count('fetch user')).toBe(0);
  });

  it('only logs a failed exchange and leaves a person without a token signed out', async () => {
    const { actor, calls, world, announced } = start({ token: null, authcode: 'AC' });
    const invalid = new AppError('auth.authcode_invalid', 422);
    calls.reject('exchange authcode', invalid);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.authcode).toBeNull();
    expect(world.logged).toEqual([invalid]);
    expect(world.effects).toEqual([]);
    expect(announced()).toEqual([]);
  });

  it('falls back to checking the stored token when the exchange fails', async () => {
    const { actor, calls, world } = start({ token: 'T0', authcode: 'AC' });
    calls.reject('exchange authcode', new AppError('auth.authcode_invalid', 422));
    await settle();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(calls.inputs('fetch user')).toEqual([{ token: 'T0' }]);
    expect(world.logged).toHaveLength(1);
    calls.resolve('fetch user', NINO);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T0', user: NINO, authcode: null });
  });
});

describe('signing in', () => {
  it('stores token and user and tells the parent, without binding when no interview is waiting', () => {
    const { actor, calls, world, announced } = start({ token: null, authcode: null });
    actor.send({ type: 'session.signedIn', token: 'T1', user: NINO });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T1', user: NINO });
    expect(world.storedToken).toBe('T1');
    expect(announced()).toEqual([NINO]);
    expect(calls.count('bind interview')).toBe(0);
  });

  it.each([
    ['is bound', 'resolve'],
    ['cannot be bound', 'reject'],
  ] as const)('binds a waiting guest interview and ends active whether it %s', async (_label, outcome) => {
    const { actor, calls, announced } = start({ token: null, authcode: null }, { pendingInterview: true });
    actor.send({ type: 'session.signedIn', token: 'T1', user: NINO });
    expect(actor.getSnapshot().matches({ signedIn: 'bindingInterview' })).toBe(true);
    expect(actor.getSnapshot().hasTag('signed in')).toBe(true);
    expect(calls.count('bind interview')).toBe(1);
    expect(announced()).toEqual([NINO]);

    if (outcome === 'resolve') calls.resolve('bind interview', null);
    else calls.reject('bind interview', new AppError('interview.not_found', 404));
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T1', user: NINO });
  });
});

describe('a signed-in session', () => {
  function signedIn() {
    const s = start({ token: null, authcode: null });
    s.actor.send({ type: 'session.signedIn', token: 'T1', user: NINO });
    return s;
  }

  it('takes an updated user and tells the parent', () => {
    const { actor, world, announced } = signedIn();
    const renamed = user({ firstname: { ka: 'ნინა', en: 'Nina' } });
    actor.send({ type: 'session.userUpdated', user: renamed });
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'T1', user: renamed });
    expect(world.storedToken).toBe('T1');
    expect(announced()).toEqual([NINO, renamed]);
  });

  it('ends like a refused start-up check when a later request answers 401', () => {
    const { actor, world, announced } = signedIn();
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(world.storedToken).toBeNull();
    expect(world.effects).toEqual(['go to login']);
    expect(announced()).toEqual([NINO, null]);
  });

  it.each([
    ['the server revokes the token', 'resolve'],
    ['the server cannot be reached', 'reject'],
  ] as const)('logs out, clears the session and reloads / when %s', async (_label, outcome) => {
    const { actor, calls, world, announced } = signedIn();
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.count('revoke session')).toBe(1);
    // The token is still sent with the logout request.
    expect(world.storedToken).toBe('T1');

    if (outcome === 'resolve') calls.resolve('revoke session', null);
    else calls.reject('revoke session', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(world.storedToken).toBeNull();
    expect(world.effects).toEqual(['reload root']);
    expect(announced()).toEqual([NINO, null]);
  });
});

describe('a signed-out session', () => {
  it('ignores a 401 and a logout: there is nothing to end', () => {
    const { actor, world, announced } = start({ token: null, authcode: null });
    actor.send({ type: 'session.unauthorized' });
    actor.send({ type: 'user.logout' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(world.effects).toEqual([]);
    expect(announced()).toEqual([]);
  });
});

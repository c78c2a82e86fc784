import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { deviceKeysMachine, type DeviceKeysContext } from '../../src/machines/cadmin/device-keys.machine';
import { arrivalsMachine, type ArrivalsContext } from '../../src/machines/devices/arrivals.machine';
import { AppError } from '../../src/protocol/errors';
import { ARRIVALS, BARE_HELD, HELD_ARRIVAL, ISSUED, KEYS, LEVAN, LEVAN_MATCHED, LOBBY_KEY, LOBBY_REVOKED, NEW_KEY_SECRET, NINO_ARRIVAL, OLD_KEY } from '../machines/devices-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);

const keys = (run: Run<null>) =>
  deviceKeysMachine.provide({
    actors: {
      'load keys': fromPromise(({ input }) => run.invocations.start('load keys', input)),
      'issue key': fromPromise(({ input }) => run.invocations.start('issue key', input)),
      'revoke key': fromPromise(({ input }) => run.invocations.start('revoke key', input)),
    },
  });

const GOOD_KEY = { label: 'Second floor', device_type: 'GS2' };
const BAD_KEY = { label: '', device_type: 'T9' };

function keyEvents(s: AnyMachineSnapshot): EventCase[] {
  const cases: EventCase[] = [];
  if (s.matches('loading')) cases.push(done('loadKeys', KEYS), failed('loadKeys', NETWORK));
  if (s.matches('failed')) cases.push({ type: 'user.retry' });
  if (s.matches('ready')) {
    cases.push({ type: 'user.issue', body: GOOD_KEY }, { type: 'user.issue', body: BAD_KEY }, { type: 'user.revoke', id: LOBBY_KEY.id });
  }
  if (s.matches('issuing')) cases.push(done('issueKey', ISSUED), failed('issueKey', new AppError('cadmin.not_allowed', 403)));
  if (s.matches('showingKey')) cases.push({ type: 'user.closeKey' });
  if (s.matches('confirming')) cases.push({ type: 'user.confirm' }, { type: 'user.cancel' });
  if (s.matches('revoking')) cases.push(done('revokeKey', LOBBY_REVOKED), failed('revokeKey', NETWORK));
  return cases;
}

describeModelWalk<null, { clinicId: number }>("the clinic's kiosk keys on /cadmin, walked as a model", {
  machine: keys,
  transitions: [
    'confirming: user.cancel → ready',
    'confirming: user.confirm → revoking',
    'failed: user.retry → loading',
    'issuing: done (issue key) → showingKey',
    'issuing: error (issue key) → ready',
    'loading: done (load keys) → ready',
    'loading: error (load keys) → failed',
    'ready: user.issue [else] → (stays)',
    'ready: user.issue [valid key] → issuing',
    'ready: user.revoke [active key] → confirming',
    'revoking: done (revoke key) → ready',
    'revoking: error (revoke key) → ready',
    'showingKey: user.closeKey → ready',
  ],
  starts: [{ input: { clinicId: 1 }, events: keyEvents }],
  world: () => null,
  invariant: (s, run) => {
    const c = s.context as DeviceKeysContext;
    expect(c.clinicId).toBe(1);
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('issuing') || s.matches('revoking'));
    // The key itself exists only while it is shown.
    expect(s.hasTag('show key')).toBe(s.matches('showingKey'));
    if (!s.matches('showingKey')) expect(JSON.stringify(c)).not.toContain(NEW_KEY_SECRET);
    else expect(c.issued?.key).toBe(NEW_KEY_SECRET);
    if (!s.matches('loading') && !s.matches('failed')) expect(c.keys).not.toBeNull();
    // Only a checked body is sent; a revocation only of an active key, after its confirmation.
    if (s.matches('issuing')) expect(run.invocations.inputs('issue key').at(-1)).toEqual({ clinicId: 1, body: GOOD_KEY });
    if (s.matches('revoking')) expect(run.invocations.inputs('revoke key').at(-1)).toEqual({ clinicId: 1, id: LOBBY_KEY.id });
  },
  effects: (event, before, after) => {
    const b = before.context as DeviceKeysContext;
    const a = after.context as DeviceKeysContext;
    // A refusal keeps the list as it was.
    if (event.type.startsWith('xstate.error.actor.issue') || event.type.startsWith('xstate.error.actor.revoke')) expect(a.keys).toEqual(b.keys);
    if (event.type === 'xstate.done.actor.revokeKey') expect(a.keys?.find((k) => k.id === LOBBY_KEY.id)?.revoked_at).not.toBeNull();
    if (event.type === 'xstate.done.actor.issueKey') expect(a.keys?.[0].id).toBe(ISSUED.device_key.id);
    if (event.type === 'user.issue' && event.body === BAD_KEY) expect(a.error?.errors?.length).toBe(2);
    // A key nobody acted on stays as it was.
    if (a.keys) expect(a.keys.find((k) => k.id === OLD_KEY.id)).toEqual(OLD_KEY);
  },
  timeout: 120_000,
});

const arrivals = (run: Run<null>) =>
  arrivalsMachine.provide({
    actors: {
      'load arrivals': fromPromise(({ input }) => run.invocations.start('load arrivals', input)),
      'search patients': fromPromise(({ input }) => run.invocations.start('search patients', input)),
      'match record': fromPromise(({ input }) => run.invocations.start('match record', input)),
    },
  });

function arrivalEvents(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as ArrivalsContext;
  const cases: EventCase[] = [];
  if (s.matches('loading')) cases.push(done('loadArrivals', [...ARRIVALS, BARE_HELD]), failed('loadArrivals', NETWORK));
  if (s.matches('failed')) cases.push({ type: 'user.retry' }, { type: 'user.filter', heldOnly: !c.heldOnly });
  if (s.matches('ready')) {
    cases.push({ type: 'user.refresh' }, { type: 'user.filter', heldOnly: !c.heldOnly });
    cases.push({ type: 'user.startMatch', id: HELD_ARRIVAL.id }, { type: 'user.startMatch', id: BARE_HELD.id }, { type: 'user.startMatch', id: NINO_ARRIVAL.id });
  }
  if (s.matches({ matching: 'searching' })) cases.push(done('searchPatients', [LEVAN]), failed('searchPatients', NETWORK), { type: 'user.cancel' });
  if (s.matches({ matching: 'choosing' })) cases.push({ type: 'user.search', query: 'Levan' }, { type: 'user.search', query: ' ' }, { type: 'user.choose', patient: LEVAN }, { type: 'user.cancel' });
  if (s.matches({ matching: 'confirming' })) cases.push({ type: 'user.confirm' }, { type: 'user.back' }, { type: 'user.cancel' });
  if (s.matches({ matching: 'submitting' })) {
    cases.push(done('matchRecord', LEVAN_MATCHED), failed('matchRecord', new AppError('event.conflict', 409)), failed('matchRecord', NETWORK));
  }
  if (s.matches({ matching: 'stale' })) cases.push({ type: 'user.cancel' });
  return cases;
}

describeModelWalk<null, { clinicId: number }>("an operator's kiosk records on /patients, walked as a model", {
  machine: arrivals,
  transitions: [
    'failed: user.filter → loading',
    'failed: user.retry → loading',
    'loading: done (load arrivals) → ready',
    'loading: error (load arrivals) → failed',
    'matching.choosing: user.cancel → ready',
    'matching.choosing: user.choose → matching.confirming',
    'matching.choosing: user.search [else] → (stays)',
    'matching.choosing: user.search [has search] → matching.searching',
    'matching.confirming: user.back → matching.choosing',
    'matching.confirming: user.cancel → ready',
    'matching.confirming: user.confirm → matching.submitting',
    'matching.searching: done (search patients) → matching.choosing',
    'matching.searching: error (search patients) → matching.choosing',
    'matching.searching: user.cancel → ready',
    'matching.stale: user.cancel → loading',
    'matching.starting: always [else] → matching.choosing',
    'matching.starting: always [has query] → matching.searching',
    'matching.submitting: done (match record) → ready',
    'matching.submitting: error (match record) [else] → matching.confirming',
    'matching.submitting: error (match record) [record went stale] → matching.stale',
    'ready: user.filter → loading',
    'ready: user.refresh → loading',
    'ready: user.startMatch [held record] → matching',
  ],
  starts: [{ input: { clinicId: 7 }, events: arrivalEvents }],
  world: () => null,
  invariant: (s, run) => {
    const c = s.context as ArrivalsContext;
    expect(c.clinicId).toBe(7);
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches({ matching: 'searching' }) || s.matches({ matching: 'submitting' }));
    expect(c.match !== null).toBe(s.matches('matching'));
    if (s.matches('matching')) expect(c.arrivals?.find((a) => a.id === c.match?.recordId)?.status).toBe('held');
    if (s.matches('loading')) expect(run.invocations.inputs('load arrivals').at(-1)).toEqual({ clinicId: 7, heldOnly: c.heldOnly });
    // A match is sent only for the held record, to the patient confirmed.
    if (s.matches({ matching: 'submitting' })) expect(run.invocations.inputs('match record').at(-1)).toEqual({ clinicId: 7, recordId: c.match!.recordId, patientId: LEVAN.id });
    if (c.heldOnly && s.matches('ready')) expect(c.arrivals?.some((a) => a.id === LEVAN_MATCHED.id && a.status === 'matched')).toBe(false);
  },
  effects: (event, before, after) => {
    const a = after.context as ArrivalsContext;
    if (event.type === 'xstate.done.actor.matchRecord') expect(a.matched).toEqual(LEVAN_MATCHED);
    if (event.type === 'xstate.error.actor.matchRecord') expect(a.arrivals).toEqual((before.context as ArrivalsContext).arrivals);
  },
  stopWhen: (s) => (s.context as ArrivalsContext).matched !== null && s.matches('loading'),
  timeout: 240_000,
});

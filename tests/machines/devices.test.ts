import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deviceKeysMachine, newDeviceKeyErrors } from '../../src/machines/cadmin/device-keys.machine';
import { arrivalsMachine } from '../../src/machines/devices/arrivals.machine';
import { DEVICE_KEY_LABEL_MAX } from '../../src/protocol/device-records';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';
import { ARRIVALS, BARE_HELD, HELD_ARRIVAL, ISSUED, KEYS, LEVAN, LEVAN_MATCHED, LOBBY_KEY, LOBBY_REVOKED, NEW_KEY_SECRET, NINO_ARRIVAL, OLD_KEY } from './devices-fakes';

describe('a new kiosk key’s fields', () => {
  it('need a label of at most DEVICE_KEY_LABEL_MAX characters and a known device type', () => {
    expect(newDeviceKeyErrors({ label: 'Lobby', device_type: 'T8X' })).toEqual([]);
    expect(newDeviceKeyErrors({ label: '   ', device_type: 'GS2' })).toEqual([{ path: 'label', code: 'field.required' }]);
    expect(newDeviceKeyErrors({ label: 'x'.repeat(DEVICE_KEY_LABEL_MAX), device_type: 'GS2' })).toEqual([]);
    expect(newDeviceKeyErrors({ label: 'x'.repeat(DEVICE_KEY_LABEL_MAX + 1), device_type: 'GS2' })).toEqual([{ path: 'label', code: 'field.too_long', params: { limit: DEVICE_KEY_LABEL_MAX } }]);
    // Georgian letters count as one character each.
    expect(newDeviceKeyErrors({ label: 'ფ'.repeat(DEVICE_KEY_LABEL_MAX), device_type: 'T8X' })).toEqual([]);
    expect(newDeviceKeyErrors({ label: 'Lobby', device_type: 'T9' }).map((e) => e.path)).toEqual(['device_type']);
  });
});

describe('the device keys machine', () => {
  function start() {
    const calls = new Invocations();
    const machine = deviceKeysMachine.provide({
      actors: {
        'load keys': fromPromise(({ input }) => calls.start('load', input)),
        'issue key': fromPromise(({ input }) => calls.start('issue', input)),
        'revoke key': fromPromise(({ input }) => calls.start('revoke', input)),
      },
    });
    const actor = createActor(machine, { input: { clinicId: 1 } }).start();
    return { actor, calls, snap: () => actor.getSnapshot() };
  }

  it('refuses bad fields without sending, issues a good key, shows it once and forgets it when closed', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', KEYS);
    await settle();
    expect(snap().value).toBe('ready');
    actor.send({ type: 'user.issue', body: { label: '', device_type: '' } });
    expect(snap().value).toBe('ready');
    expect(calls.count('issue')).toBe(0);
    expect(snap().context.error?.errors?.map((e) => e.path)).toEqual(['label', 'device_type']);
    actor.send({ type: 'user.issue', body: { label: '  Second floor ', device_type: 'GS2' } });
    expect(snap().value).toBe('issuing');
    expect(calls.inputs('issue')).toEqual([{ clinicId: 1, body: { label: 'Second floor', device_type: 'GS2' } }]);
    calls.resolve('issue', ISSUED);
    await settle();
    expect(snap().hasTag('show key')).toBe(true);
    expect(snap().context.issued?.key).toBe(NEW_KEY_SECRET);
    expect(snap().context.keys?.map((k) => k.id)).toEqual(['dk-2', 'dk-1', 'dk-0']);
    actor.send({ type: 'user.closeKey' });
    expect(snap().value).toBe('ready');
    expect(snap().hasTag('show key')).toBe(false);
    expect(JSON.stringify(snap().context)).not.toContain(NEW_KEY_SECRET);
  });

  it('revokes only after a confirmation, takes the answer, and keeps the list on a refusal', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', KEYS);
    await settle();
    actor.send({ type: 'user.revoke', id: OLD_KEY.id });
    expect(snap().value).toBe('ready'); // already revoked: nothing to ask
    actor.send({ type: 'user.revoke', id: LOBBY_KEY.id });
    expect(snap().value).toBe('confirming');
    actor.send({ type: 'user.cancel' });
    expect(snap().context.revoking).toBeNull();
    expect(calls.count('revoke')).toBe(0);
    actor.send({ type: 'user.revoke', id: LOBBY_KEY.id });
    actor.send({ type: 'user.confirm' });
    expect(calls.inputs('revoke')).toEqual([{ clinicId: 1, id: LOBBY_KEY.id }]);
    calls.reject('revoke', new AppError('cadmin.not_allowed', 403));
    await settle();
    expect(snap().value).toBe('ready');
    expect(snap().context.error?.code).toBe('cadmin.not_allowed');
    expect(snap().context.keys).toEqual(KEYS);
    actor.send({ type: 'user.revoke', id: LOBBY_KEY.id });
    actor.send({ type: 'user.confirm' });
    calls.resolve('revoke', LOBBY_REVOKED);
    await settle();
    expect(snap().context.keys).toEqual([LOBBY_REVOKED, OLD_KEY]);
    expect(snap().context.error).toBeNull();
  });

  it('shows a failed load with a retry, and a refused issue keeps no key', async () => {
    const { actor, calls, snap } = start();
    calls.reject('load', new AppError('network', 0));
    await settle();
    expect(snap().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    calls.resolve('load', []);
    await settle();
    expect(snap().context.keys).toEqual([]);
    actor.send({ type: 'user.issue', body: { label: 'Lobby', device_type: 'T8X' } });
    calls.reject('issue', new AppError('validation', 422, { errors: [{ path: 'label', code: 'field.too_long' }] }));
    await settle();
    expect(snap().value).toBe('ready');
    expect(snap().context.issued).toBeNull();
    expect(snap().context.error?.errors).toEqual([{ path: 'label', code: 'field.too_long' }]);
  });
});

describe('the kiosk arrivals machine', () => {
  function start(heldOnly = false) {
    const calls = new Invocations();
    const machine = arrivalsMachine.provide({
      actors: {
        'load arrivals': fromPromise(({ input }) => calls.start('load', input)),
        'search patients': fromPromise(({ input }) => calls.start('search', input)),
        'match record': fromPromise(({ input }) => calls.start('match', input)),
      },
    });
    const actor = createActor(machine, { input: { clinicId: 7, heldOnly } }).start();
    return { actor, calls, snap: () => actor.getSnapshot() };
  }

  it('loads the records, all or the held ones', async () => {
    const { actor, calls, snap } = start();
    expect(calls.inputs('load')).toEqual([{ clinicId: 7, heldOnly: false }]);
    calls.resolve('load', ARRIVALS);
    await settle();
    expect(snap().context.arrivals).toEqual(ARRIVALS);
    actor.send({ type: 'user.filter', heldOnly: true });
    expect(calls.inputs('load').at(-1)).toEqual({ clinicId: 7, heldOnly: true });
    calls.reject('load', new AppError('forbidden', 403));
    await settle();
    expect(snap().value).toBe('failed');
    expect(snap().context.error?.code).toBe('forbidden');
    actor.send({ type: 'user.retry' });
    expect(calls.inputs('load').at(-1)).toEqual({ clinicId: 7, heldOnly: true });
  });

  it('matches a held record: searches its ID number first, then the operator’s search, and sends only after the confirmation', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', ARRIVALS);
    await settle();
    actor.send({ type: 'user.startMatch', id: NINO_ARRIVAL.id });
    expect(snap().value).toBe('ready'); // a matched record is not matched again
    actor.send({ type: 'user.startMatch', id: HELD_ARRIVAL.id });
    expect(snap().matches({ matching: 'searching' })).toBe(true);
    expect(calls.inputs('search')).toEqual([{ query: '01001000002' }]);
    calls.resolve('search', []);
    await settle();
    expect(snap().context.match?.results).toEqual([]);
    actor.send({ type: 'user.search', query: '   ' });
    expect(snap().matches({ matching: 'choosing' })).toBe(true);
    expect(snap().context.matchError?.errors?.[0].path).toBe('q');
    actor.send({ type: 'user.search', query: '  Levan   Gelashvili ' });
    expect(calls.inputs('search').at(-1)).toEqual({ query: 'Levan Gelashvili' });
    calls.resolve('search', [LEVAN]);
    await settle();
    actor.send({ type: 'user.choose', patient: LEVAN });
    expect(snap().matches({ matching: 'confirming' })).toBe(true);
    actor.send({ type: 'user.back' });
    expect(snap().context.match?.patient).toBeNull();
    actor.send({ type: 'user.choose', patient: LEVAN });
    expect(calls.count('match')).toBe(0);
    actor.send({ type: 'user.confirm' });
    expect(calls.inputs('match')).toEqual([{ clinicId: 7, recordId: HELD_ARRIVAL.id, patientId: LEVAN.id }]);
    calls.resolve('match', LEVAN_MATCHED);
    await settle();
    expect(snap().value).toBe('ready');
    expect(snap().context.arrivals).toEqual([LEVAN_MATCHED, NINO_ARRIVAL]);
    expect(snap().context.matched).toEqual(LEVAN_MATCHED);
    expect(snap().context.match).toBeNull();
  });

  it('drops a matched record from the held-only list; a record with no ID number starts with an empty search', async () => {
    const { actor, calls, snap } = start(true);
    calls.resolve('load', [HELD_ARRIVAL, BARE_HELD]);
    await settle();
    actor.send({ type: 'user.startMatch', id: BARE_HELD.id });
    expect(snap().matches({ matching: 'choosing' })).toBe(true);
    expect(calls.count('search')).toBe(0);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.startMatch', id: HELD_ARRIVAL.id });
    calls.resolve('search', [LEVAN]);
    await settle();
    actor.send({ type: 'user.choose', patient: LEVAN });
    actor.send({ type: 'user.confirm' });
    calls.resolve('match', LEVAN_MATCHED);
    await settle();
    expect(snap().context.arrivals).toEqual([BARE_HELD]);
  });

  it('says a record matched meanwhile and reloads on closing; another refusal keeps the choice to try again', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', ARRIVALS);
    await settle();
    actor.send({ type: 'user.startMatch', id: HELD_ARRIVAL.id });
    calls.resolve('search', [LEVAN]);
    await settle();
    actor.send({ type: 'user.choose', patient: LEVAN });
    actor.send({ type: 'user.confirm' });
    calls.reject('match', new AppError('network', 0));
    await settle();
    expect(snap().matches({ matching: 'confirming' })).toBe(true);
    expect(snap().context.matchError?.code).toBe('network');
    actor.send({ type: 'user.confirm' });
    calls.reject('match', new AppError('event.conflict', 409));
    await settle();
    expect(snap().matches({ matching: 'stale' })).toBe(true);
    expect(snap().context.arrivals).toEqual(ARRIVALS);
    actor.send({ type: 'user.cancel' });
    expect(snap().value).toBe('loading');
    expect(calls.count('load')).toBe(2);
    expect(snap().context.match).toBeNull();
  });
});

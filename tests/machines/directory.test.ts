import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DIRECTORY_BATCH } from '../../src/machines/live/directory.machine';
import type { ClinicRef } from '../../src/protocol/catalog';
import { AppError } from '../../src/protocol/errors';
import { USERS_BY_IDS_MAX } from '../../src/protocol/user';
import { directoryWithFakes, PATIENT, person, userChanged } from './chat-fakes';
import { Invocations, settle } from './shell-fakes';

const clinic = (id: number): ClinicRef => ({ id, name: { ka: 'კლინიკა', en: 'Clinic' }, logo: null });

function start() {
  const calls = new Invocations();
  const clock = new SimulatedClock();
  const actor = createActor(directoryWithFakes(calls), { clock }).start();
  const snap = () => actor.getSnapshot();
  const need = (users: string[] = [], clinics: number[] = []) => actor.send({ type: 'directory.need', users, clinics });
  const fetches = () => calls.inputs('fetch entries');
  return { calls, clock, actor, snap, need, fetches };
}

function signedIn() {
  const d = start();
  d.actor.send(userChanged(PATIENT));
  return d;
}

describe('the directory', () => {
  it('asks for at most as many users at once as the server takes', () => {
    expect(DIRECTORY_BATCH).toBe(USERS_BY_IDS_MAX);
  });

  it('sends one batch 20 ms after the first need, with everything needed meanwhile', () => {
    const { clock, need, fetches, snap } = signedIn();
    need(['u-1'], [7]);
    clock.increment(10);
    need(['u-2', 'u-1'], [7, 8]);
    clock.increment(9);
    expect(fetches()).toEqual([]);
    expect(snap().value).toBe('batching');
    clock.increment(1);
    expect(fetches()).toEqual([{ users: ['u-1', 'u-2'], clinics: [7, 8] }]);
    expect(snap().context.queue).toEqual({ users: [], clinics: [] });
  });

  it('keeps the people and clinics it got, and never asks for them again', async () => {
    const { calls, clock, need, fetches, snap } = signedIn();
    need(['u-1'], [7]);
    clock.increment(20);
    calls.resolve('fetch entries', { users: [person('u-1')], clinics: [clinic(7)] });
    await settle();
    expect(snap().context.users).toEqual({ 'u-1': person('u-1') });
    expect(snap().context.clinics).toEqual({ 7: clinic(7) });
    need(['u-1'], [7]);
    clock.increment(100);
    expect(fetches()).toHaveLength(1);
    expect(snap().value).toBe('idle');
  });

  it('does not ask again for what a batch on its way already asks for; later needs go in the next batch', async () => {
    const { calls, clock, need, fetches } = signedIn();
    need(['u-1']);
    clock.increment(20);
    need(['u-1', 'u-2']);
    calls.resolve('fetch entries', { users: [person('u-1')], clinics: [] });
    await settle();
    clock.increment(19);
    expect(fetches()).toHaveLength(1);
    clock.increment(1);
    expect(fetches()).toEqual([
      { users: ['u-1'], clinics: [] },
      { users: ['u-2'], clinics: [] },
    ]);
  });

  it('splits more than 100 people over batches, 20 ms apart', async () => {
    const { calls, clock, need, fetches } = signedIn();
    const ids = Array.from({ length: DIRECTORY_BATCH + 5 }, (_, i) => `u-${i}`);
    need(ids, [7]);
    clock.increment(20);
    expect(fetches()).toEqual([{ users: ids.slice(0, DIRECTORY_BATCH), clinics: [7] }]);
    calls.resolve('fetch entries', { users: ids.slice(0, DIRECTORY_BATCH).map(person), clinics: [clinic(7)] });
    await settle();
    clock.increment(19);
    expect(fetches()).toHaveLength(1);
    clock.increment(1);
    expect(fetches()[1]).toEqual({ users: ids.slice(DIRECTORY_BATCH), clinics: [] });
  });

  it('asks again on the next reconnect for what a batch did not bring back', async () => {
    const { actor, calls, clock, need, fetches, snap } = signedIn();
    need(['u-1', 'u-gone'], [7, 8]);
    clock.increment(20);
    calls.resolve('fetch entries', { users: [person('u-1')], clinics: [clinic(7)] });
    await settle();
    expect(snap().context.failed).toEqual({ users: ['u-gone'], clinics: [8] });
    clock.increment(1000);
    expect(fetches()).toHaveLength(1);
    actor.send({ type: 'socket.connected' });
    clock.increment(19);
    expect(fetches()).toHaveLength(1);
    clock.increment(1);
    expect(fetches()[1]).toEqual({ users: ['u-gone'], clinics: [8] });
    expect(snap().context.failed).toEqual({ users: [], clinics: [] });
  });

  it('asks again for everything of a failed batch, on the next reconnect or when needed again', async () => {
    const { actor, calls, clock, need, fetches, snap } = signedIn();
    need(['u-1', 'u-2'], [7]);
    clock.increment(20);
    calls.reject('fetch entries', new AppError('network', 0));
    await settle();
    expect(snap().context.failed).toEqual({ users: ['u-1', 'u-2'], clinics: [7] });
    expect(snap().value).toBe('idle');
    need(['u-2']);
    clock.increment(20);
    expect(fetches()[1]).toEqual({ users: ['u-2'], clinics: [] });
    expect(snap().context.failed).toEqual({ users: ['u-1'], clinics: [7] });
    calls.resolve('fetch entries', { users: [person('u-2')], clinics: [] });
    await settle();
    actor.send({ type: 'socket.connected' });
    clock.increment(20);
    expect(fetches()[2]).toEqual({ users: ['u-1'], clinics: [7] });
  });

  it('queues needs without a session and fetches them once someone signs in', () => {
    const { actor, clock, need, fetches, snap } = start();
    need(['u-1']);
    actor.send({ type: 'socket.connected' });
    clock.increment(1000);
    expect(fetches()).toEqual([]);
    expect(snap().value).toBe('signedOut');
    actor.send(userChanged(PATIENT));
    clock.increment(19);
    expect(fetches()).toEqual([]);
    clock.increment(1);
    expect(fetches()).toEqual([{ users: ['u-1'], clinics: [] }]);
  });

  it('keeps its cache when the session announces someone signed in again', async () => {
    const { actor, calls, clock, need, snap } = signedIn();
    need(['u-1']);
    clock.increment(20);
    calls.resolve('fetch entries', { users: [person('u-1')], clinics: [] });
    await settle();
    actor.send(userChanged({ ...PATIENT, firstname: { ka: 'ნინა', en: 'Nina' } }));
    expect(snap().context.users).toEqual({ 'u-1': person('u-1') });
    expect(snap().value).toBe('idle');
  });

  it('forgets everything at sign-out, dropping a batch on its way and one about to go', async () => {
    const a = signedIn();
    a.need(['u-1']);
    a.clock.increment(20);
    a.actor.send(userChanged(null));
    expect(a.snap().value).toBe('signedOut');
    expect(a.snap().context).toEqual({ users: {}, clinics: {}, queue: { users: [], clinics: [] }, asking: { users: [], clinics: [] }, failed: { users: [], clinics: [] } });
    a.calls.resolve('fetch entries', { users: [person('u-1')], clinics: [] });
    await settle();
    expect(a.snap().context.users).toEqual({});

    const b = signedIn();
    b.need(['u-1']);
    b.clock.increment(10);
    b.actor.send(userChanged(null));
    b.clock.increment(100);
    expect(b.fetches()).toEqual([]);
  });
});

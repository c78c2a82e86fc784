import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { scheduleListMachine } from '../../src/machines/schedules/schedule-list.machine';
import type { ScheduleQuery, Viewer } from '../../src/machines/schedules/schedule-rules';
import { AppError } from '../../src/protocol/errors';
import type { Schedule } from '../../src/protocol/schedules';
import { Invocations, settle } from './shell-fakes';
import { DOCTOR, OPERATOR, OTHER_DOCTOR, PATIENT, schedule } from './schedule-fakes';

/** 2026-11-25 in Tbilisi (UTC+4). */
const DAY: ScheduleQuery = { from: '2026-11-24T20:00:00.000Z', to: '2026-11-25T20:00:00.000Z' };
const UPCOMING: ScheduleQuery = { upcoming: true, from: '2026-11-24T20:00:00.000Z' };
const at = (hour: number, day = 25) => `2026-11-${day}T${String(hour - 4).padStart(2, '0')}:00:00.000Z`;

function start(query: ScheduleQuery = DAY, viewer: Viewer = OPERATOR) {
  const calls = new Invocations();
  const alerts: string[] = [];
  let pushes: ((e: unknown) => void) | null = null;
  const actor = createActor(
    scheduleListMachine.provide({
      actors: {
        'load schedules': fromPromise(({ input }) => calls.start('load schedules', input)),
        'confirm schedule': fromPromise(({ input }) => calls.start('confirm schedule', input)),
        'live pushes': fromCallback(({ sendBack }) => {
          pushes = sendBack as (e: unknown) => void;
        }),
      },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
    { input: { query, viewer } },
  ).start();
  const ids = () => actor.getSnapshot().context.items.map((s: Schedule) => `${s.id}:${s.status}`);
  return { actor: actor as typeof actor & AnyActorRef, calls, alerts, push: (e: unknown) => pushes!(e), ids };
}

describe('a range of appointments', () => {
  it('loads the range, in start order, and shows only what the query asks for', async () => {
    const t = start({ ...DAY, status: 'created' });
    expect(t.calls.inputs('load schedules')).toEqual([{ ...DAY, status: 'created' }]);
    t.calls.resolve('load schedules', [schedule({ id: 'b', start_time: at(12) }), schedule({ id: 'a', start_time: at(9) }), schedule({ id: 'x', status: 'pending' })]);
    await settle();
    expect(t.ids()).toEqual(['a:created', 'b:created']);
  });

  it('inserts, updates and removes by the pushes, never going back to an older version', async () => {
    const t = start();
    t.calls.resolve('load schedules', [schedule({ id: 'a', start_time: at(9) })]);
    await settle();
    t.push({ type: 'server.ScheduleCreated', payload: schedule({ id: 'b', start_time: at(8) }) });
    t.push({ type: 'server.ScheduleCreated', payload: schedule({ id: 'next-day', start_time: at(9, 26) }) });
    expect(t.ids()).toEqual(['b:created', 'a:created']);
    t.push({ type: 'server.ScheduleGotPending', payload: schedule({ id: 'a', start_time: at(9), status: 'pending', version: 2 }) });
    t.push({ type: 'server.ScheduleCreated', payload: schedule({ id: 'a', start_time: at(9), status: 'created', version: 1 }) }); // stale
    expect(t.ids()).toEqual(['b:created', 'a:pending']);
    t.push({ type: 'server.ScheduleStartTimeUpdated', payload: schedule({ id: 'b', start_time: at(9, 27), version: 2 }) }); // moved out of the day
    expect(t.ids()).toEqual(['a:pending']);
    t.push({ type: 'server.ScheduleStartTimeUpdated', payload: schedule({ id: 'b', start_time: at(8), version: 1 }) }); // stale: does not come back
    expect(t.ids()).toEqual(['a:pending']);
  });

  it('drops an appointment from the upcoming list once activated or completed (SPEC §4)', async () => {
    const t = start({ ...UPCOMING, assignee_id: DOCTOR.id }, DOCTOR);
    t.calls.resolve('load schedules', [schedule({ id: 'a', start_time: at(9) }), schedule({ id: 'b', start_time: at(11), status: 'pending' }), schedule({ id: 'old', start_time: at(9, 24) })]);
    await settle();
    expect(t.ids()).toEqual(['a:created', 'b:pending']);
    t.push({ type: 'server.ScheduleActivated', payload: schedule({ id: 'a', start_time: at(9), status: 'activated', version: 2 }) });
    expect(t.ids()).toEqual(['b:pending']);
    t.push({ type: 'server.ScheduleReassigned', payload: schedule({ id: 'b', start_time: at(11), status: 'pending', version: 2, assignee_id: OTHER_DOCTOR.id }) });
    expect(t.ids()).toEqual([]);
  });

  it('applies pushes that came while it loaded over the answer', async () => {
    const t = start();
    t.push({ type: 'server.ScheduleCancelled', payload: schedule({ id: 'a', start_time: at(9), status: 'cancelled', version: 3 }) });
    t.push({ type: 'server.ScheduleCreated', payload: schedule({ id: 'c', start_time: at(15) }) });
    t.calls.resolve('load schedules', [schedule({ id: 'a', start_time: at(9), status: 'pending', version: 2 })]);
    await settle();
    expect(t.ids()).toEqual(['a:cancelled', 'c:created']);
  });

  it('keeps the newer version shown when a reload answers an older one, and drops what the answer no longer names', async () => {
    const t = start();
    t.calls.resolve('load schedules', [schedule({ id: 'a', start_time: at(9) }), schedule({ id: 'gone', start_time: at(11) })]);
    await settle();
    t.push({ type: 'server.ScheduleGotPending', payload: schedule({ id: 'a', start_time: at(9), status: 'pending', version: 2 }) });
    t.push({ type: 'socket.connected' });
    t.calls.resolve('load schedules', [schedule({ id: 'a', start_time: at(9), version: 1 })]); // a lagging replica
    await settle();
    expect(t.ids()).toEqual(['a:pending']);
  });

  it('loads again for a new query and after every reconnect; a failure shows the error and retries', async () => {
    const t = start();
    t.calls.reject('load schedules', new AppError('network', 0));
    await settle();
    expect(t.actor.getSnapshot().hasTag('failed')).toBe(true);
    t.actor.send({ type: 'user.retry' });
    t.calls.resolve('load schedules', [schedule()]);
    await settle();
    t.actor.send({ type: 'user.query', query: { ...DAY, assignee_id: OTHER_DOCTOR.id } });
    expect(t.ids()).toEqual([]);
    expect(t.calls.inputs('load schedules').at(-1)).toEqual({ ...DAY, assignee_id: OTHER_DOCTOR.id });
    t.calls.resolve('load schedules', []);
    await settle();
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load schedules')).toBe(4);
    expect(t.alerts).toEqual([]);
  });

  it('confirms a booking from the list when the viewer may, one at a time', async () => {
    const t = start();
    t.calls.resolve('load schedules', [schedule({ id: 'a', version: 3 }), schedule({ id: 'b', status: 'pending', start_time: at(12) })]);
    await settle();
    t.actor.send({ type: 'user.confirm', id: 'b' }); // already confirmed
    t.actor.send({ type: 'user.confirm', id: 'zzz' }); // not listed
    expect(t.calls.count('confirm schedule')).toBe(0);
    t.actor.send({ type: 'user.confirm', id: 'a' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(t.calls.inputs('confirm schedule')).toEqual([{ id: 'a', version: 3 }]);
    t.calls.resolve('confirm schedule', schedule({ id: 'a', status: 'pending', version: 4 }));
    await settle();
    expect(t.ids()).toEqual(['a:pending', 'b:pending']);
    expect(t.actor.getSnapshot().context.acting).toBeNull();
  });

  it('lets no patient confirm, and reloads with the alert when a confirmation is refused', async () => {
    const patient = start(UPCOMING, PATIENT);
    patient.calls.resolve('load schedules', [schedule()]);
    await settle();
    patient.actor.send({ type: 'user.confirm', id: 's-1' });
    expect(patient.calls.count('confirm schedule')).toBe(0);

    const t = start();
    t.calls.resolve('load schedules', [schedule()]);
    await settle();
    t.actor.send({ type: 'user.confirm', id: 's-1' });
    t.calls.reject('confirm schedule', new AppError('event.conflict', 409));
    await settle();
    expect(t.alerts).toEqual(['event.conflict']);
    expect(t.calls.count('load schedules')).toBe(2);
  });

  it('reloads after a confirmation the connection came back during', async () => {
    const t = start();
    t.calls.resolve('load schedules', [schedule()]);
    await settle();
    t.actor.send({ type: 'user.confirm', id: 's-1' });
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load schedules')).toBe(1);
    t.calls.resolve('confirm schedule', schedule({ status: 'pending', version: 2 }));
    await settle();
    expect(t.calls.count('load schedules')).toBe(2);
    expect(t.ids()).toEqual(['s-1:pending']);
  });
});

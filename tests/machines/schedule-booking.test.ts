import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { scheduleBookingMachine } from '../../src/machines/schedules/schedule-booking.machine';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';
import { PATIENT, schedule } from './schedule-fakes';

function start() {
  const calls = new Invocations();
  const alerts: string[] = [];
  const booked: string[] = [];
  const actor = createActor(
    scheduleBookingMachine.provide({
      actors: { 'book schedule': fromPromise(({ input }) => calls.start('book schedule', input)) },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code), 'announce booked': (_, p) => booked.push(p.schedule.id) },
    }),
    { input: { seed: 'op-visit' } },
  ).start();
  return { actor, calls, alerts, booked };
}

const BODY = { clinic_service_id: 11, assignee_id: 'd-1', start_time: '2026-11-26T06:00:00.000Z', patient_id: PATIENT.id };

describe('an operator booking for a patient', () => {
  it('books once with a client id and announces the appointment', async () => {
    const t = start();
    t.actor.send({ type: 'user.book', body: BODY });
    t.actor.send({ type: 'user.book', body: BODY }); // busy
    expect(t.calls.count('book schedule')).toBe(1);
    const [sent] = t.calls.inputs('book schedule') as Array<typeof BODY & { client_id: string }>;
    expect(sent).toMatchObject(BODY);
    expect(sent.client_id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    t.calls.resolve('book schedule', schedule({ id: 'new' }));
    await settle();
    expect(t.booked).toEqual(['new']);
    expect(t.actor.getSnapshot().hasTag('booked')).toBe(true);
  });

  it('repeats a lost booking under the same client id, and asks for fresh slots when the slot was taken', async () => {
    const t = start();
    t.actor.send({ type: 'user.book', body: BODY });
    t.calls.reject('book schedule', new AppError('network', 0));
    await settle();
    t.actor.send({ type: 'user.book', body: BODY });
    t.calls.reject('book schedule', new AppError('schedule.slot_taken', 409));
    await settle();
    expect(t.actor.getSnapshot().context.slotsRefresh).toBe(1);
    t.actor.send({ type: 'user.book', body: { ...BODY, start_time: '2026-11-26T07:00:00.000Z' } });
    const ids = (t.calls.inputs('book schedule') as Array<{ client_id: string }>).map((i) => i.client_id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
    expect(t.alerts).toEqual(['network', 'schedule.slot_taken']);
  });
});

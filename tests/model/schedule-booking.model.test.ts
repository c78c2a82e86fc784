import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { scheduleBookingMachine, type ScheduleBookingContext } from '../../src/machines/schedules/schedule-booking.machine';
import { AppError } from '../../src/protocol/errors';
import type { Schedule } from '../../src/protocol/schedules';
import { PATIENT, schedule } from '../machines/schedule-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  alerts: string[];
  booked: string[];
  calls: number;
}

const machine = (run: Run<World>) =>
  scheduleBookingMachine.provide({
    actors: { 'book schedule': fromPromise(({ input }) => run.invocations.start('book schedule', input)) },
    actions: { 'report failure': (_, p) => run.world.alerts.push(p.error.code), 'announce booked': (_, p) => run.world.booked.push(p.schedule.id) },
  });

const BOOKED = 'xstate.done.actor.bookSchedule';
const failed = (error: AppError) => ({ type: 'xstate.error.actor.bookSchedule', error });
const BODY = { clinic_service_id: 11, assignee_id: 'd-1', start_time: '2026-11-26T06:00:00.000Z', patient_id: PATIENT.id };
const ctx = (s: AnyMachineSnapshot) => s.context as ScheduleBookingContext;

const EVENTS: EventCase[] = [
  { type: 'user.book', body: BODY },
  { type: 'user.again' },
  { type: BOOKED, output: schedule({ id: 'new' }) },
  failed(new AppError('network', 0)),
  failed(new AppError('schedule.slot_taken', 409)),
];

describeModelWalk<World, { seed: string }>('the operator booking machine, walked as a model', {
  machine,
  transitions: [
    'booked: user.again → editing',
    'booking: done (book schedule) → booked',
    'booking: error (book schedule) [else] → editing',
    'booking: error (book schedule) [is slot gone] → editing',
    'editing: user.book → booking',
  ],
  starts: [{ input: { seed: 'op-test' }, events: EVENTS }],
  world: () => ({ alerts: [], booked: [], calls: 0 }),
  stopWhen: (s) => ctx(s).attempt >= 3,
  invariant: (s) => {
    expect(s.hasTag('busy')).toBe(s.matches('booking'));
    expect(ctx(s).booked !== null).toBe(s.matches('booked'));
    expect(ctx(s).clientId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  },
  effects: (event, before, after, run) => {
    const started = run.invocations.count('book schedule') - run.world.calls;
    run.world.calls = run.invocations.count('book schedule');
    const alerts = run.world.alerts.splice(0);
    const booked = run.world.booked.splice(0);
    expect(started).toBe(event.type === 'user.book' && before.matches('editing') ? 1 : 0);
    if (started) expect(run.invocations.inputs('book schedule').at(-1)).toEqual({ ...BODY, client_id: ctx(before).clientId });
    expect(booked).toEqual(event.type === BOOKED ? [(event.output as Schedule).id] : []);
    expect(alerts).toEqual(event.type === failed(new AppError('network', 0)).type ? [(event.error as AppError).code] : []);
    // A lost answer is repeated under the same client id; a slot gone asks for fresh slots and a new id.
    if (event.type.startsWith('xstate.error')) {
      const gone = (event.error as AppError).code === 'schedule.slot_taken';
      expect(ctx(after).slotsRefresh).toBe(ctx(before).slotsRefresh + (gone ? 1 : 0));
      if (!gone) expect(ctx(after).clientId).toBe(ctx(before).clientId);
      else expect(ctx(after).clientId).not.toBe(ctx(before).clientId);
    }
  },
  timeout: 120_000,
});

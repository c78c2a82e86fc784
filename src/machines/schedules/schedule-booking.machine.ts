import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import type { BookBody } from '../../protocol/schedule-schemas';
import type { Schedule } from '../../protocol/schedules';
import { notProvided } from '../not-provided';

/**
 * An operator books a slot for a patient (POST /api/schedules with `patient_id`):
 * 1. `user.book` sends the booking once (busy); a repeat after a lost answer carries the same
 *    client id, so the server answers the same appointment.
 * 2. Booked: the new appointment is kept and announced (`booked`), and the form can start over.
 * 3. Refused: the error stays for the form (a slot taken meanwhile asks for fresh slots, SPEC's
 *    race) and the general alert says why.
 */
export interface ScheduleBookingContext {
  /** This form's own prefix of client ids (random unless the input names one). */
  seed: string;
  /** The booking attempt (a new slot or a new booking is a new attempt, a repeat is not). */
  attempt: number;
  clientId: string;
  error: AppError | null;
  booked: Schedule | null;
  /** How many times the slot list should have been refreshed (a taken slot bumps it). */
  slotsRefresh: number;
}

export type ScheduleBookingEvent = { type: 'user.book'; body: Omit<BookBody, 'client_id'> } | { type: 'user.again' };

const nextAttempt = ({ context }: { context: ScheduleBookingContext }) => ({ attempt: context.attempt + 1, clientId: `${context.seed}-${context.attempt + 1}` });

export const scheduleBookingMachine = setup({
  types: { context: {} as ScheduleBookingContext, events: {} as ScheduleBookingEvent, input: {} as { seed: string } },
  actors: {
    'book schedule': fromPromise<Schedule, BookBody>(notProvided('book schedule')),
  },
  actions: {
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'announce booked': notProvided('announce booked') as (_: unknown, params: { schedule: Schedule }) => void,
  },
  guards: {
    'is slot gone': (_, params: { error: unknown }) => ['schedule.slot_taken', 'schedule.slot_unavailable', 'schedule.slot_too_soon', 'schedule.slot_in_past'].includes(toAppError(params.error).code),
  },
}).createMachine({
  id: 'scheduleBooking',
  context: ({ input }) => {
    const seed = input.seed;
    return { seed, attempt: 1, clientId: `${seed}-1`, error: null, booked: null, slotsRefresh: 0 };
  },
  initial: 'editing',
  states: {
    editing: {
      on: { 'user.book': { target: 'booking', actions: assign({ error: null }) } },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookSchedule',
        src: 'book schedule',
        input: ({ context, event }) => ({ ...(event as Extract<ScheduleBookingEvent, { type: 'user.book' }>).body, client_id: context.clientId }),
        onDone: {
          target: 'booked',
          actions: [assign({ booked: ({ event }) => event.output }), { type: 'announce booked', params: ({ event }) => ({ schedule: event.output }) }],
        },
        onError: [
          {
            guard: { type: 'is slot gone', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              assign(({ context, event }) => ({ error: toAppError(event.error), slotsRefresh: context.slotsRefresh + 1, ...nextAttempt({ context }) })),
              { type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) },
            ],
          },
          {
            target: 'editing',
            actions: [assign({ error: ({ event }) => toAppError(event.error) }), { type: 'report failure', params: ({ event }) => ({ error: toAppError(event.error) }) }],
          },
        ],
      },
    },
    booked: {
      tags: ['booked'],
      on: { 'user.again': { target: 'editing', actions: assign(({ context }) => ({ booked: null, error: null, ...nextAttempt({ context }) })) } },
    },
  },
});

export type ScheduleBookingMachine = typeof scheduleBookingMachine;
export type ScheduleBookingActorRef = ActorRefFrom<typeof scheduleBookingMachine>;
export type ScheduleBookingSnapshot = SnapshotFrom<typeof scheduleBookingMachine>;

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError } from '../../protocol/errors';
import { SCHEDULE_COMMENT_MAX, SCHEDULE_FILES_MAX, type Schedule } from '../../protocol/schedules';
import { notProvided } from '../not-provided';
import { addDays, dayToShow, sameOffer, SLOT_WINDOW_DAYS } from './booking-rules';
import type { BookBody, BookingChoices, BookingContext, BookingEvent, BookingInput, BookingOffer, SlotList, SlotsRequest, WaitingEntry } from './booking.types';

/**
 * A patient books an appointment (/doctor/{id}, /service/{id}), top to bottom:
 * 1. Choose the clinic service (skipped when there is one, or when coming back from signing in).
 * 2. Free slots of a week from today load (days in the clinic's zone); the person picks a day,
 *    moves a week on or back (never before today), and picks a slot. A failure offers a retry.
 *    A doctor with no free slot in the whole booking horizon offers the waiting list instead:
 *    whether the patient is on it, join, leave.
 * 3. Picking a slot (or joining the waiting list) while signed out sends the person to sign in,
 *    remembering the service and the day to come back to.
 * 4. Details: a note for the doctor (at most SCHEDULE_COMMENT_MAX characters), an interview to
 *    share from the patient's list, and for a home visit the city and address.
 * 5. Review shows the price (paid at the clinic); review starts a new attempt with a new client
 *    id, and confirming again after a failure keeps it (the server books once).
 * 6. A taken slot (409 schedule.slot_taken) returns to the slots, fresh, with a notice; field
 *    errors return to the details; any other error stays on review with its message. What the
 *    person typed is kept.
 * 7. Booked: the appointment; files for the doctor are attached one at a time.
 */
export const bookingMachine = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
  },
  actors: {
    'load slots': fromPromise<SlotList, SlotsRequest>(notProvided('load slots')),
    'load choices': fromPromise<BookingChoices, { homeVisit: boolean }>(notProvided('load choices')),
    'book': fromPromise<Schedule, BookBody>(notProvided('book')),
    'load waiting entry': fromPromise<WaitingEntry | null, { doctorId: string; clinicServiceId: number }>(notProvided('load waiting entry')),
    'join waiting list': fromPromise<WaitingEntry, { doctorId: string; clinicServiceId: number }>(notProvided('join waiting list')),
    'leave waiting list': fromPromise<unknown, { id: string }>(notProvided('leave waiting list')),
    'upload file': fromPromise<Schedule, { scheduleId: string; file: File }>(notProvided('upload file')),
  },
  actions: {
    'go to sign in': notProvided('go to sign in') as (_: unknown, params: { clinicServiceId: number; doctorId: string; day: string | null }) => void,
    'take offer': assign((_, params: { offer: BookingOffer }) => ({ offer: params.offer, slots: null, slot: null, notice: null, error: null, waiting: null })),
    'take slots': assign(({ context }, params: { slots: SlotList }) => ({
      slots: params.slots,
      day: dayToShow(params.slots.slots, params.slots.time_zone, context.day, context.from),
    })),
    'take day': assign((_, params: { day: string }) => ({ day: params.day })),
    'shift week': assign(({ context }, params: { by: number }) => ({ from: addDays(context.from, params.by * SLOT_WINDOW_DAYS), day: null, slots: null })),
    'take slot': assign(({ context }, params: { start: string }) => ({ slot: context.slots?.slots.find((s) => s.start === params.start) ?? null, notice: null, error: null })),
    'take details': assign(({ context }, params: { details: Partial<BookingContext['details']> }) => ({ details: { ...context.details, ...params.details } })),
    // An interview chosen before (from the symptom checker) stays chosen only when it can be shared.
    'take choices': assign(({ context }, params: { choices: BookingChoices }) => ({
      choices: params.choices,
      details: { ...context.details, interviewId: params.choices.interviews.some((i) => i.id === context.details.interviewId) ? context.details.interviewId : null },
    })),
    // One attempt: confirming again after a failure sends the same client id.
    'new attempt': assign(({ context }) => ({ clientId: `${context.idSeed}-${context.attempts + 1}`, attempts: context.attempts + 1, error: null })),
    'slot taken': assign(() => ({ slot: null, clientId: null, notice: 'slot_taken' as const, error: null })),
    'take schedule': assign((_, params: { schedule: Schedule }) => ({ schedule: params.schedule, upload: null, error: null })),
    'take waiting': assign((_, params: { waiting: WaitingEntry | null }) => ({ waiting: params.waiting, error: null })),
    'take upload': assign((_, params: { file: File }) => ({ upload: params.file, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error), upload: null })),
    'clear error': assign(() => ({ error: null })),
    // What belonged to the service left behind: its notice, waiting-list entry and error.
    'forget choice': assign(() => ({ notice: null, waiting: null, error: null })),
  },
  guards: {
    'preset offer': ({ context }) => context.offer !== null,
    'several offers': ({ context }) => context.offers.length > 1,
    'known offer': ({ context }, params: { clinicServiceId: number; doctorId: string }) => context.offers.some((o) => sameOffer(o, params)),
    'fully booked': (_, params: { slots: SlotList }) => params.slots.fully_booked,
    'not before today': ({ context }, params: { by: number }) => addDays(context.from, params.by * SLOT_WINDOW_DAYS) >= context.today,
    'free slot': ({ context }, params: { start: string }) => context.slots?.slots.some((s) => s.start === params.start) ?? false,
    'free slot, signed in': ({ context }, params: { start: string }) => context.signedIn && (context.slots?.slots.some((s) => s.start === params.start) ?? false),
    'signed in': ({ context }) => context.signedIn,
    'not signed in': ({ context }) => !context.signedIn,
    'details complete': ({ context }) => {
      const d = context.details;
      if ([...d.comment.trim()].length > SCHEDULE_COMMENT_MAX) return false;
      return context.offer?.template !== 'home_visit' || (d.cityId !== null && d.address.trim() !== '');
    },
    'slot taken': (_, params: { error: unknown }) => toAppError(params.error).code === 'schedule.slot_taken',
    'has field errors': (_, params: { error: unknown }) => (toAppError(params.error).errors?.length ?? 0) > 0,
    'on the list': ({ context }) => context.waiting !== null,
    'not on the list': ({ context }) => context.waiting === null,
    'room for files': ({ context }) => (context.schedule?.files.length ?? 0) < SCHEDULE_FILES_MAX,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => {
    const preset = input.offers.find((o) => o.clinicServiceId === input.clinicServiceId && (!input.doctorId || o.doctorId === input.doctorId)) ?? null;
    const day = preset && input.day && input.day >= input.today ? input.day : null;
    return {
      idSeed: input.idSeed,
      attempts: 0,
      offers: input.offers,
      signedIn: input.signedIn,
      today: input.today,
      offer: preset ?? (input.offers.length === 1 ? input.offers[0] : null),
      from: day ?? input.today,
      day,
      slots: null,
      slot: null,
      details: { comment: '', interviewId: input.interviewId ?? null, cityId: null, address: '' },
      choices: null,
      clientId: null,
      notice: null,
      error: null,
      schedule: null,
      waiting: null,
      upload: null,
    };
  },
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'preset offer', target: 'slots' }, { target: 'choosingService' }],
    },
    choosingService: {
      on: {
        'user.pickService': {
          guard: { type: 'known offer', params: ({ event }) => ({ clinicServiceId: event.clinicServiceId, doctorId: event.doctorId }) },
          target: 'slots',
          actions: { type: 'take offer', params: ({ context, event }) => ({ offer: context.offers.find((o) => sameOffer(o, event))! }) },
        },
      },
    },
    slots: {
      initial: 'loading',
      on: {
        'user.changeService': { guard: 'several offers', target: 'choosingService', actions: 'forget choice' },
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadSlots',
            src: 'load slots',
            input: ({ context }) => ({
              doctorId: context.offer!.doctorId,
              clinicServiceId: context.offer!.clinicServiceId,
              from: context.from,
              to: addDays(context.from, SLOT_WINDOW_DAYS - 1),
            }),
            onDone: [
              {
                guard: { type: 'fully booked', params: ({ event }) => ({ slots: event.output }) },
                target: 'fullyBooked',
                actions: { type: 'take slots', params: ({ event }) => ({ slots: event.output }) },
              },
              { target: 'choosing', actions: { type: 'take slots', params: ({ event }) => ({ slots: event.output }) } },
            ],
            onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: {
          on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
        },
        choosing: {
          on: {
            'user.pickDay': { actions: { type: 'take day', params: ({ event }) => ({ day: event.day }) } },
            'user.shiftWeek': {
              guard: { type: 'not before today', params: ({ event }) => ({ by: event.by }) },
              target: 'loading',
              actions: { type: 'shift week', params: ({ event }) => ({ by: event.by }) },
            },
            'user.pickSlot': [
              {
                guard: { type: 'free slot, signed in', params: ({ event }) => ({ start: event.start }) },
                target: '#booking.details',
                actions: { type: 'take slot', params: ({ event }) => ({ start: event.start }) },
              },
              {
                guard: { type: 'free slot', params: ({ event }) => ({ start: event.start }) },
                target: '#booking.signingIn',
                actions: { type: 'take slot', params: ({ event }) => ({ start: event.start }) },
              },
            ],
          },
        },
        fullyBooked: {
          initial: 'check',
          states: {
            check: {
              always: [{ guard: 'signed in', target: 'checking' }, { target: 'ready' }],
            },
            checking: {
              tags: ['busy'],
              invoke: {
                id: 'loadWaitingEntry',
                src: 'load waiting entry',
                input: ({ context }) => ({ doctorId: context.offer!.doctorId, clinicServiceId: context.offer!.clinicServiceId }),
                onDone: { target: 'ready', actions: { type: 'take waiting', params: ({ event }) => ({ waiting: event.output }) } },
                onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: {
              on: {
                'user.joinWaitlist': [
                  { guard: 'not signed in', target: '#booking.signingIn' },
                  { guard: 'not on the list', target: 'joining', actions: 'clear error' },
                ],
                'user.leaveWaitlist': { guard: 'on the list', target: 'leaving', actions: 'clear error' },
              },
            },
            joining: {
              tags: ['busy'],
              invoke: {
                id: 'joinWaitingList',
                src: 'join waiting list',
                input: ({ context }) => ({ doctorId: context.offer!.doctorId, clinicServiceId: context.offer!.clinicServiceId }),
                onDone: { target: 'ready', actions: { type: 'take waiting', params: ({ event }) => ({ waiting: event.output }) } },
                onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            leaving: {
              tags: ['busy'],
              invoke: {
                id: 'leaveWaitingList',
                src: 'leave waiting list',
                input: ({ context }) => ({ id: context.waiting!.id }),
                onDone: { target: 'ready', actions: { type: 'take waiting', params: () => ({ waiting: null }) } },
                onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    signingIn: {
      type: 'final',
      entry: { type: 'go to sign in', params: ({ context }) => ({ clinicServiceId: context.offer!.clinicServiceId, doctorId: context.offer!.doctorId, day: context.day }) },
    },
    details: {
      invoke: {
        id: 'loadChoices',
        src: 'load choices',
        input: ({ context }) => ({ homeVisit: context.offer!.template === 'home_visit' }),
        onDone: { actions: { type: 'take choices', params: ({ event }) => ({ choices: event.output }) } },
        onError: { actions: { type: 'take choices', params: () => ({ choices: { interviews: [], cities: [] } }) } },
      },
      on: {
        'user.edit': { actions: { type: 'take details', params: ({ event }) => ({ details: event.details }) } },
        'user.back': { target: 'slots.choosing', actions: 'clear error' },
        'user.review': { guard: 'details complete', target: 'review', actions: 'new attempt' },
      },
    },
    review: {
      on: {
        'user.back': { target: 'details', actions: 'clear error' },
        'user.confirm': { target: 'confirming', actions: 'clear error' },
      },
    },
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'book',
        src: 'book',
        input: ({ context }) => bookBody(context),
        onDone: { target: 'booked', actions: { type: 'take schedule', params: ({ event }) => ({ schedule: event.output }) } },
        onError: [
          { guard: { type: 'slot taken', params: ({ event }) => ({ error: event.error }) }, target: 'slots.loading', actions: 'slot taken' },
          {
            guard: { type: 'has field errors', params: ({ event }) => ({ error: event.error }) },
            target: 'details',
            actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'review', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    booked: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'user.attach': { guard: 'room for files', target: 'uploading', actions: { type: 'take upload', params: ({ event }) => ({ file: event.file }) } },
          },
        },
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadFile',
            src: 'upload file',
            input: ({ context }) => ({ scheduleId: context.schedule!.id, file: context.upload! }),
            onDone: { target: 'idle', actions: { type: 'take schedule', params: ({ event }) => ({ schedule: event.output }) } },
            onError: { target: 'idle', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

/** The booking request of the context: the slot, the note, the interview, and for a home visit where. */
export function bookBody(context: BookingContext): BookBody {
  const { offer, slot, details } = context;
  const comment = details.comment.trim();
  return {
    clinic_service_id: offer!.clinicServiceId,
    assignee_id: offer!.doctorId,
    start_time: slot!.start,
    ...(comment ? { comment } : {}),
    ...(details.interviewId ? { interview_id: details.interviewId } : {}),
    ...(offer!.template === 'home_visit' ? { city_id: details.cityId!, address: details.address.trim() } : {}),
    client_id: context.clientId!,
  };
}

export type BookingMachine = typeof bookingMachine;
export type BookingActorRef = ActorRefFrom<typeof bookingMachine>;
export type BookingSnapshot = SnapshotFrom<typeof bookingMachine>;

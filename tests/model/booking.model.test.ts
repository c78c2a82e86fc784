import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { bookBody, bookingMachine } from '../../src/machines/booking/booking.machine';
import type { BookingContext, BookingInput } from '../../src/machines/booking/booking.types';
import { isClientId } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import { SCHEDULE_COMMENT_MAX } from '../../src/protocol/schedules';
import { ENTRY, FULL, HOME, OFFER, SLOT_A, schedule, slots, TODAY } from '../machines/booking-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** Where 'go to sign in' sent the person. */
  signIns: unknown[];
}

const machine = (run: Run<World>) =>
  bookingMachine.provide({
    actors: {
      'load slots': fromPromise(({ input }) => run.invocations.start('load slots', input)),
      'load choices': fromPromise(({ input }) => run.invocations.start('load choices', input)),
      book: fromPromise(({ input }) => run.invocations.start('book', input)),
      'load waiting entry': fromPromise(({ input }) => run.invocations.start('load waiting entry', input)),
      'join waiting list': fromPromise(({ input }) => run.invocations.start('join waiting list', input)),
      'leave waiting list': fromPromise(({ input }) => run.invocations.start('leave waiting list', input)),
      'upload file': fromPromise(({ input }) => run.invocations.start('upload file', input)),
    } as never,
    actions: {
      'go to sign in': (_, params) => run.world.signIns.push(params),
    },
  });

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);
const TAKEN = new AppError('schedule.slot_taken', 409);
const TOO_LONG = new AppError('validation', 422, { errors: [{ path: 'comment', code: 'field.too_long' }] });
const CHOICES = { interviews: [], cities: [{ id: 1, name: { ka: 'თბილისი', en: 'Tbilisi' } }] };
const FILE = new File(['%PDF'], 'ecg.pdf', { type: 'application/pdf' });
const NEXT_WEEK = '2026-12-02';

/**
 * The cases tried in each state: the consultation (and an offer that is not one), both answers of
 * the slots (free slots, fully booked) and a failure, a day without slots, a week on (once) and
 * back, a slot and a time that is not one; the note and one too long; each answer and failure of
 * booking (taken, lost connection, field errors), the waiting list and a file.
 */
function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as BookingContext;
  const cases: EventCase[] = [];
  if (s.matches('choosingService')) cases.push({ type: 'user.pickService', clinicServiceId: 3, doctorId: 'd-1' }, { type: 'user.pickService', clinicServiceId: 3, doctorId: 'nobody' });
  if (s.matches('slots')) cases.push({ type: 'user.changeService' });
  if (s.matches({ slots: 'loading' })) cases.push(done('loadSlots', slots()), done('loadSlots', FULL), failed('loadSlots', NETWORK));
  if (s.matches({ slots: 'failed' })) cases.push({ type: 'user.retry' });
  if (s.matches({ slots: 'choosing' })) {
    cases.push({ type: 'user.pickSlot', start: SLOT_A }, { type: 'user.pickSlot', start: 'not-a-slot' }, { type: 'user.shiftWeek', by: -1 });
    if (c.from === TODAY) cases.push({ type: 'user.shiftWeek', by: 1 });
    if (c.day !== '2026-11-27') cases.push({ type: 'user.pickDay', day: '2026-11-27' });
  }
  if (s.matches({ slots: { fullyBooked: 'checking' } })) cases.push(done('loadWaitingEntry', null), done('loadWaitingEntry', ENTRY), failed('loadWaitingEntry', NETWORK));
  if (s.matches({ slots: { fullyBooked: 'ready' } })) cases.push({ type: 'user.joinWaitlist' }, { type: 'user.leaveWaitlist' });
  if (s.matches({ slots: { fullyBooked: 'joining' } })) cases.push(done('joinWaitingList', ENTRY), failed('joinWaitingList', new AppError('waitlist.already_waiting', 409)));
  if (s.matches({ slots: { fullyBooked: 'leaving' } })) cases.push(done('leaveWaitingList', { ok: true }), failed('leaveWaitingList', NETWORK));
  if (s.matches('details')) {
    // The choices answer once per visit: the walk answers the first visit's (later visits load them again, unanswered).
    if (c.choices === null) cases.push(done('loadChoices', CHOICES), failed('loadChoices', NETWORK));
    cases.push({ type: 'user.back' }, { type: 'user.review' });
    if (c.details.comment === '') cases.push({ type: 'user.edit', details: { comment: 'x'.repeat(SCHEDULE_COMMENT_MAX + 1) } });
    else cases.push({ type: 'user.edit', details: { comment: '' } });
  }
  if (s.matches('review')) cases.push({ type: 'user.back' }, { type: 'user.confirm' });
  if (s.matches('confirming')) cases.push(done('book', schedule()), failed('book', TAKEN), failed('book', NETWORK), failed('book', TOO_LONG));
  if (s.matches({ booked: 'idle' })) cases.push({ type: 'user.attach', file: FILE });
  if (s.matches({ booked: 'uploading' })) cases.push(done('uploadFile', schedule({ files: [{ id: 'f-1', name: 'ecg.pdf', size: 4, content_type: 'application/pdf', created_at: SLOT_A }] })), failed('uploadFile', NETWORK));
  return cases;
}

const BUSY = ['slots.loading', 'slots.fullyBooked.checking', 'slots.fullyBooked.joining', 'slots.fullyBooked.leaving', 'confirming', 'booked.uploading'];
const at = (s: AnyMachineSnapshot) => JSON.stringify(s.value);

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as BookingContext;
  expect(s.hasTag('busy')).toBe(BUSY.some((p) => s.matches(p.split('.').reduceRight<unknown>((acc, key) => (acc === null ? key : { [key]: acc }), null) as never)));
  expect(c.from >= c.today).toBe(true);
  // A slot is held from picking it until booked; the offer is one of the offers.
  if (c.offer) expect(c.offers).toContainEqual(c.offer);
  if (s.matches('details') || s.matches('review') || s.matches('confirming') || s.matches('booked')) expect(c.slot?.start).toBe(SLOT_A);
  // An attempt's client id comes from the visit's seed (the page gives a random one) and is a valid one.
  if (s.matches('review') || s.matches('confirming')) {
    expect(c.clientId).toBe(`visit-${c.attempts}`);
    expect(isClientId(c.clientId!)).toBe(true);
  }
  // What is being booked is the context's request, under the attempt's client id.
  if (s.matches('confirming')) expect(run.invocations.inputs('book').at(-1)).toEqual(bookBody(c));
  expect(c.schedule !== null).toBe(s.matches('booked'));
  // The waiting-list entry shown is this doctor's, for the chosen service.
  if (c.waiting) expect(s.matches({ slots: 'fullyBooked' })).toBe(true);
  if (c.waiting) expect(c.waiting).toMatchObject({ assignee_id: c.offer!.doctorId, clinic_service_id: c.offer!.clinicServiceId });
  if (c.notice) expect(s.matches('slots')).toBe(true);
  // Only a signed-out person is sent to sign in, once, with where to come back to.
  expect(run.world.signIns).toEqual(s.matches('signingIn') ? [{ clinicServiceId: c.offer!.clinicServiceId, doctorId: 'd-1', day: c.day }] : []);
  if (s.matches('signingIn')) expect(c.signedIn).toBe(false);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const b = before.context as BookingContext;
  const a = after.context as BookingContext;
  if (event.type === 'xstate.error.actor.book') {
    // Whatever failed, what the person typed stays.
    expect(a.details).toEqual(b.details);
    if (event.error === TAKEN) {
      expect(after.matches({ slots: 'loading' })).toBe(true);
      expect(a).toMatchObject({ notice: 'slot_taken', slot: null, clientId: null });
      expect(run.invocations.inputs('load slots').at(-1)).toMatchObject({ from: b.from });
    } else {
      expect(a.clientId).toBe(b.clientId);
      expect(a.error?.code).toBe((event.error as AppError).code);
    }
  }
  // Confirming again after a failure sends the same client id.
  if (event.type === 'user.confirm') expect(a.clientId).toBe(b.clientId);
  if (event.type === 'user.review' && after.matches('review')) expect(a.attempts).toBe(b.attempts + 1);
  if (event.type === 'user.shiftWeek' && after.matches({ slots: 'loading' })) {
    expect(run.invocations.inputs('load slots').at(-1)).toMatchObject({ from: a.from });
    expect(a.from).toBe(event.by === 1 ? NEXT_WEEK : TODAY);
  }
  if (event.type === 'user.pickSlot' && event.start === 'not-a-slot') expect(at(after)).toBe(at(before));
}

const TRANSITIONS = [
  'booked.idle: user.attach [room for files] → booked.uploading',
  'booked.uploading: done (upload file) → booked.idle',
  'booked.uploading: error (upload file) → booked.idle',
  'choosingService: user.pickService [known offer] → slots',
  'confirming: done (book) → booked',
  'confirming: error (book) [else] → review',
  'confirming: error (book) [has field errors] → details',
  'confirming: error (book) [slot taken] → slots.loading',
  'details: done (load choices) → (stays)',
  'details: error (load choices) → (stays)',
  'details: user.back → slots.choosing',
  'details: user.edit → (stays)',
  'details: user.review [details complete] → review',
  'review: user.back → details',
  'review: user.confirm → confirming',
  'slots.choosing: user.pickDay → (stays)',
  'slots.choosing: user.pickSlot [free slot, signed in] → details',
  'slots.choosing: user.pickSlot [free slot] → signingIn',
  'slots.choosing: user.shiftWeek [not before today] → slots.loading',
  'slots.failed: user.retry → slots.loading',
  'slots.fullyBooked.check: always [else] → slots.fullyBooked.ready',
  'slots.fullyBooked.check: always [signed in] → slots.fullyBooked.checking',
  'slots.fullyBooked.checking: done (load waiting entry) → slots.fullyBooked.ready',
  'slots.fullyBooked.checking: error (load waiting entry) → slots.fullyBooked.ready',
  'slots.fullyBooked.joining: done (join waiting list) → slots.fullyBooked.ready',
  'slots.fullyBooked.joining: error (join waiting list) → slots.fullyBooked.ready',
  'slots.fullyBooked.leaving: done (leave waiting list) → slots.fullyBooked.ready',
  'slots.fullyBooked.leaving: error (leave waiting list) → slots.fullyBooked.ready',
  'slots.fullyBooked.ready: user.joinWaitlist [not on the list] → slots.fullyBooked.joining',
  'slots.fullyBooked.ready: user.joinWaitlist [not signed in] → signingIn',
  'slots.fullyBooked.ready: user.leaveWaitlist [on the list] → slots.fullyBooked.leaving',
  'slots.loading: done (load slots) [else] → slots.choosing',
  'slots.loading: done (load slots) [fully booked] → slots.fullyBooked',
  'slots.loading: error (load slots) → slots.failed',
  'slots: user.changeService [several offers] → choosingService',
  'start: always [else] → choosingService',
  'start: always [preset offer] → slots',
];

describeModelWalk<World, BookingInput>('the booking machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [
    // A patient choosing between a consultation and a home visit.
    { input: { offers: [OFFER, HOME], signedIn: true, today: TODAY, idSeed: 'visit' }, events },
    // A signed-out visitor on a page with one offer.
    { input: { offers: [OFFER], signedIn: false, today: TODAY, idSeed: 'visit' }, events },
  ],
  world: () => ({ signIns: [] }),
  invariant,
  effects,
  // New reviews would make new client ids forever; a second week is enough.
  stopWhen: (s) => (s.context as BookingContext).attempts >= 2 || (s.context as BookingContext).from > NEXT_WEEK,
  timeout: 240_000,
});

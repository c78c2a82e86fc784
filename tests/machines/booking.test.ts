import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bookingMachine } from '../../src/machines/booking/booking.machine';
import { slotsByDay, wallClock } from '../../src/machines/booking/booking-rules';
import type { BookingInput } from '../../src/machines/booking/booking.types';
import { AppError } from '../../src/protocol/errors';
import { SCHEDULE_COMMENT_MAX } from '../../src/protocol/schedules';
import { Invocations, settle } from './shell-fakes';
import { ENTRY, FULL, HOME, OFFER, SLOT_A, SLOT_B, schedule, slots, TODAY } from './booking-fakes';

function start(input: Partial<BookingInput> = {}) {
  const calls = new Invocations();
  const signIns: unknown[] = [];
  const src = (name: string) => fromPromise(({ input: i }: { input: unknown }) => calls.start(name, i));
  const actor = createActor(
    bookingMachine.provide({
      actors: {
        'load slots': src('load slots'),
        'load choices': src('load choices'),
        book: src('book'),
        'load waiting entry': src('load waiting entry'),
        'join waiting list': src('join waiting list'),
        'leave waiting list': src('leave waiting list'),
        'upload file': src('upload file'),
      } as never,
      actions: { 'go to sign in': (_, p) => signIns.push(p) },
    }),
    { input: { offers: [OFFER, HOME], signedIn: true, today: TODAY, idSeed: 'visit', ...input } },
  ).start();
  return { actor, calls, signIns };
}

async function toReview(t: ReturnType<typeof start>) {
  t.actor.send({ type: 'user.pickService', clinicServiceId: 3, doctorId: 'd-1' });
  t.calls.resolve('load slots', slots());
  await settle();
  t.actor.send({ type: 'user.pickSlot', start: SLOT_A });
  t.calls.resolve('load choices', { interviews: [], cities: [] });
  await settle();
  t.actor.send({ type: 'user.edit', details: { comment: '  Chest pain  ' } });
  t.actor.send({ type: 'user.review' });
}

describe('booking an appointment', () => {
  it('goes from the service to a day, a slot, details, review and booked', async () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('choosingService');
    t.actor.send({ type: 'user.pickService', clinicServiceId: 3, doctorId: 'other' }); // not an offer
    expect(t.actor.getSnapshot().value).toBe('choosingService');
    t.actor.send({ type: 'user.pickService', clinicServiceId: 3, doctorId: 'd-1' });
    expect(t.calls.inputs('load slots')).toEqual([{ doctorId: 'd-1', clinicServiceId: 3, from: TODAY, to: '2026-12-01' }]);
    t.calls.resolve('load slots', slots());
    await settle();
    // The first day with free time is shown.
    expect(t.actor.getSnapshot().context.day).toBe('2026-11-26');
    t.actor.send({ type: 'user.pickSlot', start: 'not-a-slot' });
    expect(t.actor.getSnapshot().matches({ slots: 'choosing' })).toBe(true);
    t.actor.send({ type: 'user.pickSlot', start: SLOT_B });
    expect(t.actor.getSnapshot().value).toBe('details');
    expect(t.calls.inputs('load choices')).toEqual([{ homeVisit: false }]);
    t.actor.send({ type: 'user.edit', details: { comment: '  Chest pain  ', interviewId: 'iv-1' } });
    t.actor.send({ type: 'user.review' });
    expect(t.actor.getSnapshot().value).toBe('review');
    t.actor.send({ type: 'user.confirm' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    const [body] = t.calls.inputs('book') as { client_id: string }[];
    expect(body).toEqual({ clinic_service_id: 3, assignee_id: 'd-1', start_time: SLOT_B, comment: 'Chest pain', interview_id: 'iv-1', client_id: body.client_id });
    t.calls.resolve('book', schedule({ start_time: SLOT_B }));
    await settle();
    expect(t.actor.getSnapshot().matches({ booked: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.schedule?.id).toBe('s-1');
  });

  it('keeps an interview chosen on the symptom checker only when the patient can share it', async () => {
    const t = start({ offers: [OFFER], interviewId: 'iv-1' });
    t.calls.resolve('load slots', slots());
    await settle();
    t.actor.send({ type: 'user.pickSlot', start: SLOT_A });
    const finished = { id: 'iv-1', status: 'finished' } as never;
    t.calls.resolve('load choices', { interviews: [finished], cities: [] });
    await settle();
    expect(t.actor.getSnapshot().context.details.interviewId).toBe('iv-1');
    const other = start({ offers: [OFFER], interviewId: 'iv-9' });
    other.calls.resolve('load slots', slots());
    await settle();
    other.actor.send({ type: 'user.pickSlot', start: SLOT_A });
    other.calls.resolve('load choices', { interviews: [finished], cities: [] });
    await settle();
    expect(other.actor.getSnapshot().context.details.interviewId).toBeNull();
  });

  it('moves a week on and back, never before today', async () => {
    const t = start({ offers: [OFFER] });
    expect(t.actor.getSnapshot().matches({ slots: 'loading' })).toBe(true);
    t.calls.resolve('load slots', slots());
    await settle();
    t.actor.send({ type: 'user.shiftWeek', by: -1 });
    expect(t.calls.count('load slots')).toBe(1);
    t.actor.send({ type: 'user.shiftWeek', by: 1 });
    expect(t.calls.inputs('load slots').at(-1)).toMatchObject({ from: '2026-12-02', to: '2026-12-08' });
    t.calls.resolve('load slots', slots({ slots: [] }));
    await settle();
    t.actor.send({ type: 'user.shiftWeek', by: -1 });
    expect(t.calls.inputs('load slots').at(-1)).toMatchObject({ from: TODAY });
  });

  it('returns to fresh slots with a notice when the slot was taken, and starts a new attempt', async () => {
    const t = start();
    await toReview(t);
    t.actor.send({ type: 'user.confirm' });
    t.calls.reject('book', new AppError('schedule.slot_taken', 409));
    await settle();
    const s = t.actor.getSnapshot();
    expect(s.matches({ slots: 'loading' })).toBe(true);
    expect(s.context).toMatchObject({ notice: 'slot_taken', slot: null, clientId: null });
    expect(s.context.details.comment).toBe('  Chest pain  ');
    expect(t.calls.count('load slots')).toBe(2);
    t.calls.resolve('load slots', slots({ slots: [{ start: SLOT_B, end: SLOT_B }] }));
    await settle();
    expect(t.actor.getSnapshot().context.day).toBe('2026-11-26');
    t.actor.send({ type: 'user.pickSlot', start: SLOT_B });
    expect(t.actor.getSnapshot().context.notice).toBeNull();
  });

  it('keeps the details after another error and confirms again under the same client id', async () => {
    const t = start();
    await toReview(t);
    t.actor.send({ type: 'user.confirm' });
    t.calls.reject('book', new AppError('network', 0));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('review');
    expect(t.actor.getSnapshot().context.error?.code).toBe('network');
    t.actor.send({ type: 'user.confirm' });
    const ids = (t.calls.inputs('book') as { client_id: string }[]).map((b) => b.client_id);
    expect(ids[0]).toBe(ids[1]);
    // Field errors go back to the details; a new review is a new attempt.
    t.calls.reject('book', new AppError('validation', 422, { errors: [{ path: 'comment', code: 'field.too_long' }] }));
    await settle();
    expect(t.actor.getSnapshot().value).toBe('details');
    t.actor.send({ type: 'user.review' });
    t.actor.send({ type: 'user.confirm' });
    expect((t.calls.inputs('book') as { client_id: string }[])[2].client_id).not.toBe(ids[0]);
  });

  it('asks a home visit where, and refuses a note that is too long', async () => {
    const t = start();
    t.actor.send({ type: 'user.pickService', clinicServiceId: 9, doctorId: 'd-1' });
    t.calls.resolve('load slots', slots({ clinic_service_id: 9 }));
    await settle();
    t.actor.send({ type: 'user.pickSlot', start: SLOT_A });
    expect(t.calls.inputs('load choices')).toEqual([{ homeVisit: true }]);
    t.actor.send({ type: 'user.review' });
    expect(t.actor.getSnapshot().value).toBe('details');
    t.actor.send({ type: 'user.edit', details: { cityId: 1, address: ' Rustaveli 1 ' } });
    t.actor.send({ type: 'user.edit', details: { comment: 'x'.repeat(SCHEDULE_COMMENT_MAX + 1) } });
    t.actor.send({ type: 'user.review' });
    expect(t.actor.getSnapshot().value).toBe('details');
    t.actor.send({ type: 'user.edit', details: { comment: '' } });
    t.actor.send({ type: 'user.review' });
    t.actor.send({ type: 'user.confirm' });
    expect(t.calls.inputs('book')[0]).toMatchObject({ clinic_service_id: 9, city_id: 1, address: 'Rustaveli 1' });
  });

  it('sends a signed-out person to sign in with the service and day, from a slot or the waiting list', async () => {
    const t = start({ signedIn: false });
    t.actor.send({ type: 'user.pickService', clinicServiceId: 3, doctorId: 'd-1' });
    t.calls.resolve('load slots', slots());
    await settle();
    t.actor.send({ type: 'user.pickSlot', start: SLOT_A });
    expect(t.signIns).toEqual([{ clinicServiceId: 3, doctorId: 'd-1', day: '2026-11-26' }]);
    expect(t.actor.getSnapshot().status).toBe('done');

    const w = start({ signedIn: false, offers: [OFFER] });
    w.calls.resolve('load slots', FULL);
    await settle();
    expect(w.actor.getSnapshot().matches({ slots: { fullyBooked: 'ready' } })).toBe(true);
    expect(w.calls.count('load waiting entry')).toBe(0);
    w.actor.send({ type: 'user.joinWaitlist' });
    expect(w.signIns).toHaveLength(1);
  });

  it('comes back from signing in at the service and day left', () => {
    const t = start({ clinicServiceId: 9, doctorId: 'd-1', day: '2026-11-30' });
    expect(t.calls.inputs('load slots')).toEqual([{ doctorId: 'd-1', clinicServiceId: 9, from: '2026-11-30', to: '2026-12-06' }]);
    // A day already past starts from today.
    const past = start({ clinicServiceId: 3, doctorId: 'd-1', day: '2026-11-01' });
    expect(past.calls.inputs('load slots')).toEqual([{ doctorId: 'd-1', clinicServiceId: 3, from: TODAY, to: '2026-12-01' }]);
  });

  it('offers the waiting list when fully booked: joins, shows it, leaves', async () => {
    const t = start({ offers: [OFFER] });
    t.calls.resolve('load slots', FULL);
    await settle();
    expect(t.actor.getSnapshot().matches({ slots: { fullyBooked: 'checking' } })).toBe(true);
    expect(t.calls.inputs('load waiting entry')).toEqual([{ doctorId: 'd-1', clinicServiceId: 3 }]);
    t.calls.resolve('load waiting entry', null);
    await settle();
    t.actor.send({ type: 'user.leaveWaitlist' }); // not on it
    expect(t.calls.count('leave waiting list')).toBe(0);
    t.actor.send({ type: 'user.joinWaitlist' });
    t.calls.reject('join waiting list', new AppError('waitlist.already_waiting', 409));
    await settle();
    expect(t.actor.getSnapshot().context.error?.code).toBe('waitlist.already_waiting');
    t.actor.send({ type: 'user.joinWaitlist' });
    t.calls.resolve('join waiting list', ENTRY);
    await settle();
    expect(t.actor.getSnapshot().context).toMatchObject({ waiting: ENTRY, error: null });
    t.actor.send({ type: 'user.joinWaitlist' }); // already on it
    expect(t.calls.count('join waiting list')).toBe(2);
    t.actor.send({ type: 'user.leaveWaitlist' });
    expect(t.calls.inputs('leave waiting list').at(-1)).toEqual({ id: 'w-1' });
    t.calls.resolve('leave waiting list', { ok: true });
    await settle();
    expect(t.actor.getSnapshot().context.waiting).toBeNull();
  });

  it('attaches files one at a time after booking', async () => {
    const t = start();
    await toReview(t);
    t.actor.send({ type: 'user.confirm' });
    t.calls.resolve('book', schedule());
    await settle();
    const file = new File(['x'], 'ecg.pdf', { type: 'application/pdf' });
    t.actor.send({ type: 'user.attach', file });
    expect(t.calls.inputs('upload file')).toEqual([{ scheduleId: 's-1', file }]);
    t.calls.reject('upload file', new AppError('upload.too_large', 413));
    await settle();
    expect(t.actor.getSnapshot().matches({ booked: 'idle' })).toBe(true);
    t.actor.send({ type: 'user.attach', file });
    t.calls.resolve('upload file', schedule({ files: [{ id: 'f-1', name: 'ecg.pdf', size: 1, content_type: 'application/pdf', created_at: SLOT_A }] }));
    await settle();
    expect(t.actor.getSnapshot().context.schedule?.files).toHaveLength(1);
  });

  it('groups slots by the clinic day, whatever the device zone', () => {
    expect(wallClock(SLOT_A, 'Asia/Tbilisi')).toEqual({ date: '2026-11-26', time: '10:00' });
    expect(wallClock('2026-11-25T21:30:00.000Z', 'Asia/Tbilisi')).toEqual({ date: '2026-11-26', time: '01:30' });
    expect([...slotsByDay(slots().slots, 'Asia/Tbilisi').keys()]).toEqual(['2026-11-26']);
  });
});

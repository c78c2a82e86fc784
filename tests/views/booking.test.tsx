import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, CLINIC_TIME_ZONE, wallClock } from '../../src/machines/booking/booking-rules';
import type { Schedule } from '../../src/protocol/schedules';
import type { SlotList, WaitingEntry } from '../../src/protocol/schedule-schemas';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { CARDIOLOGY_SERVICE, GIORGI, signedInUser } from './doctors-fixtures';

const today = wallClock(Date.now(), CLINIC_TIME_ZONE).date;
const tomorrow = addDays(today, 1);
/** Tbilisi is UTC+4 all year. */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`).toISOString();
const SLOT_10 = at(tomorrow, '10:00');
const SLOT_11 = at(tomorrow, '11:00');

const slotList = (over: Partial<SlotList> = {}): SlotList => ({
  doctor_id: GIORGI.id,
  clinic_service_id: 3,
  time_zone: CLINIC_TIME_ZONE,
  duration_minutes: 40,
  price: 8000,
  slots: [
    { start: SLOT_10, end: at(tomorrow, '10:40') },
    { start: SLOT_11, end: at(tomorrow, '11:40') },
  ],
  fully_booked: false,
  ...over,
});

const schedule = (over: Partial<Schedule> = {}): Schedule =>
  ({
    id: 's-1',
    patient_id: signedInUser().id,
    clinic_id: 1,
    clinic_service_id: 3,
    service_id: 3,
    assignee_id: GIORGI.id,
    start_time: SLOT_10,
    end_time: at(tomorrow, '10:40'),
    status: 'created',
    price: 8000,
    comment: null,
    files: [],
    version: 1,
    ...over,
  }) as Schedule;

const INTERVIEWS = {
  items: [
    { id: 'iv-1', language: 'en', status: 'finished', triage: 'consultation', top_condition: { id: 'c1', name: 'Hypertension', probability: 0.6 }, complaints: ['Headache'], patient_age_in_months: 420, patient_gender: 'female', created_at: '2026-11-20T10:00:00.000Z', finished_at: '2026-11-20T10:10:00.000Z' },
    { id: 'iv-2', language: 'en', status: 'in_progress', triage: null, top_condition: null, complaints: ['Cough'], patient_age_in_months: 420, patient_gender: 'female', created_at: '2026-11-21T10:00:00.000Z', finished_at: null },
  ],
  total: 2,
};

const doctorRoute = { [`GET /api/doctors/${GIORGI.id}`]: () => ({ body: { data: GIORGI } }) };
const slotsPath = `GET /api/doctors/${GIORGI.id}/slots`;
const patient = (lang: 'en' | 'ka' = 'en') => signedInAs(signedInUser({ language: lang }));

function bookingRoutes(over: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    ...doctorRoute,
    ...patient(),
    [slotsPath]: () => ({ body: { data: slotList() } }),
    'GET /api/interviews': () => ({ body: { data: INTERVIEWS } }),
    'POST /api/schedules': () => ({ status: 201, body: { data: schedule() } }),
    ...over,
  };
}

async function pickCardiologyAtTen() {
  const panel = await screen.findByTestId('booking-panel');
  await userEvent.click(within(panel).getAllByTestId('booking-offer')[0]);
  const slot = await screen.findAllByTestId('booking-slot');
  expect(slot[0]).toHaveTextContent('10:00');
  await userEvent.click(slot[0]);
}

describe('booking an appointment on a doctor page', () => {
  it('books a slot with a note and a shared interview, showing the price paid at the clinic', async () => {
    const { calls } = renderApp(`/doctor/${GIORGI.id}`, { token: 't', locale: 'en', routes: bookingRoutes() });
    const reach = await screen.findByTestId('reach-doctor');
    expect(within(reach).getAllByTestId('reach-ask-clinic').map((a) => a.getAttribute('href'))).toEqual(['/clinics/1/inquiry', '/clinics/2/inquiry']);
    await pickCardiologyAtTen();
    const slotCall = calls.find((c) => c.path.startsWith(`/api/doctors/${GIORGI.id}/slots`))!;
    expect(new URL(slotCall.path, 'http://x').searchParams.get('clinic_service_id')).toBe('3');
    expect(new URL(slotCall.path, 'http://x').searchParams.get('from')).toBe(today);
    expect(new URL(slotCall.path, 'http://x').searchParams.get('to')).toBe(addDays(today, 6));

    await userEvent.type(await screen.findByTestId('booking-comment'), 'Chest pain when climbing stairs');
    // Only finished interviews are offered.
    await userEvent.click(await screen.findByRole('textbox', { name: /Share a symptom check/ }));
    expect(await screen.findByRole('option', { name: /Hypertension/, hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Cough/, hidden: true })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Hypertension/, hidden: true }));
    await userEvent.click(screen.getByTestId('booking-continue'));

    const review = await screen.findByTestId('booking-review');
    await waitFor(() => expect(within(review).getByTestId('booking-price').textContent).toMatch(/GEL\s80/));
    expect(review).toHaveTextContent('Paid at the clinic');
    expect(review).toHaveTextContent('Shared symptom check: Hypertension');
    expect(within(review).getByTestId('booking-when')).toHaveTextContent('10:00');
    await userEvent.click(within(review).getByTestId('booking-confirm'));

    const done = await screen.findByTestId('booking-done');
    expect(within(done).getByRole('link', { name: 'Open the appointment' })).toHaveAttribute('href', '/schedules/s-1');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/schedules')!;
    expect(post.body).toMatchObject({ clinic_service_id: 3, assignee_id: GIORGI.id, start_time: SLOT_10, comment: 'Chest pain when climbing stairs', interview_id: 'iv-1' });
    expect((post.body as { client_id: string }).client_id).toMatch(/^[A-Za-z0-9_-]+$/);
  }, 20_000);

  it('returns to fresh slots with a clear message when someone else took the slot', async () => {
    let slotCalls = 0;
    renderApp(`/doctor/${GIORGI.id}`, {
      token: 't',
      locale: 'en',
      routes: bookingRoutes({
        [slotsPath]: () => ({ body: { data: slotCalls++ === 0 ? slotList() : slotList({ slots: [{ start: SLOT_11, end: at(tomorrow, '11:40') }] }) } }),
        'POST /api/schedules': () => ({ status: 409, body: { code: 'schedule.slot_taken', message: 'taken' } }),
      }),
    });
    await pickCardiologyAtTen();
    await userEvent.click(await screen.findByTestId('booking-continue'));
    await userEvent.click(await screen.findByTestId('booking-confirm'));
    expect(await screen.findByTestId('booking-slot-taken')).toHaveTextContent('Someone has just booked this time');
    await waitFor(() => expect(screen.getAllByTestId('booking-slot').map((b) => b.textContent?.slice(0, 5))).toEqual(['11:00']));
    expect(slotCalls).toBe(2);
  });

  it('keeps what the person typed after another error and retries under the same client id', async () => {
    let n = 0;
    const { calls } = renderApp(`/doctor/${GIORGI.id}`, {
      token: 't',
      locale: 'en',
      routes: bookingRoutes({
        'POST /api/schedules': () => (n++ === 0 ? { status: 422, body: { code: 'schedule.slot_too_soon', message: 'soon' } } : { status: 201, body: { data: schedule() } }),
      }),
    });
    await pickCardiologyAtTen();
    await userEvent.type(await screen.findByTestId('booking-comment'), 'Note');
    await userEvent.click(screen.getByTestId('booking-continue'));
    await userEvent.click(await screen.findByTestId('booking-confirm'));
    expect(await screen.findByTestId('booking-error')).toBeInTheDocument();
    expect(screen.getByTestId('booking-review-comment')).toHaveTextContent('Note');
    await userEvent.click(screen.getByTestId('booking-confirm'));
    await screen.findByTestId('booking-done');
    const ids = calls.filter((c) => c.method === 'POST' && c.path === '/api/schedules').map((c) => (c.body as { client_id: string }).client_id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('sends a signed-out visitor to sign in and remembers the service and day to come back to', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { locale: 'en', routes: { ...doctorRoute, [slotsPath]: () => ({ body: { data: slotList() } }) } });
    expect(await screen.findByTestId('booking-panel')).toBeInTheDocument();
    await pickCardiologyAtTen();
    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('redirect_to')).toBe(`/doctor/${GIORGI.id}?book=3&doctor=${GIORGI.id}&day=${tomorrow}`);
  });

  it('picks up the service and day after signing in', async () => {
    const { calls } = renderApp(`/doctor/${GIORGI.id}?book=103&doctor=${GIORGI.id}&day=${tomorrow}`, { token: 't', locale: 'en', routes: bookingRoutes() });
    expect(await screen.findByTestId('booking-chosen')).toHaveTextContent('Kolkheti Medical Centre');
    await screen.findAllByTestId('booking-slot');
    const slotCall = calls.find((c) => c.path.startsWith(`/api/doctors/${GIORGI.id}/slots`))!;
    expect(new URL(slotCall.path, 'http://x').searchParams.get('clinic_service_id')).toBe('103');
    expect(new URL(slotCall.path, 'http://x').searchParams.get('from')).toBe(tomorrow);
  });

  it('offers the waiting list when the doctor is fully booked, and lets the patient leave it', async () => {
    const entry: WaitingEntry = { id: 'w-1', patient_id: signedInUser().id, assignee_id: GIORGI.id, clinic_service_id: 3, created_at: '2026-11-25T10:00:00.000Z', notified_at: null };
    let waiting: WaitingEntry[] = [];
    const { calls } = renderApp(`/doctor/${GIORGI.id}`, {
      token: 't',
      locale: 'en',
      routes: bookingRoutes({
        [slotsPath]: () => ({ body: { data: slotList({ slots: [], fully_booked: true }) } }),
        'GET /api/waiting-list': () => ({ body: { data: waiting } }),
        'POST /api/waiting-list': () => {
          waiting = [entry];
          return { status: 201, body: { data: entry } };
        },
        'DELETE /api/waiting-list/w-1': () => ({ body: { data: { ok: true } } }),
      }),
    });
    await userEvent.click((await screen.findAllByTestId('booking-offer'))[0]);
    await userEvent.click(await screen.findByTestId('booking-join-waitlist'));
    expect(await screen.findByTestId('booking-waiting')).toHaveTextContent('You are on the waiting list');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/waiting-list')?.body).toEqual({ assignee_id: GIORGI.id, clinic_service_id: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    expect(await screen.findByTestId('booking-join-waitlist')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/waiting-list/w-1')).toBe(true);
  });

  it('shows the error and a retry when the slots do not load, and an empty week', async () => {
    let n = 0;
    renderApp(`/doctor/${GIORGI.id}`, {
      token: 't',
      locale: 'en',
      routes: bookingRoutes({ [slotsPath]: () => (n++ === 0 ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: slotList({ slots: [] }) } }) }),
    });
    await userEvent.click((await screen.findAllByTestId('booking-offer'))[0]);
    const failed = await screen.findByTestId('booking-slots-failed');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('booking-week-empty')).toHaveTextContent('No free time this week');
  });

  it('shows the booking in Georgian', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { token: 't', routes: { ...bookingRoutes(), ...patient('ka') } });
    expect(await screen.findByTestId('booking-panel')).toHaveTextContent('ვიზიტის დაჯავშნა');
    expect(screen.getByTestId('reach-doctor')).toHaveTextContent('როგორ დაუკავშირდეთ ექიმს');
  });

  it('shows no patient booking to a doctor', async () => {
    renderApp(`/doctor/${GIORGI.id}`, { token: 't', locale: 'en', routes: { ...doctorRoute, ...signedInAs(signedInUser({ type: 'Doctor', language: 'en' })) } });
    await screen.findByTestId('doctor-name');
    expect(screen.queryByTestId('booking-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reach-doctor')).not.toBeInTheDocument();
  });
});

describe('booking on a service page', () => {
  it('books with one of the doctors providing the service', async () => {
    renderApp(`/service/${CARDIOLOGY_SERVICE.id}`, {
      token: 't',
      locale: 'en',
      routes: { ...bookingRoutes(), [`GET /api/services/${CARDIOLOGY_SERVICE.id}`]: () => ({ body: { data: CARDIOLOGY_SERVICE } }) },
    });
    // One doctor at one clinic provides it: the panel goes straight to the free slots.
    const chosen = await screen.findByTestId('booking-chosen');
    expect(chosen).toHaveTextContent('Giorgi Maisuradze');
    expect(chosen).toHaveTextContent('Healthy Family Clinic');
    expect((await screen.findAllByTestId('booking-slot'))[0]).toHaveTextContent('10:00');
  }, 15_000);
});

describe('the booking panel with the keyboard (issue 20)', () => {
  it('gives each new step the focus the pressed button lost: the panel, the time chosen (and back, the time to keep or change), the booking done', async () => {
    const user = userEvent.setup();
    renderApp(`/doctor/${GIORGI.id}`, { token: 't', locale: 'en', routes: bookingRoutes() });
    const panel = await screen.findByTestId('booking-panel');
    within(panel).getAllByTestId('booking-offer')[0].focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Book an appointment' })).toHaveFocus());
    const slots = await within(panel).findAllByTestId('booking-slot');
    slots[0].focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByTestId('booking-when')).toHaveFocus());
    await user.tab();
    expect(within(panel).getByTestId('booking-comment')).toHaveFocus();
    // Back to the times: the one chosen is marked and has the focus, to keep or change.
    await user.click(within(panel).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(panel).getAllByTestId('booking-slot')[0]).toHaveFocus());
    expect(within(panel).getAllByTestId('booking-slot')[0]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByTestId('booking-when')).toHaveFocus());
    within(panel).getByTestId('booking-continue').focus();
    await user.keyboard('{Enter}');
    const review = await within(panel).findByTestId('booking-review');
    await waitFor(() => expect(within(review).getByTestId('booking-when')).toHaveFocus());
    within(review).getByTestId('booking-confirm').focus();
    await user.keyboard('{Enter}');
    const done = await within(panel).findByTestId('booking-done');
    await waitFor(() => expect(within(done).getByRole('alert')).toHaveFocus());
  }, 20_000);

  it('keeps the week buttons focusable while a week loads: they say they are unavailable, they are not disabled', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | null = null;
    let slotCalls = 0;
    renderApp(`/doctor/${GIORGI.id}`, {
      token: 't',
      locale: 'en',
      routes: bookingRoutes({
        // The second week answers only when the test says so.
        [slotsPath]: () => (slotCalls++ === 0 ? { body: { data: slotList() } } : new Promise((resolve) => (answer = () => resolve({ body: { data: slotList({ slots: [] }) } })))),
      }),
    });
    const panel = await screen.findByTestId('booking-panel');
    await user.click(within(panel).getAllByTestId('booking-offer')[0]);
    await within(panel).findAllByTestId('booking-slot');
    const next = within(panel).getByRole('button', { name: 'Next week' });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    expect(next).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Previous week' })).toBeEnabled();
    expect(next).toHaveFocus();
    answer!();
    expect(await within(panel).findByTestId('booking-week-empty')).toBeInTheDocument();
    expect(next).not.toHaveAttribute('aria-disabled');
    expect(next).toHaveFocus();
  });
});

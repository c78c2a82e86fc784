import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { appointment, clinicAt, data, DOCTOR_USER, failing, list, never, notFound, OPERATOR_USER, PATIENT_USER, today } from './schedules-fixtures';
import { schedule } from '../machines/schedule-fakes';
import { addDays } from '../../src/machines/schedules/schedule-rules';
import { fakeLive } from './chats-fixtures';
import type { Schedule } from '../../src/protocol/schedules';

/** Picks an option of a Mantine Select (its own list: another Select may offer the same name). */
async function pick(input: HTMLElement, name: string) {
  await userEvent.click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  await userEvent.click(await within(listbox).findByRole('option', { name, hidden: true }));
}

const localZoneDiffers = Intl.DateTimeFormat().resolvedOptions().timeZone !== 'Asia/Tbilisi';

describe('/my and /my/schedule (a doctor)', () => {
  it('opens /my at /my/schedule', async () => {
    renderApp('/my', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/schedules': list([]) } });
    await waitFor(() => expect(location.pathname).toBe('/my/schedule'));
  });

  it('shows the loading face while the day loads', async () => {
    renderApp('/my/schedule', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/schedules': never } });
    expect(await screen.findByTestId('schedule-calendar')).toBeInTheDocument();
    expect(screen.getByTestId('upcoming-loading')).toBeInTheDocument();
  });

  it('shows the day with time, patient, service, status and interview marker; each opens its page', async () => {
    const items = [appointment(10, { id: 'a', interview_status: 'finished', interview_id: 'iv-1' }), appointment(9, { id: 'b', status: 'pending', version: 2 })];
    const { calls } = renderApp('/my/schedule', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/schedules': list(items) } });
    const calendar = await screen.findByTestId('schedule-calendar');
    const rows = await within(calendar).findAllByTestId('schedule-row');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['pending', 'created']);
    expect(rows[0]).toHaveTextContent('09:00');
    expect(rows[0]).toHaveTextContent('Nino Beridze');
    expect(rows[0]).toHaveTextContent('Video consultation');
    expect(rows[0]).toHaveTextContent('Confirmed');
    expect(rows[1]).toHaveTextContent('Booked');
    expect(within(rows[1]).getByTestId('interview-marker')).toHaveTextContent('Interview ready');
    expect(within(rows[1]).getByTestId('schedule-link')).toHaveAttribute('href', '/schedules/a');
    if (localZoneDiffers) expect(within(rows[0]).getByTestId('schedule-local-time')).toHaveTextContent('your time');
    else expect(within(rows[0]).queryByTestId('schedule-local-time')).toBeNull();
    // The day asked for: today on the clinic's clock, the doctor's own.
    const asked = calls.find((c) => c.path.startsWith('/api/schedules?from='))!;
    expect(new URL(asked.path, 'http://x').searchParams.get('assignee_id')).toBe('d-1');
    // The upcoming panel, grouped by day.
    const panel = screen.getByTestId('upcoming-panel');
    expect(await within(panel).findAllByTestId('upcoming-day')).toHaveLength(1);
    expect(within(panel).getByTestId('upcoming-day')).toHaveAttribute('data-date', today());
  });

  it('shows the week from Monday and steps through weeks and days', async () => {
    renderApp('/my/schedule', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/schedules': list([appointment(10)]) } });
    await screen.findAllByTestId('schedule-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findAllByTestId('calendar-day')).toHaveLength(7);
    const before = screen.getByTestId('calendar-title').textContent;
    fireEvent.click(screen.getByTestId('calendar-next'));
    await waitFor(() => expect(screen.getByTestId('calendar-title').textContent).not.toBe(before));
    fireEvent.click(screen.getByTestId('calendar-today'));
    await waitFor(() => expect(screen.getByTestId('calendar-title').textContent).toBe(before));
  });

  it('shows the empty faces, and the error face with a retry', async () => {
    let fail = true;
    renderApp('/my/schedule', {
      token: 't',
      routes: { ...signedInAs(DOCTOR_USER), 'GET /api/schedules': (req) => (new URL(req.url).searchParams.get('upcoming') ? { body: { data: { items: [], total: 0 } } } : fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: { items: [], total: 0 } } }) },
    });
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The appointments could not be loaded');
    expect(await screen.findByTestId('upcoming-empty')).toHaveTextContent('No upcoming appointments.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('calendar-empty')).toHaveTextContent('No appointments this day');
  });

  it('speaks Georgian to a Georgian doctor', async () => {
    renderApp('/my/schedule', { token: 't', routes: { ...signedInAs({ ...DOCTOR_USER, language: 'ka' }), 'GET /api/schedules': list([appointment(10, { status: 'pending' })]) } });
    expect(await screen.findByText('ჩემი განრიგი', { selector: 'h1' })).toBeInTheDocument();
    expect((await screen.findAllByTestId('schedule-status'))[0]).toHaveTextContent('დადასტურებული');
  });
});

describe('/schedules/{id}', () => {
  const page = (user = DOCTOR_USER, answer = data(appointment(10)), extra = {}) =>
    renderApp('/schedules/s-1', { token: 't', routes: { ...signedInAs(user), 'GET /api/schedules/s-1': answer, ...extra } });

  it('shows the loading face while the appointment loads', async () => {
    page(DOCTOR_USER, never);
    expect(await screen.findByTestId('schedule-loading')).toBeInTheDocument();
  });

  it('shows the appointment with price, people and the actions the doctor may take', async () => {
    page(DOCTOR_USER, data(appointment(10, { comment: 'Headache for a week', price: 4000 })));
    expect(await screen.findByTestId('schedule-title')).toHaveTextContent('Video consultation');
    expect(screen.getByTestId('schedule-doctor')).toHaveTextContent('Giorgi Kapanadze');
    expect(screen.getByTestId('schedule-patient')).toHaveTextContent('Nino Beridze');
    expect(screen.getByTestId('schedule-comment')).toHaveTextContent('Headache for a week');
    await waitFor(() => expect(screen.getByTestId('schedule-price')).toHaveTextContent('40'));
    const actions = screen.getByTestId('schedule-actions');
    expect(within(actions).getByTestId('action-confirm')).toBeInTheDocument();
    expect(within(actions).getByTestId('action-activate')).toBeInTheDocument();
    expect(within(actions).getByTestId('action-reschedule')).toBeInTheDocument();
    expect(within(actions).getByTestId('action-cancel')).toBeInTheDocument();
    expect(within(actions).queryByTestId('action-reassign')).toBeNull();
    expect(within(actions).queryByTestId('action-complete')).toBeNull();
    expect(screen.getByTestId('action-ask-interview')).toBeInTheDocument();
    const ics = within(actions).getByTestId('add-to-calendar');
    expect(ics.getAttribute('download')).toBe('appointment-s-1.ics');
    expect(decodeURIComponent(ics.getAttribute('href')!)).toContain('BEGIN:VEVENT');
  });

  it('sends an action with the version shown and shows the answer', async () => {
    const { calls } = page(DOCTOR_USER, data(appointment(10, { version: 3 })), {
      'POST /api/schedules/s-1/activate': data(appointment(10, { version: 4, status: 'activated', chat_space_id: 'c-9' })),
    });
    fireEvent.click(await screen.findByTestId('action-activate'));
    expect(await screen.findByTestId('open-chat')).toHaveAttribute('href', '/chats/c-9');
    expect(calls.find((c) => c.path === '/api/schedules/s-1/activate')?.body).toEqual({ version: 3 });
    expect(screen.getByTestId('action-complete')).toBeInTheDocument();
    expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('In progress');
  });

  it('cancels for the patient with their own reason and a note; offers taking or sharing an interview', async () => {
    const { calls } = page(PATIENT_USER, data(appointment(10, { interview_status: 'requested' })), {
      'POST /api/schedules/s-1/cancel': data(appointment(10, { version: 2, status: 'cancelled', cancel_reason: 'patient_request' })),
    });
    expect(await screen.findByTestId('take-interview')).toHaveAttribute('href', '/symptom-checker?schedule=s-1');
    expect(screen.getByTestId('interview-section')).toHaveTextContent('Your doctor asks you');
    expect(screen.queryByTestId('action-confirm')).toBeNull();
    expect(screen.queryByTestId('action-activate')).toBeNull();
    expect(screen.getByTestId('add-file')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('action-cancel'));
    fireEvent.change(await screen.findByTestId('cancel-note'), { target: { value: 'I feel better' } });
    fireEvent.click(screen.getByTestId('cancel-submit'));
    expect(await screen.findByTestId('schedule-cancel-reason')).toHaveTextContent("At the patient's request");
    expect(calls.find((c) => c.path === '/api/schedules/s-1/cancel')?.body).toEqual({ reason: 'patient_request', note: 'I feel better', version: 1 });
    expect(screen.queryByTestId('action-cancel')).toBeNull();
  });

  it('reschedules to a free slot of the same doctor and service', async () => {
    const slot = clinicAt(11, 1);
    const { calls } = page(PATIENT_USER, data(appointment(10)), {
      'GET /api/doctors/d-1/slots': data({ doctor_id: 'd-1', clinic_service_id: 11, time_zone: 'Asia/Tbilisi', duration_minutes: 30, price: 4000, slots: [{ start: slot, end: slot }], fully_booked: false }),
      'POST /api/schedules/s-1/reschedule': data(appointment(11, { version: 2 }, 1)),
    });
    fireEvent.click(await screen.findByTestId('action-reschedule'));
    fireEvent.click(await screen.findByTestId('slot'));
    fireEvent.click(screen.getByTestId('reschedule-submit'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/schedules/s-1/reschedule')?.body).toEqual({ start_time: slot, version: 1 }));
    expect(calls.find((c) => c.path.startsWith('/api/doctors/d-1/slots'))?.path).toContain('clinic_service_id=11');
    await waitFor(() => expect(screen.getAllByTestId('schedule-time')[0]).toHaveTextContent('11:00'));
  });

  it('shares one of the patient\'s finished interviews', async () => {
    const { calls } = page(PATIENT_USER, data(appointment(10)), {
      'GET /api/interviews': data({
        items: [
          { id: 'iv-7', language: 'en', status: 'finished', triage: 'consultation', top_condition: { id: 'c', name: 'Migraine', probability: 0.6 }, complaints: ['Headache'], patient_age_in_months: null, patient_gender: null, created_at: clinicAt(8, -2), finished_at: clinicAt(9, -2) },
          { id: 'iv-8', language: 'en', status: 'in_progress', triage: null, top_condition: null, complaints: ['Cough'], patient_age_in_months: null, patient_gender: null, created_at: clinicAt(8, -1), finished_at: null },
        ],
        total: 2,
      }),
      'POST /api/schedules/s-1/interview': data(appointment(10, { version: 2, interview_id: 'iv-7', interview_status: 'finished' })),
    });
    fireEvent.click(await screen.findByTestId('share-interview'));
    // The interviews' flow is its own chunk: the first load of it can be slow on a busy machine.
    const picker = await screen.findByTestId('interview-picker', {}, { timeout: 15_000 });
    expect(within(picker).getAllByTestId('pick-interview')).toHaveLength(1);
    fireEvent.click(within(picker).getByTestId('pick-interview'));
    expect(await screen.findByTestId('interview-link')).toHaveAttribute('href', '/interview/iv-7');
    expect(calls.find((c) => c.path === '/api/schedules/s-1/interview')?.body).toEqual({ interview_id: 'iv-7', version: 1 });
  }, 30_000);

  it('reloads after a conflict and says someone changed it meanwhile', async () => {
    let version = 1;
    page(OPERATOR_USER, () => ({ body: { data: appointment(10, version === 1 ? {} : { status: 'pending', version }) } }), {
      'POST /api/schedules/s-1/confirm': () => {
        version = 2;
        return { status: 409, body: { code: 'event.conflict', message: 'stale' } };
      },
    });
    fireEvent.click(await screen.findByTestId('action-confirm'));
    expect(await screen.findByTestId('schedule-conflict')).toHaveTextContent('Someone changed this appointment');
    await waitFor(() => expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('Confirmed'));
    expect(screen.getByTestId('action-reassign')).toBeInTheDocument();
  });

  it('lets an operator give the appointment to another doctor of the clinic who provides the service, at the same time', async () => {
    const other: Schedule['assignee'] = { id: 'd-2', firstname: { ka: 'ანა', en: 'Ana' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, photo: null };
    const load = (doctor: typeof other, clinic_id = 7) => ({ doctor, clinic_id, speciality: null, appointments: 0, remaining: 0, booked_minutes: 0, working_minutes: 480, next_start: null });
    const { calls } = page(OPERATOR_USER, data(appointment(10, { version: 2 })), {
      'GET /api/clinic-doctors': data([load(schedule().assignee), load(other), load({ ...other, id: 'd-9', firstname: { ka: 'სხვა', en: 'Elsewhere' } }, 8)]),
      'GET /api/clinic-doctors/d-2': data({ doctor: other, clinic_id: 7, speciality: null, services: [{ id: 21, service_id: 3, name: { ka: 'ვიდეოკონსულტაცია', en: 'Video consultation' }, duration_minutes: 30, price: 5000 }] }),
      'POST /api/schedules/s-1/reassign': data(appointment(10, { version: 3, assignee_id: 'd-2', assignee: other })),
    });
    fireEvent.click(await screen.findByTestId('action-reassign'));
    const input = await screen.findByTestId('reassign-doctor');
    await userEvent.click(input);
    await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    // Only the clinic's other doctors.
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Ana Beridze']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ana Beridze', hidden: true }));
    fireEvent.click(await screen.findByTestId('reassign-submit'));
    await waitFor(() => expect(screen.getByTestId('schedule-doctor')).toHaveTextContent('Ana Beridze'));
    expect(calls.find((c) => c.path === '/api/schedules/s-1/reassign')?.body).toEqual({ assignee_id: 'd-2', version: 2 });
  }, 30_000);

  it('shows the not-found face for an appointment that is not the person\'s, and the error face otherwise', async () => {
    page(PATIENT_USER, notFound());
    expect(await screen.findByTestId('schedule-not-found')).toHaveTextContent('Appointment not found');
  });

  it('shows the error face with a retry', async () => {
    page(PATIENT_USER, failing);
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The appointment could not be loaded');
  });

  it('lists pre-visit documents as links', async () => {
    page(DOCTOR_USER, data(appointment(10, { files: [{ id: 'f1', name: 'blood-test.pdf', size: 20480, content_type: 'application/pdf', created_at: clinicAt(8) }] })));
    expect(await screen.findByTestId('schedule-file')).toHaveAttribute('href', '/api/schedules/s-1/files/f1');
    expect(screen.queryByTestId('add-file')).toBeNull();
  });
});

describe('live appointment screens', () => {
  it('updates the appointment page from a push and reloads it after a reconnect', async () => {
    const live = fakeLive();
    let version = 1;
    const { calls } = renderApp('/schedules/s-1', {
      token: 't',
      routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules/s-1': () => ({ body: { data: appointment(10, { version, status: version > 2 ? 'cancelled' : version > 1 ? 'pending' : 'created' }) } }) },
      openLiveSocket: live.open,
    });
    await waitFor(() => expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('Booked'));
    await live.connect();
    live.push('ScheduleGotPending', appointment(10, { status: 'pending', version: 2 }));
    await waitFor(() => expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('Confirmed'));
    live.push('ScheduleCreated', appointment(10, { status: 'created', version: 1 })); // stale
    expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('Confirmed');
    const loads = () => calls.filter((c) => c.path === '/api/schedules/s-1').length;
    const before = loads();
    version = 3; // cancelled by the clinic while the connection was down
    live.drop();
    await live.connect();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getAllByTestId('schedule-status')[0]).toHaveTextContent('Cancelled'));
  }, 30_000);

  it('drops an appointment from the patient\'s upcoming list once it is activated', async () => {
    const live = fakeLive();
    renderApp('/dashboard', {
      token: 't',
      routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules': list([appointment(10, { id: 'a' }), appointment(12, { id: 'b' })]) },
      openLiveSocket: live.open,
    });
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')).toHaveLength(2));
    await live.connect();
    live.push('ScheduleActivated', appointment(10, { id: 'a', status: 'activated', version: 2, chat_space_id: 'c-1' }));
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')).toHaveLength(1));
    live.push('ScheduleCreated', appointment(9, { id: 'c' }, 1));
    await waitFor(() => expect(screen.getAllByTestId('upcoming-day')).toHaveLength(2));
  }, 30_000);
});

describe('the clinic\'s doctors, live', () => {
  it('loads the day\'s load again when an appointment changes, keeping the cards meanwhile', async () => {
    const live = fakeLive();
    let appointments = 3;
    const { calls } = renderApp('/clinic-doctors', {
      token: 't',
      routes: {
        ...signedInAs(OPERATOR_USER),
        'GET /api/clinic-doctors': () => ({ body: { data: [{ doctor: schedule().assignee, clinic_id: 7, speciality: null, appointments, remaining: appointments, booked_minutes: 30 * appointments, working_minutes: 480, next_start: null }] } }),
      },
      openLiveSocket: live.open,
    });
    expect(await screen.findByTestId('doctor-load-text')).toHaveTextContent('3 appointments');
    await live.connect();
    const loads = () => calls.filter((c) => c.path.startsWith('/api/clinic-doctors')).length;
    const before = loads();
    appointments = 4; // a patient booked meanwhile
    live.push('ScheduleCreated', appointment(11, { id: 'n' }, 1));
    await waitFor(() => expect(screen.getByTestId('doctor-load-text')).toHaveTextContent('4 appointments'));
    expect(loads()).toBeGreaterThan(before);
    expect(screen.queryByTestId('doctors-empty')).toBeNull();
  }, 30_000);
});

describe('/schedules (an operator)', () => {
  const DOCTORS = [{ doctor: schedule().assignee, clinic_id: 7, speciality: null, appointments: 3, remaining: 2, booked_minutes: 90, working_minutes: 480, next_start: clinicAt(12) }];

  it('lists the clinic day with a confirm on bookings, and confirms', async () => {
    const { calls } = renderApp('/schedules', {
      token: 't',
      routes: {
        ...signedInAs(OPERATOR_USER),
        'GET /api/clinic-doctors': data(DOCTORS),
        'GET /api/schedules': list([appointment(10, { id: 's-1' }), appointment(11, { id: 's-2', status: 'pending' })]),
        'POST /api/schedules/s-1/confirm': data(appointment(10, { id: 's-1', status: 'pending', version: 2 })),
      },
    });
    const rows = await screen.findAllByTestId('schedule-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Dr Giorgi Kapanadze');
    expect(within(rows[1]).queryByTestId('row-confirm')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('row-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('schedule-row')[0]).toHaveAttribute('data-status', 'pending'));
    expect(calls.find((c) => c.path === '/api/schedules/s-1/confirm')?.body).toEqual({ version: 1 });
  });

  it('asks the server again for another day', async () => {
    const { calls } = renderApp('/schedules', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors': data(DOCTORS), 'GET /api/schedules': list([]) } });
    expect(await screen.findByTestId('schedules-empty')).toHaveTextContent('No appointments');
    fireEvent.change(screen.getByTestId('day-input'), { target: { value: addDays(today(), 3) } });
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/schedules?'))).toHaveLength(2));
  });

  it('shows the error face', async () => {
    renderApp('/schedules', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors': data(DOCTORS), 'GET /api/schedules': failing } });
    expect(await screen.findByTestId('error-face')).toBeInTheDocument();
  });

  it('books for a patient found by ID number: doctor, service, slot', async () => {
    const slot = clinicAt(12, 1);
    const { calls } = renderApp('/schedules', {
      token: 't',
      routes: {
        ...signedInAs(OPERATOR_USER),
        'GET /api/clinic-doctors': data(DOCTORS),
        'GET /api/schedules': list([]),
        'GET /api/clinic-patients': data([{ ...schedule().patient, id_number: '01001000001', birthdate: '1958-03-07' }]),
        'GET /api/clinic-doctors/d-1': data({ doctor: schedule().assignee, clinic_id: 7, speciality: null, services: [{ id: 11, service_id: 3, name: { ka: 'ვიდეოკონსულტაცია', en: 'Video consultation' }, duration_minutes: 30, price: 4000 }] }),
        'GET /api/doctors/d-1/slots': data({ doctor_id: 'd-1', clinic_service_id: 11, time_zone: 'Asia/Tbilisi', duration_minutes: 30, price: 4000, slots: [{ start: slot, end: slot }], fully_booked: false }),
        'POST /api/schedules': data(appointment(12, { id: 'new-1' }, 1)),
        'GET /api/schedules/new-1': data(appointment(12, { id: 'new-1' }, 1)),
      },
    });
    fireEvent.click(await screen.findByTestId('book-for-patient'));
    fireEvent.change(await screen.findByTestId('patient-query'), { target: { value: '01001000001' } });
    fireEvent.click(screen.getByTestId('patient-search'));
    fireEvent.click(await screen.findByTestId('patient-option'));
    expect(screen.getByTestId('book-patient')).toHaveTextContent('01001000001');
    await pick(screen.getByTestId('book-doctor'), 'Giorgi Kapanadze');
    await pick(await screen.findByTestId('book-service'), 'Video consultation');
    fireEvent.click(await screen.findByTestId('slot'));
    fireEvent.click(screen.getByTestId('book-submit'));
    await waitFor(() => expect(location.pathname).toBe('/schedules/new-1'));
    const booked = calls.find((c) => c.method === 'POST' && c.path === '/api/schedules')!.body as Record<string, unknown>;
    expect(booked).toMatchObject({ patient_id: 'p-1', assignee_id: 'd-1', clinic_service_id: 11, start_time: slot });
    expect(calls.some((c) => c.path === '/api/clinic-patients?q=01001000001')).toBe(true);
  }, 30_000);
});

describe('/clinic-doctors and /clinic-doctors/{id} (an operator)', () => {
  it('lists the doctors with the day\'s load, each linking to their page', async () => {
    renderApp('/clinic-doctors', {
      token: 't',
      routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors': data([{ doctor: schedule().assignee, clinic_id: 7, speciality: { ka: 'კარდიოლოგი', en: 'Cardiologist' }, appointments: 3, remaining: 2, booked_minutes: 90, working_minutes: 480, next_start: null }]) },
    });
    const card = await screen.findByTestId('clinic-doctor-load');
    expect(card).toHaveAttribute('href', '/clinic-doctors/d-1');
    expect(card).toHaveTextContent('Giorgi Kapanadze');
    expect(card).toHaveTextContent('3 appointments, 2 still to come');
  });

  it('shows the empty and error faces', async () => {
    renderApp('/clinic-doctors', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors': data([]) } });
    expect(await screen.findByTestId('doctors-empty')).toBeInTheDocument();
  });

  it('shows the error face of the doctors', async () => {
    renderApp('/clinic-doctors', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors': failing } });
    expect(await screen.findByTestId('error-face')).toBeInTheDocument();
  });

  it('shows one doctor with their calendar, and not-found for a doctor of another clinic', async () => {
    const { calls } = renderApp('/clinic-doctors/d-1', {
      token: 't',
      routes: {
        ...signedInAs(OPERATOR_USER),
        'GET /api/clinic-doctors/d-1': data({ doctor: schedule().assignee, clinic_id: 7, speciality: null, services: [] }),
        'GET /api/schedules': list([appointment(10)]),
      },
    });
    expect(await screen.findByTestId('clinic-doctor-name')).toHaveTextContent('Giorgi Kapanadze');
    expect(await screen.findAllByTestId('schedule-row')).toHaveLength(1);
    expect(calls.some((c) => c.path.includes('assignee_id=d-1'))).toBe(true);
  });

  it('says a doctor of another clinic is not found', async () => {
    renderApp('/clinic-doctors/zz', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/clinic-doctors/zz': notFound('not_found') } });
    expect(await screen.findByTestId('clinic-doctor-not-found')).toBeInTheDocument();
  });
});

describe('the patient dashboard', () => {
  it('shows upcoming appointments grouped by day, each linking to its page (the chats are a card of their own, not a button in this one)', async () => {
    const { calls } = renderApp('/dashboard', {
      token: 't',
      routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules': list([appointment(15, { id: 'b' }, 2), appointment(10, { id: 'a' }), appointment(12, { id: 'c' }, 2)]) },
    });
    const days = await screen.findAllByTestId('upcoming-day');
    expect(days.map((d) => d.getAttribute('data-date'))).toEqual([today(), addDays(today(), 2)]);
    expect(within(days[1]).getAllByTestId('schedule-link').map((l) => l.getAttribute('href'))).toEqual(['/schedules/c', '/schedules/b']);
    expect(days[0]).toHaveTextContent('Dr Giorgi Kapanadze');
    expect(within(screen.getByTestId('upcoming-appointments')).queryByRole('link', { name: /chats/i })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/schedules?upcoming=true')).toBe(true);
  });

  it('leads to the doctors when nothing is booked, and shows the error face on failure', async () => {
    renderApp('/dashboard', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules': list([]) } });
    expect(await screen.findByTestId('dashboard-book')).toHaveAttribute('href', '/doctors');
    expect(screen.getByTestId('upcoming-empty')).toHaveTextContent('no upcoming appointments');
  });

  it('shows the error face of the upcoming list', async () => {
    renderApp('/dashboard', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules': failing } });
    expect(await screen.findByTestId('error-face')).toHaveTextContent('Upcoming appointments could not be loaded');
  });

  it('shows no upcoming section to a doctor', async () => {
    renderApp('/dashboard', { token: 't', routes: signedInAs(DOCTOR_USER) });
    await screen.findByTestId('dashboard-greeting');
    expect(screen.queryByTestId('upcoming-appointments')).toBeNull();
  });
});

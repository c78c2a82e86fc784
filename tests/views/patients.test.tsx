import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { fakeLive } from './chats-fixtures';
import { appointment, data, failing, never, notFound } from './schedules-fixtures';
import { ACTIVE, DOCTOR_USER, listItem, OPERATOR_USER, PATIENT_USER, patientItem, patientSummary, queriesTo } from './cases-fixtures';
import type { PatientListItem } from '../../src/protocol/case-schemas';

const LEVAN = patientItem({ id: 'p-2', firstname: { ka: 'ლევანი', en: 'Levan' }, lastname: { ka: 'გელაშვილი', en: 'Gelashvili' }, gender: 'male', birthdate: null, id_number: '01001000002', last_contact: null });

/** GET /api/patients over `items`, narrowed by `q` (name or ID number) and paged as the server does. */
function patientsServer(items: PatientListItem[]): FakeRoute {
  return (req) => {
    const url = new URL(req.url);
    const q = url.searchParams.get('q')?.toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 30);
    const matches = items.filter((p) => !q || `${p.firstname.en} ${p.lastname.en} ${p.id_number ?? ''}`.toLowerCase().includes(q));
    return { body: { data: { items: matches.slice((page - 1) * limit, page * limit), total: matches.length } } };
  };
}

describe('/patients', () => {
  const listAs = (user = DOCTOR_USER, answer: FakeRoute = patientsServer([patientItem(), LEVAN])) =>
    renderApp('/patients', { token: 't', routes: { ...signedInAs(user), 'GET /api/patients': answer } });

  it('shows the loading face while the patients load', async () => {
    listAs(DOCTOR_USER, never);
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    expect(screen.getByText('Patients', { selector: 'h1' })).toBeInTheDocument();
  });

  it('lists the doctor\'s patients with ID number, age, gender and last contact; each opens their page', async () => {
    listAs();
    const rows = await screen.findAllByTestId('patient-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('patient-name')).toHaveTextContent('Nino Beridze');
    expect(within(rows[0]).getByTestId('patient-id-number')).toHaveTextContent('ID number 01001000001');
    expect(within(rows[0]).getByTestId('patient-age-gender')).toHaveTextContent(/^\d+ years · female$/);
    expect(within(rows[0]).getByTestId('patient-last-contact')).toHaveTextContent('Last contact 22 November 2026');
    expect(rows[0]).toHaveAttribute('href', '/patients/p-1');
    // Unknown age and no contact yet: only what is known.
    expect(within(rows[1]).getByTestId('patient-age-gender')).toHaveTextContent(/^male$/);
    expect(within(rows[1]).queryByTestId('patient-last-contact')).toBeNull();
    expect(screen.getByText('The patients you have a chat, an appointment or a case with.')).toBeInTheDocument();
  });

  it('finds an operator\'s clinic patient by ID number, asking the server with the search', async () => {
    const { calls } = listAs(OPERATOR_USER);
    await waitFor(() => expect(screen.getAllByTestId('patient-row')).toHaveLength(2));
    expect(screen.getByText('The clinic\'s patients: find one by name or ID number.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('list-search'), '01001000002');
    await waitFor(() => expect(screen.getAllByTestId('patient-row').map((r) => r.getAttribute('data-patient'))).toEqual(['p-2']));
    expect(queriesTo(calls, '/api/patients').map((q) => q.get('q')).filter(Boolean)).toEqual(['01001000002']);
  });

  it('says when nothing matches, when there are no patients yet, and shows the error face', async () => {
    listAs();
    await screen.findAllByTestId('patient-row');
    await userEvent.type(screen.getByTestId('list-search'), 'zzz{Enter}');
    expect(await screen.findByTestId('patients-empty')).toHaveTextContent('No patient found');
  });

  it('says what brings a patient to an empty list', async () => {
    listAs(DOCTOR_USER, data({ items: [], total: 0 }));
    expect(await screen.findByTestId('patients-empty')).toHaveTextContent('A patient appears here after a chat, an appointment or a case with you.');
  });

  it('shows the error face with a retry', async () => {
    listAs(DOCTOR_USER, failing);
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The patients could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Georgian to a Georgian doctor', async () => {
    listAs({ ...DOCTOR_USER, language: 'ka' });
    expect(await screen.findByText('პაციენტები', { selector: 'h1' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('patient-row');
    expect(within(rows[0]).getByTestId('patient-age-gender')).toHaveTextContent(/^\d+ წლის · ქალი$/);
    expect(within(rows[0]).getByTestId('patient-id-number')).toHaveTextContent('პ/ნ 01001000001');
  });

  it('tells a patient the page is for staff, and asks nothing', async () => {
    const { calls } = listAs(PATIENT_USER);
    // The route guard says so (src/app/routes.tsx: /patients is for doctors and operators).
    expect(await screen.findByTestId('not-for-role')).toHaveTextContent('This page is for doctors and clinic operators.');
    expect(queriesTo(calls, '/api/patients')).toHaveLength(0);
  });
});

describe('/patients/{id}', () => {
  const pageAs = (user = DOCTOR_USER, answer: FakeRoute = data(patientSummary('doctor')), path = '/patients/p-1', extra: Record<string, FakeRoute> = {}) =>
    renderApp(path, { token: 't', locale: user.language, routes: { ...signedInAs(user), 'GET /api/patients/p-1': answer, ...extra } });

  it('shows the loading face while the page loads', async () => {
    pageAs(DOCTOR_USER, never);
    expect(await screen.findByTestId('patient-loading')).toBeInTheDocument();
  });

  it('shows a doctor the profile, the cases, appointments and AI results, with the chat and a call', async () => {
    pageAs(DOCTOR_USER, data(patientSummary('doctor', { schedules: [appointment(10, { id: 's-7', status: 'completed' })] })));
    expect(await screen.findByTestId('patient-name')).toHaveTextContent('Nino Beridze');
    const profile = screen.getByTestId('patient-profile');
    expect(within(profile).getByTestId('patient-age-gender')).toHaveTextContent(/^\d+ years · female$/);
    expect(within(profile).getByTestId('patient-id-number')).toHaveTextContent('01001000001');
    expect(within(profile).getByTestId('patient-phone')).toHaveAttribute('href', 'tel:+995555123401');
    expect(within(profile).getByTestId('patient-email')).toHaveAttribute('href', 'mailto:nino@example.ge');
    expect(within(profile).getByTestId('patient-chat')).toHaveAttribute('href', '/chats/chat-9');
    expect(within(profile).getByTestId('patient-call')).toHaveAttribute('href', '/chats/chat-9/call');
    expect(within(profile).queryByTestId('patient-book')).toBeNull();
    const cases = within(screen.getByTestId('patient-cases')).getAllByTestId('case-row');
    expect(cases.map((r) => r.getAttribute('data-case'))).toEqual(['c-1', 'c-2', 'c-3']);
    expect(cases[0]).toHaveAttribute('href', '/p/case/c-1');
    expect(within(cases[0]).getByTestId('case-diagnosis')).toHaveTextContent('J20.9Acute bronchitis');
    expect(within(cases[0]).queryByTestId('case-patient')).toBeNull();
    const appointments = within(screen.getByTestId('patient-appointments')).getAllByTestId('schedule-row');
    expect(within(appointments[0]).getByTestId('schedule-link')).toHaveAttribute('href', '/schedules/s-7');
    // Appointments of many days in one list: each says its day.
    expect(within(appointments[0]).getByTestId('schedule-time')).toHaveTextContent(/ \d{4}, 10:00$/);
    const result = within(screen.getByTestId('patient-ai-results')).getByTestId('patient-ai-result');
    expect(result).toHaveAttribute('href', '/interview/iv-1');
    expect(result).toHaveTextContent('Acute bronchitis');
    expect(within(result).getByTestId('patient-ai-triage')).toHaveTextContent('See a doctor');
  });

  it('offers no chat or call when there is no chat with the patient, and says which sections are empty', async () => {
    pageAs(DOCTOR_USER, data(patientSummary('doctor', { chat_space_id: null, cases: [], interviews: [] })));
    expect(await screen.findByTestId('patient-profile')).toBeInTheDocument();
    expect(screen.queryByTestId('patient-chat')).toBeNull();
    expect(screen.queryByTestId('patient-call')).toBeNull();
    expect(screen.getByTestId('patient-cases-empty')).toHaveTextContent('No medical cases yet.');
    expect(screen.getByTestId('patient-appointments-empty')).toHaveTextContent('No appointments.');
    expect(screen.getByTestId('patient-ai-results-empty')).toHaveTextContent('No finished symptom checks.');
  });

  it('marks the case named in the address (a case shared with the doctor)', async () => {
    pageAs(DOCTOR_USER, data(patientSummary('doctor')), '/patients/p-1?case=c-2');
    const rows = await screen.findAllByTestId('case-row');
    expect(rows.filter((r) => r.hasAttribute('data-highlighted')).map((r) => r.getAttribute('data-case'))).toEqual(['c-2']);
  });

  it('shows an operator identity, contacts, appointments and case summaries: never clinical content', async () => {
    pageAs(OPERATOR_USER, data(patientSummary('operator', { schedules: [appointment(10, { id: 's-7' })] })));
    expect(await screen.findByTestId('patient-name')).toHaveTextContent('Nino Beridze');
    expect(screen.getByTestId('patient-phone')).toBeInTheDocument();
    const rows = within(screen.getByTestId('patient-cases')).getAllByTestId('case-row');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.tagName).not.toBe('A');
      expect(within(row).queryByTestId('case-diagnosis')).toBeNull();
    }
    expect(within(rows[0]).getByTestId('case-date')).toHaveTextContent('21 November 2026');
    expect(within(rows[0]).getByTestId('case-doctor')).toHaveTextContent('Doctor: Giorgi Kapanadze');
    expect(within(rows[0]).getByTestId('case-status')).toHaveTextContent('Active');
    const page = document.body.textContent ?? '';
    for (const clinical of ['Acute bronchitis', 'J20.9', 'Gastritis', 'K29.7', 'No diagnosis yet', 'Amoxicillin']) expect(page).not.toContain(clinical);
    expect(screen.queryByTestId('patient-ai-results')).toBeNull();
    expect(screen.queryByTestId('patient-chat')).toBeNull();
    expect(screen.getAllByTestId('schedule-row')).toHaveLength(1);
  });

  it('lets an operator book an appointment for the patient, already chosen', async () => {
    pageAs(OPERATOR_USER, data(patientSummary('operator')), '/patients/p-1', { 'GET /api/clinic-doctors': data([]) });
    fireEvent.click(await screen.findByTestId('patient-book'));
    const form = await screen.findByTestId('book-form');
    expect(within(form).getByTestId('book-patient')).toHaveTextContent('Nino Beridze · 01001000001');
    expect(screen.getByTestId('patient-book')).toHaveTextContent('Close booking');
  }, 30_000);

  it('shows a clear not-found face for a patient who is not the viewer\'s (404)', async () => {
    pageAs(DOCTOR_USER, notFound('patient.not_found'));
    expect(await screen.findByTestId('patient-not-found')).toHaveTextContent('Patient not found');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error face with a retry', async () => {
    let fail = true;
    pageAs(DOCTOR_USER, () => (fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: patientSummary('doctor') } }));
    expect(await screen.findByTestId('error-face')).toHaveTextContent('The patient\'s page could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('patient-profile')).toBeInTheDocument();
  });

  it('tells a patient the page is for staff', async () => {
    pageAs(PATIENT_USER);
    expect(await screen.findByTestId('not-for-role')).toHaveTextContent('This page is for doctors and clinic operators.');
  });

  it('loads again when one of the patient\'s cases changes', async () => {
    const live = fakeLive();
    let summary = patientSummary('doctor', { cases: [] });
    renderApp('/patients/p-1', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/patients/p-1': () => ({ body: { data: summary } }) }, openLiveSocket: live.open });
    expect(await screen.findByTestId('patient-cases-empty')).toBeInTheDocument();
    await live.connect();
    summary = patientSummary('doctor', { cases: [listItem(ACTIVE)] });
    live.push('PatientCaseCreated', { case_id: 'c-1', version: 1, at: '2026-11-21T08:00:00.000Z', by: 'd-1', case: ACTIVE });
    await waitFor(() => expect(within(screen.getByTestId('patient-cases')).getAllByTestId('case-row')).toHaveLength(1));
  }, 30_000);
});

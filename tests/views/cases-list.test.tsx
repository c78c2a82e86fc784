import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedInAs } from '../support/users';
import { fakeLive } from './chats-fixtures';
import { data, failing, never } from './schedules-fixtures';
import { ACTIVE, CANCELLED, casesServer, COMPLETED, DOCTOR_USER, fullCase, listItem, OPERATOR_USER, PATIENT_USER, queriesTo, summaryOf } from './cases-fixtures';

const ALL = [listItem(ACTIVE), listItem(COMPLETED), listItem(CANCELLED)];
const doctorAt = (path: string, answer = casesServer(ALL), extra = {}) =>
  renderApp(path, { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases': answer, ...extra } });

describe('/cases (a doctor)', () => {
  it('shows the loading face while the cases load', async () => {
    doctorAt('/cases', never);
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    expect(screen.getByText('Medical cases', { selector: 'h1' })).toBeInTheDocument();
  });

  it('lists the cases newest first with patient, date, service, main diagnosis and status; each opens the case', async () => {
    doctorAt('/cases');
    const rows = await screen.findAllByTestId('case-row');
    expect(rows.map((r) => r.getAttribute('data-case'))).toEqual(['c-1', 'c-2', 'c-3']);
    expect(within(rows[0]).getByTestId('case-patient')).toHaveTextContent('Nino Beridze');
    expect(within(rows[0]).getByTestId('case-date')).toHaveTextContent('21 November 2026 · Video consultation');
    // The final diagnosis is the case's main one, with its ICD-10 code.
    expect(within(rows[0]).getByTestId('case-diagnosis')).toHaveTextContent('J20.9Acute bronchitis');
    expect(within(rows[0]).getByTestId('case-status')).toHaveTextContent('Active');
    expect(rows[0]).toHaveAttribute('href', '/p/case/c-1');
    // Only a preliminary diagnosis: marked so.
    expect(within(rows[1]).getByTestId('case-diagnosis')).toHaveTextContent('K29.7Gastritis (preliminary)');
    expect(within(rows[1]).getByTestId('case-status')).toHaveTextContent('Completed');
    // A case shared by another doctor names its doctor; one without a diagnosis says so.
    expect(within(rows[2]).getByTestId('case-doctor')).toHaveTextContent('Doctor: Tamar Lomidze');
    expect(within(rows[0]).queryByTestId('case-doctor')).toBeNull();
    expect(within(rows[2]).getByTestId('case-diagnosis')).toHaveTextContent('No diagnosis yet');
    expect(within(rows[2]).getByTestId('case-status')).toHaveTextContent('Cancelled');
  });

  it('writes the case date with Georgian month names for a Georgian doctor', async () => {
    renderApp('/cases', { token: 't', routes: { ...signedInAs({ ...DOCTOR_USER, language: 'ka' }), 'GET /api/cases': casesServer(ALL) } });
    expect(await screen.findByText('სამედიცინო შემთხვევები', { selector: 'h1' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('case-row');
    expect(within(rows[0]).getByTestId('case-date')).toHaveTextContent('21 ნოემბერი 2026 · ვიდეოკონსულტაცია');
    expect(within(rows[0]).getByTestId('case-status')).toHaveTextContent('აქტიური');
    expect(within(rows[1]).getByTestId('case-date')).toHaveTextContent('10 ივნისი 2026');
  });

  it('says when there are no cases yet, and shows the error face with a retry', async () => {
    let fail = true;
    doctorAt('/cases', (req) => (fail ? { status: 500, body: { code: 'internal', message: 'x' } } : casesServer([])(req, undefined)));
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('The cases could not be loaded');
    await expectSaidOnce(error, 'Something went wrong on our side');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('cases-empty')).toHaveTextContent('No medical cases yet');
  });

  it('narrows the list by status, asking the server for that status', async () => {
    const { calls } = doctorAt('/cases');
    await screen.findAllByTestId('case-row');
    fireEvent.click(screen.getByRole('radio', { name: 'Completed' }));
    await waitFor(() => expect(screen.getAllByTestId('case-row').map((r) => r.getAttribute('data-case'))).toEqual(['c-2']));
    expect(queriesTo(calls, '/api/cases').at(-1)!.get('status')).toBe('completed');
    fireEvent.click(screen.getByRole('radio', { name: 'Cancelled' }));
    await waitFor(() => expect(screen.getAllByTestId('case-row').map((r) => r.getAttribute('data-case'))).toEqual(['c-3']));
    fireEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(3));
    expect(queriesTo(calls, '/api/cases').at(-1)!.has('status')).toBe(false);
  });

  it('searches by patient once typing pauses (one request, not one per key), and at once on Enter', async () => {
    const other = listItem(fullCase({ id: 'c-9', patient_id: 'p-2', patient: { id: 'p-2', firstname: { ka: 'ლევანი', en: 'Levan' }, lastname: { ka: 'გელაშვილი', en: 'Gelashvili' }, photo: null, gender: 'male', birthdate: null } }));
    const { calls } = doctorAt('/cases', casesServer([...ALL, other]));
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(4));
    const asked = () => queriesTo(calls, '/api/cases').map((q) => q.get('q'));
    await userEvent.type(screen.getByTestId('list-search'), '  Levan ');
    await waitFor(() => expect(screen.getAllByTestId('case-row').map((r) => r.getAttribute('data-case'))).toEqual(['c-9']));
    expect(asked().filter((q) => q !== null)).toEqual(['Levan']);
    expect(screen.getByTestId('case-patient')).toHaveTextContent('Levan Gelashvili');
    // Enter does not wait for the pause.
    await userEvent.clear(screen.getByTestId('list-search'));
    await userEvent.type(screen.getByTestId('list-search'), 'zzz{Enter}');
    expect(await screen.findByTestId('cases-empty')).toHaveTextContent('No cases match');
    expect(asked().at(-1)).toBe('zzz');
  });

  it('shows more cases a page at a time, keeping those shown', async () => {
    const many = Array.from({ length: 25 }, (_, i) => listItem(fullCase({ id: `c-${100 + i}`, start_time: new Date(Date.UTC(2026, 10, 25 - i)).toISOString() })));
    const { calls } = doctorAt('/cases', casesServer(many));
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(20));
    expect(queriesTo(calls, '/api/cases')[0].get('limit')).toBe('20');
    fireEvent.click(screen.getByTestId('show-more'));
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(25));
    expect(queriesTo(calls, '/api/cases').at(-1)!.get('page')).toBe('2');
    expect(screen.queryByTestId('show-more')).toBeNull();
  });

  it('sends a patient to their medical history', async () => {
    renderApp('/cases', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/cases': casesServer(ALL) } });
    await waitFor(() => expect(location.pathname).toBe('/p/cases'));
  });

  it('shows an operator the clinic\'s cases as summaries: no diagnosis, each opening the patient\'s page', async () => {
    renderApp('/cases', { token: 't', routes: { ...signedInAs(OPERATOR_USER), 'GET /api/cases': casesServer([ACTIVE, COMPLETED].map(summaryOf)) } });
    const rows = await screen.findAllByTestId('case-row');
    expect(within(rows[0]).queryByTestId('case-diagnosis')).toBeNull();
    expect(rows[0]).not.toHaveTextContent('Acute bronchitis');
    expect(within(rows[0]).getByTestId('case-doctor')).toHaveTextContent('Doctor: Giorgi Kapanadze');
    expect(rows[0]).toHaveAttribute('href', '/patients/p-1');
  });
});

describe('/cases, live', () => {
  it('loads again when a case is created or closed and after a reconnect, but not for a change no row shows', async () => {
    const live = fakeLive();
    let items = [listItem(COMPLETED)];
    const { calls } = renderApp('/cases', {
      token: 't',
      routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases': (req) => casesServer(items)(req, undefined) },
      openLiveSocket: live.open,
    });
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(1));
    await live.connect();
    const loads = () => queriesTo(calls, '/api/cases').length;
    await waitFor(() => expect(loads()).toBeGreaterThanOrEqual(2)); // the (re)connect resynchronises
    // A treatment changes nothing a row shows: nothing loads.
    const before = loads();
    live.push('TreatmentItemCreated', { case_id: 'c-2', version: 15, at: '2026-11-22T10:00:00.000Z', by: 'd-1', treatment: ACTIVE.treatments[1] });
    // A new case appears.
    items = [listItem(ACTIVE), listItem(COMPLETED)];
    live.push('PatientCaseCreated', { case_id: 'c-1', version: 1, at: '2026-11-21T08:00:00.000Z', by: 'd-1', case: ACTIVE });
    await waitFor(() => expect(screen.getAllByTestId('case-row').map((r) => r.getAttribute('data-case'))).toEqual(['c-1', 'c-2']));
    expect(loads()).toBe(before + 1);
    // Completed elsewhere: the badge follows.
    items = [listItem({ ...ACTIVE, status: 'completed' }), listItem(COMPLETED)];
    live.push('PatientCaseCompleted', { case_id: 'c-1', version: 15, at: '2026-11-23T10:00:00.000Z', by: 'd-1' });
    await waitFor(() => expect(within(screen.getAllByTestId('case-row')[0]).getByTestId('case-status')).toHaveTextContent('Completed'));
    // Changed while the connection was down: the reconnect brings it.
    items = [listItem(COMPLETED)];
    live.drop();
    await live.connect();
    await waitFor(() => expect(screen.getAllByTestId('case-row')).toHaveLength(1));
  }, 30_000);
});

describe('/p/cases (a patient\'s medical history)', () => {
  const patientAt = (answer = casesServer(ALL), extra = {}) => renderApp('/p/cases', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/cases': answer, ...extra } });

  it('shows the loading face while the history loads', async () => {
    patientAt(never);
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
  });

  it('lists each case with its date, doctor, clinic, main diagnosis and status in plain words; each opens the case', async () => {
    patientAt();
    expect(await screen.findByText('Medical history', { selector: 'h1' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((r) => r.getAttribute('data-case'))).toEqual(['c-1', 'c-2', 'c-3']);
    expect(within(rows[0]).getByTestId('case-date')).toHaveTextContent('21 November 2026');
    expect(within(rows[0]).getByTestId('case-diagnosis')).toHaveTextContent('Diagnosis: Acute bronchitis (J20.9)');
    expect(within(rows[0]).getByTestId('case-doctor')).toHaveTextContent('Dr Giorgi Kapanadze · Vivamedi');
    expect(within(rows[0]).getByTestId('case-status')).toHaveTextContent('Ongoing');
    expect(rows[0]).toHaveAttribute('href', '/p/case/c-1');
    expect(within(rows[1]).getByTestId('case-diagnosis')).toHaveTextContent('Preliminary diagnosis: Gastritis (K29.7)');
    expect(within(rows[1]).getByTestId('case-status')).toHaveTextContent('Finished');
    expect(within(rows[2]).getByTestId('case-diagnosis')).toHaveTextContent('No diagnosis yet');
    expect(within(rows[2]).getByTestId('case-doctor')).toHaveTextContent('Dr Tamar Lomidze');
  });

  it('tells a patient with no cases what will appear here, with a way to book a visit', async () => {
    patientAt(data({ items: [], total: 0 }));
    const empty = await screen.findByTestId('history-empty');
    expect(empty).toHaveTextContent('Your medical history is empty');
    expect(empty).toHaveTextContent('diagnosis, treatment and conclusion will appear here');
    expect(within(empty).getByTestId('history-book')).toHaveAttribute('href', '/doctors');
  });

  it('shows the error face with a retry', async () => {
    patientAt(failing);
    expect(await screen.findByTestId('error-face')).toHaveTextContent('Your medical history could not be loaded');
  });

  it('speaks Georgian to a Georgian patient', async () => {
    renderApp('/p/cases', { token: 't', routes: { ...signedInAs({ ...PATIENT_USER, language: 'ka' }), 'GET /api/cases': casesServer(ALL) } });
    expect(await screen.findByText('სამედიცინო ისტორია', { selector: 'h1' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('history-row');
    expect(within(rows[0]).getByTestId('case-diagnosis')).toHaveTextContent('დიაგნოზი: მწვავე ბრონქიტი (J20.9)');
    expect(within(rows[0]).getByTestId('case-status')).toHaveTextContent('მიმდინარე');
    expect(within(rows[0]).getByTestId('case-doctor')).toHaveTextContent('ექიმი გიორგი კაპანაძე · ვივამედი');
  });

  it('shows a case the doctor opens as it happens', async () => {
    const live = fakeLive();
    let items = [listItem(COMPLETED)];
    renderApp('/p/cases', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/cases': (req) => casesServer(items)(req, undefined) }, openLiveSocket: live.open });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    await live.connect();
    items = [listItem(ACTIVE), listItem(COMPLETED)];
    live.push('PatientCaseCreated', { case_id: 'c-1', version: 1, at: '2026-11-21T08:00:00.000Z', by: 'd-1', case: ACTIVE });
    await waitFor(() => expect(screen.getAllByTestId('history-row').map((r) => r.getAttribute('data-case'))).toEqual(['c-1', 'c-2']));
  }, 30_000);

  it('sends a doctor to their own list', async () => {
    doctorAt('/p/cases');
    await waitFor(() => expect(location.pathname).toBe('/cases'));
  });
});

describe('the doctor\'s dashboard', () => {
  it('counts the active cases on the cases card, live', async () => {
    const live = fakeLive();
    let items = [listItem(ACTIVE)];
    const { calls } = renderApp('/dashboard', { token: 't', routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases': (req) => casesServer(items)(req, undefined) }, openLiveSocket: live.open });
    const count = await screen.findByTestId('active-cases');
    expect(count).toHaveTextContent('1 active case');
    expect(count.closest('a')).toHaveAttribute('href', '/cases');
    const asked = queriesTo(calls, '/api/cases')[0];
    expect([asked.get('status'), asked.get('limit')]).toEqual(['active', '1']);
    await live.connect();
    items = [listItem(ACTIVE), listItem(fullCase({ id: 'c-5' }))];
    live.push('PatientCaseCreated', { case_id: 'c-5', version: 1, at: '2026-11-25T08:00:00.000Z', by: 'd-1', case: fullCase({ id: 'c-5' }) });
    await waitFor(() => expect(screen.getByTestId('active-cases')).toHaveTextContent('2 active cases'));
  }, 30_000);

  it('shows no count when it cannot be read, and raises no alert', async () => {
    renderApp('/dashboard', { token: 't', locale: DOCTOR_USER.language, routes: { ...signedInAs(DOCTOR_USER), 'GET /api/cases': failing } });
    expect(await screen.findAllByTestId('next-step')).not.toHaveLength(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('active-cases')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no count to a patient', async () => {
    const { calls } = renderApp('/dashboard', { token: 't', routes: { ...signedInAs(PATIENT_USER), 'GET /api/schedules': data({ items: [], total: 0 }) } });
    expect(await screen.findAllByTestId('next-step')).not.toHaveLength(0);
    expect(screen.queryByTestId('active-cases')).toBeNull();
    expect(queriesTo(calls, '/api/cases')).toHaveLength(0);
  });
});

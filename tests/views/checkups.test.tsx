import { describe, expect, it } from 'vitest';
import { expectSaidOnce } from '../support/said-once';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { checkupFixture, checkupSummary, CHECKUP_ID, PATIENT_ID } from '../support/checkup-fixtures';
import { fakeLive } from './chats-fixtures';
import { data, DOCTOR_USER, failing, never, notFound, OPERATOR_USER } from './schedules-fixtures';
import { patientItem } from './cases-fixtures';

const PATIENT = testUser({ language: 'en' });
const as = (user = PATIENT, routes: Record<string, FakeRoute> = {}, path = '/p/checkups', extra: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(path, { token: 't', routes: { ...signedInAs(user), ...routes }, ...extra });
const one = `GET /api/checkups/${CHECKUP_ID}`;

describe('/p/checkups', () => {
  it('shows the loading face while the list loads', async () => {
    as(PATIENT, { 'GET /api/checkups': never });
    expect(await screen.findByTestId('checkups-loading')).toBeInTheDocument();
  });

  it('lists the patient\'s checkups newest first: time, kiosk, place and values out of range in words', async () => {
    const { calls } = as(PATIENT, {
      'GET /api/checkups': data([
        checkupSummary({ id: 'c-2', device_type: 'GS2', measured_at: '2026-11-22T10:00:00.000Z', out_of_range: 0, critical: 0 }),
        checkupSummary(),
      ]),
    });
    const rows = await screen.findAllByTestId('checkup-row');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/p/checkup/c-2', `/p/checkup/${CHECKUP_ID}`]);
    expect(rows[0]).toHaveTextContent('22 November 2026');
    expect(rows[0]).toHaveTextContent('On a measurement kiosk GS2 at Tbilisi Central Clinic');
    expect(within(rows[0]).getByTestId('out-of-range')).toHaveTextContent('All values within the normal range');
    expect(within(rows[1]).getByTestId('out-of-range')).toHaveTextContent('3 values outside the normal range, 1 critical');
    expect(calls.find((c) => c.path.startsWith('/api/checkups'))?.path).toBe('/api/checkups');
  });

  it('explains what a checkup is and where the kiosks are when there is none', async () => {
    as(PATIENT, { 'GET /api/checkups': data([]) });
    const empty = await screen.findByTestId('checkups-empty');
    expect(empty).toHaveTextContent('measurement kiosk');
    expect(within(empty).getByTestId('checkups-clinics')).toHaveAttribute('href', '/clinics');
  });

  it('says the list could not be loaded and loads it again on retry', async () => {
    let fail = true;
    as(PATIENT, { 'GET /api/checkups': (...args) => (fail ? failing(...args) : data([checkupSummary()])(...args)) });
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('Your checkups could not be loaded');
    await expectSaidOnce(error, 'Something went wrong on our side');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('checkup-row')).toHaveLength(1);
  });

  it('tells a doctor the page is for patients, with the way to their home page', async () => {
    as(DOCTOR_USER, { 'GET /api/checkups': data([]) });
    // The route guard says so (src/app/routes.tsx: /p/checkups is a patient's).
    const page = await screen.findByTestId('not-for-role');
    expect(page).toHaveTextContent('This page is for patients');
    expect(within(page).getByRole('link', { name: 'Go to my home page' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows a checkup that arrives while the page is open', async () => {
    const live = fakeLive();
    let list = [checkupSummary()];
    as(PATIENT, { 'GET /api/checkups': () => ({ body: { data: list } }) }, '/p/checkups', { openLiveSocket: live.open });
    expect(await screen.findAllByTestId('checkup-row')).toHaveLength(1);
    await live.connect();
    list = [checkupSummary({ id: 'c-new', measured_at: '2026-11-25T09:00:00.000Z' }), ...list];
    live.push('NotificationCreated', {
      id: 'n-1',
      action: 'checkup.received',
      created_at: '2026-11-25T09:00:05.000Z',
      entity: { title: { ka: 'ახალი შემოწმება', en: 'New checkup' } },
      entity_id: 'c-new',
      entity_type: 'checkup',
    });
    await waitFor(() => expect(screen.getAllByTestId('checkup-row')).toHaveLength(2));
    expect(screen.getAllByTestId('checkup-row')[0]).toHaveAttribute('href', '/p/checkup/c-new');
  }, 30_000);
});

describe('/p/checkup/{id}', () => {
  const path = `/p/checkup/${CHECKUP_ID}`;

  it('shows the header, a summary with advice, and every section\'s values with unit, range and a worded mark', async () => {
    as(PATIENT, { [one]: data(checkupFixture()) }, path);
    expect(await screen.findByTestId('checkup-title')).toHaveTextContent('Checkup of 20 November 2026');
    expect(screen.getByText('On a measurement kiosk T8X at Tbilisi Central Clinic')).toBeInTheDocument();
    expect(screen.getByTestId('checkup-ranges-for')).toHaveTextContent('Normal ranges chosen for a woman, 68 years old');
    expect(screen.queryByTestId('checkup-patient')).toBeNull();

    const summary = screen.getByTestId('checkup-summary');
    expect(within(summary).getAllByTestId('summary-item').map((i) => i.getAttribute('data-measure'))).toEqual(['glucose_fasting', 'systolic', 'diastolic']);
    const [glucose, systolic, diastolic] = within(summary).getAllByTestId('summary-item');
    expect(glucose).toHaveTextContent('Blood sugar, fasting: 15.2 mmol/L');
    expect(within(glucose).getByTestId('summary-advice')).toHaveTextContent('HbA1c');
    expect(within(systolic).getByTestId('summary-advice')).toHaveTextContent('call 112');
    // Upper and lower pressure share their advice: it is said once.
    expect(within(diastolic).queryByTestId('summary-advice')).toBeNull();
    expect(summary).toHaveTextContent('Your doctor has been told');

    expect(screen.getAllByTestId('checkup-section').map((s) => s.getAttribute('data-section'))).toEqual(['blood_pressure', 'oxygen', 'ecg', 'blood_sugar', 'urinalysis']);
    const value = (measure: string) => screen.getAllByTestId('checkup-value').find((v) => v.getAttribute('data-measure') === measure)!;
    expect(value('systolic')).toHaveTextContent('Systolic (upper) pressure');
    expect(within(value('systolic')).getByTestId('value-text')).toHaveTextContent('152 mmHg');
    expect(within(value('systolic')).getByTestId('value-range')).toHaveTextContent('Normal range: 90–139');
    expect(within(value('spo2')).getByTestId('value-range')).toHaveTextContent('Normal range: ≥ 95');
    expect(within(value('glucose_fasting')).getByTestId('value-range')).toHaveTextContent('Normal range: 3.9–5.5');
    expect(within(value('ecg_conclusion')).getByTestId('value-text')).toHaveTextContent('Sinus rhythm, no acute changes');
    expect(within(value('urine_protein')).getByTestId('value-text')).toHaveTextContent('Trace');
    expect(within(value('urine_ph')).getByTestId('value-text')).toHaveTextContent(/^6.5$/);
  });

  it('marks values with a word and a symbol, never by colour alone', async () => {
    as(PATIENT, { [one]: data(checkupFixture()) }, path);
    await screen.findByTestId('checkup-title');
    const value = (measure: string) => screen.getAllByTestId('checkup-value').find((v) => v.getAttribute('data-measure') === measure)!;
    const mark = (measure: string) => within(value(measure)).getByTestId('mark');
    expect(mark('glucose_fasting')).toHaveTextContent('⚠ ↑ Critically high');
    expect(mark('systolic')).toHaveTextContent('↑ High');
    expect(mark('pulse')).toHaveTextContent('✓ Normal');
    // The symbol is decoration to a screen reader: the word carries the meaning.
    expect(mark('systolic').querySelector('[aria-hidden="true"]')).toHaveTextContent('↑');
    expect(within(value('ecg_conclusion')).queryByTestId('mark')).toBeNull();
  });

  it('writes numbers, units and marks as a Georgian clinic does', async () => {
    as(testUser(), { [one]: data(checkupFixture()) }, path);
    await screen.findByTestId('checkup-title');
    const value = (measure: string) => screen.getAllByTestId('checkup-value').find((v) => v.getAttribute('data-measure') === measure)!;
    expect(within(value('glucose_fasting')).getByTestId('value-text')).toHaveTextContent('15,2 მმოლ/ლ');
    expect(within(value('glucose_fasting')).getByTestId('value-range')).toHaveTextContent('3,9–5,5');
    expect(within(value('systolic')).getByTestId('value-text')).toHaveTextContent('152 მმ ვწყ. სვ.');
    expect(within(value('pulse')).getByTestId('value-text')).toHaveTextContent('72 დარტყმა/წთ');
    expect(within(value('glucose_fasting')).getByTestId('mark')).toHaveTextContent('კრიტიკულად მაღალია');
    expect(screen.getByText('არტერიული წნევა')).toBeInTheDocument();
    expect(screen.getByText('სისხლში გლუკოზა (უზმოზე)')).toBeInTheDocument();
  });

  it('lets the patient check their symptoms with the checkup and opens the interview', async () => {
    const { calls } = as(PATIENT, { [one]: data(checkupFixture({ interview_ids: ['iv-2', 'iv-1'] })), [`POST /api/checkups/${CHECKUP_ID}/interview`]: () => ({ status: 201, body: { data: { id: 'iv-9' } } }), 'GET /api/interviews/iv-9': never }, path);
    const started = await screen.findByTestId('checkup-interviews');
    expect(within(started).getAllByTestId('checkup-interview-link').map((a) => a.getAttribute('href'))).toEqual(['/interview/iv-2', '/interview/iv-1']);
    await userEvent.click(screen.getByTestId('checkup-start-interview'));
    await waitFor(() => expect(location.pathname).toBe('/interview/iv-9'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === `/api/checkups/${CHECKUP_ID}/interview`)).toHaveLength(1);
  });

  it('shows a treating doctor whose checkup it is, without the patient\'s interview button', async () => {
    as(DOCTOR_USER, { [one]: data(checkupFixture()), [`GET /api/patients/${PATIENT_ID}`]: data({ patient: patientItem({ id: PATIENT_ID }) }) }, path);
    expect(await screen.findByTestId('checkup-patient')).toHaveTextContent('Patient: Nino Beridze');
    expect(screen.getAllByTestId('checkup-value').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('checkup-start-interview')).toBeNull();
    expect(screen.queryByTestId('checkup-interview')).toBeNull();
    expect(screen.getByTestId('checkup-back')).toHaveAttribute('href', `/patients/${PATIENT_ID}`);
    expect(screen.getByTestId('checkup-summary')).not.toHaveTextContent('Your doctor has been told');
  });

  it('shows "no such checkup" for an address the server does not know (or not the viewer\'s), with nothing of the checkup', async () => {
    as(PATIENT, { [one]: notFound('checkup.not_found') }, path);
    expect(await screen.findByTestId('checkup-not-found')).toHaveTextContent('No such checkup');
    expect(screen.queryByTestId('checkup-value')).toBeNull();
    expect(screen.queryByTestId('checkup-start-interview')).toBeNull();
  });

  it('says the checkup could not be loaded and loads it again on retry', async () => {
    let fail = true;
    as(PATIENT, { [one]: (...args) => (fail ? failing(...args) : data(checkupFixture())(...args)) }, path);
    const error = await screen.findByTestId('error-face');
    expect(error).toHaveTextContent('The checkup could not be loaded');
    await expectSaidOnce(error, 'Something went wrong on our side');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('checkup-title')).toBeInTheDocument();
  });

  it('shows the loading face while the checkup loads', async () => {
    as(PATIENT, { [one]: never }, path);
    expect(await screen.findByTestId('checkup-loading')).toBeInTheDocument();
  });
});

describe('a doctor\'s patient page', () => {
  it('lists the patient\'s checkups for a treating doctor, each opening it, with the way to their monitoring', async () => {
    const { calls } = as(
      DOCTOR_USER,
      {
        'GET /api/patients/p-1': data({ patient: patientItem(), phone: null, email: null, chat_space_id: null, cases: [], schedules: [], interviews: [], summary_only: false }),
        'GET /api/checkups': data([checkupSummary()]),
      },
      '/patients/p-1',
    );
    const section = await screen.findByTestId('patient-checkups');
    const row = await within(section).findByTestId('checkup-row');
    expect(row).toHaveAttribute('href', `/p/checkup/${CHECKUP_ID}`);
    expect(row).toHaveTextContent('3 values outside the normal range, 1 critical');
    expect(within(section).getByTestId('patient-monitoring')).toHaveAttribute('href', '/p/monitoring?patient=p-1');
    expect(calls.some((c) => c.path === '/api/checkups?patient_id=p-1')).toBe(true);
  });

  it('says when the patient has no checkups', async () => {
    as(DOCTOR_USER, { 'GET /api/patients/p-1': data({ patient: patientItem(), phone: null, email: null, chat_space_id: null, cases: [], schedules: [], interviews: [], summary_only: false }), 'GET /api/checkups': data([]) }, '/patients/p-1');
    expect(await screen.findByTestId('patient-checkups-empty')).toHaveTextContent('No checkups from measurement kiosks yet.');
  });

  it('shows an operator neither the checkups nor the monitoring link', async () => {
    const { calls } = as(OPERATOR_USER, { 'GET /api/patients/p-1': data({ patient: patientItem(), phone: null, email: null, chat_space_id: null, cases: [], schedules: [], interviews: [], summary_only: true }) }, '/patients/p-1');
    expect(await screen.findByTestId('patient-profile')).toBeInTheDocument();
    expect(screen.queryByTestId('patient-checkups')).toBeNull();
    expect(screen.queryByTestId('patient-monitoring')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/checkups'))).toBe(false);
  });
});

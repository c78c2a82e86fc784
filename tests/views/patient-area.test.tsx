import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InterviewSummary } from '../../src/protocol/interviews';
import { renderApp, STARTUP_ROUTES, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { checkupFixture, checkupSummary, CHECKUP_ID, logItem } from '../support/checkup-fixtures';
import { ACTIVE, listItem } from './cases-fixtures';
import { appointment, data, DOCTOR_USER, failing, list, never } from './schedules-fixtures';

const PATIENT = testUser({ language: 'en' });

const aiResult = (over: Partial<InterviewSummary> = {}): InterviewSummary => ({
  id: 'iv-1',
  language: 'en',
  status: 'finished',
  triage: 'consultation',
  top_condition: { id: 'c_1', name: 'Acute bronchitis', probability: 0.6 },
  complaints: ['Cough'],
  patient_age_in_months: null,
  patient_gender: 'female',
  created_at: '2026-11-19T10:00:00.000Z',
  finished_at: '2026-11-19T10:05:00.000Z',
  ...over,
});

/** Every card with something in it. */
const FULL: Record<string, FakeRoute> = {
  'GET /api/schedules': list([appointment(11, { id: 's-1' }, 2)]),
  'GET /api/checkups': data([checkupSummary()]),
  [`GET /api/checkups/${CHECKUP_ID}`]: data(checkupFixture()),
  'GET /api/patient-log': data([
    logItem({ id: 'bp-old', type: 'blood_pressure', value: { systolic: 118, diastolic: 76 }, measured_at: '2026-11-01T08:00:00.000Z' }),
    logItem({ id: 'bp', type: 'blood_pressure', value: { systolic: 152, diastolic: 92, pulse: 70 }, measured_at: '2026-11-20T08:30:00.000Z', checkup_id: CHECKUP_ID, mark: 'high' }),
    logItem({ id: 'p', type: 'pulse', value: { value: 64 } }),
  ]),
  'GET /api/cases': data({ items: [listItem(ACTIVE)], total: 1 }),
  'GET /api/interviews': data({ items: [aiResult()], total: 1 }),
  'GET /api/static/patient-log-types': data([
    { id: 1, key: 'blood_pressure', name: { ka: 'არტერიული წნევა', en: 'Blood pressure' }, unit: { ka: 'მმ ვწყ. სვ.', en: 'mmHg' } },
    { id: 2, key: 'pulse', name: { ka: 'პულსი', en: 'Pulse' }, unit: { ka: 'დარტყმა/წთ', en: 'bpm' } },
  ]),
};

const EMPTY: Record<string, FakeRoute> = {
  'GET /api/schedules': list([]),
  'GET /api/checkups': data([]),
  'GET /api/patient-log': data([]),
  'GET /api/cases': data({ items: [], total: 0 }),
  'GET /api/interviews': data({ items: [], total: 0 }),
};

const open = (routes: Record<string, FakeRoute>, user = PATIENT) => renderApp('/p', { token: 't', locale: user.language, routes: { ...STARTUP_ROUTES, ...signedInAs(user), ...routes } });
const card = (testId: string) => screen.getByTestId(testId);

describe('/p, the patient\'s overview', () => {
  it('shows each card loading on its own', async () => {
    open(Object.fromEntries(Object.keys(FULL).filter((k) => !k.includes('static')).map((k) => [k, never])));
    expect(await screen.findByTestId('overview-checkup-loading')).toBeInTheDocument();
    expect(screen.getByTestId('overview-readings-loading')).toBeInTheDocument();
    expect(screen.getByTestId('overview-cases-loading')).toBeInTheDocument();
    expect(screen.getByTestId('overview-ai-loading')).toBeInTheDocument();
    expect(screen.getByTestId('upcoming-loading')).toBeInTheDocument();
  });

  it('shows upcoming appointments, the latest checkup\'s out-of-range values, the latest readings, open cases and AI results, each linking to its page', async () => {
    const { calls } = open(FULL);
    expect(await screen.findByTestId('patient-area-title')).toHaveTextContent('My health');

    const checkup = await within(card('overview-checkup')).findByTestId('overview-checkup-open');
    expect(checkup).toHaveAttribute('href', `/p/checkup/${CHECKUP_ID}`);
    const values = within(checkup).getAllByTestId('overview-checkup-value');
    expect(values.map((v) => v.getAttribute('data-measure'))).toEqual(['glucose_fasting', 'systolic', 'diastolic']);
    expect(values[0]).toHaveTextContent('Blood sugar, fasting: 15.2 mmol/L');
    expect(within(values[0]).getByTestId('mark')).toHaveTextContent('Critically high');
    expect(within(card('overview-checkup')).getByTestId('overview-checkup-link')).toHaveAttribute('href', '/p/checkups');

    const readings = await within(card('overview-readings')).findAllByTestId('overview-reading');
    expect(readings.map((r) => r.getAttribute('data-type'))).toEqual(['blood_pressure', 'pulse']);
    expect(readings[0]).toHaveTextContent('Blood pressure');
    expect(readings[0]).toHaveTextContent('152/92 mmHg · pulse 70');
    expect(readings[0]).toHaveTextContent('from a kiosk');
    expect(within(readings[0]).getByTestId('mark')).toHaveTextContent('High');
    expect(readings[1]).toHaveTextContent('64 bpm');
    expect(within(card('overview-readings')).getByTestId('overview-readings-link')).toHaveAttribute('href', '/p/monitoring');
    expect(calls.find((c) => c.path.startsWith('/api/patient-log'))?.path).toMatch(/^\/api\/patient-log\?since=\d{4}-\d{2}-\d{2}T/);

    const cases = await within(card('overview-cases')).findAllByTestId('overview-case');
    expect(cases[0]).toHaveAttribute('href', `/p/case/${ACTIVE.id}`);
    expect(calls.find((c) => c.path.startsWith('/api/cases'))?.path).toContain('status=active');

    const ai = await within(card('overview-ai')).findAllByTestId('overview-ai-result');
    expect(ai[0]).toHaveAttribute('href', '/interview/iv-1');
    expect(ai[0]).toHaveTextContent('Acute bronchitis');

    expect(await within(card('overview-appointments')).findAllByTestId('schedule-row')).toHaveLength(1);
  });

  it('gives each empty card the action that starts it', async () => {
    open(EMPTY);
    expect(await screen.findByTestId('overview-readings-start')).toHaveAttribute('href', '/p/monitoring');
    expect(await screen.findByTestId('overview-checkup-start')).toHaveAttribute('href', '/clinics');
    expect(await screen.findByTestId('overview-cases-start')).toHaveAttribute('href', '/doctors');
    expect(await screen.findByTestId('overview-ai-start')).toHaveAttribute('href', '/symptom-checker');
    expect(await screen.findByTestId('overview-appointments-start')).toHaveAttribute('href', '/doctors');
    expect(card('overview-readings-empty')).toHaveTextContent('No readings yet');
  });

  it('shows a failure on its card only, with a retry that loads that card again', async () => {
    let fail = true;
    open({ ...FULL, 'GET /api/patient-log': (...args) => (fail ? failing(...args) : FULL['GET /api/patient-log'](...args)) });
    const error = await screen.findByTestId('overview-readings-error');
    expect(error).toHaveTextContent('Could not be loaded.');
    // The other cards are unaffected, and no general alert covers the page.
    expect(await within(card('overview-checkup')).findByTestId('overview-checkup-open')).toBeInTheDocument();
    expect(screen.queryByTestId('overview-checkup-error')).toBeNull();
    expect(screen.getAllByRole('alert')).toEqual([within(error).getByRole('alert')]);
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(card('overview-readings')).getAllByTestId('overview-reading')).toHaveLength(2));
  });

  it('tells a doctor the overview is for patients', async () => {
    open(EMPTY, { ...DOCTOR_USER });
    // The route guard says so (src/app/routes.tsx: /p is a patient's).
    expect(await screen.findByTestId('not-for-role')).toHaveTextContent('This page is for patients.');
    expect(screen.queryByTestId('overview-cards')).toBeNull();
  });
});

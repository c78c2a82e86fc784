import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientLogItem } from '../../src/protocol/patient-log';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs } from '../support/users';
import { data, DOCTOR_USER, failing, never, OPERATOR_USER, PATIENT_USER } from './schedules-fixtures';

const TYPES: FakeRoute = () => ({
  body: {
    data: [
      { id: 1, key: 'blood_pressure', name: { ka: 'არტერიული წნევა', en: 'Blood pressure' }, unit: { ka: 'მმ ვწყ. სვ.', en: 'mmHg' } },
      { id: 2, key: 'pulse', name: { ka: 'პულსი', en: 'Pulse' }, unit: { ka: 'დარტყმა/წთ', en: 'beats/min' } },
    ],
  },
});
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const by = { id: PATIENT_USER.id, firstname: PATIENT_USER.firstname, lastname: PATIENT_USER.lastname };
const bp = (id: string, systolic: number, diastolic: number, h: number, over: Partial<PatientLogItem> = {}): PatientLogItem => ({
  id, patient_id: PATIENT_USER.id, type: 'blood_pressure', value: { systolic, diastolic }, measured_at: hoursAgo(h), created_at: hoursAgo(h), created_by: by, checkup_id: null,
  mark: systolic > 139 ? 'high' : 'normal', ...over,
});
const LOG = [bp('r1', 120, 78, 72), bp('r2', 126, 80, 48, { created_by: null, checkup_id: 'c1' }), bp('r3', 144, 88, 2)];

const open = (routes: Record<string, FakeRoute>, path = '/p/monitoring', user = PATIENT_USER) =>
  renderApp(path, { token: 't', routes: { ...signedInAs(user), 'GET /api/static/patient-log-types': TYPES, ...routes } });

describe('/p/monitoring', () => {
  it('shows the loading face while the log loads', async () => {
    open({ 'GET /api/patient-log': never });
    expect(await screen.findByTestId('monitoring-loading')).toBeInTheDocument();
  });

  it('invites to add the first reading when there are none', async () => {
    open({ 'GET /api/patient-log': data([]) });
    const empty = await screen.findByTestId('monitoring-empty');
    expect(empty).toHaveTextContent('No readings yet');
    expect(within(empty).getByTestId('monitoring-add')).toBeEnabled();
  });

  it('offers a retry when the log fails, and shows it after', async () => {
    let n = 0;
    open({ 'GET /api/patient-log': (...args) => (n++ === 0 ? failing(...args) : data(LOG)(...args)) });
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findAllByTestId('monitoring-row')).toHaveLength(3);
  });

  it('shows the readings newest first with marks in words and symbols, kiosk readings named, and the chart summary in words', async () => {
    open({ 'GET /api/patient-log': data(LOG) });
    const rows = await screen.findAllByTestId('monitoring-row');
    expect(rows[0]).toHaveTextContent('144/88 mmHg');
    expect(rows[0]).toHaveTextContent('↑ High');
    expect(rows[1]).toHaveTextContent('from a kiosk checkup');
    expect(within(rows[1]).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(rows[0]).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByTestId('monitoring-summary')).toHaveTextContent('Latest: 144/88 mmHg, High ↑ · rising over this period');
    expect(screen.getByTestId('monitoring-chart-text')).toHaveTextContent('Chart of 3 readings');
    expect(screen.getByTestId('monitoring-chart-text')).toHaveTextContent('Normal range: 90 to 139 mmHg.');
    expect(screen.getByTestId('monitoring-legend')).toHaveTextContent('from a kiosk checkup');
  });

  it('checks the form before sending, shows server errors per field, and shows the new reading after saving', async () => {
    const log = [...LOG];
    const posted: unknown[] = [];
    open({
      'GET /api/patient-log': () => ({ body: { data: log } }),
      'POST /api/patient-log': (_req, body) => {
        posted.push(body);
        const b = body as { value: { systolic: number; diastolic: number } };
        if (b.value.systolic === 299) return { status: 422, body: { code: 'validation', message: 'x', errors: [{ path: 'value.diastolic', code: 'patient_log.value_range', params: { min: 20, max: 200 } }] } };
        const item = bp('r4', b.value.systolic, b.value.diastolic, 0);
        log.push(item);
        return { status: 201, body: { data: item } };
      },
    });
    await userEvent.click(await screen.findByTestId('monitoring-add'));
    const systolic = await screen.findByTestId('reading-systolic');
    // Prefilled from the latest own reading.
    expect(systolic).toHaveValue('144');
    expect(systolic).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(systolic);
    await userEvent.type(systolic, '30');
    await userEvent.click(screen.getByTestId('reading-save'));
    expect(await screen.findByText('Enter a value from 50 to 300.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.clear(systolic);
    await userEvent.type(systolic, '299');
    await userEvent.click(screen.getByTestId('reading-save'));
    expect(await screen.findByText('Enter a value from 20 to 200.')).toBeInTheDocument();
    await userEvent.clear(systolic);
    await userEvent.type(systolic, '131');
    await userEvent.click(screen.getByTestId('reading-save'));
    await waitFor(() => expect(screen.queryByTestId('reading-form')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('monitoring-row')[0]).toHaveTextContent('131/88'));
    expect(posted.at(-1)).toMatchObject({ type: 'blood_pressure', value: { systolic: 131, diastolic: 88 } });
  });

  it('names the form\'s close button and gives the focus back to Add a reading when the form goes', async () => {
    const user = userEvent.setup();
    open({ 'GET /api/patient-log': data(LOG) });
    const add = await screen.findByTestId('monitoring-add');
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('reading-form')).toBeNull());
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('shows a doctor their patient\'s log by ?patient=, and without it a note linking to the patients', async () => {
    const { unmount } = open({ 'GET /api/patient-log': data(LOG), 'GET /api/patients/p-1': data({ patient: { id: 'p-1', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birthdate: '1958-03-07', gender: 'female' } }) }, '/p/monitoring?patient=p-1', DOCTOR_USER);
    expect(await screen.findByTestId('monitoring-patient')).toHaveTextContent('Patient: Nino Beridze');
    unmount();
    open({}, '/p/monitoring', DOCTOR_USER);
    expect(await screen.findByTestId('monitoring-doctor-note')).toHaveTextContent('My patients');
  });

  it('tells an operator the page is not for their role', async () => {
    open({}, '/p/monitoring', OPERATOR_USER);
    // The route guard says so (src/app/routes.tsx: /p/monitoring is a patient's and their doctors').
    expect(await screen.findByTestId('not-for-role')).toHaveTextContent('This page is for patients and the doctors who treat them.');
  });
});

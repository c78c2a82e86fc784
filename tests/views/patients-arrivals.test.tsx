import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { data, failing, never } from './schedules-fixtures';
import { DOCTOR_USER, OPERATOR_USER, PATIENT_USER, patientItem, queriesTo } from './cases-fixtures';
import { ARRIVALS, HELD_ARRIVAL, LEVAN, LEVAN_MATCHED, NINO_ARRIVAL } from '../machines/devices-fakes';
import type { DeviceRecordArrival } from '../../src/protocol/device-records';
import type { User } from '../../src/protocol/user';

const RECORDS = '/api/clinics/7/device-records';
const MATCH = `${RECORDS}/${HELD_ARRIVAL.id}/match`;

/** GET …/device-records over `items`, narrowed by `?status=held` as the server does. */
function recordsServer(items: () => DeviceRecordArrival[]): FakeRoute {
  return (req) => {
    const held = new URL(req.url).searchParams.get('status') === 'held';
    return { body: { data: items().filter((a) => !held || a.status === 'held') } };
  };
}

/** GET /api/patients: Levan for his name or ID number, nobody else. */
const patientsServer: FakeRoute = (req) => {
  const q = new URL(req.url).searchParams.get('q') ?? '';
  const items = !q ? [patientItem(), LEVAN] : /levan|01001000002/i.test(q) ? [LEVAN] : [];
  return { body: { data: { items, total: items.length } } };
};

function openAs(user: User, routes: Record<string, FakeRoute> = {}) {
  return renderApp('/patients', { token: 't', routes: { ...signedInAs(user), 'GET /api/patients': patientsServer, [`GET ${RECORDS}`]: recordsServer(() => ARRIVALS), ...routes } });
}

describe('/patients, the kiosk records panel', () => {
  it('shows an operator the records that arrived: time, kiosk, the matched patient linked, and what the kiosk took for a held one', { timeout: 20_000 }, async () => {
    openAs(OPERATOR_USER);
    const panel = await screen.findByTestId('arrivals');
    expect(within(panel).getByText('Kiosk records', { selector: 'h2' })).toBeInTheDocument();
    const rows = await within(panel).findAllByTestId('arrival');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['held', 'matched']);
    const [held, matched] = rows;
    expect(within(held).getByTestId('arrival-time')).toHaveTextContent(/^25 November 2026, \d\d:\d\d$/);
    expect(within(held).getByTestId('arrival-device')).toHaveTextContent('Second floor · GS2 · record 57');
    expect(within(held).getByTestId('arrival-status')).toHaveTextContent('Waiting for a patient');
    const identity = within(held).getByTestId('arrival-identity');
    expect(identity).toHaveTextContent('Name: Levan Gelashvili');
    expect(identity).toHaveTextContent('ID number: 01001000002');
    expect(identity).toHaveTextContent('Sex: male');
    expect(identity).toHaveTextContent('Date of birth: 12 April 1961');
    expect(identity).toHaveTextContent('Phone: +995555123402');
    expect(within(matched).getByTestId('arrival-status')).toHaveTextContent('Matched');
    expect(within(matched).getByTestId('arrival-patient')).toHaveTextContent('Nino Beridze');
    expect(within(matched).getByTestId('arrival-patient')).toHaveAttribute('href', '/patients/p-1');
    // A matched record shows whose it is, not what the kiosk took, and cannot be matched again.
    expect(within(matched).queryByTestId('arrival-identity')).toBeNull();
    expect(within(matched).queryByTestId('arrival-match')).toBeNull();
  });

  it('narrows to the held records and asks the server for them', async () => {
    const { calls } = openAs(OPERATOR_USER);
    await screen.findAllByTestId('arrival');
    await userEvent.click(screen.getByTestId('arrivals-held-only'));
    await waitFor(() => expect(screen.getAllByTestId('arrival').map((r) => r.getAttribute('data-arrival'))).toEqual([HELD_ARRIVAL.id]));
    expect(queriesTo(calls, RECORDS).map((q) => q.get('status'))).toEqual([null, 'held']);
  });

  it('matches a held record: searches the ID number the kiosk took, confirms, then shows it matched', { timeout: 20_000 }, async () => {
    let records = ARRIVALS;
    const { calls } = openAs(OPERATOR_USER, {
      [`GET ${RECORDS}`]: recordsServer(() => records),
      [`POST ${MATCH}`]: () => {
        records = [LEVAN_MATCHED, NINO_ARRIVAL];
        return { body: { data: LEVAN_MATCHED } };
      },
    });
    const [held] = await screen.findAllByTestId('arrival');
    await userEvent.click(within(held).getByTestId('arrival-match'));
    const dialog = await screen.findByTestId('match-dialog');
    expect(within(dialog).getByTestId('match-record')).toHaveTextContent('The kiosk took: Levan Gelashvili, ID number 01001000002.');
    expect(within(dialog).getByTestId('match-search')).toHaveValue('01001000002');
    const results = await within(dialog).findAllByTestId('match-result');
    expect(results.map((r) => r.getAttribute('data-patient'))).toEqual([LEVAN.id]);
    expect(queriesTo(calls, '/api/patients').map((q) => q.get('q'))).toContain('01001000002');
    expect(within(dialog).getByTestId('match-register')).toHaveAttribute('href', '/patient/register?clinic=7');
    await userEvent.click(within(results[0]).getByTestId('match-choose'));
    const confirm = await within(dialog).findByTestId('match-confirm');
    expect(confirm).toHaveTextContent('Add this kiosk record to the checkups of Levan Gelashvili (ID number 01001000002)?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByTestId('match-confirm-ok'));
    expect(await screen.findByTestId('arrivals-matched')).toHaveTextContent('The record was added to the checkups of Levan Gelashvili.');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([[MATCH, { patient_id: LEVAN.id }]]);
    await waitFor(() => expect(screen.queryByTestId('match-dialog')).toBeNull());
    const row = screen.getAllByTestId('arrival').find((r) => r.getAttribute('data-arrival') === HELD_ARRIVAL.id)!;
    expect(row).toHaveAttribute('data-status', 'matched');
    expect(within(row).getByTestId('arrival-patient')).toHaveAttribute('href', `/patients/${LEVAN.id}`);
  });

  it('says when nobody matches the search, and lets the operator search by name', { timeout: 20_000 }, async () => {
    openAs(OPERATOR_USER, { 'GET /api/patients': (req) => {
      const q = new URL(req.url).searchParams.get('q') ?? '';
      const items = /levan/i.test(q) ? [LEVAN] : [];
      return { body: { data: { items, total: items.length } } };
    } });
    const [held] = await screen.findAllByTestId('arrival');
    await userEvent.click(within(held).getByTestId('arrival-match'));
    const dialog = await screen.findByTestId('match-dialog');
    expect(await within(dialog).findByTestId('match-none')).toHaveTextContent('No patient found');
    const search = within(dialog).getByTestId('match-search');
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByTestId('match-search-go'));
    expect(await within(dialog).findByTestId('match-error')).toHaveTextContent('Type a name or an ID number to search.');
    await userEvent.type(within(dialog).getByTestId('match-search'), 'Levan{Enter}');
    expect(await within(dialog).findAllByTestId('match-result')).toHaveLength(1);
  });

  it('says a record someone matched meanwhile, and shows the list as it now is on closing', { timeout: 20_000 }, async () => {
    let records = ARRIVALS;
    const { calls } = openAs(OPERATOR_USER, {
      [`GET ${RECORDS}`]: recordsServer(() => records),
      [`POST ${MATCH}`]: () => {
        records = [LEVAN_MATCHED, NINO_ARRIVAL];
        return { status: 409, body: { code: 'conflict', message: 'already matched' } };
      },
    });
    const [held] = await screen.findAllByTestId('arrival');
    await userEvent.click(within(held).getByTestId('arrival-match'));
    const dialog = await screen.findByTestId('match-dialog');
    await userEvent.click((await within(dialog).findAllByTestId('match-choose'))[0]);
    await userEvent.click(await within(dialog).findByTestId('match-confirm-ok'));
    expect(await within(dialog).findByTestId('match-error')).toHaveTextContent('Someone has already matched this record to a patient.');
    expect(within(dialog).queryByTestId('match-confirm')).toBeNull();
    await userEvent.click(within(dialog).getByTestId('match-close'));
    await waitFor(() => expect(screen.getAllByTestId('arrival').map((r) => r.getAttribute('data-status'))).toEqual(['matched', 'matched']));
    expect(queriesTo(calls, RECORDS)).toHaveLength(2);
  });

  it('shows the loading face while the records load', async () => {
    openAs(OPERATOR_USER, { [`GET ${RECORDS}`]: never });
    expect(await screen.findByTestId('arrivals-loading')).toBeInTheDocument();
  });

  it('says when no record is waiting for a patient', async () => {
    openAs(OPERATOR_USER, { [`GET ${RECORDS}`]: recordsServer(() => [NINO_ARRIVAL]) });
    await screen.findAllByTestId('arrival');
    await userEvent.click(screen.getByTestId('arrivals-held-only'));
    expect(await screen.findByTestId('arrivals-empty')).toHaveTextContent('Every kiosk record has found its patient');
  });

  it('says when nothing has arrived yet', async () => {
    openAs(OPERATOR_USER, { [`GET ${RECORDS}`]: data([]) });
    expect(await screen.findByTestId('arrivals-empty')).toHaveTextContent('No kiosk record has arrived at this clinic yet.');
  });

  it('offers a retry when the records cannot be loaded', async () => {
    let fail = true;
    openAs(OPERATOR_USER, { [`GET ${RECORDS}`]: (req) => (fail ? failing(req, null) : { body: { data: ARRIVALS } }) });
    expect(await screen.findByTestId('arrivals-failed')).toHaveTextContent('The kiosk records could not be loaded');
    fail = false;
    await userEvent.click(screen.getByTestId('arrivals-retry'));
    expect(await screen.findAllByTestId('arrival')).toHaveLength(2);
  });

  it('lets an operator of several clinics pick the clinic', { timeout: 20_000 }, async () => {
    const both = testUser({ ...OPERATOR_USER, clinics: [{ id: 7, role: 'operator' }, { id: 9, role: 'operator' }] });
    const { calls } = openAs(both, { 'GET /api/clinics/9/device-records': data([]) });
    await screen.findAllByTestId('arrival');
    await userEvent.click(screen.getByTestId('arrivals-clinic'));
    await userEvent.click(await screen.findByRole('option', { name: 'Clinic 9', hidden: true }));
    expect(await screen.findByTestId('arrivals-empty')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/clinics/9/device-records')).toBe(true);
  });

  it('is shown to operators only: a doctor and a patient never see it, nor ask for it', { timeout: 20_000 }, async () => {
    for (const user of [DOCTOR_USER, PATIENT_USER]) {
      const app = openAs(user);
      if (user === DOCTOR_USER) await screen.findAllByTestId('patient-row');
      else await screen.findByTestId('not-for-role');
      expect(screen.queryByTestId('arrivals')).toBeNull();
      expect(app.calls.some((c) => c.path.includes('device-records'))).toBe(false);
      app.unmount();
    }
  });

  it('speaks Georgian to a Georgian operator', async () => {
    openAs({ ...OPERATOR_USER, language: 'ka' });
    const panel = await screen.findByTestId('arrivals');
    expect(within(panel).getByText('კიოსკიდან მიღებული ჩანაწერები', { selector: 'h2' })).toBeInTheDocument();
    const [held] = await within(panel).findAllByTestId('arrival');
    expect(within(held).getByTestId('arrival-status')).toHaveTextContent('ელოდება დაკავშირებას');
    expect(within(held).getByTestId('arrival-match')).toHaveTextContent('პაციენტთან დაკავშირება');
  });
});

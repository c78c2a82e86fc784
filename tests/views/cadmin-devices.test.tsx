import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { data, failing, never } from './schedules-fixtures';
import { CITIES, PAGE_EMPTY, PROFILE, STAFF } from '../machines/cadmin-fakes';
import { ISSUED, KEYS, LOBBY_KEY, LOBBY_REVOKED, NEW_KEY_SECRET } from '../machines/devices-fakes';
import type { ClinicSettings } from '../../src/protocol/schedule-schemas';

const ADMIN = testUser({ id: 'u-admin', type: 'ClinicOperator', language: 'en', clinics: [{ id: 1, role: 'admin' }] });
const SETTINGS: ClinicSettings = { clinic_id: 1, time_zone: 'Asia/Tbilisi', min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120, services: [] };
const KEYS_PATH = '/api/cadmin/clinics/1/device-keys';

function adminAt(keys: FakeRoute, extra: Record<string, FakeRoute> = {}, user = ADMIN) {
  return renderApp('/cadmin', {
    token: 't',
    routes: {
      ...signedInAs(user),
      'GET /api/cadmin/clinics/1/profile': data(PROFILE),
      'GET /api/static/cities': data(CITIES),
      'GET /api/clinics/1/settings': data(SETTINGS),
      'GET /api/cadmin/clinics/1/staff': data(STAFF),
      'GET /api/audit': data(PAGE_EMPTY),
      [`GET ${KEYS_PATH}`]: keys,
      ...extra,
    },
  });
}

describe('/cadmin, the measurement kiosks section', () => {
  it('lists the clinic’s keys with their model, prefix, times, records and status', { timeout: 20_000 }, async () => {
    adminAt(data(KEYS));
    const section = await screen.findByTestId('cadmin-devices');
    expect(within(section).getByText('Measurement kiosks', { selector: 'h2' })).toBeInTheDocument();
    const cards = await within(section).findAllByTestId('cadmin-device-key');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByTestId('cadmin-device-label')).toHaveTextContent('Lobby, 1st floor');
    expect(cards[0]).toHaveTextContent('T8X · key dk_7Hq2…');
    expect(within(cards[0]).getByTestId('cadmin-device-facts')).toHaveTextContent(/^Issued 2 November 2026, \d\d:\d\d · last used 25 November 2026, \d\d:\d\d · 42 records received$/);
    expect(within(cards[0]).getByTestId('cadmin-device-status')).toHaveTextContent('Active');
    expect(within(cards[1]).getByTestId('cadmin-device-status')).toHaveTextContent('Revoked');
    expect(within(cards[1]).getByTestId('cadmin-device-facts')).toHaveTextContent('not used yet · 0 records received');
    // A revoked key cannot be revoked again.
    expect(within(cards[1]).queryByTestId('cadmin-device-revoke')).toBeNull();
  });

  it('shows the loading face while the keys load', async () => {
    adminAt(never);
    expect(await screen.findByTestId('cadmin-devices-loading')).toBeInTheDocument();
  });

  it('says when no kiosk has a key yet', async () => {
    adminAt(data([]));
    expect(await screen.findByTestId('cadmin-devices-empty')).toHaveTextContent('No kiosk has a key yet');
  });

  it('offers a retry when the keys cannot be loaded', async () => {
    let fail = true;
    adminAt(() => (fail ? { status: 500, body: { code: 'internal', message: 'boom' } } : { body: { data: KEYS } }));
    expect(await screen.findByText('The kiosk keys could not be loaded')).toBeInTheDocument();
    fail = false;
    const face = screen.getByText('The kiosk keys could not be loaded').closest('[data-testid="error-face"]') as HTMLElement;
    await userEvent.click(within(face).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('cadmin-device-key')).toHaveLength(2);
  });

  it('checks the fields in the person’s language, issues a key, shows it once with how to enter it, and never again after closing', { timeout: 20_000 }, async () => {
    const { calls } = adminAt(data(KEYS), { [`POST ${KEYS_PATH}`]: () => ({ status: 201, body: { data: ISSUED } }) });
    const form = await screen.findByTestId('cadmin-device-issue');
    await userEvent.click(within(form).getByTestId('cadmin-device-new-submit'));
    expect(await within(form).findByText('This field is required.', { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(form).getByTestId('cadmin-device-new-label'), 'Second floor');
    await userEvent.click(within(form).getByLabelText('GS2 (health station)'));
    await userEvent.click(within(form).getByTestId('cadmin-device-new-submit'));
    const dialog = await screen.findByTestId('cadmin-device-issued');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label: 'Second floor', device_type: 'GS2' });
    expect(within(dialog).getByTestId('cadmin-device-once')).toHaveTextContent('This is the only time the key is shown');
    expect(within(dialog).getByTestId('cadmin-device-key-value')).toHaveTextContent(NEW_KEY_SECRET);
    expect(within(dialog).getByTestId('cadmin-device-endpoint')).toHaveTextContent('http://localhost/api/devices/records');
    expect(within(dialog).getByTestId('cadmin-device-header')).toHaveTextContent(`Authorization: Device ${NEW_KEY_SECRET}`);
    expect(within(dialog).getByTestId('cadmin-device-key-value-copy')).toHaveTextContent('Copy');
    // The new key leads the list, the form starts over.
    expect(screen.getAllByTestId('cadmin-device-label')[0]).toHaveTextContent('Second floor');
    expect(screen.getByTestId('cadmin-device-new-label')).toHaveValue('');
    // Escape does not lose the key; only the button closes it.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('cadmin-device-issued')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByTestId('cadmin-device-issued-close'));
    await waitFor(() => expect(screen.queryByTestId('cadmin-device-issued')).toBeNull());
    expect(document.body).not.toHaveTextContent(NEW_KEY_SECRET);
  });

  it('asks before revoking, revokes on the confirmation and shows the key revoked', { timeout: 20_000 }, async () => {
    const path = `${KEYS_PATH}/${LOBBY_KEY.id}/revoke`;
    const { calls } = adminAt(data(KEYS), { [`POST ${path}`]: data(LOBBY_REVOKED) });
    const cards = await screen.findAllByTestId('cadmin-device-key');
    await userEvent.click(within(cards[0]).getByTestId('cadmin-device-revoke'));
    const confirm = await screen.findByTestId('cadmin-device-confirm');
    expect(confirm).toHaveTextContent('The kiosk “Lobby, 1st floor” will no longer be able to send records with this key');
    await userEvent.click(within(confirm).getByTestId('cadmin-device-confirm-cancel'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(cards[0]).getByTestId('cadmin-device-revoke'));
    await userEvent.click(within(await screen.findByTestId('cadmin-device-confirm')).getByTestId('cadmin-device-confirm-ok'));
    await waitFor(() => expect(within(screen.getAllByTestId('cadmin-device-key')[0]).getByTestId('cadmin-device-status')).toHaveTextContent('Revoked'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([path]);
  });

  it('shows a refused revocation and keeps the key active', async () => {
    adminAt(data(KEYS), { [`POST ${KEYS_PATH}/${LOBBY_KEY.id}/revoke`]: failing });
    const cards = await screen.findAllByTestId('cadmin-device-key');
    await userEvent.click(within(cards[0]).getByTestId('cadmin-device-revoke'));
    await userEvent.click(within(await screen.findByTestId('cadmin-device-confirm')).getByTestId('cadmin-device-confirm-ok'));
    expect(await screen.findByTestId('cadmin-devices-error')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('cadmin-device-key')[0]).getByTestId('cadmin-device-status')).toHaveTextContent('Active');
  });

  it('speaks Georgian to a Georgian administrator', async () => {
    adminAt(data(KEYS), {}, { ...ADMIN, language: 'ka' });
    const section = await screen.findByTestId('cadmin-devices');
    expect(within(section).getByText('სამედიცინო კიოსკები', { selector: 'h2' })).toBeInTheDocument();
    const cards = await within(section).findAllByTestId('cadmin-device-key');
    expect(within(cards[0]).getByTestId('cadmin-device-status')).toHaveTextContent('აქტიური');
    expect(within(cards[0]).getByTestId('cadmin-device-facts')).toHaveTextContent('მიღებულია 42 ჩანაწერი');
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { data, failing, OPERATOR_USER } from './schedules-fixtures';
import { CITIES, PAGE_1, PAGE_EMPTY, PROFILE, STAFF, STAFF_AFTER } from '../machines/cadmin-fakes';
import type { ClinicSettings } from '../../src/protocol/schedule-schemas';

/** Ana, administrator of clinic 1. */
const ADMIN = testUser({ id: 'u-admin', type: 'ClinicOperator', language: 'en', clinics: [{ id: 1, role: 'admin' }] });
const SETTINGS: ClinicSettings = { clinic_id: 1, time_zone: 'Asia/Tbilisi', min_notice_minutes: 60, booking_horizon_days: 30, cancellation_notice_minutes: 120, services: [] };

const adminRoutes = {
  ...signedInAs(ADMIN),
  'GET /api/cadmin/clinics/1/profile': data(PROFILE),
  'GET /api/static/cities': data(CITIES),
  'GET /api/clinics/1/settings': data(SETTINGS),
  'GET /api/cadmin/clinics/1/staff': data(STAFF),
  'GET /api/audit': data(PAGE_1),
  'GET /api/cadmin/clinics/1/device-keys': data([]),
};

describe('/cadmin, the clinic page', () => {
  it('shows an administrator the profile, booking rules, staff and audit trail of their clinic', { timeout: 20_000 }, async () => {
    renderApp('/cadmin', { token: 't', routes: adminRoutes });
    const profile = await screen.findByTestId('cadmin-profile');
    expect(await within(profile).findByTestId('cadmin-name-en')).toHaveValue('Clinic');
    expect(within(profile).getByTestId('cadmin-phone-0')).toHaveValue('+995 32 200 10 10');
    expect(await screen.findByTestId('clinic-settings')).toBeInTheDocument();
    const staff = screen.getByTestId('cadmin-staff');
    expect(await within(staff).findAllByTestId('cadmin-operator')).toHaveLength(2);
    expect(within(staff).getByTestId('cadmin-staff-doctors')).toHaveTextContent('3 doctors');
    expect(await screen.findByTestId('cadmin-devices-empty')).toBeInTheDocument();
    expect(await screen.findAllByTestId('cadmin-audit-row')).toHaveLength(20);
    expect(screen.getAllByTestId('cadmin-audit-action')[0]).toHaveTextContent('Changed the clinic profile');
    // The record by its name, and what changed, old and new.
    expect(screen.getAllByTestId('cadmin-audit-record-name')[0]).toHaveTextContent('Clinic: Demo Clinic');
    expect(screen.getAllByTestId('cadmin-audit-changes')[0]).toHaveTextContent('website: https://old.example.ge → https://demo.clinic.ge');
    expect(screen.getAllByTestId('cadmin-audit-changes')[0]).toHaveTextContent('phones: +995 32 200 10 10 → +995 32 200 10 10, +995 555 20 10 10');
    expect(screen.queryByTestId('cadmin-only')).not.toBeInTheDocument();
  });

  it('refuses a bad field on the device, per field, without calling the server', async () => {
    const { calls } = renderApp('/cadmin', { token: 't', routes: adminRoutes });
    const profile = await screen.findByTestId('cadmin-profile');
    const name = await within(profile).findByTestId('cadmin-name-en');
    await userEvent.clear(name);
    await userEvent.click(within(profile).getByTestId('cadmin-profile-save'));
    expect(await within(profile).findByText(/required|fill/i)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks before withdrawing a role and then sends it', async () => {
    const { calls } = renderApp('/cadmin', { token: 't', routes: { ...adminRoutes, 'DELETE /api/cadmin/clinics/1/operators/u-admin/admin': data(STAFF_AFTER) } });
    const staff = await screen.findByTestId('cadmin-staff');
    const cards = await within(staff).findAllByTestId('cadmin-operator');
    await userEvent.click(within(cards[0]).getByTestId('cadmin-operator-admin'));
    expect(await screen.findByTestId('cadmin-confirm')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByTestId('cadmin-confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/cadmin/clinics/1/operators/u-admin/admin')).toBe(true));
  });

  it('shows each section’s failure and empty faces', async () => {
    renderApp('/cadmin', { token: 't', routes: { ...adminRoutes, 'GET /api/cadmin/clinics/1/profile': failing, 'GET /api/audit': data(PAGE_EMPTY) } });
    expect(await screen.findByText('The clinic profile could not be loaded')).toBeInTheDocument();
    expect(await screen.findByTestId('cadmin-audit-empty')).toBeInTheDocument();
  });

  it('shows an operator who administers nothing the 403 card and asks the server nothing', async () => {
    const { calls } = renderApp('/cadmin', { token: 't', routes: { ...signedInAs(OPERATOR_USER) } });
    expect(await screen.findByTestId('cadmin-only')).toBeInTheDocument();
    expect(screen.queryByTestId('cadmin-profile')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/cadmin') || c.path.startsWith('/api/audit'))).toBe(false);
  });
});

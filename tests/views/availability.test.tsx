import { describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import { createRuntime } from '../../src/app/runtime';
import { theme } from '../../src/app/theme';
import type { Messages } from '../../src/i18n/messages';
import type { Availability, AvailabilityBody, ClinicSettings } from '../../src/protocol/schedule-schemas';
import { RuntimeContext, type AppRuntime } from '../../src/views/actors';
import ClinicSettingsSection from '../../src/views/availability/ClinicSettingsSection';
import { AreaMessages } from '../../src/views/shell/AreaMessages';
import { fakeFetch, renderApp, STARTUP_ROUTES, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';

const L = (ka: string, en: string) => ({ ka, en });
const DOCTOR = testUser({ id: 'doc-1', type: 'Doctor', language: 'en', firstname: L('გიორგი', 'Giorgi'), lastname: L('მაისურაძე', 'Maisuradze') });
const CLINIC = { id: 1, name: L('ჯანმრთელი ოჯახი', 'Healthy Family'), time_zone: 'Asia/Tbilisi', services: [{ id: 3, name: L('კონსულტაცია', 'Consultation'), duration_minutes: 30 }] };

const availability = (over: Partial<Availability> = {}): Availability => ({
  doctor_id: DOCTOR.id,
  rules: [
    { clinic_id: 1, weekday: 1, start: '09:00', end: '13:00', kind: 'work', clinic_service_ids: [] },
    { clinic_id: 1, weekday: 1, start: '11:00', end: '11:30', kind: 'break', clinic_service_ids: [] },
  ],
  exceptions: [],
  clinics: [CLINIC],
  ...over,
});

const doctorRoutes = (over: Record<string, FakeRoute> = {}) => ({
  ...signedInAs(DOCTOR),
  'GET /api/availability/doc-1': () => ({ body: { data: availability() } }),
  ...over,
});

describe('the schedule manager', () => {
  it("shows the doctor's week, one card per weekday, and saves a change", async () => {
    let saved: AvailabilityBody | null = null;
    const { calls } = renderApp('/my/schedule-manager', {
      token: 't',
      routes: doctorRoutes({
        'PUT /api/availability/doc-1': (_req, body) => {
          saved = body as AvailabilityBody;
          return { body: { data: availability({ rules: saved.rules, exceptions: saved.exceptions }) } };
        },
      }),
    });
    const editor = await screen.findByTestId('availability-editor');
    const days = within(editor).getAllByTestId('availability-weekday');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Monday');
    expect(within(days[0]).getAllByTestId('availability-rule')).toHaveLength(2);
    expect(days[1]).toHaveTextContent('Day off');
    await userEvent.click(within(days[1]).getByTestId('availability-add-work'));
    expect(within(days[1]).getAllByTestId('availability-rule')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('availability-add-exception'));
    await userEvent.click(screen.getByTestId('availability-save'));
    expect(await screen.findByTestId('availability-saved')).toHaveTextContent('Saved.');
    expect(saved!.clinic_ids).toEqual([1]);
    expect(saved!.rules).toContainEqual({ clinic_id: 1, weekday: 2, start: '09:00', end: '13:00', kind: 'work', clinic_service_ids: [] });
    expect(saved!.exceptions).toHaveLength(1);
    expect(saved!.exceptions[0]).toMatchObject({ clinic_id: 1, kind: 'off' });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('marks a break outside the working hours at once and does not save it', async () => {
    renderApp('/my/schedule-manager', { token: 't', routes: doctorRoutes() });
    const editor = await screen.findByTestId('availability-editor');
    const monday = within(editor).getAllByTestId('availability-weekday')[0];
    const [, breakRow] = within(monday).getAllByTestId('availability-rule');
    const [from] = within(breakRow).getAllByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '08:00');
    expect(await within(monday).findByTestId('availability-entry-error')).toBeInTheDocument();
    expect(screen.getByTestId('availability-problems')).toHaveTextContent('Fix 1 problem before saving.');
    expect(screen.getByTestId('availability-save')).toBeDisabled();
  });

  it("shows the server's answer on the entry and keeps the edits after a refused save", async () => {
    renderApp('/my/schedule-manager', {
      token: 't',
      routes: doctorRoutes({
        'PUT /api/availability/doc-1': () => ({ status: 422, body: { code: 'availability.overlap', message: 'x', errors: [{ path: 'rules.2.start', code: 'availability.overlap' }] } }),
      }),
    });
    const editor = await screen.findByTestId('availability-editor');
    const tuesday = within(editor).getAllByTestId('availability-weekday')[1];
    await userEvent.click(within(tuesday).getByTestId('availability-add-work'));
    await userEvent.click(screen.getByTestId('availability-save'));
    expect(await screen.findByTestId('availability-error')).toHaveTextContent('Some entries were not accepted');
    expect(within(tuesday).getByTestId('availability-entry-error')).toBeInTheDocument();
    expect(within(tuesday).getAllByTestId('availability-rule')).toHaveLength(1);
  });

  it('shows a conflicting save as a message and keeps the edits', async () => {
    renderApp('/my/schedule-manager', {
      token: 't',
      routes: doctorRoutes({ 'PUT /api/availability/doc-1': () => ({ status: 409, body: { code: 'event.conflict', message: 'x' } }) }),
    });
    const editor = await screen.findByTestId('availability-editor');
    const tuesday = within(editor).getAllByTestId('availability-weekday')[1];
    await userEvent.click(within(tuesday).getByTestId('availability-add-work'));
    await userEvent.click(screen.getByTestId('availability-save'));
    expect(await screen.findByTestId('availability-error')).toBeInTheDocument();
    expect(within(tuesday).getAllByTestId('availability-rule')).toHaveLength(1);
  });

  it('shows loading, then the error with a retry, then an empty face for a doctor of no clinic', async () => {
    let n = 0;
    renderApp('/my/schedule-manager', {
      token: 't',
      routes: doctorRoutes({
        'GET /api/availability/doc-1': () => (n++ === 0 ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: availability({ rules: [], clinics: [] }) } }),
      }),
    });
    const failed = await screen.findByTestId('error-face');
    expect(failed).toHaveTextContent('The working hours could not be loaded');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('availability-empty')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, in Georgian', async () => {
    renderApp('/my/schedule-manager', { token: 't', routes: { ...doctorRoutes({ 'GET /api/availability/doc-1': () => new Promise(() => {}) }), ...signedInAs({ ...DOCTOR, language: 'ka' }) } });
    expect(await screen.findByTestId('availability-loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('სამუშაო საათები');
  });

  it('tells a patient that only doctors set working hours here', async () => {
    renderApp('/my/schedule-manager', { token: 't', routes: signedInAs(testUser({ language: 'en' })) });
    // The route guard says so (src/app/routes.tsx: /my/schedule-manager is a doctor's).
    expect(await screen.findByTestId('not-for-role')).toHaveTextContent('This page is for doctors.');
  });
});

const OPERATOR = testUser({ id: 'op-1', type: 'ClinicOperator', language: 'en', clinics: [{ id: 1, role: 'operator' }] });
const SETTINGS: ClinicSettings = {
  clinic_id: 1,
  time_zone: 'Asia/Tbilisi',
  min_notice_minutes: 120,
  booking_horizon_days: 60,
  cancellation_notice_minutes: 1440,
  services: [{ id: 3, name: L('კონსულტაცია', 'Consultation'), duration_minutes: 30, buffer_before_minutes: 0, buffer_after_minutes: 10, communication_days: 3 }],
};

function Messages({ runtime, children }: { runtime: AppRuntime; children: React.ReactNode }) {
  const messages = useSelector(runtime.locale, (s) => s.context.messages);
  const locale = useSelector(runtime.locale, (s) => s.context.locale);
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} messages={messages as Messages}>
      <AreaMessages areas={['availability']}>{children}</AreaMessages>
    </IntlProvider>
  );
}

/** The section as /clinic-doctors embeds it, over a fake server. */
function renderSection(routes: Record<string, FakeRoute>) {
  document.cookie = 'session=t; Path=/';
  localStorage.setItem('locale', 'en');
  const { fetch, calls } = fakeFetch({ ...STARTUP_ROUTES, ...signedInAs(OPERATOR), ...routes });
  const runtime = createRuntime({
    fetch,
    navigate: () => {},
    currentPath: () => '/clinic-doctors',
    openLiveSocket: () => ({ send: () => {}, close: () => {} }),
    playCue: () => {},
    startRinging: () => () => {},
    reload: () => {},
    initialAuthcode: null,
    defaultLocale: 'ka',
  });
  render(
    <RuntimeContext value={runtime}>
      <MantineProvider theme={theme}>
        <Messages runtime={runtime}>
          <Suspense fallback={<div data-testid="suspended" />}>
            <ClinicSettingsSection clinicId={1} />
          </Suspense>
        </Messages>
      </MantineProvider>
    </RuntimeContext>,
  );
  return { calls };
}

describe("a clinic's booking rules", () => {
  it('shows the rules and saves a change', async () => {
    let body: unknown = null;
    renderSection({
      'GET /api/clinics/1/settings': () => ({ body: { data: SETTINGS } }),
      'PUT /api/clinics/1/settings': (_req, b) => {
        body = b;
        return { body: { data: { ...SETTINGS, booking_horizon_days: 30 } } };
      },
    });
    const horizon = await screen.findByRole('textbox', { name: /Booking horizon/ });
    expect(horizon).toHaveValue('60');
    expect(screen.getAllByTestId('clinic-settings-service')[0]).toHaveTextContent('Consultation');
    await userEvent.clear(horizon);
    await userEvent.type(horizon, '30');
    await userEvent.click(screen.getByTestId('clinic-settings-save'));
    expect(await screen.findByTestId('clinic-settings-saved')).toBeInTheDocument();
    expect(body).toEqual({
      min_notice_minutes: 120,
      booking_horizon_days: 30,
      cancellation_notice_minutes: 1440,
      services: [{ id: 3, buffer_before_minutes: 0, buffer_after_minutes: 10, communication_days: 3 }],
    });
  });

  it('keeps the values and shows why after a failed save', async () => {
    renderSection({
      'GET /api/clinics/1/settings': () => ({ body: { data: SETTINGS } }),
      'PUT /api/clinics/1/settings': () => ({ status: 403, body: { code: 'forbidden', message: 'x' } }),
    });
    const notice = await screen.findByRole('textbox', { name: /Minimum notice/ });
    await userEvent.clear(notice);
    await userEvent.type(notice, '60');
    await userEvent.click(screen.getByTestId('clinic-settings-save'));
    expect(await screen.findByTestId('clinic-settings-error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Minimum notice/ })).toHaveValue('60');
  });

  it('shows loading, the error with a retry, and a clinic with no services', async () => {
    let n = 0;
    renderSection({
      'GET /api/clinics/1/settings': () => (n++ === 0 ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: { ...SETTINGS, services: [] } } }),
    });
    const failed = await screen.findByTestId('error-face');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('clinic-settings-no-services')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('clinic-settings-loading')).not.toBeInTheDocument());
  });
});

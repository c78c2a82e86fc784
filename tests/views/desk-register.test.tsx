import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { data } from './schedules-fixtures';
import type { DeskRegistered, ExistingPatient } from '../../src/protocol/desk-registration';
import type { User } from '../../src/protocol/user';

const name = (ka: string, en: string) => ({ ka, en });
const DESK: User = testUser({ id: 'op-1', type: 'ClinicOperator', language: 'en', firstname: name('თამარ', 'Tamar'), clinics: [{ id: 7, role: 'operator' }] });
const NINO: ExistingPatient = { id: '5f0c6a1e-1111-4111-8111-111111111111', firstname: name('ნინო', 'Nino'), lastname: name('ბერიძე', 'Beridze'), birth_year: 1980, phone: '+995 5** ** 12 34' };
const DONE: DeskRegistered = {
  patient: { id: '7a0c6a1e-2222-4222-8222-222222222222', firstname: name('Levan', 'Levan'), lastname: name('Gelashvili', 'Gelashvili') },
  chat_space_id: '9b0c6a1e-3333-4333-8333-333333333333',
  sent: { sms: true, email: false },
  has_email: false,
};

function open(user: User, routes: Record<string, FakeRoute> = {}, path = '/patient/register') {
  return renderApp(path, { token: 't', routes: { ...signedInAs(user), 'GET /api/clinics': data([]), ...routes } });
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/patient/register', () => {
  it('is for clinic operators: a doctor or a patient sees whose page it is', async () => {
    for (const user of [testUser(), testUser({ id: 'd-1', type: 'Doctor', clinics: [{ id: 7, role: 'doctor' }] })]) {
      const app = open(user);
      // The route guard says so (src/app/routes.tsx: /patient/register is an operator's).
      expect(await screen.findByTestId('not-for-role')).toHaveTextContent('ეს გვერდი კლინიკის ოპერატორებისთვისაა.');
      expect(app.calls.some((c) => c.path.startsWith('/api/desk'))).toBe(false);
      app.unmount();
    }
  });

  it('an operator registers a patient: every problem shown first, then the success with the link’s fate', async () => {
    const app = open(DESK, {
      'GET /api/desk/patients/lookup': data({ existing: null }),
      'POST /api/desk/patients': () => ({ status: 201, body: { data: DONE } }),
    });
    const form = await screen.findByTestId('desk-register-form');
    fireEvent.click(screen.getByTestId('desk-register-submit'));
    expect(await within(form).findAllByText('This field is required.', { exact: false })).not.toHaveLength(0);
    expect(app.calls.some((c) => c.method === 'POST')).toBe(false);

    type('desk-id-number', '61001234567');
    await waitFor(() => expect(app.calls.some((c) => c.path === '/api/desk/patients/lookup?clinic_id=7&id_number=61001234567')).toBe(true));
    type('desk-firstname', 'Levan');
    type('desk-lastname', 'Gelashvili');
    fireEvent.click(screen.getByTestId('desk-gender-male'));
    fireEvent.change(form.querySelector('input[name="birth_day"]')!, { target: { value: '9' } });
    fireEvent.change(form.querySelector('select[name="birth_month"]')!, { target: { value: '3' } });
    fireEvent.change(form.querySelector('input[name="birth_year"]')!, { target: { value: '1975' } });
    type('desk-phone', '577123456');
    type('desk-email', 'levan@example.ge');
    fireEvent.click(screen.getByTestId('desk-register-submit'));

    const done = await screen.findByTestId('desk-registered');
    expect(done.textContent).toContain('Levan Gelashvili is registered');
    expect(done.textContent).toContain('The sign-in link was sent by SMS.');
    const sent = app.calls.find((c) => c.method === 'POST' && c.path === '/api/desk/patients');
    expect(sent?.body).toEqual({ clinic_id: 7, id_number: '61001234567', firstname: 'Levan', lastname: 'Gelashvili', gender: 'male', birthdate: '1975-03-09', country_code: '+995', phone_number: '577123456', email: 'levan@example.ge', language: 'ka' });
    expect(screen.getByTestId('desk-book').getAttribute('href')).toBe(`/patients/${DONE.patient.id}`);
  });

  it('offers the patient who already has the ID number instead of a second account', async () => {
    open(DESK, { 'GET /api/desk/patients/lookup': data({ existing: NINO }) });
    await screen.findByTestId('desk-register-form');
    type('desk-id-number', '01001000001');
    const offer = await screen.findByTestId('desk-duplicate');
    expect(offer.textContent).toContain('A patient with this ID number already exists:');
    expect(offer.textContent).toContain('Nino Beridze, born 1980');
    expect(offer.textContent).toContain('+995 5** ** 12 34');
    expect((screen.getByTestId('desk-register-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the first sign-in’s agreement gate', () => {
  const NEW: User = testUser({ id: 'p-9', language: 'en', firstname: name('ლევან', 'Levan'), password_set: false, agreement_accepted: false });

  it('stands before every page until accepted, then the page shows', async () => {
    const app = open(NEW, { 'POST /api/profile/agreement': (_req, body) => ({ body: { data: { ...NEW, agreement_accepted: true, password_set: (body as { password?: string }).password !== undefined } } }) }, '/profile');
    const gate = await screen.findByTestId('agreement-gate');
    expect(gate.textContent).toContain('Welcome, Levan!');
    expect(within(gate).getByTestId('agreement-link').getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByTestId('agreement-accept'));
    expect(await within(gate).findByText('Please accept the user agreement.')).toBeTruthy();
    expect(app.calls.some((c) => c.path === '/api/profile/agreement')).toBe(false);
    fireEvent.click(screen.getByTestId('agreement-consent'));
    fireEvent.click(screen.getByTestId('agreement-accept'));
    await waitFor(() => expect(screen.queryByTestId('agreement-gate')).toBeNull());
    expect(app.calls.find((c) => c.path === '/api/profile/agreement')?.body).toEqual({ accepted: true });
  });

  it('is never shown to someone who has accepted', async () => {
    open(testUser({ language: 'en' }), {}, '/profile');
    await screen.findByTestId('app-header');
    await waitFor(() => expect(screen.queryByTestId('agreement-gate')).toBeNull());
  });
});

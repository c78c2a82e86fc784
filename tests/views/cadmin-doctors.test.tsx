import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminDoctor } from '../../src/protocol/doctor-admin';
import { renderApp, type FakeRoute } from '../support/render-app';
import { signedInAs, testUser } from '../support/users';
import { CREATED, DOCTOR, SERVICE, SERVICES } from '../machines/cadmin-doctors-fakes';

const L = (ka: string, en: string) => ({ ka, en });
const ADMIN = testUser({ id: 'op-1', type: 'ClinicOperator', language: 'en', firstname: L('ანა', 'Ana'), lastname: L('კაპანაძე', 'Kapanadze'), clinics: [{ id: 7, role: 'admin' }] });
const DESK = testUser({ id: 'op-2', type: 'ClinicOperator', language: 'en', clinics: [{ id: 7, role: 'operator' }] });

const adminRoutes = (over: Record<string, FakeRoute> = {}) => ({
  ...signedInAs(ADMIN),
  'GET /api/clinics': () => ({ body: { data: [{ id: 7, name: L('კლინიკა', 'Clinic'), logo: null, address: L('', '') }] } }),
  'GET /api/cadmin/clinics/7/doctors': () => ({ body: { data: [DOCTOR, { ...DOCTOR, id: 'd-2', firstname: L('ლევან', 'Levan'), active: false, deactivated_at: '2026-11-01T00:00:00.000Z', future_appointments: 0 }] } }),
  'GET /api/cadmin/clinics/7/services': () => ({ body: { data: SERVICES } }),
  ...over,
});

describe('/cadmin/doctors', () => {
  it('shows whose page it is to an operator who administers nothing, and asks the server nothing', async () => {
    const { calls } = renderApp('/cadmin/doctors', { token: 't', locale: 'en', routes: { ...signedInAs(DESK) } });
    expect(await screen.findByTestId('cadmin-only')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/cadmin'))).toBe(false);
  });

  it("lists the clinic's doctors, a deactivated one marked, and lists a doctor's appointments to reassign", async () => {
    renderApp('/cadmin/doctors', {
      token: 't',
      locale: 'en',
      routes: adminRoutes({
        [`GET /api/cadmin/clinics/7/doctors/${DOCTOR.id}/appointments`]: () => ({
          body: { data: [{ id: 's-1', start_time: '2026-11-25T10:00:00.000Z', status: 'created', patient: { firstname: L('ნინო', 'Nino'), lastname: L('ბერიძე', 'Beridze') }, service_name: SERVICE.name }] },
        }),
      }),
    });
    const row = await screen.findByTestId(`cadmin-doctor-${DOCTOR.id}`);
    expect(row).toHaveTextContent('Nino Beridze');
    expect(row).toHaveTextContent('2 services · 2 upcoming appointments');
    expect(within(screen.getByTestId('cadmin-doctor-d-2')).getByTestId('doctor-deactivated')).toHaveTextContent('Deactivated');
    await userEvent.click(within(row).getByTestId('doctor-appointments'));
    const list = await within(row).findByTestId('doctor-appointment-list');
    expect(within(list).getByRole('link')).toHaveAttribute('href', '/schedules/s-1');
  });

  it('shows skeletons while loading, then an error with a retry that works', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    renderApp('/cadmin/doctors', {
      token: 't',
      locale: 'en',
      routes: adminRoutes({
        'GET /api/cadmin/clinics/7/doctors': async () => {
          await gate;
          return fail ? { status: 500, body: { code: 'internal', message: 'x' } } : { body: { data: [] } };
        },
      }),
    });
    expect(await screen.findByTestId('cadmin-doctors-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('error-face')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(screen.getByTestId('error-face')).getByRole('button'));
    expect(await screen.findByTestId('cadmin-doctors-empty')).toBeInTheDocument();
  });

  it('checks a new doctor on the device, then creates them and says where the link went', async () => {
    let sent: FormData | null = null;
    renderApp('/cadmin/doctors', {
      token: 't',
      locale: 'en',
      routes: adminRoutes({
        'POST /api/cadmin/clinics/7/doctors/existing': () => ({ status: 422, body: { code: 'validation', message: 'x', errors: [{ path: 'id_number', code: 'doctor_admin.unknown_person' }] } }),
        'POST /api/cadmin/clinics/7/doctors': async (req) => {
          sent = await req.formData();
          return { status: 201, body: { data: CREATED } };
        },
      }),
    });
    const card = await screen.findByTestId('add-doctor');
    await userEvent.click(within(card).getByTestId('existing-submit'));
    expect(within(card).getByTestId('existing-id-number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(within(card).getByTestId('existing-id-number'), '01009012345');
    await userEvent.click(within(card).getByTestId('existing-services'));
    await userEvent.click(await screen.findByRole('option', { name: 'Cardiologist consultation', hidden: true }));
    await userEvent.click(within(card).getByTestId('existing-submit'));
    // Nobody has the ID number: the form turns to a new account, keeping it.
    expect(await within(card).findByTestId('new-id_number')).toHaveValue('01009012345');
    await userEvent.click(within(card).getByTestId('new-submit'));
    expect(within(card).getByTestId('new-firstname.ka')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeNull();
    await userEvent.type(within(card).getByTestId('new-firstname.ka'), 'გიორგი');
    await userEvent.type(within(card).getByTestId('new-firstname.en'), 'Giorgi');
    await userEvent.type(within(card).getByTestId('new-lastname.ka'), 'ლომიძე');
    await userEvent.type(within(card).getByTestId('new-lastname.en'), 'Lomidze');
    await userEvent.type(within(card).getByTestId('new-phone'), '599123456');
    await userEvent.type(within(card).getByTestId('new-email'), 'giorgi@example.ge');
    await userEvent.click(within(card).getByTestId('new-speciality'));
    await userEvent.click(await screen.findByRole('option', { name: 'Therapist', hidden: true }));
    await userEvent.click(within(card).getByTestId('new-services'));
    await userEvent.click(await screen.findByRole('option', { name: 'Cardiologist consultation', hidden: true }));
    await userEvent.click(within(card).getByTestId('new-submit'));
    expect(await within(card).findByTestId('invitation-sent')).toHaveTextContent('sent by SMS and e-mail');
    const data = JSON.parse(String(sent!.get('data'))) as { id_number: string; clinic_service_ids: number[]; speciality_id: number };
    expect(data).toMatchObject({ id_number: '01009012345', clinic_service_ids: [1], speciality_id: 1 });
    await waitFor(() => expect(screen.getByTestId(`cadmin-doctor-${(CREATED.doctor as AdminDoctor).id}`)).toBeInTheDocument());
   }, 30_000);
});

describe('/cadmin/services', () => {
  it('shows whose page it is to someone who administers nothing', async () => {
    renderApp('/cadmin/services', { token: 't', locale: 'en', routes: { ...signedInAs(DESK) } });
    expect(await screen.findByTestId('cadmin-only')).toBeInTheDocument();
  });

  it("lists the clinic's services, checks a change on the device and saves it", async () => {
    let body: unknown = null;
    renderApp('/cadmin/services', {
      token: 't',
      locale: 'en',
      routes: adminRoutes({
        'PUT /api/cadmin/clinics/7/services/1': (_req, b) => {
          body = b;
          return { body: { data: { ...SERVICE, price_gel: 65 } } };
        },
      }),
    });
    const row = await screen.findByTestId('cadmin-service-1');
    expect(row).toHaveTextContent('50 ₾ · 30 min · buffers 0/5 min · chat 3 days');
    expect(row).toHaveTextContent('Doctors: Nino Beridze');
    await userEvent.click(within(row).getByTestId('service-edit'));
    const form = await screen.findByTestId('service-form');
    const price = within(form).getByTestId('service-price_gel');
    await userEvent.clear(price);
    await userEvent.click(within(form).getByTestId('service-save'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(body).toBeNull();
    await userEvent.type(price, '65');
    await userEvent.click(within(form).getByTestId('service-save'));
    await waitFor(() => expect(screen.getByTestId('cadmin-service-1')).toHaveTextContent('65 ₾'));
    expect(body).toMatchObject({ price_gel: 65, duration_minutes: 30, doctor_ids: [DOCTOR.id] });
    expect(body).not.toHaveProperty('service_id');
  });

  it('shows the empty face and the error face', async () => {
    renderApp('/cadmin/services', { token: 't', locale: 'en', routes: adminRoutes({ 'GET /api/cadmin/clinics/7/services': () => ({ body: { data: { services: [], doctors: [] } } }) }) });
    expect(await screen.findByTestId('cadmin-services-empty')).toBeInTheDocument();
  });

  it('offers a retry when the services fail to load', async () => {
    renderApp('/cadmin/services', { token: 't', locale: 'en', routes: adminRoutes({ 'GET /api/cadmin/clinics/7/services': () => ({ status: 500, body: { code: 'internal', message: 'x' } }) }) });
    expect(await screen.findByTestId('error-face')).toBeInTheDocument();
  });
});

import { expect, test } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { closeAll, personAt } from './chat-support';

/**
 * Checkups end to end (issue 17) on the demo data: the demo patient has a T8X and a GS2 checkup,
 * with values out of range and one critical value. On a phone, in Georgian, the patient finds them
 * on /p/checkups, opens the one with the critical value (its summary says what to do), starts a
 * symptom check with it, and sees it listed on the checkup afterwards; their overview shows the
 * latest checkup. The demo doctor, who treats the patient, sees the checkups on the patient's page
 * and opens one: whose it is, without the patient's interview button.
 */
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  server = await startServer({ env: { SEED: 'demo' } });
});
test.afterAll(async () => server?.stop());

test('the patient reads their kiosk checkups, with marks in words and advice, and checks their symptoms with one', async ({ browser, request }) => {
  const patient = await personAt(browser, request, server.url, DEMO.patient, PHONE);
  const { page } = patient;
  await page.goto('/p/checkups');
  const rows = page.getByTestId('checkup-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByText(/გამზომი კიოსკი T8X/)).toBeVisible();
  await expect(page.getByText(/გამზომი კიოსკი GS2/)).toBeVisible();

  // The checkup with the critical value.
  await rows.filter({ hasText: 'კრიტიკული' }).first().click();
  await expect(page).toHaveURL(/\/p\/checkup\/[^/]+$/);
  const summary = page.getByTestId('checkup-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('mark').filter({ hasText: /კრიტიკულად (მაღალია|დაბალია)/ }).first()).toBeVisible();
  await expect(summary.getByTestId('summary-advice').first()).not.toBeEmpty();
  await expect(page.getByTestId('checkup-section').first()).toBeVisible();
  await expect(page.getByTestId('checkup-value').first().getByTestId('value-text')).not.toBeEmpty();
  const checkupUrl = page.url();

  await page.getByTestId('checkup-start-interview').click();
  await expect(page).toHaveURL(/\/interview\/[^/]+$/);
  const interviewUrl = new URL(page.url()).pathname;
  await page.goto(checkupUrl);
  await expect(page.getByTestId('checkup-interview-link').first()).toHaveAttribute('href', interviewUrl);

  await page.goto('/p');
  await expect(page.getByTestId('overview-checkup-open')).toBeVisible();
  await expect(page.getByTestId('overview-checkup-value').first()).toBeVisible();
  await closeAll(patient.context);
});

test('the treating doctor sees the patient\'s checkups on the patient page and opens one', async ({ browser, request }) => {
  const login = await request.post(`${server.url}/api/auth/login-with-password`, { data: DEMO.patient });
  const patientId = ((await login.json()).data as { user: { id: string } }).user.id;
  const doctor = await personAt(browser, request, server.url, DEMO.doctor);
  const { page } = doctor;
  await page.goto(`/patients/${patientId}`);
  const section = page.getByTestId('patient-checkups');
  await expect(section.getByTestId('checkup-row')).toHaveCount(2);
  await expect(section.getByTestId('patient-monitoring')).toHaveAttribute('href', `/p/monitoring?patient=${patientId}`);
  await section.getByTestId('checkup-row').first().click();
  await expect(page.getByTestId('checkup-patient')).toBeVisible();
  await expect(page.getByTestId('checkup-value').first()).toBeVisible();
  await expect(page.getByTestId('checkup-start-interview')).toHaveCount(0);
  await closeAll(doctor.context);
});

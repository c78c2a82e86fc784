import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { closeAll, liveConnected, personAt } from './chat-support';

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

/** A demo fixture as a kiosk would send it now: a RecordNo of its own, MeasureTime the clinic's wall clock (Asia/Tbilisi). */
function kioskRecord(name: 'gs2-demo' | 't8x-demo'): Record<string, unknown> {
  const record = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'devices', `${name}.json`), 'utf8')) as Record<string, unknown>;
  const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tbilisi', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(Date.now() - 60_000));
  return { ...record, RecordNo: `9900${Date.now()}`, MeasureTime: wall };
}

test('a kiosk record reaches the patient\'s checkups and, with its critical value, the doctor\'s notifications, live', async ({ browser, request }) => {
  const patient = await personAt(browser, request, server.url, DEMO.patient, PHONE);
  const doctor = await personAt(browser, request, server.url, DEMO.doctor);
  try {
    await patient.page.goto('/p/checkups');
    await expect(patient.page.getByTestId('checkup-row')).toHaveCount(2);
    await liveConnected(patient.page);
    await doctor.page.goto('/notifications');
    await expect(doctor.page.getByTestId('notification').first()).toBeVisible();
    const before = await doctor.page.getByTestId('notification').count();
    await liveConnected(doctor.page);
    const cuesBefore = await doctor.cues();

    // The clinic's GS2 kiosk sends a record with an oxygen saturation of 89 %.
    const res = await request.post(`${server.url}/api/devices/records`, { headers: { authorization: 'Device dk_demo_gs2_kiosk_healthy_family' }, data: kioskRecord('gs2-demo') });
    expect(res.status()).toBe(201);
    const checkupId = ((await res.json()).data as { checkup_id: string }).checkup_id;

    // The patient's list shows it without a reload; the doctor hears and sees the alert, which leads to the checkup.
    await expect(patient.page.getByTestId('checkup-row')).toHaveCount(3);
    await expect(doctor.page.getByTestId('notification')).toHaveCount(before + 1);
    await expect.poll(() => doctor.cues()).toBeGreaterThan(cuesBefore);
    const alert = doctor.page.getByTestId('notification').first();
    await expect(alert).toContainText('89');
    await expect(alert).toHaveAttribute('href', `/p/checkup/${checkupId}`);
    await alert.click();
    await expect(doctor.page.getByTestId('checkup-patient')).toBeVisible();
    await expect(doctor.page.getByTestId('checkup-summary').getByTestId('mark').filter({ hasText: /კრიტიკულად დაბალია/ }).first()).toBeVisible();
  } finally {
    await closeAll(patient.context, doctor.context);
  }
});

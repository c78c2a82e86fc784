import { expect, test, type Page } from './test';
import { codeFromOutbox, signInThroughLogin } from './support';

test.use({ locale: 'en-US' });

const DESK = { identifier: '01001000006', password: 'demo-desk' };

async function signInAsDesk(page: Page) {
  await signInThroughLogin(page, DESK);
}

test('the desk registers a new patient, a duplicate ID number is offered instead, and the SMS link signs the patient in to the agreement gate', async ({ page, browser }) => {
  const stamp = String(Date.now());
  const idNumber = `6${stamp.slice(-10)}`;
  const phone = `5${stamp.slice(-8)}`;
  // The desk account speaks Georgian: once signed in, the page is in Georgian.
  await signInAsDesk(page);
  await page.goto('/patient/register');
  const form = page.getByTestId('desk-register-form');
  await expect(form).toBeVisible();

  await page.getByTestId('desk-id-number').fill(idNumber);
  await page.getByTestId('desk-firstname').fill('Levan');
  await page.getByTestId('desk-lastname').fill('Gelashvili');
  await page.getByTestId('desk-gender-male').check();
  await form.locator('input[name="birth_day"]').fill('9');
  await form.locator('select[name="birth_month"]').selectOption('3');
  await form.locator('input[name="birth_year"]').fill('1975');
  await page.getByTestId('desk-phone').fill(phone);
  await expect(page.getByTestId('desk-duplicate')).toHaveCount(0);
  const before = Date.now();
  await page.getByTestId('desk-register-submit').click();

  const done = page.getByTestId('desk-registered');
  await expect(done).toBeVisible();
  await expect(done).toContainText('Levan Gelashvili');
  await expect(page.getByTestId('desk-registered-sent')).toContainText('SMS-ით გაიგზავნა');
  await expect(page.getByTestId('desk-open-chat')).toBeVisible();
  await expect(page.getByTestId('desk-book')).toHaveAttribute('href', /^\/patients\/[0-9a-f-]{36}$/);

  // The same ID number again: the patient is offered, no second account.
  await page.getByTestId('desk-again').click();
  await page.getByTestId('desk-id-number').fill(idNumber);
  const duplicate = page.getByTestId('desk-duplicate');
  await expect(duplicate).toBeVisible();
  await expect(duplicate).toContainText('Levan Gelashvili, დაბადებული 1975 წელს');
  await expect(page.getByTestId('desk-register-submit')).toBeDisabled();

  // The patient opens the link from the SMS in their own browser.
  const code = await codeFromOutbox(`+995${phone}`, before);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const patient = await context.newPage();
    await patient.goto(`/dashboard?token=${encodeURIComponent(code)}`);
    const gate = patient.getByTestId('agreement-gate');
    await expect(gate).toBeVisible();
    await expect(gate).toContainText('Levan');
    await expect(patient.getByTestId('agreement-link')).toHaveAttribute('href', '/user-agreement');
    // Accepting without the tick is refused on the device.
    await patient.getByTestId('agreement-accept').click();
    await expect(gate).toBeVisible();
    await patient.getByTestId('agreement-consent').check();
    await patient.getByTestId('agreement-password-toggle').check();
    await gate.locator('input[name="password"]').fill('tbilisi-spring-7');
    await gate.locator('input[name="password_confirm"]').fill('tbilisi-spring-7');
    await patient.getByTestId('agreement-accept').click();
    await expect(gate).toHaveCount(0);
    await expect(patient.getByTestId('dashboard-greeting')).toBeVisible();
    await patient.reload();
    await expect(patient.getByTestId('dashboard-greeting')).toBeVisible();
    await expect(patient.getByTestId('agreement-gate')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

import { expect, test } from './test';
import { codeFromOutbox, DEMO } from './support';
import { liveConnected } from './chat-support';
import { answerNoByKeyboard, focusTrail, recordFocus, signInByKeyboard, tabTo } from './keyboard-support';

/**
 * Issue 20: flows done with the keyboard alone, as a person who cannot use a mouse or a touch
 * screen would: from a fresh page, Tab (or Shift+Tab) to each control in turn, type, press Enter
 * or Space, choose with the arrow keys. Nothing is clicked.
 */

test.describe.configure({ timeout: 120_000 });

test('a patient signs in, opens a chat and sends a message with the keyboard alone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');

  const identifier = page.locator('#root input[name="identifier"]');
  await tabTo(page, identifier);
  await page.keyboard.type(DEMO.patient.identifier);
  await page.keyboard.press('Enter');

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeVisible();
  await tabTo(page, password);
  await page.keyboard.type(DEMO.patient.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account speaks Georgian: the menu's Chats entry.
  const chats = page.getByTestId('menu-chats');
  await tabTo(page, chats, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats$/);

  // Their chat with the demo doctor (other tests on the shared server add chats of their own).
  const withDoctor = page.getByTestId('chat-row').filter({ hasText: 'გიორგი მაისურაძე' }).first();
  await tabTo(page, withDoctor, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-room')).toBeVisible();
  await liveConnected(page);

  const composer = page.getByTestId('composer');
  await tabTo(page, composer, { max: 60 });
  const text = `keyboard only ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
});

test('a new patient registers through all four steps with the keyboard alone, and Tab never lands on a step marker', async ({ page }) => {
  const id = `6${String(Date.now()).slice(-10)}`;
  const phone = `5${String(Date.now()).slice(-8)}`;
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await recordFocus(page);
  await page.goto('/');
  await tabTo(page, page.locator('#root input[name="identifier"]'));
  await page.keyboard.type(id);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/register\\?identifier=${id}`));

  const steps = page.getByRole('list', { name: 'Registration steps' });
  const current = steps.locator('[aria-current="step"]');
  await expect(current).toHaveText('1Name');
  await tabTo(page, page.getByRole('button', { name: 'Continue registering' }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Nino');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Beridze');
  await page.keyboard.press('Enter');

  // Step 2: its heading has the focus; the two gender cards are one Tab stop, Space chooses.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeFocused();
  await expect(current).toHaveText('2About you');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Day')).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Month')).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Month')).toHaveValue('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1961');
  await page.keyboard.press('Enter');

  // Step 3: the password can be shown with its named toggle, by Enter.
  await expect(current).toHaveText('3Phone');
  await tabTo(page, page.getByRole('textbox', { name: 'Phone' }));
  await page.keyboard.type(phone);
  const password = page.getByLabel('Password', { exact: true });
  await tabTo(page, password);
  await page.keyboard.type('kutaisi-autumn-1961');
  await page.keyboard.press('Tab');
  const show = page.getByRole('button', { name: 'Show password' }).first();
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByLabel('Confirm Password'));
  await page.keyboard.type('kutaisi-autumn-1961');
  await tabTo(page, page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  const before = Date.now();
  await page.keyboard.press('Enter');

  // Step 4: the code from the SMS, and Enter finishes.
  await expect(current).toHaveText('4Confirm');
  const code = await codeFromOutbox(new RegExp(phone), before);
  await tabTo(page, page.getByLabel('Code from the SMS'));
  await page.keyboard.type(code);
  const trail = await focusTrail(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('header-user-name')).toHaveText('Nino Beridze');

  expect(trail.length).toBeGreaterThan(10);
  expect(trail.filter((t) => t.includes('register-stepper'))).toEqual([]);
});

const DOCTOR_ID = '00000000-0000-4000-8000-000000000002';
const VIDEO_SERVICE = 'ოჯახის ექიმის ვიდეოკონსულტაცია';

test('a patient books an appointment with the keyboard alone, each step of the booking form taking the focus', async ({ page }) => {
  await signInByKeyboard(page, DEMO.patient);
  await page.goto(`/doctor/${DOCTOR_ID}`);
  const panel = page.getByTestId('booking-panel');
  await tabTo(page, panel.getByTestId('booking-offer').filter({ hasText: VIDEO_SERVICE }), { max: 80 });
  await page.keyboard.press('Enter');
  // The times replace the services: the focus is in the form, on its title.
  await expect(panel.getByRole('heading', { name: 'ვიზიტის დაჯავშნა' })).toBeFocused();
  const slot = panel.getByTestId('booking-slot').first();
  await tabTo(page, slot, { max: 30 });
  const time = (await slot.locator('p').first().textContent())!;
  await page.keyboard.press('Enter');

  await expect(panel.getByTestId('booking-when')).toBeFocused();
  await expect(panel.getByTestId('booking-when')).toContainText(time);
  await page.keyboard.press('Tab');
  await expect(panel.getByTestId('booking-comment')).toBeFocused();
  await page.keyboard.type('ორი კვირაა ხველა მაწუხებს.');
  await tabTo(page, panel.getByTestId('booking-continue'));
  await page.keyboard.press('Enter');

  await expect(panel.getByTestId('booking-review').getByTestId('booking-when')).toBeFocused();
  await tabTo(page, panel.getByTestId('booking-confirm'));
  await page.keyboard.press('Enter');
  const done = panel.getByTestId('booking-done');
  await expect(done.getByRole('alert')).toBeFocused();
  await tabTo(page, done.getByTestId('booking-open'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/schedules\/[0-9a-f-]{36}$/);
});

test('a dialog opened from the keyboard takes the focus, names its close button, and gives the focus back when it closes', async ({ page }) => {
  await signInByKeyboard(page, DEMO.patient);
  const report = page.getByTestId('report-problem');
  await tabTo(page, report, { max: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The account speaks Georgian.
  await expect(dialog.getByRole('button', { name: 'დახურვა' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(report).toBeFocused();
});

test('a guest takes a symptom check to its result with the keyboard alone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/symptom-checker');
  await tabTo(page, page.getByTestId('who-age'));
  await page.keyboard.type('34');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('who-age')).toHaveValue('35');
  await tabTo(page, page.getByTestId('who-female'));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('who-female')).toBeChecked();
  await page.keyboard.press('Enter');

  // The complaints' title takes the focus; a symptom found by typing is added with Enter and keeps the focus.
  await expect(page.getByRole('heading', { name: 'What is troubling you?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('complaint-search')).toBeFocused();
  await page.keyboard.type('sore throat');
  const hit = page.getByTestId('complaint-hit').first();
  await tabTo(page, hit);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('complaint-chip')).toHaveCount(1);
  await expect(hit).toBeFocused();
  await expect(hit).toHaveAttribute('aria-disabled', 'true');

  await tabTo(page, page.getByTestId('start-interview'), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/interview\/[A-Za-z0-9_-]{24}$/);
  expect(await answerNoByKeyboard(page)).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
  await expect(page.getByTestId('triage')).toBeVisible();
});

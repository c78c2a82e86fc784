import { expect, test } from './test';
import { DEMO, chooseLanguage, signInThroughLogin } from './support';

test('the chosen language survives a reload', async ({ page }) => {
  await page.goto('/doctors');
  await expect(page.getByTestId('side-menu').getByText('ექიმები')).toBeVisible();
  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('side-menu').getByText('Doctors')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('side-menu').getByText('Doctors')).toBeVisible();
});

test('a signed-in person’s language is saved to the account and follows them to another browser', async ({ page, browser, baseURL }) => {
  // Sign in through the API in a Georgian browser, switch to English in the header.
  const res = await page.request.post('/api/auth/login-with-password', { data: { identifier: DEMO.operator.identifier, password: DEMO.operator.password } });
  const { token } = (await res.json()).data;
  await page.context().addCookies([{ name: 'session', value: token, url: baseURL! }]);
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');

  // The switch asks first, in the language chosen: it changes the account, not only the page.
  await page.getByTestId('locale-en').click();
  const dialog = page.getByRole('dialog', { name: 'Switch to English?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('SMS');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByTestId('locale-en')).toBeFocused();
  const meBefore = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect((await meBefore.json()).data.language).toBe('ka');

  await chooseLanguage(page, 'en');
  await expect.poll(async () => {
    const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
    return (await me.json()).data.language;
  }).toBe('en');

  // A fresh browser with nothing stored opens in English once the account is known.
  const other = await browser.newContext();
  const again = await other.request.post(`${baseURL}/api/auth/login-with-password`, { data: { identifier: DEMO.operator.identifier, password: DEMO.operator.password } });
  await other.addCookies([{ name: 'session', value: (await again.json()).data.token, url: baseURL! }]);
  const page2 = await other.newPage();
  await page2.goto(`${baseURL}/dashboard`);
  await expect(page2.locator('html')).toHaveAttribute('lang', 'en');
  await other.close();

  // Put the account back to Georgian for the other tests.
  await chooseLanguage(page, 'ka');
});

test('signing in to a Georgian account from an English page switches the page and says so', async ({ page }) => {
  await signInThroughLogin(page, DEMO.doctor);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('alert').filter({ hasText: 'ანგარიშის ენა' })).toBeVisible();
});

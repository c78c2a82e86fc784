import { expect, test, type Page } from './test';
import { DEMO, codeFromOutbox } from './support';

test.use({ locale: 'en-US' });

async function openInEnglish(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto(path);
}

async function signInWithPassword(page: Page, identifier: string, password: string) {
  await page.getByLabel('ID', { exact: false }).first().fill(identifier);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const ROLES = [
  // The demo accounts speak Georgian: once signed in, the account's language wins.
  { role: 'patient', account: DEMO.patient, menu: ['ჯანმრთელობის მონიტორინგი', 'სამედიცინო ისტორია', 'AI შედეგები', 'შემოწმებები'], notMenu: 'ჩაწერები' },
  { role: 'doctor', account: DEMO.doctor, menu: ['ჩემი განრიგი', 'განრიგის მართვა'], notMenu: 'სამედიცინო ისტორია' },
  { role: 'clinic operator', account: DEMO.operator, menu: ['ჩაწერები', 'კლინიკის ექიმები'], notMenu: 'ჩემი განრიგი' },
] as const;

for (const { role, account, menu, notMenu } of ROLES) {
  test(`a ${role} signs in with a password and lands on their dashboard with their menu`, async ({ page }) => {
    await openInEnglish(page, '/');
    await signInWithPassword(page, account.identifier, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const side = page.getByTestId('side-menu');
    for (const item of menu) await expect(side.getByText(item, { exact: true })).toBeVisible();
    await expect(side.getByText(notMenu, { exact: true })).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
    await expect(side.getByText('გასვლა')).toBeVisible();
    await expect(page.getByTestId('dashboard-greeting')).toBeVisible();
  });
}

test('a patient signs in with an SMS code read from the outbox', async ({ page }) => {
  await openInEnglish(page, '/');
  await page.getByLabel('ID', { exact: false }).first().fill(DEMO.patient.identifier);
  const before = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('SMS code', { exact: true }).click();
  const code = await codeFromOutbox('+995555000001', before);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session')?.value).toBeTruthy();
});

test('an unknown ID goes to registration, and a confirmed phone code signs the new patient in', async ({ page }) => {
  const id = `7${String(Date.now()).slice(-10)}`;
  const phone = `5${String(Date.now()).slice(-8)}`;
  await openInEnglish(page, '/');
  await page.getByLabel('ID', { exact: false }).first().fill(id);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/register\\?identifier=${id}`));
  // The person is told why they are here, and says the number is right.
  const notice = page.getByTestId('register-unknown-identifier');
  await expect(notice).toContainText(`No account has the ID number ${id}`);
  await notice.getByRole('button', { name: 'Continue registering' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('First Name')).toBeFocused();

  await page.getByLabel('First Name').fill('Tamar');
  await page.getByLabel('Last Name').fill('Kapanadze');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByText('Female', { exact: true }).click();
  await page.getByLabel('Day').fill('7');
  await page.getByLabel('Month').selectOption({ index: 3 });
  await page.getByLabel('Year').fill('1958');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await page.getByLabel('Password', { exact: true }).fill('tbilisi-spring-1958');
  await page.getByLabel('Confirm Password').fill('tbilisi-spring-1958');
  await page.getByRole('checkbox').check();
  const before = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();

  const code = await codeFromOutbox(new RegExp(phone), before);
  await page.getByLabel('Code from the SMS').fill(code);
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // A new account keeps the language it registered in.
  await expect(page.getByTestId('header-user-name')).toHaveText('Tamar Kapanadze');
});

test('a mistyped ID sent to registration goes back to Login with the number to correct, then signs in', async ({ page }) => {
  const mistyped = `${DEMO.patient.identifier.slice(0, -1)}9`;
  await openInEnglish(page, '/');
  await page.getByLabel('ID', { exact: false }).first().fill(mistyped);
  await page.getByRole('button', { name: 'Next' }).click();
  const notice = page.getByTestId('register-unknown-identifier');
  await expect(notice).toContainText(`No account has the ID number ${mistyped}`);
  await notice.getByRole('link', { name: 'Correct the ID number' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?identifier=${mistyped}$`));
  const field = page.getByLabel('ID', { exact: false }).first();
  await expect(field).toHaveValue(mistyped);
  await expect(field).toBeFocused();
  await field.fill(DEMO.patient.identifier);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an expired session sends the person to Login and remembers where they wanted to go', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'session', value: 'no-such-session-token', url: baseURL! }]);
  await openInEnglish(page, '/profile/password');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();
  await signInWithPassword(page, DEMO.patient.identifier, DEMO.patient.password);
  await expect(page).toHaveURL(/\/profile\/password$/);
});

test('signing out revokes the session on the server and returns to the start page', async ({ page, request }) => {
  await openInEnglish(page, '/');
  await signInWithPassword(page, DEMO.doctor.identifier, DEMO.doctor.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = (await page.context().cookies()).find((c) => c.name === 'session')!.value;
  // Signing out loads the start page afresh (a new event log for whoever signs in next).
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('logout').click();
  await reloaded;
  await expect(page).toHaveURL(/\/$/);
  const check = await request.get('/api/auth/user', { headers: { authorization: `Bearer ${token}` } });
  expect(check.status()).toBe(401);
});

import { expect, test, type Page } from './test';
import { DEMO, codeFromOutbox, signInThroughLogin } from './support';

test.use({ locale: 'en-US' });

async function signInAsAdmin(page: Page) {
  await signInThroughLogin(page, DEMO.operator);
}

/** Picks the first option of a Mantine select or multi-select. */
async function pickFirst(page: Page, testId: string) {
  await page.getByTestId(testId).click({ force: true });
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
}

test('the administrator adds a new doctor, whose sign-in link signs them in, and who appears on the public doctors page', async ({ page, browser }) => {
  const stamp = String(Date.now());
  const idNumber = `3${stamp.slice(-10)}`;
  const phone = `+9955${stamp.slice(-8)}`;
  const lastname = `Testadze${stamp.slice(-5)}`;
  await signInAsAdmin(page);
  await page.goto('/cadmin/doctors');
  const card = page.getByTestId('add-doctor');
  await expect(card).toBeVisible();
  // The demo administrator's own account language may switch the interface to Georgian: work by test ids.
  await page.getByTestId('add-doctor-mode').getByText(/New account|ახალი ანგარიში/).click();
  await page.getByTestId('new-firstname.ka').fill('გიორგი');
  await page.getByTestId('new-lastname.ka').fill('ტესტაძე');
  await page.getByTestId('new-firstname.en').fill('Giorgi');
  await page.getByTestId('new-lastname.en').fill(lastname);
  await page.getByTestId('new-id_number').fill(idNumber);
  await page.getByTestId('new-phone').fill(phone);
  await page.getByTestId('new-email').fill(`giorgi.${stamp}@example.ge`);
  await pickFirst(page, 'new-speciality');
  await pickFirst(page, 'new-services');
  const before = Date.now();
  await page.getByTestId('new-submit').click();
  await expect(page.getByTestId('invitation-sent')).toBeVisible();
  await expect(page.getByTestId('doctor-added')).toContainText(/Giorgi|გიორგი/);

  const code = await codeFromOutbox(phone, before);
  const fresh = await browser.newContext({ locale: 'en-US' });
  const doctorPage = await fresh.newPage();
  await doctorPage.goto(`/my/schedule?token=${encodeURIComponent(code)}`);
  // A first sign-in may ask to accept the user agreement (another part of issue 16 adds it).
  const gate = doctorPage.getByTestId('agreement-gate');
  const signedIn = doctorPage.getByTestId('side-menu');
  await expect(gate.or(signedIn).first()).toBeVisible();
  if (await gate.isVisible()) await doctorPage.getByTestId('agreement-accept').click();
  await expect(doctorPage).toHaveURL(/\/my\/schedule/);
  await expect(doctorPage.getByTestId('side-menu')).toContainText(/My schedule|ჩემი განრიგი/);
  const me = await doctorPage.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).json());
  expect(me.data).toMatchObject({ type: 'Doctor', id_number: idNumber });
  await fresh.close();

  const visitor = await browser.newContext({ locale: 'en-US' });
  const publicPage = await visitor.newPage();
  await publicPage.addInitScript(() => localStorage.setItem('locale', 'en'));
  await publicPage.goto(`/doctors?q=${lastname}`);
  await expect(publicPage.getByText(`Giorgi ${lastname}`)).toBeVisible();
  await visitor.close();
});

import { expect, test } from './test';
import { DEMO, chooseLanguage } from './support';
import { personAt } from './chat-support';

/** The demo clinic's plain operator: an operator, not an administrator. */
const DESK = { identifier: '01001000006', password: 'demo-desk' };

test.describe.configure({ timeout: 120_000 });

test("the clinic's administrator changes its English name and a phone on /cadmin; the public clinic page shows them; the desk operator gets neither menu entry nor page", async ({ browser, request, baseURL }) => {
  const admin = await personAt(browser, request, baseURL!, DEMO.operator);
  const desk = await personAt(browser, request, baseURL!, DESK, { width: 390, height: 844 });
  const name = `Healthy Family Clinic ${Date.now() % 100000}`;
  let original: Record<string, unknown> | null = null;
  try {
    await admin.page.goto('/cadmin');
    await chooseLanguage(admin.page, 'en');
    const profile = admin.page.getByTestId('cadmin-profile');
    await expect(profile.getByTestId('cadmin-name-en')).toHaveValue('Healthy Family Clinic');
    original = (await (await request.get(`${baseURL}/api/clinics/1`)).json()).data;
    await expect(admin.page.getByTestId('cadmin-staff').getByTestId('cadmin-operator').first()).toBeVisible();
    await expect(admin.page.getByTestId('clinic-settings')).toBeVisible();
    await expect(admin.page.getByTestId('cadmin-audit')).toBeVisible();

    // A bad phone is refused on the device, with the field's error, and nothing changes.
    await profile.getByTestId('cadmin-phone-1').fill('12345');
    await profile.getByTestId('cadmin-profile-save').click();
    await expect(profile.getByText('Enter a valid mobile number', { exact: false })).toBeVisible();
    await expect(profile.getByTestId('cadmin-profile-saved')).toHaveCount(0);

    await profile.getByTestId('cadmin-name-en').fill(name);
    await profile.getByTestId('cadmin-phone-1').fill('599 12 34 56');
    await profile.getByTestId('cadmin-profile-save').click();
    await expect(profile.getByTestId('cadmin-profile-saved')).toBeVisible();
    await expect(profile.getByTestId('cadmin-phone-1')).toHaveValue('+995 599 12 34 56');

    // The trail names the change.
    await admin.page.getByTestId('cadmin-audit-type').click();
    await admin.page.getByRole('option', { name: 'Clinic', exact: true }).click();
    await expect(admin.page.getByTestId('cadmin-audit-action').first()).toHaveText('Changed the clinic profile');

    // The public clinic page shows it at once.
    await admin.page.goto('/clinics/1');
    await expect(admin.page.getByTestId('clinic-name')).toHaveText(name);
    await expect(admin.page.getByText('+995 599 12 34 56')).toBeVisible();

    // The desk operator: no menu entry, and the page says whose it is.
    await desk.page.goto('/dashboard');
    await desk.page.getByRole('button', { name: 'მენიუს გახსნა ან დახურვა' }).click();
    await expect(desk.page.getByTestId('side-menu')).toBeVisible();
    await expect(desk.page.getByTestId('side-menu').locator('a[href="/cadmin"]')).toHaveCount(0);
    await desk.page.goto('/cadmin');
    await expect(desk.page.getByTestId('cadmin-only')).toBeVisible();
    await expect(desk.page.getByTestId('cadmin-profile')).toHaveCount(0);
  } finally {
    // Leave the demo clinic, and its administrator's language (the header switch saved English to
    // the account), as other tests expect them.
    const login = await request.post(`${baseURL}/api/auth/login-with-password`, { data: DEMO.operator });
    const token = (await login.json()).data.token as string;
    await request.put(`${baseURL}/api/profile/language`, { headers: { authorization: `Bearer ${token}` }, data: { language: 'ka' } });
    if (original) {
      const o = original as { name: unknown; city_id: unknown; address: unknown; phones: unknown; website: unknown; email: unknown; facebook: unknown; description: unknown };
      await request.put(`${baseURL}/api/cadmin/clinics/1/profile`, {
        headers: { authorization: `Bearer ${token}` },
        data: { name: o.name, city_id: o.city_id, address: o.address, phones: o.phones, website: o.website, email: o.email, facebook: o.facebook, description: o.description },
      });
    }
    await admin.context.close();
    await desk.context.close();
  }
});

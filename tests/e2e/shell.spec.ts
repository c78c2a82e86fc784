import { expect, test } from './test';
import { DEMO, signInThroughLogin } from './support';

test('an unknown path shows the 404 page in the blank layout', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});

test('the app opens in Georgian by default and shows the public menu', async ({ page }) => {
  await page.goto('/doctors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await expect(page.getByTestId('side-menu').getByText('ექიმები')).toBeVisible();
});

test.describe('a patient and the pages of other roles', () => {
  test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

  test('the demo patient reaches their chats from the menu, and is told a doctor\'s schedule is not for them', async ({ page }) => {
    await signInThroughLogin(page, DEMO.patient);

    await page.getByTestId('menu-chats').click();
    await expect(page).toHaveURL(/\/chats$/);
    // The demo patient's language is Georgian, and a signed-in person's language wins.
    await expect(page.getByText('თქვენი მიმოწერა ექიმებთან და კლინიკებთან.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('menu-clinics')).toHaveAttribute('href', '/clinics');

    await page.goto('/my/schedule');
    const notForRole = page.getByTestId('not-for-role');
    await expect(notForRole).toContainText('ჩემი განრიგი');
    await expect(notForRole).toContainText('ეს გვერდი ექიმებისთვისაა. თქვენ შესული ხართ პაციენტის ანგარიშით.');
    await notForRole.getByRole('link', { name: 'ჩემს მთავარ გვერდზე გადასვლა' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

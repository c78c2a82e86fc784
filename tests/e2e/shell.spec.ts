import { expect, test } from './test';

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

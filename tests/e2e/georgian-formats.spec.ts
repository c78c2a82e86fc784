import { expect, test } from './test';

// Chromium ships no Georgian Intl data; the formatjs polyfills must supply it on demand.
test('prices are written the Georgian way in Georgian and the English way in English', async ({ page }) => {
  await page.goto('/services');
  const georgianPrice = page.getByText(/\d[\d\s]*\s₾/).first();
  await expect(georgianPrice).toBeVisible();
  await expect(page.getByText(/GEL\s?\d/)).toHaveCount(0);

  await page.getByTestId('locale-en').click();
  await expect(page.getByText(/GEL\s?\d/).first()).toBeVisible();
});

test('the registration wizard names the months in Georgian', async ({ page }) => {
  await page.goto('/register?identifier=01001009999');
  await page.getByRole('textbox').nth(0).fill('ნინო');
  await page.getByRole('textbox').nth(1).fill('ბერიძე');
  await page.getByRole('button', { name: 'შემდეგი' }).click();
  const months = await page.locator('select option').allTextContents();
  expect(months).toEqual(expect.arrayContaining(['იანვარი', 'მაისი', 'დეკემბერი']));
});

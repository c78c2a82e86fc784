import { expect, test } from './test';
import { answerNoUntilResult } from './interview-support';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, locale: 'ka-GE' });

/** A typical interview asks fewer than this many questions (MAX_QUESTIONS is only the ceiling). */
const FEWER_THAN = 15;


test('on a phone in Georgian, a guest with a sore throat answers "no" throughout and reads the advice before the causes, each closed until tapped', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'ka'));
  await page.goto('/symptom-checker');
  await page.getByTestId('who-age').fill('45');
  await page.getByTestId('who-female').click();
  await page.getByTestId('who-next').click();
  await page.getByTestId('complaint-search').fill('ყელის ტკივილი');
  await page.getByTestId('complaint-hit').first().click();
  await expect(page.getByTestId('complaint-chip')).toHaveText(['ყელის ტკივილი']);
  await page.getByTestId('start-interview').click();
  await expect(page).toHaveURL(/\/interview\/[A-Za-z0-9_-]{24}$/);

  // The progress says which question this is, the most it will ask, and about how far along it is.
  await expect(page.getByTestId('interview-progress')).toHaveText('კითხვა 1');
  await expect(page.getByTestId('interview-limit')).toContainText('არაუმეტეს');
  await expect(page.getByRole('progressbar', { name: /შევსებულია დაახლოებით \d+%/ })).toBeVisible();

  const answered = await answerNoUntilResult(page);
  expect(answered, 'questions asked before the result').toBeLessThan(FEWER_THAN);

  // The advice comes first, above the possible causes.
  const triage = page.getByTestId('triage');
  const conditions = page.getByTestId('condition');
  await expect(triage).toBeVisible();
  await expect(conditions.first()).toBeVisible();
  const advice = (await triage.boundingBox())!;
  const firstCause = (await conditions.first().boundingBox())!;
  expect(advice.y + advice.height).toBeLessThanOrEqual(firstCause.y);

  // Each cause shows its name and its strength in words; the details wait for a tap.
  for (const badge of await page.getByTestId('condition-strength').all()) {
    await expect(badge).toHaveText(/^(მაღალი შესაბამისობა|საშუალო შესაბამისობა|ნაკლებად სავარაუდო)$/);
  }
  const details = page.getByTestId('condition-details');
  const count = await conditions.count();
  for (let i = 0; i < count; i++) await expect(details.nth(i)).toBeHidden();
  await conditions.first().getByRole('button').click();
  await expect(details.first()).toBeVisible();
  if (count > 1) await expect(details.nth(1)).toBeHidden();

  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

import { expect, test, type Page } from './test';
import { DEMO, signInThroughLogin } from './support';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-US' });

async function signInAsPatient(page: Page) {
  await signInThroughLogin(page, DEMO.patient);
}

test('on a phone, the demo patient adds a blood pressure and sees it in the table and in the chart’s text alternative', async ({ page }) => {
  await signInAsPatient(page);
  await page.goto('/p/monitoring?type=blood_pressure');
  // The demo log: months of readings, drawn as a chart that fits the phone.
  await expect(page.getByTestId('monitoring-row').first()).toBeVisible();
  const chart = page.getByTestId('trend-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  expect((await chart.boundingBox())!.width).toBeLessThanOrEqual(390);

  await page.getByTestId('monitoring-add').click();
  const systolic = page.getByTestId('reading-systolic');
  await expect(systolic).toHaveAttribute('inputmode', 'numeric');
  await systolic.fill('158');
  await page.getByTestId('reading-diastolic').fill('97');
  await page.getByTestId('reading-pulse').fill('76');
  await page.getByTestId('reading-save').click();
  await expect(page.getByTestId('reading-form')).toBeHidden();

  const newest = page.getByTestId('monitoring-row').first();
  await expect(newest).toContainText('158/97');
  // The demo patient's language is Georgian: the page follows it after sign-in.
  await expect(newest).toContainText('↑ მაღალია');
  await expect(newest).toContainText('პულსი 76');
  await expect(page.getByTestId('monitoring-summary')).toContainText('ბოლო: 158/97 მმ ვწყ. სვ., მაღალია ↑');
  await expect(page.getByTestId('monitoring-chart-text')).toContainText('ნორმა: 90–139 მმ ვწყ. სვ.');

  // It is the patient's own: it can be deleted again (leaving the demo log as it was).
  await newest.getByRole('button', { name: 'წაშლა' }).click();
  await expect(page.getByTestId('monitoring-row').first()).not.toContainText('158/97');
});

import { expect, type Page } from './test';

/** Answers every question "No" (or "none of these") until the result shows; returns how many it answered. */
export async function answerNoUntilResult(page: Page): Promise<number> {
  const result = page.getByTestId('interview-result');
  for (let answered = 0; answered <= 40; answered++) {
    // A question ready for an answer (not one on its way, nor the last one while the result is prepared).
    const question = page.locator('[data-testid="question"][data-busy="false"]');
    await expect(question.or(result)).toBeVisible();
    if (await result.isVisible()) return answered;
    const shown = await page.getByTestId('interview-progress').textContent();
    const type = await question.getAttribute('data-type');
    if (type === 'single') await page.getByTestId('answer-absent').click();
    else if (type === 'group_single') {
      await page.getByTestId('group-none').click();
      await page.getByTestId('answer-continue').click();
    } else {
      for (const item of await page.getByTestId('group-item').all()) await item.getByText(/^(No|არა)$/).click();
      await page.getByTestId('answer-continue').click();
    }
    await expect(page.getByTestId('interview-progress').or(result)).not.toHaveText(shown ?? '');
  }
  throw new Error('the interview did not end within 40 questions');
}

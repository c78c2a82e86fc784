import { expect, type Locator, type Page } from './test';

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, at most `max` times; fails
 * if it never does.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false }: { max?: number; back?: boolean } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, 'reached with Tab').toBeFocused();
}

/**
 * Records, from the next page loaded on, every element that takes the focus (`focusTrail` reads
 * them): a test can then say what the keyboard never landed on.
 */
export async function recordFocus(page: Page) {
  await page.addInitScript(() => {
    const trail: string[] = [];
    (window as unknown as { __focusTrail: string[] }).__focusTrail = trail;
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      // The test id of the element or of its nearest marked container, with its tag.
      const marked = el.closest('[data-testid]');
      trail.push(`${el.tagName.toLowerCase()} in ${marked?.getAttribute('data-testid') ?? '-'}${el.closest('[data-testid="register-stepper"]') ? ' (register-stepper)' : ''}`);
    });
  });
}

/** What took the focus since `recordFocus` (on the current page). */
export function focusTrail(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __focusTrail?: string[] }).__focusTrail ?? []);
}

/** Signs `account` in on the Login form with the keyboard alone (the page asked for in English). */
export async function signInByKeyboard(page: Page, account: { identifier: string; password: string }) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');
  const identifier = page.locator('#root input[name="identifier"]');
  await tabTo(page, identifier);
  await page.keyboard.type(account.identifier);
  await page.keyboard.press('Enter');
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeVisible();
  await tabTo(page, password);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Answers every question of an interview "No" (or "none of these") with the keyboard until the
 * result shows, checking each new question takes the focus; returns how many it answered.
 */
export async function answerNoByKeyboard(page: Page): Promise<number> {
  const result = page.getByTestId('interview-result');
  for (let answered = 0; answered <= 40; answered++) {
    const question = page.locator('[data-testid="question"][data-busy="false"]');
    await expect(question.or(result)).toBeVisible();
    if (await result.isVisible()) return answered;
    // After an answer, the new question's heading has the focus the pressed button lost.
    if (answered > 0) await expect(page.getByTestId('question-text')).toBeFocused();
    const shown = await page.getByTestId('interview-progress').textContent();
    const type = await question.getAttribute('data-type');
    if (type === 'single') {
      await tabTo(page, page.getByTestId('answer-absent'));
      await page.keyboard.press('Enter');
    } else if (type === 'group_single') {
      await tabTo(page, page.getByTestId('group-option').first());
      // Arrow keys move within the group: up from the first option is its last ("don't know"),
      // and up again "none of these".
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(page.getByTestId('group-none')).toBeChecked();
      await tabTo(page, page.getByTestId('answer-continue'));
      await page.keyboard.press('Enter');
    } else {
      for (const item of await page.getByTestId('group-item').all()) {
        // Each item's choices (Yes, No, Don't know) are one radio group: Tab reaches its first, → chooses No.
        await tabTo(page, item.getByRole('radio').first());
        await page.keyboard.press('ArrowRight');
        await expect(item.getByRole('radio', { name: /^(No|არა)$/ })).toBeChecked();
      }
      await tabTo(page, page.getByTestId('answer-continue'));
      await page.keyboard.press('Enter');
    }
    await expect(page.getByTestId('interview-progress').or(result)).not.toHaveText(shown ?? '');
  }
  throw new Error('the interview did not end within 40 questions');
}

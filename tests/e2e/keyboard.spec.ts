import { expect, test } from './test';
import { DEMO, tabTo } from './support';
import { liveConnected } from './chat-support';

/**
 * Issue 20: a flow done with the keyboard alone, as a person who cannot use a mouse or a touch
 * screen would: from a fresh page, Tab to each control in turn, type, and press Enter or Space.
 * The demo patient signs in with a password, opens their chats from the menu, opens the chat
 * with their doctor and sends a message. Nothing is clicked.
 */

test('a patient signs in, opens a chat and sends a message with the keyboard alone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');

  const identifier = page.locator('#root input[name="identifier"]');
  await tabTo(page, identifier);
  await page.keyboard.type(DEMO.patient.identifier);
  await page.keyboard.press('Enter');

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeVisible();
  await tabTo(page, password);
  await page.keyboard.type(DEMO.patient.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The account speaks Georgian: the menu's Chats entry.
  const chats = page.getByTestId('menu-chats');
  await tabTo(page, chats, 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/chats$/);

  // Their chat with the demo doctor (other tests on the shared server add chats of their own).
  const withDoctor = page.getByTestId('chat-row').filter({ hasText: 'გიორგი მაისურაძე' }).first();
  await tabTo(page, withDoctor, 80);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-room')).toBeVisible();
  await liveConnected(page);

  const composer = page.getByTestId('composer');
  await tabTo(page, composer, 60);
  const text = `keyboard only ${Date.now()}`;
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible();
});

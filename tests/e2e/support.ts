import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from './test';

export const DEMO = {
  patient: { identifier: '01001000001', password: 'demo-patient' },
  doctor: { identifier: '01001000002', password: 'demo-doctor' },
  operator: { identifier: '01001000003', password: 'demo-operator' },
} as const;

/** The newest code the server wrote to its local outbox for `to` (phone or e-mail); `dataDir` is the server's data folder (default: the run's server). */
export async function codeFromOutbox(to: string | RegExp, after = 0, dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const file = join(dataDir, 'outbox.jsonl');
  for (let i = 0; i < 100; i++) {
    if (existsSync(file)) {
      const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
      const hit = lines.filter((l) => (typeof to === 'string' ? l.to === to : to.test(l.to)) && Date.parse(l.created_at) >= after).at(-1);
      if (hit) return hit.code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code in the outbox for ${to}`);
}

/** Chooses the interface language by the header switch. */
/** Presses the header's language button; signed in, it also confirms the account's new language. */
export async function chooseLanguage(page: Page, lang: 'ka' | 'en') {
  await page.getByTestId(`locale-${lang}`).click();
  const confirm = page.getByTestId('account-language-confirm');
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 500 });
  }).toPass();
}

/**
 * Signs `account` in with its password through the Login form, the page asked for in English
 * (the account's own language wins once signed in), and waits for the dashboard.
 */
export async function signInThroughLogin(page: Page, account: { identifier: string; password: string }) {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/');
  await page.getByLabel('ID', { exact: false }).first().fill(account.identifier);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}


import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { liveConnected, openChatWith } from './chat-support';
import { serveJitsiStub } from './jitsi-stub';

/**
 * Issue 20: every route of SPEC §2, for the role it is for, in both languages, at a phone's and a
 * desktop's width, passes axe-core with no serious or critical violation (WCAG 2.1 A and AA
 * rules); so do the dialogs: an error alert, the booking form, the case panel and the incoming
 * call. One browser context per role, width and language is reused for all of its pages. The
 * run has its own server, so switching the demo accounts' language touches no other test.
 */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
const LANGUAGES = ['ka', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const DOMAIN = 'video.clinic.test';

type Account = { identifier: string; password: string };
const SUPPORT: Account = { identifier: '01001000004', password: 'demo-support' };

/**
 * A page to scan: a path, or a list page and the first link on it matching `link` (a demo
 * record's page); `then` opens a dialog or panel on it before the scan.
 */
type Visit = { path: string; link?: string; then?: (page: Page) => Promise<void> };

const GUEST: Visit[] = [
  { path: '/' },
  { path: '/register' },
  { path: '/user-agreement' },
  { path: '/covid-19' },
  { path: '/doctors' },
  { path: '/doctors', link: 'a[href^="/doctor/"]' },
  { path: '/services' },
  { path: '/services', link: 'a[href^="/service/"]' },
  { path: '/clinics' },
  { path: '/clinics', link: 'a[href^="/clinics/"]' },
  { path: '/app-pay' },
  { path: '/symptom-checker' },
  { path: '/test' },
  { path: '/no/such/page' },
  // An error alert: a wrong password.
  {
    path: '/',
    then: async (page) => {
      await page.locator('#root input[name="identifier"]').fill(DEMO.patient.identifier);
      await page.locator('#root button[type="submit"]').click();
      await page.locator('#root input[type="password"]').fill('not-the-password');
      await page.locator('#root button[type="submit"]').last().click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
];

const PATIENT: Visit[] = [
  { path: '/dashboard' },
  { path: '/notifications' },
  { path: '/profile' },
  { path: '/profile/personal-info' },
  { path: '/profile/contact-info' },
  { path: '/profile/password' },
  { path: '/p' },
  { path: '/p/cases' },
  { path: '/p/cases', link: 'a[href^="/p/case/"]' },
  // The case's printable report (blank layout).
  {
    path: '/p/cases',
    link: 'a[href^="/p/case/"]',
    then: async (page) => {
      const report = page.getByTestId('case-report-link');
      await expect(report).toBeVisible();
      await page.goto((await report.getAttribute('href'))!);
      await page.waitForLoadState('networkidle');
    },
  },
  { path: '/p/interviews' },
  { path: '/p/interviews', link: 'a[href^="/interview/"]' },
  { path: '/p/checkups' },
  { path: '/p/checkups', link: 'a[href^="/p/checkup/"]' },
  { path: '/p/monitoring' },
  { path: '/chats' },
  { path: '/chats', link: 'a[href^="/chats/"]' },
  { path: '/clinics', link: 'a[href^="/clinics/"]', then: async (page) => void (await page.goto(`${new URL(page.url()).pathname}/inquiry`)) },
  // Another role's page: the not-for-your-role page.
  { path: '/my/schedule' },
];

const DOCTOR: Visit[] = [
  { path: '/dashboard' },
  { path: '/my/schedule' },
  { path: '/my/schedule-manager' },
  { path: '/chats' },
  // The chat with a patient, its case panel open.
  { path: '/chats', link: 'a[href^="/chats/"]', then: async (page) => void (await expect(page.getByTestId('case-panel').or(page.getByTestId('case-panel-loading')).first()).toBeAttached()) },
  { path: '/patients' },
  { path: '/patients', link: 'a[href^="/patients/"]' },
  { path: '/cases' },
];

const OPERATOR: Visit[] = [
  { path: '/dashboard' },
  { path: '/schedules' },
  { path: '/schedules', then: async (page) => void (await page.getByTestId('book-for-patient').click(), await expect(page.getByTestId('book-form')).toBeVisible()) },
  { path: '/schedules', link: 'a[href^="/schedules/"]' },
  { path: '/clinic-doctors' },
  { path: '/clinic-doctors', link: 'a[href^="/clinic-doctors/"]' },
  { path: '/cadmin' },
  { path: '/cadmin/doctors' },
  { path: '/cadmin/services' },
  { path: '/patient/register' },
  { path: '/patients' },
  { path: '/patients', link: 'a[href^="/patients/"]' },
];

const SUPPORT_VISITS: Visit[] = [{ path: '/support/reports' }, { path: '/support/replay' }];

const ROLES = [
  ['a visitor', null, GUEST],
  ['a patient', DEMO.patient, PATIENT],
  ['a doctor', DEMO.doctor, DOCTOR],
  ['a clinic operator', DEMO.operator, OPERATOR],
  ['support staff', SUPPORT, SUPPORT_VISITS],
] as const;

let server: RunningServer;
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  server = await startServer({ env: { SEED: 'demo', JITSI_DOMAIN: DOMAIN, JITSI_APP_ID: 'clinic', JITSI_APP_SECRET: 'a11y-room-secret' } });
});
test.afterAll(async () => server?.stop());

/** Serious and critical violations of the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  // Only violations are detailed: passes and the rest are counted, which keeps each scan short.
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ×${v.nodes.length}, e.g. ${v.nodes[0].target.join(' ')}: ${v.nodes[0].failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`);
}

/** The session token of `account`, its account language set to `lang`. */
async function tokenFor(account: Account, lang: Language): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login-with-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  expect(res.ok).toBe(true);
  const token = ((await res.json()) as { data: { token: string } }).data.token;
  const set = await fetch(`${server.url}/api/profile/language`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ language: lang }) });
  expect(set.ok).toBe(true);
  return token;
}

/** A context at `viewport` in `lang`, signed in as `account` (a guest without one). */
async function contextFor(browser: Browser, viewport: { width: number; height: number }, lang: Language, account: Account | null): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  await context.addInitScript((l) => localStorage.setItem('locale', l), lang);
  if (account) await context.addCookies([{ name: 'session', value: await tokenFor(account, lang), url: server.url }]);
  return context;
}

/**
 * Requests in flight per page, to wait for the network to be quiet after an in-app navigation
 * (Playwright's `networkidle` is a state of the document's load, reached once).
 */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d: number) => {
    inFlight += d;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    await expect.poll(() => inFlight <= 0 && Date.now() - lastChange >= 300, { timeout: 15_000, intervals: [100] }).toBe(true);
  };
}

/** Scans each visit in one page at `viewport` in `lang`, moving between them inside the app as a person would. */
async function scanAt(browser: Browser, role: string, account: Account | null, visits: Visit[], lang: Language, viewport: (typeof WIDTHS)[number]): Promise<string[]> {
  const found: string[] = [];
  const context = await contextFor(browser, viewport, lang, account);
  const page = await context.newPage();
  const quiet = quietNetwork(page);
  const go = async (path: string) => {
    if (page.url() === 'about:blank') await page.goto(path);
    else await page.evaluate((to) => (history.pushState(null, '', to), dispatchEvent(new PopStateEvent('popstate'))), path);
    await quiet();
  };
  try {
    for (const visit of visits) {
      await go(visit.path);
      let where = `${role} ${lang} ${viewport.width}px ${visit.path}`;
      if (visit.link) {
        const link = page.locator(visit.link).first();
        await expect(link, `${where}: no link ${visit.link}`).toBeVisible();
        const href = (await link.getAttribute('href'))!;
        await go(href);
        where = `${role} ${lang} ${viewport.width}px ${href}`;
      }
      if (visit.then) {
        await visit.then(page);
        await quiet();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForTimeout(200); // transitions settle
      found.push(...(await violations(page, where)));
    }
  } finally {
    await context.close();
  }
  return found;
}

/** Every visit in each language, the two widths side by side; returns what failed. */
async function scan(browser: Browser, role: string, account: Account | null, visits: Visit[]): Promise<string[]> {
  const found: string[] = [];
  for (const lang of LANGUAGES) {
    const both = await Promise.all(WIDTHS.map((viewport) => scanAt(browser, role, account, visits, lang, viewport)));
    found.push(...both.flat());
  }
  return found;
}

for (const [role, account, visits] of ROLES) {
  test(`${role}'s pages pass axe in both languages at 390 and 1280 px`, async ({ browser }) => {
    try {
      expect(await scan(browser, role, account, visits)).toEqual([]);
    } finally {
      if (account) await tokenFor(account, 'ka');
    }
  });
}

/**
 * What does not fit at `viewport` with the text at 200 % (WCAG 1.4.4 and 1.4.10): the page scrolls
 * sideways, or a control sticks out of the screen. A table or strip that scrolls by itself may hold
 * more than the screen (its own scrolling is allowed); what it clips is not checked.
 */
async function reflowProblems(page: Page, where: string): Promise<string[]> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // Named by what reaches past the screen (the innermost such elements), to say where to look.
      const past = [...document.body.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > width + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > width + 1));
      const what = past.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px in ${width} px: ${what.join(', ')})`);
    }
    const scrollsItself = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth) return true;
      }
      return false;
    };
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('[aria-hidden=true], .mantine-visually-hidden, [data-position]')) continue;
      if (scrollsItself(el)) continue;
      if (box.right > width + 1 || box.left < -1) found.push(`${name(el)} is outside the screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    }
    return found;
  });
  return problems.map((p) => `${where}: ${p}`);
}

/** Each visit at 320 px with the text at 200 %, in Georgian (the longer words): what does not fit. */
async function reflowAt(browser: Browser, role: string, account: Account | null, visits: Visit[]): Promise<string[]> {
  const found: string[] = [];
  const context = await contextFor(browser, { width: 320, height: 640 }, 'ka', account);
  await context.addInitScript(() => document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.fontSize = '200%')));
  const page = await context.newPage();
  const quiet = quietNetwork(page);
  try {
    for (const visit of visits) {
      await page.goto(visit.path);
      await quiet();
      let where = `${role} 320px 200% ${visit.path}`;
      if (visit.link) {
        const link = page.locator(visit.link).first();
        await expect(link, `${where}: no link ${visit.link}`).toBeAttached();
        const href = (await link.getAttribute('href'))!;
        await page.goto(href);
        await quiet();
        where = `${role} 320px 200% ${href}`;
      }
      // What the visit opens as well (the doctor's chat with its case panel, a report, the booking form, an alert).
      if (visit.then) {
        await visit.then(page);
        await quiet();
        where += ' (then)';
      }
      await page.waitForTimeout(200);
      found.push(...(await reflowProblems(page, where)));
    }
  } finally {
    await context.close();
  }
  return found;
}

for (const [role, account, visits] of ROLES) {
  test(`${role}'s pages fit a 320 px screen with the text at 200 %`, async ({ browser }) => {
    expect(await reflowAt(browser, role, account, visits)).toEqual([]);
  });
}

test('the incoming-call card passes axe in both languages on a phone', async ({ browser }) => {
  for (const lang of LANGUAGES) {
    const doctor = await contextFor(browser, WIDTHS[1], lang, DEMO.doctor);
    const patient = await contextFor(browser, WIDTHS[0], lang, DEMO.patient);
    try {
      await serveJitsiStub(doctor, DOMAIN);
      await serveJitsiStub(patient, DOMAIN);
      const doctorPage = await doctor.newPage();
      const patientPage = await patient.newPage();
      await patientPage.goto('/dashboard');
      await liveConnected(patientPage);
      await openChatWith(doctorPage, lang === 'ka' ? 'ქეთევან კაპანაძე' : 'Ketevan Kapanadze');
      await liveConnected(doctorPage);
      await doctorPage.getByTestId('start-call').click();
      await expect(patientPage.getByTestId('incoming-call')).toBeVisible({ timeout: 15_000 });
      expect(await violations(patientPage, `incoming call ${lang}`)).toEqual([]);
      await patientPage.getByTestId('decline-call').click();
      await expect(patientPage.getByTestId('incoming-call')).toHaveCount(0);
      await expect(doctorPage.getByTestId('start-call')).toBeVisible({ timeout: 15_000 }); // the call is over
    } finally {
      await Promise.all([doctor.close(), patient.close()]);
      await tokenFor(DEMO.doctor, 'ka');
      await tokenFor(DEMO.patient, 'ka');
    }
  }
});

import { expect, test } from './test';
import { DEMO } from './support';
import { closeAll, message, openChatWith, personAt, send } from './chat-support';

const DOCTOR = 'გიორგი მაისურაძე';
const CLINIC = 'კლინიკა „ჯანმრთელი ოჯახი“';
/** Support staff of the demo clinic, and of another clinic (the demo data has both). */
const SUPPORT = { identifier: '01001000004', password: 'demo-support' };
const OTHER_SUPPORT = { identifier: '01001000005', password: 'demo-support-2' };

test.describe.configure({ timeout: 150_000 });

test('a patient reports a problem with her session; the clinic support replays it to the moment and sees what she saw; another clinic cannot open it', async ({ browser, request, baseURL }) => {
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  const support = await personAt(browser, request, baseURL!, SUPPORT);
  const other = await personAt(browser, request, baseURL!, OTHER_SUPPORT);
  try {
    // The patient, on her phone, writes to her doctor…
    await openChatWith(patient.page, DOCTOR);
    const said = `გუშინ წნევა 150/95 მქონდა ${Date.now()}`;
    await send(patient.page, said);
    await expect(message(patient.page, said)).toBeVisible();

    // …then reports a problem from the menu, to her clinic, with her session.
    await patient.page.getByRole('button', { name: 'მენიუს გახსნა ან დახურვა' }).click();
    await patient.page.getByTestId('report-problem').click();
    const dialog = patient.page.getByTestId('report-dialog');
    await expect(dialog.getByTestId('report-text')).toBeVisible();
    const consent = dialog.getByTestId('report-consent');
    await expect(consent).not.toBeChecked();
    const problem = `შეტყობინება გაიგზავნა, მაგრამ ექიმი არ პასუხობს ${Date.now()}`;
    await dialog.getByTestId('report-text').fill(problem);
    await expect(dialog.getByTestId('report-clinic')).toHaveValue(CLINIC);
    await consent.check();
    await dialog.getByTestId('report-send').click();
    await expect(dialog.getByTestId('report-sent')).toBeVisible();
    await dialog.getByTestId('report-close').click();

    // The clinic's support staff find it in their list…
    await support.page.goto('/support/reports');
    const row = support.page.getByTestId('report-row').filter({ hasText: problem.slice(0, 40) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('report-log')).not.toHaveText(/გარეშე/);
    const href = await row.getAttribute('href');
    await row.click();

    // …open it: the text, and her screen replayed in the real app at her phone's size.
    await expect(support.page.getByTestId('replay-report-text')).toHaveText(problem);
    const viewer = support.page.getByTestId('replay-viewer');
    await expect(viewer.getByTestId('replay-step').first()).toBeVisible();
    await expect(viewer.getByText('მომხმარებლის ეკრანი: 390 × 844')).toBeVisible();
    await expect(viewer.getByTestId('replay-busy')).toHaveCount(0, { timeout: 30_000 });

    // Step to the moment she sent her message.
    const steps = viewer.getByTestId('replay-step');
    const sent = steps.filter({ hasText: 'user.sendText' }).first();
    await sent.click();
    await expect(viewer.getByTestId('replay-busy')).toHaveCount(0, { timeout: 60_000 });
    await expect(viewer.getByTestId('replay-step-actor')).toHaveText(/^chatRoom#\d+$/);
    const screen = support.page.frameLocator('[data-testid="replay-frame"]');
    // The screen at that step shows what she saw: her chat with the doctor and her text.
    await expect(screen.getByTestId('chat-party-name')).toHaveText(DOCTOR, { timeout: 30_000 });
    await expect(screen.getByTestId('composer')).toBeVisible();
    // The machines' states at that step include the chat room's.
    await expect(viewer.locator('[data-testid="replay-actor"][data-actor^="chatRoom#"]').first()).toBeVisible();

    // To the end: every step replays as recorded, and her screen shows the message she sent.
    await viewer.getByTestId('replay-last').click();
    await expect(viewer.getByTestId('replay-identical')).toBeVisible({ timeout: 90_000 });
    await expect(viewer.getByTestId('replay-divergence')).toHaveCount(0);
    await expect(screen.getByTestId('message').filter({ hasText: said })).toBeVisible({ timeout: 30_000 });

    // Support of another clinic gets the not-found face, and the API the same 404 as a missing report.
    await other.page.goto(href!);
    await expect(other.page.getByTestId('report-not-found')).toBeVisible();
    const id = href!.split('/').pop()!;
    const token = (await (await request.post('/api/auth/login-with-password', { data: OTHER_SUPPORT })).json()).data.token as string;
    const answer = await request.get(`/api/reports/${id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(404);
    const missing = await request.get('/api/reports/00000000-0000-4000-8000-00000000dead', { headers: { authorization: `Bearer ${token}` } });
    expect(await answer.json()).toEqual(await missing.json());
  } finally {
    await closeAll(patient.context, support.context, other.context);
  }
});

import { expect, test } from './test';
import { DEMO } from './support';
import { closeAll, liveConnected, message, personAt } from './chat-support';

test.describe.configure({ timeout: 120_000 });

test('a patient asks a clinic; an operator takes the inquiry up and closes it, each step live on both sides', async ({ browser, request, baseURL }) => {
  const operator = await personAt(browser, request, baseURL!, DEMO.operator);
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  try {
    // The demo inquiry still in progress is closed first, so the patient's question opens a new one.
    await operator.page.goto('/chats');
    const inquiries = operator.page.getByTestId('open-inquiries');
    await expect(inquiries.getByTestId('inquiry-row').first()).toBeVisible();
    for (const row of await inquiries.getByTestId('inquiry-complete').all()) await row.click();
    await expect(inquiries.getByTestId('inquiries-empty')).toBeVisible();
    await liveConnected(operator.page);

    await patient.page.goto('/clinics/1');
    await patient.page.getByTestId('ask-clinic').click();
    const question = `შაბათს დილით სისხლის ანალიზს იღებთ? ${Date.now()}`;
    await patient.page.getByTestId('inquiry-text').fill(question);
    await patient.page.getByTestId('inquiry-send').click();
    await expect(patient.page).toHaveURL(/\/chats\/[0-9a-f-]+$/);
    await expect(message(patient.page, question)).toBeVisible();
    await expect(patient.page.getByTestId('composer')).toBeVisible();
    await liveConnected(patient.page);

    // The operator sees the new inquiry arrive and takes it up; the patient hears about it.
    const row = inquiries.getByTestId('inquiry-row').filter({ hasText: 'ქეთევან კაპანაძე' });
    await expect(row).toContainText('ახალი');
    const cuesBefore = await patient.cues();
    await row.getByTestId('inquiry-join').click();
    await expect(row).toContainText('მიმდინარე');
    await expect(patient.page.getByTestId('notifications-unread')).toBeVisible();
    await expect.poll(() => patient.cues()).toBeGreaterThan(cuesBefore);

    // Closing it makes the patient's chat read-only while they look at it.
    await row.getByTestId('inquiry-complete').click();
    await expect(inquiries.getByTestId('inquiries-empty')).toBeVisible();
    await expect(patient.page.getByTestId('chat-inactive')).toBeVisible();
    await expect(patient.page.getByTestId('composer')).toHaveCount(0);

    await patient.page.getByTestId('notifications-bell').click();
    await expect(patient.page.getByTestId('notification').first()).toContainText('თქვენი მიმართვა დახურულია');
  } finally {
    await closeAll(operator.context, patient.context);
  }
});

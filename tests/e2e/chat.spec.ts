import { expect, test } from './test';
import { DEMO } from './support';
import { closeAll, liveConnected, message, openChatWith, personAt, PNG, send, solidPng } from './chat-support';

const DOCTOR = 'გიორგი მაისურაძე';
const PATIENT = 'ქეთევან კაპანაძე';

test.describe.configure({ timeout: 120_000 });

test('a patient and a doctor chat live: text, a photo, presence, seen markers and the cue for another chat', async ({ browser, request, baseURL }) => {
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  const doctor = await personAt(browser, request, baseURL!, DEMO.doctor);
  try {
    await openChatWith(patient.page, DOCTOR);
    await openChatWith(doctor.page, PATIENT);
    // Each sees the other online in the chat header.
    await expect(patient.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 15_000 });
    await expect(doctor.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 15_000 });

    const question = `თავი ისევ მტკივა ${Date.now()}`;
    await send(patient.page, question);
    await expect(message(doctor.page, question)).toBeVisible();
    // The doctor has it on screen, so the patient's copy turns "seen".
    await expect(message(patient.page, question).getByTestId('seen-marker')).toBeVisible();

    const answer = `მიიღეთ პარაცეტამოლი ${Date.now()} https://example.org/info`;
    await send(doctor.page, answer);
    await expect(message(patient.page, answer)).toBeVisible();
    await expect(message(patient.page, answer).getByRole('link', { name: 'https://example.org/info' })).toHaveAttribute('href', 'https://example.org/info');

    await patient.page.getByTestId('file-input').setInputFiles({ name: 'გამონაყარი.png', mimeType: 'image/png', buffer: PNG });
    const photo = doctor.page.getByTestId('message').locator('img[alt="გამონაყარი.png"]');
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    // Away from the chat, a new message plays the cue and marks the chat unread in the list.
    await doctor.page.goto('/chats');
    await liveConnected(doctor.page);
    const before = await doctor.cues();
    const later = `კიდევ ერთი კითხვა ${Date.now()}`;
    await send(patient.page, later);
    const row = doctor.page.getByTestId('chat-row').filter({ hasText: PATIENT });
    await expect(row).toContainText(later);
    await expect(row.getByTestId('unread-mark')).toBeVisible();
    await expect.poll(() => doctor.cues()).toBeGreaterThan(before);
  } finally {
    await closeAll(patient.context, doctor.context);
  }
});

test('nothing is lost when a person drops offline and comes back', async ({ browser, request, baseURL }) => {
  const patient = await personAt(browser, request, baseURL!, DEMO.patient);
  const doctor = await personAt(browser, request, baseURL!, DEMO.doctor);
  try {
    await openChatWith(patient.page, DOCTOR);
    await openChatWith(doctor.page, PATIENT);
    await expect(doctor.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 15_000 });

    // The patient loses the network: what they send waits, what the doctor sends is not pushed to them.
    await patient.context.setOffline(true);
    await patient.dropLiveChannel();
    const fromPatient = `ოფლაინ დაწერილი ${Date.now()}`;
    await send(patient.page, fromPatient);
    await expect(patient.page.getByTestId('outgoing').filter({ hasText: fromPatient })).toContainText('ველოდებით კავშირს');
    const fromDoctor = `სანამ არ იყავით ${Date.now()}`;
    await send(doctor.page, fromDoctor);
    await expect(message(doctor.page, fromDoctor)).toBeVisible();

    // Back online: the socket reconnects, the chat resynchronises and the waiting message goes out once.
    await patient.context.setOffline(false);
    await expect(message(patient.page, fromDoctor)).toBeVisible({ timeout: 20_000 });
    await expect(message(patient.page, fromPatient)).toHaveCount(1, { timeout: 20_000 });
    await expect(message(doctor.page, fromPatient)).toHaveCount(1);
    await expect(patient.page.getByTestId('outgoing')).toHaveCount(0);

    // A reload keeps a half-typed message.
    await patient.page.getByTestId('composer').fill('ჯერ არ გამიგზავნია');
    await patient.page.reload();
    await expect(patient.page.getByTestId('composer')).toHaveValue('ჯერ არ გამიგზავნია');
  } finally {
    await closeAll(patient.context, doctor.context);
  }
});

test('a message to someone with no open page becomes a notification they see next time', async ({ browser, request, baseURL }) => {
  const doctor = await personAt(browser, request, baseURL!, DEMO.doctor);
  try {
    await openChatWith(doctor.page, PATIENT);
    const text = `ანალიზის პასუხი მზადაა ${Date.now()}`;
    await send(doctor.page, text);
    await expect(message(doctor.page, text)).toBeVisible();
  } finally {
    await closeAll(doctor.context);
  }
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  try {
    await patient.page.goto('/dashboard');
    await expect(patient.page.getByTestId('notifications-unread')).toBeVisible({ timeout: 15_000 });
    await patient.page.getByTestId('notifications-bell').click();
    const item = patient.page.getByTestId('notification').filter({ hasText: 'ახალი შეტყობინება: გიორგი მაისურაძე' }).first();
    await expect(item).toContainText('ანალიზის პასუხი მზადაა');
    await expect(patient.page.getByTestId('notifications-unread')).toHaveCount(0);
    await item.click();
    await expect(patient.page.getByTestId('chat-party-name')).toHaveText(DOCTOR);
  } finally {
    await closeAll(patient.context);
  }
});

test('the day label that stays at the top of a scrolled chat covers no message', async ({ browser, request, baseURL }) => {
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  try {
    await openChatWith(patient.page, DOCTOR);
    const stamp = Date.now();
    // Long enough to fill a phone's width, so a label in the middle of the screen would sit on them.
    const texts = Array.from({ length: 14 }, (_, i) => `ჩანაწერი ${i + 1}: წნევა დილით ნორმაში იყო, საღამოს ოდნავ მომემატა ${stamp}`);
    for (const text of texts) await send(patient.page, text);
    await expect(message(patient.page, texts.at(-1)!)).toHaveCount(1);
    await expect(patient.page.getByTestId('outgoing')).toHaveCount(0);

    // The fourth of them scrolled to just below the top edge: today's heading has gone past and its label stays at the top.
    await patient.page.evaluate((text) => {
      const history = document.querySelector<HTMLElement>('[data-testid="chat-history"]')!;
      const bubble = [...history.querySelectorAll('[data-testid="message"]')].find((m) => m.textContent?.includes(text))!.firstElementChild!;
      history.scrollTop += bubble.getBoundingClientRect().top - history.getBoundingClientRect().top - 4;
    }, texts[3]);
    const layout = () =>
      patient.page.evaluate((label) => {
        const room = document.querySelector<HTMLElement>('[data-testid="chat-room"]')!;
        const history = document.querySelector<HTMLElement>('[data-testid="chat-history"]')!;
        type Box = { top: number; bottom: number; left: number; right: number };
        // What of a box can be seen: inside the history only the part within its scrolled window.
        const seen = (el: Element): Box => {
          const r = el.getBoundingClientRect();
          const c = (history.contains(el) ? history : room).getBoundingClientRect();
          return { top: Math.max(r.top, c.top), bottom: Math.min(r.bottom, c.bottom), left: Math.max(r.left, c.left), right: Math.min(r.right, c.right) };
        };
        const some = (b: Box) => b.bottom - b.top > 0.5 && b.right - b.left > 0.5;
        const labels = [...room.querySelectorAll('*')]
          .filter((el) => el.children.length === 0 && el.textContent?.trim() === label && getComputedStyle(el).visibility !== 'hidden')
          .map(seen)
          .filter(some);
        const bubbles = [...history.querySelectorAll('[data-testid="message"] > div')].map(seen).filter(some);
        const overlaps = (a: Box, b: Box) => a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;
        return { labels: labels.length, covered: bubbles.filter((b) => labels.some((l) => overlaps(l, b))).length };
      }, 'დღეს');
    await expect.poll(layout).toEqual({ labels: 1, covered: 0 });
  } finally {
    await closeAll(patient.context);
  }
});

test('a chat opens at its newest message and stays there while its photos load', async ({ browser, request, baseURL }) => {
  const sender = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  const stamp = Date.now();
  const photos = [1, 2, 3].map((i) => ({ name: `ფოტო-${i}-${stamp}.png`, mimeType: 'image/png', buffer: solidPng(120, 600) }));
  const last = `ფოტოები გამოგიგზავნეთ ${stamp}`;
  try {
    await openChatWith(sender.page, DOCTOR);
    await sender.page.getByTestId('file-input').setInputFiles(photos);
    for (const photo of photos) await expect(sender.page.getByTestId('message').locator(`img[alt="${photo.name}"]`)).toHaveCount(1);
    await send(sender.page, last);
    await expect(message(sender.page, last)).toHaveCount(1);
  } finally {
    await closeAll(sender.context);
  }

  // The same person on another device (nothing cached) on a slow network: the photos arrive
  // seconds after the history was scrolled to its end, after the live channel's catch-up.
  const patient = await personAt(browser, request, baseURL!, DEMO.patient, { width: 390, height: 844 });
  try {
    await patient.context.route(/\/api\/chat-spaces\/[^/]+\/files\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await openChatWith(patient.page, DOCTOR);
    await expect(message(patient.page, last)).toBeInViewport({ ratio: 0.9 });
    for (const photo of photos) {
      const img = patient.page.getByTestId('message').locator(`img[alt="${photo.name}"]`);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalHeight), { timeout: 15_000 }).toBe(600);
    }
    await expect(message(patient.page, last)).toBeInViewport({ ratio: 0.9 });
  } finally {
    await closeAll(patient.context);
  }
});

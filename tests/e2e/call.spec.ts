import { createHmac } from 'node:crypto';
import { expect, test, type Page } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { tabTo } from './keyboard-support';
import { closeAll, liveConnected, openChatWith, personAt, type Person } from './chat-support';
import { serveJitsiStub } from './jitsi-stub';

/**
 * Video calls end to end (SPEC §2, §4): two (or three) people in their own browsers on a server
 * whose Jitsi domain is a local stand-in (tests/e2e/jitsi-stub.ts) and whose rooms are signed.
 * Calls ring for 6 s and wait 3 s for an offline callee, so every ending shows in seconds.
 */
const DOMAIN = 'video.clinic.test';
const SECRET = 'e2e-room-secret';
const PATIENT_NAME = 'ქეთევან კაპანაძე';
const DOCTOR_NAME = 'გიორგი მაისურაძე';
const PHONE = { width: 390, height: 844 };

let server: RunningServer;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  server = await startServer({
    env: { SEED: 'demo', JITSI_DOMAIN: DOMAIN, JITSI_APP_ID: 'clinic', JITSI_APP_SECRET: SECRET, CALL_RING_SECONDS: '6', CALL_PENDING_SECONDS: '3', CALL_TIMER_POLL_MS: '200' },
  });
});
test.afterAll(async () => server?.stop());

async function person(browser: Parameters<typeof personAt>[0], request: Parameters<typeof personAt>[1], account: { identifier: string; password: string }, viewport?: { width: number; height: number }) {
  const p = await personAt(browser, request, server.url, account, viewport);
  await serveJitsiStub(p.context, DOMAIN);
  return p;
}

/** The demo doctor and patient, each in the chat they share. */
async function doctorAndPatient(browser: Parameters<typeof personAt>[0], request: Parameters<typeof personAt>[1]) {
  const doctor = await person(browser, request, DEMO.doctor);
  const patient = await person(browser, request, DEMO.patient, PHONE);
  await openChatWith(doctor.page, PATIENT_NAME);
  await openChatWith(patient.page, DOCTOR_NAME);
  await liveConnected(doctor.page);
  await liveConnected(patient.page);
  await expect(doctor.page.getByTestId('chat-party-status')).toHaveText('ონლაინ', { timeout: 15_000 });
  return { doctor, patient };
}

const chatIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2];

/** The claims of a room token, after checking its signature with the server's secret. */
function verifiedClaims(jwt: string) {
  const [header, payload, signature] = jwt.split('.');
  expect(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')).toBe(signature);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** What the conference iframe was opened with: room, token, config. */
async function iframeOf(page: Page) {
  const iframe = page.getByTestId('jitsi-iframe');
  await expect(iframe).toBeVisible();
  const src = new URL((await iframe.getAttribute('src'))!);
  const config = Object.fromEntries(src.hash.slice(1).split('&').map((kv) => kv.split('=')).map(([k, v]) => [k, JSON.parse(decodeURIComponent(v))]));
  return { host: src.host, room: src.pathname.slice(1), jwt: src.searchParams.get('jwt'), config };
}

test('a doctor calls the patient: it rings with sound, she answers, both are in the room, she hangs up and both are back in the chat', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  try {
    const chatId = chatIdOf(doctor.page);
    const cuesBefore = await patient.cues();
    await doctor.page.getByTestId('start-call').click();
    await expect(doctor.page.getByTestId('call-overlay')).toBeVisible();

    // The patient's card: photo, name, Answer, Decline, and the ring (sound notes keep starting).
    const card = patient.page.getByTestId('incoming-call');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('incoming-call-name')).toHaveText(DOCTOR_NAME);
    await expect.poll(() => patient.cues(), { timeout: 8_000 }).toBeGreaterThan(cuesBefore + 4);

    // Ringing: the caller is already in the room.
    const callerRoom = await iframeOf(doctor.page);
    expect(callerRoom).toMatchObject({ host: DOMAIN, room: chatId });
    expect(callerRoom.config['config.p2p']).toEqual({ enabled: false });
    expect(callerRoom.config['config.prejoinPageEnabled']).toBe(false);
    expect(verifiedClaims(callerRoom.jwt!)).toMatchObject({ room: chatId, iss: 'clinic', aud: 'jitsi' });

    await card.getByTestId('answer-call').click();
    await expect(card).toBeHidden();
    const patientRoom = await iframeOf(patient.page);
    expect(patientRoom.room).toBe(chatId);
    expect(verifiedClaims(patientRoom.jwt!)).toMatchObject({ room: chatId });
    expect(patientRoom.config['userInfo.displayName']).toBe(PATIENT_NAME);
    await expect(patient.page).toHaveURL(new RegExp(`/chats/${chatId}/call$`));
    await expect(patient.page.getByTestId('call-loading')).toHaveCount(0);

    // Minimised, the header grows to 82 px and the strip leads back.
    await patient.page.getByTestId('minimise-call').click();
    await expect(patient.page.getByTestId('call-strip')).toBeVisible();
    await expect.poll(() => patient.page.getByTestId('app-header').evaluate((el) => el.getBoundingClientRect().height)).toBe(82);
    await patient.page.getByTestId('call-strip').click();
    await expect(patient.page.getByTestId('call-strip')).toBeHidden();

    await patient.page.getByTestId('hang-up').click();
    for (const p of [patient, doctor]) {
      await expect(p.page.getByTestId('call-overlay')).toBeHidden();
      await expect(p.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'finished');
      await expect(p.page).toHaveURL(new RegExp(`/chats/${chatId}$`));
      await expect(p.page.getByTestId('chat-room')).toBeVisible();
      expect(await p.page.evaluate(() => (window as unknown as { __jitsi: Array<{ disposed: boolean }> }).__jitsi.every((j) => j.disposed))).toBe(true);
    }
    await expect.poll(() => doctor.page.getByTestId('app-header').evaluate((el) => el.getBoundingClientRect().height)).toBe(60);
  } finally {
    await closeAll(doctor.context, patient.context);
  }
});

test('leaving the conference finishes the call for both', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  try {
    await doctor.page.getByTestId('start-call').click();
    await patient.page.getByTestId('answer-call').click();
    await iframeOf(patient.page);
    await doctor.page.frameLocator('[data-testid=jitsi-iframe]').getByTestId('leave-conference').click();
    for (const p of [doctor, patient]) await expect(p.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'finished');
  } finally {
    await closeAll(doctor.context, patient.context);
  }
});

test('declined, and missed: each ends cleanly with its message', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  try {
    await doctor.page.getByTestId('start-call').click();
    await patient.page.getByTestId('decline-call').click();
    await expect(doctor.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'declined');
    await expect(doctor.page.getByTestId('call-outcome')).toContainText('ზარი უარყოფილია');
    await expect(doctor.page.getByTestId('call-overlay')).toBeHidden();
    await doctor.page.getByTestId('call-outcome').getByRole('button').click();

    await doctor.page.getByTestId('start-call').click();
    await expect(patient.page.getByTestId('incoming-call')).toBeVisible();
    // Nobody answers: after 6 s both learn it was missed.
    await expect(doctor.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'no_answer', { timeout: 15_000 });
    await expect(doctor.page.getByTestId('call-outcome')).toContainText('ზარს არ პასუხობს');
    await expect(patient.page.getByTestId('incoming-call')).toBeHidden();
    await expect(patient.page.getByTestId('call-outcome')).toContainText('გირეკავდათ ვიდეოზარით');
  } finally {
    await closeAll(doctor.context, patient.context);
  }
});

test('busy: the doctor is on a call with the clinic when the patient calls him', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  const operator = await person(browser, request, DEMO.operator);
  try {
    await openChatWith(operator.page, DOCTOR_NAME);
    await liveConnected(operator.page);
    await operator.page.getByTestId('start-call').click();
    await doctor.page.getByTestId('answer-call').click();
    await iframeOf(doctor.page);

    await patient.page.getByTestId('start-call').click();
    await expect(patient.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'busy');
    await expect(patient.page.getByTestId('call-outcome')).toContainText('სხვა ზარშია');
    await expect(doctor.page.getByTestId('incoming-call')).toHaveCount(0);
    await operator.page.getByTestId('hang-up').click();
    await expect(doctor.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'finished');
  } finally {
    await closeAll(doctor.context, patient.context, operator.context);
  }
});

test('unreachable: the patient has no window open', async ({ browser, request }) => {
  const doctor: Person = await person(browser, request, DEMO.doctor);
  try {
    await openChatWith(doctor.page, PATIENT_NAME);
    await liveConnected(doctor.page);
    await doctor.page.getByTestId('start-call').click();
    await expect(doctor.page.getByTestId('call-loading')).toBeVisible();
    await expect(doctor.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'unreachable', { timeout: 10_000 });
    await expect(doctor.page.getByTestId('call-outcome')).toContainText('ონლაინ არ არის');
  } finally {
    await closeAll(doctor.context);
  }
});

test('the video service cannot be reached: both are told it is not their connection, she goes back to the chat, and the call ends failed for both', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  try {
    // Jitsi's script never loads, for either side.
    for (const p of [doctor, patient]) await p.context.route((url) => url.host === DOMAIN && url.pathname.endsWith('/external_api.js'), (route) => route.abort());
    const chatId = chatIdOf(doctor.page);
    await doctor.page.getByTestId('start-call').click();
    await patient.page.getByTestId('answer-call').click();
    await expect(patient.page.getByTestId('video-room')).toBeVisible();

    // 20 s after each room opened: the video service is named, not their internet connection.
    for (const p of [doctor, patient]) {
      await expect(p.page.getByTestId('video-unreachable')).toContainText('ვიდეოზარის სერვისთან დაკავშირება', { timeout: 30_000 });
      await expect(p.page.getByTestId('video-unreachable')).toContainText('ინტერნეტთან კავშირში არ არის');
    }
    await patient.page.getByTestId('back-to-chat').click();
    for (const p of [patient, doctor]) {
      await expect(p.page.getByTestId('call-overlay')).toBeHidden();
      await expect(p.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'failed');
      await expect(p.page.getByTestId('call-outcome')).toContainText('ვიდეოზარის სერვისში მოხდა შეფერხება');
      await expect(p.page).toHaveURL(new RegExp(`/chats/${chatId}$`));
      await expect(p.page.getByTestId('chat-room')).toBeVisible();
    }
  } finally {
    await closeAll(doctor.context, patient.context);
  }
});

test('the patient answers an incoming call and hangs up with the keyboard alone', async ({ browser, request }) => {
  const { doctor, patient } = await doctorAndPatient(browser, request);
  try {
    const page = patient.page;
    await page.getByTestId('chat-back').focus();
    await doctor.page.getByTestId('start-call').click();

    // The card is an alert dialog named by the caller, and takes the focus to Answer.
    const card = page.getByRole('alertdialog', { name: DOCTOR_NAME });
    await expect(card).toBeVisible();
    const answer = card.getByRole('button', { name: 'პასუხი' });
    await expect(answer).toBeFocused();
    await tabTo(page, answer);
    await page.keyboard.press('Enter');
    await expect(card).toBeHidden();
    await iframeOf(page);

    // The call takes the focus (its heading names the doctor); hang up is a few Tabs away, past
    // the video room's own controls, not behind the page hidden under the call.
    await expect(page.getByRole('dialog', { name: `ვიდეოზარი — ${DOCTOR_NAME}` }).getByTestId('call-title')).toBeFocused();
    const hangUp = page.getByRole('button', { name: 'ზარის დასრულება' }).and(page.getByTestId('hang-up'));
    await tabTo(page, hangUp, { max: 8 });
    await page.keyboard.press('Enter');
    for (const p of [patient, doctor]) await expect(p.page.getByTestId('call-outcome')).toHaveAttribute('data-outcome', 'finished');
  } finally {
    await closeAll(doctor.context, patient.context);
  }
});

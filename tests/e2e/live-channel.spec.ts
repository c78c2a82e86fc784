import { createRequire } from 'node:module';
import { expect, test } from './test';
import { DEMO } from './support';

type Ws = { on(e: string, l: (...a: unknown[]) => void): void; close(): void };
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => Ws;

/** Event types the page's root actor system recorded (the auditors' event log). */
async function loggedTypes(page: import('./test').Page): Promise<Array<{ type: string; payload?: { user_id?: string; status?: string } }>> {
  const log = JSON.parse(await page.evaluate(() => (window as unknown as { exportEventLog(): string }).exportEventLog()));
  return log.steps.map((e: { event: { type: string; payload?: unknown } }) => e.event);
}

test('a signed-in page opens the live channel and hears a doctor come online', async ({ page, request, baseURL }) => {
  const login = async (account: { identifier: string; password: string }) =>
    (await (await request.post('/api/auth/login-with-password', { data: account })).json()).data as { token: string; user: { id: string } };
  const patient = await login(DEMO.patient);
  await page.context().addCookies([{ name: 'session', value: patient.token, url: baseURL! }]);
  await page.goto('/dashboard');
  await expect.poll(async () => (await loggedTypes(page)).some((e) => e.type === 'socket.connected'), { timeout: 15_000 }).toBe(true);

  const doctor = await login(DEMO.doctor);
  const ws = new WebSocket(`${baseURL!.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(doctor.token)}`);
  try {
    await expect
      .poll(async () => (await loggedTypes(page)).some((e) => e.type === 'server.UserStatusChange' && e.payload?.user_id === doctor.user.id && e.payload?.status === 'online'), { timeout: 10_000 })
      .toBe(true);
  } finally {
    ws.close();
  }
});

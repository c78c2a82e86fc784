import { expect, test, type APIRequestContext, type Page } from './test';
import { startServer, type RunningServer } from '../../scripts/server-process.mjs';
import { DEMO } from './support';
import { closeAll, liveConnected, message, personAt, send } from './chat-support';

/**
 * Appointments end to end (issue 12), in Georgian, the patient on a phone and the clinic on
 * desktops, each in their own browser on one server with the demo data: the patient books an
 * online consultation with the demo doctor while someone else takes the same slot, books the next
 * one instead, takes the symptom check the appointment asks for; the operator confirms it; the
 * doctor starts it, they write in the chat it opened, the doctor can call, then completes it.
 * Every step reaches the other screens live.
 */
const DOCTOR_ID = '00000000-0000-4000-8000-000000000002';
const PATIENT_NAME = 'ქეთევან კაპანაძე';
const VIDEO_SERVICE = 'ოჯახის ექიმის ვიდეოკონსულტაცია';
const PHONE = { width: 390, height: 844 };
const ZONE = 'Asia/Tbilisi';

let server: RunningServer;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  server = await startServer({ env: { SEED: 'demo' } });
});
test.afterAll(async () => server?.stop());

/** The day of an instant in the clinic's zone (default: `days` from now), as YYYY-MM-DD. */
const clinicDay = (days = 0, at = new Date(Date.now() + days * 86_400_000)) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
/** An instant as the clinic's wall clock shows it (HH:MM). */
const clinicClock = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown): Promise<{ status: number; body: { data: T; code?: string } }> {
  const res = await request[method](`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  return { status: res.status(), body: await res.json() };
}

/** The status badge of the appointment page's heading. */
const status = (page: Page) => page.getByTestId('schedule-title').locator('xpath=../..').getByTestId('schedule-status');

test('a patient books with the demo doctor, a second booking of the slot is refused cleanly, the clinic confirms, the doctor holds and completes the consultation', async ({ browser, request }) => {
  const patient = await personAt(browser, request, server.url, DEMO.patient, PHONE);
  const operator = await personAt(browser, request, server.url, DEMO.operator);
  const doctor = await personAt(browser, request, server.url, DEMO.doctor);
  try {
    // The patient chooses the online consultation and the first free time of the week.
    await patient.page.goto(`/doctor/${DOCTOR_ID}`);
    const panel = patient.page.getByTestId('booking-panel');
    await panel.getByTestId('booking-offer').filter({ hasText: VIDEO_SERVICE }).click();
    const offered = (await request.get(`${server.url}/api/doctors/${DOCTOR_ID}/slots`, { params: { clinic_service_id: 13, from: clinicDay(), to: clinicDay(6) } })).json();
    const first = ((await offered) as { data: { slots: { start: string }[] } }).data.slots[0];
    expect(first).toBeTruthy();
    const firstSlot = panel.getByTestId('booking-slot').first();
    await expect(firstSlot).toContainText(clinicClock(first.start));
    await firstSlot.click();
    await panel.getByTestId('booking-comment').fill('სამი დღეა მაღალი წნევა მაქვს, თავი მტკივა.');
    await panel.getByTestId('booking-continue').click();
    await expect(panel.getByTestId('booking-review')).toBeVisible();
    await expect(panel.getByTestId('booking-price')).toContainText('40');

    // Meanwhile the operator books that very time for another patient.
    const [natia] = (await api<{ id: string }[]>(request, operator.token, 'get', `/clinic-patients?q=${encodeURIComponent('ნათია')}`)).body.data;
    const rival = await api<{ id: string }>(request, operator.token, 'post', '/schedules', { clinic_service_id: 13, assignee_id: DOCTOR_ID, start_time: first.start, patient_id: natia.id });
    expect(rival.status).toBe(201);

    // Confirming now is refused with a clear message and fresh times, without the taken one.
    await panel.getByTestId('booking-confirm').click();
    await expect(panel.getByTestId('booking-slot-taken')).toContainText('ეს დრო ახლახან სხვამ დაჯავშნა');
    const next = panel.getByTestId('booking-slot').first();
    await expect(next).toBeVisible();
    await expect(next).not.toContainText(clinicClock(first.start));
    await next.click();
    await expect(panel.getByTestId('booking-comment')).toHaveValue('სამი დღეა მაღალი წნევა მაქვს, თავი მტკივა.');
    await panel.getByTestId('booking-continue').click();
    await panel.getByTestId('booking-confirm').click();
    await expect(panel.getByTestId('booking-done')).toBeVisible();
    await panel.getByTestId('booking-open').click();
    await expect(patient.page).toHaveURL(/\/schedules\/[0-9a-f-]{36}$/);
    const schedulePath = new URL(patient.page.url()).pathname;
    const scheduleId = schedulePath.split('/').pop()!;
    await expect(status(patient.page)).toHaveText('დაჯავშნილი');
    await liveConnected(patient.page);

    // The doctor sees the new booking in their calendar and asks for a symptom check before the visit.
    await doctor.page.goto(schedulePath);
    await expect(status(doctor.page)).toHaveText('დაჯავშნილი');
    await liveConnected(doctor.page);
    await doctor.page.getByTestId('action-ask-interview').click();

    // The patient's page shows the request live; they take the check from it.
    await expect(patient.page.getByTestId('take-interview')).toBeVisible();
    await patient.page.getByTestId('take-interview').click();
    await expect(patient.page).toHaveURL(new RegExp(`/symptom-checker\\?schedule=${scheduleId}$`));
    await patient.page.getByTestId('who-age').fill('58');
    await patient.page.getByTestId('who-female').click();
    await patient.page.getByTestId('who-next').click();
    await patient.page.getByTestId('complaint-search').fill('თავის ტკივილი');
    await patient.page.getByTestId('complaint-hit').first().click();
    await patient.page.getByTestId('start-interview').click();
    await expect(patient.page).toHaveURL(/\/interview\/[A-Za-z0-9_-]{24}$/);
    // Started from the appointment, the check is shared with it at once: the doctor's page says so.
    await expect(doctor.page.getByTestId('interview-section').getByTestId('interview-marker')).toHaveAttribute('data-status', 'bound');

    // The operator confirms the booking from the clinic's day; both others see it live.
    const startTime = (await api<{ start_time: string }>(request, patient.token, 'get', `/schedules/${scheduleId}`)).body.data.start_time;
    await operator.page.goto('/schedules');
    await operator.page.getByTestId('day-input').fill(clinicDay(0, new Date(startTime)));
    const row = operator.page.locator('[data-testid="schedule-row"][data-status="created"]').filter({ hasText: PATIENT_NAME });
    await expect(row).toHaveCount(1);
    await row.getByTestId('row-confirm').click();
    // The confirmation has landed (the clinic's row is no longer awaiting it) before the patient's
    // page loads: loaded earlier, the page could miss the push while its socket connects.
    await expect(row).toHaveCount(0);
    await patient.page.goto(schedulePath);
    await expect(status(patient.page)).toHaveText('დადასტურებული');
    await expect(status(doctor.page)).toHaveText('დადასტურებული');
    await liveConnected(patient.page);

    // The doctor starts the consultation: the patient's page turns to it live and opens the chat.
    await doctor.page.getByTestId('action-activate').click();
    await expect(status(doctor.page)).toHaveText('მიმდინარე');
    await expect(status(patient.page)).toHaveText('მიმდინარე');
    await patient.page.getByTestId('open-chat').click();
    await expect(patient.page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
    const chatPath = new URL(patient.page.url()).pathname;
    await liveConnected(patient.page);
    await doctor.page.goto(chatPath);
    await liveConnected(doctor.page);
    const text = `წნევა დღეს დილით 150/95 იყო (${Date.now()})`;
    await send(patient.page, text);
    await expect(message(doctor.page, text)).toBeVisible();
    // The chat is active, so the doctor can call the patient from it.
    await expect(doctor.page.getByTestId('start-call')).toBeVisible();

    // The doctor completes it; the patient's appointment says so.
    await doctor.page.goto(schedulePath);
    await doctor.page.getByTestId('action-complete').click();
    await expect(status(doctor.page)).toHaveText('დასრულებული');
    await patient.page.goto(schedulePath);
    await expect(status(patient.page)).toHaveText('დასრულებული');

    // The racing booking was the only other one: the slot was never given twice.
    const list = await api<{ items: { id: string; start_time: string; status: string }[] }>(request, operator.token, 'get', `/schedules?assignee_id=${DOCTOR_ID}&from=${encodeURIComponent(new Date(Date.parse(first.start) - 1000).toISOString())}&to=${encodeURIComponent(new Date(Date.parse(first.start) + 1000).toISOString())}`);
    expect(list.body.data.items.filter((s) => s.status !== 'cancelled').map((s) => s.id)).toEqual([rival.body.data.id]);
  } finally {
    await closeAll(patient.context, operator.context, doctor.context);
  }
});

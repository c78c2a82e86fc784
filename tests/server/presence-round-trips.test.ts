import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../server/events/event-store';
import { liveServerEachTest, signIn } from './live-support';
import { createSpace, HOUR } from './chats-support';

// Issue 19: a doctor's presence goes to everyone connected, so the database work before its push
// is on the broadcast's clock. A socket's presence change costs at most four round trips until
// its UserStatusChange is published (it was eight, nine on PostgreSQL): BEGIN, the presence
// function (migration 020: lock, record, count, and for staff the event and its announcement), the
// calls' presence hook, COMMIT. A patient's adds their counterparts, which of them are online, the
// event and on PostgreSQL its announcement. Counted at the database driver, from the socket's open
// (or close) to the event's delivery on the bus.

const live = liveServerEachTest();

/** Round trips from `act` until `userId` is published going `status`. */
async function roundTripsUntilStatus(userId: string, status: 'online' | 'offline', act: () => void): Promise<number> {
  const s = live.s;
  let stop: () => void = () => {};
  const published = new Promise<number>((resolve) => {
    stop = s.bus.subscribe((e: StoredEvent) => {
      const p = e.payload as { user_id?: string; status?: string };
      if (e.type === 'UserStatusChange' && p.user_id === userId && p.status === status) resolve(s.roundTrips());
    });
  });
  const before = s.roundTrips();
  act();
  try {
    return (await published) - before;
  } finally {
    stop();
  }
}

describe('round trips of a presence change', () => {
  it("a doctor's first socket and last: at most four each, the session already known", async () => {
    const s = live.s;
    const doctor = await signIn(s, 'Doctor');
    const watcher = await signIn(s, 'Patient');
    await live.open(watcher.token);
    (await live.open(doctor.token)).close(); // the session is read once, then kept
    await new Promise((r) => setTimeout(r, 100));
    let ws: ReturnType<typeof live.connect> | null = null;
    expect(await roundTripsUntilStatus(doctor.id, 'online', () => (ws = live.connect(doctor.token)))).toBeLessThanOrEqual(4);
    await ws!.request('Ping');
    expect(await roundTripsUntilStatus(doctor.id, 'offline', () => ws!.close())).toBeLessThanOrEqual(4);
  });

  it("a patient's: at most eight, with their counterparts and the event", async () => {
    const s = live.s;
    const patient = await signIn(s, 'Patient');
    const doctor = await signIn(s, 'Doctor');
    await createSpace(s, { type: 'PatientDoctor', doctorId: doctor.id, patientId: patient.id, activeUntil: new Date(s.clock.now().getTime() + HOUR) });
    await live.open(doctor.token);
    (await live.open(patient.token)).close();
    await new Promise((r) => setTimeout(r, 100));
    let ws: ReturnType<typeof live.connect> | null = null;
    expect(await roundTripsUntilStatus(patient.id, 'online', () => (ws = live.connect(patient.token)))).toBeLessThanOrEqual(8);
    await ws!.request('Ping');
    expect(await roundTripsUntilStatus(patient.id, 'offline', () => ws!.close())).toBeLessThanOrEqual(8);
  });
});

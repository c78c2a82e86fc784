import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { mayRequest, scheduleMachine, type ScheduleEvent, type ScheduleRequest } from '../../src/machines/schedules/schedule.machine';
import { AppError } from '../../src/protocol/errors';
import { SCHEDULE_STATUSES, type ScheduleStatus } from '../../src/protocol/schedules';
import type { Viewer } from '../../src/machines/schedules/schedule-rules';
import { Invocations, settle } from './shell-fakes';
import { DOCTOR, OPERATOR, OTHER_DOCTOR, PATIENT, schedule } from './schedule-fakes';

function start(viewer: Viewer = DOCTOR, id = 's-1') {
  const calls = new Invocations();
  const alerts: string[] = [];
  let pushes: ((e: unknown) => void) | null = null;
  let listening = false;
  const actor = createActor(
    scheduleMachine.provide({
      actors: {
        'load schedule': fromPromise(({ input }) => calls.start('load schedule', input)),
        'send request': fromPromise(({ input }) => calls.start('send request', input)),
        'live pushes': fromCallback(({ sendBack }) => {
          pushes = sendBack as (e: unknown) => void;
          listening = true;
          return () => {
            listening = false;
          };
        }),
      },
      actions: { 'report failure': (_, p) => alerts.push(p.error.code) },
    }),
    { input: { id, viewer } },
  ).start();
  return { actor: actor as typeof actor & AnyActorRef, calls, alerts, push: (e: unknown) => pushes!(e), listening: () => listening };
}

async function loaded(viewer: Viewer, status: ScheduleStatus = 'created', over = {}) {
  const t = start(viewer);
  t.calls.resolve('load schedule', schedule({ status, ...over }));
  await settle();
  return t;
}

/** Every action as the person's event and the request it sends. */
const ACTIONS: Array<{ event: ScheduleEvent; request: ScheduleRequest }> = [
  { event: { type: 'user.confirm' }, request: { action: 'confirm' } },
  { event: { type: 'user.activate' }, request: { action: 'activate' } },
  { event: { type: 'user.complete' }, request: { action: 'complete' } },
  { event: { type: 'user.askInterview' }, request: { action: 'ask_interview' } },
  { event: { type: 'user.cancel', reason: 'patient_request', note: ' ვერ მოვდივარ ' }, request: { action: 'cancel', reason: 'patient_request', note: 'ვერ მოვდივარ' } },
  { event: { type: 'user.reschedule', start_time: '2026-11-26T07:00:00.000Z' }, request: { action: 'reschedule', start_time: '2026-11-26T07:00:00.000Z' } },
  { event: { type: 'user.reassign', assignee_id: OTHER_DOCTOR.id }, request: { action: 'reassign', assignee_id: OTHER_DOCTOR.id } },
  { event: { type: 'user.bindInterview', interview_id: 'iv-1' }, request: { action: 'bind_interview', interview_id: 'iv-1' } },
];

/** Who may do what from where: the table of src/protocol/schedules.ts, written out again by hand (a patient's own request is a reason every party may give). */
const ALLOWED: Record<string, Record<string, ScheduleStatus[]>> = {
  patient: { cancel: ['created', 'pending'], reschedule: ['created', 'pending'], bind_interview: ['created', 'pending', 'activated'] },
  doctor: {
    confirm: ['created'],
    activate: ['created', 'pending'],
    complete: ['activated'],
    cancel: ['created', 'pending'],
    reschedule: ['created', 'pending'],
    ask_interview: ['created', 'pending'],
  },
  operator: { confirm: ['created'], cancel: ['created', 'pending'], reschedule: ['created', 'pending'], reassign: ['created', 'pending'], ask_interview: ['created', 'pending'] },
  stranger: {},
};
const VIEWERS: Record<string, Viewer> = { patient: PATIENT, doctor: DOCTOR, operator: OPERATOR, stranger: OTHER_DOCTOR };

describe('one appointment', () => {
  it('loads, mirrors the status and listens to pushes from the start', async () => {
    const t = start();
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.listening()).toBe(true);
    expect(t.calls.inputs('load schedule')).toEqual([{ id: 's-1' }]);
    t.calls.resolve('load schedule', schedule({ status: 'pending' }));
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'pending' });
    t.actor.stop();
    expect(t.listening()).toBe(false);
  });

  it('shows not-found for a 404 and the error face for other failures, each retried', async () => {
    const t = start();
    t.calls.reject('load schedule', new AppError('schedule.not_found', 404));
    await settle();
    expect(t.actor.getSnapshot().hasTag('not found')).toBe(true);
    t.actor.send({ type: 'user.retry' });
    t.calls.reject('load schedule', new AppError('network', 0));
    await settle();
    expect(t.actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(t.actor.getSnapshot().context.error?.code).toBe('network');
    t.push({ type: 'socket.connected' });
    t.calls.resolve('load schedule', schedule());
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'created' });
    expect(t.alerts).toEqual([]);
  });

  for (const [role, viewer] of Object.entries(VIEWERS)) {
    for (const status of SCHEDULE_STATUSES) {
      it(`lets the ${role} do in ${status} exactly what the table allows`, async () => {
        for (const { event, request } of ACTIONS) {
          const t = await loaded(viewer, status);
          t.actor.send(event);
          const allowed = (ALLOWED[role][request.action] ?? []).includes(status);
          expect(t.calls.count('send request'), `${role} ${request.action} in ${status}`).toBe(allowed ? 1 : 0);
          if (allowed) {
            expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
            expect(t.calls.inputs('send request')).toEqual([{ id: 's-1', version: 1, request }]);
          } else expect(t.actor.getSnapshot().value).toEqual({ ready: status });
        }
      });
    }
  }

  it('takes from the clinic side only its own cancellation reasons, and from the patient only theirs', async () => {
    const doctor = await loaded(DOCTOR, 'pending');
    doctor.actor.send({ type: 'user.cancel', reason: 'clinic_request' });
    expect(doctor.calls.count('send request')).toBe(0);
    doctor.actor.send({ type: 'user.cancel', reason: 'no_show' });
    expect(doctor.calls.inputs('send request')).toEqual([{ id: 's-1', version: 1, request: { action: 'cancel', reason: 'no_show' } }]);
    const operator = await loaded(OPERATOR, 'created');
    operator.actor.send({ type: 'user.cancel', reason: 'clinic_request', note: 'ექიმი ავადაა' });
    expect(operator.calls.inputs('send request')).toEqual([{ id: 's-1', version: 1, request: { action: 'cancel', reason: 'clinic_request', note: 'ექიმი ავადაა' } }]);
    const patient = await loaded(PATIENT, 'created');
    patient.actor.send({ type: 'user.cancel', reason: 'no_show' });
    expect(patient.calls.count('send request')).toBe(0);
  });

  it('refuses requests that change nothing: the same time, the same doctor, the interview already shared', () => {
    const s = schedule({ interview_id: 'iv-1' });
    expect(mayRequest(s, OPERATOR, { action: 'reschedule', start_time: s.start_time })).toBe(false);
    expect(mayRequest(s, OPERATOR, { action: 'reassign', assignee_id: DOCTOR.id })).toBe(false);
    expect(mayRequest(s, PATIENT, { action: 'bind_interview', interview_id: 'iv-1' })).toBe(false);
    expect(mayRequest(s, PATIENT, { action: 'add_file', file: new Blob(['x']) })).toBe(true);
    expect(mayRequest(schedule({ status: 'completed' }), PATIENT, { action: 'add_file', file: new Blob(['x']) })).toBe(false);
    expect(mayRequest(s, DOCTOR, { action: 'add_file', file: new Blob(['x']) })).toBe(false);
    expect(mayRequest(null, DOCTOR, { action: 'confirm' })).toBe(false);
  });

  it('sends one action at a time with the version shown and shows the answer', async () => {
    const t = await loaded(DOCTOR, 'created', { version: 4 });
    t.actor.send({ type: 'user.activate' });
    t.actor.send({ type: 'user.confirm' }); // busy: ignored
    expect(t.calls.inputs('send request')).toEqual([{ id: 's-1', version: 4, request: { action: 'activate' } }]);
    t.calls.resolve('send request', schedule({ status: 'activated', version: 5, chat_space_id: 'c-1' }));
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'activated' });
    expect(t.actor.getSnapshot().context.schedule?.chat_space_id).toBe('c-1');
    t.actor.send({ type: 'user.complete' });
    expect(t.calls.inputs('send request').at(-1)).toEqual({ id: 's-1', version: 5, request: { action: 'complete' } });
  });

  it('keeps what is shown and raises the alert when an action is refused', async () => {
    const t = await loaded(PATIENT, 'created');
    t.actor.send({ type: 'user.cancel', reason: 'patient_request' });
    t.calls.reject('send request', new AppError('schedule.cancel_too_late', 422));
    await settle();
    expect(t.alerts).toEqual(['schedule.cancel_too_late']);
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'created' });
    expect(t.calls.count('load schedule')).toBe(1);
  });

  it('reloads on a conflict and says someone changed it meanwhile, until the next action', async () => {
    const t = await loaded(OPERATOR, 'created');
    t.actor.send({ type: 'user.confirm' });
    t.calls.reject('send request', new AppError('event.conflict', 409));
    await settle();
    expect(t.alerts).toEqual([]);
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.actor.getSnapshot().context.conflict).toBe(true);
    t.calls.resolve('load schedule', schedule({ status: 'pending', version: 2 }));
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'pending' });
    expect(t.actor.getSnapshot().context.conflict).toBe(true);
    t.actor.send({ type: 'user.askInterview' });
    expect(t.actor.getSnapshot().context.conflict).toBe(false);
    expect(t.calls.inputs('send request').at(-1)).toMatchObject({ version: 2 });
  });

  it('applies newer pushes about it, ignores stale ones and those about other appointments', async () => {
    const t = await loaded(PATIENT, 'created', { version: 2 });
    t.push({ type: 'server.ScheduleGotPending', payload: schedule({ status: 'pending', version: 3 }) });
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'pending' });
    t.push({ type: 'server.ScheduleCreated', payload: schedule({ status: 'created', version: 2 }) });
    t.push({ type: 'server.ScheduleGotPending', payload: schedule({ status: 'pending', version: 3, comment: 'same version' }) });
    expect(t.actor.getSnapshot().context.schedule).toMatchObject({ status: 'pending', version: 3, comment: null });
    t.push({ type: 'server.ScheduleCancelled', payload: schedule({ id: 's-2', status: 'cancelled', version: 9 }) });
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'pending' });
    t.push({ type: 'server.ScheduleStartTimeUpdated', payload: schedule({ status: 'pending', version: 4, start_time: '2026-11-26T07:00:00.000Z' }) });
    t.push({ type: 'server.ScheduleInterviewActivated', payload: schedule({ status: 'pending', version: 5, start_time: '2026-11-26T07:00:00.000Z', interview_status: 'requested' }) });
    expect(t.actor.getSnapshot().context.schedule).toMatchObject({ version: 5, start_time: '2026-11-26T07:00:00.000Z', interview_status: 'requested' });
    t.push({ type: 'server.ScheduleCancelled', payload: schedule({ status: 'cancelled', version: 6, cancel_reason: 'clinic_request' }) });
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'cancelled' });
  });

  it('keeps a push that came while it loaded over an older answer', async () => {
    const t = start(DOCTOR);
    t.push({ type: 'server.ScheduleActivated', payload: schedule({ status: 'activated', version: 3 }) });
    t.calls.resolve('load schedule', schedule({ status: 'pending', version: 2 }));
    await settle();
    expect(t.actor.getSnapshot().value).toEqual({ ready: 'activated' });
  });

  it('reloads after a reconnect, and after the action the connection came back during', async () => {
    const t = await loaded(DOCTOR, 'created');
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load schedule')).toBe(2);
    t.calls.resolve('load schedule', schedule({ status: 'pending', version: 2 }));
    await settle();
    t.actor.send({ type: 'user.activate' });
    t.push({ type: 'socket.connected' });
    expect(t.calls.count('load schedule')).toBe(2);
    t.calls.resolve('send request', schedule({ status: 'activated', version: 3 }));
    await settle();
    expect(t.calls.count('load schedule')).toBe(3);
    expect(t.actor.getSnapshot().context.schedule?.status).toBe('activated'); // shown while it reloads
  });

  it('sends a pre-visit document the patient adds', async () => {
    const t = await loaded(PATIENT, 'pending');
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    t.actor.send({ type: 'user.addFile', file });
    expect(t.calls.inputs('send request')).toEqual([{ id: 's-1', version: 1, request: { action: 'add_file', file } }]);
  });
});

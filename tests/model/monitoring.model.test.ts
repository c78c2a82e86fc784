import { expect } from 'vitest';
import { fromCallback, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { addReadingMachine, type AddReadingContext } from '../../src/machines/monitoring/add-reading.machine';
import { monitoringMachine, type LogOwner, type MonitoringContext } from '../../src/machines/monitoring/monitoring.machine';
import { AppError } from '../../src/protocol/errors';
import type { Notification } from '../../src/protocol/notifications';
import type { PatientLogItem } from '../../src/protocol/patient-log';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);
const NOW = '2026-11-21T10:00:00.000Z';

const SELF: LogOwner = { id: 'p1', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birthdate: '1958-03-07', gender: 'female' };
const item = (over: Partial<PatientLogItem> = {}): PatientLogItem => ({
  id: 'r1', patient_id: 'p1', type: 'blood_pressure', value: { systolic: 128, diastolic: 82 }, measured_at: NOW, created_at: NOW,
  created_by: { id: 'p1', firstname: SELF.firstname, lastname: SELF.lastname }, checkup_id: null, mark: 'normal', ...over,
});
const LOADED = { items: [item()], owner: SELF, at: NOW };
const CRITICAL = item({ id: 'r2', value: { systolic: 190, diastolic: 100 }, mark: 'critical_high' });
const push = (n: Partial<Notification>): EventCase => ({
  type: 'server.NotificationCreated',
  payload: { id: 'n1', action: 'reading.critical', created_at: NOW, entity_id: 'r9', entity_type: 'patient_log', entity: { title: { ka: 'ა', en: 'a' }, patient_id: 'p1' }, ...n },
});

const monitoring = (run: Run<null>) =>
  monitoringMachine.provide({
    actors: {
      'load log': fromPromise(({ input }) => run.invocations.start('load log', input)),
      'delete reading': fromPromise(({ input }) => run.invocations.start('delete reading', input)),
      'watch log': fromCallback(() => () => {}),
      'add reading': fromPromise(({ input }) => run.invocations.start('add reading', input)) as never,
    },
  });

describeModelWalk<null, { patientId: string | null; self: LogOwner; type: string | null }>('the health log on /p/monitoring, walked as a model', {
  machine: monitoring,
  transitions: [
    '(root): user.chooseSpan [is a span] → (stays)',
    '(root): user.chooseType → (stays)',
    '(root): user.dismissAdvice → (stays)',
    'failed: user.retry → loading',
    'loading: done (load log) → ready',
    'loading: error (load log) → failed',
    'ready.adding: done (add reading) [else] → ready.idle',
    'ready.adding: done (add reading) [was saved] → ready.refreshing',
    'ready.adding: server.NotificationCreated → (stays)',
    'ready.adding: socket.connected → (stays)',
    'ready.deleting: done (delete reading) → ready.refreshing',
    'ready.deleting: error (delete reading) → ready.idle',
    'ready.idle: user.delete → ready.deleting',
    'ready.idle: user.openAdd → ready.adding',
    'ready.refreshing: done (load log) → ready.idle',
    'ready.refreshing: error (load log) → ready.idle',
    'ready.refreshing: user.delete → ready.deleting',
    'ready.refreshing: user.openAdd → ready.adding',
    'ready: server.NotificationCreated [is about this log] → ready.refreshing',
    'ready: socket.connected → ready.refreshing',
  ],
  starts: [
    {
      input: { patientId: null, self: SELF, type: 'pulse' },
      events: [
        done('loadLog', LOADED),
        failed('loadLog', NETWORK),
        { type: 'user.retry' },
        { type: 'user.chooseSpan', span: 'week' },
        { type: 'user.chooseType', logType: 'blood_pressure' },
        { type: 'user.openAdd', now: NOW },
        done('addReading', CRITICAL),
        done('addReading', null),
        { type: 'user.dismissAdvice' },
        { type: 'user.delete', id: 'r1' },
        done('deleteReading', { id: 'r1' }),
        failed('deleteReading', new AppError('patient_log.not_found', 404)),
        done('refreshLog', LOADED),
        failed('refreshLog', NETWORK),
        push({}),
        push({ entity: { title: { ka: 'ა', en: 'a' }, patient_id: 'someone-else' } as Notification['entity'] }),
        { type: 'socket.connected' },
      ],
    },
  ],
  world: () => null,
  invariant: (s: AnyMachineSnapshot) => {
    const c = s.context as MonitoringContext;
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches({ ready: 'deleting' }));
    if (s.matches('ready')) expect(c.owner).toEqual(SELF);
    // The URL's type is preselected until the person chooses another.
    expect(['pulse', 'blood_pressure']).toContain(c.type);
    // Advice is only ever for a critical reading.
    if (c.critical) expect(c.critical.mark).toBe('critical_high');
  },
  effects: (event, before, after, run) => {
    if (event.type === 'server.NotificationCreated' && (event.payload as { entity: { patient_id?: string } }).entity.patient_id === 'someone-else') expect(after.value).toEqual(before.value);
    if (event.type === 'user.openAdd' && after.matches({ ready: 'adding' })) {
      expect(run.invocations.inputs('add reading').at(-1)).toMatchObject({ patientId: null, now: NOW });
    }
  },
  timeout: 120_000,
});

const addReading = (run: Run<null>) =>
  addReadingMachine.provide({ actors: { 'save reading': fromPromise(({ input }) => run.invocations.start('save reading', input)) } });

describeModelWalk<null, { type: 'blood_pressure'; patientId: string | null; last: null; now: string }>('adding a reading, walked as a model', {
  machine: addReading,
  transitions: [
    'editing: user.cancel → cancelled',
    'editing: user.change → (stays)',
    'editing: user.changeTime → (stays)',
    'editing: user.chooseContext → (stays)',
    'editing: user.submit [else] → (stays)',
    'editing: user.submit [valid form] → saving',
    'saving: done (save reading) → saved',
    'saving: error (save reading) → editing',
  ],
  starts: [
    {
      input: { type: 'blood_pressure', patientId: 'p7', last: null, now: NOW },
      events: (s) => {
        const c = s.context as AddReadingContext;
        return [
          { type: 'user.change', field: 'systolic', value: c.fields.systolic === '' ? '135' : '' },
          { type: 'user.change', field: 'diastolic', value: c.fields.diastolic === '' ? '85' : '' },
          { type: 'user.changeTime', at: c.measuredAt === NOW ? '2030-01-01T00:00:00.000Z' : NOW },
          { type: 'user.submit', now: NOW },
          { type: 'user.cancel' },
          { type: 'user.chooseContext', context: 'fasting' },
          done('saveReading', CRITICAL),
          failed('saveReading', new AppError('validation', 422, { errors: [{ path: 'value.systolic', code: 'patient_log.value_range', params: { min: 50, max: 300 } }] })),
        ];
      },
    },
  ],
  world: () => null,
  invariant: (s: AnyMachineSnapshot, run) => {
    const c = s.context as AddReadingContext;
    expect(s.hasTag('busy')).toBe(s.matches('saving'));
    // Only a form the device accepts is ever sent, for the doctor's patient.
    if (s.matches('saving')) {
      expect(run.invocations.inputs('save reading').at(-1)).toEqual({ patient_id: 'p7', type: 'blood_pressure', value: { systolic: 135, diastolic: 85 }, measured_at: NOW });
    }
    if (s.matches('saved')) expect(c.saved).toEqual(CRITICAL);
  },
  effects: (event, before, after) => {
    if (event.type === 'user.submit' && before.matches('editing') && after.matches('editing')) expect(after.context.error?.errors?.length).toBeGreaterThan(0);
  },
  timeout: 120_000,
});

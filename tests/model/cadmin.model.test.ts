import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { doctorFormMachine, existingProblems, newDoctorProblems, type DoctorFormContext } from '../../src/machines/cadmin/doctor-form.machine';
import { serviceEditorMachine, serviceProblems, type ServiceEditorContext } from '../../src/machines/cadmin/service-editor.machine';
import { AppError } from '../../src/protocol/errors';
import { CREATED, JOINED, NEW_BODY, SERVICE, SERVICE_BODY, SERVICES } from '../machines/cadmin-doctors-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);
const UNKNOWN_PERSON = new AppError('validation', 422, { errors: [{ path: 'id_number', code: 'doctor_admin.unknown_person' }] });
const NOT_A_DOCTOR = new AppError('validation', 422, { errors: [{ path: 'id_number', code: 'doctor_admin.not_a_doctor' }] });
const PHONE_TAKEN = new AppError('validation', 422, { errors: [{ path: 'phone', code: 'field.phone_taken' }] });

const form = (run: Run<null>) =>
  doctorFormMachine.provide({
    actors: {
      'add existing doctor': fromPromise(({ input }) => run.invocations.start('add existing doctor', input)),
      'create doctor': fromPromise(({ input }) => run.invocations.start('create doctor', input)),
      'resend invitation': fromPromise(({ input }) => run.invocations.start('resend invitation', input)),
    },
  });

const GOOD_EXISTING = { id_number: '01009012345', clinic_service_ids: [1] };
const BAD_EXISTING = { id_number: '12', clinic_service_ids: [] };

describeModelWalk<null, { clinicId: number }>('adding a doctor, walked as a model', {
  machine: form,
  transitions: [
    'addingExisting: done (add existing doctor) → done',
    'addingExisting: error (add existing doctor) → refused',
    'creating: done (create doctor) → done',
    'creating: error (create doctor) → editing',
    'done: user.again → editing',
    'done: user.resend [was created] → resending',
    'editing: user.addExisting [else] → addingExisting',
    'editing: user.addExisting [existing has problems] → (stays)',
    'editing: user.chooseMode → (stays)',
    'editing: user.create [else] → creating',
    'editing: user.create [new doctor has problems] → (stays)',
    'refused: always [else] → editing',
    'refused: always [nobody has the id number] → editing',
    'resending: done (resend invitation) → done',
    'resending: error (resend invitation) → done',
  ],
  starts: [
    {
      input: { clinicId: 7 },
      events: [
        { type: 'user.chooseMode', mode: 'new' },
        { type: 'user.addExisting', body: GOOD_EXISTING },
        { type: 'user.addExisting', body: BAD_EXISTING },
        { type: 'user.create', body: NEW_BODY, photo: null, year: 2026 },
        { type: 'user.create', body: { ...NEW_BODY, email: '' }, photo: null, year: 2026 },
        done('addExisting', JOINED),
        failed('addExisting', UNKNOWN_PERSON),
        failed('addExisting', NOT_A_DOCTOR),
        done('createDoctor', CREATED),
        failed('createDoctor', PHONE_TAKEN),
        done('resendInvitation', { sms: false, email: true }),
        failed('resendInvitation', NETWORK),
        { type: 'user.resend' },
        { type: 'user.again' },
      ],
    },
  ],
  world: () => null,
  stopWhen: (s) => (s.context as DoctorFormContext).error !== null && s.matches('done'),
  invariant: (s: AnyMachineSnapshot, run) => {
    const c = s.context as DoctorFormContext;
    expect(c.clinicId).toBe(7);
    expect(s.hasTag('busy')).toBe(s.matches('addingExisting') || s.matches('creating') || s.matches('resending'));
    // Only a form without device problems is ever sent.
    for (const sent of run.invocations.inputs('add existing doctor') as { body: typeof GOOD_EXISTING }[]) expect(existingProblems(sent.body)).toEqual([]);
    for (const sent of run.invocations.inputs('create doctor') as { body: typeof NEW_BODY }[]) expect(newDoctorProblems({ body: sent.body, year: 2026 })).toEqual([]);
    // The finished face always has what was added.
    if (s.hasTag('done')) expect(c.added).not.toBeNull();
    if (s.matches('editing')) expect(c.added).toBeNull();
  },
  effects: (event, before, after) => {
    const a = after.context as DoctorFormContext;
    if (event.type === 'xstate.error.actor.addExisting') expect(a.mode).toBe((event.error as AppError) === UNKNOWN_PERSON ? 'new' : (before.context as DoctorFormContext).mode);
    if (event.type === 'user.resend' && !(before.context as DoctorFormContext).added?.sent) expect(after.value).toEqual(before.value);
  },
  timeout: 120_000,
});

const editor = (run: Run<null>) =>
  serviceEditorMachine.provide({
    actors: {
      'load services': fromPromise(({ input }) => run.invocations.start('load services', input)),
      'add service': fromPromise(({ input }) => run.invocations.start('add service', input)),
      'change service': fromPromise(({ input }) => run.invocations.start('change service', input)),
      'set hidden': fromPromise(({ input }) => run.invocations.start('set hidden', input)),
    },
  });

const BAD_SERVICE = { ...SERVICE_BODY, price_gel: -5 };

describeModelWalk<null, { clinicId: number }>("a clinic's services, walked as a model", {
  machine: editor,
  transitions: [
    'adding: done (add service) → list',
    'adding: error (add service) → form',
    'changing: done (change service) → list',
    'changing: error (change service) → form',
    'failed: user.retry → loading',
    'form: user.cancel → list',
    'form: user.save [else] → changing',
    'form: user.save [form has problems] → (stays)',
    'form: user.save [is adding] → adding',
    'list: user.add → form',
    'list: user.edit [is a clinic service] → form',
    'list: user.setHidden [is a clinic service] → toggling',
    'loading: done (load services) → list',
    'loading: error (load services) → failed',
    'toggling: done (set hidden) → list',
    'toggling: error (set hidden) → list',
  ],
  starts: [
    {
      input: { clinicId: 7 },
      events: [
        done('loadServices', SERVICES),
        failed('loadServices', NETWORK),
        { type: 'user.retry' },
        { type: 'user.add' },
        { type: 'user.edit', id: 1 },
        { type: 'user.edit', id: 99 },
        { type: 'user.cancel' },
        { type: 'user.save', body: SERVICE_BODY },
        { type: 'user.save', body: BAD_SERVICE },
        { type: 'user.setHidden', id: 1, hidden: true },
        { type: 'user.setHidden', id: 99, hidden: true },
        done('addService', { ...SERVICE, id: 3, service_id: 3 }),
        failed('addService', new AppError('validation', 422, { errors: [{ path: 'service_id', code: 'service_admin.already_offered' }] })),
        done('changeService', { ...SERVICE, price_gel: 60 }),
        failed('changeService', NETWORK),
        done('setHidden', { ...SERVICE, hidden: true }),
        failed('setHidden', new AppError('service_admin.not_found', 404)),
      ],
    },
  ],
  world: () => null,
  stopWhen: (s) => ((s.context as ServiceEditorContext).data?.services.length ?? 0) > 2 || ((s.context as ServiceEditorContext).data?.services[0]?.hidden ?? false),
  invariant: (s: AnyMachineSnapshot, run) => {
    const c = s.context as ServiceEditorContext;
    expect(c.clinicId).toBe(7);
    expect(s.hasTag('busy')).toBe(['loading', 'toggling', 'adding', 'changing'].some((x) => s.matches(x)));
    if (!s.matches('loading') && !s.matches('failed')) expect(c.data).not.toBeNull();
    for (const sent of run.invocations.inputs('add service') as { body: typeof SERVICE_BODY }[]) expect(serviceProblems(sent.body, true)).toEqual([]);
    for (const sent of run.invocations.inputs('change service') as { body: typeof SERVICE_BODY }[]) expect(serviceProblems({ ...sent.body, service_id: null }, false)).toEqual([]);
    // Changing never names the service: the service list's own fields are not edited here.
    for (const sent of run.invocations.inputs('change service') as { body: Record<string, unknown> }[]) expect(sent.body).not.toHaveProperty('service_id');
  },
  timeout: 120_000,
});

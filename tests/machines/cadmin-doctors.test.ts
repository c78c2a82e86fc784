import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doctorFormMachine } from '../../src/machines/cadmin/doctor-form.machine';
import { doctorListMachine } from '../../src/machines/cadmin/doctor-list.machine';
import { serviceEditorMachine } from '../../src/machines/cadmin/service-editor.machine';
import { AppError } from '../../src/protocol/errors';
import { CREATED, DOCTOR, JOINED, NEW_BODY, SERVICE, SERVICE_BODY, SERVICES } from './cadmin-doctors-fakes';
import { Invocations, settle } from './shell-fakes';

function startForm() {
  const calls = new Invocations();
  const actor = createActor(
    doctorFormMachine.provide({
      actors: {
        'add existing doctor': fromPromise(({ input }) => calls.start('add existing doctor', input)),
        'create doctor': fromPromise(({ input }) => calls.start('create doctor', input)),
        'resend invitation': fromPromise(({ input }) => calls.start('resend invitation', input)),
      },
    }),
    { input: { clinicId: 7 } },
  ).start();
  return { actor, calls };
}

describe('adding a doctor', () => {
  it('keeps a malformed ID number and missing services on the form, sending nothing', () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.addExisting', body: { id_number: '0100', clinic_service_ids: [] } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ path: 'id_number', code: 'field.identifier_format' }, { path: 'clinic_service_ids', code: 'field.required' }]);
    expect(calls.count('add existing doctor')).toBe(0);
  });

  it('adds an existing doctor by ID number', async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.addExisting', body: { id_number: ' 01009012345 ', clinic_service_ids: [1] } });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.inputs('add existing doctor')).toEqual([{ clinicId: 7, body: { id_number: ' 01009012345 ', clinic_service_ids: [1] } }]);
    calls.resolve('add existing doctor', JOINED);
    await settle();
    expect(actor.getSnapshot().hasTag('done')).toBe(true);
    expect(actor.getSnapshot().context.added).toEqual(JOINED);
    // No link went out, so there is none to send again.
    actor.send({ type: 'user.resend' });
    expect(calls.count('resend invitation')).toBe(0);
  });

  it('turns to a new account when nobody has the ID number, keeping it', async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.addExisting', body: { id_number: '01009012345', clinic_service_ids: [1] } });
    calls.reject('add existing doctor', new AppError('validation', 422, { errors: [{ path: 'id_number', code: 'doctor_admin.unknown_person' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'new', idNumber: '01009012345' });
  });

  it('stays on "has an account" for a patient\'s ID number, showing why', async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.addExisting', body: { id_number: '01001000001', clinic_service_ids: [1] } });
    calls.reject('add existing doctor', new AppError('validation', 422, { errors: [{ path: 'id_number', code: 'doctor_admin.not_a_doctor' }] }));
    await settle();
    expect(actor.getSnapshot().context.mode).toBe('existing');
    expect(actor.getSnapshot().context.error?.errors).toEqual([{ path: 'id_number', code: 'doctor_admin.not_a_doctor' }]);
  });

  it('checks a new doctor on the device, creates them, and sends the link again on request', async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.chooseMode', mode: 'new' });
    actor.send({ type: 'user.create', body: { ...NEW_BODY, phone: '032 212 34 56', experience_from: 2031 }, photo: null, year: 2026 });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.path)).toEqual(['phone', 'experience_from']);
    expect(calls.count('create doctor')).toBe(0);
    actor.send({ type: 'user.create', body: NEW_BODY, photo: null, year: 2026 });
    expect(calls.inputs('create doctor')).toEqual([{ clinicId: 7, body: NEW_BODY, photo: null }]);
    calls.resolve('create doctor', CREATED);
    await settle();
    expect(actor.getSnapshot().context.added?.sent).toEqual({ sms: true, email: true });
    actor.send({ type: 'user.resend' });
    expect(calls.inputs('resend invitation')).toEqual([{ clinicId: 7, doctorId: CREATED.doctor.id }]);
    calls.resolve('resend invitation', { sms: true, email: false });
    await settle();
    expect(actor.getSnapshot().context.added?.sent).toEqual({ sms: true, email: false });
    actor.send({ type: 'user.again' });
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'existing', idNumber: '', added: null, clinicId: 7 });
  });

  it("keeps the server's field errors on the form after a refused creation", async () => {
    const { actor, calls } = startForm();
    actor.send({ type: 'user.create', body: NEW_BODY, photo: null, year: 2026 });
    calls.reject('create doctor', new AppError('validation', 422, { errors: [{ path: 'phone', code: 'field.phone_taken' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.errors).toEqual([{ path: 'phone', code: 'field.phone_taken' }]);
  });
});

function startList() {
  const calls = new Invocations();
  const actor = createActor(
    doctorListMachine.provide({
      actors: {
        'load doctors': fromPromise(({ input }) => calls.start('load doctors', input)),
        'change doctor': fromPromise(({ input }) => calls.start('change doctor', input)),
        'resend invitation': fromPromise(({ input }) => calls.start('resend invitation', input)),
        'load appointments': fromPromise(({ input }) => calls.start('load appointments', input)),
      },
    }),
    { input: { clinicId: 7 } },
  ).start();
  return { actor, calls };
}

describe("the clinic's doctors", () => {
  it('lists a deactivated doctor\'s future appointments right after deactivating them', async () => {
    const { actor, calls } = startList();
    calls.resolve('load doctors', { doctors: [DOCTOR], services: SERVICES });
    await settle();
    actor.send({ type: 'user.change', change: { kind: 'deactivate', doctorId: DOCTOR.id } });
    calls.resolve('change doctor', { ...DOCTOR, active: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingAppointments');
    expect(actor.getSnapshot().context.doctors).toEqual([{ ...DOCTOR, active: false }]);
    calls.resolve('load appointments', []);
    await settle();
    expect(actor.getSnapshot().context.appointments).toEqual([]);
  });

  it('refuses to leave a doctor without services, and shows a refused change', async () => {
    const { actor, calls } = startList();
    calls.resolve('load doctors', { doctors: [DOCTOR], services: SERVICES });
    await settle();
    actor.send({ type: 'user.change', change: { kind: 'services', doctorId: DOCTOR.id, ids: [] } });
    expect(calls.count('change doctor')).toBe(0);
    actor.send({ type: 'user.change', change: { kind: 'services', doctorId: DOCTOR.id, ids: [2] } });
    calls.reject('change doctor', new AppError('doctor_admin.not_found', 404));
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.code).toBe('doctor_admin.not_found');
    expect(actor.getSnapshot().context.doctors).toEqual([DOCTOR]);
  });

  it('offers a retry when the list fails, and takes in a doctor the form added', async () => {
    const { actor, calls } = startList();
    calls.reject('load doctors', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    calls.resolve('load doctors', { doctors: [], services: SERVICES });
    await settle();
    actor.send({ type: 'form.added', doctor: DOCTOR });
    expect(actor.getSnapshot().context.doctors).toEqual([DOCTOR]);
  });
});

function startEditor() {
  const calls = new Invocations();
  const actor = createActor(
    serviceEditorMachine.provide({
      actors: {
        'load services': fromPromise(({ input }) => calls.start('load services', input)),
        'add service': fromPromise(({ input }) => calls.start('add service', input)),
        'change service': fromPromise(({ input }) => calls.start('change service', input)),
        'set hidden': fromPromise(({ input }) => calls.start('set hidden', input)),
      },
    }),
    { input: { clinicId: 7 } },
  ).start();
  return { actor, calls };
}

describe("the clinic's services", () => {
  it('adds a service only when the form is right, and lists it', async () => {
    const { actor, calls } = startEditor();
    calls.resolve('load services', SERVICES);
    await settle();
    actor.send({ type: 'user.add' });
    actor.send({ type: 'user.save', body: { ...SERVICE_BODY, service_id: null, duration_minutes: 481 } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ path: 'service_id', code: 'field.required' }, { path: 'duration_minutes', code: 'field.number_range', params: { min: 5, max: 480 } }]);
    expect(calls.count('add service')).toBe(0);
    actor.send({ type: 'user.save', body: SERVICE_BODY });
    expect(calls.inputs('add service')).toEqual([{ clinicId: 7, body: SERVICE_BODY }]);
    calls.resolve('add service', { ...SERVICE, id: 3, service_id: 3 });
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.data?.services.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("changes one service without its service id, keeps the form on the server's refusal, hides from the list", async () => {
    const { actor, calls } = startEditor();
    calls.resolve('load services', SERVICES);
    await settle();
    actor.send({ type: 'user.edit', id: 99 });
    expect(actor.getSnapshot().value).toBe('list');
    actor.send({ type: 'user.edit', id: 1 });
    actor.send({ type: 'user.save', body: { ...SERVICE_BODY, service_id: 1 } });
    const { service_id: _omit, ...body } = SERVICE_BODY;
    expect(calls.inputs('change service')).toEqual([{ clinicId: 7, id: 1, body }]);
    calls.reject('change service', new AppError('validation', 422, { errors: [{ path: 'doctor_ids', code: 'service_admin.unknown_doctor' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.setHidden', id: 2, hidden: true });
    calls.resolve('set hidden', { ...SERVICES.services[1], hidden: true });
    await settle();
    expect(actor.getSnapshot().context.data?.services[1].hidden).toBe(true);
  });
});

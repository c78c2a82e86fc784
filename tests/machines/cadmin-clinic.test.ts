import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { auditTrailMachine, lastPage } from '../../src/machines/cadmin/audit-trail.machine';
import { clinicProfileMachine } from '../../src/machines/cadmin/clinic-profile.machine';
import { staffMachine } from '../../src/machines/cadmin/staff.machine';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';
import { ADDED, BAD_BODY, CITIES, GOOD_BODY, HUGE_LOGO, LOGO, NEW_OPERATOR, NOT_IMAGE, PAGE_1, PROFILE, SAVED, STAFF, STAFF_AFTER } from './cadmin-fakes';

describe('the clinic profile machine', () => {
  function start() {
    const calls = new Invocations();
    const machine = clinicProfileMachine.provide({
      actors: {
        'load profile': fromPromise(({ input }) => calls.start('load', input)),
        'save profile': fromPromise(({ input }) => calls.start('save', input)),
        'upload logo': fromPromise(({ input }) => calls.start('upload', input)),
      },
    });
    const actor = createActor(machine, { input: { clinicId: 1 } }).start();
    return { actor, calls, snap: () => actor.getSnapshot() };
  }

  it('loads, refuses bad fields on the device without sending, saves good ones and takes the answer', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', { profile: PROFILE, cities: CITIES });
    await settle();
    expect(snap().value).toBe('editing');
    expect(snap().context.cities).toEqual(CITIES);
    actor.send({ type: 'user.save', body: BAD_BODY });
    expect(snap().value).toBe('editing');
    expect(calls.count('save')).toBe(0);
    expect(snap().context.error?.errors?.map((e) => e.path).sort()).toEqual(['name.ka', 'phones.0']);
    actor.send({ type: 'user.save', body: GOOD_BODY });
    expect(snap().value).toBe('saving');
    expect(calls.inputs('save')).toEqual([{ clinicId: 1, body: GOOD_BODY }]);
    calls.resolve('save', SAVED);
    await settle();
    expect(snap().context).toMatchObject({ profile: SAVED, error: null, saved: 'profile' });
  });

  it('keeps the form on a refusal, shows a failed load with a retry', async () => {
    const { actor, calls, snap } = start();
    calls.reject('load', new AppError('network', 0));
    await settle();
    expect(snap().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    calls.resolve('load', { profile: PROFILE, cities: CITIES });
    await settle();
    actor.send({ type: 'user.save', body: GOOD_BODY });
    calls.reject('save', new AppError('validation', 422, { errors: [{ path: 'city_id', code: 'cadmin.unknown_city' }] }));
    await settle();
    expect(snap().value).toBe('editing');
    expect(snap().context.profile).toEqual(PROFILE);
    expect(snap().context.error?.errors).toEqual([{ path: 'city_id', code: 'cadmin.unknown_city' }]);
  });

  it('checks a logo before sending it and takes the new profile', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', { profile: PROFILE, cities: CITIES });
    await settle();
    actor.send({ type: 'user.chooseLogo', file: NOT_IMAGE });
    expect(snap().context.logoError?.code).toBe('upload.not_image');
    actor.send({ type: 'user.chooseLogo', file: HUGE_LOGO });
    expect(snap().context.logoError?.code).toBe('upload.too_large');
    expect(calls.count('upload')).toBe(0);
    actor.send({ type: 'user.chooseLogo', file: LOGO });
    expect(snap().value).toBe('uploading');
    calls.resolve('upload', { ...PROFILE, logo: '/api/files/clinics/1/logo?v=x' });
    await settle();
    expect(snap().context).toMatchObject({ saved: 'logo', logoError: null });
    expect(snap().context.profile?.logo).toBe('/api/files/clinics/1/logo?v=x');
  });
});

describe('the staff machine', () => {
  function start() {
    const calls = new Invocations();
    const machine = staffMachine.provide({
      actors: {
        'load staff': fromPromise(({ input }) => calls.start('load', input)),
        'apply change': fromPromise(({ input }) => calls.start('change', input)),
        'look up': fromPromise(({ input }) => calls.start('lookup', input)),
        'add operator': fromPromise(({ input }) => calls.start('add', input)),
      },
    });
    const actor = createActor(machine, { input: { clinicId: 1 } }).start();
    return { actor, calls, snap: () => actor.getSnapshot() };
  }

  it('grants at once, confirms a withdrawal or removal first, and keeps the list on a refusal', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', STAFF);
    await settle();
    actor.send({ type: 'user.change', change: { kind: 'admin', userId: 'u-desk', on: true } });
    expect(snap().value).toBe('changing');
    calls.resolve('change', STAFF_AFTER);
    await settle();
    expect(snap().context.staff).toEqual(STAFF_AFTER);
    actor.send({ type: 'user.change', change: { kind: 'remove', userId: 'u-desk' } });
    expect(snap().value).toBe('confirming');
    actor.send({ type: 'user.cancel' });
    expect(snap().value).toBe('ready');
    expect(calls.count('change')).toBe(1);
    actor.send({ type: 'user.change', change: { kind: 'admin', userId: 'u-admin', on: false } });
    actor.send({ type: 'user.confirm' });
    expect(calls.inputs('change').at(-1)).toEqual({ clinicId: 1, change: { kind: 'admin', userId: 'u-admin', on: false } });
    calls.reject('change', new AppError('cadmin.last_admin', 409));
    await settle();
    expect(snap().value).toBe('ready');
    expect(snap().context.error?.code).toBe('cadmin.last_admin');
    expect(snap().context.staff).toEqual(STAFF_AFTER);
  });

  it('adds a new operator: the ID number checked, looked up, the details checked, then sent', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', STAFF);
    await settle();
    actor.send({ type: 'user.startAdd' });
    actor.send({ type: 'user.lookup', idNumber: '123' });
    expect(snap().matches({ adding: 'idNumber' })).toBe(true);
    expect(snap().context.error?.errors).toEqual([{ path: 'id_number', code: 'field.identifier_format' }]);
    actor.send({ type: 'user.lookup', idNumber: ' 01001000777 ' });
    expect(calls.inputs('lookup')).toEqual([{ clinicId: 1, idNumber: '01001000777' }]);
    calls.resolve('lookup', { status: 'none' });
    await settle();
    expect(snap().matches({ adding: 'details' })).toBe(true);
    actor.send({ type: 'user.add', body: { ...NEW_OPERATOR, phone: '' } });
    expect(snap().matches({ adding: 'details' })).toBe(true);
    expect(snap().context.error?.errors).toEqual([{ path: 'phone', code: 'field.required' }]);
    expect(calls.count('add')).toBe(0);
    actor.send({ type: 'user.add', body: NEW_OPERATOR });
    expect(snap().matches({ adding: 'submitting' })).toBe(true);
    calls.resolve('add', ADDED);
    await settle();
    expect(snap().value).toBe('ready');
    expect(snap().context).toMatchObject({ staff: STAFF_AFTER, added: ADDED, error: null });
  });

  it('does not add a patient’s or doctor’s account, nor someone already at the clinic', async () => {
    const { actor, calls, snap } = start();
    calls.resolve('load', STAFF);
    await settle();
    actor.send({ type: 'user.startAdd' });
    actor.send({ type: 'user.lookup', idNumber: '01001000001' });
    calls.resolve('lookup', { status: 'other' });
    await settle();
    actor.send({ type: 'user.add', body: { id_number: '01001000001' } });
    expect(calls.count('add')).toBe(0);
    actor.send({ type: 'user.lookup', idNumber: '01001000003' });
    calls.resolve('lookup', { status: 'operator', id: 'u-admin', firstname: { ka: 'ა', en: 'A' }, lastname: { ka: 'ბ', en: 'B' }, member: true });
    await settle();
    actor.send({ type: 'user.add', body: { id_number: '01001000003' } });
    expect(calls.count('add')).toBe(0);
    actor.send({ type: 'user.cancel' });
    expect(snap().value).toBe('ready');
  });
});

describe('the audit trail machine', () => {
  function start() {
    const calls = new Invocations();
    const machine = auditTrailMachine.provide({ actors: { 'load page': fromPromise(({ input }) => calls.start('page', input)) } });
    const actor = createActor(machine, { input: { clinicId: 1 } }).start();
    return { actor, calls, snap: () => actor.getSnapshot() };
  }

  it('loads page 1 of the clinic, pages within the total, and a new filter starts again at page 1', async () => {
    const { actor, calls, snap } = start();
    expect(calls.inputs('page')).toEqual([{ clinicId: 1, filter: {}, page: 1, limit: 20 }]);
    calls.resolve('page', PAGE_1);
    await settle();
    expect(lastPage(PAGE_1.total)).toBe(3);
    actor.send({ type: 'user.page', page: 4 });
    actor.send({ type: 'user.page', page: 0 });
    expect(calls.count('page')).toBe(1);
    actor.send({ type: 'user.page', page: 3 });
    expect(calls.inputs('page').at(-1)).toMatchObject({ page: 3 });
    calls.resolve('page', PAGE_1);
    await settle();
    actor.send({ type: 'user.filter', filter: { personId: 'u-admin', personLabel: 'Ana', recordId: '  ' } });
    expect(calls.inputs('page').at(-1)).toEqual({ clinicId: 1, filter: { personId: 'u-admin', personLabel: 'Ana' }, page: 1, limit: 20 });
    calls.reject('page', new AppError('network', 0));
    await settle();
    expect(snap().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    expect(calls.inputs('page').at(-1)).toMatchObject({ filter: { personId: 'u-admin' }, page: 1 });
  });
});

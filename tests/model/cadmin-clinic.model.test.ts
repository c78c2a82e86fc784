import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { auditTrailMachine, type AuditTrailContext } from '../../src/machines/cadmin/audit-trail.machine';
import { clinicProfileMachine, type ClinicProfileContext } from '../../src/machines/cadmin/clinic-profile.machine';
import { staffMachine, type StaffContext } from '../../src/machines/cadmin/staff.machine';
import { AppError } from '../../src/protocol/errors';
import { ADDED, BAD_BODY, CITIES, GOOD_BODY, LOGO, NEW_OPERATOR, NOT_IMAGE, PAGE_1, PAGE_EMPTY, PROFILE, SAVED, STAFF, STAFF_AFTER } from '../machines/cadmin-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);

const profile = (run: Run<null>) =>
  clinicProfileMachine.provide({
    actors: {
      'load profile': fromPromise(({ input }) => run.invocations.start('load profile', input)),
      'save profile': fromPromise(({ input }) => run.invocations.start('save profile', input)),
      'upload logo': fromPromise(({ input }) => run.invocations.start('upload logo', input)),
    },
  });

describeModelWalk<null, { clinicId: number }>("the clinic's profile on /cadmin, walked as a model", {
  machine: profile,
  transitions: [
    'editing: user.chooseLogo [fitting logo] → uploading',
    'editing: user.chooseLogo [else] → (stays)',
    'editing: user.save [valid profile] → saving',
    'editing: user.save [else] → (stays)',
    'failed: user.retry → loading',
    'loading: done (load profile) → editing',
    'loading: error (load profile) → failed',
    'saving: done (save profile) → editing',
    'saving: error (save profile) → editing',
    'uploading: done (upload logo) → editing',
    'uploading: error (upload logo) → editing',
  ],
  starts: [
    {
      input: { clinicId: 1 },
      events: [
        done('loadProfile', { profile: PROFILE, cities: CITIES }),
        failed('loadProfile', NETWORK),
        { type: 'user.retry' },
        { type: 'user.save', body: GOOD_BODY },
        { type: 'user.save', body: BAD_BODY },
        done('saveProfile', SAVED),
        failed('saveProfile', new AppError('cadmin.not_allowed', 403)),
        { type: 'user.chooseLogo', file: LOGO },
        { type: 'user.chooseLogo', file: NOT_IMAGE },
        done('uploadLogo', { ...SAVED, logo: '/api/files/clinics/1/logo?v=x' }),
        failed('uploadLogo', new AppError('upload.not_image', 415)),
      ],
    },
  ],
  world: () => null,
  invariant: (s: AnyMachineSnapshot, run) => {
    const c = s.context as ClinicProfileContext;
    expect(c.clinicId).toBe(1);
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving') || s.matches('uploading'));
    if (s.matches('editing')) expect(c.profile).not.toBeNull();
    // Only a body the device accepts is ever sent.
    if (s.matches('saving')) expect(run.invocations.inputs('save profile').at(-1)).toEqual({ clinicId: 1, body: GOOD_BODY });
    if (s.matches('uploading')) expect(run.invocations.inputs('upload logo').at(-1)).toEqual({ clinicId: 1, file: LOGO });
  },
  effects: (event, before, after) => {
    const b = before.context as ClinicProfileContext;
    const a = after.context as ClinicProfileContext;
    // A refusal keeps the profile as it was.
    if (event.type.startsWith('xstate.error.actor.save') || event.type.startsWith('xstate.error.actor.upload')) expect(a.profile).toEqual(b.profile);
    if (event.type === 'user.save' && event.body === BAD_BODY && before.matches('editing')) expect(a.error?.errors?.length).toBeGreaterThan(0);
  },
  timeout: 120_000,
});

const staff = (run: Run<null>) =>
  staffMachine.provide({
    actors: {
      'load staff': fromPromise(({ input }) => run.invocations.start('load staff', input)),
      'apply change': fromPromise(({ input }) => run.invocations.start('apply change', input)),
      'look up': fromPromise(({ input }) => run.invocations.start('look up', input)),
      'add operator': fromPromise(({ input }) => run.invocations.start('add operator', input)),
    },
  });

function staffEvents(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as StaffContext;
  const cases: EventCase[] = [];
  if (s.matches('loading')) cases.push(done('loadStaff', STAFF), failed('loadStaff', NETWORK));
  if (s.matches('failed')) cases.push({ type: 'user.retry' });
  if (s.matches('ready')) {
    cases.push({ type: 'user.change', change: { kind: 'admin', userId: 'u-desk', on: true } }, { type: 'user.change', change: { kind: 'remove', userId: 'u-desk' } }, { type: 'user.startAdd' });
  }
  if (s.matches('confirming')) cases.push({ type: 'user.confirm' }, { type: 'user.cancel' });
  if (s.matches('changing')) cases.push(done('applyChange', STAFF_AFTER), failed('applyChange', new AppError('cadmin.last_admin', 409)));
  if (s.matches({ adding: 'idNumber' }) || s.matches({ adding: 'details' })) {
    cases.push({ type: 'user.lookup', idNumber: '01001000777' }, { type: 'user.lookup', idNumber: '12' }, { type: 'user.cancel' });
  }
  if (s.matches({ adding: 'lookingUp' })) cases.push(done('lookUp', { status: 'none' }), failed('lookUp', NETWORK));
  if (s.matches({ adding: 'details' })) cases.push({ type: 'user.add', body: NEW_OPERATOR }, { type: 'user.add', body: { ...NEW_OPERATOR, phone: '' } });
  if (s.matches({ adding: 'submitting' })) cases.push(done('addOperator', ADDED), failed('addOperator', new AppError('validation', 422, { errors: [{ path: 'phone', code: 'field.phone_taken' }] })));
  void c;
  return cases;
}

describeModelWalk<null, { clinicId: number }>("the clinic's staff on /cadmin, walked as a model", {
  machine: staff,
  transitions: [
    'adding.details: user.add [valid addition] → adding.submitting',
    'adding.details: user.add [else] → (stays)',
    'adding.details: user.cancel → ready',
    'adding.details: user.lookup [valid id number] → adding.lookingUp',
    'adding.details: user.lookup [else] → adding.idNumber',
    'adding.idNumber: user.cancel → ready',
    'adding.idNumber: user.lookup [valid id number] → adding.lookingUp',
    'adding.idNumber: user.lookup [else] → (stays)',
    'adding.lookingUp: done (look up) → adding.details',
    'adding.lookingUp: error (look up) → adding.idNumber',
    'adding.submitting: done (add operator) → ready',
    'adding.submitting: error (add operator) → adding.details',
    'changing: done (apply change) → ready',
    'changing: error (apply change) → ready',
    'confirming: user.cancel → ready',
    'confirming: user.confirm → changing',
    'failed: user.retry → loading',
    'loading: done (load staff) → ready',
    'loading: error (load staff) → failed',
    'ready: user.change [destructive] → confirming',
    'ready: user.change [else] → changing',
    'ready: user.startAdd → adding',
  ],
  starts: [{ input: { clinicId: 1 }, events: staffEvents }],
  world: () => null,
  invariant: (s, run) => {
    const c = s.context as StaffContext;
    expect(c.clinicId).toBe(1);
    if (s.matches('ready') || s.matches('confirming') || s.matches('changing') || s.matches('adding')) expect(c.staff).not.toBeNull();
    // A change is sent only after its confirmation when it takes something away.
    if (s.matches('changing')) {
      const sent = run.invocations.inputs('apply change').at(-1) as { change: { kind: string } };
      expect(sent.change).toEqual(c.change);
    }
    if (s.matches({ adding: 'submitting' })) expect(run.invocations.inputs('add operator').at(-1)).toEqual({ clinicId: 1, body: NEW_OPERATOR });
    if (s.matches({ adding: 'lookingUp' })) expect(run.invocations.inputs('look up').at(-1)).toEqual({ clinicId: 1, idNumber: '01001000777' });
  },
  timeout: 240_000,
});

const trail = (run: Run<null>) => auditTrailMachine.provide({ actors: { 'load page': fromPromise(({ input }) => run.invocations.start('load page', input)) } });

function trailEvents(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as AuditTrailContext;
  const cases: EventCase[] = [{ type: 'user.filter', filter: c.filter.personId ? {} : { personId: 'u-admin', personLabel: 'Ana' } }];
  if (s.matches('loading')) cases.push(done('loadPage', c.page === 1 ? PAGE_1 : PAGE_EMPTY), failed('loadPage', NETWORK));
  if (s.matches('failed')) cases.push({ type: 'user.retry' });
  if (s.matches('ready')) cases.push({ type: 'user.page', page: c.page === 1 ? 2 : 1 }, { type: 'user.page', page: 9 });
  return cases;
}

describeModelWalk<null, { clinicId: number }>("the clinic's audit trail on /cadmin, walked as a model", {
  machine: trail,
  transitions: [
    '(root): user.filter → loading',
    'failed: user.retry → loading',
    'loading: done (load page) → ready',
    'loading: error (load page) → failed',
    'ready: user.page [known page] → loading',
  ],
  starts: [{ input: { clinicId: 1 }, events: trailEvents }],
  world: () => null,
  invariant: (s, run) => {
    const c = s.context as AuditTrailContext;
    expect(s.hasTag('busy')).toBe(s.matches('loading'));
    if (s.matches('loading')) expect(run.invocations.inputs('load page').at(-1)).toEqual({ clinicId: 1, filter: c.filter, page: c.page, limit: 20 });
    expect(c.page).toBeGreaterThanOrEqual(1);
  },
  stopWhen: (s) => (s.context as AuditTrailContext).page > 2,
  timeout: 120_000,
});

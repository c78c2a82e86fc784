import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { availabilityEditorMachine, type AvailabilityEditorContext } from '../../src/machines/availability/availability-editor.machine';
import { checkDraft } from '../../src/machines/availability/availability-rules';
import { clinicSettingsMachine, type ClinicSettingsContext } from '../../src/machines/availability/clinic-settings.machine';
import { AppError } from '../../src/protocol/errors';
import type { AvailabilityRule } from '../../src/protocol/schedule-schemas';
import { AVAILABILITY, SETTINGS, SETTINGS_BODY } from '../machines/availability-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

const done = (id: string, output: unknown): EventCase => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): EventCase => ({ type: `xstate.error.actor.${id}`, error });
const NETWORK = new AppError('network', 0);
const CONFLICT = new AppError('event.conflict', 409);
const REFUSED = new AppError('availability.overlap', 422, { errors: [{ path: 'rules.2.start', code: 'availability.overlap' }] });

const TUESDAY: AvailabilityRule = { clinic_id: 1, weekday: 2, start: '09:00', end: '13:00', kind: 'work', clinic_service_ids: [] };
const editor = (run: Run<null>) =>
  availabilityEditorMachine.provide({
    actors: {
      'load availability': fromPromise(({ input }) => run.invocations.start('load availability', input)),
      'save availability': fromPromise(({ input }) => run.invocations.start('save availability', input)),
    },
  });

/**
 * A rule added (a third at most), an entry changed into a problem and back, an entry that does not
 * exist, removing, discarding, saving; answers and failures (field errors, a conflict).
 */
function editorEvents(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as AvailabilityEditorContext;
  const cases: EventCase[] = [];
  if (s.matches('loading')) cases.push(done('loadAvailability', AVAILABILITY), done('loadAvailability', { ...AVAILABILITY, rules: [], clinics: [] }), failed('loadAvailability', NETWORK));
  if (s.matches('failed')) cases.push({ type: 'user.retry' });
  if (s.matches('editing') || s.matches('saved')) {
    if (c.draft.rules.length < 3) cases.push({ type: 'user.add', list: 'rules', entry: TUESDAY });
    if (c.draft.rules.length > 0) {
      cases.push({ type: 'user.change', list: 'rules', index: 0, patch: { end: c.draft.rules[0].end === '13:00' ? '08:00' : '13:00' } });
      cases.push({ type: 'user.remove', list: 'rules', index: c.draft.rules.length - 1 });
    }
    cases.push({ type: 'user.change', list: 'rules', index: 9, patch: { end: '10:00' } }, { type: 'user.remove', list: 'exceptions', index: 0 });
  }
  if (s.matches('editing')) cases.push({ type: 'user.discard' }, { type: 'user.save' });
  if (s.matches('saving')) cases.push(done('saveAvailability', { ...AVAILABILITY, rules: c.draft.rules }), failed('saveAvailability', REFUSED), failed('saveAvailability', CONFLICT));
  return cases;
}

function editorInvariant(s: AnyMachineSnapshot, run: Run<null>) {
  const c = s.context as AvailabilityEditorContext;
  expect(c.doctorId).toBe('d-1');
  expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving'));
  // The problems are always the draft's own, as the server would name them.
  expect(c.problems).toEqual(checkDraft(c.draft));
  // Saving sends exactly the draft, for every clinic shown, and only a draft without problems.
  if (s.matches('saving')) {
    expect(c.problems).toEqual([]);
    expect(run.invocations.inputs('save availability').at(-1)).toEqual({ doctorId: 'd-1', body: { clinic_ids: c.availability!.clinics.map((x) => x.id), rules: c.draft.rules, exceptions: c.draft.exceptions } });
  }
  // What is saved is what was loaded or answered; edits make it dirty.
  if (s.matches('saved') || (!c.dirty && c.availability)) expect(c.draft).toEqual({ rules: c.availability!.rules, exceptions: c.availability!.exceptions });
  if (c.serverErrors.length) expect(c.error?.errors).toEqual(c.serverErrors);
}

function editorEffects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot) {
  const b = before.context as AvailabilityEditorContext;
  const a = after.context as AvailabilityEditorContext;
  // A refused save keeps every edit.
  if (event.type === 'xstate.error.actor.saveAvailability') {
    expect(a.draft).toEqual(b.draft);
    expect(a.dirty).toBe(true);
  }
  if (event.type === 'user.change' && event.index === 9) expect(a).toEqual(b);
  if (event.type === 'user.add' || (event.type === 'user.remove' && event.list === 'rules')) expect(a.serverErrors).toEqual([]);
}

describeModelWalk<null, { doctorId: string }>('the availability editor, walked as a model', {
  machine: editor,
  transitions: [
    'editing: user.add → editing',
    'editing: user.change [known entry] → editing',
    'editing: user.discard → (stays)',
    'editing: user.remove [known entry] → editing',
    'editing: user.save [can save] → saving',
    'failed: user.retry → loading',
    'loading: done (load availability) → editing',
    'loading: error (load availability) → failed',
    'saved: user.add → editing',
    'saved: user.change [known entry] → editing',
    'saved: user.remove [known entry] → editing',
    'saving: done (save availability) → saved',
    'saving: error (save availability) → editing',
  ],
  starts: [{ input: { doctorId: 'd-1' }, events: editorEvents }],
  world: () => null,
  invariant: editorInvariant,
  effects: editorEffects,
  timeout: 240_000,
});

const settings = (run: Run<null>) =>
  clinicSettingsMachine.provide({
    actors: {
      'load settings': fromPromise(({ input }) => run.invocations.start('load settings', input)),
      'save settings': fromPromise(({ input }) => run.invocations.start('save settings', input)),
    },
  });

const SAVED = { ...SETTINGS, min_notice_minutes: SETTINGS_BODY.min_notice_minutes };

describeModelWalk<null, { clinicId: number }>("a clinic's booking rules, walked as a model", {
  machine: settings,
  transitions: [
    'editing: user.save [valid settings] → saving',
    'failed: user.retry → loading',
    'loading: done (load settings) → editing',
    'loading: error (load settings) → failed',
    'saved: user.save [valid settings] → saving',
    'saving: done (save settings) → saved',
    'saving: error (save settings) → editing',
  ],
  starts: [
    {
      input: { clinicId: 1 },
      events: [
        done('loadSettings', SETTINGS),
        failed('loadSettings', NETWORK),
        { type: 'user.retry' },
        { type: 'user.save', body: SETTINGS_BODY },
        { type: 'user.save', body: { ...SETTINGS_BODY, booking_horizon_days: 400 } },
        done('saveSettings', SAVED),
        failed('saveSettings', new AppError('forbidden', 403)),
      ],
    },
  ],
  world: () => null,
  invariant: (s, run) => {
    const c = s.context as ClinicSettingsContext;
    expect(c.clinicId).toBe(1);
    expect(s.hasTag('busy')).toBe(s.matches('loading') || s.matches('saving'));
    if (s.matches('editing') || s.matches('saved')) expect(c.settings).not.toBeNull();
    // Only values within the limits are ever sent.
    for (const input of run.invocations.inputs('save settings')) expect(input).toEqual({ clinicId: 1, body: SETTINGS_BODY });
    if (s.matches('saved')) expect(c.settings).toEqual(SAVED);
  },
  timeout: 60_000,
});

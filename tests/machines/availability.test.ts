import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { availabilityEditorMachine } from '../../src/machines/availability/availability-editor.machine';
import { checkDraft, parseClockTime } from '../../src/machines/availability/availability-rules';
import { clinicSettingsMachine } from '../../src/machines/availability/clinic-settings.machine';
import { AppError } from '../../src/protocol/errors';
import type { AvailabilityRule } from '../../src/protocol/schedule-schemas';
import { Invocations, settle } from './shell-fakes';
import { AVAILABILITY, SETTINGS, SETTINGS_BODY } from './availability-fakes';

const rule = (over: Partial<AvailabilityRule> = {}): AvailabilityRule => ({ clinic_id: 1, weekday: 2, start: '09:00', end: '13:00', kind: 'work', clinic_service_ids: [], ...over });

describe("the editor's check mirrors the server's", () => {
  it('wants the end after the start', () => {
    expect(checkDraft({ rules: [rule({ start: '13:00', end: '09:00' })], exceptions: [] })).toEqual([{ path: 'rules.0.end', code: 'availability.invalid_range' }]);
    expect(checkDraft({ rules: [rule({ start: '20:00', end: '24:00' })], exceptions: [] })).toEqual([]);
  });

  it('refuses working hours overlapping on one weekday, across clinics too', () => {
    expect(checkDraft({ rules: [rule(), rule({ start: '12:00', end: '15:00' })], exceptions: [] })).toEqual([{ path: 'rules.1.start', code: 'availability.overlap' }]);
    expect(checkDraft({ rules: [rule(), rule({ clinic_id: 2, start: '12:00', end: '15:00' })], exceptions: [] })).toEqual([{ path: 'rules.1.start', code: 'availability.overlap' }]);
    expect(checkDraft({ rules: [rule(), rule({ start: '13:00', end: '15:00' }), rule({ weekday: 3 })], exceptions: [] })).toEqual([]);
  });

  it('keeps breaks inside the working hours of their day and clinic', () => {
    expect(checkDraft({ rules: [rule(), rule({ kind: 'break', start: '12:30', end: '13:30' })], exceptions: [] })).toEqual([{ path: 'rules.1.start', code: 'availability.invalid_range' }]);
    expect(checkDraft({ rules: [rule(), rule({ kind: 'break', clinic_id: 2, start: '10:00', end: '10:30' })], exceptions: [] })).toEqual([{ path: 'rules.1.start', code: 'availability.invalid_range' }]);
    expect(checkDraft({ rules: [rule(), rule({ kind: 'break', start: '10:00', end: '10:30' })], exceptions: [] })).toEqual([]);
  });

  it('checks changed hours and one change per day and clinic', () => {
    const off = { clinic_id: 1, date: '2026-12-01', kind: 'off' as const, start: null, end: null, note: null };
    expect(
      checkDraft({
        rules: [],
        exceptions: [off, { ...off, kind: 'hours', start: '10:00', end: '09:00' }, { ...off, date: '2026-12-02', kind: 'hours', start: null, end: null }],
      }),
    ).toEqual([
      { path: 'exceptions.1.end', code: 'availability.invalid_range' },
      { path: 'exceptions.1.date', code: 'availability.overlap' },
      { path: 'exceptions.2.start', code: 'field.required' },
      { path: 'exceptions.2.end', code: 'field.required' },
    ]);
  });
});

function startEditor() {
  const calls = new Invocations();
  const actor = createActor(
    availabilityEditorMachine.provide({
      actors: {
        'load availability': fromPromise(({ input }) => calls.start('load', input)),
        'save availability': fromPromise(({ input }) => calls.start('save', input)),
      },
    }),
    { input: { doctorId: 'd-1' } },
  ).start();
  return { actor, calls };
}

describe('the availability editor', () => {
  it('loads, retries after a failure, edits and saves', async () => {
    const { actor, calls } = startEditor();
    expect(calls.inputs('load')).toEqual([{ doctorId: 'd-1' }]);
    calls.reject('load', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'user.retry' });
    calls.resolve('load', AVAILABILITY);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'user.add', list: 'rules', entry: rule() });
    actor.send({ type: 'user.change', list: 'rules', index: 2, patch: { end: '14:00' } });
    actor.send({ type: 'user.change', list: 'rules', index: 7, patch: { end: '14:00' } }); // no such entry
    actor.send({ type: 'user.save' });
    expect(calls.inputs('save')).toEqual([{ doctorId: 'd-1', body: { clinic_ids: [1], rules: [...AVAILABILITY.rules, rule({ end: '14:00' })], exceptions: [] } }]);
    calls.resolve('save', { ...AVAILABILITY, rules: [...AVAILABILITY.rules, rule({ end: '14:00' })] });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'user.remove', list: 'rules', index: 2 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft.rules).toHaveLength(2);
  });

  it('does not save a draft with problems, and discards back to what was loaded', async () => {
    const { actor, calls } = startEditor();
    calls.resolve('load', AVAILABILITY);
    await settle();
    actor.send({ type: 'user.change', list: 'rules', index: 1, patch: { start: '08:00' } });
    expect(actor.getSnapshot().context.problems).toEqual([{ path: 'rules.1.start', code: 'availability.invalid_range' }]);
    actor.send({ type: 'user.save' });
    expect(calls.count('save')).toBe(0);
    actor.send({ type: 'user.discard' });
    expect(actor.getSnapshot().context).toMatchObject({ draft: { rules: AVAILABILITY.rules, exceptions: [] }, problems: [], dirty: false });
  });

  it("keeps the edits after the server's field errors or a conflict, until the next edit", async () => {
    const { actor, calls } = startEditor();
    calls.resolve('load', AVAILABILITY);
    await settle();
    actor.send({ type: 'user.add', list: 'rules', entry: rule() });
    actor.send({ type: 'user.save' });
    calls.reject('save', new AppError('availability.overlap', 422, { errors: [{ path: 'rules.2.start', code: 'availability.overlap' }] }));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.serverErrors).toEqual([{ path: 'rules.2.start', code: 'availability.overlap' }]);
    expect(actor.getSnapshot().context.draft.rules).toHaveLength(3);
    actor.send({ type: 'user.save' });
    calls.reject('save', new AppError('event.conflict', 409));
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('event.conflict');
    expect(actor.getSnapshot().context.draft.rules).toHaveLength(3);
    actor.send({ type: 'user.change', list: 'rules', index: 2, patch: { weekday: 4 } });
    expect(actor.getSnapshot().context.serverErrors).toEqual([]);
  });

  it('has nothing to save for a doctor of no clinic', async () => {
    const { actor, calls } = startEditor();
    calls.resolve('load', { ...AVAILABILITY, rules: [], clinics: [] });
    await settle();
    actor.send({ type: 'user.save' });
    expect(calls.count('save')).toBe(0);
  });
});

describe("a clinic's booking rules", () => {
  it('loads, saves values within the limits, keeps them after a failure', async () => {
    const calls = new Invocations();
    const actor = createActor(
      clinicSettingsMachine.provide({
        actors: {
          'load settings': fromPromise(({ input }) => calls.start('load', input)),
          'save settings': fromPromise(({ input }) => calls.start('save', input)),
        },
      }),
      { input: { clinicId: 1 } },
    ).start();
    calls.reject('load', new AppError('internal', 500));
    await settle();
    actor.send({ type: 'user.retry' });
    calls.resolve('load', SETTINGS);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'user.save', body: { ...SETTINGS_BODY, booking_horizon_days: 0 } });
    expect(calls.count('save')).toBe(0);
    actor.send({ type: 'user.save', body: SETTINGS_BODY });
    expect(calls.inputs('save')).toEqual([{ clinicId: 1, body: SETTINGS_BODY }]);
    calls.reject('save', new AppError('forbidden', 403));
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ settings: SETTINGS, error: { code: 'forbidden' } });
    actor.send({ type: 'user.save', body: SETTINGS_BODY });
    calls.resolve('save', { ...SETTINGS, min_notice_minutes: 60 });
    await settle();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.settings?.min_notice_minutes).toBe(60);
  });
});

describe('times typed on the 24-hour clock', () => {
  it('reads whole times in the ways people type them', () => {
    expect(parseClockTime('09:30')).toBe('09:30');
    expect(parseClockTime('9:30')).toBe('09:30');
    expect(parseClockTime('9.30')).toBe('09:30');
    expect(parseClockTime('0930')).toBe('09:30');
    expect(parseClockTime('17')).toBe('17:00');
    expect(parseClockTime('24:00')).toBe('24:00');
  });

  it('waits for a whole time and refuses impossible ones', () => {
    expect(parseClockTime('')).toBeNull();
    expect(parseClockTime('9')).toBeNull();
    expect(parseClockTime('09:3')).toBeNull();
    expect(parseClockTime('24:30')).toBeNull();
    expect(parseClockTime('12:60')).toBeNull();
    expect(parseClockTime('5pm')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkupMachine, type CheckupPage } from '../../src/machines/checkups/checkup.machine';
import { latestPerType, orderedSections, outOfRangeValues, rangeText } from '../../src/machines/checkups/checkup-rules';
import { AppError } from '../../src/protocol/errors';
import { checkupFixture, logItem, PATIENT_ID } from '../support/checkup-fixtures';
import { Invocations, settle } from './shell-fakes';

const DOCTOR_ID = '6f1c1a54-0000-4000-8000-0000000000d1';

function start(viewerId = PATIENT_ID, id = 'c-1') {
  const calls = new Invocations();
  const opened: string[] = [];
  const machine = checkupMachine.provide({
    actors: {
      'load checkup': fromPromise(({ input }) => calls.start('load checkup', input)),
      'start interview': fromPromise(({ input }) => calls.start('start interview', input)),
    },
    actions: {
      'open interview': (_, { id: interviewId }) => opened.push(interviewId),
    },
  });
  const actor = createActor(machine, { input: { id, viewerId } }).start();
  return { actor, calls, opened };
}

const page = (patient: CheckupPage['patient'] = null): CheckupPage => ({ checkup: checkupFixture(), patient });

describe('the checkup machine', () => {
  it('loads the checkup of the address for the viewer and shows it', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.inputs('load checkup')).toEqual([{ id: 'c-1', viewerId: PATIENT_ID }]);
    calls.resolve('load checkup', page());
    await settle();
    expect(actor.getSnapshot().hasTag('content')).toBe(true);
    expect(actor.getSnapshot().context.page?.checkup.id).toBe(checkupFixture().id);
  });

  it('shows "no such checkup" for a 404', async () => {
    const { actor, calls } = start();
    calls.reject('load checkup', new AppError('not_found', 404));
    await settle();
    expect(actor.getSnapshot().hasTag('not found')).toBe(true);
    expect(actor.getSnapshot().context.page).toBeNull();
  });

  it('shows the error face on any other failure, and loads again on retry', async () => {
    const { actor, calls } = start();
    calls.reject('load checkup', new AppError('network', 0));
    await settle();
    // The error face says what failed; the general alert is not raised as well.
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('network');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.count('load checkup')).toBe(2);
  });

  it('lets the patient start a symptom check with the checkup and opens the interview the server created', async () => {
    const { actor, calls, opened } = start();
    calls.resolve('load checkup', page());
    await settle();
    actor.send({ type: 'user.startInterview' });
    expect(actor.getSnapshot().hasTag('starting')).toBe(true);
    expect(calls.inputs('start interview')).toEqual([{ id: 'c-1' }]);
    // A second tap while it is being created starts nothing more.
    actor.send({ type: 'user.startInterview' });
    expect(calls.count('start interview')).toBe(1);
    calls.resolve('start interview', { id: 'iv-9' });
    await settle();
    expect(opened).toEqual(['iv-9']);
    expect(actor.getSnapshot().hasTag('starting')).toBe(false);
  });

  it('does not let a doctor start an interview from the patient\'s checkup', async () => {
    const { actor, calls } = start(DOCTOR_ID);
    calls.resolve('load checkup', page({ firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' } }));
    await settle();
    expect(actor.getSnapshot().can({ type: 'user.startInterview' })).toBe(false);
    actor.send({ type: 'user.startInterview' });
    expect(calls.count('start interview')).toBe(0);
  });

  it('keeps the checkup shown when starting fails, says why, and lets the patient try again', async () => {
    const { actor, calls, opened } = start();
    calls.resolve('load checkup', page());
    await settle();
    actor.send({ type: 'user.startInterview' });
    calls.reject('start interview', new AppError('network', 0));
    await settle();
    // The page says why next to what it shows, not in the general alert.
    expect(actor.getSnapshot().hasTag('content')).toBe(true);
    expect(actor.getSnapshot().hasTag('starting')).toBe(false);
    expect(actor.getSnapshot().context.startError?.code).toBe('network');
    expect(opened).toEqual([]);
    actor.send({ type: 'user.startInterview' });
    expect(actor.getSnapshot().context.startError).toBeNull();
    expect(calls.count('start interview')).toBe(2);
  });

  it('loads another checkup when the address changes, and nothing for the same one', async () => {
    const { actor, calls } = start();
    calls.resolve('load checkup', page());
    await settle();
    actor.send({ type: 'route.changed', id: 'c-1' });
    expect(calls.count('load checkup')).toBe(1);
    actor.send({ type: 'route.changed', id: 'c-2' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.page).toBeNull();
    expect(calls.inputs('load checkup').at(-1)).toEqual({ id: 'c-2', viewerId: PATIENT_ID });
  });
});

describe('the checkup rules', () => {
  it('orders sections as the page shows them and leaves out empty ones', () => {
    expect(orderedSections(checkupFixture()).map((s) => s.key)).toEqual(['blood_pressure', 'oxygen', 'ecg', 'blood_sugar', 'urinalysis']);
  });

  it('lists the values outside their range, critical ones first', () => {
    expect(outOfRangeValues(checkupFixture()).map((v) => [v.measure, v.mark])).toEqual([
      ['glucose_fasting', 'critical_high'],
      ['systolic', 'high'],
      ['diastolic', 'high'],
    ]);
  });

  it('writes a range as clinics do: both bounds, only a lower one, only an upper one, or none', () => {
    const f = (n: number) => String(n).replace('.', ',');
    expect(rangeText({ low: 3.9, high: 5.5, critical_low: 3, critical_high: 13.9 }, f)).toBe('3,9–5,5');
    expect(rangeText({ low: 95, high: null, critical_low: 91, critical_high: null }, f)).toBe('≥ 95');
    expect(rangeText({ low: null, high: 139, critical_low: null, critical_high: null }, f)).toBe('≤ 139');
    expect(rangeText({ low: null, high: null, critical_low: null, critical_high: null }, f)).toBeNull();
    expect(rangeText(null, f)).toBeNull();
  });

  it('keeps the newest reading of each log type, in the log types\' order', () => {
    const items = [
      logItem({ id: 'w1', type: 'weight', value: { value: 70 }, measured_at: '2026-11-01T08:00:00.000Z' }),
      logItem({ id: 'p1', type: 'pulse', value: { value: 80 }, measured_at: '2026-11-02T08:00:00.000Z' }),
      logItem({ id: 'bp', type: 'blood_pressure', value: { systolic: 120, diastolic: 80 }, measured_at: '2026-11-03T08:00:00.000Z' }),
      logItem({ id: 'p2', type: 'pulse', value: { value: 66 }, measured_at: '2026-11-04T08:00:00.000Z' }),
      logItem({ id: 'w0', type: 'weight', value: { value: 71 }, measured_at: '2026-10-01T08:00:00.000Z' }),
    ];
    expect(latestPerType(items).map((i) => i.id)).toEqual(['bp', 'p2', 'w1']);
    expect(latestPerType([])).toEqual([]);
  });
});

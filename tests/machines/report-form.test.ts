import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { initialClinic, isSendableText, reportFormMachine, type ReportFormContext, type SendReportInput } from '../../src/machines/reports/report-form.machine';
import { AppError } from '../../src/protocol/errors';
import { REPORT_TEXT_MAX, type CreatedReport, type ReportDestinations } from '../../src/protocol/reports';
import { describeModelWalk, type EventCase, type Run } from '../model/walk-every-transition';
import { Invocations, settle } from './shell-fakes';

const name = (ka: string, en: string) => ({ ka, en });
/** Two clinics, the second suggested (the clinic of the person's latest appointment). */
const TWO: ReportDestinations = {
  clinics: [
    { id: 1, name: name('ნიუ ვიჟენ კლინიკა', 'New Vision Clinic') },
    { id: 2, name: name('თბილისის ცენტრალური კლინიკა', 'Tbilisi Central Clinic') },
  ],
  suggested: 2,
};
const NONE_SUGGESTED: ReportDestinations = { ...TWO, suggested: null };
const NOWHERE: ReportDestinations = { clinics: [], suggested: null };
const CREATED: CreatedReport = { id: 'r-1', created_at: '2026-11-20T10:15:00.000Z' };
const TEXT = 'ზარს ვუპასუხე და გაქრა';
const TOO_LONG = 'ა'.repeat(REPORT_TEXT_MAX + 1);

function startForm() {
  const calls = new Invocations();
  const actor = createActor(
    reportFormMachine.provide({
      actors: {
        'load destinations': fromPromise(() => calls.start('load destinations', null)),
        'send report': fromPromise(({ input }) => calls.start('send report', input)),
      },
    }),
  ).start();
  return { actor, calls, sent: () => calls.inputs('send report') as SendReportInput[] };
}

async function loaded(destinations: ReportDestinations = TWO) {
  const form = startForm();
  form.calls.resolve('load destinations', destinations);
  await settle();
  return form;
}

describe('the report form', () => {
  it('starts on the suggested clinic with the consent unticked, and sends the trimmed text without the log', async () => {
    const { actor, calls, sent } = await loaded();
    expect(actor.getSnapshot().context).toMatchObject({ clinicId: 2, consent: false, text: '' });
    actor.send({ type: 'user.changeText', text: `  ${TEXT}\n` });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sent()).toEqual([{ text: TEXT, clinic_id: 2, consent: false }]);
    calls.resolve('send report', CREATED);
    await settle();
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
    expect(actor.getSnapshot().context.sent).toEqual(CREATED);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('asks for the log only when the person ticked the consent, to the clinic they chose', async () => {
    const { actor, sent } = await loaded();
    actor.send({ type: 'user.changeText', text: TEXT });
    actor.send({ type: 'user.pickClinic', clinicId: 1 });
    actor.send({ type: 'user.setConsent', consent: true });
    actor.send({ type: 'user.submit' });
    expect(sent()).toEqual([{ text: TEXT, clinic_id: 1, consent: true }]);
  });

  it('keeps everything typed after a failure, shows its code, and sends again', async () => {
    const { actor, calls, sent } = await loaded();
    actor.send({ type: 'user.changeText', text: TEXT });
    actor.send({ type: 'user.setConsent', consent: true });
    actor.send({ type: 'user.submit' });
    calls.reject('send report', new AppError('network', 0));
    await settle();
    const s = actor.getSnapshot();
    expect(s.hasTag('failed')).toBe(true);
    expect(s.context).toMatchObject({ text: TEXT, clinicId: 2, consent: true, error: { code: 'network' } });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual(sent()[0]);
  });

  it('sends nothing with a blank or too long text, or before a clinic is chosen', async () => {
    const { actor, sent } = await loaded(NONE_SUGGESTED);
    expect(actor.getSnapshot().context.clinicId).toBeNull();
    actor.send({ type: 'user.changeText', text: TEXT });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.pickClinic', clinicId: 99 });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.clinicId).toBeNull();
    actor.send({ type: 'user.pickClinic', clinicId: 1 });
    for (const text of [' \n ', TOO_LONG]) {
      actor.send({ type: 'user.changeText', text });
      actor.send({ type: 'user.submit' });
    }
    expect(sent()).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('says there is nowhere to send to, and loads again after a failure', async () => {
    expect((await loaded(NOWHERE)).actor.getSnapshot().hasTag('no destinations')).toBe(true);
    const { actor, calls } = startForm();
    calls.reject('load destinations', new AppError('internal', 500));
    await settle();
    expect(actor.getSnapshot().hasTag('load failed')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('internal');
    actor.send({ type: 'user.retry' });
    calls.resolve('load destinations', TWO);
    await settle();
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(calls.count('load destinations')).toBe(2);
  });

  it('starts on the suggested clinic only if it is offered, else on the only one, else on none', () => {
    expect(initialClinic(TWO)).toBe(2);
    expect(initialClinic({ ...TWO, suggested: 9 })).toBeNull();
    expect(initialClinic({ clinics: [TWO.clinics[0]], suggested: null })).toBe(1);
    expect(initialClinic({ clinics: [TWO.clinics[0]], suggested: 9 })).toBe(1);
    expect(isSendableText('ა'.repeat(REPORT_TEXT_MAX))).toBe(true);
    expect(isSendableText(` ${'ა'.repeat(REPORT_TEXT_MAX)} `)).toBe(true);
  });
});

/* The model walk: every transition, with the real actor checked against the model at each step. */

interface World {
  /** Calls of 'send report' before the step, to see whether a step started one. */
  calls: number;
}

const LOADED = 'xstate.done.actor.loadDestinations';
const LOAD_FAILED = 'xstate.error.actor.loadDestinations';
const SENT = 'xstate.done.actor.sendReport';
const SEND_FAILED = 'xstate.error.actor.sendReport';

const EVENTS: EventCase[] = [
  { type: LOADED, output: TWO },
  { type: LOADED, output: NONE_SUGGESTED },
  { type: LOADED, output: NOWHERE },
  { type: LOAD_FAILED, error: new AppError('network', 0) },
  { type: 'user.retry' },
  { type: 'user.changeText', text: '' },
  { type: 'user.changeText', text: '  \n ' },
  { type: 'user.changeText', text: `  ${TEXT} ` },
  { type: 'user.changeText', text: TOO_LONG },
  { type: 'user.pickClinic', clinicId: 1 },
  { type: 'user.pickClinic', clinicId: 2 },
  { type: 'user.pickClinic', clinicId: 99 },
  { type: 'user.setConsent', consent: true },
  { type: 'user.setConsent', consent: false },
  { type: 'user.submit' },
  { type: SENT, output: CREATED },
  { type: SEND_FAILED, error: new AppError('network', 0) },
  { type: SEND_FAILED, error: new AppError('internal', 500) },
];

const machine = (run: Run<World>) =>
  reportFormMachine.provide({
    actors: {
      'load destinations': fromPromise(() => run.invocations.start('load destinations', null)),
      'send report': fromPromise(({ input }) => run.invocations.start('send report', input)),
    },
  });

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as ReportFormContext;
  expect(s.hasTag('busy')).toBe(s.matches('sending'));
  expect(s.hasTag('form')).toBe(s.matches('editing') || s.matches('sending') || s.matches('failed'));
  // An error shows exactly where the person can act on it.
  expect(c.error !== null).toBe(s.matches('failed') || s.matches('loadFailed'));
  // The clinic is one of those offered, or none yet.
  if (c.clinicId !== null) expect(c.clinics.map((x) => x.id)).toContain(c.clinicId);
  // What is being sent is what the form holds: the trimmed text, its clinic, its consent.
  const inputs = run.invocations.inputs('send report') as SendReportInput[];
  if (s.matches('sending')) expect(inputs.at(-1)).toEqual({ text: c.text.trim(), clinic_id: c.clinicId, consent: c.consent });
  expect(c.sent !== null).toBe(s.status === 'done');
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = run.invocations.count('send report') - run.world.calls;
  run.world.calls = run.invocations.count('send report');
  const b = before.context as ReportFormContext;
  const a = after.context as ReportFormContext;
  if (event.type === LOADED) {
    // The form starts empty and without consent, whatever the destinations.
    expect(a).toMatchObject({ text: '', consent: false });
  }
  if (event.type === 'user.submit') {
    const sendable = (before.matches('editing') || before.matches('failed')) && isSendableText(b.text) && b.clinicId !== null;
    expect(started).toBe(sendable ? 1 : 0);
    if (!sendable) expect(a).toEqual(b);
  } else {
    expect(started).toBe(0);
  }
  if (event.type === SEND_FAILED) {
    // Nothing typed is lost.
    expect(after.matches('failed')).toBe(true);
    expect(a).toEqual({ ...b, error: event.error });
  }
}

const TRANSITIONS = [
  'loading: done (load destinations) [has no destinations] → noDestinations',
  'loading: done (load destinations) [else] → editing',
  'loading: error (load destinations) → loadFailed',
  'loadFailed: user.retry → loading',
  'editing: user.changeText → (stays)',
  'editing: user.pickClinic [is destination] → (stays)',
  'editing: user.setConsent → (stays)',
  'editing: user.submit [can send] → sending',
  'sending: done (send report) → sent',
  'sending: error (send report) → failed',
  'failed: user.changeText → (stays)',
  'failed: user.pickClinic [is destination] → (stays)',
  'failed: user.setConsent → (stays)',
  'failed: user.submit [can send] → sending',
];

describeModelWalk<World>('the report form machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: undefined, events: EVENTS }],
  world: () => ({ calls: 0 }),
  invariant,
  effects,
  timeout: 120_000,
});

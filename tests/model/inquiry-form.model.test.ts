import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { inquiryFormMachine, type InquiryFormContext } from '../../src/machines/inquiries/inquiry-form.machine';
import { isClientId } from '../../src/protocol/chats';
import { AppError } from '../../src/protocol/errors';
import type { CreatedInquiry } from '../../src/protocol/inquiries';
import { PATIENT, space } from '../machines/chat-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  /** The chats 'open chat' went to. */
  opened: string[];
  /** Failures raised as the general alert. */
  alerts: AppError[];
  /** Calls of 'open inquiry' before the step, to see whether a step started one. */
  calls: number;
}

const machine = (run: Run<World>) =>
  inquiryFormMachine.provide({
    actors: { 'open inquiry': fromPromise(({ input }) => run.invocations.start('open inquiry', input)) },
    actions: {
      'open chat': (_, params) => run.world.opened.push(params.chatId),
      'report failure': (_, params) => run.world.alerts.push(params.error),
    },
  });

const CLINIC = 7;
/** The visit's seed (the page gives a random one): client ids are `<seed>-<n>`. */
const SEED = 'visit';
const SENT = 'xstate.done.actor.openInquiry';
const FAILED = 'xstate.error.actor.openInquiry';
const QUESTION = 'შაბათს ღიაა?';
const CREATED: CreatedInquiry = {
  inquiry: { id: 'i-1', clinic_id: CLINIC, patient_id: PATIENT.id, chat_space_id: 'c-7', status: 'created', created_at: '2026-03-01T10:00:00.000Z', joined_by: null, joined_at: null, completed_at: null },
  chat_space: space({ id: 'c-7', type: 'PatientClinic', chat_space: { doctor_id: null, patient_id: PATIENT.id, clinic_id: CLINIC, active_until: null, last_clinic_inquiry: { id: 'i-1', status: 'created' } } }),
};
const TOO_LONG = new AppError('validation', 422, { errors: [{ path: 'text', code: 'field.too_long' }] });

/**
 * Blank text, the question with and without blanks around it (the same text), another question;
 * answers, a lost connection, a server fault and field errors. New texts after failures would
 * make new client ids forever: the walk stops once a third has been made.
 */
const EVENTS: EventCase[] = [
  { type: 'user.submit', text: ' \n ' },
  { type: 'user.submit', text: `  ${QUESTION}  ` },
  { type: 'user.submit', text: QUESTION },
  { type: 'user.submit', text: 'სხვა კითხვა' },
  { type: SENT, output: CREATED },
  { type: FAILED, error: new AppError('network', 0) },
  { type: FAILED, error: new AppError('internal', 500) },
  { type: FAILED, error: TOO_LONG },
];

const sentInputs = (run: Run<World>) => run.invocations.inputs('open inquiry') as Array<{ clinicId: number; text: string; clientId: string }>;

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as InquiryFormContext;
  expect(c.clinicId).toBe(CLINIC);
  expect(s.hasTag('busy')).toBe(s.matches('sending'));
  // Nothing submitted yet, or the trimmed text last submitted under its client id.
  if (c.clientId === null) expect(c.text).toBe('');
  else expect(c.text).toBe(c.text.trim());
  if (c.clientId !== null) expect(c.text).not.toBe('');
  // Client ids come from the visit's seed and are valid ones.
  if (c.clientId !== null) {
    expect(c.clientId).toBe(`${SEED}-${c.attempts}`);
    expect(isClientId(c.clientId)).toBe(true);
  }
  // An error is shown only while the person can send again.
  if (c.error) expect(s.matches('editing')).toBe(true);
  // What is being sent is the form's text under its client id, for this clinic.
  const sent = sentInputs(run);
  if (s.matches('sending')) expect(sent.at(-1)).toEqual({ clinicId: CLINIC, text: c.text, clientId: c.clientId });
  // The same text, sent again right after, goes under the same client id; a new text never reuses one.
  for (let i = 1; i < sent.length; i++) expect(sent[i].clientId === sent[i - 1].clientId).toBe(sent[i].text === sent[i - 1].text);
  const idOf = new Map<string, string>();
  for (const { text, clientId } of sent) {
    const owner = [...idOf].find(([, id]) => id === clientId)?.[0];
    if (owner !== undefined) expect(owner).toBe(text);
    idOf.set(text, clientId);
  }
  // The chat opens once, when the inquiry is in, and the form is done.
  expect(run.world.opened).toEqual(s.status === 'done' ? ['c-7'] : []);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = run.invocations.count('open inquiry') - run.world.calls;
  run.world.calls = run.invocations.count('open inquiry');
  const alerts = run.world.alerts.splice(0);
  const b = before.context as InquiryFormContext;
  const a = after.context as InquiryFormContext;
  if (event.type === 'user.submit') {
    const text = (event.text as string).trim();
    if (text === '') {
      // Blank text does nothing at all.
      expect(after.value).toEqual(before.value);
      expect(a).toEqual(b);
      expect(started).toBe(0);
    } else {
      expect(after.matches('sending')).toBe(true);
      expect(started).toBe(1);
      expect(a).toMatchObject({ text, error: null });
      expect(a.clientId === b.clientId).toBe(b.clientId !== null && b.text === text);
    }
  } else {
    expect(started).toBe(0);
  }
  if (event.type === FAILED) {
    // The text stays to be sent again; field errors show in the form, anything else as the alert.
    const error = event.error as AppError;
    expect(after.matches('editing')).toBe(true);
    expect(a).toEqual({ ...b, error });
    expect(alerts.map((e) => e.code)).toEqual(error.errors?.length ? [] : [error.code]);
  } else {
    expect(alerts).toEqual([]);
  }
  if (event.type === SENT) expect(after.status).toBe('done');
}

const TRANSITIONS = [
  'editing: user.submit [has text] → sending',
  'sending: done (open inquiry) → sent',
  'sending: error (open inquiry) [else] → editing',
  'sending: error (open inquiry) [has field errors] → editing',
];

describeModelWalk<World, { clinicId: number; idSeed: string }>('the inquiry form machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { clinicId: CLINIC, idSeed: SEED }, events: EVENTS }],
  world: () => ({ opened: [], alerts: [], calls: 0 }),
  invariant,
  effects,
  stopWhen: (s) => (s.context as InquiryFormContext).attempts >= 3,
  timeout: 60_000,
});

import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { deskRegistrationMachine, type DeskRegistrationContext } from '../../src/machines/desk-registration/desk-registration.machine';
import { deskErrors, toDeskBody } from '../../src/machines/desk-registration/desk-registration.rules';
import type { DeskRegistered, ExistingPatient } from '../../src/protocol/desk-registration';
import { AppError } from '../../src/protocol/errors';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

/* The desk's registration form walked as a model: every transition, the real actor checked against the model at each step. */

interface World {
  /** Where the page went (chat, patient page). */
  went: string[];
  /** Registrations started before the step. */
  registers: number;
}

const TODAY = '2026-11-21';
const FULL = '61001234567';
const OTHER = '61007654321';
const NINO: ExistingPatient = { id: '5f0c6a1e-1111-4111-8111-111111111111', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birth_year: 1980, phone: null };
const DONE: DeskRegistered = {
  patient: { id: '7a0c6a1e-2222-4222-8222-222222222222', firstname: { ka: 'ლევან', en: 'ლევან' }, lastname: { ka: 'ბ', en: 'ბ' } },
  chat_space_id: '9b0c6a1e-3333-4333-8333-333333333333',
  sent: { sms: true, email: false },
  has_email: false,
};

const LOOKED_UP = 'xstate.done.actor.lookUp';
const LOOKUP_FAILED = 'xstate.error.actor.lookUp';
const REGISTERED = 'xstate.done.actor.register';
const REGISTER_FAILED = 'xstate.error.actor.register';
const CHAT_OPENED = 'xstate.done.actor.openChat';
const CHAT_FAILED = 'xstate.error.actor.openChat';
const RESENT = 'xstate.done.actor.resend';
const RESEND_FAILED = 'xstate.error.actor.resend';

/** The rest of the form, filled one field at a time in this order (keeps the model's states few). */
const CHAIN: [field: string, value: string][] = [
  ['firstname', 'ლევან'],
  ['lastname', 'ბ'],
  ['gender', 'male'],
  ['birth.day', '9'],
  ['birth.month', '3'],
  ['birth.year', '1975'],
  ['phone_number', '577123456'],
];

function valueOf(c: DeskRegistrationContext, field: string): string {
  if (field.startsWith('birth.')) return c.draft.birth[field.slice(6) as 'day' | 'month' | 'year'];
  return (c.draft as unknown as Record<string, string>)[field];
}

const SERVICE_EVENTS: EventCase[] = [
  { type: LOOKED_UP, output: { existing: null } },
  { type: LOOKED_UP, output: { existing: NINO } },
  { type: LOOKUP_FAILED, error: new AppError('validation', 422, { errors: [{ path: 'id_number', code: 'field.identifier_taken' }] }) },
  { type: REGISTERED, output: DONE },
  { type: REGISTER_FAILED, error: new AppError('desk.patient_exists', 409, { current: NINO }) },
  { type: REGISTER_FAILED, error: new AppError('internal', 500) },
  { type: CHAT_OPENED, output: { id: 'chat-1' } },
  { type: CHAT_FAILED, error: new AppError('network', 0) },
  { type: RESENT, output: { sms: true, email: false } },
  { type: RESEND_FAILED, error: new AppError('network', 0) },
];

function events(s: AnyMachineSnapshot): EventCase[] {
  const c = s.context as DeskRegistrationContext;
  if (s.hasTag('registered')) return [...SERVICE_EVENTS, { type: 'user.resend' }, { type: 'user.openChat' }, { type: 'user.book' }, { type: 'user.again' }];
  const cases: EventCase[] = [...SERVICE_EVENTS];
  const id = c.draft.id_number;
  const idEdit = (value: string) => cases.push({ type: 'user.edit', field: 'id_number', value });
  const complete = id === FULL || id === OTHER;
  if (id === '') {
    idEdit('AB1');
    idEdit(FULL);
  } else if (id === 'AB1') {
    idEdit(FULL);
    cases.push({ type: 'user.checkId' }, { type: 'user.submit' });
  } else if (complete) {
    if (s.matches('editing')) cases.push({ type: 'user.checkId' });
    if (s.matches('checkingId') || s.matches('duplicate')) {
      idEdit(id === FULL ? OTHER : FULL);
      idEdit('AB1');
    }
  }
  if (s.matches('duplicate')) cases.push({ type: 'user.openChat' }, { type: 'user.book' });
  if (complete) {
    const next = CHAIN.find(([field]) => valueOf(c, field) === '');
    if (next) cases.push({ type: 'user.edit', field: next[0], value: next[1] });
    // Submit with the first field still empty (refused) and with everything filled (sent).
    if (!next || next[0] === 'firstname') cases.push({ type: 'user.submit' });
  }
  return cases;
}

const machine = (run: Run<World>) =>
  deskRegistrationMachine.provide({
    actors: {
      'look up patient': fromPromise(({ input }) => run.invocations.start('look up patient', input)),
      'register patient': fromPromise(({ input }) => run.invocations.start('register patient', input)),
      'open chat': fromPromise(({ input }) => run.invocations.start('open chat', input)),
      'resend link': fromPromise(({ input }) => run.invocations.start('resend link', input)),
    },
    actions: {
      'go to chat': (_, { chatId }) => run.world.went.push(`/chats/${chatId}`),
      'go to patient': (_, { patientId }) => run.world.went.push(`/patients/${patientId}`),
    },
  });

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context as DeskRegistrationContext;
  expect(s.hasTag('busy')).toBe(s.matches('submitting') || s.matches('openingChat') || s.matches({ registered: 'resending' }));
  // The existing patient is offered exactly while the offer shows.
  expect(c.existing !== null).toBe(s.matches('duplicate') || s.matches('openingChat'));
  expect(c.result !== null).toBe(s.hasTag('registered'));
  expect(s.hasTag('form')).toBe(!s.hasTag('registered'));
  // What is sent is what the form holds.
  if (s.matches('submitting')) expect(run.invocations.inputs('register patient').at(-1)).toEqual(toDeskBody(c.draft, 1));
  if (s.matches('checkingId')) expect(run.invocations.inputs('look up patient').at(-1)).toEqual({ clinic_id: 1, id_number: c.draft.id_number });
  if (s.matches('openingChat')) expect(run.invocations.inputs('open chat').at(-1)).toEqual({ clinic_id: 1, patient_id: c.existing!.id });
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const started = run.invocations.count('register patient') - run.world.registers;
  run.world.registers = run.invocations.count('register patient');
  const b = before.context as DeskRegistrationContext;
  const a = after.context as DeskRegistrationContext;
  if (event.type === 'user.submit' && before.hasTag('form') && !before.matches('duplicate') && !before.hasTag('busy')) {
    const valid = deskErrors(b.draft, TODAY).length === 0;
    expect(started).toBe(valid ? 1 : 0);
    // A refused submit shows every problem of the draft, and nothing else changes.
    if (!valid) expect(a).toEqual({ ...b, errors: deskErrors(b.draft, TODAY), error: null });
  } else {
    expect(started).toBe(0);
  }
  if (event.type === REGISTER_FAILED && before.matches('submitting')) {
    // Nothing typed is lost.
    expect(a.draft).toEqual(b.draft);
  }
  if (event.type === CHAT_OPENED && before.matches('openingChat')) {
    expect(run.world.went.at(-1)).toBe(b.intent === 'chat' ? '/chats/chat-1' : `/patients/${NINO.id}`);
  }
}

const TRANSITIONS = [
  'checkingId: done (look up patient) [else] → editing',
  'checkingId: done (look up patient) [found a patient] → duplicate',
  'checkingId: error (look up patient) → editing',
  'checkingId: user.edit [completes a personal number] → checkingId (re-entered)',
  'checkingId: user.edit [else] → (stays)',
  'checkingId: user.edit [is id edit] → editing',
  'checkingId: user.submit [draft is valid] → submitting',
  'checkingId: user.submit [else] → (stays)',
  'duplicate: user.book → openingChat',
  'duplicate: user.edit [completes a personal number] → checkingId',
  'duplicate: user.edit [else] → (stays)',
  'duplicate: user.edit [is id edit] → editing',
  'duplicate: user.openChat → openingChat',
  'editing: user.checkId [id can be looked up] → checkingId',
  'editing: user.edit [completes a personal number] → checkingId',
  'editing: user.edit [else] → (stays)',
  'editing: user.submit [draft is valid] → submitting',
  'editing: user.submit [else] → (stays)',
  'openingChat: done (open chat) [else] → duplicate',
  'openingChat: done (open chat) [wants chat] → duplicate',
  'openingChat: error (open chat) → duplicate',
  'registered.idle: user.resend → registered.resending',
  'registered.resending: done (resend link) → registered.idle',
  'registered.resending: error (resend link) → registered.idle',
  'registered: user.again → editing',
  'registered: user.book → (stays)',
  'registered: user.openChat → (stays)',
  'submitting: done (register patient) → registered',
  'submitting: error (register patient) [else] → editing',
  'submitting: error (register patient) [is conflict] → duplicate',
];

describeModelWalk<World>('the desk registration machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  starts: [{ input: { clinicId: 1, today: TODAY } as never, events }],
  world: () => ({ went: [], registers: 0 }),
  invariant,
  effects,
  timeout: 300_000,
});

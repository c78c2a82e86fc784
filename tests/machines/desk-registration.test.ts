import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deskRegistrationMachine, type DeskField } from '../../src/machines/desk-registration/desk-registration.machine';
import { deskErrors, emptyDeskDraft, toDeskBody } from '../../src/machines/desk-registration/desk-registration.rules';
import type { DeskRegistered, ExistingPatient } from '../../src/protocol/desk-registration';
import { AppError } from '../../src/protocol/errors';
import { Invocations, settle } from './shell-fakes';

const TODAY = '2026-11-21';
const NINO: ExistingPatient = { id: '5f0c6a1e-1111-4111-8111-111111111111', firstname: { ka: 'ნინო', en: 'Nino' }, lastname: { ka: 'ბერიძე', en: 'Beridze' }, birth_year: 1980, phone: '+995 5** ** 12 34' };
const DONE: DeskRegistered = {
  patient: { id: '7a0c6a1e-2222-4222-8222-222222222222', firstname: { ka: 'ლევან', en: 'ლევან' }, lastname: { ka: 'გელაშვილი', en: 'გელაშვილი' } },
  chat_space_id: '9b0c6a1e-3333-4333-8333-333333333333',
  sent: { sms: true, email: false },
  has_email: false,
};

function start() {
  const calls = new Invocations();
  const went: string[] = [];
  const actor = createActor(
    deskRegistrationMachine.provide({
      actors: {
        'look up patient': fromPromise(({ input }) => calls.start('look up patient', input)),
        'register patient': fromPromise(({ input }) => calls.start('register patient', input)),
        'open chat': fromPromise(({ input }) => calls.start('open chat', input)),
        'resend link': fromPromise(({ input }) => calls.start('resend link', input)),
      },
      actions: {
        'go to chat': (_, { chatId }) => went.push(`/chats/${chatId}`),
        'go to patient': (_, { patientId }) => went.push(`/patients/${patientId}`),
      },
    }),
    { input: { clinicId: 1, today: TODAY } },
  ).start();
  const edit = (field: DeskField, value: string) => actor.send({ type: 'user.edit', field, value });
  const fill = () => {
    edit('firstname', ' ლევან ');
    edit('lastname', 'გელაშვილი');
    edit('gender', 'male');
    edit('birth.day', '9');
    edit('birth.month', '3');
    edit('birth.year', '1975');
    edit('phone_number', '577 12 34 56');
  };
  return { actor, calls, went, edit, fill };
}

describe('registering a patient at the desk', () => {
  it('looks the ID number up as soon as it is a full personal number, and registers the patient with the trimmed draft', async () => {
    const { actor, calls, edit, fill } = start();
    edit('id_number', '6100123456');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    edit('id_number', '61001234567');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    expect(calls.inputs('look up patient')).toEqual([{ clinic_id: 1, id_number: '61001234567' }]);
    fill();
    calls.resolve('look up patient', { existing: null });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(calls.inputs('register patient')).toEqual([
      { clinic_id: 1, id_number: '61001234567', firstname: 'ლევან', lastname: 'გელაშვილი', gender: 'male', birthdate: '1975-03-09', country_code: '+995', phone_number: '577 12 34 56', email: '', language: 'ka' },
    ]);
    calls.resolve('register patient', DONE);
    await settle();
    expect(actor.getSnapshot().hasTag('registered')).toBe(true);
    expect(actor.getSnapshot().context.result).toEqual(DONE);
  });

  it('shows every problem at once on the device and asks nothing of the server', () => {
    const { actor, calls, edit } = start();
    edit('id_number', 'AB1');
    edit('email', 'nino@');
    edit('birth.year', '2999');
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors.map((e) => `${e.path}:${e.code}`)).toEqual([
      'id_number:field.identifier_format', 'firstname:field.required', 'lastname:field.required', 'gender:field.gender', 'birthdate:field.required', 'phone_number:field.required', 'email:field.email_format',
    ]);
    expect(calls.count('register patient')).toBe(0);
    // Correcting a field clears its error only.
    edit('firstname', 'ნინო');
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).not.toContain('firstname');
    expect(actor.getSnapshot().context.errors.map((e) => e.path)).toContain('lastname');
  });

  it('offers the patient who has the ID number, opens the chat or the page to book, and leaves the offer when the number changes', async () => {
    const { actor, calls, went, edit } = start();
    edit('id_number', '01001000001');
    calls.resolve('look up patient', { existing: NINO });
    await settle();
    expect(actor.getSnapshot().hasTag('duplicate')).toBe(true);
    expect(actor.getSnapshot().context.existing).toEqual(NINO);
    actor.send({ type: 'user.submit' });
    expect(calls.count('register patient')).toBe(0);
    actor.send({ type: 'user.openChat' });
    expect(calls.inputs('open chat')).toEqual([{ clinic_id: 1, patient_id: NINO.id }]);
    calls.resolve('open chat', { id: 'chat-1' });
    await settle();
    actor.send({ type: 'user.book' });
    calls.resolve('open chat', { id: 'chat-1' });
    await settle();
    expect(went).toEqual(['/chats/chat-1', `/patients/${NINO.id}`]);
    edit('id_number', '0100100000');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.existing).toBeNull();
  });

  it('a 409 at submit (registered a moment ago) offers the patient the server answered; a 422 shows its fields; another failure keeps the draft', async () => {
    const { actor, calls, edit, fill } = start();
    edit('id_number', 'AB123456');
    fill();
    actor.send({ type: 'user.submit' });
    calls.reject('register patient', new AppError('validation', 422, { errors: [{ path: 'phone_number', code: 'field.phone_taken' }] }));
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual([{ path: 'phone_number', code: 'field.phone_taken' }]);
    const draft = actor.getSnapshot().context.draft;
    actor.send({ type: 'user.submit' });
    calls.reject('register patient', new AppError('internal', 500));
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('internal');
    expect(actor.getSnapshot().context.draft).toEqual(draft);
    actor.send({ type: 'user.submit' });
    calls.reject('register patient', new AppError('desk.patient_exists', 409, { current: NINO }));
    await settle();
    expect(actor.getSnapshot().hasTag('duplicate')).toBe(true);
    expect(actor.getSnapshot().context.existing).toEqual(NINO);
  });

  it('after success: the link again, the chat, the page, and an empty form that keeps the language', async () => {
    const { actor, calls, went, edit, fill } = start();
    edit('id_number', 'AB123456');
    edit('language', 'en');
    fill();
    actor.send({ type: 'user.submit' });
    calls.resolve('register patient', { ...DONE, sent: { sms: false, email: false } });
    await settle();
    actor.send({ type: 'user.resend' });
    expect(calls.inputs('resend link')).toEqual([{ clinic_id: 1, patient_id: DONE.patient.id }]);
    calls.resolve('resend link', { sms: true, email: false });
    await settle();
    expect(actor.getSnapshot().context.resent).toEqual({ sms: true, email: false });
    actor.send({ type: 'user.resend' });
    calls.reject('resend link', new AppError('network', 0));
    await settle();
    expect(actor.getSnapshot().context.resendError?.code).toBe('network');
    actor.send({ type: 'user.openChat' });
    actor.send({ type: 'user.book' });
    expect(went).toEqual([`/chats/${DONE.chat_space_id}`, `/patients/${DONE.patient.id}`]);
    actor.send({ type: 'user.again' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ draft: { ...emptyDeskDraft(), language: 'en' }, result: null, errors: [] });
  });

  it('uses self-registration’s rules: a Georgian mobile number has 9 digits, the birthdate is real and not in the future', () => {
    const base = { ...emptyDeskDraft(), id_number: '61001234567', firstname: 'ა', lastname: 'ბ', gender: 'female' as const, birth: { day: '30', month: '2', year: '1990' }, phone_number: '55512345' };
    expect(deskErrors(base, TODAY).map((e) => `${e.path}:${e.code}`)).toEqual(['birthdate:field.birthdate_format', 'phone_number:field.phone_format']);
    expect(deskErrors({ ...base, birth: { day: '1', month: '1', year: '1990' }, phone_number: '555123456', email: 'a@b.ge' }, TODAY)).toEqual([]);
    expect(toDeskBody({ ...base, email: ' a@b.ge ' }, 3)).toMatchObject({ clinic_id: 3, birthdate: '1990-02-30', email: 'a@b.ge' });
  });
});

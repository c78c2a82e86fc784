import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ClinicChat, DeskLookup, DeskLookupQuery, DeskRegistered, DeskRegistrationBody, ExistingPatient, InvitationSent } from '../../protocol/desk-registration';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import { notProvided } from '../not-provided';
import { deskErrors, emptyDeskDraft, isIdNumberComplete, toDeskBody, type DeskDraft, type DeskTextField } from './desk-registration.rules';

/**
 * Registering a patient at a clinic's desk (issue 16, `/patient/register`), one form with sections:
 * 1. The operator types the ID number; as soon as it is a full personal number (11 digits), or
 *    when they leave the field, it is looked up (`GET /api/desk/patients/lookup`). A patient who
 *    already has an account is offered instead (`duplicate`): open the clinic's chat with them or
 *    book for them. Changing the ID number leaves that offer.
 * 2. The rest: names, gender, birthdate, phone, optional e-mail, the patient's language. Submit
 *    checks every field on the device (self-registration's rules) and shows every problem at once.
 * 3. `POST /api/desk/patients`: 201 → `registered`; 409 `desk.patient_exists` (registered a moment
 *    ago) → the offer with the patient the server answered; 422 → the field errors; anything
 *    else → the coded error above the form, which keeps everything typed.
 * 4. Registered: whether the SMS and e-mail went, the link again (`resending`), the chat, booking
 *    (a link to the patient's page), and "register another" (an empty form).
 */
export interface DeskRegistrationContext {
  clinicId: number;
  /** The device's date (YYYY-MM-DD): a birthdate after it is refused. */
  today: string;
  draft: DeskDraft;
  errors: FieldError[];
  /** A failure that is not about a field (shown above the form). */
  error: AppError | null;
  /** The patient who already holds the ID number, while offered. */
  existing: ExistingPatient | null;
  /** What the chat request is for: the chat itself, or booking (the patient's page). */
  intent: 'chat' | 'book';
  result: DeskRegistered | null;
  /** The outcome of "send the link again": null until asked. */
  resent: InvitationSent | null;
  resendError: AppError | null;
}

/** A field of the form as its edit names it: the text fields, the gender, a birthdate part, the language. */
export type DeskField = DeskTextField | 'gender' | 'birth.day' | 'birth.month' | 'birth.year' | 'language';

export type DeskRegistrationEvent =
  | { type: 'user.edit'; field: DeskField; value: string }
  | { type: 'user.checkId' }
  | { type: 'user.submit' }
  | { type: 'user.openChat' }
  | { type: 'user.book' }
  | { type: 'user.resend' }
  | { type: 'user.again' };

/** The form field an edit touches (its error is cleared as the operator corrects it). */
const pathOf = (field: DeskField): string => (field.startsWith('birth.') ? 'birthdate' : field);

function applyEdit(draft: DeskDraft, field: DeskField, value: string): DeskDraft {
  switch (field) {
    case 'gender':
      return { ...draft, gender: value === 'male' || value === 'female' ? value : '' };
    case 'language':
      return value === 'ka' || value === 'en' ? { ...draft, language: value } : draft;
    case 'birth.day':
      return { ...draft, birth: { ...draft.birth, day: value.replace(/\D/g, '').slice(0, 2) } };
    case 'birth.month':
      return { ...draft, birth: { ...draft.birth, month: /^(|[1-9]|1[0-2])$/.test(value) ? value : '' } };
    case 'birth.year':
      return { ...draft, birth: { ...draft.birth, year: value.replace(/\D/g, '').slice(0, 4) } };
    default:
      return { ...draft, [field]: value };
  }
}

/** A full Georgian personal number: looked up as soon as it is typed. */
const PERSONAL_NUMBER = /^\d{11}$/;

const TAKE_EDIT = { type: 'take edit', params: ({ event }: { event: DeskRegistrationEvent }) => event as { field: DeskField; value: string } } as const;

const isIdEdit = ({ event }: { event: DeskRegistrationEvent }) => event.type === 'user.edit' && event.field === 'id_number';

export const deskRegistrationMachine = setup({
  types: {
    input: {} as { clinicId: number; today: string },
    context: {} as DeskRegistrationContext,
    events: {} as DeskRegistrationEvent,
  },
  actors: {
    'look up patient': fromPromise<DeskLookup, DeskLookupQuery>(notProvided('look up patient')),
    'register patient': fromPromise<DeskRegistered, DeskRegistrationBody>(notProvided('register patient')),
    'open chat': fromPromise<ClinicChat, { clinic_id: number; patient_id: string }>(notProvided('open chat')),
    'resend link': fromPromise<InvitationSent, { clinic_id: number; patient_id: string }>(notProvided('resend link')),
  },
  actions: {
    'go to chat': notProvided('go to chat') as (_: unknown, params: { chatId: string }) => void,
    'go to patient': notProvided('go to patient') as (_: unknown, params: { patientId: string }) => void,
    'take edit': assign(({ context }, params: { field: DeskField; value: string }) => ({
      draft: applyEdit(context.draft, params.field, params.value),
      errors: context.errors.filter((x) => x.path !== pathOf(params.field)),
      error: null,
    })),
    'forget existing': assign({ existing: null }),
    'show errors': assign(({ context }) => ({ errors: deskErrors(context.draft, context.today), error: null })),
    'take lookup': assign((_, params: { lookup: DeskLookup }) => ({ existing: params.lookup.existing })),
    'take lookup error': assign(({ context }, params: { error: unknown }) => {
      const e = toAppError(params.error);
      // Only a problem with the number is worth showing; a failed lookup is checked again at submit.
      return e.errors?.length ? { errors: [...context.errors.filter((x) => x.path !== 'id_number'), ...e.errors] } : {};
    }),
    'take result': assign((_, params: { result: DeskRegistered }) => ({ result: params.result, errors: [], error: null, resent: null, resendError: null })),
    'take failure': assign((_, params: { error: unknown }) => {
      const e = toAppError(params.error);
      return e.errors?.length ? { errors: e.errors, error: null } : { errors: [], error: e };
    }),
    'take conflict': assign((_, params: { error: unknown }) => ({ existing: toAppError(params.error).current as ExistingPatient, errors: [], error: null })),
    'set intent': assign((_, params: { intent: 'chat' | 'book' }) => ({ intent: params.intent, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'take resent': assign((_, params: { sent: InvitationSent }) => ({ resent: params.sent, resendError: null })),
    'take resend error': assign((_, params: { error: unknown }) => ({ resendError: toAppError(params.error) })),
    'clear resend': assign({ resent: null, resendError: null }),
    reset: assign(({ context }) => ({ draft: { ...emptyDeskDraft(), language: context.draft.language }, errors: [], error: null, existing: null, result: null, resent: null, resendError: null })),
  },
  guards: {
    'is id edit': isIdEdit,
    'completes a personal number': ({ event }) => isIdEdit({ event }) && PERSONAL_NUMBER.test((event as { value: string }).value.trim()),
    'id can be looked up': ({ context }) => isIdNumberComplete(context.draft.id_number),
    'draft is valid': ({ context }) => deskErrors(context.draft, context.today).length === 0,
    'found a patient': (_, params: { lookup: DeskLookup }) => params.lookup.existing !== null,
    'is conflict': (_, params: { error: unknown }) => {
      const e = toAppError(params.error);
      return e.code === 'desk.patient_exists' && e.current !== undefined && e.current !== null;
    },
    'wants chat': ({ context }) => context.intent === 'chat',
  },
}).createMachine({
  id: 'deskRegistration',
  context: ({ input }) => ({
    clinicId: input.clinicId,
    today: input.today,
    draft: emptyDeskDraft(),
    errors: [],
    error: null,
    existing: null,
    intent: 'chat',
    result: null,
    resent: null,
    resendError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'user.edit': [
          { guard: 'completes a personal number', target: 'checkingId', actions: TAKE_EDIT },
          { actions: TAKE_EDIT },
        ],
        'user.checkId': { guard: 'id can be looked up', target: 'checkingId' },
        'user.submit': [{ guard: 'draft is valid', target: 'submitting' }, { actions: 'show errors' }],
      },
    },
    checkingId: {
      description: 'The ID number is looked up; typing goes on. A new ID number cancels the lookup.',
      tags: ['form', 'checking'],
      invoke: {
        id: 'lookUp',
        src: 'look up patient',
        input: ({ context }) => ({ clinic_id: context.clinicId, id_number: context.draft.id_number.trim() }),
        onDone: [
          { guard: { type: 'found a patient', params: ({ event }) => ({ lookup: event.output }) }, target: 'duplicate', actions: { type: 'take lookup', params: ({ event }) => ({ lookup: event.output }) } },
          { target: 'editing' },
        ],
        onError: { target: 'editing', actions: { type: 'take lookup error', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'user.edit': [
          { guard: 'completes a personal number', target: 'checkingId', reenter: true, actions: TAKE_EDIT },
          { guard: 'is id edit', target: 'editing', actions: TAKE_EDIT },
          { actions: TAKE_EDIT },
        ],
        // Submitting waits for nothing: the server checks the number again.
        'user.submit': [{ guard: 'draft is valid', target: 'submitting' }, { actions: 'show errors' }],
      },
    },
    duplicate: {
      description: 'A patient with this ID number already has an account: offered instead of a second one (chat, booking). A new ID number leaves the offer.',
      tags: ['form', 'duplicate'],
      on: {
        'user.edit': [
          { guard: 'completes a personal number', target: 'checkingId', actions: [TAKE_EDIT, 'forget existing'] },
          { guard: 'is id edit', target: 'editing', actions: [TAKE_EDIT, 'forget existing'] },
          { actions: TAKE_EDIT },
        ],
        'user.openChat': { target: 'openingChat', actions: { type: 'set intent', params: { intent: 'chat' } } },
        'user.book': { target: 'openingChat', actions: { type: 'set intent', params: { intent: 'book' } } },
      },
    },
    openingChat: {
      description: 'The clinic chat with the existing patient is opened (it makes them the clinic’s patient), then the chat or the patient’s page (to book) opens.',
      tags: ['form', 'duplicate', 'busy'],
      invoke: {
        id: 'openChat',
        src: 'open chat',
        input: ({ context }) => ({ clinic_id: context.clinicId, patient_id: context.existing!.id }),
        onDone: [
          { guard: 'wants chat', target: 'duplicate', actions: { type: 'go to chat', params: ({ event }) => ({ chatId: event.output.id }) } },
          { target: 'duplicate', actions: { type: 'go to patient', params: ({ context }) => ({ patientId: context.existing!.id }) } },
        ],
        onError: { target: 'duplicate', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'register',
        src: 'register patient',
        input: ({ context }) => toDeskBody(context.draft, context.clinicId),
        onDone: { target: 'registered', actions: { type: 'take result', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          { guard: { type: 'is conflict', params: ({ event }) => ({ error: event.error }) }, target: 'duplicate', actions: { type: 'take conflict', params: ({ event }) => ({ error: event.error }) } },
          { target: 'editing', actions: { type: 'take failure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    registered: {
      description: 'The patient is registered: their name, whether the link went by SMS and e-mail, the chat, booking, the link again, another registration.',
      tags: ['registered'],
      initial: 'idle',
      states: {
        idle: {
          on: { 'user.resend': { target: 'resending', actions: 'clear resend' } },
        },
        resending: {
          tags: ['busy'],
          invoke: {
            id: 'resend',
            src: 'resend link',
            input: ({ context }) => ({ clinic_id: context.clinicId, patient_id: context.result!.patient.id }),
            onDone: { target: 'idle', actions: { type: 'take resent', params: ({ event }) => ({ sent: event.output }) } },
            onError: { target: 'idle', actions: { type: 'take resend error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
      on: {
        'user.openChat': { actions: { type: 'go to chat', params: ({ context }) => ({ chatId: context.result!.chat_space_id }) } },
        'user.book': { actions: { type: 'go to patient', params: ({ context }) => ({ patientId: context.result!.patient.id }) } },
        'user.again': { target: 'editing', actions: 'reset' },
      },
    },
  },
});

export type DeskRegistrationMachine = typeof deskRegistrationMachine;
export type DeskRegistrationActorRef = ActorRefFrom<typeof deskRegistrationMachine>;
export type DeskRegistrationSnapshot = SnapshotFrom<typeof deskRegistrationMachine>;

import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, type CodeSent, type RegistrationBody, type RegistrationSubmitBody, type Session } from '../../protocol/auth';
import type { Language } from '../../protocol/common';
import type { AppError, FieldError } from '../../protocol/errors';
import type { Gender } from '../../protocol/user';
import { notProvided } from '../not-provided';
import {
  CONTACT_FIELDS,
  codeTarget,
  composeBirthdate,
  digitsOnly,
  emptyDraft,
  errorsAfterChange,
  errorsAfterLeaving,
  firstStepWithError,
  isCodeComplete,
  isPasswordAcceptable,
  stepErrors,
  toRequestBody,
  type BirthdateParts,
  type ContactField,
  type RegistrationDraft,
  type Step,
  type TextField,
} from './registration.rules';

/**
 * The registration wizard (SPEC §2, §3, §5). The draft lives in context, so nothing typed is lost
 * going back and forth or when a request fails; Back returns one step from every step.
 * 1. Names: first and last name, and the ID (prefilled from the `identifier` query or the
 *    identifier Login left behind). Next checks the three fields. When Login sent the person here
 *    with an ID it found no account for, a notice says so (a mistyped ID would otherwise become a
 *    second account) until they edit the ID, choose to go on with it, or move on.
 * 2. Details: gender (required: 'Bad gender value') and birthdate (a real date, not in the future).
 * 3. Contact: country code, phone, password, confirmation, agreement. Each field's problem shows
 *    once the person has left the field, and then goes as soon as it is fixed. Next checks every
 *    field and shows each problem; it leads on only when all hold, so step 4 exists only for a
 *    password longer than 6 characters that equals its confirmation (SPEC §2). It then asks the
 *    server to check the whole draft and text a code (`POST /api/auth/register/request`). Field
 *    errors send the person back to the earliest step holding a bad field. A code still valid for
 *    the same ID and phone is reused when the server says a new one cannot be sent yet.
 * 4. Confirm: the 6-digit SMS code creates the account (`POST /api/auth/register`); the session
 *    goes to the app and the person to the Dashboard. Send Again is possible once the server's
 *    `resend_in` has counted down; wrong and expired codes show under the code field.
 */
export interface RegistrationContext {
  draft: RegistrationDraft;
  birth: BirthdateParts;
  language: Language;
  /** Today as `YYYY-MM-DD` in the person's time zone: a birthdate may not be later. */
  today: string;
  code: string;
  /** SPEC §3 try counter: wrong codes typed since the current code was sent. */
  tries: number;
  /** Field problems (local checks or the server's 422), shown under their fields. */
  errors: FieldError[];
  /** Step 3 fields the person has left (all of them once Next was pressed there): checked as they type. */
  touched: ContactField[];
  /** The ID Login found no account for, while the wizard still shows the notice about it. */
  unknownIdentifier: string | null;
  /** The last failed request, as a code (never translated text). */
  error: AppError | null;
  /** Where the current code went (masked by the server), or null before one is sent. */
  sentTo: string | null;
  /** The ID and phone the current code was sent for (see `codeTarget`). */
  sentFor: string | null;
  /** Seconds until Send Again is possible. */
  resendIn: number;
}

export interface RegistrationInput {
  identifier: string;
  /** The ID Login has just found no account for, when it sent the person here with it (the notice's subject). */
  unknownIdentifier?: string | null;
  today: string;
  language: Language;
}

export type RegistrationEvent =
  | { type: 'user.edit'; field: TextField; value: string }
  | { type: 'user.chooseGender'; gender: Gender }
  | { type: 'user.editBirthdate'; part: keyof BirthdateParts; value: string }
  | { type: 'user.toggleAgreement'; agreed: boolean }
  | { type: 'user.leaveField'; field: ContactField }
  | { type: 'user.keepIdentifier' }
  | { type: 'user.editCode'; value: string }
  | { type: 'user.next' }
  | { type: 'user.back' }
  | { type: 'user.submitCode' }
  | { type: 'user.resendCode' }
  | { type: 'locale.changed'; language: Language };

type FailedEvent = { event: { error: unknown } };
/** onError candidates sending the person back to the earliest step holding a field the server refused. */
const backToFirstBadField = (['names', 'details', 'contact'] as const).map((step) => ({
  guard: { type: 'first bad field is on step' as const, params: ({ event }: FailedEvent) => ({ error: event.error, step }) },
  target: `#registration.${step}` as const,
  actions: { type: 'assign request error' as const, params: ({ event }: FailedEvent) => ({ error: event.error }) },
}));
const without = (errors: FieldError[], path: string) => errors.filter((e) => e.path !== path);
const touch = (touched: ContactField[], field: ContactField) => (touched.includes(field) ? touched : [...touched, field]);
const isCodeError = (e: FieldError) => e.path === 'code';
const errorOf = (error: unknown) => error as AppError;

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    'request code': fromPromise<CodeSent, RegistrationBody>(notProvided('request code')),
    'create account': fromPromise<Session, RegistrationSubmitBody>(notProvided('create account')),
  },
  actions: {
    'sign in': notProvided('sign in') as (_: unknown, params: Session) => void,
    'go to dashboard': notProvided('go to dashboard'),
    'forget pending identifier': notProvided('forget pending identifier'),
    'report failure': notProvided('report failure') as (_: unknown, params: { error: AppError }) => void,
    'assign field': assign(({ context }, params: { field: TextField; value: string }) => {
      const draft = { ...context.draft, [params.field]: params.value };
      return {
        draft,
        errors: errorsAfterChange(context.errors, draft, context.touched, params.field),
        // The notice is about the ID Login looked for: another one typed here is not that.
        unknownIdentifier: params.field === 'id_number' ? null : context.unknownIdentifier,
      };
    }),
    'assign gender': assign(({ context }, params: { gender: Gender }) => ({
      draft: { ...context.draft, gender: params.gender },
      errors: without(context.errors, 'gender'),
    })),
    'assign birthdate part': assign(({ context }, params: { part: keyof BirthdateParts; value: string }) => {
      const value = params.part === 'month' ? params.value : digitsOnly(params.value, params.part === 'day' ? 2 : 4);
      const birth = { ...context.birth, [params.part]: value };
      return { birth, draft: { ...context.draft, birthdate: composeBirthdate(birth) }, errors: without(context.errors, 'birthdate') };
    }),
    'assign agreement': assign(({ context }, params: { agreed: boolean }) => {
      // Ticking or unticking the box is touching it.
      const draft = { ...context.draft, agreed: params.agreed };
      const touched = touch(context.touched, 'agreed');
      return { draft, touched, errors: errorsAfterChange(context.errors, draft, touched, 'agreed') };
    }),
    'assign left field': assign(({ context }, params: { field: ContactField }) => ({
      touched: touch(context.touched, params.field),
      errors: errorsAfterLeaving(context.errors, context.draft, params.field),
    })),
    'touch step fields': assign({ touched: [...CONTACT_FIELDS] }),
    'forget unknown identifier': assign({ unknownIdentifier: null }),
    'assign code': assign(({ context }, params: { value: string }) => ({
      code: digitsOnly(params.value, CODE_LENGTH),
      errors: context.errors.filter((e) => !isCodeError(e)),
    })),
    'assign language': assign((_, params: { language: Language }) => ({ language: params.language })),
    'assign step errors': assign(({ context }, params: { step: Step }) => ({
      errors: stepErrors(params.step, context.draft, context.birth, context.today),
    })),
    'clear errors': assign({ errors: [], error: null }),
    'assign code sent': assign(({ context }, params: CodeSent) => ({
      sentTo: params.sent_to,
      sentFor: codeTarget(context.draft),
      resendIn: params.resend_in,
      code: '',
      tries: 0,
      errors: [],
      error: null,
    })),
    'assign request error': assign((_, params: { error: unknown }) => ({
      error: errorOf(params.error),
      errors: errorOf(params.error).errors ?? [],
    })),
    'assign resend wait': assign((_, params: { error: unknown }) => ({ resendIn: errorOf(params.error).retryAfter ?? 0 })),
    'count wrong try': assign(({ context }) => ({ tries: context.tries + 1 })),
    'count down resend': assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
  },
  guards: {
    'step is valid': ({ context }, params: { step: Step }) => stepErrors(params.step, context.draft, context.birth, context.today).length === 0,
    'password is acceptable': ({ context }) => isPasswordAcceptable(context.draft),
    'can submit code': ({ context }) => isCodeComplete(context.code) && context.tries < CODE_MAX_ATTEMPTS,
    'resend is due': ({ context }) => context.resendIn <= 0,
    'first bad field is on step': (_, params: { error: unknown; step: Step }) => firstStepWithError(errorOf(params.error).errors) === params.step,
    'is about the code': (_, params: { error: unknown }) => (errorOf(params.error).errors ?? []).some(isCodeError),
    'is a wrong code': (_, params: { error: unknown }) => errorOf(params.error).code === 'auth.code_invalid',
    'is a field problem': (_, params: { error: unknown }) => (errorOf(params.error).errors ?? []).length > 0,
    /** The server validated the draft but a code went to this ID and phone a moment ago: that one still works. */
    'code was just sent for this phone': ({ context }, params: { error: unknown }) =>
      errorOf(params.error).code === 'auth.code_resend_too_soon' && context.sentFor === codeTarget(context.draft),
    'is resend too soon': (_, params: { error: unknown }) => errorOf(params.error).code === 'auth.code_resend_too_soon',
  },
  delays: {
    /** The Send Again countdown shows whole seconds. */
    'resend tick': 1000,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    draft: emptyDraft(input.identifier.trim()),
    touched: [],
    unknownIdentifier: input.unknownIdentifier?.trim() && input.unknownIdentifier.trim() === input.identifier.trim() ? input.identifier.trim() : null,
    birth: { day: '', month: '', year: '' },
    language: input.language,
    today: input.today,
    code: '',
    tries: 0,
    errors: [],
    error: null,
    sentTo: null,
    sentFor: null,
    resendIn: 0,
  }),
  initial: 'names',
  on: {
    'user.edit': { actions: { type: 'assign field', params: ({ event }) => event } },
    'user.chooseGender': { actions: { type: 'assign gender', params: ({ event }) => event } },
    'user.editBirthdate': { actions: { type: 'assign birthdate part', params: ({ event }) => event } },
    'user.toggleAgreement': { actions: { type: 'assign agreement', params: ({ event }) => event } },
    'locale.changed': { actions: { type: 'assign language', params: ({ event }) => event } },
  },
  states: {
    names: {
      tags: ['names'],
      on: {
        'user.next': [
          { guard: { type: 'step is valid', params: { step: 'names' } }, target: 'details', actions: ['clear errors', 'forget unknown identifier'] },
          { actions: { type: 'assign step errors', params: { step: 'names' } } },
        ],
        'user.keepIdentifier': { actions: 'forget unknown identifier' },
      },
    },
    details: {
      tags: ['details'],
      on: {
        'user.back': 'names',
        'user.next': [
          { guard: { type: 'step is valid', params: { step: 'details' } }, target: 'contact', actions: 'clear errors' },
          { actions: { type: 'assign step errors', params: { step: 'details' } } },
        ],
      },
    },
    contact: {
      tags: ['contact'],
      on: {
        'user.back': 'details',
        'user.leaveField': { actions: { type: 'assign left field', params: ({ event }) => event } },
        'user.next': [
          // SPEC §2: without an acceptable password there is no step 4.
          {
            guard: and(['password is acceptable', { type: 'step is valid', params: { step: 'contact' as const } }]),
            target: 'requestingCode',
            actions: 'clear errors',
          },
          // Next stays available: pressing it says what is missing, under each field.
          { actions: [{ type: 'assign step errors', params: { step: 'contact' } }, 'touch step fields'] },
        ],
      },
    },
    requestingCode: {
      tags: ['contact', 'busy'],
      invoke: {
        id: 'requestCode',
        src: 'request code',
        input: ({ context }) => toRequestBody(context.draft, context.language),
        onDone: { target: 'verifying', actions: { type: 'assign code sent', params: ({ event }) => event.output } },
        onError: [
          ...backToFirstBadField,
          {
            guard: { type: 'code was just sent for this phone', params: ({ event }) => ({ error: event.error }) },
            target: 'verifying',
            actions: [{ type: 'clear errors' }, { type: 'assign resend wait', params: ({ event }) => ({ error: event.error }) }],
          },
          {
            guard: { type: 'is a field problem', params: ({ event }) => ({ error: event.error }) },
            target: 'contact',
            actions: { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'contact',
            actions: [
              { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
              { type: 'report failure', params: ({ event }) => ({ error: errorOf(event.error) }) },
            ],
          },
        ],
      },
    },
    verifying: {
      tags: ['confirm'],
      type: 'parallel',
      on: {
        'user.back': 'contact',
        'user.editCode': { actions: { type: 'assign code', params: ({ event }) => event } },
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'user.submitCode': { guard: 'can submit code', target: 'submitting', actions: 'clear errors' },
                'user.resendCode': { guard: 'resend is due', target: 'resending', actions: 'clear errors' },
              },
            },
            submitting: {
              tags: ['busy'],
              // Back waits for the answer: leaving now would lose what the server says.
              on: { 'user.back': {} },
              invoke: {
                id: 'createAccount',
                src: 'create account',
                input: ({ context }) => ({ ...toRequestBody(context.draft, context.language), code: context.code }),
                onDone: {
                  target: '#registration.done',
                  actions: [{ type: 'sign in', params: ({ event }) => event.output }, 'forget pending identifier', 'go to dashboard'],
                },
                onError: [
                  {
                    guard: { type: 'is a wrong code', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: ['count wrong try', { type: 'assign request error', params: ({ event }) => ({ error: event.error }) }],
                  },
                  {
                    guard: { type: 'is about the code', params: ({ event }) => ({ error: event.error }) },
                    target: 'entering',
                    actions: { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
                  },
                  ...backToFirstBadField,
                  {
                    target: 'entering',
                    actions: [
                      { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
                      { type: 'report failure', params: ({ event }) => ({ error: errorOf(event.error) }) },
                    ],
                  },
                ],
              },
            },
            resending: {
              tags: ['busy', 'resending'],
              // Back waits for the answer: leaving now would lose what the server says.
              on: { 'user.back': {} },
              invoke: {
                id: 'resendCode',
                src: 'request code',
                input: ({ context }) => toRequestBody(context.draft, context.language),
                onDone: {
                  target: ['entering', '#registration.verifying.resend.counting'],
                  actions: { type: 'assign code sent', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'is resend too soon', params: ({ event }) => ({ error: event.error }) },
                    target: ['entering', '#registration.verifying.resend.counting'],
                    actions: [
                      { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
                      { type: 'assign resend wait', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  ...backToFirstBadField,
                  {
                    target: 'entering',
                    actions: [
                      { type: 'assign request error', params: ({ event }) => ({ error: event.error }) },
                      { type: 'report failure', params: ({ event }) => ({ error: errorOf(event.error) }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: {
              description: 'Send Again waits for the resend delay the server gave (resend_in seconds).',
              always: { guard: 'resend is due', target: 'ready' },
              after: { 'resend tick': { target: 'counting', reenter: true, actions: 'count down resend' } },
            },
            ready: { tags: ['can resend'] },
          },
        },
      },
    },
    done: {
      description: 'The account exists and the person is signed in.',
      type: 'final',
    },
  },
});

export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;
export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

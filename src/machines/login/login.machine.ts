import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CODE_LENGTH, LOGIN_METHODS, type CodeSent, type LoginMethod, type LoginMethods, type Session } from '../../protocol/auth';
import { AppError, toAppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * Sign-in (SPEC §2 "Login screen", §5, §7, §8):
 * 1. Step 1 asks for the identifier. It can be submitted only when it is not blank after
 *    trimming and no request runs; submitting asks the server for the account's methods
 *    (`POST /api/auth/login`).
 * 2. An unknown identifier (422 `auth.unknown_identifier`) is stored on the device for the
 *    registration wizard and the person is sent to Register with it
 *    (`/register?identifier=…`). Coming back to Login with that identifier shows the
 *    'ID not Found' warning with a Register link instead of sending them away again. Once the
 *    server knows a stored identifier (the person has registered), it is forgotten.
 * 3. An identifier in the Login URL's query is submitted at once.
 * 4. Step 2 offers the methods the server returned; the first of Password, PhoneCode,
 *    EmailCode is preselected and the person can switch. Password: password + Sign in
 *    (`login-with-password`). PhoneCode / EmailCode: choosing it requests a code
 *    (`login-with-phone/request` or `login-with-email/request`), shows where it went, takes the
 *    6-digit code (`login-with-phone/submit` for both) and offers Send Again once `resend_in`
 *    seconds have passed. Back returns to step 1 with the identifier kept.
 * 5. A failed code request or a rejected code shows the server's field errors in the form;
 *    every other failure shows the general alert (429s with their retry_after).
 * 6. Success reports `session.signedIn` (token + user) and goes to the stored redirect target
 *    or the Dashboard.
 * The machine keeps error codes (AppError), never translated text.
 */
export interface LoginInput {
  /** The `identifier` query of the Login URL, submitted at once. */
  identifier?: string | null;
  /** An identifier this device already found unknown (kept for registration). */
  unknownIdentifier?: string | null;
}

export interface LoginContext {
  /** The identifier as typed. */
  identifier: string;
  /** The trimmed identifier step 2 signs in with. */
  submittedIdentifier: string;
  /** The identifier the server did not know, carried by the Register link. */
  unknownIdentifier: string | null;
  /** The methods the server offered, in the order Password, PhoneCode, EmailCode. */
  methods: LoginMethod[];
  method: LoginMethod | null;
  password: string;
  /** The one-time code as typed (digits only, at most CODE_LENGTH). */
  code: string;
  /** Where the last code went (masked) and for how long it is valid. */
  codeSent: CodeSent | null;
  /** Seconds left until Send Again is allowed. */
  resendIn: number;
  /** Failure of a code request or of a submitted code, shown in the form (SPEC §8). */
  codeError: AppError | null;
  /** The last failure shown as the general alert. */
  error: AppError | null;
}

export type LoginEvent =
  | { type: 'user.changeIdentifier'; value: string }
  | { type: 'user.submitIdentifier' }
  | { type: 'user.chooseMethod'; method: LoginMethod }
  | { type: 'user.changePassword'; value: string }
  | { type: 'user.submitPassword' }
  | { type: 'user.changeCode'; value: string }
  | { type: 'user.submitCode' }
  | { type: 'user.resendCode' }
  | { type: 'user.goBack' };

export type CodeChannel = 'phone' | 'email';

/** Where an unknown identifier is sent: the registration wizard, with the identifier filled in. */
export function registerPath(identifier: string): string {
  return `/register?identifier=${encodeURIComponent(identifier)}`;
}

/**
 * Back to Login to correct an identifier the server did not know: it opens with the identifier
 * in the field and the 'ID not Found' warning, sending nothing, as long as this device remembers
 * it as unknown (the `remembers the identifier as unknown` start); any other identifier in the
 * query is submitted at once (SPEC §2).
 */
export function correctIdentifierPath(identifier: string): string {
  return `/login?identifier=${encodeURIComponent(identifier)}`;
}

/** The first method in the preselection order (Password, PhoneCode, EmailCode) that is offered. */
export function preferredMethod(methods: readonly LoginMethod[]): LoginMethod | null {
  return LOGIN_METHODS.find((m) => methods.includes(m)) ?? null;
}

const asAppError = (error: unknown): AppError => toAppError(error);

const noCode = { code: '', codeSent: null, resendIn: 0, codeError: null } as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    'fetch methods': fromPromise<LoginMethods, { identifier: string }>(notProvided('fetch methods')),
    'sign in with password': fromPromise<Session, { identifier: string; password: string }>(notProvided('sign in with password')),
    'request code': fromPromise<CodeSent, { identifier: string; channel: CodeChannel }>(notProvided('request code')),
    'sign in with code': fromPromise<Session, { identifier: string; code: string }>(notProvided('sign in with code')),
  },
  actions: {
    'store pending identifier': notProvided('store pending identifier') as (_: unknown, params: { identifier: string }) => void,
    /** The server knows this identifier now (registered since): a stored unknown one equal to it is stale. */
    'forget pending identifier': notProvided('forget pending identifier') as (_: unknown, params: { identifier: string }) => void,
    navigate: notProvided('navigate') as (_: unknown, params: { to: string }) => void,
    'go to redirect target': notProvided('go to redirect target'),
    'sign in': notProvided('sign in') as (_: unknown, params: Session) => void,
    'show alert': notProvided('show alert') as (_: unknown, params: { error: AppError }) => void,
    'assign identifier': assign((_, params: { value: string }) => ({ identifier: params.value })),
    'assign unknown identifier': assign(({ context }) => ({ unknownIdentifier: context.identifier.trim() })),
    'assign methods': assign(({ context }, params: LoginMethods) => ({
      submittedIdentifier: context.identifier.trim(),
      methods: LOGIN_METHODS.filter((m) => params.methods.includes(m)),
      method: preferredMethod(params.methods),
      unknownIdentifier: null,
    })),
    'assign method': assign((_, params: { method: LoginMethod }) => ({ method: params.method, password: '', ...noCode })),
    'forget methods': assign({ methods: [], method: null, password: '', ...noCode }),
    'assign password': assign((_, params: { value: string }) => ({ password: params.value })),
    'assign code': assign((_, params: { value: string }) => ({ code: params.value.replace(/\D/g, '').slice(0, CODE_LENGTH), codeError: null })),
    'forget code': assign({ ...noCode }),
    'assign code sent': assign((_, params: CodeSent) => ({ codeSent: params, resendIn: params.resend_in, code: '', codeError: null })),
    'assign code error': assign((_, params: { error: unknown }) => ({ codeError: asAppError(params.error) })),
    'assign resend wait': assign((_, params: { error: unknown }) => ({ resendIn: asAppError(params.error).retryAfter ?? 0 })),
    'count down': assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: asAppError(params.error) })),
  },
  guards: {
    'remembers the identifier as unknown': ({ context }) =>
      context.unknownIdentifier !== null && context.unknownIdentifier !== '' && context.identifier.trim() === context.unknownIdentifier,
    'identifier is filled': ({ context }) => context.identifier.trim() !== '',
    'offers a method': (_, params: LoginMethods) => preferredMethod(params.methods) !== null,
    'is unknown identifier': (_, params: { error: unknown }) => asAppError(params.error).code === 'auth.unknown_identifier',
    'is another offered method': ({ context }, params: { method: LoginMethod }) => context.methods.includes(params.method) && params.method !== context.method,
    'chose password': ({ context }) => context.method === 'Password',
    'password is filled': ({ context }) => context.password !== '',
    'code is complete': ({ context }) => context.code.length === CODE_LENGTH,
    'asks to wait': (_, params: { error: unknown }) => (asAppError(params.error).retryAfter ?? 0) > 0,
    'resend wait is over': ({ context }) => context.resendIn <= 0,
    'names a field': (_, params: { error: unknown }) => (asAppError(params.error).errors?.length ?? 0) > 0,
  },
  delays: {
    /** Send Again counts down in whole seconds, the unit of the server's `resend_in` and `retry_after`. */
    'countdown tick': 1000,
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => {
    const fromQuery = input.identifier?.trim() ?? '';
    const unknown = input.unknownIdentifier?.trim() || null;
    return {
      identifier: fromQuery || unknown || '',
      submittedIdentifier: '',
      unknownIdentifier: unknown,
      methods: [],
      method: null,
      password: '',
      ...noCode,
      error: null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      description: 'Decides where the page opens: the warning for an identifier already found unknown, an automatic submit for a query identifier, or the empty step 1.',
      always: [
        { guard: 'remembers the identifier as unknown', target: 'identifier.unknown' },
        { guard: 'identifier is filled', target: 'identifier.submitting' },
        { target: 'identifier' },
      ],
    },
    identifier: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'user.changeIdentifier': { actions: { type: 'assign identifier', params: ({ event }) => event } },
            'user.submitIdentifier': { guard: 'identifier is filled', target: 'submitting' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'fetch methods',
            src: 'fetch methods',
            input: ({ context }) => ({ identifier: context.identifier.trim() }),
            onDone: [
              {
                guard: { type: 'offers a method', params: ({ event }) => event.output },
                target: '#login.methods',
                actions: [
                  { type: 'assign methods', params: ({ event }) => event.output },
                  { type: 'forget pending identifier', params: ({ context }) => ({ identifier: context.submittedIdentifier }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'assign error', params: () => ({ error: new AppError('auth.method_unavailable', 422) }) },
                  { type: 'show alert', params: ({ context }) => ({ error: context.error! }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'is unknown identifier', params: ({ event }) => ({ error: event.error }) },
                target: 'unknown',
                actions: [
                  { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
                  'assign unknown identifier',
                  { type: 'store pending identifier', params: ({ context }) => ({ identifier: context.unknownIdentifier! }) },
                  { type: 'navigate', params: ({ context }) => ({ to: registerPath(context.unknownIdentifier!) }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
                  { type: 'show alert', params: ({ context }) => ({ error: context.error! }) },
                ],
              },
            ],
          },
        },
        unknown: {
          tags: ['unknown identifier'],
          description: "The server does not know the identifier. Shows 'ID not Found' with 'Not registered yet?' and a Register link carrying it; editing the identifier hides the warning.",
          on: {
            'user.changeIdentifier': { target: 'editing', actions: { type: 'assign identifier', params: ({ event }) => event } },
            'user.submitIdentifier': { guard: 'identifier is filled', target: 'submitting' },
          },
        },
      },
    },
    methods: {
      initial: 'choosing',
      on: {
        'user.chooseMethod': {
          guard: { type: 'is another offered method', params: ({ event }) => event },
          target: '.choosing',
          actions: { type: 'assign method', params: ({ event }) => event },
        },
        'user.goBack': { target: 'identifier', actions: 'forget methods' },
      },
      states: {
        choosing: {
          description: 'Opens the form of the chosen method.',
          always: [{ guard: 'chose password', target: 'password' }, { target: 'code' }],
        },
        password: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'user.changePassword': { actions: { type: 'assign password', params: ({ event }) => event } },
                'user.submitPassword': { guard: 'password is filled', target: 'submitting' },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'sign in with password',
                src: 'sign in with password',
                input: ({ context }) => ({ identifier: context.submittedIdentifier, password: context.password }),
                onDone: { target: '#login.done', actions: [{ type: 'sign in', params: ({ event }) => event.output }, 'go to redirect target'] },
                onError: {
                  target: 'editing',
                  actions: [
                    { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
                    { type: 'show alert', params: ({ context }) => ({ error: context.error! }) },
                  ],
                },
              },
            },
          },
        },
        code: {
          type: 'parallel',
          description: 'A one-time code by SMS or e-mail: its delivery (request, countdown, Send Again) runs beside the form that takes it.',
          entry: 'forget code',
          states: {
            delivery: {
              initial: 'requesting',
              states: {
                requesting: {
                  tags: ['sending code'],
                  invoke: {
                    id: 'request code',
                    src: 'request code',
                    input: ({ context }) => ({
                      identifier: context.submittedIdentifier,
                      channel: context.method === 'EmailCode' ? ('email' as const) : ('phone' as const),
                    }),
                    onDone: { target: 'waiting', actions: { type: 'assign code sent', params: ({ event }) => event.output } },
                    onError: [
                      {
                        guard: { type: 'asks to wait', params: ({ event }) => ({ error: event.error }) },
                        target: 'waiting',
                        actions: [
                          { type: 'assign code error', params: ({ event }) => ({ error: event.error }) },
                          { type: 'assign resend wait', params: ({ event }) => ({ error: event.error }) },
                        ],
                      },
                      { target: 'ready', actions: { type: 'assign code error', params: ({ event }) => ({ error: event.error }) } },
                    ],
                  },
                },
                waiting: {
                  tags: ['resend countdown'],
                  description: 'Send Again stays disabled while the countdown runs.',
                  always: { guard: 'resend wait is over', target: 'ready' },
                  after: { 'countdown tick': { target: 'waiting', reenter: true, actions: 'count down' } },
                },
                ready: {
                  tags: ['can resend'],
                  on: { 'user.resendCode': 'requesting' },
                },
              },
            },
            form: {
              initial: 'editing',
              states: {
                editing: {
                  on: {
                    'user.changeCode': { actions: { type: 'assign code', params: ({ event }) => event } },
                    'user.submitCode': { guard: 'code is complete', target: 'submitting' },
                  },
                },
                submitting: {
                  tags: ['busy'],
                  invoke: {
                    id: 'sign in with code',
                    src: 'sign in with code',
                    input: ({ context }) => ({ identifier: context.submittedIdentifier, code: context.code }),
                    onDone: { target: '#login.done', actions: [{ type: 'sign in', params: ({ event }) => event.output }, 'go to redirect target'] },
                    onError: [
                      {
                        guard: { type: 'names a field', params: ({ event }) => ({ error: event.error }) },
                        target: 'editing',
                        actions: { type: 'assign code error', params: ({ event }) => ({ error: event.error }) },
                      },
                      {
                        target: 'editing',
                        actions: [
                          { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
                          { type: 'show alert', params: ({ context }) => ({ error: context.error! }) },
                        ],
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      description: 'Signed in; the person has been sent on.',
    },
  },
});

export type LoginActorRef = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

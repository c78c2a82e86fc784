import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { Session } from '../../protocol/auth';
import type { AppError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';

/**
 * The session (SPEC §2, §4, §8):
 * 1. An authcode from a `?token=` link on a protected route is exchanged first
 *    (`POST /api/auth/login-with-authcode`); a failure is only logged.
 * 2. A stored token is checked at start-up (`GET /api/auth/user`). A 401 clears token, user and
 *    cookie and sends the person to Login; any other failure keeps the token and checks again.
 * 3. Signing in (login, registration or an authcode link) stores token and user; an `interview`
 *    cookie left by a guest interview is then bound to the patient.
 * 4. A 401 on any later request ends the session the same way as at start-up.
 * 5. Logout revokes the token on the server, clears the session and reloads `/`.
 * The parent hears `session.userChanged` whenever the signed-in user changes (or signs out).
 */
export interface SessionContext {
  token: string | null;
  user: User | null;
  authcode: string | null;
  error: AppError | null;
}

export type SessionEvent =
  /** `interview`: a guest interview this browser holds, to bind to the person (read where they signed in, so a replay knows it). */
  | { type: 'session.signedIn'; token: string; user: User; interview?: string | null }
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.unauthorized' }
  | { type: 'user.logout' }
  | { type: 'user.retry' };

export const sessionMachine = setup({
  types: {
    input: {} as { token: string | null; authcode: string | null },
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    'fetch user': fromPromise<User, { token: string }>(notProvided('fetch user')),
    'exchange authcode': fromPromise<Session, { code: string }>(notProvided('exchange authcode')),
    'revoke session': fromPromise<unknown, void>(notProvided('revoke session')),
    'bind interview': fromPromise<unknown, void>(notProvided('bind interview')),
  },
  actions: {
    'persist token': notProvided('persist token') as (_: unknown, params: { token: string }) => void,
    'clear stored session': notProvided('clear stored session'),
    'go to login': notProvided('go to login'),
    'reload root': notProvided('reload root'),
    'log authcode failure': notProvided('log authcode failure') as (_: unknown, params: { error: unknown }) => void,
    'announce user': sendParent(({ context }) => ({ type: 'session.userChanged' as const, user: context.user })),
    'assign session': assign((_, params: { token: string; user: User }) => ({ token: params.token, user: params.user, error: null })),
    'assign user': assign((_, params: { user: User }) => ({ user: params.user, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: params.error as AppError })),
    'forget session': assign({ token: null, user: null }),
    'forget authcode': assign({ authcode: null }),
  },
  guards: {
    'has authcode': ({ context }) => context.authcode !== null,
    'has token': ({ context }) => context.token !== null,
    'is unauthorized': (_, params: { error: unknown }) => (params.error as AppError | undefined)?.status === 401,
    'has pending interview': notProvided('has pending interview') as () => boolean,
  },
  delays: {
    /** A start-up check that failed for another reason than 401 (offline, server restarting) is retried after 5 s. */
    'recheck delay': 5000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ token: input.token, user: null, authcode: input.authcode, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'has authcode', target: 'exchangingAuthcode' },
        { guard: 'has token', target: 'checking' },
        { target: 'signedOut' },
      ],
    },
    exchangingAuthcode: {
      tags: ['busy'],
      invoke: {
        src: 'exchange authcode',
        input: ({ context }) => ({ code: context.authcode! }),
        onDone: [
          {
            guard: 'has pending interview',
            target: 'signedIn.bindingInterview',
            actions: [
              'forget authcode',
              { type: 'assign session', params: ({ event }) => event.output },
              { type: 'persist token', params: ({ event }) => ({ token: event.output.token }) },
              'announce user',
            ],
          },
          {
            target: 'signedIn',
            actions: [
              'forget authcode',
              { type: 'assign session', params: ({ event }) => event.output },
              { type: 'persist token', params: ({ event }) => ({ token: event.output.token }) },
              'announce user',
            ],
          },
        ],
        onError: [
          { guard: 'has token', target: 'checking', actions: ['forget authcode', { type: 'log authcode failure', params: ({ event }) => ({ error: event.error }) }] },
          { target: 'signedOut', actions: ['forget authcode', { type: 'log authcode failure', params: ({ event }) => ({ error: event.error }) }] },
        ],
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'fetch user',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'signedIn', actions: [{ type: 'assign user', params: ({ event }) => ({ user: event.output }) }, 'announce user'] },
        onError: [
          {
            guard: { type: 'is unauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: ['forget session', 'clear stored session', 'announce user', 'go to login'],
          },
          { target: 'checkFailed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    checkFailed: {
      description: 'The token could not be checked (no connection or a server error); it is kept and checked again.',
      tags: ['busy', 'offline'],
      after: { 'recheck delay': 'checking' },
      on: { 'user.retry': 'checking' },
    },
    signedOut: {
      on: {
        'session.signedIn': [
          {
            guard: 'has pending interview',
            target: 'signedIn.bindingInterview',
            actions: [{ type: 'assign session', params: ({ event }) => event }, { type: 'persist token', params: ({ event }) => ({ token: event.token }) }, 'announce user'],
          },
          {
            target: 'signedIn',
            actions: [{ type: 'assign session', params: ({ event }) => event }, { type: 'persist token', params: ({ event }) => ({ token: event.token }) }, 'announce user'],
          },
        ],
      },
    },
    signedIn: {
      tags: ['signed in'],
      initial: 'active',
      states: {
        active: {},
        bindingInterview: {
          description: 'A guest interview (interview cookie) is bound to the patient who just signed in.',
          invoke: { src: 'bind interview', onDone: 'active', onError: 'active' },
        },
      },
      on: {
        'session.userUpdated': { actions: [{ type: 'assign user', params: ({ event }) => ({ user: event.user }) }, 'announce user'] },
        'session.unauthorized': { target: 'signedOut', actions: ['forget session', 'clear stored session', 'announce user', 'go to login'] },
        'user.logout': 'loggingOut',
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        src: 'revoke session',
        onDone: { target: 'signedOut', actions: ['forget session', 'clear stored session', 'announce user', 'reload root'] },
        // The session is ended locally even when the server cannot be reached.
        onError: { target: 'signedOut', actions: ['forget session', 'clear stored session', 'announce user', 'reload root'] },
      },
    },
  },
});

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';

/**
 * The language (SPEC §1, issue 2 "Languages"):
 * 1. Start in the locally stored language, else Georgian; load its messages.
 * 2. A visitor switches: store the choice locally and load the messages.
 * 3. A signed-in person's switch changes their account's language (the one the clinic's messages,
 *    SMS and e-mails use), so it is a deliberate choice (issue 20): the machine asks first
 *    ('confirming language'); confirmed, it switches as above and saves it to the server.
 * 4. A signed-in person's language overrides the local choice (and becomes the local choice); when
 *    that switches the page, the person is told why (an info alert).
 * Messages stay on screen in the old language until the new ones have loaded.
 */
export type Messages = Record<string, unknown>;

export interface LocaleContext {
  locale: Language;
  messages: Messages | null;
  signedIn: boolean;
  /** The language a signed-in person asked to switch to, while the machine asks them to confirm. */
  proposed: Language | null;
}

export type LocaleEvent =
  | { type: 'user.switchLocale'; locale: Language }
  | { type: 'user.confirmLocale' }
  | { type: 'user.cancelLocale' }
  | { type: 'session.userChanged'; user: User | null }
  | { type: 'user.retry' };

export const localeMachine = setup({
  types: {
    input: {} as { locale: Language },
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
  },
  actors: {
    'load messages': fromPromise<Messages, { locale: Language }>(notProvided('load messages')),
    'save language': fromPromise<unknown, { locale: Language }>(notProvided('save language')),
  },
  actions: {
    'store locale': notProvided('store locale') as (_: unknown, params: { locale: Language }) => void,
    'apply document language': notProvided('apply document language') as (_: unknown, params: { locale: Language }) => void,
    'assign locale': assign((_, params: { locale: Language }) => ({ locale: params.locale })),
    'report save failure': sendParent(() => ({ type: 'alert.show' as const, kind: 'danger' as const, messageId: 'locale.saveFailed' })),
    'report load failure': sendParent(() => ({ type: 'alert.show' as const, kind: 'danger' as const, messageId: 'locale.loadFailed' })),
    'tell the page follows the account': sendParent(() => ({ type: 'alert.show' as const, kind: 'info' as const, messageId: 'accountLanguage.switched' })),
    'assign proposed': assign((_, params: { locale: Language | null }) => ({ proposed: params.locale })),
  },
  guards: {
    'is signed out': ({ context }) => !context.signedIn,
    'is another locale for a visitor': ({ context }, params: { locale: Language }) => !context.signedIn && params.locale !== context.locale,
    'is another locale for a signed-in person': ({ context }, params: { locale: Language }) => context.signedIn && params.locale !== context.locale,
    'user speaks another locale': ({ context }, params: { user: User | null }) => params.user !== null && params.user.language !== context.locale,
  },
  delays: {
    /** Messages that failed to load (a chunk lost to a flaky connection) are tried again after 3 s. */
    'reload delay': 3000,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, messages: null, signedIn: false, proposed: null }),
  type: 'parallel',
  on: {
    // A visitor's switch. (A signed-in person's is asked about first: 'choice.idle'.) The root's
    // transitions re-enter every region, so a switch or the account's language also ends a question.
    'user.switchLocale': {
      guard: { type: "is another locale for a visitor", params: ({ event }) => ({ locale: event.locale }) },
      target: '.messages.loading',
      actions: [
        { type: 'assign locale', params: ({ event }) => ({ locale: event.locale }) },
        { type: 'store locale', params: ({ event }) => ({ locale: event.locale }) },
      ],
    },
    'session.userChanged': [
      {
        guard: { type: 'user speaks another locale', params: ({ event }) => ({ user: event.user }) },
        target: '.messages.loading',
        actions: [
          assign({ signedIn: true }),
          { type: 'assign locale', params: ({ event }) => ({ locale: event.user!.language }) },
          { type: 'store locale', params: ({ event }) => ({ locale: event.user!.language }) },
          'tell the page follows the account',
        ],
      },
      { actions: assign(({ event }) => ({ signedIn: event.user !== null })) },
    ],
  },
  states: {
    messages: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading messages'],
          invoke: {
            src: 'load messages',
            input: ({ context }) => ({ locale: context.locale }),
            onDone: {
              target: 'ready',
              actions: [assign({ messages: ({ event }) => event.output }), { type: 'apply document language', params: ({ context }) => ({ locale: context.locale }) }],
            },
            onError: { target: 'failed', actions: 'report load failure' },
          },
        },
        ready: { tags: ['ready'] },
        failed: {
          tags: ['load failed'],
          after: { 'reload delay': 'loading' },
          on: { 'user.retry': 'loading' },
        },
      },
    },
    choice: {
      initial: 'idle',
      states: {
        idle: {
          entry: { type: 'assign proposed', params: { locale: null } },
          on: {
            'user.switchLocale': {
              guard: { type: 'is another locale for a signed-in person', params: ({ event }) => ({ locale: event.locale }) },
              target: 'confirming',
              actions: { type: 'assign proposed', params: ({ event }) => ({ locale: event.locale }) },
            },
          },
        },
        confirming: {
          tags: ['confirming language'],
          // Signed out meanwhile (another tab, an expired session): there is no account to change.
          always: { guard: 'is signed out', target: 'idle' },
          on: {
            'user.confirmLocale': {
              target: ['idle', '#locale.messages.loading', '#locale.saving.saving'],
              actions: [
                { type: 'assign locale', params: ({ context }) => ({ locale: context.proposed! }) },
                { type: 'store locale', params: ({ context }) => ({ locale: context.proposed! }) },
              ],
            },
            'user.cancelLocale': 'idle',
          },
        },
      },
    },
    saving: {
      initial: 'idle',
      states: {
        idle: {},
        saving: {
          invoke: {
            src: 'save language',
            input: ({ context }) => ({ locale: context.locale }),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'report save failure' },
          },
        },
      },
    },
  },
});

export type LocaleActorRef = ActorRefFrom<typeof localeMachine>;

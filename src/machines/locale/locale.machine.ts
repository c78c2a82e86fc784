import { assign, fromPromise, sendParent, setup, type ActorRefFrom } from 'xstate';
import type { Language } from '../../protocol/common';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';

/**
 * The language (SPEC §1, issue 2 "Languages"):
 * 1. Start in the locally stored language, else Georgian; load its messages.
 * 2. The person switches: store the choice locally, load the messages, and when signed in save
 *    it to the server as the account's language.
 * 3. A signed-in person's language overrides the local choice (and becomes the local choice).
 * Messages stay on screen in the old language until the new ones have loaded.
 */
export type Messages = Record<string, unknown>;

export interface LocaleContext {
  locale: Language;
  messages: Messages | null;
  signedIn: boolean;
}

export type LocaleEvent =
  | { type: 'user.switchLocale'; locale: Language }
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
  },
  guards: {
    'is another locale': ({ context }, params: { locale: Language }) => params.locale !== context.locale,
    'is another locale for a signed-in person': ({ context }, params: { locale: Language }) => context.signedIn && params.locale !== context.locale,
    'user speaks another locale': ({ context }, params: { user: User | null }) => params.user !== null && params.user.language !== context.locale,
  },
  delays: {
    /** Messages that failed to load (a chunk lost to a flaky connection) are tried again after 3 s. */
    'reload delay': 3000,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, messages: null, signedIn: false }),
  type: 'parallel',
  on: {
    'user.switchLocale': [
      {
        guard: { type: 'is another locale for a signed-in person', params: ({ event }) => ({ locale: event.locale }) },
        target: ['.messages.loading', '.saving.saving'],
        actions: [
          { type: 'assign locale', params: ({ event }) => ({ locale: event.locale }) },
          { type: 'store locale', params: ({ event }) => ({ locale: event.locale }) },
        ],
      },
      {
        guard: { type: 'is another locale', params: ({ event }) => ({ locale: event.locale }) },
        target: '.messages.loading',
        actions: [
          { type: 'assign locale', params: ({ event }) => ({ locale: event.locale }) },
          { type: 'store locale', params: ({ event }) => ({ locale: event.locale }) },
        ],
      },
    ],
    'session.userChanged': [
      {
        guard: { type: 'user speaks another locale', params: ({ event }) => ({ user: event.user }) },
        target: '.messages.loading',
        actions: [
          assign({ signedIn: true }),
          { type: 'assign locale', params: ({ event }) => ({ locale: event.user!.language }) },
          { type: 'store locale', params: ({ event }) => ({ locale: event.user!.language }) },
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

import { assign, setup, type ActorRefFrom } from 'xstate';
import type { ErrorCode, FieldError } from '../../protocol/errors';

/**
 * The alert (SPEC §8):
 * 1. Any failed request shows a danger alert: a message for its code, or a list of field-path +
 *    message entries.
 * 2. It closes by itself 5 s after its last update; a new alert while one shows replaces it and
 *    restarts the 5 s.
 * 3. The person can close it by hand.
 * The machine keeps codes and message ids, never translated text.
 */
export type AlertKind = 'danger' | 'warning' | 'success' | 'info';

export interface AlertContent {
  kind: AlertKind;
  /** An error code from the catalogue; the view shows its message. */
  code?: ErrorCode;
  /** Field entries of a validation error. */
  errors?: FieldError[];
  /** A message id to show instead of an error code (e.g. 'call.couldNotCall'). */
  messageId?: string;
  /** Values for the message, e.g. `{ seconds: 42 }`. */
  values?: Record<string, string | number>;
}

export type AlertEvent = ({ type: 'alert.show' } & AlertContent) | { type: 'user.closeAlert' };

export const alertMachine = setup({
  types: {
    context: {} as { content: AlertContent | null },
    events: {} as AlertEvent,
  },
  delays: {
    /** SPEC §9: alerts auto-close 5 s after their last update. */
    'auto close delay': 5000,
  },
  actions: {
    'assign content': assign(({ event }) => {
      if (event.type !== 'alert.show') return {};
      const { type: _type, ...content } = event;
      return { content };
    }),
    'clear content': assign({ content: null }),
  },
}).createMachine({
  id: 'alert',
  context: { content: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'alert.show': { target: 'visible', actions: 'assign content' } },
    },
    visible: {
      tags: ['visible'],
      after: { 'auto close delay': { target: 'hidden', actions: 'clear content' } },
      on: {
        'alert.show': { target: 'visible', reenter: true, actions: 'assign content' },
        'user.closeAlert': { target: 'hidden', actions: 'clear content' },
      },
    },
  },
});

export type AlertActorRef = ActorRefFrom<typeof alertMachine>;

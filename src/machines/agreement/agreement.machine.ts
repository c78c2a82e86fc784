import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AgreementBody } from '../../protocol/desk-registration';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import { passwordErrors } from '../registration/registration.rules';

/**
 * The first sign-in of an account a clinic created (issue 16): before anything else the person
 * accepts the user agreement (a required tick) and may set a password with registration's rules
 * (or skip it and sign in by SMS code later).
 * 1. `editing`: the tick, and — once they choose to — the password and its confirmation. Accept
 *    checks on the device first and shows every problem at once.
 * 2. `accepting`: `POST /api/profile/agreement`; the fresh user goes to the session
 *    ('announce user'), which lifts the gate. A refusal shows its field errors (or the coded
 *    error) and keeps everything typed.
 */
export interface AgreementContext {
  accepted: boolean;
  /** Whether the person chose to set a password now. */
  withPassword: boolean;
  password: string;
  passwordConfirm: string;
  errors: FieldError[];
  error: AppError | null;
}

export type AgreementEvent =
  | { type: 'user.setAccepted'; accepted: boolean }
  | { type: 'user.setWithPassword'; withPassword: boolean }
  | { type: 'user.edit'; field: 'password' | 'password_confirm'; value: string }
  | { type: 'user.submit' };

/** Every problem of the form as it stands, in the order it shows them. */
export function agreementErrors(c: Pick<AgreementContext, 'accepted' | 'withPassword' | 'password' | 'passwordConfirm'>): FieldError[] {
  const errors: FieldError[] = [];
  if (!c.accepted) errors.push({ path: 'accepted', code: 'field.agreement_required' });
  if (c.withPassword) errors.push(...passwordErrors(c.password, c.passwordConfirm));
  return errors;
}

/** The body the server takes: the password only when the person chose to set one. */
export const toAgreementBody = (c: AgreementContext): AgreementBody =>
  c.withPassword ? { accepted: c.accepted, password: c.password, password_confirm: c.passwordConfirm } : { accepted: c.accepted };

export const agreementMachine = setup({
  types: {
    context: {} as AgreementContext,
    events: {} as AgreementEvent,
  },
  actors: {
    'accept agreement': fromPromise<User, AgreementBody>(notProvided('accept agreement')),
  },
  actions: {
    'announce user': notProvided('announce user') as (_: unknown, params: { user: User }) => void,
    'take accepted': assign(({ context }, params: { accepted: boolean }) => ({ accepted: params.accepted, errors: context.errors.filter((e) => e.path !== 'accepted') })),
    'take with password': assign(({ context }, params: { withPassword: boolean }) => ({
      withPassword: params.withPassword,
      errors: context.errors.filter((e) => e.path !== 'password' && e.path !== 'password_confirm'),
    })),
    'take password': assign(({ context }, params: { field: 'password' | 'password_confirm'; value: string }) => ({
      ...(params.field === 'password' ? { password: params.value } : { passwordConfirm: params.value }),
      errors: context.errors.filter((e) => e.path !== params.field),
    })),
    'show errors': assign(({ context }) => ({ errors: agreementErrors(context), error: null })),
    'take failure': assign((_, params: { error: unknown }) => {
      const e = toAppError(params.error);
      return e.errors?.length ? { errors: e.errors, error: null } : { errors: [], error: e };
    }),
    'clear failure': assign({ errors: [], error: null }),
  },
  guards: {
    'form is valid': ({ context }) => agreementErrors(context).length === 0,
  },
}).createMachine({
  id: 'agreement',
  context: { accepted: false, withPassword: false, password: '', passwordConfirm: '', errors: [], error: null },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'user.setAccepted': { actions: { type: 'take accepted', params: ({ event }) => ({ accepted: event.accepted }) } },
        'user.setWithPassword': { actions: { type: 'take with password', params: ({ event }) => ({ withPassword: event.withPassword }) } },
        'user.edit': { actions: { type: 'take password', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        'user.submit': [{ guard: 'form is valid', target: 'accepting', actions: 'clear failure' }, { actions: 'show errors' }],
      },
    },
    accepting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'accept',
      src: 'accept agreement',
        input: ({ context }) => toAgreementBody(context),
        onDone: { target: 'accepted', actions: { type: 'announce user', params: ({ event }) => ({ user: event.output }) } },
        onError: { target: 'editing', actions: { type: 'take failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    accepted: {
      description: 'Accepted: the session has the fresh user and the gate lifts.',
      tags: ['accepted'],
      type: 'final',
    },
  },
});

export type AgreementMachine = typeof agreementMachine;
export type AgreementActorRef = ActorRefFrom<typeof agreementMachine>;
export type AgreementSnapshot = SnapshotFrom<typeof agreementMachine>;

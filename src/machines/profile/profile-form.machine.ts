import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import {
  checkForm,
  errorsAfterChange,
  hasChanges,
  valuesOf,
  type FormField,
  type FormValues,
  type ProfileFormKind,
  type ProfileSaveRequest,
} from './profile-form.rules';

/**
 * One profile form (issue 2: personal info, contact info, password), the same flow for each:
 * 1. The form starts with the signed-in user's values (the password form empty) and Save is
 *    possible only once something differs from what was last saved.
 * 2. Save checks the fields with the server's own rules first; problems are shown under their
 *    fields and nothing is sent.
 * 3. Otherwise the form is sent (`PUT /api/profile/personal-info`, `contact-info` or `password`).
 *    The answer is the fresh user: the form takes its values (as the server cleaned them), the
 *    session hears about it (so the header shows the new name at once) and a short confirmation
 *    shows until the confirmation delay passes or the person edits again.
 * 4. A refusal with field entries (422) shows each under its field; any other failure keeps what
 *    was typed, says why beside Save (not in the general alert as well) and lets the person try
 *    again.
 * Field values travel in events keyed by field name, so the event log redacts passwords.
 */
export interface ProfileFormInput {
  form: ProfileFormKind;
  user: User;
  /** The person's date today, YYYY-MM-DD (bounds the birthdate). */
  today: string;
}

export interface ProfileFormContext {
  form: ProfileFormKind;
  today: string;
  /** Whether the account has a password: the password form then asks for the current one. */
  passwordSet: boolean;
  /** The last save set the account's first password (its confirmation says so). */
  firstPasswordSet: boolean;
  values: FormValues;
  /** The values as last saved (or loaded): Save needs a difference. */
  saved: FormValues;
  /** Problems by field path, from the checks or from the server. */
  errors: FieldError[];
  /** The last failed save. */
  error: AppError | null;
}

export type ProfileFormEvent =
  | { type: 'user.change'; values: FormValues }
  | { type: 'user.submit' }
  | { type: 'user.dismiss' };

const fromUser = (form: ProfileFormKind, user: User) => {
  const values = valuesOf(form, user);
  return { values, saved: values, passwordSet: user.password_set };
};

const problemsOf = (c: ProfileFormContext): FieldError[] => {
  const check = checkForm(c.form, c.values, { passwordSet: c.passwordSet, today: c.today });
  return check.ok ? [] : check.errors;
};

/** The request of a form that passed its checks. */
export function saveRequestOf(c: ProfileFormContext): ProfileSaveRequest {
  const check = checkForm(c.form, c.values, { passwordSet: c.passwordSet, today: c.today });
  if (!check.ok) throw new Error('saving a form that does not pass its checks');
  return check.request;
}

export const profileFormMachine = setup({
  types: {
    input: {} as ProfileFormInput,
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
  },
  actors: {
    'save profile': fromPromise<User, ProfileSaveRequest>(notProvided('save profile')),
  },
  actions: {
    /** Tells the session the user changed (provided: `session.userUpdated` to the root actor). */
    'announce user': notProvided('announce user') as (_: unknown, params: { user: User }) => void,
    'assign change': assign(({ context }, params: { values: FormValues }) => ({
      values: { ...context.values, ...params.values },
      errors: errorsAfterChange(context.errors, Object.keys(params.values) as FormField[]),
    })),
    'assign problems': assign(({ context }) => ({ errors: problemsOf(context) })),
    'assign saved user': assign(({ context }, params: { user: User }) => ({
      ...fromUser(context.form, params.user),
      firstPasswordSet: context.form === 'password' && !context.passwordSet && params.user.password_set,
      errors: [],
      error: null,
    })),
    'assign error': assign((_, params: { error: unknown }) => {
      const error = toAppError(params.error);
      return { error, errors: error.errors ?? [] };
    }),
  },
  guards: {
    'has changes': ({ context }) => hasChanges(context.values, context.saved),
    'has changes with problems': ({ context }) => hasChanges(context.values, context.saved) && problemsOf(context).length > 0,
  },
  delays: {
    /** The "saved" confirmation stays as long as the general alert (SPEC §9: 5 s): enough to read, then out of the way. */
    'confirmation delay': 5000,
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({ form: input.form, today: input.today, ...fromUser(input.form, input.user), firstPasswordSet: false, errors: [], error: null }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editing'],
      on: {
        'user.change': { actions: { type: 'assign change', params: ({ event }) => event } },
        'user.submit': [
          { guard: 'has changes with problems', actions: 'assign problems' },
          { guard: 'has changes', target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'save profile',
        input: ({ context }) => saveRequestOf(context),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'assign saved user', params: ({ event }) => ({ user: event.output }) },
            { type: 'announce user', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        // Field entries show under their fields, anything else beside Save (the view picks).
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      description: 'The short green confirmation; the form stays editable.',
      tags: ['editing', 'saved'],
      after: { 'confirmation delay': 'editing' },
      on: {
        'user.change': { target: 'editing', actions: { type: 'assign change', params: ({ event }) => event } },
        'user.dismiss': 'editing',
      },
    },
    failed: {
      description: 'The last save was refused or did not reach the server; what was typed is kept.',
      tags: ['editing', 'failed'],
      on: {
        'user.change': { target: 'editing', actions: { type: 'assign change', params: ({ event }) => event } },
        // What was typed passed the checks before it was sent and has not changed since: send it again.
        'user.submit': 'saving',
      },
    },
  },
});

export type ProfileFormMachine = typeof profileFormMachine;
export type ProfileFormActorRef = ActorRefFrom<typeof profileFormMachine>;
export type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

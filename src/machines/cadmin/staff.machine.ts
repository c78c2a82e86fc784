import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  checkNewOperator, idNumberError, type AddOperatorBody, type AddOperatorResult, type ClinicStaff, type OperatorLookup,
} from '../../protocol/clinic-staff';
import { fieldErrors, toAppError, type AppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * The clinic's staff on /cadmin (issue 16): its operators with their roles, and the
 * administrator's changes to them.
 * 1. The staff list loads; a failure offers a retry.
 * 2. A change (administrator or support role on or off, removal) is asked for; the destructive ones
 *    (withdrawing a role, removing) wait for a confirmation. The server's answer is the new list;
 *    a refusal (e.g. `cadmin.last_admin`) is shown and the list stays.
 * 3. Adding an operator: the ID number is checked on the device (11 digits) and looked up; an
 *    existing operator account is added as it is, a patient's or doctor's account cannot be, and
 *    for no account the new operator's details are checked on the device, then sent (the server
 *    creates the account and sends the invitation).
 */
export type StaffChange =
  | { kind: 'admin'; userId: string; on: boolean }
  | { kind: 'support'; userId: string; on: boolean }
  | { kind: 'remove'; userId: string };

export interface StaffContext {
  clinicId: number;
  staff: ClinicStaff | null;
  /** The change waiting for its confirmation, or being sent. */
  change: StaffChange | null;
  /** The ID number being added and what it is. */
  idNumber: string;
  lookup: OperatorLookup | null;
  /** The last added operator (for the confirmation: invited or added). */
  added: AddOperatorResult | null;
  error: AppError | null;
}

export type StaffEvent =
  | { type: 'user.retry' }
  | { type: 'user.change'; change: StaffChange }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.startAdd' }
  | { type: 'user.lookup'; idNumber: string }
  | { type: 'user.add'; body: AddOperatorBody };

/** Changes that take something away: they are confirmed first. */
export const isDestructive = (change: StaffChange): boolean => change.kind === 'remove' || !change.on;

export const staffMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as StaffContext,
    events: {} as StaffEvent,
  },
  actors: {
    'load staff': fromPromise<ClinicStaff, { clinicId: number }>(notProvided('load staff')),
    'apply change': fromPromise<ClinicStaff, { clinicId: number; change: StaffChange }>(notProvided('apply change')),
    'look up': fromPromise<OperatorLookup, { clinicId: number; idNumber: string }>(notProvided('look up')),
    'add operator': fromPromise<AddOperatorResult, { clinicId: number; body: AddOperatorBody }>(notProvided('add operator')),
  },
  actions: {
    'take staff': assign((_, params: { staff: ClinicStaff }) => ({ staff: params.staff, error: null, change: null })),
    'assign change': assign((_, params: { change: StaffChange }) => ({ change: params.change, error: null, added: null })),
    'forget change': assign({ change: null }),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
    'start adding': assign({ idNumber: '', lookup: null, added: null, error: null }),
    'assign id number': assign((_, params: { idNumber: string }) => ({ idNumber: params.idNumber.trim(), lookup: null, error: null })),
    'take lookup': assign((_, params: { lookup: OperatorLookup }) => ({ lookup: params.lookup })),
    'take added': assign((_, params: { result: AddOperatorResult }) => ({ staff: params.result.staff, added: params.result, error: null, lookup: null, idNumber: '' })),
  },
  guards: {
    destructive: (_, params: { change: StaffChange }) => isDestructive(params.change),
    'valid id number': (_, params: { idNumber: string }) => idNumberError(params.idNumber) === null,
    /** An existing operator is added by ID number alone; a new account needs every detail right. */
    'valid addition': ({ context }, params: { body: AddOperatorBody }) =>
      params.body.id_number.trim() === context.idNumber &&
      (context.lookup?.status === 'operator' ? !context.lookup.member : context.lookup?.status === 'none' && !('errors' in checkNewOperator(params.body))),
  },
}).createMachine({
  id: 'staff',
  context: ({ input }) => ({ clinicId: input.clinicId, staff: null, change: null, idNumber: '', lookup: null, added: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStaff',
        src: 'load staff',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'ready', actions: { type: 'take staff', params: ({ event }) => ({ staff: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    ready: {
      on: {
        'user.change': [
          { guard: { type: 'destructive', params: ({ event }) => ({ change: event.change }) }, target: 'confirming', actions: { type: 'assign change', params: ({ event }) => ({ change: event.change }) } },
          { target: 'changing', actions: { type: 'assign change', params: ({ event }) => ({ change: event.change }) } },
        ],
        'user.startAdd': { target: 'adding', actions: 'start adding' },
      },
    },
    confirming: {
      on: {
        'user.confirm': { target: 'changing' },
        'user.cancel': { target: 'ready', actions: 'forget change' },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'applyChange',
        src: 'apply change',
        input: ({ context }) => ({ clinicId: context.clinicId, change: context.change! }),
        onDone: { target: 'ready', actions: { type: 'take staff', params: ({ event }) => ({ staff: event.output }) } },
        onError: { target: 'ready', actions: ['forget change', { type: 'assign error', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    adding: {
      initial: 'idNumber',
      states: {
        idNumber: {
          on: {
            'user.cancel': { target: '#staff.ready', actions: 'clear error' },
            'user.lookup': [
              { guard: { type: 'valid id number', params: ({ event }) => ({ idNumber: event.idNumber }) }, target: 'lookingUp', actions: { type: 'assign id number', params: ({ event }) => ({ idNumber: event.idNumber }) } },
              { actions: { type: 'assign error', params: ({ event }) => ({ error: fieldErrors([idNumberError(event.idNumber)!]) }) } },
            ],
          },
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'lookUp',
            src: 'look up',
            input: ({ context }) => ({ clinicId: context.clinicId, idNumber: context.idNumber }),
            onDone: { target: 'details', actions: { type: 'take lookup', params: ({ event }) => ({ lookup: event.output }) } },
            onError: { target: 'idNumber', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        details: {
          on: {
            'user.cancel': { target: '#staff.ready', actions: 'clear error' },
            'user.lookup': [
              { guard: { type: 'valid id number', params: ({ event }) => ({ idNumber: event.idNumber }) }, target: 'lookingUp', actions: { type: 'assign id number', params: ({ event }) => ({ idNumber: event.idNumber }) } },
              { target: 'idNumber', actions: { type: 'assign error', params: ({ event }) => ({ error: fieldErrors([idNumberError(event.idNumber)!]) }) } },
            ],
            'user.add': [
              { guard: { type: 'valid addition', params: ({ event }) => ({ body: event.body }) }, target: 'submitting', actions: 'clear error' },
              {
                actions: {
                  type: 'assign error',
                  params: ({ event }) => {
                    const checked = checkNewOperator(event.body);
                    return { error: 'errors' in checked ? fieldErrors(checked.errors) : fieldErrors([]) };
                  },
                },
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'addOperator',
            src: 'add operator',
            input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as Extract<StaffEvent, { type: 'user.add' }>).body }),
            onDone: { target: '#staff.ready', actions: { type: 'take added', params: ({ event }) => ({ result: event.output }) } },
            onError: { target: 'details', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type StaffMachine = typeof staffMachine;
export type StaffActorRef = ActorRefFrom<typeof staffMachine>;
export type StaffSnapshot = SnapshotFrom<typeof staffMachine>;

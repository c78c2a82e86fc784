import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import type { Availability, AvailabilityBody, AvailabilityException, AvailabilityRule } from '../../protocol/schedule-schemas';
import { notProvided } from '../not-provided';
import { checkDraft, withEntry, withoutEntry, type AvailabilityDraft } from './availability-rules';

/**
 * A doctor's weekly working hours, breaks, days off and changed hours (/my/schedule-manager, and
 * an operator's /clinic-doctors/{id}):
 * 1. The availability loads; a failure offers a retry.
 * 2. Editing changes a local draft (add, change, remove a rule or a day's change); every change
 *    is checked as the server checks it (availability-rules.ts) and the problems show on their
 *    entries at once. Discarding goes back to what was loaded.
 * 3. Saving is refused while there are problems (or no change, or no clinic); it replaces the rules of every clinic shown.
 * 4. The server's field errors show on their entries; any other failure (a conflicting save, a
 *    lost connection) shows its message. The edits stay either way.
 * 5. Saved: the answer is the new starting point; a further edit starts editing again.
 */
export interface AvailabilityEditorContext {
  doctorId: string;
  availability: Availability | null;
  draft: AvailabilityDraft;
  /** The draft's problems, as the server would name them. */
  problems: FieldError[];
  /** The last save's field errors from the server (until the next edit). */
  serverErrors: FieldError[];
  error: AppError | null;
  dirty: boolean;
}

type List = keyof AvailabilityDraft;
type Entry = AvailabilityRule | AvailabilityException;

export type AvailabilityEditorEvent =
  | { type: 'user.retry' }
  | { type: 'user.add'; list: 'rules'; entry: AvailabilityRule }
  | { type: 'user.add'; list: 'exceptions'; entry: AvailabilityException }
  | { type: 'user.change'; list: List; index: number; patch: Partial<AvailabilityRule> | Partial<AvailabilityException> }
  | { type: 'user.remove'; list: List; index: number }
  | { type: 'user.discard' }
  | { type: 'user.save' };

const drafted = (draft: AvailabilityDraft) => ({ draft, problems: checkDraft(draft), serverErrors: [], dirty: true });

const EDITS = {
  'user.add': { target: 'editing', actions: { type: 'add', params: ({ event }: { event: { list: List; entry: Entry } }) => ({ list: event.list, entry: event.entry }) } },
  'user.change': {
    target: 'editing',
    actions: { type: 'change', params: ({ event }: { event: { list: List; index: number; patch: Partial<Entry> } }) => ({ list: event.list, index: event.index, patch: event.patch }) },
  },
  'user.remove': { target: 'editing', actions: { type: 'remove', params: ({ event }: { event: { list: List; index: number } }) => ({ list: event.list, index: event.index }) } },
} as const;

export const availabilityEditorMachine = setup({
  types: {
    input: {} as { doctorId: string },
    context: {} as AvailabilityEditorContext,
    events: {} as AvailabilityEditorEvent,
  },
  actors: {
    'load availability': fromPromise<Availability, { doctorId: string }>(notProvided('load availability')),
    'save availability': fromPromise<Availability, { doctorId: string; body: AvailabilityBody }>(notProvided('save availability')),
  },
  actions: {
    'take availability': assign((_, params: { availability: Availability }) => {
      const draft = { rules: params.availability.rules, exceptions: params.availability.exceptions };
      return { availability: params.availability, draft, problems: checkDraft(draft), serverErrors: [], error: null, dirty: false };
    }),
    add: assign(({ context }, params: { list: List; entry: Entry }) =>
      drafted({ ...context.draft, [params.list]: [...context.draft[params.list], params.entry] } as AvailabilityDraft),
    ),
    change: assign(({ context }, params: { list: List; index: number; patch: Partial<Entry> }) =>
      drafted(withEntry(context.draft, params.list, params.index, params.patch as never)),
    ),
    remove: assign(({ context }, params: { list: List; index: number }) => drafted(withoutEntry(context.draft, params.list, params.index))),
    discard: assign(({ context }) => {
      const draft = { rules: context.availability!.rules, exceptions: context.availability!.exceptions };
      return { draft, problems: checkDraft(draft), serverErrors: [], error: null, dirty: false };
    }),
    'assign error': assign((_, params: { error: unknown }) => {
      const error = toAppError(params.error);
      return { error, serverErrors: error.errors ?? [] };
    }),
    'clear error': assign(() => ({ error: null, serverErrors: [] })),
  },
  guards: {
    // Nothing to save for a doctor of no clinic (the server needs one clinic at least).
    'can save': ({ context }) => context.dirty && context.problems.length === 0 && (context.availability?.clinics.length ?? 0) > 0,
    'known entry': ({ context }, params: { list: List; index: number }) => params.index >= 0 && params.index < context.draft[params.list].length,
  },
}).createMachine({
  id: 'availabilityEditor',
  context: ({ input }) => ({ doctorId: input.doctorId, availability: null, draft: { rules: [], exceptions: [] }, problems: [], serverErrors: [], error: null, dirty: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadAvailability',
        src: 'load availability',
        input: ({ context }) => ({ doctorId: context.doctorId }),
        onDone: { target: 'editing', actions: { type: 'take availability', params: ({ event }) => ({ availability: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    editing: {
      on: {
        ...EDITS,
        'user.change': { ...EDITS['user.change'], guard: { type: 'known entry', params: ({ event }) => ({ list: event.list, index: event.index }) } },
        'user.remove': { ...EDITS['user.remove'], guard: { type: 'known entry', params: ({ event }) => ({ list: event.list, index: event.index }) } },
        'user.discard': { actions: 'discard' },
        'user.save': { guard: 'can save', target: 'saving', actions: 'clear error' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveAvailability',
        src: 'save availability',
        input: ({ context }) => ({
          doctorId: context.doctorId,
          body: { clinic_ids: context.availability!.clinics.map((c) => c.id), rules: context.draft.rules, exceptions: context.draft.exceptions },
        }),
        onDone: { target: 'saved', actions: { type: 'take availability', params: ({ event }) => ({ availability: event.output }) } },
        onError: { target: 'editing', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: {
        ...EDITS,
        'user.change': { ...EDITS['user.change'], guard: { type: 'known entry', params: ({ event }) => ({ list: event.list, index: event.index }) } },
        'user.remove': { ...EDITS['user.remove'], guard: { type: 'known entry', params: ({ event }) => ({ list: event.list, index: event.index }) } },
      },
    },
  },
});

export type AvailabilityEditorMachine = typeof availabilityEditorMachine;
export type AvailabilityEditorActorRef = ActorRefFrom<typeof availabilityEditorMachine>;
export type AvailabilityEditorSnapshot = SnapshotFrom<typeof availabilityEditorMachine>;

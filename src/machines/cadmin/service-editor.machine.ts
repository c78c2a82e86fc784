import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import { checkClinicService, type AdminClinicService, type ClinicServiceBody, type ClinicServicesAdmin, type NewClinicServiceBody } from '../../protocol/service-admin';
import { notProvided } from '../not-provided';

/**
 * A clinic's services on /cadmin/services (issue 16).
 * 1. The clinic's services and doctors load; a failure offers a retry.
 * 2. `user.add` opens an empty form, `user.edit` one service's form; `user.cancel` closes it.
 * 3. Saving checks the form on the device first (the protocol's rules): bad fields stay on the
 *    form and nothing is sent. The server checks again; its field errors show on the same fields.
 *    A saved service replaces (or joins) the list and the form closes.
 * 4. Hiding and showing a service is one request from the list; a refusal shows above it.
 */
export interface ServiceEditorContext {
  clinicId: number;
  data: ClinicServicesAdmin | null;
  /** The clinic service being edited; null while adding one. */
  editingId: number | null;
  fieldErrors: FieldError[];
  error: AppError | null;
}

export type ServiceEditorEvent =
  | { type: 'user.retry' }
  | { type: 'user.add' }
  | { type: 'user.edit'; id: number }
  | { type: 'user.cancel' }
  | { type: 'user.save'; body: NewClinicServiceBody }
  | { type: 'user.setHidden'; id: number; hidden: boolean };

type Save = Extract<ServiceEditorEvent, { type: 'user.save' }>;
type SetHidden = Extract<ServiceEditorEvent, { type: 'user.setHidden' }>;

/** Device-side problems of the form (a new service must name one from the list). */
export const serviceProblems = (body: NewClinicServiceBody, isNew: boolean): FieldError[] => {
  const result = checkClinicService(body, isNew);
  return 'errors' in result ? result.errors : [];
};

export const serviceEditorMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as ServiceEditorContext,
    events: {} as ServiceEditorEvent,
  },
  actors: {
    'load services': fromPromise<ClinicServicesAdmin, { clinicId: number }>(notProvided('load services')),
    'add service': fromPromise<AdminClinicService, { clinicId: number; body: NewClinicServiceBody }>(notProvided('add service')),
    'change service': fromPromise<AdminClinicService, { clinicId: number; id: number; body: ClinicServiceBody }>(notProvided('change service')),
    'set hidden': fromPromise<AdminClinicService, { clinicId: number; id: number; hidden: boolean }>(notProvided('set hidden')),
  },
  actions: {
    'take data': assign((_, params: { data: ClinicServicesAdmin }) => ({ data: params.data, error: null })),
    'put service': assign(({ context }, params: { service: AdminClinicService }) => {
      const data = context.data ?? { services: [], doctors: [] };
      const known = data.services.some((s) => s.id === params.service.id);
      const services = known ? data.services.map((s) => (s.id === params.service.id ? params.service : s)) : [...data.services, params.service];
      return { data: { ...data, services }, error: null };
    }),
    'open form': assign((_, params: { id: number | null }) => ({ editingId: params.id, fieldErrors: [], error: null })),
    'assign field errors': assign((_, params: { errors: FieldError[] }) => ({ fieldErrors: params.errors, error: null })),
    'clear errors': assign(() => ({ fieldErrors: [], error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
  },
  guards: {
    'form has problems': ({ context }, params: { body: NewClinicServiceBody }) => serviceProblems(params.body, context.editingId === null).length > 0,
    'is a clinic service': ({ context }, params: { id: number }) => context.data?.services.some((s) => s.id === params.id) ?? false,
    'is adding': ({ context }) => context.editingId === null,
  },
}).createMachine({
  id: 'serviceEditor',
  context: ({ input }) => ({ clinicId: input.clinicId, data: null, editingId: null, fieldErrors: [], error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadServices',
        src: 'load services',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'list', actions: { type: 'take data', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    list: {
      on: {
        'user.add': { target: 'form', actions: { type: 'open form', params: { id: null } } },
        'user.edit': { guard: { type: 'is a clinic service', params: ({ event }) => ({ id: event.id }) }, target: 'form', actions: { type: 'open form', params: ({ event }) => ({ id: event.id }) } },
        'user.setHidden': { guard: { type: 'is a clinic service', params: ({ event }) => ({ id: event.id }) }, target: 'toggling', actions: 'clear errors' },
      },
    },
    toggling: {
      tags: ['busy'],
      invoke: {
        id: 'setHidden',
        src: 'set hidden',
        input: ({ context, event }) => ({ clinicId: context.clinicId, id: (event as SetHidden).id, hidden: (event as SetHidden).hidden }),
        onDone: { target: 'list', actions: { type: 'put service', params: ({ event }) => ({ service: event.output }) } },
        onError: { target: 'list', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    form: {
      tags: ['form'],
      on: {
        'user.cancel': { target: 'list', actions: 'clear errors' },
        'user.save': [
          {
            guard: { type: 'form has problems', params: ({ event }) => ({ body: event.body }) },
            actions: { type: 'assign field errors', params: ({ context, event }) => ({ errors: serviceProblems(event.body, context.editingId === null) }) },
          },
          { guard: 'is adding', target: 'adding', actions: 'clear errors' },
          { target: 'changing', actions: 'clear errors' },
        ],
      },
    },
    adding: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'addService',
        src: 'add service',
        input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as Save).body }),
        onDone: { target: 'list', actions: { type: 'put service', params: ({ event }) => ({ service: event.output }) } },
        onError: { target: 'form', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changing: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'changeService',
        src: 'change service',
        input: ({ context, event }) => {
          const { service_id: _ignored, ...body } = (event as Save).body;
          return { clinicId: context.clinicId, id: context.editingId!, body };
        },
        onDone: { target: 'list', actions: { type: 'put service', params: ({ event }) => ({ service: event.output }) } },
        onError: { target: 'form', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ServiceEditorMachine = typeof serviceEditorMachine;
export type ServiceEditorActorRef = ActorRefFrom<typeof serviceEditorMachine>;
export type ServiceEditorSnapshot = SnapshotFrom<typeof serviceEditorMachine>;

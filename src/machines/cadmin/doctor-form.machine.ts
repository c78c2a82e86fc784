import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  checkIdNumberField, checkNewDoctor, checkServiceIds, type DoctorAdded, type ExistingDoctorBody, type InvitationSent, type NewDoctorBody,
} from '../../protocol/doctor-admin';
import { toAppError, type AppError, type FieldError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * Adding a doctor to a clinic (/cadmin/doctors, issue 16).
 * 1. The administrator first gives the doctor's ID number and services: a Doctor account that
 *    exists joins the clinic (`existing` mode).
 * 2. When nobody has that ID number, the form turns to a new account (`new` mode), keeping the ID
 *    number: names in both languages, phone, e-mail, speciality, title, experience, languages,
 *    photo and services.
 * 3. Either form is checked on the device first (the protocol's rules); bad fields stay on the
 *    form with their codes and nothing is sent. The server checks again: its field errors show
 *    on the same fields.
 * 4. A new doctor's answer says which channels took the sign-in link; "send again" asks for a new one.
 * 5. `user.again` starts another doctor.
 */
export type DoctorFormMode = 'existing' | 'new';

export interface DoctorFormContext {
  clinicId: number;
  mode: DoctorFormMode;
  /** The ID number last tried (kept when the form turns to a new account). */
  idNumber: string;
  /** Problems found on the device. */
  fieldErrors: FieldError[];
  /** The server's refusal (its field errors included). */
  error: AppError | null;
  added: DoctorAdded | null;
}

export type DoctorFormEvent =
  | { type: 'user.chooseMode'; mode: DoctorFormMode }
  | { type: 'user.addExisting'; body: ExistingDoctorBody }
  /** `year`: the current year, for the experience rule (machines read no clock). */
  | { type: 'user.create'; body: NewDoctorBody; photo: Blob | null; year: number }
  | { type: 'user.resend' }
  | { type: 'user.again' };

type AddExisting = Extract<DoctorFormEvent, { type: 'user.addExisting' }>;
type Create = Extract<DoctorFormEvent, { type: 'user.create' }>;

/** Device-side problems of "add by ID number". */
export const existingProblems = (body: ExistingDoctorBody): FieldError[] => [...checkIdNumberField(body.id_number), ...checkServiceIds(body.clinic_service_ids)];
/** Device-side problems of a new doctor. */
export const newDoctorProblems = (e: Pick<Create, 'body' | 'year'>): FieldError[] => {
  const result = checkNewDoctor(e.body, e.year);
  return 'errors' in result ? result.errors : [];
};

export const doctorFormMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as DoctorFormContext,
    events: {} as DoctorFormEvent,
  },
  actors: {
    'add existing doctor': fromPromise<DoctorAdded, { clinicId: number; body: ExistingDoctorBody }>(notProvided('add existing doctor')),
    'create doctor': fromPromise<DoctorAdded, { clinicId: number; body: NewDoctorBody; photo: Blob | null }>(notProvided('create doctor')),
    'resend invitation': fromPromise<InvitationSent, { clinicId: number; doctorId: string }>(notProvided('resend invitation')),
  },
  actions: {
    'choose mode': assign((_, params: { mode: DoctorFormMode }) => ({ mode: params.mode, fieldErrors: [], error: null })),
    'assign field errors': assign((_, params: { errors: FieldError[] }) => ({ fieldErrors: params.errors, error: null })),
    'remember id number': assign((_, params: { idNumber: string }) => ({ idNumber: params.idNumber.trim(), fieldErrors: [], error: null })),
    'take added': assign((_, params: { added: DoctorAdded }) => ({ added: params.added, error: null })),
    'take sent': assign(({ context }, params: { sent: InvitationSent }) => ({ added: context.added && { ...context.added, sent: params.sent }, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    /** Nobody has the ID number: the form turns to a new account, keeping it. */
    'turn to new account': assign(() => ({ mode: 'new' as const })),
    reset: assign(({ context }) => ({ mode: 'existing' as const, idNumber: '', fieldErrors: [], error: null, added: null, clinicId: context.clinicId })),
  },
  guards: {
    'existing has problems': (_, params: { body: ExistingDoctorBody }) => existingProblems(params.body).length > 0,
    'new doctor has problems': (_, params: { event: Create }) => newDoctorProblems(params.event).length > 0,
    'nobody has the id number': ({ context }) => context.error?.errors?.some((e) => e.code === 'doctor_admin.unknown_person') ?? false,
    'was created': ({ context }) => context.added?.sent != null,
  },
}).createMachine({
  id: 'doctorForm',
  context: ({ input }) => ({ clinicId: input.clinicId, mode: 'existing', idNumber: '', fieldErrors: [], error: null, added: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.chooseMode': { actions: { type: 'choose mode', params: ({ event }) => ({ mode: event.mode }) } },
        'user.addExisting': [
          {
            guard: { type: 'existing has problems', params: ({ event }) => ({ body: event.body }) },
            actions: { type: 'assign field errors', params: ({ event }) => ({ errors: existingProblems(event.body) }) },
          },
          { target: 'addingExisting', actions: { type: 'remember id number', params: ({ event }) => ({ idNumber: event.body.id_number }) } },
        ],
        'user.create': [
          {
            guard: { type: 'new doctor has problems', params: ({ event }) => ({ event }) },
            actions: { type: 'assign field errors', params: ({ event }) => ({ errors: newDoctorProblems(event) }) },
          },
          { target: 'creating', actions: { type: 'remember id number', params: ({ event }) => ({ idNumber: event.body.id_number }) } },
        ],
      },
    },
    addingExisting: {
      tags: ['busy'],
      invoke: {
        id: 'addExisting',
        src: 'add existing doctor',
        input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as AddExisting).body }),
        onDone: { target: 'done', actions: { type: 'take added', params: ({ event }) => ({ added: event.output }) } },
        onError: { target: 'refused', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refused: {
      description: 'Routes a refusal: an unknown ID number turns the form to a new account.',
      always: [{ guard: 'nobody has the id number', target: 'editing', actions: 'turn to new account' }, { target: 'editing' }],
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createDoctor',
        src: 'create doctor',
        input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as Create).body, photo: (event as Create).photo }),
        onDone: { target: 'done', actions: { type: 'take added', params: ({ event }) => ({ added: event.output }) } },
        onError: { target: 'editing', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: {
      tags: ['done'],
      on: {
        'user.resend': { guard: 'was created', target: 'resending' },
        'user.again': { target: 'editing', actions: 'reset' },
      },
    },
    resending: {
      tags: ['busy', 'done'],
      invoke: {
        id: 'resendInvitation',
        src: 'resend invitation',
        input: ({ context }) => ({ clinicId: context.clinicId, doctorId: context.added!.doctor.id }),
        onDone: { target: 'done', actions: { type: 'take sent', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'done', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type DoctorFormMachine = typeof doctorFormMachine;
export type DoctorFormActorRef = ActorRefFrom<typeof doctorFormMachine>;
export type DoctorFormSnapshot = SnapshotFrom<typeof doctorFormMachine>;

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AdminDoctor, DoctorAppointment, InvitationSent } from '../../protocol/doctor-admin';
import { toAppError, type AppError } from '../../protocol/errors';
import type { ClinicServicesAdmin } from '../../protocol/service-admin';
import { notProvided } from '../not-provided';

/**
 * A clinic's doctors on /cadmin/doctors (issue 16).
 * 1. The doctors and the clinic's services (their names, for choosing) load together; a failure
 *    offers a retry.
 * 2. One change at a time: a doctor's services (at least one), deactivation, reactivation, a new
 *    sign-in link. Its answer replaces the doctor's row; a refusal shows beside the list.
 * 3. A doctor's future appointments load on request, to reassign them on /schedules/{id}; they
 *    load again after a deactivation.
 * 4. A doctor the add form added joins the list (`form.added`).
 */
export type DoctorChange =
  | { kind: 'services'; doctorId: string; ids: number[] }
  | { kind: 'deactivate'; doctorId: string }
  | { kind: 'reactivate'; doctorId: string };

export interface DoctorListContext {
  clinicId: number;
  doctors: AdminDoctor[] | null;
  services: ClinicServicesAdmin | null;
  error: AppError | null;
  /** The doctor whose change or appointments are under way or shown. */
  doctorId: string | null;
  appointments: DoctorAppointment[] | null;
  sent: InvitationSent | null;
}

export type DoctorListEvent =
  | { type: 'user.retry' }
  | { type: 'user.change'; change: DoctorChange }
  | { type: 'user.resend'; doctorId: string }
  | { type: 'user.showAppointments'; doctorId: string }
  | { type: 'user.dismiss' }
  | { type: 'form.added'; doctor: AdminDoctor };

type Change = Extract<DoctorListEvent, { type: 'user.change' }>;

export const doctorListMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as DoctorListContext,
    events: {} as DoctorListEvent,
  },
  actors: {
    'load doctors': fromPromise<{ doctors: AdminDoctor[]; services: ClinicServicesAdmin }, { clinicId: number }>(notProvided('load doctors')),
    'change doctor': fromPromise<AdminDoctor, { clinicId: number; change: DoctorChange }>(notProvided('change doctor')),
    'resend invitation': fromPromise<InvitationSent, { clinicId: number; doctorId: string }>(notProvided('resend invitation')),
    'load appointments': fromPromise<DoctorAppointment[], { clinicId: number; doctorId: string }>(notProvided('load appointments')),
  },
  actions: {
    'take list': assign((_, params: { doctors: AdminDoctor[]; services: ClinicServicesAdmin }) => ({ doctors: params.doctors, services: params.services, error: null })),
    'put doctor': assign(({ context }, params: { doctor: AdminDoctor }) => {
      const list = context.doctors ?? [];
      const known = list.some((d) => d.id === params.doctor.id);
      return { doctors: known ? list.map((d) => (d.id === params.doctor.id ? params.doctor : d)) : [...list, params.doctor], error: null };
    }),
    'select doctor': assign(({ context }, params: { doctorId: string }) => ({
      doctorId: params.doctorId,
      error: null,
      sent: null,
      appointments: context.doctorId === params.doctorId ? context.appointments : null,
    })),
    'take appointments': assign((_, params: { appointments: DoctorAppointment[] }) => ({ appointments: params.appointments })),
    'take sent': assign((_, params: { sent: InvitationSent }) => ({ sent: params.sent })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    dismiss: assign(() => ({ error: null, sent: null, appointments: null, doctorId: null })),
  },
  guards: {
    'change is valid': (_, params: { change: DoctorChange }) => params.change.kind !== 'services' || params.change.ids.length > 0,
    'left future appointments': ({ event }) => {
      const doctor = (event as unknown as { output: AdminDoctor }).output;
      return !doctor.active && doctor.future_appointments > 0;
    },
  },
}).createMachine({
  id: 'doctorList',
  context: ({ input }) => ({ clinicId: input.clinicId, doctors: null, services: null, error: null, doctorId: null, appointments: null, sent: null }),
  initial: 'loading',
  on: { 'form.added': { actions: { type: 'put doctor', params: ({ event }) => ({ doctor: event.doctor }) } } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadDoctors',
        src: 'load doctors',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'ready', actions: { type: 'take list', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'user.retry': 'loading' } },
    ready: {
      on: {
        'user.change': {
          guard: { type: 'change is valid', params: ({ event }) => ({ change: event.change }) },
          target: 'changing',
          actions: { type: 'select doctor', params: ({ event }) => ({ doctorId: event.change.doctorId }) },
        },
        'user.resend': { target: 'resending', actions: { type: 'select doctor', params: ({ event }) => ({ doctorId: event.doctorId }) } },
        'user.showAppointments': { target: 'loadingAppointments', actions: { type: 'select doctor', params: ({ event }) => ({ doctorId: event.doctorId }) } },
        'user.dismiss': { actions: 'dismiss' },
      },
    },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeDoctor',
        src: 'change doctor',
        input: ({ context, event }) => ({ clinicId: context.clinicId, change: (event as Change).change }),
        onDone: [
          {
            description: 'A deactivated doctor\'s future appointments are listed for reassigning.',
            guard: 'left future appointments',
            target: 'loadingAppointments',
            actions: { type: 'put doctor', params: ({ event }) => ({ doctor: event.output }) },
          },
          { target: 'ready', actions: { type: 'put doctor', params: ({ event }) => ({ doctor: event.output }) } },
        ],
        onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendInvitation',
        src: 'resend invitation',
        input: ({ context }) => ({ clinicId: context.clinicId, doctorId: context.doctorId! }),
        onDone: { target: 'ready', actions: { type: 'take sent', params: ({ event }) => ({ sent: event.output }) } },
        onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingAppointments: {
      tags: ['busy'],
      invoke: {
        id: 'loadAppointments',
        src: 'load appointments',
        input: ({ context }) => ({ clinicId: context.clinicId, doctorId: context.doctorId! }),
        onDone: { target: 'ready', actions: { type: 'take appointments', params: ({ event }) => ({ appointments: event.output }) } },
        onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type DoctorListMachine = typeof doctorListMachine;
export type DoctorListActorRef = ActorRefFrom<typeof doctorListMachine>;
export type DoctorListSnapshot = SnapshotFrom<typeof doctorListMachine>;

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toAppError, type AppError } from '../../protocol/errors';
import type { ClinicSettings, ClinicSettingsBody } from '../../protocol/schedule-schemas';
import { notProvided } from '../not-provided';

/**
 * A clinic's booking rules, edited by its operator (/clinic-doctors): minimum notice, booking
 * horizon, cancellation notice, and per clinic service the buffers and the chat days after an
 * online consultation.
 * 1. The settings load; a failure offers a retry.
 * 2. Saving sends the form's values when they are within the limits the server accepts (the form
 *    keeps them there; anything else is ignored); the answer becomes the form's values.
 * 3. A failure keeps the values: field errors show on their fields, anything else as a message.
 */
export interface ClinicSettingsContext {
  clinicId: number;
  settings: ClinicSettings | null;
  error: AppError | null;
}

export type ClinicSettingsEvent = { type: 'user.retry' } | { type: 'user.save'; body: ClinicSettingsBody };

/** The limits of ClinicSettingsBodySchema, for the form and the machine's check. */
export const SETTINGS_LIMITS = {
  min_notice_minutes: [0, 10080],
  booking_horizon_days: [1, 365],
  cancellation_notice_minutes: [0, 10080],
  buffer_before_minutes: [0, 240],
  buffer_after_minutes: [0, 240],
  communication_days: [0, 90],
} as const;

const within = (value: number, [min, max]: readonly [number, number]) => Number.isInteger(value) && value >= min && value <= max;

/** True when every value of the body is within the server's limits. */
export function validSettings(body: ClinicSettingsBody): boolean {
  return (
    within(body.min_notice_minutes, SETTINGS_LIMITS.min_notice_minutes) &&
    within(body.booking_horizon_days, SETTINGS_LIMITS.booking_horizon_days) &&
    within(body.cancellation_notice_minutes, SETTINGS_LIMITS.cancellation_notice_minutes) &&
    (body.services ?? []).every(
      (s) =>
        within(s.buffer_before_minutes, SETTINGS_LIMITS.buffer_before_minutes) &&
        within(s.buffer_after_minutes, SETTINGS_LIMITS.buffer_after_minutes) &&
        within(s.communication_days, SETTINGS_LIMITS.communication_days),
    )
  );
}

export const clinicSettingsMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as ClinicSettingsContext,
    events: {} as ClinicSettingsEvent,
  },
  actors: {
    'load settings': fromPromise<ClinicSettings, { clinicId: number }>(notProvided('load settings')),
    'save settings': fromPromise<ClinicSettings, { clinicId: number; body: ClinicSettingsBody }>(notProvided('save settings')),
  },
  actions: {
    'take settings': assign((_, params: { settings: ClinicSettings }) => ({ settings: params.settings, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign(() => ({ error: null })),
  },
  guards: {
    'valid settings': (_, params: { body: ClinicSettingsBody }) => validSettings(params.body),
  },
}).createMachine({
  id: 'clinicSettings',
  context: ({ input }) => ({ clinicId: input.clinicId, settings: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'load settings',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'editing', actions: { type: 'take settings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    editing: {
      on: {
        'user.save': { guard: { type: 'valid settings', params: ({ event }) => ({ body: event.body }) }, target: 'saving', actions: 'clear error' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSettings',
        src: 'save settings',
        input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as Extract<ClinicSettingsEvent, { type: 'user.save' }>).body }),
        onDone: { target: 'saved', actions: { type: 'take settings', params: ({ event }) => ({ settings: event.output }) } },
        onError: { target: 'editing', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: {
      on: {
        'user.save': { guard: { type: 'valid settings', params: ({ event }) => ({ body: event.body }) }, target: 'saving', actions: 'clear error' },
      },
    },
  },
});

export type ClinicSettingsMachine = typeof clinicSettingsMachine;
export type ClinicSettingsActorRef = ActorRefFrom<typeof clinicSettingsMachine>;
export type ClinicSettingsSnapshot = SnapshotFrom<typeof clinicSettingsMachine>;

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { checkClinicProfile, CLINIC_LOGO_MAX_BYTES, type ClinicProfile, type ClinicProfileBody } from '../../protocol/clinic-profile';
import type { City } from '../../protocol/catalog';
import { AppError, fieldErrors, toAppError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * The clinic's profile on /cadmin (issue 16), edited by its administrator:
 * 1. The profile and the cities list load; a failure offers a retry.
 * 2. Saving checks every field on the device with the server's own rules
 *    (src/protocol/clinic-profile.ts); a bad field stays in the form with its error and nothing is
 *    sent. The server's answer becomes the form's values; its refusal keeps them, with the errors.
 * 3. A logo is checked for its kind (PNG, JPEG, WebP, GIF) and size before it is sent; the server
 *    stores it together with the clinic's change and answers the new profile.
 */
export interface ClinicProfileContext {
  clinicId: number;
  profile: ClinicProfile | null;
  /** The cities list (GET /api/static/cities), for the city choice. */
  cities: City[];
  /** The last save's failure (field errors from the device or the server). */
  error: AppError | null;
  /** The last logo upload's failure. */
  logoError: AppError | null;
  /** What the last success was, for its confirmation. */
  saved: 'profile' | 'logo' | null;
}

export type ClinicProfileEvent =
  | { type: 'user.retry' }
  | { type: 'user.save'; body: ClinicProfileBody }
  | { type: 'user.chooseLogo'; file: Blob };

/** The logo kinds the server takes (it checks the bytes again). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The device's check of a chosen logo file: null when it may be sent. */
export function logoProblem(file: Blob): AppError | null {
  if (file.size > CLINIC_LOGO_MAX_BYTES) {
    return new AppError('upload.too_large', 413, { errors: [{ path: 'file', code: 'upload.too_large', params: { limit: CLINIC_LOGO_MAX_BYTES } }] });
  }
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return new AppError('upload.not_image', 415);
  return null;
}

const deviceErrors = (body: ClinicProfileBody): AppError | null => {
  const checked = checkClinicProfile(body);
  return 'errors' in checked ? fieldErrors(checked.errors) : null;
};

export const clinicProfileMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as ClinicProfileContext,
    events: {} as ClinicProfileEvent,
  },
  actors: {
    'load profile': fromPromise<{ profile: ClinicProfile; cities: City[] }, { clinicId: number }>(notProvided('load profile')),
    'save profile': fromPromise<ClinicProfile, { clinicId: number; body: ClinicProfileBody }>(notProvided('save profile')),
    'upload logo': fromPromise<ClinicProfile, { clinicId: number; file: Blob }>(notProvided('upload logo')),
  },
  actions: {
    'take loaded': assign((_, params: { profile: ClinicProfile; cities: City[] }) => ({ profile: params.profile, cities: params.cities, error: null, logoError: null, saved: null })),
    'take profile': assign((_, params: { profile: ClinicProfile; saved: 'profile' | 'logo' | null }) => ({ profile: params.profile, error: null, logoError: null, saved: params.saved })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error), saved: null })),
    'assign logo error': assign((_, params: { error: unknown }) => ({ logoError: toAppError(params.error), saved: null })),
    'clear errors': assign({ error: null, logoError: null, saved: null }),
  },
  guards: {
    'valid profile': (_, params: { body: ClinicProfileBody }) => deviceErrors(params.body) === null,
    'fitting logo': (_, params: { file: Blob }) => logoProblem(params.file) === null,
  },
}).createMachine({
  id: 'clinicProfile',
  context: ({ input }) => ({ clinicId: input.clinicId, profile: null, cities: [], error: null, logoError: null, saved: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadProfile',
        src: 'load profile',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'editing', actions: { type: 'take loaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear errors' } },
    },
    editing: {
      on: {
        'user.save': [
          { guard: { type: 'valid profile', params: ({ event }) => ({ body: event.body }) }, target: 'saving', actions: 'clear errors' },
          { actions: { type: 'assign error', params: ({ event }) => ({ error: deviceErrors(event.body) }) } },
        ],
        'user.chooseLogo': [
          { guard: { type: 'fitting logo', params: ({ event }) => ({ file: event.file }) }, target: 'uploading', actions: 'clear errors' },
          { actions: { type: 'assign logo error', params: ({ event }) => ({ error: logoProblem(event.file) }) } },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfile',
        src: 'save profile',
        input: ({ context, event }) => ({ clinicId: context.clinicId, body: (event as Extract<ClinicProfileEvent, { type: 'user.save' }>).body }),
        onDone: { target: 'editing', actions: { type: 'take profile', params: ({ event }) => ({ profile: event.output, saved: 'profile' as const }) } },
        onError: { target: 'editing', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadLogo',
        src: 'upload logo',
        input: ({ context, event }) => ({ clinicId: context.clinicId, file: (event as Extract<ClinicProfileEvent, { type: 'user.chooseLogo' }>).file }),
        onDone: { target: 'editing', actions: { type: 'take profile', params: ({ event }) => ({ profile: event.output, saved: 'logo' as const }) } },
        onError: { target: 'editing', actions: { type: 'assign logo error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type ClinicProfileMachine = typeof clinicProfileMachine;
export type ClinicProfileActorRef = ActorRefFrom<typeof clinicProfileMachine>;
export type ClinicProfileSnapshot = SnapshotFrom<typeof clinicProfileMachine>;

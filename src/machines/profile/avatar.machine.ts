import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { AppError, toAppError } from '../../protocol/errors';
import type { User } from '../../protocol/user';
import { notProvided } from '../not-provided';
import { AVATAR_HEAD_BYTES, imageFormatOf, megabytes } from './avatar.rules';

/**
 * The profile photo (issue 2 "avatar upload"; SPEC §7 `POST /api/profile/avatar`, §9 version counter):
 * 1. The person chooses one file. Before anything is sent its size is checked against the
 *    deployment's limit (`max_upload_mb` of the public settings) and its first bytes must be a
 *    PNG, JPEG, WebP or GIF image; otherwise it is refused here with the server's own codes.
 * 2. The file is uploaded (multipart field `file`); the server may still refuse it (413, 415,
 *    422), and its code is shown.
 * 3. After the upload the user is fetched again (`GET /api/auth/user`) and the session hears
 *    about it, so the new photo (its URL carries `?v=<version>`) shows everywhere at once. When
 *    that fetch fails, the user the upload answered (already carrying the new photo) is used.
 * 4. Removing the photo (`DELETE /api/profile/avatar`) updates the session the same way.
 * 5. A short confirmation shows until the confirmation delay passes; failures stay until the
 *    person chooses another file or dismisses them.
 */
export interface AvatarInput {
  /** The upload limit from the public settings; null while they load (the server still checks). */
  maxUploadMb: number | null;
}

export interface AvatarContext {
  maxUploadMb: number | null;
  /** The chosen file while it is checked and uploaded (its preview). */
  file: Blob | null;
  /** The user the upload answered. */
  uploaded: User | null;
  outcome: 'uploaded' | 'removed' | null;
  error: AppError | null;
}

export type AvatarEvent =
  | { type: 'user.chooseFile'; file: Blob }
  | { type: 'user.removePhoto' }
  | { type: 'user.dismiss' }
  | { type: 'settings.changed'; maxUploadMb: number | null };

const tooLarge = (maxUploadMb: number) =>
  new AppError('upload.too_large', 413, { errors: [{ path: 'file', code: 'upload.too_large', params: { limit: megabytes(maxUploadMb) } }] });
const notImage = () => new AppError('upload.not_image', 415);

export const avatarMachine = setup({
  types: {
    input: {} as AvatarInput,
    context: {} as AvatarContext,
    events: {} as AvatarEvent,
  },
  actors: {
    /** The first AVATAR_HEAD_BYTES bytes of the file. */
    'read file head': fromPromise<Uint8Array, { file: Blob; length: number }>(notProvided('read file head')),
    'upload avatar': fromPromise<User, { file: Blob }>(notProvided('upload avatar')),
    'fetch user': fromPromise<User, void>(notProvided('fetch user')),
    'remove avatar': fromPromise<User, void>(notProvided('remove avatar')),
  },
  actions: {
    'announce user': notProvided('announce user') as (_: unknown, params: { user: User }) => void,
    'assign file': assign((_, params: { file: Blob }) => ({ file: params.file, error: null, outcome: null })),
    'assign limit': assign((_, params: { maxUploadMb: number | null }) => ({ maxUploadMb: params.maxUploadMb })),
    'assign uploaded': assign((_, params: { user: User }) => ({ uploaded: params.user })),
    'assign outcome': assign((_, params: { outcome: 'uploaded' | 'removed' }) => ({ outcome: params.outcome, file: null, uploaded: null, error: null })),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error), file: null, uploaded: null, outcome: null })),
    'forget outcome': assign({ outcome: null, error: null }),
  },
  guards: {
    'is too large': ({ context }) => context.maxUploadMb !== null && (context.file?.size ?? 0) > megabytes(context.maxUploadMb),
    'is an image': (_, params: { head: Uint8Array }) => imageFormatOf(params.head) !== null,
  },
  delays: {
    /** The confirmation stays as long as the general alert (SPEC §9: 5 s). */
    'confirmation delay': 5000,
  },
}).createMachine({
  id: 'avatar',
  context: ({ input }) => ({ maxUploadMb: input.maxUploadMb, file: null, uploaded: null, outcome: null, error: null }),
  initial: 'idle',
  on: {
    'settings.changed': { actions: { type: 'assign limit', params: ({ event }) => event } },
  },
  states: {
    idle: {
      on: {
        'user.chooseFile': { target: 'checking', actions: { type: 'assign file', params: ({ event }) => event } },
        'user.removePhoto': 'removing',
      },
    },
    checking: {
      description: 'Size and format are checked on the device before anything is sent.',
      tags: ['busy', 'preview'],
      invoke: {
        src: 'read file head',
        input: ({ context }) => ({ file: context.file!, length: AVATAR_HEAD_BYTES }),
        onDone: [
          { guard: 'is too large', target: 'failed', actions: { type: 'assign error', params: ({ context }) => ({ error: tooLarge(context.maxUploadMb!) }) } },
          { guard: { type: 'is an image', params: ({ event }) => ({ head: event.output }) }, target: 'uploading' },
          { target: 'failed', actions: { type: 'assign error', params: () => ({ error: notImage() }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    uploading: {
      tags: ['busy', 'preview'],
      invoke: {
        src: 'upload avatar',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'refreshing', actions: { type: 'assign uploaded', params: ({ event }) => ({ user: event.output }) } },
        // A refusal of the file, or any other failure: the photo says why, with its close button.
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refreshing: {
      description: 'SPEC §7: after the upload the user is refetched.',
      tags: ['busy', 'preview'],
      invoke: {
        src: 'fetch user',
        onDone: {
          target: 'done',
          actions: [{ type: 'announce user', params: ({ event }) => ({ user: event.output }) }, { type: 'assign outcome', params: { outcome: 'uploaded' } }],
        },
        onError: {
          target: 'done',
          actions: [{ type: 'announce user', params: ({ context }) => ({ user: context.uploaded! }) }, { type: 'assign outcome', params: { outcome: 'uploaded' } }],
        },
      },
    },
    removing: {
      tags: ['busy', 'removing'],
      entry: 'forget outcome',
      invoke: {
        src: 'remove avatar',
        onDone: {
          target: 'done',
          actions: [{ type: 'announce user', params: ({ event }) => ({ user: event.output }) }, { type: 'assign outcome', params: { outcome: 'removed' } }],
        },
        onError: {
          target: 'failed',
          actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      tags: ['done'],
      after: { 'confirmation delay': { target: 'idle', actions: 'forget outcome' } },
      on: {
        'user.chooseFile': { target: 'checking', actions: { type: 'assign file', params: ({ event }) => event } },
        'user.removePhoto': 'removing',
        'user.dismiss': { target: 'idle', actions: 'forget outcome' },
      },
    },
    failed: {
      tags: ['failed'],
      on: {
        'user.chooseFile': { target: 'checking', actions: { type: 'assign file', params: ({ event }) => event } },
        'user.removePhoto': 'removing',
        'user.dismiss': { target: 'idle', actions: 'forget outcome' },
      },
    },
  },
});

export type AvatarMachine = typeof avatarMachine;
export type AvatarActorRef = ActorRefFrom<typeof avatarMachine>;
export type AvatarSnapshot = SnapshotFrom<typeof avatarMachine>;

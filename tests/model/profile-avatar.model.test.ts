import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { avatarMachine } from '../../src/machines/profile/avatar.machine';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { user } from '../machines/shell-fakes';
import { describeModelWalk, type EventCase, type Run } from './walk-every-transition';

interface World {
  announced: User[];
}

const machine = (run: Run<World>) =>
  avatarMachine.provide({
    actors: {
      'read file head': fromPromise(({ input }) => run.invocations.start('read file head', input)),
      'upload avatar': fromPromise(({ input }) => run.invocations.start('upload avatar', input)),
      'fetch user': fromPromise(() => run.invocations.start('fetch user', null)),
      'remove avatar': fromPromise(() => run.invocations.start('remove avatar', null)),
    },
    actions: {
      'announce user': (_, { user }) => run.world.announced.push(user),
    },
  });

const MB = 1024 * 1024;
const done = (state: string) => `xstate.done.actor.0.avatar.${state}`;
const failed = (state: string) => `xstate.error.actor.0.avatar.${state}`;
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const TEXT_HEAD = new TextEncoder().encode('plain notes, not a photo');
const UPLOADED = user({ photo: '/api/files/avatars/u-1?v=1' });
const REFETCHED = user({ photo: '/api/files/avatars/u-1?v=1', firstname: { ka: 'ნინა', en: 'Nina' } });
const REMOVED = user({ photo: null });
const OFFLINE = new AppError('network', 0);

/** A small photo and one over the 5 MB limit (plain objects: the machine reads only the size). */
const SMALL = { size: 300_000, type: 'image/png' };
const LARGE = { size: 5 * MB + 1, type: 'image/jpeg' };

const EVENTS: EventCase[] = [
  { type: 'user.chooseFile', file: SMALL },
  { type: 'user.chooseFile', file: LARGE },
  { type: 'user.removePhoto' },
  { type: 'user.dismiss' },
  { type: 'settings.changed', maxUploadMb: 5 },
  { type: done('checking'), output: PNG_HEAD },
  { type: done('checking'), output: TEXT_HEAD },
  { type: failed('checking'), error: new AppError('internal', 0) },
  { type: done('uploading'), output: UPLOADED },
  { type: failed('uploading'), error: new AppError('upload.not_image', 415) },
  { type: failed('uploading'), error: OFFLINE },
  { type: done('refreshing'), output: REFETCHED },
  { type: failed('refreshing'), error: OFFLINE },
  { type: done('removing'), output: REMOVED },
  { type: failed('removing'), error: OFFLINE },
];

function invariant(s: AnyMachineSnapshot, run: Run<World>) {
  const c = s.context;
  // A preview exists exactly while a chosen file is checked, sent or followed by the refetch.
  expect(s.hasTag('preview')).toBe(c.file !== null);
  expect(s.hasTag('busy')).toBe(s.matches('checking') || s.matches('uploading') || s.matches('refreshing') || s.matches('removing'));
  expect(c.error !== null).toBe(s.matches('failed'));
  expect(c.outcome !== null).toBe(s.matches('done'));
  if (s.matches('uploading')) expect((run.invocations.inputs('upload avatar').at(-1) as { file: unknown }).file).toBe(c.file);
}

function effects(event: EventCase, before: AnyMachineSnapshot, after: AnyMachineSnapshot, run: Run<World>) {
  const announced = run.world.announced.splice(0);
  // The session hears the refetched user (or, when that fails, the one the upload answered).
  const expected =
    event.type === done('refreshing') ? [REFETCHED] : event.type === failed('refreshing') ? [before.context.uploaded] : event.type === done('removing') ? [REMOVED] : [];
  expect(announced).toEqual(expected);
  // A failed check, upload or removal is kept for the view to show by the photo (no general alert).
  if ([failed('checking'), failed('uploading'), failed('removing')].includes(event.type)) {
    expect(after.matches('failed')).toBe(true);
    expect(after.context.error?.code).toBe((event.error as AppError).code);
  }
  // Nothing over the limit known when it is sent is ever sent.
  if (after.matches('uploading') && !before.matches('uploading') && after.context.maxUploadMb !== null) {
    expect(after.context.file.size).toBeLessThanOrEqual(after.context.maxUploadMb * MB);
  }
  if (event.type === done('checking') && before.context.file === LARGE && before.context.maxUploadMb !== null) {
    expect(after.context.error?.code).toBe('upload.too_large');
  }
}

const TRANSITIONS = [
  '(root): settings.changed → (stays)',
  'idle: user.chooseFile → checking',
  'idle: user.removePhoto → removing',
  'checking: done (read file head) [is too large] → failed',
  'checking: done (read file head) [is an image] → uploading',
  'checking: done (read file head) [else] → failed',
  'checking: error (read file head) → failed',
  'uploading: done (upload avatar) → refreshing',
  'uploading: error (upload avatar) → failed',
  'refreshing: done (fetch user) → done',
  'refreshing: error (fetch user) → done',
  'removing: done (remove avatar) → done',
  'removing: error (remove avatar) → failed',
  'done: after (confirmation delay) → idle',
  'done: user.chooseFile → checking',
  'done: user.removePhoto → removing',
  'done: user.dismiss → idle',
  'failed: user.chooseFile → checking',
  'failed: user.removePhoto → removing',
  'failed: user.dismiss → idle',
];

describeModelWalk<World, { maxUploadMb: number | null }>('the avatar machine, walked as a model', {
  machine,
  transitions: TRANSITIONS,
  // Before the settings arrive (no limit on the device) and after.
  starts: [null, 5].map((maxUploadMb) => ({ input: { maxUploadMb }, events: EVENTS })),
  world: () => ({ announced: [] }),
  invariant,
  effects,
  timeout: 120_000,
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { avatarMachine } from '../../src/machines/profile/avatar.machine';
import { AVATAR_HEAD_BYTES, imageFormatOf } from '../../src/machines/profile/avatar.rules';
import { AppError } from '../../src/protocol/errors';
import type { User } from '../../src/protocol/user';
import { Invocations, settle, user } from './shell-fakes';

const MB = 1024 * 1024;
/** The first bytes of real images, and of files that are not. */
const PNG_HEAD = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ'), (c) => c.charCodeAt(0));
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const WEBP_HEAD = new TextEncoder().encode('RIFF$\0\0\0WEBPVP8 \x18\0\0\0');
const GIF_HEAD = new TextEncoder().encode('GIF89a\x01\0\x01\0\x80\0\0');
const TEXT_HEAD = new TextEncoder().encode('Just some notes, not a p');
const SVG_HEAD = new TextEncoder().encode('<svg xmlns="http://www.w');

const WITH_PHOTO = user({ photo: '/api/files/avatars/u-1?v=1' });
const REFETCHED = user({ photo: '/api/files/avatars/u-1?v=2' });

/** A chosen file: only its size matters to the machine (its bytes come from the fake reader). */
const fileOfSize = (size: number) => ({ size, type: 'image/png' }) as Blob;

function start(maxUploadMb: number | null = 5) {
  const calls = new Invocations();
  const announced: User[] = [];
  const machine = avatarMachine.provide({
    actors: {
      'read file head': fromPromise(({ input }) => calls.start('read file head', input)),
      'upload avatar': fromPromise(({ input }) => calls.start('upload avatar', input)),
      'fetch user': fromPromise(() => calls.start('fetch user', null)),
      'remove avatar': fromPromise(() => calls.start('remove avatar', null)),
    },
    actions: {
      'announce user': (_, { user }) => announced.push(user),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { maxUploadMb } }).start();
  const state = () => actor.getSnapshot().value;
  const choose = async (file: Blob, head: Uint8Array) => {
    actor.send({ type: 'user.chooseFile', file });
    calls.resolve('read file head', head);
    await settle();
  };
  return { actor, clock, calls, announced, state, choose };
}

describe('recognising an image by its first bytes', () => {
  it.each([
    ['png', PNG_HEAD],
    ['jpeg', JPEG_HEAD],
    ['webp', WEBP_HEAD],
    ['gif', GIF_HEAD],
  ])('knows a %s', (format, head) => {
    expect(imageFormatOf(head)).toBe(format);
  });

  it('knows text, SVG and a too-short file are not images', () => {
    expect(imageFormatOf(TEXT_HEAD)).toBeNull();
    expect(imageFormatOf(SVG_HEAD)).toBeNull();
    expect(imageFormatOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });
});

describe('uploading a photo', () => {
  it('checks the file on the device, uploads it, refetches the user and tells the session', async () => {
    const { actor, calls, announced, state } = start();
    const file = fileOfSize(200_000);
    actor.send({ type: 'user.chooseFile', file });
    expect(state()).toBe('checking');
    expect(actor.getSnapshot().hasTag('preview')).toBe(true);
    expect(calls.inputs('read file head')).toEqual([{ file, length: AVATAR_HEAD_BYTES }]);

    calls.resolve('read file head', PNG_HEAD);
    await settle();
    expect(state()).toBe('uploading');
    expect(calls.inputs('upload avatar')).toEqual([{ file }]);

    calls.resolve('upload avatar', WITH_PHOTO);
    await settle();
    expect(state()).toBe('refreshing');
    expect(calls.count('fetch user')).toBe(1);
    expect(announced).toEqual([]);

    calls.resolve('fetch user', REFETCHED);
    await settle();
    expect(state()).toBe('done');
    expect(actor.getSnapshot().context).toMatchObject({ outcome: 'uploaded', file: null, error: null });
    expect(announced).toEqual([REFETCHED]);
  });

  it('shows the confirmation for exactly 5 s', async () => {
    const { clock, calls, state, choose, actor } = start();
    await choose(fileOfSize(10), GIF_HEAD);
    calls.resolve('upload avatar', WITH_PHOTO);
    await settle();
    calls.resolve('fetch user', REFETCHED);
    await settle();
    clock.increment(4999);
    expect(state()).toBe('done');
    clock.increment(1);
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.outcome).toBeNull();
  });

  it('uses the user the upload answered when the refetch fails', async () => {
    const { calls, announced, state, choose } = start();
    await choose(fileOfSize(10), JPEG_HEAD);
    calls.resolve('upload avatar', WITH_PHOTO);
    await settle();
    calls.reject('fetch user', new AppError('network', 0));
    await settle();
    expect(state()).toBe('done');
    expect(announced).toEqual([WITH_PHOTO]);
  });

  it('accepts a file of exactly the limit and refuses one byte more without sending it', async () => {
    const limit = start(2);
    await limit.choose(fileOfSize(2 * MB), PNG_HEAD);
    expect(limit.state()).toBe('uploading');

    const over = start(2);
    await over.choose(fileOfSize(2 * MB + 1), PNG_HEAD);
    expect(over.state()).toBe('failed');
    expect(over.actor.getSnapshot().context.error).toMatchObject({ code: 'upload.too_large', errors: [{ path: 'file', code: 'upload.too_large', params: { limit: 2 * MB } }] });
    expect(over.calls.count('upload avatar')).toBe(0);
  });

  it('follows the limit of the settings once they arrive, and leaves the size to the server before', async () => {
    const { actor, state, choose, calls } = start(null);
    await choose(fileOfSize(50 * MB), PNG_HEAD);
    expect(state()).toBe('uploading');
    calls.reject('upload avatar', new AppError('upload.too_large', 413));
    await settle();
    actor.send({ type: 'settings.changed', maxUploadMb: 10 });
    await choose(fileOfSize(50 * MB), PNG_HEAD);
    expect(state()).toBe('failed');
    expect(calls.count('upload avatar')).toBe(1);
  });

  it.each([
    ['a text file', TEXT_HEAD],
    ['an SVG drawing', SVG_HEAD],
  ])('refuses %s by its content without sending it', async (_name, head) => {
    const { actor, calls, state, choose } = start();
    await choose(fileOfSize(100), head);
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('upload.not_image');
    expect(calls.count('upload avatar')).toBe(0);
  });

  it('keeps the error when the file cannot be read', async () => {
    const { actor, calls, state } = start();
    actor.send({ type: 'user.chooseFile', file: fileOfSize(10) });
    calls.reject('read file head', new AppError('internal', 0));
    await settle();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('internal');
  });

  it('shows the server’s refusal of the file by the photo', async () => {
    const { actor, calls, state, choose, announced } = start();
    await choose(fileOfSize(100), PNG_HEAD);
    calls.reject('upload avatar', new AppError('upload.not_image', 415));
    await settle();
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('upload.not_image');
    expect(announced).toEqual([]);
  });

  it('shows the error by the photo too when the upload fails for another reason', async () => {
    const { actor, calls, state, choose } = start();
    await choose(fileOfSize(100), PNG_HEAD);
    calls.reject('upload avatar', new AppError('network', 0));
    await settle();
    // Shown by the photo, not in the general alert.
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('network');
  });

  it('lets the person choose another file after a refusal, or put the message away', async () => {
    const { actor, state, choose } = start();
    await choose(fileOfSize(100), TEXT_HEAD);
    await choose(fileOfSize(100), PNG_HEAD);
    expect(state()).toBe('uploading');

    const other = start();
    await other.choose(fileOfSize(100), TEXT_HEAD);
    other.actor.send({ type: 'user.dismiss' });
    expect(other.state()).toBe('idle');
    expect(other.actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('removing the photo', () => {
  it('removes it and tells the session', async () => {
    const { actor, calls, announced, state } = start();
    actor.send({ type: 'user.removePhoto' });
    expect(state()).toBe('removing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const without = user({ photo: null });
    calls.resolve('remove avatar', without);
    await settle();
    expect(state()).toBe('done');
    expect(actor.getSnapshot().context.outcome).toBe('removed');
    expect(announced).toEqual([without]);
  });

  it('shows the error and keeps the photo when removing fails', async () => {
    const { actor, calls, announced, state } = start();
    actor.send({ type: 'user.removePhoto' });
    calls.reject('remove avatar', new AppError('internal', 500));
    await settle();
    // Shown by the photo, not in the general alert.
    expect(state()).toBe('failed');
    expect(actor.getSnapshot().context.error?.code).toBe('internal');
    expect(announced).toEqual([]);
  });

  it('can follow an upload at once, and an upload can follow a removal', async () => {
    const { actor, calls, state, choose } = start();
    await choose(fileOfSize(10), PNG_HEAD);
    calls.resolve('upload avatar', WITH_PHOTO);
    await settle();
    calls.resolve('fetch user', REFETCHED);
    await settle();
    actor.send({ type: 'user.removePhoto' });
    expect(state()).toBe('removing');
    calls.resolve('remove avatar', user());
    await settle();
    await choose(fileOfSize(10), PNG_HEAD);
    expect(state()).toBe('uploading');
  });
});

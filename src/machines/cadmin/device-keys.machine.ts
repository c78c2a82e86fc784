import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEVICE_TYPES } from '../../protocol/checkups';
import { DEVICE_KEY_LABEL_MAX, type DeviceKey, type IssuedDeviceKey, type NewDeviceKeyBody } from '../../protocol/device-records';
import { fieldErrors, toAppError, type AppError, type FieldError } from '../../protocol/errors';
import { notProvided } from '../not-provided';

/**
 * The clinic's measurement-kiosk keys on /cadmin (issue 17, src/protocol/device-records.ts).
 * 1. The keys load, newest first; a failure offers a retry.
 * 2. Issuing a key: the label and device type are checked on the device, then sent. The answer
 *    carries the key itself, which is shown once (`showingKey`) and forgotten when the
 *    administrator closes it: the server keeps only its hash, so it can never be shown again.
 * 3. Revoking a key waits for a confirmation (a kiosk using it stops being able to send); the
 *    server's answer replaces the key in the list. A refusal is shown and the list stays.
 */
export interface DeviceKeysContext {
  clinicId: number;
  keys: DeviceKey[] | null;
  /** The key just issued, with its secret, while it is shown (null once closed). */
  issued: IssuedDeviceKey | null;
  /** The key waiting for the revocation's confirmation, or being revoked. */
  revoking: string | null;
  error: AppError | null;
}

export type DeviceKeysEvent =
  | { type: 'user.retry' }
  | { type: 'user.issue'; body: NewDeviceKeyBody }
  | { type: 'user.closeKey' }
  | { type: 'user.revoke'; id: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

/** What is wrong with a new key's fields (empty when nothing): a label of 1 to DEVICE_KEY_LABEL_MAX characters once trimmed, and a known device type (as the server checks them). */
export function newDeviceKeyErrors(body: NewDeviceKeyBody): FieldError[] {
  const errors: FieldError[] = [];
  const label = body.label.trim();
  if (!label) errors.push({ path: 'label', code: 'field.required' });
  else if ([...label].length > DEVICE_KEY_LABEL_MAX) errors.push({ path: 'label', code: 'field.too_long', params: { limit: DEVICE_KEY_LABEL_MAX } });
  if (!(DEVICE_TYPES as readonly string[]).includes(body.device_type)) errors.push({ path: 'device_type', code: 'field.required' });
  return errors;
}

export const deviceKeysMachine = setup({
  types: {
    input: {} as { clinicId: number },
    context: {} as DeviceKeysContext,
    events: {} as DeviceKeysEvent,
  },
  actors: {
    'load keys': fromPromise<DeviceKey[], { clinicId: number }>(notProvided('load keys')),
    'issue key': fromPromise<IssuedDeviceKey, { clinicId: number; body: NewDeviceKeyBody }>(notProvided('issue key')),
    'revoke key': fromPromise<DeviceKey, { clinicId: number; id: string }>(notProvided('revoke key')),
  },
  actions: {
    'take keys': assign((_, params: { keys: DeviceKey[] }) => ({ keys: params.keys, error: null })),
    'take issued': assign(({ context }, params: { issued: IssuedDeviceKey }) => ({
      issued: params.issued,
      keys: [params.issued.device_key, ...(context.keys ?? []).filter((k) => k.id !== params.issued.device_key.id)],
      error: null,
    })),
    'forget issued': assign({ issued: null }),
    'take revoked': assign(({ context }, params: { key: DeviceKey }) => ({
      keys: (context.keys ?? []).map((k) => (k.id === params.key.id ? params.key : k)),
      revoking: null,
      error: null,
    })),
    'assign revoking': assign((_, params: { id: string }) => ({ revoking: params.id, error: null })),
    'forget revoking': assign({ revoking: null }),
    'assign error': assign((_, params: { error: unknown }) => ({ error: toAppError(params.error) })),
    'clear error': assign({ error: null }),
  },
  guards: {
    'valid key': (_, params: { body: NewDeviceKeyBody }) => newDeviceKeyErrors(params.body).length === 0,
    /** Only a key of the list that is still active can be revoked. */
    'active key': ({ context }, params: { id: string }) => Boolean(context.keys?.some((k) => k.id === params.id && k.revoked_at === null)),
  },
}).createMachine({
  id: 'deviceKeys',
  context: ({ input }) => ({ clinicId: input.clinicId, keys: null, issued: null, revoking: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadKeys',
        src: 'load keys',
        input: ({ context }) => ({ clinicId: context.clinicId }),
        onDone: { target: 'ready', actions: { type: 'take keys', params: ({ event }) => ({ keys: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'user.retry': { target: 'loading', actions: 'clear error' } },
    },
    ready: {
      on: {
        'user.issue': [
          { guard: { type: 'valid key', params: ({ event }) => ({ body: event.body }) }, target: 'issuing', actions: 'clear error' },
          { actions: { type: 'assign error', params: ({ event }) => ({ error: fieldErrors(newDeviceKeyErrors(event.body)) }) } },
        ],
        'user.revoke': { guard: { type: 'active key', params: ({ event }) => ({ id: event.id }) }, target: 'confirming', actions: { type: 'assign revoking', params: ({ event }) => ({ id: event.id }) } },
      },
    },
    issuing: {
      tags: ['busy'],
      invoke: {
        id: 'issueKey',
        src: 'issue key',
        input: ({ context, event }) => {
          const body = (event as Extract<DeviceKeysEvent, { type: 'user.issue' }>).body;
          return { clinicId: context.clinicId, body: { label: body.label.trim(), device_type: body.device_type } };
        },
        onDone: { target: 'showingKey', actions: { type: 'take issued', params: ({ event }) => ({ issued: event.output }) } },
        onError: { target: 'ready', actions: { type: 'assign error', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    showingKey: {
      description: 'The new key is shown once; closing forgets it for good.',
      tags: ['show key'],
      on: { 'user.closeKey': { target: 'ready', actions: 'forget issued' } },
    },
    confirming: {
      on: {
        'user.confirm': { target: 'revoking' },
        'user.cancel': { target: 'ready', actions: 'forget revoking' },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revokeKey',
        src: 'revoke key',
        input: ({ context }) => ({ clinicId: context.clinicId, id: context.revoking! }),
        onDone: { target: 'ready', actions: { type: 'take revoked', params: ({ event }) => ({ key: event.output }) } },
        onError: { target: 'ready', actions: ['forget revoking', { type: 'assign error', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
});

export type DeviceKeysMachine = typeof deviceKeysMachine;
export type DeviceKeysActorRef = ActorRefFrom<typeof deviceKeysMachine>;
export type DeviceKeysSnapshot = SnapshotFrom<typeof deviceKeysMachine>;

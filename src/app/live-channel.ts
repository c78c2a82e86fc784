import { fromCallback, fromPromise } from 'xstate';
import type { LiveLogics } from '../machines/app/app.machine';
import { callSyncMachine } from '../machines/calls/call-sync.machine';
import { callMachine } from '../machines/calls/call.machine';
import { inboxMachine } from '../machines/chats/inbox.machine';
import { directoryMachine } from '../machines/live/directory.machine';
import { presenceMachine } from '../machines/live/presence.machine';
import { notificationsMachine } from '../machines/notifications/notifications.machine';
import { socketMachine } from '../machines/socket/socket.machine';
import type { SocketConnectionEvent, SocketSendCommand } from '../machines/socket/socket.types';
import type { Api } from '../services/api';
import { createLiveApi } from '../services/chats-api';
import { liveSocketUrl, openLiveSocket, type OpenLiveSocket } from '../services/live-socket';
import { playCue as playSound, startRinging, type Cue } from '../services/sound';

export interface LiveChannelDeps {
  origin: () => string;
  api: Api;
  open?: OpenLiveSocket;
  playCue?: (cue: Cue) => void;
  startRinging?: () => () => void;
}

/**
 * The live channel's actors with their real services: the socket (partysocket to `/ws` of
 * `origin`) and the session-long actors that own live data. Loaded lazily by src/app/runtime.ts
 * (its own chunk) with the first session, so a first anonymous visit does not download it.
 */
export function createLiveLogics(deps: LiveChannelDeps): LiveLogics {
  const open = deps.open ?? openLiveSocket;
  const cue = deps.playCue ?? playSound;
  const ringTone = deps.startRinging ?? startRinging;
  const live = createLiveApi(deps.api);

  const socket = socketMachine.provide({
    actors: {
      'connect socket': fromCallback<SocketSendCommand, { token: string }>(({ input, sendBack, receive }) => {
        const send = (event: SocketConnectionEvent) => sendBack(event);
        const connection = open(liveSocketUrl(deps.origin(), input.token), {
          opened: () => send({ type: 'socket.opened' }),
          closed: (code) => send({ type: 'socket.closed', code }),
          failed: () => send({ type: 'socket.error' }),
          message: (data) => send({ type: 'socket.message', data }),
        });
        receive((command) => command.frames.forEach((frame) => connection.send(JSON.stringify(frame))));
        return () => connection.close();
      }),
    },
    actions: { 'log ignored frame': (_, params) => console.warn('live channel: frame ignored', params.reason, params.data) },
  });

  const presence = presenceMachine.provide({
    actors: { 'look up presence': fromPromise(({ input }) => live.presence(input.ids)) },
  });

  const directory = directoryMachine.provide({
    actors: {
      'fetch entries': fromPromise(async ({ input }) => {
        const [users, clinics] = await Promise.all([
          input.users.length > 0 ? live.users(input.users) : Promise.resolve([]),
          // One clinic that cannot be read must not lose the others: it is asked again later.
          Promise.all(input.clinics.map((id) => live.clinic(id).catch(() => null))),
        ]);
        return { users, clinics: clinics.filter((c) => c !== null).map((c) => ({ id: c.id, name: c.name, logo: c.logo })) };
      }),
    },
  });

  const inbox = inboxMachine.provide({
    actors: {
      'load chats': fromPromise(() => live.chats.list()),
      'fetch chats': fromPromise(async ({ input }) => {
        const found = await Promise.all(input.ids.map((id) => live.chats.get(id).catch(() => null)));
        return found.filter((s) => s !== null);
      }),
    },
    actions: { 'play message cue': () => cue('message') },
  });

  const notifications = notificationsMachine.provide({
    actors: {
      'load summary': fromPromise(() => live.notifications.summary()),
      'load page': fromPromise(({ input }) => live.notifications.page(input.page)),
      'mark seen': fromPromise(() => live.notifications.markSeen()),
    },
    actions: { 'play notification cue': () => cue('notification') },
  });

  const calls = callMachine.provide({
    actors: {
      'sync calls': callSyncMachine.provide({ actors: { 'load current calls': fromPromise(() => live.calls.current()) } }),
      'load call': fromPromise(({ input }) => live.calls.get(input.id)),
      // Rings until the card goes (the callback's cleanup stops it).
      ring: fromCallback(() => ringTone()),
    },
  });

  return { socket, presence, directory, inbox, notifications, calls };
}

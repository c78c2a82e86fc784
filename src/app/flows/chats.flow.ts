import { fromCallback, fromPromise } from 'xstate';
import { chatRoomMachine } from '../../machines/chats/chat-room.machine';
import { createLiveApi } from '../../services/chats-api';
import { chatDrafts } from '../../services/chat-drafts';
import type { FlowDeps } from './flow-deps';

/** Pushes an open chat room listens to (the root emits every push and every reconnect). */
const ROOM_PUSHES = ['server.MessageCreated', 'server.ChatSpaceSeen', 'server.ClinicInquiryCreated', 'server.ClinicInquiryJoined', 'server.ClinicInquiryCompleted', 'socket.connected'] as const;

/** One open chat: its calls, the live pushes from the root, the inbox, and saved drafts. */
export function chatRoomFlow({ api, app }: FlowDeps) {
  const live = createLiveApi(api);
  return chatRoomMachine.provide({
    actors: {
      'load chat': fromPromise(async ({ input }) => {
        const [space, page] = await Promise.all([live.chats.get(input.chatId), live.chats.messages(input.chatId)]);
        return { space, page };
      }),
      'load older': fromPromise(({ input }) => live.chats.messages(input.chatId, input.before)),
      'send message': fromPromise(({ input }) =>
        input.draft.kind === 'text'
          ? live.chats.sendText(input.chatId, input.draft.text, input.clientId)
          : live.chats.sendFile(input.chatId, input.draft.file, input.clientId),
      ),
      'mark seen': fromPromise(({ input }) => live.chats.markSeen(input.chatId)),
      'announce open': fromCallback(({ input }) => {
        app.system.get('inbox')?.send({ type: 'inbox.opened', id: input.chatId });
        return () => app.system.get('inbox')?.send({ type: 'inbox.closed', id: input.chatId });
      }),
      'live pushes': fromCallback(({ sendBack }) => {
        const subscriptions = ROOM_PUSHES.map((type) => app.on(type, (event) => sendBack(event)));
        return () => subscriptions.forEach((s) => s.unsubscribe());
      }),
    },
    actions: {
      'tell inbox': (_, notice) => app.system.get('inbox')?.send(notice),
      'persist outbox': (_, { chatId, texts }) => {
        const userId = app.system.get('session').getSnapshot().context.user?.id;
        if (userId) chatDrafts(userId).saveOutbox(chatId, texts);
      },
    },
  });
}

import { newClientId } from '../../machines/chats/chat-rules';
import { useActorRef, useSelector } from '@xstate/react';
import { use, useEffect, useMemo } from 'react';
import { useParams } from 'wouter';
import type { ChatRoomMachine } from '../../machines/chats/chat-room.machine';
import type { User } from '../../protocol/user';
import { useFlow, useRuntime } from '../actors';
import { PageLoader } from '../shell/PageLoader';
import { ChatRoom } from './ChatRoom';

/**
 * `/chats/{id}` (SPEC §2 Chat): one chat space, live. A new id starts a new room. Also
 * `/chats/{id}/call`, the chat under a call's video (src/views/calls): the same room stays.
 */
export default function ChatPage() {
  const params = useParams<{ id: string }>();
  const machine = useFlow('chatRoom');
  const me = useSelector(useRuntime().session, (s) => s.context.user);
  // The room starts with the server's upload limit, so a too-large file is refused on the device.
  const settingsLoaded = useSelector(useRuntime().statics, (s) => s.context.settings !== null);
  if (!params.id || !me || !settingsLoaded) return <PageLoader />;
  return <LiveChatRoom key={`${me.id}:${params.id}`} chatId={params.id} me={me} machine={machine} />;
}

function LiveChatRoom({ chatId, me, machine }: { chatId: string; me: User; machine: ChatRoomMachine }) {
  const runtime = useRuntime();
  const maxUploadMb = useSelector(runtime.statics, (s) => s.context.settings!.max_upload_mb);
  const draftsOf = use(runtime.device.loadChatDrafts());
  const drafts = useMemo(() => draftsOf(me.id), [draftsOf, me.id]);
  const room = useActorRef(machine, {
    ...runtime.flowOptions,
    input: { chatId, me: { id: me.id, type: me.type }, pendingTexts: drafts.outbox(chatId), maxUploadBytes: maxUploadMb * 1024 * 1024, idSeed: newClientId() },
  });
  // Messages count as seen only while the page is in front of the person.
  useEffect(() => {
    const report = () => room.send({ type: 'page.visibility', visible: document.visibilityState !== 'hidden' });
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [room]);
  return <ChatRoom room={room} drafts={drafts} />;
}

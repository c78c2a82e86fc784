import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { LiveActorId } from '../../machines/app/app.machine';
import type { CallActorRef } from '../../machines/calls/call.machine';
import type { InboxActorRef } from '../../machines/chats/inbox.machine';
import type { DirectoryActorRef } from '../../machines/live/directory.machine';
import type { PresenceActorRef } from '../../machines/live/presence.machine';
import type { NotificationsActorRef } from '../../machines/notifications/notifications.machine';
import type { ClinicRef } from '../../protocol/catalog';
import type { PresenceStatus } from '../../protocol/live';
import type { UserSummary } from '../../protocol/user';
import { useRuntime } from '../actors';

interface LiveActorRefs {
  presence: PresenceActorRef;
  directory: DirectoryActorRef;
  inbox: InboxActorRef;
  notifications: NotificationsActorRef;
  calls: CallActorRef;
}

/**
 * A session-long live actor (src/machines/app LIVE_ACTORS), or undefined until the live channel's
 * chunk has loaded (and for anonymous visitors, who never load it).
 */
export function useLiveActor<K extends LiveActorId>(id: K): LiveActorRefs[K] | undefined {
  const { app } = useRuntime();
  return useSelector(app, (s) => (s.children as Record<string, unknown>)[id] as LiveActorRefs[K] | undefined);
}

const NO_ACTOR = { getSnapshot: () => undefined, subscribe: () => ({ unsubscribe() {} }) } as const;

/** Selects from a live actor that may not exist yet (undefined until it does). */
export function useLiveSelector<K extends LiveActorId, T>(id: K, select: (snapshot: ReturnType<LiveActorRefs[K]['getSnapshot']>) => T): T | undefined {
  const actor = useLiveActor(id);
  return useSelector((actor ?? NO_ACTOR) as LiveActorRefs[K], (s) => (s ? select(s as never) : undefined));
}

/** Name and photo of a person, fetched once per session through the directory. */
export function useUserEntry(id: string | null | undefined): UserSummary | undefined {
  const directory = useLiveActor('directory');
  useEffect(() => {
    if (id && directory) directory.send({ type: 'directory.need', users: [id] });
  }, [id, directory]);
  return useLiveSelector('directory', (s) => (id ? s.context.users[id] : undefined));
}

/** Name and logo of a clinic, fetched once per session through the directory. */
export function useClinicEntry(id: number | null | undefined): ClinicRef | undefined {
  const directory = useLiveActor('directory');
  useEffect(() => {
    if (id != null && directory) directory.send({ type: 'directory.need', clinics: [id] });
  }, [id, directory]);
  return useLiveSelector('directory', (s) => (id != null ? s.context.clinics[id] : undefined));
}

/** Whether each of these people is online; unknown (no marker) until the presence actor knows. */
export function usePresence(ids: readonly string[]): Record<string, PresenceStatus | undefined> {
  const presence = useLiveActor('presence');
  const key = ids.join(',');
  useEffect(() => {
    if (presence && key) presence.send({ type: 'presence.watch', ids: key.split(',') });
  }, [key, presence]);
  return useLiveSelector('presence', (s) => s.context.online) ?? {};
}

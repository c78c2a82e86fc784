import type { CallInfo, CallRoom } from '../protocol/calls';
import type { ChatSpace, Message, MessagesPage } from '../protocol/chats';
import type { ClinicRef } from '../protocol/catalog';
import type { ClinicInquiry, CreatedInquiry } from '../protocol/inquiries';
import type { UserStatusChangePayload } from '../protocol/live';
import type { NotificationsPage, NotificationSummary } from '../protocol/notifications';
import type { UserSummary } from '../protocol/user';
import type { Api } from './api';

/**
 * The calls of chats, video calls, clinic inquiries, presence, the user directory and notifications (SPEC §7). A module of its
 * own so that only the live channel's chunk and the chat pages carry them.
 */
export function createLiveApi(api: Api) {
  const chat = (id: string) => `chat-spaces/${encodeURIComponent(id)}`;
  return {
    chats: {
      list: () => api.get<ChatSpace[]>('chat-spaces'),
      get: (id: string) => api.get<ChatSpace>(chat(id)),
      messages: (id: string, before?: string) => api.get<MessagesPage>(`${chat(id)}/messages`, before ? { before } : undefined),
      markSeen: (id: string) => api.post<string>(`${chat(id)}/seen`),
      sendText: (id: string, text: string, clientId: string) => api.post<Message>(`${chat(id)}/messages/text`, { text, client_id: clientId }),
      sendFile: (id: string, file: File, clientId: string) =>
        api.upload<Message>(`${chat(id)}/messages/file?client_id=${encodeURIComponent(clientId)}`, file, 'file'),
    },
    inquiries: {
      open: (clinicId: number, text: string, clientId: string) => api.post<CreatedInquiry>(`clinics/${clinicId}/inquiries`, { text, client_id: clientId }),
      openList: () => api.get<ClinicInquiry[]>('clinic-inquiries', { status: 'open' }),
      join: (id: string) => api.post<ClinicInquiry>(`clinic-inquiries/${encodeURIComponent(id)}/join`),
      complete: (id: string) => api.post<ClinicInquiry>(`clinic-inquiries/${encodeURIComponent(id)}/complete`),
    },
    calls: {
      current: () => api.get<Array<{ call: CallInfo; room: CallRoom | null }>>('calls/current'),
      get: (id: string) => api.get<CallInfo>(`calls/${encodeURIComponent(id)}`),
    },
    users: (ids: string[]) => api.post<UserSummary[]>('users', { ids }),
    clinic: (id: number) => api.get<ClinicRef>(`clinics/${id}`),
    presence: (ids: string[]) => api.get<UserStatusChangePayload[]>('presence', { ids: ids.join(',') }),
    notifications: {
      summary: () => api.get<NotificationSummary>('notifications/summary'),
      page: (page: number) => api.get<NotificationsPage>('notifications', { page }),
      markSeen: () => api.post<{ last_seen: string }>('notifications/seen').then((d) => d.last_seen),
      subscribe: (onesignalUserId: string) => api.post<unknown>('notifications/onesignal', { onesignal_user_id: onesignalUserId }),
    },
  };
}

export type LiveApi = ReturnType<typeof createLiveApi>;

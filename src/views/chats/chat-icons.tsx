import { LineIcon } from '../shell/LineIcon';
/** Line icons of the chat screens (24 px grid), kept with them so the first visit does not carry them. */
const PATHS = {
  back: 'M15 6l-6 6 6 6',
  send: 'M4 12l16-8-6 16-2-7z',
  attach: 'M20 11l-8 8a5 5 0 0 1-7-7l8-8a3.5 3.5 0 0 1 5 5l-8 8a2 2 0 0 1-3-3l7-7',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  check: 'M5 12l4 4 10-10',
  checks: 'M2 12l4 4 10-10M9 16l1 1 10-10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  alert: 'M12 3l10 18H2zM12 10v4M12 17v.5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  chats: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  video: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  hangUp: 'M3 14c5-5 13-5 18 0l-2.5 2.5-3.5-1.5v-2.5c-2-.7-4-.7-6 0V15l-3.5 1.5z',
} as const;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, size = 20 }: { name: ChatIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}

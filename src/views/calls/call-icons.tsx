import { LineIcon } from '../shell/LineIcon';
/** Line icons of the call screens (24 px grid), kept with them so the first visit does not carry them. */
const PATHS = {
  video: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  hangUp: 'M3 14c5-5 13-5 18 0l-2.5 2.5-3.5-1.5v-2.5c-2-.7-4-.7-6 0V15l-3.5 1.5z',
  answer: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  minimise: 'M4 14h6v6M20 10h-6V4M14 10l7-7M3 21l7-7',
  maximise: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  close: 'M6 6l12 12M18 6L6 18',
  mic: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3ZM5 11a7 7 0 0 0 14 0M12 18v3',
  speaker: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  camera: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
} as const;

export type CallIconName = keyof typeof PATHS;

export function CallIcon({ name, size = 20 }: { name: CallIconName; size?: number }) {
  return <LineIcon d={PATHS[name]} size={size} />;
}

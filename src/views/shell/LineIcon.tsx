/**
 * One line icon (24 px grid, 1.75 stroke) drawn inline, so no icon font or library is loaded.
 * Each area keeps its own path table (Icon for the shell, ChatIcon, CallIcon) so a first visit
 * carries only the shell's.
 */
export function LineIcon({ d, size = 20 }: { d: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

/** SPEC §9 header heights (px). */
export const HEADER_HEIGHTS = { normal: 58, afterCall: 60, videoMinimised: 82 } as const;

/** What the header height depends on: the call actor's tags and two flags of its context. */
interface CallView {
  hasTag(tag: 'room'): boolean;
  context: { minimised: boolean; hadCall: boolean };
}

/** 82 while the video is minimised, 60 once a call has ended, else 58 (no call actor yet: 58). */
export function headerHeight(snapshot: CallView | undefined): number {
  if (!snapshot) return HEADER_HEIGHTS.normal;
  if (snapshot.hasTag('room') && snapshot.context.minimised) return HEADER_HEIGHTS.videoMinimised;
  return snapshot.context.hadCall ? HEADER_HEIGHTS.afterCall : HEADER_HEIGHTS.normal;
}

import type { CallContext, CurrentCall } from './call.types';

/**
 * Pure rules of a resynchronisation (`calls.synced`): which of the calls the server has live
 * concern this person, and which one the call machine follows afterwards.
 */

/** A live call of `calls` this person takes part in and may rejoin (not one they hung up). */
export function ownLive(context: CallContext, calls: CurrentCall[]): CurrentCall | undefined {
  return calls.find(
    (c) => c.call.id !== context.unfinished && c.room !== null && (c.call.caller_id === context.me || (c.call.callee_id === context.me && c.call.status === 'ongoing')),
  );
}

/** A call of `calls` ringing for this person. */
export const ringingForMe = (context: CallContext, calls: CurrentCall[]) => calls.find((c) => c.call.status === 'ringing' && c.call.caller_id !== context.me && c.room === null);

/** Whether the followed call is still live on the server. */
export const isStillLive = (context: CallContext, calls: CurrentCall[]) => context.call !== null && calls.some((c) => c.call.id === context.call!.id);

/** Whether the call this person hung up while offline is still live (its FinishCall is due). */
export const isUnfinished = (context: CallContext, calls: CurrentCall[]) => context.unfinished !== null && calls.some((c) => c.call.id === context.unfinished);

/**
 * The call to follow after a resynchronisation: the followed one as the server has it, else one
 * to rejoin, else one ringing for this person (callers check that there is one).
 */
export function callToFollow(context: CallContext, calls: CurrentCall[]): CurrentCall & { side: 'caller' | 'callee' } {
  const mine = (context.call && calls.find((c) => c.call.id === context.call!.id)) ?? ownLive(context, calls) ?? ringingForMe(context, calls)!;
  return { ...mine, side: mine.call.caller_id === context.me ? 'caller' : 'callee' };
}

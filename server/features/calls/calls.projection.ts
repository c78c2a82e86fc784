import { isCallOver, type CallInfo } from '../../../src/protocol/calls';
import type { Projection } from '../../events/projection';

/**
 * A call as its stream `call:<id>` tells it: every CallUpdated and CallIncame carries the call as
 * it then was, and the moments it was answered and ended (with who ended it) are those of the
 * events that took it there. The `calls` row is this projection kept in the same transaction
 * (calls.core.ts `record`); folding the stream rebuilds it.
 */
export interface CallState {
  call: CallInfo | null;
  answeredAt: Date | null;
  endedAt: Date | null;
  endedBy: string | null;
}

export const callProjection: Projection<CallState, 'CallUpdated' | 'CallIncame'> = {
  initial: { call: null, answeredAt: null, endedAt: null, endedBy: null },
  types: ['CallUpdated', 'CallIncame'],
  apply(state, event) {
    const call = event.payload;
    const ends = state.endedAt === null && isCallOver(call.status);
    return {
      call,
      answeredAt: state.answeredAt ?? (call.status === 'ongoing' ? event.createdAt : null),
      endedAt: ends ? event.createdAt : state.endedAt,
      endedBy: ends ? event.actorId : state.endedBy,
    };
  },
};

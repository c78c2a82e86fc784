import { SCHEDULE_PUSH_TYPES, type Schedule, type SchedulePushType } from '../../../src/protocol/schedules';
import type { Projection } from '../../events/projection';

/**
 * An appointment as its stream `schedule:<id>` tells it: every Schedule* event carries the
 * schedule as it then was, so the state is the last payload. The `schedules` row is this
 * projection written in the same transaction (schedules.service.ts `record`); folding the stream
 * rebuilds it.
 */
export const scheduleProjection: Projection<Schedule | null, SchedulePushType> = {
  initial: null,
  types: SCHEDULE_PUSH_TYPES,
  apply(_state, event) {
    return event.payload;
  },
};

/** The stream of one appointment's events. */
export const scheduleStream = (id: string) => `schedule:${id}`;

import type { EventType } from '../../src/protocol/events';
import type { Db } from '../db/connection';
import { readStream, type StoredEvent } from './event-store';

/**
 * A projection: state folded from a stream's events by a pure `apply`. A feature's read tables
 * are projections kept in the same transaction as its appends; folding the stream rebuilds them
 * (and a test per event-sourced feature proves the two agree).
 *
 * `apply` must be pure: everything it uses comes from the event (payload, actor, time, version),
 * never the clock, the database or randomness, so a rebuild always gives the same state.
 */
export interface Projection<S, T extends EventType = EventType> {
  /** The state of a stream with no events. */
  readonly initial: S;
  /** The state after `event`. Events of types the projection does not name never reach it. */
  apply(state: S, event: StoredEvent<T>): S;
  /** The event types this projection reads; others in the stream are skipped. */
  readonly types: readonly T[];
}

/** A folded stream: its state, its version (0 when unversioned) and the last event read. */
export interface Folded<S> {
  state: S;
  version: number;
  lastEventId: number;
}

/** True when the projection reads events of this one's type. */
const accepts = <S, T extends EventType>(p: Projection<S, T>, event: StoredEvent): boolean => (p.types as readonly string[]).includes(event.type);

/** Folds events (oldest first) into a projection's state, starting from `from` (default: its initial state). */
export function fold<S, T extends EventType>(projection: Projection<S, T>, events: readonly StoredEvent[], from?: Folded<S>): Folded<S> {
  let { state, version, lastEventId } = from ?? { state: projection.initial, version: 0, lastEventId: 0 };
  for (const event of events) {
    if (accepts(projection, event)) state = projection.apply(state, event as StoredEvent<T>);
    if (event.version !== null) version = event.version;
    lastEventId = event.id;
  }
  return { state, version, lastEventId };
}

/** Events read per page while folding a long stream. */
const PAGE = 500;

/** Reads a whole stream (page by page) and folds it. */
export async function project<S, T extends EventType>(db: Db, stream: string, projection: Projection<S, T>): Promise<Folded<S>> {
  let folded: Folded<S> = { state: projection.initial, version: 0, lastEventId: 0 };
  for (;;) {
    const page = await readStream(db, stream, { afterId: folded.lastEventId, limit: PAGE });
    folded = fold(projection, page, folded);
    if (page.length < PAGE) return folded;
  }
}

import type { RawBuilder } from 'kysely';
import type { StoredEvent } from './event-store';

/** Receives published events, one at a time, in the order the bus delivers them. */
export type Subscriber = (event: StoredEvent) => void;

/**
 * How a writer announces its events to other nodes inside its own transaction or statement (a
 * NOTIFY, sent when it commits), instead of `publish` announcing them after the commit:
 * `notify(ids)` is the SQL expression that does it for `ids`, an SQL expression of the events'
 * ids (a JSON array). A database function that announces by itself sends
 * `pg_notify(channel, {"n": nodeId, "ids": [...]})`.
 */
export interface InlineAnnouncement {
  notify(ids: RawBuilder<unknown>): RawBuilder<unknown>;
  /** The most ids one `notify` may carry. */
  maxIds: number;
  channel: string;
  nodeId: string;
}

/**
 * Carries committed events to every node's subscribers. `publish` is called after a commit with
 * the events it wrote; each node-local subscriber gets each event once, in id order per publish.
 */
export interface Bus {
  /** Delivers to this node's subscribers at once and announces the events to other nodes. */
  publish(events: readonly StoredEvent[]): Promise<void>;
  /**
   * For events whose writer announced them inside its own committed statement (see
   * `inlineAnnouncement`): delivers them to this node's subscribers only.
   */
  publishAnnounced(events: readonly StoredEvent[]): void;
  /** How a writer announces events in its own statement; null when there are no other nodes to tell. */
  inlineAnnouncement(): InlineAnnouncement | null;
  /** Returns the function that unsubscribes. */
  subscribe(subscriber: Subscriber): () => void;
  /**
   * `listener` runs whenever this node may have missed events from other nodes (the connection
   * that hears them dropped, and again once it is back): whoever keeps state derived from events
   * (a cache) must drop it. Returns the function that stops listening.
   */
  onGap(listener: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** True when the bus can carry events between nodes now (GET /readyz). */
  ready(): Promise<boolean>;
}

/** The subscriber list every bus keeps; a failing subscriber never stops the others. */
export class LocalFanout {
  private readonly subscribers = new Set<Subscriber>();
  constructor(private readonly onError: (err: unknown) => void = () => {}) {}

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  deliver(events: readonly StoredEvent[]): void {
    const ordered = [...events].sort((a, b) => a.id - b.id);
    for (const event of ordered) {
      for (const s of this.subscribers) {
        try {
          s(event);
        } catch (err) {
          this.onError(err);
        }
      }
    }
  }
}

/** The bus of a single process (PGlite, tests): publishing is delivering. */
export function createMemoryBus(onError?: (err: unknown) => void): Bus {
  const fanout = new LocalFanout(onError);
  let running = false;
  return {
    async publish(events) {
      fanout.deliver(events);
    },
    publishAnnounced: (events) => fanout.deliver(events),
    inlineAnnouncement: () => null,
    subscribe: (s) => fanout.subscribe(s),
    // One process: nothing is ever missed.
    onGap: () => () => {},
    async start() {
      running = true;
    },
    async stop() {
      running = false;
    },
    async ready() {
      return running;
    },
  };
}

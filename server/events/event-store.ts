import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Clock } from '../deps';
import type { Bus } from './bus';

/** An event a feature appends: `stream` names what it is about ('chat:<id>', 'user:<id>', …). */
export interface NewEvent {
  stream: string;
  /** A push name of SPEC §7, or an internal type of ./internal-events.ts. */
  type: string;
  payload: unknown;
  actorId?: string | null;
  /** The users allowed to receive it; empty for events no client sees. */
  audience: readonly string[];
}

/** An event as stored: ids grow with every append. */
export interface StoredEvent {
  id: number;
  stream: string;
  type: string;
  payload: unknown;
  actorId: string | null;
  audience: string[];
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid[] literal; ids are checked so the literal can never be malformed. */
function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`audience entry is not a uuid: ${id}`);
  return `{${[...new Set(ids)].join(',')}}`;
}

type EventRow = { id: number; stream: string; type: string; payload: unknown; actor_id: string | null; audience: unknown; created_at: Date };

/** Arrays come back parsed from pg, and as a literal from drivers that do not parse uuid[]. */
function toEvent(row: EventRow): StoredEvent {
  const audience = Array.isArray(row.audience)
    ? (row.audience as string[])
    : String(row.audience).replace(/^\{|\}$/g, '').split(',').filter((s) => s !== '');
  return { id: Number(row.id), stream: row.stream, type: row.type, payload: row.payload, actorId: row.actor_id, audience, createdAt: new Date(row.created_at) };
}

const COLUMNS = ['id', 'stream', 'type', 'payload', 'actor_id', 'audience', 'created_at'] as const;

/**
 * Appends events through `trx` (a feature's transaction) and returns them as stored. They are not
 * published: use `withEvents`, or hand the result to `bus.publish` after the commit.
 */
export async function appendEvents(trx: Db, events: readonly NewEvent[], now: Date): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const rows = await trx
    .insertInto('events')
    .values(
      events.map((e) => ({
        stream: e.stream,
        type: e.type,
        payload: JSON.stringify(e.payload ?? {}),
        actor_id: e.actorId ?? null,
        audience: sql<string>`${uuidArray(e.audience)}::uuid[]` as unknown as string,
        created_at: now,
      })),
    )
    .returning(COLUMNS)
    .execute();
  return (rows as EventRow[]).map(toEvent).sort((a, b) => a.id - b.id);
}

/** Appends events inside the transaction of `withEvents`; they are published after its commit. */
export type Emit = (events: NewEvent | readonly NewEvent[]) => Promise<StoredEvent[]>;

/**
 * Runs `work` in one transaction: the feature's writes and the events it emits commit together.
 * Only after the commit are the events handed to the bus; a rollback publishes nothing.
 */
export async function withEvents<T>(deps: { db: Db; bus: Bus; clock: Clock }, work: (trx: Db, emit: Emit) => Promise<T>): Promise<T> {
  const emitted: StoredEvent[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    const emit: Emit = async (events) => {
      const stored = await appendEvents(trx, Array.isArray(events) ? events : [events as NewEvent], deps.clock.now());
      emitted.push(...stored);
      return stored;
    };
    return work(trx, emit);
  });
  if (emitted.length > 0) await deps.bus.publish(emitted);
  return result;
}

/** Events of one stream after `afterId` (exclusive), oldest first, at most `limit`. */
export async function readStream(db: Db, stream: string, opts: { afterId?: number; limit?: number } = {}): Promise<StoredEvent[]> {
  const rows = await db
    .selectFrom('events')
    .select(COLUMNS)
    .where('stream', '=', stream)
    .where('id', '>', opts.afterId ?? 0)
    .orderBy('id')
    .limit(Math.min(Math.max(opts.limit ?? 500, 1), 5000))
    .execute();
  return (rows as EventRow[]).map(toEvent);
}

/** The events with these ids, in id order (a bus reads what another node announced). */
export async function readEvents(db: Db, ids: readonly number[]): Promise<StoredEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('events').select(COLUMNS).where('id', 'in', [...ids]).orderBy('id').execute();
  return (rows as EventRow[]).map(toEvent);
}

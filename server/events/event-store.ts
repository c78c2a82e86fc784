import { sql } from 'kysely';
import { AppError } from '../../src/protocol/errors';
import { checkEvent, type EventPayload, type EventType } from '../../src/protocol/events';
import type { Db } from '../db/connection';
import { parseArray } from '../db/json';
import type { Clock } from '../deps';
import type { Bus, InlineAnnouncement } from './bus';

/**
 * An event a feature appends: a member of the catalogue (src/protocol/events.ts) with the stream
 * it is about ('chat:<id>', 'call:<id>', 'user:<id>', …) and the users allowed to receive it.
 */
export type NewEvent = {
  [T in EventType]: {
    stream: string;
    type: T;
    payload: EventPayload<T>;
    actorId?: string | null;
    /** The users allowed to receive it; empty for events no client sees. */
    audience: readonly string[];
    /** Pushed to every connected user but its actor instead (a doctor's or operator's presence). */
    toEveryone?: boolean;
  };
}[EventType];

/** An event as stored: ids grow with every append. `T` narrows it to some types of the catalogue. */
export type StoredEvent<T extends EventType = EventType> = {
  [K in T]: {
    id: number;
    stream: string;
    type: K;
    payload: EventPayload<K>;
    actorId: string | null;
    audience: string[];
    /** Pushed to every connected user but its actor (NewEvent.toEveryone). */
    toEveryone: boolean;
    createdAt: Date;
    /** Its position in a versioned stream (appended with an expected version); null otherwise. */
    version: number | null;
  };
}[T];

/** How an append relates to what its writer decided on. */
export interface AppendOptions {
  /**
   * The version of the stream the writer's decision was made on (0 for a new stream). The events
   * (all of one stream) are appended only if the stream is still at that version, and get the
   * positions after it; otherwise the append fails with the coded conflict `event.conflict` (409).
   */
  expectedVersion?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid[] literal; ids are checked so the literal can never be malformed. */
function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!UUID.test(id)) throw new Error(`audience entry is not a uuid: ${id}`);
  return `{${[...new Set(ids)].join(',')}}`;
}

type EventRow = { id: number; stream: string; type: string; payload: unknown; actor_id: string | null; audience: unknown; to_everyone: boolean; created_at: Date; version: number | null };

/**
 * A row as a stored event. Its payload was checked against the catalogue when it was appended, so
 * it is taken as the type's payload here. Arrays come back parsed from pg, and as a literal from
 * drivers that do not parse uuid[].
 */
function toEvent(row: EventRow): StoredEvent {
  const audience = parseArray(row.audience);
  return {
    id: Number(row.id),
    stream: row.stream,
    type: row.type,
    payload: row.payload,
    actorId: row.actor_id,
    audience,
    toEveryone: row.to_everyone === true,
    createdAt: new Date(row.created_at),
    version: row.version === null ? null : Number(row.version),
  } as StoredEvent;
}

const COLUMNS = ['id', 'stream', 'type', 'payload', 'actor_id', 'audience', 'to_everyone', 'created_at', 'version'] as const;

/** The stale-version answer: someone else changed the stream since the writer read it. */
export const streamConflict = (stream: string) => new AppError('event.conflict', 409, { message: `${stream} was changed by someone else meanwhile` });

/** True for the unique violation of the stream-version index: a concurrent append won. */
function isVersionClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('events_stream_version_key');
}

/**
 * The payload as it will be stored and read back (JSON), checked against the catalogue. A payload
 * that does not match its schema is a programming error: it throws, the transaction rolls back,
 * and nothing invalid is ever stored or pushed.
 */
function checkedPayload(event: NewEvent): unknown {
  const payload = JSON.parse(JSON.stringify(event.payload ?? {}));
  const check = checkEvent(event.type, payload);
  if (!check.ok) throw new Error(`event ${event.type} on ${event.stream} does not match the catalogue (${check.reason}): ${check.problems.join('; ')}`);
  return payload;
}

/** The version of a stream: the position of its last versioned event, 0 when it has none. */
export async function streamVersion(db: Db, stream: string): Promise<number> {
  const row = await db.selectFrom('events').select((eb) => eb.fn.max('version').as('v')).where('stream', '=', stream).executeTakeFirst();
  return Number(row?.v ?? 0);
}

/**
 * Appends events through `trx` (a feature's transaction) and returns them as stored, their payloads
 * as every node reads them back. They are not published: use `withEvents`, or hand the result to
 * `bus.publish` after the commit. With `expectedVersion`, see AppendOptions.
 */
export async function appendEvents(trx: Db, events: readonly NewEvent[], now: Date, opts: AppendOptions = {}): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const payloads = events.map(checkedPayload);
  let firstVersion: number | null = null;
  if (opts.expectedVersion !== undefined) {
    const stream = events[0].stream;
    if (events.some((e) => e.stream !== stream)) throw new Error('an append with an expected version takes events of one stream');
    if ((await streamVersion(trx, stream)) !== opts.expectedVersion) throw streamConflict(stream);
    firstVersion = opts.expectedVersion + 1;
  }
  try {
    const rows = await trx
      .insertInto('events')
      .values(
        events.map((e, i) => ({
          stream: e.stream,
          type: e.type,
          payload: JSON.stringify(payloads[i]),
          actor_id: e.actorId ?? null,
          audience: sql<string>`${uuidArray(e.audience)}::uuid[]` as unknown as string,
          to_everyone: e.toEveryone === true,
          created_at: now,
          version: firstVersion === null ? null : firstVersion + i,
        })),
      )
      .returning(COLUMNS)
      .execute();
    return (rows as EventRow[]).map(toEvent).sort((a, b) => a.id - b.id);
  } catch (err) {
    if (isVersionClash(err)) throw streamConflict(events[0].stream);
    throw err;
  }
}

/**
 * One event a writer inserts into `events` inside its own statement, to spare the round trips of a
 * transaction (the message hot path): `payload` is the checked payload as JSON text for the row,
 * and `stored` the event as stored once the statement answers the row's id and audience; it is
 * published as `withEvents` would (Bus.publishAnnounced when the statement announced it).
 */
export function inlineEvent(event: NewEvent) {
  const payload = checkedPayload(event);
  return {
    payload: JSON.stringify(payload),
    stored: (id: number, audience: unknown, createdAt: Date): StoredEvent =>
      ({ id: Number(id), stream: event.stream, type: event.type, payload, actorId: event.actorId ?? null, audience: parseArray(audience), toEveryone: event.toEveryone === true, createdAt, version: null }) as StoredEvent,
  };
}

/** Appends events inside the transaction of `withEvents`; they are published after its commit. */
export type Emit = (events: NewEvent | readonly NewEvent[], opts?: AppendOptions) => Promise<StoredEvent[]>;

/**
 * For work in `withEvents` whose own statement inserts events (a database function, to spare
 * round trips; see `inlineEvent`): how that statement announces them to other nodes, and where it
 * hands them over to be published with the rest after the commit.
 */
export interface StatementEvents {
  /** The NOTIFY the statement sends, at commit, for the events it inserts; null with no other nodes. */
  announcement: InlineAnnouncement | null;
  /** Events the statement inserted (and announced, when `announcement` is set). */
  written(events: readonly StoredEvent[]): void;
}

/**
 * Runs `work` in one transaction: the feature's writes and the events it emits commit together.
 * Only after the commit are the events handed to the bus; a rollback publishes nothing. With other
 * nodes (PostgreSQL), their announcement is part of the transaction (a NOTIFY goes out only at
 * commit): a process killed right after its commit cannot leave events no other node hears of.
 */
export async function withEvents<T>(
  deps: { db: Db; bus: Bus; clock: Clock },
  work: (trx: Db, emit: Emit, statement: StatementEvents) => Promise<T>,
): Promise<T> {
  const emitted: StoredEvent[] = [];
  const written: StoredEvent[] = [];
  const announcement = deps.bus.inlineAnnouncement();
  const statement: StatementEvents = { announcement, written: (events) => written.push(...events) };
  const result = await deps.db.transaction().execute(async (trx) => {
    const emit: Emit = async (events, opts) => {
      const stored = await appendEvents(trx, Array.isArray(events) ? events : [events as NewEvent], deps.clock.now(), opts);
      emitted.push(...stored);
      return stored;
    };
    const answer = await work(trx, emit, statement);
    if (announcement) {
      const ids = emitted.map((e) => e.id).sort((a, b) => a - b);
      for (let i = 0; i < ids.length; i += announcement.maxIds) {
        await sql`SELECT ${announcement.notify(sql`${JSON.stringify(ids.slice(i, i + announcement.maxIds))}::json`)}`.execute(trx);
      }
    }
    return answer;
  });
  const all = written.length === 0 ? emitted : [...emitted, ...written];
  if (all.length > 0) {
    if (announcement) deps.bus.publishAnnounced(all);
    else await deps.bus.publish(all);
  }
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

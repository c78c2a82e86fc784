import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/connection';
import { LocalFanout, type Bus, type InlineAnnouncement } from './bus';
import { readEvents } from './event-store';

/** The NOTIFY channel every node listens on. */
export const EVENTS_CHANNEL = 'clinic_events';

/** Ids per NOTIFY: keeps each payload far below PostgreSQL's 8000-byte limit. */
const IDS_PER_NOTIFY = 400;

/** Waits before reconnecting a dropped LISTEN client, growing to at most 5 s. */
const RECONNECT_DELAYS_MS = [100, 500, 1000, 2000, 5000];

interface Announcement {
  /** The announcing node, which has already delivered the events locally. */
  n: string;
  ids: number[];
}

export interface PgBusOptions {
  connectionString: string;
  db: Db;
  nodeId: string;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * A bus across processes through PostgreSQL LISTEN/NOTIFY. A publisher delivers to its own
 * subscribers at once and NOTIFYs only the event ids; every other node reads those rows and
 * delivers them, so payloads of any size travel. One dedicated client per node LISTENs and
 * reconnects when it drops; announcements are processed one after another, in arrival order.
 */
export function createPgBus(opts: PgBusOptions): Bus {
  const fanout = new LocalFanout((err) => opts.log?.error({ err }, 'bus subscriber failed'));
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let queue: Promise<void> = Promise.resolve();
  const gapListeners = new Set<() => void>();
  /** Connected once already: a later connect follows a drop, and events may have been missed. */
  let connectedBefore = false;
  const gap = () => {
    for (const listener of gapListeners) {
      try {
        listener();
      } catch (err) {
        opts.log?.error({ err }, 'bus gap listener failed');
      }
    }
  };

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== EVENTS_CHANNEL || !msg.payload) return;
    let note: Announcement;
    try {
      note = JSON.parse(msg.payload) as Announcement;
    } catch {
      return;
    }
    if (note.n === opts.nodeId || !Array.isArray(note.ids)) return;
    const ids = note.ids.filter((id) => Number.isSafeInteger(id));
    queue = queue
      .then(async () => fanout.deliver(await readEvents(opts.db, ids)))
      .catch((err) => opts.log?.error({ err }, 'bus could not read announced events'));
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch(() => scheduleReconnect());
    }, delay);
    reconnectTimer.unref();
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: opts.connectionString });
    c.on('notification', onNotification);
    c.on('error', (err) => {
      opts.log?.warn({ err }, 'bus LISTEN connection failed; reconnecting');
      drop(c);
    });
    c.on('end', () => drop(c));
    await c.connect();
    await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    attempt = 0;
    if (connectedBefore) gap();
    connectedBefore = true;
  }

  function drop(c: pg.Client) {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('notification');
    c.end().catch(() => {});
    gap();
    scheduleReconnect();
  }

  return {
    async publish(events) {
      if (events.length === 0) return;
      fanout.deliver(events);
      const ids = events.map((e) => e.id).sort((a, b) => a - b);
      for (let i = 0; i < ids.length; i += IDS_PER_NOTIFY) {
        const note: Announcement = { n: opts.nodeId, ids: ids.slice(i, i + IDS_PER_NOTIFY) };
        await sql`SELECT pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(note)})`.execute(opts.db).catch((err) => {
          opts.log?.error({ err }, 'bus could not announce events');
        });
      }
    },
    publishAnnounced: (events) => fanout.deliver(events),
    inlineAnnouncement: (): InlineAnnouncement => ({
      // The Announcement above, of the ids a writer's statement has just inserted.
      notify: (ids) => sql`pg_notify(${EVENTS_CHANNEL}::text, json_build_object('n', ${opts.nodeId}::text, 'ids', ${ids})::text)`,
      maxIds: IDS_PER_NOTIFY,
      channel: EVENTS_CHANNEL,
      nodeId: opts.nodeId,
    }),
    subscribe: (s) => fanout.subscribe(s),
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async start() {
      stopped = false;
      await connect();
    },
    /** Ready while the LISTEN connection is up and answers (it reconnects by itself when it drops). */
    async ready() {
      const c = client;
      if (!c || stopped) return false;
      try {
        await c.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async stop() {
      stopped = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
      await queue;
    },
  };
}

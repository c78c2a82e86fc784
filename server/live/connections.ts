/** The part of a `ws` WebSocket the hub uses (the package ships no types of its own). */
export interface LiveSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: () => void): void;
  on(event: 'error', listener: (err: Error) => void): void;
}

/** Who a socket's token belongs to: what `authenticate` (the live plugin's option) answers. */
export interface LiveIdentity {
  userId: string;
  userType: 'Patient' | 'Doctor' | 'ClinicOperator';
  sessionId: string;
}

/** One authenticated socket on this node. */
export interface LiveConnection extends LiveIdentity {
  id: string;
  socket: LiveSocket;
}

/** A connection as the hub's connection hooks see it: who, and the connection's id. */
export type LiveConnectionInfo = Omit<LiveConnection, 'socket'>;

/** This node's open sockets, by user and by session, for delivering pushes and closing on logout. */
export class ConnectionRegistry {
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly bySession = new Map<string, Set<LiveConnection>>();

  add(c: LiveConnection): void {
    addTo(this.byUser, c.userId, c);
    addTo(this.bySession, c.sessionId, c);
  }

  /** True when `c` was registered (so its release runs once). */
  remove(c: LiveConnection): boolean {
    const had = removeFrom(this.byUser, c.userId, c);
    removeFrom(this.bySession, c.sessionId, c);
    return had;
  }

  ofUser(userId: string): Iterable<LiveConnection> {
    return this.byUser.get(userId) ?? [];
  }

  ofSession(sessionId: string): LiveConnection[] {
    return [...(this.bySession.get(sessionId) ?? [])];
  }

  /** Runs `visit` for every connection, without building a list of them. */
  forEach(visit: (c: LiveConnection) => void): void {
    for (const set of this.byUser.values()) for (const c of set) visit(c);
  }

  all(): LiveConnection[] {
    return [...this.byUser.values()].flatMap((s) => [...s]);
  }

  get size(): number {
    let n = 0;
    for (const s of this.byUser.values()) n += s.size;
    return n;
  }
}

function addTo(map: Map<string, Set<LiveConnection>>, key: string, c: LiveConnection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(c);
}

function removeFrom(map: Map<string, Set<LiveConnection>>, key: string, c: LiveConnection): boolean {
  const set = map.get(key);
  if (!set || !set.delete(c)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}

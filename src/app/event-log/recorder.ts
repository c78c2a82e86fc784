import type { InspectionEvent } from 'xstate';
import { SESSION_LOG_FORMAT, SESSION_LOG_VERSION } from '../../protocol/session-log-format';
import type { LoggedStep, SessionLog, StepKind } from '../../protocol/session-log';
import { createFingerprinter } from './fingerprint';
import { toPlain } from './plain';

/** Where the log is kept between reloads of the page (the tab's sessionStorage in the browser). */
export interface LogStore {
  load(): string | null;
  save(json: string): void;
  clear(): void;
}

export interface EventLogOptions {
  /** The app's build id (a replay on another build may diverge). */
  build: string;
  /** Monotonic milliseconds (performance.now in the browser). */
  now(): number;
  /** Wall-clock milliseconds, read once when a log begins. */
  wallNow(): number;
  language(): string;
  viewport(): { width: number; height: number };
  store?: LogStore;
  /** Size bound of the kept log (characters of JSON); the oldest steps are dropped first. */
  maxChars?: number;
  /** The flow a root actor's logic is (src/app/flows.ts), so a replay can start the same one. */
  flowName?(logic: unknown): string | undefined;
  /** How often the log is written to the store while events arrive. */
  saveEvery?: number;
  /** The timers delays run on (default: the global ones; tests pass a simulated clock). */
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
}

type AnyRef = {
  id: string;
  systemId?: string;
  logic: unknown;
  _parent?: AnyRef;
};

/** A state machine (as opposed to a promise, callback or observable actor). */
export const isMachineLogic = (logic: unknown): boolean => !!logic && typeof logic === 'object' && 'root' in logic && 'config' in logic;

const MAX_REDACTED = 2000;

const GLOBAL_TIMERS = {
  setTimeout: (fn: () => void, ms: number): unknown => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * The session's event log (ARCHITECTURE.md, Event-sourced client). Passed as `inspect` to every
 * actor (and `clock` to every actor, so a delay that runs out is known as a timer), it records
 * each event a state machine processes, in order: which actor (`app/session`, `chatRoom#2`), where
 * the event came from (the person, an HTTP answer or failure, a push, a timer, another machine),
 * the event with secrets blanked, and a fingerprint of the machine's snapshot after it. Page
 * loads and address changes are steps too. Kept in the tab's storage within a size bound; a
 * replay (src/app/replay) plays it back into the same machines.
 */
export class EventLog {
  private steps: LoggedStep[] = [];
  private sizes: number[] = [];
  private chars = 0;
  private dropped = 0;
  private seq = 0;
  private redacted = new Set<string>();
  private startedAt: number;
  /** `now()` at t = 0 of this log (moved on a reload so t never goes back). */
  private base: number;
  private readonly names = new WeakMap<object, string>();
  private roots = new Map<string, number>();
  private readonly pending = new WeakMap<object, { step: LoggedStep; raw: unknown }[]>();
  private firing: { consumed: boolean } | null = null;
  private lastLocation: string | null = null;
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly fingerprint: (snapshot: object) => string;
  private readonly maxChars: number;

  constructor(private readonly options: EventLogOptions) {
    this.maxChars = options.maxChars ?? 2_000_000;
    this.fingerprint = createFingerprinter(this.nameOf);
    this.startedAt = options.wallNow();
    this.base = options.now();
    this.restore();
  }

  /** The actor's name in the log: a root by its flow (`chatRoom#2`) or system id, a child under its parent. */
  readonly nameOf = (ref: object): string => {
    const known = this.names.get(ref);
    if (known) return known;
    const r = ref as AnyRef;
    let name: string;
    if (r._parent) name = `${this.nameOf(r._parent)}/${r.id}`;
    else if (r.systemId) name = r.systemId;
    else {
      const base = this.options.flowName?.(r.logic) ?? ((r.logic as { id?: string }).id || 'actor');
      const n = (this.roots.get(base) ?? 0) + 1;
      this.roots.set(base, n);
      name = `${base}#${n}`;
    }
    this.names.set(ref, name);
    return name;
  };

  /** The `inspect` option of createActor. */
  readonly inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.event') this.onEvent(ev.actorRef as unknown as AnyRef, ev.sourceRef as unknown as AnyRef | undefined, ev.event);
    else if (ev.type === '@xstate.snapshot') this.onSnapshot(ev.actorRef, ev.event, ev.snapshot as object);
  };

  /**
   * The `clock` option of createActor: real timers, except that the first event a timer delivers
   * is logged as `timer` (a replay delivers it from the log instead of waiting).
   */
  readonly clock = {
    setTimeout: (fn: (...args: unknown[]) => void, ms: number) =>
      (this.options.timers ?? GLOBAL_TIMERS).setTimeout(() => {
        const outer = this.firing;
        this.firing = { consumed: false };
        try {
          fn();
        } finally {
          this.firing = outer;
        }
      }, ms),
    clearTimeout: (id: unknown) => (this.options.timers ?? GLOBAL_TIMERS).clearTimeout(id),
  };

  /** A page load: the segment a replay starts from. */
  boot(path: string) {
    this.roots = new Map();
    this.lastLocation = path;
    this.push({ actor: 'app', kind: 'boot', event: { type: 'app.boot', path, language: this.options.language(), viewport: this.options.viewport(), build: this.options.build } });
  }

  /** The person is on another address now. */
  location(path: string) {
    if (path === this.lastLocation) return;
    this.lastLocation = path;
    this.push({ actor: 'location', kind: 'location', event: { type: 'location.changed', path } });
  }

  /** Forgets the session's log (sign-out, an expired or revoked session). */
  clear() {
    this.steps = [];
    this.sizes = [];
    this.chars = 0;
    this.dropped = 0;
    this.redacted.clear();
    this.startedAt = this.options.wallNow();
    this.base = this.options.now();
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.options.store?.clear();
  }

  list(): readonly LoggedStep[] {
    return this.steps;
  }

  toSessionLog(): SessionLog {
    return {
      format: SESSION_LOG_FORMAT,
      version: SESSION_LOG_VERSION,
      build: this.options.build,
      started_at: new Date(this.startedAt).toISOString(),
      language: this.options.language(),
      viewport: this.options.viewport(),
      redacted: [...this.redacted],
      dropped: this.dropped,
      steps: this.steps,
    };
  }

  /** Writes the log to the store now (also done shortly after each event, and when the page hides). */
  save() {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    try {
      this.options.store?.save(JSON.stringify(this.toSessionLog()));
    } catch {
      // storage full or disabled: the log lives on in memory for this page
    }
  }

  private onEvent(target: AnyRef, source: AnyRef | undefined, event: { type: string }) {
    if (!isMachineLogic(target.logic)) return;
    const type = event.type;
    let kind: StepKind;
    if (type === 'xstate.init') kind = source ? 'internal' : 'start';
    else if (this.firing && !this.firing.consumed && source && isMachineLogic(source.logic)) {
      this.firing.consumed = true;
      kind = 'timer';
    } else if (!source) kind = type.startsWith('user.') ? 'intent' : type.startsWith('server.') ? 'push' : 'external';
    else if (!isMachineLogic(source.logic)) {
      kind = type.startsWith('xstate.done.actor.') ? 'answer' : type.startsWith('xstate.error.actor.') ? 'failure' : source.id === 'connect socket' || type.startsWith('socket.') ? 'push' : 'external';
    } else kind = 'internal';
    const actor = this.nameOf(target);
    const plain = toPlain(event, this.nameOf, (path) => {
      if (this.redacted.size < MAX_REDACTED) this.redacted.add(`${actor} ${type} ${path}`);
    }) as LoggedStep['event'];
    const step = this.push({ actor, kind, event: plain });
    const queue = this.pending.get(target) ?? [];
    queue.push({ step, raw: event });
    this.pending.set(target, queue);
  }

  private onSnapshot(ref: object, event: unknown, snapshot: object) {
    const queue = this.pending.get(ref);
    if (!queue?.length) return;
    const i = queue.findIndex((p) => p.raw === event);
    if (i < 0) return;
    const [{ step }] = queue.splice(i, 1);
    step.fp = this.fingerprint(snapshot);
  }

  private push(part: { actor: string; kind: StepKind; event: LoggedStep['event'] & Record<string, unknown> }): LoggedStep {
    const last = this.steps[this.steps.length - 1];
    const t = Math.max(last?.t ?? 0, Math.round((this.options.now() - this.base) * 10) / 10);
    const step: LoggedStep = { seq: this.seq++, t, ...part, fp: null };
    const size = JSON.stringify(step.event).length + step.actor.length + 60;
    this.steps.push(step);
    this.sizes.push(size);
    this.chars += size;
    let drop = 0;
    while (this.chars > this.maxChars && drop < this.steps.length - 1) this.chars -= this.sizes[drop++];
    if (drop) {
      this.steps.splice(0, drop);
      this.sizes.splice(0, drop);
      this.dropped += drop;
    }
    this.scheduleSave();
    return step;
  }

  private scheduleSave() {
    if (!this.options.store || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), this.options.saveEvery ?? 1000);
  }

  /** Continues the log the tab kept before a reload. */
  private restore() {
    const json = this.options.store?.load();
    if (!json) return;
    try {
      const log = JSON.parse(json) as SessionLog;
      if (log.format !== SESSION_LOG_FORMAT || log.version !== SESSION_LOG_VERSION || !Array.isArray(log.steps)) return;
      this.steps = log.steps;
      this.sizes = log.steps.map((s) => JSON.stringify(s.event).length + s.actor.length + 60);
      this.chars = this.sizes.reduce((a, b) => a + b, 0);
      this.dropped = log.dropped;
      this.redacted = new Set(log.redacted);
      this.startedAt = Date.parse(log.started_at) || this.startedAt;
      const last = log.steps[log.steps.length - 1];
      this.seq = last ? last.seq + 1 : 0;
      this.base = this.options.now() - (last?.t ?? 0);
    } catch {
      this.options.store?.clear();
    }
  }
}

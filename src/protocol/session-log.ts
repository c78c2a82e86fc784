import { Type, type Static } from '@sinclair/typebox';
import { SESSION_LOG_FORMAT, SESSION_LOG_VERSION } from './session-log-format';

/**
 * The event log of one browser session (ARCHITECTURE.md, Event-sourced client): every event the
 * client's actors processed, in order, enough to replay it into the same machines. The client
 * writes it (src/app/event-log.ts), a problem report carries it to the server, and the replay
 * page and `npm run replay` play it back (src/replay).
 */
export { SESSION_LOG_FORMAT, SESSION_LOG_VERSION } from './session-log-format';

/**
 * Where a step came from:
 * - `boot`: the page (re)loaded: a new segment starts with the path, language and viewport;
 * - `start`: a flow actor a screen started, with its input;
 * - `intent`: the person did something (`user.*`);
 * - `answer` / `failure`: an HTTP call (or other task) finished or failed;
 * - `push`: the live channel delivered something;
 * - `timer`: a delay the machine set ran out;
 * - `external`: the app's own glue told an actor something (a push forwarded to a screen, …);
 * - `internal`: one machine told another; a replay produces these itself and checks them;
 * - `location`: the address the person was on changed.
 */
export const STEP_KINDS = ['boot', 'start', 'intent', 'answer', 'failure', 'push', 'timer', 'external', 'internal', 'location'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const LoggedStepSchema = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  /** Milliseconds since the log began; never decreases, also across reloads. */
  t: Type.Number({ minimum: 0 }),
  /** The actor: `app`, `app/session`, `chatRoom#2`, `app/calls/call-…` (root, then child ids). */
  actor: Type.String({ maxLength: 300 }),
  kind: Type.Union(STEP_KINDS.map((k) => Type.Literal(k))),
  event: Type.Object({ type: Type.String({ maxLength: 300 }) }, { additionalProperties: true }),
  /** Fingerprint of the actor's snapshot after the step (8 hex digits); null for boot and location. */
  fp: Type.Union([Type.String({ pattern: '^[0-9a-f]{8}$' }), Type.Null()]),
});
export type LoggedStep = Static<typeof LoggedStepSchema>;

export const SessionLogSchema = Type.Object({
  format: Type.Literal(SESSION_LOG_FORMAT),
  version: Type.Literal(SESSION_LOG_VERSION),
  /** The build of the app that wrote it (a replay on another build may diverge). */
  build: Type.String({ maxLength: 100 }),
  /** Wall-clock time of the first step (ISO). */
  started_at: Type.String({ maxLength: 40 }),
  /** The language and viewport when the log was exported; each boot step has its own. */
  language: Type.String({ maxLength: 5 }),
  viewport: Type.Object({ width: Type.Integer({ minimum: 0 }), height: Type.Integer({ minimum: 0 }) }),
  /** What was blanked out, as `<actor> <event type> <field path>` (passwords, codes, tokens). */
  redacted: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 2000 }),
  /** How many of the oldest steps were dropped to keep the log within its size. */
  dropped: Type.Integer({ minimum: 0 }),
  steps: Type.Array(LoggedStepSchema, { maxItems: 50_000 }),
});
export type SessionLog = Static<typeof SessionLogSchema>;

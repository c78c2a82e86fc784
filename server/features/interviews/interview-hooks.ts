import type { Db } from '../../db/connection';

/** Called after an interview was finished (its change committed), with its id. */
export type InterviewFinishedHook = (interviewId: string) => Promise<void>;

/** Hooks by database: each app (and each test server) has its own. */
const hooks = new WeakMap<Db, Set<InterviewFinishedHook>>();

/**
 * Registers a hook on every finished interview of the app using `db` (appointments record
 * ScheduleInterviewFinished here). A failing hook never fails the finish: it is logged by the caller.
 */
export function onInterviewFinished(db: Db, hook: InterviewFinishedHook): void {
  const set = hooks.get(db) ?? new Set<InterviewFinishedHook>();
  set.add(hook);
  hooks.set(db, set);
}

/** Runs the finished-interview hooks of the app using `db`; answers the errors they threw. */
export async function runInterviewFinished(db: Db, interviewId: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  for (const hook of hooks.get(db) ?? []) {
    try {
      await hook(interviewId);
    } catch (err) {
      errors.push(err);
    }
  }
  return errors;
}

import type { AppActorRef } from '../../machines/app/app.machine';
import type { AppError } from '../../protocol/errors';
import type { SessionLog } from '../../protocol/session-log';
import type { Api } from '../../services/api';

/** What flow machines are wired with. */
export interface FlowDeps {
  api: Api;
  app: AppActorRef;
  navigate(path: string): void;
  /** The event log of this session so far (a problem report carries it with consent). */
  exportLog(): SessionLog;
}

/** Shows a failed request in the general alert (SPEC §8): its code, or its field entries. */
export function reportFailure(app: AppActorRef) {
  return (_: unknown, params: { error: AppError }) =>
    app.send({ type: 'alert.show', kind: 'danger', code: params.error.code, errors: params.error.errors });
}

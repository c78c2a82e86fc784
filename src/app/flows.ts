import type { Api } from '../services/api';
import type { AppActorRef } from '../machines/app/app.machine';
import type { Flows } from '../views/actors';

/** What flow machines are wired with. */
export interface FlowDeps {
  api: Api;
  app: AppActorRef;
  navigate(path: string): void;
}

/** Each flow machine with its real services provided (login, registration, …). */
export function createFlows(_deps: FlowDeps): Flows {
  return {};
}

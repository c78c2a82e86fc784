import { fromCallback, fromPromise, type CallbackActorLogic } from 'xstate';
import type { AppActorRef, AppEmitted } from '../../machines/app/app.machine';
import { resourceMachine, type ResourceEvent, type ResourceParams } from '../../machines/catalog/resource.machine';

/** Tells a resource when what it shows may have changed (its 'watch resource' actor). */
export type ResourceWatch = CallbackActorLogic<ResourceEvent>;

/**
 * A read-only resource of a page (src/machines/catalog/resource.machine): read with `fetch` from
 * the page's params, and loaded again quietly whenever `watching`, when given, says so. A failure
 * shows on the page itself (its error face), so nothing here reports it.
 */
export function resourceFlow(fetch: (params: ResourceParams) => Promise<unknown>, watching?: ResourceWatch) {
  const machine = resourceMachine.provide({
    actors: { 'fetch resource': fromPromise<unknown, ResourceParams>(({ input }) => fetch(input)) },
  });
  return watching ? machine.provide({ actors: { 'watch resource': watching } }) : machine;
}

/** Sends `resource.refresh` on every push (or reconnect) of `types` the root emits. */
export function refreshOn(app: AppActorRef, types: readonly AppEmitted['type'][]): ResourceWatch {
  return fromCallback<ResourceEvent>(({ sendBack }) => {
    const subscriptions = types.map((type) => app.on(type, () => sendBack({ type: 'resource.refresh' })));
    return () => subscriptions.forEach((s) => s.unsubscribe());
  });
}

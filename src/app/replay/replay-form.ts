import { fromCallback, type AnyActorLogic } from 'xstate';
import { isMachineLogic } from '../event-log';

/** What stands in for every promise, callback and observable actor in a replay: it never answers. */
const STAND_IN = fromCallback(() => () => {});

const forms = new WeakMap<object, unknown>();

/**
 * A machine as a replay runs it: the same states, transitions, guards and actions, with every
 * task it invokes or spawns (HTTP calls, the socket, timers' sounds, media) replaced by a stand-in
 * that never answers; the log's answers, pushes and timers are delivered instead. Nested machines
 * are treated the same way. Anything that is not a machine becomes the stand-in itself.
 */
export function replayForm<T>(logic: T): T {
  if (!logic || typeof logic !== 'object') return logic;
  const known = forms.get(logic);
  if (known) return known as T;
  let form: unknown;
  if (isMachineLogic(logic)) {
    const machine = logic as unknown as { implementations: { actors: Record<string, unknown> }; provide(i: object): unknown };
    const actors = Object.fromEntries(Object.entries(machine.implementations.actors ?? {}).map(([key, impl]) => [key, replayForm(impl)]));
    form = machine.provide({ actors });
  } else form = STAND_IN as AnyActorLogic;
  forms.set(logic, form);
  forms.set(form as object, form);
  return form as T;
}

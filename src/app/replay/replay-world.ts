import type { Language } from '../../protocol/common';
import type { RuntimeStores } from '../runtime';

/** Timers never fire in a replay: the log says when each one did. */
export const REPLAY_CLOCK = { setTimeout: () => 0, clearTimeout: () => {} };

/** What a replayed session remembers, kept in memory: a replay never touches the real storage. */
export function memoryStores(): RuntimeStores {
  let token: string | null = null;
  let interview: string | null = null;
  let locale: Language | null = null;
  return {
    session: { getToken: () => token, setToken: (t) => (token = t), clear: () => (token = null) },
    interview: { get: () => interview, clear: () => (interview = null) },
    locale: { get: () => locale, set: (l) => (locale = l) },
    redirect: { set: () => {} },
  };
}

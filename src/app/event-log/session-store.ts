import type { LogStore } from './recorder';

const KEY = 'session_log';

/** The tab's sessionStorage: the log survives a reload of the page, not the tab. */
export const sessionLogStore: LogStore = {
  load: () => {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  save: (json) => sessionStorage.setItem(KEY, json),
  clear: () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // storage disabled: nothing was kept
    }
  },
};

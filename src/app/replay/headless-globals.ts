/**
 * What the app's own actions may touch of a browser (a flow that remembers a guest interview in
 * a cookie, the address it is on), for replaying without one (`npm run replay`): an address, a
 * cookie jar and storages, all in memory. Where a browser (or jsdom) provides them, nothing changes.
 */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

export function installHeadlessGlobals() {
  const g = globalThis as Record<string, unknown>;
  if (g.document !== undefined) return;
  const jar = new Map<string, string>();
  g.location = new URL('http://replay.invalid/');
  g.localStorage = memoryStorage();
  g.sessionStorage = memoryStorage();
  g.document = {
    documentElement: { lang: 'ka' },
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    },
  };
}

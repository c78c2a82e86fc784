/**
 * The replay frame's entry (replay.html): before any of the app's modules run, the frame gets a
 * storage and a cookie jar of its own in memory, so replaying someone's session never reads or
 * writes what this browser keeps (the support person's session, drafts, language), then the
 * replay itself loads.
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

Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
Object.defineProperty(window, 'sessionStorage', { value: memoryStorage(), configurable: true });
const jar = new Map<string, string>();
Object.defineProperty(document, 'cookie', {
  configurable: true,
  get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
  set: (line: string) => {
    const [pair, ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
    else jar.set(name, pair.slice(eq + 1).trim());
  },
});

void import('./frame-app');

/**
 * A browser's storage kept in memory: what a replay uses instead of the real one, so replaying
 * someone's session never reads or writes what this browser (or machine) keeps.
 */
export function memoryStorage(): Storage {
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

/** A `document.cookie` property over a jar in memory (name=value; `Max-Age=0` deletes). */
export function memoryCookie(): PropertyDescriptor {
  const jar = new Map<string, string>();
  return {
    configurable: true,
    get: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (line: string) => {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    },
  };
}

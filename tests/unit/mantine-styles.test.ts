import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app imports Mantine's styles per component (issue 19): first-visit.css for what the shell
 * and the Login page render, pages.css for the rest (src/app/styles). A component whose stylesheet
 * is missing renders unstyled, so these tests read which components the code uses and which
 * stylesheets each needs (its own and those of the components it is built from).
 */
const root = resolve(import.meta.dirname, '../..');
const mantine = join(root, 'node_modules/@mantine/core');
const stylesDir = join(root, 'src/app/styles');

/** The component stylesheets a CSS file of ours imports, by name (Button for Button.layer.css). */
function imported(file: string): string[] {
  return [...readFileSync(join(stylesDir, file), 'utf8').matchAll(/@import "@mantine\/core\/styles\/([A-Za-z-]+)\.layer\.css";/g)].map((m) => m[1]!);
}

/** Where each name @mantine/core exports is defined. */
const exportsOf = new Map<string, string>();
for (const m of readFileSync(join(mantine, 'esm/index.mjs'), 'utf8').matchAll(/export \{([^}]*)\} from '([^']+)';/g)) {
  for (const name of m[1]!.split(',')) exportsOf.set(name.trim().split(/\s+as\s+/).pop()!, join(mantine, 'esm', m[2]!));
}

/** The stylesheets a Mantine module needs: every `X.module.css.mjs` it reaches through its imports. */
const cssCache = new Map<string, Set<string>>();
function stylesheetsOf(file: string, seen = new Set<string>()): Set<string> {
  const cached = cssCache.get(file);
  if (cached) return cached;
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const css = /([A-Za-z]+)\.module\.css\.mjs$/.exec(file);
  if (css) found.add(css[1]!);
  else {
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import) '(\.[^']+)'/g)) {
      for (const name of stylesheetsOf(join(dirname(file), m[1]!), seen)) found.add(name);
    }
  }
  if (seen.size === 1) cssCache.set(file, found);
  return found;
}

/** A source file's static imports (not `import type`, not `import()`): local files and Mantine names. */
function importsOf(file: string): { local: string[]; mantine: string[] } {
  const text = readFileSync(file, 'utf8');
  const local: string[] = [];
  const names: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm)) {
    const [, isType, clause = '', spec] = m;
    if (isType) continue;
    if (spec === '@mantine/core') {
      for (const part of clause.replace(/[{}]/g, '').split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
      }
    } else if (spec!.startsWith('.')) {
      const base = resolve(dirname(file), spec!);
      const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((p) => existsSync(p) && !p.endsWith('/'));
      if (hit && /\.tsx?$/.test(hit)) local.push(hit);
    }
  }
  return { local, mantine: names };
}

/** The stylesheets the components used by `files` (and what they import statically) need. */
function needed(files: string[]): Map<string, string> {
  const need = new Map<string, string>(); // stylesheet → a file that needs it
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { local, mantine: names } = importsOf(file);
    queue.push(...local);
    for (const name of names) {
      const def = exportsOf.get(name);
      if (!def) continue;
      for (const css of stylesheetsOf(def)) if (!need.has(css)) need.set(css, `${file.slice(root.length + 1)} (${name})`);
    }
  }
  return need;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const missing = (need: Map<string, string>, have: Set<string>) => [...need].filter(([css]) => !have.has(css)).map(([css, by]) => `${css} (for ${by})`);

describe('Mantine styles per component (issue 19)', () => {
  const first = new Set(imported('first-visit.css'));
  const pages = new Set(imported('pages.css'));

  it('has the base and every stylesheet the shell and the Login page need in first-visit.css', () => {
    for (const base of ['baseline', 'default-css-variables', 'global']) expect(first).toContain(base);
    const need = needed([join(root, 'src/main.tsx'), join(root, 'src/views/auth/LoginPage.tsx')]);
    expect(need.size).toBeGreaterThan(5);
    expect(missing(need, first)).toEqual([]);
  });

  it('has every stylesheet any page needs in first-visit.css or pages.css, and none twice', () => {
    const need = needed(sources(join(root, 'src')));
    expect(missing(need, new Set([...first, ...pages]))).toEqual([]);
    expect([...pages].filter((css) => first.has(css))).toEqual([]);
  });

  it('names only stylesheets Mantine ships', () => {
    for (const css of [...first, ...pages]) expect(existsSync(join(mantine, 'styles', `${css}.layer.css`)), css).toBe(true);
  });
});

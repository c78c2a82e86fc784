// Repository paths for the local ESLint rules: where a linted file is, and where a relative
// import specifier in it points, both as '/'-separated paths from the repository root.
import path from 'node:path';

/** The repository root: this file is build/eslint/repo-paths.mjs. */
export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The linted file as a repository path, or null when it lies outside the repository. */
export function repoPathOf(filename) {
  const relative = path.relative(ROOT, filename);
  if (!relative || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep).join('/');
}

/**
 * A relative specifier ('./x', '../y/z.ts') resolved against the importing file's folder, as a
 * repository path (extension as written); null for a package name or a path outside the repository.
 */
export function resolveSpecifier(importer, specifier) {
  if (specifier !== '.' && specifier !== '..' && !specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
  return resolved.startsWith('../') || resolved === '..' ? null : resolved.replace(/\/$/, '');
}

const globs = new Map();
/** Whether a repository path matches a glob: '*' within one folder, '**' across folders. */
export function matchesGlob(file, glob) {
  let re = globs.get(glob);
  if (!re) {
    const source = glob
      .split(/(\*\*\/|\/\*\*$|\*\*|\*)/)
      .map((part) => {
        if (part === '**/') return '(?:.*/)?';
        if (part === '/**') return '(?:/.*)?';
        if (part === '**') return '.*';
        if (part === '*') return '[^/]*';
        return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    re = new RegExp(`^${source}$`);
    globs.set(glob, re);
  }
  return re.test(file);
}

/** Whether a repository path matches any of the globs. */
export const matchesAny = (file, globList = []) => globList.some((glob) => matchesGlob(file, glob));

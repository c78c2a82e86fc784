// A program from Debian's packages that a script needs (Chromium for the browser tests, HAProxy for
// the cluster), installed with apt when it is missing and this runs as root with apt.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * `path` when it exists, else after `apt-get install <pkg>` when possible; else throws with how to
 * install it (`what` names it, `alternative` says what else will do).
 */
export function ensureDebianPackage({ path, pkg, what, alternative }) {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${what} is missing: installing Debian's ${pkg} with apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const r = spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    if (r.status === 0 && existsSync(path)) return path;
  }
  throw new Error(`${what} is needed at ${path}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\nor ${alternative}.`);
}

import { execFileSync } from 'node:child_process';

/**
 * The id the client is built with (BUILD_ID): the git commit, `+dirty` when the working tree has
 * uncommitted changes; `dev` outside a git checkout. Session logs carry it, so support can tell
 * a log from another build.
 */
export function buildId(root: string): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short=12', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+dirty` : commit;
  } catch {
    return 'dev';
  }
}

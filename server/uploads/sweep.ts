import { readdir, stat, unlink } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Db } from '../db/connection';
import { PARTIAL_SUFFIX, uploadsRoot } from './storage';
import { OWNED_FOLDERS, referencedUploads } from './uploads.repository';

/**
 * A file must be this old before the sweep may remove it. An upload is written, then its row is
 * committed, within seconds; the margin keeps the sweep of a starting node away from the uploads
 * another node (sharing the uploads folder) is storing at that moment.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** What a sweep removed: partial writes and complete files no row names, as upload paths. */
export interface SweepResult {
  partial: string[];
  orphans: string[];
}

/**
 * Removes what crashed uploads left in the uploads folder (server/main.ts runs it at start-up):
 * `.tmp` files of writes that never finished, and files no database row names (written, but the
 * row never committed). Only files older than `minAgeMs` go, and only in the folders rows own
 * (./uploads.repository.ts); anything else in the uploads folder is left alone. Empty folders
 * stay: removing one could race another node's write into it.
 */
export async function sweepUploads(db: Db, dataDir: string, opts: { now?: Date; minAgeMs?: number } = {}): Promise<SweepResult> {
  const root = uploadsRoot(dataDir);
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? ORPHAN_MIN_AGE_MS);
  const result: SweepResult = { partial: [], orphans: [] };
  // Read once, when the first candidate is found: most starts find none.
  let referenced: Set<string> | null = null;
  for (const folder of OWNED_FOLDERS) {
    const files = await listFiles(join(root, folder));
    for (const full of files) {
      const path = relative(root, full).split(sep).join('/');
      const info = await stat(full).catch(() => null);
      if (!info?.isFile() || info.mtimeMs > cutoff) continue;
      if (path.endsWith(PARTIAL_SUFFIX)) {
        if (await removed(full)) result.partial.push(path);
        continue;
      }
      referenced ??= await referencedUploads(db);
      if (!referenced.has(path) && (await removed(full))) result.orphans.push(path);
    }
  }
  return result;
}

/** Every file under `dir` (none when it does not exist). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Unlinks a file; false when it was already gone. */
async function removed(full: string): Promise<boolean> {
  try {
    await unlink(full);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

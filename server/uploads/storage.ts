import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, resolve, sep } from 'node:path';

/**
 * Uploaded files live under `DATA_DIR/uploads`; the rows that own them hold a path relative to
 * it, such as `avatars/<userId>-<version>.png` (users.photo_path) or a chat file's path.
 */
export function uploadsRoot(dataDir: string): string {
  return resolve(dataDir, 'uploads');
}

/**
 * The absolute path of a stored upload, or null when the stored path is absolute, malformed or
 * would lead outside the uploads folder (`../`, a NUL byte).
 */
export function resolveUpload(dataDir: string, relPath: string): string | null {
  if (!relPath || relPath.includes('\0') || isAbsolute(relPath) || /^[a-z]:/i.test(relPath) || relPath.includes('\\')) return null;
  const root = uploadsRoot(dataDir);
  const full = resolve(root, relPath);
  return full.startsWith(root + sep) ? full : null;
}

/** The suffix of an upload being written; one left behind by a crash is swept (./sweep.ts). */
export const PARTIAL_SUFFIX = '.tmp';

/**
 * Writes an upload atomically: into a temporary file beside it, flushed to disk, then renamed into
 * place (and the rename flushed), so a reader never sees half a file, a failed write leaves
 * nothing behind, and a power cut cannot leave a row pointing at an empty file. A crash during the
 * write leaves a `.tmp` file, and one between the write and the caller's row a file no row names:
 * the start-up sweep (./sweep.ts) removes both.
 */
export async function writeUpload(dataDir: string, relPath: string, bytes: Buffer): Promise<void> {
  const full = resolveUpload(dataDir, relPath);
  if (!full) throw new Error(`Refusing to write outside the uploads folder: ${relPath}`);
  await mkdir(dirname(full), { recursive: true });
  const tmp = `${full}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`;
  try {
    const file = await open(tmp, 'wx');
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(tmp, full);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
  await syncFolder(dirname(full));
}

/** Flushes a folder's entries (a rename into it) to disk; where folders cannot be opened, skipped. */
async function syncFolder(dir: string): Promise<void> {
  let folder;
  try {
    folder = await open(dir, 'r');
  } catch {
    return;
  }
  try {
    await folder.sync();
  } catch {
    /* not supported here (Windows): the rename is still atomic */
  } finally {
    await folder.close();
  }
}

/** Removes an upload; a file already gone, or a path outside the uploads folder, is left alone. */
export async function removeUpload(dataDir: string, relPath: string): Promise<void> {
  const full = resolveUpload(dataDir, relPath);
  if (!full) return;
  try {
    await unlink(full);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Size of a stored upload if it exists as a regular file, else null. */
export async function uploadSize(fullPath: string): Promise<number | null> {
  try {
    const s = await stat(fullPath);
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}

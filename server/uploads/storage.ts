import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
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

/**
 * Writes an upload atomically: into a temporary file beside it, then renamed into place, so a
 * reader never sees half a file and a failed write leaves nothing behind.
 */
export async function writeUpload(dataDir: string, relPath: string, bytes: Buffer): Promise<void> {
  const full = resolveUpload(dataDir, relPath);
  if (!full) throw new Error(`Refusing to write outside the uploads folder: ${relPath}`);
  await mkdir(dirname(full), { recursive: true });
  const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, full);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
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

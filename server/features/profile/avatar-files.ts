import { join, sep } from 'node:path';

/** The path (relative to the uploads folder) for version `version` of a user's avatar. */
export function avatarPath(userId: string, version: number, ext: string): string {
  return join('avatars', `${userId}-${version}.${ext}`).split(sep).join('/');
}

/** Content types of the avatar files we serve, by extension (seeded demo avatars are SVG). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The content type for a stored avatar path, or null for an extension we do not serve. */
export function contentTypeOf(path: string): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? (CONTENT_TYPES[ext] ?? null) : null;
}

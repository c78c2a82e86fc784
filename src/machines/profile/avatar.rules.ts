import type { AvatarFormat } from '../../protocol/profile';

/**
 * What the client checks about a chosen photo before uploading it (the server checks the same
 * again): its size against the deployment's `max_upload_mb`, and its format by its first bytes,
 * as the server does (the file name and the type the browser guessed are only hints).
 */

/** How many leading bytes decide the format. */
export const AVATAR_HEAD_BYTES = 24;

/** The `accept` list of the file picker: the formats the server takes. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** PNG, JPEG, WebP or GIF by magic bytes (the server's rule), else null. */
export function imageFormatOf(head: Uint8Array): AvatarFormat | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 16 && png.every((b, i) => head[i] === b) && ascii(head, 12, 16) === 'IHDR') return 'png';
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 16 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP' && /^VP8[ LX]$/.test(ascii(head, 12, 16))) return 'webp';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'gif';
  return null;
}

/** Bytes in `mb` megabytes, as the server counts them. */
export const megabytes = (mb: number) => mb * 1024 * 1024;

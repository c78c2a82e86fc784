import { createHash, randomBytes } from 'node:crypto';

/**
 * A kiosk's key: `dk_` and 32 random bytes in base64url (46 characters). The server keeps only its
 * SHA-256 (hex) and its first characters (to tell keys apart on screen); the key itself is shown
 * once, when it is issued.
 */
export const DEVICE_KEY_PREFIX_LENGTH = 10;

/** A new random key. */
export function newDeviceKey(): string {
  return `dk_${randomBytes(32).toString('base64url')}`;
}

/** The stored form of a key: its SHA-256 in hex. */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The characters of a key shown in lists. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, DEVICE_KEY_PREFIX_LENGTH);
}

/**
 * The key of an `Authorization: Device <key>` header: `missing` without the header (or another
 * scheme), `invalid` when the key is not shaped like one (too long, spaces, control characters).
 */
export function deviceKeyOf(header: string | string[] | undefined): { key: string } | 'missing' | 'invalid' {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return 'missing';
  const m = /^Device[ \t]+(\S+)[ \t]*$/i.exec(value.trim());
  if (!m) return /^Device\b/i.test(value.trim()) ? 'invalid' : 'missing';
  const key = m[1];
  return key.length <= 200 && /^[\x21-\x7e]+$/.test(key) ? { key } : 'invalid';
}

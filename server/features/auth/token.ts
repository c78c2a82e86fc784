import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token (256 bits), URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a high-entropy secret (session tokens, authcodes). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric one-time code of `length` digits, uniformly random. */
export function newNumericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** Compares two hex digests in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

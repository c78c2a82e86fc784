import { IDENTIFIER_MAX, IDENTIFIER_PATTERN } from '../../../src/protocol/auth';
import { fieldErrors, type FieldError } from '../../../src/protocol/errors';

/** An identifier as stored: trimmed, letters upper-cased (passport numbers are case-blind). */
export function normalizeIdentifier(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The field error for an identifier as typed, or null when it is well-formed. */
export function identifierError(raw: string, path = 'identifier'): FieldError | null {
  const value = normalizeIdentifier(raw);
  if (value === '') return { path, code: 'field.required' };
  if (value.length > IDENTIFIER_MAX) return { path, code: 'field.too_long', params: { limit: IDENTIFIER_MAX } };
  if (!IDENTIFIER_PATTERN.test(value)) return { path, code: 'field.identifier_format' };
  return null;
}

/** The normalized identifier; throws a 422 validation error when it is blank, too long or malformed. */
export function requireIdentifier(raw: string, path = 'identifier'): string {
  const error = identifierError(raw, path);
  if (error) throw fieldErrors([error]);
  return normalizeIdentifier(raw);
}

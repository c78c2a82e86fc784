import type { FieldError } from '../../../src/protocol/errors';

/** The fields no two accounts share: ID number, phone and e-mail (their unique indexes, migration 001). */
export type UniqueUserField = 'id_number' | 'phone' | 'email';

/** The field error of each, as a form shows it. */
export const TAKEN_FIELD_ERROR: Record<UniqueUserField, FieldError> = {
  id_number: { path: 'id_number', code: 'field.identifier_taken' },
  phone: { path: 'phone', code: 'field.phone_taken' },
  email: { path: 'email', code: 'field.email_taken' },
};

/**
 * Which unique field of `users` an insert or update collided on (someone took it a moment ago,
 * between the check and the write), or null for any other error.
 */
export function takenUserField(err: unknown): UniqueUserField | null {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return null;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('users_id_number_key')) return 'id_number';
  if (where.includes('users_phone_key')) return 'phone';
  if (where.includes('users_email_key')) return 'email';
  return null;
}

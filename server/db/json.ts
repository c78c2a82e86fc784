/**
 * A jsonb column as a value: PostgreSQL's driver parses jsonb, PGlite may hand back its text;
 * null stays null.
 */
export const parseJson = <T>(value: unknown): T | null => (value == null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

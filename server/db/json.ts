/**
 * A jsonb column as a value: PostgreSQL's driver parses jsonb, PGlite may hand back its text;
 * null stays null.
 */
export const parseJson = <T>(value: unknown): T | null => (value == null ? null : typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * An array column (uuid[], int[], text[]) as its elements' text: pg parses arrays, drivers that do
 * not (PGlite, for some types) hand back the `{a,b}` literal; null is empty. Elements holding
 * commas or quotes are not expected here (ids and numbers).
 */
export const parseArray = (value: unknown): string[] =>
  value == null ? [] : Array.isArray(value) ? value.map(String) : String(value).replace(/^\{|\}$/g, '').split(',').filter((s) => s !== '');

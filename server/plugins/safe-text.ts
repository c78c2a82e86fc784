import { fieldErrors, type AppError } from '../../src/protocol/errors';

/**
 * Text PostgreSQL cannot store or compare: a NUL character, or half of a UTF-16 surrogate pair
 * (which has no UTF-8 form). Such text is refused where it enters (HTTP bodies, query strings,
 * path parameters, multipart fields, device records, live messages) instead of failing deep in
 * a query.
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** A NUL, a high surrogate not followed by a low one, or a low one not after a high one. */
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
export const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The dotted path of the first string (or object key) in `value` that is not storable, or null;
 * paths look like the validation errors' (`items.0.text`), a bad key names its parent. Walked
 * without recursion, so no nesting depth can overflow the stack.
 */
export function unstorableTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const entries = Array.isArray(v) ? v.map((item, i) => [String(i), item] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      if (!isStorableText(key)) return path;
      stack.push([item, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

/** The validation error (422) for text that cannot be stored, naming its field. */
export function unstorableTextError(path: string): AppError {
  return fieldErrors([{ path, code: 'field.unstorable_text' }]);
}

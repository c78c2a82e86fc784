import type { Language } from '../protocol/common';
import type { ErrorCode } from '../protocol/errors';

/** A catalogue file: message id → { defaultMessage, description }. */
type Catalogue = Record<string, { defaultMessage: string; description: string }>;

/** Flat id → text, as react-intl takes it. */
export type Messages = Record<string, string>;

function flatten(catalogue: Catalogue): Messages {
  const out: Messages = {};
  for (const [id, m] of Object.entries(catalogue)) out[id] = m.defaultMessage;
  return out;
}

/**
 * Loads a language's messages (a separate chunk each, so a visit loads only one), with English
 * underneath so a missing Georgian text falls back to English rather than to an id.
 */
export async function loadMessages(lang: Language): Promise<Messages> {
  const en = flatten((await import('./messages/en.json')).default as Catalogue);
  if (lang === 'en') return en;
  const ka = flatten((await import('./messages/ka.json')).default as Catalogue);
  return { ...en, ...ka };
}

/** The message id of an error code (every code has one; a test checks it). */
export function errorMessageId(code: ErrorCode | string): string {
  return `error.${code}`;
}

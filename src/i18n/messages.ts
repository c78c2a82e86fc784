import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../protocol/common';
import type { ErrorCode } from '../protocol/errors';

/** Message id → precompiled ICU message, as react-intl takes it. */
export type Messages = Record<string, MessageFormatElement[]>;

/**
 * Loads a language's messages (a separate chunk each, precompiled at build time by
 * build/precompiled-messages.ts), with English underneath so a missing Georgian text falls
 * back to English rather than to an id.
 */
export async function loadMessages(lang: Language): Promise<Messages> {
  const en = (await import('virtual:messages/en')).default;
  if (lang === 'en') return en;
  const ka = (await import('virtual:messages/ka')).default;
  return { ...en, ...ka };
}

/** The message id of an error code (every code has one; a test checks it). */
export function errorMessageId(code: ErrorCode | string): string {
  return `error.${code}`;
}

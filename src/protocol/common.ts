import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { LocalizedSchema } from './common-schemas';

/** The two languages of the product: Georgian (default) and English (other and fallback). */
export const LANGUAGES = ['ka', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';
export const FALLBACK_LANGUAGE: Language = 'en';

// The schemas of these two live apart (./common-schemas.ts): this module is part of the start-up
// bundle, and a schema built here that a lazily loaded chunk evaluates (the event catalogue checks
// pushes against NotificationSchema, which uses LocalizedSchema) would pull TypeBox into it.
export { LanguageSchema, LocalizedSchema } from './common-schemas';

/** Text kept in both languages. */
export type Localized = Static<typeof LocalizedSchema>;

/** Every successful API answer wraps its result in `data`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });
export interface DataEnvelope<T> {
  data: T;
}

/** True when `id` is a UUID (an id of a person, a chat, a case…): checked before it reaches a uuid column, where anything else would fail the query. */
export const isUuid = (id: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const NumericIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Picks the text for a language, falling back to English then to whatever exists. */
export function pickLocalized(value: Partial<Localized> | null | undefined, lang: Language): string {
  if (!value) return '';
  return value[lang] || value[FALLBACK_LANGUAGE] || value.ka || '';
}

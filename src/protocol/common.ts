import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The two languages of the product: Georgian (default) and English (other and fallback). */
export const LANGUAGES = ['ka', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ka';
export const FALLBACK_LANGUAGE: Language = 'en';
export const LanguageSchema = Type.Union([Type.Literal('ka'), Type.Literal('en')]);

/** Text kept in both languages. */
export const LocalizedSchema = Type.Object({ ka: Type.String(), en: Type.String() });
export type Localized = Static<typeof LocalizedSchema>;

/** Every successful API answer wraps its result in `data`. */
export const Envelope = <T extends TSchema>(data: T) => Type.Object({ data });
export interface DataEnvelope<T> {
  data: T;
}

export const IdParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const NumericIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Picks the text for a language, falling back to English then to whatever exists. */
export function pickLocalized(value: Partial<Localized> | null | undefined, lang: Language): string {
  if (!value) return '';
  return value[lang] || value[FALLBACK_LANGUAGE] || value.ka || '';
}

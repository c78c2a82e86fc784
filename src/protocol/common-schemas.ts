import { Type } from '@sinclair/typebox';

/**
 * The schemas of ./common.ts's language types, kept out of that start-up module (see there).
 * Import them through ./common.ts.
 */

/** A language of the product: Georgian or English. */
export const LanguageSchema = Type.Union([Type.Literal('ka'), Type.Literal('en')]);

/** Text kept in both languages. */
export const LocalizedSchema = Type.Object({ ka: Type.String(), en: Type.String() });

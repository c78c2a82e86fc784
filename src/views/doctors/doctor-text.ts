import { defineMessages, type IntlShape } from 'react-intl';
import { pickLocalized, type Language, type Localized } from '../../protocol/common';

/** Names of the languages doctors consult in (ISO 639-1), in the person's language. */
const LANGUAGE_NAMES = defineMessages({
  ka: { id: 'languageName.ka' },
  en: { id: 'languageName.en' },
  ru: { id: 'languageName.ru' },
  de: { id: 'languageName.de' },
  fr: { id: 'languageName.fr' },
  tr: { id: 'languageName.tr' },
  hy: { id: 'languageName.hy' },
  az: { id: 'languageName.az' },
  uk: { id: 'languageName.uk' },
  es: { id: 'languageName.es' },
  it: { id: 'languageName.it' },
  ar: { id: 'languageName.ar' },
  he: { id: 'languageName.he' },
});

/** "ქართული, ინგლისური, რუსული": a language without a name shows its code. */
export function languageList(intl: IntlShape, codes: string[]): string {
  return codes
    .map((code) => {
      const name = LANGUAGE_NAMES[code as keyof typeof LANGUAGE_NAMES];
      return name ? intl.formatMessage(name) : code.toUpperCase();
    })
    .join(', ');
}

/** First and last name in the person's language. */
export function fullName(person: { firstname: Localized; lastname: Localized }, lang: Language): string {
  return `${pickLocalized(person.firstname, lang)} ${pickLocalized(person.lastname, lang)}`.trim();
}

/** Whole years since the doctor started practising (never negative), or null when unknown. */
export function yearsOfExperience(experienceFrom: number | null, today = new Date()): number | null {
  if (experienceFrom === null) return null;
  return Math.max(0, today.getFullYear() - experienceFrom);
}

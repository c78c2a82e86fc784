import { CODE_TTL_SECONDS } from '../../../src/protocol/auth';
import type { Language } from '../../../src/protocol/common';

/** Why a one-time code was sent: signing in, or confirming the phone at registration. */
export type CodePurpose = 'login' | 'register';

const MINUTES = Math.round(CODE_TTL_SECONDS / 60);

const TEXTS: Record<Language, Record<CodePurpose, (code: string) => string>> = {
  ka: {
    login: (code) => `თქვენი ერთჯერადი კოდია ${code}. კოდი მოქმედებს ${MINUTES} წუთი.`,
    register: (code) => `თქვენი რეგისტრაციის დამადასტურებელი კოდია ${code}. კოდი მოქმედებს ${MINUTES} წუთი.`,
  },
  en: {
    login: (code) => `Your one-time code is ${code}. It is valid for ${MINUTES} minutes.`,
    register: (code) => `Your registration confirmation code is ${code}. It is valid for ${MINUTES} minutes.`,
  },
};

const SUBJECTS: Record<Language, Record<CodePurpose, string>> = {
  ka: { login: 'ერთჯერადი კოდი', register: 'რეგისტრაციის კოდი' },
  en: { login: 'Your one-time code', register: 'Your registration code' },
};

/** The text of a one-time-code message in the recipient's language. */
export function codeText(language: Language, purpose: CodePurpose, code: string): string {
  return TEXTS[language][purpose](code);
}

/** The subject line of a one-time-code e-mail in the recipient's language. */
export function codeSubject(language: Language, purpose: CodePurpose): string {
  return SUBJECTS[language][purpose];
}

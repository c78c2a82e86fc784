import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '../protocol/common';
import type { ErrorCode } from '../protocol/errors';
import type { MessageArea } from './message-areas';

/** Message id → precompiled ICU message, as react-intl takes it. */
export type Messages = Record<string, MessageFormatElement[]>;

type Loader = () => Promise<{ default: Messages }>;

/** One chunk per language and area (build/precompiled-messages.ts makes them). */
const CORE: Record<Language, Loader> = {
  ka: () => import('virtual:messages/ka'),
  en: () => import('virtual:messages/en'),
};
const AREAS: Record<Language, Record<MessageArea, Loader>> = {
  ka: {
    accountLanguage: () => import('virtual:messages/ka/accountLanguage'),
    agreement: () => import('virtual:messages/ka/agreement'),
    appPay: () => import('virtual:messages/ka/appPay'),
    availability: () => import('virtual:messages/ka/availability'),
    booking: () => import('virtual:messages/ka/booking'),
    cadmin: () => import('virtual:messages/ka/cadmin'),
    monitoring: () => import('virtual:messages/ka/monitoring'),
    calls: () => import('virtual:messages/ka/calls'),
    cases: () => import('virtual:messages/ka/cases'),
    chats: () => import('virtual:messages/ka/chats'),
    checkups: () => import('virtual:messages/ka/checkups'),
    clinics: () => import('virtual:messages/ka/clinics'),
    covid: () => import('virtual:messages/ka/covid'),
    dashboard: () => import('virtual:messages/ka/dashboard'),
    deviceTest: () => import('virtual:messages/ka/deviceTest'),
    doctor: () => import('virtual:messages/ka/doctor'),
    doctors: () => import('virtual:messages/ka/doctors'),
    errors: () => import('virtual:messages/ka/errors'),
    interview: () => import('virtual:messages/ka/interview'),
    languageName: () => import('virtual:messages/ka/languageName'),
    notForRole: () => import('virtual:messages/ka/notForRole'),
    notifications: () => import('virtual:messages/ka/notifications'),
    pagination: () => import('virtual:messages/ka/pagination'),
    patientArea: () => import('virtual:messages/ka/patientArea'),
    patientRegister: () => import('virtual:messages/ka/patientRegister'),
    patients: () => import('virtual:messages/ka/patients'),
    profile: () => import('virtual:messages/ka/profile'),
    register: () => import('virtual:messages/ka/register'),
    replay: () => import('virtual:messages/ka/replay'),
    reports: () => import('virtual:messages/ka/reports'),
    schedules: () => import('virtual:messages/ka/schedules'),
    service: () => import('virtual:messages/ka/service'),
    services: () => import('virtual:messages/ka/services'),
  },
  en: {
    accountLanguage: () => import('virtual:messages/en/accountLanguage'),
    agreement: () => import('virtual:messages/en/agreement'),
    appPay: () => import('virtual:messages/en/appPay'),
    availability: () => import('virtual:messages/en/availability'),
    booking: () => import('virtual:messages/en/booking'),
    cadmin: () => import('virtual:messages/en/cadmin'),
    monitoring: () => import('virtual:messages/en/monitoring'),
    calls: () => import('virtual:messages/en/calls'),
    cases: () => import('virtual:messages/en/cases'),
    chats: () => import('virtual:messages/en/chats'),
    checkups: () => import('virtual:messages/en/checkups'),
    clinics: () => import('virtual:messages/en/clinics'),
    covid: () => import('virtual:messages/en/covid'),
    dashboard: () => import('virtual:messages/en/dashboard'),
    deviceTest: () => import('virtual:messages/en/deviceTest'),
    doctor: () => import('virtual:messages/en/doctor'),
    doctors: () => import('virtual:messages/en/doctors'),
    errors: () => import('virtual:messages/en/errors'),
    interview: () => import('virtual:messages/en/interview'),
    languageName: () => import('virtual:messages/en/languageName'),
    notForRole: () => import('virtual:messages/en/notForRole'),
    notifications: () => import('virtual:messages/en/notifications'),
    pagination: () => import('virtual:messages/en/pagination'),
    patientArea: () => import('virtual:messages/en/patientArea'),
    patientRegister: () => import('virtual:messages/en/patientRegister'),
    patients: () => import('virtual:messages/en/patients'),
    profile: () => import('virtual:messages/en/profile'),
    register: () => import('virtual:messages/en/register'),
    replay: () => import('virtual:messages/en/replay'),
    reports: () => import('virtual:messages/en/reports'),
    schedules: () => import('virtual:messages/en/schedules'),
    service: () => import('virtual:messages/en/service'),
    services: () => import('virtual:messages/en/services'),
  },
};

/**
 * The start-up messages of a language. Each catalogue is complete (a test keeps ka.json and
 * en.json key for key), so a visit loads one language only.
 */
export async function loadMessages(lang: Language): Promise<Messages> {
  return (await CORE[lang]()).default;
}

const areaCache = new Map<string, Promise<Messages>>();

/** The messages of some split areas, merged; the same request returns the same promise. */
export function loadAreaMessages(lang: Language, areas: readonly MessageArea[]): Promise<Messages> {
  const key = `${lang}:${[...areas].sort().join(',')}`;
  let p = areaCache.get(key);
  if (!p) {
    p = Promise.all(areas.map((a) => AREAS[lang][a]())).then((mods) => Object.assign({}, ...mods.map((m) => m.default)));
    p.catch(() => areaCache.delete(key)); // a failed chunk is tried again next time
    areaCache.set(key, p);
  }
  return p;
}

/** The message id of an error code (every code has one; a test checks it). */
export function errorMessageId(code: ErrorCode | string): string {
  return `error.${code}`;
}

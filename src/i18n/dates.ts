import dayjs from 'dayjs';
import 'dayjs/locale/ka';
import 'dayjs/locale/en';
import updateLocale from 'dayjs/plugin/updateLocale';
import type { Language } from '../protocol/common';

// Georgian clinics write times on a 24-hour clock (dayjs's ka locale ships 12-hour formats).
dayjs.extend(updateLocale);
dayjs.updateLocale('ka', {
  formats: { LT: 'HH:mm', LTS: 'HH:mm:ss', L: 'DD.MM.YYYY', LL: 'D MMMM YYYY', LLL: 'D MMMM YYYY HH:mm', LLLL: 'dddd, D MMMM YYYY HH:mm' },
});

/** Formats a date or time in the person's language and local time zone with a dayjs pattern. */
export function formatDate(value: Date | string | number, pattern: string, lang: Language): string {
  return dayjs(value).locale(lang).format(pattern);
}

/** SPEC §9: the case tab title, e.g. '21 ნოემბერი 2026'. */
export const CASE_TAB_FORMAT = 'DD MMMM YYYY';
/** SPEC §9: the day key schedules are grouped by. */
export const GROUP_DAY_FORMAT = 'YYYY-MM-DD';

export { dayjs };

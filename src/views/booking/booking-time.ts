import { CLINIC_TIME_ZONE, wallClock } from '../../machines/booking/booking-rules';
import { dayjs } from '../../i18n/dates';
import type { Language } from '../../protocol/common';

/** Today in the clinic's zone (the first day a booking can be on). */
export const clinicToday = (now = Date.now()) => wallClock(now, CLINIC_TIME_ZONE).date;

/** A calendar day as the person's language writes it (e.g. "ოთხშაბათი, 25 ნოემბერი"). */
export const dayLabel = (day: string, lang: Language, pattern = 'dddd, D MMMM') => dayjs(day).locale(lang).format(pattern);

/** A slot's time on the clinic's clock and, when this device (`zone`, the runtime device's) is elsewhere, on the device's own. */
export function slotTimes(start: string, clinicZone: string, zone: string): { clinic: string; local: string | null; date: string } {
  const clinic = wallClock(start, clinicZone);
  const local = zone === clinicZone ? null : wallClock(start, zone);
  const same = local && local.time === clinic.time && local.date === clinic.date;
  return { clinic: clinic.time, date: clinic.date, local: local && !same ? local.time : null };
}

/**
 * Wall clocks and calendar days in named time zones (a clinic's Asia/Tbilisi), the one copy the
 * server (free slots, day loads) and the client (calendars, slot pickers) share. A browser without
 * Georgian date data gets the formatjs DateTimeFormat polyfill (src/i18n/intl-polyfill.ts), which
 * knows no time zone but UTC and throws "Invalid timeZoneName" for any other. The polyfill loader
 * hands the runtime's own DateTimeFormat here before it replaces it; reading a zone's wall clock
 * goes through that one (numbers only, in `en-US`, which every runtime has).
 */
let native: typeof Intl.DateTimeFormat | null = null;

/** Keeps the runtime's DateTimeFormat (called once, before a polyfill replaces Intl.DateTimeFormat). */
export function keepNativeDateTimeFormat(format: typeof Intl.DateTimeFormat): void {
  native ??= format;
}

/** A DateTimeFormat that knows every IANA time zone: the runtime's own, also after a polyfill. */
export function zoneFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new (native ?? Intl.DateTimeFormat)(locale, options);
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = zoneFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at an instant, as epoch ms of the same wall time in UTC. */
function wallAsUtc(ms: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
}

const QUARTER_HOUR = 15 * MINUTE;
/** Offsets by zone and quarter hour: zones change their offset on whole quarter hours at most. */
const offsetCache = new Map<string, number>();

/** The zone's offset from UTC (ms) at an instant. */
function zoneOffset(ms: number, timeZone: string): number {
  const bucket = Math.floor(ms / QUARTER_HOUR);
  const key = `${timeZone}|${bucket}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const at = bucket * QUARTER_HOUR;
  const offset = wallAsUtc(at, timeZone) - at;
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The instant (epoch ms) of a wall-clock time, `minute` minutes after midnight of `date` (YYYY-MM-DD), in the zone. */
export function zonedInstant(date: string, minute: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d) + minute * MINUTE;
  // Two passes settle the offset around a change of it (daylight saving).
  const instant = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(instant, timeZone);
}

/** The wall clock of an instant in the zone: its day (YYYY-MM-DD) and time (HH:MM, 24 h). */
export function wallClock(instant: string | number | Date, timeZone: string): { date: string; time: string } {
  const ms = new Date(instant).getTime();
  const iso = new Date(ms + zoneOffset(ms, timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export const zonedDate = (ms: number, timeZone: string): string => wallClock(ms, timeZone).date;

/** The day `days` after `date` (both YYYY-MM-DD; calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Weekday (0 Sunday … 6 Saturday) of a calendar date. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Days from `a` to `b` (YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

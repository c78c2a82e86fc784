/**
 * Calendar days in a clinic's time zone (Asia/Tbilisi today): the instants a day starts and ends,
 * and the day an instant falls on. Pure; no SQL.
 */

const partsFormat = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let f = partsFormat.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    partsFormat.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at `at`, in milliseconds (wall clock − UTC). */
function offsetAt(at: Date, timeZone: string): number {
  const p = Object.fromEntries(formatIn(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of `minute` minutes after midnight of `day` (YYYY-MM-DD) on the zone's wall clock. */
export function wallClockInstant(day: string, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d) + minute * 60_000;
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The day (YYYY-MM-DD) `at` falls on in the zone. */
export function dayIn(at: Date, timeZone: string): string {
  const p = Object.fromEntries(formatIn(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The day after `day`. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** True when `key` (YYYY-MM-DD) names a real calendar day. */
export function isCalendarDay(key: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return false;
  const d = new Date(`${key}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === key;
}

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type Span = { start: number; end: number };

/**
 * Minutes of work in a day: the weekly work intervals (or a one-off `hours` change instead; none
 * on a day `off`), less the breaks that fall in them.
 */
export function workingMinutes(work: readonly Span[], breaks: readonly Span[], exception: { kind: 'off' | 'hours'; start: number | null; end: number | null } | null): number {
  if (exception?.kind === 'off') return 0;
  const spans = exception?.kind === 'hours' && exception.start !== null && exception.end !== null ? [{ start: exception.start, end: exception.end }] : work;
  const minutes = new Array<boolean>(1440).fill(false);
  for (const s of spans) for (let m = s.start; m < s.end; m++) minutes[m] = true;
  for (const b of breaks) for (let m = b.start; m < b.end; m++) minutes[m] = false;
  return minutes.filter(Boolean).length;
}

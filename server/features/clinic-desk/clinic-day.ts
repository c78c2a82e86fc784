/**
 * A day's working minutes at a clinic. Pure; no SQL. (Calendar days in a clinic's time zone are
 * the availability feature's: zonedDate, zonedInstant, addDays, weekdayOf, isCalendarDay.)
 */

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

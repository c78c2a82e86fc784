import type { FieldError } from '../../protocol/errors';
import type { AvailabilityException, AvailabilityRule } from '../../protocol/schedule-schemas';

/**
 * The editor's own check of a doctor's availability, mirroring the server's
 * (server/features/availability): each problem is a field error on its entry (`rules.3.end`),
 * coded like the server's answer, so the editor shows local and server problems alike.
 * - A rule's end is after its start (`availability.invalid_range` on `.end`).
 * - Working hours never overlap on one weekday, at one clinic or across clinics (the doctor is in
 *   one place at a time) (`availability.overlap` on the later rule's `.start`).
 * - A break lies inside working hours of its day and clinic (`availability.invalid_range` on `.start`).
 * - Changed hours of a day have a start and an end, the end after the start; one change per day
 *   and clinic (`field.required`, `availability.invalid_range`, `availability.overlap` on `.date`).
 */
export interface AvailabilityDraft {
  rules: AvailabilityRule[];
  exceptions: AvailabilityException[];
}

/** Minutes since midnight of HH:MM (24:00 is the end of the day). */
export const clockMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

const overlaps = (a: { s: number; e: number }, b: { s: number; e: number }) => a.s < b.e && b.s < a.e;

export function checkDraft(draft: AvailabilityDraft): FieldError[] {
  const errors: FieldError[] = [];
  const err = (path: string, code: FieldError['code']) => {
    if (!errors.some((e) => e.path === path)) errors.push({ path, code });
  };
  const spans = draft.rules.map((r, i) => ({ ...r, i, s: clockMinutes(r.start), e: clockMinutes(r.end) }));
  const valid = spans.filter((r) => {
    if (r.e > r.s) return true;
    err(`rules.${r.i}.end`, 'availability.invalid_range');
    return false;
  });
  const work = valid.filter((r) => r.kind === 'work');
  work.forEach((r, n) => {
    if (work.slice(0, n).some((o) => o.weekday === r.weekday && overlaps(r, o))) err(`rules.${r.i}.start`, 'availability.overlap');
  });
  for (const b of valid.filter((r) => r.kind === 'break')) {
    if (!work.some((w) => w.clinic_id === b.clinic_id && w.weekday === b.weekday && w.s <= b.s && b.e <= w.e)) err(`rules.${b.i}.start`, 'availability.invalid_range');
  }
  const days = new Set<string>();
  draft.exceptions.forEach((x, i) => {
    if (x.kind === 'hours') {
      if (!x.start) err(`exceptions.${i}.start`, 'field.required');
      if (!x.end) err(`exceptions.${i}.end`, 'field.required');
      if (x.start && x.end && clockMinutes(x.end) <= clockMinutes(x.start)) err(`exceptions.${i}.end`, 'availability.invalid_range');
    }
    const key = `${x.clinic_id}/${x.date}`;
    if (days.has(key)) err(`exceptions.${i}.date`, 'availability.overlap');
    days.add(key);
  });
  return errors;
}

/** The errors about one entry (`rules`, 3): its field errors, whatever the field. */
export function errorsOf(errors: readonly FieldError[], list: 'rules' | 'exceptions', index: number): FieldError[] {
  const prefix = `${list}.${index}`;
  return errors.filter((e) => e.path === prefix || e.path.startsWith(`${prefix}.`));
}

/** The draft with entry `index` of `list` removed; errors pointing past it are no longer meaningful (the caller rechecks). */
export function withoutEntry<K extends keyof AvailabilityDraft>(draft: AvailabilityDraft, list: K, index: number): AvailabilityDraft {
  return { ...draft, [list]: draft[list].filter((_, i) => i !== index) };
}

/** The draft with entry `index` of `list` changed. */
export function withEntry<K extends keyof AvailabilityDraft>(draft: AvailabilityDraft, list: K, index: number, patch: Partial<AvailabilityDraft[K][number]>): AvailabilityDraft {
  return { ...draft, [list]: draft[list].map((e, i) => (i === index ? { ...e, ...patch } : e)) };
}

/** "9", "930", "09:30", "9.30" → "09:30"; null until it is a whole time of day (24:00 is the end of a day). */
export function parseClockTime(text: string): string | null {
  const m = /^\s*(\d{1,2})(?:[:.]?(\d{2}))?\s*$/.exec(text);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  if (m[2] === undefined && m[1].length < 2) return null;
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

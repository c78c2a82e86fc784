import { CHECKUP_SECTIONS, isCritical, isOutOfRange, type Checkup, type CheckupValue, type Mark, type Range } from '../../protocol/checkups';
import { LOG_TYPE_KEYS, type PatientLogItem } from '../../protocol/patient-log';

/**
 * Pure rules of the checkup pages (issue 17): the order sections are shown in, which values a
 * summary lists, how a range is written, and the newest reading per log type for the overview.
 */

/** The sections of a checkup in CHECKUP_SECTIONS order, without empty ones. */
export function orderedSections(checkup: Pick<Checkup, 'sections'>): Checkup['sections'] {
  const rank = (key: string) => {
    const i = (CHECKUP_SECTIONS as readonly string[]).indexOf(key);
    return i === -1 ? CHECKUP_SECTIONS.length : i;
  };
  return checkup.sections.filter((s) => s.values.length > 0).sort((a, b) => rank(a.key) - rank(b.key));
}

/** Values outside their range, critical ones first, then in page order. */
export function outOfRangeValues(checkup: Pick<Checkup, 'sections'>): CheckupValue[] {
  const all = orderedSections(checkup).flatMap((s) => s.values).filter((v) => isOutOfRange(v.mark));
  return [...all.filter((v) => isCritical(v.mark)), ...all.filter((v) => !isCritical(v.mark))];
}

/** Which way a mark points: the advice for a low value differs from a high one. */
export const markDirection = (mark: Mark): 'low' | 'high' | null => (mark === 'low' || mark === 'critical_low' ? 'low' : mark === 'high' || mark === 'critical_high' ? 'high' : null);

/**
 * A reference range as a clinic writes it, numbers formatted by `format`: "3.9–5.5", "≥ 95",
 * "≤ 139"; null when the range has neither bound.
 */
export function rangeText(range: Range | null, format: (n: number) => string): string | null {
  if (!range) return null;
  const { low, high } = range;
  if (low !== null && high !== null) return `${format(low)}–${format(high)}`;
  if (low !== null) return `≥ ${format(low)}`;
  if (high !== null) return `≤ ${format(high)}`;
  return null;
}

/** The newest reading of each log type, in LOG_TYPE_KEYS order (the API answers oldest first). */
export function latestPerType(items: PatientLogItem[]): PatientLogItem[] {
  const newest = new Map<string, PatientLogItem>();
  for (const item of items) {
    const seen = newest.get(item.type);
    if (!seen || Date.parse(item.measured_at) >= Date.parse(seen.measured_at)) newest.set(item.type, item);
  }
  const rank = (type: string) => {
    const i = (LOG_TYPE_KEYS as readonly string[]).indexOf(type);
    return i === -1 ? LOG_TYPE_KEYS.length : i;
  };
  return [...newest.values()].sort((a, b) => rank(a.type) - rank(b.type));
}

import { afterEach, describe, expect, it } from 'vitest';
import { wallClock } from '../../src/machines/booking/booking-rules';
import { clockIn, dayKeyIn } from '../../src/machines/schedules/schedule-rules';
import { keepNativeDateTimeFormat } from '../../src/protocol/zoned-time';

const Native = Intl.DateTimeFormat;

/** What the formatjs polyfill does without time-zone data: any zone but UTC is refused. */
function UtcOnly(locale?: string | string[], options: Intl.DateTimeFormatOptions = {}) {
  if (options.timeZone && options.timeZone !== 'UTC') throw new RangeError('Invalid timeZoneName');
  return new Native(locale, options);
}

describe("a clinic's wall clock after a UTC-only DateTimeFormat polyfill replaced the runtime's", () => {
  afterEach(() => {
    Intl.DateTimeFormat = Native;
  });

  it('is read with the runtime DateTimeFormat the polyfill loader kept', () => {
    keepNativeDateTimeFormat(Native);
    Intl.DateTimeFormat = UtcOnly as unknown as typeof Intl.DateTimeFormat;
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tbilisi' })).toThrow('Invalid timeZoneName');
    // 20:30 UTC on 25 November is half past midnight on the 26th in Tbilisi (UTC+4).
    expect(wallClock('2026-11-25T20:30:00Z', 'Asia/Tbilisi')).toEqual({ date: '2026-11-26', time: '00:30' });
    expect(clockIn('2026-11-25T20:30:00Z', 'Asia/Tbilisi')).toBe('00:30');
    expect(dayKeyIn('2026-11-25T20:30:00Z', 'Asia/Tbilisi')).toBe('2026-11-26');
  });
});

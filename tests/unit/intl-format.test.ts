import { describe, expect, it } from 'vitest';
import { formatLocalDate, formatPrice } from '../../src/i18n/intl-polyfill';

describe('Intl formatting helpers', () => {
  it('show the local wall-clock time even though they format in UTC', () => {
    const nineOhFive = new Date(2026, 10, 21, 9, 5);
    expect(formatLocalDate(nineOhFive, 'en', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('09:05');
    expect(formatLocalDate(nineOhFive, 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('November 21, 2026');
  });

  it('write tetri as lari, with cents only when there are any', () => {
    expect(formatPrice(4000, 'en')).toMatch(/^GEL\s?40$/);
    expect(formatPrice(4050, 'en')).toMatch(/^GEL\s?40\.50$/);
  });
});

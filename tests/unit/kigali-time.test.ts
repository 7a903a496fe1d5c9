import { describe, expect, it } from 'vitest';
import { formatKigaliDateTime, kigaliMonthRange, kigaliYearMonth } from '../../server/lib/kigali-time.js';

describe('Kigali time (UTC+2, no daylight saving)', () => {
  it('takes the month in Kigali, two hours ahead of UTC', () => {
    expect(kigaliYearMonth(new Date('2026-03-31T21:59:59Z'))).toEqual({ year: 2026, month: 3 });
    expect(kigaliYearMonth(new Date('2026-03-31T22:00:00Z'))).toEqual({ year: 2026, month: 4 });
    expect(kigaliYearMonth(new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('gives the UTC instants that bound a Kigali month', () => {
    expect(kigaliMonthRange(2026, 3)).toEqual({ start: new Date('2026-02-28T22:00:00Z'), end: new Date('2026-03-31T22:00:00Z') });
    expect(kigaliMonthRange(2026, 12)).toEqual({ start: new Date('2026-11-30T22:00:00Z'), end: new Date('2026-12-31T22:00:00Z') });
  });

  it('formats wall-clock time in Kigali, agreeing with the time-zone database', () => {
    const instant = new Date('2026-07-01T23:15:00Z');
    expect(formatKigaliDateTime(instant)).toBe('2026-07-02 01:15');
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kigali', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const month of [0, 3, 6, 9]) {
      const sample = new Date(Date.UTC(2026, month, 15, 21, 45));
      expect(formatKigaliDateTime(sample)).toBe(zone.format(sample).replace(',', ''));
    }
  });
});

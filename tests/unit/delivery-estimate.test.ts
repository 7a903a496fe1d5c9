import { describe, expect, it } from 'vitest';
import { estimatedDeliveryDate } from '../../server/modules/delivery/delivery-estimate.js';

/** An instant given as Kigali wall-clock time (UTC+2). */
const kigali = (wallClock: string) => new Date(`${wallClock}+02:00`);
/** The Kigali calendar day of an estimate, checking it is noon there. */
const dayOf = (estimate: Date) => {
  expect(estimate.getUTCHours()).toBe(10);
  return new Date(estimate.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
};

// 2026-11-27 is a Friday; 2026-11-30 a Monday.
describe('estimatedDeliveryDate', () => {
  const threeDays = { leadDays: 3, sameDayCutoffHour: null };

  it.each([
    ['a Monday morning', '2026-11-30T09:00', '2026-12-03'],
    ['a Monday just before midnight', '2026-11-30T23:59', '2026-12-03'],
    ['a Friday night (the weekend is skipped)', '2026-11-27T23:30', '2026-12-02'],
    ['a Saturday (counts from Monday)', '2026-11-28T10:00', '2026-12-03'],
    ['a Sunday', '2026-11-29T18:00', '2026-12-03'],
  ])('counts 3 business days from %s', (_when, orderedAt, expected) => {
    expect(dayOf(estimatedDeliveryDate(threeDays, kigali(orderedAt)))).toBe(expected);
  });

  it("takes the day in Kigali, not in UTC: Sunday 23:30 UTC is already Monday there", () => {
    expect(dayOf(estimatedDeliveryDate(threeDays, new Date('2026-11-29T23:30:00Z')))).toBe('2026-12-03');
    expect(dayOf(estimatedDeliveryDate(threeDays, new Date('2026-11-29T21:30:00Z')))).toBe('2026-12-03');
  });

  describe('with a same-day cut-off at 14:00', () => {
    const sameDay = { leadDays: 0, sameDayCutoffHour: 14 };
    const nextDay = { leadDays: 1, sameDayCutoffHour: 14 };

    it.each([
      ['before the cut-off', sameDay, '2026-11-30T13:59', '2026-11-30'],
      ['at the cut-off', sameDay, '2026-11-30T14:00', '2026-12-01'],
      ['after the cut-off on a Friday', sameDay, '2026-11-27T15:00', '2026-11-30'],
      ['on a Saturday morning', sameDay, '2026-11-28T09:00', '2026-11-30'],
      ['one day, before the cut-off', nextDay, '2026-11-30T10:00', '2026-12-01'],
      ['one day, after the cut-off', nextDay, '2026-11-30T16:00', '2026-12-02'],
      ['one day, Friday after the cut-off', nextDay, '2026-11-27T16:00', '2026-12-01'],
    ])('delivers an order placed %s', (_when, terms, orderedAt, expected) => {
      expect(dayOf(estimatedDeliveryDate(terms, kigali(orderedAt)))).toBe(expected);
    });
  });

  it('crosses a month and a year end', () => {
    expect(dayOf(estimatedDeliveryDate(threeDays, kigali('2026-12-31T12:00')))).toBe('2027-01-05');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../client/src/i18n/dates.js';
import { formatList } from '../../../client/src/i18n/lists.js';
import { formatMobile } from '../../../client/src/i18n/mobile.js';
import { formatRwf } from '../../../client/src/i18n/money.js';

// Intl separates with no-break spaces (U+00A0, U+202F); a shopper sees spaces.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('prices', () => {
  it.each([
    ['en', 2430, 'RWF 2,430'],
    ['fr', 2430, '2 430 RWF'],
    ['rw', 2430, 'RWF 2,430'],
    ['en', 7400, 'RWF 7,400'],
    ['fr', 1250000, '1 250 000 RWF'],
    ['en', 0, 'RWF 0'],
  ])('in %s, %i francs read %s: the code RWF and whole francs', (locale, amount, expected) => {
    expect(spaced(formatRwf(amount, locale))).toBe(expected);
  });

  it('never writes the old "RFW" nor decimals', () => {
    for (const locale of ['en', 'rw', 'fr']) expect(formatRwf(7400, locale)).not.toMatch(/RFW|[.,]00\b/);
  });

  it('falls back to English for a language the shop does not speak', () => {
    expect(spaced(formatRwf(2430, 'de'))).toBe('RWF 2,430');
  });
});

describe('dates', () => {
  // 22:30 UTC is already the next day, half past midnight, in Kigali (UTC+2).
  const lateEvening = new Date('2026-11-27T22:30:00Z');

  it.each([
    ['en', 'dateTime', 'Nov 28, 2026, 12:30 AM'],
    ['fr', 'dateTime', '28 nov. 2026, 00:30'],
    ['rw', 'dateTime', '28 Ugushyingo 2026, 00:30'],
    ['en', 'date', 'Nov 28, 2026'],
    ['fr', 'date', '28 nov. 2026'],
    ['rw', 'date', '28 Ugushyingo 2026'],
    ['en', 'fullDate', 'Saturday, November 28, 2026'],
    ['fr', 'fullDate', 'samedi 28 novembre 2026'],
    ['rw', 'fullDate', 'Kuwa gatandatu, 28 Ugushyingo 2026'],
  ] as const)('in %s, %s is written in that language, in Kigali time: %s', (locale, style, expected) => {
    expect(spaced(formatDate(lateEvening, style, locale))).toBe(expected);
  });

  it('names every Kinyarwanda month and weekday', () => {
    expect(formatDate(new Date('2026-01-05T08:00:00Z'), 'fullDate', 'rw')).toBe('Kuwa mbere, 5 Mutarama 2026');
    expect(formatDate(new Date('2026-06-14T08:00:00Z'), 'fullDate', 'rw')).toBe('Ku cyumweru, 14 Kamena 2026');
    expect(formatDate(new Date('2026-12-31T21:59:00Z'), 'dateTime', 'rw')).toBe('31 Ukuboza 2026, 23:59');
  });
});

describe('mobile numbers', () => {
  it.each([
    ['+250788123456', '0788 123 456'],
    ['+250722000111', '0722 000 111'],
    ['+250791234567', '0791 234 567'],
  ])('%s is written as Rwandans write it: %s', (stored, expected) => {
    expect(formatMobile(stored)).toBe(expected);
  });

  it('shows anything else as stored', () => {
    expect(formatMobile('+14155550100')).toBe('+14155550100');
  });
});

describe('lists', () => {
  const served = ['Gasabo', 'Kicukiro', 'Nyarugenge', 'Musanze'];

  it.each([
    ['en', 'Gasabo, Kicukiro, Nyarugenge and Musanze'],
    ['rw', 'Gasabo, Kicukiro, Nyarugenge na Musanze'],
    ['fr', 'Gasabo, Kicukiro, Nyarugenge et Musanze'],
    ['de', 'Gasabo, Kicukiro, Nyarugenge and Musanze'],
  ])('in %s, names are listed as a sentence lists them: %s', (locale, expected) => {
    expect(formatList(served, locale)).toBe(expected);
  });

  it('writes one name alone, two with the word between them, and nothing for none', () => {
    expect(formatList(['Musanze'], 'fr')).toBe('Musanze');
    expect(formatList(['Gasabo', 'Musanze'], 'rw')).toBe('Gasabo na Musanze');
    expect(formatList([], 'en')).toBe('');
  });
});

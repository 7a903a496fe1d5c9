import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { deliveryChargeText, deliveryTagText, districtListText } from '../../../client/src/features/delivery/deliveryWording.js';

// Intl separates with no-break spaces (U+00A0, U+202F); a shopper sees spaces.
const spaced = (text: string) => text.replace(/\s/g, ' ');
const SERVED = ['Gasabo', 'Kicukiro', 'Nyarugenge', 'Musanze'];

describe('the served districts as a sentence', () => {
  it.each([
    ['en', 'Gasabo, Kicukiro, Nyarugenge and Musanze'],
    ['rw', 'Gasabo, Kicukiro, Nyarugenge na Musanze'],
    ['fr', 'Gasabo, Kicukiro, Nyarugenge et Musanze'],
  ])('in %s: %s (no comma before the last)', (locale, expected) => {
    expect(districtListText(SERVED, locale)).toBe(expected);
  });

  it('names one or two districts as a sentence would, and none as nothing', () => {
    expect(districtListText(['Musanze'], 'rw')).toBe('Musanze');
    expect(districtListText(['Gasabo', 'Musanze'], 'fr')).toBe('Gasabo et Musanze');
    expect(districtListText(['Gasabo', 'Musanze'], 'rw')).toBe('Gasabo na Musanze');
    expect(districtListText([], 'en')).toBe('');
  });
});

describe('the charge and the tag', () => {
  const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });

  it('reads Free for no charge, else the amount as the language writes prices', () => {
    expect(deliveryChargeText(0, i18n)).toBe('Free');
    expect(spaced(deliveryChargeText(1500, i18n))).toBe('1 500 RWF');
  });

  it('shows the label where the shop delivers, and says so where it does not', () => {
    expect(deliveryTagText({ served: true, district: 'Musanze', label: '2-3 jours' }, i18n)).toBe('2-3 jours');
    expect(deliveryTagText({ served: false, district: 'Rubavu', label: '2-3 jours' }, i18n)).toBe('No delivery to Rubavu');
  });
});

import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../prisma/seed/catalogue.js';
import { CATEGORY_NAMES, SUB_CATEGORY_NAMES } from '../../prisma/seed/local-names.js';

const catalogue = buildCatalogue();

// Brands keep their own name in every language. A new line missing from local-names.ts fails here, so someone
// writes its French name (and its Kinyarwanda one where shops use one) rather than a French shopper reading English.
const BRAND_LINES = ['Coca-Cola', 'Fanta {variant}', 'Sprite', 'Novida Pineapple', 'Malta Guinness', 'Weetabix'];

describe('the demo catalogue in Kinyarwanda and French (prisma/seed/local-names.ts)', () => {
  it('names every product in French but the brands, noun first, with its brand and size', () => {
    const unnamed = new Set(catalogue.products.filter((product) => product.nameFr === '').map((product) => product.line.item));
    expect([...unnamed].sort()).toEqual([...BRAND_LINES].sort());
    const lentils = catalogue.products.find((product) => product.name === 'Isoko Red Lentils');
    expect(lentils).toMatchObject({ nameRw: 'Lantiye Isoko', nameFr: 'Lentilles rouges Isoko' });
  });

  it('names the categories and sub-categories in both languages, and most products in Kinyarwanda', () => {
    for (const { key } of catalogue.categories) expect(CATEGORY_NAMES[key]?.every((name) => name !== ''), key).toBe(true);
    for (const { key } of catalogue.subCategories) expect(SUB_CATEGORY_NAMES[key]?.every((name) => name !== ''), key).toBe(true);
    expect(catalogue.products.filter((product) => product.nameRw !== '').length).toBeGreaterThan(catalogue.products.length * 0.7);
  });
});

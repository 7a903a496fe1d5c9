import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../prisma/seed/catalogue.js';
import { buildSeedSvg, type EmojiSet, loadEmojiSet, planSeedImages, renderSeedImage, SEED_IMAGE_SIZE } from '../../prisma/seed/images.js';
import { CATEGORY_PICTURES, LINE_PICTURES, productPicture, SUB_CATEGORY_PICTURES } from '../../prisma/seed/pictures.js';

const catalogue = buildCatalogue();
const plan = planSeedImages(catalogue);
let emoji: EmojiSet;
beforeAll(async () => {
  emoji = await loadEmojiSet();
});

// Lines with no fitting emoji, which show their aisle's picture. A new line missing from pictures.ts fails here,
// so someone decides whether it has an emoji rather than it silently getting an aisle's picture.
const LINES_WITHOUT_EMOJI = [
  'Fresh Cassava Roots', 'Yams', 'Passion Fruit', 'Papaya', 'Pumpkin', 'Leeks', 'Goat Brochettes', 'Cassava Flour (Ubugari)',
  'Red Palm Oil', 'Soy Sauce', 'Ground Black Pepper', 'Turmeric Powder', 'White Sugar', 'Brown Sugar', 'Coffee Beans',
  'Fresh Passion Juice', 'Roasted Cashew Nuts', 'Liquid Bleach', 'Aluminium Foil', 'Cling Film', 'Paper Napkins',
  'Facial Tissues', 'Sanitary Pads', 'Panty Liners', 'Baby Powder',
];

describe('the demo pictures (prisma/seed/pictures.ts)', () => {
  it('give every category and sub-category a picture of its own', () => {
    for (const category of catalogue.categories) expect(CATEGORY_PICTURES[category.key], category.key).toBeDefined();
    for (const subCategory of catalogue.subCategories) expect(SUB_CATEGORY_PICTURES[subCategory.key], subCategory.key).toBeDefined();
    // Every aisle looks different: no two categories share a picture.
    const categoryPictures = catalogue.categories.map((category) => CATEGORY_PICTURES[category.key]!.join(' '));
    expect(new Set(categoryPictures).size).toBe(categoryPictures.length);
  });

  it("give every product its line's picture, or its aisle's only where the line has no emoji", () => {
    const fallbacks = new Set<string>();
    for (const product of catalogue.products) {
      const { picture, source } = productPicture(product);
      expect(picture.length, product.name).toBeGreaterThan(0);
      if (source !== 'line') fallbacks.add(product.line.item);
    }
    expect([...fallbacks].sort()).toEqual([...LINES_WITHOUT_EMOJI].sort());
  });

  it('name only emoji that the Fluent Emoji set has, and only lines and flavours the catalogue has', () => {
    const lines = new Map<string, Set<string>>();
    for (const product of catalogue.products) {
      const variants = lines.get(product.line.item) ?? new Set<string>();
      variants.add(product.line.variant);
      lines.set(product.line.item, variants);
    }
    const names = [
      ...Object.values(CATEGORY_PICTURES).flat(),
      ...Object.values(SUB_CATEGORY_PICTURES).flat(),
      ...Object.values(LINE_PICTURES).flatMap((line) => [...line.picture, ...Object.values(line.variants ?? {})]),
    ];
    expect(names.filter((name) => !emoji.has(name))).toEqual([]);
    for (const [item, line] of Object.entries(LINE_PICTURES)) {
      expect(lines.has(item), `"${item}" is not a catalogue line`).toBe(true);
      for (const variant of Object.keys(line.variants ?? {})) expect(lines.get(item)!.has(variant), `${item}: ${variant}`).toBe(true);
    }
  });
});

describe('planSeedImages', () => {
  it('gives every category, sub-category and product pictures that it draws', () => {
    const used = [...plan.categories.values(), ...plan.subCategories.values(), ...plan.products.flat()];
    expect(plan.categories.size).toBe(catalogue.categories.length);
    expect(plan.subCategories.size).toBe(catalogue.subCategories.length);
    expect(plan.products).toHaveLength(catalogue.products.length);
    expect(used.filter((file) => !plan.files.has(file))).toEqual([]);
    expect(new Set(used)).toEqual(new Set(plan.files.keys()));
    for (const file of used) expect(file).toMatch(/^[a-z0-9-]+\.webp$/);
  });

  it("makes each product's gallery three different pictures, and no two products the same main picture", () => {
    for (const [index, gallery] of plan.products.entries()) {
      expect(gallery, catalogue.products[index]!.name).toHaveLength(3);
      const specs = gallery.map((file) => JSON.stringify(plan.files.get(file)));
      expect(new Set(specs).size, catalogue.products[index]!.name).toBe(3);
    }
    const mains = plan.products.map((gallery) => gallery[0]);
    expect(new Set(mains).size).toBe(mains.length);
  });

  it('is the same on every call', () => {
    const again = planSeedImages(buildCatalogue());
    expect([...again.files]).toEqual([...plan.files]);
    expect(again.products).toEqual(plan.products);
  });
});

describe('the pictures carry no text', () => {
  const productSpecs = catalogue.products.map((product, index) => ({ product, spec: plan.files.get(plan.products[index]![0]!)! }));

  it('are drawn from emoji and colours alone, never a name', () => {
    for (const spec of plan.files.values()) {
      expect(Object.keys(spec).sort()).toEqual(expect.arrayContaining(['color', 'kind', 'picture']));
      expect(Object.keys(spec).every((key) => ['kind', 'picture', 'color', 'shot', 'copies', 'brand', 'assortment'].includes(key))).toBe(true);
      expect(spec.picture.every((name) => emoji.has(name))).toBe(true);
    }
    for (const { product, spec } of productSpecs) expect(JSON.stringify(spec)).not.toContain(product.name);
  });

  it('hold no text element, font, image or outside link in their SVG', () => {
    for (const spec of plan.files.values()) {
      const svg = buildSeedSvg(spec, emoji);
      // Links within the picture (an emoji reusing one of its own shapes) are fine; nothing is fetched.
      expect(svg).not.toMatch(/<text|<tspan|<textPath|font-|<image|<foreignObject|href="(?!#)/i);
    }
  });

  it('come out the same, byte for byte, for two products that differ only in name', async () => {
    // Spinach and Cabbage: both a leafy green in the produce aisle, the first brand and size of their lines.
    const main = (name: string) => plan.products[catalogue.products.findIndex((product) => product.name === name)]![0]!;
    const [spinach, cabbage] = [main('Spinach'), main('Cabbage')];
    expect(spinach).not.toBe(cabbage);
    const [first, second] = await Promise.all([renderSeedImage(plan.files.get(spinach)!), renderSeedImage(plan.files.get(cabbage)!)]);
    expect(first.equals(second)).toBe(true);
  });

  it('render as 600 px square WebP, and refuse an emoji the set does not have', async () => {
    const [file, spec] = [...plan.files][0]!;
    const metadata = await sharp(await renderSeedImage(spec)).metadata();
    expect(metadata, file).toMatchObject({ format: 'webp', width: SEED_IMAGE_SIZE, height: SEED_IMAGE_SIZE });
    expect(() => buildSeedSvg({ kind: 'product', picture: ['no-such-emoji'], color: '#43a047' }, emoji)).toThrow('no emoji named "no-such-emoji"');
    expect(() => buildSeedSvg({ kind: 'product', picture: ['tomato'], color: 'green' }, emoji)).toThrow('expected a colour as #rrggbb');
  });
});

// The demo catalogue's pictures: Fluent Emoji (flat, MIT, from @iconify-json/fluent-emoji-flat, installed with
// the shop) placed on a soft backdrop and rasterised locally with sharp, so seeding works offline and every run
// makes the same pictures for the same inputs. The pictures carry no text: the renderer is never given a name.
import { createHash } from 'node:crypto';
import { loadSharp } from '../../server/modules/upload/sharp.js';
import { slugify } from '../../server/lib/slug.js';
import type { SeedCatalogue } from './catalogue.js';
import { CATEGORY_PICTURES, type Picture, productPicture, SUB_CATEGORY_PICTURES } from './pictures.js';

export type SeedImageKind = 'category' | 'subcategory' | 'product';

/** Everything a picture depends on; the same spec always gives the same bytes. */
export interface SeedImageSpec {
  kind: SeedImageKind;
  /** Emoji names: the subject first, then companions. */
  picture: Picture;
  /** '#rrggbb': the aisle's colour, which tints the backdrop. */
  color: string;
  /** A product's gallery position: 0 the main picture, 1 a close-up, 2 a group. */
  shot?: number;
  /** How many of the subject the main picture shows: bigger packs show more (1..3). */
  copies?: number;
  /** Which of a line's brands this is (0, 1, 2...): sibling brands get a different tone and tilt. */
  brand?: number;
  /** A product with no emoji of its own shows its aisle's picture as an assortment, not as one thing it is not. */
  assortment?: boolean;
}

export const SEED_IMAGE_SIZE = 600;
const SIZE = SEED_IMAGE_SIZE;
// Where the wall meets the floor: behind the lower half of the subject, so it stands on something.
const FLOOR_Y = 400;
// Effort 2 keeps encoding quick; higher efforts barely shrink these smooth images.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

interface Emoji { body: string; width: number; height: number }
export type EmojiSet = ReadonlyMap<string, Emoji>;

let emojiSet: Promise<EmojiSet> | undefined;

/** The flat Fluent Emoji by name, loaded once (a 9 MB JSON file) and only by a start that seeds. */
export function loadEmojiSet(): Promise<EmojiSet> {
  emojiSet ??= import('@iconify-json/fluent-emoji-flat').then(({ icons }) => {
    const width = icons.width ?? 16;
    const height = icons.height ?? 16;
    const set = new Map<string, Emoji>();
    for (const [name, icon] of Object.entries(icons.icons)) set.set(name, { body: icon.body, width: icon.width ?? width, height: icon.height ?? height });
    // Aliases that only rename an icon; flipped or rotated ones are not needed here.
    for (const [name, alias] of Object.entries(icons.aliases ?? {})) {
      const parent = set.get(alias.parent);
      if (parent && !alias.hFlip && !alias.vFlip && !alias.rotate) set.set(name, parent);
    }
    return set;
  });
  return emojiSet;
}

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match) throw new Error(`expected a colour as #rrggbb, got "${color}"`);
  const hex = match[1]!;
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

// The shop's own soft colours (client/src/styles/vars.css.ts: background, brandSoft, accentSoft, surfaceMuted):
// every backdrop is one of them tinted a little towards the aisle's colour, so pictures sit calmly on the page.
const SHOP_BACKGROUND = parseHex('#f5f7f4');
const SHOP_BRAND_SOFT = parseHex('#dcfce7');
const SHOP_ACCENT_SOFT = parseHex('#fef3c7');
const SHOP_SURFACE_MUTED = parseHex('#eef2ee');
const WHITE: Rgb = [255, 255, 255];

function backdropBase(spec: SeedImageSpec): Rgb {
  const aisle = parseHex(spec.color);
  const shot = spec.shot ?? 0;
  if (shot === 1) return mix(SHOP_ACCENT_SOFT, aisle, 0.1);
  if (shot === 2) return mix(SHOP_BRAND_SOFT, aisle, 0.08);
  const brandTones = [SHOP_BACKGROUND, SHOP_ACCENT_SOFT, SHOP_SURFACE_MUTED, SHOP_BRAND_SOFT];
  return mix(brandTones[(spec.brand ?? 0) % brandTones.length]!, aisle, 0.16);
}

/**
 * A soft backdrop: a wall that lightens towards the top over a slightly deeper floor, as in a product photo. Only
 * linear gradients: a radial glow looks much the same and costs libvips about half as much again per picture.
 */
function backdrop(spec: SeedImageSpec): string {
  const base = backdropBase(spec);
  const aisle = parseHex(spec.color);
  const wallTop = toHex(mix(base, WHITE, 0.55));
  const wallBottom = toHex(mix(base, WHITE, 0.15));
  const floorTop = toHex(base);
  const floorBottom = toHex(mix(base, aisle, 0.1));
  return (
    `<defs>` +
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wallTop}"/><stop offset="1" stop-color="${wallBottom}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floorTop}"/><stop offset="1" stop-color="${floorBottom}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#1c2a20" stop-opacity="0.22"/><stop offset="1" stop-color="#1c2a20" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${SIZE}" height="${FLOOR_Y}" fill="url(#wall)"/>` +
    `<rect y="${FLOOR_Y}" width="${SIZE}" height="${SIZE - FLOOR_Y}" fill="url(#floor)"/>`
  );
}

interface Placement { name: string; x: number; y: number; size: number; tilt?: number }

function place(emoji: EmojiSet, { name, x, y, size, tilt = 0 }: Placement): string {
  const icon = emoji.get(name);
  if (!icon) throw new Error(`no emoji named "${name}" in the Fluent Emoji set`);
  const half = size / 2;
  // The shadow stays flat on the floor whatever the tilt.
  const shadow = `<ellipse cx="${x}" cy="${(y + size * 0.44).toFixed(1)}" rx="${(size * 0.4).toFixed(1)}" ry="${(size * 0.075).toFixed(1)}" fill="url(#shadow)"/>`;
  const transform = tilt ? `translate(${x} ${y}) rotate(${tilt})` : `translate(${x} ${y})`;
  return (
    shadow +
    `<g transform="${transform}"><svg x="${-half}" y="${-half}" width="${size}" height="${size}" viewBox="0 0 ${icon.width} ${icon.height}">${icon.body}</svg></g>`
  );
}

// Layouts in the 600 px square, drawn back to front. The subject always stands in the middle third, so a
// square crop (cards, the category strip) never cuts it.
function layout(spec: SeedImageSpec): Placement[] {
  const [subject, ...companions] = spec.picture;
  const [first, second] = companions;
  const shot = spec.shot ?? 0;
  const tilt = [0, -6, 6, -3][(spec.brand ?? 0) % 4]!;

  if (spec.kind !== 'product' || spec.assortment) {
    if (first && second) {
      // An assortment's gallery brings each of its three to the front in turn.
      const turns: readonly (readonly [string, string, string])[] = [[subject, first, second], [first, second, subject], [second, subject, first]];
      const [front, left, right] = turns[shot % 3]!;
      return [
        { name: left, x: 180, y: 245, size: 240, tilt: -8 },
        { name: right, x: 420, y: 245, size: 240, tilt: 8 },
        { name: front, x: 300, y: 330, size: 320 },
      ];
    }
    if (first && shot === 1) return [{ name: first, x: 175, y: 400, size: 190, tilt: -6 }, { name: subject, x: 335, y: 270, size: 350 }];
    if (first && shot !== 2) return [{ name: subject, x: 265, y: 270, size: 350 }, { name: first, x: 425, y: 400, size: 190, tilt: 6 }];
    return [{ name: subject, x: 300, y: 285, size: 390, tilt: shot === 2 ? -6 : 0 }];
  }

  if (shot === 1) {
    // A close-up, turned a little, with the companion peeping in at the corner.
    const closeUp: Placement[] = [{ name: subject, x: 320, y: 295, size: 470, tilt: tilt || -10 }];
    if (first) closeUp.unshift({ name: first, x: 120, y: 455, size: 190, tilt: 10 });
    return closeUp;
  }
  if (shot === 2) {
    // A group: the subject twice with its companion (or a third of it).
    return [
      { name: first ?? subject, x: 190, y: 240, size: 250, tilt: -10 },
      { name: subject, x: 415, y: 235, size: 250, tilt: 9 },
      { name: subject, x: 300, y: 350, size: 300, tilt: -2 },
    ];
  }

  // Copies stand apart, not stacked: flat emoji have no outlines, so overlapping twins would melt into one shape.
  const copies = Math.min(3, Math.max(1, spec.copies ?? 1));
  const placed: Placement[] =
    copies === 3
      ? [
          { name: subject, x: 300, y: 250, size: 230, tilt: -tilt },
          { name: subject, x: 175, y: 345, size: 230, tilt: -7 },
          { name: subject, x: 425, y: 345, size: 230, tilt: 7 },
        ]
      : copies === 2
        ? [
            { name: subject, x: 190, y: 295, size: 270, tilt: -6 },
            { name: subject, x: 410, y: 295, size: 270, tilt: 6 },
          ]
        : [{ name: subject, x: first ? 280 : 300, y: first ? 275 : 285, size: first ? 360 : 390, tilt }];
  if (first) placed.push(copies === 1 ? { name: first, x: 440, y: 420, size: 175, tilt: 6 } : { name: first, x: 480, y: 465, size: 130, tilt: 6 });
  return placed;
}

/** The picture as SVG: a backdrop and emoji, nothing else (no text, no fonts). */
export function buildSeedSvg(spec: SeedImageSpec, emoji: EmojiSet): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    backdrop(spec) +
    layout(spec).map((placement) => place(emoji, placement)).join('') +
    `</svg>`
  );
}

/** Renders a 600x600 WebP picture for a seeded category, sub-category or product. */
export async function renderSeedImage(spec: SeedImageSpec): Promise<Buffer> {
  // Loaded here, not at start: only a seeding start draws pictures. sharp writes no EXIF/XMP/ICC metadata unless
  // asked to, so the files stay clean.
  const [sharp, emoji] = await Promise.all([loadSharp(), loadEmojiSet()]);
  return sharp(Buffer.from(buildSeedSvg(spec, emoji))).webp(WEBP_OPTIONS).toBuffer();
}

// Part of every file name's hash: bump it when the drawing changes, so pictures left on disk by an older seed
// are not reused for the new ones.
const DRAWING_VERSION = 1;

/** Where a picture is stored under UPLOAD_DIR/seed: a readable name and a hash of everything it depends on. */
export function seedImageFileName(prefix: string, label: string, spec: SeedImageSpec): string {
  const hash = createHash('sha256').update(JSON.stringify([DRAWING_VERSION, spec])).digest('hex').slice(0, 10);
  return `${prefix}-${slugify(label)}-${hash}.webp`;
}

export interface SeedImagePlan {
  /** File name of each category's and sub-category's picture, by key. */
  categories: ReadonlyMap<string, string>;
  subCategories: ReadonlyMap<string, string>;
  /** Each product's gallery (file names), in catalogue order. */
  products: readonly (readonly string[])[];
  /** Every distinct picture to draw, by file name. */
  files: ReadonlyMap<string, SeedImageSpec>;
}

/**
 * Decides every picture of the demo catalogue. A product's gallery is its main picture (its own tone and tilt by
 * brand, more of it for a bigger pack), a close-up and a group; the last two depend only on what the picture
 * shows, so a line's sizes and brands share them and they are drawn once.
 */
export function planSeedImages(catalogue: SeedCatalogue): SeedImagePlan {
  const files = new Map<string, SeedImageSpec>();
  const add = (prefix: string, label: string, spec: SeedImageSpec) => {
    const file = seedImageFileName(prefix, label, spec);
    files.set(file, spec);
    return file;
  };
  const colors = new Map(catalogue.categories.map((category) => [category.key, category.color]));
  const aisleColor = (keys: readonly string[]) => {
    const color = colors.get(keys[0] ?? '');
    if (!color) throw new Error(`unknown category "${keys[0]}"`);
    return color;
  };
  const pictureOf = (table: Readonly<Record<string, Picture>>, key: string, what: string) => {
    const picture = table[key];
    if (!picture) throw new Error(`no picture for the ${what} "${key}" in prisma/seed/pictures.ts`);
    return picture;
  };

  const categories = new Map<string, string>();
  for (const category of catalogue.categories) {
    categories.set(category.key, add('category', category.name, { kind: 'category', picture: pictureOf(CATEGORY_PICTURES, category.key, 'category'), color: category.color }));
  }
  const subCategories = new Map<string, string>();
  for (const subCategory of catalogue.subCategories) {
    const spec: SeedImageSpec = { kind: 'subcategory', picture: pictureOf(SUB_CATEGORY_PICTURES, subCategory.key, 'sub-category'), color: aisleColor(subCategory.categoryKeys) };
    subCategories.set(subCategory.key, add('subcategory', subCategory.name, spec));
  }
  const products = catalogue.products.map((product) => {
    const { picture, source } = productPicture(product);
    const color = aisleColor(product.categoryKeys);
    const label = picture.join(' ');
    const assortment = source === 'line' ? {} : { assortment: true };
    return [
      add('product', product.name, { kind: 'product', picture, color, shot: 0, copies: Math.min(3, product.line.size + 1), brand: product.line.brand, ...assortment }),
      add('product-shot', label, { kind: 'product', picture, color, shot: 1, ...assortment }),
      add('product-shot', label, { kind: 'product', picture, color, shot: 2, ...assortment }),
    ];
  });
  return { categories, subCategories, products, files };
}

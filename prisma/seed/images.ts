// Placeholder artwork for the demo catalogue, drawn as SVG and rasterised locally with sharp, so
// seeding works offline and every run produces the same pictures for the same inputs.
import { loadSharp } from '../../server/modules/upload/sharp.js';

export type SeedImageKind = 'category' | 'subcategory' | 'product';

const SIZE = 600;
// Effort 2 keeps encoding around 15-20 ms per tile; higher efforts barely shrink these flat images.
const WEBP_OPTIONS = { quality: 80, effort: 2 } as const;
// DejaVu ships with most Linux images; the generic fallback keeps text legible elsewhere.
const FONT_FAMILY = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

type Random = () => number;

// xorshift32 over a scrambled seed: tiny, and good enough for picking shapes and positions.
function createRandom(seed: number): Random {
  let state = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) >>> 0) || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(color.trim());
  // A bad colour should not abort a whole seeding run; a neutral green still makes a usable tile.
  const hex = match?.[1] ?? '4caf50';
  return [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
// Produce colours for baskets and fruit piles, so they do not all come out in the category colour.
const PRODUCE_COLORS = ['#e53935', '#fb8c00', '#fdd835', '#7cb342', '#43a047', '#8e24aa', '#6d4c41', '#f4511e'] as const;

interface Palette {
  background: string;
  blob: string;
  main: string;
  dark: string;
  light: string;
  ink: string;
}

function shades(main: Rgb): Pick<Palette, 'main' | 'dark' | 'light'> {
  return { main: toHex(main), dark: toHex(mix(main, BLACK, 0.35)), light: toHex(mix(main, WHITE, 0.65)) };
}

function paletteFor(color: string, random: Random): Palette {
  const base = parseHex(color);
  // A slight pull towards a warm or cool accent makes sibling products differ while staying on theme.
  const accent = parseHex(pick(random, ['#ffb300', '#26a69a', '#ef5350', '#5c6bc0', '#8d6e63']));
  const main = mix(base, accent, between(random, 0, 0.25));
  return {
    background: toHex(mix(base, WHITE, 0.84)),
    blob: toHex(mix(base, WHITE, 0.7)),
    ...shades(main),
    ink: toHex(mix(base, BLACK, 0.6)),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

// Label lines are wrapped by character count because librsvg offers no text measuring; DejaVu Sans
// Bold averages about 0.62 em per character, which sizes the font so the longest line fits.
function wrapLabel(label: string, maxChars: number, maxLines: number): string[] {
  // A no-break space glues a quantity to its unit so "25 kg" never splits across lines.
  const glued = label.trim().replace(/\s+/g, ' ').replace(/(\d) (?=\S)/g, '$1\u00a0');
  const words = glued.split(' ').filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, maxChars - 1).trimEnd()}…`;
    return kept;
  }
  return lines.map((line) => (line.length > maxChars + 6 ? `${line.slice(0, maxChars + 5)}…` : line));
}

function labelSvg(label: string, kind: SeedImageKind, palette: Palette): string {
  // Product names carry brand and size, so they may take a third line rather than lose the size.
  const lines = kind === 'product' ? wrapLabel(label, 22, 3) : wrapLabel(label, 18, 2);
  if (lines.length === 0) return '';
  const longest = Math.max(...lines.map((line) => line.length));
  const maxFont = kind === 'product' ? (lines.length > 2 ? 30 : 36) : 42;
  const fontSize = Math.min(maxFont, Math.floor(470 / (longest * 0.62)));
  const lineHeight = Math.round(fontSize * 1.22);
  const boxHeight = lineHeight * lines.length + 34;
  const boxTop = SIZE - 34 - boxHeight;
  const firstBaseline = boxTop + 17 + lineHeight / 2 + fontSize * 0.36;
  const text = lines
    .map((line, index) => `<text x="300" y="${(firstBaseline + index * lineHeight).toFixed(1)}">${escapeXml(line)}</text>`)
    .join('');
  return (
    `<rect x="40" y="${boxTop}" width="520" height="${boxHeight}" rx="28" fill="#ffffff" fill-opacity="0.92"/>` +
    `<g font-family="${FONT_FAMILY}" font-weight="bold" font-size="${fontSize}" fill="${palette.ink}" text-anchor="middle">${text}</g>`
  );
}

function backgroundSvg(random: Random, palette: Palette): string {
  const blobs: string[] = [];
  const count = 5 + Math.floor(random() * 3);
  for (let i = 0; i < count; i++) {
    // Blobs hug the edges so the centre stays calm behind the illustration.
    const angle = random() * Math.PI * 2;
    const distance = between(random, 230, 330);
    const cx = 300 + Math.cos(angle) * distance;
    const cy = 260 + Math.sin(angle) * distance;
    const fill = random() < 0.5 ? palette.blob : '#ffffff';
    blobs.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${between(random, 40, 110).toFixed(0)}" fill="${fill}" fill-opacity="${between(random, 0.35, 0.7).toFixed(2)}"/>`);
  }
  for (let i = 0; i < 3; i++) {
    const x = between(random, 40, 560);
    const y = between(random, 30, 200);
    blobs.push(leaf(x, y, between(random, 14, 26), between(random, 0, 360), palette.light, 0.8));
  }
  return (
    `<rect width="${SIZE}" height="${SIZE}" fill="${palette.background}"/>` +
    blobs.join('') +
    `<circle cx="300" cy="255" r="200" fill="#ffffff" fill-opacity="0.55"/>`
  );
}

function leaf(x: number, y: number, size: number, rotation: number, fill: string, opacity = 1): string {
  return (
    `<path transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${rotation.toFixed(0)})" ` +
    `d="M0 0 Q${size} ${-size * 0.9} ${size * 2.2} 0 Q${size} ${size * 0.9} 0 0Z" fill="${fill}" fill-opacity="${opacity}"/>`
  );
}

function shadow(width: number, y = 392): string {
  return `<ellipse cx="300" cy="${y}" rx="${width}" ry="14" fill="#000000" fill-opacity="0.12"/>`;
}

type ShapeName = 'bottle' | 'carton' | 'sack' | 'jar' | 'can' | 'box' | 'produce' | 'loaf' | 'tray';
type Shape = (random: Random, palette: Palette) => string;

function labelBand(x: number, y: number, width: number, height: number, palette: Palette, random: Random, rx = 8): string {
  const stripe = random() < 0.5 ? palette.main : palette.dark;
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="#ffffff" fill-opacity="0.9"/>` +
    `<rect x="${x + 16}" y="${y + height / 2 - 7}" width="${width - 32}" height="14" rx="7" fill="${stripe}" fill-opacity="0.8"/>`
  );
}

const SHAPES: Record<ShapeName, Shape> = {
  tray: (random, p) => {
    const pieces = 1 + Math.floor(random() * 2);
    const cuts = Array.from({ length: pieces }, (_, i) => {
      const cx = pieces === 1 ? 300 : 255 + i * 90;
      const rx = pieces === 1 ? 120 : 70;
      return (
        `<ellipse cx="${cx}" cy="282" rx="${rx}" ry="${between(random, 54, 66).toFixed(0)}" fill="${p.main}"/>` +
        `<ellipse cx="${cx - rx * 0.25}" cy="262" rx="${(rx * 0.45).toFixed(0)}" ry="16" fill="#ffffff" fill-opacity="0.3"/>`
      );
    });
    return (
      shadow(170) +
      `<path d="M140 250 L460 250 L432 388 Q430 394 420 394 L180 394 Q170 394 168 388Z" fill="${p.light}"/>` +
      cuts.join('') +
      `<path d="M140 250 L460 250 L432 388 Q430 394 420 394 L180 394 Q170 394 168 388Z" fill="#ffffff" fill-opacity="0.18"/>` +
      `<rect x="330" y="330" width="90" height="44" rx="6" fill="#ffffff"/>` +
      `<rect x="342" y="346" width="66" height="12" rx="6" fill="${p.dark}"/>`
    );
  },
  bottle: (random, p) => {
    const cap = pick(random, [p.dark, '#e53935', '#1e88e5', '#fdd835']);
    return (
      shadow(70) +
      `<path d="M272 150 L272 128 L328 128 L328 150 Q368 175 368 225 L368 370 Q368 392 346 392 L254 392 Q232 392 232 370 L232 225 Q232 175 272 150Z" fill="${p.main}"/>` +
      `<rect x="266" y="98" width="68" height="36" rx="8" fill="${cap}"/>` +
      labelBand(232, 250, 136, 80, p, random, 4) +
      `<rect x="248" y="190" width="16" height="170" rx="8" fill="#ffffff" fill-opacity="0.3"/>`
    );
  },
  carton: (random, p) =>
    shadow(75) +
    `<path d="M225 190 L300 140 L375 190Z" fill="${p.dark}"/>` +
    `<rect x="286" y="118" width="28" height="26" rx="4" fill="${p.light}"/>` +
    `<rect x="225" y="188" width="150" height="204" rx="6" fill="#ffffff"/>` +
    `<rect x="225" y="290" width="150" height="102" rx="6" fill="${p.main}"/>` +
    `<path d="M225 300 Q262 ${between(random, 270, 290).toFixed(0)} 300 300 T375 300 L375 320 L225 320Z" fill="${p.main}"/>` +
    `<circle cx="300" cy="236" r="${between(random, 22, 30).toFixed(0)}" fill="${p.light}"/>`,
  sack: (random, p) =>
    shadow(100) +
    `<path d="M212 390 Q192 280 238 190 L362 190 Q408 280 388 390Z" fill="${p.light}"/>` +
    `<path d="M238 190 Q300 ${between(random, 160, 175).toFixed(0)} 362 190 L350 170 Q300 150 250 170Z" fill="${p.main}"/>` +
    `<path d="M262 172 L244 128 L288 150 L300 118 L312 150 L356 128 L338 172Z" fill="${p.light}"/>` +
    `<rect x="276" y="160" width="48" height="16" rx="6" fill="${p.dark}"/>` +
    `<circle cx="300" cy="290" r="52" fill="${p.main}"/>` +
    leaf(272, 292, 14, -20, '#ffffff', 0.85),
  jar: (random, p) =>
    shadow(90) +
    `<rect x="218" y="170" width="164" height="222" rx="34" fill="${p.main}"/>` +
    `<rect x="228" y="132" width="144" height="48" rx="12" fill="${pick(random, [p.dark, '#6d4c41', '#c62828'])}"/>` +
    labelBand(218, 245, 164, 90, p, random, 6) +
    `<rect x="236" y="190" width="18" height="180" rx="9" fill="#ffffff" fill-opacity="0.28"/>`,
  can: (random, p) =>
    shadow(80) +
    `<rect x="230" y="160" width="140" height="222" fill="${p.main}"/>` +
    `<ellipse cx="300" cy="382" rx="70" ry="16" fill="${p.main}"/>` +
    `<ellipse cx="300" cy="160" rx="70" ry="16" fill="${p.light}"/>` +
    `<ellipse cx="300" cy="160" rx="56" ry="10" fill="${p.dark}" fill-opacity="0.35"/>` +
    labelBand(230, 225, 140, 100, p, random, 0) +
    `<rect x="246" y="180" width="14" height="190" fill="#ffffff" fill-opacity="0.25"/>`,
  box: (random, p) => {
    // Proportions vary from a tall cereal box to a squat carton of tissues.
    const width = Math.round(between(random, 120, 190));
    const height = Math.round(between(random, 170, 250));
    const left = 300 - Math.round((width + 35) / 2);
    const right = left + width;
    const top = 392 - height;
    const middle = left + width / 2;
    const emblems = [
      `<circle cx="${middle}" cy="${top + height * 0.4}" r="${Math.round(width * 0.28)}" fill="#ffffff" fill-opacity="0.85"/>`,
      `<rect x="${Math.round(middle - width * 0.3)}" y="${Math.round(top + height * 0.22)}" width="${Math.round(width * 0.6)}" height="${Math.round(height * 0.34)}" rx="14" fill="#ffffff" fill-opacity="0.85"/>`,
      leaf(middle - width * 0.3, top + height * 0.42, width * 0.27, -25, '#ffffff', 0.85),
    ];
    return (
      shadow(width / 2 + 40) +
      `<path d="M${right} ${top} L${right + 35} ${top - 25} L${right + 35} ${392 - 30} L${right} 392Z" fill="${p.dark}"/>` +
      `<path d="M${left} ${top} L${left + 35} ${top - 25} L${right + 35} ${top - 25} L${right} ${top}Z" fill="${p.light}"/>` +
      `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${p.main}"/>` +
      pick(random, emblems) +
      `<rect x="${left + 16}" y="${392 - 70}" width="${Math.round(width * 0.7)}" height="14" rx="7" fill="#ffffff" fill-opacity="0.7"/>` +
      `<rect x="${left + 16}" y="${392 - 46}" width="${Math.round(width * 0.45)}" height="14" rx="7" fill="#ffffff" fill-opacity="0.5"/>`
    );
  },
  produce: (random, p) => {
    const count = 2 + Math.floor(random() * 3);
    const items: string[] = [];
    for (let i = 0; i < count; i++) {
      const cx = 300 + (i - (count - 1) / 2) * 78 + between(random, -10, 10);
      const cy = 320 - (i % 2) * 50 + between(random, -8, 8);
      const r = between(random, 58, 74);
      const fill = i === 0 ? p.main : random() < 0.5 ? p.dark : p.main;
      items.push(
        `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="${fill}"/>` +
          `<circle cx="${(cx - r * 0.35).toFixed(0)}" cy="${(cy - r * 0.35).toFixed(0)}" r="${(r * 0.22).toFixed(0)}" fill="#ffffff" fill-opacity="0.35"/>` +
          `<rect x="${(cx - 3).toFixed(0)}" y="${(cy - r - 16).toFixed(0)}" width="6" height="22" rx="3" fill="#6d4c41"/>` +
          leaf(cx + 2, cy - r - 8, 16, -25 - random() * 20, '#43a047'),
      );
    }
    return shadow(150, 394) + items.reverse().join('');
  },
  loaf: (random, p) =>
    shadow(130) +
    `<rect x="170" y="300" width="260" height="90" rx="16" fill="${p.dark}" fill-opacity="0.35"/>` +
    `<path d="M190 375 L190 250 Q190 185 300 185 Q410 185 410 250 L410 375 Q410 390 395 390 L205 390 Q190 390 190 375Z" fill="${p.main}"/>` +
    [0, 1, 2].map((i) => `<path d="M${240 + i * 55} 215 q20 -14 40 0" stroke="${p.light}" stroke-width="10" fill="none" stroke-linecap="round"/>`).join('') +
    `<ellipse cx="300" cy="${between(random, 200, 210).toFixed(0)}" rx="80" ry="10" fill="#ffffff" fill-opacity="0.2"/>`,
};

const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

// The label hints at the packaging, so a milk tile shows a carton and rice a sack; anything
// unrecognised gets a seed-chosen shape. Order matters: the first match wins, and matches start at a
// word boundary so that "Chocolate" is not taken for a cola.
const SHAPE_HINTS: readonly (readonly [RegExp, ShapeName])[] = [
  [/\b(?:green beans|sweet potato|irish potato)/i, 'produce'],
  [/\b(?:powdered|formula|growing up|cereal|flakes|weetabix|granola|oats|tea bags|tea leaves|biscuit|cookie|cubes|diaper|wipes|pads|liners|tissue|napkin|toilet paper|towels|toothpaste|toothbrush|matches|foil|film|razor|noodles|spaghetti|macaroni|coils|candles|bags|sponges|steel wool|lollipop|gum|toffee|chocolate bar|crisps|chips|popcorn|masala|powder|black pepper|mchuzi|soap)/i, 'box'],
  [/\b(?:tomato paste|baked beans|tuna|sardines|mackerel|sweet corn|canned|pineapple slices|novida|malta)/i, 'can'],
  [/\b(?:milk|yoghurt|ikivuguto|juice)/i, 'carton'],
  [/\b(?:oil\b|water\b|cola\b|fanta|sprite|ketchup|sauce|shampoo|lotion|liquid|bleach|cleaner|softener|mouthwash|spray|gel|deodorant|energy|antiseptic|repellent)/i, 'bottle'],
  [/\b(?:bread|baguette|buns|rolls|croissant|cake|muffin|chapati|mandazi|samosa|loaf)/i, 'loaf'],
  [/\b(?:honey|jam\b|peanut butter|spread|mayonnaise|butter|margarine|jelly|hair food|relaxer|dish paste|instant coffee|malt drink|ice cream|cheese)/i, 'jar'],
  [/\b(?:rice|flour|beans|grams|peas|sugar|salt|lentils|sorghum|charcoal|groundnuts|cashew|potatoes|coffee)/i, 'sack'],
  [/\b(?:beef|goat|pork|chicken|inkoko|tilapia|perch|sambaza|sausages|ham|fries|vegetables|samosas \(veg)/i, 'tray'],
  [/\b(?:banana|matoke|avocado|passion|tomato|pineapple|mango|papaya|watermelon|orange|lemon|apple|strawberr|onion|carrot|cabbage|pepper|aubergine|cucumber|pumpkin|ginger|garlic|cassava|yam|eggs|spinach|amaranth|kale|coriander|leek)/i, 'produce'],
];

// Fruit and vegetables look wrong in the category colour (a purple tomato), so common ones get their own.
const PRODUCE_HINTS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:ripe banana|imineke|pineapple|lemon|mango)/i, '#fbc02d'],
  [/\b(?:tree tomato|apple|strawberr|tomato|pepper(?!s))/i, '#e53935'],
  [/\b(?:orange|carrot|pumpkin|sweet potato|papaya)/i, '#fb8c00'],
  [/\b(?:passion|aubergine|onion)/i, '#7b1fa2'],
  [/\b(?:potato|cassava|yam|ginger|garlic|eggs)/i, '#c49a6c'],
];

function produceColor(label: string): string | undefined {
  return PRODUCE_HINTS.find(([pattern]) => pattern.test(label))?.[1];
}

function productShape(label: string, random: Random): ShapeName {
  for (const [pattern, shape] of SHAPE_HINTS) if (pattern.test(label)) return shape;
  return pick(random, SHAPE_NAMES);
}

function basketSvg(random: Random, palette: Palette): string {
  const fruits: string[] = [];
  const count = 4 + Math.floor(random() * 2);
  for (let i = 0; i < count; i++) {
    const cx = 210 + (180 / (count - 1)) * i + between(random, -8, 8);
    const cy = 236 - Math.sin((i / (count - 1)) * Math.PI) * 36 + between(random, -6, 6);
    const fill = i % 2 === 0 ? palette.main : pick(random, PRODUCE_COLORS);
    fruits.push(`<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${between(random, 44, 56).toFixed(0)}" fill="${fill}"/>`);
  }
  fruits.push(leaf(250, 168, 22, -40, '#43a047'), leaf(330, 172, 20, -150, '#7cb342'));
  const weave = [0, 1, 2].map((i) => `<path d="M${176 + i * 8} ${300 + i * 30} L${424 - i * 8} ${300 + i * 30}" stroke="${palette.light}" stroke-width="8" stroke-linecap="round"/>`).join('');
  return (
    shadow(150, 396) +
    `<path d="M190 210 Q300 60 410 210" stroke="${palette.dark}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    fruits.join('') +
    `<path d="M160 270 L440 270 L410 388 Q406 396 396 396 L204 396 Q194 396 190 388Z" fill="${palette.dark}"/>` +
    `<rect x="150" y="258" width="300" height="28" rx="14" fill="${palette.main}"/>` +
    weave
  );
}

function shoppingBagSvg(random: Random, palette: Palette): string {
  const peeks: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 240 + i * 55 + between(random, -6, 6);
    const height = between(random, 60, 110);
    const fill = i === 1 ? palette.main : pick(random, PRODUCE_COLORS);
    peeks.push(
      random() < 0.5
        ? `<rect x="${(x - 24).toFixed(0)}" y="${(200 - height).toFixed(0)}" width="48" height="${(height + 30).toFixed(0)}" rx="10" fill="${fill}"/>`
        : `<circle cx="${x.toFixed(0)}" cy="${(230 - height * 0.6).toFixed(0)}" r="40" fill="${fill}"/>`,
    );
  }
  peeks.push(leaf(300, 118, 22, -70, '#43a047'));
  return (
    shadow(130, 396) +
    peeks.join('') +
    `<path d="M250 200 Q250 140 300 140 Q350 140 350 200" stroke="${palette.dark}" stroke-width="12" fill="none"/>` +
    `<path d="M200 200 L400 200 L420 390 L180 390Z" fill="${palette.light}"/>` +
    `<path d="M200 200 L400 200 L402 222 L198 222Z" fill="${palette.main}"/>` +
    `<circle cx="300" cy="300" r="46" fill="${palette.main}"/>` +
    leaf(276, 300, 12, -20, '#ffffff', 0.9)
  );
}

function buildSvg(options: { label: string; color: string; kind: SeedImageKind; seed: number }): string {
  const random = createRandom(options.seed);
  const palette = paletteFor(options.color, random);
  const background = backgroundSvg(random, palette);
  let illustration: string;
  if (options.kind === 'category') illustration = basketSvg(random, palette);
  else if (options.kind === 'subcategory') illustration = shoppingBagSvg(random, palette);
  else {
    const shape = productShape(options.label, random);
    const own = shape === 'produce' ? produceColor(options.label) : undefined;
    illustration = SHAPES[shape](random, own ? { ...palette, ...shades(parseHex(own)) } : palette);
  }
  // The illustration is drawn for a 600 px square; shifting it up leaves room for the label.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    background +
    `<g transform="translate(0 -24)">${illustration}</g>` +
    labelSvg(options.label, options.kind, palette) +
    `</svg>`
  );
}

/** Renders a 600x600 WebP tile for a seeded category, sub-category or product. */
export async function renderSeedImage(options: { label: string; color: string; kind: SeedImageKind; seed: number }): Promise<Buffer> {
  // Loaded here, not at start: only a seeding start draws tiles. sharp writes no EXIF/XMP/ICC metadata unless
  // asked to, so the tiles stay clean.
  const sharp = await loadSharp();
  return sharp(Buffer.from(buildSvg(options))).webp(WEBP_OPTIONS).toBuffer();
}

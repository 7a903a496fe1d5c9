// The Isoko demo catalogue: a Kigali grocery range built from product lines (item x brand x size).
// Everything is derived from a fixed-seed PRNG so that every seeding run produces identical data,
// which keeps screenshots, tests and cached seed images stable.

export interface SeedCategory { key: string; name: string; color: string /* '#rrggbb' used for its image */ }
export interface SeedSubCategory { key: string; name: string; categoryKeys: string[] /* 1 or 2 categories */ }
export interface SeedPromotion { state: 'active' | 'ended' | 'upcoming'; price: number; label?: string }
export interface SeedPromoCode {
  code: string; discountType: 'PERCENTAGE' | 'FIXED'; discountValue: number;
  expiresInDays: number | null; // days from seeding time; negative = already expired; null = never
  usageLimit: number | null; allowMultiple: boolean;
}
export interface SeedProduct {
  name: string; description: string; unit: string;
  nameRw: string; nameFr: string; // '' where the line has no name in that language
  price: number;    // integer RWF
  discount: number; // integer percent
  stock: number;    // integer >= 0
  stockAlertThreshold?: number; // omitted means the default of 5
  categoryKeys: string[]; subCategoryKeys: string[];
  moreDetails: Record<string, string>;
  promotion?: SeedPromotion;
  promoCode?: SeedPromoCode;
  /** Where the product sits in its line, which chooses its pictures (pictures.ts): the line's item, its flavour
   * ('' for none), and which of the line's brands and sizes it is (0-based). */
  line: { item: string; variant: string; brand: number; size: number };
}
export interface SeedCatalogue { categories: SeedCategory[]; subCategories: SeedSubCategory[]; products: SeedProduct[] }

import { ITEM_NAMES } from './local-names.js';

const SEED = 0x150c0; // "isoko", loosely; any constant works as long as it never changes

const MIN_CATEGORIES = 12;
const MIN_SUB_CATEGORIES = 40;
const MIN_PRODUCTS = 300;

// mulberry32: a tiny seeded PRNG, so the catalogue never depends on Math.random or the clock.
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** A whole number from min to max, both included. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

// Shop prices end in round amounts; coarser steps for dearer items, as on Kigali shelves.
function roundPrice(raw: number): number {
  const step = raw < 1_000 ? 50 : raw < 10_000 ? 100 : 500;
  return Math.max(step, Math.round(raw / step) * step);
}

const CATEGORIES: SeedCategory[] = [
  { key: 'fruits-veg', name: 'Fruits & Vegetables', color: '#43a047' },
  { key: 'dairy', name: 'Dairy & Eggs', color: '#1e88e5' },
  { key: 'bakery', name: 'Bread & Bakery', color: '#c68642' },
  { key: 'meat-fish', name: 'Meat & Fish', color: '#e53935' },
  { key: 'grains', name: 'Rice, Flour & Grains', color: '#c9a227' },
  { key: 'oil-spices', name: 'Cooking Oil & Spices', color: '#fb8c00' },
  { key: 'beverages', name: 'Beverages', color: '#00acc1' },
  { key: 'snacks', name: 'Snacks & Sweets', color: '#8e24aa' },
  { key: 'household', name: 'Household & Cleaning', color: '#3949ab' },
  { key: 'personal-care', name: 'Personal Care', color: '#d81b60' },
  { key: 'baby', name: 'Baby Care', color: '#f06292' },
  { key: 'breakfast', name: 'Breakfast & Spreads', color: '#f9a825' },
  { key: 'pantry', name: 'Canned & Packaged Foods', color: '#8d6e63' },
  { key: 'frozen', name: 'Frozen Foods', color: '#039be5' },
];

// Shared sub-categories (two keys) are the ones a shopper would reasonably look for under either aisle.
const SUB_CATEGORIES: SeedSubCategory[] = [
  { key: 'fresh-fruits', name: 'Fresh Fruits', categoryKeys: ['fruits-veg'] },
  { key: 'fresh-vegetables', name: 'Fresh Vegetables', categoryKeys: ['fruits-veg'] },
  { key: 'roots-tubers', name: 'Roots, Tubers & Matoke', categoryKeys: ['fruits-veg'] },
  { key: 'leafy-greens', name: 'Leafy Greens & Herbs', categoryKeys: ['fruits-veg'] },
  { key: 'beans-legumes', name: 'Beans & Legumes', categoryKeys: ['grains', 'fruits-veg'] },
  { key: 'milk', name: 'Fresh & Long Life Milk', categoryKeys: ['dairy'] },
  { key: 'yoghurt', name: 'Yoghurt & Ikivuguto', categoryKeys: ['dairy'] },
  { key: 'cheese-butter', name: 'Cheese & Butter', categoryKeys: ['dairy'] },
  { key: 'eggs', name: 'Eggs', categoryKeys: ['dairy', 'breakfast'] },
  { key: 'powdered-milk', name: 'Powdered Milk', categoryKeys: ['dairy'] },
  { key: 'bread', name: 'Bread & Rolls', categoryKeys: ['bakery'] },
  { key: 'cakes-pastries', name: 'Cakes & Pastries', categoryKeys: ['bakery'] },
  { key: 'chapati-mandazi', name: 'Chapati & Mandazi', categoryKeys: ['bakery'] },
  { key: 'biscuits', name: 'Biscuits & Cookies', categoryKeys: ['snacks', 'bakery'] },
  { key: 'beef', name: 'Beef', categoryKeys: ['meat-fish'] },
  { key: 'goat-pork', name: 'Goat & Pork', categoryKeys: ['meat-fish'] },
  { key: 'poultry', name: 'Chicken & Poultry', categoryKeys: ['meat-fish'] },
  { key: 'fish', name: 'Fish & Sambaza', categoryKeys: ['meat-fish'] },
  { key: 'sausages', name: 'Sausages & Cold Cuts', categoryKeys: ['meat-fish', 'frozen'] },
  { key: 'rice', name: 'Rice', categoryKeys: ['grains'] },
  { key: 'flour', name: 'Flour & Ubugari', categoryKeys: ['grains'] },
  { key: 'pasta-noodles', name: 'Pasta & Noodles', categoryKeys: ['grains'] },
  { key: 'porridge', name: 'Porridge & Sorghum', categoryKeys: ['grains', 'breakfast'] },
  { key: 'cooking-oil', name: 'Cooking Oil', categoryKeys: ['oil-spices'] },
  { key: 'spices', name: 'Spices & Seasonings', categoryKeys: ['oil-spices'] },
  { key: 'salt-sugar', name: 'Salt & Sugar', categoryKeys: ['oil-spices'] },
  { key: 'sauces', name: 'Sauces & Chilli', categoryKeys: ['oil-spices', 'pantry'] },
  { key: 'water', name: 'Drinking Water', categoryKeys: ['beverages'] },
  { key: 'juices', name: 'Juices', categoryKeys: ['beverages'] },
  { key: 'soft-drinks', name: 'Soft Drinks', categoryKeys: ['beverages'] },
  { key: 'malt-energy', name: 'Malt & Energy Drinks', categoryKeys: ['beverages'] },
  { key: 'tea-coffee', name: 'Tea & Coffee', categoryKeys: ['beverages', 'breakfast'] },
  { key: 'crisps-nuts', name: 'Crisps & Nuts', categoryKeys: ['snacks'] },
  { key: 'chocolate-sweets', name: 'Chocolate & Sweets', categoryKeys: ['snacks'] },
  { key: 'ice-cream', name: 'Ice Cream', categoryKeys: ['frozen', 'snacks'] },
  { key: 'laundry', name: 'Laundry', categoryKeys: ['household'] },
  { key: 'dishwashing', name: 'Dishwashing', categoryKeys: ['household'] },
  { key: 'surface-cleaners', name: 'Surface & Toilet Cleaners', categoryKeys: ['household'] },
  { key: 'tissue-paper', name: 'Tissue & Paper', categoryKeys: ['household'] },
  { key: 'kitchen-supplies', name: 'Kitchen Supplies', categoryKeys: ['household'] },
  { key: 'insect-control', name: 'Insect Control', categoryKeys: ['household'] },
  { key: 'bath-soap', name: 'Bath Soap & Shower', categoryKeys: ['personal-care'] },
  { key: 'oral-care', name: 'Oral Care', categoryKeys: ['personal-care'] },
  { key: 'hair-care', name: 'Hair Care', categoryKeys: ['personal-care'] },
  { key: 'skin-care', name: 'Body Lotion & Skin Care', categoryKeys: ['personal-care'] },
  { key: 'feminine-care', name: 'Feminine Care', categoryKeys: ['personal-care'] },
  { key: 'deodorants', name: 'Deodorants', categoryKeys: ['personal-care'] },
  { key: 'diapers-wipes', name: 'Diapers & Wipes', categoryKeys: ['baby'] },
  { key: 'baby-food', name: 'Baby Food & Formula', categoryKeys: ['baby'] },
  { key: 'baby-toiletries', name: 'Baby Toiletries', categoryKeys: ['baby', 'personal-care'] },
  { key: 'spreads', name: 'Jam, Honey & Spreads', categoryKeys: ['breakfast'] },
  { key: 'cereals', name: 'Breakfast Cereals & Oats', categoryKeys: ['breakfast'] },
  { key: 'canned-foods', name: 'Canned Foods', categoryKeys: ['pantry'] },
  { key: 'canned-fish', name: 'Canned Fish', categoryKeys: ['pantry'] },
  { key: 'frozen-veg', name: 'Frozen Vegetables & Chips', categoryKeys: ['frozen'] },
];

/** [brand, price factor, origin]; an empty brand means loose or unbranded produce. */
type Brand = readonly [name: string, factor: number, origin?: string];
/** [unit, size ratio to the line's base price]. */
type Size = readonly [unit: string, ratio: number];

interface ProductLine {
  item: string;
  /** Flavours: each becomes its own product, named "<brand> <variant> <item>" unless the item places {variant} itself. */
  variants?: readonly string[];
  brands: readonly Brand[];
  sizes: readonly Size[];
  /** RWF for a size of ratio 1 at brand factor 1. */
  price: number;
  cats: readonly string[];
  subs: readonly string[];
  desc: string;
  details?: Readonly<Record<string, string>>;
  threshold?: number;
}

const LOOSE: readonly Brand[] = [['', 1]];
const ISOKO: Brand = ['Isoko', 1, 'Rwanda']; // the shop's own label for packed staples

const LINES: ProductLine[] = [
  // Fruits & vegetables: loose local produce, sold by weight or by piece.
  { item: 'Green Bananas (Matoke)', brands: LOOSE, sizes: [['1 kg', 1], ['5 kg', 4.6], ['1 bunch', 13]], price: 500, cats: ['fruits-veg'], subs: ['roots-tubers'], desc: 'Firm green cooking bananas from the hills of Western Province, ready to steam or cook in a stew.', details: { Origin: 'Rwanda', Storage: 'Cool, dry place' }, threshold: 10 },
  { item: 'Irish Potatoes (Kinigi)', brands: LOOSE, sizes: [['1 kg', 1], ['5 kg', 4.6]], price: 600, cats: ['fruits-veg'], subs: ['roots-tubers'], desc: 'Floury Irish potatoes grown in the volcanic soil around Kinigi. Great for chips, mash and isombe.', details: { Origin: 'Musanze, Rwanda', Storage: 'Cool, dark place' }, threshold: 10 },
  { item: 'Sweet Potatoes', brands: LOOSE, sizes: [['1 kg', 1]], price: 500, cats: ['fruits-veg'], subs: ['roots-tubers'], desc: 'Sweet orange-fleshed potatoes, lovely boiled for breakfast or roasted.', details: { Origin: 'Rwanda' } },
  { item: 'Fresh Cassava Roots', brands: LOOSE, sizes: [['1 kg', 1]], price: 450, cats: ['fruits-veg'], subs: ['roots-tubers'], desc: 'Freshly harvested cassava roots. Peel and boil well before eating.', details: { Origin: 'Rwanda' } },
  { item: 'Yams', brands: LOOSE, sizes: [['1 kg', 1]], price: 900, cats: ['fruits-veg'], subs: ['roots-tubers'], desc: 'Earthy yams for boiling or frying.', details: { Origin: 'Rwanda' } },
  { item: 'Ripe Bananas (Imineke)', brands: LOOSE, sizes: [['1 kg', 1], ['1 bunch', 8]], price: 600, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Sweet ripe dessert bananas, perfect for a quick snack.', details: { Origin: 'Rwanda' } },
  { item: 'Hass Avocados', brands: LOOSE, sizes: [['3 pcs', 1], ['6 pcs', 1.9]], price: 600, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Creamy Hass avocados picked at the right time. Leave a day or two to ripen fully.', details: { Origin: 'Rwanda' } },
  { item: 'Passion Fruit', brands: LOOSE, sizes: [['500 g', 1]], price: 800, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Fragrant purple passion fruit, ideal for fresh juice.', details: { Origin: 'Rwanda' } },
  { item: 'Tree Tomatoes (Ibinyomoro)', brands: LOOSE, sizes: [['1 kg', 1]], price: 1_300, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Tangy tree tomatoes, a Rwandan favourite for juice and jam.', details: { Origin: 'Rwanda' } },
  { item: 'Pineapple', brands: LOOSE, sizes: [['1 pc', 1]], price: 1_000, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Juicy sweet pineapples from the Eastern Province.', details: { Origin: 'Rwanda' } },
  { item: 'Mangoes', brands: LOOSE, sizes: [['1 kg', 1]], price: 1_200, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Sweet, fibre-free mangoes in season.', details: { Origin: 'Rwanda' } },
  { item: 'Papaya', brands: LOOSE, sizes: [['1 pc', 1]], price: 900, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'A whole ripe papaya with soft orange flesh.', details: { Origin: 'Rwanda' } },
  { item: 'Watermelon', brands: LOOSE, sizes: [['1 pc', 1]], price: 2_500, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'A whole watermelon, crisp and refreshing on a hot day.', details: { Origin: 'Rwanda' } },
  { item: 'Oranges', brands: LOOSE, sizes: [['1 kg', 1]], price: 1_500, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Juicy oranges for eating or squeezing.', details: { Origin: 'Uganda' } },
  { item: 'Lemons', brands: LOOSE, sizes: [['500 g', 1]], price: 800, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Fresh lemons for tea, dressings and marinades.', details: { Origin: 'Rwanda' } },
  { item: 'Red Apples', brands: LOOSE, sizes: [['1 kg', 1]], price: 3_500, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Crisp imported red apples.', details: { Origin: 'South Africa' } },
  { item: 'Strawberries', brands: LOOSE, sizes: [['250 g', 1]], price: 2_000, cats: ['fruits-veg'], subs: ['fresh-fruits'], desc: 'Sweet strawberries grown in the cool northern highlands.', details: { Origin: 'Rwanda', 'Shelf life': '3 days' } },
  { item: 'Tomatoes', brands: LOOSE, sizes: [['1 kg', 1]], price: 1_000, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Ripe red tomatoes for sauces, salads and stews.', details: { Origin: 'Rwanda' }, threshold: 10 },
  { item: 'Red Onions', brands: LOOSE, sizes: [['1 kg', 1]], price: 1_200, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Pungent red onions, the base of almost every Rwandan dish.', details: { Origin: 'Rwanda' } },
  { item: 'Carrots', brands: LOOSE, sizes: [['1 kg', 1]], price: 800, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Crunchy carrots from Musanze.', details: { Origin: 'Rwanda' } },
  { item: 'Cabbage', brands: LOOSE, sizes: [['1 pc', 1]], price: 500, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'A firm green cabbage head.', details: { Origin: 'Rwanda' } },
  { item: 'Green Peppers', brands: LOOSE, sizes: [['500 g', 1]], price: 700, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Mild green bell peppers for stir-fries and salads.', details: { Origin: 'Rwanda' } },
  { item: 'Aubergines (Intoryi)', brands: LOOSE, sizes: [['500 g', 1]], price: 500, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Small bitter garden eggs, traditionally cooked with beans or meat.', details: { Origin: 'Rwanda' } },
  { item: 'Green Beans (Imiteja)', brands: LOOSE, sizes: [['500 g', 1]], price: 700, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Tender green beans, topped and ready to cook.', details: { Origin: 'Rwanda' } },
  { item: 'Garlic', brands: LOOSE, sizes: [['250 g', 1]], price: 1_500, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Aromatic garlic bulbs.', details: { Origin: 'Uganda' } },
  { item: 'Fresh Ginger', brands: LOOSE, sizes: [['250 g', 1]], price: 800, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Zesty fresh ginger root for tea and cooking.', details: { Origin: 'Rwanda' } },
  { item: 'Cucumber', brands: LOOSE, sizes: [['1 pc', 1]], price: 400, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'A cool, crisp cucumber for salads.', details: { Origin: 'Rwanda' } },
  { item: 'Pumpkin', brands: LOOSE, sizes: [['1 kg', 1]], price: 600, cats: ['fruits-veg'], subs: ['fresh-vegetables'], desc: 'Sweet pumpkin for soups and stews.', details: { Origin: 'Rwanda' } },
  { item: 'Spinach', brands: LOOSE, sizes: [['1 bunch', 1]], price: 300, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'A fresh bunch of spinach, washed and tied.', details: { Origin: 'Rwanda', 'Shelf life': '3 days' } },
  { item: 'Amaranth (Dodo)', brands: LOOSE, sizes: [['1 bunch', 1]], price: 300, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Nutritious amaranth leaves, quick to cook with onions and tomato.', details: { Origin: 'Rwanda' } },
  { item: 'Pounded Cassava Leaves (Isombe)', brands: LOOSE, sizes: [['500 g', 1]], price: 600, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Freshly pounded cassava leaves, ready for a pot of isombe.', details: { Origin: 'Rwanda', 'Shelf life': '2 days' } },
  { item: 'Kale (Sukuma Wiki)', brands: LOOSE, sizes: [['1 bunch', 1]], price: 300, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Dark green kale leaves for frying with onions.', details: { Origin: 'Rwanda' } },
  { item: 'Spring Onions', brands: LOOSE, sizes: [['1 bunch', 1]], price: 300, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Mild spring onions for garnishing and stir-fries.', details: { Origin: 'Rwanda' } },
  { item: 'Fresh Coriander', brands: LOOSE, sizes: [['1 bunch', 1]], price: 200, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Fragrant coriander leaves.', details: { Origin: 'Rwanda' } },
  { item: 'Leeks', brands: LOOSE, sizes: [['1 bunch', 1]], price: 500, cats: ['fruits-veg'], subs: ['leafy-greens'], desc: 'Fresh leeks for soups and sauces.', details: { Origin: 'Rwanda' } },

  // Beans and legumes sit in both the grains and the produce aisle.
  { item: 'Red Kidney Beans', brands: [ISOKO], sizes: [['1 kg', 1], ['5 kg', 4.6]], price: 1_200, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Clean, sorted dry red beans, the everyday Rwandan staple.', details: { 'Cooking time': '90 minutes' }, threshold: 10 },
  { item: 'Yellow Beans (Kinyamunyu)', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_400, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Soft-cooking yellow beans with a creamy texture.', details: { 'Cooking time': '60 minutes' } },
  { item: 'Soya Beans', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_200, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Whole soya beans, rich in protein.' },
  { item: 'Green Grams (Ndengu)', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_800, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Small green mung beans that cook quickly into a tasty stew.' },
  { item: 'Dry Peas', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_600, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Dried green peas for soups and stews.' },
  { item: 'Raw Groundnuts', brands: [ISOKO], sizes: [['500 g', 1]], price: 1_300, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Shelled raw groundnuts for roasting or making peanut sauce.' },
  { item: 'Red Lentils', brands: [['Isoko', 1, 'India']], sizes: [['500 g', 1]], price: 1_200, cats: ['grains', 'fruits-veg'], subs: ['beans-legumes'], desc: 'Split red lentils that cook down in twenty minutes.' },

  // Dairy.
  { item: 'Fresh Whole Milk', brands: [['Inyange', 1, 'Rwanda'], ['Masaka Farms', 1.05, 'Rwanda']], sizes: [['500 ml', 1], ['1 L', 1.85]], price: 600, cats: ['dairy'], subs: ['milk'], desc: 'Pasteurised fresh whole milk from Rwandan farms. Keep refrigerated.', details: { 'Shelf life': '7 days', Storage: 'Refrigerate at 4°C' }, threshold: 10 },
  { item: 'Long Life Milk', brands: [['Inyange', 1, 'Rwanda']], sizes: [['500 ml', 1], ['1 L', 1.85]], price: 700, cats: ['dairy'], subs: ['milk'], desc: 'UHT whole milk that keeps for months unopened.', details: { 'Shelf life': '6 months' } },
  { item: 'Low Fat Milk', brands: [['Inyange', 1, 'Rwanda']], sizes: [['1 L', 1]], price: 1_200, cats: ['dairy'], subs: ['milk'], desc: 'Semi-skimmed UHT milk with all the taste and less fat.', details: { 'Shelf life': '6 months' } },
  { item: 'Ikivuguto (Fermented Milk)', brands: [['Inyange', 1, 'Rwanda']], sizes: [['500 ml', 1], ['1 L', 1.85]], price: 600, cats: ['dairy'], subs: ['yoghurt'], desc: 'Traditional thick fermented milk, tangy and refreshing.', details: { 'Shelf life': '10 days', Storage: 'Refrigerate' } },
  { item: 'Yoghurt', variants: ['Strawberry', 'Vanilla', 'Plain'], brands: [['Inyange', 1, 'Rwanda']], sizes: [['500 ml', 1], ['1 L', 1.85]], price: 1_200, cats: ['dairy'], subs: ['yoghurt'], desc: 'Smooth drinking yoghurt made with fresh Rwandan milk.', details: { 'Shelf life': '21 days', Storage: 'Refrigerate' } },
  { item: 'Salted Butter', brands: [['Isoko', 1, 'Rwanda'], ['Anchor', 1.3, 'New Zealand']], sizes: [['250 g', 1]], price: 3_500, cats: ['dairy'], subs: ['cheese-butter'], desc: 'Creamy salted butter for baking and spreading.', details: { Storage: 'Refrigerate' } },
  { item: 'Gouda Cheese', brands: [['Nyanza Dairy', 1, 'Rwanda']], sizes: [['250 g', 1]], price: 4_000, cats: ['dairy'], subs: ['cheese-butter'], desc: 'Mild semi-hard Gouda made in Rwanda.', details: { Storage: 'Refrigerate' } },
  { item: 'Mozzarella Cheese', brands: [['Nyanza Dairy', 1, 'Rwanda']], sizes: [['250 g', 1]], price: 4_500, cats: ['dairy'], subs: ['cheese-butter'], desc: 'Soft mozzarella that melts beautifully on pizza.', details: { Storage: 'Refrigerate' } },
  { item: 'Fresh Eggs', brands: LOOSE, sizes: [['6 pcs', 1], ['12 pcs', 1.95], ['1 tray (30 eggs)', 4.6]], price: 1_000, cats: ['dairy', 'breakfast'], subs: ['eggs'], desc: 'Farm-fresh brown eggs from local layers.', details: { Origin: 'Rwanda', 'Shelf life': '3 weeks' }, threshold: 10 },
  { item: 'Powdered Milk', brands: [['Nido', 1, 'Netherlands'], ['Dano', 0.95, 'Denmark']], sizes: [['400 g', 1], ['900 g', 2.15]], price: 6_500, cats: ['dairy'], subs: ['powdered-milk'], desc: 'Full cream milk powder fortified with vitamins. Mix with water for a creamy glass of milk.' },

  // Bread and bakery.
  { item: 'White Sliced Bread', brands: [ISOKO, ['Simba Bakery', 1.05, 'Rwanda']], sizes: [['400 g', 1], ['600 g', 1.45]], price: 1_000, cats: ['bakery'], subs: ['bread'], desc: 'Soft white sandwich bread, baked fresh every morning in Kigali.', details: { 'Shelf life': '4 days' }, threshold: 10 },
  { item: 'Brown Sliced Bread', brands: [ISOKO], sizes: [['400 g', 1]], price: 1_100, cats: ['bakery'], subs: ['bread'], desc: 'Wholemeal sandwich bread with extra fibre.', details: { 'Shelf life': '4 days' } },
  { item: 'French Baguette', brands: [ISOKO], sizes: [['1 pc', 1]], price: 800, cats: ['bakery'], subs: ['bread'], desc: 'Crusty baguette baked several times a day.', details: { 'Shelf life': '1 day' } },
  { item: 'Burger Buns', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 1_500, cats: ['bakery'], subs: ['bread'], desc: 'Soft sesame buns for burgers at home.', details: { 'Shelf life': '3 days' } },
  { item: 'Dinner Rolls', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 1_200, cats: ['bakery'], subs: ['bread'], desc: 'Light, fluffy bread rolls.', details: { 'Shelf life': '3 days' } },
  { item: 'Butter Croissants', brands: [ISOKO], sizes: [['4 pcs', 1]], price: 2_400, cats: ['bakery'], subs: ['cakes-pastries'], desc: 'Flaky croissants made with real butter.', details: { 'Shelf life': '2 days' } },
  { item: 'Queen Cakes', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 1_200, cats: ['bakery'], subs: ['cakes-pastries'], desc: 'Little vanilla cupcakes, a classic with afternoon tea.', details: { 'Shelf life': '4 days' } },
  { item: 'Banana Cake', brands: [ISOKO], sizes: [['500 g', 1]], price: 3_500, cats: ['bakery'], subs: ['cakes-pastries'], desc: 'Moist loaf cake made with ripe Rwandan bananas.', details: { 'Shelf life': '5 days' } },
  { item: 'Chocolate Muffins', brands: [ISOKO], sizes: [['4 pcs', 1]], price: 2_800, cats: ['bakery'], subs: ['cakes-pastries'], desc: 'Rich chocolate muffins with chocolate chips.', details: { 'Shelf life': '4 days' } },
  { item: 'Chapati', brands: [ISOKO], sizes: [['5 pcs', 1]], price: 1_500, cats: ['bakery'], subs: ['chapati-mandazi'], desc: 'Soft layered chapati, just warm in a dry pan.', details: { 'Shelf life': '2 days' } },
  { item: 'Mandazi', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 900, cats: ['bakery'], subs: ['chapati-mandazi'], desc: 'Lightly sweet fried dough with a hint of cardamom.', details: { 'Shelf life': '2 days' } },
  { item: 'Samosas (Beef)', brands: [ISOKO], sizes: [['5 pcs', 1]], price: 1_500, cats: ['bakery'], subs: ['chapati-mandazi'], desc: 'Crispy triangular pastries filled with spiced minced beef.', details: { 'Shelf life': '1 day' } },
  { item: 'Marie Biscuits', brands: [['Britania', 1, 'Uganda'], ['Nice', 0.9, 'Kenya']], sizes: [['100 g', 1]], price: 400, cats: ['snacks', 'bakery'], subs: ['biscuits'], desc: 'Light tea biscuits for dunking.' },
  { item: 'Glucose Biscuits', brands: [['Britania', 1, 'Uganda']], sizes: [['100 g', 1]], price: 350, cats: ['snacks', 'bakery'], subs: ['biscuits'], desc: 'Crunchy glucose biscuits, a lunchbox favourite.' },
  { item: 'Cream Biscuits', variants: ['Chocolate', 'Vanilla'], brands: [['Britania', 1, 'Uganda']], sizes: [['150 g', 1]], price: 700, cats: ['snacks', 'bakery'], subs: ['biscuits'], desc: 'Sandwich biscuits with a sweet cream filling.' },
  { item: 'Digestive Biscuits', brands: [["McVitie's", 1, 'United Kingdom']], sizes: [['250 g', 1]], price: 2_500, cats: ['snacks', 'bakery'], subs: ['biscuits'], desc: 'Wholemeal digestive biscuits.' },
  { item: 'Butter Cookies', brands: [['Kjeldsens', 1, 'Denmark']], sizes: [['454 g', 1]], price: 6_500, cats: ['snacks', 'bakery'], subs: ['biscuits'], desc: 'Assorted butter cookies in a gift tin.' },

  // Meat and fish.
  { item: 'Beef Steak', brands: LOOSE, sizes: [['500 g', 1], ['1 kg', 1.95]], price: 3_500, cats: ['meat-fish'], subs: ['beef'], desc: 'Lean boneless beef from local butchers, cut fresh daily.', details: { Origin: 'Rwanda', Storage: 'Refrigerate or freeze' }, threshold: 8 },
  { item: 'Minced Beef', brands: LOOSE, sizes: [['500 g', 1], ['1 kg', 1.95]], price: 3_300, cats: ['meat-fish'], subs: ['beef'], desc: 'Freshly minced beef for sauces, samosas and burgers.', details: { Origin: 'Rwanda', Storage: 'Refrigerate or freeze' } },
  { item: 'Beef with Bone (Stew Cut)', brands: LOOSE, sizes: [['1 kg', 1]], price: 5_500, cats: ['meat-fish'], subs: ['beef'], desc: 'Beef on the bone, cut for slow stews and broth.', details: { Origin: 'Rwanda' } },
  { item: 'Beef Fillet', brands: LOOSE, sizes: [['500 g', 1]], price: 5_500, cats: ['meat-fish'], subs: ['beef'], desc: 'Tender beef fillet for special occasions.', details: { Origin: 'Rwanda' } },
  { item: 'Goat Meat', brands: LOOSE, sizes: [['500 g', 1]], price: 4_000, cats: ['meat-fish'], subs: ['goat-pork'], desc: 'Fresh goat meat, ideal for brochettes and stews.', details: { Origin: 'Rwanda' } },
  { item: 'Goat Brochettes', brands: LOOSE, sizes: [['10 pcs', 1]], price: 6_000, cats: ['meat-fish'], subs: ['goat-pork'], desc: 'Skewered goat meat ready for the grill.', details: { Origin: 'Rwanda' } },
  { item: 'Pork Chops', brands: LOOSE, sizes: [['500 g', 1]], price: 3_000, cats: ['meat-fish'], subs: ['goat-pork'], desc: 'Bone-in pork chops for frying or grilling.', details: { Origin: 'Rwanda' } },
  { item: 'Pork Ribs', brands: LOOSE, sizes: [['1 kg', 1]], price: 5_500, cats: ['meat-fish'], subs: ['goat-pork'], desc: 'Meaty pork ribs for roasting.', details: { Origin: 'Rwanda' } },
  { item: 'Whole Chicken', brands: LOOSE, sizes: [['1 pc (1.5 kg)', 1]], price: 7_500, cats: ['meat-fish'], subs: ['poultry'], desc: 'A whole cleaned broiler chicken.', details: { Origin: 'Rwanda', Storage: 'Keep frozen' } },
  { item: 'Local Chicken (Inkoko)', brands: LOOSE, sizes: [['1 pc', 1]], price: 10_000, cats: ['meat-fish'], subs: ['poultry'], desc: 'Free-range village chicken with full flavour.', details: { Origin: 'Rwanda' } },
  { item: 'Chicken Breast Fillets', brands: LOOSE, sizes: [['500 g', 1]], price: 4_500, cats: ['meat-fish'], subs: ['poultry'], desc: 'Skinless boneless chicken breasts.', details: { Origin: 'Rwanda', Storage: 'Keep frozen' } },
  { item: 'Chicken Drumsticks', brands: LOOSE, sizes: [['1 kg', 1]], price: 6_500, cats: ['meat-fish'], subs: ['poultry'], desc: 'Juicy drumsticks for roasting or frying.', details: { Origin: 'Rwanda', Storage: 'Keep frozen' } },
  { item: 'Whole Tilapia', brands: LOOSE, sizes: [['1 kg', 1]], price: 5_500, cats: ['meat-fish'], subs: ['fish'], desc: 'Fresh tilapia, scaled and gutted.', details: { Origin: 'Lake Kivu, Rwanda' } },
  { item: 'Nile Perch Fillet', brands: LOOSE, sizes: [['500 g', 1]], price: 5_000, cats: ['meat-fish'], subs: ['fish'], desc: 'Boneless white fish fillets.', details: { Origin: 'Uganda', Storage: 'Keep frozen' } },
  { item: 'Dried Sambaza', brands: LOOSE, sizes: [['250 g', 1]], price: 2_000, cats: ['meat-fish'], subs: ['fish'], desc: 'Sun-dried small fish from Lake Kivu, delicious fried with onions.', details: { Origin: 'Lake Kivu, Rwanda' } },
  { item: 'Fresh Sambaza', brands: LOOSE, sizes: [['500 g', 1]], price: 2_500, cats: ['meat-fish'], subs: ['fish'], desc: 'Fresh Lake Kivu sardines for deep frying.', details: { Origin: 'Lake Kivu, Rwanda', 'Shelf life': '1 day' } },
  { item: 'Beef Sausages', brands: [['Isoko', 1, 'Rwanda'], ['Farmer\'s Choice', 1.15, 'Kenya']], sizes: [['500 g', 1]], price: 3_500, cats: ['meat-fish', 'frozen'], subs: ['sausages'], desc: 'Classic beef sausages for breakfast or the grill.', details: { Storage: 'Keep frozen' } },
  { item: 'Chicken Sausages', brands: [ISOKO], sizes: [['500 g', 1]], price: 3_800, cats: ['meat-fish', 'frozen'], subs: ['sausages'], desc: 'Mildly seasoned chicken sausages.', details: { Storage: 'Keep frozen' } },
  { item: 'Smoked Ham Slices', brands: [ISOKO], sizes: [['200 g', 1]], price: 3_000, cats: ['meat-fish', 'frozen'], subs: ['sausages'], desc: 'Thinly sliced smoked ham for sandwiches.', details: { Storage: 'Refrigerate' } },

  // Rice, flour and grains.
  { item: 'Long Grain Rice', brands: [['Isoko', 1, 'Rwanda']], sizes: [['1 kg', 1], ['5 kg', 4.7], ['25 kg', 22]], price: 1_300, cats: ['grains'], subs: ['rice'], desc: 'Locally grown long grain rice from the Bugarama valley.', threshold: 10 },
  { item: 'Kyela Rice', brands: [['Isoko', 1, 'Tanzania']], sizes: [['1 kg', 1], ['5 kg', 4.7]], price: 1_800, cats: ['grains'], subs: ['rice'], desc: 'Fragrant Tanzanian rice that cooks soft and fluffy.', threshold: 10 },
  { item: 'Basmati Rice', brands: [['Daawat', 1, 'India'], ['India Gate', 1.1, 'India']], sizes: [['1 kg', 1], ['5 kg', 4.7]], price: 2_200, cats: ['grains'], subs: ['rice'], desc: 'Aged long-grain basmati with a delicate aroma.' },
  { item: 'Wheat Flour', brands: [['Azam', 1, 'Tanzania'], ['Bakhresa', 1, 'Rwanda']], sizes: [['1 kg', 1], ['2 kg', 1.95]], price: 1_200, cats: ['grains'], subs: ['flour'], desc: 'All-purpose wheat flour for chapati, mandazi and baking.', threshold: 10 },
  { item: 'Maize Flour (Kawunga)', brands: [['Minimex', 1, 'Rwanda']], sizes: [['1 kg', 1], ['5 kg', 4.7]], price: 900, cats: ['grains'], subs: ['flour'], desc: 'Fine white maize meal for smooth ugali.' },
  { item: 'Cassava Flour (Ubugari)', brands: [ISOKO], sizes: [['1 kg', 1], ['5 kg', 4.7]], price: 900, cats: ['grains'], subs: ['flour'], desc: 'Sun-dried cassava flour for stretchy ubugari.', details: { Origin: 'Rwanda' } },
  { item: 'Sorghum Flour', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_200, cats: ['grains', 'breakfast'], subs: ['porridge'], desc: 'Stone-ground red sorghum flour for traditional porridge (igikoma).' },
  { item: 'Sosoma Porridge Flour', brands: [['Isoko', 1, 'Rwanda'], ['Minimex', 1.05, 'Rwanda']], sizes: [['1 kg', 1]], price: 1_500, cats: ['grains', 'breakfast'], subs: ['porridge'], desc: 'Nourishing blend of sorghum, soya and maize for a filling breakfast porridge.' },
  { item: 'Whole Sorghum Grain', brands: [ISOKO], sizes: [['1 kg', 1]], price: 1_000, cats: ['grains', 'breakfast'], subs: ['porridge'], desc: 'Cleaned whole red sorghum.' },
  { item: 'Spaghetti', brands: [['Azam', 1, 'Tanzania'], ['Santa Lucia', 1.15, 'Kenya']], sizes: [['500 g', 1]], price: 900, cats: ['grains'], subs: ['pasta-noodles'], desc: 'Durum wheat spaghetti that cooks in ten minutes.' },
  { item: 'Macaroni', brands: [['Azam', 1, 'Tanzania']], sizes: [['500 g', 1]], price: 900, cats: ['grains'], subs: ['pasta-noodles'], desc: 'Short elbow macaroni.' },
  { item: 'Instant Noodles', variants: ['Chicken', 'Beef'], brands: [['Indomie', 1, 'Nigeria']], sizes: [['70 g', 1]], price: 300, cats: ['grains'], subs: ['pasta-noodles'], desc: 'Quick noodles with a seasoning sachet, ready in three minutes.' },

  // Cooking oil, spices and sauces.
  { item: 'Vegetable Cooking Oil', brands: [['Mukwano', 1, 'Uganda'], ['Golden Fry', 1.05, 'Kenya']], sizes: [['1 L', 1], ['3 L', 2.85], ['5 L', 4.6]], price: 3_000, cats: ['oil-spices'], subs: ['cooking-oil'], desc: 'Cholesterol-free refined vegetable oil for everyday frying.', threshold: 10 },
  { item: 'Sunflower Oil', brands: [['Sunseed', 1, 'Kenya']], sizes: [['1 L', 1]], price: 3_600, cats: ['oil-spices'], subs: ['cooking-oil'], desc: 'Light sunflower oil for frying and salads.' },
  { item: 'Red Palm Oil', brands: LOOSE, sizes: [['1 L', 1]], price: 2_500, cats: ['oil-spices'], subs: ['cooking-oil'], desc: 'Unrefined red palm oil with a rich colour.', details: { Origin: 'DR Congo' } },
  { item: 'Olive Oil', brands: [['Borges', 1, 'Spain']], sizes: [['500 ml', 1]], price: 7_500, cats: ['oil-spices'], subs: ['cooking-oil'], desc: 'Extra virgin olive oil for salads and light cooking.' },
  { item: 'Chilli Oil', brands: [['Akabanga', 1, 'Rwanda']], sizes: [['20 ml', 1], ['100 ml', 4]], price: 700, cats: ['oil-spices', 'pantry'], subs: ['sauces'], desc: 'The famous Rwandan scotch bonnet chilli oil: a few drops bring any dish to life.', details: { Heat: 'Very hot' } },
  { item: 'Tomato Ketchup', brands: [['Peptang', 1, 'Kenya'], ['Heinz', 1.5, 'United States']], sizes: [['400 g', 1]], price: 1_800, cats: ['oil-spices', 'pantry'], subs: ['sauces'], desc: 'Thick tomato ketchup.' },
  { item: 'Chilli Sauce', brands: [['Peptang', 1, 'Kenya']], sizes: [['400 g', 1]], price: 1_800, cats: ['oil-spices', 'pantry'], subs: ['sauces'], desc: 'Tangy red chilli sauce.' },
  { item: 'Mayonnaise', brands: [['Hellmann\'s', 1, 'South Africa']], sizes: [['400 g', 1]], price: 4_000, cats: ['oil-spices', 'pantry'], subs: ['sauces'], desc: 'Creamy real mayonnaise.' },
  { item: 'Soy Sauce', brands: [['Kikkoman', 1, 'Netherlands']], sizes: [['150 ml', 1]], price: 3_000, cats: ['oil-spices', 'pantry'], subs: ['sauces'], desc: 'Naturally brewed soy sauce.' },
  { item: 'Beef Stock Cubes', brands: [['Royco', 1, 'Kenya'], ['Maggi', 1.05, 'Nigeria']], sizes: [['12 pcs', 1]], price: 600, cats: ['oil-spices'], subs: ['spices'], desc: 'Savoury stock cubes to season stews and soups.' },
  { item: 'Mchuzi Mix', brands: [['Royco', 1, 'Kenya']], sizes: [['75 g', 1]], price: 600, cats: ['oil-spices'], subs: ['spices'], desc: 'All-in-one seasoning and thickener for rich stews.' },
  { item: 'Curry Powder', brands: [['Simba Mbili', 1, 'Kenya']], sizes: [['100 g', 1]], price: 800, cats: ['oil-spices'], subs: ['spices'], desc: 'Mild curry powder blend.' },
  { item: 'Ground Black Pepper', brands: [['Isoko', 1, 'India']], sizes: [['50 g', 1]], price: 1_000, cats: ['oil-spices'], subs: ['spices'], desc: 'Freshly ground black pepper.' },
  { item: 'Turmeric Powder', brands: [['Isoko', 1, 'India']], sizes: [['100 g', 1]], price: 900, cats: ['oil-spices'], subs: ['spices'], desc: 'Golden turmeric for curries and rice.' },
  { item: 'Pilau Masala', brands: [['Simba Mbili', 1, 'Kenya']], sizes: [['100 g', 1]], price: 1_000, cats: ['oil-spices'], subs: ['spices'], desc: 'Warm spice blend for East African pilau rice.' },
  { item: 'Garlic Powder', brands: [['Isoko', 1, 'China']], sizes: [['100 g', 1]], price: 1_200, cats: ['oil-spices'], subs: ['spices'], desc: 'Dried garlic powder.' },
  { item: 'Dried Chilli Flakes', brands: [['Isoko', 1, 'Rwanda']], sizes: [['50 g', 1]], price: 700, cats: ['oil-spices'], subs: ['spices'], desc: 'Crushed dried pili-pili.' },
  { item: 'White Sugar', brands: [['Kabuye', 1, 'Rwanda'], ['Kakira', 1.02, 'Uganda']], sizes: [['1 kg', 1], ['2 kg', 1.97]], price: 1_600, cats: ['oil-spices'], subs: ['salt-sugar'], desc: 'Fine granulated white sugar.', threshold: 10 },
  { item: 'Brown Sugar', brands: [['Kabuye', 1, 'Rwanda']], sizes: [['1 kg', 1]], price: 1_700, cats: ['oil-spices'], subs: ['salt-sugar'], desc: 'Natural brown cane sugar.' },
  { item: 'Iodised Salt', brands: [['Kensalt', 1, 'Kenya']], sizes: [['500 g', 1], ['1 kg', 1.8]], price: 250, cats: ['oil-spices'], subs: ['salt-sugar'], desc: 'Fine table salt with added iodine.' },

  // Beverages.
  { item: 'Mineral Water', brands: [['Inyange', 1, 'Rwanda'], ['Jibu', 0.95, 'Rwanda']], sizes: [['500 ml', 1], ['1.5 L', 2], ['5 L', 5]], price: 300, cats: ['beverages'], subs: ['water'], desc: 'Clean purified drinking water.', threshold: 10 },
  { item: 'Sparkling Water', brands: [['Inyange', 1, 'Rwanda']], sizes: [['500 ml', 1]], price: 500, cats: ['beverages'], subs: ['water'], desc: 'Lightly carbonated drinking water.' },
  { item: 'Juice', variants: ['Passion', 'Mango', 'Pineapple', 'Tropical'], brands: [['Inyange', 1, 'Rwanda']], sizes: [['500 ml', 1], ['1 L', 1.8]], price: 900, cats: ['beverages'], subs: ['juices'], desc: 'Fruit juice drink made with Rwandan fruit.', details: { 'Shelf life': '9 months' } },
  { item: 'Apple Juice', brands: [['Ceres', 1, 'South Africa']], sizes: [['1 L', 1]], price: 3_500, cats: ['beverages'], subs: ['juices'], desc: '100% pure apple juice with no added sugar.' },
  { item: 'Fresh Passion Juice', brands: [ISOKO], sizes: [['500 ml', 1]], price: 1_500, cats: ['beverages'], subs: ['juices'], desc: 'Freshly pressed passion fruit juice with no preservatives.', details: { 'Shelf life': '3 days', Storage: 'Refrigerate' } },
  { item: 'Coca-Cola', brands: [['', 1, 'Rwanda']], sizes: [['330 ml', 1], ['500 ml', 1.4], ['1.25 L', 2.8]], price: 500, cats: ['beverages'], subs: ['soft-drinks'], desc: 'The classic cola, bottled in Kigali.', details: { Brand: 'Coca-Cola' } },
  { item: 'Fanta {variant}', variants: ['Orange', 'Citron', 'Pineapple'], brands: [['', 1, 'Rwanda']], sizes: [['500 ml', 1]], price: 700, cats: ['beverages'], subs: ['soft-drinks'], desc: 'A fizzy fruit-flavoured soft drink.', details: { Brand: 'Fanta' } },
  { item: 'Sprite', brands: [['', 1, 'Rwanda']], sizes: [['500 ml', 1]], price: 700, cats: ['beverages'], subs: ['soft-drinks'], desc: 'Crisp lemon-lime soda.', details: { Brand: 'Sprite' } },
  { item: 'Novida Pineapple', brands: [['', 1, 'Rwanda']], sizes: [['330 ml', 1]], price: 700, cats: ['beverages'], subs: ['malt-energy'], desc: 'A non-alcoholic sparkling malt drink.', details: { Brand: 'Novida' } },
  { item: 'Malta Guinness', brands: [['', 1, 'Nigeria']], sizes: [['330 ml', 1]], price: 1_000, cats: ['beverages'], subs: ['malt-energy'], desc: 'Rich non-alcoholic malt drink.' },
  { item: 'Energy Drink', brands: [['Red Bull', 1, 'Austria'], ['Power Play', 0.4, 'Kenya']], sizes: [['250 ml', 1]], price: 2_000, cats: ['beverages'], subs: ['malt-energy'], desc: 'A caffeinated energy drink.' },
  { item: 'Black Tea Leaves', brands: [['Rwanda Mountain Tea', 1, 'Rwanda'], ['Sorwathe', 1.05, 'Rwanda']], sizes: [['250 g', 1]], price: 1_500, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Strong Rwandan black tea for a perfect cup of chai.' },
  { item: 'Black Tea Bags', brands: [['Rwanda Mountain Tea', 1, 'Rwanda']], sizes: [['50 bags', 1]], price: 1_800, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Convenient black tea bags from the hills of Rwanda.' },
  { item: 'Ground Coffee', brands: [['Maraba', 1, 'Rwanda'], ['Isoko', 0.85, 'Rwanda']], sizes: [['250 g', 1]], price: 5_500, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Medium roast Rwandan Arabica, ground for filter or French press.' },
  { item: 'Coffee Beans', brands: [['Maraba', 1, 'Rwanda']], sizes: [['500 g', 1]], price: 10_000, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Whole Bourbon Arabica beans from Huye.' },
  { item: 'Instant Coffee', brands: [['Nescafé', 1, 'Kenya']], sizes: [['50 g', 1]], price: 3_500, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Classic instant coffee granules.' },
  { item: 'Chocolate Malt Drink', brands: [['Milo', 1, 'Kenya']], sizes: [['400 g', 1]], price: 5_500, cats: ['beverages', 'breakfast'], subs: ['tea-coffee'], desc: 'Chocolate malt powder to mix with hot or cold milk.' },

  // Snacks and sweets.
  { item: 'Potato Crisps', variants: ['Salted', 'Chilli'], brands: [['Isoko', 1, 'Rwanda']], sizes: [['50 g', 1], ['150 g', 2.7]], price: 500, cats: ['snacks'], subs: ['crisps-nuts'], desc: 'Crunchy potato crisps made from Rwandan potatoes.' },
  { item: 'Plantain Chips', brands: [ISOKO], sizes: [['100 g', 1]], price: 800, cats: ['snacks'], subs: ['crisps-nuts'], desc: 'Thin crispy slices of fried green plantain.' },
  { item: 'Roasted Groundnuts', brands: [ISOKO], sizes: [['200 g', 1]], price: 800, cats: ['snacks'], subs: ['crisps-nuts'], desc: 'Lightly salted roasted peanuts.' },
  { item: 'Roasted Cashew Nuts', brands: [['Isoko', 1, 'Tanzania']], sizes: [['200 g', 1]], price: 3_500, cats: ['snacks'], subs: ['crisps-nuts'], desc: 'Whole roasted cashews from the Tanzanian coast.' },
  { item: 'Popcorn', brands: [ISOKO], sizes: [['100 g', 1]], price: 600, cats: ['snacks'], subs: ['crisps-nuts'], desc: 'Lightly salted popped corn.' },
  { item: 'Milk Chocolate Bar', brands: [['Cadbury', 1, 'Kenya'], ['Kinder', 1.3, 'Germany']], sizes: [['80 g', 1]], price: 2_200, cats: ['snacks'], subs: ['chocolate-sweets'], desc: 'Smooth creamy milk chocolate.' },
  { item: 'Dark Chocolate Bar', brands: [['Isoko', 1, 'Rwanda']], sizes: [['100 g', 1]], price: 3_000, cats: ['snacks'], subs: ['chocolate-sweets'], desc: 'Dark chocolate made with East African cocoa.' },
  { item: 'Lollipops', brands: [['Chupa Chups', 1, 'Spain']], sizes: [['10 pcs', 1]], price: 1_500, cats: ['snacks'], subs: ['chocolate-sweets'], desc: 'Assorted fruit lollipops.' },
  { item: 'Chewing Gum', brands: [['Big G', 1, 'Kenya']], sizes: [['20 pcs', 1]], price: 500, cats: ['snacks'], subs: ['chocolate-sweets'], desc: 'Fruity bubble gum.' },
  { item: 'Toffees', brands: [['Tropical Heat', 1, 'Kenya']], sizes: [['200 g', 1]], price: 1_200, cats: ['snacks'], subs: ['chocolate-sweets'], desc: 'Chewy milk toffees.' },
  { item: 'Ice Cream', variants: ['Vanilla', 'Chocolate', 'Strawberry'], brands: [ISOKO], sizes: [['500 ml', 1]], price: 2_500, cats: ['frozen', 'snacks'], subs: ['ice-cream'], desc: 'Creamy dairy ice cream.', details: { Storage: 'Keep frozen at -18°C' } },
  { item: 'Ice Lollies', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 2_000, cats: ['frozen', 'snacks'], subs: ['ice-cream'], desc: 'Fruity frozen lollies for hot afternoons.', details: { Storage: 'Keep frozen' } },

  // Household and cleaning.
  { item: 'Multipurpose Bar Soap', brands: [['Sulfo', 1, 'Rwanda'], ['Jamaa', 0.95, 'Uganda']], sizes: [['200 g', 1], ['1 kg', 4.5]], price: 400, cats: ['household'], subs: ['laundry'], desc: 'Hard-wearing bar soap for laundry and general cleaning.', threshold: 10 },
  { item: 'Washing Powder', brands: [['Omo', 1, 'Kenya'], ['Sulfo', 0.85, 'Rwanda']], sizes: [['500 g', 1], ['1 kg', 1.9]], price: 1_500, cats: ['household'], subs: ['laundry'], desc: 'Hand-wash detergent powder that lifts tough stains.' },
  { item: 'Liquid Bleach', brands: [['Jik', 1, 'Kenya']], sizes: [['750 ml', 1]], price: 1_800, cats: ['household'], subs: ['laundry'], desc: 'Bleach for whitening laundry and disinfecting surfaces.' },
  { item: 'Fabric Softener', brands: [['Downy', 1, 'Egypt']], sizes: [['1 L', 1]], price: 4_000, cats: ['household'], subs: ['laundry'], desc: 'Leaves clothes soft and fresh-smelling.' },
  { item: 'Dishwashing Liquid', brands: [['Sunlight', 1, 'Kenya'], ['Sulfo', 0.85, 'Rwanda']], sizes: [['500 ml', 1]], price: 1_800, cats: ['household'], subs: ['dishwashing'], desc: 'Lemon dishwashing liquid that cuts through grease.' },
  { item: 'Dish Paste', brands: [['Sulfo', 1, 'Rwanda']], sizes: [['400 g', 1]], price: 1_200, cats: ['household'], subs: ['dishwashing'], desc: 'Concentrated paste for pots and pans.' },
  { item: 'Kitchen Sponges', brands: [ISOKO], sizes: [['3 pcs', 1]], price: 600, cats: ['household'], subs: ['dishwashing'], desc: 'Two-sided scrub sponges.' },
  { item: 'Steel Wool', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 500, cats: ['household'], subs: ['dishwashing'], desc: 'Scourers for burnt-on pots.' },
  { item: 'Toilet Cleaner', brands: [['Harpic', 1, 'India']], sizes: [['500 ml', 1]], price: 3_000, cats: ['household'], subs: ['surface-cleaners'], desc: 'Thick toilet cleaner that kills germs.' },
  { item: 'Floor Cleaner', brands: [['Sulfo', 1, 'Rwanda'], ['Dettol', 1.5, 'Kenya']], sizes: [['1 L', 1]], price: 2_500, cats: ['household'], subs: ['surface-cleaners'], desc: 'Pine-scented cleaner for tiled and cement floors.' },
  { item: 'Glass Cleaner', brands: [['Mr Muscle', 1, 'South Africa']], sizes: [['500 ml', 1]], price: 3_500, cats: ['household'], subs: ['surface-cleaners'], desc: 'Streak-free glass and window spray.' },
  { item: 'Antiseptic Liquid', brands: [['Dettol', 1, 'Kenya']], sizes: [['250 ml', 1]], price: 3_000, cats: ['household'], subs: ['surface-cleaners'], desc: 'Antiseptic disinfectant for first aid and cleaning.' },
  { item: 'Toilet Paper', brands: [['Isoko', 1, 'Rwanda'], ['Softcare', 1.1, 'Kenya']], sizes: [['4 rolls', 1], ['10 rolls', 2.35]], price: 1_800, cats: ['household'], subs: ['tissue-paper'], desc: 'Soft two-ply toilet tissue.', threshold: 10 },
  { item: 'Kitchen Towels', brands: [ISOKO], sizes: [['2 rolls', 1]], price: 1_800, cats: ['household'], subs: ['tissue-paper'], desc: 'Absorbent paper towels.' },
  { item: 'Paper Napkins', brands: [ISOKO], sizes: [['100 pcs', 1]], price: 1_000, cats: ['household'], subs: ['tissue-paper'], desc: 'White paper serviettes.' },
  { item: 'Facial Tissues', brands: [['Softcare', 1, 'Kenya']], sizes: [['150 pcs', 1]], price: 1_500, cats: ['household'], subs: ['tissue-paper'], desc: 'Gentle two-ply facial tissues.' },
  { item: 'Aluminium Foil', brands: [ISOKO], sizes: [['10 m', 1]], price: 2_000, cats: ['household'], subs: ['kitchen-supplies'], desc: 'Food-grade foil for cooking and storing.' },
  { item: 'Cling Film', brands: [ISOKO], sizes: [['30 m', 1]], price: 2_500, cats: ['household'], subs: ['kitchen-supplies'], desc: 'Clear film to keep food fresh.' },
  { item: 'Paper Bags', brands: [ISOKO], sizes: [['20 pcs', 1]], price: 1_000, cats: ['household'], subs: ['kitchen-supplies'], desc: 'Sturdy paper carrier bags, since plastic bags are banned in Rwanda.' },
  { item: 'Safety Matches', brands: [['Isoko', 1, 'Tanzania']], sizes: [['10 boxes', 1]], price: 500, cats: ['household'], subs: ['kitchen-supplies'], desc: 'A pack of ten matchboxes.' },
  { item: 'Charcoal Briquettes', brands: [ISOKO], sizes: [['5 kg', 1]], price: 3_500, cats: ['household'], subs: ['kitchen-supplies'], desc: 'Long-burning briquettes made from recycled charcoal dust.' },
  { item: 'White Candles', brands: [ISOKO], sizes: [['6 pcs', 1]], price: 1_200, cats: ['household'], subs: ['kitchen-supplies'], desc: 'Household candles for power cuts.' },
  { item: 'Mosquito Coils', brands: [['Baygon', 1, 'Kenya']], sizes: [['10 pcs', 1]], price: 800, cats: ['household'], subs: ['insect-control'], desc: 'Slow-burning coils that keep mosquitoes away for up to eight hours.' },
  { item: 'Insect Killer Spray', brands: [['Raid', 1, 'Kenya'], ['Doom', 0.9, 'South Africa']], sizes: [['300 ml', 1]], price: 3_500, cats: ['household'], subs: ['insect-control'], desc: 'Fast-acting spray against flies, mosquitoes and cockroaches.' },
  { item: 'Mosquito Repellent Lotion', brands: [['Mosi-Guard', 1, 'United Kingdom']], sizes: [['100 ml', 1]], price: 5_000, cats: ['household'], subs: ['insect-control'], desc: 'Skin lotion that protects against mosquito bites.' },

  // Personal care.
  { item: 'Beauty Soap', brands: [['Sulfo', 1, 'Rwanda'], ['Geisha', 1.2, 'Kenya'], ['Lux', 1.4, 'Kenya']], sizes: [['150 g', 1]], price: 500, cats: ['personal-care'], subs: ['bath-soap'], desc: 'Gently perfumed bathing soap.' },
  { item: 'Antibacterial Soap', brands: [['Dettol', 1, 'Kenya'], ['Protex', 0.9, 'Kenya']], sizes: [['175 g', 1]], price: 1_200, cats: ['personal-care'], subs: ['bath-soap'], desc: 'Soap that protects against germs.' },
  { item: 'Shower Gel', brands: [['Nivea', 1, 'Germany'], ['Palmolive', 0.8, 'South Africa']], sizes: [['250 ml', 1]], price: 4_000, cats: ['personal-care'], subs: ['bath-soap'], desc: 'Refreshing shower gel.' },
  { item: 'Toothpaste', brands: [['Colgate', 1, 'Kenya'], ['Close Up', 0.9, 'Kenya'], ['Sensodyne', 2.2, 'United Kingdom']], sizes: [['100 ml', 1]], price: 1_500, cats: ['personal-care'], subs: ['oral-care'], desc: 'Fluoride toothpaste for strong teeth and fresh breath.' },
  { item: 'Toothbrush', brands: [['Colgate', 1, 'China']], sizes: [['1 pc', 1]], price: 800, cats: ['personal-care'], subs: ['oral-care'], desc: 'Medium-bristle toothbrush.' },
  { item: 'Mouthwash', brands: [['Listerine', 1, 'United Kingdom']], sizes: [['250 ml', 1]], price: 5_000, cats: ['personal-care'], subs: ['oral-care'], desc: 'Antiseptic mouthwash.' },
  { item: 'Hair Food', brands: [['Movit', 1, 'Uganda'], ['Dax', 1.2, 'United States']], sizes: [['100 g', 1]], price: 1_000, cats: ['personal-care'], subs: ['hair-care'], desc: 'Nourishing hair cream for moisturised, healthy hair.' },
  { item: 'Shampoo', brands: [['Head & Shoulders', 1, 'Egypt'], ['Movit', 0.6, 'Uganda']], sizes: [['200 ml', 1]], price: 4_000, cats: ['personal-care'], subs: ['hair-care'], desc: 'Cleansing shampoo for every day.' },
  { item: 'Hair Relaxer', brands: [['Dark and Lovely', 1, 'South Africa']], sizes: [['250 ml', 1]], price: 5_500, cats: ['personal-care'], subs: ['hair-care'], desc: 'No-lye relaxer kit.' },
  { item: 'Body Lotion', brands: [['Nivea', 1, 'Germany'], ['Vaseline', 0.85, 'South Africa'], ['Movit', 0.5, 'Uganda']], sizes: [['200 ml', 1]], price: 4_000, cats: ['personal-care'], subs: ['skin-care'], desc: 'Moisturising body lotion for soft skin all day.' },
  { item: 'Petroleum Jelly', brands: [['Vaseline', 1, 'South Africa']], sizes: [['100 ml', 1]], price: 1_800, cats: ['personal-care'], subs: ['skin-care'], desc: 'Pure petroleum jelly to protect dry skin.' },
  { item: 'Shea Butter', brands: [['Isoko', 1, 'Uganda']], sizes: [['200 g', 1]], price: 3_000, cats: ['personal-care'], subs: ['skin-care'], desc: 'Unrefined shea butter for skin and hair.' },
  { item: 'Sanitary Pads', brands: [['Always', 1, 'Egypt'], ['Softcare', 0.8, 'Kenya']], sizes: [['8 pcs', 1]], price: 1_500, cats: ['personal-care'], subs: ['feminine-care'], desc: 'Ultra-thin pads with wings for all-day comfort.' },
  { item: 'Panty Liners', brands: [['Always', 1, 'Egypt']], sizes: [['20 pcs', 1]], price: 2_000, cats: ['personal-care'], subs: ['feminine-care'], desc: 'Thin everyday liners.' },
  { item: 'Roll-On Deodorant', brands: [['Nivea', 1, 'Germany'], ['Rexona', 0.8, 'South Africa']], sizes: [['50 ml', 1]], price: 3_000, cats: ['personal-care'], subs: ['deodorants'], desc: '48-hour anti-perspirant roll-on.' },
  { item: 'Body Spray', brands: [['Axe', 1, 'South Africa']], sizes: [['150 ml', 1]], price: 4_000, cats: ['personal-care'], subs: ['deodorants'], desc: 'Fresh-scented body spray.' },
  { item: 'Disposable Razors', brands: [['Gillette', 1, 'Poland']], sizes: [['5 pcs', 1]], price: 2_500, cats: ['personal-care'], subs: ['deodorants'], desc: 'Twin-blade disposable razors.' },

  // Baby care.
  { item: 'Baby Diapers Size 3', brands: [['Pampers', 1, 'Egypt'], ['Softcare', 0.7, 'Kenya']], sizes: [['34 pcs', 1]], price: 12_000, cats: ['baby'], subs: ['diapers-wipes'], desc: 'Soft, absorbent diapers for babies of 6 to 10 kg.' },
  { item: 'Baby Diapers Size 4', brands: [['Pampers', 1, 'Egypt'], ['Softcare', 0.7, 'Kenya']], sizes: [['30 pcs', 1]], price: 12_500, cats: ['baby'], subs: ['diapers-wipes'], desc: 'Leak-guard diapers for toddlers of 9 to 14 kg.' },
  { item: 'Baby Wipes', brands: [['Pampers', 1, 'Egypt'], ['Softcare', 0.7, 'Kenya']], sizes: [['64 pcs', 1]], price: 3_000, cats: ['baby'], subs: ['diapers-wipes'], desc: 'Gentle fragrance-free wipes.' },
  { item: 'Infant Formula Stage 1', brands: [['NAN', 1, 'Switzerland'], ['Lactogen', 0.7, 'South Africa']], sizes: [['400 g', 1]], price: 14_000, cats: ['baby'], subs: ['baby-food'], desc: 'Starter infant formula for babies from birth. Breastfeeding is best for babies.' },
  { item: 'Infant Cereal Wheat', brands: [['Cerelac', 1, 'South Africa']], sizes: [['400 g', 1]], price: 5_500, cats: ['baby'], subs: ['baby-food'], desc: 'Iron-fortified wheat cereal for babies from six months.' },
  { item: 'Growing Up Milk 1+', brands: [['Nido', 1, 'Netherlands']], sizes: [['400 g', 1]], price: 7_500, cats: ['baby'], subs: ['baby-food'], desc: 'Fortified milk powder for toddlers aged one to three.' },
  { item: 'Baby Porridge Flour', brands: [['Nootri', 1, 'Rwanda'], ['Isoko', 0.8, 'Rwanda']], sizes: [['500 g', 1]], price: 2_000, cats: ['baby'], subs: ['baby-food'], desc: 'Soya and maize porridge flour enriched for little ones.' },
  { item: 'Baby Oil', brands: [["Johnson's", 1, 'India']], sizes: [['200 ml', 1]], price: 4_000, cats: ['baby', 'personal-care'], subs: ['baby-toiletries'], desc: 'Mild baby oil for massage after the bath.' },
  { item: 'Baby Lotion', brands: [["Johnson's", 1, 'India'], ['Softcare', 0.6, 'Kenya']], sizes: [['200 ml', 1]], price: 4_500, cats: ['baby', 'personal-care'], subs: ['baby-toiletries'], desc: 'Gentle moisturising lotion for delicate skin.' },
  { item: 'Baby Soap', brands: [["Johnson's", 1, 'India']], sizes: [['100 g', 1]], price: 1_200, cats: ['baby', 'personal-care'], subs: ['baby-toiletries'], desc: 'Tear-free mild soap.' },
  { item: 'Baby Powder', brands: [["Johnson's", 1, 'India']], sizes: [['200 g', 1]], price: 3_500, cats: ['baby', 'personal-care'], subs: ['baby-toiletries'], desc: 'Soft talc-free powder.' },

  // Breakfast and spreads.
  { item: 'Margarine', brands: [['Blue Band', 1, 'Kenya'], ['Prestige', 0.9, 'Kenya']], sizes: [['250 g', 1], ['500 g', 1.85]], price: 1_500, cats: ['breakfast'], subs: ['spreads'], desc: 'Vitamin-enriched margarine for spreading and baking.' },
  { item: 'Honey', brands: [['Isoko', 1, 'Rwanda'], ['Nyungwe Apiaries', 1.2, 'Rwanda']], sizes: [['250 g', 1], ['500 g', 1.85]], price: 3_000, cats: ['breakfast'], subs: ['spreads'], desc: 'Raw forest honey from Rwandan beekeepers.' },
  { item: 'Jam', variants: ['Strawberry', 'Mixed Fruit', 'Tree Tomato'], brands: [['Isoko', 1, 'Rwanda']], sizes: [['450 g', 1]], price: 3_000, cats: ['breakfast'], subs: ['spreads'], desc: 'Fruit jam cooked in small batches.' },
  { item: 'Peanut Butter', brands: [['Isoko', 1, 'Rwanda'], ['Zesta', 1.1, 'Kenya']], sizes: [['400 g', 1]], price: 3_000, cats: ['breakfast'], subs: ['spreads'], desc: 'Smooth peanut butter made from roasted groundnuts.' },
  { item: 'Chocolate Hazelnut Spread', brands: [['Nutella', 1, 'Italy']], sizes: [['350 g', 1]], price: 7_500, cats: ['breakfast'], subs: ['spreads'], desc: 'Creamy hazelnut cocoa spread.' },
  { item: 'Corn Flakes', brands: [["Kellogg's", 1, 'South Africa'], ['Isoko', 0.6, 'Kenya']], sizes: [['500 g', 1]], price: 6_500, cats: ['breakfast'], subs: ['cereals'], desc: 'Crispy toasted corn flakes.' },
  { item: 'Rolled Oats', brands: [['Quaker', 1, 'United Kingdom'], ['Isoko', 0.7, 'Kenya']], sizes: [['500 g', 1]], price: 3_000, cats: ['breakfast'], subs: ['cereals'], desc: 'Wholegrain oats for a warm porridge.' },
  { item: 'Granola', brands: [ISOKO], sizes: [['500 g', 1]], price: 5_000, cats: ['breakfast'], subs: ['cereals'], desc: 'Crunchy oat granola with honey and nuts.' },
  { item: 'Weetabix', brands: [['', 1, 'Kenya']], sizes: [['430 g', 1]], price: 5_000, cats: ['breakfast'], subs: ['cereals'], desc: 'Wholegrain wheat biscuits.', details: { Brand: 'Weetabix' } },

  // Canned and packaged foods.
  { item: 'Tomato Paste', brands: [['Isoko', 1, 'Rwanda'], ['Dabaga', 1.1, 'Tanzania']], sizes: [['70 g', 1], ['400 g', 4.5]], price: 350, cats: ['pantry'], subs: ['canned-foods'], desc: 'Concentrated tomato paste for stews and sauces.' },
  { item: 'Baked Beans', brands: [['Heinz', 1, 'United Kingdom'], ['Isoko', 0.6, 'Kenya']], sizes: [['415 g', 1]], price: 2_200, cats: ['pantry'], subs: ['canned-foods'], desc: 'Beans in a rich tomato sauce.' },
  { item: 'Sweet Corn', brands: [['Del Monte', 1, 'Kenya']], sizes: [['400 g', 1]], price: 2_000, cats: ['pantry'], subs: ['canned-foods'], desc: 'Whole kernel sweet corn.' },
  { item: 'Green Peas (Canned)', brands: [['Del Monte', 1, 'Kenya']], sizes: [['400 g', 1]], price: 1_800, cats: ['pantry'], subs: ['canned-foods'], desc: 'Tender garden peas in brine.' },
  { item: 'Coconut Milk', brands: [['Kara', 1, 'Indonesia']], sizes: [['400 ml', 1]], price: 2_000, cats: ['pantry'], subs: ['canned-foods'], desc: 'Rich coconut milk for curries.' },
  { item: 'Pineapple Slices', brands: [['Del Monte', 1, 'Kenya']], sizes: [['565 g', 1]], price: 3_000, cats: ['pantry'], subs: ['canned-foods'], desc: 'Pineapple rings in light syrup.' },
  { item: 'Tuna Chunks in Oil', brands: [['John West', 1, 'Thailand'], ['Isoko', 0.7, 'Thailand']], sizes: [['185 g', 1]], price: 2_800, cats: ['pantry'], subs: ['canned-fish'], desc: 'Skipjack tuna chunks in sunflower oil.' },
  { item: 'Sardines in Tomato Sauce', brands: [['Glenryck', 1, 'South Africa']], sizes: [['155 g', 1]], price: 1_400, cats: ['pantry'], subs: ['canned-fish'], desc: 'Pilchards in a tangy tomato sauce.' },
  { item: 'Mackerel in Brine', brands: [['Isoko', 1, 'Morocco']], sizes: [['425 g', 1]], price: 2_500, cats: ['pantry'], subs: ['canned-fish'], desc: 'Whole mackerel pieces in brine.' },

  // Frozen foods.
  { item: 'Frozen French Fries', brands: [['McCain', 1, 'South Africa'], ['Isoko', 0.75, 'Rwanda']], sizes: [['1 kg', 1]], price: 3_500, cats: ['frozen'], subs: ['frozen-veg'], desc: 'Pre-cut chips ready for the oven or fryer.', details: { Storage: 'Keep frozen' } },
  { item: 'Frozen Mixed Vegetables', brands: [ISOKO], sizes: [['500 g', 1]], price: 2_500, cats: ['frozen'], subs: ['frozen-veg'], desc: 'Peas, carrots and sweet corn, frozen at their freshest.', details: { Storage: 'Keep frozen' } },
  { item: 'Frozen Samosas (Vegetable)', brands: [ISOKO], sizes: [['10 pcs', 1]], price: 3_000, cats: ['frozen'], subs: ['frozen-veg'], desc: 'Ready-to-fry vegetable samosas.', details: { Storage: 'Keep frozen' } },
];

interface PromoCodePlan extends SeedPromoCode {
  count: number;
  eligible: (product: SeedProduct) => boolean;
}

// Codes are matched to the kind of product their name suggests, so the demo reads sensibly.
const PROMO_CODE_PLANS: PromoCodePlan[] = [
  { code: 'MATOKE5', discountType: 'PERCENTAGE', discountValue: 5, expiresInDays: 30, usageLimit: null, allowMultiple: true, count: 2, eligible: (p) => p.name.includes('Matoke') },
  { code: 'INYANGE200', discountType: 'FIXED', discountValue: 200, expiresInDays: 60, usageLimit: 100, allowMultiple: false, count: 3, eligible: (p) => p.name.startsWith('Inyange') && p.price >= 1_000 },
  { code: 'KARIBU10', discountType: 'PERCENTAGE', discountValue: 10, expiresInDays: null, usageLimit: 50, allowMultiple: false, count: 2, eligible: (p) => p.price >= 1_000 },
  { code: 'AKABANGA100', discountType: 'FIXED', discountValue: 100, expiresInDays: 14, usageLimit: null, allowMultiple: true, count: 1, eligible: (p) => p.name.includes('Akabanga') },
  { code: 'ISOKO20', discountType: 'PERCENTAGE', discountValue: 20, expiresInDays: 7, usageLimit: 50, allowMultiple: true, count: 1, eligible: (p) => p.name.startsWith('Isoko') },
  { code: 'UMUGANURA15', discountType: 'PERCENTAGE', discountValue: 15, expiresInDays: -5, usageLimit: 100, allowMultiple: false, count: 1, eligible: (p) => p.categoryKeys.includes('grains') },
  { code: 'NOHELI500', discountType: 'FIXED', discountValue: 500, expiresInDays: -40, usageLimit: 100, allowMultiple: true, count: 2, eligible: (p) => p.price >= 5_000 },
];

const PROMOTION_PLAN: readonly (readonly [SeedPromotion['state'], number])[] = [['active', 8], ['ended', 5], ['upcoming', 3]];
const PROMOTION_LABELS: readonly (string | undefined)[] = ['Weekend deal', 'Isoko special', 'Umuganura offer', 'Back to school', 'Flash sale', undefined];
const DISCOUNT_SHARE = 0.15;
// Weighted towards modest cuts, as real shelf discounts are mostly 5-15%.
const DISCOUNT_STEPS = [5, 5, 10, 10, 10, 15, 15, 20, 25, 30] as const;
const LOW_STOCK_COUNT = 10;
const OUT_OF_STOCK_COUNT = 6;

function expandLines(random: Random): SeedProduct[] {
  const products: SeedProduct[] = [];
  for (const line of LINES) {
    const variants = line.variants ?? [''];
    for (const [brandIndex, [brand, factor, origin]] of line.brands.entries()) {
      for (const variant of variants) {
        for (const [sizeIndex, [unit, ratio]] of line.sizes.entries()) {
          const item = line.item.includes('{variant}') ? line.item.replace('{variant}', variant) : [variant, line.item].filter(Boolean).join(' ');
          const size = line.sizes.length > 1 ? unit : '';
          const name = [brand, item, size].filter(Boolean).join(' ');
          // Noun first in Kinyarwanda and French: "Amata y'inshyushyu Inyange 1 L".
          const [itemRw, itemFr] = ITEM_NAMES[line.item] ?? ['', ''];
          const localName = (localItem: string) => (localItem ? [localItem, variant, brand, size].filter(Boolean).join(' ') : '');
          // Bigger packs cost a little less per kilo or litre, as in real shops; the jitter stops
          // sibling brands from having suspiciously identical price ladders.
          const jitter = brand === '' && line.brands.length === 1 ? 1 : 0.96 + random() * 0.08;
          const price = roundPrice(line.price * factor * ratio ** 0.95 * jitter);
          const moreDetails: Record<string, string> = {};
          if (brand) moreDetails.Brand = brand;
          Object.assign(moreDetails, line.details);
          if (origin) moreDetails.Origin = origin;
          if (variant) moreDetails.Flavour = variant;
          const product: SeedProduct = {
            name,
            nameRw: localName(itemRw),
            nameFr: localName(itemFr),
            description: describe(line, sizeIndex),
            unit,
            price,
            discount: 0,
            stock: randomInt(random, 10, 200),
            categoryKeys: [...line.cats],
            subCategoryKeys: [...line.subs],
            moreDetails,
            line: { item: line.item, variant, brand: brandIndex, size: sizeIndex },
          };
          if (line.threshold !== undefined) product.stockAlertThreshold = line.threshold;
          products.push(product);
        }
      }
    }
  }
  return products;
}

function describe(line: ProductLine, sizeIndex: number): string {
  if (line.sizes.length < 2) return line.desc;
  if (sizeIndex === 0) return `${line.desc} A handy smaller size.`;
  if (sizeIndex === line.sizes.length - 1) return `${line.desc} Our best-value size for families.`;
  return line.desc;
}

/** Builds the full demo catalogue; identical on every call. */
export function buildCatalogue(): SeedCatalogue {
  const random = createRandom(SEED);
  const products = expandLines(random);
  // Each product gets at most one special treatment so that the demo shows every case clearly
  // (a code on an already discounted item would make its price story hard to follow).
  const special = new Set<SeedProduct>();
  const take = (count: number, eligible: (product: SeedProduct) => boolean): SeedProduct[] => {
    const picked = shuffled(random, products.filter((p) => !special.has(p) && eligible(p))).slice(0, count);
    for (const product of picked) special.add(product);
    return picked;
  };

  for (const { count, eligible, ...promoCode } of PROMO_CODE_PLANS) {
    for (const product of take(count, eligible)) product.promoCode = { ...promoCode };
  }

  for (const [state, count] of PROMOTION_PLAN) {
    for (const product of take(count, (p) => p.price >= 500)) {
      const cut = 0.75 + random() * 0.15;
      const price = Math.min(product.price - 50, Math.floor((product.price * cut) / 50) * 50);
      const label = PROMOTION_LABELS[randomInt(random, 0, PROMOTION_LABELS.length - 1)];
      product.promotion = label === undefined ? { state, price } : { state, price, label };
    }
  }

  for (const product of take(Math.round(products.length * DISCOUNT_SHARE), () => true)) {
    product.discount = DISCOUNT_STEPS[randomInt(random, 0, DISCOUNT_STEPS.length - 1)]!;
  }

  // Shortages go to plain products, so the promoted ones stay buyable in the demo.
  const plain = products.filter((p) => !special.has(p));
  const short = shuffled(random, plain).slice(0, LOW_STOCK_COUNT + OUT_OF_STOCK_COUNT);
  for (const [index, product] of short.entries()) {
    product.stock = index < OUT_OF_STOCK_COUNT ? 0 : randomInt(random, 1, 4);
  }

  return {
    categories: CATEGORIES.map((category) => ({ ...category })),
    subCategories: SUB_CATEGORIES.map((subCategory) => ({ ...subCategory, categoryKeys: [...subCategory.categoryKeys] })),
    products,
  };
}

function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

// Comparing letters and digits only also catches names that would collide as image slugs or URLs.
function nameKey(name: string): string {
  return name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Throws an error listing every broken catalogue rule (counts, uniqueness, keys, prices, stock, promotions). */
export function assertCatalogueValid(catalogue: SeedCatalogue): void {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(message);
  const { categories, subCategories, products } = catalogue;

  if (categories.length < MIN_CATEGORIES) fail(`expected at least ${MIN_CATEGORIES} categories, got ${categories.length}`);
  if (subCategories.length < MIN_SUB_CATEGORIES) fail(`expected at least ${MIN_SUB_CATEGORIES} sub-categories, got ${subCategories.length}`);
  if (products.length < MIN_PRODUCTS) fail(`expected at least ${MIN_PRODUCTS} products, got ${products.length}`);

  const checkUnique = (what: string, values: readonly string[]) => {
    const seen = new Map<string, string>();
    for (const value of values) {
      const key = nameKey(value);
      if (!value.trim() || !key) fail(`${what} "${value}" is empty`);
      const previous = seen.get(key);
      if (previous !== undefined) fail(`${what} "${value}" duplicates "${previous}"`);
      else seen.set(key, value);
    }
  };
  checkUnique('category key', categories.map((c) => c.key));
  checkUnique('category name', categories.map((c) => c.name));
  checkUnique('sub-category key', subCategories.map((s) => s.key));
  checkUnique('sub-category name', subCategories.map((s) => s.name));
  checkUnique('product name', products.map((p) => p.name));

  const categoryKeys = new Set(categories.map((c) => c.key));
  for (const category of categories) {
    if (!/^#[0-9a-f]{6}$/i.test(category.color)) fail(`category "${category.name}" has colour "${category.color}", expected #rrggbb`);
  }

  const subCategoryParents = new Map<string, readonly string[]>();
  for (const subCategory of subCategories) {
    subCategoryParents.set(subCategory.key, subCategory.categoryKeys);
    const count = subCategory.categoryKeys.length;
    if (count < 1 || count > 2) fail(`sub-category "${subCategory.name}" has ${count} categories, expected 1 or 2`);
    if (new Set(subCategory.categoryKeys).size !== count) fail(`sub-category "${subCategory.name}" lists a category twice`);
    for (const key of subCategory.categoryKeys) {
      if (!categoryKeys.has(key)) fail(`sub-category "${subCategory.name}" refers to unknown category "${key}"`);
    }
  }

  const usedCategories = new Set<string>();
  const usedSubCategories = new Set<string>();
  for (const product of products) {
    const where = `product "${product.name}"`;
    if (!product.description.trim()) fail(`${where} has no description`);
    if (!product.unit.trim()) fail(`${where} has no unit`);
    if (!isPositiveInteger(product.price)) fail(`${where} has price ${product.price}, expected a positive integer`);
    if (!Number.isInteger(product.discount) || product.discount < 0 || product.discount > 100) fail(`${where} has discount ${product.discount}, expected an integer 0..100`);
    if (!Number.isInteger(product.stock) || product.stock < 0) fail(`${where} has stock ${product.stock}, expected an integer >= 0`);
    if (product.stockAlertThreshold !== undefined && (!Number.isInteger(product.stockAlertThreshold) || product.stockAlertThreshold < 0)) {
      fail(`${where} has stock alert threshold ${product.stockAlertThreshold}, expected an integer >= 0`);
    }
    if (product.categoryKeys.length === 0) fail(`${where} has no category`);
    if (new Set(product.categoryKeys).size !== product.categoryKeys.length) fail(`${where} lists a category twice`);
    if (new Set(product.subCategoryKeys).size !== product.subCategoryKeys.length) fail(`${where} lists a sub-category twice`);
    for (const key of product.categoryKeys) {
      if (!categoryKeys.has(key)) fail(`${where} refers to unknown category "${key}"`);
      usedCategories.add(key);
    }
    for (const key of product.subCategoryKeys) {
      const parents = subCategoryParents.get(key);
      if (!parents) {
        fail(`${where} refers to unknown sub-category "${key}"`);
        continue;
      }
      usedSubCategories.add(key);
      if (!parents.some((parent) => product.categoryKeys.includes(parent))) {
        fail(`${where} has sub-category "${key}" but none of its categories (${parents.join(', ')})`);
      }
    }
    for (const [field, value] of Object.entries(product.moreDetails)) {
      if (!field.trim() || typeof value !== 'string') fail(`${where} has an invalid detail "${field}"`);
    }
    if (product.promotion) {
      const { state, price } = product.promotion;
      if (!['active', 'ended', 'upcoming'].includes(state)) fail(`${where} has promotion state "${state}"`);
      if (!isPositiveInteger(price) || price >= product.price) fail(`${where} has promotion price ${price}, expected a positive integer below ${product.price}`);
    }
    if (product.promoCode) {
      const code = product.promoCode;
      if (!/^[A-Z0-9]+$/.test(code.code)) fail(`${where} has promo code "${code.code}", expected upper-case letters and digits`);
      if (code.discountType === 'PERCENTAGE') {
        if (!isPositiveInteger(code.discountValue) || code.discountValue > 100) fail(`${where} has promo code ${code.code} of ${code.discountValue}%, expected 1..100`);
      } else if (code.discountType === 'FIXED') {
        if (!isPositiveInteger(code.discountValue) || code.discountValue > product.price) fail(`${where} has promo code ${code.code} of ${code.discountValue} RWF, expected 1..${product.price}`);
      } else {
        fail(`${where} has promo code ${code.code} with discount type "${String(code.discountType)}"`);
      }
      if (code.expiresInDays !== null && !Number.isInteger(code.expiresInDays)) fail(`${where} has promo code ${code.code} expiring in ${code.expiresInDays} days, expected an integer or null`);
      if (code.usageLimit !== null && !isPositiveInteger(code.usageLimit)) fail(`${where} has promo code ${code.code} with usage limit ${code.usageLimit}, expected a positive integer or null`);
    }
  }

  // Empty aisles would make the demo shop look broken.
  for (const category of categories) {
    if (!usedCategories.has(category.key)) fail(`category "${category.name}" has no products`);
  }
  for (const subCategory of subCategories) {
    if (!usedSubCategories.has(subCategory.key)) fail(`sub-category "${subCategory.name}" has no products`);
  }

  // The demo is meant to show every pricing and stock state at least once.
  const promotionStates = new Set(products.flatMap((p) => (p.promotion ? [p.promotion.state] : [])));
  for (const state of ['active', 'ended', 'upcoming'] as const) {
    if (!promotionStates.has(state)) fail(`no product has an ${state} promotion`);
  }
  const expiredCodes = products.filter((p) => p.promoCode && p.promoCode.expiresInDays !== null && p.promoCode.expiresInDays < 0).length;
  if (expiredCodes < 2) fail(`expected at least 2 products with an expired promo code, got ${expiredCodes}`);
  if (!products.some((p) => p.discount > 0)) fail('no product has a discount');
  if (!products.some((p) => p.stock === 0)) fail('no product is out of stock');
  if (!products.some((p) => p.stock > 0 && p.stock < (p.stockAlertThreshold ?? 5))) fail('no product is low on stock');

  if (errors.length > 0) {
    const shown = errors.slice(0, 25).map((error) => `  - ${error}`).join('\n');
    const more = errors.length > 25 ? `\n  ...and ${errors.length - 25} more` : '';
    throw new Error(`Invalid seed catalogue (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n${shown}${more}`);
  }
}

/**
 * English word forms for search: a light inflectional stemmer, so that 'tomatoes', 'tomatos' and 'tomato',
 * 'berries' and 'berry', 'sliced' and 'slice' share one key. Only the query side uses it: the key picks,
 * from the catalogue's vocabulary, every indexed word with the same key, and the search matches any of
 * them exactly. So an over-eager rule costs at most an extra alternative, and the index keeps its plain
 * tokens (FTS5's porter tokenizer would stem the index, but it also stems prefix queries: 'chocola*' then
 * misses the indexed stem 'chocol', breaking search as you type).
 */
export function wordFormKey(word: string): string {
  const irregular = IRREGULAR_FORMS.get(word);
  if (irregular) return irregular;
  let stem = word;
  if (stem.length <= 3) return stem;
  if (stem.endsWith('ies') && stem.length > 4) stem = `${stem.slice(0, -3)}i`; // berries -> berri (berry -> berri below)
  else if (stem.endsWith('oes') && stem.length > 4) stem = stem.slice(0, -2); // tomatoes -> tomato
  else if (/(ss|sh|ch|x|z)es$/.test(stem)) stem = stem.slice(0, -2); // boxes, peaches, glasses
  else if (stem.endsWith('s') && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1); // biscuits; not glass, hummus
  else if (stem.endsWith('ing') && stem.length >= 6 && /[aeiouy]/.test(stem.slice(0, -3))) stem = stem.slice(0, -3); // baking; not string
  else if (stem.endsWith('ied') && stem.length > 4) stem = `${stem.slice(0, -3)}i`; // dried
  else if (stem.endsWith('ed') && !stem.endsWith('eed') && stem.length >= 5 && /[aeiouy]/.test(stem.slice(0, -2))) stem = stem.slice(0, -2); // salted; not red, seed
  // The e and y that inflections drop or change: slice/sliced/slicing, berry/berries, cookie/cookies; and
  // French feminine participles (surgelés, surgelées).
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.replace(/(?<=...)e+$/, '');
  else if (stem.length > 3 && /[^aeiou]y$/.test(stem)) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

/**
 * Plurals no suffix rule reaches, as the key of their singular ('loaves' -> loaf's key): the English of a
 * grocery (leaves, loaves, knives, halves, geese, teeth, children's food) and 'fish'.
 */
const IRREGULAR_FORMS = new Map<string, string>(
  [
    ['leaf', 'leaves'], ['loaf', 'loaves'], ['half', 'halves'], ['knife', 'knives'], ['wife', 'wives'], ['shelf', 'shelves'],
    ['calf', 'calves'], ['thief', 'thieves'], ['goose', 'geese'], ['mouse', 'mice'], ['tooth', 'teeth'], ['foot', 'feet'],
    ['child', 'children'], ['fish', 'fishes'],
  ].flatMap(([singular, plural]) => [
    [singular!, singular!],
    [plural!, singular!],
  ]),
);

/** Lower case without diacritics, as the index's tokenizer (unicode61, remove_diacritics 2) stores words. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const SIZE_WORDS = new Set(['g', 'kg', 'mg', 'ml', 'l', 'cl', 'lt', 'ltr', 'pcs', 'pc', 'pieces', 'pack', 'packs', 'rolls', 'roll', 'tray', 'bunch', 'size', 'stage', 'sachet', 'sachets', 'x']);
const JOINING_WORDS = /\b(in|with|of|for|from)\b/;

/** The last word of a phrase before any size ('Fresh Whole Milk 1 L' -> milk; 'Tuna Chunks in Oil' -> chunks). */
function headOfPhrase(phrase: string): string | null {
  const beforeJoin = phrase.split(JOINING_WORDS)[0] ?? '';
  const words = beforeJoin.match(/\p{L}+/gu) ?? [];
  while (words.length > 0 && SIZE_WORDS.has(words[words.length - 1]!)) words.pop();
  return words.at(-1) ?? null;
}

/**
 * The words a product name IS: the head noun of the name and of each bracketed part
 * ('Inyange Ikivuguto (Fermented Milk) 1 L' is ikivuguto and milk; 'Cadbury Milk Chocolate Bar' is a bar).
 */
export function nameHeads(name: string): Set<string> {
  const folded = foldWord(name);
  const heads = new Set<string>();
  const main = headOfPhrase(folded.replace(/\([^)]*\)?/g, ' '));
  if (main) heads.add(main);
  for (const [, inner] of folded.matchAll(/\(([^)]*)\)?/g)) {
    const head = headOfPhrase(inner ?? '');
    if (head) heads.add(head);
  }
  return heads;
}

/** The things a category name lists ('Rice, Flour & Grains' -> rice, flour, grains). */
export function categoryHeads(name: string): Set<string> {
  const heads = new Set<string>();
  for (const item of foldWord(name).split(/,|&|\/|\band\b/)) {
    const head = headOfPhrase(item);
    if (head) heads.add(head);
  }
  return heads;
}

/** Every word of a text, folded as the index stores it. */
export function foldedWords(text: string): string[] {
  return foldWord(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The words a Kinyarwanda or French name, or a list of keywords, IS: the first word of each of its parts
 * (both languages put the noun first: 'Amata y'Inyange 1 L' is amata, 'Pommes de terre' is pommes, and
 * 'Lait entier, amata' is lait and amata).
 */
export function leadingHeads(text: string): Set<string> {
  const heads = new Set<string>();
  // \u2019 is the typographic apostrophe, escaped: one character beyond Latin-1 in the server's bundle makes V8 hold
  // all of its text at two bytes a character.
  for (const part of foldWord(text).split(/[,;/&()]|\bet\b|\bna\b|\bn['\u2019]/)) {
    const first = part.match(/\p{L}+/u)?.[0];
    if (first) heads.add(first);
  }
  return heads;
}

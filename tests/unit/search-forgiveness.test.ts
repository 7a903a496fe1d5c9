import { describe, expect, it, vi } from 'vitest';
import type * as EditDistance from '../../server/modules/search/edit-distance.js';
import { editDistanceWithin, letterMask, lettersTooDifferent } from '../../server/modules/search/edit-distance.js';
import { literalQuery } from '../../server/modules/search/product-search.js';
import { groceryRelevance, resolveWithVocabulary } from '../../server/modules/search/search-ranking.js';
import { ftsMatchExpression } from '../../server/modules/search/sqlite-product-search.js';
import { allowedEdits, SearchVocabulary } from '../../server/modules/search/search-vocabulary.js';
import { synonymGroupInput } from '../../server/modules/search/synonyms.js';

// The vocabulary's edit distances are counted, so a test can tell a letter-filtered search from one that compares
// a typo with every word (counted work, not elapsed time, which a busy machine stretches).
const counted = vi.hoisted(() => ({ editDistances: 0 }));
vi.mock('../../server/modules/search/edit-distance.js', async (importOriginal) => {
  const actual = await importOriginal<typeof EditDistance>();
  return {
    ...actual,
    editDistanceWithin: (...args: Parameters<typeof actual.editDistanceWithin>) => {
      counted.editDistances += 1;
      return actual.editDistanceWithin(...args);
    },
  };
});
import { categoryHeads, leadingHeads, nameHeads, wordFormKey } from '../../server/modules/search/word-forms.js';

describe('editDistanceWithin', () => {
  it.each([
    ['milk', 'milk', 0],
    ['suger', 'sugar', 1], // substitution
    ['bred', 'bread', 1], // insertion
    ['tomatos', 'tomato', 1], // deletion
    ['mlik', 'milk', 1], // adjacent transposition counts once
    ['inyage', 'inyange', 1],
    ['biscits', 'biscuits', 1],
    ['margerine', 'margarine', 1],
    ['kitten', 'sitting', 3],
  ])('%s -> %s is %i edits', (a, b, distance) => {
    expect(editDistanceWithin(a, b, 3)).toBe(distance);
    expect(editDistanceWithin(b, a, 3)).toBe(distance);
  });

  it('gives up past the limit', () => {
    expect(editDistanceWithin('kitten', 'sitting', 1)).toBe(2);
    expect(editDistanceWithin('rice', 'chocolate', 2)).toBe(3);
    expect(editDistanceWithin('', 'abc', 1)).toBe(2);
  });
});

/** Pseudo-words with English-like letter frequencies, the same on every run (mulberry32). */
function pseudoWords(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const letters = 'eeeeeaaaaiiiooonnnrrrtttsssllcdumhgpbfywkvxzjq';
  const words = new Set<string>();
  while (words.size < count) {
    const length = 3 + Math.floor(random() * 10);
    let word = '';
    for (let i = 0; i < length; i += 1) word += letters[Math.floor(random() * letters.length)];
    words.add(word);
  }
  return [...words];
}

describe('the letter filter before the edit distance', () => {
  it('never rules out two words that are within the distance', () => {
    const words = pseudoWords(400, 3);
    for (const a of words.slice(0, 200)) {
      for (const b of words) {
        for (const max of [1, 2]) {
          if (editDistanceWithin(a, b, max) <= max) expect(lettersTooDifferent(letterMask(a), letterMask(b), max), `${a} ${b}`).toBe(false);
        }
      }
    }
  });

  it('finds the same nearest words as comparing with every word', () => {
    const words = pseudoWords(3000, 11);
    const vocabularyOfWords = new SearchVocabulary(words.map((term, index) => ({ term, documents: 1 + (index % 7) })));
    // Misspellings: a letter dropped, doubled or changed in words of the vocabulary, and words of its own.
    const typed = [...words.slice(0, 60).map((word) => word.slice(0, 2) + word.slice(3)), ...words.slice(60, 120).map((word) => `${word.slice(0, 3)}e${word.slice(4)}`), ...pseudoWords(3060, 12).slice(3000)];
    for (const word of typed) {
      if (vocabularyOfWords.has(word)) continue;
      const max = allowedEdits(word.length);
      let best = Infinity;
      let all: string[] = [];
      for (const term of words) {
        if (term.length < 3) continue;
        const distance = editDistanceWithin(word, term, max);
        if (distance > max) continue;
        const cost = distance + (term[0] === word[0] ? 0 : 0.5);
        if (cost < best) [best, all] = [cost, [term]];
        else if (cost === best) all.push(term);
      }
      const found = vocabularyOfWords.nearest(word);
      expect(found?.cost ?? Infinity, word).toBe(best);
      expect(found?.terms.length ?? 0, word).toBe(Math.min(all.length, 8));
      for (const term of found?.terms ?? []) expect(all).toContain(term);
    }
  });

  it('keeps a catalogue-sized vocabulary quick', () => {
    const big = new SearchVocabulary(pseudoWords(30_000, 5).map((term) => ({ term, documents: 1 })));
    const typos = ['suger', 'inyage', 'yoghrt', 'margerines', 'qqqqxz', 'tomatos', 'breadd', 'chocolaet'];
    counted.editDistances = 0;
    for (const word of typos) big.nearest(word, true);
    // Comparing each typo with every word takes 8 x 30,000 edit distances; the length and letter filters leave
    // about 4,300 (under 2%). The bound catches a return to comparing with every word.
    expect(counted.editDistances).toBeGreaterThan(0);
    expect(counted.editDistances).toBeLessThan(typos.length * 30_000 * 0.05);
  });
});

describe('wordFormKey', () => {
  it.each([
    ['tomatoes', 'tomato'],
    ['potatoes', 'potato'],
    ['berries', 'berry'],
    ['strawberries', 'strawberry'],
    ['biscuits', 'biscuit'],
    ['cookies', 'cookie'],
    ['peaches', 'peach'],
    ['glasses', 'glass'],
    ['sliced', 'slice'],
    ['slicing', 'slice'],
    ['juices', 'juice'],
    ['mangoes', 'mangos'],
    ['tomatos', 'tomato'],
    ['loaves', 'loaf'],
    ['surgelees', 'surgeles'],
    ['coffee', 'coffees'],
    ['leaves', 'leaf'],
    ['fishes', 'fish'],
    ['geese', 'goose'],
  ])('%s and %s share a key', (a, b) => {
    expect(wordFormKey(a)).toBe(wordFormKey(b));
  });

  it.each([
    ['red', 'r'],
    ['seed', 'se'],
    ['string', 'str'],
    ['hummus', 'hummu'],
    ['rice', 'price'],
    ['bred', 'bread'],
  ])('keeps %s apart from %s', (a, b) => {
    expect(wordFormKey(a)).not.toBe(wordFormKey(b));
  });
});

describe('head nouns', () => {
  it.each([
    ['Inyange Fresh Whole Milk 1 L', ['milk']],
    ['Cadbury Milk Chocolate Bar', ['bar']],
    ['Inyange Ikivuguto (Fermented Milk) 500 ml', ['ikivuguto', 'milk']],
    ['Isoko Tuna Chunks in Oil', ['chunks']],
    ['Fresh Eggs 1 tray (30 eggs)', ['eggs']],
    ['Pampers Baby Diapers Size 3', ['diapers']],
    ['Tree Tomatoes (Ibinyomoro)', ['ibinyomoro', 'tomatoes']],
  ])('%s is %j', (name, heads) => {
    expect([...nameHeads(name)].sort()).toEqual(heads);
  });

  it('reads the things a category lists', () => {
    expect([...categoryHeads('Rice, Flour & Grains')].sort()).toEqual(['flour', 'grains', 'rice']);
    expect([...categoryHeads('Cooking Oil & Spices')].sort()).toEqual(['oil', 'spices']);
  });
});

const vocabulary = new SearchVocabulary(
  [
    ['milk', 25], ['chocolate', 11], ['bread', 22], ['breast', 1], ['breakfast', 30], ['red', 12], ['sugar', 8], ['inyange', 25],
    ['tomato', 11], ['tomatoes', 2], ['tea', 9], ['pea', 1], ['margarine', 4], ['rice', 36], ['price', 1], ['12345', 1],
  ].map(([term, documents]) => ({ term: term as string, documents: documents as number })),
);

describe('resolving query words against the vocabulary', () => {
  const resolve = (...words: string[]) => resolveWithVocabulary({ words }, vocabulary);

  it('matches every form of a word, and the last word as a prefix', () => {
    const query = resolve('tomatoes');
    expect(query.words[0]).toMatchObject({ prefix: true, correctedTo: null });
    expect(query.words[0]!.alternatives.sort()).toEqual(['tomato', 'tomatoes']);
    expect(query.correctedQuery).toBeNull();
    expect(ftsMatchExpression(query)).toBe('("tomato" OR "tomatoes" OR "tomatoes"*)'); // alternatives sorted above
  });

  it('leaves a word that begins a catalogue word alone while it may still be typed', () => {
    expect(resolve('choc').correctedQuery).toBeNull();
    expect(resolve('choc', 'milk').correctedQuery).toBeNull(); // 'choc' as a whole word has no near catalogue word of 4+ letters
  });

  it.each([
    ['suger', 'sugar'],
    ['bred', 'bread'], // not 'red': the first letter is rarely the wrong one
    ['inyage', 'inyange'],
    ['mlik', 'milk'],
    ['margerin', 'margarine'], // 8 letters: two edits allowed
  ])('corrects %s to %s', (typed, meant) => {
    const query = resolve(typed);
    expect(query.words[0]!.correctedTo).toBe(meant);
    expect(query.words[0]!.prefix).toBe(false);
    expect(query.correctedQuery).toBe(meant);
  });

  it('corrects only the misspelt words of a query', () => {
    const query = resolve('inyage', 'milk');
    expect(query.correctedQuery).toBe('inyange milk');
    expect(query.words[1]!.correctedTo).toBeNull();
  });

  it('never corrects short words, nor words too far from any', () => {
    expect(allowedEdits(3)).toBe(0);
    expect(resolve('tee').correctedQuery).toBeNull();
    expect(resolve('zzzzzz').correctedQuery).toBeNull();
    expect(resolve('brexd', 'zzzzzz').words[1]!.alternatives).toEqual([]);
  });

  it('matches a number as a whole word, even last', () => {
    const query = resolve('milk', '1');
    expect(query.words[1]).toMatchObject({ word: '1', prefix: false });
    expect(ftsMatchExpression(query)).toBe('"milk" AND "1"');
  });

  it('quotes every word so no query syntax survives', () => {
    expect(ftsMatchExpression(literalQuery({ words: ['or', 'near'] }))).toBe('"or" AND "near"*');
  });
});

describe('grocery relevance', () => {
  const milk = resolveWithVocabulary({ words: ['milk'] }, vocabulary);
  const product = (name: string, categories: string[], local: Partial<{ localNames: string[]; localCategories: string[] }> = {}) => ({
    name,
    categories,
    localNames: local.localNames ?? [],
    localCategories: local.localCategories ?? [],
  });

  it('puts milk before a chocolate bar that mentions milk', () => {
    const wholeMilk = groceryRelevance(milk, product('Inyange Fresh Whole Milk 1 L', ['Dairy & Eggs', 'Milk']));
    const chocolate = groceryRelevance(milk, product('Cadbury Milk Chocolate Bar', ['Snacks & Sweets', 'Chocolate & Sweets']));
    const malt = groceryRelevance(milk, product('Milo Chocolate Malt Drink', ['Beverages']));
    expect(wholeMilk).toBeGreaterThan(chocolate);
    expect(chocolate).toBeGreaterThan(malt);
  });

  it('counts a category that lists the thing', () => {
    const rice = resolveWithVocabulary({ words: ['rice'] }, vocabulary);
    expect(groceryRelevance(rice, product('Daawat Basmati Rice 1 kg', ['Rice, Flour & Grains', 'Rice']))).toBeGreaterThan(
      groceryRelevance(rice, product('Daawat Basmati Rice 1 kg', ['Snacks'])),
    );
  });

  it('reads Kinyarwanda and French names noun first', () => {
    const amata = resolveWithVocabulary({ words: ['amata'] }, synonymVocabulary);
    const milkProduct = product('Inyange Fresh Whole Milk 1 L', ['Dairy & Eggs'], { localNames: ["Amata y'Inyange 1 L", 'Lait entier Inyange 1 L'] });
    const chocolate = product('Cadbury Milk Chocolate Bar', ['Snacks & Sweets'], { localNames: ['Shokola Cadbury', 'Chocolat au lait Cadbury'] });
    expect(groceryRelevance(amata, milkProduct)).toBeGreaterThan(groceryRelevance(amata, chocolate));
  });
});

const synonymVocabulary = new SearchVocabulary(
  [
    ['milk', 25], ['chocolate', 11], ['bananas', 6], ['beans', 9], ['lait', 3], ['cadbury', 2],
  ].map(([term, documents]) => ({ term: term as string, documents: documents as number })),
  [
    ['milk', 'amata', 'lait'],
    ['bananas', 'ibitoki', 'bananes'],
    ['beans', 'ibishyimbo', 'haricots'],
  ],
);

describe('synonyms', () => {
  const resolve = (...words: string[]) => resolveWithVocabulary({ words }, synonymVocabulary);

  it('a word in another language stands for the catalogue word it means', () => {
    expect(resolve('amata').words[0]!.alternatives).toEqual(expect.arrayContaining(['milk', 'lait']));
    expect(resolve('ibishyimbo').words[0]!.alternatives).toContain('beans');
    expect(resolve('amata').correctedQuery).toBeNull(); // a synonym is a known word, not a typo
  });

  it('the catalogue word finds the synonyms too, through any of its forms', () => {
    expect(resolve('banana').words[0]!.alternatives).toEqual(expect.arrayContaining(['bananas', 'ibitoki', 'bananes']));
  });

  it('a synonym still being typed stands for its group', () => {
    expect(resolve('ibito').words[0]!.alternatives).toEqual(expect.arrayContaining(['ibitoki', 'bananas']));
    expect(resolve('ib').words[0]!.alternatives).not.toContain('bananas'); // too short to guess
  });

  it('judges candidates from an outside index (pg_trgm) by the same rules, with the synonyms it cannot know', () => {
    const everyWord = ['milk', 'chocolate', 'bananas', 'beans', 'lait', 'cadbury'];
    // Candidates holding every catalogue word, and a word no product holds any more: the same answers.
    const near = { whole: [...everyWord, 'mlk'], beginnings: [...everyWord, 'chocolatier'] };
    for (const word of ['mlik', 'chocolaet', 'bnaans', 'ibishimbo', 'amtaa']) {
      expect(synonymVocabulary.nearest(word, false, near), word).toEqual(synonymVocabulary.nearest(word));
    }
    expect(synonymVocabulary.nearest('chocx', true, near)).toEqual(synonymVocabulary.nearest('chocx', true));
    expect(synonymVocabulary.nearest('chocx', true, near)?.terms).toEqual(['chocolate']);
    // A synonym only the vocabulary knows ('ibishyimbo') is still found when the index offers nothing.
    expect(synonymVocabulary.nearest('ibishimbo', false, { whole: [] })?.terms).toEqual(['ibishyimbo']);
    expect(() => synonymVocabulary.nearest('chocx', true, { whole: [] })).toThrow(/beginning/);
  });

  it('a misspelt synonym is corrected to it, with its meaning', () => {
    const query = resolve('ibishimbo');
    expect(query.correctedQuery).toBe('ibishyimbo');
    expect(query.words[0]!.alternatives).toContain('beans');
  });

  it('reads the first word of each part of a local name', () => {
    expect([...leadingHeads("Amata y'Inyange 1 L")]).toEqual(['amata']);
    expect([...leadingHeads('Pommes de terre (Kinigi)')]).toEqual(['pommes', 'kinigi']);
    expect([...leadingHeads('lait, amata et fromage')]).toEqual(['lait', 'amata', 'fromage']);
  });

  it.each([
    ['milk, Amata  lait', 'milk, amata, lait'],
    [['Milk', ' amata ', 'milk'], 'milk, amata'],
    ['ibirayi\npommes', 'ibirayi, pommes'],
  ])('stores %j as %j', (input, stored) => {
    expect(synonymGroupInput.parse(input)).toBe(stored);
  });

  it.each([
    ['milk', 'at least two'],
    ['pommes de-terre, potatoes', 'not a single word'],
    [['pommes de terre', 'potatoes'], 'not a single word'],
    ['milk, 1l', 'not a single word'],
    [42, 'required'],
  ])('refuses %j', (input, message) => {
    const result = synonymGroupInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain(message);
  });
});

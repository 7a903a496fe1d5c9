import { editDistanceWithin, letterMask, lettersTooDifferent } from './edit-distance.js';
import { wordFormKey } from './word-forms.js';

/** A word of the catalogue and in how many products it occurs. */
export interface VocabularyTerm {
  term: string;
  documents: number;
}

/** Words shorter than this are never corrected: one edit turns 'tea' into 'pea', 'sea' or 'ten'. */
export const MIN_CORRECTED_LENGTH = 4;
/** At most this many nearest words stand in for a typo (the most frequent), so a query stays small. */
const MAX_CORRECTION_TERMS = 8;
/** Words of this length or longer may be two edits away from what was meant. */
export const TWO_EDITS_FROM_LENGTH = 8;

/** How many edits a word of this length may be away from a catalogue word. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length >= TWO_EDITS_FROM_LENGTH ? 2 : 1;
}

/**
 * Candidate corrections found by an index outside the vocabulary (PostgreSQL's pg_trgm, see
 * postgres-product-search.ts), to be judged by the same rules as the words the vocabulary scans itself: whole
 * words that may be near a typo, and, for a word still being typed, longer words with its first letter. They may
 * hold words the vocabulary no longer has (ignored), but must hold every catalogue word the rules could pick.
 */
export interface NearWords {
  whole: readonly string[];
  /** Asked for only when no whole word is near enough (see `nearest`). */
  beginnings?: readonly string[];
}

/** A typo's nearest catalogue words (the best first) and how far they are. */
export interface Correction {
  terms: string[];
  cost: number;
}

/**
 * The catalogue's words (from the FTS5 index through fts5vocab), grouped by word form, for finding a query
 * word's other forms and its nearest spellings, with the shop's synonym groups ('milk, amata, lait') for
 * finding what a word means in the other languages. Synonyms are known words too: they are never corrected
 * away, and a typo in one is corrected to it. Pure and in memory: the index decides when to rebuild it.
 */
export class SearchVocabulary {
  private readonly documents = new Map<string, number>();
  private readonly byForm = new Map<string, string[]>();
  /** Synonym words by word form key, each with the other words of its groups. */
  private readonly synonymsByForm = new Map<string, Set<string>>();
  private readonly words: Set<string>;
  private readonly sorted: string[];
  /** Synonym words no product holds: an outside index of the catalogue's words does not know them. */
  private readonly synonymOnly: string[];
  /** Words by length, with their letter masks, so a typo is compared only with words it could be near. */
  private readonly byLength: { term: string; mask: number }[][] = [];

  constructor(terms: VocabularyTerm[], synonymGroups: readonly (readonly string[])[] = []) {
    for (const { term, documents } of terms) {
      // Codes and numbers ('12345', '500') are never corrected or inflected; the index still matches them.
      if (!/\p{L}/u.test(term)) continue;
      this.documents.set(term, documents);
      const key = wordFormKey(term);
      const forms = this.byForm.get(key);
      if (forms) forms.push(term);
      else this.byForm.set(key, [term]);
    }
    const synonymWords = new Set<string>();
    for (const group of synonymGroups) {
      for (const word of group) {
        synonymWords.add(word);
        const others = this.synonymsByForm.get(wordFormKey(word)) ?? new Set<string>();
        for (const other of group) if (other !== word) others.add(other);
        this.synonymsByForm.set(wordFormKey(word), others);
      }
    }
    // A synonym no product holds is still a word to correct towards and to complete as a prefix.
    this.words = new Set([...this.documents.keys(), ...synonymWords]);
    this.sorted = [...this.words].sort();
    this.synonymOnly = this.sorted.filter((word) => !this.documents.has(word));
    for (const term of this.sorted) (this.byLength[term.length] ??= []).push({ term, mask: letterMask(term) });
  }

  get size(): number {
    return this.sorted.length;
  }

  has(term: string): boolean {
    return this.documents.has(term);
  }

  /** The words of the synonym groups holding a form of this word ('amata' -> milk, lait), without the word. */
  synonyms(word: string): string[] {
    return [...(this.synonymsByForm.get(wordFormKey(word)) ?? [])].filter((synonym) => synonym !== word);
  }

  /** Synonym words starting with this text, for a last word still being typed ('ibito' -> ibitoki). */
  synonymsStartingWith(prefix: string): string[] {
    const found: string[] = [];
    for (let index = this.firstAtOrAfter(prefix); index < this.sorted.length && this.sorted[index]!.startsWith(prefix); index += 1) {
      if (this.synonymsByForm.has(wordFormKey(this.sorted[index]!))) found.push(this.sorted[index]!);
    }
    return found;
  }

  /** The catalogue's words that are forms of this word ('tomatoes' -> tomato, tomatoes). */
  forms(word: string): string[] {
    return this.byForm.get(wordFormKey(word)) ?? [];
  }

  /** Whether some catalogue word starts with this text. */
  hasPrefix(prefix: string): boolean {
    const index = this.firstAtOrAfter(prefix);
    return index < this.sorted.length && this.sorted[index]!.startsWith(prefix);
  }

  /**
   * The catalogue words nearest to a word no catalogue word matches: within one edit (two for words of 8+
   * letters), a changed first letter counting half an edit more (shoppers rarely get the first letter wrong,
   * so 'bred' is bread rather than red). Ties are all kept, the most frequent first. With `asPrefix` (the
   * word the shopper may still be typing), longer catalogue words with the same first letter whose beginning
   * is that near count too, but only when no whole word is.
   *
   * A scan rather than an index (BK-tree, SymSpell deletions): only words of a near length with nearly the
   * same letters reach the edit distance, which keeps it fast without the memory a deletion index needs for
   * two edits.
   */
  nearest(word: string, asPrefix = false, near?: NearWords): Correction | null {
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    const wordMask = letterMask(word);
    const whole = new Candidates(word);
    const considerWhole = (term: string, mask: number) => {
      if (lettersTooDifferent(wordMask, mask, max)) return;
      whole.consider(term, term, editDistanceWithin(word, term, max), max);
    };
    const shortest = Math.max(MIN_CORRECTED_LENGTH - 1, word.length - max);
    if (near) {
      for (const term of new Set([...near.whole, ...this.synonymOnly])) {
        if (term.length >= shortest && term.length <= word.length + max && this.isWord(term)) considerWhole(term, letterMask(term));
      }
    } else {
      for (let length = shortest; length <= word.length + max; length += 1) {
        for (const { term, mask } of this.byLength[length] ?? []) considerWhole(term, mask);
      }
    }
    if (whole.found.length > 0 || !asPrefix) return this.ranked(whole);
    const beginnings = new Candidates(word);
    const considerBeginning = (term: string) => {
      if (term.length <= word.length) return; // as long or shorter: compared whole above
      const beginning = term.slice(0, word.length);
      beginnings.consider(term, beginning, editDistanceWithin(word, beginning, max), max);
    };
    if (near) {
      if (!near.beginnings) throw new Error('nearest: the words beginning like the typo are needed');
      for (const term of new Set([...near.beginnings, ...this.synonymOnly])) if (term[0] === word[0] && this.isWord(term)) considerBeginning(term);
    } else {
      for (let index = this.firstAtOrAfter(word[0]!); index < this.sorted.length && this.sorted[index]![0] === word[0]; index += 1) {
        considerBeginning(this.sorted[index]!);
      }
    }
    return this.ranked(beginnings);
  }

  /** A catalogue word or a synonym: what a typo may be corrected to. */
  private isWord(term: string): boolean {
    return this.words.has(term);
  }

  private ranked(candidates: Candidates): Correction | null {
    if (candidates.found.length === 0) return null;
    const frequency = (term: string) => this.documents.get(term) ?? 0;
    const terms = [...candidates.found].sort((a, b) => frequency(b) - frequency(a) || a.localeCompare(b));
    return { terms: terms.slice(0, MAX_CORRECTION_TERMS), cost: candidates.best };
  }

  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** The best-scoring words seen so far: edits, plus half an edit for a different first letter. */
class Candidates {
  best = Infinity;
  found: string[] = [];

  constructor(private readonly word: string) {}

  consider(term: string, compared: string, distance: number, max: number): void {
    if (distance > max) return;
    const cost = distance + (compared[0] === this.word[0] ? 0 : 0.5);
    if (cost < this.best) {
      this.best = cost;
      this.found = [term];
    } else if (cost === this.best) {
      this.found.push(term);
    }
  }
}

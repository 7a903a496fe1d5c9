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
  private readonly sorted: string[];
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
    const words = new Set([...this.documents.keys(), ...synonymWords]);
    this.sorted = [...words].sort();
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
   * same letters reach the edit distance: over 30k words, 0.1 ms for a one-edit word and 1 ms for a two-edit
   * one instead of 5 and 26 ms comparing with every word, without the memory a deletion index needs for two
   * edits.
   */
  nearest(word: string, asPrefix = false): Correction | null {
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    const wordMask = letterMask(word);
    const whole = new Candidates(word);
    for (let length = Math.max(MIN_CORRECTED_LENGTH - 1, word.length - max); length <= word.length + max; length += 1) {
      for (const { term, mask } of this.byLength[length] ?? []) {
        if (lettersTooDifferent(wordMask, mask, max)) continue;
        whole.consider(term, term, editDistanceWithin(word, term, max), max);
      }
    }
    if (whole.found.length > 0 || !asPrefix) return this.ranked(whole);
    const beginnings = new Candidates(word);
    for (let index = this.firstAtOrAfter(word[0]!); index < this.sorted.length && this.sorted[index]![0] === word[0]; index += 1) {
      const term = this.sorted[index]!;
      if (term.length <= word.length) continue; // as long or shorter: compared whole above
      const beginning = term.slice(0, word.length);
      beginnings.consider(term, beginning, editDistanceWithin(word, beginning, max), max);
    }
    return this.ranked(beginnings);
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

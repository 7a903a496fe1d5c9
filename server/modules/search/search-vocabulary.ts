import { editDistanceWithin } from './edit-distance.js';
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
 * word's other forms and its nearest spellings. Pure and in memory: the index decides when to rebuild it.
 */
export class SearchVocabulary {
  private readonly documents = new Map<string, number>();
  private readonly byForm = new Map<string, string[]>();
  private readonly sorted: string[];

  constructor(terms: VocabularyTerm[]) {
    for (const { term, documents } of terms) {
      // Codes and numbers ('12345', '500') are never corrected or inflected; the index still matches them.
      if (!/\p{L}/u.test(term)) continue;
      this.documents.set(term, documents);
      const key = wordFormKey(term);
      const forms = this.byForm.get(key);
      if (forms) forms.push(term);
      else this.byForm.set(key, [term]);
    }
    this.sorted = [...this.documents.keys()].sort();
  }

  get size(): number {
    return this.documents.size;
  }

  has(term: string): boolean {
    return this.documents.has(term);
  }

  /** The catalogue's words that are forms of this word ('tomatoes' -> tomato, tomatoes). */
  forms(word: string): string[] {
    return this.byForm.get(wordFormKey(word)) ?? [];
  }

  /** Whether some catalogue word starts with this text. */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low < this.sorted.length && this.sorted[low]!.startsWith(prefix);
  }

  /**
   * The catalogue words nearest to a word no catalogue word matches: within one edit (two for words of 8+
   * letters), a changed first letter counting half an edit more (shoppers rarely get the first letter wrong,
   * so 'bred' is bread rather than red). Ties are all kept, the most frequent first. With `asPrefix` (the
   * word the shopper may still be typing), catalogue words whose beginning is that near count too, but only
   * when no whole word is.
   */
  nearest(word: string, asPrefix = false): Correction | null {
    const max = allowedEdits(word.length);
    if (max === 0) return null;
    const whole = this.closest(word, max, (term) => term);
    if (whole || !asPrefix) return whole;
    return this.closest(word, max, (term) => term.slice(0, word.length));
  }

  private closest(word: string, max: number, compared: (term: string) => string): Correction | null {
    let best = Infinity;
    let found: string[] = [];
    for (const term of this.sorted) {
      const target = compared(term);
      if (target.length < MIN_CORRECTED_LENGTH - 1) continue;
      const distance = editDistanceWithin(word, target, max);
      if (distance > max) continue;
      const cost = distance + (target[0] === word[0] ? 0 : 0.5);
      if (cost < best) {
        best = cost;
        found = [term];
      } else if (cost === best) {
        found.push(term);
      }
    }
    if (found.length === 0) return null;
    found.sort((a, b) => this.documents.get(b)! - this.documents.get(a)! || a.localeCompare(b));
    return { terms: found.slice(0, MAX_CORRECTION_TERMS), cost: best };
  }
}

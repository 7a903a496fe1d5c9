import { z } from 'zod';
import { foldWord } from './word-forms.js';

/** At most this many words in one synonym group. */
export const MAX_SYNONYM_WORDS = 20;
/** A synonym word is at most this long. */
const MAX_SYNONYM_LENGTH = 40;

/** The words of a stored group ('milk, amata, lait'), as the index folds them. */
export function synonymWords(stored: string): string[] {
  return stored
    .split(',')
    .map((word) => foldWord(word.trim()))
    .filter(Boolean);
}

const splitWords = (text: string) => text.split(/[\s,;]+/u);

/**
 * A synonym group as an admin gives it: a text of words separated by commas, spaces or new lines, or a list
 * of words. Each must be a single word of letters (phrases such as 'pommes de terre' belong in a product's
 * French name instead); stored lower case without duplicates, in the order given, as 'milk, amata, lait'.
 */
export const synonymGroupInput = z
  .union([z.string(), z.array(z.string()).max(100)], { error: 'Words are required' })
  .refine((words) => (typeof words === 'string' ? words.length : words.join(',').length) <= 2000, { error: 'Words must be at most 2000 characters' })
  .transform((words) => {
    const list = typeof words === 'string' ? splitWords(words) : words.map((word) => word.trim());
    return [...new Set(list.map((word) => word.normalize('NFKC').toLowerCase()).filter(Boolean))];
  })
  .superRefine((words, context) => {
    const wrong = words.find((word) => !/^\p{L}+$/u.test(word));
    if (wrong) context.addIssue({ code: 'custom', message: `"${wrong.slice(0, 40)}" is not a single word: use letters only, one word per synonym` });
    const long = words.find((word) => word.length > MAX_SYNONYM_LENGTH);
    if (long) context.addIssue({ code: 'custom', message: `"${long.slice(0, 20)}..." is longer than ${MAX_SYNONYM_LENGTH} letters` });
    if (words.length < 2) context.addIssue({ code: 'custom', message: 'Give at least two words that mean the same thing' });
    if (words.length > MAX_SYNONYM_WORDS) context.addIssue({ code: 'custom', message: `At most ${MAX_SYNONYM_WORDS} words in one group` });
  })
  .transform((words) => words.join(', '));
export type SynonymGroupInput = z.input<typeof synonymGroupInput>;

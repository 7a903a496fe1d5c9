/**
 * How the synonyms page turns what the admin types into the words it sends, and back. Words are split on commas
 * (semicolons and new lines too), not on spaces: a phrase such as 'pommes de terre' then reaches the server whole,
 * and its refusal explains that a synonym is one word, instead of the phrase silently becoming three synonyms.
 */

/** The words of a typed group ('milk, amata ,lait' -> ['milk', 'amata', 'lait']), blanks dropped. */
export function wordsOfText(text: string): string[] {
  return text
    .split(/[,;\n]+/u)
    .map((word) => word.trim().replace(/\s+/gu, ' '))
    .filter(Boolean);
}

/** A stored group as the edit field shows it: 'milk, amata, lait'. */
export function textOfWords(words: readonly string[]): string {
  return words.join(', ');
}

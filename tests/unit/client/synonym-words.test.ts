// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { textOfWords, wordsOfText } from '../../../client/src/features/admin-synonyms/synonymWords';

describe('the words of a synonym group as the admin types them', () => {
  it('are split on commas (semicolons, new lines), trimmed, blanks dropped', () => {
    expect(wordsOfText(' milk,amata ;lait,\n, ')).toEqual(['milk', 'amata', 'lait']);
    expect(wordsOfText('')).toEqual([]);
  });

  it('keep a phrase whole, so the server can say a synonym is one word', () => {
    expect(wordsOfText('pommes  de terre, potatoes')).toEqual(['pommes de terre', 'potatoes']);
  });

  it('come back in the edit field as they were added', () => {
    expect(wordsOfText(textOfWords(['milk', 'amata', 'lait']))).toEqual(['milk', 'amata', 'lait']);
    expect(textOfWords(['milk', 'amata'])).toBe('milk, amata');
  });
});

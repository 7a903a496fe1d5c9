import { describe, expect, it } from 'vitest';
import {
  readRecentlyViewed,
  RECENTLY_VIEWED_KEPT,
  RECENTLY_VIEWED_KEY,
  recordRecentlyViewed,
} from '../../../client/src/features/home/recentlyViewed.js';

/** An in-memory stand-in for localStorage. */
function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    stored: () => items.get(RECENTLY_VIEWED_KEY),
  };
}

describe('recently viewed products', () => {
  it('puts the newest first and keeps each product once', () => {
    const storage = memoryStorage();
    recordRecentlyViewed('a', storage);
    recordRecentlyViewed('b', storage);
    recordRecentlyViewed('a', storage);
    expect(readRecentlyViewed(storage)).toEqual(['a', 'b']);
    expect(JSON.parse(storage.stored()!)).toEqual(['a', 'b']);
  });

  it('keeps only the 10 newest', () => {
    const storage = memoryStorage();
    for (let index = 1; index <= 12; index++) recordRecentlyViewed(`p${index}`, storage);
    const kept = readRecentlyViewed(storage);
    expect(RECENTLY_VIEWED_KEPT).toBe(10);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe('p12');
    expect(kept.at(-1)).toBe('p3');
  });

  it('reads a list with repeats, or with entries that are not ids, as the ids it holds, newest first', () => {
    expect(readRecentlyViewed(memoryStorage(JSON.stringify(['x', 'y', 'x', 7, '', null, 'z'])))).toEqual(['x', 'y', 'z']);
  });

  it('reads broken or foreign JSON as an empty list, and recording over it starts afresh', () => {
    for (const broken of ['{not json', '{"a":1}', '"text"', 'null']) {
      const storage = memoryStorage(broken);
      expect(readRecentlyViewed(storage)).toEqual([]);
      expect(recordRecentlyViewed('a', storage)).toEqual(['a']);
    }
  });

  it('ignores storage that throws, or no storage at all', () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readRecentlyViewed(throwing)).toEqual([]);
    expect(recordRecentlyViewed('a', throwing)).toEqual(['a']);
    expect(readRecentlyViewed(null)).toEqual([]);
    // Node has no usable localStorage: the default storage is absent, not an exception.
    expect(() => readRecentlyViewed()).not.toThrow();
  });
});

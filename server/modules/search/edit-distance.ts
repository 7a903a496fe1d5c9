/**
 * Edit distance for typo tolerance: optimal string alignment (Damerau-Levenshtein where an adjacent
 * transposition, 'mlik' for 'milk', costs one edit, as on a phone keyboard), stopping as soon as the
 * distance must exceed `max`.
 *
 * Why our own ~30 lines: the installed `fastest-levenshtein` is only a transitive dependency (not ours to
 * import), counts a transposition as two edits, and has no cut-off; search compares one query word with
 * every vocabulary word of similar length, so giving up after `max` matters more than raw speed.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < width * 3) rows = new Int32Array(width * 6);
  // Three rows in one reused buffer (search calls this for thousands of words per query).
  let beforePrevious = 0;
  let previous = width;
  let current = width * 2;
  for (let j = 0; j < width; j += 1) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    rows[current] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[beforePrevious + j - 2]! + 1);
      rows[current + j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    // Every later row only grows from this one: once all of it is past max, the words are too far apart.
    if (rowMinimum > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(rows[previous + b.length]!, max + 1);
}

let rows = new Int32Array(192);

/** Which letters a word holds, as bits (a-z one each, any other character shares the rest by its code). */
export function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index += 1) {
    const code = word.charCodeAt(index);
    mask |= 1 << (code >= 97 && code <= 122 ? code - 97 : 26 + (code % 6));
  }
  return mask;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count += 1;
  return count;
}

/**
 * A cheap test that two words cannot be within `max` edits: each edit adds at most one letter the other
 * word lacks and removes at most one, so more than `max` letters missing on either side rules them out
 * (letters sharing a bit only make the test more lenient, never wrong).
 */
export function lettersTooDifferent(maskA: number, maskB: number, max: number): boolean {
  return bitCount(maskA & ~maskB) > max || bitCount(maskB & ~maskA) > max;
}

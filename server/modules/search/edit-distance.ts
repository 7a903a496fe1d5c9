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
  let beforePrevious = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current[j] = value;
      if (value < rowMinimum) rowMinimum = value;
    }
    // Every later row only grows from this one: once all of it is past max, the words are too far apart.
    if (rowMinimum > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}

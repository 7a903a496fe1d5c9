import { allDistricts, canonicalDistrict, canonicalSector, sectorsOf, villagesOf } from './rwanda-locations.js';

/*
 * Forgiving matching of typed place names against the national data, for clients whose address form is free
 * text (the old shop's Address Line / City / State). People type "kimironko", "Kimi-ronko", "KIMIRONKO ",
 * "Kimirónko" or "Kimironkoo" and mean Kimironko; when a name cannot be told apart from its neighbours,
 * nothing is guessed and the closest official names are offered instead.
 */

/** How a typed name compares with the official one: case, accents, spaces and punctuation do not count. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), giving up once it exceeds `limit`:
 * "Kimironkoo", "Kimironk", "Kimiromko" and "Kimiornko" are each one typo away from "Kimironko".
 */
export function typoDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Names this short are too easily turned into another by one typo, so they must be typed exactly. */
const SHORTEST_TYPO_TOLERANT_NAME = 4;
/** How many of the closest names an error offers. */
const SUGGESTIONS = 3;

export type NameMatch = { name: string } | { name: null; suggestions: string[] };

/**
 * The official name a typed one stands for: equal once case, accents, spacing and punctuation are ignored,
 * or one typo away (insertion, deletion, substitution or two swapped letters) from exactly one name with no
 * other name within two. Otherwise no name, and the closest ones to suggest.
 */
export function matchName(typed: string, names: readonly string[]): NameMatch {
  const wanted = comparableName(typed);
  const scored = names.map((name) => ({ name, distance: typoDistance(wanted, comparableName(name), 3) }));
  const exact = scored.filter((entry) => entry.distance === 0);
  if (exact.length === 1) return { name: exact[0]!.name };
  if (exact.length === 0 && wanted.length >= SHORTEST_TYPO_TOLERANT_NAME) {
    const near = scored.filter((entry) => entry.distance <= 2);
    if (near.length === 1 && near[0]!.distance === 1) return { name: near[0]!.name };
  }
  return { name: null, suggestions: closestNames(wanted, names) };
}

/**
 * The names nearest to what was typed (by typo distance, then by a shared beginning, then alphabetically):
 * the closest one and, up to three in all, those hardly further away, so a clear favourite comes alone.
 */
function closestNames(wanted: string, names: readonly string[]): string[] {
  const ranked = names
    .map((name) => {
      const comparable = comparableName(name);
      return { name, distance: typoDistance(wanted, comparable), sharedStart: sharedPrefixLength(wanted, comparable) };
    })
    .sort((a, b) => a.distance - b.distance || b.sharedStart - a.sharedStart || a.name.localeCompare(b.name, 'en'));
  const best = ranked[0]?.distance ?? 0;
  return ranked
    .filter((entry) => entry.distance <= best + 1)
    .slice(0, SUGGESTIONS)
    .map((entry) => entry.name);
}

function sharedPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
}

/** "A", "A or B", "A, B or C" (or "and"). */
function alternatives(names: string[], conjunction: 'or' | 'and' = 'or'): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`;
}

export interface TypedLocation {
  district: string;
  sector: string;
  village: string;
}

export type LocationMatch =
  | { matched: true; district: string; sector: string; village: string }
  | { matched: false; level: 'district' | 'sector' | 'village'; message: string; suggestions: string[] };

/**
 * Matches a typed District > Sector > Village against the national data, level by level, and answers either
 * the official names or, for the first level that does not match, a message naming the closest official
 * names (e.g. 'Unknown sector "Kimirnkoo" in Gasabo. Did you mean Kimironko?'). Every district of Rwanda is
 * accepted: whether the shop delivers there is the delivery zones' answer, at checkout.
 */
export function matchRwandaLocation(typed: TypedLocation): LocationMatch {
  const district = matchName(typed.district, allDistricts());
  if (district.name === null) {
    return { matched: false, level: 'district', message: `Unknown district "${typed.district.trim()}". Did you mean ${alternatives(district.suggestions)}?`, suggestions: district.suggestions };
  }
  const districtName = canonicalDistrict(district.name)!;
  const sector = matchName(typed.sector, sectorsOf(districtName));
  if (sector.name === null) {
    return {
      matched: false,
      level: 'sector',
      message: `Unknown sector "${typed.sector.trim()}" in ${districtName}. Did you mean ${alternatives(sector.suggestions)}?`,
      suggestions: sector.suggestions,
    };
  }
  const sectorName = canonicalSector(districtName, sector.name)!;
  const village = matchName(typed.village, villagesOf(districtName, sectorName));
  if (village.name === null) {
    return {
      matched: false,
      level: 'village',
      message: `Unknown village "${typed.village.trim()}" in ${sectorName} sector. Did you mean ${alternatives(village.suggestions)}?`,
      suggestions: village.suggestions,
    };
  }
  return { matched: true, district: districtName, sector: sectorName, village: village.name };
}

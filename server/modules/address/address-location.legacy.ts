import type { RequestContext } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { matchRwandaLocation } from '../../lib/rwanda-location-matching.js';
import { assertOwnActiveAddress } from './address.service.js';

/** The old address form's free-text fields: address_line = district, city = sector, state = village. */
export interface LegacyLocationFields {
  address_line?: unknown;
  city?: unknown;
  state?: unknown;
}

/** Longer than any place name with room to spare; longer text goes on for the service to refuse by length. */
const LONGEST_MATCHED_TEXT = 100;

const legacyFieldOfLevel = { district: 'address_line', sector: 'city', village: 'state' } as const;

/**
 * The official District > Sector > Village for what the old form's user typed, matched forgivingly (case,
 * accents, spacing, punctuation, one typo) among all districts of Rwanda. A place that does not
 * match is refused (400) under the field the old form knows, naming the closest official names. Fields that
 * are missing, blank or not text are left as they are, for the address service to refuse with its own words.
 */
export function matchLegacyLocation(body: LegacyLocationFields): LegacyLocationFields {
  const { address_line: district, city: sector, state: village } = body;
  if (!isMatchable(district) || !isMatchable(sector) || !isMatchable(village)) return {};
  const match = matchRwandaLocation({ district, sector, village });
  if (!match.matched) throw new ValidationError(match.message, legacyFieldOfLevel[match.level]);
  return { address_line: match.district, city: match.sector, state: match.village };
}

/**
 * matchLegacyLocation for an edit of the address `_id`: someone else's address is "not found" whatever place
 * was typed, as the address service answers, so a refusal never depends on what the intruder typed.
 */
export async function matchLegacyLocationOfAddress(context: RequestContext, body: LegacyLocationFields & { _id?: unknown }): Promise<LegacyLocationFields> {
  try {
    return matchLegacyLocation(body);
  } catch (error) {
    if (error instanceof ValidationError && typeof body._id === 'string') await assertOwnActiveAddress(context, body._id);
    throw error;
  }
}

function isMatchable(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= LONGEST_MATCHED_TEXT;
}

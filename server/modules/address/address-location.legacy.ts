import type { RequestContext } from '../../context.js';
import { ValidationError } from '../../errors.js';
import { matchRwandaLocation } from '../../lib/rwanda-location-matching.js';
import { assertOwnActiveAddress } from './address.service.js';

/** The address form's free-text place fields. */
export interface LocationFields {
  district?: unknown;
  sector?: unknown;
  village?: unknown;
}

/** The official names of a matched place; nothing when the fields were not all text to match. */
type OfficialPlace = { district?: string; sector?: string; village?: string };

/** Longer than any place name with room to spare; longer text goes on for the service to refuse by length. */
const LONGEST_MATCHED_TEXT = 100;

/**
 * The official District > Sector > Village for what the old form's user typed, matched forgivingly (case,
 * accents, spacing, punctuation, one typo) among all districts of Rwanda. A place that does not
 * match is refused (400) under its field (which the REST route names as the old form does), naming the closest
 * official names. Fields that are missing, blank or not text are left as they are, for the address service to
 * refuse with its own words.
 */
export function matchLegacyLocation(fields: LocationFields): OfficialPlace {
  const { district, sector, village } = fields;
  if (!isMatchable(district) || !isMatchable(sector) || !isMatchable(village)) return {};
  const match = matchRwandaLocation({ district, sector, village });
  if (!match.matched) throw new ValidationError(match.message, match.level);
  return { district: match.district, sector: match.sector, village: match.village };
}

/**
 * matchLegacyLocation for an edit of the address `addressId`: someone else's address is "not found" whatever place
 * was typed, as the address service answers, so a refusal never depends on what the intruder typed.
 */
export async function matchLegacyLocationOfAddress(context: RequestContext, fields: LocationFields & { addressId?: unknown }): Promise<OfficialPlace> {
  try {
    return matchLegacyLocation(fields);
  } catch (error) {
    if (error instanceof ValidationError && typeof fields.addressId === 'string') await assertOwnActiveAddress(context, fields.addressId);
    throw error;
  }
}

function isMatchable(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= LONGEST_MATCHED_TEXT;
}

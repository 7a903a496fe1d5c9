import { KIGALI_UTC_OFFSET_HOURS } from '../../lib/kigali-time.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = KIGALI_UTC_OFFSET_HOURS * HOUR_MS;

/** What an estimate needs of a delivery zone. */
export interface DeliveryTerms {
  /** Business days from the day the order counts from. */
  leadDays: number;
  /** Orders before this Kigali hour on a business day count from that day; null: every order counts from its day. */
  sameDayCutoffHour: number | null;
}

/** Monday to Friday. */
function isBusinessDay(kigaliDay: number): boolean {
  const weekday = new Date(kigaliDay).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

function nextBusinessDay(kigaliDay: number): number {
  let day = kigaliDay + DAY_MS;
  while (!isBusinessDay(day)) day += DAY_MS;
  return day;
}

/**
 * The day an order placed at `orderedAt` should arrive, in Kigali: it counts from its own day when that is a
 * business day (and, with a cut-off, it came before the cut-off hour), else from the next business day; then
 * `leadDays` business days (Monday to Friday) are added. The answer is noon of that day in Kigali, so it is the
 * same calendar day wherever it is shown.
 */
export function estimatedDeliveryDate(terms: DeliveryTerms, orderedAt: Date): Date {
  const local = new Date(orderedAt.getTime() + OFFSET_MS);
  // A Kigali calendar day as the UTC midnight with the same date, for day arithmetic.
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const beforeCutoff = terms.sameDayCutoffHour === null || local.getUTCHours() < terms.sameDayCutoffHour;
  if (!isBusinessDay(day) || !beforeCutoff) day = nextBusinessDay(day);
  for (let left = terms.leadDays; left > 0; left -= 1) day = nextBusinessDay(day);
  return new Date(day + 12 * HOUR_MS - OFFSET_MS);
}

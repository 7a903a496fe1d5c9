/**
 * Shop time. Dates are stored in UTC; months and dates people see are taken in Africa/Kigali, which is UTC+2
 * all year (Rwanda has no daylight saving), so a fixed offset gives the same answer as the time-zone database
 * and matches the SQL that groups orders by month.
 */
export const KIGALI_UTC_OFFSET_HOURS = 2;
const OFFSET_MS = KIGALI_UTC_OFFSET_HOURS * 60 * 60 * 1000;

/** The year and month (1-12) of an instant, in Kigali. */
export function kigaliYearMonth(instant: Date): { year: number; month: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

/** The instants [start, end) of a calendar month (1-12) in Kigali. */
export function kigaliMonthRange(year: number, month: number): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(year, month - 1, 1) - OFFSET_MS),
    end: new Date(Date.UTC(year, month, 1) - OFFSET_MS),
  };
}

/** Kigali wall-clock time as "YYYY-MM-DD HH:MM", e.g. for reports. */
export function formatKigaliDateTime(instant: Date): string {
  const iso = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The first whole hour after `time` (epoch milliseconds): Kigali is a whole number of hours from UTC, so what moves
 * with its hours (a delivery estimate, a zone's cut-off) moves then.
 */
export function nextWholeHour(time: number): number {
  return Math.floor(time / HOUR_MS) * HOUR_MS + HOUR_MS;
}

/**
 * The twelve months' names in a language ("January" ... "December"), as Intl writes them. A browser without the
 * language's calendar data (Chromium has none for Kinyarwanda) would write them in English: `translated` instead.
 */
export function monthNames(locale: string, translated: () => string[]): string[] {
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) return translated();
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => {
    const name = format.formatToParts(Date.UTC(2024, index, 1)).find((part) => part.type === 'month')?.value ?? String(index + 1);
    // Some languages write month names in lower case; as a choice in a list they start with a capital.
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

/** The year and month (1-12) it is now in Kigali, where the shop's months begin and end. */
export function kigaliYearMonth(now: Date = new Date()): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', year: 'numeric', month: 'numeric' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month') };
}

/** The report file's name when the server gives none: the specification's orders_{month}_{year}.csv, month 1-12. */
export function reportFileName(month: number, year: number): string {
  return `orders_${month}_${year}.csv`;
}

/**
 * Hands a downloaded file to the browser as a download with its name: an object URL on a temporary link, clicked
 * and removed; the URL is released once the browser has taken the file.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The server's rule for Rwandan mobile numbers (+250 7X XXX XXXX, also 07X XXX XXXX; spaces, dashes and dots
 * ignored; prefixes 72, 73, 78, 79), checked before sending so a typo is caught without a round trip.
 */
export function isRwandanMobile(input: string): boolean {
  return /^(?:\+?250|0)?7[2389]\d{7}$/.test(input.trim().replace(/[\s\-.()]/g, ''));
}

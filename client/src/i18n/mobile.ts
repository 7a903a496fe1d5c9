/**
 * A stored mobile number (+2507XXXXXXXX) as Rwandans write it, in any language: "0788 123 456". Anything else
 * is shown as stored.
 */
export function formatMobile(mobile: string): string {
  const match = /^\+250(7\d\d)(\d{3})(\d{3})$/.exec(mobile);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : mobile;
}

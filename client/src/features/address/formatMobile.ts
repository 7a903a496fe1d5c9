/**
 * A stored mobile number (+2507XXXXXXXX) as Rwandans write it: "+250 78 123 4567". Anything else is shown as
 * stored.
 */
export function formatMobile(mobile: string): string {
  const match = /^\+250(7\d)(\d{3})(\d{4})$/.exec(mobile);
  return match ? `+250 ${match[1]} ${match[2]} ${match[3]}` : mobile;
}

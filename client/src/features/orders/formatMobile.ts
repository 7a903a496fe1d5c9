/** A stored mobile number (+2507XXXXXXXX) in groups a person reads and dials: "+250 78 123 4567". */
export function formatMobile(mobile: string): string {
  const match = /^\+250(7\d)(\d{3})(\d{4})$/.exec(mobile);
  return match ? `+250 ${match[1]} ${match[2]} ${match[3]}` : mobile;
}

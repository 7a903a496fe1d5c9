/** One answer of the unread-orders poll: how many orders the admin has not seen, counted from `lastReadAt`. */
export interface UnreadReading {
  count: number;
  lastReadAt: string | null;
}

/** The badge's text: the count, or "99+" above 99 so the badge keeps its size. */
export function badgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * How many orders arrived between two readings of the poll (0 on the first reading after load: what was unread
 * then is not news). When the admin marked orders read in between (lastReadAt moved), every order counted now came
 * after that mark, so after the previous reading: all of them are new.
 */
export function ordersAddedBetween(previous: UnreadReading | null, next: UnreadReading): number {
  if (!previous) return 0;
  if (previous.lastReadAt !== next.lastReadAt) return next.count;
  return Math.max(0, next.count - previous.count);
}

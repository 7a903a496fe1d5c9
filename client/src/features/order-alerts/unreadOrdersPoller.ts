import { ordersAddedBetween, type UnreadReading } from './unreadCount';

/** New orders seen by a poll: how many arrived since the previous reading, and the reading itself. */
export interface OrdersArrived {
  added: number;
  reading: UnreadReading;
}

/**
 * Polls the admin's unread-order count for every badge at once: each badge asks for its own interval (menu 30 s,
 * header 10 s) and one timer runs at the shortest of them, so the badges never send duplicate requests. Polling
 * pauses while the tab is hidden or the device offline (nobody sees the badge; mobile data is dear) and polls at once
 * when either comes back. A failed poll is silent: the next one tries again.
 */
export class UnreadOrdersPoller {
  private readonly intervals = new Map<symbol, number>();
  private readonly listeners = new Set<(arrived: OrdersArrived) => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  private lastPollAt: number | null = null;
  private last: UnreadReading | null = null;

  constructor(private readonly read: () => Promise<UnreadReading>) {}

  /** Polls at least every `intervalMs` until the returned function is called. */
  poll(intervalMs: number): () => void {
    const key = Symbol('badge');
    if (this.intervals.size === 0) this.listen();
    this.intervals.set(key, intervalMs);
    this.schedule();
    return () => {
      this.intervals.delete(key);
      if (this.intervals.size > 0) {
        this.schedule();
        return;
      }
      this.stop();
      // The next admin to sign in on this tab starts from a first reading of their own, not this one's count.
      this.last = null;
      this.lastPollAt = null;
    };
  }

  /** Calls `listener` each time a poll finds more unread orders than the previous one did. */
  onOrdersArrived(listener: (arrived: OrdersArrived) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private get interval(): number {
    return Math.min(...this.intervals.values());
  }

  private canPoll(): boolean {
    return this.intervals.size > 0 && document.visibilityState !== 'hidden' && navigator.onLine !== false;
  }

  private schedule(): void {
    this.clearTimer();
    if (!this.canPoll() || this.inFlight) return;
    const due = this.lastPollAt === null ? 0 : Math.max(0, this.lastPollAt + this.interval - Date.now());
    this.timer = setTimeout(() => void this.run(), due);
  }

  private readonly resumeOrPause = () => {
    this.clearTimer();
    if (this.canPoll()) void this.run();
  };

  private async run(): Promise<void> {
    this.timer = null;
    if (this.inFlight) return;
    this.inFlight = true;
    this.lastPollAt = Date.now();
    try {
      const reading = await this.read();
      const added = ordersAddedBetween(this.last, reading);
      this.last = reading;
      if (added > 0) this.listeners.forEach((listener) => listener({ added, reading }));
    } catch {
      // Silent on purpose: a toast every 10 s on flaky data would bury the page; the next poll tries again.
    } finally {
      this.inFlight = false;
      this.schedule();
    }
  }

  private listen(): void {
    document.addEventListener('visibilitychange', this.resumeOrPause);
    window.addEventListener('online', this.resumeOrPause);
    window.addEventListener('offline', this.resumeOrPause);
  }

  private stop(): void {
    this.clearTimer();
    document.removeEventListener('visibilitychange', this.resumeOrPause);
    window.removeEventListener('online', this.resumeOrPause);
    window.removeEventListener('offline', this.resumeOrPause);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** The shared entry of the clients that arrive while the map is full of live windows. */
const OTHER_CLIENTS = '\u0000other clients';

export interface LogThrottleOptions {
  /** How long after a logged warning the same client's next ones are only counted. */
  windowMs: number;
  /** Clients tracked one by one; beyond them, newcomers share one window. */
  maxClients: number;
  now?: () => number;
}

/** Log this warning (with how many of the client's were held back since its last one), or only count it. */
export type LogDecision = { log: true; heldBack: number; sharedWithOtherClients: boolean } | { log: false };

/**
 * Lets through at most one warning per client (an address) per window, for noise anyone can make. The map holds at
 * most `maxClients` + 1 entries: ended windows are dropped oldest first, and while every tracked window is live the
 * newcomers share a single one, so neither memory nor the log grows with the number of addresses.
 */
export class LogThrottle {
  private readonly windows = new Map<string, { until: number; heldBack: number }>();
  private readonly now: () => number;

  constructor(private readonly options: LogThrottleOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  decide(client: string): LogDecision {
    const now = this.now();
    const key = this.keyOf(client, now);
    const window = this.windows.get(key);
    if (window && now < window.until) {
      window.heldBack += 1;
      return { log: false };
    }
    // Re-inserted, so that the map stays in the order windows end.
    this.windows.delete(key);
    this.windows.set(key, { until: now + this.options.windowMs, heldBack: 0 });
    return { log: true, heldBack: window?.heldBack ?? 0, sharedWithOtherClients: key === OTHER_CLIENTS };
  }

  /** Clients tracked right now (for tests and bounds). */
  get size(): number {
    return this.windows.size;
  }

  private keyOf(client: string, now: number): string {
    if (this.windows.has(client)) return client;
    for (const [key, window] of this.windows) {
      if (this.windows.size < this.options.maxClients || window.until > now) break;
      this.windows.delete(key);
    }
    return this.windows.size < this.options.maxClients ? client : OTHER_CLIENTS;
  }
}

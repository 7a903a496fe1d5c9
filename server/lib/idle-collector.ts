/**
 * V8's full collection, offered only when node was started with --expose-gc: an operator's explicit choice, never a
 * flag the shop sets on itself. Two collections: the second gives back the pages the first emptied.
 */
export function v8Collector(): (() => void) | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (typeof gc !== 'function') return null;
  return () => {
    gc();
    gc();
  };
}

/**
 * Collects garbage once after each burst of requests, when none has been running for `idleMs`: an opt-in
 * (IDLE_GC_SECONDS with node --expose-gc) for a host that wants an idle server as small as it can be. The shop meets
 * its memory bounds without it (the start's V8 flags and bounded caches); a collection takes a few hundred
 * milliseconds at most and runs only when no request is waiting.
 */
export class IdleCollector {
  private running = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly idleMs: number,
    private readonly collect: () => void,
  ) {}

  requestStarted(): void {
    this.running += 1;
    this.dirty = true;
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  requestEnded(): void {
    this.running = Math.max(0, this.running - 1);
    if (this.running > 0 || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.running > 0 || !this.dirty) return;
      this.dirty = false;
      this.collect();
    }, this.idleMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

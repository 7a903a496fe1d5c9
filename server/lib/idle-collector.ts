import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Two of V8's full collections, reached without --expose-gc on node's command line: the flag is set just long
 * enough for a fresh context to hand over its `gc`, so no global `gc` appears in the shop's own context. The second
 * gives back what the first emptied (measured after a load: one left 315 MB resident, a second 246 MB).
 */
export function v8Collector(): () => void {
  setFlagsFromString('--expose-gc');
  try {
    const gc = runInNewContext('gc') as () => void;
    return () => {
      gc();
      gc();
    };
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * Collects garbage once after each burst of requests, when none has been running for `idleMs`. Node's V8 does not
 * shrink the heap of an idle process by itself: after a read load the young generation (32 MB) and the old
 * generation's room for growth stayed resident for good (measured: 45 MB given back by one collection). A
 * collection takes a few hundred milliseconds at most and runs only when no request is waiting.
 */
export class IdleCollector {
  private running = 0;
  private dirty = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly idleMs: number,
    private readonly collect: () => void = v8Collector(),
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

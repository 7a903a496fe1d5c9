import { LRUCache } from 'lru-cache';
import type { CatalogueVersionSource } from '../database/catalogue-version.js';

/*
 * The anonymous catalogue answers kept in memory. An answer is kept with the catalogue
 * version it was made at and served only while that version is still the database's (read once per request,
 * see database/catalogue-version.ts) and the clock has not reached the next promotion start or end or promo-code
 * expiry. So any write from any path (Prisma, raw SQL, the order transaction, a script, another process) makes
 * the next read fresh, through the triggers, without a hook in any service. The transports decide what may be
 * cached (graphql-response-cache.ts, rest-response-cache.ts); this module only stores and checks.
 */

/** The response header that tells whether an answer came from the cache (HIT), was made and offered to it (MISS), or was not eligible (BYPASS). */
export const CACHE_HEADER = 'X-Cache';
export type CacheOutcome = 'HIT' | 'MISS' | 'BYPASS';

/** An answer as sent: the same status, headers and bytes go out on every hit. */
export interface StoredAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
}

interface Entry extends StoredAnswer {
  version: number;
  /** Epoch milliseconds at which the clock changes the answer (Infinity: only a write does). */
  validUntil: number;
}

/** A stored answer as a fresh Response, marked with how it was served. */
export function responseFrom(answer: StoredAnswer, outcome: CacheOutcome): Response {
  return new Response(answer.body, { status: answer.status, headers: [...answer.headers, [CACHE_HEADER, outcome]] });
}

/** A lookup that found nothing current: what `store` needs to keep the answer made next. */
export interface Miss {
  key: string;
  version: number;
  /** When the answer started being made: the clock's next change is counted from here. */
  startedAt: number;
}

/** An answer being made for a key at a version: identical requests meanwhile wait for it instead of making their own. */
interface Pending {
  version: number;
  answer: Promise<StoredAnswer | null>;
  settle: (answer: StoredAnswer | null) => void;
}

export type Lookup = { hit: StoredAnswer } | { miss: Miss } | { off: true };

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  /** Told when the database cannot give the version or the next time change; the request is then answered uncached. */
  onError?: (error: unknown) => void;
}

/** Rough per-entry bookkeeping (key, headers, objects) counted against maxBytes besides the body. */
const ENTRY_OVERHEAD_BYTES = 512;

export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** The next clock change of the catalogue at one version, counted from `from`; shared by every answer made at that version. */
  private timeChange: { version: number; from: number; until: number } | null = null;
  private highestVersion = -Infinity;
  private readonly pending = new Map<string, Pending>();
  private readonly leaders = new WeakMap<Miss, Pending>();
  /** Counters for tests and the benchmark; `shared` hits waited for an identical request's answer. */
  readonly counts = { hits: 0, misses: 0, stored: 0, shared: 0 };

  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly versions: CatalogueVersionSource,
    options: ResponseCacheOptions,
  ) {
    this.onError = options.onError ?? (() => undefined);
    this.entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => entry.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** The current answer for `key`, or what is needed to store the one about to be made. */
  async lookup(key: string): Promise<Lookup> {
    const startedAt = Date.now();
    let version: number | null;
    try {
      version = await this.versions.current();
    } catch (error) {
      // A cache that cannot check freshness serves nothing; the request itself must not fail for it.
      this.onError(error);
      return { off: true };
    }
    if (version === null) return { off: true };
    if (version < this.highestVersion) {
      // The version row was made again (a rebuilt database): numbers already used may come back with other data.
      this.entries.clear();
      this.timeChange = null;
    }
    this.highestVersion = version;
    const entry = this.entries.get(key);
    if (entry && entry.version === version && startedAt < entry.validUntil) {
      this.counts.hits += 1;
      return { hit: entry };
    }
    if (entry) this.entries.delete(key);
    // After a write, concurrent identical requests would all make the same answer: the first makes it, the others
    // wait for it. Only at the same version: the first one's data is then at least as new as theirs could be.
    const running = this.pending.get(key);
    if (running && running.version === version) {
      const answer = await running.answer;
      if (answer) {
        this.counts.hits += 1;
        this.counts.shared += 1;
        return { hit: answer };
      }
    }
    this.counts.misses += 1;
    const miss: Miss = { key, version, startedAt };
    if (!this.pending.has(key)) {
      let settle: Pending['settle'] = () => undefined;
      const answer = new Promise<StoredAnswer | null>((resolve) => (settle = resolve));
      const lead: Pending = { version, answer, settle };
      this.pending.set(key, lead);
      this.leaders.set(miss, lead);
    }
    return { miss };
  }

  /**
   * Ends a miss whose answer is not kept (an error, a refusal, a throw): requests waiting for it make their own.
   * Safe to call after `store`, and always called, whatever happened, by the transports.
   */
  release(miss: Miss, answer: StoredAnswer | null = null): void {
    const lead = this.leaders.get(miss);
    if (!lead) return;
    this.leaders.delete(miss);
    if (this.pending.get(miss.key) === lead) this.pending.delete(miss.key);
    lead.settle(answer);
  }

  /**
   * Keeps an answer made after `lookup` missed; it is served while the catalogue stays at the miss's version, and
   * no later than `keepUntil` (epoch milliseconds) when the transport knows the answer follows the clock.
   */
  async store(miss: Miss, answer: StoredAnswer, keepUntil = Infinity): Promise<void> {
    let validUntil: number;
    try {
      validUntil = Math.min(await this.validUntil(miss), keepUntil);
    } catch (error) {
      this.onError(error);
      return this.release(miss);
    }
    if (Date.now() >= validUntil) return this.release(miss);
    // Requests that waited for this answer share it: they asked at the same version, before it was made.
    this.release(miss, answer);
    // A slower request made at an older version must not push out a newer answer.
    const present = this.entries.peek(miss.key);
    if (present && present.version > miss.version) return;
    this.entries.set(miss.key, { ...answer, version: miss.version, validUntil });
    this.counts.stored += 1;
  }

  /** What the cache holds now: answers and their counted bytes (never more than maxBytes). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  clear(): void {
    this.entries.clear();
    this.timeChange = null;
  }

  private async validUntil(miss: Miss): Promise<number> {
    const known = this.timeChange;
    if (known && known.version === miss.version && known.from <= miss.startedAt && miss.startedAt < known.until) return known.until;
    const next = await this.versions.nextTimeChange(new Date(miss.startedAt));
    const until = next ? next.getTime() : Infinity;
    this.timeChange = { version: miss.version, from: miss.startedAt, until };
    return until;
  }
}

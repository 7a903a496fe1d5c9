import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/** What one limiter needs: its key prefix, points per window, window length and optional block time (seconds). */
export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
  blockDuration?: number;
}

/** Makes the limiters: in memory (one process) or in a shared store such as Redis (several processes). */
export interface RateLimitStore {
  limiter(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Counters in this process's memory: the default, right for a single server process. */
export const memoryRateLimitStore: RateLimitStore = {
  limiter: (options) => new RateLimiterMemory(options),
  close: async () => undefined,
};

/**
 * Counters in Redis, shared by every process behind a load balancer (node-redis, the `redis` package). Keys start
 * with `prefix`, so several shops (or test runs) can share one Redis. The offline queue is off, so a Redis outage
 * fails fast instead of piling requests up. The client loads only here: a single-process shop never needs it.
 */
export async function redisRateLimitStore(url: string, prefix = 'isoko'): Promise<RateLimitStore> {
  const { createClient } = await import('redis');
  const client = createClient({ url, disableOfflineQueue: true });
  // An error event without a listener would end the process; rate-limiter-flexible sees the failed commands.
  client.on('error', () => {});
  await client.connect();
  return {
    limiter: (options) => new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, keyPrefix: `${prefix}:${options.keyPrefix}` }),
    close: async () => {
      await client.close();
    },
  };
}

import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors.js';
import type { RateLimitStore } from './rate-limit-stores.js';

/** How long failed sign-ins of one account from one address are remembered without a success. */
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;
/** The window in which one address's failures, whatever the accounts, are counted. */
const ADDRESS_WINDOW_SECONDS = 60 * 60;
/** A lock limiter never consumes: keys are only blocked (for an exact time) and read. */
const LOCK_ONLY = { points: 1, duration: 1 };

type ThrottleConfig = Pick<
  Config,
  'LOGIN_FAILURES_BEFORE_LOCK' | 'LOGIN_LOCK_SECONDS' | 'LOGIN_LOCK_MAX_SECONDS' | 'LOGIN_FAILURES_PER_ADDRESS_PER_HOUR' | 'LOGIN_ADDRESS_LOCK_SECONDS'
>;

/**
 * Protects passwords against guessing without handing attackers a way to lock others out.
 *
 * - Failures count per (account, client address) pair. From the LOGIN_FAILURES_BEFORE_LOCKth one, the pair waits
 *   LOGIN_LOCK_SECONDS, then twice as long after each further failure, up to LOGIN_LOCK_MAX_SECONDS. A success
 *   forgets the pair's failures.
 * - Failures count per client address too, whatever the accounts: past LOGIN_FAILURES_PER_ADDRESS_PER_HOUR the
 *   address waits LOGIN_ADDRESS_LOCK_SECONDS (one address spraying guesses over many accounts).
 *
 * The account is never locked as a whole: its owner signing in from elsewhere is not slowed down by someone else's
 * guesses. Locks are set with the store's `block` for exactly the chosen time, in memory or in Redis alike.
 */
export class SignInThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairLocks: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly addressLocks: RateLimiterAbstract;

  constructor(
    private readonly config: ThrottleConfig,
    store: RateLimitStore,
  ) {
    // Counters only: their points are never exhausted by consume, so they never block on their own.
    this.pairFailures = store.limiter({ keyPrefix: 'login-failures', points: Number.MAX_SAFE_INTEGER, duration: PAIR_MEMORY_SECONDS });
    this.pairLocks = store.limiter({ keyPrefix: 'login-lock', ...LOCK_ONLY });
    this.addressFailures = store.limiter({ keyPrefix: 'login-address-failures', points: Number.MAX_SAFE_INTEGER, duration: ADDRESS_WINDOW_SECONDS });
    this.addressLocks = store.limiter({ keyPrefix: 'login-address-lock', ...LOCK_ONLY });
  }

  /** Throws RateLimitedError while this account is locked for this address, or the address for every account. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const [pair, wholeAddress] = await Promise.all([this.pairLocks.get(pairKey(email, address)), this.addressLocks.get(address)]);
    const waitMs = Math.max(lockedFor(pair), lockedFor(wholeAddress));
    if (waitMs > 0) throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Records a wrong password (or an unknown account) and sets whatever lock it earns. */
  async recordFailure(email: string, address: string): Promise<void> {
    const key = pairKey(email, address);
    const [pair, wholeAddress] = await Promise.all([this.pairFailures.penalty(key, 1), this.addressFailures.penalty(address, 1)]);
    const beyond = pair.consumedPoints - this.config.LOGIN_FAILURES_BEFORE_LOCK;
    if (beyond >= 0) await this.pairLocks.block(key, this.lockSeconds(beyond));
    if (wholeAddress.consumedPoints >= this.config.LOGIN_FAILURES_PER_ADDRESS_PER_HOUR) {
      await this.addressLocks.block(address, this.config.LOGIN_ADDRESS_LOCK_SECONDS);
      await this.addressFailures.delete(address);
    }
  }

  /** A correct password: the pair's failures and any lock are forgotten. The address's count stays. */
  async recordSuccess(email: string, address: string): Promise<void> {
    const key = pairKey(email, address);
    await Promise.all([this.pairFailures.delete(key), this.pairLocks.delete(key)]);
  }

  /** The lock after the failure `beyond` failures past the threshold: the base time, doubled each time, capped. */
  lockSeconds(beyond: number): number {
    const cap = Math.max(this.config.LOGIN_LOCK_MAX_SECONDS, this.config.LOGIN_LOCK_SECONDS);
    // 2^beyond overflows to Infinity for absurd counts, which the cap absorbs.
    return Math.min(cap, this.config.LOGIN_LOCK_SECONDS * 2 ** beyond);
  }
}

/** E-mails are stored trimmed and lower-cased, and contain no spaces, so a space cannot be forged into the key. */
function pairKey(email: string, address: string): string {
  return `${email} ${address}`;
}

/** Milliseconds left on a lock read from a lock limiter (blocked keys have more points consumed than allowed). */
function lockedFor(state: { consumedPoints: number; msBeforeNext: number } | null): number {
  return state && state.consumedPoints > LOCK_ONLY.points ? state.msBeforeNext : 0;
}

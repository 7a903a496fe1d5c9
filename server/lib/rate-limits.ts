import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors.js';

/**
 * The shop's rate limits (rate-limiter-flexible). In memory by default; every limiter is a
 * RateLimiterAbstract, so a shared store (RateLimiterRedis) can replace them for several processes.
 */
export class RateLimits {
  readonly loginPerAddress: RateLimiterAbstract;
  readonly registerPerAddress: RateLimiterAbstract;
  readonly forgotPasswordPerAddress: RateLimiterAbstract;
  readonly otpPerAddress: RateLimiterAbstract;
  /** Failed sign-ins per account; once exhausted the account's sign-in is blocked for a while. */
  readonly loginFailuresPerAccount: RateLimiterAbstract;
  /**
   * Recovery codes requested and checked per e-mail address, whoever asks and whether or not the address is
   * registered: spreading requests over many client addresses does not buy more codes or guesses.
   */
  readonly forgotPasswordPerAccount: RateLimiterAbstract;
  readonly otpPerAccount: RateLimiterAbstract;

  constructor(config: Config) {
    const perMinute = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    this.loginPerAddress = perMinute('login', config.RATE_LIMIT_LOGIN_PER_MINUTE);
    this.registerPerAddress = perMinute('register', config.RATE_LIMIT_REGISTER_PER_MINUTE);
    this.forgotPasswordPerAddress = perMinute('forgot', config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE);
    this.otpPerAddress = perMinute('otp', config.RATE_LIMIT_OTP_PER_MINUTE);
    this.loginFailuresPerAccount = new RateLimiterMemory({
      keyPrefix: 'login-failures',
      points: config.LOGIN_FAILURES_BEFORE_LOCK,
      duration: 15 * 60,
      blockDuration: config.LOGIN_LOCK_SECONDS,
    });
    const perHour = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: 60 * 60 });
    this.forgotPasswordPerAccount = perHour('forgot-account', config.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR);
    this.otpPerAccount = perHour('otp-account', config.RATE_LIMIT_OTP_PER_ACCOUNT_PER_HOUR);
  }

  /** Takes one point, or throws RateLimitedError with the wait time. */
  async consume(limiter: RateLimiterAbstract, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw rejection;
    }
  }

  /** Throws RateLimitedError while the key has no points left, without taking one. */
  async assertNotBlocked(limiter: RateLimiterAbstract, key: string): Promise<void> {
    const state = await limiter.get(key);
    if (state && state.remainingPoints <= 0 && state.msBeforeNext > 0) {
      throw new RateLimitedError(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
    }
  }
}

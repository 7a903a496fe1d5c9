import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { RateLimitedError } from '../errors.js';
import { memoryRateLimitStore, type RateLimitStore } from './rate-limit-stores.js';
import { SignInThrottle } from './sign-in-throttle.js';

/**
 * The shop's rate limits (rate-limiter-flexible). In memory by default; with RATE_LIMIT_REDIS_URL every
 * limiter lives in Redis, so several processes share one count. Services take one point per attempt, so
 * aliased and batched attempts in one request count one by one.
 */
export class RateLimits {
  readonly loginPerAddress: RateLimiterAbstract;
  readonly registerPerAddress: RateLimiterAbstract;
  readonly forgotPasswordPerAddress: RateLimiterAbstract;
  readonly otpPerAddress: RateLimiterAbstract;
  /** Failed sign-ins per (account, address) pair and per address, with their locks (sign-in-throttle.ts). */
  readonly signIn: SignInThrottle;
  /**
   * Recovery codes requested and checked per e-mail address, whoever asks and whether or not the address is
   * registered: spreading requests over many client addresses does not buy more codes or guesses.
   */
  readonly forgotPasswordPerAccount: RateLimiterAbstract;
  readonly otpPerAccount: RateLimiterAbstract;
  /** Orders placed per account. */
  readonly ordersPerAccount: RateLimiterAbstract;
  /** Image uploads (avatars and catalogue images) per account. */
  readonly uploadsPerAccount: RateLimiterAbstract;
  /** Promo-code checks (guessable codes) per client address and per account. */
  readonly promoCodePerAddress: RateLimiterAbstract;
  readonly promoCodePerAccount: RateLimiterAbstract;

  constructor(
    config: Config,
    private readonly store: RateLimitStore = memoryRateLimitStore,
  ) {
    const perMinute = (keyPrefix: string, points: number) => store.limiter({ keyPrefix, points, duration: 60 });
    this.loginPerAddress = perMinute('login', config.RATE_LIMIT_LOGIN_PER_MINUTE);
    this.registerPerAddress = perMinute('register', config.RATE_LIMIT_REGISTER_PER_MINUTE);
    this.forgotPasswordPerAddress = perMinute('forgot', config.RATE_LIMIT_FORGOT_PASSWORD_PER_MINUTE);
    this.otpPerAddress = perMinute('otp', config.RATE_LIMIT_OTP_PER_MINUTE);
    this.ordersPerAccount = perMinute('orders', config.RATE_LIMIT_ORDERS_PER_MINUTE);
    this.uploadsPerAccount = perMinute('uploads', config.RATE_LIMIT_UPLOADS_PER_MINUTE);
    this.promoCodePerAddress = perMinute('promo', config.RATE_LIMIT_PROMO_CODE_PER_MINUTE);
    this.promoCodePerAccount = store.limiter({ keyPrefix: 'promo-account', points: config.RATE_LIMIT_PROMO_CODE_PER_ACCOUNT_PER_HOUR, duration: 60 * 60 });
    this.signIn = new SignInThrottle(config, store);
    const perHour = (keyPrefix: string, points: number) => store.limiter({ keyPrefix, points, duration: 60 * 60 });
    this.forgotPasswordPerAccount = perHour('forgot-account', config.RATE_LIMIT_FORGOT_PASSWORD_PER_ACCOUNT_PER_HOUR);
    this.otpPerAccount = perHour('otp-account', config.RATE_LIMIT_OTP_PER_ACCOUNT_PER_HOUR);
  }

  /** Lets go of the store's connection, if it has one. */
  close(): Promise<void> {
    return this.store.close();
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
}

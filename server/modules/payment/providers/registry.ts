import type { Config } from '../../../config.js';
import { AirtelMoneyProvider } from './airtel-money.js';
import { MtnMomoProvider } from './mtn-momo.js';
import { type PaymentProvider, type ProviderName, providerForPhone } from './provider.js';

/** The path MTN calls back on; Airtel's is registered in its portal (AIRTEL_CALLBACK_PATH on the same host). */
export const MTN_CALLBACK_PATH = '/api/payments/mtn/callback';
export const AIRTEL_CALLBACK_PATH = '/api/payments/airtel/callback';

/**
 * Each provider made from the configuration, or null without credentials (a production shop not using it): adding a
 * provider is its client file and one entry here.
 */
const providerFactories: Record<ProviderName, (config: Config) => PaymentProvider | null> = {
  'mtn-momo': (config) =>
    config.momoCollection &&
    new MtnMomoProvider({
      baseUrl: config.MOMO_BASE_URL,
      targetEnvironment: config.MOMO_TARGET_ENVIRONMENT,
      callbackUrl: `${config.paymentCallbackBase}${MTN_CALLBACK_PATH}`,
      collection: config.momoCollection,
      disbursement: config.momoDisbursement,
    }),
  'airtel-money': (config) => config.airtelClient && new AirtelMoneyProvider({ baseUrl: config.AIRTEL_BASE_URL, ...config.airtelClient }),
};

/** The shop's mobile-money providers by name, made once at start-up. */
export class PaymentProviders {
  private readonly providers: Map<ProviderName, PaymentProvider>;

  private readonly offered: ReadonlySet<ProviderName>;

  constructor(config: Config) {
    this.providers = new Map();
    for (const [name, make] of Object.entries(providerFactories)) {
      const provider = make(config);
      if (provider) this.providers.set(name as ProviderName, provider);
    }
    this.offered = new Set(config.mobileMoneyProviders);
  }

  /** Whether shoppers may start payments with this provider (status reads and refunds of earlier ones go on regardless). */
  offers(name: ProviderName): boolean {
    return this.offered.has(name);
  }

  /** The provider of this name, or null for a name the shop does not know (a row written by another version). */
  get(name: string): PaymentProvider | null {
    return this.providers.get(name as ProviderName) ?? null;
  }

  /** The provider that holds this Rwandan number (078/079 MTN, 072/073 Airtel), or null. */
  forPhone(phone: string): PaymentProvider | null {
    const name = providerForPhone(phone);
    return name ? this.get(name) : null;
  }
}

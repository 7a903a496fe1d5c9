import { loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { AIRTEL_CALLBACK_PATH } from '../../server/modules/payment/providers/registry.js';
import { startPaymentSimulator, type PaymentSimulator } from './payment-simulator.js';

/**
 * The simulator for a shop started on this machine (`npm start`, `npm run dev`): in development, while both providers'
 * base URLs are one local plain-http address, it answers there, with the credentials the shop's configuration
 * holds, so mobile money works without a network as mail goes to a folder without an SMTP server. Null when it is not
 * wanted (production, tests, a provider pointed elsewhere), or when the address is taken (a simulator started on its
 * own answers there). It lives in the starting process and ends with it.
 */
export async function startSimulatorForShop(environment: NodeJS.ProcessEnv = process.env): Promise<PaymentSimulator | null> {
  const config = loadConfig(environment);
  if (config.NODE_ENV !== 'development' || !config.paymentSimulatorInUse || !config.airtelClient) return null;
  const logger = createLogger(config);
  const address = new URL(config.MOMO_BASE_URL);
  try {
    const simulator = await startPaymentSimulator({
      port: Number(address.port),
      host: address.hostname,
      airtel: { ...config.airtelClient, callbackUrl: `${config.paymentCallbackBase}${AIRTEL_CALLBACK_PATH}` },
      onCallbackFailure: (url, error) => logger.warn({ url, err: error }, 'payment simulator: callback not delivered (not retried)'),
    });
    logger.info({ url: simulator.url }, 'payment simulator: MTN MoMo and Airtel Money answer locally (test numbers: devtools/payment-simulator/test-numbers.ts)');
    return simulator;
  } catch (error) {
    logger.warn({ err: error, url: config.MOMO_BASE_URL }, 'payment simulator not started (is one already running there?)');
    return null;
  }
}

import { createLogger } from '../../server/logger.js';
import { defaultSimulatorCredentials, startPaymentSimulator } from './payment-simulator.js';
import { testNumberRules } from './test-numbers.js';

// The payment simulator on its own: `tsx devtools/payment-simulator/main.ts`, on PAYMENT_SIMULATOR_PORT
// (4100 unless set; 0 picks a free port), until stopped. PAYMENT_SIMULATOR_AIRTEL_CALLBACK_URL is where Airtel
// callbacks go.

const logger = createLogger({ LOG_LEVEL: 'info' });
const port = Number(process.env.PAYMENT_SIMULATOR_PORT ?? 4100);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  logger.error({ value: process.env.PAYMENT_SIMULATOR_PORT }, 'PAYMENT_SIMULATOR_PORT must be a port number');
  process.exit(1);
}

const simulator = await startPaymentSimulator({
  port,
  host: process.env.PAYMENT_SIMULATOR_HOST ?? '127.0.0.1',
  // Airtel's callback address is registered with Airtel, not sent per request: here it is set at start.
  airtel: { ...defaultSimulatorCredentials.airtel, callbackUrl: process.env.PAYMENT_SIMULATOR_AIRTEL_CALLBACK_URL ?? null },
  onCallbackFailure: (url, error) => logger.warn({ url, err: error }, 'payment simulator: callback not delivered (not retried)'),
});
logger.info(
  { url: simulator.url, credentials: simulator.credentials, outcomeByLastDigit: Object.fromEntries(testNumberRules.map((rule) => [rule.lastDigit, rule.outcome])) },
  `payment simulator listening on ${simulator.url}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}

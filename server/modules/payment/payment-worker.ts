import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import type { AppServices } from '../../context.js';
import { runPaymentWork } from './payment.service.js';
import { startPaymentSimulator, type PaymentSimulator } from './simulator/payment-simulator.js';
import { AIRTEL_CALLBACK_PATH } from './providers/registry.js';

/**
 * The in-process payment worker: every PAYMENT_POLL_TICK_MS it reads the pending payments that are due and cancels
 * unpaid orders past their deadline. Rounds never overlap; several processes may each run one (every payment and
 * order is claimed with a conditional update before it is touched).
 */
export class PaymentWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly services: AppServices,
    private readonly tickMs: number,
  ) {}

  start(): void {
    if (this.tickMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      if (this.running || this.stopped) return;
      this.running = runPaymentWork(this.services)
        .then(({ read, cancelled }) => {
          if (cancelled > 0) this.services.logger.info({ read, cancelled }, 'payment worker: cancelled unpaid orders');
        })
        .catch((error: unknown) => this.services.logger.error({ err: error }, 'payment worker round failed'))
        .finally(() => {
          this.running = null;
        });
    }, this.tickMs);
    this.timer.unref();
  }

  /** Stops taking new rounds and waits for the current one. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * In development, while both providers' base URLs are one local plain-http address, the server runs the payment
 * simulator itself (as mail goes to a folder without an SMTP server). Null when it is not wanted (production; tests,
 * which start their own on a free port), or when the address is taken (a simulator started on its own answers there).
 */
export async function startLocalPaymentSimulator(config: Config, logger: Logger): Promise<PaymentSimulator | null> {
  if (config.NODE_ENV !== 'development' || !config.paymentSimulatorInUse) return null;
  const address = new URL(config.MOMO_BASE_URL);
  try {
    const simulator = await startPaymentSimulator({
      port: Number(address.port),
      host: address.hostname,
      airtel: { clientId: config.AIRTEL_CLIENT_ID, clientSecret: config.AIRTEL_CLIENT_SECRET, callbackUrl: `${config.paymentCallbackBase}${AIRTEL_CALLBACK_PATH}` },
      onCallbackFailure: (url, error) => logger.warn({ url, err: error }, 'payment simulator: callback not delivered (not retried)'),
    });
    logger.info({ url: simulator.url }, 'payment simulator: MTN MoMo and Airtel Money answer locally (test numbers: server/modules/payment/simulator/test-numbers.ts)');
    return simulator;
  } catch (error) {
    logger.warn({ err: error, url: config.MOMO_BASE_URL }, 'payment simulator not started (is one already running there?)');
    return null;
  }
}

import type { AppServices } from '../../context.js';
import { runPaymentWork } from './payment.service.js';

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

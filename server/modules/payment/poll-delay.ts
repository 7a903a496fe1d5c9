import type { RequestContext } from '../../context.js';

/**
 * How long after its nth status read a pending payment or refund is read again: doubling from the first delay,
 * capped, so a provider that is slow to decide is not asked every few seconds for hours.
 */
export function pollDelayMs(context: RequestContext, pollCount: number): number {
  const { PAYMENT_POLL_INITIAL_MS: initial, PAYMENT_POLL_MAX_MS: max } = context.config;
  return Math.min(max, initial * 2 ** Math.min(pollCount, 20));
}

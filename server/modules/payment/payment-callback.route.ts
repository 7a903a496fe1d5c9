import { type Context, Hono } from 'hono';
import { type AppServices, createRequestContext } from '../../context.js';
import { LogThrottle } from '../../lib/log-throttle.js';
import { type BodyRefusal, bodyWithinLimit, tooLarge } from '../../lib/request-limits.js';
import { handlePaymentCallback, type PaymentCallbackOutcome } from './payment.service.js';
import type { ProviderName } from './providers/provider.js';
import { AIRTEL_CALLBACK_PATH, MTN_CALLBACK_PATH } from './providers/registry.js';

/** A notification is a few hundred bytes; anything far larger is not one. */
export const MAX_CALLBACK_BYTES = 64 * 1024;

/** The notification routes and their methods (MTN calls back with PUT or POST, Airtel with POST). */
export const PAYMENT_CALLBACK_ROUTES = [
  { method: 'POST', path: MTN_CALLBACK_PATH, provider: 'mtn-momo' },
  { method: 'PUT', path: MTN_CALLBACK_PATH, provider: 'mtn-momo' },
  { method: 'POST', path: AIRTEL_CALLBACK_PATH, provider: 'airtel-money' },
] as const satisfies readonly { method: string; path: string; provider: ProviderName }[];

const NOISE_MESSAGES: Record<Exclude<PaymentCallbackOutcome['kind'], 'taken'>, string> = {
  'not-a-notification': 'payment callback ignored: not a notification',
  'unknown-reference': 'payment callback ignored: unknown reference',
};

/**
 * The providers' notifications. Every one is answered the same (MTN 200 with nothing in it, Airtel 200 with its
 * usual acknowledgement) whatever it held, so a forged or unknown notification learns nothing; only a known
 * reference leads to a status read from the provider itself. A body over MAX_CALLBACK_BYTES is refused with 413
 * before more of it is read. Anyone can send noise here, so it is logged at most once a minute per address.
 */
export function paymentCallbackRoutes(
  services: AppServices,
  clientAddress: (c: Context) => string,
  refuse: (c: Context, refusal: BodyRefusal) => Response,
): Hono {
  const app = new Hono();
  const noise = new LogThrottle({ windowMs: 60_000, maxClients: 1000 });
  const receive = async (c: Context, provider: ProviderName, answer: () => Response) => {
    const bytes = await bodyWithinLimit(c.req.raw, MAX_CALLBACK_BYTES);
    if (bytes === null) return refuse(c, tooLarge(MAX_CALLBACK_BYTES));
    const address = clientAddress(c);
    const context = await createRequestContext(services, { accessToken: null, clientAddress: address, userAgent: c.req.header('user-agent') ?? null });
    const outcome = await handlePaymentCallback(context, provider, jsonOf(bytes));
    if (outcome.kind !== 'taken') {
      const decision = noise.decide(address);
      if (decision.log) {
        const reference = outcome.kind === 'unknown-reference' ? outcome.reference : undefined;
        services.logger.warn(
          { provider, reference, clientAddress: address, heldBack: decision.heldBack, ...(decision.sharedWithOtherClients ? { sharedWithOtherAddresses: true } : {}) },
          NOISE_MESSAGES[outcome.kind],
        );
      }
    }
    return answer();
  };
  for (const route of PAYMENT_CALLBACK_ROUTES) {
    const answer = route.provider === 'mtn-momo' ? (c: Context) => c.body(null, 200) : (c: Context) => c.json({ status: { code: '200', message: 'Received', success: true } });
    app.on(route.method, route.path, (c) => receive(c, route.provider, () => answer(c)));
  }
  return app;
}

function jsonOf(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

import { type Context, Hono } from 'hono';
import { type AppServices, createRequestContext } from '../../context.js';
import { handlePaymentCallback } from './payment.service.js';
import type { ProviderName } from './providers/provider.js';
import { AIRTEL_CALLBACK_PATH, MTN_CALLBACK_PATH } from './providers/registry.js';

/** A notification is a few hundred bytes; anything far larger is not one. */
const MAX_CALLBACK_BYTES = 64 * 1024;

/**
 * The providers' notifications: MTN calls back with PUT or POST, Airtel with POST. Every one is answered the same
 * (MTN 200 with nothing in it, Airtel 200 with its usual acknowledgement) whatever it held, so a forged or unknown
 * notification learns nothing; only a known reference leads to a status read from the provider itself.
 */
export function paymentCallbackRoutes(services: AppServices, clientAddress: (c: Context) => string): Hono {
  const app = new Hono();
  const receive = async (c: Context, provider: ProviderName) => {
    const context = await createRequestContext(services, { accessToken: null, clientAddress: clientAddress(c), userAgent: c.req.header('user-agent') ?? null });
    await handlePaymentCallback(context, provider, await readSmallJson(c.req.raw));
  };
  app.on(['POST', 'PUT'], MTN_CALLBACK_PATH, async (c) => {
    await receive(c, 'mtn-momo');
    return c.body(null, 200);
  });
  app.post(AIRTEL_CALLBACK_PATH, async (c) => {
    await receive(c, 'airtel-money');
    return c.json({ status: { code: '200', message: 'Received', success: true } });
  });
  return app;
}

async function readSmallJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text.length > MAX_CALLBACK_BYTES ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { z } from 'zod';
import { DEVELOPMENT_PAYMENT_CREDENTIALS } from '../../server/config.js';
import { airtelCallback, airtelRoutes, type AirtelSimulatorCredentials } from './airtel-routes.js';
import { mtnRoutes, mtnTransferResult, type MtnSimulatorCredentials } from './mtn-routes.js';
import { SimulatorLedger, type PaymentSimulatorControl } from './simulator-ledger.js';

/**
 * A local stand-in for MTN MoMo and Airtel Money: the same paths and shapes as the providers' published APIs on
 * one address, so development, tests and CI pay without a network. The payer's number decides the outcome
 * (test-numbers.ts); the settled payment's callback goes out once, never retried. Switches, on the returned
 * `control` or at POST /_simulator/control, drop, delay or double callbacks, slow every answer down, refuse requests to pay at once, or take
 * the providers down (503 on every provider path). State lives in memory, at most `maxPayments` payments.
 *
 * Control routes (never slowed down nor down):
 * - POST /_simulator/control { down?, responseDelayMs?, refuseRequests?, refundOutcome?, callbacks?: { drop?, delayMs?, duplicate? }, airtelCallbackUrl? }
 *   (refundOutcome 'pending' keeps MTN refunds pending until it is switched to 'successful' or 'failed')
 * - POST /_simulator/settle { provider: 'mtn-momo' | 'airtel-money', reference, outcome: 'approved' | 'failed' }
 * - POST /_simulator/reset
 * - GET /_simulator/payments?number=0788123456 -> { payments: [{ provider, reference, status, amount, ... }] }, oldest first
 * - GET /_simulator/state -> { switches, stats }
 */

/** Credentials the simulator accepts unless told otherwise: the ones a shop outside production falls back to. */
export const defaultSimulatorCredentials: { mtn: MtnSimulatorCredentials; airtel: AirtelSimulatorCredentials } = DEVELOPMENT_PAYMENT_CREDENTIALS;

const apiUserSchema = z.object({ apiUser: z.string().min(1), apiKey: z.string().min(1), subscriptionKey: z.string().min(1) });
const delaySchema = z.number().int().min(0).max(10 * 60_000);
const callbackUrlSchema = z.url({ protocol: /^https?$/ }).nullable();

const optionsSchema = z.object({
  /** 0 picks any free port. */
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().min(1).default('127.0.0.1'),
  approveAfterMs: delaySchema.default(2000),
  delayedApprovalMs: delaySchema.default(20_000),
  expireAfterMs: delaySchema.default(60_000),
  tokenLifetimeSeconds: z.number().int().positive().default(3600),
  maxPayments: z.number().int().positive().default(10_000),
  mtn: z
    .object({ targetEnvironment: z.string().min(1), collection: apiUserSchema, disbursement: apiUserSchema })
    .default(defaultSimulatorCredentials.mtn),
  airtel: z
    .object({ clientId: z.string().min(1), clientSecret: z.string().min(1), callbackUrl: callbackUrlSchema.default(null) })
    .default({ ...defaultSimulatorCredentials.airtel, callbackUrl: null }),
});

export type PaymentSimulatorOptions = z.input<typeof optionsSchema> & {
  /** Told when a callback could not be delivered (it is not retried). */
  onCallbackFailure?: (url: string, error: unknown) => void;
};

export interface PaymentSimulator {
  /** e.g. http://127.0.0.1:4100: the base address of both providers' APIs. */
  url: string;
  control: PaymentSimulatorControl;
  credentials: { mtn: MtnSimulatorCredentials; airtel: AirtelSimulatorCredentials };
  close(): Promise<void>;
}

const controlSchema = z.object({
  down: z.boolean().optional(),
  responseDelayMs: delaySchema.optional(),
  refuseRequests: z.boolean().optional(),
  refundOutcome: z.enum(['successful', 'failed', 'pending']).optional(),
  callbacks: z.object({ drop: z.boolean().optional(), delayMs: delaySchema.optional(), duplicate: z.boolean().optional() }).optional(),
  airtelCallbackUrl: callbackUrlSchema.optional(),
});

const settleSchema = z.object({
  provider: z.enum(['mtn-momo', 'airtel-money']),
  reference: z.string().min(1).max(100),
  outcome: z.enum(['approved', 'failed']),
});

/** Starts the simulator; resolves once it listens. */
export async function startPaymentSimulator(options: PaymentSimulatorOptions = {}): Promise<PaymentSimulator> {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new Error(`Payment simulator options: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  const { callbackUrl: airtelCallbackUrl, ...airtelCredentials } = settings.airtel;

  const ledger: SimulatorLedger = new SimulatorLedger(
    settings,
    settings.maxPayments,
    airtelCallbackUrl,
    (payment) =>
      payment.provider === 'mtn-momo'
        ? { url: payment.callbackUrl, method: 'PUT', body: mtnTransferResult(payment) }
        : { url: ledger.switches().airtelCallbackUrl, method: 'POST', body: airtelCallback(payment) },
    options.onCallbackFailure ?? (() => {}),
  );

  const app = new Hono();
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/_simulator/')) return next();
    const { down, responseDelayMs } = ledger.switches();
    if (down) return c.json({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable, try again later.' }, 503);
    if (responseDelayMs > 0) await ledger.pause(responseDelayMs);
    return next();
  });
  app.route('/', controlRoutes(ledger));
  app.route('/', mtnRoutes(ledger, settings.mtn));
  app.route('/', airtelRoutes(ledger, airtelCredentials));

  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;

  return {
    url: `http://${host}:${port}`,
    control: ledger,
    credentials: { mtn: settings.mtn, airtel: airtelCredentials },
    close: () =>
      new Promise<void>((resolve, reject) => {
        ledger.close();
        server.close((error) => (error ? reject(error) : resolve()));
        // Answers held back by the response-delay switch never finish: their connections are cut.
        server.closeAllConnections();
      }),
  };
}

function controlRoutes(ledger: SimulatorLedger): Hono {
  const app = new Hono();
  app.post('/_simulator/control', async (c) => {
    const body = controlSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ message: z.prettifyError(body.error) }, 400);
    const { down, responseDelayMs, refuseRequests, refundOutcome, callbacks, airtelCallbackUrl } = body.data;
    if (down !== undefined) ledger.setDown(down);
    if (refuseRequests !== undefined) ledger.setRefuseRequests(refuseRequests);
    if (refundOutcome !== undefined) ledger.setRefundOutcome(refundOutcome);
    if (responseDelayMs !== undefined) ledger.setResponseDelay(responseDelayMs);
    if (callbacks) ledger.setCallbacks(callbacks);
    if (airtelCallbackUrl !== undefined) ledger.setAirtelCallbackUrl(airtelCallbackUrl);
    return c.json({ switches: ledger.switches() });
  });
  app.post('/_simulator/settle', async (c) => {
    const body = settleSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ message: z.prettifyError(body.error) }, 400);
    const settled = ledger.settle(body.data.provider, body.data.reference, body.data.outcome);
    return settled ? c.json({ settled }) : c.json({ message: 'No pending payment with this reference' }, 404);
  });
  app.post('/_simulator/reset', (c) => {
    ledger.reset();
    return c.json({ switches: ledger.switches() });
  });
  app.get('/_simulator/payments', (c) => c.json({ payments: ledger.paymentsTo(c.req.query('number') ?? '') }));
  app.get('/_simulator/state', (c) => c.json({ switches: ledger.switches(), stats: ledger.stats() }));
  return app;
}

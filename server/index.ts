import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { prepareDatabase } from '../prisma/seed.js';
import { buildApp, openConfiguredDatabase } from './app.js';
import { loadConfig } from './config.js';
import { applyMigrations, databaseLocation } from './database/migrate.js';
import { createRequestContext } from './context.js';
import { IdleCollector, v8Collector } from './lib/idle-collector.js';
import { createLogger } from './logger.js';
import { cleanupExpiredPromotions } from './modules/catalog/catalog-admin.service.js';
import { PaymentWorker } from './modules/payment/payment-worker.js';

// The only module with side effects: migrate, seed an empty database when asked (--seed-if-empty, which `npm start`
// passes for the demo), listen, and shut down gracefully.
const config = loadConfig();
const logger = createLogger(config);
const seedIfEmpty = process.argv.includes('--seed-if-empty');

const db = await openConfiguredDatabase(config);
await applyMigrations(databaseLocation(config), db.prisma);
await prepareDatabase(db.prisma, config, { seedIfEmpty });
const app = await buildApp({ config, db, logger });

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (address) => {
  logger.info({ port: address.port }, `Isoko is serving on http://localhost:${address.port}`);
}) as Server;

// Opt-in: after a burst of requests the idle server collects its garbage (IDLE_GC_SECONDS with node --expose-gc).
const collect = config.IDLE_GC_SECONDS > 0 ? v8Collector() : null;
if (config.IDLE_GC_SECONDS > 0 && !collect) logger.warn('IDLE_GC_SECONDS is set but node was not started with --expose-gc: no idle collection');
const idleCollector = collect ? new IdleCollector(config.IDLE_GC_SECONDS * 1000, collect) : null;
if (idleCollector) {
  server.on('request', (_request, response) => {
    idleCollector.requestStarted();
    response.once('close', () => idleCollector.requestEnded());
  });
}

// Ended promotions are switched off every few minutes even if no shopper's countdown asks for it.
const promotionCleanup = setInterval(async () => {
  try {
    const context = await createRequestContext(app.services, { accessToken: null, clientAddress: 'system', userAgent: null });
    const cleaned = await cleanupExpiredPromotions(context);
    if (cleaned > 0) logger.info({ cleaned }, 'ended expired promotions');
  } catch (error) {
    logger.error({ err: error }, 'promotion cleanup failed');
  }
}, config.PROMOTION_CLEANUP_INTERVAL_SECONDS * 1000);
promotionCleanup.unref();

// Mail due is sent: retries, and messages another process wrote and could not send (each process runs the outbox).
app.services.outbox.start();

// Pending mobile-money payments are read from their providers, and unpaid orders cancelled at their deadline.
const paymentWorker = new PaymentWorker(app.services, config.PAYMENT_POLL_TICK_MS);
paymentWorker.start();

let shuttingDown = false;
/** Stops accepting connections, lets in-flight requests finish, then closes the database. */
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  clearInterval(promotionCleanup);
  idleCollector?.stop();
  logger.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    logger.warn('requests still running after 10 s; closing anyway');
    server.closeAllConnections();
  }, 10_000);
  forced.unref();
  // Keep-alive connections finish their current request and are then closed as soon as they fall idle.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  server.close(async () => {
    clearInterval(idleSweep);
    try {
      await paymentWorker.stop();
      await app.close();
      logger.info('closed cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'closing failed');
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

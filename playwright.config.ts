import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, E2E_SIMULATOR_URL } from './tests/e2e/ports.js';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server, started the
 * way `npm start` starts it, on a fresh database of its own.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'var/test-results/playwright.json' }]],
  // Every screen is tested as a shopper sees it on a phone (375 px, touch) and on a laptop (1280 px).
  projects: [
    { name: 'phone', grepInvert: /@desktop-only/, use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production start: the web app and the server bundle built when stale, then served from the bundle. The
    // build runs with NODE_ENV=development, as a developer's shell may have it: it must be a production build anyway
    // (serving.spec.ts checks what is served). The server seeds the demo shop into its fresh database, as `npm start`.
    command: 'rm -rf var/e2e && NODE_ENV=development node scripts/start.mjs --build-only && node scripts/start.mjs --seed-if-empty',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: 'file:./var/e2e/isoko.db',
      UPLOAD_DIR: 'var/e2e/uploads',
      MAIL_DIR: 'var/e2e/mail',
      LOG_LEVEL: 'warn',
      ARGON2_MEMORY_KIB: '4096',
      ARGON2_TIME_COST: '1',
      // Every browser test signs in from the same address within a few minutes; a shop sees each shopper from their
      // own. The limits themselves are proved by the API tests (auth, account, auth-abuse).
      RATE_LIMIT_LOGIN_PER_MINUTE: '200',
      RATE_LIMIT_REGISTER_PER_MINUTE: '100',
      // Mobile money goes to the payment simulator the development start runs beside the server; a shopper's screen should not wait the
      // production poll schedule (5 s, then longer) to see their phone's answer.
      PAYMENT_POLL_INITIAL_MS: '500',
      PAYMENT_POLL_MAX_MS: '1000',
      // The waiting page's "send the prompt again" is held back this long (30 s in a shop) before a test may press it.
      PAYMENT_PROMPT_AGAIN_SECONDS: '3',
      MOMO_BASE_URL: E2E_SIMULATOR_URL,
      AIRTEL_BASE_URL: E2E_SIMULATOR_URL,
    },
  },
});

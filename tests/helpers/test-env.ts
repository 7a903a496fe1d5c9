import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where this run's test databases, uploads and mail go (set per run in vitest.config.ts); removed after the run. */
export const TEST_ROOT = resolve(process.env.ISOKO_TEST_ROOT ?? 'var/test/default');
export const TEMPLATE_DATABASE = join(TEST_ROOT, 'template.db');
export const TEST_UPLOADS = join(TEST_ROOT, 'uploads');

/** Environment for a test app: cheap argon2 (production keeps OWASP's minimum), quiet logs, a fixed secret. */
export function testEnvironment(databaseFile: string, overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  mkdirSync(TEST_ROOT, { recursive: true });
  return {
    NODE_ENV: 'test',
    DATABASE_URL: `file:${databaseFile}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    LOG_LEVEL: 'silent',
    UPLOAD_DIR: TEST_UPLOADS,
    MAIL_DIR: join(TEST_ROOT, 'mail'),
    TRUST_PROXY: 'true',
    // Many tests check promo codes from one address; tests/api/security-probes.test.ts sets the real limits.
    RATE_LIMIT_PROMO_CODE_PER_MINUTE: '1000',
    RATE_LIMIT_PROMO_CODE_PER_ACCOUNT_PER_HOUR: '1000',
    ...overrides,
  };
}

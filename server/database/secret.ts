import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The token-signing secret: JWT_SECRET when set, otherwise one made on first start and kept beside the
 * database (mode 600), so sign-ins survive restarts with no configuration.
 */
export function tokenSecret(configured: string | undefined, databaseFile: string): string {
  if (configured) return configured;
  const file = join(dirname(databaseFile), 'jwt-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // No secret yet: make one below.
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

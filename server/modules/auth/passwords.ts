import argon2 from 'argon2';

export interface PasswordCost {
  memoryKib: number;
  timeCost: number;
}

/** Hashes a password with argon2id at the configured cost (OWASP's minimum by default). */
export function hashPassword(password: string, cost: PasswordCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 });
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

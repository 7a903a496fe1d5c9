import { customAlphabet } from 'nanoid';

/**
 * The id of a row the shop's SQL programs insert themselves (an order, its lines, its history, an outbox message):
 * 24 characters of lowercase letters and digits from the system's secure random source, about 124 bits, so ids made
 * by any number of processes never meet. nanoid makes one in under a microsecond; cuid2, used before, hashed each
 * with SHA-3 (about 19 us, some 4 % of an order's work in bench/orders.ts). Rows Prisma creates keep its cuid().
 */
export const newId: () => string = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 24);

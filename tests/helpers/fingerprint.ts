import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Everything a refused request could have changed, read in one go: row counts of every table that holds
 * shop data, plus the stock, cart quantities, promo uses, statuses, roles and passwords that a request could
 * alter in place. Two equal fingerprints mean the database was left as it was.
 */
export async function databaseFingerprint(t: TestApp) {
  const db = t.db;
  const [
    users, sessions, revokedSessions, refreshTokens, resetCodes, addresses, activeAddresses, cartLines, orders, orderLines,
    statusChanges, movements, redemptions, reviews, categories, subCategories, products, promoCodes, deliveryZones, deliveryZoneChanges,
  ] = await Promise.all([
    db.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, email: true, role: true, status: true, passwordHash: true, name: true, mobile: true, avatar: true } }),
    db.session.count(),
    db.session.count({ where: { revokedAt: { not: null } } }),
    db.refreshToken.count({ where: { rotatedAt: { not: null } } }),
    db.passwordResetCode.findMany({ orderBy: { id: 'asc' }, select: { id: true, attempts: true, usedAt: true } }),
    db.address.count(),
    db.address.findMany({ orderBy: { id: 'asc' }, select: { id: true, removedAt: true, district: true, sector: true, village: true, street: true, mobile: true } }),
    db.cartLine.findMany({ orderBy: { id: 'asc' }, select: { id: true, quantity: true } }),
    db.order.findMany({ orderBy: { id: 'asc' }, select: { id: true, status: true, total: true } }),
    db.orderLine.count(),
    db.orderStatusChange.count(),
    db.stockMovement.count(),
    db.promoRedemption.count({ where: { releasedAt: null } }),
    db.review.findMany({ orderBy: { id: 'asc' }, select: { id: true, stars: true } }),
    db.category.count(),
    db.subCategory.count(),
    db.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, stock: true, price: true, discount: true, deletedAt: true, ratingTotal: true, ratingCount: true } }),
    db.promoCode.findMany({ orderBy: { id: 'asc' }, select: { id: true, usedCount: true } }),
    db.deliveryZone.findMany({ orderBy: { district: 'asc' }, omit: { updatedAt: true } }),
    db.deliveryZoneChange.count(),
  ]);
  return {
    users, sessions, revokedSessions, refreshTokens, resetCodes, addresses, activeAddresses, cartLines, orders, orderLines,
    statusChanges, movements, redemptions, reviews, categories, subCategories, products, promoCodes, deliveryZones, deliveryZoneChanges,
  };
}

/** Runs a request that must be refused and checks that the database fingerprint did not move; returns its answer. */
export async function unchanged<T>(t: TestApp, refused: () => Promise<T>): Promise<T> {
  const before = await databaseFingerprint(t);
  const result = await refused();
  expect(await databaseFingerprint(t)).toEqual(before);
  return result;
}

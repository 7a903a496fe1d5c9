import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { slugify } from '../../server/lib/slug.js';

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.databaseFile).toMatch(/var\/isoko\.db$/);
    expect(config.ARGON2_MEMORY_KIB).toBeGreaterThanOrEqual(19 * 1024);
    expect(config.ARGON2_TIME_COST).toBeGreaterThanOrEqual(2);
  });

  it('names each bad variable in its message', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'nope' })).toThrow(/PORT[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL/);
  });

  it('splits CORS origins', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.rw, https://b.rw,' }).corsOrigins).toEqual(['https://a.rw', 'https://b.rw']);
  });
});

describe('slugify', () => {
  it.each([
    ['Fruits & Vegetables', 'fruits-vegetables'],
    ['  Crème fraîche 250 ml ', 'creme-fraiche-250-ml'],
    ['***', 'item'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

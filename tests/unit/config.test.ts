import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_CREDENTIALS, loadConfig } from '../../server/config.js';
import { normaliseRwandanMobile } from '../../server/lib/mobile.js';
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
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a SQLite file URL .* or a PostgreSQL URL/);
    expect(() => loadConfig({ RATE_LIMIT_REDIS_PREFIX: 'two words' })).toThrow(/RATE_LIMIT_REDIS_PREFIX/);
  });

  it('gives a repeated refresh token 10 seconds by default, 0 to 60 when configured', () => {
    expect(loadConfig({}).REFRESH_REUSE_GRACE_SECONDS).toBe(10);
    expect(loadConfig({ REFRESH_REUSE_GRACE_SECONDS: '0' }).REFRESH_REUSE_GRACE_SECONDS).toBe(0);
    for (const value of ['61', '-1', '2.5', 'ten']) expect(() => loadConfig({ REFRESH_REUSE_GRACE_SECONDS: value })).toThrow(/REFRESH_REUSE_GRACE_SECONDS/);
  });

  it('points mobile money at the local simulator by default, with MTN refunds only when configured elsewhere', () => {
    const local = loadConfig({});
    expect(local).toMatchObject({ MOMO_BASE_URL: 'http://127.0.0.1:4100', AIRTEL_BASE_URL: 'http://127.0.0.1:4100', paymentSimulatorInUse: true, PAYMENT_TIMEOUT_MINUTES: 15 });
    expect(local.paymentCallbackBase).toBe('http://127.0.0.1:4000');
    expect(local.momoDisbursement).not.toBeNull();
    const live = loadConfig({ MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw/', PAYMENT_CALLBACK_URL: 'https://shop.example.rw' });
    expect(live).toMatchObject({ MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw', paymentSimulatorInUse: false, momoDisbursement: null, paymentCallbackBase: 'https://shop.example.rw' });
    expect(() => loadConfig({ MOMO_DISBURSEMENT_API_USER: 'only-one' })).toThrow(/MOMO_DISBURSEMENT_\*: set all three/);
    expect(() => loadConfig({ PAYMENT_TIMEOUT_MINUTES: '0' })).toThrow(/PAYMENT_TIMEOUT_MINUTES/);
    expect(() => loadConfig({ PAYMENT_CALLBACK_URL: 'ftp://shop' })).toThrow(/PAYMENT_CALLBACK_URL/);
    // Another local port is a simulator too (the browser tests'); two different addresses are not one simulator.
    expect(loadConfig({ MOMO_BASE_URL: 'http://127.0.0.1:14173', AIRTEL_BASE_URL: 'http://127.0.0.1:14173' })).toMatchObject({ paymentSimulatorInUse: true });
    expect(loadConfig({ MOMO_BASE_URL: 'http://127.0.0.1:14173' }).paymentSimulatorInUse).toBe(false);
    expect(local.mobileMoneyProviders).toEqual(['mtn-momo', 'airtel-money']);
    // Outside production the credentials are the simulator's unless set.
    expect(local.momoCollection).toEqual(DEVELOPMENT_PAYMENT_CREDENTIALS.mtn.collection);
    expect(loadConfig({ NODE_ENV: 'test', AIRTEL_CLIENT_ID: 'own-client' }).airtelClient).toEqual({ clientId: 'own-client', clientSecret: DEVELOPMENT_PAYMENT_CREDENTIALS.airtel.clientSecret });
  });

  it('takes a SQLite file or a PostgreSQL server from DATABASE_URL', () => {
    expect(loadConfig({}).database).toEqual({ kind: 'sqlite', file: expect.stringMatching(/var\/isoko\.db$/) });
    expect(loadConfig({ DATABASE_URL: 'postgresql://isoko@db.example.rw/isoko', DATABASE_POOL_SIZE: '20' }).database).toEqual({
      kind: 'postgresql',
      url: 'postgresql://isoko@db.example.rw/isoko',
      poolSize: 20,
    });
  });

  describe('in production', () => {
    const safe = { NODE_ENV: 'production', ADMIN_PASSWORD: 'a-real-admin-passphrase', JWT_SECRET: 'x'.repeat(32) };

    it('starts with an admin password and a JWT secret of its own', () => {
      expect(loadConfig(safe).isProduction).toBe(true);
    });

    const mtnCredentials = { MOMO_API_USER: 'live-api-user', MOMO_API_KEY: 'live-api-key', MOMO_SUBSCRIPTION_KEY: 'live-subscription' };

    it('offers only the mobile money configured away from a local simulator', () => {
      expect(loadConfig(safe).mobileMoneyProviders).toEqual([]);
      expect(loadConfig({ ...safe, MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw', ...mtnCredentials }).mobileMoneyProviders).toEqual(['mtn-momo']);
      expect(loadConfig({ ...safe, AIRTEL_BASE_URL: 'http://localhost:9000' }).mobileMoneyProviders).toEqual([]);
    });

    it("never falls back to the simulator's credentials: a provider it is pointed at needs its own", () => {
      expect(loadConfig(safe)).toMatchObject({ momoCollection: null, airtelClient: null, momoDisbursement: null });
      expect(() => loadConfig({ ...safe, MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw' })).toThrow(/MOMO_API_USER, MOMO_API_KEY, MOMO_SUBSCRIPTION_KEY: must be set in production/);
      expect(() => loadConfig({ ...safe, AIRTEL_BASE_URL: 'https://openapi.airtel.africa', AIRTEL_CLIENT_ID: 'live-client' })).toThrow(/AIRTEL_CLIENT_SECRET: must be set in production/);
      expect(loadConfig({ ...safe, MOMO_BASE_URL: 'https://proxy.momoapi.mtn.co.rw', ...mtnCredentials }).momoCollection).toEqual({
        apiUser: 'live-api-user',
        apiKey: 'live-api-key',
        subscriptionKey: 'live-subscription',
      });
    });

    it('refuses the demo admin password, naming the variable', () => {
      expect(() => loadConfig({ ...safe, ADMIN_PASSWORD: 'Admin@12345' })).toThrow(/ADMIN_PASSWORD: must be set to something other than the demo password/);
      const { ADMIN_PASSWORD: _left, ...withoutPassword } = safe;
      expect(() => loadConfig(withoutPassword)).toThrow(/ADMIN_PASSWORD/);
    });

    it('refuses to make up a JWT secret, naming the variable', () => {
      const { JWT_SECRET: _left, ...withoutSecret } = safe;
      expect(() => loadConfig(withoutSecret)).toThrow(/JWT_SECRET: must be set explicitly in production/);
    });

    it('names both problems at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_PASSWORD[\s\S]*JWT_SECRET/);
    });

    it('leaves development and tests alone', () => {
      expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
      expect(() => loadConfig({ NODE_ENV: 'test' })).not.toThrow();
    });
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

describe('normaliseRwandanMobile', () => {
  it.each([
    ['0788123456', '+250788123456'],
    ['+250 788 123 456', '+250788123456'],
    ['250-722-123-456', '+250722123456'],
    ['078.312.3456', '+250783123456'],
    ['0791234567', '+250791234567'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseRwandanMobile(input)).toBe(expected);
  });

  it.each(['', '0712345678', '078812345', '07881234567', '+254788123456', 'abc', '0788 12345a'])('refuses %j', (input) => {
    expect(normaliseRwandanMobile(input)).toBeNull();
  });
});

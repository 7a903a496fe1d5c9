import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, signUpAndLogin } from '../../helpers/auth.js';
import { rest } from '../../helpers/rest.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { graphql } from '../../helpers/graphql.js';

// Sign-in throttling (server/lib/sign-in-throttle.ts), in memory here and in Redis under `npm run test:pg`.
// One app keeps the shop's default durations (what a shopper meets), another has one-second locks so time can pass.

let shop: TestApp;
let quick: TestApp;
beforeAll(async () => {
  [shop, quick] = await Promise.all([
    startTestApp(),
    startTestApp({ LOGIN_LOCK_SECONDS: '1', LOGIN_LOCK_MAX_SECONDS: '3', LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '12', LOGIN_ADDRESS_LOCK_SECONDS: '2' }),
  ]);
});
afterAll(async () => {
  await Promise.all([shop?.close(), quick?.close()]);
});

let addressCounter = 0;
const freshAddress = () => `198.51.${Math.floor((addressCounter += 1) / 250)}.${addressCounter % 250}`;

async function login(t: TestApp, email: string, password: string, clientAddress: string) {
  const result = await t.graphql(LOGIN, { input: { email, password } }, { clientAddress });
  return result.data?.login as { __typename: string; retryAfterSeconds?: number };
}

async function failTimes(t: TestApp, email: string, clientAddress: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(t, email, `wrong-guess-${attempt}`, clientAddress)).__typename).toBe('InvalidCredentialsError');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('failures per account and address', () => {
  it('locks the pair after five failures for exactly LOGIN_LOCK_SECONDS, on GraphQL and REST alike', async () => {
    const victim = await signUpAndLogin(shop);
    const attacker = freshAddress();
    await failTimes(shop, victim.email, attacker, 4);
    // Four failures slow nothing down yet: the right password still works, and forgets them.
    expect((await login(shop, victim.email, victim.password, attacker)).__typename).toBe('LoginPayload');
    await failTimes(shop, victim.email, attacker, 5);
    expect(await login(shop, victim.email, victim.password, attacker)).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 60 });
    const legacy = await rest(shop, 'POST', '/user/login', { body: { email: victim.email, password: victim.password }, clientAddress: attacker });
    expect(legacy.status).toBe(429);
    expect(legacy.headers.get('retry-after')).toBe('60');
  });

  it("does not lock the account's owner out from another address, whoever guesses and however often", async () => {
    const victim = await signUpAndLogin(shop);
    const attackers = [freshAddress(), freshAddress(), freshAddress()];
    for (const attacker of attackers) await failTimes(shop, victim.email, attacker, 5);
    for (const attacker of attackers) expect((await login(shop, victim.email, victim.password, attacker)).__typename).toBe('RateLimitedError');
    expect((await login(shop, victim.email, victim.password, freshAddress())).__typename).toBe('LoginPayload');
    const legacy = await rest(shop, 'POST', '/user/login', { body: { email: victim.email, password: victim.password }, clientAddress: freshAddress() });
    expect(legacy.status).toBe(200);
  });

  it('ends the lock when its time is up, then doubles it at each further failure up to the maximum', async () => {
    const victim = await signUpAndLogin(quick);
    const attacker = freshAddress();
    await failTimes(quick, victim.email, attacker, 5);
    expect(await login(quick, victim.email, victim.password, attacker)).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 1 });
    await sleep(1_100);
    // One more wrong guess after the lock: locked again, twice as long (2 s), then 4 s capped to 3 s.
    await failTimes(quick, victim.email, attacker, 1);
    expect(await login(quick, victim.email, victim.password, attacker)).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 2 });
    await sleep(1_100);
    expect((await login(quick, victim.email, victim.password, attacker)).__typename).toBe('RateLimitedError');
    await sleep(1_000);
    await failTimes(quick, victim.email, attacker, 1);
    expect(await login(quick, victim.email, victim.password, attacker)).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 3 });
    await sleep(3_100);
    // The right password once the lock is over: signed in, and the count starts again from nothing.
    expect((await login(quick, victim.email, victim.password, attacker)).__typename).toBe('LoginPayload');
    await failTimes(quick, victim.email, attacker, 4);
    expect((await login(quick, victim.email, victim.password, attacker)).__typename).toBe('LoginPayload');
    // Eleven failures from this address in all: one below its own limit.
  });
});

describe('failures per address', () => {
  it('stops one address spraying guesses over many accounts, for LOGIN_ADDRESS_LOCK_SECONDS, and no other address', async () => {
    const sprayer = freshAddress();
    const shoppers = await Promise.all([0, 1, 2, 3].map(() => signUpAndLogin(quick)));
    // Three guesses per account stay below the pair's lock; the twelfth failure from the address locks it.
    for (const shopper of shoppers) await failTimes(quick, shopper.email, sprayer, 3);
    const locked = await login(quick, shoppers[0]!.email, shoppers[0]!.password, sprayer);
    expect(locked).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 2 });
    expect((await login(quick, shoppers[1]!.email, shoppers[1]!.password, freshAddress())).__typename).toBe('LoginPayload');
    await sleep(2_100);
    expect((await login(quick, shoppers[2]!.email, shoppers[2]!.password, sprayer)).__typename).toBe('LoginPayload');
  });
});

describe('the current password on a profile change', () => {
  it('counts wrong current passwords with the sign-in failures of that account and address', async () => {
    const shopper = await signUpAndLogin(shop);
    const address = freshAddress();
    const UPDATE = graphql(`
      mutation ($input: UpdateProfileInput!) {
        updateProfile(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds } ... on ValidationError { field } }
      }
    `);
    const change = (currentPassword: string) =>
      shop.graphql(UPDATE, { input: { name: 'Aline', email: shopper.email, mobile: '0788123456', currentPassword, newPassword: 'Another#Kigali-2027' } }, { token: shopper.accessToken, clientAddress: address });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change(`wrong-${attempt}`)).data?.updateProfile.__typename).toBe('ValidationError');
    expect((await change(shopper.password)).data?.updateProfile).toMatchObject({ __typename: 'RateLimitedError', retryAfterSeconds: 60 });
    expect((await login(shop, shopper.email, shopper.password, freshAddress())).__typename).toBe('LoginPayload');
  });
});

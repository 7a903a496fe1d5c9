import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';

/** A shopper of this test only: the phone and desktop projects never share a cart, addresses or orders. */
export interface FreshShopper {
  email: string;
  password: string;
  token: string;
}

/**
 * Sends a GraphQL document with a token (or none). A rate-limited answer (registration is limited per client
 * address, and the whole suite runs from one) is waited out and sent again, with the test's time extended.
 */
export async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string, testInfo?: TestInfo) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/graphql', { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const limited = Object.values(body.data as Record<string, { __typename?: string; retryAfterSeconds?: number }>).find(
      (value) => value?.__typename === 'RateLimitedError',
    );
    if (!limited || attempt >= 2) return body.data;
    const seconds = Math.min(65, (limited.retryAfterSeconds ?? 10) + 1);
    testInfo?.setTimeout(testInfo.timeout + seconds * 1000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** Registers a new shopper through GraphQL and signs the page in as them (tokens stored before the page loads). */
export async function signInAsFreshShopper(page: Page, testInfo: TestInfo): Promise<FreshShopper> {
  const email = `shopper-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  const { register } = await gql(
    page.request,
    'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds } ... on Error { message } } }',
    { input: { name: 'Test Shopper', email, password, confirmPassword: password } },
    undefined,
    testInfo,
  );
  expect(register.__typename, register.message).toBe('RegisterPayload');
  const { login } = await gql(
    page.request,
    'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { accessToken refreshToken } ... on RateLimitedError { retryAfterSeconds } ... on Error { message } } }',
    { input: { email, password } },
    undefined,
    testInfo,
  );
  expect(login.__typename, login.message).toBe('LoginPayload');
  // As support.ts's signIn does: the web app's keys, set once per tab so a reload keeps what the app stored since.
  await page.addInitScript(
    ({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }) => {
      if (!sessionStorage.getItem('signed-in-once')) {
        localStorage.setItem('accesstoken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
        sessionStorage.setItem('signed-in-once', '1');
      }
    },
    { accessToken: login.accessToken as string, refreshToken: login.refreshToken as string },
  );
  return { email, password, token: login.accessToken };
}

/** Saves an address for the shopper through GraphQL (for tests about something else than the address dialog). */
export async function addAddressThroughApi(page: Page, shopper: FreshShopper, street: string): Promise<string> {
  const { createAddress } = await gql(
    page.request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on CreateAddressPayload { address { id } } ... on Error { message } } }',
    { input: { district: 'Gasabo', sector: 'Kimironko', village: 'Urumuri', street, mobile: '0788123456' } },
    shopper.token,
  );
  expect(createAddress.__typename, createAddress.message).toBe('CreateAddressPayload');
  return createAddress.address.id;
}

/** Puts one unit of a product in the shopper's cart through GraphQL. */
export async function addToCartThroughApi(page: Page, shopper: FreshShopper, productId: string): Promise<void> {
  const { addToCart } = await gql(
    page.request,
    'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename ... on Error { message } } }',
    { id: productId },
    shopper.token,
  );
  expect(addToCart.__typename, addToCart.message).toBe('AddToCartPayload');
}

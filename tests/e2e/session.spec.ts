import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations } from './support.js';

/** Tokens for the demo shopper, straight from the login mutation. */
async function login(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken refreshToken } } }',
      variables: { input: DEMO_SHOPPER },
    },
  });
  return (await response.json()).data.login as { accessToken: string; refreshToken: string };
}

test('an expired access token is refreshed once and the shopper stays signed in @desktop-only', async ({ page }) => {
  const tokens = await login(page.request);
  // A token the server no longer accepts (as after 15 minutes), with a refresh token that still holds.
  await page.addInitScript((refreshToken) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('accesstoken', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired');
    localStorage.setItem('refreshToken', refreshToken);
    sessionStorage.setItem('seeded', '1');
  }, tokens.refreshToken);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('refreshToken')) refreshes.push(request.postData()!);
  });

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')]);
  expect(stored[0]).not.toContain('expired');
  // Rotated: the old refresh token is spent and a new one is kept.
  expect(stored[1]).not.toBe(tokens.refreshToken);
  expect(refreshes).toHaveLength(1);
});

test('when the refresh is refused too, the shopper is signed out cleanly and sees the shop as a visitor @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('accesstoken', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired');
    localStorage.setItem('refreshToken', 'a-refresh-token-the-server-never-issued');
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
});

/** The cart page's lines, and the banner's sign-in link that a signed-out tab shows instead. */
async function expectFullCartSignedIn(page: Page, productNames: string[]) {
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  for (const name of productNames) await expect(lines.filter({ hasText: name }).first()).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
}

test('two tabs restored together with an expired access token share one refresh: both show the full cart and stay signed in', async ({
  context,
}, testInfo) => {
  // A shopper of this test only, with two products in the cart.
  const setup = await context.newPage();
  const email = `tabs-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  const { register } = await gql(
    setup.request,
    'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds } } }',
    { input: { name: 'Two Tabs', email, password, confirmPassword: password } },
    undefined,
    testInfo,
  );
  expect(register.__typename).toBe('RegisterPayload');
  const { login } = await gql(
    setup.request,
    'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { accessToken refreshToken } ... on RateLimitedError { retryAfterSeconds } } }',
    { input: { email, password } },
    undefined,
    testInfo,
  );
  expect(login.__typename).toBe('LoginPayload');
  const { searchProducts } = await gql(setup.request, '{ searchProducts(first: 20) { edges { node { id name stock } } } }');
  const products = (searchProducts.edges as { node: { id: string; name: string; stock: number } }[])
    .map((edge) => edge.node)
    .filter((node) => node.stock > 0)
    .slice(0, 2);
  expect(products).toHaveLength(2);
  for (const product of products) {
    const { addToCart } = await gql(
      setup.request,
      'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename } }',
      { id: product.id },
      login.accessToken,
    );
    expect(addToCart.__typename).toBe('AddToCartPayload');
  }
  // The shop's storage as a phone keeps it after a while away: an access token the server no longer accepts (as
  // after 15 minutes) and a refresh token that still holds. Stored once, before the tabs come back.
  await setup.goto('/healthz');
  await setup.evaluate((refreshToken) => {
    localStorage.setItem('accesstoken', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired');
    localStorage.setItem('refreshToken', refreshToken);
  }, login.refreshToken as string);
  await setup.close();

  const refreshes: string[] = [];
  context.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('refreshToken')) refreshes.push(request.postData()!);
  });
  // The browser restores both tabs at once.
  const tabs = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all(tabs.map((tab) => tab.goto('/cart')));
  const names = products.map((product) => product.name);
  for (const tab of tabs) await expectFullCartSignedIn(tab, names);
  // One tab refreshed; the other found the new pair in storage and used it.
  expect(refreshes).toHaveLength(1);
  const stored = await Promise.all(
    tabs.map((tab) => tab.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])),
  );
  expect(stored[0]![0]).not.toContain('expired');
  expect(stored[0]![1]).not.toBe(login.refreshToken);
  expect(stored[1]).toEqual(stored[0]);

  // The sign-in is alive: after a reload both tabs are still signed in, without another refresh.
  await Promise.all(tabs.map((tab) => tab.reload()));
  for (const tab of tabs) await expectFullCartSignedIn(tab, names);
  expect(refreshes).toHaveLength(1);
  await expectNoSeriousA11yViolations(tabs[0]);
});

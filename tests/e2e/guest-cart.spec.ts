import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, type TestInfo, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, isPhone } from './support.js';

const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });

interface Product {
  id: string;
  databaseId: string;
  slug: string;
  name: string;
  stock: number;
  effectivePrice: number;
}

/** Products with stock to spare, different for each project so the two never meet in one cart. */
async function productsInStock(page: Page, count: number, testInfo: TestInfo): Promise<Product[]> {
  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 100) { edges { node { id databaseId slug name stock effectivePrice } } } }');
  const products = (searchProducts.edges as { node: Product }[]).map((edge) => edge.node).filter((product) => product.stock >= 5);
  const offset = testInfo.project.name === 'phone' ? 0 : count;
  expect(products.length).toBeGreaterThanOrEqual(offset + count);
  return products.slice(offset, offset + count);
}

/** A new account made through GraphQL (not through the page), with its token for reading its cart. */
async function freshAccount(page: Page, testInfo: TestInfo) {
  const email = `guest-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  const { register } = await gql(
    page.request,
    'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RegisterPayload { accessToken } ... on RateLimitedError { retryAfterSeconds } ... on Error { message } } }',
    { input: { name: 'Guest Shopper', email, password, confirmPassword: password, signIn: true } },
    undefined,
    testInfo,
  );
  expect(register.__typename, register.message).toBe('RegisterPayload');
  return { email, password, token: register.accessToken as string };
}

/** The account's cart as the server has it: quantity by product id. */
async function accountCart(page: Page, token: string): Promise<Record<string, number>> {
  const { viewer } = await gql(page.request, '{ viewer { cart { lines { quantity product { id } } } } }', {}, token);
  return Object.fromEntries(viewer.cart.lines.map((line: { quantity: number; product: { id: string } }) => [line.product.id, line.quantity]));
}

async function addOnProductPage(page: Page, product: Product): Promise<void> {
  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${product.name} to cart` }).first().click();
  await expect(page.getByText('1 in cart').first()).toBeAttached();
}

/** The item count the shell shows: the header's cart button on a laptop, the bottom navigation's Cart on a phone. */
async function expectCartCount(page: Page, count: number): Promise<void> {
  const items = count === 1 ? '1 item' : `${count} items`;
  if (isPhone(page)) await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: `Cart, ${items}` })).toBeVisible();
  else await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^My Cart: ${items},`) })).toBeVisible();
}

/** The cart as a shopper opens it from where they are: the drawer on a laptop, the Cart tab (/cart) on a phone. */
async function openCart(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    return page.getByRole('main');
  }
  await page.getByRole('banner').getByRole('button', { name: /^My Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

function line(cart: Locator, product: Product): Locator {
  return cart.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ has: cart.page().getByRole('link', { name: product.name }) });
}

test('a guest keeps a cart on the device, offline too, and signing in merges it into the account', async ({ page, context }, testInfo) => {
  testInfo.setTimeout(90_000);
  const [first, second, third] = await productsInStock(page, 3, testInfo);
  const account = await freshAccount(page, testInfo);
  // The account already holds one of the products: the merge adds the guest's quantity to it.
  const { addToCart } = await gql(page.request, 'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename } }', { id: first!.id }, account.token);
  expect(addToCart.__typename).toBe('AddToCartPayload');

  await addOnProductPage(page, first!);
  await expect(page.getByText('Please Login')).toHaveCount(0);
  await addOnProductPage(page, second!);
  await page.getByRole('button', { name: `Increase quantity of ${second!.name}` }).first().click();
  await expect(page.getByText('2 in cart').first()).toBeAttached();
  await expectCartCount(page, 3);

  // The drawer (laptop) or /cart (phone), with the lines' prices.
  let cart = await openCart(page);
  await expect(line(cart, first!)).toContainText(rwf.format(first!.effectivePrice));
  await expect(line(cart, second!).getByText('2 in cart')).toBeAttached();
  await expect(cart.getByText('Bill details')).toBeVisible();

  // /cart after a reload still has them.
  await page.goto('/cart');
  await page.reload();
  const page1 = page.getByRole('main');
  await expect(line(page1, first!)).toBeVisible();
  await expect(line(page1, second!)).toBeVisible();
  await expectCartCount(page, 3);

  // Offline, another product goes in and shows.
  await page.goto(`/product/${third!.slug}-${third!.databaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: third!.name })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: `Add ${third!.name} to cart` }).first().click();
  await expectCartCount(page, 4);
  cart = await openCart(page);
  await expect(line(cart, third!)).toBeVisible();
  await context.setOffline(false);

  // Proceed: 'Please Login', then /login, which brings the shopper back to /cart with everything merged.
  await cart.getByRole('button', { name: /Proceed/ }).click();
  await expect(page.getByRole('alert').getByText('Please Login').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const merged = page.getByRole('main');
  await expect(line(merged, first!).getByText('2 in cart')).toBeAttached();
  await expect(line(merged, second!).getByText('2 in cart')).toBeAttached();
  await expect(line(merged, third!).getByText('1 in cart')).toBeAttached();
  await expectCartCount(page, 5);
  expect(await accountCart(page, account.token)).toEqual({ [first!.id]: 2, [second!.id]: 2, [third!.id]: 1 });
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
});

test('a guest with a cart registers from the login page and is signed in at once, back on /cart with the lines', async ({ page }, testInfo) => {
  const [product] = await productsInStock(page, 1, testInfo);
  await addOnProductPage(page, product!);
  await page.goto('/cart');
  await page.getByRole('main').getByRole('button', { name: /Proceed/ }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fcart$/);

  const email = `new-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  await page.getByLabel('Name').fill('New Shopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(line(page.getByRole('main'), product!).getByText('1 in cart')).toBeAttached();
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  expect(token).toBeTruthy();
  const { viewer } = await gql(page.request, '{ viewer { email } }', {}, token!);
  expect(viewer.email).toBe(email);
  expect(await accountCart(page, token!)).toEqual({ [product!.id]: 1 });
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
});

test('register opened directly still ends on /login, signed out', async ({ page }) => {
  await page.goto('/register');
  const email = `direct-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  await page.getByLabel('Name').fill('Direct Shopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been created. Please log in.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accesstoken'))).toBeNull();
});

test("a guest's /cart passes axe, shows today's prices, and a product deleted from the shop leaves it with a word", async ({ page }, testInfo) => {
  const [kept] = await productsInStock(page, 1, testInfo);
  await addOnProductPage(page, kept!);
  await page.goto('/cart');
  await expect(line(page.getByRole('main'), kept!)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A line the device kept of a product the shop no longer has (deleted products read as null, as unknown ones do).
  const goneId = Buffer.from(`Product:c${randomUUID().replace(/-/g, '').slice(0, 24)}`).toString('base64');
  await page.evaluate(
    ([productId, name]) => {
      const lines = JSON.parse(localStorage.getItem('guestCart') ?? '[]') as Record<string, unknown>[];
      // Prices kept from a while ago: the cart shows today's.
      lines[0] = { ...lines[0], unitPrice: 1, listPrice: 1 };
      lines.push({ ...lines[0], productId, name, quantity: 1 });
      localStorage.setItem('guestCart', JSON.stringify(lines));
    },
    [goneId, 'Isombe of yesterday'],
  );
  await page.reload();
  await expect(page.getByRole('alert').getByText('Isombe of yesterday is no longer sold and was removed from your cart.')).toBeVisible();
  await expect(line(page.getByRole('main'), kept!)).toContainText(rwf.format(kept!.effectivePrice));
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await expectCartCount(page, 1);
});

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addAddressThroughApi, addToCartThroughApi, type FreshShopper, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

interface SeedProduct {
  id: string;
  name: string;
  stock: number;
  effectivePrice: number;
  promoCode: { code: string } | null;
}

/**
 * Two seed products (prisma/seed/catalogue.ts): one whose promo code is MATOKE5 (5 %, no usage limit, so every run
 * may use it) and a Matoke product without a code (the code's partial case). Promo codes are admin data.
 */
async function matokeProducts(request: APIRequestContext): Promise<{ withCode: SeedProduct; withoutCode: SeedProduct }> {
  const { login } = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN });
  const { adminProducts } = await gql(
    request,
    '{ adminProducts(first: 50, search: "Matoke") { edges { node { id name stock effectivePrice promoCode { code } } } } }',
    {},
    login.accessToken,
  );
  const products: SeedProduct[] = adminProducts.edges.map((edge: { node: SeedProduct }) => edge.node).filter((product: SeedProduct) => product.stock >= 5);
  const withCode = products.find((product) => product.promoCode?.code === 'MATOKE5');
  const withoutCode = products.find((product) => product.promoCode === null);
  expect(withCode, 'a Matoke product with MATOKE5').toBeDefined();
  expect(withoutCode, 'a Matoke product without a code').toBeDefined();
  return { withCode: withCode!, withoutCode: withoutCode! };
}

async function orderCount(page: Page, shopper: FreshShopper): Promise<number> {
  const { viewer } = await gql(page.request, '{ viewer { orders(first: 5) { totalCount } } }', {}, shopper.token);
  return viewer.orders.totalCount;
}

test('a visitor is asked to log in; /cancel leads home', async ({ page }) => {
  await page.goto('/cancel');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Cancel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Please Login' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
});

test('checkout: no address, a new one selected, valid, invalid and partial promo codes, Cash on Delivery to /success', async ({ page }, testInfo) => {
  testInfo.setTimeout(60_000);
  const { withCode, withoutCode } = await matokeProducts(page.request);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, withCode.id);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();

  // No address yet: the message, and Cash on Delivery cannot be used.
  await expect(page.getByText('No address found! Please add an address.')).toBeVisible();
  const cashOnDelivery = page.getByRole('button', { name: 'Cash on Delivery' });
  await expect(cashOnDelivery).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // The same Add Address dialog as the address page; the new address is selected.
  await page.getByRole('button', { name: 'Add address', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByRole('combobox', { name: 'District' }).selectOption('Musanze');
  await dialog.getByRole('combobox', { name: 'Sector' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Village' }).selectOption({ index: 1 });
  await dialog.getByLabel('Common Name of the place or Street name').fill('Near Musanze market');
  await dialog.getByLabel('Mobile Number').fill('0722 000 111');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Near Musanze market/ })).toBeChecked();
  await expect(cashOnDelivery).toBeEnabled();

  // Promo codes: Apply waits for a code; an unknown one is refused, MATOKE5 discounts its product.
  const summary = page.getByRole('region', { name: 'Summary' });
  const code = summary.getByLabel('Promo Code');
  const apply = summary.getByRole('button', { name: 'Apply', exact: true });
  await expect(apply).toBeDisabled();
  await code.fill('NOT-A-CODE');
  await apply.click();
  await expect(summary.getByText('Invalid or expired promo code.')).toBeVisible();
  await expect(summary.getByText('Promo Discount')).toHaveCount(0);

  const discount = Math.ceil((withCode.effectivePrice * 5) / 100);
  await code.fill(' matoke5 ');
  await apply.click();
  await expect(summary.getByText('Promo code MATOKE5 applied.')).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: withCode.name })).toContainText(rwf.format(discount));
  await expect(summary).toContainText(`Promo Discount−${rwf.format(discount)}`);
  await expect(summary).toContainText(`Grand total${rwf.format(withCode.effectivePrice - discount)}`);
  await expect(summary).toContainText('Quantity total1 item');
  await expect(summary).toContainText('Delivery ChargeFree');

  // A product the code does not cover: partial, the valid product keeps its discount.
  await addToCartThroughApi(page, shopper, withoutCode.id);
  await page.reload();
  await code.fill('MATOKE5');
  await apply.click();
  await expect(summary.getByText('Some products could not use this code.')).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: withCode.name })).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: withoutCode.name })).toHaveCount(0);
  const total = withCode.effectivePrice + withoutCode.effectivePrice - discount;
  await expect(summary).toContainText(`Grand total${rwf.format(total)}`);
  await expect(summary).toContainText('Quantity total2 items');
  await expectNoSeriousA11yViolations(page);

  await cashOnDelivery.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
  await expect(page.getByText('Our delivery team will contact you shortly to confirm payment and delivery details.')).toBeVisible();
  await expect(page.getByText(/^ISK-\d{6}$/)).toBeVisible();
  await expect(page.getByText('Estimated delivery')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  await expectNoSeriousA11yViolations(page);
  const { viewer } = await gql(page.request, '{ viewer { orders(first: 5) { edges { node { total promoCode } } } cart { lineCount } } }', {}, shopper.token);
  expect(viewer.orders.edges.map((edge: { node: unknown }) => edge.node)).toEqual([{ total, promoCode: 'MATOKE5' }]);
  expect(viewer.cart.lineCount).toBe(0);

  // The new order heads My Orders, reached from /success.
  const orderNumber = (await page.getByText(/^ISK-\d{6}$/).textContent())!;
  await page.getByRole('link', { name: 'My Orders' }).click();
  const newest = page.getByRole('article').first();
  await expect(newest).toHaveAccessibleName(`Order No: ${orderNumber}`);
  await expect(newest.getByText('Pending')).toBeVisible();

  // The cart is empty now: the checkout says so and leads back to the shop.
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/');
});

test('a double tap on Cash on Delivery places one order; a higher server total is shown and confirmed first', async ({ page }, testInfo) => {
  const { withoutCode } = await matokeProducts(page.request);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, withoutCode.id);
  await addAddressThroughApi(page, shopper, 'KG 7 Ave');
  // As if the page had been open while the price went up: the first order goes with a lower total.
  let placements = 0;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON();
    if (body?.variables?.input?.idempotencyKey) placements += 1;
    if (placements === 1 && body?.variables?.input?.idempotencyKey) {
      body.variables.input.total -= 100;
      body.variables.input.subtotal -= 100;
      await route.continue({ postData: JSON.stringify(body) });
      return;
    }
    await route.continue();
  });
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /KG 7 Ave/ })).toBeChecked();
  await page.getByRole('button', { name: 'Cash on Delivery' }).dblclick();

  const changed = page.getByRole('dialog', { name: 'Prices have changed' });
  await expect(changed).toContainText(`Grand total${rwf.format(withoutCode.effectivePrice)}`);
  expect(await orderCount(page, shopper)).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await changed.getByRole('button', { name: `Place order for ${rwf.format(withoutCode.effectivePrice)}` }).dblclick();
  await expect(page).toHaveURL(/\/success$/);
  expect(await orderCount(page, shopper)).toBe(1);
  // Each double tap sent one request: the refused one and the confirmed one.
  expect(placements).toBe(2);
});

test('a connection dropped while the order goes out: the shopper waits on the page, and exactly one order lands on /success', async ({ page, context }, testInfo) => {
  const { withoutCode } = await matokeProducts(page.request);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, withoutCode.id);
  await addAddressThroughApi(page, shopper, 'KN 3 Rd');
  // The first placeOrder reaches the server (which places the order), then the connection drops before the answer.
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const key = route.request().postDataJSON()?.variables?.input?.idempotencyKey;
    if (!key) return route.continue();
    keys.push(key);
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
  });
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(page.getByText(/You are offline\. Waiting for connection/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Waiting for connection...' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await orderCount(page, shopper)).toBe(1);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(page, shopper)).toBe(1);
});

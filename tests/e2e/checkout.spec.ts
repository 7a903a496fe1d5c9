import { type APIRequestContext, expect, type Page, test } from './app-test.js';
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

/** A shopper's order placed through GraphQL from what is in their cart (for tests about the order pages). */
async function placeOrderThroughApi(page: Page, shopper: FreshShopper, addressId: string): Promise<{ id: string; databaseId: string; orderNumber: string; total: number }> {
  const { viewer } = await gql(page.request, '{ viewer { cart { subtotal total } } }', {}, shopper.token);
  const { placeOrder } = await gql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { id databaseId orderNumber total } } ... on Error { message } } }',
    { input: { addressId, subtotal: viewer.cart.subtotal, total: viewer.cart.total } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  return placeOrder.order;
}

/** Sets a cart line's quantity through GraphQL. */
async function setQuantityThroughApi(page: Page, shopper: FreshShopper, productId: string, quantity: number): Promise<void> {
  const { viewer } = await gql(page.request, '{ viewer { cart { lines { id product { id } } } } }', {}, shopper.token);
  const line = viewer.cart.lines.find((candidate: { product: { id: string } }) => candidate.product.id === productId);
  const { setCartQuantity } = await gql(
    page.request,
    'mutation ($input: SetCartQuantityInput!) { setCartQuantity(input: $input) { __typename ... on Error { message } } }',
    { input: { cartLineId: line.id, quantity } },
    shopper.token,
  );
  expect(setCartQuantity.__typename, setCartQuantity.message).toBe('SetCartQuantityPayload');
}

async function orderCount(page: Page, shopper: FreshShopper): Promise<number> {
  const { viewer } = await gql(page.request, '{ viewer { orders(first: 5) { totalCount } } }', {}, shopper.token);
  return viewer.orders.totalCount;
}

test('a visitor is asked to log in; /success and /cancel without an order lead home', async ({ page }) => {
  for (const path of ['/success', '/cancel', '/success?order=1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Successfully|Order Cancel/ })).toHaveCount(0);
  }

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

  // No address yet: the message, and Cash on Delivery cannot be used; under it, why, with the way to add one.
  await expect(page.getByText('No address found! Please add an address.')).toBeVisible();
  const cashOnDelivery = page.getByRole('button', { name: 'Cash on Delivery', exact: true });
  await expect(cashOnDelivery).toBeDisabled();
  const reason = page.getByText('Add a delivery address to place your order');
  await expect(reason).toBeVisible();
  await expect(cashOnDelivery).toHaveAccessibleDescription('Add a delivery address to place your order');
  await expectNoSeriousA11yViolations(page);

  // The same Add Address dialog as the address page, opened from the reason; the new address is selected.
  await reason.getByRole('button', { name: 'Add a delivery address' }).click();
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
  await expect(reason).toBeHidden();
  await expect(cashOnDelivery).toHaveAccessibleDescription('');

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
  const discounted = summary.getByRole('list', { name: 'Discounted products:' }).getByRole('listitem');
  await expect(discounted.filter({ hasText: withCode.name })).toContainText(rwf.format(discount));
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
  await expect(discounted.filter({ hasText: withCode.name })).toBeVisible();
  await expect(discounted.filter({ hasText: withoutCode.name })).toHaveCount(0);
  const total = withCode.effectivePrice + withoutCode.effectivePrice - discount;
  await expect(summary).toContainText(`Grand total${rwf.format(total)}`);
  await expect(summary).toContainText('Quantity total2 items');
  await expectNoSeriousA11yViolations(page);

  await cashOnDelivery.click();
  const { viewer } = await gql(page.request, '{ viewer { orders(first: 5) { edges { node { databaseId orderNumber total promoCode } } } cart { lineCount } } }', {}, shopper.token);
  expect(viewer.orders.edges.map((edge: { node: { total: number; promoCode: string } }) => ({ total: edge.node.total, promoCode: edge.node.promoCode }))).toEqual([
    { total, promoCode: 'MATOKE5' },
  ]);
  expect(viewer.cart.lineCount).toBe(0);
  const placed: { databaseId: string; orderNumber: string } = viewer.orders.edges[0].node;
  // The order is in the address: a reload (or the phone reopening the tab) shows it again.
  await expect(page).toHaveURL(`/success?order=${placed.databaseId}`);
  for (const reloaded of [false, true]) {
    if (reloaded) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
    await expect(page.getByText('Our delivery team will contact you shortly to confirm payment and delivery details.')).toBeVisible();
    const facts = page.getByRole('main');
    await expect(facts).toContainText(`Order No${placed.orderNumber}`);
    await expect(facts).toContainText(`To pay on delivery${rwf.format(total)}`);
    await expect(page.getByText('Estimated delivery')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  }
  await expectNoSeriousA11yViolations(page);

  // The new order heads My Orders, reached from /success.
  const orderNumber = placed.orderNumber;
  expect(orderNumber).toMatch(/^ISK-\d{6}$/);
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
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
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
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await orderCount(page, shopper)).toBe(1);
});

test('checkout lists what is being bought above the bill: picture, name, quantity and line price', async ({ page }, testInfo) => {
  const { withCode, withoutCode } = await matokeProducts(page.request);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, withCode.id);
  await addToCartThroughApi(page, shopper, withoutCode.id);
  await setQuantityThroughApi(page, shopper, withoutCode.id, 2);
  await page.goto('/checkout');

  const summary = page.getByRole('region', { name: 'Summary' });
  const items = summary.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const expected = [
    { product: withCode, quantity: 1 },
    { product: withoutCode, quantity: 2 },
  ];
  for (const [index, { product, quantity }] of expected.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(product.name);
    await expect(item).toContainText(`Qty: ${quantity}`);
    await expect(item).toContainText(`Line total: ${rwf.format(product.effectivePrice * quantity)}`);
    await expect(item.locator('img')).toBeVisible();
    const box = (await item.boundingBox())!;
    // Compact: a row a thumb's height, not a card, so a phone still sees the bill and the button.
    expect(box.height).toBeLessThanOrEqual(80);
  }
  await expect(summary).toContainText('Quantity total3 items');
  // Above the bill.
  const lastItem = (await items.nth(1).boundingBox())!;
  const grandTotal = (await summary.getByText('Grand total').boundingBox())!;
  expect(lastItem.y + lastItem.height).toBeLessThanOrEqual(grandTotal.y);
  await expectNoSeriousA11yViolations(page);
});

test(`/success and /cancel show only the shopper's own order, each as it stands; without one they lead home`, async ({ page, browser }, testInfo) => {
  testInfo.setTimeout(60_000);
  const { withoutCode } = await matokeProducts(page.request);
  // Someone else's order: the server answers null for it, and the pages lead home.
  const otherContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await otherContext.newPage();
  const other = await signInAsFreshShopper(otherPage, testInfo);
  await addToCartThroughApi(otherPage, other, withoutCode.id);
  const othersOrder = await placeOrderThroughApi(otherPage, other, await addAddressThroughApi(otherPage, other, 'KG 11 Ave'));
  await otherContext.close();

  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, withoutCode.id);
  const order = await placeOrderThroughApi(page, shopper, await addAddressThroughApi(page, shopper, 'KN 5 Rd'));
  for (const path of ['/success', '/cancel', '/success?order=', `/success?order=${othersOrder.databaseId}`, `/cancel?order=${othersOrder.databaseId}`, '/success?order=not-an-order']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }

  // Their own live order: /cancel is not about it, /success is.
  await page.goto(`/cancel?order=${order.databaseId}`);
  await expect(page).toHaveURL(`/success?order=${order.databaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Order No${order.orderNumber}`);

  // Cancelled since: /success no longer claims it, /cancel says what was cancelled.
  const { cancelOrder } = await gql(
    page.request,
    'mutation ($input: CancelOrderInput!) { cancelOrder(input: $input) { __typename ... on Error { message } } }',
    { input: { orderId: order.id } },
    shopper.token,
  );
  expect(cancelOrder.__typename, cancelOrder.message).toBe('CancelOrderPayload');
  await page.reload();
  await expect(page).toHaveURL(`/cancel?order=${order.databaseId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Cancel' })).toBeVisible();
  await expect(page.getByText(`Order ${order.orderNumber} is cancelled: it will not be delivered, and there is nothing to pay.`)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Order total${rwf.format(order.total)}`);
  await expect(page.getByText('Cancelled on')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  await expectNoSeriousA11yViolations(page);
});

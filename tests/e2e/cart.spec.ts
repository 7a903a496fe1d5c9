import { expect, type Locator, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });

/** Sends a GraphQL document as the signed-in shopper of the page (the token the web app stored). */
async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Signs the demo shopper in and empties their cart, so every run starts the same way. */
async function signInWithEmptyCart(page: Page) {
  await signIn(page);
  await page.goto('/');
  const { viewer } = await api(page, '{ viewer { cart { lines { id } } } }');
  for (const line of viewer.cart.lines) {
    await api(page, 'mutation ($id: ID!) { removeCartLine(input: { cartLineId: $id }) { __typename } }', { id: line.id });
  }
}

async function addThroughApi(page: Page, productId: string) {
  const data = await api(page, 'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename } }', { id: productId });
  expect(data.addToCart.__typename).toBe('AddToCartPayload');
}

/** The cart as a shopper opens it: the drawer from the header on a laptop, the /cart page on a phone. */
async function openCart(page: Page): Promise<Locator> {
  if (isPhone(page)) {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    return page.getByRole('main');
  }
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^My Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Counts the GraphQL requests the page sends while `action` runs. */
async function requestsDuring(page: Page, action: () => Promise<void>): Promise<number> {
  let count = 0;
  const listener = (request: { url(): string }) => {
    if (request.url().endsWith('/graphql')) count += 1;
  };
  page.on('request', listener);
  await action();
  page.off('request', listener);
  return count;
}

test('a shopper fills a line up to the stock, sees the bill the server works out, and minus at 1 removes the line', async ({ page }) => {
  await signInWithEmptyCart(page);
  const { searchProducts } = await api(page, '{ searchProducts(first: 100) { edges { node { id name stock } } } }');
  const product = searchProducts.edges
    .map((edge: { node: { id: string; name: string; stock: number } }) => edge.node)
    .filter((node: { stock: number }) => node.stock >= 2)
    .sort((a: { stock: number }, b: { stock: number }) => a.stock - b.stock)[0];
  expect(product.stock).toBeLessThanOrEqual(10);
  await addThroughApi(page, product.id);

  const cart = await openCart(page);
  const line = cart.getByRole('listitem').filter({ hasText: product.name });
  await expect(line.getByText('1 in cart')).toBeAttached();
  for (let quantity = 2; quantity <= product.stock; quantity += 1) {
    await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await expect(line.getByText(`${quantity} in cart`)).toBeAttached();
  }
  // At the stock the refusal needs no request, and the quantity stays.
  const sent = await requestsDuring(page, () => line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click());
  await expect(page.getByText('Only limited stock available').first()).toBeVisible();
  expect(sent).toBe(0);
  await expect(line.getByText(`${product.stock} in cart`)).toBeAttached();

  // The bill shows the server's figures once the last change has been saved.
  await expect
    .poll(async () => (await api(page, '{ viewer { cart { totalQuantity } } }')).viewer.cart.totalQuantity)
    .toBe(product.stock);
  const { viewer } = await api(page, '{ viewer { cart { subtotal originalSubtotal savings totalQuantity total } } }');
  const bill = cart.getByRole('region', { name: 'Bill details' });
  await expect(bill).toContainText(rwf.format(viewer.cart.subtotal));
  if (viewer.cart.savings > 0) await expect(bill.locator('s')).toContainText(rwf.format(viewer.cart.originalSubtotal));
  await expect(bill).toContainText(`Quantity total${viewer.cart.totalQuantity} items`);
  await expect(bill).toContainText('Delivery ChargeFree');
  await expect(bill).toContainText(`Grand total${rwf.format(viewer.cart.total)}`);
  await expect(cart.getByRole('button', { name: /Proceed/ })).toContainText(rwf.format(viewer.cart.total));
  await expectNoSeriousA11yViolations(page);

  for (let quantity = product.stock; quantity >= 1; quantity -= 1) {
    await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  }
  await expect(line).toHaveCount(0);
  await expect(cart.getByText('Your cart is empty')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/');
  await expect.poll(async () => (await api(page, '{ viewer { cart { lineCount } } }')).viewer.cart.lineCount).toBe(0);
});

test('keyboard only: Tab to a product, Enter adds it, Enter on plus adds one more', async ({ page }) => {
  await signInWithEmptyCart(page);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  let name = '';
  for (let presses = 0; presses < 40 && !name; presses += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    name = /^Add (.+) to cart$/.exec(label)?.[1] ?? '';
  }
  expect(name, 'Tab reaches an Add button').not.toBe('');
  await page.keyboard.press('Enter');
  // The card that has the focus: the same product can be on the page twice (New Arrivals and Explore).
  const card = page.getByRole('article').filter({ has: page.locator(':focus') });
  await expect(card.getByText('1 in cart')).toBeAttached();
  // Focus moved to the plus that replaced the Add button.
  await expect(card.getByRole('button', { name: `Increase quantity of ${name}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(card.getByText('2 in cart')).toBeAttached();
  await expect.poll(async () => (await api(page, '{ viewer { cart { totalQuantity } } }')).viewer.cart.totalQuantity).toBe(2);
});

test('signed out: Add keeps the item in the guest cart without a request; Proceed asks the shopper to log in', async ({ page }) => {
  // The page's own queries are done before counting what the click sends.
  await page.goto('/', { waitUntil: 'networkidle' });
  const visitorEmpty = await openCart(page);
  await expect(visitorEmpty.getByText('Your cart is empty')).toBeVisible();
  await expect(visitorEmpty.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await page.goto('/', { waitUntil: 'networkidle' });
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add (.+) to cart$/, '$1');
  const sent = await requestsDuring(page, () => add.click());
  await expect(page.getByText('1 in cart').first()).toBeAttached();
  await expect(page.getByText('Please Login')).toHaveCount(0);
  expect(sent).toBe(0);

  const visitorCart = await openCart(page);
  await expect(visitorCart.getByRole('link', { name })).toBeVisible();

  // A shopper whose session ends while the cart is open is asked to log in again, and led to /login and back.
  await page.evaluate(() => localStorage.removeItem('guestCart'));
  await signInWithEmptyCart(page);
  const { newArrivals } = await api(page, '{ newArrivals { id stock } }');
  await addThroughApi(page, newArrivals.find((product: { stock: number }) => product.stock > 0).id);
  const cart = await openCart(page);
  const proceed = cart.getByRole('button', { name: /Proceed/ });
  await expect(proceed).toBeVisible();
  // The session ends and Proceed is pressed in one task: a render in between (words or code arriving late) would
  // already show the signed-out cart, with no Proceed to press.
  await proceed.evaluate((button: HTMLElement) => {
    localStorage.clear();
    button.click();
  });
  await expect(page.getByRole('alert').getByText('Please Login').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcart$/);
});

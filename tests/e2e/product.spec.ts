import { type APIRequestContext, expect, test } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, gql as freshGql, signInAsFreshShopper } from './fresh-shopper.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signIn } from './support.js';

// The product card and the product page, as a shopper uses them. Products are found through GraphQL, never by id.

async function gql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

async function tokenFor(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const data = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: credentials });
  return data.login.accessToken;
}

const PRODUCTS = `query ($first: Int!) { searchProducts(first: $first) { edges { node {
  id databaseId slug name images price effectivePrice discountPercent hasPromoCode reviewCount viewerReview { id }
  activePromotion { endsAt }
} } } }`;

async function products(request: APIRequestContext, token?: string) {
  const data = await gql(request, PRODUCTS, { first: 60 }, token);
  return data.searchProducts.edges.map((edge: { node: unknown }) => edge.node) as any[];
}

test('a product on promotion: ticking countdown, struck-through price and discount, canonical address', async ({ page }) => {
  // One of the seed's promotions, days from its end (other tests add promotions ending within the day).
  const product = (await products(page.request)).find(
    (node) => node.activePromotion && node.price > node.effectivePrice && Date.parse(node.activePromotion.endsAt) - Date.now() > 36 * 3600_000,
  );
  expect(product, 'the seed has products on promotion').toBeTruthy();
  await page.goto(`/product/old-name-${product.databaseId}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page).toHaveURL(`/product/${product.slug}-${product.databaseId}`);
  await expect(page).toHaveTitle(new RegExp(product.name.replace(/[()]/g, '\\$&')));
  // Days away (the seed's promotions run three days): days and hours.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Promo ends in: \d+ days? \d+h$/);
  // The last 24 hours count down in hours, minutes and seconds, every second.
  await page.clock.install({ time: Date.parse(product.activePromotion.endsAt) - 2 * 3600_000 });
  await page.reload();
  await expect(timer).toHaveText(/^Promo ends in: 1h 59m \d+s$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 3000 });

  const price = page.locator('article p').filter({ has: page.locator('s') }).first();
  await expect(price.locator('s')).toContainText(product.price.toLocaleString('en-US'));
  await expect(price).toContainText(product.effectivePrice.toLocaleString('en-US'));
  await expect(price).toContainText(`${product.discountPercent}% OFF`);
  await expect(page.getByRole('link', { name: 'Log in to write a review' })).toHaveAttribute('href', '/login');
  await expectNoSeriousA11yViolations(page);
});

test('the gallery: thumbnails choose the picture, arrows scroll the row, arrow keys move between pictures', async ({ page }) => {
  const list = await products(page.request);
  const product = list.find((node) => !node.activePromotion && !node.hasPromoCode);
  const images = [product.images[0], ...list.filter((node) => node !== product && node.images.length > 0).slice(0, 9).map((node) => node.images[0])];
  // The seed gives each product one picture; an admin gives this one ten.
  const admin = await tokenFor(page.request, { email: 'admin@isoko.rw', password: 'Admin@12345' });
  const { node: p } = await gql(
    page.request,
    'query ($id: ID!) { node(id: $id) { ... on Product { name description discount price stock unit categories { id } subCategories { id } moreDetails { name value } } } }',
    { id: product.id },
    admin,
  );
  const { name, description, discount, price, stock, unit, moreDetails } = p;
  const input = { id: product.id, name, description, discount, price, stock, unit, moreDetails, images, categoryIds: p.categories.map((c: any) => c.id), subCategoryIds: p.subCategories.map((c: any) => c.id) };
  const updated = await gql(page.request, 'mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename } }', { input }, admin);
  expect(updated.updateProduct.__typename).toBe('UpdateProductPayload');

  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  await expect(page.getByRole('img', { name: `${product.name}, picture 1 of 10` })).toBeVisible();
  await page.getByRole('button', { name: 'Show picture 3 of 10' }).click();
  await expect(page.getByRole('img', { name: `${product.name}, picture 3 of 10` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show picture 3 of 10' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Show picture 4 of 10' })).toBeFocused();
  await expect(page.getByRole('img', { name: `${product.name}, picture 4 of 10` })).toBeVisible();

  const row = page.getByRole('list').filter({ has: page.getByRole('button', { name: 'Show picture 1 of 10' }) });
  await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect(page.getByRole('button', { name: 'Scroll pictures back' })).toBeDisabled();
  await page.getByRole('button', { name: 'Scroll pictures forward' }).click();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(100);
  await expect(page.getByRole('button', { name: 'Scroll pictures back' })).toBeEnabled();
});

test('a signed-in shopper reviews a product without reviews; the average and count update without a reload', async ({ page }) => {
  await signIn(page);
  const token = await tokenFor(page.request, DEMO_SHOPPER);
  const product = (await products(page.request, token)).find((node) => node.reviewCount === 0 && !node.viewerReview);
  await page.goto(`/product/${product.slug}-${product.databaseId}`);

  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await expect(reviews.getByText('No reviews yet.')).toBeVisible();
  const submit = reviews.getByRole('button', { name: 'Submit review' });
  await expect(submit).toBeDisabled();
  await reviews.locator('label').filter({ hasText: '3 stars' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await reviews.getByLabel('Comment (optional)').fill('Fresh and well packed.');
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  await expect(reviews.getByText('4.0 / 5 (1 review)')).toBeVisible();
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Fresh and well packed.' })).toBeVisible();
  await expect(reviews.getByText('No reviews yet.')).toHaveCount(0);
  // The form shows the shopper's own review, not empty stars, now and after a reload.
  await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(reviews.getByLabel('Comment (optional)')).toHaveValue('Fresh and well packed.');
  await expect(page.getByRole('link', { name: /4\.0 \/ 5/ })).toBeVisible();
  await page.reload();
  await expect(reviews.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(reviews.getByText('You rated this product 4 out of 5. A new review replaces it.')).toBeVisible();
  // The demo shopper never received this product: no verified mark.
  await expect(reviews.getByRole('listitem').filter({ hasText: 'Fresh and well packed.' }).getByText('Verified purchase')).toHaveCount(0);
});

test('a review by a shopper whose order of the product was delivered is marked Verified purchase', async ({ page }, testInfo) => {
  const shopper = await signInAsFreshShopper(page, testInfo);
  const product = (await products(page.request)).find((node) => node.reviewCount === 0 && !node.activePromotion);
  await addToCartThroughApi(page, shopper, product.id);
  const addressId = await addAddressThroughApi(page, shopper, 'KG 7 Ave');
  const { placeOrder } = await freshGql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { id } } ... on Error { message } } }',
    { input: { addressId, subtotal: product.effectivePrice, total: product.effectivePrice } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  const admin = await tokenFor(page.request, { email: 'admin@isoko.rw', password: 'Admin@12345' });
  await gql(page.request, 'mutation ($id: ID!) { updateOrderStatus(input: { orderId: $id, status: DELIVERED }) { __typename } }', { id: placeOrder.order.id }, admin);

  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  const reviews = page.getByRole('region', { name: 'Ratings & Reviews' });
  await reviews.locator('label').filter({ hasText: '5 stars' }).click();
  await reviews.getByLabel('Comment (optional)').fill('Arrived fresh.');
  await reviews.getByRole('button', { name: 'Submit review' }).click();
  const mine = reviews.getByRole('listitem').filter({ hasText: 'Arrived fresh.' });
  await expect(mine.getByText('Verified purchase')).toBeVisible();
  await expect(reviews.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('Quick View on a card opens the product in a dialog and gives focus back when it closes', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('article').first();
  await expect(card.getByText('2-3 days')).toBeVisible();
  const name = await card.getByRole('heading', { level: 3 }).textContent();
  const opener = card.getByRole('button', { name: `Quick View: ${name}` });
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'View product details' })).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(name!);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

import { expect, type Page, test, type TestInfo } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

/** The simulator approves Airtel Money numbers ending in 6 after a short delay, and Airtel refunds at once. */
const AIRTEL_NUMBER = '0730000006';

/** A seed product with stock to spare, and its price. */
async function productInStock(page: Page): Promise<{ id: string; price: number }> {
  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 10, query: "Matoke") { edges { node { id stock price } } } }');
  const product = searchProducts.edges.map((edge: { node: { id: string; stock: number; price: number } }) => edge.node).find((node: { stock: number }) => node.stock >= 5);
  expect(product, 'a seed product in stock').toBeDefined();
  return product;
}

/** A fresh shopper's order paid with Airtel Money, then cancelled: the money goes back to the number that paid. */
async function refundedOrder(page: Page, testInfo: TestInfo): Promise<string> {
  const product = await productInStock(page);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, product.id);
  const addressId = await addAddressThroughApi(page, shopper, 'KG 11 Ave');
  const { viewer } = await gql(page.request, '{ viewer { cart { subtotal total } } }', {}, shopper.token);
  const { placeOrder } = await gql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { id databaseId } } ... on Error { message } } }',
    { input: { addressId, subtotal: viewer.cart.subtotal, total: viewer.cart.total, paymentMethod: 'AIRTEL_MONEY', payerPhone: AIRTEL_NUMBER } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  const paymentState = async () =>
    (await gql(page.request, 'query ($id: ID!) { order(databaseId: $id) { payment { state } } }', { id: placeOrder.order.databaseId }, shopper.token)).order.payment.state;
  await expect.poll(paymentState, { timeout: 15_000 }).toBe('PAID');
  const { cancelOrder } = await gql(
    page.request,
    'mutation ($id: ID!) { cancelOrder(input: { orderId: $id }) { __typename ... on Error { message } } }',
    { id: placeOrder.order.id },
    shopper.token,
  );
  expect(cancelOrder.__typename, cancelOrder.message).toBe('CancelOrderPayload');
  await expect.poll(paymentState).toBe('REFUNDED');
  return placeOrder.order.databaseId;
}

test('/cancel and My Orders say where a refunded order\'s money went: back to the Airtel Money number that paid', async ({ page }, testInfo) => {
  const orderId = await refundedOrder(page, testInfo);
  await page.goto(`/cancel?order=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Cancel' })).toBeVisible();
  await expect(page.getByText(/^Order ISK-\d{6} is cancelled: it will not be delivered\.$/)).toBeVisible();
  await expect(page.getByText(/^RWF\s[\d,]+ was sent back to your Airtel Money \(0730 \*\*\* 006\)\.$/)).toBeVisible();
  await expect(page.getByText('there is nothing to pay')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('cancel-refunded.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article').first();
  await expect(order.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(order.getByText(/was sent back to your Airtel Money \(0730 \*\*\* 006\)\.$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('my-orders-refunded.png'), fullPage: true });
});

import { type APIRequestContext, expect, type Page, test, type TestInfo } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { E2E_SIMULATOR_URL } from './ports.js';
import { expectNoSeriousA11yViolations } from './support.js';

/**
 * The payment simulator the development start runs decides by the number's last digit (devtools/payment-simulator/
 * test-numbers.ts): the address's 0788123456 approves after a short delay, a number ending in 1 is declined.
 */
const DECLINING_NUMBER = '0788 000 001';
/** Numbers whose simulated phone never answers (the test approves a prompt itself), and an Airtel one that declines. */
const WAITING_MTN = '0780000003';
const DECLINING_AIRTEL = '0730000001';

/** The prompts the simulator holds for a number, oldest first. */
async function promptsTo(request: APIRequestContext, number: string): Promise<{ provider: string; reference: string; status: string }[]> {
  const answer = await request.get(`${E2E_SIMULATOR_URL}/_simulator/payments?number=${number}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()).payments;
}

/** Places the cart's order with mobile money from `number` and lands on the payment page. */
async function payWithMobileMoney(page: Page, number: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Mobile Money/ }).check();
  await page.getByRole('textbox', { name: 'Mobile money number' }).fill(number);
  await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
  await expect(page).toHaveURL(/\/payment\?order=\w+$/);
}

/** A seed product with stock to spare (each test buys one). */
async function productInStock(request: APIRequestContext): Promise<string> {
  const { searchProducts } = await gql(request, '{ searchProducts(first: 10, query: "Matoke") { edges { node { id stock } } } }');
  const product = searchProducts.edges.map((edge: { node: { id: string; stock: number } }) => edge.node).find((node: { stock: number }) => node.stock >= 5);
  expect(product, 'a seed product in stock').toBeDefined();
  return product.id;
}

/** A fresh shopper with one product in the cart and one address (phone 0788123456), signed in on the page. */
async function shopperReadyToPay(page: Page, testInfo: TestInfo): Promise<void> {
  const productId = await productInStock(page.request);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, productId);
  await addAddressThroughApi(page, shopper, 'KG 11 Ave');
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

test('a shopper pays with MTN MoMo in Kinyarwanda: approve on the phone, then /success, and My Orders says Paid', async ({ page }, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('language', 'rw'));
  await shopperReadyToPay(page, testInfo);
  await page.goto('/checkout');

  const methods = page.getByRole('group', { name: 'Uburyo bwo kwishyura' });
  await expect(methods.getByRole('radio', { name: /Kwishyura ubigezwaho/ })).toBeChecked();
  await methods.getByRole('radio', { name: /^Mobile Money/ }).check();
  const number = page.getByRole('textbox', { name: 'Nimero ya mobile money' });
  // The delivery address's phone is offered, and its prefix names the provider.
  await expect(number).toHaveValue('0788123456');
  await expect(page.getByText('Wishyura ukoresheje MTN MoMo')).toBeVisible();
  await screenshot(page, testInfo, 'checkout-mobile-money');
  await page.getByRole('button', { name: 'Ishyura na Mobile Money' }).click();

  await expect(page).toHaveURL(/\/payment\?order=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emeza kwishyura kuri telefoni yawe' })).toBeVisible();
  await expect(page.getByText('Dutegereje ko wemeza…')).toBeVisible();

  await expect(page).toHaveURL(/\/success\?order=\w+$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Itumiza ryakozwe neza' })).toBeVisible();
  await expect(page.getByText('Byishyuwe', { exact: true })).toBeVisible();

  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article').first();
  await expect(order).toContainText('MTN MoMo');
  await expect(order.getByText('Byishyuwe', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'my-orders-paid');
});

test('a declined mobile-money payment: the reason is shown and the shopper pays cash on delivery instead', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  await page.goto('/checkout');

  await page.getByRole('radio', { name: /^Mobile Money/ }).check();
  const number = page.getByRole('textbox', { name: 'Mobile money number' });
  const pay = page.getByRole('button', { name: 'Pay with Mobile Money' });
  // A number no provider takes is explained at the field, and the order cannot be sent with it.
  await number.fill('0751234567');
  await expect(number).toHaveAccessibleDescription(/Mobile money works with MTN \(078, 079\) and Airtel \(072, 073\) numbers/);
  await expect(pay).toBeDisabled();
  await number.fill(DECLINING_NUMBER);
  await expect(number).toHaveAccessibleDescription('Pays with MTN MoMo');
  await pay.click();

  await expect(page).toHaveURL(/\/payment\?order=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Approve the payment on your phone|Payment failed/ })).toBeVisible();
  await screenshot(page, testInfo, 'payment-pending');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('alert').first()).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await screenshot(page, testInfo, 'payment-failed');
  await expectNoSeriousA11yViolations(page);

  // Left and found again from My Orders, where the order leads back to its payment.
  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article').first();
  await expect(order.getByText('Payment failed', { exact: true })).toBeVisible();
  await order.getByRole('link', { name: /^Pay order ISK-\d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toHaveText('The payment was declined on the phone.');

  await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
  await expect(page.getByText('To pay on delivery')).toBeVisible();
});

test('a payment that failed at the provider is tried again with another number, approved, and ends on /success', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  await page.goto('/checkout');

  await page.getByRole('radio', { name: /^Mobile Money/ }).check();
  // A number ending in 0 fails at the provider; the Airtel number ending in 7 approves.
  await page.getByRole('textbox', { name: 'Mobile money number' }).fill('0788000000');
  await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });

  const number = page.getByRole('textbox', { name: 'Mobile money number' });
  await number.fill('0731 000 007');
  await expect(number).toHaveAccessibleDescription('Pays with Airtel Money');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
  await expect(page.getByText('Airtel Money', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(/\/success\?order=\w+$/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('when the provider cannot take payments, checkout says so and the shopper pays cash on delivery instead', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  // The provider is down for this order: the server withdraws it and answers PaymentUnavailableError.
  await page.route('**/graphql', async (route) => {
    const input = route.request().postDataJSON()?.variables?.input;
    if (input?.idempotencyKey && input.paymentMethod === 'MTN_MOMO') {
      const message = 'MTN MoMo cannot take payments right now. Please try again in a few minutes or choose Cash on Delivery.';
      await route.fulfill({
        json: { data: { placeOrder: { __typename: 'PaymentUnavailableError', __isError: 'PaymentUnavailableError', code: 'PAYMENT_UNAVAILABLE', message, provider: 'MTN MoMo', reason: 'UNAVAILABLE' } } },
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Mobile Money/ }).check();
  await page.getByRole('button', { name: 'Pay with Mobile Money' }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'MTN MoMo cannot take payments right now' });
  await expect(refusal).toContainText('Your order was not placed and nothing was charged.');
  await expect(page).toHaveURL(/\/checkout$/);
  await screenshot(page, testInfo, 'checkout-provider-unavailable');
  await refusal.getByRole('button', { name: 'Pay cash on delivery instead' }).click();

  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  await expect(page.getByText('To pay on delivery')).toBeVisible();
});

test('while the prompt waits, the shopper has it sent again and approves the new one', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  const before = (await promptsTo(page.request, WAITING_MTN)).length;
  await payWithMobileMoney(page, WAITING_MTN);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
  // Where to find a prompt that did not show, and the same number asked again only after a short wait.
  await expect(page.getByText('Dial *182*7*1# and look for approvals waiting, or send the prompt again.')).toBeVisible();
  const again = page.getByRole('button', { name: 'Send the prompt again' });
  await expect(again).toHaveAttribute('aria-disabled', 'true');
  await expect(again).toHaveAccessibleDescription(/^You can send it again in 0:0\d\.$/);
  await screenshot(page, testInfo, 'payment-waiting-exits');
  await expectNoSeriousA11yViolations(page);

  await expect(again).not.toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
  await again.click();
  await expect(page.getByRole('status').filter({ hasText: 'A new payment request was sent to 0780 000 003.' })).toBeVisible();
  const prompts = await promptsTo(page.request, WAITING_MTN);
  expect(prompts).toHaveLength(before + 2);
  // The shopper approves the new prompt on the phone.
  const settled = await page.request.post(`${E2E_SIMULATOR_URL}/_simulator/settle`, { data: { provider: 'mtn-momo', reference: prompts.at(-1)!.reference, outcome: 'approved' } });
  expect(settled.ok()).toBe(true);
  await expect(page).toHaveURL(/\/success\?order=\w+$/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('after an Airtel decline the retry keeps the Airtel number; while the next prompt waits, another number pays', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  await payWithMobileMoney(page, DECLINING_AIRTEL);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
  // The number just paid with, not the delivery address's MTN number.
  const number = page.getByRole('textbox', { name: 'Mobile money number' });
  await expect(number).toHaveValue('0730000001');
  await expect(number).toHaveAccessibleDescription('Pays with Airtel Money');

  await number.fill(WAITING_MTN);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve the payment on your phone' })).toBeVisible();
  await page.getByText('Use another number').click();
  const other = page.getByRole('textbox', { name: 'Mobile money number' });
  await other.fill('0731 000 007');
  await expect(other).toHaveAccessibleDescription('Pays with Airtel Money');
  await screenshot(page, testInfo, 'payment-waiting-other-number');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send to this number' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A new payment request was sent to 0731 000 007.' })).toBeVisible();
  await expect(page.getByText('Airtel Money', { exact: true })).toBeVisible();

  await expect(page).toHaveURL(/\/success\?order=\w+$/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});

test('while the prompt waits, the shopper pays cash on delivery instead', async ({ page }, testInfo) => {
  await shopperReadyToPay(page, testInfo);
  await payWithMobileMoney(page, WAITING_MTN);
  await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  await expect(page.getByText('Our delivery team will contact you shortly to confirm payment and delivery details.')).toBeVisible();
  await expect(page.getByText('To pay on delivery')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test, type TestInfo } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { E2E_SIMULATOR_URL } from './ports.js';
import { expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

/** The admin the server creates at start (README: ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

/**
 * A freshly registered shopper, in a browser context of their own (the test's page is the admin's), who has placed
 * one order through GraphQL: cash on delivery, or paid with `payment` (a simulator test number decides the outcome).
 */
async function shopperWithNewOrder(browser: Browser, testInfo: TestInfo, payment: { paymentMethod: string; payerPhone: string } | null = null) {
  const { viewport, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  const shopper = await signInAsFreshShopper(page, testInfo);
  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 60) { edges { node { id stock } } } }');
  const plenty = searchProducts.edges.map((edge: { node: { id: string; stock: number } }) => edge.node).filter((node: { stock: number }) => node.stock >= 20);
  await addToCartThroughApi(page, shopper, plenty[isPhone(page) ? 4 : 5].id);
  const addressId = await addAddressThroughApi(page, shopper, `KG ${testInfo.project.name} Ave`);
  const { viewer } = await gql(page.request, '{ viewer { cart { subtotal total } } }', {}, shopper.token);
  const { placeOrder } = await gql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { id orderNumber } } ... on Error { message } } }',
    { input: { addressId, subtotal: viewer.cart.subtotal, total: viewer.cart.total, ...payment } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  const cancel = async () => {
    const { cancelOrder } = await gql(
      page.request,
      'mutation ($id: ID!) { cancelOrder(input: { orderId: $id }) { __typename ... on Error { message } } }',
      { id: placeOrder.order.id },
      shopper.token,
    );
    expect(cancelOrder.__typename, cancelOrder.message).toBe('CancelOrderPayload');
  };
  const paymentState = async () => (await gql(page.request, 'query ($id: ID!) { node(id: $id) { ... on Order { payment { state } } } }', { id: placeOrder.order.id }, shopper.token)).node.payment.state as string;
  return { page, orderNumber: placeOrder.order.orderNumber as string, cancel, paymentState, close: () => context.close() };
}

/** Sends a GraphQL document as the admin signed in on the page (the token the web app stored). */
async function asAdmin(page: Page, query: string) {
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  return gql(page.request, query, {}, token ?? undefined);
}

test('an admin finds a new order under Pending, moves it to Processing then Delivered; the shopper sees Delivered and no admin controls', async ({ page, browser }, testInfo) => {
  // Two undo windows (5 s each) are waited out on purpose.
  test.setTimeout(60_000);
  const shopper = await shopperWithNewOrder(browser, testInfo);
  await signIn(page, ADMIN);
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Pending' });
  const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Status: Pending')).toBeVisible();

  // The card says who ordered and how to call them.
  await expect(card.getByRole('term').filter({ hasText: /^Customer$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^Test Shopper$/ })).toBeVisible();
  await expect(card.getByRole('link', { name: /^07\d\d \d{3} \d{3}$/ })).toHaveAttribute('href', /^tel:\+2507/);

  // By keyboard: an arrow moves the closed select to Processing, which asks for confirmation before anything is sent.
  const select = card.getByLabel('Update Status');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const confirm = card.getByRole('group', { name: 'Confirm the status change' });
  await expect(confirm).toContainText('Change this order from Pending to Processing?');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Change status' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Undo takes the focus while the change waits, and undoing keeps the order as it was.
  const undo = card.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue('PENDING');
  await expect(select).toBeFocused();
  await page.waitForTimeout(5_500);
  await expect(card.getByText('Status: Pending')).toBeVisible();
  expect((await asAdmin(page, `{ adminOrders(search: "${shopper.orderNumber}", first: 1) { edges { node { status } } } }`)).adminOrders.edges[0].node.status).toBe('PENDING');

  // Confirmed and left alone, the change is sent once the undo time is over.
  await select.selectOption({ label: 'Processing' });
  await confirm.getByRole('button', { name: 'Change status' }).click();
  await expect(card.getByText(/Changing to Processing in a few seconds/)).toBeVisible();
  await expect(page.getByText('Order status updated!')).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Status: Processing')).toBeVisible();
  await expect(select).toHaveValue('PROCESSING');

  // "Keep" drops a pick without sending it.
  await select.selectOption({ label: 'Cancelled' });
  await confirm.getByRole('button', { name: 'Keep Processing' }).click();
  await expect(select).toHaveValue('PROCESSING');

  await select.selectOption({ label: 'Delivered' });
  await confirm.getByRole('button', { name: 'Change status' }).click();
  await expect(card.getByText('Status: Delivered')).toBeVisible({ timeout: 10_000 });
  // Delivered is final: no selector any more, and focus waits on the order's heading instead of getting lost.
  await expect(card.getByLabel('Update Status')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: `Order No: ${shopper.orderNumber}` })).toBeFocused();

  await card.getByText('Status history').click();
  const { viewer } = await asAdmin(page, '{ viewer { name } }');
  // The order's placing by the shopper, then the admin's two changes, each with its time and who made it.
  await expect(card.getByRole('group').filter({ hasText: 'Status history' }).getByRole('listitem')).toHaveText([
    /^Pending.* · by Test Shopper$/,
    new RegExp(`^Pending to Processing.* · by ${viewer.name}$`),
    new RegExp(`^Processing to Delivered.* · by ${viewer.name}$`),
  ]);
  await expectNoSeriousA11yViolations(page);

  await shopper.page.goto('/dashboard/myorders');
  const own = shopper.page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  await expect(own.getByText('Status: Delivered')).toBeVisible();
  await expect(shopper.page.getByLabel('Update Status')).toHaveCount(0);
  await expect(shopper.page.getByLabel('Status', { exact: true })).toHaveCount(0);
  await expect(shopper.page.getByRole('button', { name: 'Download Report' })).toHaveCount(0);
  await expect(own.getByText('Status history')).toHaveCount(0);
  await shopper.close();
});

test("the monthly report: no month is refused, this month's CSV downloads with the new order; opening the page marks orders read", async ({ page, browser }, testInfo) => {
  const shopper = await shopperWithNewOrder(browser, testInfo);
  await shopper.close();
  await signIn(page, ADMIN);
  await page.goto('/');
  expect((await asAdmin(page, '{ unreadOrders { count } }')).unreadOrders.count).toBeGreaterThan(0);

  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` })).toBeVisible();
  await expect.poll(async () => (await asAdmin(page, '{ unreadOrders { count } }')).unreadOrders.count).toBe(0);

  const download = page.getByRole('button', { name: 'Download Report' });
  await download.click();
  await expect(page.getByText('Please select a month')).toBeVisible();

  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', year: 'numeric', month: 'long' }).formatToParts(new Date());
  const monthName = parts.find((part) => part.type === 'month')!.value;
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = new Date(`${monthName} 1, 2000`).getMonth() + 1;
  await page.getByLabel('Month', { exact: true }).selectOption({ label: monthName });
  await expect(page.getByLabel('Year')).toHaveValue(year);
  const saved = page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe(`orders_${month}_${year}.csv`);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split('\n').some((row) => row.startsWith(shopper.orderNumber))).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

test('a failed change shows the old status again; one refused because the shopper cancelled meanwhile shows Cancelled', async ({ page, browser }, testInfo) => {
  const shopper = await shopperWithNewOrder(browser, testInfo);
  await signIn(page, ADMIN);
  await page.goto('/dashboard/myorders');
  const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  const select = card.getByLabel('Update Status');
  await expect(select).toHaveValue('PENDING');

  // The connection drops while the status change is on its way.
  const isStatusChange = (body: string | null) => body?.includes('"status":"SHIPPED"') ?? false;
  await page.route('**/graphql', (route) => (isStatusChange(route.request().postData()) ? route.abort('internetdisconnected') : route.fallback()));
  await select.selectOption({ label: 'Shipped' });
  await card.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Failed to update order status.')).toBeVisible({ timeout: 10_000 });
  await expect(select).toHaveValue('PENDING');
  await page.unroute('**/graphql');

  await shopper.cancel();
  await shopper.close();
  await select.selectOption({ label: 'Shipped' });
  await card.getByRole('button', { name: 'Change status' }).click();
  await expect(card.getByText('Status: Cancelled')).toBeVisible({ timeout: 10_000 });
  await expect(card.getByLabel('Update Status')).toHaveCount(0);
  await expect(card.getByRole('heading', { name: `Order No: ${shopper.orderNumber}` })).toBeFocused();
});

test('an admin finds an order by its number, the customer\'s name or phone, narrowed by status', async ({ page, browser }, testInfo) => {
  const shopper = await shopperWithNewOrder(browser, testInfo);
  await shopper.close();
  await signIn(page, ADMIN);
  await page.goto('/dashboard/myorders');
  const search = page.getByLabel('Search orders');
  const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  const count = page.getByText(/^\d+ orders?$/);
  await search.fill(shopper.orderNumber.toLowerCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card).toBeVisible();
  await expect(count).toHaveText('1 order');
  // By phone as Rwandans write it: every order of this shop's test shoppers uses the same number, so several match.
  await search.fill('0788 123 456');
  await expect(card).toBeVisible();
  await search.fill('no customer is called this');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(count).toHaveText('0 orders');
  await search.fill(shopper.orderNumber.replace(/^ISK-0*/, ''));
  await expect(card).toBeVisible();
  // The digits also match the demo shoppers' phones (the demo history's Delivered orders): narrowed to Delivered, the
  // new Pending order leaves the list and only delivered ones stay.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Delivered' });
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('article').filter({ hasNotText: 'Delivered' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a mobile-money order waiting for approval: the admin finds it under Awaiting payment, cannot ship it yet, and reads its payment history', async ({ page, browser }, testInfo) => {
  // A number ending in 3 is never answered on the simulated phone: the payment stays pending.
  const shopper = await shopperWithNewOrder(browser, testInfo, { paymentMethod: 'MTN_MOMO', payerPhone: '0788000003' });
  await signIn(page, ADMIN);
  await page.goto('/dashboard/myorders');
  await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Awaiting payment' });
  const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Awaiting payment', { exact: true }).first()).toBeVisible();

  // Packing is allowed; Shipped and Delivered wait for the money, and the selector says why.
  const select = card.getByLabel('Update Status');
  await expect(select).toHaveAccessibleDescription('Shipped and Delivered wait for the mobile-money payment.');
  await expect(select.locator('option[value="SHIPPED"]')).toBeDisabled();
  await expect(select.locator('option[value="DELIVERED"]')).toBeDisabled();
  await expect(select.locator('option[value="PROCESSING"]')).toBeEnabled();

  await card.getByText('Payment history').click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Order placed' })).toContainText('Awaiting payment');
  await page.screenshot({ path: testInfo.outputPath('admin-awaiting-payment.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await shopper.cancel();
  await shopper.close();
});

test('a paid order cancelled whose automatic refund failed: the admin refunds by hand and confirms it', async ({ page, browser }, testInfo) => {
  // A number ending in 6 approves at once; the simulator is told to fail MTN refunds for this order only.
  const shopper = await shopperWithNewOrder(browser, testInfo, { paymentMethod: 'MTN_MOMO', payerPhone: '0788000006' });
  await expect.poll(shopper.paymentState, { timeout: 20_000 }).toBe('PAID');
  const simulator = `${E2E_SIMULATOR_URL}/_simulator/control`;
  await page.request.post(simulator, { data: { refundOutcome: 'failed' } });
  try {
    await shopper.cancel();
  } finally {
    await page.request.post(simulator, { data: { refundOutcome: 'successful' } });
  }

  await signIn(page, ADMIN);
  await page.goto('/dashboard/myorders');
  await page.getByLabel('Payment', { exact: true }).selectOption({ label: 'Refund due' });
  const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
  // The shop reads MTN's refund first (the card follows it); once it has failed, it is the admin's to make.
  await expect(card.getByRole('button', { name: 'Confirm refund' })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByRole('status').filter({ hasText: 'MTN MoMo could not refund' })).toContainText(
    'send the money back to the customer by hand, then confirm the refund',
  );
  await card.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(card.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await card.getByText('Payment history').click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Refund confirmed by an admin' })).toBeVisible();
  await shopper.close();
});

test("an admin cancels a paid MTN MoMo order: the dialog says where the money goes, and the card follows MTN's refund to Refunded", async ({ page, browser }, testInfo) => {
  // A number ending in 6 approves at once; MTN keeps this order's refund pending until the test lets it be made.
  const shopper = await shopperWithNewOrder(browser, testInfo, { paymentMethod: 'MTN_MOMO', payerPhone: '0788000006' });
  await expect.poll(shopper.paymentState, { timeout: 20_000 }).toBe('PAID');
  await shopper.close();
  const simulator = `${E2E_SIMULATOR_URL}/_simulator/control`;
  await page.request.post(simulator, { data: { refundOutcome: 'pending' } });
  try {
    await signIn(page, ADMIN);
    await page.goto('/dashboard/myorders');
    const card = page.getByRole('article', { name: `Order No: ${shopper.orderNumber}` });
    const cancel = card.getByRole('button', { name: 'Cancel Order' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Cancel order ${shopper.orderNumber}?` });
    const moneyNote = /^This order is paid \(RWF\s[\d,]+ by MTN MoMo\)\. Cancelling it sends the money back to 07\d\d\s\*\*\*\s006\.$/;
    await expect(dialog.getByText(moneyNote)).toBeVisible();
    // By keyboard to the dialog's own Cancel Order, which reads out what happens to the money.
    const confirm = dialog.getByRole('button', { name: 'Cancel Order' });
    for (let step = 0; step < 5 && !(await confirm.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAccessibleDescription(/This order is paid .* sends the money back to 07\d\d\s\*\*\*\s006\. The order will not be delivered/);
    await page.screenshot({ path: testInfo.outputPath('cancel-paid-order-dialog.png') });
    await page.keyboard.press('Enter');

    // From the cancellation on, MTN is refunding it: nothing asks the admin to send the money too.
    const refund = card.getByRole('status').filter({ hasText: /refund/i });
    await expect(refund).toHaveText(/^MTN MoMo is refunding RWF\s[\d,]+ to 07\d\d \*\*\* 006\.$/);
    await expect(card.getByRole('button', { name: 'Confirm refund' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('admin-refund-in-progress.png'), fullPage: true });

    // MTN makes it: the card says so by itself, without a reload.
    await page.request.post(simulator, { data: { refundOutcome: 'successful' } });
    await expect(refund).toHaveText(/^Refunded: MTN MoMo sent RWF\s[\d,]+ back to 07\d\d \*\*\* 006\.$/, { timeout: 20_000 });
    await expect(card.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Confirm refund' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('admin-refunded.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  } finally {
    await page.request.post(simulator, { data: { refundOutcome: 'successful' } });
  }
});

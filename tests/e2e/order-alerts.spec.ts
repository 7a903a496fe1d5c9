import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

// The web app sends persisted ids only: these are the ids of the admin-only polls (unreadOrders, newOrdersSince).
const manifest = JSON.parse(readFileSync(new URL('../../client/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
const unreadPollIds = Object.entries(manifest)
  .filter(([, text]) => /^query /.test(text) && /\b(unreadOrders|newOrdersSince)\b/.test(text))
  .map(([id]) => id);

/** Whether a browser request is one of the unread-order polls. */
function isUnreadPoll(body: string | null): boolean {
  if (!body) return false;
  try {
    return unreadPollIds.includes((JSON.parse(body) as { doc_id?: string }).doc_id ?? '');
  } catch {
    return false;
  }
}

/**
 * Stands in for the browser's notifications: permission 'default' until asked (then 'granted'), each notification
 * recorded with its title and body, and its click handler kept so the test can click it.
 */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const shown: { title: string; body?: string; onclick: (() => void) | null }[] = [];
    class RecordedNotification {
      static permission: NotificationPermission = 'default';
      static async requestPermission() {
        RecordedNotification.permission = 'granted';
        return RecordedNotification.permission;
      }
      onclick: (() => void) | null = null;
      constructor(
        readonly title: string,
        options?: NotificationOptions,
      ) {
        shown.push(Object.assign(this, { body: options?.body }));
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordedNotification, shownNotifications: shown });
  });
}

/** A new shopper (unique per run and project) who places a one-item order through GraphQL; returns its number. */
async function placeOrderAsNewShopper(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const email = `alerts-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  await gql(request, 'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }', {
    input: { name: 'Alert Tester', email, password, confirmPassword: password },
  }, undefined, testInfo);
  const { login } = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', {
    input: { email, password },
  }, undefined, testInfo);
  const token = login.accessToken as string;
  const { createAddress } = await gql(
    request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { ... on CreateAddressPayload { address { id } } } }',
    { input: { district: 'Gasabo', sector: 'Kimironko', village: 'Urumuri', street: 'KG 11 Ave', mobile: '0788123456' } },
    token,
  );
  const { searchProducts } = await gql(request, '{ searchProducts(first: 60) { edges { node { id stock } } } }');
  const product = (searchProducts.edges as { node: { id: string; stock: number } }[]).map((edge) => edge.node).find((node) => node.stock >= 20)!;
  await gql(request, 'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename } }', { id: product.id }, token);
  const { viewer } = await gql(request, '{ viewer { cart { subtotal total } } }', {}, token);
  const { placeOrder } = await gql(
    request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { orderNumber } } ... on Error { message } } }',
    { input: { addressId: createAddress.address.id, subtotal: viewer.cart.subtotal, total: viewer.cart.total } },
    token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  return placeOrder.order.orderNumber as string;
}

/** Marks every order read for the admin, so the badge starts from 0 whatever earlier specs ordered. */
async function markAllRead(request: APIRequestContext) {
  const { login } = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN });
  const { markOrdersRead } = await gql(request, 'mutation { markOrdersRead { __typename ... on MarkOrdersReadPayload { unreadOrders { count } } } }', {}, login.accessToken);
  expect(markOrdersRead.unreadOrders.count).toBe(0);
}

test('an admin gets a badge and a New Order Alert! when an order comes in, and the alert opens Orders', async ({ page, request }, testInfo) => {
  await markAllRead(request);
  await recordNotifications(page);
  await signIn(page, ADMIN);
  await page.clock.install();
  const firstPoll = page.waitForResponse((response) => response.url().endsWith('/graphql') && isUnreadPoll(response.request().postData()));
  await page.goto('/');
  await firstPoll;

  // The account's links: the header's menu on a laptop, the Account tab's page on a phone (the tab then current).
  const accountTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Account/ });
  if (isPhone(page)) {
    await accountTab.click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(accountTab).toHaveAttribute('aria-current', 'page');
  } else {
    await page.getByRole('button', { name: /Isoko Admin/ }).click();
  }
  const myOrders = page.getByRole('link', { name: /^My Orders/ });
  await expect(myOrders).toHaveAccessibleName('My Orders');

  // Alerts are asked for on this click only; once granted the button goes.
  await page.getByRole('button', { name: 'Enable order alerts' }).click();
  await expect(page.getByRole('status')).toContainText('Order alerts enabled');
  await expect(page.getByRole('button', { name: 'Enable order alerts' })).toHaveCount(0);

  const orderNumber = await placeOrderAsNewShopper(request, testInfo);
  await page.clock.fastForward(10_000);

  const accountEntry = isPhone(page) ? accountTab : page.getByRole('button', { name: /Isoko Admin/ });
  await expect(accountEntry).toHaveAccessibleName(/, 1 unread order$/);
  await expect(accountEntry.getByText('1', { exact: true })).toBeVisible();
  await expect(myOrders).toHaveAccessibleName(/^My Orders\s*, 1 unread order$/);
  await expect(page.getByRole('status')).toContainText(`New Order Alert! 1 new order: ${orderNumber}`);
  const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications.map(({ title, body }) => ({ title, body })));
  await expect.poll(shown).toEqual([{ title: 'New Order Alert!', body: `1 new order: ${orderNumber}` }]);
  await expectNoSeriousA11yViolations(page);

  // Another poll with nothing new raises no second alert.
  await page.clock.fastForward(10_000);
  await expect(accountEntry).toHaveAccessibleName(/, 1 unread order$/);
  expect(await shown()).toHaveLength(1);

  await page.evaluate(() => (window as unknown as { shownNotifications: { onclick: () => void }[] }).shownNotifications[0]!.onclick());
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
});

test('a shopper sees no unread badge and never asks for unread orders; the Account tab marks the account pages', async ({ page }) => {
  expect(unreadPollIds.length).toBeGreaterThan(0);
  const polls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && isUnreadPoll(request.postData())) polls.push(request.url());
  });
  await recordNotifications(page);
  await signIn(page);
  await page.clock.install();
  await page.goto('/');
  if (isPhone(page)) {
    const accountTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' });
    await accountTab.click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(accountTab).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Save Address' }).click();
    await expect(page).toHaveURL(/\/dashboard\/address$/);
    await expect(accountTab).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(accountTab).not.toHaveAttribute('aria-current');
    await accountTab.click();
  } else {
    await page.getByRole('button', { name: /Demo Shopper|My Account/ }).click();
  }
  await expect(page.getByRole('link', { name: 'My Orders' })).toHaveAccessibleName('My Orders');
  await expect(page.getByRole('button', { name: 'Enable order alerts' })).toHaveCount(0);
  // Well past both polling intervals (10 s header, 30 s menu).
  await page.clock.fastForward(40_000);
  await page.waitForLoadState('networkidle');
  expect(polls).toEqual([]);
});

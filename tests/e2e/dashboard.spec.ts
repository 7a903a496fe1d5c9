import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from './app-test.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

const AVATAR = new URL('./fixtures/avatar.png', import.meta.url).pathname;

/** Sends a GraphQL document as the signed-in shopper of the page (the token the web app stored). */
async function api(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  const response = await page.request.post('/graphql', { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Registers a new shopper and signs them in: tests that change the account use their own, so the phone and
 * desktop runs (and the other specs' demo shopper) never see each other's changes.
 */
async function signInAsNewShopper(page: Page) {
  const credentials = { email: `dash-${randomUUID().slice(0, 8)}@example.rw`, password: 'Isoko-Umuhinzi#2026' };
  const response = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'Dash Tester', ...credentials, confirmPassword: credentials.password } },
    },
  });
  const { register } = (await response.json()).data;
  expect(register.__typename, register.message).toBe('RegisterPayload');
  await signIn(page, credentials);
  await page.goto('/');
}

test('the dashboard: visitors sign in first; a side menu marks the page on a laptop, a close button goes back on a phone', async ({ page }) => {
  await page.goto('/dashboard/myorders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmyorders$/);
  // Signing in on that page brings the shopper back to the page they asked for.
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/myorders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  if (isPhone(page)) {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // No side menu on a phone: the page is a sheet over the shop.
    await expect(page.getByRole('navigation', { name: 'My Account' })).toBeHidden();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/user$/);
  } else {
    // /user is the phone's page; a laptop has the dashboard.
    await page.goto('/user');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const side = page.getByRole('complementary').getByRole('navigation', { name: 'My Account' });
    await expect(side.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('link', { name: 'Save Address' })).toHaveAttribute('href', '/dashboard/address');
    await side.getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(side.getByRole('link', { name: 'My Orders' })).toHaveAttribute('aria-current', 'page');
    await expect(side.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Close' })).toBeHidden();
  }
  await expectNoSeriousA11yViolations(page);
});

test('a shopper edits their profile (checked before sending, kept after a reload) and their picture', async ({ page }) => {
  await signInAsNewShopper(page);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const name = page.getByLabel('Name');
  const mobile = page.getByLabel('Mobile');
  await expect(name).toHaveValue('Dash Tester');
  await expectNoSeriousA11yViolations(page);

  // A number that is not Rwandan is refused beside its field, without a request.
  await name.fill('Uwase Aline');
  await mobile.fill('12345');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Provide a valid Rwandan mobile number, e.g. 078 123 4567')).toBeVisible();
  await expect(mobile).toBeFocused();

  // A new e-mail needs the current password; back to the saved one, the field goes.
  const email = page.getByLabel('Email');
  const saved = await email.inputValue();
  await email.fill(`other-${saved}`);
  await expect(page.getByLabel('Current password')).toBeVisible();
  await email.fill(saved);
  await expect(page.getByLabel('Current password')).toHaveCount(0);

  await mobile.fill('078 812 3456');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Uwase Aline');
  await expect(mobile).toHaveValue('+250788123456');

  // The picture: placeholder first, then the uploaded one, shown as soon as it is stored.
  const picture = page.getByRole('main').getByRole('img', { name: 'Your profile picture' }).first();
  await expect(picture).not.toHaveAttribute('src', /.+/);
  await page.getByRole('button', { name: 'Edit profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile picture' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Choose a picture').setInputFiles(AVATAR);
  await expect(page.getByText('Profile picture updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(picture).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]{32}\.webp/);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
});

test('a shopper sees their order in My Orders, cancels it, and the stock comes back on the product page', async ({ page }) => {
  // The last unit of a product of this run's own: ordering it empties the shelf, cancelling it fills it again.
  const admin = (await (await page.request.post('/graphql', {
    data: { query: 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', variables: { input: { email: 'admin@isoko.rw', password: 'Admin@12345' } } },
  })).json()).data.login.accessToken as string;
  const asAdmin = async (query: string, variables: Record<string, unknown>) => {
    const body = await (await page.request.post('/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${admin}` } })).json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { categories } = await asAdmin('{ categories { id name } }', {});
  const snacks = categories.find((category: { name: string }) => category.name === 'Snacks & Sweets');
  const name = `Last Isombe ${randomUUID().slice(0, 8)}`;
  const { createProduct } = await asAdmin(
    'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { id databaseId slug } } ... on Error { message } } }',
    {
      input: {
        name, description: 'One jar left.', unit: '1 jar', price: 1500, discount: 0,
        stock: 1, stockAlertThreshold: 5, categoryIds: [snacks.id],
      },
    },
  );
  expect(createProduct.__typename, createProduct.message).toBe('CreateProductPayload');
  const product = createProduct.product as { id: string; databaseId: string; slug: string };
  const productPage = `/product/${product.slug}-${product.databaseId}`;
  const stockOf = async () => (await api(page, 'query ($id: ID!) { product(databaseId: $id) { stock } }', { id: product.databaseId })).product.stock as number;

  await signInAsNewShopper(page);
  const before = await stockOf();
  // A district the shop delivers to: orders to the others are refused.
  const { deliveryZones } = await api(page, '{ deliveryZones(served: true) { district } }');
  const district = deliveryZones[0].district;
  const sectors = (await api(page, 'query ($d: String!) { addressLocations { sectors(district: $d) } }', { d: district })).addressLocations.sectors;
  const villages = (await api(page, 'query ($d: String!, $s: String!) { addressLocations { villages(district: $d, sector: $s) } }', { d: district, s: sectors[0] }))
    .addressLocations.villages;
  const { createAddress } = await api(
    page,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on CreateAddressPayload { address { id } } } }',
    { input: { district, sector: sectors[0], village: villages[0], street: 'KN 5 Rd', mobile: '0722000111' } },
  );
  await api(page, 'mutation ($id: ID!) { addToCart(input: { productId: $id }) { __typename } }', { id: product.id });
  const { viewer } = await api(page, '{ viewer { cart { subtotal total } } }');
  const { placeOrder } = await api(
    page,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { orderNumber total } } ... on Error { message } } }',
    { input: { addressId: createAddress.address.id, subtotal: viewer.cart.subtotal, total: viewer.cart.total } },
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  expect(await stockOf()).toBe(before - 1);
  await page.goto(productPage);
  await expect(page.getByRole('status').filter({ hasText: 'Out of Stock' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0);

  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article', { name: `Order No: ${placeOrder.order.orderNumber}` });
  await expect(order).toBeVisible();
  // The shop's price format, whole francs; the number as Rwandans write it.
  const amount = new RegExp(`^RWF\\s${new Intl.NumberFormat('en-US').format(placeOrder.order.total)}$`);
  await expect(order.getByText(amount)).toBeVisible();
  await expect(order.getByText('0722 000 111')).toBeVisible();
  await expect(order.getByText('Pending')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await order.getByRole('button', { name: 'Cancel Order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order ${placeOrder.order.orderNumber}?` });
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled and deleted successfully!')).toBeVisible();
  await expect(order.getByText('Cancelled')).toBeVisible();
  await expect(order.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  // The button is gone: focus waits on the order's heading instead of falling to the page.
  await expect(order.getByRole('heading', { name: `Order No: ${placeOrder.order.orderNumber}` })).toBeFocused();
  expect(await stockOf()).toBe(before);
  await page.goto(productPage);
  await expect(page.getByText('Only 1 left')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toBeEnabled();
  await asAdmin('mutation ($input: DeleteProductInput!) { deleteProduct(input: $input) { __typename } }', { input: { id: product.id } });
});

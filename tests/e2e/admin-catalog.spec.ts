import { join } from 'node:path';
import { expect, type APIRequestContext, type Page, test } from './app-test.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, signIn } from './support.js';

/** The seeded admin (README: ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };
const PICTURE = join(import.meta.dirname, 'fixtures/category.png');

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return response.json();
}

async function tokenFor(request: APIRequestContext, credentials: { email: string; password: string }): Promise<string> {
  const body = await graphql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: credentials });
  return body.data.login.accessToken;
}

/** Names no other run or project uses: both projects may run against the same server. */
function uniqueName(what: string): string {
  return `E2E ${what} ${test.info().project.name} ${Date.now().toString(36)}`;
}

async function uploadPicture(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Upload Image').setInputFiles(PICTURE);
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
}

test('an admin adds, edits and deletes a category and a sub-category with pictures; a category still used is refused, naming its user', async ({ page }) => {
  await signIn(page, ADMIN);
  const category = uniqueName('Category');
  const renamed = `${category} Edited`;
  const subCategory = uniqueName('Sub');

  await page.goto('/dashboard/category');
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Add: the upload waits for a name; the button looks inactive until the name and the picture are there.
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  const add = dialog.getByRole('button', { name: 'Add Category' });
  await expect(dialog.getByLabel('Upload Image')).toBeDisabled();
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await dialog.getByLabel('Name', { exact: true }).fill(category);
  await uploadPicture(page);
  await expect(add).toHaveAttribute('aria-disabled', 'false');
  await expectNoSeriousA11yViolations(page);
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();

  // Update: the grid shows the new name in place.
  await page.getByRole('button', { name: `Edit ${category}`, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Update Category' })).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: 'Update Category' }).click();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: category, exact: true })).toHaveCount(0);

  // A sub-category in it, its category chosen by keyboard; Escape closes the list, not the dialog.
  await page.goto('/dashboard/subcategory');
  await expect(page.getByRole('heading', { name: 'Sub Category', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(subCategory);
  await uploadPicture(page);
  await dialog.getByRole('button', { name: 'Select Category' }).click();
  await dialog.getByRole('checkbox', { name: renamed }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: renamed })).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Selected categories' })).toContainText(renamed);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subCategory, exact: true }) });
  await expect(row.getByRole('listitem')).toHaveText([renamed]);
  await row.getByRole('button', { name: `View image of ${subCategory}` }).click();
  await expect(dialog.getByRole('img', { name: subCategory })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The category is still used: the refusal names the sub-category.
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Permanent Delete' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure permanent delete ?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: subCategory })).toContainText(subCategory);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toBeVisible();

  // Deleting the sub-category, then the category, works.
  await page.goto('/dashboard/subcategory');
  await page.getByRole('button', { name: `Delete ${subCategory}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: subCategory, exact: true })).toHaveCount(0);

  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: renamed, exact: true })).toHaveCount(0);
});

test('the analytics page shows the cards, the monthly chart and the top lists, with the same Total Orders as GraphQL', async ({ page }) => {
  // An order from a new shopper, so there is at least one month to draw whatever ran before.
  const shopper = { email: `e2e-analytics-${test.info().project.name}-${Date.now().toString(36)}@example.com`, password: 'Quiet-Harbour-Lantern-42' };
  const registered = await graphql(page.request, 'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }', {
    input: { name: 'Analytics Shopper', email: shopper.email, password: shopper.password, confirmPassword: shopper.password },
  });
  expect(registered.data.register.__typename).toBe('RegisterPayload');
  const token = await tokenFor(page.request, shopper);
  const products = await graphql(page.request, '{ searchProducts(first: 20) { edges { node { id stock } } } }');
  const product = products.data.searchProducts.edges.map((edge: any) => edge.node).find((node: any) => node.stock > 10);
  await graphql(page.request, 'mutation ($input: AddToCartInput!) { addToCart(input: $input) { __typename } }', { input: { productId: product.id } }, token);
  // A district the shop delivers to: orders to the others are refused.
  const zones = await graphql(page.request, '{ deliveryZones(served: true) { district } }');
  const district = zones.data.deliveryZones[0].district;
  const sectors = await graphql(page.request, 'query ($d: String!) { addressLocations { sectors(district: $d) } }', { d: district });
  const sector = sectors.data.addressLocations.sectors[0];
  const villages = await graphql(page.request, 'query ($d: String!, $s: String!) { addressLocations { villages(district: $d, sector: $s) } }', { d: district, s: sector });
  const address = await graphql(
    page.request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { ... on CreateAddressPayload { address { id } } } }',
    { input: { district, sector, village: villages.data.addressLocations.villages[0], street: 'KN 5 Rd', mobile: '0781234567' } },
    token,
  );
  const cart = await graphql(page.request, '{ viewer { cart { subtotal total } } }', {}, token);
  const placed = await graphql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename } }',
    { input: { addressId: address.data.createAddress.address.id, subtotal: cart.data.viewer.cart.subtotal, total: cart.data.viewer.cart.total } },
    token,
  );
  expect(placed.data.placeOrder.__typename).toBe('PlaceOrderPayload');

  const adminToken = await tokenFor(page.request, ADMIN);
  const figures = await graphql(page.request, '{ salesAnalytics { totalOrders } }', {}, adminToken);
  await signIn(page, ADMIN);
  await page.goto('/dashboard/sales-analytics');
  await expect(page.getByRole('heading', { name: 'Sales Analytics Dashboard' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^RWF/ })).toBeVisible();
  await expect(page.locator('dt:text-is("Total Orders") + dd')).toHaveText(figures.data.salesAnalytics.totalOrders.toLocaleString('en-US'));
  await expect(page.getByRole('heading', { name: 'Sales by Month' })).toBeVisible();
  await expect(page.getByTestId('sales-by-month-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('sales-by-month-chart')).toHaveCSS('height', '300px');
  await expect(page.getByRole('heading', { name: 'Top 5 Products' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top 5 Customers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Top 5 Products' }).getByRole('row')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor is sent to /login; a shopper sees the refusals, and the server refuses the admin operations too', async ({ page }) => {
  await page.goto('/dashboard/subcategory');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsubcategory$/);

  await signIn(page, DEMO_SHOPPER);
  await page.goto('/dashboard/category');
  await expect(page.getByRole('alert').filter({ hasText: 'Do not have permission' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Category' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/dashboard/sales-analytics');
  await expect(page.getByRole('alert').filter({ hasText: 'Permission Denied: Admins only' })).toBeVisible();
  await expect(page.getByText('Total Sales')).toHaveCount(0);

  const token = await tokenFor(page.request, DEMO_SHOPPER);
  const analytics = await graphql(page.request, '{ salesAnalytics { totalOrders } }', {}, token);
  expect(analytics.errors[0].extensions.code).toBe('FORBIDDEN');
  const created = await graphql(
    page.request,
    'mutation ($input: CreateCategoryInput!) { createCategory(input: $input) { __typename } }',
    { input: { name: uniqueName('Forbidden'), image: '/uploads/none.webp' } },
    token,
  );
  expect(created.data.createCategory.__typename).toBe('ForbiddenError');
});

test('the admin pages speak Kinyarwanda, menu included @desktop-only', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.addInitScript(() => localStorage.setItem('language', 'rw'));
  await page.goto('/dashboard/category');
  const menu = page.getByRole('complementary').getByRole('navigation');
  // Once every catalogue is in (the page's own and the rest), no English is left in the menu.
  await expect(menu.getByRole('link', { name: 'Icyiciro', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Icyiciro gito', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Category', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Icyiciro');
});

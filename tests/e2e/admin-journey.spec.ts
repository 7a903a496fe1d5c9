import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from './app-test.js';
import { addAddressThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { signIn } from './support.js';

// One run of the shop from the admin's side, with a shopper in between. Each page's own details (phones, keyboard,
// axe, refusals) are proved by admin-catalog, admin-products, admin-orders and order-alerts; this test proves they
// work together, so it runs once, on the laptop.

const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };
const CATEGORY_PICTURE = 'tests/e2e/fixtures/category.png';
const PRODUCT_PICTURE = 'tests/e2e/fixtures/product.png';
const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });

/** A datetime-local value (the browser's clock, which is this machine's) some hours from now. */
function localDateTime(hoursFromNow: number): string {
  const date = new Date(Date.now() + hoursFromNow * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The Total Sales card of the analytics page, in francs. */
async function totalSales(page: Page): Promise<number> {
  await page.goto('/dashboard/sales-analytics');
  const figure = page.locator('dt:text-is("Total Sales") + dd');
  await expect(figure).toHaveText(/^RWF\s[\d,]+$/);
  return Number((await figure.textContent())!.replace(/\D/g, ''));
}

/** The admin's header account button, whose name carries the unread count. */
const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Isoko Admin/ });

test('an admin runs the shop: a new category, sub-category and product on promotion with a code; a shopper orders it; the admin delivers, reports, sees the sales and deletes the product @desktop-only', async ({
  page,
  browser,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}`;
  const category = `Journey Teas ${tag}`;
  const subCategory = `Journey Green ${tag}`;
  const product = `Rubavu Green Tea ${tag}`;
  const code = `TEA${tag.slice(-5).toUpperCase()}`;

  await signIn(page, ADMIN);
  const { login } = await gql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN });
  const adminToken = login.accessToken as string;
  // Whatever earlier specs ordered is read: the badge starts from nothing.
  await gql(page.request, 'mutation { markOrdersRead { __typename } }', {}, adminToken);
  const salesBefore = await totalSales(page);

  // The catalogue: a category, a sub-category in it, a product in both with a running promotion and a promo code.
  const dialog = page.getByRole('dialog');
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(category);
  await dialog.getByLabel('Upload Image').setInputFiles(CATEGORY_PICTURE);
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();

  await page.goto('/dashboard/subcategory');
  await page.getByRole('button', { name: 'Add Sub Category' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(subCategory);
  await dialog.getByLabel('Upload Image').setInputFiles(CATEGORY_PICTURE);
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Select Category' }).click();
  await dialog.getByRole('checkbox', { name: category }).check();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('rowheader', { name: subCategory, exact: true })).toBeVisible();

  await page.goto('/dashboard/upload-product');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(product);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Green tea from the slopes above Lake Kivu.');
  await page.getByLabel('Add images').setInputFiles(PRODUCT_PICTURE);
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: category });
  await page.getByRole('combobox', { name: 'Sub Category', exact: true }).selectOption({ label: subCategory });
  await page.getByLabel('Unit').fill('100 g');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'Price (RWF)', exact: true }).fill('5000');
  await page.getByLabel('Discount (%)').fill('0');
  await page.getByLabel('On promotion').check();
  await page.getByLabel('Promotion start').fill(localDateTime(-1));
  await page.getByLabel('Promotion end').fill(localDateTime(48));
  await page.getByLabel('Promotion price (RWF)').fill('4000');
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Discount value').fill('10');
  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(created.getByText('Product Created Successfully')).toBeVisible();
  await created.getByRole('button', { name: 'Confirm' }).click();

  // A shopper, in a browser of their own, finds it in the new category and in search, and orders it with the code.
  const { viewport, baseURL } = testInfo.project.use;
  const shopperContext = await browser.newContext({ viewport, baseURL });
  const shop = await shopperContext.newPage();
  const shopper = await signInAsFreshShopper(shop, testInfo);
  await addAddressThroughApi(shop, shopper, 'Near Gisenyi beach');
  await shop.goto('/categories');
  await shop.getByRole('main').getByRole('link', { name: category }).click();
  await expect(shop.getByRole('article').filter({ hasText: product })).toBeVisible();
  await shop.goto(`/search?q=${encodeURIComponent(product)}`);
  const card = shop.getByRole('article').filter({ has: shop.getByRole('link', { name: product }) });
  await expect(card).toContainText(/Price:\s*RWF\s4,000/);
  await expect(card.getByText('Code', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: product }).first().click();
  await shop.getByRole('button', { name: `Add ${product} to cart` }).click();
  await expect(shop.getByRole('group', { name: `Quantity of ${product}` })).toBeVisible();

  await shop.goto('/checkout');
  const summary = shop.getByRole('region', { name: 'Summary' });
  await summary.getByLabel('Promo Code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText(`Promo code ${code} applied.`)).toBeVisible();
  const orderTotal = 4000 - 400;
  await expect(summary).toContainText(`Grand total${rwf.format(orderTotal)}`);
  await shop.getByRole('button', { name: 'Cash on Delivery' }).click();
  await expect(shop).toHaveURL(/\/success\?order=\w+$/);
  const orderNumber = (await shop.getByText(/^ISK-\d{6}$/).textContent())!;

  // The admin's badge rises with the new order (the header reads the count as the page opens).
  await page.goto('/');
  await expect(accountButton(page)).toHaveAccessibleName(/, 1 unread order$/);

  // Orders: opening the page reads them; the order moves to Delivered and its selector goes.
  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article', { name: `Order No: ${orderNumber}` });
  await expect(order).toContainText(product);
  await expect(order).toContainText(new RegExp(`RWF\\s${orderTotal.toLocaleString('en-US')}(?![.,]?\\d)`));
  await order.getByLabel('Update Status').selectOption({ label: 'Delivered' });
  await order.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('Order status updated!')).toBeVisible({ timeout: 10_000 });
  await expect(order.getByText('Status: Delivered')).toBeVisible();
  await expect(order.getByLabel('Update Status')).toHaveCount(0);
  await expect(accountButton(page)).toHaveAccessibleName(/^Isoko Admin/);
  await expect(accountButton(page)).not.toHaveAccessibleName(/unread/);

  // The month's report holds the order with its amount and status.
  const month = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', month: 'numeric' }).format(new Date()));
  const monthName = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', month: 'long' }).format(new Date());
  await page.getByLabel('Month', { exact: true }).selectOption({ label: monthName });
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).click();
  const file = await saved;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^orders_${month}_\\d{4}\\.csv$`));
  const rows = (await readFile(await file.path(), 'utf8')).split(/\r?\n/);
  const row = rows.find((line) => line.startsWith(orderNumber));
  expect(row, `no row for ${orderNumber} in:\n${rows.slice(0, 3).join('\n')}`).toBeDefined();
  expect(row).toContain(String(orderTotal));
  expect(row).toMatch(/Delivered/i);

  // The analytics count the order's amount.
  expect(await totalSales(page)).toBe(salesBefore + orderTotal);

  // The product is deleted; the past order still shows it, to the admin and to the shopper.
  await page.goto('/dashboard/product');
  await page.getByPlaceholder('Search product here ...').fill(product);
  // The search's answer first: a Delete on the newest-first list still showing would leave the answer, fetched before
  // the deletion, showing the product.
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: `Delete ${product}` }).click();
  await page.getByRole('dialog', { name: 'Permanent Delete' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  await page.goto('/dashboard/myorders');
  await expect(page.getByRole('article', { name: `Order No: ${orderNumber}` })).toContainText(product);
  await shop.goto('/dashboard/myorders');
  const own = shop.getByRole('article', { name: `Order No: ${orderNumber}` });
  await expect(own).toContainText(product);
  await expect(own.getByText('Status: Delivered')).toBeVisible();

  // The shopper cannot open the admin's product list.
  await shop.goto('/dashboard/product');
  await expect(shop.getByRole('alert').filter({ hasText: 'Do not have permission' })).toBeVisible();
  await expect(shop.getByPlaceholder('Search product here ...')).toHaveCount(0);
  await shopperContext.close();

  // Leave no category behind for the other specs: the sub-category, then the category.
  const { subCategories } = await gql(page.request, '{ subCategories { id name } }', {}, adminToken);
  const sub = subCategories.find((entry: { name: string }) => entry.name === subCategory);
  await gql(page.request, 'mutation ($id: ID!) { deleteSubCategory(input: { id: $id }) { __typename } }', { id: sub.id }, adminToken);
  const { categories } = await gql(page.request, '{ categories { id name } }', {}, adminToken);
  const ownCategory = categories.find((entry: { name: string }) => entry.name === category);
  const { deleteCategory } = await gql(page.request, 'mutation ($id: ID!) { deleteCategory(input: { id: $id }) { __typename ... on Error { message } } }', { id: ownCategory.id }, adminToken);
  expect(deleteCategory.__typename, deleteCategory.message).toBe('DeleteCategoryPayload');
});

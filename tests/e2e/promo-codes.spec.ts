import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from './app-test.js';
import { addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

// Promo codes a shopper can find and use: shown on the product page with a copy button, offered at checkout as a
// one-tap Apply, and a code of a product that is not in the cart is answered by naming that product.

const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

interface CreatedProduct {
  id: string;
  databaseId: string;
  slug: string;
  name: string;
}

/** A product of this test only (the phone and desktop runs share one database), with a promo code when given. */
async function createProduct(
  request: APIRequestContext,
  name: string,
  price: number,
  promoCode?: { code: string; discountType: 'PERCENTAGE' | 'FIXED'; discountValue: number; expiresAt?: string; allowMultiple?: boolean },
): Promise<CreatedProduct> {
  const { login } = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN });
  const { categories } = await gql(request, '{ categories { id name } }');
  const grains = categories.find((category: { name: string }) => category.name === 'Rice, Flour & Grains') ?? categories[0];
  const { createProduct } = await gql(
    request,
    'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { id databaseId slug name } } ... on Error { message } } }',
    { input: { name, description: 'Grown in the Bugarama valley.', unit: '5 kg', price, discount: 0, stock: 40, categoryIds: [grains.id], promoCode } },
    login.accessToken,
  );
  expect(createProduct.__typename, createProduct.message).toBe('CreateProductPayload');
  return createProduct.product;
}

/** A code no other test uses: upper-case letters and digits, as admins write them. */
function uniqueCode(prefix: string): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;
}

test('the product page shows its promo code with what it gives and its expiry, and copies it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const code = uniqueCode('MUCELE');
  const expiresAt = new Date(Date.now() + 10 * 86_400_000);
  const product = await createProduct(page.request, `Long Grain Rice ${randomUUID().slice(0, 6)}`, 9000, {
    code,
    discountType: 'FIXED',
    discountValue: 500,
    expiresAt: expiresAt.toISOString(),
  });
  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);

  // The spec's 'Code' badge stays; the code itself is shown beside the price and Add.
  await expect(page.getByText('Code', { exact: true })).toBeVisible();
  const box = page.getByRole('region', { name: 'Promo code' });
  await expect(box.getByText(code, { exact: true })).toBeVisible();
  await expect(box).toContainText(`${rwf.format(500)} off on one unit per order`);
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Africa/Kigali' }).format(expiresAt);
  await expect(box.getByText(/^Valid until/)).toContainText(day);
  await expectNoSeriousA11yViolations(page);

  // Copied from the keyboard: the button says so, and the clipboard holds the code.
  const copy = box.getByRole('button', { name: 'Copy code' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(box.getByText(`Code ${code} copied.`)).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSeriousA11yViolations(page);
  // It offers to copy again a moment later.
  await expect(box.getByRole('button', { name: 'Copy code' })).toBeVisible({ timeout: 5_000 });
});

test('checkout offers the cart\'s codes as one-tap Apply, and names the product of a code that is not in the cart', async ({ page }, testInfo) => {
  const suffix = randomUUID().slice(0, 6);
  const code = uniqueCode('ISOKO');
  const otherCode = uniqueCode('AMATA');
  const rice = await createProduct(page.request, `Long Grain Rice ${suffix}`, 9000, { code, discountType: 'PERCENTAGE', discountValue: 10 });
  const milk = await createProduct(page.request, `Fresh Milk ${suffix}`, 1200, { code: otherCode, discountType: 'FIXED', discountValue: 100 });
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, rice.id);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Grand total${rwf.format(9000)}`);

  // Typed by hand: a live code for a product the cart does not hold names it.
  await summary.getByLabel('Promo Code').fill(otherCode.toLowerCase());
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText(`This code is for ${milk.name}, which is not in your cart.`)).toBeVisible();
  // The name leads to the product, to add it.
  await expect(summary.getByRole('link', { name: milk.name })).toHaveAttribute('href', `/product/${milk.slug}-${milk.databaseId}`);
  await expect(summary.getByText('Promo Discount')).toHaveCount(0);
  // An unknown code keeps the spec's words.
  await summary.getByLabel('Promo Code').fill('NOT-A-CODE');
  await summary.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(summary.getByText('Invalid or expired promo code.')).toBeVisible();

  // The rice's own code is one tap away, and only the rice's.
  await expect(summary.getByRole('button', { name: `Apply ${otherCode}` })).toHaveCount(0);
  const oneTap = summary.getByRole('button', { name: `Apply ${code}` });
  await expect(oneTap).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Apply ${code}` }) })).toContainText(`10% off · ${rice.name}`);
  await expectNoSeriousA11yViolations(page);
  await oneTap.click();
  await expect(summary.getByText(`Promo code ${code} applied.`)).toBeVisible();
  await expect(summary.getByLabel('Promo Code')).toHaveValue(code);
  await expect(summary).toContainText(`Promo Discount−${rwf.format(900)}`);
  await expect(summary).toContainText(`Grand total${rwf.format(8100)}`);
  // Applied, it is no longer offered.
  await expect(oneTap).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

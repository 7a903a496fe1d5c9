import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, signIn } from './support.js';

// Catalogue names follow the interface language (the admin's Kinyarwanda and French names, English where none
// was given); prices, dates and mobile numbers are written the way the shop's languages write them.

const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };
const PICTURE = join(import.meta.dirname, 'fixtures/category.png');

interface Named {
  id: string;
  databaseId: string;
  slug: string;
  name: string;
  nameRw: string;
  nameFr: string;
}
interface SeededPair {
  category: Named;
  product: Named;
}

/** A seeded category with both local names and, among its newest products, one with both local names and stock. */
async function seededTranslatedPair(request: APIRequestContext, which: number): Promise<SeededPair> {
  const { categories } = await gql(
    request,
    `{ categories { id databaseId slug name nameRw nameFr products(first: 8) { edges { node { id databaseId slug name nameRw nameFr stock } } } } }`,
  );
  const pairs: SeededPair[] = [];
  for (const category of categories as (Named & { products: { edges: { node: Named & { stock: number } }[] } })[]) {
    if (!category.nameRw || !category.nameFr) continue;
    const product = category.products.edges.map((edge) => edge.node).find((node) => node.nameRw && node.nameFr && node.stock >= 10);
    if (product) pairs.push({ category, product });
  }
  expect(pairs.length).toBeGreaterThan(which);
  return pairs[which]!;
}

/** Opens the tab in `language`, as a shopper who chose it before would (once: a switch in the page then holds). */
async function startIn(page: Page, language: 'en' | 'rw' | 'fr') {
  await page.addInitScript((chosen) => {
    if (!sessionStorage.getItem('language-chosen-once')) {
      localStorage.setItem('language', chosen);
      sessionStorage.setItem('language-chosen-once', '1');
    }
  }, language);
}

/** The language switcher the page shows (the header's on a laptop, the footer's on a phone), in any language. */
const languageSelect = (page: Page) => page.getByLabel(/^(Language|Ururimi|Langue)$/).filter({ visible: true }).first();

const spaced = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const [language, nameOf] of [
  ['rw', (entry: Named) => entry.nameRw],
  ['fr', (entry: Named) => entry.nameFr],
] as const) {
  test(`in ${language}, home, the category listing, the product page and the cart show the seeded local names`, async ({ page }, testInfo) => {
    const { category, product } = await seededTranslatedPair(page.request, language === 'rw' ? 0 : 1);
    const shopper = await signInAsFreshShopper(page, testInfo);
    await addToCartThroughApi(page, shopper, product.id);
    await startIn(page, language);

    await page.goto('/');
    const strip = page.locator('section[aria-labelledby="home-categories-title"]');
    await expect(strip.getByText(nameOf(category), { exact: true })).toBeVisible();
    await expect(strip.getByText(category.name, { exact: true })).toHaveCount(0);

    await page.goto(`/${category.slug}-${category.databaseId}/all`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(category), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: nameOf(product), exact: true })).toBeVisible();

    await page.goto(`/product/${product.slug}-${product.databaseId}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(product), exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${nameOf(product)} | Isoko`);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: nameOf(product), exact: true })).toBeVisible();
    await expect(page.getByText(product.name, { exact: true })).toHaveCount(0);
  });
}

test('switching the language in the page renames the catalogue without a reload; English names where no local one was given', async ({ page }) => {
  const { category, product } = await seededTranslatedPair(page.request, 2);
  // The admin gives the product a French description (and none in Kinyarwanda).
  const frenchDescription = `Description en français ${test.info().project.name}`;
  const admin = (await gql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', { input: ADMIN })).login.accessToken;
  const { node: stored } = await gql(
    page.request,
    'query ($id: ID!) { node(id: $id) { ... on Product { name description unit stock price discount categories { id } } } }',
    { id: product.id },
  );
  const { updateProduct } = await gql(
    page.request,
    'mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on Error { message } } }',
    {
      input: {
        id: product.id,
        ...stored,
        categories: undefined,
        categoryIds: (stored.categories as { id: string }[]).map((each) => each.id),
        descriptionRw: '',
        descriptionFr: frenchDescription,
      },
    },
    admin,
  );
  expect(updateProduct.__typename, updateProduct.message).toBe('UpdateProductPayload');
  await startIn(page, 'en');
  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(product.name);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await expect(page.getByText(stored.description as string, { exact: true })).toBeVisible();
  await languageSelect(page).selectOption('fr');
  await expect(heading).toHaveText(product.nameFr);
  await expect(page.getByText(frenchDescription, { exact: true })).toBeVisible();
  await languageSelect(page).selectOption('rw');
  await expect(heading).toHaveText(product.nameRw);
  await expect(page.getByText(stored.description as string, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  await page.goto(`/${category.slug}-${category.databaseId}/all`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.nameRw);

  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 100) { edges { node { databaseId slug name nameRw } } } }');
  const untranslated = (searchProducts.edges as { node: Named }[]).map((edge) => edge.node).find((node) => node.nameRw === '');
  expect(untranslated, 'a seeded product without a Kinyarwanda name').toBeDefined();
  await page.goto(`/product/${untranslated!.slug}-${untranslated!.databaseId}`);
  await expect(heading).toHaveText(untranslated!.name);
});

test('a category the admin creates with Kinyarwanda and French names is shown in each language', async ({ page }) => {
  const english = `E2E Honey ${test.info().project.name} ${Date.now().toString(36)}`;
  const kinyarwanda = `Ubuki ${test.info().project.name}`;
  const french = `Miel ${test.info().project.name}`;
  await signIn(page, ADMIN);
  await page.goto('/dashboard/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(english);
  await dialog.getByLabel('Name in Kinyarwanda').fill(kinyarwanda);
  await dialog.getByLabel('Name in French').fill(french);
  await dialog.getByLabel('Upload Image').setInputFiles(PICTURE);
  await expect(dialog.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog).toBeHidden();
  // The admin's own screen keeps the English name it edits.
  await expect(page.getByRole('heading', { name: english, exact: true })).toBeVisible();

  try {
    for (const [language, shown] of [
      ['rw', kinyarwanda],
      ['fr', french],
      ['en', english],
    ] as const) {
      await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/categories');
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(kinyarwanda, { exact: true })).toHaveCount(0);
  } finally {
    const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
    const { categories } = await gql(page.request, '{ categories { id name } }');
    const created = (categories as { id: string; name: string }[]).find((category) => category.name === english);
    if (created) await gql(page.request, 'mutation ($id: ID!) { deleteCategory(input: { id: $id }) { __typename } }', { id: created.id }, token ?? undefined);
  }
});

test('my orders in French: the local product name, the total as "2 430 RWF", a French date in Kigali time and the mobile as 0788 123 456', async ({ page }, testInfo) => {
  const { product } = await seededTranslatedPair(page.request, 3);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, product.id);
  const addressId = await addAddressThroughApi(page, shopper, `KG ${testInfo.project.name} Ave`);
  const { viewer } = await gql(page.request, '{ viewer { cart { subtotal total } } }', {}, shopper.token);
  const { placeOrder } = await gql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { orderNumber total createdAt } } ... on Error { message } } }',
    { input: { addressId, subtotal: viewer.cart.subtotal, total: viewer.cart.total } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  const { orderNumber, total, createdAt } = placeOrder.order as { orderNumber: string; total: number; createdAt: string };
  await startIn(page, 'fr');

  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article').filter({ hasText: orderNumber });
  await expect(order).toBeVisible();
  await expect(order).toContainText(product.nameFr);
  await expect(order).not.toContainText(/RFW/);
  const frenchTotal = `${String(total).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} RWF`;
  const amount = order.locator('dd').filter({ hasText: /RWF/ });
  expect(spaced(await amount.textContent())).toBe(frenchTotal);
  const kigaliDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Kigali' }).format(new Date(createdAt));
  // The ordering time (the card also dates the estimated delivery).
  expect(spaced(await order.locator(`time[datetime="${createdAt}"]`).textContent())).toBe(spaced(kigaliDate));
  await expect(order.getByText('0788 123 456', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The address book writes the number the same way.
  await page.goto('/dashboard/address');
  await expect(page.getByText('0788 123 456').first()).toBeVisible();
});

test('an address in a language (?lang=, as the sitemap lists it) opens the shop in it and remembers it', async ({ page }) => {
  const { category } = await seededTranslatedPair(page.request, 0);
  await page.goto('/categories?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'Toutes les catégories' })).toBeVisible();
  await expect(page.getByText(category.nameFr, { exact: true }).first()).toBeVisible();
  // Kept as the shopper's choice: the next page without ?lang= is in French too.
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'Toutes les catégories' })).toBeVisible();
});

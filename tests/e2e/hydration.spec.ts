import { randomUUID } from 'node:crypto';
import { expect, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { signIn } from './support.js';

// The browser takes over every page the server rendered as it is: when its first render differs from the server's
// HTML, React reports it (#418, #423, #425: the console's errors, through the app's onRecoverableError) and redraws
// the page. Signed in or not, in every language, and however long ago the page was rendered and kept.

const LANGUAGES = ['en', 'rw', 'fr'] as const;
const SIGNED_IN_LOADS = 10;

/** A product of this test's own on a promotion that ends within the day: its countdown shows the seconds. */
async function productOnShortPromotion(request: Parameters<typeof gql>[0]) {
  const admin = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', {
    input: { email: 'admin@isoko.rw', password: 'Admin@12345' },
  });
  const { categories } = await gql(request, '{ categories { id slug databaseId } }');
  const { searchProducts } = await gql(request, '{ searchProducts(query: "coffee", first: 1) { edges { node { images } } } }');
  const word = `Hydrate${randomUUID().slice(0, 8)}`;
  const now = Date.now();
  const { createProduct } = await gql(
    request,
    'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { slug databaseId } } ... on Error { message } } }',
    {
      input: {
        name: `${word} Arabica Coffee Beans`,
        description: 'Washed and sun-dried in Nyamasheke, roasted in Kigali.',
        unit: '500 g',
        price: 9_500,
        discount: 0,
        stock: 40,
        categoryIds: [categories[0].id],
        images: searchProducts.edges[0].node.images,
        onPromotion: true,
        promotionStartTime: new Date(now - 3_600_000).toISOString(),
        promotionEndTime: new Date(now + 5 * 3_600_000).toISOString(),
        promotionPrice: 8_000,
      },
    },
    admin.login.accessToken,
  );
  expect(createProduct.__typename, createProduct.message).toBe('CreateProductPayload');
  const { product } = createProduct;
  const category = categories[0];
  return {
    product: `/product/${product.slug}-${product.databaseId}`,
    paths: ['/', '/categories', `/${category.slug}-${category.databaseId}/all`, `/product/${product.slug}-${product.databaseId}`, `/search?q=${word}`],
  };
}

const inLanguage = (path: string, language: string) => `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

test('every server-rendered page hydrates without a mismatch, for a visitor and for a signed-in shopper', async ({ page }) => {
  test.setTimeout(180_000);
  const { product, paths } = await productOnShortPromotion(page.request);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  // The pages show the time (the countdown's seconds), which the server wrote before the browser takes them over.
  await page.goto(product);
  await expect(page.getByRole('timer').first()).toContainText(/\d+h \d+m \d+s/);

  for (const path of paths) for (const language of LANGUAGES) await page.goto(inLanguage(path, language));
  expect(errors, 'as a visitor').toEqual([]);

  await signIn(page);
  for (const path of paths) {
    for (let load = 0; load < SIGNED_IN_LOADS; load += 1) await page.goto(inLanguage(path, LANGUAGES[load % LANGUAGES.length]!));
  }
  // Signed in: the header's account shows once the page is the app's.
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(errors, 'signed in').toEqual([]);
});

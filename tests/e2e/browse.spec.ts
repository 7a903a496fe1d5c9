import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations } from './support.js';

/** A GraphQL read against the test server, for finding seeded data instead of hard-coding ids. */
async function graphql(page: Page, query: string) {
  const response = await page.request.post('/graphql', { data: { query } });
  return (await response.json()).data;
}

/** How many categories the shop has now (14 seeded; the admin specs may add their own while they run). */
async function categoryCount(page: Page): Promise<number> {
  const { categories } = await graphql(page, '{ categories { id } }');
  expect(categories.length).toBeGreaterThanOrEqual(14);
  return categories.length;
}

const productLinks = (page: Page) => page.getByRole('article').getByRole('link');

test('home shows the banner, the category strip, 8 new arrivals and products to explore', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Fresh groceries delivered to your door/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/categories');
  const strip = page.getByRole('region', { name: 'Shop by Category' });
  await expect(strip.getByRole('listitem')).toHaveCount(await categoryCount(page));
  await expect(page.getByRole('region', { name: 'New Arrivals' }).getByRole('article')).toHaveCount(8);
  await expect(page.getByRole('region', { name: 'Explore Our Products' }).getByRole('article').first()).toBeVisible();
  // Nothing viewed yet in this browser: no empty Recently Viewed section.
  await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a category in the strip opens its listing on its first sub-category', async ({ page }) => {
  const { categories } = await graphql(page, '{ categories { name subCategories { name } } }');
  const first = categories[0];
  await page.goto('/');
  await page.getByRole('region', { name: 'Shop by Category' }).getByRole('link', { name: first.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.subCategories[0].name })).toBeVisible();
  const nav = page.getByRole('navigation', { name: `Sub-categories of ${first.name}` });
  await expect(nav.locator('[aria-current="page"]')).toHaveText(first.subCategories[0].name);
  await expect(productLinks(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a listing appends the next page of 8 as the shopper scrolls, without repeats', async ({ page }) => {
  const { categories } = await graphql(page, '{ categories { databaseId slug products(first: 1) { totalCount } } }');
  const big = categories.find((category: any) => category.products.totalCount > 16);
  await page.goto(`/${big.slug}-${big.databaseId}/all`);
  await expect(productLinks(page)).not.toHaveCount(0);
  const firstPage = (await productLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')))).slice(0, 8);
  expect(firstPage).toHaveLength(8);
  await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => productLinks(page).count()).toBeGreaterThanOrEqual(16);
  const hrefs = await productLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.slice(0, 8)).toEqual(firstPage);
  expect(new Set(hrefs).size).toBe(hrefs.length);
});

test('All Categories leads to a category listing with every product of it', async ({ page }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'All Categories' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(await categoryCount(page));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'Dairy & Eggs' }).click();
  await expect(page).toHaveURL(/\/dairy-eggs-[a-z0-9]+\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('an unknown category, or a sub-category of another category, shows Page not found', async ({ page }) => {
  const { categories } = await graphql(page, '{ categories { databaseId slug subCategories { databaseId slug } } }');
  const [a, b] = categories;
  const foreign = b.subCategories.find((sub: any) => !a.subCategories.some((own: any) => own.databaseId === sub.databaseId));
  for (const path of ['/no-such-category-zz9/all', `/${a.slug}-${a.databaseId}/${foreign.slug}-${foreign.databaseId}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('Recently Viewed shows the products this browser viewed', async ({ page }) => {
  // The product page records views; it is built on another branch, so the stored list is seeded directly.
  const { randomProducts } = await graphql(page, '{ randomProducts(count: 1) { id name } }');
  const [product] = randomProducts;
  await page.addInitScript((id) => localStorage.setItem('recentlyViewed', JSON.stringify([id, 'UHJvZHVjdDpnb25l'])), product.id);
  await page.goto('/');
  const recent = page.getByRole('region', { name: 'Recently Viewed' });
  // The second id names no product (deleted): it is skipped.
  await expect(recent.getByRole('article')).toHaveCount(1);
  await expect(recent.getByRole('heading', { name: product.name })).toBeVisible();
});

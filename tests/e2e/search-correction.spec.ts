import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations } from './support.js';

interface Search {
  correctedQuery: string | null;
  totalCount: number;
  hrefs: string[];
}

/** What the server answers for a search: the correction it made, how many match, and each product's page, in order. */
async function searchThroughApi(page: Page, query: string): Promise<Search> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query ($query: String!) { searchProducts(query: $query, first: 16) { correctedQuery totalCount edges { node { databaseId slug } } } }',
      variables: { query },
    },
  });
  const { correctedQuery, totalCount, edges } = (await response.json()).data.searchProducts;
  return {
    correctedQuery,
    totalCount,
    hrefs: edges.map(({ node }: { node: { databaseId: string; slug: string } }) => `/product/${node.slug}-${node.databaseId}`),
  };
}

/** The product page each card on screen links to, in order. */
async function cardLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''));
}

test("a misspelt word shows the sugar it found and 'Did you mean', which a keyboard follows to the plain search", async ({ page }) => {
  const typo = await searchThroughApi(page, 'suger');
  const sugar = await searchThroughApi(page, 'sugar');
  expect(typo.correctedQuery).toBe('sugar');
  expect(sugar.correctedQuery).toBeNull();
  expect(sugar.totalCount).toBeGreaterThan(0);

  await page.goto('/search?q=suger');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "sugar"' })).toBeVisible();
  const status = page.getByRole('main').locator('[aria-live="polite"]').filter({ hasText: /products found/ });
  await expect(status).toContainText(`${typo.totalCount} products found`);
  await expect(status).toContainText('Nothing matched "suger". Did you mean "sugar"?');
  expect(await cardLinks(page)).toEqual(sugar.hrefs);
  await expectNoSeriousA11yViolations(page);

  const didYouMean = page.getByRole('link', { name: 'Did you mean "sugar"?' });
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(didYouMean).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sugar$/);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('sugar');
  // A word the catalogue knows is searched as typed: no correction, the same products.
  await expect(page.getByRole('link', { name: /Did you mean/ })).toHaveCount(0);
  await expect(status).toHaveText(`${sugar.totalCount} products found`);
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "sugar"' })).toBeFocused();
  expect(await cardLinks(page)).toEqual(sugar.hrefs);
});

test('a typo among several words is corrected alone, in the live region screen readers already follow', async ({ page }) => {
  const milk = await searchThroughApi(page, 'inyage milk');
  expect(milk.correctedQuery).toBe('inyange milk');

  await page.goto('/search?q=milk');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for "milk"' })).toBeVisible();
  const status = page.getByRole('main').locator('[aria-live="polite"]').filter({ hasText: /products found/ });
  // The region is marked, to show below that the new count and correction arrive in it rather than in a new one.
  await status.evaluate((element) => element.setAttribute('data-first-search', ''));

  const field = page.getByRole('searchbox', { name: 'Search products' });
  await field.fill('inyage milk');
  await field.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: 'Results for "inyange milk"' });
  await expect(heading).toBeVisible();
  await expect(heading.locator('em')).toHaveText('inyange');
  await expect(status).toContainText(`${milk.totalCount} products found`);
  await expect(status).toContainText('Nothing matched "inyage milk". Did you mean "inyange milk"?');
  await expect(status).toHaveAttribute('data-first-search', '');
  await expect(page.getByRole('link', { name: 'Did you mean "inyange milk"?' })).toHaveAttribute('href', '/search?q=inyange+milk');
  expect(await cardLinks(page)).toEqual(milk.hrefs);
  await expectNoSeriousA11yViolations(page);
});

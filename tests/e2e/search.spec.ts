import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations } from './support.js';

interface SearchPage {
  totalCount: number;
  hrefs: string[];
}

/** What the server answers for a search: how many match, and the product page of each (in order). */
async function searchThroughApi(page: Page, query: string, first: number): Promise<SearchPage> {
  const response = await page.request.post('/graphql', {
    data: {
      query: 'query ($query: String!, $first: Int!) { searchProducts(query: $query, first: $first) { totalCount edges { node { databaseId slug } } } }',
      variables: { query, first },
    },
  });
  const { totalCount, edges } = (await response.json()).data.searchProducts;
  return { totalCount, hrefs: edges.map(({ node }: { node: { databaseId: string; slug: string } }) => `/product/${node.slug}-${node.databaseId}`) };
}

/** The product page each card on screen links to, in order. */
async function cardLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('a[href^="/product/"]')?.getAttribute('href') ?? ''));
}

test('search results load page after page while scrolling, each product once and in ranked order', async ({ page }) => {
  const expected = await searchThroughApi(page, 'rice', 100);
  expect(expected.totalCount).toBeGreaterThan(32);
  expect(expected.totalCount).toBeLessThan(100);

  await page.goto('/search?q=rice');
  await expect(page.getByRole('heading', { name: 'Results for "rice"' })).toBeVisible();
  await expect(page.getByText(`${expected.totalCount} products found`)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(16);

  // Scrolling towards the end brings the next pages, until all of them are there.
  await expect(async () => {
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(expected.totalCount, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('You have seen all the results.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const shown = await cardLinks(page);
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown).toEqual(expected.hrefs);
  await expectNoSeriousA11yViolations(page);
});

test("a search that matches nothing says 'No Data found'", async ({ page }) => {
  await page.goto('/search?q=qzxwvjk');
  await expect(page.getByText('No Data found')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'See all products' }).click();
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  const all = await searchThroughApi(page, '', 1);
  await expect(page.getByText(`${all.totalCount} products found`)).toBeVisible();
});

test('a keyboard-only shopper searches from the home page, then searches again without the page going blank', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  const searchLink = page.getByRole('link', { name: 'Search products' });
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(searchLink).toBeFocused({ timeout: 200 });
  }).toPass({ timeout: 5_000 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search$/);

  const field = page.getByRole('searchbox', { name: 'Search products' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('placeholder', 'Search for atta dal and more.');
  await page.keyboard.type('rice');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rice$/);
  await expect(page.getByRole('heading', { name: 'Results for "rice"' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // A new search keeps the old results on screen until the new ones are there: no skeleton, no blank page.
  await page.evaluate(() => {
    const flags = window as unknown as { sawLoadingScreen: boolean };
    flags.sawLoadingScreen = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading search results"]')) flags.sawLoadingScreen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('milk');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Results for "milk"' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=milk$/);
  await expect(field).toHaveValue('milk');
  expect(await page.evaluate(() => (window as unknown as { sawLoadingScreen: boolean }).sawLoadingScreen)).toBe(false);

  // An empty search lists every product; Load more brings the next page from the keyboard (the fallback to scrolling).
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=$/);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(16);
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards).not.toHaveCount(16);
  expect(await cards.count()).toBeGreaterThanOrEqual(32);
});

test('results follow the typing once the shopper pauses, the address in step, and Back leaves the search at once', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await page.getByRole('link', { name: 'Search products' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const field = page.getByRole('searchbox', { name: 'Search products' });
  await field.pressSequentially('rice', { delay: 40 });
  // No Enter: the results come by themselves.
  await expect(page.getByRole('heading', { name: 'Results for "rice"' })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=rice$/);
  // A space typed after a word stays in the field while the address already holds the trimmed words.
  await field.pressSequentially(' 5', { delay: 40 });
  await expect(page).toHaveURL(/\/search\?q=rice\+5$/);
  await expect(field).toHaveValue('rice 5');
  await expect(page.getByRole('heading', { name: 'Results for "rice 5"' })).toBeVisible();
  // Typing replaced the address instead of adding an entry per letter: one Back returns to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
});

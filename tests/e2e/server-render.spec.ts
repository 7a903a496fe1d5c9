import { appReady, expect, type Page, test } from './app-test.js';

/** The page's schema.org blocks, parsed (a block that is not valid JSON fails the test). */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** A meta tag's content in the page's head (property= or name=). */
function metaContent(html: string, key: string): string | null {
  const head = html.slice(0, html.indexOf('</head>'));
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(head);
  return tag ? tag[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'") : null;
}

/** The page of a seeded product with pictures (other tests add products without any). */
async function aProductPath(page: Page): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: '{ searchProducts(query: "milk", first: 10) { edges { node { slug databaseId images stock } } } }' },
  });
  const { data } = (await response.json()) as { data: { searchProducts: { edges: { node: { slug: string; databaseId: string; images: string[]; stock: number } }[] } } };
  const product = data.searchProducts.edges.map((edge) => edge.node).find((node) => node.images.length > 0 && node.stock > 0);
  if (!product) throw new Error('No seeded milk product with pictures and stock');
  return `/product/${product.slug}-${product.databaseId}`;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper browses home -> category -> product -> search from the HTML alone', async ({ page }) => {
    // Each page's styles come in its HTML: no stylesheet holds its first paint.
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
    expect(await page.getByRole('article').first().locator('xpath=ancestor::ul[1]').evaluate((list) => getComputedStyle(list).display)).toBe('grid');
    // The search box's example is whole in the HTML (the typing starts from it once scripts run).
    await expect(page.getByRole('link', { name: 'Search products' }).first()).toContainText('Search "Shoes"');
    await expect(page).toHaveTitle('Groceries delivered across Rwanda | Isoko');
    await page.getByRole('link', { name: 'See all' }).first().click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
    await page.getByRole('link', { name: /Dairy & Eggs/ }).first().click();
    await expect(page).toHaveURL(/\/dairy-eggs-[a-z0-9]+\/all$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dairy');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name }).first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/RWF\s[\d,]+/).first()).toBeVisible();
    const picture = page.getByRole('img', { name }).first();
    await expect(picture).toBeVisible();
    // The picture loads (its first variant of this size may be made on demand): it arrives and is a real image.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The search box submits a GET to /search.
    await page.getByRole('link', { name: 'Search products' }).first().click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox').fill('milk');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=milk$/);
    await expect(page.getByRole('heading', { name: 'Results for "milk"' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test('Add asks for JavaScript only when pressed', async ({ page }) => {
    await page.goto(await aProductPath(page));
    const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await expect(add).toBeVisible();
    await add.click();
    await expect(page).toHaveURL(/\/cart\?add=[a-z0-9]+$/);
    await expect(page.getByRole('paragraph').filter({ hasText: 'This page needs JavaScript' })).toBeVisible();
  });

  test('an unknown address and an unknown product are a real 404 page', async ({ page }) => {
    for (const path of ['/no-such-aisle', '/product/no-such-thing-cmnosuchproduct000000000']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found | Isoko');
    }
  });
});

test('a product page has its link preview tags and valid Product and BreadcrumbList JSON-LD @desktop-only', async ({ page, baseURL }) => {
  const path = await aProductPath(page);
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  const origin = new URL(baseURL!).origin;
  const title = metaContent(html, 'og:title');
  expect(title).toBeTruthy();
  expect(html).toContain(`<title>${title!.replace(/&/g, '&amp;')} | Isoko</title>`);
  expect(metaContent(html, 'og:type')).toBe('product');
  expect(metaContent(html, 'og:url')).toBe(`${origin}${path}`);
  expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${origin}/uploads/.+\\?w=960$`));
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'product:price:currency')).toBe('RWF');
  expect(html).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
  for (const language of ['rw', 'fr']) expect(html).toContain(`hrefLang="${language}" href="${origin}${path}?lang=${language}"`);

  const blocks = jsonLdBlocks(html);
  const product = blocks.find((block) => block['@type'] === 'Product') as {
    name: string;
    image: string[];
    offers: { price: number; priceCurrency: string; availability: string; url: string };
  };
  expect(product.name).toBe(title);
  expect(product.image[0]).toBe(metaContent(html, 'og:image'));
  expect(product.offers.priceCurrency).toBe('RWF');
  expect(product.offers.price).toBe(Number(metaContent(html, 'product:price:amount')));
  expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  expect(product.offers.url).toBe(`${origin}${path}`);
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] };
  expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${origin}/` });
  expect(trail.itemListElement.at(-1)).toMatchObject({ name: title, item: `${origin}${path}` });
  // Every step of the trail is a page that exists.
  for (const step of trail.itemListElement) expect((await page.request.get(step.item)).status(), step.item).toBe(200);
});

test('with JavaScript, hydration asks for nothing again and nothing moves; the page then works as the app', async ({ page }) => {
  const path = await aProductPath(page);
  const graphql: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) graphql.push(request.headers()['x-isoko-operation'] ?? 'unnamed');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const address of ['/', '/categories', path, '/search?q=rice']) {
    graphql.length = 0;
    await page.goto(address, { waitUntil: 'networkidle' });
    // The app has taken over: a client-side navigation works.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(graphql, address).toEqual([]);
    // The styles written into the page are not fetched again, by the browser or by the app's code loader.
    const inlined = await page.evaluate(() => [...document.querySelectorAll('style[data-href]')].map((style) => style.getAttribute('data-href')!));
    expect(inlined.length, address).toBeGreaterThan(0);
    expect(
      await page.evaluate((hrefs) => performance.getEntriesByType('resource').filter((entry) => hrefs.some((href) => entry.name.endsWith(href))).map((entry) => entry.name), inlined),
      address,
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total), address).toBeLessThan(0.05);
    // The page painted from its HTML: the app's code was asked for only once its pictures were in (the load event).
    const timing = await page.evaluate(() => {
      const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      const app = performance.getEntriesByType('resource').filter((entry) => /\/assets\/first-visit-[\w-]+\.js$/.test(entry.name));
      return { loaded, appRequested: app.map((entry) => entry.startTime) };
    });
    expect(timing.appRequested, address).toHaveLength(1);
    expect(timing.appRequested[0], address).toBeGreaterThanOrEqual(timing.loaded);
  }
  expect(errors).toEqual([]);
  // A page the app opens itself brings the stylesheet the first page did not carry.
  await page.goto('/', { waitUntil: 'networkidle' });
  const card = page.getByRole('article').first();
  await card.getByRole('link', { name: (await card.getByRole('heading').textContent())!.trim() }).first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator('link[rel="stylesheet"][href*="/ProductRoute-"]:not([disabled])')).toHaveCount(1);
  expect(await page.locator('link[rel="stylesheet"][href*="/ProductRoute-"]').evaluate((link: HTMLLinkElement) => link.sheet !== null)).toBe(true);
  // Hydrated: Add now adds here, without leaving the page.
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.getByRole('button', { name: /^Increase/ }).first()).toBeVisible();
  // In Kinyarwanda too (last: the address's language is remembered): the server writes numbers as the browser does.
  await page.goto(`${path}?lang=rw`, { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  expect(errors).toEqual([]);
});

test('Add pressed before the app has taken over the page is made once it has, on the same page', async ({ page }) => {
  const path = await aProductPath(page);
  // The app's code is held back, so the press surely comes before the app has taken over.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/first-visit-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.mainFrame().goto(path, { waitUntil: 'load' });
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).pathname).toBe(path);
  release();
  await appReady(page);
  await expect(page.getByRole('button', { name: /^Increase/ }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(path);
});

test('a page comes in the language the address or the shopper chose @desktop-only', async ({ page, context, baseURL }) => {
  const french = await (await page.request.get('/categories?lang=fr')).text();
  expect(french).toMatch(/^<!DOCTYPE html><html lang="fr">/);
  expect(french).toContain('<title>Toutes les catégories | Isoko</title>');
  await context.addCookies([{ name: 'language', value: 'rw', url: baseURL! }]);
  await page.goto('/categories');
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await expect(page.getByRole('heading', { name: 'Ibyiciro byose' })).toBeVisible();
});

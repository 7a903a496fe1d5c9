import { expect, test } from './app-test.js';

test('pages and the app are sent compressed and its hashed assets are kept for a year; GraphQL answers are compressed @desktop-only', async ({ page }) => {
  const assets: { url: string; cacheControl: string | undefined; encoding: string | undefined }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (/\/assets\/.+\.js$/.test(response.url())) {
      assets.push({ url: response.url(), cacheControl: headers['cache-control'], encoding: headers['content-encoding'] });
    }
  });
  const home = await page.goto('/');
  // The rendered page itself.
  expect(['br', 'gzip']).toContain((await home!.allHeaders())['content-encoding']);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  expect(assets.length).toBeGreaterThan(2);
  for (const asset of assets) {
    expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  }
  // Every script of any size arrives compressed (the build skips only tiny files, where it would not pay).
  const uncompressed = assets.filter((asset) => asset.encoding !== 'br' && asset.encoding !== 'gzip');
  for (const asset of uncompressed) expect((await (await page.request.get(asset.url)).body()).length, asset.url).toBeLessThan(1500);
  expect(uncompressed.length).toBeLessThan(assets.length);
  // The app asks for the next page's data itself: a search's answer (several KB) arrives compressed.
  const searched = page.waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('"query":"rice"'));
  await page.getByRole('link', { name: 'Search products' }).first().click();
  await page.getByRole('searchbox').fill('rice');
  await page.getByRole('searchbox').press('Enter');
  const answer = await searched;
  expect((await answer.body()).length).toBeGreaterThan(1024);
  expect(['br', 'gzip', 'deflate']).toContain((await answer.allHeaders())['content-encoding']);
});

test('a first visit to a page the app renders starts its queries before the app code arrives, and sends each only once @desktop-only', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) sent.push(request.headers()['x-isoko-operation'] ?? '');
  });
  // The cart is rendered in the browser (the server sends the app's shell): the entry script starts the layout's
  // query, and the app takes that answer instead of asking again.
  const cart = await page.goto('/cart');
  expect(cart?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: /cart/i }).first()).toBeVisible();
  expect(sent.filter((name) => name === 'AppLayoutRouteQuery')).toHaveLength(1);
  // A page the server rendered brought its data: the app asks for nothing on taking it over.
  sent.length = 0;
  const search = await page.goto('/search?q=rice');
  expect(search?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: /rice/ })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(sent).toEqual([]);
});

// playwright.config.ts builds the app with NODE_ENV=development in the shell, as a developer might start the shop:
// the build must be a production one all the same.
test('the shop started under NODE_ENV=development serves production React and a worker that takes control @desktop-only', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url())) scripts.push(response.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  const code = (await Promise.all(scripts)).join('\n');
  // React's production build points at its error decoder; its development build carries the warnings instead.
  // (Booleans, so a failure names the check instead of printing the whole bundle.)
  expect(code.includes('react.dev/errors/'), "React's production error decoder").toBe(true);
  expect(code.includes('Each child in a list should have a unique'), "React's development warnings").toBe(false);
  // A development service worker never controls the page; the production one claims it on its first install.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 20_000 });
  const worker = await (await page.request.get('/sw.js')).text();
  // Workbox's development build spells out its assertion messages; production leaves them out.
  expect(worker.includes('parameter was given a value with an unexpected value'), "Workbox's development messages").toBe(false);
});

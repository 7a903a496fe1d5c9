import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, type Page, type Request, test } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, type FreshShopper, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

// Issue 19: a shopper on a flaky phone connection. The service worker, the offline queue and the placement's key
// behave the same at any width, so these run in the desktop project only (tagged @desktop-only: the phone project
// leaves them out; it would add nothing but time).

/** Waits until the service worker controls the page (it claims the page on its first install). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 20_000 });
}

interface SeedProduct {
  id: string;
  databaseId: string;
  name: string;
  slug: string;
  stock: number;
  effectivePrice: number;
}

/** A price as the shop prints it (en-US, whole francs). */
const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });

/** Products with enough stock, found through GraphQL (the seed is deterministic, but ids are not hard-coded). */
async function productsInStock(page: Page, count: number): Promise<SeedProduct[]> {
  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 60) { edges { node { id databaseId name slug stock effectivePrice images } } } }');
  // Products other tests made may have no picture; these tests are about pictures kept offline.
  const products = searchProducts.edges
    .map((edge: { node: SeedProduct & { images: string[] } }) => edge.node)
    .filter((product: SeedProduct & { images: string[] }) => product.stock >= 5 && product.images.length > 0);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

/** Every picture in the page's main area has loaded (from the network or the service worker's cache). */
async function expectPicturesLoaded(page: Page): Promise<void> {
  const pictures = page.getByRole('main').locator('img');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() => pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).loading !== 'lazy' || image.getBoundingClientRect().top < innerHeight).every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

/**
 * A new deployment, as the phone sees it: the server's worker file has new bytes (the server sends the build's
 * compressed copies when there are some, so they change too). Returns what puts the deployed files back.
 */
async function deployNewWorker(): Promise<() => Promise<void>> {
  const worker = join(import.meta.dirname, '../../client/dist/sw.js');
  const copies = [worker, `${worker}.br`, `${worker}.gz`].filter((path) => existsSync(path));
  const deployed = await Promise.all(copies.map((path) => readFile(path)));
  const next = Buffer.from(`${deployed[0]!.toString('utf8')}\n// the next deployment\n`);
  const encode = (path: string) => (path.endsWith('.br') ? brotliCompressSync(next) : path.endsWith('.gz') ? gzipSync(next) : next);
  await Promise.all(copies.map((path) => writeFile(path, encode(path))));
  return async () => {
    await Promise.all(copies.map((path, index) => writeFile(path, deployed[index]!)));
  };
}

/** Asks the browser to look for a new version of the service worker now (as it does on its own from time to time). */
async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
}

test.describe('offline use', { tag: '@desktop-only' }, () => {
  test('installable: the manifest has the shop icons and the service worker controls the page', async ({ page }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const response = await page.request.get(manifestHref!);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ short_name: 'Isoko', start_url: '/', display: 'standalone', theme_color: '#14532d' });
    const sizes = manifest.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    const worker = await page.request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    await waitForServiceWorker(page);
    // Chromium's own install criteria (what decides whether the install prompt may be offered). A test browser's
    // context is off the record, which alone keeps the prompt away; nothing else may be missing.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { url, data } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(data).toContain('"maskable"');
    // The precache is lean: the shopper's routes, never the admin's.
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = await caches.open(names.find((name) => name.includes('precache'))!);
      return (await precache.keys()).map((request) => new URL(request.url).pathname);
    });
    // Home travels in the first-visit chunk; product and search have chunks of their own.
    for (const chunk of ['first-visit', 'ProductRoute', 'SearchRoute']) expect(precached.some((path) => path.startsWith(`/assets/${chunk}-`))).toBe(true);
    expect(precached.some((path) => /\/assets\/(UploadProductRoute|SalesAnalyticsRoute|CategoryAdminRoute)-/.test(path))).toBe(false);
  });

  test('pages visited open offline with their pictures, under an offline banner', async ({ page, context }) => {
    const [product] = await productsInStock(page, 1);
    const { categories } = await gql(page.request, '{ categories { name slug databaseId subCategories { name slug databaseId } } }');
    const category = categories[0];
    const listing = `/${category.slug}-${category.databaseId}/${category.subCategories[0].slug}-${category.subCategories[0].databaseId}`;
    await page.goto('/');
    await waitForServiceWorker(page);
    // Seen once with the worker in control: home, a listing, a product.
    const visits = [
      { path: '/', heading: /Fresh groceries delivered/ },
      { path: listing, heading: category.subCategories[0].name },
      { path: `/product/${product!.slug}-${product!.databaseId}`, heading: product!.name },
    ];
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expectPicturesLoaded(page);
    }

    await context.setOffline(true);
    for (const visit of visits) {
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expectPicturesLoaded(page);
    }
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText('You are offline. Pages you have visited still open.');
    await expectNoSeriousA11yViolations(page);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  async function serverCart(page: Page, shopper: FreshShopper): Promise<Record<string, number>> {
    const { viewer } = await gql(page.request, '{ viewer { cart { lines { quantity product { id } } } } }', {}, shopper.token);
    return Object.fromEntries(viewer.cart.lines.map((line: { quantity: number; product: { id: string } }) => [line.product.id, line.quantity]));
  }

  test('cart changes made offline show in the cart as waiting, survive a reload and reach the server once, in order', async ({ page, context }, testInfo) => {
    const [first, second] = await productsInStock(page, 2);
    const shopper = await signInAsFreshShopper(page, testInfo);
    await addToCartThroughApi(page, shopper, second!.id);
    const productPage = `/product/${first!.slug}-${first!.databaseId}`;
    await page.goto(productPage);
    await waitForServiceWorker(page);
    // Seen online with the worker in control: the cart page, the product page and the cart drawer.
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: second!.name })).toBeVisible();
    await page.goto(productPage);
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    const cartButton = page.getByRole('banner').getByRole('button', { name: /^My Cart/ });
    const drawer = page.getByRole('dialog', { name: 'My Cart' });
    await cartButton.click();
    await expect(drawer.getByRole('listitem').filter({ hasText: second!.name })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close the cart' }).click();

    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: `Add ${first!.name} to cart` }).click();
    await main.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await main.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await expect(main.getByText('3 in cart')).toBeAttached();
    await expect(banner).toContainText('1 cart change will be saved when you are back online.');
    const waiting = 'Not saved yet: waiting for a connection';
    const grandTotal = (firstQuantity: number, secondQuantity: number) =>
      `Grand total${rwf.format(firstQuantity * first!.effectivePrice + secondQuantity * second!.effectivePrice)}`;
    // The same page's cart drawer lists the new product, marked as waiting, at the quantity and price chosen; the
    // bill counts it.
    await cartButton.click();
    const firstInDrawer = drawer.getByRole('listitem').filter({ hasText: first!.name });
    await expect(firstInDrawer).toContainText(waiting);
    await expect(firstInDrawer).toContainText(rwf.format(3 * first!.effectivePrice));
    await expect(firstInDrawer.getByText('3 in cart')).toBeAttached();
    await expect(drawer.getByRole('listitem').filter({ hasText: second!.name })).not.toContainText(waiting);
    await expect(drawer).toContainText(grandTotal(3, 1));
    // The waiting line can be changed there too (it has no server id yet: the change is kept by product).
    await firstInDrawer.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
    await expect(firstInDrawer.getByText('2 in cart')).toBeAttached();
    await expect(drawer).toContainText(grandTotal(2, 1));
    await drawer.getByRole('button', { name: 'Close the cart' }).click();

    // The cart page, opened afresh offline (the store has only the kept answer of the cart): the new line is drawn
    // from the queue. The second product's line goes from 1 to 2.
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    const firstLine = lines.filter({ hasText: first!.name });
    const secondLine = lines.filter({ hasText: second!.name });
    await expect(firstLine).toContainText(waiting);
    await expect(firstLine.getByText('2 in cart')).toBeAttached();
    await secondLine.getByRole('button', { name: `Increase quantity of ${second!.name}` }).click();
    await expect(secondLine).toContainText(waiting);
    await expect(banner).toContainText('2 cart changes will be saved when you are back online.');
    expect(await serverCart(page, shopper)).toEqual({ [second!.id]: 1 });

    // A reload while offline keeps them (the worker opens the page; the queue is in localStorage) and shows them.
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText('2 cart changes will be saved when you are back online.');
    await expect(firstLine.getByText('2 in cart')).toBeAttached();
    await expect(secondLine.getByText('2 in cart')).toBeAttached();
    await expect(lines.filter({ hasText: waiting })).toHaveCount(2);
    await expect(page.getByRole('main')).toContainText(grandTotal(2, 2));
    await expectNoSeriousA11yViolations(page);
    // On a phone the banner takes its own room above the bottom navigation: the Proceed bar moves up above it
    // instead of being hidden under it.
    await page.setViewportSize({ width: 375, height: 740 });
    const proceedBox = await page.getByRole('main').getByRole('button', { name: /Proceed/ }).boundingBox();
    const bannerBox = await page.getByTestId('offline-banner').boundingBox();
    expect(proceedBox!.y + proceedBox!.height).toBeLessThanOrEqual(bannerBox!.y);
    await page.setViewportSize({ width: 1280, height: 800 });

    await context.setOffline(false);
    await expect(page.getByText('The cart changes you made offline are saved.')).toBeVisible();
    await expect.poll(() => serverCart(page, shopper)).toEqual({ [first!.id]: 2, [second!.id]: 2 });
    // The server's lines take the waiting ones' places: one line per product, none waiting.
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: waiting })).toHaveCount(0);
    await expect(firstLine.getByText('2 in cart')).toBeAttached();
    // Coming back again sends nothing twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    expect(await serverCart(page, shopper)).toEqual({ [first!.id]: 2, [second!.id]: 2 });
  });

  test('a cart change made offline that the server refuses is explained, and the cart shows what the server has', async ({ page, context }, testInfo) => {
    // A product of this test only, which the admin withdraws while the shopper is offline.
    const { login } = await gql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }', {
      input: { email: 'admin@isoko.rw', password: 'Admin@12345' },
    });
    const { categories } = await gql(page.request, '{ categories { id } }');
    const name = `Offline test beans ${testInfo.testId.slice(0, 6)}`;
    const { createProduct } = await gql(
      page.request,
      'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on CreateProductPayload { product { id databaseId slug } } ... on Error { message } } }',
      { input: { name, description: 'Beans for the offline test.', unit: '1 kg', price: 1500, discount: 0, stock: 5, categoryIds: [categories[0].id] } },
      login.accessToken,
    );
    expect(createProduct.__typename, createProduct.message).toBe('CreateProductPayload');
    const product = createProduct.product;
    const shopper = await signInAsFreshShopper(page, testInfo);
    await page.goto(`/product/${product.slug}-${product.databaseId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: `Add ${name} to cart` }).click();
    await expect(page.getByTestId('offline-banner')).toContainText('1 cart change will be saved when you are back online.');
    await expect(page.getByRole('banner').getByRole('button', { name: /^My Cart: 1 item/ })).toBeVisible();
    const { deleteProduct } = await gql(page.request, 'mutation ($id: ID!) { deleteProduct(input: { id: $id }) { __typename } }', { id: product.id }, login.accessToken);
    expect(deleteProduct.__typename).toBe('DeleteProductPayload');

    await context.setOffline(false);
    await expect(page.getByText(`The cart change for ${name} made offline was not saved:`)).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    expect(await serverCart(page, shopper)).toEqual({});
    // The header's cart button counted the refused unit while offline; it now shows the server's empty cart.
    await expect(page.getByRole('banner').getByRole('button', { name: 'My Cart', exact: true })).toBeVisible();
  });

  test('the answer to Cash on Delivery is lost and the app is closed: reopening it finishes the same, single order', async ({ page, context }, testInfo) => {
    const [product] = await productsInStock(page, 1);
    const shopper = await signInAsFreshShopper(page, testInfo);
    await addToCartThroughApi(page, shopper, product!.id);
    await addAddressThroughApi(page, shopper, 'KG 11 Ave');
    const keys: string[] = [];
    // The first placeOrder reaches the server (the order is placed) and the connection drops before the answer.
    await context.route('**/graphql', async (route) => {
      const key = route.request().postDataJSON()?.variables?.input?.idempotencyKey;
      if (!key) return route.continue();
      keys.push(key);
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Cash on Delivery' }).click();
    await expect.poll(() => keys.length).toBe(1);
    await page.close();

    // The app is opened again (same phone, a new page): the pending order is finished with the same key.
    const reopened = await context.newPage();
    await reopened.goto('/checkout');
    await expect(reopened).toHaveURL(/\/success\?order=\w+$/);
    await expect(reopened.getByRole('heading', { level: 1, name: 'Order Successfully' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const { viewer } = await gql(reopened.request, '{ viewer { orders(first: 5) { totalCount } } }', {}, shopper.token);
    expect(viewer.orders.totalCount).toBe(1);
  });

  test('a new deployment is offered with a prompt; Later leaves the page as it is, Reload switches to it', async ({ page }, testInfo) => {
    // Two update checks and a handover: more than the default when the machine is busy.
    testInfo.setTimeout(60_000);
    await page.goto('/');
    await waitForServiceWorker(page);
    const restore = await deployNewWorker();
    try {
      const prompt = page.getByRole('region', { name: 'New version available' });
      await checkForUpdate(page);
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      await expect(prompt).toContainText('Reload to use it; your cart and your orders are kept.');
      await expectNoSeriousA11yViolations(page);
      await prompt.getByRole('button', { name: 'Later' }).click();
      await expect(prompt).toHaveCount(0);
      // The open page keeps working on the version it started with.
      await page.getByRole('link', { name: 'Shop Now' }).click();
      await expect(page).toHaveURL(/\/categories$/);

      // Next visit: the prompt again; Reload hands over to the new worker and reloads once.
      await page.reload();
      await expect(prompt).toBeVisible({ timeout: 15_000 });
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload to use the new version' }).click();
      await reloaded;
      await expect(prompt).toHaveCount(0);
      const waiting = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null);
      expect(waiting).toBeNull();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('another tab takes the new version: this one is told, keeps its checkout, and reloads once onto a page whose code is gone', async ({ page, context }, testInfo) => {
    testInfo.setTimeout(60_000);
    const [product] = await productsInStock(page, 1);
    const shopper = await signInAsFreshShopper(page, testInfo);
    await addToCartThroughApi(page, shopper, product!.id);
    await addAddressThroughApi(page, shopper, 'KG 7 Ave');
    // A chunk the server does not have is refused as such (not answered with the app's page).
    expect((await page.request.get('/assets/NoSuchRoute-0000.js')).status()).toBe(404);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Tab B: the same app in the checkout, a promo code typed and not applied yet.
    const tabB = await context.newPage();
    let loadsB = 0;
    tabB.on('load', () => (loadsB += 1));
    // A chunk of the old build, gone from the server: refused (the page's preload and import of it, through the
    // worker) until tab B loads a document again. The build served here is the same, so after that it loads.
    const goneUntilReload = async (chunk: string) => {
      let reloaded = false;
      const onRequest = (request: Request) => {
        if (request.isNavigationRequest() && request.frame().page() === tabB) reloaded = true;
      };
      context.on('request', onRequest);
      await context.route(`**/assets/${chunk}-*.js`, (route) => (reloaded ? route.continue() : route.fulfill({ status: 404, body: 'Not found' })));
    };
    await tabB.goto('/checkout');
    const code = tabB.getByLabel('Promo Code');
    await code.fill('NOT-YET');
    // Offline use starts a few seconds after a page has loaded (its host element shows it has).
    const offlineStarted = tabB.locator('#isoko-offline');
    await expect(offlineStarted).toBeAttached({ timeout: 10_000 });

    const restore = await deployNewWorker();
    try {
      const promptA = page.getByRole('region', { name: 'New version available' });
      const promptB = tabB.getByRole('region', { name: 'New version available' });
      await checkForUpdate(page);
      await expect(promptA).toBeVisible({ timeout: 15_000 });
      await expect(promptB).toBeVisible();
      await promptB.getByRole('button', { name: 'Later' }).click();
      const reloadedA = page.waitForEvent('load');
      await promptA.getByRole('button', { name: 'Reload to use the new version' }).click();
      await reloadedA;

      // Tab B now runs the old build's code under the new worker: it is told again; nothing reloads the checkout.
      await expect(promptB).toBeVisible();
      await promptB.getByRole('button', { name: 'Later' }).click();
      // Nor does a lazy chunk failing there (as Vite reports it): the prompt comes back instead.
      await tabB.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));
      await expect(promptB).toBeVisible();
      await expect(code).toHaveValue('NOT-YET');
      expect(loadsB).toBe(1);
      await expectNoSeriousA11yViolations(tabB);

      // Away from the checkout, the orders page's code of the old build is gone from the server: the tab reloads
      // once, onto the orders page, with the code the server has now.
      await goneUntilReload('OrdersRoute');
      await tabB.getByRole('banner').getByRole('link', { name: 'Isoko home' }).click();
      await tabB.getByRole('banner').getByRole('button', { name: /Test Shopper/ }).click();
      await tabB.getByRole('link', { name: 'My Orders' }).click();
      await expect(tabB.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
      await expect(tabB).toHaveURL(/\/dashboard\/myorders$/);
      expect(loadsB).toBe(2);
      await expect(promptB).toHaveCount(0);

      // A chunk failing again moments after such a reload is offered with the prompt: never a reload loop.
      await expect(offlineStarted).toBeAttached({ timeout: 10_000 });
      await goneUntilReload('AddressRoute');
      await tabB.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Save Address' }).click();
      await expect(promptB).toBeVisible();
      await tabB.waitForTimeout(1000);
      expect(loadsB).toBe(2);
    } finally {
      await restore();
    }
  });
});

import { expect, type Locator, type Page, test, type TestInfo } from './app-test.js';
import { addAddressThroughApi, addToCartThroughApi, type FreshShopper, gql, signInAsFreshShopper } from './fresh-shopper.js';

/**
 * Nothing that floats (the help assistant, the bottom navigation, the offline banner, the sticky header, a sheet's
 * close button) may lie over a page's main action, at any width, wherever the action is scrolled to. The phone
 * project checks the phones' widths, the desktop project the tablets' and laptops'.
 */
const WIDTHS: Record<string, number[]> = { phone: [320, 375, 414], desktop: [768, 1024, 1280, 1440] };

function widths(testInfo: TestInfo): number[] {
  const list = WIDTHS[testInfo.project.name];
  if (!list) throw new Error(`no widths for the project ${testInfo.project.name}`);
  return list;
}

/**
 * Scrolls the action to the bottom, the middle and the top of the screen (as far as the page lets it go) and lists
 * what covers it there: any part of a fixed or sticky element (that does not hold the action) whose box meets the
 * action's, or another element answering a tap at the action's centre.
 */
async function whatCovers(action: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const block of ['end', 'center', 'start'] as const) {
    const covering = await action.evaluate(async (element, where) => {
      element.scrollIntoView({ block: where, inline: 'nearest', behavior: 'instant' });
      // Two frames for the scroll to settle; a browser that stops painting a page for a moment (seen on a busy
      // machine: the frames never came and the test hung) is read after half a second instead.
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 500);
      });
      const describe = (node: Element | null) =>
        node
          ? `<${node.tagName.toLowerCase()}${node.getAttribute('aria-label') ? ` aria-label="${node.getAttribute('aria-label')}"` : ''} class="${node.className}">`
          : 'nothing';
      const box = element.getBoundingClientRect();
      const problems: string[] = [];
      if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) problems.push(`it is not all on screen (${JSON.stringify(box)})`);
      for (const floating of document.querySelectorAll('body *')) {
        const { position } = getComputedStyle(floating);
        if ((position !== 'fixed' && position !== 'sticky') || floating.contains(element)) continue;
        const covers = [floating, ...floating.querySelectorAll('*')].find((part) => {
          if (!part.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
          // An empty frame that lets taps through and draws nothing (the toasts' region between toasts) hides nothing.
          const style = getComputedStyle(part);
          const draws =
            style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            style.backgroundImage !== 'none' ||
            style.boxShadow !== 'none' ||
            style.borderTopStyle !== 'none' ||
            part instanceof SVGElement ||
            part instanceof HTMLImageElement ||
            [...part.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          if (style.pointerEvents === 'none' && !draws) return false;
          const rect = part.getBoundingClientRect();
          const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          return across > 0.5 && down > 0.5;
        });
        if (covers) problems.push(`${describe(covers)} (${position}) lies over it`);
      }
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !element.contains(hit)) problems.push(`a tap at its centre reaches ${describe(hit)}`);
      return problems;
    }, block);
    found.push(...covering.map((problem) => `scrolled to the ${block}: ${problem}`));
  }
  return found;
}

/** Checks the action at each of the project's widths; `ready` waits for the page to show it after a resize. */
async function expectNothingOver(page: Page, testInfo: TestInfo, action: Locator) {
  const problems: string[] = [];
  for (const width of widths(testInfo)) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await expect(action).toBeVisible();
    // Nothing sticks out sideways: a phone would shrink such a page and push its bottom bars off the screen.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (pageWidth > width) problems.push(`${width} px, the page is ${pageWidth} px wide`);
    problems.push(...(await whatCovers(action)).map((problem) => `${width} px, ${problem}`));
  }
  expect(problems).toEqual([]);
}

async function productsInStock(page: Page) {
  const { searchProducts } = await gql(page.request, '{ searchProducts(first: 60) { edges { node { id databaseId slug name stock } } } }');
  return (searchProducts.edges as { node: { id: string; databaseId: string; slug: string; name: string; stock: number } }[])
    .map((edge) => edge.node)
    .filter((node) => node.stock >= 20);
}

/** A shopper with two lines in the cart and a saved address. */
async function shopperReadyToOrder(page: Page, testInfo: TestInfo): Promise<FreshShopper & { addressId: string }> {
  const shopper = await signInAsFreshShopper(page, testInfo);
  const products = await productsInStock(page);
  await addToCartThroughApi(page, shopper, products[2]!.id);
  await addToCartThroughApi(page, shopper, products[3]!.id);
  const addressId = await addAddressThroughApi(page, shopper, `KG ${testInfo.project.name} St`);
  return { ...shopper, addressId };
}

test('Proceed on /cart is never under the help button, the bottom navigation or the header', async ({ page }, testInfo) => {
  await shopperReadyToOrder(page, testInfo);
  await page.goto('/cart');
  await expectNothingOver(page, testInfo, page.getByRole('main').getByRole('button', { name: /Proceed/ }));
});

test('Add on the product page is never under anything floating', async ({ page }, testInfo) => {
  await signInAsFreshShopper(page, testInfo);
  const product = (await productsInStock(page))[4]!;
  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  await expectNothingOver(page, testInfo, page.getByRole('main').getByRole('button', { name: `Add ${product.name} to cart` }));
});

test('on the home page and in search, every Add on a product card is clear of anything floating', async ({ page }, testInfo) => {
  for (const path of ['/', '/search?q=rice']) {
    await page.goto(path);
    const adds = page.getByRole('main').getByRole('article').getByRole('button', { name: /^Add .+ to cart$/ });
    await expect(adds.first()).toBeVisible();
    // The first cards and the last card shown: the launcher used to float over cards in the bottom right corner.
    const count = await adds.count();
    for (const index of [...new Set([0, 1, 2, 3, count - 1])].filter((at) => at < count)) {
      await expectNothingOver(page, testInfo, adds.nth(index));
    }
  }
});

test('Cash on Delivery at checkout is never under anything floating', async ({ page }, testInfo) => {
  await shopperReadyToOrder(page, testInfo);
  await page.goto('/checkout');
  await expectNothingOver(page, testInfo, page.getByRole('button', { name: 'Cash on Delivery' }));
});

test('Cancel Order in My Orders is never under the sheet\'s close button or anything floating', async ({ page }, testInfo) => {
  const shopper = await shopperReadyToOrder(page, testInfo);
  const { viewer } = await gql(page.request, '{ viewer { cart { subtotal total } } }', {}, shopper.token);
  const { placeOrder } = await gql(
    page.request,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderPayload { order { orderNumber } } ... on Error { message } } }',
    { input: { addressId: shopper.addressId, subtotal: viewer.cart.subtotal, total: viewer.cart.total } },
    shopper.token,
  );
  expect(placeOrder.__typename, placeOrder.message).toBe('PlaceOrderPayload');
  await page.goto('/dashboard/myorders');
  const order = page.getByRole('article', { name: `Order No: ${placeOrder.order.orderNumber}` });
  await expectNothingOver(page, testInfo, order.getByRole('button', { name: 'Cancel Order' }));
});

test('Add Address is never under the sheet\'s close button or anything floating', async ({ page }, testInfo) => {
  await shopperReadyToOrder(page, testInfo);
  await page.goto('/dashboard/address');
  await expectNothingOver(page, testInfo, page.getByRole('button', { name: 'Add Address', exact: true }));
});

test('offline, the banner takes its own room: Proceed and Add stay clear of it', async ({ page, context }, testInfo) => {
  await shopperReadyToOrder(page, testInfo);
  const product = (await productsInStock(page))[5]!;
  await page.goto('/cart');
  const proceed = page.getByRole('main').getByRole('button', { name: /Proceed/ });
  await expect(proceed).toBeVisible();
  // The offline side of the app (the banner among it) starts a moment after the page, with the service worker.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, { timeout: 20_000 });
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expectNothingOver(page, testInfo, proceed);

  await context.setOffline(false);
  await page.goto(`/product/${product.slug}-${product.databaseId}`);
  const add = page.getByRole('main').getByRole('button', { name: `Add ${product.name} to cart` });
  await expect(add).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expectNothingOver(page, testInfo, add);
});

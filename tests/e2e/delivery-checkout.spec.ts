import { expect, type Page, type TestInfo, test } from './app-test.js';
import { addToCartThroughApi, type FreshShopper, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, isPhone } from './support.js';

// The seeded delivery zones (the shared database keeps them): four served districts, Free, '2-3 days'.
const SERVED = 'Gasabo, Kicukiro, Nyarugenge and Musanze';
const REFUSAL = {
  en: `We do not deliver to Rusizi yet. We deliver to ${SERVED}.`,
  rw: 'Ntiturageza ibicuruzwa i Rusizi. Tugeza ibicuruzwa i Gasabo, Kicukiro, Nyarugenge na Musanze.',
  fr: 'Nous ne livrons pas encore à Rusizi. Nous livrons à Gasabo, Kicukiro, Nyarugenge et Musanze.',
} as const;

/** A delivery date as the English interface writes it: the day with its weekday, in Kigali time. */
const fullDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'Africa/Kigali' }).format(new Date(iso));

/** A product with stock to spare, a different one for each screen size so their orders never compete. */
async function productInStock(page: Page): Promise<{ id: string; effectivePrice: number }> {
  const { newArrivals } = await gql(page.request, '{ newArrivals { id stock effectivePrice } }');
  const plenty = newArrivals.filter((product: { stock: number }) => product.stock >= 10);
  expect(plenty.length).toBeGreaterThan(1);
  return plenty[isPhone(page) ? 0 : 1];
}

/** Saves an address in `district` (its first sector and village) through GraphQL. */
async function addAddressIn(page: Page, shopper: FreshShopper, district: string, street: string): Promise<string> {
  const { addressLocations } = await gql(page.request, 'query ($district: String!) { addressLocations { sectors(district: $district) } }', { district });
  const sector = addressLocations.sectors[0];
  const { addressLocations: places } = await gql(
    page.request,
    'query ($district: String!, $sector: String!) { addressLocations { villages(district: $district, sector: $sector) } }',
    { district, sector },
  );
  const { createAddress } = await gql(
    page.request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on CreateAddressPayload { address { id deliveryPromise { estimatedDeliveryDate } } } ... on Error { message } } }',
    { input: { district, sector, village: places.villages[0], street, mobile: '0788123456' } },
    shopper.token,
  );
  expect(createAddress.__typename, createAddress.message).toBe('CreateAddressPayload');
  return createAddress.address.id;
}

/** What the server promises now for the shopper's address in `district`. */
async function estimateFor(page: Page, shopper: FreshShopper, district: string): Promise<string> {
  const { viewer } = await gql(page.request, '{ viewer { addresses(first: 10) { edges { node { district deliveryPromise { estimatedDeliveryDate } } } } } }', {}, shopper.token);
  const address = viewer.addresses.edges.find((edge: { node: { district: string } }) => edge.node.district === district);
  return address.node.deliveryPromise.estimatedDeliveryDate;
}

async function ordersOf(page: Page, shopper: FreshShopper): Promise<{ total: number; deliveryCharge: number; estimatedDeliveryDate: string }[]> {
  const { viewer } = await gql(page.request, '{ viewer { orders(first: 5) { edges { node { total deliveryCharge estimatedDeliveryDate } } } } }', {}, shopper.token);
  return viewer.orders.edges.map((edge: { node: unknown }) => edge.node);
}

/** Opens the tab in `language`, as a shopper who chose it before would. */
async function startIn(page: Page, language: 'en' | 'rw' | 'fr') {
  await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
}

async function shopperWithCart(page: Page, testInfo: TestInfo) {
  const product = await productInStock(page);
  const shopper = await signInAsFreshShopper(page, testInfo);
  await addToCartThroughApi(page, shopper, product.id);
  return { shopper, product };
}

test('a Musanze address: Free and the estimated date at checkout, the same date on /success and in My Orders; a Rusizi address is refused', async ({
  page,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const { shopper, product } = await shopperWithCart(page, testInfo);
  await addAddressIn(page, shopper, 'Musanze', 'Near Musanze market');
  const estimate = fullDate(await estimateFor(page, shopper, 'Musanze'));

  await page.goto('/checkout');
  const musanze = page.getByRole('radio', { name: /Near Musanze market/ });
  await expect(musanze).toBeChecked();
  await expect(page.locator('label').filter({ has: musanze })).toContainText('Delivery: 2-3 days · Free');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Delivery ChargeFree');
  await expect(summary).toContainText(`Estimated delivery${estimate}`);
  const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
  await expect(summary).toContainText(`Grand total${rwf.format(product.effectivePrice)}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Cash on Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  const main = page.getByRole('main');
  await expect(main).toContainText(`Estimated delivery${estimate}`);
  await expect(main).toContainText('Delivery ChargeFree');
  await expect(main).toContainText(`To pay on delivery${rwf.format(product.effectivePrice)}`);
  await expectNoSeriousA11yViolations(page);
  // As the order holds it: the zone's charge and estimate when it was placed.
  const [order] = await ordersOf(page, shopper);
  expect(order).toMatchObject({ total: product.effectivePrice, deliveryCharge: 0 });
  expect(fullDate(order!.estimatedDeliveryDate)).toBe(estimate);

  await page.getByRole('link', { name: 'My Orders' }).click();
  const card = page.getByRole('article').first();
  await expect(card).toContainText(`Estimated delivery${estimate}`);
  await expect(card).toContainText('Delivery ChargeFree');
  await expectNoSeriousA11yViolations(page);

  // A Rusizi address: every district of Rwanda can be saved, the shop does not deliver there yet.
  await addToCartThroughApi(page, shopper, product.id);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  const district = dialog.getByRole('combobox', { name: 'District' });
  await expect(district.getByRole('option')).toHaveCount(31);
  await dialog.getByRole('searchbox', { name: 'Search districts' }).fill('rusi');
  await expect(district).toHaveValue('Rusizi');
  await dialog.getByRole('combobox', { name: 'Sector' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Village' }).selectOption({ index: 1 });
  await dialog.getByLabel('Common Name of the place or Street name').fill('Near Kamembe port');
  await dialog.getByLabel('Mobile Number').fill('0722 000 111');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The new address is selected, as every new one is: it is refused, and the order cannot be placed.
  const rusizi = page.getByRole('radio', { name: /Near Kamembe port/ });
  await expect(rusizi).toBeChecked();
  await expect(page.locator('label').filter({ has: rusizi })).toContainText('We do not deliver to Rusizi yet');
  await expect(page.getByText(REFUSAL.en)).toBeVisible();
  const cashOnDelivery = page.getByRole('button', { name: 'Cash on Delivery', exact: true });
  await expect(cashOnDelivery).toBeDisabled();
  await expect(cashOnDelivery).toHaveAccessibleDescription(REFUSAL.en);
  await expect(summary).toContainText('Delivery ChargeNot available');
  await expect(summary.getByText('Estimated delivery')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Opened again, the checkout starts from the newest address the shop delivers to; Rusizi can still be chosen.
  await page.reload();
  await expect(musanze).toBeChecked();
  await expect(cashOnDelivery).toBeEnabled();
  await expect(page.getByText(REFUSAL.en)).toHaveCount(0);
  await rusizi.check();
  await expect(page.getByText(REFUSAL.en)).toBeVisible();
  await expect(cashOnDelivery).toBeDisabled();
  await musanze.check();
  await expect(cashOnDelivery).toBeEnabled();
  await expect(summary).toContainText(`Estimated delivery${estimate}`);
  expect(await ordersOf(page, shopper)).toHaveLength(1);

  // The address page says the same of each address.
  await page.goto('/dashboard/address');
  await expect(page.getByRole('listitem').filter({ hasText: 'Near Kamembe port' })).toContainText('We do not deliver to Rusizi yet');
  await expect(page.getByRole('listitem').filter({ hasText: 'Near Musanze market' })).toContainText('Delivery: 2-3 days · Free');
  await expectNoSeriousA11yViolations(page);
});

for (const language of ['rw', 'fr'] as const) {
  test(`in ${language}, the refusal names the served districts as the language writes a list`, async ({ page }, testInfo) => {
    const { shopper } = await shopperWithCart(page, testInfo);
    await addAddressIn(page, shopper, 'Rusizi', 'Kamembe');
    await startIn(page, language);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Kamembe/ })).toBeChecked();
    await expect(page.getByText(REFUSAL[language])).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: language === 'rw' ? 'Kwishyura ubigezwaho' : 'Paiement à la livraison' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the server refuses the order after all (the zones changed meanwhile): its refusal shows as the checkout words it', async ({ page }, testInfo) => {
  const { shopper } = await shopperWithCart(page, testInfo);
  await addAddressIn(page, shopper, 'Musanze', 'Musanze town');
  // As if an admin stopped delivering to Musanze after the page loaded (the shared database keeps its zones).
  await page.route('**/graphql', async (route) => {
    if (!route.request().postDataJSON()?.variables?.input?.idempotencyKey) return route.continue();
    await route.fulfill({
      json: {
        data: {
          placeOrder: {
            __typename: 'NotDeliveredError',
            code: 'NOT_DELIVERED',
            message: 'We do not deliver to Musanze yet. We deliver to Gasabo, Kicukiro and Nyarugenge.',
            district: 'Musanze',
            servedDistricts: ['Gasabo', 'Kicukiro', 'Nyarugenge'],
          },
        },
      },
    });
  });
  await startIn(page, 'fr');
  await page.goto('/checkout');
  const cashOnDelivery = page.getByRole('main').getByRole('button', { name: 'Paiement à la livraison' });
  await cashOnDelivery.click();
  const refusal = 'Nous ne livrons pas encore à Musanze. Nous livrons à Gasabo, Kicukiro et Nyarugenge.';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(cashOnDelivery).toBeDisabled();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await ordersOf(page, shopper)).toHaveLength(0);
});

test("a charged zone: the chosen address's charge is billed, added to the grand total and sent with the order", async ({ page }, testInfo) => {
  const { shopper, product } = await shopperWithCart(page, testInfo);
  await addAddressIn(page, shopper, 'Gasabo', 'KG 11 Ave');
  // The shared database keeps the seeded (Free) zones: the page is told Gasabo charges RWF 1,500, as an admin may set.
  const sent: number[] = [];
  await page.route('**/graphql', async (route) => {
    const input = route.request().postDataJSON()?.variables?.input;
    if (input?.idempotencyKey) {
      sent.push(input.total);
      return route.continue();
    }
    const response = await route.fetch();
    const body = await response.json();
    for (const edge of body?.data?.viewer?.addresses?.edges ?? []) edge.node.deliveryPromise.charge = 1500;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/checkout');
  const gasabo = page.getByRole('radio', { name: /KG 11 Ave/ });
  await expect(gasabo).toBeChecked();
  await expect(page.locator('label').filter({ has: gasabo })).toContainText('Delivery: 2-3 days · RWF 1,500');
  const summary = page.getByRole('region', { name: 'Summary' });
  const rwf = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
  await expect(summary).toContainText(`Items total${rwf.format(product.effectivePrice)}`);
  await expect(summary).toContainText(`Delivery Charge${rwf.format(1500)}`);
  await expect(summary).toContainText(`Grand total${rwf.format(product.effectivePrice + 1500)}`);
  await page.getByRole('button', { name: 'Cash on Delivery', exact: true }).click();
  await expect(page).toHaveURL(/\/success\?order=\w+$/);
  expect(sent).toEqual([product.effectivePrice + 1500]);
  // The order holds what the server charged (the real zone is Free): /success shows that, not the page's figure.
  await expect(page.getByRole('main')).toContainText('Delivery ChargeFree');
  await expect(page.getByRole('main')).toContainText(`To pay on delivery${rwf.format(product.effectivePrice)}`);
});

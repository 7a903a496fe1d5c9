import { expect, type Page, test } from './app-test.js';
import { addToCartThroughApi, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, isPhone } from './support.js';

// One promise, said the same way on the product card, the product page, the help assistant, checkout and
// /success, for a shopper whose address is in Musanze (a seeded served zone: Free, '2-3 days'), in each language.
// The guest's side is in delivery-promise-browse.spec.ts. These tests only read the zones.

const LANGUAGE = {
  en: { label: '2-3 days', delivery: 'Delivery', needHelp: 'Need help?', when: 'When will my order arrive?', pay: 'Cash on Delivery', intl: 'en-US' },
  rw: { label: 'Iminsi 2-3', delivery: 'Kugeza ibicuruzwa', needHelp: 'Ukeneye ubufasha?', when: 'Ibyo natumije bizangeraho ryari?', pay: 'Kwishyura ubigezwaho', intl: '' },
  fr: { label: '2-3 jours', delivery: 'Livraison', needHelp: "Besoin d'aide ?", when: 'Quand ma commande arrivera-t-elle ?', pay: 'Paiement à la livraison', intl: 'fr-FR' },
} as const;
type Language = keyof typeof LANGUAGE;

const RW_MONTHS = ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'];

/** The delivery day as each language writes it, in Kigali (Kinyarwanda: its day, month and year). */
function dayIn(iso: string, language: Language): string {
  const date = new Date(iso);
  if (language !== 'rw') return new Intl.DateTimeFormat(LANGUAGE[language].intl, { dateStyle: 'full', timeZone: 'Africa/Kigali' }).format(date);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${Number(parts.day)} ${RW_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

async function musanzeShopperWithCart(page: Page, testInfo: Parameters<typeof signInAsFreshShopper>[1], language: Language) {
  const { newArrivals } = await gql(page.request, '{ newArrivals { id stock } }');
  const inStock = newArrivals.filter((product: { stock: number }) => product.stock >= 10);
  // A different product per language and screen, so the orders of parallel tests never compete for stock.
  const product = inStock[(Object.keys(LANGUAGE).indexOf(language) * 2 + (isPhone(page) ? 0 : 1)) % inStock.length];
  const shopper = await signInAsFreshShopper(page, testInfo);
  const { addressLocations } = await gql(page.request, '{ addressLocations { sectors(district: "Musanze") villages(district: "Musanze", sector: "Muhoza") } }');
  expect(addressLocations.sectors).toContain('Muhoza');
  const { createAddress } = await gql(
    page.request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on Error { message } } }',
    { input: { district: 'Musanze', sector: 'Muhoza', village: addressLocations.villages[0], street: 'Near Musanze market', mobile: '0788123456' } },
    shopper.token,
  );
  expect(createAddress.__typename, createAddress.message).toBe('CreateAddressPayload');
  await addToCartThroughApi(page, shopper, product.id);
  const { deliveryPromise } = await gql(page.request, '{ deliveryPromise { district estimatedDeliveryDate } }', {}, shopper.token);
  expect(deliveryPromise.district).toBe('Musanze');
  return { shopper, estimate: deliveryPromise.estimatedDeliveryDate as string };
}

for (const language of Object.keys(LANGUAGE) as Language[]) {
  test(`a Musanze shopper is promised the same delivery on a card, the product page, in help, at checkout and on /success (${language})`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(90_000);
    const words = LANGUAGE[language];
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const { shopper, estimate } = await musanzeShopperWithCart(page, testInfo, language);
    const day = dayIn(estimate, language);

    await page.goto('/');
    const card = page.getByRole('region').getByRole('article').first();
    await expect(card.getByText(words.label, { exact: true })).toBeVisible();

    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    const section = page.getByRole('region', { name: words.delivery, exact: true });
    await expect(section).toContainText(words.label);
    await expect(section).toContainText('Musanze');
    await expect(section).toContainText(day);

    await page.locator('[data-help-entry]').filter({ visible: true }).first().click();
    const help = page.getByRole('region', { name: words.needHelp });
    await help.getByText(words.when).click();
    await expect(help.locator('details[open] p')).toContainText(words.label);
    await expect(help.locator('details[open] p')).toContainText(day);
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    const main = page.getByRole('main');
    await expect(main).toContainText(words.label);
    await expect(main).toContainText(day);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: words.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/success\?order=\w+$/);
    await expect(page.getByRole('main')).toContainText(day);
    await expectNoSeriousA11yViolations(page);

    // The order keeps the day it was promised.
    const { viewer } = await gql(page.request, '{ viewer { orders(first: 1) { edges { node { estimatedDeliveryDate deliveryCharge } } } } }', {}, shopper.token);
    expect(viewer.orders.edges[0].node.deliveryCharge).toBe(0);
    expect(dayIn(viewer.orders.edges[0].node.estimatedDeliveryDate, language)).toBe(day);
  });
}

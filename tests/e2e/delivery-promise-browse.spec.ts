import { expect, type Page, test } from './app-test.js';
import { type FreshShopper, gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

// One delivery promise, from the delivery zones, wherever the shop states one: the product card's tag, the product
// page's delivery section and the help assistant's answers. The seeded zones: Gasabo, Kicukiro, Nyarugenge and
// Musanze served, Free, '2-3 days'. These tests only read the zones (other specs expect the seeded ones).

interface Wording {
  label: string;
  free: string;
  districts: string;
  deliverySection: string;
  needHelp: string;
  when: string;
  where: string;
  cost: string;
}

const WORDING: Record<'en' | 'rw' | 'fr', Wording> = {
  en: {
    label: '2-3 days',
    free: 'Free',
    districts: 'Gasabo, Kicukiro, Nyarugenge and Musanze',
    deliverySection: 'Delivery',
    needHelp: 'Need help?',
    when: 'When will my order arrive?',
    where: 'Where do you deliver?',
    cost: 'How much does delivery cost?',
  },
  rw: {
    label: 'Iminsi 2-3',
    free: 'Ubuntu',
    districts: 'Gasabo, Kicukiro, Nyarugenge na Musanze',
    deliverySection: 'Kugeza ibicuruzwa',
    needHelp: 'Ukeneye ubufasha?',
    when: 'Ibyo natumije bizangeraho ryari?',
    where: 'Mugeza ibicuruzwa he?',
    cost: 'Kugemura bigura angahe?',
  },
  fr: {
    label: '2-3 jours',
    free: 'Gratuit',
    districts: 'Gasabo, Kicukiro, Nyarugenge et Musanze',
    deliverySection: 'Livraison',
    needHelp: "Besoin d'aide ?",
    when: 'Quand ma commande arrivera-t-elle ?',
    where: 'Où livrez-vous ?',
    cost: 'Combien coûte la livraison ?',
  },
};

const RW_MONTHS = ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'];

/** The estimated day as the page writes it in each language, in Kigali ("Tuesday, December 1, 2026"; rw "1 Ukuboza 2026"). */
function dayText(date: Date, language: 'en' | 'rw' | 'fr'): string {
  if (language === 'rw') {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Kigali', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date).map((part) => [part.type, part.value]),
    );
    return `${Number(parts.day)} ${RW_MONTHS[Number(parts.month) - 1]} ${parts.year}`;
  }
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'full', timeZone: 'Africa/Kigali' }).format(date);
}

/** The promise as the server states it now, for comparing the estimate the page shows. */
async function shopEstimate(page: Page, token?: string): Promise<Date> {
  const { deliveryPromise } = await gql(page.request, '{ deliveryPromise { estimatedDeliveryDate } }', {}, token);
  return new Date(deliveryPromise.estimatedDeliveryDate as string);
}

/** Opens the help assistant from wherever this screen offers it (bottom navigation, footer or launcher). */
async function openHelp(page: Page, wording: Wording) {
  await page.locator('[data-help-entry]').filter({ visible: true }).first().click();
  const panel = page.getByRole('region', { name: wording.needHelp });
  await expect(panel).toBeVisible();
  return panel;
}

/** The first product page a card on home links to. */
async function openFirstProduct(page: Page) {
  const card = page.getByRole('region').getByRole('article').first();
  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
}

for (const language of ['en', 'rw', 'fr'] as const) {
  test(`a guest is promised the same delivery on a card, the product page and in help (${language})`, async ({ page }) => {
    const wording = WORDING[language];
    await page.addInitScript((chosen) => {
      if (!sessionStorage.getItem('language-set')) {
        localStorage.setItem('language', chosen);
        sessionStorage.setItem('language-set', '1');
      }
    }, language);
    await page.goto('/');
    const card = page.getByRole('region').getByRole('article').first();
    await expect(card.getByText(wording.label, { exact: true })).toBeVisible();
    // No card makes the old fixed promise.
    await expect(page.getByText(/10 min/i)).toHaveCount(0);

    await openFirstProduct(page);
    const section = page.getByRole('region', { name: wording.deliverySection, exact: true });
    await expect(section).toContainText(wording.label);
    await expect(section).toContainText(wording.free);
    await expect(section).toContainText(wording.districts);
    await expect(section).toContainText(dayText(await shopEstimate(page), language));
    // A guest is promised the shop's usual terms, for no district in particular: no note about their address.
    await expect(section.locator('p')).toHaveCount(0);
    await expect(page.getByText(/dark store|Superfast/i)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const panel = await openHelp(page, wording);
    await panel.getByText(wording.when).click();
    const when = panel.locator('details[open] p');
    await expect(when).toContainText(wording.label);
    await expect(when).toContainText(dayText(await shopEstimate(page), language));
    await panel.getByText(wording.where).click();
    await expect(panel.locator('details[open] p')).toContainText(wording.districts);
    await panel.getByText(wording.cost).click();
    await expect(panel.locator('details[open] p')).toHaveText({ en: 'Delivery is free.', rw: 'Kugemura ni ubuntu.', fr: 'La livraison est gratuite.' }[language]);
    await expectNoSeriousA11yViolations(page);
  });
}

/** A new shopper whose one address is in `district` (its first sector and village). */
async function shopperIn(page: Page, district: string, testInfo: Parameters<typeof signInAsFreshShopper>[1]): Promise<FreshShopper> {
  const shopper = await signInAsFreshShopper(page, testInfo);
  const { addressLocations } = await gql(page.request, 'query ($d: String!) { addressLocations { sectors(district: $d) } }', { d: district });
  const sector = addressLocations.sectors[0] as string;
  const { addressLocations: places } = await gql(page.request, 'query ($d: String!, $s: String!) { addressLocations { villages(district: $d, sector: $s) } }', { d: district, s: sector });
  const { createAddress } = await gql(
    page.request,
    'mutation ($input: CreateAddressInput!) { createAddress(input: $input) { __typename ... on Error { message } } }',
    { input: { district, sector, village: places.villages[0], street: `Near the ${district} market`, mobile: '0788123456' } },
    shopper.token,
  );
  expect(createAddress.__typename, createAddress.message).toBe('CreateAddressPayload');
  return shopper;
}

test('a shopper with a Musanze address is promised delivery to Musanze, by name', async ({ page }, testInfo) => {
  const shopper = await shopperIn(page, 'Musanze', testInfo);
  await page.goto('/');
  await expect(page.getByRole('region').getByRole('article').first().getByText('2-3 days', { exact: true })).toBeVisible();
  await openFirstProduct(page);
  const section = page.getByRole('region', { name: 'Delivery', exact: true });
  await expect(section.getByText('Delivering to your address in Musanze.')).toBeVisible();
  await expect(section).toContainText(dayText(await shopEstimate(page, shopper.token), 'en'));
  await expect(section).toContainText('Gasabo, Kicukiro, Nyarugenge and Musanze');
  const panel = await openHelp(page, WORDING.en);
  await panel.getByText(WORDING.en.where).click();
  await expect(panel.locator('details[open] p')).toHaveText('We deliver to Gasabo, Kicukiro, Nyarugenge and Musanze. Your address in Musanze is one of them.');
  await panel.getByText(WORDING.en.cost).click();
  await expect(panel.locator('details[open] p')).toHaveText('Delivery to Musanze is free.');
});

test('a shopper whose address is outside the served districts is told so instead of a promise', async ({ page }, testInfo) => {
  await shopperIn(page, 'Rubavu', testInfo);
  await page.goto('/');
  await expect(page.getByRole('region').getByRole('article').first().getByText('No delivery to Rubavu', { exact: true })).toBeVisible();
  await expect(page.getByText('2-3 days', { exact: true })).toHaveCount(0);
  await openFirstProduct(page);
  const section = page.getByRole('region', { name: 'Delivery', exact: true });
  await expect(section.getByText('We do not deliver to your address in Rubavu yet.')).toBeVisible();
  await expect(section).toContainText('Gasabo, Kicukiro, Nyarugenge and Musanze');
  await expectNoSeriousA11yViolations(page);
});

test('the promise follows the shopper: an address added in the app names its district at once, and signing out returns to the shop’s', async ({ page }, testInfo) => {
  await signInAsFreshShopper(page, testInfo);
  const guestAnswer = 'We deliver to Gasabo, Kicukiro, Nyarugenge and Musanze.';
  const whereAnswer = async () => {
    const panel = await openHelp(page, WORDING.en);
    // The panel keeps the question it last opened.
    const item = panel.locator('details').filter({ hasText: WORDING.en.where });
    if (!(await item.evaluate((details) => (details as HTMLDetailsElement).open))) await item.locator('summary').click();
    return item.locator('p');
  };
  const closeHelp = () => page.keyboard.press('Escape');
  const accountMenu = async () => {
    // Phones reach the account's links on /user, laptops in the header's menu.
    if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    else await page.getByRole('banner').getByRole('button', { name: /Test Shopper/ }).click();
  };

  await page.goto('/');
  await expect(await whereAnswer()).toHaveText(guestAnswer);
  await closeHelp();

  // Added in the app (no reload): every place that states the promise names the new address's district.
  await accountMenu();
  await page.getByRole('link', { name: 'Save Address' }).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Add Address', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await dialog.getByRole('combobox', { name: 'District' }).selectOption('Musanze');
  await dialog.getByRole('combobox', { name: 'Sector' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Village' }).selectOption({ index: 1 });
  await dialog.getByLabel('Common Name of the place or Street name').fill('Near Musanze market');
  await dialog.getByLabel('Mobile Number').fill('0722 000 111');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(await whereAnswer()).toHaveText(`${guestAnswer} Your address in Musanze is one of them.`);
  await closeHelp();

  // Signed out, the page is a guest's again: the shop's usual promise, for no district.
  await accountMenu();
  await page.getByRole('button', { name: 'Log Out' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await whereAnswer()).toHaveText(guestAnswer);
});

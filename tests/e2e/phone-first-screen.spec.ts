import { randomUUID } from 'node:crypto';
import { expect, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations, isPhone } from './support.js';

/** What a shopper sees first on a common phone (375 x 740), before scrolling. */
const PHONE = { width: 375, height: 740 };

test('on a phone the first screen of the home page shows the first products under the banner and the categories', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const newArrivals = page.getByRole('region', { name: 'New Arrivals' });
  const firstCard = newArrivals.getByRole('listitem').first();
  await expect(firstCard).toBeVisible();
  const card = (await firstCard.boundingBox())!;
  // What is left of the screen above the bottom navigation (the whole screen from 768 px, where there is none).
  const nav = page.getByRole('navigation', { name: 'Main' });
  const screenEnd = (await nav.isVisible()) ? (await nav.boundingBox())!.y : PHONE.height;
  expect(card.y).toBeGreaterThan(0);
  // Enough of the card to see what it is: its picture's upper part at least.
  expect(card.y + 100).toBeLessThanOrEqual(screenEnd);
});

test("the header's language control, by keyboard, switches the shop to Kinyarwanda", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  const header = page.getByRole('banner');
  const language = header.getByRole('combobox', { name: 'Language' });
  await expect(language).toBeVisible();
  await language.focus();
  // English, then Ikinyarwanda: the arrow key moves the closed list to the next language.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('heading', { name: 'Ibishya byageze' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  const switched = header.getByRole('combobox', { name: 'Ururimi' });
  await expect(switched).toHaveValue('rw');
  await expect(switched).toBeFocused();
  // On a phone the control is compact: the language's code on the globe's side.
  if (isPhone(page)) await expect(header.getByText('RW', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('on a phone Quick View shows Add without scrolling, even for a long name and description', async ({ page }) => {
  // A product of this run's own, as an admin may write it: a long name and a description of several sentences.
  const admin = await gql(
    page.request,
    'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken } } }',
    { input: { email: 'admin@isoko.rw', password: 'Admin@12345' } },
  );
  const token = admin.login.accessToken as string;
  const { categories } = await gql(page.request, '{ categories { id name } }');
  // A real picture (a seeded one): later tests take the newest products and expect their pictures to load.
  const { searchProducts } = await gql(page.request, '{ searchProducts(query: "coffee", first: 1) { edges { node { images } } } }');
  const images = searchProducts.edges[0].node.images as string[];
  const word = `Quickview${randomUUID().slice(0, 8)}`;
  const name = `${word} Organic Mountain Arabica Coffee Beans from the Nyungwe Forest Highlands`;
  const { createProduct } = await gql(
    page.request,
    'mutation ($input: CreateProductInput!) { createProduct(input: $input) { __typename ... on Error { message } } }',
    {
      input: {
        name,
        description:
          'Hand-picked on the slopes above Lake Kivu, washed and sun-dried by the cooperative, then roasted in Kigali every week. Medium roast with notes of red berries, honey and dark chocolate. Grind it just before brewing for the fullest taste.',
        unit: '500 g',
        price: 9_500,
        discount: 10,
        stock: 40,
        stockAlertThreshold: 5,
        categoryIds: [categories[0].id],
        images,
      },
    },
    token,
  );
  expect(createProduct.__typename, createProduct.message).toBe('CreateProductPayload');

  await page.setViewportSize(PHONE);
  await page.goto(`/search?q=${word}`);
  await page.getByRole('button', { name: `Quick View: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const add = dialog.getByRole('button', { name: `Add ${name} to cart` });
  await expect(add).toBeVisible();
  // Without scrolling the dialog: Add is whole on the screen and a tap on it reaches it.
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  const box = (await add.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  expect(await add.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
  })).toBe(true);
  await expectNoSeriousA11yViolations(page);
});

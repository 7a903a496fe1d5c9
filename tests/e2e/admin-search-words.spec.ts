import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations, signIn } from './support.js';

/** The admin the server creates at start (README: ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

/**
 * A word no catalogue holds, letters only (a synonym must be a single word of letters), different for each project
 * and run: phone and desktop run against the same server.
 */
function madeUpWord(prefix: string): string {
  const letters = [...String(Date.now()).slice(-8)].map((digit) => 'bcdfghjkmn'[Number(digit)]).join('');
  return `${prefix}${test.info().project.name === 'phone' ? 'p' : 'd'}${letters}`;
}

/** The first product the shop search finds for `query`, as GraphQL names it. */
async function productNamed(page: Page, query: string): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: 'query ($q: String!) { searchProducts(query: $q, first: 1) { edges { node { name } } } }', variables: { q: query } },
  });
  const name: string | undefined = (await response.json()).data.searchProducts.edges[0]?.node.name;
  expect(name, `a product for "${query}"`).toBeTruthy();
  return name as string;
}

/** The groups' total as the page announces it ('58 groups'). */
async function groupCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ groups?$/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

test('an admin adds a synonym group and the shop search finds products by its new word at once; editing and deleting it work', async ({ page }) => {
  const word = madeUpWord('kabichi');
  const cabbage = await productNamed(page, 'cabbage');
  await signIn(page, ADMIN);
  await page.goto('/dashboard/search-synonyms');
  await expect(page.getByRole('heading', { name: 'Search synonyms', level: 1 })).toBeVisible();
  await expect(page.getByText('Words that mean the same thing to shoppers. A search for any of them finds products named with the others.')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = await groupCount(page);

  // Added: at the top of the list, the count grows, the field is empty again for the next group.
  const words = page.getByRole('textbox', { name: 'Words' });
  await words.fill(`${word}, Cabbage`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const group = page.getByRole('article').filter({ hasText: word });
  await expect(page.getByRole('article').first()).toContainText(word);
  await expect(group.getByRole('listitem')).toHaveText([word, 'cabbage']);
  await expect(page.getByText(`${before + 1} groups`)).toBeVisible();
  await expect(words).toHaveValue('');

  // The shop search knows the new word at once.
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('link', { name: cabbage }).first()).toBeVisible();

  // Edited in its dialog: the server's lower case is what the list shows.
  await page.goto('/dashboard/search-synonyms');
  await page.getByRole('button', { name: `Edit ${word}, cabbage` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit synonyms' });
  await expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveValue(`${word}, cabbage`);
  await dialog.getByRole('textbox', { name: 'Words' }).fill(`${word}, cabbage, ${word.toUpperCase()}X`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByRole('listitem')).toHaveText([word, 'cabbage', `${word}x`]);

  // Deleted after the confirmation: gone from the list, the count back.
  await page.getByRole('button', { name: `Delete ${word}, cabbage, ${word}x` }).click();
  const confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
  await expect(confirm).toContainText(`${word}, cabbage, ${word}x`);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(group).toHaveCount(0);
  await expect(page.getByText(`${before} groups`)).toBeVisible();
});

test("a group of one word shows the server's refusal at the field and adds nothing", async ({ page }) => {
  const word = madeUpWord('peke');
  await signIn(page, ADMIN);
  await page.goto('/dashboard/search-synonyms');
  await expect(page.getByRole('article').first()).toBeVisible();
  const before = await groupCount(page);

  const words = page.getByRole('textbox', { name: 'Words' });
  await words.fill(word);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(words).toHaveAccessibleDescription(/Give at least two words that mean the same thing/);
  await expect(words).toHaveAttribute('aria-invalid', 'true');
  await expect(words).toHaveValue(word);
  await expect(words).toBeFocused();
  await expect(page.getByRole('article').filter({ hasText: word })).toHaveCount(0);
  await expect(page.getByText(`${before} groups`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an admin gives a product a French name in the edit dialog; the shop search finds it by that name, and the dialog shows it again', async ({ page }) => {
  const frenchName = madeUpWord('samoussa');
  const product = await productNamed(page, 'frozen vegetable samosas');
  await signIn(page, ADMIN);

  const openEditDialog = async () => {
    await page.goto('/dashboard/product');
    await page.getByPlaceholder('Search product here ...').fill(product);
    await page.getByRole('button', { name: `Edit ${product}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Product' });
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(product);
    return dialog;
  };

  const dialog = await openEditDialog();
  await expect(dialog.getByLabel('Search keywords')).toHaveAccessibleDescription('Other words shoppers may type, separated by commas');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Name in French').fill(frenchName);
  await dialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`/search?q=${frenchName}`);
  await expect(page.getByRole('link', { name: product }).first()).toBeVisible();

  const reopened = await openEditDialog();
  await expect(reopened.getByLabel('Name in French')).toHaveValue(frenchName);
});

import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations, signIn } from './support.js';

/** The admin the server creates at start (README: ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };

const PRODUCT_IMAGE = 'tests/e2e/fixtures/product.png';

/** A datetime-local value (the browser's clock, which is this machine's) some hours from now. */
function localDateTime(hoursFromNow: number): string {
  const date = new Date(Date.now() + hoursFromNow * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A price as the shop prints it (en-US, RWF, the space may be a no-break one). */
function rwf(amount: string): RegExp {
  return new RegExp(`RWF\\s${amount}`);
}

/** Fills the fields every product needs, choosing the first category offered. */
async function fillRequiredFields(page: Page, name: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Raw forest honey from the hills of Nyungwe.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Unit').fill('500 g');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('20');
  await page.getByRole('textbox', { name: 'Price (RWF)', exact: true }).fill('6000');
  await page.getByLabel('Discount (%)').fill('0');
}

test('an admin uploads a product with a picture, a running promotion and a promo code, then edits and deletes it from the list', async ({ page }, testInfo) => {
  const name = `Nyungwe Honey ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, ADMIN);
  await page.goto('/dashboard/upload-product');
  await expect(page.getByRole('heading', { name: 'Upload Product', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillRequiredFields(page, name);
  await page.getByLabel('Description in French').fill('Miel sauvage des collines de Nyungwe.');
  await page.getByLabel('Add images').setInputFiles(PRODUCT_IMAGE);
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // The promotion's fields appear only once it is ticked; the label starts as 'PROMO'.
  await expect(page.getByLabel('Promotion price (RWF)')).toHaveCount(0);
  await page.getByLabel('On promotion').check();
  await expect(page.getByLabel('Promotion label')).toHaveValue('PROMO');
  await page.getByLabel('Promotion start').fill(localDateTime(-1));
  await page.getByLabel('Promotion end').fill(localDateTime(48));
  await page.getByLabel('Promotion price (RWF)').fill('4500');

  await page.getByLabel('Code', { exact: true }).fill(`HONEY${Date.now() % 100_000}`);
  await page.getByLabel('Discount value').fill('10');
  await expect(page.getByLabel('Usage limit')).toHaveAttribute('placeholder', '100');
  await page.getByLabel('Usage limit').fill('50');

  await page.getByRole('button', { name: 'Add Field' }).click();
  const addField = page.getByRole('dialog', { name: 'Add Field' });
  await expect(addField.getByLabel('Field name')).toBeFocused();
  await page.keyboard.type('Origin');
  await page.keyboard.press('Enter');
  await expect(addField).toBeHidden();
  await page.getByRole('textbox', { name: 'Origin' }).fill('Nyungwe forest');

  await page.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(created.getByText('Product Created Successfully')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await created.getByRole('button', { name: 'Confirm' }).click();
  await expect(created).toBeHidden();
  // The form is back to its defaults, ready for the next product.
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Image 1' })).toHaveCount(0);
  await expect(page.getByLabel('Stock alert threshold')).toHaveValue('5');
  await expect(page.getByLabel('Limit per order')).toHaveValue('');

  // Shoppers find it, at its promotion price.
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(rwf('4,500'))).toBeVisible();
  await expect(card.getByText('PROMO', { exact: true })).toBeVisible();

  // The admin finds it in the product list and changes its price and stock.
  await page.goto('/dashboard/product');
  await expect(page.getByRole('heading', { name: 'Product', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+\/\d+$/)).toBeVisible();
  await page.getByPlaceholder('Search product here ...').fill(name);
  const tiles = page.getByRole('main').getByRole('article');
  await expect(tiles).toHaveCount(1);
  await expect(page.getByText('1/1', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Upload Product' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(edit.getByLabel('Promotion price (RWF)')).toHaveValue('4500');
  await expect(edit.getByRole('textbox', { name: 'Origin' })).toHaveValue('Nyungwe forest');
  await expect(edit.getByLabel('Description in French')).toHaveValue('Miel sauvage des collines de Nyungwe.');
  await expect(edit.getByLabel('Description in Kinyarwanda')).toHaveValue('');
  await expect(edit.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await edit.getByRole('textbox', { name: 'Price (RWF)', exact: true }).fill('6500');
  await edit.getByRole('textbox', { name: 'Stock', exact: true }).fill('35');
  // A purchase limit: at least 1 (the form says so at the field), empty for none.
  await edit.getByLabel('Limit per order').fill('0');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit.getByText('Enter at least 1, or leave it empty for no limit')).toBeVisible();
  await edit.getByLabel('Limit per order').fill('3');
  await edit.getByRole('button', { name: 'Update Product' }).click();
  await expect(edit).toBeHidden();
  await expect(tiles.getByText('Stock: 35')).toBeVisible();
  await expect(tiles.getByText(rwf('6,500'))).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('Limit per order')).toHaveValue('3');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // Deleting asks first, then the product leaves the list and the shop.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Permanent Delete' });
  await expect(confirm.getByText('Are you sure want to delete permanent ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(tiles).toHaveCount(0);
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();

  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('heading', { name: `Results for "${name}"` })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('the product form keeps what was typed and shows each problem at its field, its own and the server’s; nothing is created', async ({ page }, testInfo) => {
  const name = `Refused Honey ${testInfo.project.name} ${Date.now()}`;
  await signIn(page, ADMIN);
  await page.goto('/dashboard/upload-product');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Submit' }).click();

  // The form's own checks: the first field in need takes the focus, each message is read with its field.
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toBeFocused();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toHaveAccessibleDescription('This field is required');
  await expect(page.getByRole('combobox', { name: 'Category', exact: true })).toHaveAccessibleDescription('Choose at least one category');
  await expect(page.getByRole('textbox', { name: 'Price (RWF)', exact: true })).toHaveAccessibleDescription('This field is required');
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expectNoSeriousA11yViolations(page);

  // A promo code the server refuses: its message is shown at the code.
  await fillRequiredFields(page, name);
  await page.getByLabel('Code', { exact: true }).fill('AB');
  await page.getByLabel('Discount value').fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toHaveAccessibleDescription('Promo code must be at least 3 characters');
  await expect(code).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Upload Product' })).toHaveCount(0);

  await page.goto('/dashboard/product');
  await page.getByPlaceholder('Search product here ...').fill(name);
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
});

import { expect, test } from './app-test.js';
import { gql, signInAsFreshShopper } from './fresh-shopper.js';
import { expectNoSeriousA11yViolations } from './support.js';

test('a shopper adds an address through the District > Sector > Village cascades, edits it and deletes it', async ({ page }, testInfo) => {
  const shopper = await signInAsFreshShopper(page, testInfo);
  await page.goto('/dashboard/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Address' })).toBeVisible();
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Escape closes the dialog and gives the focus back to the button that opened it.
  const addButton = page.getByRole('button', { name: 'Add Address', exact: true });
  await addButton.click();
  const dialog = page.getByRole('dialog', { name: 'Add Address' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(addButton).toBeFocused();

  await page.getByRole('button', { name: 'Add address', exact: true }).click();
  await expect(dialog).toBeVisible();
  const district = dialog.getByRole('combobox', { name: 'District' });
  const sector = dialog.getByRole('combobox', { name: 'Sector' });
  const village = dialog.getByRole('combobox', { name: 'Village' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(sector).toBeDisabled();
  await expect(village).toBeDisabled();
  await expect(save).toBeDisabled();
  await district.selectOption('Gasabo');
  await expect(sector).toBeEnabled();
  await expect(village).toBeDisabled();
  await sector.selectOption('Kimironko');
  await expect(village).toBeEnabled();
  // The village list is long: typing in its filter narrows it, and a single match is chosen.
  await dialog.getByRole('searchbox', { name: 'Search villages' }).fill('urum');
  await expect(village).toHaveValue('Urumuri');
  await dialog.getByLabel('House Number').fill('12');
  await dialog.getByLabel('Common Name of the place or Street name').fill('KG 11 Ave, near the market');
  await dialog.getByLabel('Mobile Number').fill('0781 23');
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await save.click();
  // The server's word on a bad number, under the field.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Rwandan mobile number' })).toContainText('Rwandan mobile number');
  await dialog.getByLabel('Mobile Number').fill('078 123 4567');
  await save.click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem').filter({ hasText: 'KG 11 Ave, near the market' });
  await expect(card).toContainText('House 12');
  await expect(card).toContainText('Urumuri, Kimironko');
  await expect(card).toContainText('Gasabo');
  await expect(card).toContainText('0781 234 567');
  await expect(page.getByText('No Data', { exact: true })).toHaveCount(0);

  // Edit: the same cascades, filled in; a new district clears the sector and the village.
  await card.getByRole('button', { name: 'Edit address: KG 11 Ave, near the market' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByRole('combobox', { name: 'District' })).toHaveValue('Gasabo');
  await expect(edit.getByRole('combobox', { name: 'Village' })).toHaveValue('Urumuri');
  await edit.getByRole('combobox', { name: 'District' }).selectOption('Kicukiro');
  await expect(edit.getByRole('combobox', { name: 'Sector' })).toHaveValue('');
  await expect(edit.getByRole('combobox', { name: 'Village' })).toBeDisabled();
  await expect(edit.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await edit.getByRole('combobox', { name: 'Sector' }).selectOption('Niboye');
  await edit.getByRole('combobox', { name: 'Village' }).selectOption('Amahoro');
  await edit.getByLabel('Common Name of the place or Street name').fill('KK 15 Rd');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('listitem').filter({ hasText: 'KK 15 Rd' });
  await expect(edited).toContainText('Amahoro, Niboye');
  await expect(edited).toContainText('Kicukiro');

  // Delete asks first, then the card goes and 'Address Remove' confirms it.
  await edited.getByRole('button', { name: 'Delete address: KK 15 Rd' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await expect(confirm).toContainText('Are you sure you want to delete this address?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address Remove')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
  const { viewer } = await gql(page.request, '{ viewer { addresses(first: 5) { totalCount } } }', {}, shopper.token);
  expect(viewer.addresses.totalCount).toBe(0);
});

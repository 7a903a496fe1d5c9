import { type APIRequestContext, expect, type Page, test } from './app-test.js';
import { gql } from './fresh-shopper.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

/** The admin the server creates at start (README: ADMIN_EMAIL / ADMIN_PASSWORD / ADMIN_NAME defaults). */
const ADMIN = { email: 'admin@isoko.rw', password: 'Admin@12345' };
const ADMIN_NAME = 'Isoko Admin';

/** Huye as the seed leaves it: not served, Free, 3 days, '2-3 days'. Every other spec counts on it. */
const SEEDED_HUYE = { district: 'Huye', served: false, charge: 0, leadDays: 3, sameDayCutoffHour: null, label: '2-3 days', labelRw: 'Iminsi 2-3', labelFr: '2-3 jours' };

const ZONE_FIELDS = 'district served charge leadDays sameDayCutoffHour label labelRw labelFr';

async function adminToken(request: APIRequestContext): Promise<string> {
  const { login } = await gql(request, 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { accessToken } ... on Error { message } } }', {
    input: ADMIN,
  });
  expect(login.__typename, login.message).toBe('LoginPayload');
  return login.accessToken;
}

/** Huye's zone as the server holds it, with how many changes it has recorded. */
async function huyeOnServer(request: APIRequestContext, token: string) {
  const { deliveryZones } = await gql(request, `{ deliveryZones { ${ZONE_FIELDS} changes { createdAt } } }`, {}, token);
  const { changes, ...zone } = (deliveryZones as ({ district: string; changes: unknown[] } & Record<string, unknown>)[]).find((candidate) => candidate.district === 'Huye')!;
  return { zone, changeCount: changes.length };
}

// The browser specs share one database: whatever a test did to Huye, it leaves it as the seed did.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  const { updateDeliveryZone } = await gql(
    request,
    'mutation ($input: UpdateDeliveryZoneInput!) { updateDeliveryZone(input: $input) { __typename ... on Error { message } } }',
    { input: SEEDED_HUYE },
    token,
  );
  expect(updateDeliveryZone.__typename, updateDeliveryZone.message).toBe('UpdateDeliveryZonePayload');
});

/** Huye's row on the page. */
const huyeRow = (page: Page) => page.getByRole('article', { name: 'Huye' });

async function openHuyeByKeyboard(page: Page) {
  const edit = page.getByRole('button', { name: 'Edit Huye', exact: true });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delivery to Huye' });
  await expect(dialog).toBeVisible();
  return { dialog, edit };
}

/** Moves the focus on with Tab and checks where it lands. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('an admin makes Huye served at RWF 1,000 by keyboard: saved, listed at once and after a reload, and the change recorded with who and what', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('heading', { name: 'Delivery zones', level: 1 })).toBeVisible();
  await expect(page.getByText('Product cards, the product page, the help assistant, checkout and new orders all take their delivery promise from here')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Kigali City', 'Northern Province', 'Southern Province', 'Eastern Province', 'Western Province']);
  await expect(page.getByRole('article')).toHaveCount(30);
  const kigali = page.getByRole('region', { name: 'Kigali City' });
  await expect(kigali.getByRole('heading', { level: 3 })).toHaveText(['Gasabo', 'Kicukiro', 'Nyarugenge']);
  await expect(kigali).toContainText('Delivering to 3 of 3 districts');
  await expect(page.getByRole('article', { name: 'Gasabo' })).toContainText(/Served.*Free.*3 business days.*2-3 days/);
  await expect(huyeRow(page)).toContainText(/Not served.*Free/);
  await expect(page.getByRole('region', { name: 'Southern Province' })).toContainText('Delivering to 0 of 8 districts');
  if (!isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Delivery', exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await expectNoSeriousA11yViolations(page);
  const token = await adminToken(page.request);
  const before = await huyeOnServer(page.request, token);

  // The whole edit by keyboard: the dialog's controls in reading order, Space ticks, Enter saves.
  const { dialog, edit } = await openHuyeByKeyboard(page);
  const served = dialog.getByRole('checkbox', { name: 'We deliver to Huye' });
  const charge = dialog.getByRole('textbox', { name: 'Delivery charge (RWF)' });
  const label = dialog.getByRole('textbox', { name: 'Label in English' });
  await expect(served).not.toBeChecked();
  await expect(charge).toHaveValue('0');
  await expect(dialog.getByRole('textbox', { name: 'Label in Kinyarwanda' })).toHaveValue('Iminsi 2-3');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, served);
  await page.keyboard.press('Space');
  await expect(served).toBeChecked();
  await tabTo(page, charge);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('1000');
  await tabTo(page, dialog.getByRole('textbox', { name: 'Lead time (business days)' }));
  await tabTo(page, dialog.getByRole('combobox', { name: 'Same-day cut-off hour' }));
  await tabTo(page, label);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3-4 days');
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Delivery to Huye saved' })).toBeVisible();
  await expect(edit).toBeFocused();
  await expect(huyeRow(page)).toContainText(/Served.*RWF\s1,000.*3 business days.*3-4 days/);
  await expect(page.getByRole('region', { name: 'Southern Province' })).toContainText('Delivering to 1 of 8 districts');

  // Recorded: the newest change says who, when, and each field from what to what.
  await page.keyboard.press('Tab');
  const summary = huyeRow(page).getByText('Recent changes');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const newest = huyeRow(page).getByRole('listitem').first();
  await expect(newest).toContainText(`by ${ADMIN_NAME}`);
  await expect(newest.getByRole('listitem')).toHaveText(['Served: no → yes', 'Charge: Free → RWF 1,000', 'Label in English: “2-3 days” → “3-4 days”']);
  const recordedAt = Date.parse((await newest.locator('time').getAttribute('datetime')) ?? '');
  expect(Math.abs(Date.now() - recordedAt)).toBeLessThan(5 * 60_000);
  await expectNoSeriousA11yViolations(page);

  // The server holds it: the zone, one change more, and the page after a reload.
  const after = await huyeOnServer(page.request, token);
  expect(after.zone).toEqual({ ...SEEDED_HUYE, served: true, charge: 1000, label: '3-4 days' });
  expect(after.changeCount).toBe(before.changeCount + 1);
  await page.reload();
  await expect(huyeRow(page)).toContainText(/Served.*RWF\s1,000.*3-4 days/);
});

test("a bad value shows the server's message at its field and changes nothing", async ({ page }) => {
  await signIn(page, ADMIN);
  const token = await adminToken(page.request);
  const before = await huyeOnServer(page.request, token);
  await page.goto('/dashboard/delivery');
  const { dialog } = await openHuyeByKeyboard(page);

  // Not a number at all: the form says so itself.
  const charge = dialog.getByRole('textbox', { name: 'Delivery charge (RWF)' });
  await charge.fill('free');
  await charge.press('Enter');
  await expect(charge).toHaveAccessibleDescription(/Enter a whole number/);

  // A negative charge: refused by the server, its message read with the field, the focus on it.
  await charge.fill('-5');
  await charge.press('Enter');
  await expect(charge).toHaveAccessibleDescription(/Delivery charge cannot be negative/);
  await expect(charge).toHaveAttribute('aria-invalid', 'true');
  await expect(charge).toBeFocused();
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Same-day delivery without a cut-off hour: the server's message at the cut-off.
  await charge.fill('0');
  await expect(charge).not.toHaveAttribute('aria-invalid', 'true');
  const leadDays = dialog.getByRole('textbox', { name: 'Lead time (business days)' });
  await leadDays.fill('0');
  await leadDays.press('Enter');
  const cutoff = dialog.getByRole('combobox', { name: 'Same-day cut-off hour' });
  await expect(cutoff).toHaveAccessibleDescription(/Same-day delivery \(0 days\) needs a cut-off hour/);
  await expect(cutoff).toBeFocused();

  // Closed without saving: the row and the server as they were, and no change recorded.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(huyeRow(page)).toContainText(/Not served.*Free.*3 business days/);
  expect(await huyeOnServer(page.request, token)).toEqual(before);
});

test('a shopper who is not an admin is refused the delivery page, as on the other admin pages', async ({ page }) => {
  await signIn(page, DEMO_SHOPPER);
  await page.goto('/dashboard/delivery');
  await expect(page.getByRole('alert').filter({ hasText: 'Do not have permission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delivery zones' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Huye' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Delivery', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

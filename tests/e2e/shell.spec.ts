import { expect, test } from '@playwright/test';

test('the web app opens on the home page with the newest products', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Isoko/);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'New Arrivals' }).getByRole('article')).toHaveCount(8);
});

test('an unknown address shows a real 404 page inside the shop', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an integrator signs in through GraphiQL, served with no CDN @desktop-only', async ({ page }) => {
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(request.url()));
  const query = 'mutation { login(input: { email: "shopper@isoko.rw", password: "Shopper@123" }) { __typename ... on LoginPayload { viewer { name } } } }';
  await page.goto(`/graphql?query=${encodeURIComponent(query)}`);
  await expect(page.getByText('Isoko GraphQL')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /Execute query/ }).click();
  const result = page.getByRole('region', { name: 'Result Window' });
  await expect(result).toContainText('LoginPayload', { timeout: 15_000 });
  await expect(result).toContainText('Demo Shopper');
  expect(failedRequests).toEqual([]);
});

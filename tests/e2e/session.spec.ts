import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_SHOPPER } from './support.js';

/** Tokens for the demo shopper, straight from the login mutation. */
async function login(request: APIRequestContext) {
  const response = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { ... on LoginPayload { accessToken refreshToken } } }',
      variables: { input: DEMO_SHOPPER },
    },
  });
  return (await response.json()).data.login as { accessToken: string; refreshToken: string };
}

test('an expired access token is refreshed once and the shopper stays signed in @desktop-only', async ({ page }) => {
  const tokens = await login(page.request);
  // A token the server no longer accepts (as after 15 minutes), with a refresh token that still holds.
  await page.addInitScript((refreshToken) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('accesstoken', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired');
    localStorage.setItem('refreshToken', refreshToken);
    sessionStorage.setItem('seeded', '1');
  }, tokens.refreshToken);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes('refreshToken')) refreshes.push(request.postData()!);
  });

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
  const stored = await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')]);
  expect(stored[0]).not.toContain('expired');
  // Rotated: the old refresh token is spent and a new one is kept.
  expect(stored[1]).not.toBe(tokens.refreshToken);
  expect(refreshes).toHaveLength(1);
});

test('when the refresh is refused too, the shopper is signed out cleanly and sees the shop as a visitor @desktop-only', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('accesstoken', 'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOjF9.expired');
    localStorage.setItem('refreshToken', 'a-refresh-token-the-server-never-issued');
    sessionStorage.setItem('seeded', '1');
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
});

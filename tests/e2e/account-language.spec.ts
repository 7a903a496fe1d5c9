import { randomUUID } from 'node:crypto';
import { expect, test } from './app-test.js';
import { gql } from './fresh-shopper.js';

test('a shopper who chose Français before signing in has it saved to their account, for their e-mails', async ({ page }, testInfo) => {
  const email = `french-${randomUUID()}@example.com`;
  const password = `Umuhanda-${randomUUID().slice(0, 8)}-Kigali!`;
  const { register } = await gql(
    page.request,
    'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on RateLimitedError { retryAfterSeconds } ... on Error { message } } }',
    { input: { name: 'Aline Uwase', email, password, confirmPassword: password } },
    undefined,
    testInfo,
  );
  expect(register.__typename, register.message).toBe('RegisterPayload');

  await page.goto('/login');
  await page.getByLabel(/^(Language|Langue)$/).filter({ visible: true }).first().selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  const { login } = await gql(page.request, 'mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { viewer { language } } } }', {
    input: { email, password },
  });
  expect(login.viewer.language).toBe('FR');
});

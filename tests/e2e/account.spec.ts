import { expect, test } from '@playwright/test';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations } from './support.js';

test('a shopper logs in by keyboard: the button waits for both fields, a wrong password is explained, success goes home signed in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').focus();
  await page.keyboard.type(DEMO_SHOPPER.email);
  await expect(submit).toBeDisabled();
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await expect(submit).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Show/hide the password, then the right one.
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Show Password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide Password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill(DEMO_SHOPPER.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('accesstoken') && localStorage.getItem('refreshToken')))).toBe(true);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

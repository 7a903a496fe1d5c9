import { readdir, readFile } from 'node:fs/promises';
import { expect, type Page, test, type TestInfo } from './app-test.js';
import { DEMO_SHOPPER, expectNoSeriousA11yViolations, isPhone } from './support.js';

// Rate limits (per client address and minute, one server for the whole run, both projects): 5 code requests and
// 10 code checks (sign-ins and registrations are raised for the browser suite in playwright.config.ts). Each project
// here asks for 1 code and checks 2, so the file never trips them.

/** The outbox the e2e server writes its mail to (MAIL_DIR in playwright.config.ts). */
const OUTBOX = 'var/e2e/mail';

/** An address no earlier run or other project has used. */
function uniqueEmail(kind: string, testInfo: TestInfo): string {
  return `${kind}-${testInfo.project.name}-${Date.now()}@example.rw`;
}

/** The 6-digit code in the newest recovery message sent to `email`, waiting for it (mail goes after the answer). */
async function recoveryCodeFor(email: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const names = (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
        for (const name of names) {
          const message = await readFile(`${OUTBOX}/${name}`, 'utf8');
          if (!message.includes(`<${email}>`) || !/^Subject: .*reset code/m.test(message)) continue;
          code = /^(\d{6})$/m.exec(message)?.[1] ?? '';
          return code;
        }
        return '';
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signed in as the header (laptop) or the bottom navigation (phone) shows it, with both tokens stored. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  if (isPhone(page)) await expect(page.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user');
  else await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(await page.evaluate(() => Boolean(localStorage.getItem('accesstoken') && localStorage.getItem('refreshToken')))).toBe(true);
}

/**
 * Counts the GraphQL requests whose variables name `field` (the app sends persisted ids, not operation names), to
 * prove that a form sent nothing.
 */
function countRequestsWith(page: Page, field: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes(`"${field}"`)) seen.count += 1;
  });
  return seen;
}

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

test('a visitor registers (a taken e-mail and different passwords are explained), logs in with the new account and logs out', async ({ page }, testInfo) => {
  const email = uniqueEmail('register', testInfo);
  const password = 'Kivu-papaya-boat-93';
  const registrations = countRequestsWith(page, 'confirmPassword');
  await page.goto('/register');
  await expect(page).toHaveTitle('Register | Isoko');
  await expect(page.getByRole('heading', { name: 'Welcome to Isoko' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  const passwordInput = page.getByRole('textbox', { name: 'Password', exact: true });
  const confirmInput = page.getByRole('textbox', { name: 'Confirm Password' });

  await page.getByLabel('Name').fill('Aline Uwase');
  await page.getByLabel('Email').fill(DEMO_SHOPPER.email);
  await passwordInput.fill(password);
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Show Confirm Password' }).click();
  await expect(confirmInput).toHaveAttribute('type', 'text');
  await confirmInput.fill(`${password}!`);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'password and confirm password must be same' })).toBeVisible();
  await expect(confirmInput).toHaveAttribute('aria-invalid', 'true');
  expect(registrations.count).toBe(0);
  await expectNoSeriousA11yViolations(page);

  // The server's refusal is shown at the field it concerns.
  await confirmInput.fill(password);
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'User already exists with this email' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(email);
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been created. Please log in.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedIn(page);

  // Log Out: on phones it sits on the account page (/user); the header's menu is the laptop's way.
  if (!isPhone(page)) {
    const accessToken = await page.evaluate(() => localStorage.getItem('accesstoken'));
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Aline Uwase/ }).click();
    await header.getByRole('button', { name: 'Log Out' }).click();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    // The session ended on the server too: the old token no longer names anyone.
    const viewer = await page.request.post('/graphql', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { query: '{ viewer { id } }' },
    });
    expect((await viewer.json()).data?.viewer ?? null).toBeNull();
  } else {
    // On a phone, from the account page, and with the signal gone: the shopper is signed out here all the same,
    // and the shop stays around them (no full-page offline screen).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/user$/);
    // The account page has loaded (its Log Out is there) before the signal goes.
    const logOut = page.getByRole('button', { name: 'Log Out' });
    await expect(logOut).toBeVisible();
    await page.context().setOffline(true);
    await logOut.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
    expect(await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
    await page.context().setOffline(false);
  }
});

test('the recovery screens need the step before: no e-mail sends back to Forgot password, no verified code sends home', async ({ page }) => {
  await page.goto('/verification-otp');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/$/);
});

test('a shopper who forgot their password gets a code by mail, enters it, sets a new password and logs in with it', async ({ page }, testInfo) => {
  const email = uniqueEmail('recover', testInfo);
  const registered = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: RegisterInput!) { register(input: $input) { __typename ... on Error { message } } }',
      variables: { input: { name: 'Eric Habimana', email, password: 'Old-cassava-field-58', confirmPassword: 'Old-cassava-field-58' } },
    },
  });
  expect((await registered.json()).data.register.__typename).toBe('RegisterPayload');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Forgot Password | Isoko');
  const send = page.getByRole('button', { name: 'Send Otp' });
  await expect(send).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await send.click();

  await expect(page).toHaveURL(/\/verification-otp$/);
  await expect(page.getByText(email)).toBeVisible();
  const code = await recoveryCodeFor(email);
  const boxes = Array.from({ length: 6 }, (_, index) => page.getByRole('textbox', { name: `Digit ${index + 1} of 6` }));
  await expect(page.getByRole('group', { name: 'Enter the 6-digit code' })).toBeVisible();
  await expect(boxes[0]!).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(boxes[0]!).toHaveAttribute('inputmode', 'numeric');
  const verify = page.getByRole('button', { name: 'Verify OTP' });
  await expect(verify).toBeDisabled();

  // A pasted code fills all six boxes; this one is wrong (its last digit changed), and the server says so.
  const wrongCode = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
  await boxes[0]!.focus();
  await boxes[0]!.evaluate((box, text) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, wrongCode);
  for (const [index, digit] of [...wrongCode].entries()) await expect(boxes[index]!).toHaveValue(digit);
  await verify.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired code' })).toBeVisible();
  await expect(boxes[0]!).toBeFocused();
  await expect(boxes[0]!).toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  // Typing moves on box by box; Backspace in an empty box goes back and clears the digit before.
  await page.keyboard.type('12');
  await expect(boxes[2]!).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes[1]!).toBeFocused();
  await expect(boxes[1]!).toHaveValue('');
  await page.keyboard.press('Backspace');
  await expect(boxes[0]!).toBeFocused();
  await page.keyboard.type(code);
  await expect(verify).toBeEnabled();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page).toHaveTitle('Reset Password | Isoko');
  const resets = countRequestsWith(page, 'resetToken');
  const newPassword = 'Nyungwe-mango-river-71';
  await page.getByRole('textbox', { name: 'New Password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'New password and confirm password must be same.' })).toBeVisible();
  expect(resets.count).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Show Confirm Password' }).click();
  await page.getByRole('textbox', { name: 'Confirm Password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectSignedIn(page);
});

import { expect, type Page, test } from './app-test.js';
import { expectNoSeriousA11yViolations, isPhone, signIn } from './support.js';

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

/** The language control the shopper can see now (the header's on phones and wide screens, the footer's between). */
const languageSelect = (page: Page) => page.getByLabel(/^(Language|Ururimi|Langue)$/).filter({ visible: true });

test('the shell fits the screen: header, footer, and on phones the bottom navigation instead of account and cart', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Isoko home' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Search products' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Isoko`);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: `Isoko on ${network}` })).toBeVisible();
  }
  await expect(languageSelect(page)).toHaveCount(1);
  const bottomNav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    await expect(bottomNav).toBeVisible();
    await expect(bottomNav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(bottomNav.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    // Nothing sticks out sideways on a 375 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await bottomNav.getByRole('link', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(bottomNav.getByRole('link', { name: /^Cart/ })).toHaveAttribute('aria-current', 'page');
  } else {
    await expect(bottomNav).toBeHidden();
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: /My Cart/ })).toBeVisible();
    await expect(header.getByLabel('Language').filter({ visible: true })).toBeVisible();
  }
});

test('the shopper switches to Kinyarwanda and French; the choice outlives a reload and reaches their account', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  // Signed in: the account is the bottom navigation's on phones (its /user page), the header's menu above.
  if (isPhone(page)) {
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/user');
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: /Demo Shopper/ })).toBeVisible();
  }

  await languageSelect(page).selectOption('rw');
  await expect(page.getByRole('heading', { name: 'Ibishya byageze' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shakisha ibicuruzwa' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ibishya byageze' })).toBeVisible();

  await languageSelect(page).selectOption('fr');
  // Help is the bottom navigation's on a phone, the footer's on a laptop: in French either way.
  await expect(page.getByRole('button', { name: isPhone(page) ? 'Aide' : 'Aide et questions', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rechercher des produits' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Rechercher des produits' })).toBeVisible();

  // The account remembers it too (for e-mails and other devices).
  const token = await page.evaluate(() => localStorage.getItem('accesstoken'));
  const viewerLanguage = async () => {
    const response = await page.request.post('/graphql', {
      data: { query: '{ viewer { language } }' },
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()).data.viewer.language as string;
  };
  await expect.poll(viewerLanguage).toBe('FR');
  await languageSelect(page).selectOption('en');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expect.poll(viewerLanguage).toBe('EN');
});

test('the help assistant answers the questions shoppers ask, by touch or keyboard', async ({ page }) => {
  await page.goto('/');
  // Opened from the bottom navigation on a phone, the footer on a laptop, the launcher beside the page when wide.
  const launcher = isPhone(page)
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Help' })
    : page.getByRole('contentinfo').getByRole('button', { name: 'Help and questions' });
  await expect(page.getByRole('button', { name: 'Help', exact: true }).filter({ visible: true })).toHaveCount(isPhone(page) ? 1 : 0);
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Need help?' });
  await expect(panel).toBeVisible();
  await panel.getByText('Where do you deliver?').click();
  await expect(panel.getByText('We deliver to Gasabo, Kicukiro, Nyarugenge and Musanze.')).toBeVisible();
  await panel.getByText('How do I pay?').click();
  await expect(panel.getByText('Pay cash when your order arrives, or with MTN MoMo or Airtel Money when you order.')).toBeVisible();
  // With the keyboard: Tab to a question, Enter opens it; Escape closes the panel and returns to the button.
  await panel.getByText('When will my order arrive?').focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByText(/^Delivery time: 2-3 days/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // From 1360 px the launcher sits in the free margin beside the page, and the footer's entry gives way to it.
  if (!isPhone(page)) {
    await page.setViewportSize({ width: 1440, height: 800 });
    const wide = page.getByRole('button', { name: 'Help', exact: true });
    await expect(wide).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Help and questions' })).toBeHidden();
    const box = (await wide.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual((1440 + 1200) / 2);
    await wide.click();
    await expect(panel).toBeVisible();
  }
});

test("the signed-in shopper's account menu leads to their pages, and Log Out signs them out @desktop-only", async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  const account = header.getByRole('button', { name: /Demo Shopper/ });
  await expect(account).toBeVisible();
  await expect(account).not.toContainText('(Admin)');
  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const menu = header.getByRole('navigation', { name: 'My Account' });
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/dashboard/myorders');
  await expect(menu.getByRole('link', { name: 'Save Address' })).toHaveAttribute('href', '/dashboard/address');
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/profile');
  await expect(menu.getByRole('link', { name: 'Sales Analytics' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  await account.click();
  await header.getByRole('button', { name: 'Log Out' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.getItem('accesstoken'), localStorage.getItem('refreshToken')])).toEqual([null, null]);
});

test('the home page passes axe with the shell around it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

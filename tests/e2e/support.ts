import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The demo shopper the seed creates (see README). */
export const DEMO_SHOPPER = { email: 'shopper@isoko.rw', password: 'Shopper@123' };

/**
 * Signs a shopper in the way the web app keeps a session: tokens from the login mutation, stored under the
 * specification's localStorage keys before the page loads.
 */
export async function signIn(page: Page, credentials = DEMO_SHOPPER): Promise<void> {
  const response = await page.request.post('/graphql', {
    data: {
      query: `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { accessToken refreshToken } ... on Error { message } } }`,
      variables: { input: credentials },
    },
  });
  const login = (await response.json()).data.login;
  expect(login.__typename, login.message).toBe('LoginPayload');
  await page.addInitScript(
    ([accessToken, refreshToken]) => {
      if (!sessionStorage.getItem('signed-in-once')) {
        localStorage.setItem('accesstoken', accessToken);
        localStorage.setItem('refreshToken', refreshToken);
        sessionStorage.setItem('signed-in-once', '1');
      }
    },
    [login.accessToken, login.refreshToken],
  );
}

/** axe-core on the page as it is now: no serious or critical violation (WCAG 2.1 A and AA rules). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Entrances and transitions (a toast fading in over a dialog) are checked at their end: mid-fade, axe measures
  // the contrast of half-transparent text. Endless animations (skeletons, the search box's typing) do not wait.
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** True when the test runs in the phone project (375 px wide). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
